import Testing
import Foundation
import FlyingFox
@testable import CookbookKit
@testable import CookbookServe
@testable import CookbookSupport
@testable import CookbookTheme

/// `cookbook serve`: which request paths reach which file of the built site.
@Suite struct ServePathTests {
    @Test(arguments: [
        ("/", "index.html"), ("/index.html", "index.html"), ("/ru/", "ru/index.html"), ("/ru", "ru"),
        ("/recipes/plov.html", "recipes/plov.html"), ("/assets/style.css", "assets/style.css"),
        ("/images/plov.jpg.480w.webp", "images/plov.jpg.480w.webp"), ("/tags/caf%C3%A9.html", "tags/café.html"),
        ("/recipes/one%20pot.html", "recipes/one pot.html"),
        // Decoded once only: "%2e%2e" is then a name like any other (no file has it).
        ("/%252e%252e/x", "%2e%2e/x"),
    ])
    func pathsInsideTheSiteResolve(raw: String, expected: String) {
        #expect(ServePath.resolve(raw) == expected)
    }

    @Test(arguments: [
        "/../etc/passwd", "/recipes/../../etc/passwd", "/..", "/.", "/./index.html",
        "/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd", "/recipes/%2e%2e/%2e%2e/etc/passwd", "/.%2e/x", "/%2e./x",
        "/recipes/..%2f..%2fetc%2fpasswd", "/recipes%2f..%2f..%2fetc/passwd", "/a%2fb.html", "/a%5cb.html", "/a\\b",
        "/.git/config", "/.cookbook-cache/x", "/a//b.html", "//etc/passwd", "/a%00b", "/a%0ab", "/%zz", "/%2", "/%ff.html",
        "etc/passwd", "",
    ])
    func pathsThatCouldLeaveTheSiteAreRefused(raw: String) {
        #expect(ServePath.resolve(raw) == nil, "\(raw)")
    }

    @Test func contentTypes() {
        #expect(ServePath.contentType("recipes/plov.html") == "text/html; charset=utf-8")
        #expect(ServePath.contentType("assets/cookbook.js") == "text/javascript; charset=utf-8")
        #expect(ServePath.contentType("images/a.jpg.480w.webp") == "image/webp")
        #expect(ServePath.contentType("images/a.svg") == "image/svg+xml")
    }
}

@Suite struct ServedPagesTests {
    @Test func theReloadScriptGoesBeforeTheLastBodyEndOnly() {
        let html = Array("<html><body><p>&lt;/body&gt;</p></body></html>".utf8)
        let out = String(decoding: ServedPages.injecting("<script>x</script>", into: html), as: UTF8.self)
        #expect(out == "<html><body><p>&lt;/body&gt;</p><script>x</script></body></html>")
        #expect(String(decoding: ServedPages.injecting("S", into: Array("no body".utf8)), as: UTF8.self) == "no bodyS")
        let script = ServedPages.reloadScript(path: "recipes/plov.html", stamp: "p3")
        #expect(script.contains("var path = \"recipes/plov.html\", stamp = \"p3\";"))
        #expect(script.contains("/__cookbook/live?path="))
    }

    @Test func theErrorPageShowsEachDiagnosticWithItsLines() {
        let diagnostics = [
            Diagnostic(
                .error, "yaml-syntax", "did not find expected ']'", at: SourceLocation(path: "content/recipes/plov.md", line: 3, column: 11),
                hint: "close the list")
        ]
        let file = ["---", "title: Plov <b>", "servings: [4", "---", "## Steps", "1. Cook."]
        let page = ServedPages.errorPage(diagnostics) { $0 == "content/recipes/plov.md" ? file : nil }
        #expect(page.contains("content/recipes/plov.md:3:11: error: did not find expected &#39;]&#39; [yaml-syntax]"))
        #expect(page.contains("hint: close the list"))
        #expect(page.contains("2 | title: Plov &lt;b&gt;\n"))
        #expect(page.contains("<span class=\"at\">3 | servings: [4</span>\n<span class=\"mark\">              ^</span>"))
        #expect(page.contains("5 | ## Steps\n"))
        #expect(!page.contains("6 | 1. Cook."))
        #expect(page.contains("1 error</h1>"))
    }
}

