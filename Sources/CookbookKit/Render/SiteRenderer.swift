import CookbookSupport
import CookbookQuantities

/// Stage 5: site + theme -> output files. Pages render in parallel; the result is
/// sorted by path so the output never depends on scheduling.
public enum SiteRenderer {
    public static let generator = "cookbook"

    /// - Parameter search: what other stages know for the search index (nutrients, allergens, aisles).
    public static func render(_ site: Site, languages: [LocalizedSite], theme: Theme, search: SearchData = SearchData()) async -> Outcome<[OutputFile]> {
        var diagnostics = TemplateChecker.check(theme)
        if diagnostics.hasErrors { return Outcome([], diagnostics) }

        var files: [OutputFile] = []
        var pages: [(String, String?)] = []
        var builders = languages.map { PageBuilder(site: site, local: $0) }
        let routes = Dictionary(builders.map { ($0.local.language, $0.routes) }, uniquingKeysWith: { a, _ in a })
        for index in builders.indices { builders[index].languageRoutes = routes }
        for builder in builders {
            let local = builder.local
            let prefix = local.prefix
            let finder = builder.recipeFinder(data: search)
            let related = await finder.related()
            pages += await parallelMap(Array(local.recipes.indices)) { index -> (String, String?) in
                let recipe = local.recipes[index]
                let withFinder = builder.addingFinderParts(to: builder.recipePage(recipe), index: index, finder: finder, related: related[index])
                let page = builder.addingKitchenParts(to: withFinder, index: index, finder: finder, data: search)
                return (prefix + Routes.recipe(recipe.slug), theme.render(page, template: "recipe", language: local.language))
            }
            files += builder.searchIndex(finder, data: search, languages: languages).files()
            files += builder.kitchenFiles(finder, data: search)
            // The other pages of this language, also in parallel (a big cookbook has many tags).
            enum Other: Sendable { case search, pantry, kitchen(String), home, all, index, category(Int), tag(Int) }
            let others: [Other] = [.search, .pantry] + Routes.kitchenPages.map { .kitchen($0) } + [.home, .all, .index] + builder.categories.indices.map { .category($0) }
                + builder.tags.indices.map { .tag($0) }
            pages += await parallelMap(others) { other -> (String, String?) in
                switch other {
                case .search: (prefix + Routes.search, theme.render(builder.searchPage(), template: "search", language: local.language))
                case .pantry: (prefix + Routes.pantry, theme.render(builder.pantryPage(finder), template: "pantry", language: local.language))
                case .kitchen(let route):
                    (prefix + route, theme.render(builder.kitchenPage(route), template: String(route.dropLast(".html".count)), language: local.language))
                case .home: (prefix + Routes.home, theme.render(builder.homePage(), template: "home", language: local.language))
                case .all: (prefix + Routes.allRecipes, theme.render(builder.allRecipesPage(), template: "list", language: local.language))
                case .index: (prefix + Routes.categories, theme.render(builder.indexPage(), template: "index", language: local.language))
                case .category(let i):
                    (prefix + Routes.category(builder.categories[i].slug), theme.render(builder.categoryPage(builder.categories[i]), template: "list", language: local.language))
                case .tag(let i): (prefix + Routes.tag(builder.tags[i].slug), theme.render(builder.tagPage(builder.tags[i]), template: "list", language: local.language))
                }
            }
        }
        for (path, html) in pages {
            guard let html else {
                diagnostics.append(Diagnostic(.error, "render-failed", "could not render \(path)", at: SourceLocation(path: "templates", line: 1, column: 1)))
                continue
            }
            files.append(OutputFile(path: path, text: html))
        }
        for (path, bytes) in theme.assets {
            files.append(OutputFile(path: "assets/" + path, contents: .bytes(bytes)))
        }
        files.append(OutputFile(path: SearchTextScript.path, text: SearchTextScript.source()))
        // The unit table for quantities.js, generated from the Swift data (unless a theme ships its own).
        if theme.assets["quantities-data.js"] == nil {
            files.append(OutputFile(path: QuantityScriptData.path, text: QuantityScriptData.script))
        }
        var images = Set<String>()
        for recipe in site.recipes { for image in recipe.images { images.insert(image.path) } }
        for local in languages { for recipe in local.recipes { images.formUnion(recipe.bodyImages) } }
        for category in site.config.categories { if let image = category.image { images.insert(image) } }
        for image in images { files += Pictures.files(for: image, site: site) }
        files.sort { $0.path < $1.path }
        return Outcome(files, diagnostics)
    }
}
