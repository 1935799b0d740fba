/// The rounding rules of the display (docs/quantities.md). Halves always round up.
enum Rounding {
    static let half = Rational(1, 2)!
    static let eighth = Rational(1, 8)!

    /// Plain counts: a whole number, at least 1.
    static func whole(_ x: Rational) -> Rational? {
        x.rounded(toMultipleOf: .one).map { $0.isZero ? .one : $0 }
    }

    /// Count units: halves, at least ½.
    static func halves(_ x: Rational) -> Rational? {
        x.rounded(toMultipleOf: half).map { $0.isZero ? half : $0 }
    }

    /// US and kitchen measures: below 10 the nearest eighth or third, from 10 the nearest
    /// half; a tie goes to the larger; at least ⅛.
    static func grid(_ x: Rational) -> Rational? {
        var best: Rational?
        for denominator in x >= Rational(10) ? [2] : [8, 3] {
            guard let candidate = x.rounded(toMultipleOf: Rational(1, denominator)!),
                  let distance = candidate.subtracting(x)?.magnitude else { return nil }
            if let current = best, let currentDistance = current.subtracting(x)?.magnitude,
               currentDistance < distance || currentDistance == distance && current > candidate { continue }
            best = candidate
        }
        return best.map { $0.isZero ? eighth : $0 }
    }

    /// Small metric units (g, ml, mm, cm): whole from `wholeFrom`, halves below it, tenths
    /// below ¼, at least 0.1.
    static func small(_ x: Rational, wholeFrom: Rational) -> Rational? {
        if x >= wholeFrom { return x.rounded(toMultipleOf: .one) }
        guard let halves = x.rounded(toMultipleOf: half) else { return nil }
        if !halves.isZero { return halves }
        let tenth = Rational(1, 10)!
        return x.rounded(toMultipleOf: tenth).map { $0.isZero ? tenth : $0 }
    }

    /// Large metric units (kg, l): three significant figures.
    static func significant(_ x: Rational) -> Rational? {
        guard x > .zero else { return x }
        var power = Rational.one   // 10^k with 10^k <= x < 10^(k+1)
        while x >= power.multiplied(by: Rational(10))! { power = power.multiplied(by: Rational(10))! }
        while x < power { power = power.divided(by: Rational(10))! }
        return x.rounded(toMultipleOf: power.divided(by: Rational(100))!)
    }
}

extension QuantityFormatter {
    /// The metric units of a dimension: the small one (g, ml, mm) up to `threshold` in base
    /// units, the large one (kg, l, cm) from it.
    struct MetricScale {
        let small: String, large: String
        let threshold: Rational
        let smallWholeFrom: Rational
        /// Nil: three significant figures. Else the large unit rounds like a small one.
        let largeWholeFrom: Rational?
    }

    static let metricScales: [Unit.Dimension: MetricScale] = [
        .mass: MetricScale(small: "g", large: "kg", threshold: Rational(1000), smallWholeFrom: Rational(10), largeWholeFrom: nil),
        .volume: MetricScale(small: "ml", large: "l", threshold: Rational(1000), smallWholeFrom: Rational(20), largeWholeFrom: nil),
        .length: MetricScale(small: "mm", large: "cm", threshold: Rational(10), smallWholeFrom: Rational(10), largeWholeFrom: Rational(10)),
    ]

    /// `base` is in g, ml or mm. The unit is chosen by the upper end; a small value that
    /// rounds up to the threshold moves to the large unit (999.7 g -> 1 kg).
    func metric(_ base: Quantity, _ dimension: Unit.Dimension) -> [Piece]? {
        guard let scale = Self.metricScales[dimension], let small = UnitTable.unit(id: scale.small),
              let large = UnitTable.unit(id: scale.large) else { return nil }
        if base.high < scale.threshold {
            guard let shown = base.map({ Rounding.small($0, wholeFrom: scale.smallWholeFrom) }) else { return nil }
            if shown.high < scale.threshold { return [piece(shown, small, decimal: true)] }
        }
        let round: (Rational) -> Rational? = { value in
            guard let inLarge = value.divided(by: large.factor) else { return nil }
            return scale.largeWholeFrom.map { Rounding.small(inLarge, wholeFrom: $0) } ?? Rounding.significant(inLarge)
        }
        return base.map(round).map { [piece($0, large, decimal: true)] }
    }

