import Foundation
import XCTest

@testable import CookbookImport

final class RecipeMDTests: XCTestCase {
    static let testcases = CooklangTests.fixtures.appendingPathComponent("recipemd/testcases")

    /// The specification's own test suite: every valid file reads with the title, tags,
    /// yields, description and ingredients (count and group titles) of its JSON; every
    /// `.invalid.md` file gives an ImportProblem.
    func testSpecificationSuite() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.testcases.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertEqual(files.count, 27)
        var failures: [String] = []
        for file in files {
            let path = Self.testcases.appendingPathComponent(file).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            if file.hasSuffix(".invalid.md") {
                if (try? readRecipeMD(path: path, text: text)) != nil { failures.append("\(file): read, but the suite says it is invalid") }
                continue
            }
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: String(path.dropLast(3)) + ".json"))) as? [String: Any])
            let recipe: ImportedRecipe
            do {
                recipe = try XCTUnwrap(readRecipeMD(path: path, text: text).first)
            } catch {
                failures.append("\(file): \(error)")
                continue
            }
            if recipe.title != json["title"] as? String { failures.append("\(file): title \(recipe.title)") }
            let tags = json["tags"] as? [String] ?? []
            if recipe.tags != tags { failures.append("\(file): tags \(recipe.tags) != \(tags)") }
            let yields = (json["yields"] as? [[String: Any]] ?? []).count
            let gotYields = (recipe.servings == nil ? 0 : 1) + (recipe.yield.map { RecipeMD.split($0).count } ?? 0)
            if gotYields != yields { failures.append("\(file): \(gotYields) yields != \(yields)") }
            if (recipe.summary == nil) != (json["description"] is NSNull) { failures.append("\(file): description \(recipe.summary ?? "nil")") }
            var names: [String?] = []
            var count = 0
            func walk(_ group: [String: Any], title: String?) {
                let items = group["ingredients"] as? [[String: Any]] ?? []
                if !items.isEmpty { names.append(title) }
                count += items.count
                for sub in group["ingredient_groups"] as? [[String: Any]] ?? [] { walk(sub, title: sub["title"] as? String) }
            }
            walk(json, title: nil)
            let gotNames = recipe.ingredientGroups.map(\.name)
            if gotNames != names { failures.append("\(file): groups \(gotNames) != \(names)") }
            let gotCount = recipe.ingredientGroups.flatMap(\.lines).count
            if gotCount != count { failures.append("\(file): \(gotCount) ingredients != \(count)") }
            let hasInstructions = !(json["instructions"] is NSNull)
            if recipe.stepSections.isEmpty == hasInstructions { failures.append("\(file): instructions") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(files.count) RecipeMD test cases differ")
    }

    func testGuacamoleExample() throws {
        let text = """
            # Guacamole

            Some people call it guac.

            *sauce, vegan*

            **4 Servings, 200g**

            ---

            - *1* avocado
            - *.5 teaspoon* salt
            - *1 1/2 pinches* red pepper flakes
            - lemon juice

            ## Topping

            - *1* [pico de gallo](pico.md)

            ---

            Remove flesh from avocado and roughly mash with fork.

            Season to taste with salt pepper and lemon juice.
            """
        let recipe = try XCTUnwrap(readRecipeMD(path: "guacamole.md", text: text).first)
        XCTAssertEqual(recipe.title, "Guacamole")
        XCTAssertEqual(recipe.summary, "Some people call it guac.")
        XCTAssertEqual(recipe.tags, ["sauce", "vegan"])
        XCTAssertEqual(recipe.servings, 4)
        XCTAssertEqual(recipe.yield, "200g")
        XCTAssertEqual(
            recipe.ingredientGroups,
            [
                ImportedIngredientGroup(lines: ["1 avocado", "0.5 teaspoon salt", "1 1/2 pinches red pepper flakes", "lemon juice"]),
                ImportedIngredientGroup(name: "Topping", lines: ["1 pico de gallo"]),
            ])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(steps: ["Remove flesh from avocado and roughly mash with fork.", "Season to taste with salt pepper and lemon juice."])])
    }

    func testHostile() {
        XCTAssertThrowsError(try readRecipeMD(path: "a.md", text: "no title\n---\n- x"))
        XCTAssertThrowsError(try readRecipeMD(path: "b.md", text: "# T\n\nno line"))
        // No ingredients is valid RecipeMD (the suite's title.md); the recipe has none.
        XCTAssertEqual(try readRecipeMD(path: "c.md", text: "# T\n---\n").first?.ingredientGroups, [])
        XCTAssertThrowsError(try readRecipeMD(path: "c2.md", text: "# T\n---\n- *2 cups*\n"))
        XCTAssertNoThrow(try readRecipeMD(path: "d.md", text: "# T\n---\n- *1 [x](\n- ```\n" + String(repeating: "- [", count: 10000)))
    }
}

