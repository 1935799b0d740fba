import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities

@Suite struct NutritionDietTests {
    func recipe(_ diets: String, _ ingredients: String) -> Recipe? {
        Fixture.decode(Fixture.recipe("title: Test\ndiets: [\(diets)]\ningredients:\n\(ingredients)")).recipe
    }

    @Test func veganWithButterIsAnErrorAtTheLine() throws {
        let r = try #require(recipe("vegan", "  - 200 g rice\n  - 30 g butter"))
        let errors = NutritionCalculator.dietContradictions(r)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.severity == .error)
        #expect(error.code == "diet-contradiction")
        #expect(error.message == "'vegan' but 'butter' (line 6) is dairy")
        #expect(error.location == CookbookSupport.SourceLocation(path: Fixture.displayPath, line: 6, column: 5))
        #expect(error.hint == "remove 'vegan' from diets, or use another ingredient")
    }

    @Test func glutenFreeWithWheatFlour() throws {
        let r = try #require(recipe("gluten-free, vegetarian", "  - 500 g all-purpose flour\n  - 2 eggs\n  - 100 g bacon"))
        let messages = NutritionCalculator.dietContradictions(r).map(\.message)
        // Diet by diet, in the order the recipe gives them.
        #expect(
            messages == [
                "'gluten-free' but 'all-purpose flour' (line 5) contains gluten",
                "'vegetarian' but 'bacon' (line 7) is meat",
            ])
    }

    @Test func everyRule() throws {
        let cases: [(String, String, String)] = [
            ("vegan", "  - 1 tbsp honey", "'vegan' but 'honey' (line 5) is animal-derived"),
            ("vegan", "  - 2 eggs", "'vegan' but 'eggs' (line 5) contains egg"),
            ("vegetarian", "  - 200 g salmon", "'vegetarian' but 'salmon' (line 5) is fish"),
            ("pescatarian", "  - 200 g chicken breast", "'pescatarian' but 'chicken breast' (line 5) is meat"),
            ("dairy-free", "  - 200 ml milk", "'dairy-free' but 'milk' (line 5) is dairy"),
            ("egg-free", "  - 2 tbsp mayonnaise", "'egg-free' but 'mayonnaise' (line 5) contains egg"),
            ("nut-free", "  - 50 g walnuts", "'nut-free' but 'walnuts' (line 5) contains tree nuts"),
            ("nut-free", "  - 2 tbsp peanut butter", "'nut-free' but 'peanut butter' (line 5) contains peanuts"),
            ("halal", "  - 100 g bacon", "'halal' but 'bacon' (line 5) is pork"),
            ("halal", "  - 100 ml red wine", "'halal' but 'red wine' (line 5) contains alcohol"),
            ("kosher", "  - 200 g shrimp", "'kosher' but 'shrimp' (line 5) is shellfish"),
            ("вегетарианский", "  - 1 kg lamb", ""),
        ]
        for (diet, line, message) in cases {
            guard let r = recipe(diet, line) else {
                #expect(message.isEmpty, "\(diet) did not decode")
                continue
            }
            #expect(NutritionCalculator.dietContradictions(r).map(\.message) == [message], "\(diet): \(line)")
        }
    }

    @Test func kosherDoesNotMixMeatAndDairy() throws {
        let r = try #require(recipe("kosher", "  - 600 g lamb shoulder\n  - 200 g sour cream"))
        #expect(
            NutritionCalculator.dietContradictions(r).map(\.message) == [
                "'kosher' but 'sour cream' (line 6) is dairy in a recipe with meat ('lamb shoulder', line 5)"
            ])
    }

    @Test func anAlternativeThatSuitsTheDietIsEnough() throws {
        let r = try #require(recipe("vegan", "  - 1 tbsp butter or 1 tbsp olive oil"))
        #expect(NutritionCalculator.dietContradictions(r).isEmpty)
        let both = try #require(recipe("vegan", "  - 1 tbsp butter or 1 tbsp ghee"))
        #expect(NutritionCalculator.dietContradictions(both).count == 1)
    }

    @Test func translationsAreCheckedInTheirLanguage() throws {
        var r = try #require(recipe("vegan", "  - 30 g butter"))
        r.language = "ru"
        r.ingredients = [
            IngredientGroup(
                title: nil,
                lines: [
                    IngredientLine(
                        text: "30 г сливочного масла", location: CookbookSupport.SourceLocation(path: "x.ru.md", line: 4, column: 5),
                        parsed: IngredientLineParser.parse("30 г сливочного масла", language: "ru").value)
                ])
        ]
        #expect(NutritionCalculator.dietContradictions(r).map(\.message) == ["'vegan' but 'сливочного масла' (line 4) is dairy"])
    }

    @Test func unmatchedLinesDoNotContradict() throws {
        let r = try #require(recipe("vegan", "  - 2 tbsp unobtainium"))
        #expect(NutritionCalculator.dietContradictions(r).isEmpty)
    }
}
