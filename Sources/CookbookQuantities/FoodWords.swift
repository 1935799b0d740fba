/// Words of ingredient names, as the matcher compares them: lowercase, `ё` as `е`,
/// split at anything that is not a letter or digit (so `long-grain` is `long grain`),
/// and each word's stem in each language, so inflected forms meet: `пшеничной муки`
/// and `пшеничная мука` both stem to `пшеничн мук`.
public struct FoodWords: Sendable, Equatable {
    public let words: [String]

    public init(_ text: String) {
        words = FoodWords.split(text)
    }

    public init(words: [String]) {
        self.words = words
    }

    public var isEmpty: Bool { words.isEmpty }
    public var joined: String { words.joined(separator: " ") }

    public static func split(_ text: String) -> [String] {
        var words: [String] = []
        // The word's UTF-8 bytes (appending to a `String.UnicodeScalarView` scalar by
        // scalar was most of the time), and whether it has Cyrillic, lowercase Latin or
        // other non-ASCII letters.
        var current: [UInt8] = []
        var cyrillic = false, latin = false, ascii = true
        func end() {
            guard !current.isEmpty else { return }
            var word = String(decoding: current, as: UTF8.self)
            if cyrillic && latin { word = cyrillicLookalikes(word) }
            if ascii {
                // "cook's": bytes compared, the word being ASCII.
                if current.count >= 2, current[current.count - 2] == UInt8(ascii: "'"), current[current.count - 1] == UInt8(ascii: "s") {
                    word = String(decoding: current.dropLast(2), as: UTF8.self)
                }
            } else if word.hasSuffix("'s") {
                word = String(word.dropLast(2))
            }
            if !word.isEmpty && word != "'" { words.append(word) }
            current.removeAll(keepingCapacity: true)
            cyrillic = false
            latin = false
            ascii = true
        }
        let scalars = Array(text.unicodeScalars)
        for (k, scalar) in scalars.enumerated() {
            var c = ScalarText.lowercase(scalar)
            if c == "ё" { c = "е" }
            // "молоко 3,2%", "2.5% milk": a decimal point or comma between digits stays in
            // the number, written as a point ("3,2" is not "3" and "2").
            if c == "," || c == ".", let last = current.last, (0x30...0x39).contains(last), k + 1 < scalars.count,
                NumberScanner.isDigit(scalars[k + 1]), current.allSatisfy({ (0x30...0x39).contains($0) })
            {
                current.append(UInt8(ascii: "."))
                continue
            }
            if isLetter(c) || NumberScanner.isDigit(c) || c == "'" || c == "’" {
                if c == "’" { c = "'" }
                if c.isASCII {
                    current.append(UInt8(c.value))
                    if (0x61...0x7A).contains(c.value) { latin = true }
                } else {
                    UTF8.encode(c) { current.append($0) }
                    ascii = false
                    if (0x400...0x4FF).contains(c.value) { cyrillic = true }
                }
            } else {
                end()
                // "salt & pepper", "half & half": the ampersand is the word "and".
                if c == "&" { words.append("and") }
            }
        }
        end()
        return words
    }

    /// Whether `split` of `word` is `[word]`: a word of lowercase ASCII letters and digits,
    /// or of lowercase Cyrillic letters (not ё) and digits, none of which `split` changes
    /// (no apostrophe, point, look-alike or capital to rework); false for anything else,
    /// which may or may not split to itself.
    public static func isPlain(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        var latin = false, cyrillic = false
        for c in word.unicodeScalars {
            switch c.value {
            case 0x61...0x7A: latin = true
            case 0x30...0x39: break
            case 0x430...0x450, 0x452...0x45F, 0x493, 0x49B, 0x4A3, 0x4AF, 0x4B1, 0x4BB, 0x4D9, 0x4E9: cyrillic = true
            default: return false
            }
        }
        return !(latin && cyrillic)
    }

    /// Latin letters that look like Cyrillic ones, for words typed with both
    /// ("жүгерi" with a Latin i, "мука" with a Latin a).
    static let lookalikes: [Unicode.Scalar: Unicode.Scalar] = [
        "a": "а", "c": "с", "e": "е", "i": "і", "o": "о", "p": "р", "x": "х", "y": "у", "k": "к", "m": "м", "h": "һ", "t": "т", "b": "в",
    ]

