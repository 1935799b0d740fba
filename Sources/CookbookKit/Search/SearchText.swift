import Foundation

/// Text as the search sees it: folded, split into words and stemmed. The browser does
/// exactly the same in `templates/assets/search.js` (`CookbookSearch.fold`, `.words`,
/// `.stem`); both must give the outputs of `Tests/shared/search-cases.json`. The rules are
/// written down in docs/search.md.
///
///     SearchText.fold("Crème Brûlée")       "creme brulee"
///     SearchText.fold("Свёкла")             "свекла"
///     SearchText.fold("Қазақ бауырсағы")    "казак бауырсагы"
///     SearchText.words("Chef's one-pot")    ["chefs", "one", "pot"]
///     SearchText.stem("моркови", "ru")      "морков"
///     SearchText.stem("onions", "en")       "onion"
enum SearchText {
    /// Letters mapped to others after lowercasing and decomposition. Kazakh (and Ukrainian)
    /// letters fold to their nearest Russian letter; Latin letters that do not decompose
    /// fold to their plain spelling.
    static let letterMap: [Unicode.Scalar: String] = [
        "ә": "а", "ғ": "г", "қ": "к", "ң": "н", "ө": "о", "ұ": "у", "ү": "у", "һ": "х", "і": "и",
        "ґ": "г", "є": "е",
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ς": "σ",
    ]