extension RecipeMDTests {
    /// CommonMark's setext heading names an ingredient group (the line scanner read
    /// `Fruit` over `-----` as a stray paragraph and the underline as the second
    /// horizontal line, and refused the file); `* * *` is a horizontal line too.
    func testSetextGroupAndStarBreak() throws {
        let text = """
            Fruit salad
            ===========

            *dessert*

            * * *

            Fruit
            -----

            + *2* apples
            + *1* [orange](orange.md),
            peeled

            * * *

            1) Cut the fruit.

               Keep the juice.
            2) Mix.
            """
        let recipe = try XCTUnwrap(readRecipeMD(path: "salad.md", text: text).first)
        XCTAssertEqual(recipe.title, "Fruit salad")
        XCTAssertEqual(recipe.tags, ["dessert"])
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(name: "Fruit", lines: ["2 apples", "1 orange, peeled"])])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(steps: ["Cut the fruit. Keep the juice.", "Mix."])])
    }

    /// A code block is not read for list items or horizontal lines.
    func testCodeBlocksAreNotStructure() throws {
        let text = "# Note\n\n~~~\n```\n---\n- *1* x\n~~~\n\n---\n\n- *1* egg\n\n---\n\nBoil.\n"
        let recipe = try XCTUnwrap(readRecipeMD(path: "note.md", text: text).first)
        XCTAssertEqual(recipe.summary, "````\n```\n---\n- *1* x\n````")
        XCTAssertEqual(recipe.ingredientGroups.flatMap(\.lines), ["1 egg"])
        XCTAssertEqual(recipe.stepSections.first?.steps, ["Boil."])
    }
}

final class OpenRecipeFormatTests: XCTestCase {
    static let folder = CooklangTests.fixtures.appendingPathComponent("orf")

    func read(_ name: String) throws -> ImportedRecipe {
        let path = Self.folder.appendingPathComponent(name).path
        return try XCTUnwrap(readOpenRecipeFormat(path: path, text: String(contentsOfFile: path, encoding: .utf8)).first)
    }

    /// The format's own example: amounts and units, `each` as a count, notes after a
    /// comma, substitutions as notes, yields, oven settings, and `usda_num` pinning a
    /// food of cookbook's dictionary where one has that USDA number.
    func testBananaBread() throws {
        let recipe = try read("banana-bread.yaml")
        XCTAssertEqual(recipe.title, "Banana Bread")
        XCTAssertEqual(recipe.author, "Joseph Hall <perlhoser@gmail.com>")
        XCTAssertNil(recipe.source)
        XCTAssertEqual(recipe.yield, "3 loaves")
        XCTAssertEqual(recipe.cookTime, "50 - 60 minutes")
        let lines = try XCTUnwrap(recipe.ingredientGroups.first?.lines)
        XCTAssertEqual(lines.count, 13)
        XCTAssertEqual(lines[0], "3 1/2 cups All Purpose Flour")
        XCTAssertEqual(lines[7], "6 Bananas")
        XCTAssertEqual(lines[8], "1 cup Butter, Unsalted, Melted")
        XCTAssertEqual(recipe.stepSections.first?.steps.count, 9)
        XCTAssertEqual(recipe.notes.first, "Oven: 350 °F.")
        XCTAssertTrue(recipe.notes.contains("Instead of All Purpose Flour: 3 1/2 cups Oat Flour, Make oat flour by processing instant oats in food processor.."))
        // Salt (02047) is in the dictionary; every pinned id must be a real entry.
        XCTAssertEqual(recipe.pinnedFoods[3], "salt")
        XCTAssertFalse(recipe.pinnedFoods.isEmpty)
        XCTAssertEqual(recipe.pinnedFoods.count + recipe.keptFields.filter { $0.key == "usda_num" }.count, 13)
    }

