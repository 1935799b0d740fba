import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// Cuisine and author pages, the author-spelling warning and the printable book.
@Suite struct BrowseTests {
    static func recipe(_ title: String, author: String?, cuisine: String? = nil, line: Int = 3) -> String {
        var text = "---\ntitle: \(title)\n"
        if let author { text += "author: \(author)\n" }
        if let cuisine { text += "cuisine: \(cuisine)\n" }
        return text + "ingredients: [500 g rice, 2 onions, 1 tsp salt]\n---\n## Steps\n\n1. Cook.\n"
    }

    static let site: [String: String] = [
        "/site/content/site.yaml": """
        title: Family Book
        languages: [en, ru]
        author: The Family
        authors:
          - name: Aigerim
            bio: "Bakes *bread*. <script>alert(1)</script> [x](javascript:alert(2))"
            image: images/aigerim.svg
        book: {cover: images/cover.svg, paper: letter}
        """,
        "/site/content/i18n/ru.yaml": """
        title: Семейная книга
        cuisines:
          Uzbek: узбекская
        authors:
          Aigerim: {name: Айгерим, bio: Печёт хлеб.}
        """,
        "/site/content/recipes/plov.md": recipe("Plov", author: "Aigerim", cuisine: "Uzbek"),
        "/site/content/recipes/plov.ru.md": "---\ntitle: Плов\n---\n## Шаги\n\n1. Готовить.\n",
        "/site/content/recipes/non.md": recipe("Non", author: "\"aigerim \"", cuisine: "uzbek"),
        "/site/content/recipes/soup.md": recipe("Soup", author: nil, cuisine: "<b>Greek</b>"),
        "/site/content/images/aigerim.svg": Fixture.drawing,
        "/site/content/images/cover.svg": Fixture.drawing,
    ]

    func build(_ files: [String: String]) async -> BuildResult {
        await Builder.build(root: "/site", options: .init(), fileSystem: .memory(files))
    }

