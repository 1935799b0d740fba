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
        // The plan's own words come from its translations (plans/<slug>.ru.yaml, .kk.yaml).
        #expect(ru.contains("<h1 dir=\"auto\">Неделя степной кухни</h1>"))
        #expect(ru.contains("1 чашка зелёного чая"))
        #expect(kk.contains("<h1 dir=\"auto\">Дала асханасының аптасы</h1>"))
        #expect(en.contains("<h1 dir=\"auto\">A week of steppe food</h1>"))
        let ruList = try #require(built.files.first { $0.path == "ru/plan.html" }?.text)
        #expect(ruList.contains("<li><a href=\"plans/a-week-of-steppe-food.html\" dir=\"auto\">Неделя степной кухни</a></li>"))
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

    static let translatedSite: [String: String] = [
        "/site/content/site.yaml": "title: Family Book\nlanguages: [en, ru, kk]\n",
        "/site/content/recipes/soup.md": "---\ntitle: Onion soup\nservings: 4\ningredients: [3 onions, 1 l water]\n---\n## Steps\n\n1. Boil.\n",
        "/site/content/plans/week.yaml": """
        title: Soup week
        summary: Soup every day.
        days:
          - name: Monday
            meals:
              - name: Supper at six
                recipes: [soup]
                also: [bread]
          - name: Вторник
            meals:
              - name: Dinner
                recipes: [soup]
          - name: Day three
            meals:
              - recipes: [soup]
        """,
        "/site/content/plans/week.ru.yaml": """
        title: Неделя супов
        summary: Суп каждый день.
        days:
          - meals:
              - name: Ужин в шесть
                also: [хлеб]
          - {}
          - name: Третий день
        """,
    ]

    /// A plan translated into Russian: the Russian page shows its words, the untranslated
    /// ones as written, weekdays (written in English or Russian) in the page's language;
    /// the Kazakh page, without a translation, shows the original's words with the
    /// weekdays in Kazakh. Where the days go in the cook's plan is the original's.
    @Test func translatedPlanShowsItsWords() async throws {
        let built = await Builder.build(root: "/site", fileSystem: .memory(Self.translatedSite))
        #expect(built.diagnostics.filter { $0.location.path.hasPrefix("content/plans/") }.map(\.formatted) == [])
        #expect(!built.diagnostics.hasErrors)
        let ru = try #require(built.files.first { $0.path == "ru/plans/week.html" }?.text)
        let kk = try #require(built.files.first { $0.path == "kk/plans/week.html" }?.text)
        let en = try #require(built.files.first { $0.path == "plans/week.html" }?.text)
        #expect(ru.contains("<h1 dir=\"auto\">Неделя супов</h1>") && ru.contains("Суп каждый день."))
        #expect(ru.contains("<h2 id=\"day-1\" dir=\"auto\">Понедельник</h2>") && ru.contains("<h2 id=\"day-2\" dir=\"auto\">Вторник</h2>"))
        #expect(ru.contains("<h2 id=\"day-3\" dir=\"auto\">Третий день</h2>"))
        #expect(ru.contains("Ужин в шесть") && ru.contains(">хлеб<") && !ru.contains(">bread<"))
        #expect(en.contains("<h2 id=\"day-2\" dir=\"auto\">Tuesday</h2>") && en.contains(">bread<"))
        #expect(kk.contains("<h1 dir=\"auto\">Soup week</h1>") && kk.contains("<h2 id=\"day-1\" dir=\"auto\">Дүйсенбі</h2>"))
        #expect(kk.contains("<h2 id=\"day-2\" dir=\"auto\">Сейсенбі</h2>"))
        // The days' places: Monday 0, "Вторник" 1 (a Russian weekday on the English page),
        // the third day 2; supper and dinner are meal 2, a meal without a name its place.
        #expect(en.contains(#"[{"slug":"soup","day":0,"meal":2},{"slug":"soup","day":1,"meal":2},{"slug":"soup","day":2,"meal":0}]"#))
    }

    /// A translation is checked like a recipe's, with path:line:col: fields taken from
    /// the original, unknown fields, drift, a missing original, the default language and
    /// a language the site does not list.
    @Test func planTranslationMistakesHaveLocations() async {
        var files = Self.translatedSite
        files["/site/content/plans/week.ru.yaml"] = """
            title: Неделя супов
            servings: 2
            days:
              - name: Понедельник
                date: 2026-03-09
                meals:
                  - name: Ужин
                    recipes: [soup]
                    also: [хлеб, масло]
                  - name: Ещё
              - name: Вторник
            colour: red
            """
        files["/site/content/plans/other.ru.yaml"] = "title: Другой\n"
        files["/site/content/plans/week.en.yaml"] = "title: Week\n"
        files["/site/content/plans/week.de.yaml"] = "title: Woche\n"
        let built = await Builder.build(root: "/site", fileSystem: .memory(files))
        let shown = built.diagnostics.filter { $0.location.path.hasPrefix("content/plans/") }.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.code)" }
        #expect(
            Set(shown) == [
                "content/plans/other.ru.yaml:1:1 orphan-translation",
                "content/plans/week.de.yaml:1:1 unknown-language",
                "content/plans/week.en.yaml:1:1 translation-of-default",
                "content/plans/week.ru.yaml:2:1 unknown-field",
                "content/plans/week.ru.yaml:5:5 unknown-field",
                "content/plans/week.ru.yaml:8:9 unknown-field",
                "content/plans/week.ru.yaml:12:1 unknown-field",
            ])
        #expect(built.diagnostics.contains { $0.message == "'servings' cannot be translated: it is taken from the original" })
        #expect(built.diagnostics.contains { $0.message == "'recipes' cannot be translated: it is taken from the original" })

        // Without the errors, the drift is a warning: 2 days of 3, 2 meals of 1, 2 'also' lines of 1.
        files["/site/content/plans/week.ru.yaml"] = "title: Неделя\ndays:\n  - meals:\n      - also: [хлеб, масло]\n      - name: Ещё\n  - name: Вторник\n"
        files["/site/content/plans/other.ru.yaml"] = nil
        files["/site/content/plans/week.en.yaml"] = nil
        files["/site/content/plans/week.de.yaml"] = nil
        let drifted = await Builder.build(root: "/site", fileSystem: .memory(files))
        let planDiagnostics = drifted.diagnostics.filter { $0.location.path.hasPrefix("content/plans/") }
        #expect(
            Set(planDiagnostics.map(\.message)) == [
                "the days differ from the original: 2 here, 3 in the plan",
                "the meals of day 1 differ from the original: 2 here, 1 in the plan",
                "the 'also' lines of meal 1 of day 1 differ from the original: 2 here, 1 in the plan",
            ])
        #expect(planDiagnostics.allSatisfy { $0.code == "translation-drift" && $0.severity == .warning && $0.location.line == 1 })
        #expect(drifted.files.first { $0.path == "ru/plans/week.html" }?.text.contains("<h1 dir=\"auto\">Неделя</h1>") == true)
    }
}
