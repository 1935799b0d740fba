import CookbookQuantities

/// Reference amounts for "% of daily value": the US FDA's daily values of the 2016 label
/// rule (21 CFR 101.9, adults and children 4 years and over, a 2,000 kcal diet) or the
/// EU's reference intakes (Regulation (EU) No 1169/2011, Annex XIII, an average adult,
/// 8,400 kJ / 2,000 kcal). A site chooses one in its config.
public enum DailyValueStandard: String, Sendable, CaseIterable {
    case fda2016 = "fda"
    case eu

    /// The standard for a config value: `fda`, `fda-2016`, `us`, `eu`; nil when unknown.
    public init?(configValue: String) {
        switch configValue.lowercased() {
        case "fda", "fda-2016", "fda2016", "us", "usa": self = .fda2016
        case "eu", "eu-ri", "ri": self = .eu
        default: return nil
        }
    }

    /// The reference amount of each nutrient that has one, in the nutrient's unit (a
    /// table made once per standard, not per read).
    public var references: [Nutrient: Double] {
        switch self {
        case .fda2016: Self.fdaReferences
        case .eu: Self.euReferences
        }
    }

    // Total sugars have no daily value (only added sugars do, which USDA SR28 does not give).
    static let fdaReferences: [Nutrient: Double] = [
        .fat: 78, .saturatedFat: 20, .cholesterol: 300, .sodium: 2300, .carbohydrate: 275, .fiber: 28,
        .protein: 50, .vitaminD: 20, .calcium: 1300, .iron: 18, .potassium: 4700, .vitaminA: 900,
        .vitaminC: 90, .vitaminE: 15, .vitaminK: 120, .vitaminB12: 2.4, .folate: 400, .magnesium: 420,
        .zinc: 11,
    ]

    // Salt stands for sodium; fibre and cholesterol have no reference intake. Folate is
    // compared in µg DFE with the RI for folic acid (200 µg).
    static let euReferences: [Nutrient: Double] = [
        .energy: 2000, .energyKJ: 8400, .fat: 70, .saturatedFat: 20, .carbohydrate: 260, .sugars: 90,
        .protein: 50, .salt: 6, .vitaminA: 800, .vitaminD: 5, .vitaminE: 12, .vitaminK: 75, .vitaminC: 80,
        .folate: 200, .vitaminB12: 2.5, .potassium: 2000, .calcium: 800, .magnesium: 375, .iron: 14,
        .zinc: 10,
    ]

    /// The order of the main nutrients on a label or chart.
    public var mainNutrients: [Nutrient] {
        switch self {
        case .fda2016: [.fat, .saturatedFat, .cholesterol, .sodium, .carbohydrate, .fiber, .protein]
        case .eu: [.energy, .fat, .saturatedFat, .carbohydrate, .sugars, .protein, .salt]
        }
    }

    /// The vitamins and minerals in label order.
    public var micronutrients: [Nutrient] {
        [
            .vitaminD, .calcium, .iron, .potassium, .vitaminA, .vitaminC, .vitaminE, .vitaminK, .vitaminB12, .folate,
            .magnesium, .zinc,
        ]
    }

    /// "% Daily Value" (FDA) or "% Reference intake" (EU), in English.
    public var label: String {
        switch self {
        case .fda2016: "% Daily Value"
        case .eu: "% Reference intake"
        }
    }
}

/// One nutrient as a share of its daily value.
public struct DailyValueShare: Sendable, Equatable {
    public var nutrient: Nutrient
    public var amount: Double
    public var reference: Double
    /// 0...; over 100 when the amount exceeds the reference.
    public var percent: Double
    /// The amount leaves out foods without data for this nutrient.
    public var partial: Bool
}

extension DailyValueStandard {
    /// The shares of `amounts` (per serving) for `nutrients` that have both a value and a
    /// reference, in the given order.
    public func shares(of amounts: NutrientAmounts, nutrients: [Nutrient]? = nil) -> [DailyValueShare] {
        let references = self.references
        return (nutrients ?? mainNutrients + micronutrients).compactMap { n in
            guard let amount = amounts[n], let reference = references[n], reference > 0 else { return nil }
            return DailyValueShare(
                nutrient: n, amount: amount, reference: reference, percent: amount / reference * 100,
                partial: amounts.partial.contains(n))
        }
    }
}
