/// A language as cookbook uses it: the ISO 639-1 code (`ru`), from any tag an author or
/// a system writes (`ru-RU`, `RU`, `ru_RU`). It owns what depends on the language alone:
/// the decimal separator (the one rule for quantities, money and nutrition amounts), the
/// plural rules and the grammar of ingredient lines.
public struct LanguageCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The lowercase primary subtag: `ru` for `ru-RU`.
    public let code: String

    public init(_ tag: String) {
        // A bare lowercase code ("en", most callers) is its own code: no lowercased copy
        // and split for every line.
        if tag.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
            code = tag
            return
        }
        code = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
    }

    public var description: String { code }
    public static func < (a: LanguageCode, b: LanguageCode) -> Bool { a.code < b.code }

    /// Whether the code is an ISO 639-1 language: `plov.ru.md` is a translation, `pork.pie.md` is not.
    public var isKnown: Bool { Self.iso639_1.contains(code) }

    /// `,` in languages that write `1,5` (CLDR decimal symbol), else `.`.
    public var decimalSeparator: String { Self.commaLanguages.contains(code) ? "," : "." }

    /// The CLDR plural category of a whole number.
    func pluralCategory(for n: Int) -> PluralRules.Category { PluralRules.category(for: n, language: code) }

    /// The words the ingredient-line parser and the formatter need (English when unknown).
    public var grammar: LanguageGrammar { LanguageGrammar.forLanguage(code) }

    /// Languages that write `1,5` rather than `1.5` (CLDR decimal symbol).
    static let commaLanguages: Set<String> = [
        "ru", "kk", "uk", "be", "ky", "uz", "tg", "az", "tr", "de", "fr", "es", "it", "pt", "nl", "pl", "cs", "sk", "sl",
        "hr", "sr", "bs", "bg", "ro", "hu", "fi", "sv", "nb", "nn", "da", "is", "et", "lv", "lt", "el", "ka", "hy", "id", "vi",
    ]

    /// ISO 639-1 language codes: `plov.ru.md` is a translation, `pork.pie.md` is not.
    public static let iso639_1: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu
        fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km
        kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om
        or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr
        ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