    /// Lowercase, without accents: each character is lowercased and decomposed (NFD),
    /// combining marks U+0300–U+036F are dropped (so é → e and ё → е) except the breve
    /// of й, and the letters of `letterMap` are replaced.
    static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var last: Unicode.Scalar?
        func add(_ scalar: Unicode.Scalar) {
            if (0x300...0x36F).contains(scalar.value) {
                if scalar.value == 0x306, last == "и" {
                    out.removeLast()
                    out.append("й")
                    last = "й"
                }
                return
            }
            if let mapped = letterMap[scalar] {
                out.append(contentsOf: mapped.unicodeScalars)
                last = mapped.unicodeScalars.last
            } else {
                out.append(scalar)
                last = scalar
            }
        }
        // ASCII text only lowercases (no ASCII letter decomposes or is in `letterMap`).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                out.append(scalar)
                last = scalar
                continue
            }
            // The basic Cyrillic letters have no decomposition: skip Foundation.
            if (0x430...0x44F).contains(scalar.value) || letterMap[scalar] != nil {
                add(scalar)
            } else if let parts = decomposition(scalar) {
                for part in parts { add(part) }
            } else {
                for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars { add(part) }
            }
        }
        return String(out)
    }

    /// The canonical decomposition (NFD) of the scalars most often met in recipes (Latin
    /// letters with accents, °, dashes, quotes, ×, ½): Foundation's, asked once per scalar
    /// for the whole run instead of for every scalar of every text. nil: not in the table.
    static func decomposition(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        switch scalar.value {
        case 0x80..<0x250: decompositions[Int(scalar.value) - 0x80]
        case 0x2000..<0x2200: decompositions[Int(scalar.value) - 0x2000 + 0x1D0]
        default: nil
        }
    }

    static let decompositions: [[Unicode.Scalar]] = (Array(0x80..<0x250) + Array(0x2000..<0x2200)).map { value in
        guard let scalar = Unicode.Scalar(UInt32(value)) else { return [] }
        return Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
    }

    /// A letter, mark or digit (Unicode categories L, M, N): the characters words are made of.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        // In ASCII only the letters and digits are in those categories.
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The folded words of a text. Apostrophes (' and ’) inside a word are dropped
    /// ("chef's" → "chefs"); every other character that is not a letter, mark or digit
    /// separates words ("one-pot" → "one", "pot").
    static func words(_ text: String) -> [String] {
        asciiWords(text) ?? plainWords(text) ?? scalarWords(text)
    }

    /// Scalars outside ASCII that fold to themselves and are no part of a word (no-break
    /// space, °, ×, dashes, quotes, …, minus, primes): they only separate words.
    static func isPlainSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0, 0xAB, 0xB0, 0xBB, 0xD7, 0x2013, 0x2014, 0x2018, 0x201C, 0x201D, 0x2026, 0x2032, 0x2033, 0x2212: true
        default: false
        }
    }

    /// The vulgar fractions (½ ¼ ¾ ⅓ …): word scalars that fold to themselves.
    static func isPlainWordScalar(_ value: UInt32) -> Bool {
        (0xBC...0xBE).contains(value) || (0x2150...0x215E).contains(value)
    }

    /// `words` of a text of ASCII, basic Cyrillic letters and the scalars above (most steps:
    /// "180 °C", "2–3 min", "½ cup"; Russian names), without folding it first: each of
    /// those scalars folds to itself (capitals to their small letters), so the
    /// rule reduces to the ASCII one plus separators, fractions as letters and ’ as an
    /// apostrophe. nil for any other text. `SearchTextTests.plainWordsMatchTheScalarRule`.
    static func plainWords(_ text: String) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(24)
        func flush() {
            if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x61...0x7A, 0x30...0x39: current.append(UInt8(value))
            case 0x41...0x5A: current.append(UInt8(value) | 0x20)
            case 0x27, 0x2019: break  // an apostrophe: dropped inside a word, nothing outside one
            case 0..<0x80: flush()
            // The basic Cyrillic letters а–я (й included, as one scalar) fold to themselves,
            // А–Я to them: Russian text is read here too, not scalar by scalar after `fold`.
            case 0x430...0x44F: current.append(contentsOf: UTF8.encode(scalar)!)
            case 0x410...0x42F: current.append(contentsOf: UTF8.encode(Unicode.Scalar(value + 0x20)!)!)
            default:
                if isPlainSeparator(value) {
                    flush()
                } else if isPlainWordScalar(value) {
                    current.append(contentsOf: UTF8.encode(scalar)!)
                } else {
                    return nil
                }
            }
        }
        flush()
        return words
    }

    /// `words` by the rule above, scalar by scalar: for any text.
    static func scalarWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in fold(text).unicodeScalars {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if (scalar == "'" || scalar == "\u{2019}"), !current.isEmpty {
                continue
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `words` of an ASCII text, read from its bytes (nil for any other text): ASCII text
    /// folds to itself lowercased, its word scalars are the letters and digits, and the
    /// only apostrophe in it is '. The same words without a `String.UnicodeScalarView`
    /// grown scalar by scalar (asked of every step of every page).
    /// `SearchTextTests.asciiWordsMatchTheScalarRule` compares both.
    static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            var current: [UInt8] = []
            current.reserveCapacity(24)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte | 0x20)
                case 0x80...: return nil
                case UInt8(ascii: "'") where !current.isEmpty: continue
                default:
                    if !current.isEmpty {
                        words.append(String(decoding: current, as: UTF8.self))
                        current.removeAll(keepingCapacity: true)
                    }
                }
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            return words
        }
    }

    /// The stem of a folded word in a language: English, Russian and Kazakh have light
    /// stemmers; other languages keep the word. Only words in the stemmer's alphabet change.
    static func stem(_ word: String, _ language: String) -> String {
        switch language {
        case "en": return EnglishStemmer.stem(word)
        case "ru": return RussianStemmer.stem(word)
        case "kk": return KazakhStemmer.stem(word)
        default: return word
        }
    }

    /// The stems of a text's words.
    static func stems(_ text: String, _ language: String) -> [String] {
        words(text).map { stem($0, language) }
    }
}

