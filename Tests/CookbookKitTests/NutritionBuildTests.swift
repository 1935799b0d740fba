import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookTheme

/// The nutrition stage inside the build: the decoder's `{food=...}`, the site setting,
/// the page section, JSON-LD, diet errors, search data and `inspect`.
@Suite struct NutritionBuildTests {
    static func site(_ recipe: String, config: String = "title: Book\nlanguages: [en, ru]\n", extra: [String: String] = [:]) -> [String: String] {
        ["/site/content/site.yaml": config, "/site/content/recipes/cake.md": recipe].merging(extra) { a, _ in a }
    }

    /// 200 g sugar (USDA 19335: 387 kcal, 99.98 g carbohydrate per 100 g) and 100 g butter
    /// (01001: 717 kcal, 81.11 g fat, 51.368 g saturated, 215 mg cholesterol, 643 mg sodium).
    static let cake = """
        ---
        title: Butter Sugar
        servings: 2
        ingredients:
          - 200 g sugar
          - 100 g butter
        ---
        ## Steps

        1. Mix.
        """

    func build(_ files: [String: String], options: BuildOptions = .init()) async -> BuildResult {
        await Builder.build(root: "/site", options: options, fileSystem: .memory(files))
    }

    func page(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: decoding

    @Test func theFoodIsTakenOutOfTheLineAndKept() throws {
        let decoded = Fixture.decode(
            Fixture.recipe(
                """
                title: T
                ingredients:
                  - 2 onions, sliced {food=shallot}
                  - {item: curd, amount: 500, unit: g, food: Cottage-Cheese}
                """))
        let recipe = try #require(decoded.recipe)
        let lines = recipe.ingredients[0].lines
        #expect(lines[0].text == "2 onions, sliced")
        #expect(lines[0].food == "shallot")
        #expect(lines[0].parsed?.name == "onions")
        #expect(lines[1].food == "cottage-cheese")
        let nutrition = NutritionCalculator.compute(recipe: recipe).value
        #expect(nutrition.ingredients.map { $0.match?.entry.id } == ["shallot", "cottage-cheese"])
        #expect(nutrition.ingredients.map { $0.match?.how } == [.explicit, .explicit])
        #expect(nutrition.ingredients[1].grams == 500)
    }

    @Test func aWrongFoodIsReportedAtItsLine() async {
        let recipe = """
            ---
            title: Onions
            servings: 2
            ingredients:
              - 2 onions {food=shalot}
              - {item: curd, amount: 500, unit: g, food: cottage-chese}
            ---
            ## Steps

            1. Cook.
            """
        let result = await build(Self.site(recipe))
        #expect(
            result.diagnostics.map(\.formatted) == [
                "content/recipes/cake.md:5:5: warning: 'shalot' is not a food of the ingredient dictionary [unknown-food]\n  hint: did you mean 'shallot'?",
                "content/recipes/cake.md:6:5: warning: 'cottage-chese' is not a food of the ingredient dictionary [unknown-food]\n  hint: did you mean 'cottage-cheese'?",
            ])
        // `food:` must be one id.
        let list = recipe.replacingOccurrences(of: "food: cottage-chese}", with: "food: [cottage-cheese]}")
        let wrong = await build(Self.site(list)).diagnostics.map(\.formatted)
        #expect(
            wrong == [
                "content/recipes/cake.md:6:46: error: 'food' must be a single value, not a list [wrong-type]\n  hint: write it on one line: food: value"
            ])
    }

    @Test func siteSettings() {
        func decode(_ yaml: String) -> Outcome<SiteConfig> {
            ConfigDecoder.decode(
                SourceFile(contentPath: "site.yaml", displayPath: "content/site.yaml", bytes: Array(yaml.utf8)),
                contentFiles: [], escapingFiles: [])
        }
        #expect(decode("title: A\n").value.nutrition.dailyValues == .fda2016)
        #expect(decode("title: A\n").value.nutritionEnabled)
        let eu = decode("nutrition: {daily_values: eu, enabled: false}\n")
        #expect(eu.diagnostics.isEmpty)
        #expect(eu.value.nutrition.dailyValues == .eu)
        #expect(!eu.value.nutritionEnabled)
        let bad = decode("nutrition:\n  daily_values: uk\n  show: yes\n")
        #expect(bad.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["2:17 invalid-value", "3:3 unknown-field"])
        #expect(decode("nutrition: eu\n").diagnostics.map(\.code) == ["wrong-type"])
    }

    // MARK: the page

    @Test func theRecipePageShowsChartsAndTheTable() async {
        let translation = "---\ntitle: Масло с сахаром\n---\n## Шаги\n\n1. Смешайте.\n"
        let result = await build(Self.site(Self.cake, extra: ["/site/content/recipes/cake.ru.md": translation]))
        #expect(result.diagnostics.map(\.code) == ["missing-translation"])  // the site's title in Russian
        let html = page(result, "recipes/cake.html")
        // 200 × 3.87 + 100 × 7.17 = 1491 kcal in 300 g; per serving 745.5 → 746; per 100 g 497.
        // kJ: 200 × 16.18 + 100 × 29.99 = 6235; per serving 3117.5 → 3118; per 100 g 2078.3.
        #expect(html.contains("<tr><th scope=\"row\">Energy</th><td>746\u{A0}kcal<span class=\"also\">3118\u{A0}kJ</span></td><td>497\u{A0}kcal<span class=\"also\">2078\u{A0}kJ</span></td><td></td></tr>"))
        // Fat 81.11 / 2 = 40.555 g → 40.6 g, 52% of the FDA's 78 g; per 100 g 27.04 → 27 g.
        #expect(html.contains("<tr><th scope=\"row\">Fat</th><td>40.6\u{A0}g</td><td>27\u{A0}g</td><td>52%</td></tr>"))
        // Carbohydrate: 199.96 + 0.06 = 200.02 g / 2 = 100 g, 36% of 275 g.
        #expect(html.contains("<tr><th scope=\"row\">Carbohydrate</th><td>100\u{A0}g</td><td>66.7\u{A0}g</td><td>36%</td></tr>"))
        #expect(html.contains("<h2 id=\"nutrition-heading\">Nutrition</h2>"))
        #expect(html.contains("Per serving, for the recipe as written (2 servings): changing the servings above does not change these values."))
        #expect(html.contains("class=\"nutrition-chart energy-donut\""))
        #expect(html.contains("class=\"nutrition-chart daily-value-bars\""))
        #expect(html.contains("<th scope=\"col\">% Daily Value</th>"))
        #expect(html.contains("Contains milk (allergens checked: gluten, milk, eggs, peanuts, tree nuts, sesame, soy, fish, shellfish)."))
        #expect(html.contains("By its ingredients: vegetarian, pescatarian, gluten-free, egg-free, nut-free."))
        #expect(!html.contains("nutrition-incomplete"))
        // 774 of 1491 kcal from sugar, 717 from butter.
        #expect(html.contains("<p class=\"nutrition-energy-from\">Most of the energy comes from sugar (52%), butter (48%).</p>"))
        // The Russian page shows the same numbers, in its own words and decimal comma.
        let ru = page(result, "ru/recipes/cake.html")
        #expect(ru.contains("<tr><th scope=\"row\">Жиры</th><td>40,6\u{A0}г</td><td>27\u{A0}г</td><td>52%</td></tr>"))
        #expect(ru.contains("(2 порции)"))
        // JSON-LD carries the computed values when every line counted.
        #expect(html.contains(#""nutrition":{"@type":"NutritionInformation","calories":"746 kcal","fatContent":"40.6 g""#))
    }

    @Test func incompleteValuesSaySoAndStayOutOfJSONLD() async throws {
        let recipe = Self.cake.replacingOccurrences(of: "  - 100 g butter\n", with: "  - 100 g butter\n  - 50 g kurt\n")
            .replacingOccurrences(of: "servings: 2\n", with: "servings: 2\nnutrition: {protein: 3}\n")
        let result = await build(Self.site(recipe))
        #expect(result.diagnostics.map(\.code) == ["unmatched-ingredient"])
        #expect(result.diagnostics.first?.location.line == 8)
        let html = page(result, "recipes/cake.html")
        #expect(html.contains("<p class=\"nutrition-incomplete\">Incomplete: 1 ingredient is not counted (“50 g kurt”), so the real values are higher.</p>"))
        // Lower bounds do not reach the search index: only the author's protein.
        let site = try #require(result.site)
        let data = NutritionStage.searchData(site.nutrition, strings: [:])
        #expect(data.nutrients(site.recipes[0]) == ["protein": Decimal(significand: 3, scale: 0)])
        #expect(html.contains("<tr><th scope=\"row\">Protein</th><td>3\u{A0}g *</td>"))
        #expect(html.contains("* Value given by the recipe&#39;s author.") || html.contains("* Value given by the recipe's author."))
        // Only the author's value reaches search engines.
        #expect(html.contains(#""nutrition":{"@type":"NutritionInformation","proteinContent":"3 g"}"#))
    }

    @Test func negligibleAndNotCountedLinesAreSaidSo() async {
        let recipe = Self.cake.replacingOccurrences(of: "  - 100 g butter\n", with: "  - 100 g butter\n  - salt to taste\n  - cream, to serve\n")
        let result = await build(Self.site(recipe))
        #expect(result.diagnostics.isEmpty)
        let html = page(result, "recipes/cake.html")
        #expect(html.contains("<p>Counted as too little to matter: “salt to taste”.</p>"))
        #expect(html.contains("<p>Not counted (served on the side or already in the dish): “cream, to serve”.</p>"))
        #expect(!html.contains("nutrition-incomplete"))
    }

    @Test func euReferenceIntakesWhenTheSiteSaysSo() async {
        let result = await build(Self.site(Self.cake, config: "title: Book\nnutrition: {daily_values: eu}\n"))
        let html = page(result, "recipes/cake.html")
        #expect(html.contains("<th scope=\"col\">% Reference intake</th>"))
        // Fat 40.555 g of the EU's 70 g is 58%.
        #expect(html.contains("<tr><th scope=\"row\">Fat</th><td>40.6\u{A0}g</td><td>27\u{A0}g</td><td>58%</td></tr>"))
    }

    @Test func withoutServingsTheWholeRecipeIsShown() async {
        let result = await build(Self.site(Self.cake.replacingOccurrences(of: "servings: 2\n", with: "")))
        let html = page(result, "recipes/cake.html")
        #expect(html.contains("For the whole recipe as written: the recipe gives no number of servings."))
        #expect(html.contains("<tr><th scope=\"row\">Energy</th><td>1491\u{A0}kcal"))
        #expect(!html.contains("daily-value-bars"))
        #expect(!html.contains("energy-donut"))  // its words say "per serving"
    }

    @Test func turnedOffThereIsNoSectionAndNoWarning() async {
        let recipe = Self.cake.replacingOccurrences(of: "  - 100 g butter\n", with: "  - 100 g butter\n  - 50 g kurt\n")
        let result = await build(Self.site(recipe, config: "title: Book\nnutrition: {enabled: false}\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(!page(result, "recipes/cake.html").contains("id=\"nutrition\""))
        #expect(result.site?.nutrition.isEmpty == true)
    }

    // MARK: diets

    @Test func aContradictedDietStopsTheBuild() async {
        let recipe = Self.cake.replacingOccurrences(of: "servings: 2\n", with: "servings: 2\ndiets: [vegan, gluten-free]\n")
        let result = await build(Self.site(recipe))
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "content/recipes/cake.md:7:5: error: 'vegan' but 'butter' (line 7) is dairy [diet-contradiction]\n  hint: remove 'vegan' from diets, or use another ingredient"
            ])
        // Also with nutrition turned off: the claim is still checked.
        let off = await build(Self.site(recipe, config: "nutrition: {enabled: false}\n"))
        #expect(off.diagnostics.map(\.code) == ["diet-contradiction"])
    }

    // MARK: search and inspect

    @Test func searchDataFromTheNutritionStage() async throws {
        let result = await build(Self.site(Self.cake))
        let site = try #require(result.site)
        let strings = try #require(UIStrings.parse(BuiltinTheme.files["i18n/en.yaml"]!, language: "en", path: "en.yaml").value ?? nil)
        let data = NutritionStage.searchData(site.nutrition, strings: ["en": strings])
        let recipe = site.recipes[0]
        let values = try #require(data.nutrients(recipe))
        #expect(values["calories"] == Decimal(significand: 746, scale: 0))
        #expect(values["fat"] == Decimal(significand: 406, scale: 1))
        #expect(data.allergens(recipe) == ["dairy"])
        func line(_ text: String, food: String? = nil) -> IngredientLine {
            IngredientLine(
                text: text, location: SourceLocation(path: "x", line: 1, column: 1),
                parsed: IngredientLineParser.parse(text, language: "en").value, food: food)
        }
        #expect(data.aisle(line("3 carrots"), "en", nil) == "Fruit and vegetables")
        #expect(data.aisle(line("1 l milk"), "en", nil) == "Dairy and eggs")
        #expect(data.aisle(line("1 l milk", food: "coconut-milk"), "en", nil) == "Canned and jarred")
        // A line's facts answer for it when they are about it (same place and text, matched
        // in that language); the facts of another line, or matched in another language, do not.
        let milk = line("1 l milk")
        func facts(text: String = "1 l milk", matchedIn: String = "en") -> LineFacts {
            LineFacts(food: "coconut-milk", location: milk.location, text: text, matchedIn: matchedIn)
        }
        #expect(data.food(milk, "en", facts()) == "coconut-milk")
        #expect(data.aisle(milk, "en", facts()) == "Canned and jarred")
        #expect(data.food(milk, "en", facts(text: "2 l milk")) == "milk")
        #expect(data.food(milk, "en", facts(matchedIn: "ru")) == "milk")
        // Made with the build's facts, the hooks are handed each recipe's lines' facts.
        let withFacts = NutritionStage.searchData(site.nutrition, strings: ["en": strings], facts: site.facts)
        let known = try #require(withFacts.lineFacts(recipe.slug, "en"))
        #expect(known.count == recipe.ingredients.reduce(0) { $0 + $1.lines.count })
        #expect(withFacts.lineFacts(recipe.slug, "ru") == nil)
        let first = try #require(recipe.ingredients.first?.lines.first)
        #expect(withFacts.food(first, "en", known[0]) == known[0].food)
        #expect(withFacts.food(first, "en", known[0]) == data.food(first, "en", nil))
    }

    @Test func inspectShowsTheNutritionStage() throws {
        let file = SourceFile(
            contentPath: "recipes/cake.md", displayPath: "content/recipes/cake.md",
            bytes: Array(Self.cake.replacingOccurrences(of: "100 g butter", with: "100 g butter {food=ghee}").utf8))
        let json = Inspector.inspect(files: [file], context: RecipeDecoder.Context(config: SiteConfig(), contentFiles: [], escapingFiles: [])).serialized()
        #expect(json.contains(#""food":"ghee""#))
        #expect(json.contains(#""nutrition":{"incomplete":false,"lines":{"total":2,"matched":2,"weighed":2}"#))
        #expect(json.contains(#""how":"explicit""#))
    }

    /// What the build keeps of a recipe's nutrition to the end (`forPages`): everything
    /// the pages read is the same; each line keeps only its energy of its nutrients.
    @Test func pagesKeepWhatTheyRead() {
        var lines = 0
        for item in ExampleCookbook.items where !item.isTranslation {
            let full = NutritionCalculator.compute(recipe: item.recipe).value
            let slim = full.forPages
            #expect(slim.total == full.total && slim.perServing == full.perServing && slim.per100g == full.per100g)
            #expect(slim.dailyValues == full.dailyValues && slim.diets == full.diets && slim.energySources == full.energySources)
            #expect(slim.ingredients.count == full.ingredients.count)
            for (a, b) in zip(slim.ingredients, full.ingredients) {
                #expect(a.status == b.status && a.match == b.match && a.grams == b.grams && a.text == b.text && a.location == b.location)
                #expect(a.nutrients?[.energy] == b.nutrients?[.energy] && a.kcal == b.nutrients?[.energy])
                // Summed into the recipe's energy sources (kept above); no page reads a line's.
                #expect(a.weighing == nil && a.energy == nil)
                if let nutrients = a.nutrients { #expect(nutrients.values.keys.allSatisfy { $0 == .energy }) }
                lines += 1
            }
        }
        #expect(lines > 50)
    }
}
