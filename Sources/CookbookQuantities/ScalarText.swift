/// A line as Unicode scalars with a lowercase twin of the same length, so that matches
/// found case-insensitively have exact offsets (columns count scalars, as editors do).
struct ScalarText {
    let scalars: [Unicode.Scalar]
    private(set) var lower: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        lower = scalars.map(Self.lowercase)
    }

    /// "Мед: 1 столовyю ложкy", "Чеснок: 5 долeк", "Cметана": Russian text typed with Latin
    /// letters that look like Cyrillic ones. In a word that has a Cyrillic letter, the
    /// lowercase twin reads them as the Cyrillic letters (the scalars stay as written).
    init(_ text: String, cyrillicHomoglyphs: Bool) {
        self.init(text)
        guard cyrillicHomoglyphs, lower.contains(where: { $0.isASCII && Self.cyrillicTwins[$0] != nil }) else { return }
        var twin = lower
        var start = 0
        while start < twin.count {
            var end = start
            while end < twin.count, FoodWords.isLetter(twin[end]) { end += 1 }
            if end > start, twin[start..<end].contains(where: { (0x430...0x45F).contains($0.value) }) {
                for i in start..<end { if let cyrillic = Self.cyrillicTwins[twin[i]] { twin[i] = cyrillic } }
            }
            start = end + 1
        }
        lower = twin
    }

    /// Lowercase Latin letters and the Cyrillic letters they stand for when typed by mistake
    /// (from either case: "C" and "c" look like "С" and "с", "H" like "Н").
    static let cyrillicTwins: [Unicode.Scalar: Unicode.Scalar] = [
        "a": "а", "b": "в", "c": "с", "e": "е", "h": "н", "k": "к", "m": "м", "o": "о", "p": "р", "t": "т", "x": "х",
        "y": "у",
    ]

    static func lowercase(_ c: Unicode.Scalar) -> Unicode.Scalar {
        if c.isASCII { return ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c }
        // Russian letters without the Unicode tables (the common case, and much faster).
        switch c.value {
        case 0x410...0x42F: return Unicode.Scalar(c.value + 0x20)!
        case 0x400...0x40F: return Unicode.Scalar(c.value + 0x50)!
        case 0x430...0x45F: return c
        default: break
        }
        guard c.properties.changesWhenLowercased else { return c }
        let lowered = c.properties.lowercaseMapping.unicodeScalars
        return lowered.count == 1 ? lowered.first! : c
    }

    var count: Int { scalars.count }

    subscript(i: Int) -> Unicode.Scalar? { i >= 0 && i < scalars.count ? scalars[i] : nil }

    func isLetter(_ i: Int) -> Bool { self[i].map(FoodWords.isLetter) ?? false }
    func isSpace(_ i: Int) -> Bool { self[i].map(Self.isWhitespace) ?? false }

    /// `properties.isWhitespace`, answered for ASCII without the Unicode tables.
    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09...0x0D, 0x20: return true
        case 0...0x7F: return false
        default: return c.properties.isWhitespace
        }
    }
    func isDigit(_ i: Int) -> Bool { self[i].map(NumberScanner.isDigit) ?? false }

    func string(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<scalars.count)
        // The UTF-8 bytes written once (not a scalar view appended scalar by scalar).
        var size = 0
        for c in scalars[clamped] { size += UTF8.width(c) }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var k = 0
            for c in scalars[clamped] {
                if c.isASCII {
                    buffer[k] = UInt8(truncatingIfNeeded: c.value)
                    k += 1
                } else {
                    UTF8.encode(c) { byte in
                        buffer[k] = byte
                        k += 1
                    }
                }
            }
            return k
        }
    }

    /// The range without spaces at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var (a, b) = (range.lowerBound, range.upperBound)
        while a < b, isSpace(a) { a += 1 }
        while b > a, isSpace(b - 1) { b -= 1 }
        return a..<b
    }

    /// The range without spaces and list punctuation (`.`, `;`, `,`) at its end.
    func trimmedPunctuation(_ range: Range<Int>) -> Range<Int> {
        var b = range.upperBound
        while b > range.lowerBound, let c = self[b - 1], " .;,".unicodeScalars.contains(c) { b -= 1 }
        return range.lowerBound..<b
    }

    func text(_ range: Range<Int>) -> String { string(trimmed(range)) }

    func skipSpaces(_ i: Int, limit: Int) -> Int {
        var i = i
        while i < limit, isSpace(i) { i += 1 }
        return i
    }

    /// The end of `phrase` if it is written at `i` (case-insensitive) and ends on a word
    /// boundary (a phrase ending in a letter must not be followed by one).
    func match(_ phrase: String, at i: Int, limit: Int) -> Int? {
        var end = i
        var last: Unicode.Scalar?
        for c in phrase.unicodeScalars {
            guard end < limit, end >= 0, lower[end] == c else { return nil }
            end += 1
            last = c
        }
        guard let last else { return nil }
        if FoodWords.isLetter(last), end < limit, isLetter(end) { return nil }
        return end
    }

    /// The end of the longest of `phrases` written at `i`.
    func matchAny(_ phrases: [String], at i: Int, limit: Int) -> Int? {
        var longest: Int?
        for phrase in phrases {
            if let end = match(phrase, at: i, limit: limit), end > longest ?? Int.min { longest = end }
        }
        return longest
    }

    /// Whether a word starts at `i` (not in the middle of one).
    func wordStarts(at i: Int) -> Bool { !isLetter(i - 1) }

    /// Offsets of `(` `)` pairs at depth 0 inside `range`; unmatched brackets are ignored.
    func parenGroups(in range: Range<Int>) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var open: Int?
        var depth = 0
        for i in range {
            if scalars[i] == "(" {
                if depth == 0 { open = i }
                depth += 1
            } else if scalars[i] == ")", depth > 0 {
                depth -= 1
                if depth == 0, let start = open { groups.append(start..<(i + 1)) }
            }
        }
        return groups
    }

    /// The offsets in `range` that are not inside brackets.
    func topLevel(_ range: Range<Int>) -> [Int] {
        let groups = parenGroups(in: range)
        return range.filter { i in !groups.contains { $0.contains(i) } }
    }
}
