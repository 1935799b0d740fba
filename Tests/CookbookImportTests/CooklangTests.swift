import Foundation
import XCTest

@testable import CookbookImport

final class CooklangTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every case of the Cooklang specification's canonical test suite (tests/canonical.yaml,
    /// 60 cases): the items of each step (text, ingredient name/quantity/units, cookware,
    /// timers) and the metadata must be what the suite says.
    func testCanonicalSuite() throws {
        let path = Self.fixtures.appendingPathComponent("cooklang-spec/canonical.yaml").path
        let yaml = try XCTUnwrap(ImportYAML.parse(try String(contentsOfFile: path, encoding: .utf8), origin: path))
        let cases = try XCTUnwrap(yaml["tests"]).pairs
        XCTAssertEqual(cases.count, 60)
        var failures: [String] = []
        for (name, test) in cases {
            let source = try XCTUnwrap(test["source"]?.text)
            let document = try CooklangDocument.parse(source, origin: name)
            let result = try XCTUnwrap(test["result"])
            let expectedSteps = result["steps"]?.items ?? []
            let steps = document.blocks.compactMap { block -> [CooklangItem]? in
                if case .step(let items) = block { return items }
                return nil
            }
            let got = steps.map { $0.map(Self.describe) }
            let want = expectedSteps.map { $0.items.map(Self.describe) }
            if got != want { failures.append("\(name): got \(got), want \(want)") }
            let gotMeta = document.metadata.map { "\($0.key)=\($0.value.flatText)" }
            let wantMeta = (result["metadata"]?.pairs ?? []).map { "\($0.key)=\($0.value.flatText)" }
            if gotMeta != wantMeta { failures.append("\(name) metadata: got \(gotMeta), want \(wantMeta)") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(cases.count) canonical cases differ")
    }

    /// An item as one comparable line; quantities compared as numbers when they are.
    static func describe(_ item: CooklangItem) -> String {
        switch item {
        case .text(let text): return "text:\(text)"
        case .ingredient(let i): return "ingredient:\(i.name)|\(quantity(i.quantity, empty: "some"))|\(i.unit ?? "")"
        case .cookware(let name, let q): return "cookware:\(name)|\(quantity(q, empty: "1.0"))"
        case .timer(let name, let q, let unit): return "timer:\(name ?? "")|\(quantity(q, empty: ""))|\(unit ?? "")"
        }
    }

    static func describe(_ yaml: ImportYAML) -> String {
        let type = yaml["type"]?.text ?? ""
        let name = yaml["name"]?.text ?? ""
        let q = yaml["quantity"]?.text
        let units = yaml["units"]?.text ?? ""
        switch type {
        case "text": return "text:\(yaml["value"]?.text ?? "")"
        case "ingredient": return "ingredient:\(name)|\(quantity(q, empty: "some"))|\(units)"
        case "cookware": return "cookware:\(name)|\(quantity(q, empty: "1.0"))"
        default: return "timer:\(name)|\(quantity(q, empty: ""))|\(units)"
        }
    }

    /// `1/2` and `0.5` both as `0.5`; text as written; nothing as `empty`.
    static func quantity(_ text: String?, empty: String) -> String {
        guard let text, !text.isEmpty else { return empty }
        let compact = text.replacingOccurrences(of: " ", with: "")
        if !compact.hasPrefix("0") || compact.hasPrefix("0."), compact.contains("/") {
            let parts = compact.split(separator: "/")
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return String(a / b) }
        }
        if let d = Double(compact), !text.hasPrefix("0") || text.hasPrefix("0.") { return String(d) }
        return text
    }

    func testRecipeFromSpecExample() throws {
        let path = Self.fixtures.appendingPathComponent("cooklang-spec/Easy Pancakes.cook").path
        let recipes = try readCooklang(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let recipe = try XCTUnwrap(recipes.first)
        XCTAssertEqual(recipe.title, "Easy Pancakes")
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(lines: ["3 eggs", "125 g flour", "250 ml milk", "1 pinch sea salt", "oil"])])
        XCTAssertEqual(recipe.equipment, ["bowl", "large non-stick frying pan"])
        XCTAssertEqual(recipe.stepSections.first?.steps.count, 6)
        XCTAssertEqual(recipe.stepSections.first?.steps[1], "Pour into a bowl and leave to stand for 15 minutes.")
        XCTAssertEqual(recipe.stepSections.first?.steps[0], "Crack the eggs into a blender, then add the flour, milk and sea salt, and blitz until smooth.")
    }

    /// A fixture written from the specification: front matter, sections, notes,
    /// preparations, comments of both kinds, line continuation, `>>` metadata.
    func testEveryFeature() throws {
        let text = """
            ---
            title: Spinach pie
            servings: 4|8
            tags: [pie, baking]
            source:
              url: https://example.org/pie
              author: Ann
            prep time: 20 minutes
            cook time: 40 min
            locale: en_GB
            difficulty: easy
            ---
            >> cuisine: Greek
            > Best the day after.
            > Keeps for three days.

            = Dough

            Mix @flour{200%g} and @water{100%ml} [- lukewarm
            water works best -] together until smooth. -- not too long
            Rest it for ~rest{30%minutes}.

            == Filling ==

            Combine @feta cheese{100%g}(crumbled) and @spinach{50%g},\\
            then season with @salt and @ground black pepper{}.

            Fill the #pie dish{} and bake in the #oven for ~{40%minutes}. Use the @&flour for dusting.
            """
        let recipe = try XCTUnwrap(readCooklang(path: "/nowhere/Spinach pie.cook", text: text).first)
        XCTAssertEqual(recipe.title, "Spinach pie")
        XCTAssertEqual(recipe.servings, 4)
        XCTAssertEqual(recipe.tags, ["pie", "baking"])
        XCTAssertEqual(recipe.source, "https://example.org/pie")
        XCTAssertEqual(recipe.author, "Ann")
        XCTAssertEqual(recipe.prepTime, "20 minutes")
        XCTAssertEqual(recipe.cookTime, "40 min")
        XCTAssertEqual(recipe.language, "en")
        XCTAssertEqual(recipe.cuisine, "Greek")
        XCTAssertEqual(recipe.notes, ["Best the day after. Keeps for three days."])
        XCTAssertEqual(
            recipe.ingredientGroups,
            [
                ImportedIngredientGroup(name: "Dough", lines: ["200 g flour", "100 ml water"]),
                ImportedIngredientGroup(name: "Filling", lines: ["100 g feta cheese, crumbled", "50 g spinach", "salt", "ground black pepper"]),
            ])
        XCTAssertEqual(
            recipe.stepSections,
            [
                ImportedStepSection(name: "Dough", steps: ["Mix flour and water together until smooth. Rest it for 30 minutes."]),
                ImportedStepSection(name: "Filling", steps: ["Combine feta cheese and spinach, then season with salt and ground black pepper.", "Fill the pie dish and bake in the oven for 40 minutes. Use the flour for dusting."]),
            ])
        XCTAssertEqual(recipe.equipment, ["pie dish", "oven"])
        XCTAssertTrue(recipe.keptFields.contains { $0.key == "difficulty" && $0.value == "easy" })
        XCTAssertTrue(recipe.keptFields.contains { $0.key == "servings" && $0.value == "4|8" })
    }

    func testItemsUnitAndReference() throws {
        let recipe = try XCTUnwrap(readCooklang(path: "x.cook", text: "Add @eggs{2%items} and @./sauces/Hollandaise{150%g}.").first)
        XCTAssertEqual(recipe.ingredientGroups.first?.lines, ["2 eggs", "150 g Hollandaise"])
        XCTAssertEqual(recipe.stepSections.first?.steps, ["Add eggs and Hollandaise."])
    }

    func testHostile() {
        // Unterminated components and comments read as text, never a crash.
        XCTAssertNoThrow(try readCooklang(path: "a.cook", text: "Add @salt{2%g and stir [- never closed"))
        let recipe = try? readCooklang(path: "a.cook", text: "Add @salt{2%g and stir").first
        XCTAssertEqual(recipe?.stepSections.first?.steps, ["Add salt{2%g and stir"])
        XCTAssertThrowsError(try readCooklang(path: "b.cook", text: "---\ntitle: [unclosed\n---\nStep.")) { error in
            XCTAssertTrue((error as? ImportProblem)?.message.contains("invalid YAML") ?? false, "\(error)")
        }
        XCTAssertThrowsError(try readCooklang(path: "c.cook", text: "a\u{0}b"))
        XCTAssertThrowsError(try readCooklang(path: "d.cook", text: String(repeating: "x", count: 3_000_000)))
        XCTAssertThrowsError(try readCooklang(path: "e.cook", text: "-- only a comment\n"))
        let deep = "---\nx: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n---\nStep @a."
        XCTAssertThrowsError(try readCooklang(path: "f.cook", text: deep)) { error in
            XCTAssertTrue((error as? ImportProblem)?.message.contains("nested") ?? false, "\(error)")
        }
        // Many components on one long line stay linear.
        let long = String(repeating: "@a{1%g} #b{} ~{1%min} ", count: 5000)
        XCTAssertEqual(try readCooklang(path: "g.cook", text: long).first?.ingredientGroups.first?.lines, ["1 g a"])
    }
}
