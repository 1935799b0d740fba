import Foundation
import XCTest

@testable import CookbookImport

/// Reads a folder of real files with one reader and prints how many read, for the
/// numbers in docs/import.md. Runs only when asked:
///
///     IMPORT_MEASURE_DIR=/path/to/recipes IMPORT_MEASURE_KIND=cooklang \
///       swift test --filter CorpusMeasureTests
///
/// KIND is `markdown`, `cooklang`, `menu`, `recipemd` or `orf`; files are chosen by
/// extension (`.md`, `.cook`, `.menu`, `.md`, `.yaml`/`.yml`).
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
                    lines += recipe.ingredientGroups.flatMap(\.lines).count
                    steps += recipe.stepSections.flatMap(\.steps).count
                    groups += recipe.ingredientGroups.filter { $0.name != nil }.count
                }
            } catch {
                problems.append("\(file): \(error.message)")
            }
        }
        print("MEASURE \(kind) \(dir): \(read) of \(files.count) files read; \(lines) ingredient lines (or menu items), \(groups) named groups, \(steps) steps")
        for problem in problems { print("MEASURE problem: \(problem)") }
    }
}
