/// URL slugs: lowercase ASCII letters, digits and single hyphens.
///
///     Slug.make("Chicken Soup")      -> "chicken-soup"
///     Slug.make("Crème brûlée")      -> "creme-brulee"
///     Slug.make("Плов по-узбекски")  -> "plov-po-uzbekski"
///     Slug.make("Бауырсақ")          -> "bauyrsaq"
public enum Slug {
    static let cyrillic: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
        "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
        "э": "e", "ю": "yu", "я": "ya",
        "ә": "a", "ғ": "gh", "қ": "q", "ң": "ng", "ө": "o", "ұ": "u", "ү": "u", "һ": "h", "і": "i",
    ]

    public static func make(_ text: String) -> String {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? makeASCII(text) : makeUnicode(text)
    }

    /// `make` letter by letter: Cyrillic spelled in Latin letters, accents dropped.
    static func makeUnicode(_ text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for ch in text.lowercased() {
            var piece: String
            if let mapped = cyrillic[ch] {
                piece = mapped
            } else {
                // Drop accents: é -> e.
                let base = String(ch).decomposedStringWithCanonicalMappingASCII
                piece = base
            }
            piece = String(piece.unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") }.map(Character.init))
            if piece.isEmpty {
                if !out.isEmpty && ch != "'" && ch != "’" && ch != "ъ" && ch != "ь" { pendingHyphen = true }
                continue
            }
            if pendingHyphen { out += "-"; pendingHyphen = false }
            out += piece
        }
        return out
    }

    /// `make` for ASCII text, byte by byte (the same result without a Character and a
    /// Foundation decomposition per letter: slugs are made for every card of every page).
    static func makeASCII(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                if pendingHyphen { out.append(0x2D); pendingHyphen = false }
                out.append(lower)
            } else if !out.isEmpty && lower != 0x27 {
                pendingHyphen = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `slug` cut to at most `limit` characters at a hyphen (or hard, when there is none).
    public static func shortened(_ slug: String, to limit: Int) -> String {
        guard slug.count > limit else { return slug }
        let head = slug.prefix(limit)
        if let hyphen = head.lastIndex(of: "-"), hyphen > head.startIndex { return String(head[..<hyphen]) }
        return String(head)
    }

    /// Read as UTF-8 bytes in one pass: a valid slug is ASCII only, so its characters are
    /// its bytes (the rules were a character count, Foundation's `contains` and a scan
    /// of scalars).
    public static func isValid(_ slug: String) -> Bool {
        var count = 0
        var previous: UInt8 = 0
        for byte in slug.utf8 {
            let hyphen = byte == UInt8(ascii: "-")
            guard (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || hyphen else {
                return false
            }
            // No hyphen first, none after another.
            if hyphen && (count == 0 || previous == UInt8(ascii: "-")) { return false }
            previous = byte
            count += 1
        }
        return count > 0 && count <= 100 && previous != UInt8(ascii: "-")
    }
}

extension String {
    /// The string with combining marks removed after canonical decomposition.
    var decomposedStringWithCanonicalMappingASCII: String {
        String(String.UnicodeScalarView(decomposedScalars.filter { !(0x0300...0x036F).contains($0.value) }))
    }

    private var decomposedScalars: [Unicode.Scalar] {
        // Foundation-free decomposition for the common Latin letters with accents.
        unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            if let plain = Slug.latinFolding[scalar] { return Array(plain.unicodeScalars) }
            return [scalar]
        }
    }
}

extension Slug {
    static let latinFolding: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"), ("ĥħ", "h"),
            ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"),
            ("ŕŗř", "r"), ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
            ("æ", "ae"), ("œ", "oe"), ("ß", "ss"), ("þ", "th"), ("ð", "d"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (letters, plain) in groups { for s in letters.unicodeScalars { table[s] = plain } }
        return table
    }()
}