    func testSample() throws {
        let recipe = try read("orf-sample-1.yaml")
        XCTAssertEqual(recipe.title, "My Recipe")
        XCTAssertEqual(recipe.servings, 4)
        XCTAssertEqual(recipe.source, "http://localhost/")
        XCTAssertEqual(recipe.ingredientGroups.first?.lines, ["4 apple, whole, raw, Use whole apples, Pears may be substituted, but produce a different flavor and mouthfeel", "4 banana"])
        XCTAssertEqual(recipe.stepSections.first?.steps, ["Hand out the apples. Control point: The apples must be clean.", "Hand out the bananas. Control point: The bananas must be clean.", "Enjoy"])
        XCTAssertTrue(recipe.dropped.contains { $0.hasPrefix("yields: 10 servings") })
        XCTAssertTrue(recipe.dropped.contains { $0.hasPrefix("nutrition:") })
        XCTAssertTrue(recipe.keptFields.contains { $0.key == "recipe_uuid" && $0.value == "blah-001" })
    }

    func testHostile() {
        XCTAssertThrowsError(try readOpenRecipeFormat(path: "a.yaml", text: "- a\n- b\n"))
        XCTAssertThrowsError(try readOpenRecipeFormat(path: "b.yaml", text: "recipe_name: x\n"))
        XCTAssertThrowsError(try readOpenRecipeFormat(path: "c.yaml", text: "recipe_name: [\n"))
        XCTAssertThrowsError(try readOpenRecipeFormat(path: "d.yaml", text: "a: &a [x, x]\nb: [*a, *a]\n"))
        XCTAssertThrowsError(try readOpenRecipeFormat(path: "e.yaml", text: "recipe_name: x\n---\nrecipe_name: y\n"))
        XCTAssertThrowsError(try readOpenRecipeFormat(path: "f.yaml", text: "recipe_name: x\ningredients:\n\t- a\n"))
    }
}

final class CooklangMenuTests: XCTestCase {
    func testWeeklyPlan() throws {
        let path = CooklangTests.fixtures.appendingPathComponent("cookcli/Weekly Plan.menu").path
        let menu = try readCooklangMenu(path: path, text: String(contentsOfFile: path, encoding: .utf8))
        XCTAssertEqual(menu.title, "Weekly Plan")
        XCTAssertEqual(menu.servings, 2)
        XCTAssertEqual(menu.days.map(\.name), ["Saturday", "Sunday", "Monday"])
        XCTAssertEqual(menu.days.map(\.date), ["2026-03-07", "2026-03-08", "2026-03-09"])
        XCTAssertEqual(menu.days[0].meals.map(\.name), ["Breakfast", "Lunch", "Dinner"])
        XCTAssertEqual(menu.days[0].meals[0].items, [.init(.ingredient(line: "1 cup oats"), line: 8), .init(.ingredient(line: "1/2 cup milk"), line: 8), .init(.ingredient(line: "1 tbsp honey"), line: 8)])
        XCTAssertEqual(menu.days[1].meals[0].items, [.init(.recipe(path: "Breakfast/Easy Pancakes"), line: 21), .init(.ingredient(line: "2 tbsp maple syrup"), line: 21)])
        XCTAssertEqual(menu.days[2].meals.last?.name, "Snacks")
    }

    func testAmountsAndHostile() throws {
        let menu = try readCooklangMenu(path: "p.menu", text: "== Day 1 ==\n\nDinner: \\\n- @./Soups/Borscht{4%servings} -- big pot\n")
        XCTAssertEqual(menu.days, [ImportedMenu.Day(name: "Day 1", meals: [ImportedMenu.Meal(name: "Dinner", items: [.init(.recipe(path: "Soups/Borscht"), amount: "4 servings", line: 4)])])])
        XCTAssertThrowsError(try readCooklangMenu(path: "q.menu", text: "== Day 1 ==\nnothing here\n"))
    }
}
