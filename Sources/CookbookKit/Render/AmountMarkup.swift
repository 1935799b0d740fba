/// Finds where an amount is written in an ingredient line or a step, so the page can
/// wrap it in a `<span>` that the scaler and the unit toggle rewrite. The text around
/// it stays exactly as the author wrote it.
///
///     "1 1/2 cups milk"          -> "1 1/2 cups" | " milk"
///     "juice of 1/2 lemon"       -> "juice of " | "1/2" | " lemon"
///     "2 × 400 g cans chickpeas" -> "2 × 400 g" | " cans chickpeas"
///     "salt to taste"            -> nil (nothing to scale)
enum AmountMarkup {
    struct Split: Equatable {
        var before: String
        var amount: String
        var after: String
    }

    static let numberScalars: Set<Character> = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "/", ".", ",", "-", "–", " ",
        "½", "⅓", "⅔", "¼", "¾", "⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅛", "⅜", "⅝", "⅞", "⁄", "×", "x", "х",
    ]
    static let startScalars: Set<Character> = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
        "½", "⅓", "⅔", "¼", "¾", "⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅛", "⅜", "⅝", "⅞",
    ]

    /// `startScalars.contains(c)`, an ASCII letter told without hashing it.
    static func isStart(_ c: Character) -> Bool {
        if c.utf8.count == 1, let byte = c.utf8.first { return byte >= 0x30 && byte <= 0x39 }
        return startScalars.contains(c)
    }

    /// `numberScalars.contains(c)`, an ASCII letter told without hashing it.
    static func isNumberPart(_ c: Character) -> Bool {
        if c.utf8.count == 1, let byte = c.utf8.first {
            switch byte {
            case 0x30...0x39, UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: " "), UInt8(ascii: "x"): return true
            default: return false
            }
        }
        return numberScalars.contains(c)
    }

    /// The line split around its first amount; nil when it has none written in digits.
    /// - Parameter firstNumber: only the first number, without spaces ("2" of "2 × 400 g").
    static func split(_ text: String, unitText: String?, firstNumber: Bool = false) -> Split? {
        if let split = splitASCII(text, unitText: unitText, firstNumber: firstNumber) { return split }
        return splitCharacters(text, unitText: unitText, firstNumber: firstNumber)
    }

    /// `split` on the text's characters, for any text.
    static func splitCharacters(_ text: String, unitText: String?, firstNumber: Bool = false) -> Split? {
        let (chars, starts) = characters(of: text)
        guard let start = chars.firstIndex(where: isStart) else { return nil }
        var end = start
        while end < chars.count, isNumberPart(chars[end]), !(firstNumber && (chars[end] == " " || chars[end] == "×" || chars[end] == "x" || chars[end] == "х")) {
            end += 1
        }
        // Letters right after digits ("1h") are not an amount boundary we understand.
        while end > start, chars[end - 1] == " " || chars[end - 1] == "-" || chars[end - 1] == "," { end -= 1 }
        if let unitText, !unitText.isEmpty {
            let unit = Array(unitText)
            var i = end
            while i < chars.count, chars[i] == " " { i += 1 }
            if i + unit.count <= chars.count, chars[i..<(i + unit.count)].elementsEqual(unit) { end = i + unit.count } else { return nil }
        }
        guard end > start else { return nil }
        return Split(before: String(text[..<starts[start]]), amount: String(text[starts[start]..<starts[end]]), after: String(text[starts[end]...]))
    }

    /// `split` of an ASCII text without CR (each byte a character) and an ASCII unit, on
    /// the bytes: no array of characters. Nil (`.none`) for any other text, `.some(nil)`
    /// when the text has no amount. `AmountMarkupTests.splitOnBytesMatchesCharacters`
    /// compares both ways.
    static func splitASCII(_ text: String, unitText: String?, firstNumber: Bool) -> Split?? {
        let unit = unitText.map { Array($0.utf8) } ?? []
        guard !unit.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return .none }
        let result = text.utf8.withContiguousStorageIfAvailable { b -> Split?? in
            guard !b.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return .none }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            guard let start = b.firstIndex(where: isDigit) else { return .some(nil) }
            var end = start
            while end < b.count {
                // `isNumberPart`, a space or "x" ending the amount when only its first number is wanted.
                let part: Bool
                switch b[end] {
                case 0x30...0x39, UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "-"): part = true
                case UInt8(ascii: " "), UInt8(ascii: "x"): part = !firstNumber
                default: part = false
                }
                guard part else { break }
                end += 1
            }
            while end > start, b[end - 1] == UInt8(ascii: " ") || b[end - 1] == UInt8(ascii: "-") || b[end - 1] == UInt8(ascii: ",") { end -= 1 }
            if !unit.isEmpty {
                var i = end
                while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
                if i + unit.count <= b.count, b[i..<(i + unit.count)].elementsEqual(unit) { end = i + unit.count } else { return .some(nil) }
            }
            guard end > start else { return .some(nil) }
            return .some(
                Split(
                    before: String(decoding: UnsafeBufferPointer(rebasing: b[..<start]), as: UTF8.self),
                    amount: String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self),
                    after: String(decoding: UnsafeBufferPointer(rebasing: b[end...]), as: UTF8.self)))
        }
        return result ?? .none
    }

    /// The text's characters and where each starts in it, with the text's end last
    /// (`starts.count == chars.count + 1`): a run of characters `a..<b` is
    /// `text[starts[a]..<starts[b]]`, sliced without joining characters again.
    static func characters(of text: String) -> (chars: [Character], starts: [String.Index]) {
        var chars: [Character] = []
        var starts: [String.Index] = []
        chars.reserveCapacity(text.utf8.count)
        starts.reserveCapacity(text.utf8.count + 1)
        // Most texts hold only scalars that are each a character whatever surrounds them:
        // walked by scalars then, without finding grapheme boundaries.
        // Walked on the UTF-8 bytes: an ASCII character is taken from a table, any other
        // scalar decoded where it starts.
        let utf8 = text.utf8
        let ascii = asciiCharacters
        var at = utf8.startIndex
        var whole = true
        while at != utf8.endIndex {
            let byte = utf8[at]
            if byte < 0x80 {
                guard byte != 0x0D else {
                    whole = false
                    break
                }
                chars.append(ascii[Int(byte)])
                starts.append(at)
                utf8.formIndex(after: &at)
            } else {
                let scalar = text.unicodeScalars[at]
                guard isWholeCharacter(scalar) else {
                    whole = false
                    break
                }
                chars.append(Character(scalar))
                starts.append(at)
                at = utf8.index(at, offsetBy: UTF8.width(scalar))
            }
        }
        if whole {
            starts.append(text.endIndex)
            return (chars, starts)
        }
        chars.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        var index = text.startIndex
        while index != text.endIndex {
            let next = text.index(after: index)
            chars.append(text[index])
            starts.append(index)
            index = next
        }
        starts.append(text.endIndex)
        return (chars, starts)
    }

    /// The ASCII characters by their byte.
    static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// A scalar that is a character by itself next to any other such scalar: no
    /// combining mark, joiner, variation selector, Hangul jamo, regional indicator or
    /// carriage return (CR LF is one character), and none canonically equivalent to
    /// another such scalar (Greek, the Kelvin and Ångström signs), so characters made of
    /// them compare as their scalars do. Latin up to U+02FF, Cyrillic letters, dashes,
    /// quotes, sub- and superscripts, currency signs, number forms (⅓).
    static func isWholeCharacter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0D: false
        case 0...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205F, 0x2070...0x20CF, 0x2150...0x218F: true
        default: false
        }
    }
}
