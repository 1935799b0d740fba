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
    ///
    /// Written as compact JSON text straight into bytes (the properties in the order below,
    /// as `JSON.serialized()` writes them): no `JSON` tree of a few dozen values made and
    /// walked for each page.
    static func recipe(
        _ recipe: Recipe, site: Site, imageRoot: String, pageURL: String? = nil,
        vocabulary: ContentVocabulary = ContentVocabulary()
    ) -> String {
        let page = pageURL ?? recipe.slug + ".html"
        var w = Writer()
        // Room for the texts written out (steps and lines, with their keys and step
        // addresses), so the buffer is not grown and copied on the way.
        var size = 1024 + 2 * page.utf8.count + recipe.title.utf8.count + (recipe.summary?.utf8.count ?? 0)
        for group in recipe.stepGroups { for step in group.steps { size += step.text.utf8.count + 80 + page.utf8.count } }
        for group in recipe.ingredients { for line in group.lines { size += line.text.utf8.count + 3 } }
        w.out.reserveCapacity(size)
        w.beginObject()
        w.string("@context", "https://schema.org")
        w.string("@type", "Recipe")
        w.string("name", recipe.title)
        w.string("url", page)
        w.string("inLanguage", recipe.language)
        if let summary = recipe.summary { w.string("description", summary) }
        if !recipe.images.isEmpty {
            let base = site.config.baseURL ?? ""
            w.beginArray("image")
            for image in recipe.images {
                let path = site.largestImagePath(image.path)
                w.element(base.isEmpty ? imageRoot + path : base + path)
            }
            w.endArray()
        }
        if let author = recipe.author ?? site.config.author { w.person("author", author) }
        if let date = recipe.date { w.string("datePublished", date.description) }
        if let prep = recipe.times.prep { w.string("prepTime", DurationParser.iso(prep)) }
        if let cook = recipe.times.cook { w.string("cookTime", DurationParser.iso(cook)) }
        if let total = recipe.times.effectiveTotal { w.string("totalTime", DurationParser.iso(total)) }
        if let servings = recipe.servings {
            w.beginArray("recipeYield")
            w.element(String(servings))
            if let yield = recipe.yield { w.element(yield) }
            w.endArray()
        } else if let yield = recipe.yield {
            w.string("recipeYield", yield)
        }
        if let category = recipe.category { w.string("recipeCategory", vocabulary.categoryNames[category] ?? category) }
        if let cuisine = recipe.cuisine { w.string("recipeCuisine", vocabulary.cuisines[cuisine] ?? cuisine) }
        if !recipe.tags.isEmpty { w.string("keywords", recipe.tags.map { vocabulary.tags[$0] ?? $0 }.joined(separator: ", ")) }
        if recipe.diets.contains(where: { $0.schemaOrg != nil }) {
            w.beginArray("suitableForDiet")
            for diet in recipe.diets { if let name = diet.schemaOrg { w.element("https://schema.org/" + name) } }
            w.endArray()
        }
        w.beginArray("recipeIngredient")
        for group in recipe.ingredients { for line in group.lines { w.element(line.text) } }
        w.endArray()
        w.beginArray("recipeInstructions")
        instructions(recipe, page: page, into: &w)
        w.endArray()
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
        let nutrition: [(String, String)] = values.compactMap { item in
            schemaNutrient[item.key].map { ($0.0, "\(item.text) \($0.1)") }
        }
        if !nutrition.isEmpty {
            w.beginObject("nutrition")
            w.string("@type", "NutritionInformation")
            for (key, value) in nutrition { w.string(key, value) }
            w.endObject()
        }
        // The author's own rating is one person's opinion of their recipe, not an average
        // of readers' ratings: a Review by the author, never an AggregateRating (Google's
        // review guidance asks aggregate ratings to come from users).
        if let rating = recipe.rating, let author = recipe.author ?? site.config.author {
            w.beginObject("review")
            w.string("@type", "Review")
            w.person("author", author)
            w.beginObject("reviewRating")
            w.string("@type", "Rating")
            w.string("ratingValue", rating.value)
            w.string("bestRating", "5")
            w.string("worstRating", "0")
            w.endObject()
            w.endObject()
        }
        w.endObject()
        return String(decoding: w.out, as: UTF8.self)
    }

    /// The steps as HowToStep items, each with the address of its anchor on the page
    /// (`#step-3`, numbered across the whole recipe like the page's ids); the steps of a
    /// titled group ("### Dough") inside a HowToSection named by the title. Written as the
    /// elements of the array `w` has open.
    static func instructions(_ recipe: Recipe, page: String, into w: inout Writer) {
        var number = 0
        var items = 0
        func step(_ block: MarkdownBody.Block, position: Int) {
            number += 1
            w.beginObject()
            w.string("@type", "HowToStep")
            w.int("position", position)
            w.string("text", block.text)
            w.string("url", page + "#step-" + String(number))
            w.endObject()
        }
        for group in recipe.stepGroups {
            if let title = group.title {
                w.beginObject()
                w.string("@type", "HowToSection")
                w.string("name", title)
                w.int("position", items + 1)
                w.beginArray("itemListElement")
                for (index, block) in group.steps.enumerated() { step(block, position: index + 1) }
                w.endArray()
                w.endObject()
                items += 1
            } else {
                // Untitled steps sit in the list itself, numbered on from its items.
                for block in group.steps {
                    step(block, position: items + 1)
                    items += 1
                }
            }
        }
    }

    /// Compact JSON written into bytes as `JSON.serialized()` writes it: members and
    /// elements separated by commas, strings escaped by `JSON.writeString`.
    struct Writer {
        var out: [UInt8] = []
        /// Whether the open object or array has a member or element already.
        private var follows = false

        private mutating func separate() {
            if follows { out.append(UInt8(ascii: ",")) }
            follows = true
        }

        private mutating func key(_ key: String) {
            separate()
            JSON.writeString(key, to: &out)
            out.append(UInt8(ascii: ":"))
        }

        /// An object: a member named `key`, or an element of the open array when nil.
        mutating func beginObject(_ name: String? = nil) {
            if let name { key(name) } else { separate() }
            out.append(UInt8(ascii: "{"))
            follows = false
        }

        mutating func endObject() {
            out.append(UInt8(ascii: "}"))
            follows = true
        }

        mutating func beginArray(_ name: String) {
            key(name)
            out.append(UInt8(ascii: "["))
            follows = false
        }

        mutating func endArray() {
            out.append(UInt8(ascii: "]"))
            follows = true
        }

        mutating func string(_ name: String, _ value: String) {
            key(name)
            JSON.writeString(value, to: &out)
        }

        mutating func int(_ name: String, _ value: Int) {
            key(name)
            out.append(contentsOf: String(value).utf8)
        }

        /// A string element of the open array.
        mutating func element(_ value: String) {
            separate()
            JSON.writeString(value, to: &out)
        }

        /// `{"@type":"Person","name":…}` as the member `name`.
        mutating func person(_ name: String, _ person: String) {
            beginObject(name)
            string("@type", "Person")
            string("name", person)
            endObject()
        }
    }

    /// schema.org's property and unit for each `nutrition` key it has (`Nutrient.schemaOrg`).
    static let schemaNutrient: [String: (String, String)] = Dictionary(
        uniqueKeysWithValues: Nutrient.allCases.compactMap { nutrient in
            guard let key = nutrient.overrideKey, let property = nutrient.schemaOrg else { return nil }
            return (key, (property, nutrient.unit))
        })
}