    func piece(_ quantity: Quantity, _ unit: Unit?, decimal: Bool) -> Piece {
        Piece(low: quantity.low, high: quantity.high, unit: unit, decimal: decimal)
    }

    /// `base` is in g, ml or mm. `spoonsOnly`: volumes in teaspoons and tablespoons only
    /// (the recipe's own spoons in `.original`: "6 ст. л.", not "⅜ чашки").
    func us(_ base: Quantity, _ dimension: Unit.Dimension, spoonsOnly: Bool = false) -> [Piece]? {
        let unitFor: (Rational) -> Unit?
        switch dimension {
        case .mass: unitFor = { grams in
            let ounces = Unit.convert(grams, from: UnitTable.unit(id: "g")!, to: UnitTable.unit(id: "oz")!)
            return ounces.flatMap(Rounding.grid).flatMap { UnitTable.unit(id: $0 < Rational(16) ? "oz" : "lb") }
        }
        case .volume:
            if !base.isRange { return usVolume(base.low, spoonsOnly: spoonsOnly) }
            unitFor = { millilitres in self.usVolume(millilitres, spoonsOnly: spoonsOnly)?.first?.unit }
        default: unitFor = { _ in UnitTable.unit(id: "inch") }
        }
        guard let unit = unitFor(base.high),
              let shown = base.map({ $0.divided(by: unit.factor).flatMap(Rounding.grid) }) else { return nil }
        return [piece(shown, unit, decimal: false)]
    }

    /// One US volume in gallons, cups, tablespoons (and teaspoons) or teaspoons.
    func usVolume(_ millilitres: Rational, spoonsOnly: Bool = false) -> [Piece]? {
        guard let t = millilitres.divided(by: UnitTable.tsp) else { return nil }
        let single: (Rational, String) -> [Piece]? = { value, id in
            UnitTable.unit(id: id).flatMap { unit in value.divided(by: unit.factor).flatMap(Rounding.grid).map { [self.piece(Quantity($0), unit, decimal: false)] } }
        }
        if !spoonsOnly, t >= Rational(768) { return single(millilitres, "gallon") }
        let cups = t.divided(by: Rational(48))!
        if !spoonsOnly, let shown = Rounding.grid(cups), let error = shown.subtracting(cups)?.magnitude {
            if t >= Rational(48) { return shown >= Rational(16) ? single(millilitres, "gallon") : single(millilitres, "cup") }
            if t >= Rational(12), let tolerance = cups.divided(by: Rational(20)), error <= tolerance { return single(millilitres, "cup") }
        }
        if t < Rational(3), let shown = Rounding.grid(t), shown < Rational(3) { return single(millilitres, "tsp") }
        return tablespoons(t)
    }

    /// `t` teaspoons to the nearest half as tablespoons and teaspoons: "2 tbsp 2 tsp",
    /// "1 ½ tbsp" (a remainder of 1 ½ tsp is half a tablespoon), "3 tbsp".
    func tablespoons(_ t: Rational) -> [Piece]? {
        guard let h = t.rounded(toMultipleOf: Rounding.half), let tbsp = UnitTable.unit(id: "tbsp"),
              let tsp = UnitTable.unit(id: "tsp") else { return nil }
        let whole = Rational(h.divided(by: Rational(3))!.floor)
        let rest = h.subtracting(whole.multiplied(by: Rational(3))!)!
        if rest.isZero { return [piece(Quantity(whole), tbsp, decimal: false)] }
        if rest == Rational(3, 2)! { return [piece(Quantity(whole.adding(Rounding.half)!), tbsp, decimal: false)] }
        return [piece(Quantity(whole), tbsp, decimal: false), piece(Quantity(rest), tsp, decimal: false)]
    }
}
