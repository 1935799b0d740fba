import CookbookSupport
import CookbookQuantities
import CookbookNutrition
/// The facts the kitchen features (shopping list, week plan, per-step amounts) read
/// about each ingredient line: its food, shop aisle and grams.
///
/// MERGE NOTE: this is the ONE place they are read. Today they come from the nutrition
/// stage (`Site.nutrition`) and, for a line it did not see, `IngredientMatcher`; when the
/// per-recipe "facts computed once" value lands, only `lines(of:in:)` changes.
struct LineFacts: Sendable, Equatable {
    /// The ingredient-dictionary id of the line's food, nil when unmatched.
    var food: String?
    var aisle: Aisle?
    /// Grams of the line as written, when weighed.
    var grams: Double?
    /// The food's names in the line's language (dictionary order, the first is the display name).
    var names: [String] = []
}

enum KitchenFacts {
    /// One value per ingredient line of `recipe`, in order across groups.
    static func lines(of recipe: Recipe, in site: Site) -> [LineFacts] {
        let lines = recipe.ingredients.flatMap(\.lines)
        let computed = site.nutrition[recipe.slug]?.ingredients
        // Translations share their original's nutrition: use it only when it lines up.
        let aligned = computed.flatMap { $0.count == lines.count ? $0 : nil }
        return lines.enumerated().map { index, line in
            let language = line.language.isEmpty ? recipe.language : line.language
            let match: IngredientMatcher.Match?
            var grams: Double?
            if let aligned, aligned[index].text == line.text {
                match = aligned[index].match
                grams = aligned[index].grams
            } else {
                match = IngredientMatcher.match(line, language: language)
            }
            guard let entry = match?.entry else { return LineFacts(food: nil, aisle: nil, grams: grams) }
            return LineFacts(food: entry.id, aisle: entry.aisle, grams: grams, names: entry.names[language] ?? entry.names["en"] ?? [])
        }
    }
}
