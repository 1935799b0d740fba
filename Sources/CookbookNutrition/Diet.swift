/// The diet vocabulary: the values of a recipe's `diets` (written in kebab case,
/// `gluten-free`), and everything the build knows about each diet in one place: the
/// food flags that rule it out, whether the ingredients can show it, the allergens a
/// "-free" diet promises, its schema.org name and its interface string.
public enum Diet: String, Sendable, CaseIterable {
    case vegetarian, vegan, pescatarian, keto
    case glutenFree = "gluten-free"
    case dairyFree = "dairy-free"
    case eggFree = "egg-free"
    case nutFree = "nut-free"
    case lowCarb = "low-carb"
    case halal, kosher

    /// The key of its name in `templates/i18n/<lang>.yaml` (`diet_gluten_free`).
    /// Made once per diet (asked for every recipe page's diets).
    public var stringKey: String { Self.stringKeys[self] ?? "" }
    private static let stringKeys: [Diet: String] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, "diet_" + String($0.rawValue.map { $0 == "-" ? "_" : $0 })) })

    /// The food flags that rule the diet out; nil for the diets the ingredients cannot
    /// check (keto and low-carb are about amounts, not foods). Halal and kosher are only
    /// checked, never derived (slaughter and supervision are not in the ingredients);
    /// kosher also rules out meat together with dairy (`DietAnalysis`).
    public var excludedFlags: Set<FoodFlag>? {
        switch self {
        case .vegan: [.animalDerived, .meat, .fish, .shellfish, .dairy, .egg]
        case .vegetarian: [.meat, .fish, .shellfish]
        case .pescatarian: [.meat]
        case .glutenFree: [.gluten]
        case .dairyFree: [.dairy]
        case .eggFree: [.egg]
        case .nutFree: [.treeNut, .peanut]
        case .halal: [.pork, .alcohol]
        case .kosher: [.pork, .shellfish]
        case .keto, .lowCarb: nil
        }
    }

    /// The diets that ingredients which all allow them show (the nutrition block's
    /// "suitable for"), in the order it names them.
    public static let derivable: [Diet] = [.vegan, .vegetarian, .pescatarian, .glutenFree, .dairyFree, .eggFree, .nutFree]

    /// The derivable diets the search's diet filter takes from the ingredients: those that
    /// are not about allergens (the "-free" diets are the allergen filter's).
    public static let searchDerived: [Diet] = derivable.filter { $0.freeFrom.isEmpty }

    /// The allergens a "-free" diet says a recipe is free from (the search's "free from"
    /// filter uses them when the ingredients are not known); empty for the other diets.
    public var freeFrom: [Allergen] {
        switch self {
        case .glutenFree: [.gluten]
        case .dairyFree: [.milk]
        case .eggFree: [.eggs]
        case .nutFree: [.nuts, .peanuts]
        default: []
        }
    }

    /// The schema.org `RestrictedDiet` it is (`VeganDiet`), for the recipe's structured data.
    public var schemaOrg: String? {
        switch self {
        case .vegetarian: "VegetarianDiet"
        case .vegan: "VeganDiet"
        case .glutenFree: "GlutenFreeDiet"
        case .halal: "HalalDiet"
        case .kosher: "KosherDiet"
        default: nil
        }
    }
}
