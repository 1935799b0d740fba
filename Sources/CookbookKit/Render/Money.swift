import CookbookQuantities

/// Money amounts with two decimals, rounded half up, exactly.
enum Money {
    /// `12.40`, or `12,40` in a language that writes a decimal comma.
    static func format(_ amount: Decimal, dividedBy divisor: Int = 1, language: String = "en") -> String {
        // amount = significand / 10^scale; we want round(amount / divisor, 2 places).
        var numerator = amount.significand * 100
        var denominator = divisor
        for _ in 0..<amount.scale { denominator *= 10 }
        if numerator < 0 { numerator = -numerator }
        let cents = (2 * numerator + denominator) / (2 * denominator)
        let sign = amount.significand < 0 ? "-" : ""
        let rest = cents % 100
        return "\(sign)\(cents / 100)\(NumberStyle.decimalSeparator(language))\(rest < 10 ? "0" : "")\(rest)"
    }
}

/// How a language writes numbers.
enum NumberStyle {
    /// The decimal separator: `LanguageCode`'s, the one rule for every number on a page.
    static func decimalSeparator(_ language: String) -> String {
        LanguageCode(language).decimalSeparator
    }
}
