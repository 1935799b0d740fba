import Foundation
import CookbookSupport

/// What one build can hand to the next, for `cookbook serve`: the result of
/// `RecipeFile.decode` for each source file (keyed by its path and bytes), each recipe's
/// nutrition (keyed by the decoded recipe), the theme (keyed by the bytes of `templates/`).
/// A build given a cache does the same work on every input that changed and reuses the
/// rest, so its output is the same as a build without one, byte for byte.
///
/// It also knows which recipe files were decoded anew, and renders those recipes' pages
/// before the rest of the site (`earlyPages`), so the page being edited is shown first.
public final class BuildCache: @unchecked Sendable {
    private let lock = NSLock()

    private struct DecodeKey: Equatable {
        var config: SiteConfig
        var contentFiles: Set<String>
        var escapingFiles: Set<String>
    }

    private var decodeKey: DecodeKey?
    /// Changes with `decodeKey`: a result is kept only for the key it was decoded against.
    private var decodeGeneration = 0
    private var decoded: [String: (bytes: [UInt8], displayPath: String, file: RecipeFile)] = [:]
    private var freshPaths: [String] = []
    private var nutritionConfig: SiteConfig?
    private var nutrition: [String: (recipe: Recipe, outcome: Outcome<[String: RecipeNutrition]>)] = [:]
    private var themeKey: [String: [UInt8]]?
    private var theme: Outcome<Theme?>?
    private var builds = 0
    /// What the last successful build knew, for `quickPages`; nil after a failed build.
    private var snapshot: Snapshot?
    private var remembered = false
    private var quickTimings: [(stage: String, seconds: Double)] = []

    /// Called once a build has everything it needs to render and no errors, with the
    /// pages (in every language) of the recipes whose files changed since the previous
    /// build (none on the first build), before the rest of the site is rendered.
    public var earlyPages: (@Sendable ([OutputFile]) async -> Void)?
    /// At most this many changed recipes get their pages rendered early.
    var earlyLimit = 4

    /// Stage times of the last build, in seconds since it started (for `--timing`).
    public private(set) var timings: [(stage: String, seconds: Double)] = []
    private var started = Date()

    public init() {}

    // MARK: the build's hooks

    func beginBuild() {
        lock.withLock {
            remembered = false
            freshPaths = []
            timings = []
            started = Date()
        }
    }

    func mark(_ stage: String) {
        lock.withLock { timings.append((stage, Date().timeIntervalSince(started))) }
    }

    func endBuild() {
        lock.withLock {
            builds += 1
            // A build that failed (or rendered nothing) leaves nothing to build pages on.
            if !remembered { snapshot = nil }
        }
    }

    /// Before the files are decoded: the context they are decoded against, compared once
    /// per build (not per file); a new context forgets every result.
    func beginDecode(_ context: RecipeDecoder.Context) {
        let key = DecodeKey(config: context.config, contentFiles: context.contentFiles, escapingFiles: context.escapingFiles)
        lock.withLock {
            if decodeKey != key {
                decodeKey = key
                decoded = [:]
                decodeGeneration += 1
            }
        }
    }

    /// `RecipeFile.decode`, or its result from a previous build for the same bytes (after
    /// `beginDecode` with `context`).
    func decode(_ file: SourceFile, context: RecipeDecoder.Context) -> RecipeFile {
        let (hit, generation): (RecipeFile?, Int) = lock.withLock {
            guard let entry = decoded[file.contentPath], entry.bytes == file.bytes, entry.displayPath == file.displayPath else { return (nil, decodeGeneration) }
            return (entry.file, decodeGeneration)
        }
        if let hit { return hit }
        let result = RecipeFile.decode(file, context: context)
        lock.withLock {
            // The context may have changed while this file was decoded: keep only a result for the current one.
            if decodeGeneration == generation { decoded[file.contentPath] = (file.bytes, file.displayPath, result) }
            freshPaths.append(file.contentPath)
        }
        return result
    }

    /// Forgets the files that are gone (so a deleted recipe's result is not kept).
    func keepOnly(_ paths: Set<String>) {
        lock.withLock { decoded = decoded.filter { paths.contains($0.key) } }
    }

