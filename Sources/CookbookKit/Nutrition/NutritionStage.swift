import CookbookSupport
import CookbookNutrition
import CookbookQuantities

/// Stage "enrich: nutrition" of the build: every recipe's nutrition, computed in parallel,
/// with its warnings, and the diet-contradiction errors; each recipe's as the pages read it
/// (`RecipeNutrition.forPages`; `cookbook inspect` computes its own, whole). Translations share their
/// original's values (same slug), so only originals are computed.
public enum NutritionStage {
    /// The nutrition of each recipe by slug. With `nutrition: {enabled: false}` in the
    /// config, nothing is computed and only diets are checked.
    /// - Parameter lineNumbers: the number of each recipe's lines in the build's
    ///   `ParsedLines` (`RecipeFile.lineNumbers`, by recipe; empty: none), by which the
    ///   lines are counted; the same result without them.
    ///   `numberedLines` are those lines by number (`ParsedLines.byNumber`).
    static func run(
        _ recipes: [Recipe], config: SiteConfig, lineNumbers: [[Int32]] = [],
        numberedLines: [(line: ParsedIngredient, language: String)] = []
    ) async -> Outcome<[String: RecipeNutrition]> {
        let enabled = config.nutritionEnabled, settings = config.nutrition
        // Every distinct question to the matcher is asked once for the whole build.
        let answers =
            !enabled
            ? .none
            : lineNumbers.count == recipes.count && !numberedLines.isEmpty
                ? await matcherAnswers(recipes, lineNumbers: lineNumbers, numberedLines: numberedLines) : await matcherAnswers(recipes)
        // And every distinct line matched and weighed once.
        let options = GramWeigher.Options(deepFryingAbsorption: settings.deepFryingAbsorption)
        let weighings = enabled ? await NutritionCalculator.Weighings.of(recipes, lineNumbers: lineNumbers, answers: answers, options: options) : .none
        let results = await parallelMap(Array(recipes.indices)) { index -> (slug: String, nutrition: RecipeNutrition?, diagnostics: [Diagnostic]) in
            let recipe = recipes[index]
            guard enabled else { return (recipe.slug, nil, NutritionCalculator.dietContradictions(recipe)) }
            var computed = NutritionCalculator.compute(
                recipe: recipe, config: settings, answers: answers, weighings: weighings,
                lineNumbers: index < lineNumbers.count ? lineNumbers[index] : [])
            let contradictions = NutritionCalculator.dietContradictions(recipe, nutrition: computed.value)
            // What the pages read is kept (`forPages`, made in place: the lines are not
            // copied), as each recipe is done: the whole of every recipe's nutrition is
            // never held at once.
            computed.value.keepForPages()
            return (recipe.slug, computed.value, computed.diagnostics + contradictions)
        }
        var bySlug: [String: RecipeNutrition] = [:]
        var diagnostics: [Diagnostic] = []
        for result in results {
            diagnostics += result.diagnostics
            // Duplicate slugs are an error of the validator; the first recipe keeps the slug.
            if let nutrition = result.nutrition, bySlug[result.slug] == nil { bySlug[result.slug] = nutrition }
        }
        return Outcome(bySlug, diagnostics)
    }

    /// The matcher's answer for every question asked by more than one parsed line of
    /// `recipes` that names no food itself (`IngredientMatcher.Question`), each asked once,
    /// in parallel.
    static func matcherAnswers(_ recipes: [Recipe]) async -> IngredientMatcher.Answers {
        await IngredientMatcher.Answers.of(count: recipes.count) { index in
            let recipe = recipes[index]
            var asked: [(line: ParsedIngredient, language: String)] = []
            for group in recipe.ingredients {
                for line in group.lines where line.food == nil {
                    if let parsed = line.parsed { asked.append((parsed, recipe.language)) }
                }
            }
            return asked
        } solve: { lines in
            // In chunks: one task per question would cost more than most answers.
            let chunks = stride(from: 0, to: lines.count, by: 64).map { Array(lines[$0..<min($0 + 64, lines.count)]) }
            let answered = await parallelMap(chunks) { chunk in chunk.map { IngredientMatcher.match($0.line, language: $0.language) } }
            return answered.flatMap { $0 }
        }
    }

    /// The same, the lines counted by their number in the build's `ParsedLines` when they
    /// have one (`lineNumbers` by recipe, `numberedLines` by number).
    static func matcherAnswers(
        _ recipes: [Recipe], lineNumbers: [[Int32]], numberedLines: [(line: ParsedIngredient, language: String)]
    ) async -> IngredientMatcher.Answers {
        await IngredientMatcher.Answers.of(count: recipes.count, numbered: numberedLines) { index in
            let recipe = recipes[index]
            let numbers = lineNumbers[index]
            var asked: [Int32] = []
            var others: [(line: ParsedIngredient, language: String)] = []
            var place = -1
            for group in recipe.ingredients {
                for line in group.lines {
                    place += 1
                    guard line.food == nil, let parsed = line.parsed else { continue }
                    let number = place < numbers.count ? numbers[place] : ParsedLines.noNumber
                    if number != ParsedLines.noNumber { asked.append(number) } else { others.append((parsed, recipe.language)) }
                }
            }
            return (asked, others)
        } solve: { lines in
            let chunks = stride(from: 0, to: lines.count, by: 64).map { Array(lines[$0..<min($0 + 64, lines.count)]) }
            let answered = await parallelMap(chunks) { chunk in chunk.map { IngredientMatcher.match($0.line, language: $0.language) } }
            return answered.flatMap { $0 }
        }
    }

