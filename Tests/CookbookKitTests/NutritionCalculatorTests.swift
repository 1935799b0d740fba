import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition

@Suite struct NutritionCalculatorTests {
    func recipe(_ ingredients: String, extra: String = "servings: 2") -> Recipe? {
        Fixture.decode(Fixture.recipe("title: Test\n\(extra)\ningredients:\n\(ingredients)")).recipe
    }

    @Test func perServingAndPer100g() throws {
        let r = try #require(recipe("  - 200 g sugar\n  - 100 g butter"))
        let result = NutritionCalculator.compute(recipe: r)
        #expect(result.diagnostics.isEmpty)
        let n = result.value
        // USDA 19335 sugar 387 kcal, 01001 butter 717 kcal per 100 g.
        #expect(abs((n.total[.energy] ?? 0) - (2 * 387 + 717)) < 1e-9)
        #expect(abs((n.perServing?[.energy] ?? 0) - (2 * 387 + 717) / 2.0) < 1e-9)
        #expect(n.totalGrams == 300)
        #expect(abs((n.per100g?[.energy] ?? 0) - (2 * 387 + 717) / 3) < 1e-9)
        // Salt is sodium × 2.5 / 1000: butter has 643 mg sodium per 100 g, sugar 1 mg.
        #expect(abs((n.total[.salt] ?? 0) - (643 + 2) * 2.5 / 1000) < 1e-9)
        #expect(!n.incomplete)
        #expect(n.summary.kcal == n.perServing?[.energy])
    }

    @Test func missingValuesAreUnknownNotZero() throws {
        // USDA has no trans fat for butter oil (01003, ghee); salted butter (01001) has 3.278 g.
        let ghee = try #require(recipe("  - 100 g ghee"))
        #expect(NutritionCalculator.compute(recipe: ghee).value.total[.transFat] == nil)
        let both = try #require(recipe("  - 100 g ghee\n  - 100 g butter"))
        let n = NutritionCalculator.compute(recipe: both).value
        #expect(n.total[.transFat] == 3.278)
        #expect(n.total.partial.contains(.transFat))
        #expect(!n.total.isComplete(.transFat))
        #expect(n.total.isComplete(.fat))
    }

    @Test func theAuthorsValuesOverrideFieldByField() throws {
        let r = try #require(recipe("  - 200 g sugar\n  - 100 g butter", extra: "servings: 2\nnutrition:\n  calories: 500\n  sodium: 400"))
        let n = NutritionCalculator.compute(recipe: r).value
        #expect(n.perServing?[.energy] == 500)
        #expect(abs((n.perServing?[.energyKJ] ?? 0) - 500 * 4.184) < 1e-9)
        #expect(n.perServing?[.sodium] == 400)
        #expect(n.perServing?[.salt] == 1)
        // Not given: computed.
        #expect(n.perServing?[.fat] == n.total[.fat].map { $0 / 2 })
        #expect(n.authorValues == [.energy, .sodium])
        // Per 100 g follows: 500 kcal × 2 servings in 300 g.
        #expect(abs((n.per100g?[.energy] ?? 0) - 1000.0 / 3) < 1e-9)
    }

    @Test func unmatchedLinesWarnWithTheClosestFoods() throws {
        let r = try #require(recipe("  - 200 g sugar\n  - 2 onoins\n  - 1 tbsp unobtainium"))
        let result = NutritionCalculator.compute(recipe: r)
        #expect(result.value.incomplete)
        let warnings = result.diagnostics.filter { $0.code == "unmatched-ingredient" }
        #expect(warnings.count == 2)
        let onion = try #require(warnings.first)
        #expect(onion.severity == .warning)
        #expect(onion.location == CookbookSupport.SourceLocation(path: Fixture.displayPath, line: 6, column: 5))
        #expect(onion.message == "no food found for 'onoins': its nutrition is not counted")
        #expect(onion.hint?.hasPrefix("did you mean 'onion' ({food=onion})") == true)
        #expect(result.value.ingredients.map(\.status) == [.counted, .unmatched, .unmatched])
        #expect(result.value.diets.complete == false)
        #expect(result.value.diets.diets.isEmpty)
    }

