import Foundation
import Testing
@testable import CookbookImport
@testable import CookbookKit
@testable import CookbookSupport

/// Week plans: a Cooklang `.menu` imported as `content/plans/<slug>.yaml`, checked, and
/// built into a page per plan and language (docs/recipe-format.md, "Week plans").
@Suite struct WeekPlanTests {
    static let fixtures =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/CookbookImportTests/Fixtures"

    /// CookCLI's seed menu (three days, ten meals) with the seed's three recipes: the plan
    /// file names the imported recipes by their slugs, keeps the others (reported with
    /// file:line), and the build warns about them at the plan file's line and column.
    @Test func cookCLIMenuBecomesAPlanFileThatBuilds() async throws {
        let root = try ImportFixture.emptyCookbook("menu")
        let outcome = Importer.run([(Self.fixtures + "/cookcli", "cookcli")], options: .init(into: root, intoDisplay: "book"))
        #expect(outcome.problems == [])
        #expect(outcome.plans.map(\.path) == ["content/plans/weekly-plan.yaml"])
        #expect(outcome.plans.first?.became == "3 days, 10 meals, 8 recipes (3 in the cookbook), 6 other items")
        #expect(outcome.plans.first?.unknown.first == "cookcli/Weekly Plan.menu:11: ./lamb-chops -- not a recipe of the cookbook")
        #expect(outcome.plans.first?.unknown.count == 5)
        #expect(outcome.report.contains("cookcli/Weekly Plan.menu:24: ./Salads/Caprese -- not a recipe of the cookbook"))
        let text = try String(contentsOfFile: root + "/content/plans/weekly-plan.yaml", encoding: .utf8)
        #expect(text.contains("servings: 2\n"))
        #expect(text.contains("      - name: \"Dinner\"\n        recipes:\n          - \"classic-risotto-alla-milanese\"\n"))
        #expect(text.contains("        also:\n          - \"50 g almonds\"\n"))
        // Importing again writes nothing new.
        let again = Importer.run([(Self.fixtures + "/cookcli", "cookcli")], options: .init(into: root, intoDisplay: "book"))
        #expect(again.written == [])

        let built = await Builder.build(root: root)
        #expect(built.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let warnings = built.diagnostics.filter { $0.code == "unknown-plan-recipe" }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(warnings.count == 5)
        #expect(warnings.first == "15:13 the plan names 'lamb-chops', which is not a recipe of the cookbook")
        let page = try #require(built.files.first { $0.path == "plans/weekly-plan.html" }?.text)
        #expect(page.contains("<a href=\"../recipes/thai-green-curry.html\" dir=\"auto\">Thai Green Curry</a> <span class=\"weekplan-servings\">· 2 servings</span>"))
        #expect(page.contains("<span dir=\"auto\">lamb-chops</span>"))
        // The button's data: Saturday 2026-03-07 is day 5, dinner is meal 2; Sunday's risotto day 6.
        #expect(page.contains("{\"slug\":\"neapolitan-pizza\",\"day\":5,\"meal\":2,\"servings\":2}"))
        #expect(page.contains("{\"slug\":\"classic-risotto-alla-milanese\",\"day\":6,\"meal\":2,\"servings\":2}"))
        #expect(page.contains("{\"slug\":\"thai-green-curry\",\"day\":0,\"meal\":2,\"servings\":2}"))
        let plan = try #require(built.files.first { $0.path == "plan.html" }?.text)
        #expect(plan.contains("<li><a href=\"plans/weekly-plan.html\" dir=\"auto\">Weekly Plan</a></li>"))
    }

    /// The example cookbook's plan: a page in each language, recipe titles and day names
    /// in that language, servings from the plan or the meal.
    @Test func examplePlanPageInEveryLanguage() async throws {
        let built = await Builder.build(root: ImportFixture.repoRoot)
        #expect(built.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        #expect(built.diagnostics.filter { $0.code == "unknown-plan-recipe" }.isEmpty)
        let en = try #require(built.files.first { $0.path == "plans/a-week-of-steppe-food.html" }?.text)
        let ru = try #require(built.files.first { $0.path == "ru/plans/a-week-of-steppe-food.html" }?.text)
        let kk = try #require(built.files.first { $0.path == "kk/plans/a-week-of-steppe-food.html" }?.text)
        #expect(en.contains("<button type=\"button\" id=\"weekplan-add\">Add this week to my plan</button>"))
        #expect(ru.contains("<button type=\"button\" id=\"weekplan-add\">Добавить эту неделю в мой план</button>"))
        #expect(kk.contains(">Осы аптаны жоспарыма қосу</button>"))
        #expect(en.contains("<a href=\"../recipes/manti.html\" dir=\"auto\">Manti</a> <span class=\"weekplan-servings\">· 6 servings</span>"))
        #expect(ru.contains("<h2 id=\"day-1\" dir=\"auto\">Понедельник</h2>"))
        #expect(ru.contains("<a href=\"../recipes/plov.html\" dir=\"auto\">Плов</a>"))
        // A recipe without a Kazakh translation links to the default language's page.
        #expect(kk.contains("<a href=\"../../recipes/red-lentil-soup.html\""))
        #expect(!kk.contains("\"slug\":\"red-lentil-soup\""))
    }

    @Test func planFileMistakesHaveLocations() {
        let text = """
            title: "Soups"
            servings: 200
            days:
              - name: Monday
                date: 2026-13-01
                meals:
                  - name: Dinner
                    recipes: [borscht, {recipe: plov, servngs: 4}]
                    drinks: [tea]
            """
        let file = SourceFile(contentPath: "plans/soups.yaml", displayPath: "content/plans/soups.yaml", bytes: Array(text.utf8))
        let plan = WeekPlan.decode(file)
        #expect(plan.value == nil)
        #expect(
            plan.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == [
                "2:11 invalid-value", "5:11 invalid-date", "8:43 unknown-field", "9:9 unknown-field",
            ])
        #expect(WeekPlan.weekday("2026-03-07") == 5)
        #expect(WeekPlan.weekday("2000-01-03") == 0)
    }
}