    /// A word mixing Cyrillic and Latin letters, with its Latin look-alikes made Cyrillic;
    /// other words unchanged.
    static func cyrillicLookalikes(_ word: String) -> String {
        let scalars = word.unicodeScalars
        guard scalars.contains(where: { (0x400...0x4FF).contains($0.value) }),
            scalars.contains(where: { (0x61...0x7A).contains($0.value) }),
            scalars.allSatisfy({ !(0x61...0x7A).contains($0.value) || lookalikes[$0] != nil })
        else { return word }
        return String(String.UnicodeScalarView(scalars.map { lookalikes[$0] ?? $0 }))
    }

    /// `properties.isAlphabetic`, with fast answers for ASCII and Cyrillic.
    public static func isLetter(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x61...0x7A, 0x41...0x5A: return true
        case 0...0x7F: return false
        case 0x400...0x481, 0x48A...0x4FF: return true
        default: return c.properties.isAlphabetic
        }
    }

    /// The stem of a word in `language`: endings removed so inflected forms compare equal.
    public static func stem(_ word: String, language: String) -> String {
        switch language {
        case "ru": return strip(word, utf8: russianEndingBytes, keep: 3)
        case "kk": return kazakhStem(word)
        default: return englishStem(word)
        }
    }

    // MARK: Stemmers (deliberately small: the dictionary lists the irregular forms)

    static let russianEndings: [String] = [
        "ьего", "ьему", "иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ьей", "ьим", "ьих", "ией",
        "иях", "ием", "ой", "ей", "ий", "ый", "ая", "яя", "ое", "ее", "ую", "юю", "ых", "их", "ов", "ев", "ам", "ям",
        "ах", "ях", "ом", "ем", "ья", "ье", "ьи", "ью", "ию", "ия", "ие", "ии", "а", "я", "ы", "и", "у", "ю", "е", "о",
        "ь", "й",
    ]

    /// Kazakh endings in the order they follow a noun's root: one case ending, then a
    /// possessive of the third person, then a plural (етінің = ет + і + нің, қызанақтарды =
    /// қызанақ + тар + ды). Each is removed at most once.
    static let kazakhCaseEndings: [String] = ["ның", "нің", "дың", "дің", "тың", "тің", "ны", "ні", "ды", "ді"]
    static let kazakhPossessives: [String] = ["сы", "сі", "ы", "і"]
    static let kazakhPlurals: [String] = ["лар", "лер", "дар", "дер", "тар", "тер"]

    /// Case endings removed only after the sound their form needs (Kazakh chooses the
    /// first consonant by the sound before it and the vowel by the root's vowels), so
    /// that roots which merely end like them stay whole (банан, шортан, бидай): ablative
    /// -дан/-тан/-нан, instrumental -мен/-бен/-пен/-менен, locative -нда after a possessive,
    /// accusative -н after a possessive (сүтін, ұнын, майын, етінен), and accusative -ты/-ті
    /// after a voiceless consonant (етті, картопты, қантты; тәтті stems alike in the line and
    /// the dictionary, so it still compares equal). The plain
    /// locative -да/-та and the dative -ға/-қа/-а are left alone: too many roots end like
    /// them (сода, жұмыртқа), and a food in the locative is a note ("майда қуырылған").
    static let kazakhCheckedCases: [(ending: String, after: String)] = [
        ("менен", vowels + "жзлрйумнң"), ("дан", vowels + "жзлрйу"), ("ден", vowels + "жзлрйу"),
        ("тан", "кқпстфхцчшщбвгд"), ("тен", "кқпстфхцчшщбвгд"), ("нан", "мнңыі"), ("нен", "мнңыі"),
        ("нда", "ыі"), ("нде", "ыі"), ("мен", vowels + "жзлрйумнң"), ("бен", "жз"), ("пен", "кқпстфхцчшщбвгд"), ("н", "ыі"),
        ("ты", "кқпстфхцчшщ"), ("ті", "кқпстфхцчшщ"),
    ]
    static let vowels = "аәеиоөұүыіуэюяё"
    static let backVowels = "аоұыяё"
    static let frontVowels = "әеөүіэ"

    /// Roots that end like a case ending after the sound it needs: kept whole. Most end in
    /// -ын/-ін (шырын is juice, not шыр + ы + н); participles in -атын/-етін are kept too.
    static let kazakhWholeRoots: Set<String> = [
        "шырын", "қауын", "қарын", "даршын", "самырсын", "алтын", "ағылшын", "бүтін", "дайын", "ұзын", "жайын",
        "келін", "түйін", "төмен", "каштан", "сүмбетін", "ақтан",
    ]

    /// The endings as scalars, longest first within each list's order: comparing scalars
    /// is many times faster than `String.hasSuffix`, which normalises Cyrillic on every call.
    static let russianEndingScalars = russianEndings.map { Array($0.unicodeScalars) }
    static let kazakhCaseScalars = kazakhCaseEndings.map { Array($0.unicodeScalars) }
    static let kazakhPossessiveScalars = kazakhPossessives.map { Array($0.unicodeScalars) }
    static let kazakhPluralScalars = kazakhPlurals.map { Array($0.unicodeScalars) }

    /// `word` without the first of `endings` it ends with, if at least `keep` letters remain.
    public static func strip(_ word: String, endings: [[Unicode.Scalar]], keep: Int) -> String {
        let scalars = Array(word.unicodeScalars)
        for ending in endings where scalars.count - ending.count >= keep && scalars.suffix(ending.count).elementsEqual(ending) {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars.dropLast(ending.count))
            return String(view)
        }
        return word
    }

    /// An ending as UTF-8 bytes and the number of its scalars.
    public struct Ending: Sendable {
        let bytes: [UInt8]
        let scalars: Int
        init(_ text: String) {
            bytes = Array(text.utf8)
            scalars = text.unicodeScalars.count
        }
    }

    static let russianEndingBytes = russianEndings.map(Ending.init)
    static let kazakhCaseBytes = kazakhCaseEndings.map(Ending.init)
    static let kazakhPossessiveBytes = kazakhPossessives.map(Ending.init)
    static let kazakhPluralBytes = kazakhPlurals.map(Ending.init)

    /// `strip(_:endings:keep:)` on the word's UTF-8 bytes, with no array of scalars and no
    /// string built scalar by scalar: an ending's bytes ending the word's bytes is its
    /// scalars ending the word's scalars (UTF-8 starts each scalar with a byte that no
    /// other byte of a scalar can be), and the part before is the same text.
    public static func strip(_ word: String, utf8 endings: [Ending], keep: Int) -> String {
        var word = word
        let cut: Int? = word.withUTF8 { bytes in
            var scalars = 0
            for byte in bytes where byte & 0xC0 != 0x80 { scalars += 1 }
            for ending in endings where scalars - ending.scalars >= keep && bytes.count >= ending.bytes.count {
                let start = bytes.count - ending.bytes.count
                var k = 0
                while k < ending.bytes.count && bytes[start + k] == ending.bytes[k] { k += 1 }
                if k == ending.bytes.count { return start }
            }
            return nil
        }
        guard let cut else { return word }
        return word.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<cut]), as: UTF8.self) }
    }

    static func kazakhStem(_ word: String) -> String {
        var stem = strip(word, utf8: kazakhCaseBytes, keep: 2)
        if stem == word { stem = kazakhCheckedCase(word) }
        stem = strip(stem, utf8: kazakhPossessiveBytes, keep: 2)
        let singular = strip(stem, utf8: kazakhPluralBytes, keep: 2)
        // "баялдылар": the root after a plural is stemmed as the bare word is ("баялды"), so
        // the two forms compare equal.
        if singular != stem { return kazakhStem(singular) }
        // The final consonant softens before a vowel ending: жапырақ -> жапырағы.
        if stem != word, let last = stem.last {
            let hard: [Character: Character] = ["ғ": "қ", "г": "к", "б": "п"]
            if let h = hard[last] { stem = String(stem.dropLast()) + String(h) }
        }
        return stem
    }

    /// `word` without one of `kazakhCheckedCases`, when the sound before it is one that
    /// ending follows, its vowel agrees with the root's last vowel, and the root keeps a
    /// vowel and two letters (three before a bare -н); else `word`.
    static func kazakhCheckedCase(_ word: String) -> String {
        // Scalars compared, not `String.hasSuffix` (which normalises Cyrillic on every call):
        // this runs on every word of every language's lines.
        let scalars = Array(word.unicodeScalars)
        guard let final = scalars.last, final == "н" || final == "а" || final == "е" || final == "ы" || final == "і",
            !kazakhWholeRoots.contains(word),
            !kazakhParticiples.contains(where: { ends(scalars, with: $0) })
        else { return word }
        for (ending, after, harmonic) in kazakhCheckedCaseScalars where ends(scalars, with: ending) {
            let root = scalars.dropLast(ending.count)
            guard root.count >= (ending.count == 1 ? 3 : 2), let last = root.last, after.contains(last),
                root.contains(where: { vowelScalars.contains($0) })
            else { continue }
            // Vowel harmony: the root's last back or front vowel picks the ending's vowel
            // (мен, бен, пен have only the front form).
            if harmonic, let rootVowel = root.last(where: { backVowelScalars.contains($0) || frontVowelScalars.contains($0) }) {
                let other = backVowelScalars.contains(rootVowel) ? frontVowelScalars : backVowelScalars
                if ending.contains(where: { other.contains($0) }) { continue }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: root)
            return String(view)
        }
        return word
    }

    static func ends(_ scalars: [Unicode.Scalar], with ending: [Unicode.Scalar]) -> Bool {
        scalars.count >= ending.count && scalars.suffix(ending.count).elementsEqual(ending)
    }

    static let kazakhCheckedCaseScalars: [(ending: [Unicode.Scalar], after: Set<Unicode.Scalar>, harmonic: Bool)] =
        kazakhCheckedCases.map {
            (Array($0.ending.unicodeScalars), Set($0.after.unicodeScalars), !["мен", "бен", "пен", "менен"].contains($0.ending))
        }
    static let kazakhParticiples: [[Unicode.Scalar]] = ["атын", "етін", "йтын", "йтін"].map { Array($0.unicodeScalars) }
    static let vowelScalars = Set(vowels.unicodeScalars)
    static let backVowelScalars = Set(backVowels.unicodeScalars)
    static let frontVowelScalars = Set(frontVowels.unicodeScalars)

    public static func englishStem(_ word: String) -> String {
        guard word.utf8.count > 3, word.utf8.allSatisfy({ $0 < 0x80 }) else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.hasSuffix("ves") { return String(word.dropLast(3)) + "f" }
        for ending in ["ches", "shes", "sses", "xes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    // MARK: Words that describe rather than name

    /// Dropped from a line's name in a second matching pass: "chopped fresh coriander",
    /// "листьев свежего базилика". Longer dictionary names that contain them still match
    /// in the first pass ("whole milk").
    public static let descriptive: Set<String> = [
        // en
        "a", "an", "the", "of", "and", "fresh", "freshly", "chopped", "finely", "roughly", "coarsely", "thinly",
        "thickly", "sliced", "diced", "minced", "grated", "crushed", "peeled", "ripe", "very", "large", "medium",
        "small", "big", "whole", "good", "quality", "organic", "optional", "cold", "warm", "hot", "softened", "soft",
        "melted", "beaten", "room", "temperature", "cut", "into", "pieces", "washed", "rinsed", "drained", "trimmed",
        "boneless", "skinless", "raw", "lightly", "firmly", "packed", "heaped", "level", "leaves", "leaf", "sprigs",
        "some", "few", "extra", "plus", "more", "for",
        // ru
        "свежий", "свежая", "свежее", "свежие", "свежего", "свежей", "свежих", "свежую", "свежим", "свежемолотый",
        "свежемолотого", "свежемолотой", "рубленый", "рубленая", "рубленой", "рубленого", "рубленые", "рубленых",
        "нарезанный", "нарезанной", "нарезанного", "нарезанные", "мелко", "крупно", "тонко", "спелый", "спелая",
        "спелые", "спелых", "спелого", "спелой", "очень", "целый", "целая", "целые", "целых", "целого", "целой",
        "очищенный", "очищенные", "очищенных", "тёплый", "теплый", "мягкий", "мягкого", "листья", "листьев",
        "веточки", "веточек", "небольшой", "небольшая", "небольшие", "небольших", "крупный", "крупная", "крупные",
        "крупных", "средний", "средняя", "средние", "средних", "маленький", "маленькая", "маленькие", "маленьких",
        // "600 г просеянной муки": sifted is still the flour
        "просеянный", "просеянная", "просеянное", "просеянные", "просеянного", "просеянной", "просеянную", "просеянных",
        // kk
        "жаңа", "туралған", "піскен", "ұсақ", "бүтін", "аршылған", "үлкен", "ірі", "орташа", "кішкентай", "шағын",
        "жапырақтары",
        // "үгітілген ірімшік", "кесілген": grated, cut
        "үгітілген", "кесілген",
        // "жоғары сұрыпты ұн": the flour's grade
        "жоғары", "жоғарғы", "сұрыпты",
    ]

    /// The words without the descriptive ones.
    public var withoutDescriptive: FoodWords {
        FoodWords(words: words.filter { !FoodWords.descriptive.contains($0) })
    }
}