    func html(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func oneAuthorWrittenManyWaysHasOneKey() {
        let key = Browse.authorKey("Aigerim")
        #expect(key == "aigerim")
        for spelling in ["aigerim ", "  AIGERIM", "Aıgerim", "\u{0410}igerim", "Ai\u{200B}gerim", "Áigerim", "Aigerim."] {
            #expect(Browse.authorKey(spelling) == key, "\(spelling)")
        }
        #expect(Browse.authorKey("Aigerim Nurlanovna") != key)
        // A Cyrillic name is not folded as if it were Latin: "Арман" stays arman.
        #expect(Browse.authorKey("Арман") == "arman")
        // Names a slug cannot hold get a key and a page name of their own, the same every time.
        #expect(Browse.authorKey("李伟") != Browse.authorKey("王芳"))
        let slug = Browse.pageSlug(Browse.authorKey("李伟"), prefix: "author")
        #expect(slug.hasPrefix("author-") && Slug.isValid(slug) && slug == Browse.pageSlug(Browse.authorKey("李伟"), prefix: "author"))
    }

    @Test func authorWrittenTwoWaysWarnsAtTheOtherSpelling() async {
        var files = Self.site
        files["/site/content/recipes/cake.md"] = Self.recipe("Cake", author: "Aıgerim")
        let result = await build(files)
        let warnings = result.diagnostics.filter { $0.code == "author-spelling" }
        #expect(
            warnings.map { "\($0.location.path):\($0.location.line):\($0.location.column)" }.sorted() == [
                "content/recipes/cake.md:3:9", "content/recipes/non.md:3:9",
            ])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("is written 'Aigerim' in content/site.yaml") })
        #expect(!result.files.isEmpty)
        // One page for all of them, under the spelling of site.yaml.
        let page = html(result, "authors/aigerim.html")
        #expect(page.contains("<h1 dir=\"auto\">Aigerim</h1>"))
        #expect(page.contains("recipes/cake.html") && page.contains("recipes/non.html") && page.contains("recipes/plov.html"))
        #expect(!result.files.contains { $0.path.hasPrefix("authors/a-gerim") })
    }

    @Test func cuisineAndAuthorPagesInEveryLanguage() async {
        let result = await build(Self.site)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let paths = Set(result.files.map(\.path))
        for path in [
            "cuisines/uzbek.html", "cuisines/b-greek-b.html", "authors/aigerim.html", "authors/the-family.html", "book.html",
            "ru/cuisines/uzbek.html", "ru/authors/aigerim.html", "ru/book.html",
        ] {
            #expect(paths.contains(path), "\(path)")
        }
        // "Uzbek" and "uzbek" are one cuisine (named as the first recipe by title writes it, on a
        // tie); the Russian page uses the site's word for it, found by either spelling.
        let uzbek = html(result, "cuisines/uzbek.html")
        #expect(uzbek.contains("<h1 dir=\"auto\">Uzbek cuisine</h1>") && uzbek.contains("recipes/non.html") && uzbek.contains("recipes/plov.html"))
        #expect(html(result, "ru/cuisines/uzbek.html").contains("<h1 dir=\"auto\">Узбекская кухня</h1>"))
        #expect(html(result, "cuisines/b-greek-b.html").contains("&lt;b&gt;Greek&lt;/b&gt; cuisine"))
        // The author's page: bio as Markdown with its HTML escaped and the javascript: link dropped, the picture.
        let author = html(result, "authors/aigerim.html")
        #expect(author.contains("<em>bread</em>"))
        #expect(!author.contains("<script>alert(1)") && !author.contains("javascript:"))
        #expect(author.contains("src=\"../images/aigerim.svg\""))
        let ru = html(result, "ru/authors/aigerim.html")
        #expect(ru.contains("<h1 dir=\"auto\">Айгерим</h1>") && ru.contains("<p>Печёт хлеб.</p>") && ru.contains("src=\"../../images/aigerim.svg\""))
        // Linked from the recipe page and its cards, listed on the categories page.
        let plov = html(result, "recipes/plov.html")
        #expect(plov.contains("<a href=\"../cuisines/uzbek.html\"><bdi>uzbek</bdi></a>"))
        #expect(plov.contains("<a href=\"../authors/aigerim.html\">By Aigerim</a>"))
        #expect(html(result, "recipes.html").contains("<a class=\"card-author\" href=\"authors/aigerim.html\">"))
        #expect(html(result, "ru/recipes/plov.html").contains("<a href=\"../authors/aigerim.html\">Автор: Айгерим</a>"))
        let index = html(result, "categories.html")
        #expect(index.contains("<a href=\"cuisines/uzbek.html\"><bdi>uzbek</bdi> <span class=\"tag-count\">(2)</span></a>"))
        #expect(index.contains("<a href=\"authors/the-family.html\"><bdi>The Family</bdi> <span class=\"tag-count\">(1)</span></a>"))
        // The Russian site has only the translated plov: one recipe on each page.
        #expect(html(result, "ru/authors/aigerim.html").contains("1 рецепт"))
        #expect(html(result, "ru/recipes/plov.html").contains("<a href=\"../cuisines/uzbek.html\"><bdi>узбекская</bdi></a>"))
    }

    @Test func bookHasCoverContentsEveryRecipeAndAnIndex() async {
        let result = await build(Self.site)
        let book = html(result, "book.html")
        #expect(book.contains("data-paper=\"letter\"") && book.contains("assets/book-letter.css"))
        #expect(book.contains("<img class=\"book-cover-picture\" src=\"images/cover.svg\""))
        #expect(book.contains("<h1 id=\"book-title\" dir=\"auto\">Family Book</h1>"))
        for slug in ["non", "plov", "soup"] {
            #expect(book.contains("<article class=\"book-recipe\" id=\"recipe-\(slug)\""), "\(slug)")
            #expect(book.contains("<li><a href=\"#recipe-\(slug)\">"), "\(slug) in the contents")
        }
        // The index: each ingredient with the recipes using it, staples (salt) left out.
        #expect(book.contains("<li><span dir=\"auto\">rice</span>: <a href=\"#recipe-non\" dir=\"auto\">Non</a><span class=\"page-ref\" data-target=\"recipe-non\"></span>, "))
        #expect(!book.contains("<span dir=\"auto\">salt</span>"))
        #expect(book.contains("assets/book.js") && book.contains("assets/book.css"))
        #expect(html(result, "index.html").contains("<a href=\"book.html\">"))
        #expect(html(result, "ru/book.html").contains("<h1 id=\"book-title\" dir=\"auto\">Семейная книга</h1>"))
    }

    @Test func authorsListedTwiceAndBadBookSettingsAreErrors() async {
        var files = Self.site
        files["/site/content/site.yaml"] = """
            title: Family Book
            authors:
              - name: Aigerim
              - name: " AIGERIM"
              - Dana
            book: {paper: a5, cover: images/missing.jpg}
            """
        let result = await build(files)
        let codes = result.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line) \($0.code)" }
        #expect(codes.contains("4 duplicate-author"))
        #expect(codes.contains("5 wrong-type"))
        #expect(codes.contains("6 invalid-value"))
        #expect(codes.contains("6 missing-image"))
        #expect(result.files.isEmpty)
    }
}
