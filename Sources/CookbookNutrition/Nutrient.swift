import CookbookQuantities

/// A nutrient the nutrition table reports. Amounts are per 100 g in the food table and
/// in grams (`g`), milligrams (`mg`), micrograms (`µg`), kilocalories or kilojoules
/// elsewhere, as `unit` says. `salt` is not measured: it is sodium × 2.5 / 1000 (g).
public enum Nutrient: String, Sendable, CaseIterable, Comparable {
    case energy  // kcal
    case energyKJ = "energy_kj"
    case fat
    case saturatedFat = "saturated_fat"
    case transFat = "trans_fat"
    case monounsaturatedFat = "monounsaturated_fat"
    case polyunsaturatedFat = "polyunsaturated_fat"
    case carbohydrate
    case sugars
    case fiber
    case protein
    case sodium
    case salt
    case cholesterol
    case alcohol
    case calcium, iron, magnesium, potassium, zinc
    case vitaminA = "vitamin_a"
    case vitaminE = "vitamin_e"
    case vitaminD = "vitamin_d"
    case vitaminC = "vitamin_c"
    case vitaminB12 = "vitamin_b12"
    case vitaminK = "vitamin_k"
    case folate

    public static func < (a: Nutrient, b: Nutrient) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The USDA SR28 nutrient number (`208` is energy in kcal); nil for `salt`.
    var usdaNumber: Int? {
        switch self {
        case .energy: 208
        case .energyKJ: 268
        case .fat: 204
        case .saturatedFat: 606
        case .transFat: 605
        case .monounsaturatedFat: 645
        case .polyunsaturatedFat: 646
        case .carbohydrate: 205
        case .sugars: 269
        case .fiber: 291
        case .protein: 203
        case .sodium: 307
        case .salt: nil
        case .cholesterol: 601
        case .alcohol: 221
        case .calcium: 301
        case .iron: 303
        case .magnesium: 304
        case .potassium: 306
        case .zinc: 309
        case .vitaminA: 320
        case .vitaminE: 323
        case .vitaminD: 328
        case .vitaminC: 401
        case .vitaminB12: 418
        case .vitaminK: 430
        case .folate: 435
        }
    }

    /// `kcal`, `kJ`, `g`, `mg` or `µg`. Vitamin A is in µg RAE, folate in µg DFE.
    public var unit: String {
        switch self {
        case .energy: "kcal"
        case .energyKJ: "kJ"
        case .fat, .saturatedFat, .transFat, .monounsaturatedFat, .polyunsaturatedFat, .carbohydrate, .sugars, .fiber,
            .protein, .salt, .alcohol:
            "g"
        case .sodium, .cholesterol, .calcium, .iron, .magnesium, .potassium, .zinc, .vitaminE, .vitaminC: "mg"
        case .vitaminA, .vitaminD, .vitaminB12, .vitaminK, .folate: "µg"
        }
    }

    /// Decimals worth showing for an amount per serving (the table rounds to these).
    public var decimals: Int {
        switch self {
        case .energy, .energyKJ, .sodium, .cholesterol, .calcium, .magnesium, .potassium, .vitaminA, .folate: 0
        case .salt, .iron, .zinc, .vitaminB12: 2
        default: 1
        }
    }

    /// The per-serving values the kitchen pages (shopping list, saved recipes, plan) show
    /// of each recipe, in this order, under their `overrideKey`.
    public static let kitchen: [Nutrient] = [.energy, .protein, .fat, .carbohydrate]

    /// `kitchen`'s keys (`overrideKey`): the names of the values in the kitchen scripts'
    /// data, and of their strings `kitchen_nutrient_<key>`.
    public static var kitchenKeys: [String] { kitchen.compactMap(\.overrideKey) }

    /// The nutrients an author may give in a recipe's `nutrition` block, in the order the
    /// documentation and the search page's filters list them.
    public static let overridable: [Nutrient] = [.energy, .fat, .saturatedFat, .carbohydrate, .sugars, .fiber, .protein, .sodium, .cholesterol, .salt]

