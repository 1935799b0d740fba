import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// `<title>` isolates its parts as the body isolates content (`dir="auto"`), with the
/// first-strong isolate characters U+2068 ... U+2069, since a title cannot hold markup;
/// only when a part holds a right-to-left letter or a bidi control.
@Suite struct PageTitleTests {
    static let site: [String: String] = [
        "/site/content/site.yaml": "title: Family Book\nlanguage: en\n",
        "/site/content/recipes/shakshuka.md": "---\ntitle: \"שקשוקה 2\"\ningredients: [2 eggs]\n---\n## Steps\n\n1. Cook.\n",
        "/site/content/recipes/plov.md": "---\ntitle: \"\u{202E}Plov\"\ningredients: [1 onion]\n---\n## Steps\n\n1. Cook.\n",
    ]

    func title(_ result: BuildResult, _ path: String) -> String? {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return nil }
        let page = String(decoding: bytes, as: UTF8.self)
        guard let start = page.range(of: "<title>"), let end = page.range(of: "</title>") else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func rightToLeftOrControlledTitlesAreIsolatedOthersAndTheHomePageArePlain() async {
        let result = await Builder.build(root: "/site", fileSystem: .memory(Self.site))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        #expect(title(result, "recipes/shakshuka.html") == "\u{2068}שקשוקה 2\u{2069} – \u{2068}Family Book\u{2069}")
        // The override ends at its part's PDI: " – Family Book" keeps its order.
        #expect(title(result, "recipes/plov.html") == "\u{2068}\u{202E}Plov\u{2069} – \u{2068}Family Book\u{2069}")
        // Left-to-right titles are written as they are: nothing to isolate.
        #expect(title(result, "recipes.html") == "All recipes A to Z – Family Book")
        #expect(title(result, "book.html")?.hasSuffix(" – Family Book") == true)
        #expect(title(result, "index.html") == "Family Book")
    }
}