    /// `NutritionStage.run` for every recipe, computing only recipes that changed.
    func nutrition(_ recipes: [Recipe], config: SiteConfig) async -> Outcome<[String: RecipeNutrition]> {
        let known: [Outcome<[String: RecipeNutrition]>?] = lock.withLock {
            if nutritionConfig != config {
                nutritionConfig = config
                nutrition = [:]
            }
            return recipes.map { recipe in
                guard let entry = nutrition[recipe.contentPath], entry.recipe == recipe else { return nil }
                return entry.outcome
            }
        }
        let missing = recipes.indices.filter { known[$0] == nil }
        // One recipe per task: NutritionStage.run's work is per recipe.
        let computed = await withTaskGroup(of: (Int, Outcome<[String: RecipeNutrition]>).self) { group in
            for index in missing {
                let recipe = recipes[index]
                group.addTask { (index, await NutritionStage.run([recipe], config: config)) }
            }
            var results: [Int: Outcome<[String: RecipeNutrition]>] = [:]
            for await (index, outcome) in group { results[index] = outcome }
            return missing.map { results[$0]! }
        }
        var all = known
        lock.withLock {
            for (index, outcome) in zip(missing, computed) {
                all[index] = outcome
                nutrition[recipes[index].contentPath] = (recipes[index], outcome)
            }
            let paths = Set(recipes.map(\.contentPath))
            nutrition = nutrition.filter { paths.contains($0.key) }
        }
        // As NutritionStage.run merges: diagnostics in recipe order, the first recipe keeps a slug.
        var bySlug: [String: RecipeNutrition] = [:]
        var diagnostics: [Diagnostic] = []
        for outcome in all {
            guard let outcome else { continue }
            diagnostics += outcome.diagnostics
            for (slug, value) in outcome.value where bySlug[slug] == nil { bySlug[slug] = value }
        }
        return Outcome(bySlug, diagnostics)
    }

    /// `Theme.load`, or the previous theme when no file of `templates/` changed.
    func theme(root: String, displayPrefix: String, fileSystem fs: FileSystem) -> Outcome<Theme?> {
        let folder = Paths.join(root, "templates")
        var key: [String: [UInt8]] = ["": Array(displayPrefix.utf8)]
        if fs.isDirectory(folder) {
            for relative in fs.listFiles(folder) {
                key[relative] = (try? fs.read(Paths.join(folder, relative))) ?? []
                key["real:" + relative] = Array((fs.realPath(Paths.join(folder, relative)) ?? "").utf8)
            }
        }
        if let theme = lock.withLock({ themeKey == key ? self.theme : nil }) { return theme }
        let loaded = Theme.load(root: root, displayPrefix: displayPrefix, fileSystem: fs)
        lock.withLock {
            themeKey = key
            theme = loaded
        }
        return loaded
    }

    /// Renders the pages of the recipes decoded anew in this build, in every language
    /// they exist in, and hands them to `earlyPages`. Nothing on the first build.
    func renderEarly(_ site: Site, languages: [LocalizedSite], theme: Theme, search: SearchData) async {
        guard let earlyPages else { return }
        let (first, fresh) = lock.withLock { (builds == 0, freshPaths) }
        guard !first, !fresh.isEmpty, fresh.count <= earlyLimit else { return }
        // A translation `plov.ru.md` shows on the page of its original `plov.md`.
        let originals = Set(
            fresh.map { path -> String in
                if let (_, original) = TranslationDecoder.split(path) { return original }
                return path
            })
        var files: [OutputFile] = []
        var builders = languages.map { PageBuilder(site: site, local: $0) }
        let routes = Dictionary(builders.map { ($0.local.language, $0.routes) }, uniquingKeysWith: { a, _ in a })
        for index in builders.indices { builders[index].languageRoutes = routes }
        for builder in builders {
            let local = builder.local
            let wanted = local.recipes.indices.filter { originals.contains(local.recipes[$0].contentPath) }
            guard !wanted.isEmpty else { continue }
            let finder = builder.recipeFinder(data: search)
            let related = await finder.related()
            for index in wanted {
                let recipe = local.recipes[index]
                let withFinder = builder.addingFinderParts(to: builder.recipePage(recipe), index: index, finder: finder, related: related[index])
                let page = builder.addingKitchenParts(to: withFinder, index: index, finder: finder, data: search)
                if let html = theme.render(page, template: "recipe", language: local.language) {
                    files.append(OutputFile(path: local.prefix + Routes.recipe(recipe.slug), text: html))
                }
            }
        }
        mark("early pages")
        if !files.isEmpty { await earlyPages(files) }
    }
}

// MARK: pages of an edited recipe at once, from the last build

