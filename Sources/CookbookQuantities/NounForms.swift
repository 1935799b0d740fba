/// The forms of the noun after a plain count, so a scaled line reads right: "3 onions"
/// for 8 servings becomes "1 onion" for 2, "3 луковицы" becomes "5 луковиц". The page
/// gets the forms in `data-forms`; the script picks one by the plural category of the
/// number it shows (the same CLDR rules as units).
///
/// English: the last word of the words after the number ("3 medium onions"), singular
/// and plural by the regular rules and a list of exceptions. Russian: a table of the
/// countable nouns recipes use, with an optional adjective before the noun, in the
/// forms after 1 (nominative singular), 2–4 (genitive singular) and 5+ (genitive
/// plural). Kazakh nouns do not change after a number. A noun the rules do not know, or
/// a form that does not fit the number written, is left as written.
public enum NounForms {
    /// A line's text after its amount, split around the words that change with the number.
    public struct Phrase: Equatable, Sendable {
        /// Text between the amount and the phrase (" ", " medium ").
        public var lead: String
        /// The phrase as written ("onions", "средние луковицы").
        public var written: String
        /// Its forms by plural category: en `[one, other]`, ru `[one, few, many]`.
        public var forms: [String]
        /// The rest of the line (" (about 450 g), sliced").
        public var rest: String

        public init(lead: String, written: String, forms: [String], rest: String) {
            self.lead = lead
            self.written = written
            self.forms = forms
            self.rest = rest
        }
    }

    /// The inflecting phrase at the start of `after` (the text that follows the number
    /// `quantity` in a line of `language`), or nil.
    public static func phrase(after: String, quantity: Quantity, language: String) -> Phrase? {
        switch LanguageCode(language).code {
        case "en": return english(after: after, quantity: quantity)
        case "ru": return russian(after: after, quantity: quantity)
        default: return nil
        }
    }

    /// The leading words of `text` (letters, hyphens and apostrophes, single spaces), with
    /// their scalar offsets: "medium onions (about 450 g)" -> medium, onions.
    static func leadingWords(_ text: String) -> [(word: String, start: Int, end: Int)] {
        // Walked by index, with the scalar offsets counted alongside: no copy of the text.
        let scalars = text.unicodeScalars
        var words: [(String, Int, Int)] = []
        var index = scalars.startIndex
        var offset = 0
        while index != scalars.endIndex {
            var spaces = 0
            while index != scalars.endIndex, scalars[index] == " " {
                scalars.formIndex(after: &index)
                offset += 1
                spaces += 1
            }
            if !words.isEmpty && spaces != 1 { break }
            let start = offset
            let startIndex = index
            while index != scalars.endIndex, isWordScalar(scalars[index]) {
                scalars.formIndex(after: &index)
                offset += 1
            }
            guard offset > start else { break }
            words.append((String(scalars[startIndex..<index]), start, offset))
            if words.count == 4 { break }
        }
        return words
    }