    /// The key of an author's override in the `nutrition` block (`RecipeDecoder.nutritionKeys`).
    public var overrideKey: String? {
        switch self {
        case .energy: "calories"
        case .fat: "fat"
        case .saturatedFat: "saturated_fat"
        case .carbohydrate: "carbohydrate"
        case .sugars: "sugar"
        case .fiber: "fiber"
        case .protein: "protein"
        case .sodium: "sodium"
        case .cholesterol: "cholesterol"
        case .salt: "salt"
        default: nil
        }
    }

    /// The schema.org `NutritionInformation` property of an amount per serving
    /// (`fatContent`); nil for the nutrients schema.org has none for.
    public var schemaOrg: String? {
        switch self {
        case .energy: "calories"
        case .fat: "fatContent"
        case .saturatedFat: "saturatedFatContent"
        case .carbohydrate: "carbohydrateContent"
        case .sugars: "sugarContent"
        case .fiber: "fiberContent"
        case .protein: "proteinContent"
        case .sodium: "sodiumContent"
        case .cholesterol: "cholesterolContent"
        default: nil
        }
    }

    public static func forOverrideKey(_ key: String) -> Nutrient? {
        allCases.first { $0.overrideKey == key }
    }

    /// The key of its name in the theme's strings (`templates/i18n/<lang>.yaml`):
    /// `nutrient_saturated_fat`. The nutrition table and the charts show it.
    public var stringKey: String { "nutrient_" + rawValue }

    /// Other names a nutrient value may be given under (`energy` for `calories`,
    /// `fibre`): the search index takes them as the `nutrition` key.
    public var otherNames: [String] {
        let spellings: [String] =
            switch self {
            case .fiber: ["fibre"]
            case .carbohydrate: ["carbohydrates"]
            default: []
            }
        return ([rawValue] + spellings).filter { $0 != overrideKey }
    }
}

/// Amounts of nutrients. A nutrient that is absent is unknown, never zero: USDA did not
/// measure it for some food. When a sum mixes foods that have a value with foods that
/// do not, the value is a lower bound and the nutrient is listed in `partial`.
public struct NutrientAmounts: Sendable, Equatable {
    public private(set) var values: [Nutrient: Double]
    /// Nutrients whose value leaves out at least one food without data for it.
    public private(set) var partial: Set<Nutrient>

    public init(_ values: [Nutrient: Double] = [:], partial: Set<Nutrient> = []) {
        self.values = values
        self.partial = partial
    }

    public static let empty = NutrientAmounts()

    public subscript(_ nutrient: Nutrient) -> Double? { values[nutrient] }

    /// Known and complete: the value counts every food.
    public func isComplete(_ nutrient: Nutrient) -> Bool { values[nutrient] != nil && !partial.contains(nutrient) }

    /// Every value multiplied by `factor`.
    public func scaled(by factor: Double) -> NutrientAmounts {
        NutrientAmounts(values.mapValues { $0 * factor }, partial: partial)
    }

    /// The sum. A nutrient known on one side only becomes partial.
    public func adding(_ other: NutrientAmounts) -> NutrientAmounts {
        var result = self
        for nutrient in Nutrient.allCases {
            switch (values[nutrient], other.values[nutrient]) {
            case let (a?, b?): result.values[nutrient] = a + b
            case (nil, let b?): result.values[nutrient] = b; result.partial.insert(nutrient)
            case (_?, nil): result.partial.insert(nutrient)
            case (nil, nil): break
            }
        }
        result.partial.formUnion(other.partial)
        return result
    }

    /// Sets a value given by the author: known and complete.
    public mutating func set(_ nutrient: Nutrient, _ value: Double) {
        values[nutrient] = value
        partial.remove(nutrient)
    }

    /// Adds `salt` from `sodium` (salt = sodium × 2.5 / 1000 g), unless salt is already set.
    mutating func deriveSalt() {
        guard values[.salt] == nil, let sodium = values[.sodium] else { return }
        values[.salt] = sodium * 2.5 / 1000
        if partial.contains(.sodium) { partial.insert(.salt) }
    }
}
