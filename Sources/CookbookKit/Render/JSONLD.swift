import CookbookNutrition
import CookbookSupport

/// schema.org/Recipe structured data, the part of a recipe page search engines read.
enum JSONLD {
    /// - Parameter imageRoot: the relative path from the page to the site root.
    ///   - vocabulary: the page language's words for the category, cuisine and tags.
    static func recipe(_ recipe: Recipe, site: Site, imageRoot: String, vocabulary: ContentVocabulary = ContentVocabulary()) -> JSON {
        var fields: [(String, JSON)] = [
            ("@context", .string("https://schema.org")),
            ("@type", .string("Recipe")),
            ("name", .string(recipe.title)),
            ("inLanguage", .string(recipe.language)),
        ]
        if let summary = recipe.summary { fields.append(("description", .string(summary))) }
        if !recipe.images.isEmpty {
            let base = site.config.baseURL ?? ""
            let paths = recipe.images.map { site.largestImagePath($0.path) }
            fields.append(("image", .array(paths.map { .string(base.isEmpty ? imageRoot + $0 : base + $0) })))
        }
        if let author = recipe.author ?? site.config.author {
            fields.append(("author", .object([("@type", .string("Person")), ("name", .string(author))])))
        }
        if let date = recipe.date { fields.append(("datePublished", .string(date.description))) }
        if let prep = recipe.times.prep { fields.append(("prepTime", .string(DurationParser.iso(prep)))) }
        if let cook = recipe.times.cook { fields.append(("cookTime", .string(DurationParser.iso(cook)))) }
        if let total = recipe.times.effectiveTotal { fields.append(("totalTime", .string(DurationParser.iso(total)))) }
        if let servings = recipe.servings {
            fields.append(("recipeYield", .array([.string(String(servings))] + (recipe.yield.map { [.string($0)] } ?? []))))
        } else if let yield = recipe.yield {
            fields.append(("recipeYield", .string(yield)))
        }
        if let category = recipe.category { fields.append(("recipeCategory", .string(vocabulary.categoryNames[category] ?? category))) }
        if let cuisine = recipe.cuisine { fields.append(("recipeCuisine", .string(vocabulary.cuisines[cuisine] ?? cuisine))) }
        if !recipe.tags.isEmpty { fields.append(("keywords", .string(recipe.tags.map { vocabulary.tags[$0] ?? $0 }.joined(separator: ", ")))) }
        let diets = recipe.diets.compactMap(\.schemaOrg)
        if !diets.isEmpty { fields.append(("suitableForDiet", .array(diets.map { .string("https://schema.org/" + $0) }))) }
        fields.append(("recipeIngredient", .array(recipe.ingredients.flatMap(\.lines).map { .string($0.text) })))
        fields.append(("recipeInstructions", .array(recipe.allSteps.enumerated().map { index, step in
            .object([("@type", .string("HowToStep")), ("position", .int(index + 1)), ("text", .string(step.text))])
        })))
        // Computed values per serving (with the author's in their place) when every line
        // counted and the nutrient is known for every food; else only the author's values.
        var values: [(key: String, text: String)] = []
        if let computed = site.nutrition[recipe.slug], !computed.incomplete, let perServing = computed.perServing {
            for nutrient in Nutrient.allCases {
                guard let key = nutrient.overrideKey, schemaNutrient[key] != nil, let value = perServing[nutrient],
                      perServing.isComplete(nutrient) else { continue }
                values.append((key, NutritionFormat.number(value, decimals: nutrient.decimals, trim: true)))
            }
        } else {
            values = recipe.nutrition.map { ($0.key, $0.value.description) }
        }
        let nutrition: [(String, JSON)] = values.compactMap { item in
            schemaNutrient[item.key].map { ($0.0, .string("\(item.text) \($0.1)")) }
        }
        if !nutrition.isEmpty {
            fields.append(("nutrition", .object([("@type", .string("NutritionInformation"))] + nutrition)))
        }
        return .object(fields)
    }

    /// schema.org's property and unit for each `nutrition` key it has (`Nutrient.schemaOrg`).
    static let schemaNutrient: [String: (String, String)] = Dictionary(uniqueKeysWithValues: Nutrient.allCases.compactMap { nutrient in
        guard let key = nutrient.overrideKey, let property = nutrient.schemaOrg else { return nil }
        return (key, (property, nutrient.unit))
    })
}
