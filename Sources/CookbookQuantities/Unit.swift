/// A unit of measure from `UnitTable`: its dimension, system, exact size and its
/// names in each language. Units are data: a new unit or language is a table entry.
public struct Unit: Sendable, Hashable, CustomStringConvertible {
    public enum Dimension: String, Sendable, CaseIterable {
        /// Base unit: gram.
        case mass
        /// Base unit: millilitre.
        case volume
        /// Things counted (cloves, cans, pinches). Each count unit is its own base:
        /// a clove never converts to a can.
        case count
        /// Base unit: millimetre.
        case length
        /// Base unit: degree Celsius. Conversions are affine (`offset`).
        case temperature
    }

    public enum System: String, Sendable, CaseIterable {
        case metric, us, imperial
        /// Kitchen measures that stay as written: pinches, cloves, cans, the Russian glass.
        case kitchen
    }

    /// Stable id: `g`, `tbsp`, `glass-ru`.
    public let id: String
    public let dimension: Dimension
    public let system: System
    /// The unit's size in the dimension's base unit, exactly: `tbsp` is `14.78676478125`
    /// (ml), `lb` is `453.59237` (g). 1 for count units.
    public let factor: Rational
    /// Added after `factor` for temperatures: `base = value * factor + offset`.
    public let offset: Rational
    /// Names as written, per language code (`en`, `ru`, `kk`), lowercase. The parser
    /// matches them case-insensitively; dots and spaces inside are loose (`ст.л.` = `ст. л.`).
    public let names: [String: [String]]
    /// How the unit is printed, per language, by plural category.
    public let labels: [String: UnitLabel]

    public init(
        _ id: String, _ dimension: Dimension, _ system: System, factor: Rational, offset: Rational = .zero,
        names: [String: [String]], labels: [String: UnitLabel]
    ) {
        self.id = id
        self.dimension = dimension
        self.system = system
        self.factor = factor
        self.offset = offset
        self.names = names
        self.labels = labels
    }

    public var description: String { id }

    /// Count and kitchen units may stand without a number: "pinch of salt", "щепотка соли"
    /// mean one pinch.
    var impliesOne: Bool { dimension == .count || system == .kitchen }

    /// The printed name for `value` in `language` (English when the language has none).
    ///
    ///     UnitTable.unit(id: "cup")!.label(for: Rational(2), language: "en")       // "cups"
    ///     UnitTable.unit(id: "glass-ru")!.label(for: Rational(5), language: "ru")  // "стаканов"
    ///
    /// `governed`: the number follows a word that governs the genitive (Russian "около 2
    /// фунтов"), see `PluralRules.genitive`.
    public func label(for value: Rational, language: String, governed: Bool = false) -> String {
        let forms = labels[language] ?? labels["en"] ?? UnitLabel(id)
        let category = PluralRules.category(for: value, language: language)
        return forms.form(governed ? PluralRules.genitive(category) : category)
    }

    public static func == (a: Unit, b: Unit) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Converts `value` from one unit to another, exactly. Within a dimension only
    /// (temperatures affinely: 180 °C is exactly 356 °F); a count unit converts only to
    /// itself. Mass and volume convert through `density` (grams per millilitre) when
    /// given. Nil when the units do not convert or on overflow.
    ///
    ///     Unit.convert(Rational(3), from: cup, to: ml)              // 1419529419/2000000 (709.7647095)
    ///     Unit.convert(Rational(180), from: celsius, to: fahrenheit) // 356
    public static func convert(_ value: Rational, from: Unit, to: Unit, density: Rational? = nil) -> Rational? {
        if from.id == to.id { return value }
        guard from.dimension != .count, to.dimension != .count else { return nil }
        guard var base = value.multiplied(by: from.factor)?.adding(from.offset) else { return nil }
        if from.dimension != to.dimension {
            switch (from.dimension, to.dimension, density) {
            case (.volume, .mass, let d?): guard let grams = base.multiplied(by: d) else { return nil }; base = grams
            case (.mass, .volume, let d?): guard let millilitres = base.divided(by: d) else { return nil }; base = millilitres
            default: return nil
            }
        }
        return base.subtracting(to.offset)?.divided(by: to.factor)
    }
}

/// A unit's printed forms by plural category. Abbreviations have one form (`g`, `ст. л.`).
public struct UnitLabel: Sendable, Hashable, ExpressibleByStringLiteral {
    public var one: String, few: String, many: String, other: String

    public init(one: String, few: String, many: String, other: String) {
        (self.one, self.few, self.many, self.other) = (one, few, many, other)
    }

    /// English style: one form for 1, another for the rest.
    public init(one: String, other: String) { self.init(one: one, few: other, many: other, other: other) }

    /// One form for every number.
    public init(_ form: String) { self.init(one: form, few: form, many: form, other: form) }
    public init(stringLiteral value: String) { self.init(value) }

    public func form(_ category: PluralRules.Category) -> String {
        switch category {
        case .one: one
        case .few: few
        case .many: many
        case .other: other
        }
    }
}
