import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// Whole builds on in-memory sites.
@Suite struct BuilderTests {
    static let goodSite: [String: String] = [
        "/site/content/site.yaml": """
        title: Family Book
        categories:
          - Soups
          - name: Main dishes
            image: images/mains.jpg
        """,
        "/site/content/recipes/plov.md": """
        ---
        title: Plov
        category: Main dishes
        image: ../images/plov.jpg
        tags: [rice, one pot]
        featured: true
        ingredients: [500 g rice, 500 g lamb]
        ---
        ## Steps

        1. Fry the lamb.
        2. Add the rice.
        """,
        "/site/content/recipes/soups/borsch.md": """
        ---
        title: Borsch
        category: Soups
        tags: [soup]
        ingredients: [3 beets]
        ---
        ## Steps

        1. Boil.
        """,
        "/site/content/recipes/secret.md": """
        ---
        title: Secret
        draft: true
        tags: [secret]
        ingredients: [2 eggs]
        ---
        ## Steps

        1. Hide.
        """,
        "/site/content/images/plov.jpg": Fixture.drawing,
        "/site/content/images/mains.jpg": Fixture.drawing,
        "/site/content/images/unused.png": Fixture.drawing,
    ]

    func build(_ files: [String: String], prefix: String = "", options: BuildOptions = .init()) async -> BuildResult {
        await Builder.build(root: "/site", displayPrefix: prefix, options: options, fileSystem: .memory(files))
    }

    func html(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func goodSiteBuildsTheExpectedFiles() async {
        let result = await build(Self.goodSite)
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(
            result.files.map(\.path) == [
                "assets/book-a4.css", "assets/book-letter.css", "assets/book.css", "assets/book.js", "assets/cookbook.js", "assets/cookmode.js", "assets/kitchen.css", "assets/kitchen.js", "assets/notice.js", "assets/pantry.js",
                "assets/plan.js", "assets/quantities-data.js", "assets/quantities.js", "assets/saved.js", "assets/search-engine.js", "assets/search-page.js",
                "assets/shopping.js", "assets/steps.js", "assets/style.css", "assets/weekplan.js", "book.html", "categories.html", "categories/main-dishes.html", "categories/soups.html",
                "images/mains.jpg", "images/plov.jpg", "index.html", "kitchen/recipes-en.js", "kitchen/strings-en.js", "pantry.html",
                "plan.html", "recipes.html", "recipes/borsch.html", "recipes/plov.html", "saved.html", "search.html",
                "search/index-en.js", "search/text.js", "shopping.html",
                "tags/one-pot.html", "tags/rice.html", "tags/soup.html",
            ])
        #expect(result.site?.recipes.map(\.title) == ["Borsch", "Plov"])
        #expect(result.files.first { $0.path == "images/plov.jpg" }?.contents == .copy(from: "/site/content/images/plov.jpg"))
    }

    @Test func recipePageShowsTheRecipe() async {
        let page = html(await build(Self.goodSite), "recipes/plov.html")
        #expect(page.contains("Plov"))
        #expect(page.contains("Fry the lamb."))
        #expect(page.contains("500 g lamb"))
        #expect(page.contains("\"@type\":\"Recipe\""))
        #expect(!page.contains("Secret"))
    }

    @Test func checkOnlyStopsBeforeRendering() async {
        let result = await build(Self.goodSite, options: BuildOptions(render: false))
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.isEmpty)
        #expect(result.site?.recipes.count == 2)
    }

    static let brokenSite: [String: [UInt8]] = [
        "/site/content/site.yaml": Array(
            """
            title: Book
            language: EN
            categories:
              - Soups
              - Mains
            """.utf8),
        "/site/content/recipes/a-broken.md": Array(
            """
            ---
            title: Plov: the classic
            ingredients: [200 g rice]
            ---
            # Plov

            ## Steps

            1. Cook.
            """.utf8),
        "/site/content/recipes/bad-bytes.md": Array("---\ntitle: Bad\nsummary: caf".utf8) + [0xE9] + Array("\n---\n".utf8),
        "/site/content/recipes/borsch.md": Array(
            """
            ---
            title: Borsch
            category: Soup
            servings: many
            prep_time: 30
            featured: yes
            ingredients:
              - beets
              - salt: to taste
            image: ../images/borsh.jpg
            ---

            ## Stpes

            1. Boil.
            """.utf8),
        "/site/content/recipes/empty.md": [],
        "/site/content/recipes/plov.md": Array("---\ntitle: Plov\nfeatured: true\ningredients: [200 g rice]\n---\n## Steps\n\n1. Cook.\n".utf8),
        "/site/content/recipes/plov.ru.md": Array("---\ntitle: Плов\n---\n".utf8),
        "/site/content/recipes/soups/shchi.md": Array(
            """
            ---
            title: Shchi
            slug: plov
            tags: [soup, Soup]
            ingredients: [1 honey]
            ---
            ## Steps

            1. Boil.

            Serve hot.
            """.utf8),
        "/site/content/images/borsch.jpg": Array("jpeg".utf8),
    ]

