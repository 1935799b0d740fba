import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// One rule per test: a bad value, and the exact code and position it is reported at.
/// Every recipe here is `---`, `title: Plov` (line 2), `ingredients: [rice]` (line 3), then the field under test on line 4.
@Suite struct RecipeFieldRulesTests {
    func decode(_ field: String, config: SiteConfig = SiteConfig()) -> Fixture.Decoded {
        Fixture.decode(Fixture.recipe("title: Plov\ningredients: [rice]\n" + field), config: config)
    }

    func recipe(_ field: String, config: SiteConfig = SiteConfig(), sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Recipe? {
        let result = decode(field, config: config)
        #expect(result.diagnostics.map(\.formatted) == [], sourceLocation: sourceLocation)
        return result.recipe
    }

    // MARK: times

    @Test func timesAreReadInMinutes() {
        let r = recipe("prep_time: 1 h 30 min\ncook_time: PT45M\ntotal_time: 2 d")
        #expect(r?.times == RecipeTimes(prep: 90, cook: 45, total: 2880))
        #expect(r?.times.effectiveTotal == 2880)
    }

    @Test func totalDefaultsToPrepPlusCook() {
        #expect(recipe("prep_time: 10 min\ncook_time: 1 ч 5 мин")?.times.effectiveTotal == 75)
    }

    @Test func bareNumberTimeIsRefusedWithAUnitHint() {
        expectDiagnostic(
            decode("cook_time: 30").diagnostics, "invalid-time", line: 4, column: 12,
            message: "'cook_time' is not a time: '30'", hint: "add a unit: '30 min'")
    }

    @Test func wordTimeIsRefusedWithAnExample() {
        expectDiagnostic(
            decode("prep_time: a while").diagnostics, "invalid-time", line: 4, column: 12,
            hint: "write a time like '45 min'")
    }

    @Test func totalShorterThanItsPartsIsAnError() {
        let result = decode("prep_time: 20 min\ncook_time: 1 h\ntotal_time: 45 min")
        expectDiagnostic(
            result.diagnostics, "invalid-value", line: 6, column: 13,
            message: "'total_time' (45 min) is shorter than prep_time + cook_time (1 h 20 min)")
    }

    // MARK: date

    @Test func dateIsParsed() {
        #expect(recipe("date: 2024-02-29")?.date == RecipeDate(year: 2024, month: 2, day: 29))
    }

    @Test(arguments: ["2023-02-29", "2024-13-01", "2024-04-31", "2024-3-1", "01.03.2024", "2024-03-01T10:00", "today"])
    func impossibleOrMisformattedDatesAreRefused(_ text: String) {
        expectDiagnostic(
            decode("date: \(text)").diagnostics, "invalid-date", line: 4, column: 7,
            message: "'date' must be a real date written YYYY-MM-DD, not '\(text)'", hint: "date: 2024-03-21")
    }

    @Test
    func signedDatePartsAreRefused() {
        expectDiagnostic(decode("date: 2024-+1-+5").diagnostics, "invalid-date", line: 4, column: 7)
    }

    // MARK: tags, diets, difficulty

    @Test func duplicateTagIsAWarningAndKeepsTheFirst() {
        let result = decode("tags: [Soup, quick, soup]")
        expectDiagnostic(result.diagnostics, "duplicate-tag", line: 4, column: 21, severity: .warning, message: "the tag 'soup' is given twice")
        #expect(result.recipe?.tags == ["Soup", "quick"])
    }

    @Test func tagWithoutLettersIsAnError() {
        expectDiagnostic(
            decode("tags:\n  - soup\n  - \"#\"").diagnostics, "invalid-value", line: 6, column: 5,
            message: "the tag '#' has no letters or digits")
    }

    @Test func singleTagIsAListOfOne() {
        #expect(recipe("tags: soup")?.tags == ["soup"])
    }

    @Test func unknownDietIsReportedPerItemWithSuggestion() {
        let result = decode("diets: [vegan, vegetarain, paleo]")
        #expect(result.diagnostics.positions == ["4:16 invalid-value", "4:28 invalid-value"])
        #expect(result.diagnostics.first?.hint == "did you mean 'vegetarian'?")
        #expect(result.diagnostics.last?.message.hasPrefix("'diets' must be one of vegetarian, vegan,") == true)
    }

    @Test func diagnosticColumnsCountCharactersAfterCyrillic() {
        #expect(decode("diets: [веган, xyz]").diagnostics.positions == ["4:9 invalid-value", "4:16 invalid-value"])
    }

    @Test func unknownDifficultyGetsASuggestion() {
        expectDiagnostic(
            decode("difficulty: meduim").diagnostics, "invalid-value", line: 4, column: 13,
            message: "'difficulty' must be one of easy, medium, hard, not 'meduim'", hint: "did you mean 'medium'?")
    }

    // MARK: numbers

    @Test(arguments: ["0", "1001", "4.5", "four", "-2", "1e2"])
    func servingsMustBeAWholeNumberInRange(_ text: String) {
        expectDiagnostic(
            decode("servings: \(text)").diagnostics, "invalid-value", line: 4, column: 11,
            message: "'servings' must be a whole number from 1 to 1000, not '\(text)'")
    }

    @Test func servingsAtTheLimitsAreAccepted() {
        #expect(recipe("servings: 1")?.servings == 1)
        #expect(recipe("servings: 1000")?.servings == 1000)
    }

    @Test(arguments: [("4.5", 9), ("0", 0), ("5", 10), ("3.0", 6), ("0.5", 1)])
    func ratingIsReadInHalves(_ text: String, _ halves: Int) {
        #expect(recipe("rating: \(text)")?.rating?.halves == halves)
    }

    @Test(arguments: ["4.3", "5.5", "-1", "6", "4.25", "great"])
    func ratingOutsideZeroToFiveInHalvesIsRefused(_ text: String) {
        expectDiagnostic(
            decode("rating: \(text)").diagnostics, "invalid-value", line: 4, column: 9,
            message: "'rating' must be a number from 0 to 5 (halves allowed), not '\(text)'")
    }

    @Test func costIsAnAmountAndACurrency() {
        #expect(recipe("cost: 6.50 EUR")?.cost == Cost(amount: Decimal(significand: 650, scale: 2), currency: "EUR"))
    }

    @Test(arguments: ["12 eur", "12.40", "EUR 12.40", "12,40 EUR", "-3 EUR", "12.40 EURO"])
    func malformedCostIsRefused(_ text: String) {
        expectDiagnostic(
            decode("cost: \(text)").diagnostics, "invalid-value", line: 4, column: 7,
            message: "'cost' must be an amount and a currency code, like '12.40 EUR', not '\(text)'")
    }

    @Test func nutritionOverridesAreExactDecimals() {
        let r = recipe("nutrition:\n  calories: 420\n  fat: 12.5\n  sodium: 0")
        #expect(r?.nutrition.map(\.key) == ["calories", "fat", "sodium"])
        #expect(r?.nutrition.map(\.value.description) == ["420", "12.5", "0"])
    }

    @Test func unknownNutrientIsReportedAtItsKey() {
        expectDiagnostic(
            decode("nutrition:\n  calories: 420\n  protien: 3").diagnostics, "unknown-field", line: 6, column: 3,
            message: "unknown nutrient 'protien'", hint: "did you mean 'protein'?")
    }

    @Test func negativeNutrientIsRefusedWithItsUnit() {
        expectDiagnostic(
            decode("nutrition:\n  sodium: -5").diagnostics, "invalid-value", line: 5, column: 11,
            message: "'nutrition.sodium' must be a number of at least 0, not '-5'", hint: "the unit is mg per serving")
    }

    @Test func nutrientAsListIsAWrongType() {
        expectDiagnostic(
            decode("nutrition:\n  sugar: [1, 2]").diagnostics, "wrong-type", line: 5, column: 10,
            message: "'nutrition.sugar' must be a single value, not a list")
    }

    @Test func nutritionAsOneValueIsAWrongType() {
        expectDiagnostic(
            decode("nutrition: 420 kcal").diagnostics, "wrong-type", line: 4, column: 12,
            message: "'nutrition' must be a mapping like 'calories: 420'")
    }

    // MARK: source and category

    @Test(arguments: ["example.org/plov", "ftp://example.org/plov", "https://x", "https://example.org/a b"])
    func sourceMustBeAWebAddress(_ text: String) {
        expectDiagnostic(
            decode("source: \"\(text)\"").diagnostics, "invalid-url", line: 4, column: 9,
            message: "'source' must be a web address starting with https:// or http://")
    }

    @Test func anyCategoryIsAcceptedWhenTheSiteListsNone() {
        #expect(recipe("category: Breakfast")?.category == "Breakfast")
    }

    @Test func categoryMatchesByNameOrSlugAndUsesTheConfiguredName() {
        let config = Fixture.config(categories: ["Main dishes", "Soups"])
        #expect(recipe("category: main-dishes", config: config)?.category == "Main dishes")
        #expect(recipe("category: Soups", config: config)?.category == "Soups")
    }

    @Test func unknownCategoryGetsASuggestion() {
        let config = Fixture.config(categories: ["Main dishes", "Soups"])
        expectDiagnostic(
            decode("category: Soup", config: config).diagnostics, "unknown-category", line: 4, column: 11,
            message: "'Soup' is not a category of this site", hint: "did you mean 'Soups'?")
    }

    @Test func unknownCategoryFarFromAnyListsThemAll() {
        let config = Fixture.config(categories: ["Main dishes", "Soups"])
        expectDiagnostic(
            decode("category: Breakfast", config: config).diagnostics, "unknown-category", line: 4, column: 11,
            hint: "the categories are listed in content/site.yaml: Main dishes, Soups")
    }
}
