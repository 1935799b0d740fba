/// The rounding rules of the display (docs/quantities.md). Halves always round up.
enum Rounding {
    static let half = Rational(1, 2)!
    static let eighth = Rational(1, 8)!
    static let tenth = Rational(1, 10)!

    /// Plain counts: a whole number, at least 1.
    static func whole(_ x: Rational) -> Rational? {
        x.rounded(toMultipleOf: .one).map { $0.isZero ? .one : $0 }
    }

    /// Count units: halves, at least ½.
    static func halves(_ x: Rational) -> Rational? {
        x.rounded(toMultipleOf: half).map { $0.isZero ? half : $0 }
    }

    /// The nearest value on the grids `denominators` (a tie goes to the larger), at least
    /// `minimum`.
    static func nearest(_ x: Rational, denominators: [Int], minimum: Rational) -> Rational? {
        var best: Rational?
        for denominator in denominators {
            guard let candidate = x.rounded(toMultipleOf: Rational(1, denominator)!),
                let distance = candidate.subtracting(x)?.magnitude
            else { return nil }
            if let current = best, let currentDistance = current.subtracting(x)?.magnitude,
                currentDistance < distance || currentDistance == distance && current > candidate
            {
                continue
            }
            best = candidate
        }
        return best.map { $0.isZero ? minimum : $0 }
    }

    /// US and kitchen measures: below 10 the nearest eighth or third, from 10 the nearest
    /// half; a tie goes to the larger; at least ⅛.
    static func grid(_ x: Rational) -> Rational? {
        nearest(x, denominators: x >= Rational(10) ? [2] : [8, 3], minimum: eighth)
    }

    /// Cups, as measuring cups hold them: below 10 the nearest quarter or third, from 10
    /// the nearest half; at least ¼.
    static func cups(_ x: Rational) -> Rational? {
        nearest(x, denominators: x >= Rational(10) ? [2] : [4, 3], minimum: Rational(1, 4)!)
    }

    /// The largest quarter or third of a cup not above `x` (0 below ¼).
    static func cupsBelow(_ x: Rational) -> Rational? {
        guard let quarters = x.multiplied(by: Rational(4)), let thirds = x.multiplied(by: Rational(3)) else { return nil }
        let a = Rational(quarters.floor, 4)!, b = Rational(thirds.floor, 3)!
        return a > b ? a : b
    }

    /// Teaspoons, as measuring spoons hold them: below 1 the nearest of ⅛ ¼ ½ ¾, from 1
    /// the nearest half.
    static func teaspoons(_ x: Rational) -> Rational? {
        if x >= .one { return x.rounded(toMultipleOf: half) }
        let choices = [Rational(1, 8)!, Rational(1, 4)!, half, Rational(3, 4)!, .one]
        var best = choices[0]
        for choice in choices {
            guard let d = choice.subtracting(x)?.magnitude, let bestD = best.subtracting(x)?.magnitude else { return nil }
            if d < bestD || d == bestD && choice > best { best = choice }
        }
        return best
    }

    /// Small metric units (mm, cm): whole from `wholeFrom`, halves below it, tenths
    /// below ¼, at least 0.1.
    static func small(_ x: Rational, wholeFrom: Rational) -> Rational? {
        if x >= wholeFrom { return x.rounded(toMultipleOf: .one) }
        guard let halves = x.rounded(toMultipleOf: half) else { return nil }
        if !halves.isZero { return halves }
        return x.rounded(toMultipleOf: tenth).map { $0.isZero ? tenth : $0 }
    }

    /// Grams and millilitres as a cook measures them: to the step of the first row of
    /// `steps` whose bound is above `x`, three significant figures above the last row; a
    /// value that would round to 0 rounds to tenths, at least 0.1.
    static func kitchen(_ x: Rational, steps: [KitchenStep]) -> Rational? {
        guard let step = steps.first(where: { x < $0.below })?.step else { return significant(x) }
        guard let rounded = x.rounded(toMultipleOf: step) else { return nil }
        if !rounded.isZero { return rounded }
        return x.rounded(toMultipleOf: tenth).map { $0.isZero ? tenth : $0 }
    }

    /// Three significant figures (the largest amounts, beyond the kitchen steps).
    static func significant(_ x: Rational) -> Rational? {
        guard x > .zero else { return x }
        var power = Rational.one  // 10^k with 10^k <= x < 10^(k+1)
        while x >= power.multiplied(by: Rational(10))! { power = power.multiplied(by: Rational(10))! }
        while x < power { power = power.divided(by: Rational(10))! }
        return x.rounded(toMultipleOf: power.divided(by: Rational(100))!)
    }