    static let brokenSiteDiagnostics = [
        "content/recipes/a-broken.md:2:12 error yaml-syntax",
        "content/recipes/a-broken.md:5:1 warning heading-level",
        "content/recipes/bad-bytes.md:3:13 error not-utf8",
        "content/recipes/borsch.md:1:1 error missing-steps",
        "content/recipes/borsch.md:3:11 error unknown-category",
        "content/recipes/borsch.md:4:11 error invalid-value",
        "content/recipes/borsch.md:5:12 error invalid-time",
        "content/recipes/borsch.md:6:11 error wrong-type",
        "content/recipes/borsch.md:9:5 error wrong-type",
        "content/recipes/borsch.md:10:8 error missing-image",
        "content/recipes/borsch.md:13:1 warning unknown-section",
        "content/recipes/empty.md:1:1 error empty-file",
        "content/recipes/plov.ru.md:1:1 error missing-steps",
        "content/recipes/soups/shchi.md:1:1 error duplicate-slug",
        "content/recipes/soups/shchi.md:4:14 warning duplicate-tag",
        "content/recipes/soups/shchi.md:5:15 warning unweighed-ingredient",
        "content/recipes/soups/shchi.md:11:1 warning step-outside-list",
        "content/site.yaml:2:11 error invalid-value",
    ]

    func summary(_ d: Diagnostic) -> String {
        "\(d.location.path):\(d.location.line):\(d.location.column) \(d.severity.rawValue) \(d.code)"
    }

    @Test func siteWithManyProblemsReportsAllOfThemSorted() async {
        let result = await Builder.build(root: "/site", fileSystem: .memory(Self.brokenSite))
        #expect(result.diagnostics.map(summary) == Self.brokenSiteDiagnostics)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics == result.diagnostics.sortedForOutput())
    }