extension BuildCache {
    /// What a successful build knew after its stages across recipes: enough to render the
    /// page of one recipe again without running them (`quickPages`).
    struct Snapshot: Sendable {
        var context: RecipeDecoder.Context
        /// Every recipe (drafts too) and translation, in file order.
        var recipes: [Recipe]
        var translations: [RecipeTranslation]
        var site: Site
        var languages: [LocalizedSite]
        var theme: Theme
        var strings: [String: UIStrings]
        var strict: Bool
        /// Which build this is (set by `remember`).
        var id = 0
        /// Made after the build (`prepareQuick`), off the way of the next edit.
        var finders: [RecipeFinder] = []
        var related: [[[Int]]] = []
        var routes: [String: Set<String>] = [:]
        var positions: [[String: Int]] = []
        var builders: [PageBuilder] = []
    }

    func remember(_ snapshot: Snapshot) {
        lock.withLock {
            var snapshot = snapshot
            snapshot.id = builds + 1
            self.snapshot = snapshot
            remembered = true
        }
    }

    /// After a successful build, before an edit: works out what `quickPages` needs from
    /// every recipe (each language's ingredient table and related recipes).
    public func prepareQuick() async {
        guard var snap = lock.withLock({ snapshot }), snap.finders.isEmpty else { return }
        let search = NutritionStage.searchData(snap.site.nutrition, strings: snap.strings, facts: snap.site.facts)
        var builders = snap.languages.map { PageBuilder(site: snap.site, local: $0) }
        snap.routes = Dictionary(builders.map { ($0.local.language, $0.routes) }, uniquingKeysWith: { a, _ in a })
        for index in builders.indices { builders[index].languageRoutes = snap.routes }
        snap.builders = builders
        for builder in builders {
            let finder = builder.recipeFinder(data: search)
            snap.finders.append(finder)
            snap.related.append(await finder.related())
            snap.positions.append(Dictionary(finder.ingredients.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a }))
        }
        lock.withLock {
            // Only if no other build came in between.
            if let current = snapshot, current.id == snap.id, current.finders.isEmpty { snapshot = snap }
        }
    }

    /// Stage times of the last `quickPages`, in seconds since it was asked (for `--timing`).
    public var lastQuickTimings: [(stage: String, seconds: Double)] { lock.withLock { quickTimings } }

    /// Whether `quickPages` can be asked (a successful build was prepared for it).
    public var isQuickReady: Bool { lock.withLock { snapshot.map { !$0.finders.isEmpty } ?? false } }

    /// The pages (in every language) of the recipes in `changed` (recipe files that were
    /// there in the last build, read again), rendered with what the last build knew about
    /// the other recipes: the lists, related recipes and ingredient table are the last
    /// build's, the recipe itself and its nutrition are new. Nil when that cannot be done
    /// (a new, gone or renamed file, a draft, a changed slug or photo, an error in the
    /// file...): then only a whole build tells. The whole build that must follow may still
    /// change these pages (a new tag's list, related recipes); until then they are what
    /// the reader asked to see. The file's decoding and nutrition are kept for that build.
    public func quickPages(_ changed: [SourceFile]) async -> [OutputFile]? {
        let started = Date()
        var marks: [(stage: String, seconds: Double)] = []
        func mark(_ stage: String) { marks.append((stage, Date().timeIntervalSince(started))) }
        defer { lock.withLock { quickTimings = marks } }
        guard !changed.isEmpty, changed.count <= earlyLimit, var snap = lock.withLock({ snapshot }), !snap.finders.isEmpty else { return nil }
        let config = snap.context.config
        var touched: [String] = []  // original recipes' paths
        for file in changed {
            let result = RecipeFile.decode(file, context: snap.context)
            if result.diagnostics.hasErrors || (snap.strict && !result.diagnostics.isEmpty) { return nil }
            if let recipe = result.recipe, result.translationOf == nil {
                guard let index = snap.recipes.firstIndex(where: { $0.contentPath == file.contentPath }) else { return nil }
                let old = snap.recipes[index]
                guard old.slug == recipe.slug, !old.draft, !recipe.draft, old.language == recipe.language, old.images == recipe.images,
                    old.bodyImages == recipe.bodyImages
                else { return nil }
                snap.recipes[index] = recipe
                touched.append(recipe.contentPath)
            } else if let translation = result.translation {
                guard let index = snap.translations.firstIndex(where: { $0.sourcePath == translation.sourcePath }) else { return nil }
                let old = snap.translations[index]
                guard old.originalPath == translation.originalPath, old.language == translation.language, old.bodyImages == translation.bodyImages
                else { return nil }
                snap.translations[index] = translation
                touched.append(translation.originalPath)
            } else {
                return nil
            }
            lock.withLock {
                // For the whole build that follows (the same context as the last build's).
                if decodeKey == DecodeKey(config: config, contentFiles: snap.context.contentFiles, escapingFiles: snap.context.escapingFiles) {
                    decoded[file.contentPath] = (file.bytes, file.displayPath, result)
                }
            }
        }
        mark("decode")
        var files: [OutputFile] = []
        for path in Set(touched).sorted() {
            guard let original = snap.recipes.first(where: { $0.contentPath == path }), !original.draft else { return nil }
            // Its nutrition, as the whole build will compute it (and keep it for that build).
            let outcome = await NutritionStage.run([original], config: config)
            lock.withLock { if nutritionConfig == config { nutrition[path] = (original, outcome) } }
            if let value = outcome.value[original.slug] { snap.site.nutrition[original.slug] = value } else { snap.site.nutrition[original.slug] = nil }
            if let at = snap.site.recipes.firstIndex(where: { $0.contentPath == path }) { snap.site.recipes[at] = original }
            mark("nutrition")
            var locals: [(Int, LocalizedSite, Int)] = []  // language index, site, recipe index
            for (l, var local) in snap.languages.enumerated() {
                guard let index = local.recipes.firstIndex(where: { $0.contentPath == path }) else { continue }
                let translation = snap.translations.first { $0.originalPath == path && $0.language == local.language }
                if local.language == config.language {
                    local.recipes[index] = original
                } else if let translation {
                    local.recipes[index] = Localizer.apply(translation, to: original)
                } else {
                    local.recipes[index] = original
                }
                snap.site.facts[local.language, default: [:]][original.slug] = RecipeFacts.make(
                    local.recipes[index], nutrition: snap.site.nutrition[original.slug], originalLanguage: original.language)
                locals.append((l, local, index))
            }
            let search = NutritionStage.searchData(snap.site.nutrition, strings: snap.strings, facts: snap.site.facts)
            mark("facts")
            for (l, local, index) in locals {
                let recipe = local.recipes[index]
                var builder: PageBuilder
                let before = snap.builders[l].local.recipes.indices.contains(index) ? snap.builders[l].local.recipes[index] : nil
                if let before, before.contentPath == recipe.contentPath, before.category == recipe.category, before.cuisine == recipe.cuisine,
                    before.author == recipe.author, before.tags == recipe.tags
                {
                    // The lists the recipe is in are as they were: the last build's (made once), with the recipe and site of now.
                    builder = snap.builders[l]
                    builder.site = snap.site
                    builder.local = local
                } else {
                    builder = PageBuilder(site: snap.site, local: local)
                    builder.languageRoutes = snap.routes
                }
                mark("lists")
                let finder = RecipeFinder(snap.finders[l], replacing: index, with: recipe, positions: snap.positions[l])
                let related = index < snap.related[l].count ? snap.related[l][index] : []
                let withFinder = builder.addingFinderParts(to: builder.recipePage(recipe), index: index, finder: finder, related: related)
                let page = builder.addingKitchenParts(to: withFinder, index: index, finder: finder, data: search)
                guard let html = snap.theme.render(page, template: "recipe", language: local.language) else { return nil }
                files.append(OutputFile(path: local.prefix + Routes.recipe(recipe.slug), text: html))
                mark("page")
            }
        }
        return files
    }
}

