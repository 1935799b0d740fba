/// An amount as a cook writes it: one value (`1 1/2`) or a range (`2-3`), exact.
///
///     Quantity(Rational(3, 2)!)              // "3/2"
///     Quantity(low: Rational(2), high: Rational(3))  // "2-3"
public struct Quantity: Sendable, Hashable, CustomStringConvertible {
    /// The value, or the lower end of a range.
    public var low: Rational
    /// The upper end of a range; equal to `low` for a single value.
    public var high: Rational

    public init(_ value: Rational) {
        low = value
        high = value
    }

    /// A range, or a single value when both ends are equal.
    public init(low: Rational, high: Rational) {
        self.low = low
        self.high = high
    }

    public var isRange: Bool { low != high }

    /// `3/2` for a value, `2-3` for a range: the exact form used in tests and `inspect`.
    public var description: String { isRange ? "\(low)-\(high)" : low.description }

    /// Both ends multiplied by `factor`; nil on overflow.
    ///
    ///     Quantity(Rational(3, 2)!).scaled(by: Rational(2)) // "3"
    public func scaled(by factor: Rational) -> Quantity? {
        map { $0.multiplied(by: factor) }
    }

    /// Both ends transformed; nil if either transform fails.
    public func map(_ transform: (Rational) -> Rational?) -> Quantity? {
        guard let a = transform(low) else { return nil }
        guard isRange else { return Quantity(a) }
        guard let b = transform(high) else { return nil }
        return Quantity(low: a, high: b)
    }
}

/// A quantity with its unit (a unit id from `UnitTable`, or nil for a plain count such
/// as "3 eggs"), e.g. the `(about 450 g)` of "3 medium onions (about 450 g)".
public struct Amount: Sendable, Hashable, CustomStringConvertible {
    public var quantity: Quantity
    /// A unit id (`g`, `cup`, `clove`), or nil for a plain count.
    public var unit: String?
    /// Written with "about", "около", "~" and the like.
    public var approximate: Bool

    public init(_ quantity: Quantity, unit: String?, approximate: Bool = false) {
        self.quantity = quantity
        self.unit = unit
        self.approximate = approximate
    }

    /// `~450 g` style, exact: `3/2 cup`, `2-3 clove`, `3`.
    public var description: String {
        (approximate ? "~" : "") + quantity.description + (unit.map { " " + $0 } ?? "")
    }

    /// Scaled by `factor`, except temperatures (an oven stays at 180 °C for a double
    /// batch) and `pinned` amounts, which are returned unchanged. Nil on overflow.
    ///
    ///     Amount(Quantity(Rational(200)), unit: "g").scaled(by: Rational(1, 2)!) // 100 g
    public func scaled(by factor: Rational, pinned: Bool = false) -> Amount? {
        if pinned || UnitTable.unit(id: unit)?.dimension == .temperature { return self }
        guard let scaledQuantity = quantity.scaled(by: factor) else { return nil }
        return Amount(scaledQuantity, unit: unit, approximate: approximate)
    }
}