    @Test func manyProblemsKeepTheirMessagesAndHints() async {
        let diagnostics = await Builder.build(root: "/site", fileSystem: .memory(Self.brokenSite)).diagnostics
        func find(_ path: String, _ line: Int) -> Diagnostic? {
            diagnostics.first { $0.location.path == "content/" + path && $0.location.line == line }
        }
        #expect(find("recipes/borsch.md", 3)?.hint == "did you mean 'Soups'?")
        #expect(find("recipes/borsch.md", 1)?.hint == "found '## Stpes'; the steps go under '## Steps' as a numbered list")
        #expect(find("recipes/borsch.md", 10)?.hint == "did you mean 'borsch.jpg' in the same folder?")
        #expect(find("recipes/soups/shchi.md", 1)?.message == "the page name 'plov' is also used by content/recipes/plov.md")
        #expect(
            find("recipes/a-broken.md", 2)?.formatted == """
                content/recipes/a-broken.md:2:12: error: mapping values are not allowed in this context [yaml-syntax]
                  hint: a value that contains ': ' must be quoted, e.g. title: "Plov: the classic"
                """)
    }

    @Test func displayPrefixIsUsedInEveryPath() async {
        let result = await Builder.build(root: "/site", displayPrefix: "my-book/", fileSystem: .memory(Self.brokenSite))
        #expect(result.diagnostics.map(\.location.path).allSatisfy { $0.hasPrefix("my-book/content/") })
        #expect(result.diagnostics.count == Self.brokenSiteDiagnostics.count)
    }

    @Test func strictTurnsWarningsIntoErrorsAndWritesNothing() async {
        var files = Self.goodSite
        files["/site/content/recipes/extra.md"] = "---\ntitle: Extra\ningredients: [2 eggs]\n---\n# Extra\n\n## Steps\n\n1. Go.\n"
        let relaxed = await build(files)
        #expect(relaxed.diagnostics.map(summary) == ["content/recipes/extra.md:5:1 warning heading-level"])
        #expect(!relaxed.files.isEmpty)
        let strict = await build(files, options: BuildOptions(strict: true))
        #expect(strict.diagnostics.map(summary) == ["content/recipes/extra.md:5:1 error heading-level"])
        #expect(strict.files.isEmpty)
    }

    @Test func twoFeaturedRecipesWarnButStillBuild() async {
        var files = Self.goodSite
        files["/site/content/recipes/soups/borsch.md"] = files["/site/content/recipes/soups/borsch.md"]!
            .replacingOccurrences(of: "tags: [soup]", with: "tags: [soup]\nfeatured: true")
        let result = await build(files)
        #expect(result.diagnostics.map(summary) == ["content/recipes/soups/borsch.md:1:1 warning several-featured"])
        #expect(result.files.count == 42)
    }

    @Test func missingContentFolderStopsTheBuild() async {
        let result = await build(["/site/readme.md": "x"], prefix: "book/")
        #expect(result.diagnostics.map(summary) == ["book/content:1:1 error no-content"])
        #expect(result.recipeCount == 0 && result.files.isEmpty)
    }

    @Test func templateTypoIsABuildErrorAtItsPosition() async {
        var files = Self.goodSite
        files["/site/templates/list.mustache"] = "<h1>{{page.title}}</h1>\n<p>{{page.titel}}</p>\n"
        let result = await build(files)
        expectDiagnostic(
            result.diagnostics, "unknown-template-key", line: 2, column: 4, path: "templates/list.mustache",
            message: "the template uses 'titel', which no page provides", hint: "did you mean 'title'?")
        #expect(result.files.isEmpty)
    }

    @Test func textFromRecipesIsEscapedInPagesAndJSONLD() async {
        var files = Self.goodSite
        files["/site/content/recipes/x.md"] = """
            ---
            title: "<script>alert(1)</script> & Co"
            servings: 2
            ingredients: ["<img src=x onerror=alert(1)>", 200 g rice]
            ---
            ## Steps

            1. Mix <script>bad()</script> well.
            """
        let result = await build(files)
        // The line names no food: a warning (in the terminal), and the page says so, escaped.
        #expect(result.diagnostics.map(\.code) == ["unmatched-ingredient"])
        let page = html(result, "recipes/x.html")
        #expect(page.contains("“&lt;img src=x onerror=alert(1)&gt;”"))
        #expect(!page.contains("<script>alert") && !page.contains("<img src=x") && !page.contains("<script>bad"))
        #expect(page.contains("<h1 dir=\"auto\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</h1>"))
        #expect(page.contains(#""name":"\u003cscript\u003ealert(1)\u003c/script\u003e \u0026 Co""#))
    }

    @Test
    func categoryNamesWithTheSameSlugAreAnError() async {
        let files: [String: String] = [
            "/site/content/recipes/a.md": "---\ntitle: A\ncategory: Main dishes\ningredients: [2 eggs]\n---\n## Steps\n\n1. Go.\n",
            "/site/content/recipes/b.md": "---\ntitle: B\ncategory: main dishes\ningredients: [2 eggs]\n---\n## Steps\n\n1. Go.\n",
        ]
        let result = await build(files)
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.code)" }
                == ["content/recipes/b.md:1:1 duplicate-category"])
    }
}

/// Images in the Markdown body: resolved, checked, copied and linked per page.
@Suite struct BodyImageTests {
    static let site: [String: String] = [
        "/site/content/site.yaml": "title: Book\nlanguages: [en, ru]\n",
        "/site/content/i18n/ru.yaml": "title: Книга\n",
        "/site/content/recipes/plov.md": """
        ---
        title: Plov
        ingredients: [500 g rice]
        ---
        Before: ![Golden onions](../images/steps/onions%20fried.jpg)

        ## Steps

        1. Fry. ![The pot](/images/pot.png)
        """,
        "/site/content/recipes/plov.ru.md": """
        ---
        title: Плов
        ---
        ## Шаги

        1. Жарьте. ![Казан](../images/pot.png)
        """,
        "/site/content/images/steps/onions fried.jpg": Fixture.drawing,
        "/site/content/images/pot.png": Fixture.drawing,
    ]

    func build(_ files: [String: String]) async -> BuildResult {
        await Builder.build(root: "/site", fileSystem: .memory(files))
    }

