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
        a.ordinal < b.ordinal
    }

    /// How many nutrients there are (`allCases.count`).
    public static let count = 27

    /// Its place in `allCases` (the order of the declaration), 0 ..< `count`.
    @inline(__always) public var ordinal: Int {
        switch self {
        case .energy: 0
        case .energyKJ: 1
        case .fat: 2
        case .saturatedFat: 3
        case .transFat: 4
        case .monounsaturatedFat: 5
        case .polyunsaturatedFat: 6
        case .carbohydrate: 7
        case .sugars: 8
        case .fiber: 9
        case .protein: 10
        case .sodium: 11
        case .salt: 12
        case .cholesterol: 13
        case .alcohol: 14
        case .calcium: 15
        case .iron: 16
        case .magnesium: 17
        case .potassium: 18
        case .zinc: 19
        case .vitaminA: 20
        case .vitaminE: 21
        case .vitaminD: 22
        case .vitaminC: 23
        case .vitaminB12: 24
        case .vitaminK: 25
        case .folate: 26
        }
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

/// A set of nutrients, one bit each (by `Nutrient.ordinal`): what `NutrientAmounts.partial`
/// holds. Reads like a `Set<Nutrient>` (`contains`, `insert`, a sequence in the order
/// of `Nutrient.allCases`) without hashing or a heap allocation.
public struct NutrientSet: Sendable, Hashable, Sequence, ExpressibleByArrayLiteral {
    var bits: UInt32

    init(bits: UInt32) { self.bits = bits }

    public init(arrayLiteral elements: Nutrient...) { self.init(elements) }

    public init<S: Sequence>(_ nutrients: S) where S.Element == Nutrient {
        bits = 0
        for nutrient in nutrients { bits |= 1 << UInt32(nutrient.ordinal) }
    }

    public var isEmpty: Bool { bits == 0 }
    public var count: Int { bits.nonzeroBitCount }

    public func contains(_ nutrient: Nutrient) -> Bool { bits & (1 << UInt32(nutrient.ordinal)) != 0 }

    public mutating func insert(_ nutrient: Nutrient) { bits |= 1 << UInt32(nutrient.ordinal) }

    public mutating func remove(_ nutrient: Nutrient) { bits &= ~(1 << UInt32(nutrient.ordinal)) }

    public mutating func formUnion(_ other: NutrientSet) { bits |= other.bits }

    public func makeIterator() -> Iterator { Iterator(bits: bits) }

    /// The nutrients of the set in the order of `Nutrient.allCases`.
    public struct Iterator: IteratorProtocol {
        var bits: UInt32

        public mutating func next() -> Nutrient? {
            guard bits != 0 else { return nil }
            let ordinal = bits.trailingZeroBitCount
            bits &= bits - 1
            return Nutrient.allCases[ordinal]
        }
    }
}

/// Amounts of nutrients. A nutrient that is absent is unknown, never zero: USDA did not
/// measure it for some food. When a sum mixes foods that have a value with foods that
/// do not, the value is a lower bound and the nutrient is listed in `partial`.
///
/// Held as two bit sets by `Nutrient.ordinal` (known, partial) and the known values in
/// that order, one after the other: no dictionary to hash into for every line, sum and
/// share, and a line that keeps only its energy holds one number.
public struct NutrientAmounts: Sendable, Equatable {
    /// The nutrients that have a value.
    private var known = NutrientSet(bits: 0)
    /// The values of `known`, in the order of `Nutrient.allCases`.
    private var dense: [Double] = []
    /// Nutrients whose value leaves out at least one food without data for it.
    public private(set) var partial: NutrientSet

    public init(_ values: [Nutrient: Double] = [:], partial: Set<Nutrient> = []) {
        self.partial = NutrientSet(partial)
        for nutrient in Nutrient.allCases { if let value = values[nutrient] { self[set: nutrient] = value } }
    }

    /// One value: `init([nutrient: value])` without a dictionary made and read.
    public init(_ nutrient: Nutrient, _ value: Double) {
        partial = NutrientSet(bits: 0)
        self[set: nutrient] = value
    }

    public static let empty = NutrientAmounts()

    /// Every known value, by nutrient.
    public var values: [Nutrient: Double] {
        var result: [Nutrient: Double] = [:]
        for (slot, nutrient) in known.enumerated() { result[nutrient] = dense[slot] }
        return result
    }

    /// Where a known nutrient's value is in `dense`: how many known nutrients come before it.
    @inline(__always) private func slot(_ nutrient: Nutrient) -> Int {
        (known.bits & ((1 << UInt32(nutrient.ordinal)) &- 1)).nonzeroBitCount
    }

    public subscript(_ nutrient: Nutrient) -> Double? { known.contains(nutrient) ? dense[slot(nutrient)] : nil }

    /// A value to set or clear (nil), leaving `partial` as it is.
    subscript(set nutrient: Nutrient) -> Double? {
        get { self[nutrient] }
        set {
            let at = slot(nutrient)
            switch (known.contains(nutrient), newValue) {
            case (true, let value?): dense[at] = value
            case (false, let value?):
                dense.insert(value, at: at)
                known.insert(nutrient)
            case (true, nil):
                dense.remove(at: at)
                known.remove(nutrient)
            case (false, nil): break
            }
        }
    }

    /// Known and complete: the value counts every food.
    public func isComplete(_ nutrient: Nutrient) -> Bool { known.contains(nutrient) && !partial.contains(nutrient) }

    /// Every value multiplied by `factor`.
    public func scaled(by factor: Double) -> NutrientAmounts {
        var result = self
        result.dense = dense.map { $0 * factor }
        return result
    }

    /// The sum. A nutrient known on one side only becomes partial.
    public func adding(_ other: NutrientAmounts) -> NutrientAmounts {
        var result = NutrientAmounts()
        result.known.bits = known.bits | other.known.bits
        result.partial.bits = partial.bits | other.partial.bits
        result.dense.reserveCapacity(result.known.count)
        var i = 0
        var j = 0
        for nutrient in result.known {
            switch (known.contains(nutrient), other.known.contains(nutrient)) {
            case (true, true):
                result.dense.append(dense[i] + other.dense[j])
                i += 1
                j += 1
            case (true, false):
                result.dense.append(dense[i])
                result.partial.insert(nutrient)
                i += 1
            case (false, _):
                result.dense.append(other.dense[j])
                result.partial.insert(nutrient)
                j += 1
            }
        }
        return result
    }

    /// Sets a value given by the author: known and complete.
    public mutating func set(_ nutrient: Nutrient, _ value: Double) {
        self[set: nutrient] = value
        partial.remove(nutrient)
    }

    /// Adds `salt` from `sodium` (salt = sodium × 2.5 / 1000 g), unless salt is already set.
    mutating func deriveSalt() {
        guard self[.salt] == nil, let sodium = self[.sodium] else { return }
        self[set: .salt] = sodium * 2.5 / 1000
        if partial.contains(.sodium) { partial.insert(.salt) }
    }
}