    /// A converted oven temperature, as ovens are set: °F to the nearest 25 when that is
    /// within 10 °F, °C to the nearest 10 when that is within 3 °C (from 100 °C / 212 °F
    /// up); otherwise, and below, to the nearest 5.
    static func oven(_ x: Rational, fahrenheit: Bool) -> Rational? {
        let (from, coarse, tolerance) = fahrenheit ? (Rational(212), Rational(25), Rational(10)) : (Rational(100), Rational(10), Rational(3))
        if x >= from, let r = x.rounded(toMultipleOf: coarse), let error = r.subtracting(x)?.magnitude, error <= tolerance { return r }
        return x.rounded(toMultipleOf: Rational(5))
    }
}

/// One row of a kitchen rounding table: values below `below` (base units) round to `step`.
struct KitchenStep: Sendable {
    let below: Rational
    let step: Rational
    init(_ below: Int, _ step: Rational) {
        self.below = Rational(below)
        self.step = step
    }
}

extension QuantityFormatter {
    /// The metric units of a dimension: the small one (g, ml, mm) up to `threshold` in base
    /// units, the large one (kg, l, cm) from it.
    struct MetricScale: Sendable {
        let small: String, large: String
        let threshold: Rational
        /// Kitchen steps in base units (mass, volume); empty: `Rounding.small` in each unit (length).
        let steps: [KitchenStep]
    }

    /// The steps a cook measures in: grams to ½ below 10 g, 1 below 50, 5 below 250, 10
    /// below 1 kg, 50 below 2 kg, 100 below 10 kg; millilitres to ½ below 10 ml, 1 below
    /// 25, 5 below 100, 10 below 250, 25 below 500, 50 below 2 l, 100 below 10 l; more:
    /// three significant figures.
    static let metricScales: [Unit.Dimension: MetricScale] = [
        .mass: MetricScale(
            small: "g", large: "kg", threshold: Rational(1000),
            steps: [
                KitchenStep(10, Rounding.half), KitchenStep(50, .one), KitchenStep(250, Rational(5)), KitchenStep(1000, Rational(10)),
                KitchenStep(2000, Rational(50)), KitchenStep(10000, Rational(100)),
            ]),
        .volume: MetricScale(
            small: "ml", large: "l", threshold: Rational(1000),
            steps: [
                KitchenStep(10, Rounding.half), KitchenStep(25, .one), KitchenStep(100, Rational(5)), KitchenStep(250, Rational(10)),
                KitchenStep(500, Rational(25)), KitchenStep(2000, Rational(50)), KitchenStep(10000, Rational(100)),
            ]),
        .length: MetricScale(small: "mm", large: "cm", threshold: Rational(10), steps: []),
    ]

    /// `base` is in g, ml or mm. The unit is chosen by the rounded upper end (999.7 g -> 1 kg).
    func metric(_ base: Quantity, _ dimension: Unit.Dimension) -> [Piece]? {
        guard let scale = Self.metricScales[dimension], let small = UnitTable.unit(id: scale.small),
            let large = UnitTable.unit(id: scale.large)
        else { return nil }
        if scale.steps.isEmpty {
            // Lengths: mm below 1 cm, else cm; whole from 10, halves below.
            if base.high < scale.threshold {
                guard let shown = base.map({ Rounding.small($0, wholeFrom: Rational(10)) }) else { return nil }
                if shown.high < scale.threshold { return [piece(shown, small, decimal: true)] }
            }
            return base.map { $0.divided(by: large.factor).flatMap { Rounding.small($0, wholeFrom: Rational(10)) } }
                .map { [piece($0, large, decimal: true)] }
        }
        guard let shown = base.map({ Rounding.kitchen($0, steps: scale.steps) }) else { return nil }
        if shown.high < scale.threshold { return [piece(shown, small, decimal: true)] }
        return shown.map { $0.divided(by: large.factor) }.map { [piece($0, large, decimal: true)] }
    }

    func piece(_ quantity: Quantity, _ unit: Unit?, decimal: Bool) -> Piece {
        Piece(low: quantity.low, high: quantity.high, unit: unit, decimal: decimal)
    }