    /// `leadingWords` read on the UTF-8 bytes, while every byte it looks at is ASCII (then
    /// byte offsets are scalar offsets); nil as soon as it meets another byte, or for a
    /// text without contiguous UTF-8, for `leadingWords` to read.
    static func leadingWordsASCII(_ text: String) -> [(word: String, start: Int, end: Int)]? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [(word: String, start: Int, end: Int)]? in
            var words: [(word: String, start: Int, end: Int)] = []
            var i = 0
            let n = bytes.count
            while i != n {
                var spaces = 0
                while i != n, bytes[i] == 0x20 {
                    i += 1
                    spaces += 1
                }
                if !words.isEmpty && spaces != 1 { break }
                let start = i
                while i != n {
                    let byte = bytes[i]
                    if byte >= 0x80 { return nil }
                    let lower = byte | 0x20
                    guard (lower >= 0x61 && lower <= 0x7A) || byte == 0x2D || byte == 0x27 else { break }
                    i += 1
                }
                guard i > start else { break }
                words.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self), start, i))
                if words.count == 4 { break }
            }
            return words
        }
        return found ?? nil
    }

    /// A letter, a hyphen or an apostrophe (ASCII told without the scalar's properties).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || scalar == "-" || scalar == "'"
        }
        return scalar.properties.isAlphabetic
    }

    /// The scalars `range` (offsets) of `text`.
    public static func slice(_ text: String, _ range: Range<Int>) -> String {
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
        let end = scalars.index(start, offsetBy: range.count)
        return String(scalars[start..<end])
    }

    // MARK: English

    static let englishIrregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "potato": "potatoes",
        "tomato": "tomatoes", "mango": "mangoes", "chilli": "chillies", "chile": "chiles", "chili": "chilies",
        "avocado": "avocados", "radish": "radishes", "peach": "peaches", "squash": "squashes", "fish": "fish",
        "shrimp": "shrimp", "sheep": "sheep", "mouse": "mice", "goose": "geese", "tooth": "teeth",
    ]

    /// `englishIrregular` the other way, plural -> singular (its plurals are all different,
    /// so this is what a search of its values finds).
    static let englishIrregularSingular: [String: String] = Dictionary(
        uniqueKeysWithValues: englishIrregular.map { ($0.value, $0.key) })

    /// Words after which the noun of the count has ended ("2 onions or shallots",
    /// "3 carrots cut into sticks").
    static let englishStops: Set<String> = [
        "of", "or", "and", "with", "in", "into", "for", "at", "to", "plus", "from", "cut", "on",
        "about", "each", "per",
    ]

    static func english(after: String, quantity: Quantity) -> Phrase? {
        // Read on the bytes when the words are ASCII (most English lines).
        let ascii = leadingWordsASCII(after)
        var words = ascii ?? leadingWords(after)
        if let stop = words.firstIndex(where: { englishStops.contains($0.word.lowercased()) }) {
            // "2 bags of frozen peas": the count counts bags, which the rules do not know.
            if words[stop].word.lowercased() == "of" { return nil }
            words = Array(words[..<stop])
        }
        // The noun is the last of the leading words before anything else ("2 red onions, sliced").
        guard let last = words.last else { return nil }
        let word = last.word
        guard word.count >= 3, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        let writtenOne = quantity.high <= .one
        let singular: String, plural: String
        if writtenOne {
            if let irregular = englishIrregular[word] {
                (singular, plural) = (word, irregular)
            } else if word.hasSuffix("s") {
                return nil
            }  // "1 molasses", "1 hummus"
            else {
                (singular, plural) = (word, englishPlural(word))
            }
        } else {
            if let one = englishIrregularSingular[word] {
                (singular, plural) = (one, word)
            } else if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") {
                (singular, plural) = (englishSingular(word), word)
            } else {
                // "3 garlic": a mass noun, left alone.
                return nil
            }
        }
        guard singular != plural else { return nil }
        if ascii != nil {
            // Byte offsets into an ASCII start: the same cuts, without counting scalars.
            let utf8 = after.utf8
            let leadEnd = utf8.index(utf8.startIndex, offsetBy: last.start), restStart = utf8.index(utf8.startIndex, offsetBy: last.end)
            return Phrase(
                lead: String(after[..<leadEnd]), written: word, forms: [singular, plural], rest: String(after[restStart...]))
        }
        return Phrase(
            lead: slice(after, 0..<last.start), written: word, forms: [singular, plural],
            rest: slice(after, last.end..<after.unicodeScalars.count))
    }

    static func englishPlural(_ word: String) -> String {
        if let irregular = englishIrregular[word] { return irregular }
        // The vowels told by a switch: no set made for each word.
        func isVowel(_ c: Character) -> Bool {
            switch c {
            case "a", "e", "i", "o", "u": true
            default: false
            }
        }
        if word.hasSuffix("y"), let before = word.dropLast().last, !isVowel(before) { return word.dropLast() + "ies" }
        for ending in ["s", "x", "z", "ch", "sh"] where word.hasSuffix(ending) { return word + "es" }
        return word + "s"
    }

    static func englishSingular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return word.dropLast(3) + "y" }
        for ending in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    // MARK: Russian

    enum Gender { case masculine, feminine, neuter }

    struct Noun { let gender: Gender; let one: String; let few: String; let many: String }

    /// Countable nouns of recipes: nominative singular, genitive singular, genitive plural.
    static let russianNouns: [Noun] = [
        Noun(gender: .feminine, one: "луковица", few: "луковицы", many: "луковиц"),
        Noun(gender: .feminine, one: "морковь", few: "моркови", many: "морковей"),
        Noun(gender: .feminine, one: "морковка", few: "морковки", many: "морковок"),
        Noun(gender: .feminine, one: "картофелина", few: "картофелины", many: "картофелин"),
        Noun(gender: .feminine, one: "картошка", few: "картошки", many: "картошек"),
        Noun(gender: .neuter, one: "яйцо", few: "яйца", many: "яиц"),
        Noun(gender: .masculine, one: "помидор", few: "помидора", many: "помидоров"),
        Noun(gender: .masculine, one: "томат", few: "томата", many: "томатов"),
        Noun(gender: .masculine, one: "огурец", few: "огурца", many: "огурцов"),
        Noun(gender: .masculine, one: "перец", few: "перца", many: "перцев"),
        Noun(gender: .masculine, one: "лимон", few: "лимона", many: "лимонов"),
        Noun(gender: .masculine, one: "лайм", few: "лайма", many: "лаймов"),
        Noun(gender: .masculine, one: "апельсин", few: "апельсина", many: "апельсинов"),
        Noun(gender: .masculine, one: "мандарин", few: "мандарина", many: "мандаринов"),
        Noun(gender: .neuter, one: "яблоко", few: "яблока", many: "яблок"),
        Noun(gender: .feminine, one: "груша", few: "груши", many: "груш"),
        Noun(gender: .masculine, one: "банан", few: "банана", many: "бананов"),
        Noun(gender: .masculine, one: "баклажан", few: "баклажана", many: "баклажанов"),
        Noun(gender: .masculine, one: "кабачок", few: "кабачка", many: "кабачков"),
        Noun(gender: .masculine, one: "гранат", few: "граната", many: "гранатов"),
        Noun(gender: .feminine, one: "редиска", few: "редиски", many: "редисок"),
        Noun(gender: .feminine, one: "свёкла", few: "свёклы", many: "свёкол"),
        Noun(gender: .feminine, one: "свекла", few: "свеклы", many: "свекол"),
        Noun(gender: .feminine, one: "свёклина", few: "свёклины", many: "свёклин"),
        Noun(gender: .masculine, one: "персик", few: "персика", many: "персиков"),
        Noun(gender: .feminine, one: "слива", few: "сливы", many: "слив"),
        Noun(gender: .masculine, one: "абрикос", few: "абрикоса", many: "абрикосов"),
        Noun(gender: .masculine, one: "финик", few: "финика", many: "фиников"),
        Noun(gender: .masculine, one: "орех", few: "ореха", many: "орехов"),
        Noun(gender: .masculine, one: "желток", few: "желтка", many: "желтков"),
        Noun(gender: .masculine, one: "белок", few: "белка", many: "белков"),
        Noun(gender: .masculine, one: "лист", few: "листа", many: "листов"),
        Noun(gender: .masculine, one: "листик", few: "листика", many: "листиков"),
        Noun(gender: .feminine, one: "грудка", few: "грудки", many: "грудок"),
        Noun(gender: .neuter, one: "бедро", few: "бедра", many: "бёдер"),
        Noun(gender: .neuter, one: "бедрышко", few: "бедрышка", many: "бедрышек"),
        Noun(gender: .feminine, one: "голень", few: "голени", many: "голеней"),
        Noun(gender: .masculine, one: "окорочок", few: "окорочка", many: "окорочков"),
        Noun(gender: .feminine, one: "лепёшка", few: "лепёшки", many: "лепёшек"),
        Noun(gender: .feminine, one: "лепешка", few: "лепешки", many: "лепешек"),
        Noun(gender: .masculine, one: "лаваш", few: "лаваша", many: "лавашей"),
        Noun(gender: .feminine, one: "булочка", few: "булочки", many: "булочек"),
        Noun(gender: .feminine, one: "сосиска", few: "сосиски", many: "сосисок"),
        Noun(gender: .feminine, one: "колбаска", few: "колбаски", many: "колбасок"),
        Noun(gender: .masculine, one: "стручок", few: "стручка", many: "стручков"),
        Noun(gender: .masculine, one: "кубик", few: "кубика", many: "кубиков"),
        Noun(gender: .feminine, one: "тыква", few: "тыквы", many: "тыкв"),
        Noun(gender: .feminine, one: "курица", few: "курицы", many: "куриц"),
        Noun(gender: .masculine, one: "цыплёнок", few: "цыплёнка", many: "цыплят"),
        Noun(gender: .masculine, one: "сырник", few: "сырника", many: "сырников"),
        Noun(gender: .masculine, one: "панкейк", few: "панкейка", many: "панкейков"),
        Noun(gender: .masculine, one: "баурсак", few: "баурсака", many: "баурсаков"),
        Noun(gender: .masculine, one: "блин", few: "блина", many: "блинов"),
        Noun(gender: .masculine, one: "пирожок", few: "пирожка", many: "пирожков"),
        // The count units' nouns ("2 целые головки чеснока": the unit is part of the name).
        Noun(gender: .feminine, one: "головка", few: "головки", many: "головок"),
        Noun(gender: .masculine, one: "кочан", few: "кочана", many: "кочанов"),
        Noun(gender: .feminine, one: "банка", few: "банки", many: "банок"),
        Noun(gender: .masculine, one: "зубчик", few: "зубчика", many: "зубчиков"),
        Noun(gender: .masculine, one: "пучок", few: "пучка", many: "пучков"),
        Noun(gender: .feminine, one: "щепотка", few: "щепотки", many: "щепоток"),
        Noun(gender: .masculine, one: "ломтик", few: "ломтика", many: "ломтиков"),
        Noun(gender: .feminine, one: "веточка", few: "веточки", many: "веточек"),
        Noun(gender: .feminine, one: "палочка", few: "палочки", many: "палочек"),
        Noun(gender: .masculine, one: "стебель", few: "стебля", many: "стеблей"),
        Noun(gender: .feminine, one: "горсть", few: "горсти", many: "горстей"),
        Noun(gender: .feminine, one: "пачка", few: "пачки", many: "пачек"),
        Noun(gender: .feminine, one: "капля", few: "капли", many: "капель"),
        Noun(gender: .masculine, one: "кусок", few: "куска", many: "кусков"),
        Noun(gender: .feminine, one: "штука", few: "штуки", many: "штук"),
    ]

    /// Words before an adjective that do not change with the number ("3 очень спелых банана").
    static let russianAdverbs: Set<String> = ["очень", "совсем", "довольно", "слегка", "хорошо", "не", "слишком", "чуть"]

    struct Adjective { let masculine: String; let feminine: String; let neuter: String; let plural: String; let genitivePlural: String }

    static func adjective(_ stem: String, _ hard: Bool, soft: Bool = false) -> Adjective {
        // Hard stems (-ый/-ой), after г/к/х (-ий in masculine, -их), soft (-ий, -яя, -ее).
        if soft { return Adjective(masculine: stem + "ий", feminine: stem + "яя", neuter: stem + "ее", plural: stem + "ие", genitivePlural: stem + "их") }
        if hard { return Adjective(masculine: stem + "ый", feminine: stem + "ая", neuter: stem + "ое", plural: stem + "ые", genitivePlural: stem + "ых") }
        return Adjective(masculine: stem + "ий", feminine: stem + "ая", neuter: stem + "ое", plural: stem + "ие", genitivePlural: stem + "их")
    }

    /// Adjectives that come before counted foods ("3 средние луковицы", "2 лавровых листа").
    static let russianAdjectives: [Adjective] = [
        adjective("средн", false, soft: true),
        Adjective(masculine: "свежий", feminine: "свежая", neuter: "свежее", plural: "свежие", genitivePlural: "свежих"), adjective("крупн", true), adjective("красн", true),
        adjective("репчат", true), adjective("спел", true), adjective("курин", true), adjective("лавров", true),
        adjective("зелён", true), adjective("зелен", true), adjective("жёлт", true), adjective("желт", true),
        adjective("варён", true), adjective("варен", true), adjective("цел", true), adjective("сладк", false),
        adjective("болгарск", false), adjective("маленьк", false), adjective("мягк", false),
        Adjective(masculine: "большой", feminine: "большая", neuter: "большое", plural: "большие", genitivePlural: "больших"),
        Adjective(masculine: "небольшой", feminine: "небольшая", neuter: "небольшое", plural: "небольшие", genitivePlural: "небольших"),
        Adjective(masculine: "сырой", feminine: "сырая", neuter: "сырое", plural: "сырые", genitivePlural: "сырых"),
        Adjective(masculine: "молодой", feminine: "молодая", neuter: "молодое", plural: "молодые", genitivePlural: "молодых"),
        adjective("фаршированн", true), adjective("кругл", true), adjective("очищенн", true), adjective("мелк", false),
        adjective("крепк", false), adjective("консервированн", true),
    ]

    /// "[adverbs] [adjectives] noun" after the number: the noun from `russianNouns`, every
    /// adjective inflected for the number (nominative singular after 1, genitive plural
    /// after 2–4 and 5+), adverbs kept; the author's own words stay for the form written.
    static func russian(after: String, quantity: Quantity) -> Phrase? {
        let words = leadingWords(after)
        guard !words.isEmpty else { return nil }
        // The category of the number as written decides which form the text must be in.
        let category = PluralRules.category(for: quantity.high, language: "ru")
        func nounMatch(_ word: String) -> Noun? {
            let lower = word.lowercased()
            return russianNouns.first { $0.one == lower || $0.few == lower || $0.many == lower }
        }
        func fits(_ noun: Noun, _ word: String) -> Bool {
            let lower = word.lowercased()
            switch category {
            case .one: return lower == noun.one
            case .few, .other: return lower == noun.few
            case .many: return lower == noun.many
            }
        }
        enum Modifier { case adverb(String), adjective(Adjective) }
        var modifiers: [Modifier] = []
        var nounIndex = 0
        while nounIndex < words.count, nounMatch(words[nounIndex].word) == nil {
            let lower = words[nounIndex].word.lowercased()
            if russianAdverbs.contains(lower) {
                modifiers.append(.adverb(words[nounIndex].word))
            } else if let adj = russianAdjectives.first(where: { [$0.masculine, $0.feminine, $0.neuter, $0.plural, $0.genitivePlural].contains(lower) }) {
                modifiers.append(.adjective(adj))
            } else {
                return nil
            }
            nounIndex += 1
        }
        guard nounIndex < words.count, modifiers.contains(where: { if case .adjective = $0 { true } else { false } }) || modifiers.isEmpty else { return nil }
        let nounWord = words[nounIndex]
        guard let noun = nounMatch(nounWord.word), fits(noun, nounWord.word) else { return nil }
        // Each adjective must fit the number too: singular after 1, plural forms otherwise.
        for (index, modifier) in modifiers.enumerated() {
            guard case .adjective(let adj) = modifier else { continue }
            let lower = words[index].word.lowercased()
            let singular = [Gender.masculine: adj.masculine, .feminine: adj.feminine, .neuter: adj.neuter][noun.gender]!
            guard category == .one ? lower == singular : [adj.plural, adj.genitivePlural].contains(lower) else { return nil }
        }
        let capitalized = words[0].word.first.map { $0.isUppercase } ?? false
        func cased(_ text: String) -> String { capitalized ? text.prefix(1).uppercased() + text.dropFirst() : text }
        let writtenPhrase = slice(after, words[0].start..<nounWord.end)
        var forms = [noun.one, noun.few, noun.many]
        for modifier in modifiers.reversed() {
            switch modifier {
            case .adverb(let word):
                forms = forms.map { word + " " + $0 }
            case .adjective(let adj):
                let singular = [Gender.masculine: adj.masculine, .feminine: adj.feminine, .neuter: adj.neuter][noun.gender]!
                forms = [singular + " " + forms[0], adj.genitivePlural + " " + forms[1], adj.genitivePlural + " " + forms[2]]
            }
        }
        forms = forms.map(cased)
        // Keep the author's words for the form written.
        switch category {
        case .one: forms[0] = writtenPhrase
        case .few, .other: forms[1] = writtenPhrase
        case .many: forms[2] = writtenPhrase
        }
        return Phrase(
            lead: slice(after, 0..<words[0].start), written: writtenPhrase, forms: forms,
            rest: slice(after, nounWord.end..<after.unicodeScalars.count))
    }
}
