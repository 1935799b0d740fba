import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookNutrition
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookTheme

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

    /// A composed food (`ndb` column `20081*1+14411*1` in ingredients.tsv) is the weighted
    /// mean of its USDA parts, by weight: 200 g of sourdough starter are 100 g of flour and
    /// 100 g of water.
    @Test func composedFoodsAreTheWeightedMeanOfTheirParts() throws {
        let starter = try #require(IngredientDictionary.entry(id: "sourdough-starter"))
        let food = starter.food
        #expect(food.ndb > 100_000)
        #expect(food.ndbText == "20081+14411")
        #expect(food.parts == [FoodPart(ndb: 20081, share: 0.5), FoodPart(ndb: 14411, share: 0.5)])
        #expect(food.description.hasPrefix("Composed by weight of 50 % Wheat flour, white, all-purpose"))
        #expect(starter.flags.contains(.gluten))
        let flour = try #require(FoodTable.food(ndb: 20081)), water = try #require(FoodTable.food(ndb: 14411))
        for nutrient in [Nutrient.energy, .protein, .fat, .carbohydrate, .fiber, .sodium, .iron] {
            let mixed = try #require(food.nutrients(grams: 200)[nutrient], "\(nutrient)")
            let parts = try #require(flour.nutrients(grams: 100)[nutrient]) + (water.nutrients(grams: 100)[nutrient] ?? 0)
            #expect(abs(mixed - parts) < 1e-6, "\(nutrient): \(mixed) != \(parts)")
        }
        #expect(food.per100g[.energy] == 182)
        // Sugar 200 g : water 237 g: the shares are exact, the values rounded to 4 decimals.
        let syrup = try #require(IngredientDictionary.entry(id: "simple-syrup")).food
        #expect(abs(syrup.parts[0].share - 200.0 / 437) < 1e-6)
        for composed in FoodTable.all where !composed.parts.isEmpty {
            #expect(abs(composed.parts.map(\.share).reduce(0, +) - 1) < 1e-5, "\(composed.ndb)")
            let parts = try composed.parts.map { (try #require(FoodTable.food(ndb: $0.ndb)), $0.share) }
            for (index, value) in composed.values.enumerated() {
                let expected = parts.allSatisfy { $0.0.values[index] != nil } ? parts.map { $0.0.values[index]! * $0.1 }.reduce(0, +) : nil
                #expect((value == nil) == (expected == nil), "\(composed.ndb) column \(index)")
                if let value, let expected { #expect(abs(value - expected) <= 1e-4 + 1e-6 * abs(expected), "\(composed.ndb) column \(index)") }
            }
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

    /// The data tables are cut by bytes (`dataParts`): the same parts as the split by
    /// characters on every separator they use, over the whole of both tables.
    @Test func dataPartsAreTheSplitByCharacters() {
        for source in [FoodTable.source, IngredientDictionary.source] {
            for separator in ["\n", "|", ";", ",", "^", "*", "="] {
                let byte = separator.utf8.first!
                for omitting in [true, false] {
                    let byBytes = source.dataParts(byte, omittingEmpty: omitting).map(String.init)
                    let byCharacters = source.split(separator: Character(separator), omittingEmptySubsequences: omitting).map(String.init)
                    #expect(byBytes == byCharacters, "\(separator)")
                }
            }
        }
        #expect(FoodTable.records.count == FoodTable.source.split(separator: "\n").count)
        #expect(IngredientDictionary.entries.count == IngredientDictionary.source.split(separator: "\n").count)
    }

    /// The matcher's index takes a reordered name's words from its text cut at the spaces
    /// when every word is plain (`FoodWords.isPlain`): the words `FoodWords.split` gives,
    /// for every name of the dictionary reordered as the index does, and for words `split`
    /// would change.
    @Test func reorderedNamesSplitAsBefore() {
        var plain = 0
        for entry in IngredientDictionary.entries {
            for list in entry.names.values {
                for name in list {
                    let words = FoodWords.split(name)
                    for order in [words, Array(words.reversed()), words.count == 3 ? [words[1], words[0], words[2]] : words] {
                        let text = order.joined(separator: " ")
                        #expect(IngredientMatcher.splitReordered(text) == FoodWords.split(text), "\(text)")
                        if order.allSatisfy(FoodWords.isPlain) { plain += 1 }
                    }
                }
            }
        }
        #expect(plain > 1000)
        for word in ["", "cook's", "3.2", "ёлка", "Мука", "мукa", "lait", "тұз", "ébène", "o'clock", "x y"] {
            #expect(!FoodWords.isPlain(word) || FoodWords.split(word) == [word], "\(word)")
        }
        #expect(FoodWords.isPlain("тұз") && FoodWords.isPlain("flour") && FoodWords.isPlain("2"))
        #expect(!FoodWords.isPlain("мукa") && !FoodWords.isPlain("Мука") && !FoodWords.isPlain("ёлка") && !FoodWords.isPlain("3.2"))
        #expect(IngredientMatcher.splitReordered("перец  черный") == FoodWords.split("перец  черный"))
    }

    /// The stemmers cut endings on UTF-8 bytes (`FoodWords.strip(_:utf8:keep:)`): the same
    /// as cutting them on scalars, for every word of the dictionary's names and their
    /// endings in every language, and words made of an ending or shorter than `keep`.
    @Test func endingsCutOnBytesAsOnScalars() {
        var words = Set<String>()
        for entry in IngredientDictionary.entries {
            for list in entry.names.values { for name in list { words.formUnion(FoodWords.split(name)) } }
        }
        words.formUnion(["а", "ая", "ьего", "мукой", "сүттің", "ётого", "cafés", "", "x", "ой"])
        let lists: [([String], [[Unicode.Scalar]], [FoodWords.Ending])] = [
            (FoodWords.russianEndings, FoodWords.russianEndingScalars, FoodWords.russianEndingBytes),
            (FoodWords.kazakhCaseEndings, FoodWords.kazakhCaseScalars, FoodWords.kazakhCaseBytes),
            (FoodWords.kazakhPossessives, FoodWords.kazakhPossessiveScalars, FoodWords.kazakhPossessiveBytes),
            (FoodWords.kazakhPlurals, FoodWords.kazakhPluralScalars, FoodWords.kazakhPluralBytes),
        ]
        var changed = 0
        for (endings, scalars, bytes) in lists {
            for word in words.union(endings) {
                for keep in [0, 2, 3] {
                    let cut = FoodWords.strip(word, utf8: bytes, keep: keep)
                    #expect(cut == FoodWords.strip(word, endings: scalars, keep: keep), "\(word) \(keep)")
                    if cut != word { changed += 1 }
                }
            }
        }
        #expect(changed > 500)
    }
}

/// The nutrient names of a recipe's `nutrition` block come from `Nutrient`, once.
@Suite struct NutrientVocabularyTests {
    @Test func theOverridableNutrientsAreTheNutritionKeys() {
        #expect(RecipeDecoder.nutritionKeys.map(\.key) == ["calories", "fat", "saturated_fat", "carbohydrate", "sugar", "fiber", "protein", "sodium", "cholesterol", "salt"])
        #expect(RecipeDecoder.nutritionKeys.map(\.unit) == ["kcal", "g", "g", "g", "g", "g", "g", "mg", "mg", "g"])
        #expect(Set(Nutrient.overridable) == Set(Nutrient.allCases.filter { $0.overrideKey != nil }))
    }
}
