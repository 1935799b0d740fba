import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookTheme

@Suite struct ScaffolderTests {
    static let date = RecipeDate(year: 2024, month: 3, day: 21)

    func memory(_ files: [(String, String)], root: String = "/book") -> FileSystem {
        FileSystem.memory(Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.0, $0.1) }))
    }

    @Test func initCreatesTheExpectedFiles() {
        let files = Scaffolder.siteFiles(title: "My Cookbook", date: Self.date, withTheme: false)
        #expect(files.map(\.0) == ["content/site.yaml", "content/recipes/lentil-soup.md", ".gitignore"])
        let themed = Scaffolder.siteFiles(title: "My Cookbook", date: Self.date, withTheme: true).map(\.0)
        #expect(themed.contains("templates/recipe.mustache"))
        #expect(themed.contains("templates/assets/style.css"))
        #expect(themed.count == 3 + BuiltinTheme.files.count)
    }

    @Test func initSiteBuildsWithoutAnyDiagnostic() async {
        let files = Scaffolder.siteFiles(title: "Grandma's \"best\" recipes: vol. 1", date: Self.date, withTheme: false)
        let result = await Builder.build(root: "/book", fileSystem: memory(files))
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.recipeCount == 1)
        #expect(result.site?.config.title == "Grandma's \"best\" recipes: vol. 1")
        #expect(result.site?.config.categories.map(\.name) == ["Main dishes", "Soups", "Desserts"])
        #expect(
            result.files.map(\.path) == [
                "assets/book-a4.css", "assets/book-letter.css", "assets/book.css", "assets/book.js",
                "assets/cookbook.js", "assets/cookmode.js", "assets/kitchen.css", "assets/kitchen.js", "assets/notice.js", "assets/pantry.js",
                "assets/plan.js", "assets/quantities-data.js", "assets/quantities.js", "assets/saved.js", "assets/search-engine.js", "assets/search-page.js",
                "assets/shopping.js", "assets/steps.js", "assets/style.css", "assets/weekplan.js", "book.html", "categories.html", "categories/soups.html", "cuisines/turkish.html", "index.html",
                "kitchen/recipes-en.js", "kitchen/strings-en.js", "pantry.html", "plan.html", "recipes.html", "recipes/lentil-soup.html",
                "saved.html", "search.html", "search/index-en.js", "search/text.js", "shopping.html",
                "tags/quick.html", "tags/soup.html",
            ])
    }

    @Test func initSiteWithTheCopiedThemeBuildsTheSameFiles() async {
        let plain = await Builder.build(root: "/book", fileSystem: memory(Scaffolder.siteFiles(title: "T", date: Self.date, withTheme: false)))
        let themed = await Builder.build(root: "/book", fileSystem: memory(Scaffolder.siteFiles(title: "T", date: Self.date, withTheme: true)))
        #expect(themed.diagnostics.map(\.formatted) == [])
        #expect(themed.files == plain.files)
    }

    @Test func sampleRecipeDecodesToTheDocumentedValues() throws {
        let files = Scaffolder.siteFiles(title: "T", date: Self.date, withTheme: false)
        let text = try #require(files.first { $0.0 == "content/recipes/lentil-soup.md" }?.1)
        let result = Fixture.decode(text, path: "recipes/lentil-soup.md", config: Fixture.config(categories: ["Main dishes", "Soups", "Desserts"]))
        #expect(result.diagnostics.isEmpty)
        let r = try #require(result.recipe)
        #expect(r.title == "Red lentil soup")
        #expect(r.date == Self.date)
        #expect(r.times.effectiveTotal == 40)
        #expect(r.diets == [.vegan, .glutenFree])
        #expect(r.allSteps.count == 3)
        #expect(r.ingredients.first?.lines.count == 7)
    }

    @Test(arguments: ["Chicken soup", "Плов по-узбекски", "No", "Mum's \"best\" pie: v2 \\ extra", "yes"])
    func newRecipeTemplateDecodesWithoutDiagnostics(_ title: String) throws {
        let (path, text) = try #require(Scaffolder.recipeFile(title: title, date: Self.date))
        #expect(path == "content/recipes/\(Slug.make(title)).md")
        let result = Fixture.decode(text, path: String(path.dropFirst("content/".count)))
        #expect(result.diagnostics.map(\.formatted) == [])
        let r = try #require(result.recipe)
        #expect(r.title == title)
        #expect(r.slug == Slug.make(title))
        #expect(r.date == Self.date)
        #expect(r.difficulty == .easy)
        #expect(r.servings == 4)
        #expect(r.times == RecipeTimes(prep: 15, cook: 30, total: nil))
        #expect(r.tags.isEmpty && r.diets.isEmpty)
        #expect(r.allSteps.map(\.text) == ["First step.", "Second step."])
        #expect(r.notes.map(\.text) == ["Optional notes."])
        #expect(r.tips.map(\.text) == ["Optional tips."])
    }

    /// The commented-out `base_url` says what it does; uncommented, it does that.
    @Test func initBaseURLCommentIsTrue() async throws {
        var files = Scaffolder.siteFiles(title: "T", date: Self.date, withTheme: false)
        let index = try #require(files.firstIndex { $0.0 == "content/site.yaml" })
        let yaml = files[index].1
        for output in ["sitemap.xml", "robots.txt", "feed.xml", "canonical", "hreflang"] { #expect(yaml.contains(output), "\(output)") }
        #expect(yaml.contains("\n# base_url: https://example.org/cookbook/\n"))
        files[index].1 = yaml.replacingOccurrences(of: "\n# base_url: ", with: "\nbase_url: ")
        let result = await Builder.build(root: "/book", fileSystem: memory(files))
        #expect(result.diagnostics.map(\.formatted) == [])
        let paths = result.files.map(\.path)
        #expect(["sitemap.xml", "robots.txt", "feed.xml"].allSatisfy(paths.contains))
        let home = result.files.first { $0.path == "index.html" }.flatMap { file -> String? in
            guard case .bytes(let bytes) = file.contents else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(home?.contains(#"<link rel="canonical" href="https://example.org/cookbook/index.html">"#) == true)
    }

    @Test func newRecipeNeedsLettersInTheTitle() {
        #expect(Scaffolder.recipeFile(title: "!!!", date: Self.date) == nil)
    }

    @Test func newRecipeInAnInitSiteBuilds() async throws {
        var files = Scaffolder.siteFiles(title: "T", date: Self.date, withTheme: false)
        let recipe = try #require(Scaffolder.recipeFile(title: "Chicken soup", date: Self.date))
        files.append(recipe)
        let result = await Builder.build(root: "/book", fileSystem: memory(files))
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.files.map(\.path).contains("recipes/chicken-soup.html"))
        #expect(result.recipeCount == 2)
    }

    @Test func writeNeverOverwritesAndWritesNothingOnConflict() throws {
        let folder = NSTemporaryDirectory() + "cookbook-scaffold-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Scaffolder.write([("content/site.yaml", "title: A\n")], into: folder)
        #expect(throws: Scaffolder.Failure.self) {
            try Scaffolder.write([("content/recipes/new.md", "x"), ("content/site.yaml", "title: B\n")], into: folder)
        }
        #expect(FileManager.default.contents(atPath: folder + "/content/site.yaml") == Data("title: A\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder + "/content/recipes/new.md"))
    }
}
