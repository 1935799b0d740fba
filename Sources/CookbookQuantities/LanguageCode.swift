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

    /// The language a text written without saying its language is in, where its script
    /// tells: Cyrillic is Kazakh when it has Kazakh's own letters (ә ғ қ ң ө ұ ү һ), Ukrainian
    /// when it has Ukrainian's (ї є ґ), else Russian; Latin, or too few letters (under 12),
    /// tells nothing. A script counts when it has at least two thirds of the letters, a
    /// language's own letters when there are at least two.
    public static func guess<Texts: Sequence<String>>(fromScript texts: Texts) -> String? {
        var latin = 0
        var cyrillic = 0
        var kazakh = 0
        var ukrainian = 0
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A: latin += 1
                case 0x400...0x4FF:
                    cyrillic += 1
                    if kazakhLetters.contains(scalar.value) { kazakh += 1 }
                    if ukrainianLetters.contains(scalar.value) { ukrainian += 1 }
                default: break
                }
            }
        }
        guard latin + cyrillic >= 12, cyrillic * 3 >= (latin + cyrillic) * 2 else { return nil }
        if kazakh >= 2, kazakh >= ukrainian { return "kk" }
        return ukrainian >= 2 ? "uk" : "ru"
    }

    /// Whether `code` (bare or with a region) is a language written in Cyrillic other than
    /// Russian and Kazakh, whose texts `guess(fromScript:)` cannot tell from theirs: a
    /// Ukrainian recipe without ї, є or ґ, a Bulgarian or Serbian one, are "ru"; a Kyrgyz
    /// one (ң ө ү) is "kk". Where a site has such a language, a guess of "ru" or "kk" is no
    /// evidence (`RecipeDecoder`'s `unmarked-language`, `cookbook import`).
    public static func isOtherCyrillic(_ code: String) -> Bool {
        otherCyrillicLanguages.contains(LanguageCode(code).code)
    }

    static let otherCyrillicLanguages: Set<String> = [
        "uk", "be", "bg", "sr", "mk", "ky", "tg", "mn", "tt", "ba", "cv", "sah", "ce", "os", "kv", "ab", "av", "udm", "rue",
    ]

    /// Kazakh's Cyrillic letters that Russian and Ukrainian have not, both cases (і, which
    /// Kazakh shares with Ukrainian, is not one).
    static let kazakhLetters: Set<UInt32> = [
        0x4D8, 0x4D9, 0x492, 0x493, 0x49A, 0x49B, 0x4A2, 0x4A3, 0x4E8, 0x4E9, 0x4B0, 0x4B1, 0x4AE, 0x4AF, 0x4BA, 0x4BB,
    ]

    /// Ukrainian's letters that Russian and Kazakh have not (ї є ґ), both cases.
    static let ukrainianLetters: Set<UInt32> = [0x407, 0x457, 0x404, 0x454, 0x490, 0x491]

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
