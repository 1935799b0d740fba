/// The words of one language that the ingredient line parser and the formatter need.
/// A language is added by adding an entry to `all` (and names to `UnitTable`), not code.
/// Phrases are lowercase and matched case-insensitively, longest first, on word boundaries.
public struct LanguageGrammar: Sendable {
    public var code: String
    /// `1,5` is one and a half (ru, kk). A decimal point is always accepted.
    public var decimalComma: Bool
    /// Whose unit names are recognised, in order: Kazakh recipes use Russian units too.
    public var unitLanguages: [String]
    /// "salt to taste", "соль по вкусу": no amount, on purpose.
    public var toTaste: [String]
    /// Between a unit and the name: "a pinch of salt", "2 cups of flour".
    public var unitConnectors: [String]
    /// Between a preparation and the amount: "juice of 1 lemon".
    public var preparationConnectors: [String]
    /// Size words and measure modifiers: "3 medium onions", "2 крупных яйца", "1 heaped tbsp".
    public var sizes: [String]
    /// Before an amount: "about 1.5 l water".
    public var approximate: [String]
    /// What `QuantityFormatter` prints for an approximate amount.
    public var approximateLabel: String
    /// Between the ends of a range, besides `-`, `–` and `—`: "2 to 3".
    public var rangeWords: [String]
    /// Before the first end of a range: "от 2 до 3".
    public var rangeStartWords: [String]
    /// Before an alternative with its own amount: "1 tbsp sugar or 2 tbsp honey".
    public var alternativeWords: [String]
    /// Words meaning 1 before a unit: "a pinch of salt", "бір шымшым тұз".
    public var oneWords: [String]
    /// After a name, before its amount: "Мука — 200 г", "Flour: 200 g".
    public var nameSeparators: [String]
    /// Words that look like misspelled units but are food: "2 spring onions" is not "sprig".
    public var notUnits: [String]

    /// The grammar for a language code (`ru`, `ru-RU`); English when unknown.
    public static func forLanguage(_ code: String) -> LanguageGrammar {
        let base = code.lowercased().split(separator: "-").first.map(String.init) ?? ""
        return all[base] ?? all["en"]!
    }

    static let separators = [" — ", " – ", " - ", ": ", "—"]
    static let multiplierSigns = ["x", "×", "х"]
    /// Preparations written before the amount with no connector, longest first.
    static let preparationWords: [String: [String]] = [
        "ru": ["цедра и сок", "сок и цедра", "сок", "цедра"],
    ]

    public static let all: [String: LanguageGrammar] = [
        "en": LanguageGrammar(
            code: "en", decimalComma: false, unitLanguages: ["en"],
            toTaste: ["to taste", "or to taste", "as needed", "as required"],
            unitConnectors: ["of"], preparationConnectors: ["of"],
            sizes: ["extra-large", "extra large", "small", "medium", "large", "big", "jumbo",
                    "small-sized", "medium-sized", "large-sized",
                    "heaped", "heaping", "level", "scant", "generous", "rounded"],
            approximate: ["approximately", "approx.", "approx", "about", "around", "roughly", "circa", "ca.", "~", "≈"],
            approximateLabel: "about",
            rangeWords: ["to"], rangeStartWords: [], alternativeWords: ["or"], oneWords: ["a", "an", "one"],
            nameSeparators: separators,
            notUnits: ["spring", "springs", "stock", "stocks", "pine", "pinto", "quark", "spice", "spices",
                       "cane", "jam", "gala", "heap"]),
        "ru": LanguageGrammar(
            code: "ru", decimalComma: true, unitLanguages: ["ru", "en"],
            toTaste: ["по вкусу", "или по вкусу", "на вкус"],
            unitConnectors: [], preparationConnectors: [],
            sizes: ["маленький", "маленькая", "маленькое", "маленькие", "маленьких", "маленькую",
                    "небольшой", "небольшая", "небольшое", "небольшие", "небольших", "небольшую",
                    "средний", "средняя", "среднее", "средние", "средних", "среднюю",
                    "крупный", "крупная", "крупное", "крупные", "крупных", "крупную",
                    "большой", "большая", "большое", "большие", "больших", "большую",
                    "неполный", "неполная", "неполные", "неполных", "неполную", "полный", "полная", "полные", "полных", "полную"],
            approximate: ["приблизительно", "примерно", "около", "прибл.", "~", "≈"],
            approximateLabel: "около",
            rangeWords: ["до"], rangeStartWords: ["от"], alternativeWords: ["или"], oneWords: [],
            nameSeparators: separators, notUnits: []),
        "kk": LanguageGrammar(
            code: "kk", decimalComma: true, unitLanguages: ["kk", "ru", "en"],
            toTaste: ["дәміне қарай", "дәмге қарай", "талғам бойынша"],
            unitConnectors: [], preparationConnectors: [],
            sizes: ["кішкентай", "кіші", "орташа", "үлкен", "ірі"],
            approximate: ["шамамен", "шамасы", "~", "≈"],
            approximateLabel: "шамамен",
            rangeWords: [], rangeStartWords: [], alternativeWords: ["немесе"], oneWords: ["бір"],
            nameSeparators: separators, notUnits: []),
    ]
}
