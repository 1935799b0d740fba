import CookbookSupport

/// A problem with an amount, at a scalar offset into the scanned text.
struct AmountError: Error, Equatable {
    var offset: Int
    var message: String
    var hint: String?
}

/// Reads one non-negative number from an array of Unicode scalars: `3`, `1.5`, `1,5`
/// (with `decimalComma`), `3/4`, `1 1/2`, `½`, `1½`, `1 ½`. Shared by `Rational.parse`
/// and the ingredient line parser, so both accept exactly the same numbers.
struct NumberScanner {
    let scalars: [Unicode.Scalar]
    let decimalComma: Bool

    /// At most this many digits in a row: amounts stay far from `Int` overflow.
    static let maxDigits = 6

    static let vulgarFractions: [Unicode.Scalar: (Int, Int)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4),
        "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5), "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6),
        "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8), "⅑": (1, 9), "⅒": (1, 10),
    ]
    /// A backslash is a slash mistyped: "Ванильный сахар — 3\4 ч. ложки".
    static let slashes: Set<Unicode.Scalar> = ["/", "⁄", "∕", "\\"]

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    static func vulgar(_ c: Unicode.Scalar) -> Rational? {
        vulgarFractions[c].flatMap { Rational($0.0, $0.1) }
    }

    func at(_ i: Int) -> Unicode.Scalar? { i >= 0 && i < scalars.count ? scalars[i] : nil }
    func isDigit(_ i: Int) -> Bool { at(i).map(Self.isDigit) ?? false }
    func isSlash(_ i: Int) -> Bool { at(i).map { Self.slashes.contains($0) } ?? false }
    func vulgar(_ i: Int) -> Rational? { at(i).flatMap(Self.vulgar) }
    /// Whether `c` is one of `vulgarFractions` (none is ASCII), without making the fraction.
    static func isVulgar(_ c: Unicode.Scalar) -> Bool { !c.isASCII && vulgarFractions[c] != nil }

    /// Whether a number starts at `i`.
    func startsNumber(at i: Int) -> Bool { isDigit(i) || at(i).map(Self.isVulgar) ?? false }

    /// The text of the amount-like run at `i` (digits, fractions, `/ . , - –`), for messages.
    func run(at i: Int) -> String {
        var end = i
        while let c = at(end), Self.isDigit(c) || Self.vulgar(c) != nil || Self.slashes.contains(c) || ".,-–—−".unicodeScalars.contains(c) {
            end += 1
        }
        return String(String.UnicodeScalarView(scalars[i..<Swift.max(end, Swift.min(i + 1, scalars.count))]))
    }

    func malformed(_ i: Int) -> AmountError {
        AmountError(
            offset: i, message: "cannot read the amount '\(run(at: i))'",
            hint: "write a whole number (2), a decimal (1.5) or a fraction (1/2, 1 1/2, ½)")
    }

    /// Digits at `i`: their value and the index after them.
    func digits(at i: Int, numberStart: Int) throws(AmountError) -> (Int, Int)? {
        var end = i
        while isDigit(end) { end += 1 }
        guard end > i else { return nil }
        guard end - i <= Self.maxDigits else {
            throw AmountError(offset: numberStart, message: "the amount '\(run(at: numberStart))' has too many digits", hint: nil)
        }
        var value = 0
        for c in scalars[i..<end] { value = value * 10 + Int(c.value - 48) }
        return (value, end)
    }

    /// One number at `i` and the index after it, or nil if no number starts there.
    func number(at i: Int) throws(AmountError) -> (Rational, Int)? {
        if let v = vulgar(i) { return (v, i + 1) }
        guard let (whole, j) = try digits(at: i, numberStart: i) else { return nil }
        if isSlash(j) { return try fraction(whole, slashAt: j, start: i) }
        if let c = at(j), c == "." || c == ",", isDigit(j + 1) { return try decimal(whole, pointAt: j, start: i) }
        if let v = vulgar(j) { return (Rational(whole).adding(v)!, j + 1) }
        if at(j) == " ", let v = vulgar(j + 1) { return (Rational(whole).adding(v)!, j + 2) }
        if at(j) == " ", isDigit(j + 1), let mixed = try mixedFraction(whole, from: j + 1, start: i) { return mixed }
        if at(j) == "-", let mixed = hyphenMixedFraction(whole, from: j + 1) { return mixed }
        return (Rational(whole), j)
    }

    /// `10-1/2`, as US recipes write 10½: a whole number, a hyphen and a fraction less than
    /// 1. Nil for anything else after the hyphen, which may then start a range (`1-3/2`).
    func hyphenMixedFraction(_ whole: Int, from i: Int) -> (Rational, Int)? {
        // "1-½ cups": a hyphen and a fraction sign.
        if let part = vulgar(i), part < .one, !isDigit(i + 1), !isSlash(i + 1), let sum = Rational(whole).adding(part) { return (sum, i + 1) }
        guard isDigit(i), let (top, j) = try? digits(at: i, numberStart: i), isSlash(j),
            let (bottom, k) = try? digits(at: j + 1, numberStart: i), bottom != 0, top < bottom,
            !isSlash(k), !((at(k) == "." || at(k) == ",") && isDigit(k + 1)),
            let part = Rational(top, bottom)
        else { return nil }
        return (Rational(whole).adding(part)!, k)
    }

    func fraction(_ top: Int, slashAt j: Int, start: Int) throws(AmountError) -> (Rational, Int) {
        guard let (bottom, k) = try digits(at: j + 1, numberStart: start) else { throw malformed(start) }
        guard bottom != 0 else {
            throw AmountError(
                offset: start, message: "the amount '\(run(at: start))' divides by zero",
                hint: "a fraction needs a number other than 0 below the line")
        }
        try expectEnd(at: k, start: start)
        return (Rational(top, bottom)!, k)
    }

    func decimal(_ whole: Int, pointAt j: Int, start: Int) throws(AmountError) -> (Rational, Int) {
        if at(j) == ",", !decimalComma {
            throw AmountError(
                offset: start, message: "'\(run(at: start))' uses a decimal comma",
                hint: "write '\(String(run(at: start).map { $0 == "," ? "." : $0 }))' with a decimal point")
        }
        guard let (digitsValue, k) = try digits(at: j + 1, numberStart: start) else { throw malformed(start) }
        var scale = 1
        for _ in (j + 1)..<k { scale *= 10 }
        try expectEnd(at: k, start: start)
        return (Rational(whole * scale + digitsValue, scale)!, k)
    }

    /// `1 1/2`: a whole number, a space, then a proper fraction. Nil if what follows
    /// the space is a number but not a fraction.
    func mixedFraction(_ whole: Int, from i: Int, start: Int) throws(AmountError) -> (Rational, Int)? {
        guard let (top, j) = try digits(at: i, numberStart: start), isSlash(j) else { return nil }
        let (part, k) = try fraction(top, slashAt: j, start: start)
        guard part < .one else {
            throw AmountError(
                offset: start, message: "cannot read the amount '\(String(String.UnicodeScalarView(scalars[start..<k])))'",
                hint: "the fraction after a whole number must be less than 1, as in 1 1/2")
        }
        return (Rational(whole).adding(part)!, k)
    }

    /// After a complete number, another `/` or a second decimal point is an error (`1/2/3`, `1.5.2`).
    func expectEnd(at k: Int, start: Int) throws(AmountError) {
        if isSlash(k) || (at(k) == "." || at(k) == ",") && isDigit(k + 1) { throw malformed(start) }
    }
}

extension Rational {
    /// Reads a whole text as one number: `3`, `1.5`, `3/4`, `1 1/2`, `½`, `1½`, `1 ½`,
    /// and `1,5` when `decimalComma` is true (Russian, Kazakh). Spaces around are ignored.
    /// Negative numbers and ranges are not numbers here.
    ///
    ///     Rational.parse("1 1/2")                   // 3/2
    ///     Rational.parse("1,5", decimalComma: true) // 3/2
    ///     Rational.parse("1//2")                    // nil
    public static func parse(_ text: String, decimalComma: Bool = false) -> Rational? {
        let scalars = Array(text.trimmingSpaces().unicodeScalars)
        let scanner = NumberScanner(scalars: scalars, decimalComma: decimalComma)
        guard let (value, end) = try? scanner.number(at: 0), end == scalars.count else { return nil }
        return value
    }
}
