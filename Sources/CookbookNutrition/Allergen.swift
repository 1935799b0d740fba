/// The 14 allergens of EU regulation 1169/2011, in display order: the names of the search
/// page's "free from" filter and its strings (`search_free_<name>`). The food data's
/// allergen flags (`FoodFlag.allergens`) map onto them.
public enum Allergen: String, Sendable, CaseIterable {
    case gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs

    /// The allergens a name stands for: an allergen's own name, a food flag's (`dairy` is
    /// milk, `shellfish` is crustaceans and molluscs) or another spelling (`sulfites`).
    public static func named(_ name: String) -> [Allergen] {
        if let allergen = Allergen(rawValue: name) { return [allergen] }
        if let flag = FoodFlag(rawValue: name) { return flag.euAllergens }
        return ["nut": [.nuts], "sulfites": [.sulphites]][name] ?? []
    }
}

extension FoodFlag {
    /// The EU allergens this flag stands for; empty for the flags that are not allergens.
    var euAllergens: [Allergen] {
        switch self {
        case .gluten: [.gluten]
        case .dairy: [.milk]
        case .egg: [.eggs]
        case .peanut: [.peanuts]
        case .treeNut: [.nuts]
        case .sesame: [.sesame]
        case .soy: [.soy]
        case .fish: [.fish]
        case .shellfish: [.crustaceans, .molluscs]
        case .meat, .pork, .beef, .poultry, .alcohol, .animalDerived: []
        }
    }
}