    @Test func unweighedLinesWarnAtTheLine() throws {
        let r = try #require(recipe("  - 200 g sugar\n  - feta cheese"))
        let result = NutritionCalculator.compute(recipe: r)
        #expect(result.value.incomplete)
        let warning = try #require(result.diagnostics.first)
        #expect(warning.code == "unweighed-ingredient")
        #expect(warning.location.line == 6)
        #expect(warning.message == "cannot weigh 'feta cheese' (feta): no amount is given")
    }

    @Test func anUnknownFoodIdIsAWarning() throws {
        let r = try #require(recipe("  - 2 onions {food=shalot}"))
        let result = NutritionCalculator.compute(recipe: r)
        #expect(result.diagnostics.map(\.code) == ["unknown-food"])
        #expect(result.diagnostics.first?.hint == "did you mean 'shallot'?")
    }

    @Test func negligibleAndNotCountedLinesAreNotIncomplete() throws {
        let r = try #require(recipe("  - 200 g sugar\n  - salt to taste\n  - sour cream, to serve"))
        let n = NutritionCalculator.compute(recipe: r).value
        #expect(n.ingredients.map(\.status) == [.counted, .negligible, .notCounted])
        #expect(!n.incomplete)
        #expect(n.lineCounts == (matched: 3, weighed: 3, lines: 3))
    }

    @Test func energySourcesUseTheFoodsFactors() throws {
        let r = try #require(recipe("  - 100 g butter"))
        let n = NutritionCalculator.compute(recipe: r).value
        // USDA 01001: protein 0.85 g × 4.27, fat 81.11 g × 8.79, carbohydrate 0.06 g × 3.87.
        #expect(abs(n.energySources.fat - 81.11 * 8.79) < 1e-9)
        #expect(abs(n.energySources.protein - 0.85 * 4.27) < 1e-9)
        #expect(n.energySources.percentages.reduce(0, +) == 100)
        #expect(EnergySources(protein: 1, fat: 1, carbohydrate: 1).percentages == [34, 33, 33, 0])
        #expect(EnergySources().percentages == [0, 0, 0, 0])
    }

    @Test func dailyValuesFollowTheConfig() throws {
        let r = try #require(recipe("  - 100 g butter", extra: "servings: 1"))
        let fda = NutritionCalculator.compute(recipe: r, config: NutritionConfig(dailyValues: .fda2016)).value
        let eu = NutritionCalculator.compute(recipe: r, config: NutritionConfig(dailyValues: .eu)).value
        let fatFDA = try #require(fda.dailyValues.first { $0.nutrient == .fat })
        let fatEU = try #require(eu.dailyValues.first { $0.nutrient == .fat })
        #expect(abs(fatFDA.percent - 81.11 / 78 * 100) < 1e-9)
        #expect(abs(fatEU.percent - 81.11 / 70 * 100) < 1e-9)
        #expect(eu.dailyValues.first?.nutrient == .energy)
        #expect(!fda.dailyValues.contains { $0.nutrient == .energy })
        #expect(DailyValueStandard(configValue: "EU") == .eu)
        #expect(DailyValueStandard(configValue: "fda-2016") == .fda2016)
        #expect(DailyValueStandard(configValue: "who") == nil)
    }

