import CookbookNutrition

/// Data that other stages know about recipes and the search index and pantry page use
/// when it is there. Every hook may answer nil ("not known"): the index then simply has
/// no such field, and the search page shows no such filter.
///
/// The build fills it from the nutrition stage (`NutritionStage.searchData`); the
/// defaults use only what recipes say themselves.
struct SearchData: Sendable {
    /// Per-serving nutrient values of a recipe, keyed by the names of
    /// `RecipeDecoder.nutritionKeys` (`calories` in kcal, `protein`, `carbohydrate`, `fat`
    /// ... in g, `sodium` and `cholesterol` in mg). Other keys are ignored. The recipe is
    /// the one of the page's language; numbers are the same in every language.
    var nutrients: @Sendable (Recipe) -> [String: Decimal]?
    /// The allergens a recipe contains, by the names of `allergenNames` (or the nutrition
    /// library's flags: dairy, egg, peanut, tree-nut, shellfish); nil when unknown. Recipes
    /// without this data are "free from" what their `diets` say (gluten-free, dairy-free,
    /// egg-free, nut-free).
    var allergens: @Sendable (Recipe) -> Set<String>?
    /// The allergens the `allergens` hook can tell about: a recipe is said to be free only
    /// from these (same names). Default: all of `allergenNames`.
    var knownAllergens: Set<String>
    /// The facts the build worked out once for each ingredient line of a recipe (by slug)
    /// as shown in a language (`Site.facts`), in order across groups; nil when not known.
    /// The finder hands each line's to `aisle` and `food`.
    var lineFacts: @Sendable (_ slug: String, _ language: String) -> [LineFacts]?
    /// The shop aisle of an ingredient line ("Vegetables"), in the page's language, given
    /// the line's facts when they are known (`lineFacts`).
    /// The pantry page groups its ingredients by aisle when any is known.
    var aisle: @Sendable (_ ingredient: IngredientLine, _ language: String, _ known: LineFacts?) -> String?
    /// The diets a recipe is found under: its `diets`, and those its ingredients show
    /// (a vegetarian recipe the author did not label).
    var diets: @Sendable (Recipe) -> [Diet]
    /// The aisles in the order of a walk through a shop (the pantry page lists them so);
    /// aisles not in it come after, A to Z.
    var aisleOrder: @Sendable (_ language: String) -> [String]
    /// A language-neutral name of the food an ingredient line is (`onion`, the ingredient
    /// dictionary's id), so the one pantry of a reader ticks "onion", "лук" and "пияз" alike.
    var food: @Sendable (_ ingredient: IngredientLine, _ language: String, _ known: LineFacts?) -> String?
    /// The names of foods people write in a language ("курица", "корица"...): the search
    /// never takes a typo of one known food for another.
    var foodNames: @Sendable (_ language: String) -> [String]

    init(
        nutrients: @escaping @Sendable (Recipe) -> [String: Decimal]? = SearchData.authorNutrients,
        allergens: @escaping @Sendable (Recipe) -> Set<String>? = { _ in nil },
        knownAllergens: Set<String> = Set(SearchData.allergenNames),
        lineFacts: @escaping @Sendable (String, String) -> [LineFacts]? = { _, _ in nil },
        aisle: @escaping @Sendable (IngredientLine, String, LineFacts?) -> String? = { _, _, _ in nil },
        diets: @escaping @Sendable (Recipe) -> [Diet] = { $0.diets },
        aisleOrder: @escaping @Sendable (String) -> [String] = { _ in [] },
        food: @escaping @Sendable (IngredientLine, String, LineFacts?) -> String? = { _, _, _ in nil },
        foodNames: @escaping @Sendable (String) -> [String] = { _ in [] }
    ) {
        self.food = food
        self.foodNames = foodNames
        self.diets = diets
        self.aisleOrder = aisleOrder
        self.nutrients = nutrients
        self.allergens = allergens
        self.knownAllergens = knownAllergens
        self.aisle = aisle
        self.lineFacts = lineFacts
    }

    /// A per-serving value as the index's decimal, rounded to `places` digits after the point.
    static func decimal(_ value: Double, places: Int = 1) -> Decimal? {
        guard value.isFinite, value >= 0, value < 1e12 else { return nil }
        var scale = 1.0
        for _ in 0..<max(0, places) { scale *= 10 }
        return Decimal(significand: Int((value * scale).rounded()), scale: max(0, places)).normalized
    }

    /// The values the author wrote under `nutrition:` (the default).
    static let authorNutrients: @Sendable (Recipe) -> [String: Decimal]? = { recipe in
        recipe.nutrition.isEmpty ? nil : Dictionary(recipe.nutrition.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// The allergens the "free from" filter knows (`Allergen`: the 14 of EU regulation
    /// 1169/2011), in display order.
    static let allergenNames = Allergen.allCases.map(\.rawValue)

    /// Other names of nutrients (`energy`, `sugars`, `fibre`...) -> their `nutrition` key
    /// (`Nutrient.otherNames`).
    static let nutrientAliases: [String: String] = Dictionary(
        uniqueKeysWithValues: Nutrient.overridable.flatMap { nutrient in
            nutrient.otherNames.map { ($0, nutrient.overrideKey!) }
        })

    static func canonicalAllergens(_ names: Set<String>) -> Set<String> {
        Set(names.flatMap { Allergen.named($0).map(\.rawValue) })
    }

    /// What each "-free" diet says a recipe is free from (`Diet.freeFrom`).
    static let dietAllergens: [Diet: [String]] = Dictionary(uniqueKeysWithValues: Diet.allCases.filter { !$0.freeFrom.isEmpty }.map { ($0, $0.freeFrom.map(\.rawValue)) })

    /// The allergens a recipe is free from: all known ones it does not contain when the hook
    /// knows, else what its diets say.
    func freeFrom(_ recipe: Recipe) -> [String] {
        if let contained = allergens(recipe) {
            let known = Self.canonicalAllergens(knownAllergens), present = Self.canonicalAllergens(contained)
            return Self.allergenNames.filter { known.contains($0) && !present.contains($0) }
        }
        let free = Set(recipe.diets.flatMap { Self.dietAllergens[$0] ?? [] })
        return Self.allergenNames.filter(free.contains)
    }

    /// The nutrient values of a recipe that the index keeps: known keys, values of at least 0.
    func nutrientValues(_ recipe: Recipe) -> [String: Decimal] {
        guard let values = nutrients(recipe) else { return [:] }
        // Most often every key is a known one as written (the nutrition stage's values):
        // then there is no other name to resolve and nothing to sort.
        if values.allSatisfy({ Self.plainNutrientKeys.contains($0.key) && $0.value.significand >= 0 }) { return values }
        var result: [String: Decimal] = [:]
        result.reserveCapacity(values.count)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            let name = Self.nutrientAliases[key] ?? key
            if Self.nutrientKeys.contains(name), value.significand >= 0, result[name] == nil || key == name { result[name] = value }
        }
        return result
    }

    /// The keys of `RecipeDecoder.nutritionKeys` (made once, not per recipe).
    static let nutrientKeys = Set(RecipeDecoder.nutritionKeys.map(\.key))
    /// The known keys that are no other key's other name: a value under one of them is kept as it is.
    static let plainNutrientKeys = nutrientKeys.filter { (nutrientAliases[$0] ?? $0) == $0 }
}