    /// "Nutrition: 258 of 258 ingredient lines matched to a food and weighed (100%)." for
    /// `cookbook check`; nil when nothing was computed.
    public static func coverage(_ nutrition: [String: RecipeNutrition]) -> String? {
        guard !nutrition.isEmpty else { return nil }
        var lines = 0, weighed = 0, incomplete = 0
        for item in nutrition.values {
            let counts = item.lineCounts
            lines += counts.lines
            weighed += counts.weighed
            if item.incomplete { incomplete += 1 }
        }
        guard lines > 0 else { return nil }
        let percent = weighed * 100 / lines
        var text = "Nutrition: \(weighed) of \(lines) ingredient lines matched to a food and weighed (\(percent)%)"
        if incomplete > 0 { text += "; \(incomplete) recipe\(incomplete == 1 ? " has" : "s have") incomplete values (see the warnings)" }
        return text + "."
    }

    /// What the search index and the pantry page learn from the nutrition stage:
    /// per-serving values, the allergens of fully matched recipes, and each ingredient's
    /// shop aisle in the page's language (`aisle_<name>` of the interface strings).
    /// - Parameter facts: the facts worked out once per line (`Site.facts`: by language and
    ///   recipe); a line without them (or whose facts are not about it) is matched here.
    static func searchData(
        _ nutrition: [String: RecipeNutrition], strings: [String: UIStrings],
        facts: [String: [String: RecipeFacts]] = [:]
    ) -> SearchData {
        /// The line's food as `IngredientMatcher.match(line, language:)` finds it.
        @Sendable func entry(_ line: IngredientLine, _ language: String, _ known: LineFacts?) -> IngredientEntry? {
            if let known, known.isAbout(line, in: language) {
                return known.food.flatMap { IngredientDictionary.entry(id: $0) }
            }
            return IngredientMatcher.match(line, language: language)?.entry
        }
        let aisleNames: [String: [Aisle: String]] = strings.mapValues { local in
            Dictionary(
                uniqueKeysWithValues: Aisle.allCases.compactMap { aisle in
                    local.entries["aisle_" + aisle.rawValue] == nil ? nil : (aisle, local["aisle_" + aisle.rawValue])
                })
        }
        return SearchData(
            nutrients: { recipe in
                // Filters need real values: lower bounds (some line not counted, or foods
                // without data for a nutrient) stay out; the author's values are kept.
                guard let computed = nutrition[recipe.slug], !computed.incomplete, let perServing = computed.perServing else {
                    return SearchData.authorNutrients(recipe)
                }
                return searchValues(perServing)
            },
            allergens: { recipe in
                guard let diets = nutrition[recipe.slug]?.diets, diets.complete else { return nil }
                return Set(diets.allergens.map(\.rawValue))
            },
            knownAllergens: Set(FoodFlag.allergens.map(\.rawValue)),
            lineFacts: { slug, language in facts[language]?[slug]?.lines },
            aisle: { line, language, known in
                guard let entry = entry(line, language, known) else { return nil }
                return aisleNames[language]?[entry.aisle]
            },
            diets: { recipe in
                // Vegan, vegetarian and pescatarian (`Diet.searchDerived`) from the
                // ingredients, when every line matched.
                let shown = Set(Diet.searchDerived)
                let derived = nutrition[recipe.slug].map { $0.diets.complete ? $0.diets.diets.filter(shown.contains) : [] } ?? []
                let all = Set(recipe.diets).union(derived)
                return Diet.allCases.filter(all.contains)
            },
            aisleOrder: { language in Aisle.allCases.compactMap { aisleNames[language]?[$0] } },
            food: { line, language, known in entry(line, language, known)?.id },
            foodNames: { language in IngredientDictionary.all.flatMap { $0.names[language] ?? [] } })
    }

    /// Per-serving values by the keys of the `nutrition` block: kcal and mg whole, grams
    /// with one decimal (salt two).
    static func searchValues(_ amounts: NutrientAmounts) -> [String: Decimal] {
        var values: [String: Decimal] = [:]
        values.reserveCapacity(searchKeys.count)
        for (nutrient, key, places) in searchKeys {
            guard let value = amounts[nutrient], amounts.isComplete(nutrient) else { continue }
            values[key] = SearchData.decimal(value, places: places)
        }
        return values
    }

    /// The nutrients with a key in the `nutrition` block, each with its key and the digits
    /// its search value keeps after the point (worked out once, not per recipe).
    static let searchKeys: [(nutrient: Nutrient, key: String, places: Int)] = Nutrient.allCases.compactMap { nutrient in
        nutrient.overrideKey.map { (nutrient, $0, nutrient.unit == "g" ? (nutrient == .salt ? 2 : 1) : 0) }
    }
}

extension RecipeNutrition {
    /// The nutrition as the pages read it, for the build to hold until its end: each
    /// line's nutrients only as its energy (the facts section names the foods that give
    /// the most) and no weighing notes. A line's nutrients are most of a recipe's
    /// nutrition in memory and were summed into the totals already; `cookbook inspect`,
    /// which shows them, works out its own (docs/performance.md, memory).
    var forPages: RecipeNutrition {
        var slim = self
        slim.keepForPages()
        return slim
    }

    /// Makes this nutrition `forPages` in place (no copy of the lines when it is the only one).
    mutating func keepForPages() {
        for index in ingredients.indices {
            ingredients[index].keepForPages()
        }
    }
}
