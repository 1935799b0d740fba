/// Which units the reader wants to see.
public enum DisplaySystem: String, Sendable, CaseIterable {
    /// The recipe's own units, tidied: metric stays metric (2000 g -> 2 kg), US stays US
    /// (6 tsp -> 2 tbsp), kitchen and count units stay as they are.
    case original
    /// Grams, millilitres, centimetres, °C.
    case metric
    /// Ounces and pounds, teaspoons, tablespoons, cups and gallons, inches, °F.
    case us
}

/// Prints a quantity the way cooks write it, in a system and a language. The algorithm
/// is specified in docs/quantities.md and checked by Tests/shared/quantity-cases.json, so
/// the browser can do the same after scaling.
///
///     let us = QuantityFormatter(system: .us, language: "en")
///     us.string(for: Amount(Quantity(Rational(8)), unit: "tsp"))          // "2 tbsp 2 tsp"
///     us.string(for: Amount(Quantity(Rational(680)), unit: "g"))          // "1 ½ lb"
///     QuantityFormatter(system: .metric, language: "ru")
///         .string(for: Amount(Quantity(Rational(1500)), unit: "g"))       // "1,5 кг"
///     QuantityFormatter(system: .original, language: "ru")
///         .string(for: Amount(Quantity(Rational(5)), unit: "glass-ru"))   // "5 стаканов"
///
/// Nil only if exact arithmetic would overflow (amounts far beyond any recipe).
public struct QuantityFormatter: Sendable {
    public var system: DisplaySystem
    public var language: String

    public init(system: DisplaySystem = .original, language: String = "en") {
        self.system = system
        self.language = language
    }

    /// One printed part: a value or range in one unit (nil unit: a plain count).
    struct Piece: Equatable {
        var low: Rational
        var high: Rational
        var unit: Unit?
        /// Decimals (`1.5 kg`) for metric and temperatures, else fractions (`1 ½ cups`).
        var decimal: Bool
    }

    /// An amount, with "about" (in the language) when it is approximate. `density` (grams
    /// per millilitre of the food) turns a volume of a dry food into grams in metric.
    public func string(for amount: Amount, countable: Bool? = nil, density: Rational? = nil) -> String? {
        let grammar = LanguageGrammar.forLanguage(language)
        guard
            let pieces = pieces(
                amount.quantity, unit: UnitTable.unit(id: amount.unit), countable: countable ?? (amount.unit == nil),
                density: density)
        else { return nil }
        let text = render(pieces, governed: amount.approximate && grammar.approximateGovernsGenitive)
        return amount.approximate ? grammar.approximateLabel + " " + text : text
    }

    /// A quantity in a unit. Without a unit the quantity is a count: `countable` (the
    /// default when there is no unit) rounds it to a whole number of at least 1 ("3 eggs",
    /// never "⅓ egg"); `countable: false` allows fractions ("½ lemon"). A count unit with
    /// `countable: true` is whole too ("divide into 8 pieces").
    public func string(for quantity: Quantity, unit: Unit?, countable: Bool? = nil, density: Rational? = nil) -> String? {
        pieces(quantity, unit: unit, countable: countable ?? (unit == nil), density: density).map { render($0) }
    }

    /// An ingredient's amount: "2 × 400 g", "about 1.5 l", "2–3 cloves". Nil without a quantity.
    public func string(for ingredient: ParsedIngredient) -> String? {
        guard let amount = ingredient.amount, var text = string(for: amount) else { return nil }
        if let multiplier = ingredient.multiplier, let count = Rounding.halves(multiplier) {
            text = fraction(count) + " × " + text
        }
        return text
    }

    /// The unit's printed name for a displayed value: "cups", "стакана".
    public func label(for unit: Unit, value: Rational) -> String {
        unit.label(for: value, language: language)
    }

