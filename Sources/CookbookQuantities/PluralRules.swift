/// Plural categories for the languages `cookbook` prints (CLDR cardinal rules, with one
/// kitchen exception for English fractions).
///
///     PluralRules.category(for: 1, language: "ru")   // .one   (1 стакан)
///     PluralRules.category(for: 3, language: "ru")   // .few   (3 стакана)
///     PluralRules.category(for: 5, language: "ru")   // .many  (5 стаканов)
///     PluralRules.category(for: 21, language: "ru")  // .one   (21 стакан)
///     PluralRules.category(for: 2, language: "kk")   // .other
public enum PluralRules {
    public enum Category: String, Sendable {
        case one, few, many, other
    }

    /// The category of a whole number.
    ///
    /// - `en` and `kk` (and any other language): `one` for 1, else `other`.
    /// - `ru`: `one` when n mod 10 is 1 and n mod 100 is not 11; `few` when n mod 10 is
    ///   2–4 and n mod 100 is not 12–14; otherwise `many`.
    public static func category(for n: Int, language: String) -> Category {
        let n = n.magnitude
        switch language {
        case "ru":
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        default:
            return n == 1 ? .one : .other
        }
    }

    /// The category of an exact value as printed. Whole numbers as above. A fraction is
    /// `other` in every language (CLDR: "1,5 стакана"), except that English uses the
    /// singular below 1, as cooks write "½ cup" but "1 ½ cups".
    public static func category(for value: Rational, language: String) -> Category {
        if value.isInteger { return category(for: value.numerator, language: language) }
        if language == "en" && value.magnitude < .one { return .one }
        return .other
    }
}
