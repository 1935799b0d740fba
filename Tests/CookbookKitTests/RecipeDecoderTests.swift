import CookbookQuantities
import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// Whole-recipe decoding, required fields, types and the YAML 1.1 traps.
@Suite struct RecipeDecoderTests {
    static let complete = """
        ---
        title: Plov
        slug: uzbek-plov
        summary: Rice with lamb.
        author: Aigerim
        date: 2024-03-01
        image:
          src: ../images/plov.jpg
          alt: A pot of plov
        images: [/images/plov2.jpg]
        category: Main dishes
        cuisine: Uzbek
        tags: [rice, Lamb, one pot]
        diets: [halal, Gluten-Free]
        difficulty: Medium
        servings: 6
        yield: one big pot
        prep_time: 20 min
        cook_time: 1 h 10 min
        total_time: PT1H45M
        equipment: [kazan, skimmer]
        ingredients:
          - 500 g rice
          - 500 g lamb
        source: https://example.org/plov
        nutrition:
          calories: 650
          protein: 32.5
        cost: 12.40 EUR
        rating: 4.5
        featured: true
        draft: false
        ---
        An intro.

        ## Steps

        1. Fry the lamb.
        2. Add rice.

        ## Notes

        - Best the next day.

        ## Tips

        - Use a kazan.

        ## History

        Very old.
        """

    /// A recipe's fields live in one shared box (`Recipe.Storage`): a copy is still a value
    /// of its own, changed alone, and equal to the original until then.
    @Test func aCopiedRecipeChangesAlone() throws {
        let result = Fixture.decode(
            Self.complete, config: Fixture.config(categories: ["Main dishes", "Soups"]),
            contentFiles: ["images/plov.jpg", "images/plov2.jpg"])
        let original = try #require(result.recipe)
        var copy = original
        #expect(copy == original)
        copy.title = "Pilaf"
        copy.ingredients[0].lines[0].text = "600 g rice"
        copy.tags.append("new")
        #expect(original.title == "Plov" && copy.title == "Pilaf")
        #expect(original.ingredients[0].lines[0].text == "500 g rice" && copy.ingredients[0].lines[0].text == "600 g rice")
        #expect(!original.tags.contains("new") && copy.tags.contains("new"))
        #expect(copy != original)
        var again = copy
        again.title = "Plov"
        again.ingredients = original.ingredients
        again.tags = original.tags
        #expect(again == original && copy.title == "Pilaf")
        var recipes = [original, original]
        recipes[1].slug = "other"
        #expect(recipes[0].slug == "uzbek-plov" && recipes[1].slug == "other" && original.slug == "uzbek-plov")
    }