/// Plurals and a final e: "onions" → "onion", "tomatoes" → "tomato", "berries" and
/// "berry" → "berri", "cheese" and "cheeses" → "chees". Words with anything but a–z are kept.
enum EnglishStemmer {
    static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "calves": "calf",
        "children": "child", "feet": "foot", "teeth": "tooth", "geese": "goose", "mice": "mouse", "men": "man", "women": "woman",
    ]

    /// The last bytes of the words `stem` can change: those of the irregular forms and s,
    /// e, y (the endings its rules take off or change). Any other word is its own stem.
    static let changingLastBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for word in irregular.keys { if let last = word.utf8.last { table[Int(last)] = true } }
        for ending in "sey".utf8 { table[Int(ending)] = true }
        return table
    }()

    /// The rules of `stem` on the bytes of a lowercase a–z word (or an irregular form's
    /// stem): -ies to -i, a plural -s, a final -e, a final -y after a consonant to -i.
    static func applyRules(_ w: inout [UInt8]) {
        func ends(_ suffix: StaticString) -> Bool {
            let n = suffix.utf8CodeUnitCount
            guard w.count >= n else { return false }
            let start = suffix.utf8Start
            for k in 0..<n where w[w.count - n + k] != start[k] { return false }
            return true
        }
        if w.count > 4, ends("ies") {
            w.removeLast(3)
            w.append(UInt8(ascii: "i"))
        } else if w.count > 3, ends("s"), !ends("ss"), !ends("us"), !ends("is") {
            w.removeLast()
        }
        if w.count > 3, ends("e") {
            w.removeLast()
        }
        if w.count > 2, ends("y") {
            switch w[w.count - 2] {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "y"): break
            default: w[w.count - 1] = UInt8(ascii: "i")
            }
        }
    }

    static func stem(_ word: String) -> String {
        // Most words end in a letter no rule looks at: no dictionary look-up, no copy.
        guard let last = word.utf8.last, changingLastBytes[Int(last)] else { return word }
        guard word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        // On the bytes: every letter here is one byte, so counts and suffixes are the
        // characters' (`SearchTextTests` holds the cases; the browser's stem agrees).
        var w = Array((irregular[word] ?? word).utf8)
        applyRules(&w)
        return w.elementsEqual(word.utf8) ? word : String(decoding: w, as: UTF8.self)
    }
}

extension EnglishStemmer {
    /// The irregular forms packed (all are short), for `stem(ascii:into:)`.
    static let irregularPacked: [(form: PackedWord, stem: [UInt8])] = irregular.compactMap { form, stem in
        PackedWord(form.utf8).map { ($0, Array(stem.utf8)) }
    }

    /// `stem` of the bytes of a word of `SearchText.plainWords` (a–z, 0–9, fractions), written into
    /// `w` (emptied first): the same rules, without a `String` for the word or its stem.
    /// `SearchTextTests.plainStemsMatchTheStems` compares both.
    static func stem(ascii word: [UInt8], into w: inout [UInt8]) {
        w.removeAll(keepingCapacity: true)
        guard let last = word.last, changingLastBytes[Int(last)], word.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
            w.append(contentsOf: word)
            return
        }
        if word.count <= 8, let packed = PackedWord(word), let form = irregularPacked.first(where: { $0.form == packed }) {
            w.append(contentsOf: form.stem)
        } else {
            w.append(contentsOf: word)
        }
        applyRules(&w)
    }
}

extension SearchText {
    /// Hands `body` the bytes of each of `stems(text, "en")` in order, and whether they
    /// are all ASCII, when the text is of ASCII and the scalars of `plainWords` (most
    /// steps: "180 °C", "2–3 min", "½ cup"), then true; false, with nothing handed, for
    /// any other text. Words and stems are made in two reused buffers: no `String` per word.
    /// - Parameter firstBytes: when given, a word whose first byte is ASCII and not in the
    ///   set is skipped, neither stemmed nor handed: the stemmer keeps a word's first byte
    ///   (its rules change only the last three letters of longer words, and every irregular
    ///   form starts as its stem does; `SearchTextTests.stemsKeepTheFirstLetter`).
    static func englishPlainStems(
        _ text: String, firstBytes: StepUses.ByteSet? = nil, _ body: (_ stem: [UInt8], _ ascii: Bool) -> Void
    ) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            // Outside ASCII, only the scalars of `plainWords`: else nothing is handed.
            var k = 0
            while k < bytes.count {
                guard bytes[k] >= 0x80 else { k += 1; continue }
                let (value, length) = scalar(in: bytes, at: k)
                guard value == 0x2019 || isPlainSeparator(value) || isPlainWordScalar(value) else { return false }
                k += length
            }
            var current: [UInt8] = []
            current.reserveCapacity(32)
            var stem: [UInt8] = []
            stem.reserveCapacity(32)
            var ascii = true
            func flush() {
                guard let first = current.first else { return }
                if let firstBytes, first < 0x80, !firstBytes.contains(first) {
                    current.removeAll(keepingCapacity: true)
                    ascii = true
                    return
                }
                // A word whose last byte no rule of the stemmer looks at is its own stem
                // (`stem(ascii:into:)` copies it unchanged): handed as it is, not copied
                // into `stem` first. Most step words end so.
                if let last = current.last, !EnglishStemmer.changingLastBytes[Int(last)] {
                    body(current, ascii)
                } else {
                    EnglishStemmer.stem(ascii: current, into: &stem)
                    body(stem, ascii)
                }
                current.removeAll(keepingCapacity: true)
                ascii = true
            }
            // The rule of `plainWords` (and of `asciiWords` for ASCII text).
            k = 0
            while k < bytes.count {
                let byte = bytes[k]
                // Compared as unsigned differences, not by range patterns (which were a
                // call of `ClosedRange.contains` per byte).
                if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
                    current.append(byte)
                } else if byte &- UInt8(ascii: "A") < 26 {
                    current.append(byte | 0x20)
                } else if byte == UInt8(ascii: "'") {
                    // dropped inside a word, nothing outside one
                } else if byte < 0x80 {
                    flush()
                } else {
                    let (value, length) = scalar(in: bytes, at: k)
                    if isPlainWordScalar(value) {
                        current.append(contentsOf: bytes[k..<(k + length)])
                        ascii = false
                    } else if value != 0x2019 {
                        flush()
                    }
                    k += length
                    continue
                }
                k += 1
            }
            flush()
            return true
        }
    }

    /// The scalar value of the valid UTF-8 sequence starting at `k`, and its length.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[k])
        func next(_ i: Int) -> UInt32 { UInt32(bytes[k + i] & 0x3F) }
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | next(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3) }
        return ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
    }
}