    func html(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func imagesAreLinkedFromEachPageAndCopied() async {
        let result = await build(Self.site)
        #expect(result.diagnostics.map(\.formatted) == [])
        let en = html(result, "recipes/plov.html")
        #expect(en.contains(#"<img src="../images/steps/onions%20fried.jpg" alt="Golden onions" />"#))
        #expect(en.contains(#"<img src="../images/pot.png" alt="The pot" />"#))
        let ru = html(result, "ru/recipes/plov.html")
        #expect(ru.contains(#"<img src="../../images/pot.png" alt="Казан" />"#))
        #expect(!en.contains("cookbook-root:") && !ru.contains("cookbook-root:"))
        let copied = result.files.filter { if case .copy = $0.contents { return true } else { return false } }.map(\.path)
        #expect(copied == ["images/pot.png", "images/steps/onions fried.jpg"])
    }

    @Test func badBodyImagesAreReportedAtTheirBlock() async {
        var files = Self.site
        files["/site/content/recipes/plov.ru.md"] = nil
        files["/site/content/recipes/plov.md"] = """
            ---
            title: Plov
            ingredients: [500 g rice]
            ---
            ## Steps

            1. Fry. ![](../images/pot.png)
            2. Look. ![x](../images/pots.png)
            3. Up. ![x](../../../etc/passwd.png)
            4. Text. ![x](notes.txt)
            5. Mail. ![x](mailto:a@b.c)
            """
        let result = await build(files)
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.code)" } == [
                "7:9 warning missing-alt", "8:10 error missing-image", "9:8 error image-outside-content", "10:10 error invalid-image",
                "11:10 error invalid-image",
            ])
        #expect(result.diagnostics[1].hint == "did you mean 'pot.png' in the same folder?")
    }
}

/// Links between recipes in the Markdown body.
@Suite struct BodyLinkTests {
    static let site: [String: String] = [
        "/site/content/site.yaml": "title: Book\nlanguages: [en, ru, kk]\n",
        "/site/content/i18n/ru.yaml": "title: Книга\n",
        "/site/content/i18n/kk.yaml": "title: Кітап\n",
        "/site/content/recipes/plov.md": """
        ---
        title: Plov
        ingredients: [500 g rice]
        ---
        Serve with [achichuk](salads/achichuk.md) and [bread](/recipes/non.md#step-2).

        ## Steps

        1. Cook. See [the salad](salads/achichuk.ru.md "the salad").
        """,
        "/site/content/recipes/plov.ru.md": """
        ---
        title: Плов
        ---
        Подавайте с [ачичуком](salads/achichuk.md) и [лепёшкой](non.md).

        ## Шаги

        1. Готовьте.
        """,
        "/site/content/recipes/salads/achichuk.md": "---\ntitle: Achichuk\nslug: shakarob\ningredients: [2 tomatoes]\n---\n## Steps\n\n1. Slice.\n",
        "/site/content/recipes/salads/achichuk.ru.md": "---\ntitle: Ачичук\n---\n## Шаги\n\n1. Нарежьте.\n",
        "/site/content/recipes/non.md": "---\ntitle: Non\ningredients: [500 g flour]\n---\n## Steps\n\n1. Knead.\n2. Bake.\n",
        "/site/content/recipes/mom's & dad's.md": "---\ntitle: Family soup\nslug: family-soup\ningredients: [1 l water]\n---\n## Steps\n\n1. Boil.\n",
        "/site/content/recipes/tea.md": "---\ntitle: Tea\ningredients: [1 l water]\n---\nAfter [the soup](<mom's & dad's.md>).\n\n## Steps\n\n1. Brew.\n",
    ]

    func build(_ files: [String: String]) async -> BuildResult {
        await Builder.build(root: "/site", fileSystem: .memory(files))
    }

