/// A validated site: what the render stage takes.
public struct Site: Sendable {
    public var root: String
    public var config: SiteConfig
    /// Published recipes (drafts left out), sorted by title.
    public var recipes: [Recipe]
    /// The nutrition of each recipe by slug (stage "enrich: nutrition"); translations
    /// share their original's. Empty when the site turns nutrition off.
    public var nutrition: [String: RecipeNutrition] = [:]
    /// The images of `content/` the site names, read and resized (stage "enrich: images");
    /// an image missing here is copied as it is.
    public var images: [String: ProcessedImage] = [:]

    public init(root: String, config: SiteConfig, recipes: [Recipe], nutrition: [String: RecipeNutrition] = [:]) {
        self.root = root
        self.config = config
        self.recipes = recipes
        self.nutrition = nutrition
    }
}

/// Where each page lives in the output. Every URL ends in a file name, because
/// browsers do not turn a folder into index.html for file:// pages.
enum Routes {
    static func recipe(_ slug: String) -> String { "recipes/\(slug).html" }
    static func category(_ slug: String) -> String { "categories/\(slug).html" }
    static func tag(_ slug: String) -> String { "tags/\(slug).html" }
    static let home = "index.html"
    static let allRecipes = "recipes.html"
    static let categories = "categories.html"
    static let search = "search.html"
    static let pantry = "pantry.html"
}

/// Stage 5: site + theme -> output files. Pages render in parallel; the result is
/// sorted by path so the output never depends on scheduling.
public enum SiteRenderer {
    public static let generator = "cookbook"

    /// - Parameter search: what other stages know for the search index (nutrients, allergens, aisles).
    public static func render(_ site: Site, languages: [LocalizedSite], theme: Theme, search: SearchData = SearchData()) async -> Outcome<[OutputFile]> {
        var vocabulary = PageBuilder.vocabulary
        for strings in theme.strings.values { vocabulary.formUnion(strings.entries.keys) }
        var diagnostics = TemplateChecker.check(theme, vocabulary: vocabulary)
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
                let page = builder.addingFinderParts(to: builder.recipePage(recipe), index: index, finder: finder, related: related[index])
                return (prefix + Routes.recipe(recipe.slug), theme.render(page, template: "recipe", language: local.language))
            }
            files += builder.searchIndex(finder, data: search).files()
            // The other pages of this language, also in parallel (a big cookbook has many tags).
            enum Other: Sendable { case search, pantry, home, all, index, category(Int), tag(Int) }
            let others: [Other] = [.search, .pantry, .home, .all, .index] + builder.categories.indices.map { .category($0) }
                + builder.tags.indices.map { .tag($0) }
            pages += await parallelMap(others) { other -> (String, String?) in
                switch other {
                case .search: (prefix + Routes.search, theme.render(builder.searchPage(), template: "search", language: local.language))
                case .pantry: (prefix + Routes.pantry, theme.render(builder.pantryPage(finder), template: "pantry", language: local.language))
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
        var images = Set<String>()
        for recipe in site.recipes { for image in recipe.images { images.insert(image.path) } }
        for local in languages { for recipe in local.recipes { images.formUnion(recipe.bodyImages) } }
        for category in site.config.categories { if let image = category.image { images.insert(image) } }
        for image in images { files += Pictures.files(for: image, site: site) }
        files.sort { $0.path < $1.path }
        return Outcome(files, diagnostics)
    }
}

/// Runs `transform` over `items` concurrently and returns the results in input order.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) async -> [R] {
    await withTaskGroup(of: (Int, R).self) { group in
        let workers = max(1, min(items.count, 64))
        var next = 0
        for _ in 0..<workers where next < items.count {
            let index = next
            group.addTask { (index, transform(items[index])) }
            next += 1
        }
        var results = [R?](repeating: nil, count: items.count)
        while let (index, value) = await group.next() {
            results[index] = value
            if next < items.count {
                let index = next
                group.addTask { (index, transform(items[index])) }
                next += 1
            }
        }
        return results.map { $0! }
    }
}
