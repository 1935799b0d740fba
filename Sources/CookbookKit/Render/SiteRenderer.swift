import CookbookSupport
import CookbookQuantities

/// Stage 5: site + theme -> output files. Pages render in parallel; the result is
/// sorted by path so the output never depends on scheduling.
enum SiteRenderer {
    static let generator = "cookbook"

    /// - Parameter search: what other stages know for the search index (nutrients, allergens, aisles).
    /// - Parameter sink: when given, each file is handed to it as soon as it is made (from
    ///   any thread, in no set order) instead of being returned, so a big site is never
    ///   held in memory whole; the result then holds no files.
    static func render(
        _ site: Site, languages: [LocalizedSite], theme: Theme, search: SearchData = SearchData(),
        sink: (@Sendable (OutputFile) -> Void)? = nil
    ) async -> Outcome<[OutputFile]> {
        /// The page's path and bytes, or (with a sink) its path and no bytes once handed on; nil: not rendered.
        @Sendable func made(_ path: String, _ html: [UInt8]?) -> (String, [UInt8]?) {
            guard let sink, let html else { return (path, html) }
            sink(OutputFile(path: path, contents: .bytes(html)))
            return (path, [])
        }
        var diagnostics = TemplateChecker.check(theme)
        if diagnostics.hasErrors { return Outcome([], diagnostics) }

        var files: [OutputFile] = []
        var pages: [(String, [UInt8]?)] = []
        // The first language's finder is made on the side while the builders are made, and
        // the builders of several languages side by side (each took one core while the
        // other waited).
        let config = site.config
        let firstFinder = languages.first.map { local in Task { PageBuilder.recipeFinder(local: local, config: config, data: search) } }
        // The search index's food stems of every language, also on the side: they took a few
        // tens of milliseconds per language at the end of each language's index, and the
        // languages without recipes were nearly nothing else, on one core at the build's end.
        let languageCodes = languages.map(\.language)
        let foodStemsOnTheSide = Task {
            Dictionary(languageCodes.map { ($0, SearchIndexWriter.foodStems($0, data: search)) }, uniquingKeysWith: { a, _ in a })
        }
        var builders = await parallelMap(languages) { PageBuilder(site: site, local: $0) }
        let routes = Dictionary(builders.map { ($0.local.language, $0.routes) }, uniquingKeysWith: { a, _ in a })
        for index in builders.indices { builders[index].languageRoutes = routes }
        // Each language's list of the recipes it lacks (for its search index) on the side too:
        // a language without recipes lists all of the others', at its end.
        let madeBuilders = builders
        let elsewhereOnTheSide = Task { madeBuilders.map { $0.elsewhere(languages) } }
        // What each language's pages need besides its builder: its finder, related recipes
        // and step clauses read once (each made on every core; the related recipes and the
        // clauses side by side, so the stretch of one core at the start of each overlaps
        // the other's).
        var prepared: [(finder: RecipeFinder, related: [[Int]], clauses: ClauseReadings)] = []
        for (number, builder) in builders.enumerated() {
            // The step clauses written more than once, read once (the per-step amounts).
            async let clauses = ClauseReadings.of(builder.local.recipes)
            let finder = if number == 0, let firstFinder { await firstFinder.value } else { builder.recipeFinder(data: search) }
            let related = await finder.related()
            prepared.append((finder, related, await clauses))
        }
        let ready = prepared
        // The pages of every language besides the recipe pages, also in parallel (a big
        // cookbook has many tags), and the search index and the kitchen data (`data`: one
        // task per language). Those go to the sink as they are made (the kitchen's recipes
        // file streamed), not held to the end with the other files.
        enum Other: Sendable { case data, search, pantry, kitchen(String), home, all, index, category(Int), tag(Int), cuisine(Int), author(Int), book, weekPlan(Int) }
        let others: [[Other]] = builders.map { builder in
            [.book, .data, .search, .pantry] + Routes.kitchenPages.map { .kitchen($0) } + [.home, .all, .index] + builder.categories.indices.map { .category($0) }
                + builder.tags.indices.map { .tag($0) } + builder.cuisines.indices.map { .cuisine($0) } + builder.authors.indices.map { .author($0) }
                + site.plans.indices.map { .weekPlan($0) }
        }
        /// A page other than a recipe page of language `number`.
        @Sendable func otherPage(_ number: Int, _ other: Other) -> (String, [UInt8]?) {
            let builder = madeBuilders[number], finder = ready[number].finder
            let local = builder.local
            let prefix = local.prefix
            // The book in pieces, written as they are made (with a sink) or joined; whole
            // (below) when the theme's book cannot be cut.
            if case .book = other, let pieces = builder.bookPieces(finder, theme: theme) {
                let path = prefix + Routes.book
                guard let sink else { return (path, pieces.joined()) }
                sink(OutputFile(path: path, contents: .streamed(pieces)))
                // A sink that keeps nothing (`cookbook check`) still has every recipe rendered.
                if !pieces.written { try? pieces.write { _ in } }
                return (path, pieces.failed ? nil : [])
            }
            let (path, html): (String, [UInt8]?) =
                switch other {
                case .search: (prefix + Routes.search, theme.renderBytes(builder.searchPage(), template: "search", language: local.language))
                case .pantry: (prefix + Routes.pantry, theme.renderBytes(builder.pantryPage(finder), template: "pantry", language: local.language))
                case .kitchen(let route):
                    (prefix + route, theme.renderBytes(builder.kitchenPage(route), template: String(route.dropLast(".html".count)), language: local.language))
                case .home: (prefix + Routes.home, theme.renderBytes(builder.homePage(), template: "home", language: local.language))
                case .all: (prefix + Routes.allRecipes, theme.renderBytes(builder.allRecipesPage(), template: "list", language: local.language))
                case .index: (prefix + Routes.categories, theme.renderBytes(builder.indexPage(), template: "index", language: local.language))
                case .category(let i):
                    (prefix + Routes.category(builder.categories[i].slug), theme.renderBytes(builder.categoryPage(builder.categories[i]), template: "list", language: local.language))
                case .tag(let i): (prefix + Routes.tag(builder.tags[i].slug), theme.renderBytes(builder.tagPage(builder.tags[i]), template: "list", language: local.language))
                case .cuisine(let i):
                    (prefix + Routes.cuisine(builder.cuisines[i].slug), theme.renderBytes(builder.cuisinePage(builder.cuisines[i]), template: "list", language: local.language))
                case .author(let i):
                    (prefix + Routes.author(builder.authors[i].slug), theme.renderBytes(builder.authorPage(builder.authors[i]), template: "list", language: local.language))
                case .book: (prefix + Routes.book, theme.renderBytes(builder.bookPage(finder), template: "book", language: local.language))
                case .weekPlan(let i):
                    (
                        prefix + Routes.weekPlan(site.plans[i].slug),
                        theme.renderBytes(builder.weekPlanPage(site.plans[i]), template: "weekplan", language: local.language)
                    )
                case .data: (prefix, nil)  // (made in `data` below)
                }
            return made(path, html)
        }
        let foodStems = await foodStemsOnTheSide.value
        let elsewhere = await elsewhereOnTheSide.value
        /// Language `number`'s search index and kitchen data: handed to the sink, or kept.
        @Sendable func data(_ number: Int) -> [OutputFile] {
            let builder = madeBuilders[number], finder = ready[number].finder
            var kept: [OutputFile] = []
            builder.searchIndex(finder, data: search, elsewhere: elsewhere[number], foodStems: foodStems[builder.local.language]).files { file in
                if let sink { sink(file) } else { kept.append(file) }
            }
            for file in builder.kitchenFiles(finder, data: search) {
                if let sink {
                    sink(file)
                } else if case .streamed(let pieces) = file.contents {
                    kept.append(OutputFile(path: file.path, contents: .bytes(pieces.joined() ?? [])))
                } else {
                    kept.append(file)
                }
            }
            return kept
        }
        // Every page of every language in one parallel pass, the longest tasks first so no
        // core is left alone with one at the end: each language's book (one task, every
        // recipe) and data, the languages with the most recipes first, then the recipe
        // pages, then the other pages. (Each language's recipe pages used to be followed
        // by its other pages, so the book, started last, ran alone on one core at the end.)
        enum Work: Sendable { case recipe(Int, Int), other(Int, Int) }
        let byRecipes = builders.indices.sorted { builders[$0].local.recipes.count > builders[$1].local.recipes.count }
        var first: [Work] = []
        for number in byRecipes {
            for (i, other) in others[number].enumerated() {
                if case .book = other { first.append(.other(number, i)) }
                if case .data = other { first.append(.other(number, i)) }
            }
        }
        var rest: [Work] = []
        for number in builders.indices { rest += builders[number].local.recipes.indices.map { .recipe(number, $0) } }
        for number in builders.indices {
            for (i, other) in others[number].enumerated() {
                switch other {
                case .book, .data: continue
                default: rest.append(.other(number, i))
                }
            }
        }
        let work = first + rest
        let done = await parallelMap(work) { item -> (page: (String, [UInt8]?)?, kept: [OutputFile]) in
            switch item {
            case .recipe(let number, let index):
                let builder = madeBuilders[number], (finder, related, clauses) = ready[number]
                let local = builder.local
                let recipe = local.recipes[index]
                let withFinder = builder.addingFinderParts(to: builder.recipePage(recipe), index: index, finder: finder, related: related[index])
                let page = builder.addingKitchenParts(to: withFinder, index: index, finder: finder, data: search, clauses: clauses)
                return (made(local.prefix + Routes.recipe(recipe.slug), theme.renderBytes(page, template: "recipe", language: local.language)), [])
            case .other(let number, let i):
                if case .data = others[number][i] { return (nil, data(number)) }
                return (otherPage(number, others[number][i]), [])
            }
        }
        // The pages and kept files in the order the languages' passes gave them before:
        // each language's recipe pages, then its other pages.
        var recipeAt: [[Int]] = builders.map { Array(repeating: 0, count: $0.local.recipes.count) }
        var otherAt: [[Int]] = others.map { Array(repeating: 0, count: $0.count) }
        for (position, item) in work.enumerated() {
            switch item {
            case .recipe(let number, let index): recipeAt[number][index] = position
            case .other(let number, let i): otherAt[number][i] = position
            }
        }
        for number in builders.indices {
            for position in recipeAt[number] { if let page = done[position].page { pages.append(page) } }
            for position in otherAt[number] {
                if let page = done[position].page { pages.append(page) }
                files += done[position].kept
            }
        }
        // sitemap.xml, robots.txt and the feeds, with base_url only (Render/Publishing.swift).
        var feeds: [String: String] = [:]
        for builder in builders { feeds[builder.local.language] = builder.feed() }
        files += Publishing.files(config: site.config, routes: routes, feeds: feeds)
        for (path, html) in pages {
            guard let html else {
                diagnostics.append(Diagnostic(.error, "render-failed", "could not render \(path)", at: SourceLocation(path: "templates", line: 1, column: 1)))
                continue
            }
            if sink == nil { files.append(OutputFile(path: path, contents: .bytes(html))) }
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
        for image in site.config.imageUses { images.insert(image.path) }
        for image in images { files += Pictures.files(for: image, site: site) }
        files.sort { $0.path < $1.path }
        if let sink {
            for file in files { sink(file) }
            return Outcome([], diagnostics)
        }
        return Outcome(files, diagnostics)
    }
}
