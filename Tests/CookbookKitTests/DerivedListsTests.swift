import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookNutrition
@testable import CookbookSupport

/// Lists that follow from the Diet and Nutrient types instead of being written out where
/// they are used: the diets the search takes from the ingredients, and the per-serving
/// values the kitchen pages get.
@Suite struct DerivedListsTests {
    @Test func theSearchDerivesTheDietsThatAreNotAboutAllergens() {
        #expect(Diet.searchDerived == [.vegan, .vegetarian, .pescatarian])
        #expect(Diet.searchDerived.allSatisfy { Diet.derivable.contains($0) && $0.freeFrom.isEmpty })
    }

    @Test func theKitchenGetsEnergyProteinFatAndCarbohydrateUnderTheirNutritionKeys() async throws {
        #expect(Nutrient.kitchen.map(\.overrideKey) == ["calories", "protein", "fat", "carbohydrate"])
        let result = await Builder.build(root: "/site", fileSystem: .memory(KitchenTests.site))
        let file = try #require(result.files.first { $0.path == "kitchen/recipes-en.js" })
        guard case .bytes(let bytes) = file.contents else { Issue.record("not bytes"); return }
        let text = String(decoding: bytes, as: UTF8.self)
        let per = try #require(text.range(of: #""per":\{[^}]*\}"#, options: .regularExpression).map { String(text[$0]) })
        let keys = per.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(keys == ["per", "calories", "protein", "fat", "carbohydrate"])
    }
}
