import Foundation
import Testing
@testable import CookbookImport
@testable import CookbookKit
@testable import CookbookSupport

/// schema.org `suitableForDiet` -> the recipe format's `diets` (docs/import.md).
@Suite struct ImportDietTests {
    static func written(_ json: String) throws -> (text: String, plan: PlannedRecipe) {
        let recipes = try JSONFileReader.read(Array(json.utf8), origin: "r.json", folder: nil)
        let result = RecipeFileWriter.plan(recipes, settings: .init())
        let plan = try #require(result.planned.first)
        return (String(decoding: plan.files[0].bytes, as: UTF8.self), plan)
    }

    @Test func knownDietsBecomeDietsAndOthersAComment() throws {
        let (text, plan) = try Self.written(
            """
            {"@context": "https://schema.org", "@type": "Recipe", "name": "Green salad",
             "recipeIngredient": ["2 cucumbers", "1 tbsp olive oil", "50 g feta"], "recipeInstructions": "Chop and mix.",
             "suitableForDiet": ["https://schema.org/GlutenFreeDiet", "http://schema.org/VeganDiet",
                                 "https://schema.org/LowCalorieDiet", "VegetarianDiet", {"@id": "schema:HalalDiet"}]}
            """)
        #expect(text.contains("diets:\n  - \"gluten-free\"\n  - \"vegetarian\"\n  - \"halal\"\n"))
        // Vegan is claimed, but feta is dairy: a comment, not a diet the build would refuse.
        #expect(text.contains("# suitableForDiet: https://schema.org/LowCalorieDiet\n"))
        #expect(text.contains("# diets: vegan\n"))
        #expect(plan.dropped.contains("diet vegan: the ingredient \"50 g feta\" rules it out (kept in a comment)"))
    }

    @Test func aDietTheIngredientsAllowIsWrittenAndBuilds() async throws {
        let root = try ImportFixture.emptyCookbook("diets")
        let file = ImportFixture.temporaryFolder("diets-src") + "/soup.json"
        try """
        {"@type": "Recipe", "name": "Lentil soup", "suitableForDiet": "https://schema.org/VeganDiet",
         "recipeIngredient": ["200 g red lentils", "1 onion", "1 l water"], "recipeInstructions": ["Cook everything for 20 minutes."]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = Importer.run([(file, "soup.json")], options: .init(into: root, intoDisplay: "book"))
        #expect(outcome.problems == [])
        let text = try String(contentsOfFile: root + "/content/recipes/lentil-soup.md", encoding: .utf8)
        #expect(text.contains("diets:\n  - \"vegan\"\n"))
        let built = await Builder.build(root: root)
        #expect(built.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let page = built.files.first { $0.path == "recipes/lentil-soup.html" }?.text ?? ""
        #expect(page.contains("Vegan"))
    }
}
