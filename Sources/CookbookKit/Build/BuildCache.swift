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
    private var decoded: [String: (bytes: [UInt8], displayPath: String, file: RecipeFile)] = [:]
    private var freshPaths: [String] = []
    private var nutritionConfig: SiteConfig?
    private var nutrition: [String: (recipe: Recipe, outcome: Outcome<[String: RecipeNutrition]>)] = [:]
    private var themeKey: [String: [UInt8]]?
    private var theme: Outcome<Theme?>?
    private var builds = 0

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
            freshPaths = []
            timings = []
            started = Date()
        }
    }

    func mark(_ stage: String) {
        lock.withLock { timings.append((stage, Date().timeIntervalSince(started))) }
    }

    func endBuild() {
        lock.withLock { builds += 1 }
    }

    /// `RecipeFile.decode`, or its result from a previous build for the same bytes and context.
    func decode(_ file: SourceFile, context: RecipeDecoder.Context) -> RecipeFile {
        let key = DecodeKey(config: context.config, contentFiles: context.contentFiles, escapingFiles: context.escapingFiles)
        let hit: RecipeFile? = lock.withLock {
            if decodeKey != key {
                decodeKey = key
                decoded = [:]
            }
            guard let entry = decoded[file.contentPath], entry.bytes == file.bytes, entry.displayPath == file.displayPath else { return nil }
            return entry.file
        }
        if let hit { return hit }
        let result = RecipeFile.decode(file, context: context)
        lock.withLock {
            // The context may have changed while this file was decoded: keep only a result for the current one.
            if decodeKey == key { decoded[file.contentPath] = (file.bytes, file.displayPath, result) }
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
