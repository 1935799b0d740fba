import CookbookNutrition
import CookbookSupport

/// schema.org/Recipe structured data, the part of a recipe page search engines read.
enum JSONLD {
    /// The properties follow Google's recipe guidance (docs/recipe-format.md, "Structured
    /// data"); `JSONLDVocabularyTests` checks every one against schema.org's definitions.
    /// - Parameters:
    ///   - imageRoot: the relative path from the page to the site root.
    ///   - pageURL: the page's absolute address with `base_url`, else nil: then the page,
    ///     its steps and its images are named relative to the page.
    ///   - vocabulary: the page language's words for the category, cuisine and tags.
    static func recipe(
        _ recipe: Recipe, site: Site, imageRoot: String, pageURL: String? = nil,
        vocabulary: ContentVocabulary = ContentVocabulary()
    ) -> JSON {
        let page = pageURL ?? recipe.slug + ".html"
        var fields: [(String, JSON)] = [
            ("@context", .string("https://schema.org")),
            ("@type", .string("Recipe")),
            ("name", .string(recipe.title)),
            ("url", .string(page)),
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
        fields.append(("recipeInstructions", .array(instructions(recipe, page: page))))
        // Computed values per serving (with the author's in their place) when every line
        // counted and the nutrient is known for every food; else only the author's values.
        var values: [(key: String, text: String)] = []
        if let computed = site.nutrition[recipe.slug], !computed.incomplete, let perServing = computed.perServing {
            for nutrient in Nutrient.allCases {
                guard let key = nutrient.overrideKey, schemaNutrient[key] != nil, let value = perServing[nutrient],
                    perServing.isComplete(nutrient)
                else { continue }
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
        // The author's own rating is one person's opinion of their recipe, not an average
        // of readers' ratings: a Review by the author, never an AggregateRating (Google's
        // review guidance asks aggregate ratings to come from users).
        if let rating = recipe.rating, let author = recipe.author ?? site.config.author {
            fields.append(
                (
                    "review",
                    .object([
                        ("@type", .string("Review")),
                        ("author", .object([("@type", .string("Person")), ("name", .string(author))])),
                        (
                            "reviewRating",
                            .object([
                                ("@type", .string("Rating")), ("ratingValue", .string(rating.value)),
                                ("bestRating", .string("5")), ("worstRating", .string("0")),
                            ])
                        ),
                    ])
                ))
        }
        return .object(fields)
    }

    /// The steps as HowToStep items, each with the address of its anchor on the page
    /// (`#step-3`, numbered across the whole recipe like the page's ids); the steps of a
    /// titled group ("### Dough") inside a HowToSection named by the title.
    static func instructions(_ recipe: Recipe, page: String) -> [JSON] {
        var number = 0
        var items: [JSON] = []
        func step(_ block: MarkdownBody.Block, position: Int) -> JSON {
            number += 1
            return .object([
                ("@type", .string("HowToStep")), ("position", .int(position)), ("text", .string(block.text)),
                ("url", .string(page + "#step-\(number)")),
            ])
        }
        for group in recipe.stepGroups {
            if let title = group.title {
                let steps = group.steps.enumerated().map { step($1, position: $0 + 1) }
                items.append(
                    .object([
                        ("@type", .string("HowToSection")), ("name", .string(title)), ("position", .int(items.count + 1)),
                        ("itemListElement", .array(steps)),
                    ]))
            } else {
                // Untitled steps sit in the list itself, numbered on from its items.
                for block in group.steps { items.append(step(block, position: items.count + 1)) }
            }
        }
        return items
    }

    /// schema.org's property and unit for each `nutrition` key it has (`Nutrient.schemaOrg`).
    static let schemaNutrient: [String: (String, String)] = Dictionary(
        uniqueKeysWithValues: Nutrient.allCases.compactMap { nutrient in
            guard let key = nutrient.overrideKey, let property = nutrient.schemaOrg else { return nil }
            return (key, (property, nutrient.unit))
        })
}