    func pieces(_ quantity: Quantity, unit: Unit?, countable: Bool, density: Rational? = nil) -> [Piece]? {
        guard let unit else {
            let round = countable ? Rounding.whole : Rounding.grid
            return quantity.map(round).map { [Piece(low: $0.low, high: $0.high, unit: nil, decimal: false)] }
        }
        switch unit.dimension {
        case .count:
            return quantity.map(countable ? Rounding.whole : Rounding.halves).map { [Piece(low: $0.low, high: $0.high, unit: unit, decimal: false)] }
        case .temperature:
            return temperature(quantity, unit: unit)
        case .mass, .volume, .length:
            guard let base = quantity.map({ $0.multiplied(by: unit.factor) }) else { return nil }
            let spoons = unit.id == "tsp" || unit.id == "tbsp"
            switch (system, unit.system) {
            case (.metric, _) where spoons:
                // Spoons stay spoons: a cook measures a teaspoon, not 4.9 ml.
                return us(base, unit.dimension, spoonsOnly: true)
            case (.metric, _) where unit.dimension == .volume && density != nil:
                // A dry food measured by volume: grams, through the food's density.
                guard let grams = base.map({ $0.multiplied(by: density!) }) else { return nil }
                return metric(grams, .mass)
            case (.metric, _), (.original, .metric): return metric(base, unit.dimension)
            case (.us, _): return us(base, unit.dimension)
            case (.original, .us): return us(base, unit.dimension, spoonsOnly: spoons)
            case (.original, _): return quantity.map(Rounding.grid).map { [Piece(low: $0.low, high: $0.high, unit: unit, decimal: false)] }
            }
        }
    }

    /// °C or °F: whole degrees as written; converted, as ovens are set (`Rounding.oven`).
    func temperature(_ quantity: Quantity, unit: Unit) -> [Piece]? {
        let targetID = system == .metric ? "celsius" : system == .us ? "fahrenheit" : unit.id
        guard let target = UnitTable.unit(id: targetID) else { return nil }
        let round: (Rational) -> Rational? =
            target.id == unit.id
            ? { $0.rounded(toMultipleOf: .one) } : { Rounding.oven($0, fahrenheit: target.id == "fahrenheit") }
        guard let shown = quantity.map({ Unit.convert($0, from: unit, to: target).flatMap(round) }) else { return nil }
        return [Piece(low: shown.low, high: shown.high, unit: target, decimal: true)]
    }

    // MARK: Text

    /// The pieces joined by " + " ("1 tbsp + 1 tsp"). `governed`: after a word that
    /// governs the genitive (Russian "около"), the labels take its forms.
    func render(_ pieces: [Piece], governed: Bool = false) -> String {
        pieces.map { render($0, governed: governed) }.joined(separator: " + ")
    }

    func render(_ piece: Piece, governed: Bool = false) -> String {
        let number = piece.decimal ? decimal : fraction
        var text = number(piece.low)
        if piece.high != piece.low { text += "–" + number(piece.high) }
        guard let unit = piece.unit else { return text }
        return text + " " + unit.label(for: piece.high, language: language, governed: governed)
    }

    static let fractionSigns: [Rational: String] = [
        Rational(1, 8)!: "⅛", Rational(1, 4)!: "¼", Rational(1, 3)!: "⅓", Rational(3, 8)!: "⅜", Rational(1, 2)!: "½",
        Rational(5, 8)!: "⅝", Rational(2, 3)!: "⅔", Rational(3, 4)!: "¾", Rational(7, 8)!: "⅞",
    ]

    /// `1 ½`, `⅔`, `3`; a value off the grid (never produced by the rounding) as a decimal.
    func fraction(_ value: Rational) -> String {
        let whole = value.floor
        guard let part = value.subtracting(Rational(whole)) else { return value.description }
        if part.isZero { return String(whole) }
        guard let sign = Self.fractionSigns[part] else { return decimal(value) }
        return whole == 0 ? sign : "\(whole) \(sign)"
    }

    /// `1.25`, or `1,25` in languages with a decimal comma; at most 6 decimals.
    func decimal(_ value: Rational) -> String {
        let separator = LanguageCode(language).decimalSeparator
        let magnitude = value.magnitude
        var text = (value.isNegative ? "-" : "") + String(magnitude.floor)
        var remainder = magnitude.numerator % magnitude.denominator
        var digits = ""
        while remainder != 0, digits.count < 6 {
            let (shifted, overflow) = remainder.multipliedReportingOverflow(by: 10)
            guard !overflow else { break }
            digits += String(shifted / magnitude.denominator)
            remainder = shifted % magnitude.denominator
        }
        if !digits.isEmpty { text += separator + digits }
        return text
    }
}