@Suite struct LiveSiteTests {
    @Test func stampsChangeWithWhatIsServed() async {
        let site = LiveSite()
        #expect(await site.stamp("index.html") == "start")
        let first = await site.publish([
            OutputFile(path: "index.html", text: "a"), OutputFile(path: "recipes/plov.html", text: "p"),
            OutputFile(path: "assets/style.css", text: "css"),
        ])
        #expect(first == ["assets/style.css", "index.html", "recipes/plov.html"])
        let home = await site.stamp("index.html"), plov = await site.stamp("recipes/plov.html")
        // Early pages change only their own stamps.
        #expect(await site.publishEarly([OutputFile(path: "recipes/plov.html", text: "p2")]) == ["recipes/plov.html"])
        #expect(await site.stamp("index.html") == home)
        #expect(await site.stamp("recipes/plov.html") != plov)
        let plov2 = await site.stamp("recipes/plov.html")
        // The complete build that follows: the early page is already the same.
        let second = await site.publish([
            OutputFile(path: "index.html", text: "a2"), OutputFile(path: "recipes/plov.html", text: "p2"),
            OutputFile(path: "assets/style.css", text: "css"),
        ])
        #expect(second == ["index.html"])
        #expect(await site.stamp("recipes/plov.html") == plov2)
        // A failed build: HTML addresses show the errors, other files the last good build.
        await site.fail("<p>errors</p>")
        #expect(await site.lookup("recipes/plov.html") == .error("<p>errors</p>"))
        #expect(await site.lookup("missing.html") == .error("<p>errors</p>"))
        #expect(await site.lookup("assets/style.css") == .file(.bytes(Array("css".utf8))))
        let failed = await site.stamp("recipes/plov.html")
        #expect(failed != plov2)
        await site.publish([OutputFile(path: "index.html", text: "a2")])
        #expect(await site.lookup("recipes/plov.html") == .missing)
        #expect(await site.stamp("recipes/plov.html") == "none")
    }

    @Test func aWaitingPageWakesWhenItsPageChanges() async {
        let site = LiveSite()
        await site.publish([OutputFile(path: "a.html", text: "a"), OutputFile(path: "b.html", text: "b")])
        let stamp = await site.stamp("a.html")
        #expect(await site.waitForChange(of: "a.html", from: stamp, timeout: 0.05) == false)
        // Long enough that a machine under load never times the wait out: `true` can only
        // come from a changed stamp (a timeout answers false).
        let woke = Flag()
        let waiting = Task {
            let changed = await site.waitForChange(of: "a.html", from: stamp, timeout: 600)
            woke.set()
            return changed
        }
        try? await Task.sleep(nanoseconds: 50_000_000)
        await site.publish([OutputFile(path: "a.html", text: "a"), OutputFile(path: "b.html", text: "b2")])  // not a.html
        try? await Task.sleep(nanoseconds: 50_000_000)
        // Another page's change does not wake it.
        #expect(!woke.isSet)
        await site.publish([OutputFile(path: "a.html", text: "a2"), OutputFile(path: "b.html", text: "b2")])
        let start = Date()
        #expect(await waiting.value == true)
        // Woken by the change, not by the end of its wait (far below the 600 s).
        #expect(Date().timeIntervalSince(start) < 120)
    }
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// The server's answers: HTML pages never kept by the browser; other files kept, asked
/// again with their ETag, answered 304 while unchanged and with the new bytes after.
@Suite struct HandlerTests {
    static func get(_ handler: Handler, _ path: String, ifNoneMatch: String? = nil) async throws -> HTTPResponse {
        var headers: [HTTPHeader: String] = [:]
        if let ifNoneMatch { headers[.ifNoneMatch] = ifNoneMatch }
        let parts = path.split(separator: "?", maxSplits: 1).map(String.init)
        let query = parts.count == 2 ? [HTTPRequest.QueryItem(name: "v", value: String(parts[1].dropFirst(2)))] : []
        return try await handler.handleRequest(HTTPRequest(method: .GET, version: .http11, path: parts[0], query: query, headers: headers, body: Data()))
    }

