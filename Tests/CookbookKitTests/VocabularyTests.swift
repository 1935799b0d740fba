import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookNutrition

/// Diets and nutrients are one typed vocabulary each (`Diet`, `Nutrient`): every value is
/// documented and has its words in every built-in language.
@Suite struct VocabularyTests {
    static func builtInStrings() -> [String: UIStrings] {
        (Theme.load(root: "/nonexistent", displayPrefix: "", fileSystem: .memory([String: String]())).value ?? nil)?.strings ?? [:]
    }

    @Test func everyDietIsDocumentedAndHasWordsInEveryLanguage() throws {
        let doc = try String(contentsOfFile: ExampleCookbook.root + "/docs/recipe-format.md", encoding: .utf8)
        let row = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `diets` |") })
        let documented = row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.dropFirst()
        #expect(Array(documented.prefix(Diet.allCases.count)) == Diet.allCases.map(\.rawValue))
        let strings = Self.builtInStrings()
        #expect(Set(strings.keys) == ["en", "ru", "kk"])
        for (language, table) in strings {
            for diet in Diet.allCases {
                guard case .text(let text)? = table.entries[diet.stringKey] else {
                    Issue.record("\(language): no \(diet.stringKey)")
                    continue
                }
                #expect(!text.isEmpty)
            }
        }
    }

    @Test func dietFactsComeFromTheVocabulary() {
        #expect(DietAnalysis.excluded.map(\.0) == [.vegetarian, .vegan, .pescatarian, .glutenFree, .dairyFree, .eggFree, .nutFree, .halal, .kosher])
        #expect(Diet.keto.excludedFlags == nil && Diet.lowCarb.excludedFlags == nil)
        #expect(SearchData.dietAllergens == [.glutenFree: ["gluten"], .dairyFree: ["milk"], .eggFree: ["eggs"], .nutFree: ["nuts", "peanuts"]])
        #expect(Diet.allCases.compactMap(\.schemaOrg) == ["VegetarianDiet", "VeganDiet", "GlutenFreeDiet", "HalalDiet", "KosherDiet"])
        #expect(Diet.glutenFree.stringKey == "diet_gluten_free")
    }

    @Test func everyNutrientHasWordsInEveryLanguage() {
        for (language, table) in Self.builtInStrings() {
            for nutrient in Nutrient.allCases {
                guard case .text(let text)? = table.entries[nutrient.stringKey] else {
                    Issue.record("\(language): no \(nutrient.stringKey)")
                    continue
                }
                #expect(!text.isEmpty)
            }
        }
        #expect(Self.builtInStrings()["ru"]?[Nutrient.saturatedFat.stringKey] == "Насыщенные жиры")
    }

    @Test func searchNutrientAliasesComeFromTheVocabulary() {
        #expect(SearchData.nutrientAliases == ["energy": "calories", "sugars": "sugar", "fibre": "fiber", "carbohydrates": "carbohydrate"])
        #expect(JSONLD.schemaNutrient.count == 9)
        #expect(JSONLD.schemaNutrient["sodium"]! == ("sodiumContent", "mg"))
    }

    /// A theme translates the charts: the words come from its strings.
    @Test func chartWordsComeFromTheThemeStrings() {
        var strings = Self.builtInStrings()["en"]!
        strings.entries["chart_energy_title"] = .text("Calories, please")
        strings.entries["nutrient_protein"] = .text("Eiweiß")
        let svg = NutritionChart.energyDonut(EnergySources(protein: 10, fat: 20, carbohydrate: 30, alcohol: 0), strings: strings, id: "x")
        #expect(svg.contains("<title id=\"x-title\">Calories, please</title>"))
        #expect(svg.contains(">Eiweiß 17%</text>"))
    }
}