/// A word of up to 16 bytes, none of them zero, packed into two integers: words
/// compared without hashing or a `String`. Packing is one-to-one for such words.
struct PackedWord: Equatable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// nil for more than 16 bytes or a zero byte.
    init?<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var i = 0
        for byte in bytes {
            guard i < 16, byte != 0 else { return nil }
            if i < 8 { low |= UInt64(byte) << (8 * UInt64(i)) } else { high |= UInt64(byte) << (8 * UInt64(i - 8)) }
            i += 1
        }
    }

    /// The empty word: no word of `SearchText.words` packs to it.
    init() {}
}

/// The noun and adjective steps of the Snowball Russian stemmer (no verbs, gerunds or
/// reflexives: recipe words are names of things, and "банана" must not lose "на" like a
/// verb), plus fleeting vowels ("перец"/"перца" → "перц") and a few irregular forms.
/// Works on folded words (ё is е).
enum RussianStemmer {
    typealias Word = [Unicode.Scalar]
    static let vowels: Set<Unicode.Scalar> = ["а", "е", "и", "о", "у", "ы", "э", "ю", "я"]
    static let irregular: [String: String] = ["яиц": "яйц"]

    static func endings(_ list: [String]) -> [Word] { list.map { Array($0.unicodeScalars) } }
    static let adjective = endings([
        "ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом", "его", "ого",
        "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею",
    ])
    static let participle1 = endings(["ем", "нн", "вш", "ющ", "щ"])
    static let participle2 = endings(["ивш", "ывш", "ующ"])
    static let noun = endings([
        "а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й",
        "иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я",
    ])
    static let superlative = endings(["ейш", "ейше"])

    static func isCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x430...0x44F).contains(scalar.value) }

    static func hasSuffix(_ w: Word, _ e: Word) -> Bool {
        guard w.count >= e.count else { return false }
        var i = w.count - e.count
        for s in e {
            if w[i] != s { return false }
            i += 1
        }
        return true
    }

    static func stem(_ word: String) -> String {
        if let form = irregular[word] { return form }
        var w = Array(word.unicodeScalars)
        guard w.contains(where: isCyrillic) else { return word }
        guard let firstVowel = w.firstIndex(where: { vowels.contains($0) }) else { return word }
        let rv = firstVowel + 1

        /// Removes the longest ending of `group1` (which must follow а or я) or `group2` found in RV.
        func remove(_ group1: [Word], _ group2: [Word]) -> Bool {
            var best: (length: Int, first: Bool)?
            for (endings, first) in [(group1, true), (group2, false)] {
                for e in endings {
                    guard e.count > (best?.length ?? 0), w.count - e.count >= rv, hasSuffix(w, e) else { continue }
                    best = (e.count, first)
                }
            }
            guard let best else { return false }
            if best.first {
                let before = w.count - best.length - 1
                guard before >= rv, w[before] == "а" || w[before] == "я" else { return false }
            }
            w.removeLast(best.length)
            return true
        }

        if remove([], adjective) {
            _ = remove(participle1, participle2)
        } else {
            _ = remove([], noun)
        }
        if w.count > rv, w.last == "и" { w.removeLast() }
        if w.count - 2 >= rv, w[w.count - 1] == "н", w[w.count - 2] == "н" {
            w.removeLast()
        } else if remove([], superlative) {
            if w.count - 2 >= rv, w[w.count - 1] == "н", w[w.count - 2] == "н" { w.removeLast() }
        } else if w.count > rv, w.last == "ь" {
            w.removeLast()
        }
        // Fleeting vowels: перец/перца, горошек/горошка, желток/желтка.
        if w.count >= 5, w.last == "ц" || w.last == "к", w[w.count - 2] == "е" || w[w.count - 2] == "о" {
            w.remove(at: w.count - 2)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: w)
        return String(out)
    }
}