extension RecipeFinder {
    /// `old` with the recipe at `index` replaced: its ingredient lines are looked up in the
    /// old table (`positions`: key -> index); a food the table does not have stays unlinked
    /// until the next whole build. The keys are made as `init(recipes:...)` makes them.
    init(_ old: RecipeFinder, replacing index: Int, with recipe: Recipe, positions: [String: Int]) {
        var recipes = old.recipes
        var lineIngredients = old.lineIngredients
        var recipeIngredients = old.recipeIngredients
        if recipes.indices.contains(index), lineIngredients.indices.contains(index), recipeIngredients.indices.contains(index) {
            recipes[index] = recipe
            let lines = recipe.ingredients.flatMap(\.lines).map { line -> Int? in
                let written = (line.parsed?.name).flatMap { $0.isEmpty ? nil : $0 } ?? line.text
                let key = IngredientKey.make(written, old.language)
                return key.isEmpty ? nil : positions[key]
            }
            lineIngredients[index] = lines
            var seen = Set<Int>()
            recipeIngredients[index] = lines.compactMap { $0 }.filter { seen.insert($0).inserted }
        }
        self.language = old.language
        self.recipes = recipes
        self.ingredients = old.ingredients
        self.heads = old.heads
        self.recipeIngredients = recipeIngredients
        self.lineIngredients = lineIngredients
        self.staples = old.staples
    }
}