    func html(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func linksOpenTheRecipeInTheReadersLanguage() async {
        let result = await build(Self.site)
        #expect(result.diagnostics.map(\.formatted) == [])
        let en = html(result, "recipes/plov.html")
        #expect(en.contains(#"Serve with <a href="../recipes/shakarob.html">achichuk</a> and <a href="../recipes/non.html#step-2">bread</a>."#))
        #expect(en.contains(#"See <a href="../recipes/shakarob.html" title="the salad">the salad</a>."#))
        // Achichuk has a Russian page; non has none, so the link opens the English one.
        let ru = html(result, "ru/recipes/plov.html")
        #expect(ru.contains(#"Подавайте с <a href="../../ru/recipes/shakarob.html">ачичуком</a> и <a href="../../recipes/non.html">лепёшкой</a>."#))
        #expect(!en.contains("cookbook-recipe:") && !ru.contains("cookbook-recipe:"))
        // A file name with ' and & (escaped by cmark in the attribute) still finds its page.
        #expect(html(result, "recipes/tea.html").contains(#"After <a href="../recipes/family-soup.html">the soup</a>."#))
    }

    @Test func brokenLinksAreErrors() async {
        var files = Self.site
        files["/site/content/recipes/non.md"] = "---\ntitle: Non\ndraft: true\ningredients: [500 g flour]\n---\n## Steps\n\n1. Knead.\n"
        files["/site/content/recipes/plov.md"] = """
            ---
            title: Plov
            ingredients: [500 g rice]
            ---
            Serve with [achichuk](achichuk.md), [bread](non.md) and [x](../../x.md). [Safe](javascript:alert(1))

            ## Steps

            1. Cook.
            """
        files["/site/content/recipes/plov.ru.md"] = nil
        let result = await build(files)
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "content/recipes/plov.md:5:12: error: the link 'achichuk.md' names no recipe (looked for content/recipes/achichuk.md) [broken-link]\n  hint: did you mean 'salads/achichuk.md'?",
                "content/recipes/plov.md:5:37: error: the link 'non.md' names a draft, which has no page [broken-link]\n  hint: publish that recipe (remove 'draft: true') or remove the link",
                "content/recipes/plov.md:5:57: error: the link '../../x.md' leads outside content/ [broken-link]\n  hint: link to another recipe by its file, e.g. [Achichuk](achichuk.md)",
            ])
    }
}

/// Issue 12: a Russian original in an English-default cookbook (`language: ru`).
@Suite struct OriginalLanguageTests {
    static let site: [String: String] = [
        "/site/content/site.yaml": "title: Book\nlanguages: [en, ru, kk]\n",
        "/site/content/i18n/ru.yaml": "title: Книга\n",
        "/site/content/i18n/kk.yaml": "title: Кітап\n",
        "/site/content/recipes/plov.md": """
        ---
        title: Plov
        ingredients: [500 g rice]
        ---
        ## Steps

        1. Cook.
        """,
        "/site/content/recipes/syrniki.md": """
        ---
        title: Сырники
        language: ru
        servings: 2
        ingredients:
          - Творог 500 г
          - Яйца 2
          - мука пшеничная 3 ст. л.
        ---
        1. Смешайте творог с яйцами.
        2. Обжарьте.
        """,
        "/site/content/recipes/syrniki.kk.md": """
        ---
        title: Сырниктер
        ---
        ## Дайындалуы

        1. Араластырыңыз.
        2. Қуырыңыз.
        """,
    ]

    func html(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func buildsIsListedEverywhereAndSaysItsLanguage() async {
        let result = await Builder.build(root: "/site", fileSystem: .memory(Self.site))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let english = html(result, "recipes/syrniki.html")
        #expect(english.contains("<p class=\"written-in\">Written in Russian</p>"))
        #expect(english.contains("<article class=\"recipe\" lang=\"ru\">"))
        #expect(english.contains("Смешайте творог"))
        // Its own language's site has it without the notice; Kazakh shows the translation.
        let russian = html(result, "ru/recipes/syrniki.html")
        #expect(russian.contains("Смешайте творог") && !russian.contains("written-in"))
        let kazakh = html(result, "kk/recipes/syrniki.html")
        #expect(kazakh.contains("Сырниктер") && !kazakh.contains("written-in"))
        // Listed on every home page; plov, not translated, is only in English.
        #expect(html(result, "index.html").contains("Сырники"))
        #expect(html(result, "ru/index.html").contains("Сырники"))
        #expect(result.files.contains { $0.path == "ru/recipes/plov.html" } == false)
        // The lines are read as Russian: every one matched and weighed.
        #expect(!result.diagnostics.contains { $0.code == "unmatched-ingredient" || $0.code == "unweighed-ingredient" }, "\(result.diagnostics)")
    }

    @Test func aLanguageTheSiteDoesNotHaveIsAnError() async {
        var files = Self.site
        files["/site/content/recipes/syrniki.md"] = files["/site/content/recipes/syrniki.md"]!.replacingOccurrences(of: "language: ru", with: "language: de")
        let result = await Builder.build(root: "/site", fileSystem: .memory(files))
        #expect(result.diagnostics.contains { $0.code == "unknown-language" && $0.location.path.hasSuffix("syrniki.md") })
    }
}