    @Test func unchangedAssetsAre304AndChangedOnesTheirNewBytes() async throws {
        let site = LiveSite()
        await site.publish([OutputFile(path: "index.html", text: "<body>home</body>"), OutputFile(path: "assets/style.css", text: "a{}")])
        let handler = Handler(site: site)

        let first = try await Self.get(handler, "/assets/style.css")
        #expect(first.statusCode == .ok)
        #expect(try await first.bodyData == Data("a{}".utf8))
        #expect(first.headers[.cacheControl] == "no-cache")
        let tag = try #require(first.headers[.eTag])
        #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag.count > 4)

        let again = try await Self.get(handler, "/assets/style.css", ifNoneMatch: tag)
        #expect(again.statusCode == .notModified)
        #expect(try await again.bodyData.isEmpty)
        #expect(again.headers[.eTag] == tag)
        #expect(try await Self.get(handler, "/assets/style.css", ifNoneMatch: "\"other\", W/\(tag)").statusCode == .notModified)
        #expect(try await Self.get(handler, "/assets/style.css", ifNoneMatch: "\"other\"").statusCode == .ok)

        // The style changes: the old tag gets the new bytes and a new tag.
        await site.publish([OutputFile(path: "index.html", text: "<body>home</body>"), OutputFile(path: "assets/style.css", text: "b{}")])
        let changed = try await Self.get(handler, "/assets/style.css", ifNoneMatch: tag)
        #expect(changed.statusCode == .ok)
        #expect(try await changed.bodyData == Data("b{}".utf8))
        let newTag = try #require(changed.headers[.eTag])
        #expect(newTag != tag)
        #expect(try await Self.get(handler, "/assets/style.css", ifNoneMatch: newTag).statusCode == .notModified)

        // HTML is never kept and never answered 304.
        let page = try await Self.get(handler, "/index.html", ifNoneMatch: "*")
        #expect(page.statusCode == .ok)
        #expect(page.headers[.cacheControl] == "no-store")
        #expect(page.headers[.eTag] == nil)
        #expect(String(decoding: try await page.bodyData, as: UTF8.self).contains("home"))
    }