    @Test func derivedDietsAndAllergens() throws {
        let vegan = try #require(recipe("  - 200 g rice\n  - 1 tbsp olive oil\n  - 1 onion"))
        let v = NutritionCalculator.compute(recipe: vegan).value.diets
        #expect(v.complete)
        #expect(v.diets == [.vegan, .vegetarian, .pescatarian, .glutenFree, .dairyFree, .eggFree, .nutFree])
        #expect(v.allergens.isEmpty)
        let cake = try #require(recipe("  - 200 g flour\n  - 2 eggs\n  - 100 g butter\n  - 50 g walnuts"))
        let c = NutritionCalculator.compute(recipe: cake).value.diets
        #expect(c.diets == [.vegetarian, .pescatarian])
        #expect(c.allergens == [.gluten, .dairy, .egg, .treeNut])
    }

    @Test func inspectJSONShowsEveryLine() throws {
        let r = try #require(recipe("  - 3 medium onions\n  - salt to taste"))
        let json = NutritionCalculator.compute(recipe: r).value.json.serialized()
        #expect(json.hasPrefix("{\"incomplete\":false,\"lines\":{\"total\":2,\"matched\":2,\"weighed\":2},\"servings\":2,\"totalGrams\":330,"))
        #expect(json.contains("\"food\":{\"id\":\"onion\",\"name\":\"onion\",\"matched\":\"onions\",\"how\":\"name\",\"variant\":null,\"ndb\":\"11282\",\"usda\":\"Onions, raw\",\"note\":null},\"grams\":330,"))
        #expect(json.contains("\"method\":\"3 piece × 110 g (USDA: 1 medium (2-1/2\\\" dia))\""))
        #expect(json.contains("\"status\":\"negligible\""))
        #expect(json.contains("\"perServing\":{\"energy\":66,"))
    }

    @Test func translationsAreComputedInTheirLanguage() throws {
        var r = try #require(recipe("  - 500 g flour"))
        r.language = "ru"
        r.ingredients = [
            IngredientGroup(
                title: nil,
                lines: [
                    IngredientLine(
                        text: "500 г пшеничной муки", location: CookbookSupport.SourceLocation(path: "x.ru.md", line: 3, column: 5),
                        parsed: IngredientLineParser.parse("500 г пшеничной муки", language: "ru").value)
                ])
        ]
        let n = NutritionCalculator.compute(recipe: r).value
        #expect(n.ingredients.first?.match?.entry.id == "flour")
        #expect(abs((n.total[.energy] ?? 0) - 364 * 5) < 1e-9)
    }
}

@Suite struct NutritionWeighingsTests {
    /// The build's table of lines matched and weighed once gives each recipe the same
    /// nutrition as weighing every line where it is read, lines repeated across recipes
    /// and groups, an unmatched line and a `{food=…}` line included.
    @Test func tableGivesTheSameNutrition() async throws {
        let lines = [
            "  - 200 g sugar\n  - 2 eggs\n  - 1 tsp salt\n  - 3 glorbnuts\n  - 1 cup flour {food=buckwheat-flour}",
            "  - 2 eggs\n  - 200 g sugar\n  - 3 glorbnuts",
        ]
        let recipes = try lines.map { try #require(Fixture.decode(Fixture.recipe("title: Test\nservings: 2\ningredients:\n\($0)")).recipe) }
        let grouped = try #require(
            Fixture.decode(Fixture.recipe("title: Test\nservings: 2\ningredients:\n  To serve:\n    - 2 eggs\n    - 1 tsp salt")).recipe)
        let all = recipes + recipes + [grouped, grouped]
        let answers = await NutritionStage.matcherAnswers(all)
        let table = await NutritionCalculator.Weighings.of(all, answers: answers, options: GramWeigher.Options())
        #expect(!table.table.isEmpty)
        // An unmatched line repeated is in the table as matching nothing.
        #expect(table.table.values.contains { $0 == nil })
        for recipe in all {
            let plain = NutritionCalculator.compute(recipe: recipe)
            let tabled = NutritionCalculator.compute(recipe: recipe, answers: answers, weighings: table)
            #expect(plain.value == tabled.value)
            #expect(plain.diagnostics == tabled.diagnostics)
        }
    }
}
