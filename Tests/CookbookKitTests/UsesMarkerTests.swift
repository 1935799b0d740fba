import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// `{uses=...}` in a step names ingredient lines by number; one that names no line is an
/// `invalid-uses` error at the marker (Tests/hostile/cases/uses-marker-names-no-line has
/// the recipe cases, with their exact messages).
@Suite struct UsesMarkerTests {
    func errors(_ translation: String) async -> [String] {
        let site: [String: String] = [
            "/site/content/site.yaml": "title: Book\nlanguages: [en, ru]\n",
            "/site/content/recipes/soup.md": "---\ntitle: Soup\ningredients: [1 onion, 1 l water]\n---\n## Steps\n\n1. Fry. {uses=1}\n2. Boil. {uses=2,}\n",
            "/site/content/recipes/soup.ru.md": translation,
        ]
        let result = await Builder.build(root: "/site", fileSystem: .memory(site))
        return result.diagnostics.filter { $0.code == "invalid-uses" }.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func goodMarkersPass() async {
        #expect(await errors("---\ntitle: Суп\n---\n## Шаги\n\n1. Обжарьте. {uses=1}\n2. Варите. {uses=}\n") == [])
    }

    /// A translation without its own ingredient lines takes the original's: its markers are
    /// checked for whole numbers from 1.
    @Test func aTranslationsMarkerMustBeAWholeNumberFromOne() async {
        #expect(
            await errors("---\ntitle: Суп\n---\n## Шаги\n\n1. Обжарьте. {uses=лук}\n2. Варите. {uses=0}\n") == [
                "content/recipes/soup.ru.md:6:14 the step's '{uses=лук}': 'лук' is not an ingredient line number; ingredient lines are numbered from 1",
                "content/recipes/soup.ru.md:7:12 the step's '{uses=0}': there is no ingredient line 0; ingredient lines are numbered from 1",
            ])
    }

    @Test func aTranslationWithItsOwnLinesIsCheckedAgainstThem() async {
        #expect(
            await errors("---\ntitle: Суп\ningredients: [1 луковица, 1 л воды]\n---\n## Шаги\n\n1. Обжарьте.\n2. Варите. {uses=3}\n") == [
                "content/recipes/soup.ru.md:8:12 the step's '{uses=3}': there is no ingredient line 3; its ingredient lines are 1 to 2"
            ])
    }
}
