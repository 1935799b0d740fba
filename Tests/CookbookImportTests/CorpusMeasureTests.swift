import Foundation
import XCTest

@testable import CookbookImport
@testable import CookbookNutrition
@testable import CookbookQuantities
@testable import CookbookSupport

/// Reads a folder of real files with one reader and prints how many read, for the
/// numbers in docs/import.md. Runs only when asked:
///
///     IMPORT_MEASURE_DIR=/path/to/recipes IMPORT_MEASURE_KIND=cooklang \
///       swift test --filter CorpusMeasureTests
///
/// KIND is `markdown`, `cooklang`, `menu`, `recipemd` or `orf`; files are chosen by
/// extension (`.md`, `.cook`, `.menu`, `.md`, `.yaml`/`.yml`). `IMPORT_MEASURE_UNMATCHED=1`
/// also prints each line no food matched.
final class CorpusMeasureTests: XCTestCase {
    func testMeasureCorpus() throws {
        let env = ProcessInfo.processInfo.environment
        guard let dir = env["IMPORT_MEASURE_DIR"], let kind = env["IMPORT_MEASURE_KIND"] else {
            throw XCTSkip("set IMPORT_MEASURE_DIR and IMPORT_MEASURE_KIND to measure a corpus")
        }
        let extensions: [String] = ["markdown": [".md", ".markdown"], "cooklang": [".cook"], "menu": [".menu"], "recipemd": [".md"], "orf": [".yaml", ".yml"]][kind] ?? []
        let files = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).filter { f in extensions.contains { f.hasSuffix($0) } }.sorted()
        var read = 0
        var lines = 0
        var steps = 0
        var groups = 0
        var problems: [String] = []
        var unread: [String] = []
        var withAmount = 0
        var matched = 0
        for file in files {
            let path = (dir as NSString).appendingPathComponent(file)
            do throws(ImportProblem) {
                let text = try ImportText.read(path: path)
                let recipes: [ImportedRecipe]
                switch kind {
                case "markdown": recipes = try readMarkdownSite(path: path, text: text)
                case "cooklang": recipes = try readCooklang(path: path, text: text)
                case "recipemd": recipes = try readRecipeMD(path: path, text: text)
                case "orf": recipes = try readOpenRecipeFormat(path: path, text: text)
                default:
                    let menu = try readCooklangMenu(path: path, text: text)
                    lines += menu.days.flatMap(\.meals).flatMap(\.items).count
                    recipes = []
                }
                read += 1
                for recipe in recipes {
                    if env["IMPORT_MEASURE_SHOW"] != nil {
                        let steps = recipe.stepSections.map { "\($0.name ?? "-"): \($0.steps.prefix(2))" }
                        print("SHOW \(recipe.title) | servings \(recipe.servings.map(String.init) ?? "-") | \(recipe.ingredientGroups) | \(steps)")
                        print("SHOW notes \(recipe.notes.prefix(2)) | kept \(recipe.keptFields.map(\.key)) | dropped \(recipe.dropped) | images \(recipe.images)")
                    }
                    lines += recipe.ingredientGroups.flatMap(\.lines).count
                    // Each line as the build reads it: the cookbook's own parser and matcher.
                    let language = ["en", "ru", "kk"].contains(recipe.language ?? "en") ? recipe.language ?? "en" : "en"
                    for line in recipe.ingredientGroups.flatMap(\.lines) {
                        let parsed = IngredientLineParser.parse(line, language: language)
                        if parsed.diagnostics.contains(where: { $0.severity == .error }) {
                            unread.append("\(file): \(line): \(parsed.diagnostics.map(\.message).joined(separator: "; "))")
                            continue
                        }
                        if parsed.value.quantity != nil { withAmount += 1 }
                        if IngredientMatcher.match(parsed.value, language: language) != nil {
                            matched += 1
                        } else if env["IMPORT_MEASURE_UNMATCHED"] != nil {
                            print("MEASURE unmatched: \(file): \(line)")
                        }
                    }
                    steps += recipe.stepSections.flatMap(\.steps).count
                    groups += recipe.ingredientGroups.filter { $0.name != nil }.count
                }
            } catch {
                problems.append("\(file): \(error.message)")
            }
        }
        print("MEASURE \(kind) \(dir): \(read) of \(files.count) files read; \(lines) ingredient lines (or menu items), \(groups) named groups, \(steps) steps")
        print("MEASURE lines: \(lines - unread.count) of \(lines) read by the ingredient parser without an error, \(withAmount) with an amount, \(matched) matched to a food")
        for line in unread { print("MEASURE unread: \(line)") }
        for problem in problems { print("MEASURE problem: \(problem)") }
    }
}

final class TextRecipeFormatTests: XCTestCase {
    func testDetect() throws {
        XCTAssertEqual(TextRecipeFormat.detect(path: "a.cook", text: ""), .cooklang)
        XCTAssertEqual(TextRecipeFormat.detect(path: "a.menu", text: ""), .cooklangMenu)
        XCTAssertEqual(TextRecipeFormat.detect(path: "a.yaml", text: "recipe_name: x"), .openRecipeFormat)
        XCTAssertNil(TextRecipeFormat.detect(path: "site.yaml", text: "title: My book"))
        XCTAssertNil(TextRecipeFormat.detect(path: "a.png", text: ""))
        XCTAssertEqual(TextRecipeFormat.detect(path: "a.md", text: "---\ntitle: x\n---\n"), .markdownSite)
        XCTAssertEqual(TextRecipeFormat.detect(path: "a.md", text: "# Guacamole\n\n*vegan*\n\n---\n\n- *1* avocado\n"), .recipeMD)
        XCTAssertEqual(TextRecipeFormat.detect(path: "a.md", text: "# Pasta\n\n## Ingredients\n\n- pasta\n\n---\n"), .markdownSite)
        let path = CooklangTests.fixtures.appendingPathComponent("recipemd/testcases/recipe.md").path
        let text = try readTextFile(path: path)
        XCTAssertEqual(TextRecipeFormat.detect(path: path, text: text), .recipeMD)
        XCTAssertEqual(try TextRecipeFormat.recipeMD.read(path: path, text: text).count, 1)
        XCTAssertThrowsError(try readTextFile(path: "/nonexistent/x.md"))
    }
}