    @Test func completeRecipeDecodesEveryField() throws {
        let result = Fixture.decode(
            Self.complete, config: Fixture.config(categories: ["Main dishes", "Soups"]),
            contentFiles: ["images/plov.jpg", "images/plov2.jpg"])
        #expect(result.diagnostics.map(\.formatted) == [])
        let r = try #require(result.recipe)
        #expect(r.sourcePath == "content/recipes/plov.md")
        #expect(r.title == "Plov")
        #expect(r.slug == "uzbek-plov")
        #expect(r.summary == "Rice with lamb.")
        #expect(r.author == "Aigerim")
        #expect(r.date == RecipeDate(year: 2024, month: 3, day: 1))
        #expect(r.images == [ImageRef(path: "images/plov.jpg", alt: "A pot of plov"), ImageRef(path: "images/plov2.jpg", alt: "Plov")])
        #expect(r.category == "Main dishes")
        #expect(r.cuisine == "Uzbek")
        #expect(r.tags == ["rice", "Lamb", "one pot"])
        #expect(r.diets == [.halal, .glutenFree])
        #expect(r.difficulty == .medium)
        #expect(r.servings == 6)
        #expect(r.yield == "one big pot")
        #expect(r.times == RecipeTimes(prep: 20, cook: 70, total: 105))
        #expect(r.equipment == ["kazan", "skimmer"])
        #expect(r.ingredients.count == 1)
        #expect(r.ingredients[0].title == nil)
        #expect(r.ingredients[0].lines.map(\.text) == ["500 g rice", "500 g lamb"])
        #expect(r.ingredients[0].lines.map(\.location.line) == [23, 24])
        #expect(r.ingredients[0].lines.map(\.location.column) == [5, 5])
        #expect(r.source == "https://example.org/plov")
        #expect(
            r.nutrition == [
                NutritionOverride(key: "calories", value: Decimal(significand: 650, scale: 0)),
                NutritionOverride(key: "protein", value: Decimal(significand: 325, scale: 1)),
            ])
        #expect(r.cost == Cost(amount: Decimal(significand: 1240, scale: 2), currency: "EUR"))
        #expect(r.rating?.halves == 9)
        #expect(r.featured)
        #expect(!r.draft)
        #expect(r.intro.map(\.text) == ["An intro."])
        #expect(r.allSteps.map(\.text) == ["Fry the lamb.", "Add rice."])
        #expect(r.notes.map(\.text) == ["Best the next day."])
        #expect(r.tips.map(\.text) == ["Use a kazan."])
        #expect(r.otherSections.map(\.title) == ["History"])
    }

    @Test func minimalRecipeGetsDefaults() throws {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]"), path: "recipes/Плов по-узбекски.md")
        #expect(result.diagnostics.isEmpty)
        let r = try #require(result.recipe)
        #expect(r.slug == "plov-po-uzbekski")
        #expect(r.images.isEmpty && r.tags.isEmpty && r.diets.isEmpty)
        #expect(r.difficulty == nil && r.servings == nil && r.date == nil)
        #expect(r.times == RecipeTimes(prep: nil, cook: nil, total: nil))
        #expect(!r.featured && !r.draft)
    }

    @Test func ingredientGroupsKeepTheirTitlesAndOrder() throws {
        let text = Fixture.recipe("title: Pie\ningredients:\n  For the dough:\n    - flour\n    - water\n  Filling:\n    - apples\n")
        let r = try #require(Fixture.decode(text).recipe)
        #expect(r.ingredients.map(\.title) == ["For the dough", "Filling"])
        #expect(r.ingredients.map { $0.lines.map(\.text) } == [["flour", "water"], ["apples"]])
    }

    // MARK: YAML 1.1 surprises

    @Test func titleNoStaysTheStringNo() throws {
        let r = try #require(Fixture.decode(Fixture.recipe("title: no\ningredients: [rice]")).recipe)
        #expect(r.title == "no")
    }

    @Test func numbersAndDatesAsTextStayText() throws {
        let r = try #require(Fixture.decode(Fixture.recipe("title: 1.10\ncuisine: NO\nyield: 010\ningredients: [010 eggs, 1:30]")).recipe)
        #expect(r.title == "1.10")
        #expect(r.cuisine == "NO")
        #expect(r.yield == "010")
        #expect(r.ingredients[0].lines.map(\.text) == ["010 eggs", "1:30"])
    }

    @Test func featuredYesIsAnError() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]\nfeatured: yes"))
        #expect(result.recipe == nil)
        expectDiagnostic(result.diagnostics, "wrong-type", line: 4, column: 11, message: "'featured' must be true or false, not 'yes'")
    }

    @Test(arguments: ["no", "off", "True", "1", "y"])
    func draftAcceptsOnlyTrueOrFalse(_ value: String) {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ndraft: \(value)\ningredients: [rice]"))
        expectDiagnostic(result.diagnostics, "wrong-type", line: 3, column: 8, message: "'draft' must be true or false, not '\(value)'")
    }

    // MARK: required fields, types, unknown fields

    @Test func missingTitleAndIngredientsAreReportedAtTheStartOfTheFrontMatter() {
        let result = Fixture.decode(Fixture.recipe("summary: Nice."))
        #expect(result.recipe == nil)
        #expect(result.diagnostics.positions == ["2:1 missing-field", "2:1 missing-field"])
        #expect(result.diagnostics.map(\.message) == ["'title' is required", "'ingredients' is required"])
        #expect(result.diagnostics.first?.hint == "add a line 'title: ...' to the front matter")
    }

    @Test func nullTitleCountsAsMissing() {
        let result = Fixture.decode(Fixture.recipe("title: ~\ningredients: [rice]"))
        expectDiagnostic(result.diagnostics, "missing-field", line: 2, column: 1, message: "'title' is required")
    }

    @Test func emptyQuotedTitleIsAnEmptyValue() {
        let result = Fixture.decode(Fixture.recipe("title: \"  \"\ningredients: [rice]"))
        expectDiagnostic(result.diagnostics, "empty-value", line: 2, column: 8, message: "'title' is empty")
    }

    @Test func listWhereAValueBelongsIsAWrongType() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\nsummary:\n  - a\n  - b\ningredients: [rice]"))
        expectDiagnostic(
            result.diagnostics, "wrong-type", line: 4, column: 3,
            message: "'summary' must be a single value, not a list", hint: "write it on one line: summary: value")
    }

    @Test func mappingWhereAListBelongsIsAWrongType() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\nequipment: {pot: big}\ningredients: [rice]"))
        expectDiagnostic(result.diagnostics, "wrong-type", line: 3, column: 12, message: "'equipment' must be a list, not a mapping")
    }

    @Test func ingredientsAsOneValueIsAWrongType() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: rice and lamb"))
        expectDiagnostic(result.diagnostics, "wrong-type", line: 3, column: 14, message: "'ingredients' must be a list, not a single value")
    }

    @Test func ingredientGroupThatIsNotAListIsAWrongType() {
        let result = Fixture.decode(Fixture.recipe("title: Pie\ningredients:\n  Dough: flour\n  Filling: [apples]"))
        expectDiagnostic(result.diagnostics, "wrong-type", line: 4, column: 10, message: "the ingredient group 'Dough' must be a list")
    }

    @Test func unquotedColonMakesAnIngredientAMappingWithAHint() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients:\n  - rice\n  - salt: to taste"))
        expectDiagnostic(
            result.diagnostics, "wrong-type", line: 5, column: 5,
            message: "an ingredient must be one line of text, not a mapping", hint: "quote a line that contains ': '")
    }

    @Test func emptyIngredientLineIsReported() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients:\n  - rice\n  - \"\""))
        expectDiagnostic(result.diagnostics, "empty-value", line: 5, column: 5, message: "empty ingredient line")
    }

    @Test func emptyIngredientListIsReported() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: []"))
        expectDiagnostic(result.diagnostics, "missing-field", line: 3, column: 14, message: "'ingredients' is empty")
    }

    @Test
    func emptyIngredientListIsReportedNextToOtherErrors() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\nslug: Bad Slug\ningredients: []"))
        #expect(result.diagnostics.positions == ["3:7 invalid-slug", "4:14 missing-field"])
    }

    @Test func unknownFieldIsReportedAtItsKeyWithASuggestion() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]\nservigns: 4"))
        expectDiagnostic(
            result.diagnostics, "unknown-field", line: 4, column: 1,
            message: "unknown field 'servigns' in the recipe's front matter", hint: "did you mean 'servings'?")
    }

    @Test func unknownFieldFarFromAnyNameGetsTheDocsHint() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]\ncolour: red"))
        expectDiagnostic(result.diagnostics, "unknown-field", line: 4, column: 1, hint: "docs/recipe-format.md")
    }

    // MARK: slug and steps

    @Test func invalidGivenSlugIsReportedWithASuggestion() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\nslug: Uzbek Plov\ningredients: [rice]"))
        expectDiagnostic(
            result.diagnostics, "invalid-slug", line: 3, column: 7,
            message: "not 'Uzbek Plov'", hint: "for example: slug: uzbek-plov")
    }

    @Test func fileNameWithoutLettersCannotMakeASlug() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]"), path: "recipes/!!!.md")
        expectDiagnostic(
            result.diagnostics, "invalid-slug", line: 1, column: 1, path: "content/recipes/!!!.md",
            message: "cannot make a page name from the file name '!!!'")
    }

    @Test func recipeWithoutStepsSectionIsAnError() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]", body: "Just cook it.\n"))
        expectDiagnostic(
            result.diagnostics, "missing-steps", line: 1, column: 1,
            message: "the recipe has no steps", hint: "add a section '## Steps'")
    }

    @Test func stepsUnderAnUnknownHeadingGetAHintNamingIt() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]", body: "\n## How to cook\n\n1. Cook.\n"))
        expectDiagnostic(result.diagnostics, "missing-steps", line: 1, column: 1, hint: "found '## How to cook'")
    }

    @Test func ingredientsWrittenInTheBodyGetAnErrorAtTheirHeading() {
        // A Russian recipe copied from a site: the list under "## Ингредиенты", the steps
        // under a heading cookbook does not know; both hints speak of the body's headings.
        var config = SiteConfig()
        config.languages = ["en", "ru"]
        let text = Fixture.recipe(
            "title: Сырники\nlanguage: ru", body: "\n## Ингредиенты:\n\n- творог 500 г\n\n## Как готовить\n\n1. Смешать.\n")
        let result = Fixture.decode(text, config: config)
        expectDiagnostic(
            result.diagnostics, "missing-field", line: 6, column: 1,
            message: "the list under '## Ингредиенты:' is not read", hint: "as 'ingredients:'")
        expectDiagnostic(result.diagnostics, "missing-steps", line: 1, column: 1, hint: "the steps go under '## Приготовление'")
        // The steps hint names the unknown heading the steps may be under, not the
        // ingredient list's (which the missing-field error is about).
        expectDiagnostic(result.diagnostics, "missing-steps", line: 1, column: 1, hint: "found '## Как готовить'")
        let stepsHint = result.diagnostics.first { $0.code == "missing-steps" }?.hint ?? ""
        #expect(!stepsHint.contains("Ингредиенты"))
        // Without such a heading the error stays at the front matter.
        let bare = Fixture.decode(Fixture.recipe("title: Plov"))
        expectDiagnostic(bare.diagnostics, "missing-field", line: 2, column: 1, message: "'ingredients' is required", hint: "to the front matter")
    }

    @Test func aRussianRecipeWithoutItsLanguageIsAWarning() {
        let text = Fixture.recipe("title: Сырники\ningredients:\n  - творог 500 г\n  - яйца 2 шт.")
        let result = Fixture.decode(text)
        expectDiagnostic(
            result.diagnostics, "unmarked-language", line: 2, column: 8, severity: .warning,
            message: "looks written in Russian (ru) but is read as English (en)", hint: "and 'ru' to 'languages' in content/site.yaml: [en, ru]")
        var config = SiteConfig()
        config.languages = ["en", "ru"]
        #expect(Fixture.decode(text, config: config).diagnostics.first { $0.code == "unmarked-language" }?.hint == "add 'language: ru' to its front matter")
        // Said in the front matter, or written in English: nothing to say.
        #expect(!Fixture.decode(Fixture.recipe("title: Сырники\nlanguage: ru\ningredients:\n  - творог 500 г"), config: config).diagnostics.contains { $0.code == "unmarked-language" })
        #expect(!Fixture.decode(Fixture.recipe("title: Борщ\ningredients:\n  - 500 g beetroot\n  - 1 onion")).diagnostics.contains { $0.code == "unmarked-language" })
        // A Ukrainian cookbook's recipe without ї, є or ґ looks Russian to the guess: no
        // warning (and no advice to mark it Russian) where the site has such a language.
        let ukrainian = Fixture.recipe("title: Борщ український\ningredients:\n  - буряк 2 шт\n  - капуста 300 г\n  - картопля 3 шт")
        var uk = SiteConfig()
        uk.language = "uk"
        uk.languages = ["uk"]
        #expect(LanguageCode.guess(fromScript: ["Борщ український", "буряк 2 шт", "капуста 300 г", "картопля 3 шт"]) == "ru")
        #expect(!Fixture.decode(ukrainian, config: uk).diagnostics.contains { $0.code == "unmarked-language" })
        var englishAndUkrainian = SiteConfig()
        englishAndUkrainian.languages = ["en", "uk"]
        #expect(!Fixture.decode(ukrainian, config: englishAndUkrainian).diagnostics.contains { $0.code == "unmarked-language" })
    }

    @Test func emptyStepsSectionIsReportedAtItsHeading() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]", body: "\n## Steps\n\nCook it.\n"))
        expectDiagnostic(result.diagnostics, "missing-steps", line: 6, column: 1, message: "the Steps section has no list items")
    }
}

