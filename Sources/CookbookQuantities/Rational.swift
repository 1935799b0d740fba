/// An exact fraction: always reduced, the denominator always positive. Quantities are
/// never floating point, so `1/3 cup` tripled is exactly `1 cup`.
///
///     Rational(3, 6)!             // 1/2
///     Rational(1, 3)! * 3         // Optional(1): arithmetic answers nil on overflow
///     Rational.parse("1 1/2")     // 3/2
///
/// Arithmetic checks for overflow and answers `nil` rather than trapping.
public struct Rational: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    /// `numerator/denominator`, reduced. Nil for a zero denominator or `Int.min` parts
    /// (whose negation would overflow).
    public init?(_ numerator: Int, _ denominator: Int) {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = Rational.gcd(numerator, denominator)
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    /// A whole number. `Int.min` is not allowed (its negation overflows).
    public init(_ value: Int) {
        precondition(value != .min, "Int.min is not a valid Rational")
        numerator = value
        denominator = 1
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    /// `3/2`, or `3` for a whole number, `-1/4` for a negative one.
    public var description: String {
        denominator == 1 ? String(numerator) : "\(numerator)/\(denominator)"
    }

    public var isInteger: Bool { denominator == 1 }
    var isZero: Bool { numerator == 0 }
    var isNegative: Bool { numerator < 0 }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : Int(x)
    }

    // MARK: Arithmetic

    public func adding(_ other: Rational) -> Rational? {
        let g = Rational.gcd(denominator, other.denominator)
        let (left, o1) = numerator.multipliedReportingOverflow(by: other.denominator / g)
        let (right, o2) = other.numerator.multipliedReportingOverflow(by: denominator / g)
        let (sum, o3) = left.addingReportingOverflow(right)
        let (den, o4) = denominator.multipliedReportingOverflow(by: other.denominator / g)
        guard !(o1 || o2 || o3 || o4) else { return nil }
        return Rational(sum, den)
    }

    public func subtracting(_ other: Rational) -> Rational? {
        adding(other.negated)
    }

    public func multiplied(by other: Rational) -> Rational? {
        // Cross-reduce first so intermediate products stay small.
        let g1 = Rational.gcd(numerator, other.denominator)
        let g2 = Rational.gcd(other.numerator, denominator)
        let (num, o1) = (numerator / g1).multipliedReportingOverflow(by: other.numerator / g2)
        let (den, o2) = (denominator / g2).multipliedReportingOverflow(by: other.denominator / g1)
        guard !(o1 || o2) else { return nil }
        return Rational(num, den)
    }

    /// Nil when dividing by zero or on overflow.
    public func divided(by other: Rational) -> Rational? {
        guard let inverse = other.reciprocal else { return nil }
        return multiplied(by: inverse)
    }

    var negated: Rational { Rational(-numerator, denominator)! }
    public var magnitude: Rational { isNegative ? negated : self }
    var reciprocal: Rational? { Rational(denominator, numerator) }

    public static func + (a: Rational, b: Rational) -> Rational? { a.adding(b) }
    public static func - (a: Rational, b: Rational) -> Rational? { a.subtracting(b) }
    public static func * (a: Rational, b: Rational) -> Rational? { a.multiplied(by: b) }
    public static func / (a: Rational, b: Rational) -> Rational? { a.divided(by: b) }
    public static func * (a: Rational, b: Int) -> Rational? { a.multiplied(by: Rational(b)) }
    public static func / (a: Rational, b: Int) -> Rational? { Rational(b, 1).flatMap { a.divided(by: $0) } }

    // MARK: Comparison (exact, through 128-bit products)

    public static func < (a: Rational, b: Rational) -> Bool {
        let left = a.numerator.multipliedFullWidth(by: b.denominator)
        let right = b.numerator.multipliedFullWidth(by: a.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    // MARK: Rounding

    /// The greatest whole number not above the value: `floor(-1/2) == -1`.
    var floor: Int {
        let q = numerator / denominator
        return numerator % denominator != 0 && numerator < 0 ? q - 1 : q
    }

    /// The nearest multiple of `step`, halves rounded up: `floor(x / step + 1/2) * step`.
    ///
    ///     Rational(333, 1)!.rounded(toMultipleOf: Rational(1)) // 333
    ///     Rational(5, 4)!.rounded(toMultipleOf: Rational(1, 2)!) // 3/2
    public func rounded(toMultipleOf step: Rational) -> Rational? {
        guard step.numerator > 0, let units = divided(by: step), let half = units.adding(Rational(1, 2)!) else { return nil }
        return step.multiplied(by: Rational(half.floor))
    }
}