    @Test func servedPagesNameStylesAndScriptsByTheirTagSoUnchangedOnesAreNotAskedAgain() async throws {
        let site = LiveSite()
        let html =
            "<head><link rel=\"stylesheet\" href=\"../assets/style.css\"></head><body><p>src=\"x.js\"</p><script src=\"../assets/a.js\"></script>"
            + "<a href=\"../index.html\">home</a><script src=\"../assets/missing.js\"></script></body>"
        let files = { (css: String) in
            [OutputFile(path: "recipes/plov.html", text: html), OutputFile(path: "assets/style.css", text: css), OutputFile(path: "assets/a.js", text: "1;")]
        }
        await site.publish(files("a{}"))
        let handler = Handler(site: site)
        let css = try #require(try await Self.get(handler, "/assets/style.css").headers[.eTag]).dropFirst().dropLast()
        let js = try #require(try await Self.get(handler, "/assets/a.js").headers[.eTag]).dropFirst().dropLast()
        let page = String(decoding: try await Self.get(handler, "/recipes/plov.html").bodyData, as: UTF8.self)
        #expect(page.contains("href=\"../assets/style.css?v=\(css)\""))
        #expect(page.contains("src=\"../assets/a.js?v=\(js)\""))
        // Not a style or script of the site, or not an attribute: as built.
        #expect(page.contains("href=\"../index.html\""))
        #expect(page.contains("src=\"../assets/missing.js\""))
        #expect(page.contains("<p>src=\"x.js\"</p>"))

        let kept = try await Self.get(handler, "/assets/style.css?v=\(css)")
        #expect(kept.statusCode == .ok)
        #expect(kept.headers[.cacheControl] == "max-age=31536000, immutable")

        // The style changes: the page names its new tag; the old name is not kept.
        await site.publish(files("b{}"))
        let newCSS = try #require(try await Self.get(handler, "/assets/style.css").headers[.eTag]).dropFirst().dropLast()
        #expect(newCSS != css)
        let newPage = String(decoding: try await Self.get(handler, "/recipes/plov.html").bodyData, as: UTF8.self)
        #expect(newPage.contains("href=\"../assets/style.css?v=\(newCSS)\""))
        #expect(newPage.contains("src=\"../assets/a.js?v=\(js)\""))
        let old = try await Self.get(handler, "/assets/style.css?v=\(css)")
        #expect(try await old.bodyData == Data("b{}".utf8))
        #expect(old.headers[.cacheControl] == "no-cache")
    }
}

/// A build with a `BuildCache` after a sequence of edits gives the same files and
/// diagnostics as a build from nothing, byte for byte; the early pages are the same
/// pages as the full build's.
@Suite struct IncrementalBuildTests {
    static let start: [String: String] = [
        "/site/content/site.yaml": "title: Family Book\nlanguages: [en, ru]\ncategories:\n  - Soups\n  - Main dishes\n",
        "/site/content/recipes/plov.md": """
        ---
        title: Plov
        category: Main dishes
        tags: [rice, one pot]
        servings: 4
        ingredients: [500 g rice, 500 g lamb, 2 carrots, 1 onion]
        ---
        ## Steps

        1. Fry the lamb and the onion.
        2. Add the carrots, then the rice.

        """,
        "/site/content/recipes/plov.ru.md": "---\ntitle: Плов\ningredients: [500 г риса, 500 г баранины, 2 моркови, 1 луковица]\n---\n## Шаги\n\n1. Обжарить.\n2. Добавить рис.\n",
        "/site/content/recipes/soups/borsch.md": """
        ---
        title: Borsch
        category: Soups
        tags: [soup]
        servings: 6
        ingredients: [3 beets, 1 onion, 2 carrots]
        ---
        ## Steps

        1. Boil.

        """,
        "/site/content/recipes/lagman.md": """
        ---
        title: Lagman
        category: Main dishes
        tags: [noodles]
        ingredients: [300 g noodles, 300 g lamb, 1 onion]
        ---
        ## Steps

        1. Pull the noodles.

        """,
        "/site/content/images/plov.svg": Fixture.drawing,
    ]

    final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var files: [OutputFile] = []
        func add(_ more: [OutputFile]) { lock.withLock { files += more } }
        func take() -> [OutputFile] {
            lock.withLock {
                defer { files = [] }; return files
            }
        }
    }

    func build(_ files: [String: String], cache: BuildCache? = nil) async -> BuildResult {
        await Builder.build(root: "/site", options: .init(), fileSystem: .memory(files), cache: cache)
    }