@Suite struct IngredientDecodingTests {
    @Test func linesAreParsedInTheRecipesLanguage() throws {
        let r = try #require(Fixture.decode(Fixture.recipe("title: Plov\ningredients:\n  - 1 1/2 cups milk\n  - 2-3 cloves garlic, crushed")).recipe)
        let lines = r.ingredients[0].lines.compactMap(\.parsed)
        #expect(lines.map { $0.quantity?.description } == ["3/2", "2-3"])
        #expect(lines.map(\.unit) == ["cup", "clove"])
        #expect(lines.map(\.name) == ["milk", "garlic"])
        #expect(lines[1].note == "crushed")
    }

    @Test func anUnknownUnitPointsAtItsColumn() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients:\n  - 2 tbsps sugar\n  - 1 tbp salt"))
        expectDiagnostic(result.diagnostics, "unknown-unit", line: 5, column: 7)
    }

    @Test func theStructuredFormIsReadAndCanBePinned() throws {
        let r = try #require(
            Fixture.decode(
                Fixture.recipe(
                    "title: Plov\ningredients:\n  - {item: flour, amount: \"1 1/2\", unit: cup, note: sifted}\n  - {item: salt, amount: 1, unit: tsp, scale: false}")
            ).recipe)
        let lines = r.ingredients[0].lines
        #expect(lines.map(\.text) == ["1 1/2 cup flour, sifted", "1 tsp salt"])
        #expect(lines[0].parsed?.quantity?.description == "3/2")
        #expect(lines[0].parsed?.note == "sifted")
        #expect(lines[1].parsed?.pinned == true)
    }

    @Test func aStructuredFormWithABadUnitIsAnErrorAtTheUnit() {
        let result = Fixture.decode(Fixture.recipe("title: Plov\ningredients:\n  - {item: flour, amount: 2, unit: cpu}"))
        expectDiagnostic(result.diagnostics, "unknown-unit", line: 4, column: 36)
    }
}
