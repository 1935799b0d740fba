import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookNutrition

@Suite struct NutritionDataTests {
    @Test func theGeneratedDataMatchesTheDictionary() throws {
        let path = ExampleCookbook.root + "/scripts/data/ingredients.tsv"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        #expect(hash == IngredientDictionary.sourceDigest, "scripts/data/ingredients.tsv changed: run scripts/derive-foods")
    }

    @Test func atLeast400IngredientsEachWithItsFood() {
        let entries = IngredientDictionary.all
        #expect(entries.count >= 400)
        #expect(Set(entries.map(\.id)).count == entries.count)
        for entry in entries {
            #expect(FoodTable.food(ndb: entry.ndb) != nil, "\(entry.id)")
            for language in ["en", "ru", "kk"] {
                #expect(!(entry.names[language] ?? []).isEmpty, "\(entry.id) has no \(language) name")
            }
            for (_, target) in entry.variants {
                #expect(IngredientDictionary.entry(id: target) != nil, "\(entry.id) -> \(target)")
            }
        }
    }

    @Test func foodsKeepTheirUSDANumbersAndValues() throws {
        let onion = try #require(FoodTable.food(ndb: 11282))
        #expect(onion.description == "Onions, raw")
        #expect(onion.ndbText == "11282")
        #expect(onion.per100g[.energy] == 40)
        #expect(onion.portions.contains { $0.text == "1 medium (2-1/2\" dia)" && $0.grams == 110 && $0.size == "medium" && $0.unit == "piece" })
        #expect(onion.portions.contains { $0.unit == "cup" && $0.qualifier == "chopped" && $0.grams == 160 })
        let salt = try #require(FoodTable.food(ndb: 2047))
        #expect(salt.ndbText == "02047")
        #expect(salt.per100g[.sodium] == 38758)
        #expect(abs((salt.per100g[.salt] ?? 0) - 96.895) < 1e-9)
        let flour = try #require(FoodTable.food(ndb: 20081))
        #expect(flour.portions.first { $0.unit == "cup" }?.grams == 125)
        #expect(flour.factors.protein == 4.05)
        for food in FoodTable.all {
            #expect(food.values.count == FoodTable.nutrientNumbers.count, "\(food.ndb)")
            #expect(food.per100g[.energy] != nil, "\(food.ndb) has no energy")
        }
    }

    @Test func everyNutrientHasAColumn() {
        let columns = Set(FoodTable.columns.map(\.0))
        for nutrient in Nutrient.allCases where nutrient != .salt {
            #expect(columns.contains(nutrient), "\(nutrient)")
        }
    }

    @Test func namesAreUniqueWithinALanguage() {
        for language in ["en", "ru", "kk"] {
            var seen: [String: String] = [:]
            for entry in IngredientDictionary.all {
                for name in entry.names[language] ?? [] {
                    let key = FoodWords(name).joined
                    if let other = seen[key], other != entry.id {
                        Issue.record("\(language) '\(name)' is both \(other) and \(entry.id)")
                    }
                    seen[key] = entry.id
                }
            }
        }
    }
}