/// Kazakh endings on folded words (қ → к, і → и ...): one case ending, then a possessive
/// of the third person, then a plural, each only when at least three letters remain.
/// Dative -ка/-ке/-на/-не is left alone: too many nouns end like it (жұмыртқа).
enum KazakhStemmer {
    static let cases = RussianStemmer.endings([
        "дан", "ден", "тан", "тен", "нан", "нен", "нын", "нин", "дын", "дин", "тын", "тин", "мен", "бен", "пен",
        "нда", "нде", "ды", "ди", "ты", "ти", "ны", "ни", "да", "де", "та", "те", "га", "ге",
    ])
    static let possessives = RussianStemmer.endings(["сы", "си", "ы", "и"])
    static let plurals = RussianStemmer.endings(["лар", "лер", "дар", "дер", "тар", "тер"])
    /// Each group longest first (one word can end in only one ending of each length).
    static let groups = [cases, possessives, plurals].map { $0.sorted { $0.count > $1.count } }

    static func stem(_ word: String) -> String {
        var w = Array(word.unicodeScalars)
        guard w.contains(where: RussianStemmer.isCyrillic) else { return word }
        for group in groups {
            for e in group where w.count - e.count >= 3 && RussianStemmer.hasSuffix(w, e) {
                w.removeLast(e.count)
                break
            }
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: w)
        return String(out)
    }
}

extension SearchText {
    /// Russian (and folded Kazakh) letters in Latin, the way people type Russian dish names:
    /// "борщ" → "borshch", "плов" → "plov", "бешбармак" → "beshbarmak". Other letters stay.
    static let latinLetters: [Unicode.Scalar: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ж": "zh", "з": "z", "и": "i", "й": "y", "к": "k",
        "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh",
        "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
    ]

    /// A folded Cyrillic word in Latin letters; nil for a word without Cyrillic letters.
    static func latin(_ word: String) -> String? {
        guard word.unicodeScalars.contains(where: RussianStemmer.isCyrillic) else { return nil }
        var out = ""
        for scalar in word.unicodeScalars { out += latinLetters[scalar] ?? String(Character(scalar)) }
        return out
    }
}

/// Other words for the same thing, per language, added to the search index beside the
/// words of a recipe ("плов" is also found as "плоф", "пилав", "palov", "plov"). Each group
/// is one line of comma-separated words; the built-in groups are the theme's
/// `synonyms` list (templates/i18n/<lang>.yaml), a site adds its own under `synonyms:` in
/// content/i18n/<lang>.yaml. A recipe word whose stem is the stem of a one-word member
/// brings in every other member.
struct SearchSynonyms: Sendable {
    /// stem of a one-word member -> the folded words of the other members.
    let byStem: [String: [String]]

    init(groups: [String], language: String) {
        var table: [String: Set<String>] = [:]
        for group in groups {
            let members = group.split(separator: ",").map { SearchText.words(String($0)) }.filter { !$0.isEmpty }
            let all = Set(members.flatMap { $0 })
            for member in members where member.count == 1 {
                let stem = SearchText.stem(member[0], language)
                table[stem, default: []].formUnion(all)
            }
        }
        byStem = table.mapValues { $0.sorted() }
    }

    /// The extra words for a folded word (not the word itself).
    func words(for word: String, _ language: String) -> [String] {
        (byStem[SearchText.stem(word, language)] ?? []).filter { $0 != word }
    }
}