    @Test func incrementalBuildsEqualFullBuildsAfterEveryEdit() async throws {
        let cache = BuildCache()
        let early = Collected()
        cache.earlyPages = { early.add($0) }
        // This site is small: more than two files decoded anew (a file added, removed or
        // renamed, or site.yaml changed, decodes them all) is not an edit of one recipe.
        cache.earlyLimit = 2
        var files = Self.start
        let homeTemplate = try #require(BuiltinTheme.files["home.mustache"])

        // (what is done, the pages expected early)
        let edits: [(String, [String], ([String: String]) -> [String: String])] = [
            ("first build", [], { $0 }),
            (
                "edit a recipe", ["recipes/plov.html", "ru/recipes/plov.html"],
                {
                    var f = $0
                    f["/site/content/recipes/plov.md"] = f["/site/content/recipes/plov.md"]!.replacingOccurrences(of: "title: Plov", with: "title: Plov of the house")
                        .replacingOccurrences(of: "2 carrots", with: "3 carrots")
                    return f
                }
            ),
            // The original's pages in every language are rendered again (only the Russian one changes).
            (
                "edit a translation", ["recipes/plov.html", "ru/recipes/plov.html"],
                {
                    var f = $0
                    f["/site/content/recipes/plov.ru.md"] = f["/site/content/recipes/plov.ru.md"]!.replacingOccurrences(of: "Плов", with: "Плов по-домашнему")
                    return f
                }
            ),
            (
                "add a recipe", [],
                {
                    var f = $0
                    f["/site/content/recipes/manty.md"] = "---\ntitle: Manty\ncategory: Main dishes\ntags: [dumplings, one pot]\ningredients: [500 g flour, 500 g lamb]\n---\n## Steps\n\n1. Steam.\n"
                    return f
                }
            ),
            (
                "rename a recipe", [],
                {
                    var f = $0
                    f["/site/content/recipes/soups/borscht.md"] = f.removeValue(forKey: "/site/content/recipes/soups/borsch.md")
                    return f
                }
            ),
            (
                "delete a recipe", [],
                {
                    var f = $0
                    f["/site/content/recipes/lagman.md"] = nil
                    return f
                }
            ),
            (
                "break a recipe", [],
                {
                    var f = $0
                    f["/site/content/recipes/manty.md"] = "---\ntitle: Manty\nservings: [4\n---\n## Steps\n\n1. Steam.\n"
                    return f
                }
            ),
            (
                "fix it", ["recipes/manty.html"],
                {
                    var f = $0
                    f["/site/content/recipes/manty.md"] = "---\ntitle: Manty\ncategory: Main dishes\ntags: [dumplings]\ningredients: [500 g flour, 400 g lamb]\n---\n## Steps\n\n1. Steam.\n"
                    return f
                }
            ),
            (
                "change a template", [],
                {
                    var f = $0
                    f["/site/templates/home.mustache"] = homeTemplate + "\n<!-- a site's own home -->\n"
                    return f
                }
            ),
            (
                "change it again", [],
                {
                    var f = $0
                    f["/site/templates/home.mustache"] = homeTemplate + "\n<!-- changed -->\n"
                    return f
                }
            ),
            (
                "change site.yaml", [],
                {
                    var f = $0
                    f["/site/content/site.yaml"] = f["/site/content/site.yaml"]!.replacingOccurrences(of: "Family Book", with: "The Family Book")
                    return f
                }
            ),
            (
                "edit a recipe after all that", ["recipes/borscht.html"],
                {
                    var f = $0
                    f["/site/content/recipes/soups/borscht.md"] = f["/site/content/recipes/soups/borscht.md"]!.replacingOccurrences(of: "1. Boil.", with: "1. Boil slowly.")
                    return f
                }
            ),
        ]
        for (what, expectedEarly, edit) in edits {
            files = edit(files)
            let incremental = await build(files, cache: cache)
            let full = await build(files)
            #expect(incremental.diagnostics == full.diagnostics, "\(what)")
            #expect(incremental.files.map(\.path) == full.files.map(\.path), "\(what)")
            #expect(incremental.files == full.files, "\(what): the same bytes")
            if what == "break a recipe" { #expect(full.diagnostics.hasErrors && full.files.isEmpty) } else { #expect(!full.files.isEmpty, "\(what)") }
            let pages = early.take()
            #expect(pages.map(\.path).sorted() == expectedEarly, "\(what)")
            for page in pages {
                #expect(full.files.first { $0.path == page.path } == page, "\(what): the early \(page.path) is the full build's")
            }
        }
    }

    /// `quickPages` after each edit of a recipe file: the edited recipe's pages in every
    /// language, from the last build's facts about the others, are the whole build's pages
    /// when the edit does not change what the recipe shares with others; when it does (a
    /// new tag), they show the edit, and the whole build after them is still a full build.
    @Test func quickPagesOfAnEditedRecipeAreTheWholeBuildsPages() async throws {
        let cache = BuildCache()
        cache.earlyPages = { _ in }
        var files = Self.start
        #expect(await cache.quickPages([]) == nil)
        _ = await build(files, cache: cache)
        // Not prepared yet (serve prepares after each build): no quick pages.
        let plovPath = "/site/content/recipes/plov.md"
        func source(_ path: String) -> SourceFile {
            SourceFile(contentPath: String(path.dropFirst("/site/content/".count)), displayPath: String(path.dropFirst("/site/".count)), bytes: Array(files[path]!.utf8))
        }
        #expect(await cache.quickPages([source(plovPath)]) == nil)
        await cache.prepareQuick()

        // (what, the file edited, the pages expected, whether they must equal the whole build's, a text they must show)
        let edits: [(String, String, [String], Bool, String, (String) -> String)] = [
            (
                "title and an amount", plovPath, ["recipes/plov.html", "ru/recipes/plov.html"], true, "Plov of the house",
                { $0.replacingOccurrences(of: "title: Plov", with: "title: Plov of the house").replacingOccurrences(of: "2 carrots", with: "3 carrots") }
            ),
            (
                "a translation", "/site/content/recipes/plov.ru.md", ["recipes/plov.html", "ru/recipes/plov.html"], true, "Плов по-домашнему",
                { $0.replacingOccurrences(of: "Плов", with: "Плов по-домашнему") }
            ),
            (
                "a step", "/site/content/recipes/soups/borsch.md", ["recipes/borsch.html"], true, "Boil slowly.",
                { $0.replacingOccurrences(of: "1. Boil.", with: "1. Boil slowly.") }
            ),
            (
                "a tag another recipe has", "/site/content/recipes/lagman.md", ["recipes/lagman.html"], false, "one pot",
                { $0.replacingOccurrences(of: "tags: [noodles]", with: "tags: [noodles, one pot]") }
            ),
            (
                "an ingredient line more", "/site/content/recipes/lagman.md", ["recipes/lagman.html"], true, "2 carrots",
                { $0.replacingOccurrences(of: "1 onion]", with: "1 onion, 2 carrots]") }
            ),
        ]
        for (what, path, expected, same, text, edit) in edits {
            files[path] = edit(files[path]!)
            let pages = try #require(await cache.quickPages([source(path)]), "\(what)")
            #expect(pages.map(\.path).sorted() == expected, "\(what)")
            let incremental = await build(files, cache: cache)
            let full = await build(files)
            #expect(incremental.files == full.files, "\(what): the whole build after the quick pages")
            #expect(incremental.diagnostics == full.diagnostics, "\(what)")
            for page in pages {
                let whole = try #require(full.files.first { $0.path == page.path })
                if same { #expect(whole == page, "\(what): the quick \(page.path) is the whole build's") }
            }
            let shown = pages.contains { page in
                if case .bytes(let bytes) = page.contents { return String(decoding: bytes, as: UTF8.self).contains(text) }
                return false
            }
            #expect(shown, "\(what): the quick pages show the edit")
            await cache.prepareQuick()
        }

        // What only a whole build can show: no quick pages.
        var broken = files
        broken[plovPath] = "---\ntitle: Plov\nservings: [4\n---\n## Steps\n\n1. Cook.\n"
        let brokenSource = SourceFile(contentPath: "recipes/plov.md", displayPath: "content/recipes/plov.md", bytes: Array(broken[plovPath]!.utf8))
        #expect(await cache.quickPages([brokenSource]) == nil, "an error in the file")
        let draft = SourceFile(
            contentPath: "recipes/plov.md", displayPath: "content/recipes/plov.md", bytes: Array(files[plovPath]!.replacingOccurrences(of: "title:", with: "draft: true\ntitle:").utf8))
        #expect(await cache.quickPages([draft]) == nil, "a recipe turned into a draft")
        let new = SourceFile(contentPath: "recipes/manty.md", displayPath: "content/recipes/manty.md", bytes: Array("---\ntitle: Manty\n---\n## Steps\n\n1. Steam.\n".utf8))
        #expect(await cache.quickPages([new]) == nil, "a file the last build did not have")
        // After a build that failed, nothing until one succeeds.
        _ = await build(broken, cache: cache)
        await cache.prepareQuick()
        #expect(await cache.quickPages([source(plovPath)]) == nil, "after a failed build")
    }

    @Test func aCachedBuildDecodesOnlyWhatChanged() async {
        let cache = BuildCache()
        cache.earlyPages = { _ in }
        var files = Self.start
        _ = await build(files, cache: cache)
        #expect(cache.timings.map(\.stage) == ["decode", "nutrition", "prepare", "render"])
        files["/site/content/recipes/lagman.md"] = files["/site/content/recipes/lagman.md"]! + "\nMore words.\n"
        let again = await build(files, cache: cache)
        #expect(!again.files.isEmpty)
        #expect(cache.timings.map(\.stage) == ["decode", "nutrition", "prepare", "early pages", "render"])
    }
}

@Suite struct WatcherTests {
    @Test func editsAreChangedFilesOnlyWhenNothingCameOrWent() throws {
        let base = NSTemporaryDirectory() + "cookbook-watch-\(UUID().uuidString)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: base) }
        try manager.createDirectory(atPath: base + "/content/recipes", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: base + "/content/recipes/plov.md"))
        try Data("b".utf8).write(to: URL(fileURLWithPath: base + "/content/site.yaml"))
        let first = Fingerprint.scan(root: base)
        #expect(first.edits(since: first) == [])
        try Data("a longer text".utf8).write(to: URL(fileURLWithPath: base + "/content/recipes/plov.md"))
        let edited = Fingerprint.scan(root: base)
        #expect(edited.edits(since: first) == ["content/recipes/plov.md"])
        // Saved by replacing the file (a new inode): still an edit.
        try Data("replaced".utf8).write(to: URL(fileURLWithPath: base + "/content/recipes/new.tmp"))
        try manager.removeItem(atPath: base + "/content/recipes/plov.md")
        try manager.moveItem(atPath: base + "/content/recipes/new.tmp", toPath: base + "/content/recipes/plov.md")
        let replaced = Fingerprint.scan(root: base)
        #expect(replaced.edits(since: edited) == ["content/recipes/plov.md"])
        try Data("c".utf8).write(to: URL(fileURLWithPath: base + "/content/recipes/lagman.md"))
        let added = Fingerprint.scan(root: base)
        #expect(added.edits(since: replaced) == nil)
        try manager.removeItem(atPath: base + "/content/recipes/lagman.md")
        #expect(Fingerprint.scan(root: base).edits(since: added) == nil)
    }

    @Test func linkedFoldersAreNotWalkedIntoAsTheBuildDoesNot() throws {
        let base = NSTemporaryDirectory() + "cookbook-watch-\(UUID().uuidString)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: base) }
        try manager.createDirectory(atPath: base + "/content/recipes", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: true)
        try Data("a".utf8).write(to: URL(fileURLWithPath: base + "/content/recipes/plov.md"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/elsewhere/notes.md"))
        // A link to a parent folder (a loop: walked into, it is listed again at every level;
        // two such links would double the scan at every level) and one to a folder outside
        // content/.
        try manager.createSymbolicLink(atPath: base + "/content/recipes/up1", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: base + "/content/out", withDestinationPath: base + "/elsewhere")
        let scan = Fingerprint.scan(root: base)
        let paths = Set(scan.entries.keys)
        #expect(paths.contains("content/recipes/plov.md"))
        #expect(paths.contains("content/recipes/up1") && paths.contains("content/recipes/up1 ->"))
        #expect(paths.contains("content/out ->"))
        #expect(!paths.contains { $0.hasPrefix("content/recipes/up1/") || $0.hasPrefix("content/out/") })
        #expect(paths.count < 20)
    }

    @Test func siteFilesReadAnEditedFileAgainAndListAgainAfterAnythingElse() throws {
        let base = NSTemporaryDirectory() + "cookbook-files-\(UUID().uuidString)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: base) }
        try manager.createDirectory(atPath: base + "/content/recipes", withIntermediateDirectories: true)
        let plov = base + "/content/recipes/plov.md", lagman = base + "/content/recipes/lagman.md"
        try Data("a".utf8).write(to: URL(fileURLWithPath: plov))
        try Data("b".utf8).write(to: URL(fileURLWithPath: lagman))
        let files = SiteFiles()
        let fs = files.fileSystem
        #expect(fs.listFiles(base + "/content") == ["recipes/lagman.md", "recipes/plov.md"])
        #expect(try fs.read(plov) == Array("a".utf8))
        #expect(try fs.read(lagman) == Array("b".utf8))
        try Data("a2".utf8).write(to: URL(fileURLWithPath: plov))
        try Data("b2".utf8).write(to: URL(fileURLWithPath: lagman))
        try Data("c".utf8).write(to: URL(fileURLWithPath: base + "/content/recipes/manty.md"))
        // Told only of plov.md: lagman.md and the listing are as they were read.
        files.forget(edited: [plov])
        #expect(try fs.read(plov) == Array("a2".utf8))
        #expect(try fs.read(lagman) == Array("b".utf8))
        #expect(fs.listFiles(base + "/content") == ["recipes/lagman.md", "recipes/plov.md"])
        files.forget(edited: nil)
        #expect(try fs.read(lagman) == Array("b2".utf8))
        #expect(fs.listFiles(base + "/content") == ["recipes/lagman.md", "recipes/manty.md", "recipes/plov.md"])
    }

    @Test func aBuildBegunBeforeAChangeIsNotPublished() async {
        let site = LiveSite()
        let before = await site.currentGeneration
        await site.bump()
        #expect(await site.publish([OutputFile(path: "a.html", text: "old")], generation: before) == nil)
        #expect(await site.fail("errors", generation: before) == false)
        #expect(await site.lookup("a.html") == .missing)
        #expect(await site.publish([OutputFile(path: "a.html", text: "new")], generation: await site.currentGeneration) == ["a.html"])
    }
}

@Suite struct QuickFileSystemTests {
    @Test func listsTheSameFilesAsTheLocalFileSystem() throws {
        let base = NSTemporaryDirectory() + "cookbook-quick-\(UUID().uuidString)"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: base) }
        for folder in ["content/recipes/soups", "content/.hidden", "content/images", "outside"] {
            try manager.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
        }
        for file in [
            "content/site.yaml", "content/recipes/plov.md", "content/recipes/soups/borsch.md", "content/recipes/.plov.md.swp",
            "content/.hidden/x.md", "content/images/a b.svg", "outside/file.txt", "outside/other.md",
        ] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: base + "/" + file))
        }
        try manager.createSymbolicLink(atPath: base + "/content/recipes/linked.md", withDestinationPath: base + "/outside/file.txt")
        try manager.createSymbolicLink(atPath: base + "/content/linked-folder", withDestinationPath: base + "/outside")
        let quick = FileSystem.quick.listFiles(base + "/content")
        #expect(quick == FileSystem.local.listFiles(base + "/content"))
        #expect(quick == ["images/a b.svg", "recipes/linked.md", "recipes/plov.md", "recipes/soups/borsch.md", "site.yaml"])
    }
}