    /// `base` is in g, ml or mm. `spoonsOnly`: volumes in teaspoons and tablespoons only
    /// (the recipe's own spoons: "6 ст. л.", not "⅜ чашки").
    func us(_ base: Quantity, _ dimension: Unit.Dimension, spoonsOnly: Bool = false) -> [Piece]? {
        let unit: Unit?
        switch dimension {
        case .mass:
            let ounces = Unit.convert(base.high, from: UnitTable.unit(id: "g")!, to: UnitTable.unit(id: "oz")!)
            unit = ounces.flatMap(Rounding.grid).flatMap { UnitTable.unit(id: $0 < Rational(16) ? "oz" : "lb") }
        case .volume:
            if !base.isRange { return usVolume(base.low, spoonsOnly: spoonsOnly) }
            unit = usVolume(base.high, spoonsOnly: spoonsOnly)?.first?.unit
        default: unit = UnitTable.unit(id: "inch")
        }
        guard let unit else { return nil }
        let round: (Rational) -> Rational? =
            switch unit.id {
            case "cup": Rounding.cups
            case "tsp": Rounding.teaspoons
            case "tbsp": { $0.rounded(toMultipleOf: Rounding.half).map { $0.isZero ? Rounding.half : $0 } }
            default: Rounding.grid
            }
        guard let shown = base.map({ $0.divided(by: unit.factor).flatMap(round) }) else { return nil }
        return [piece(shown, unit, decimal: false)]
    }

    /// One US volume in gallons, cups (with spoons for the rest: "¾ cup + 1 ½ tbsp"),
    /// tablespoons (with teaspoons) or teaspoons.
    func usVolume(_ millilitres: Rational, spoonsOnly: Bool = false) -> [Piece]? {
        guard let t = millilitres.divided(by: UnitTable.tsp), let cup = UnitTable.unit(id: "cup"),
            let gallon = UnitTable.unit(id: "gallon")
        else { return nil }
        if spoonsOnly || t < Rational(12) { return spoons(t) }
        if t >= Rational(768) { return millilitres.divided(by: gallon.factor).flatMap(Rounding.grid).map { [piece(Quantity($0), gallon, decimal: false)] } }
        let cups = t.divided(by: Rational(48))!
        // Near a measuring cup: within 5% below a cup, 10% from 1 cup; always from 4 cups.
        guard let shown = Rounding.cups(cups), let error = shown.subtracting(cups)?.magnitude,
            let tolerance = cups.divided(by: Rational(cups < .one ? 20 : 10))
        else { return nil }
        if shown >= Rational(16) { return millilitres.divided(by: gallon.factor).flatMap(Rounding.grid).map { [piece(Quantity($0), gallon, decimal: false)] } }
        if error <= tolerance || cups >= Rational(4) { return [piece(Quantity(shown), cup, decimal: false)] }
        // Not near a measuring cup: below half a cup, spoons ("4 ½ tbsp"); else the cups
        // below and spoons for the rest ("1 cup + 2 tbsp").
        if cups < Rounding.half { return spoons(t) }
        guard let below = Rounding.cupsBelow(cups), !below.isZero,
            let rest = t.subtracting(below.multiplied(by: Rational(48))!), let restPieces = spoons(rest)
        else { return spoons(t) }
        return [piece(Quantity(below), cup, decimal: false)] + restPieces
    }

    /// `t` teaspoons as measuring spoons hold them: below a tablespoon ⅛ ¼ ½ ¾ tsp or
    /// halves; from 3 tsp, to the nearest half teaspoon as tablespoons and teaspoons:
    /// "2 tbsp + 2 tsp", "1 ½ tbsp" (a rest of 1 ½ tsp is half a tablespoon), "3 tbsp".
    func spoons(_ t: Rational) -> [Piece]? {
        guard let tbsp = UnitTable.unit(id: "tbsp"), let tsp = UnitTable.unit(id: "tsp") else { return nil }
        if t < Rational(3), let shown = Rounding.teaspoons(t), shown < Rational(3) { return [piece(Quantity(shown), tsp, decimal: false)] }
        guard let h = t.rounded(toMultipleOf: Rounding.half) else { return nil }
        let whole = Rational(h.divided(by: Rational(3))!.floor)
        let rest = h.subtracting(whole.multiplied(by: Rational(3))!)!
        if rest.isZero { return [piece(Quantity(whole), tbsp, decimal: false)] }
        if rest == Rational(3, 2)! { return [piece(Quantity(whole.adding(Rounding.half)!), tbsp, decimal: false)] }
        return [piece(Quantity(whole), tbsp, decimal: false), piece(Quantity(rest), tsp, decimal: false)]
    }
}
