import CookbookQuantities
import CookbookSupport
import CookbookNutrition

/// The whole pipeline short of writing: load -> parse -> decode -> validate -> render.
/// Never prints; returns the files and every diagnostic.
public struct BuildResult: Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]
    public var recipeCount: Int
    public var site: Site?
    /// Which recipe exists in which language (for `check --translations`).
    public var translationReport: String?
}

public struct BuildOptions: Sendable {
    /// Treat warnings as errors.
    public var strict = false
    /// Stop after validation (for `cookbook check`).
    var render = true
    /// Told when the build starts a stage ("Rendering 2,000 recipe pages"), for a progress
    /// line on a terminal; nil: nothing is told.
    public var progress: (@Sendable (String) -> Void)? = nil
    /// When given, every output file is handed to it as soon as it is rendered (from any
    /// thread, in no set order; `SiteWriter.Staging.add`) and `BuildResult.files` stays
    /// empty, so the whole site is never held in memory. Files handed on belong to a build
    /// that may still fail: the receiver keeps them only if the result has no errors.
    public var sink: (@Sendable (OutputFile) -> Void)? = nil
    public init(
        strict: Bool = false, render: Bool = true, progress: (@Sendable (String) -> Void)? = nil,
        sink: (@Sendable (OutputFile) -> Void)? = nil
    ) {
        self.strict = strict
        self.render = render
        self.progress = progress
        self.sink = sink
    }
}

public enum Builder {
    /// - Parameters:
    ///   - root: absolute path of the site folder.
    ///   - displayPrefix: prefix for paths in diagnostics, "" or "my-book/".
    ///   - cache: what a previous build can lend this one (`cookbook serve`); the output is the same without it.
    public static func build(
        root: String, displayPrefix: String = "", options: BuildOptions = .init(), fileSystem: FileSystem = .local,
        cache: BuildCache? = nil
    ) async -> BuildResult {
        cache?.beginBuild()
        defer { cache?.endBuild() }
        var diagnostics: [Diagnostic] = []
        var translationReport: String?
        func finish(_ files: [OutputFile], _ count: Int, _ site: Site?) -> BuildResult {
            var all = diagnostics
            if options.strict { all = all.map { $0.promoted } }
            return BuildResult(
                files: all.hasErrors ? [] : files, diagnostics: DiagnosticLimit.capped(all.sortedForOutput()), recipeCount: count, site: site,
                translationReport: translationReport)
        }
        var stages = StageLog()
        let loaded = ContentLoader.load(root: root, displayPrefix: displayPrefix, fileSystem: fileSystem)
        diagnostics += loaded.diagnostics
        guard var source = loaded.value else { return finish([], 0, nil) }
        stages.mark("load")
        // libvips is opened on the first photo, not at start; when the content folder holds
        // a file named like one, it is opened on the side while the recipes are parsed.
        if source.contentFiles.contains(where: Vips.mayBePhoto) { Task.detached { _ = Vips.available } }

        let config = ConfigDecoder.decode(source.config, contentFiles: source.contentFiles, escapingFiles: source.escapingFiles)
        diagnostics += config.diagnostics
        let context = RecipeDecoder.Context(config: config.value, contentFiles: source.contentFiles, escapingFiles: source.escapingFiles)

        // The theme is read and its templates compiled on the side while the recipes are
        // parsed and decoded (it was a stretch of one busy core between two parallel stages);
        // its diagnostics are taken at the same place as before. A cache lends its own.
        let languages = Set(config.value.languages)
        if cache == nil {
            // The tables the later stages make on first use (each stems every dictionary
            // name; a task that asks first makes the others wait): made on the side, beside
            // the theme's task (one task for both was the longest stretch of a small site's
            // parse stage, the stages after waiting for it). The matcher's index first: the
            // nutrition stage asks for it first. Only the site's languages' tables (each
            // language's is made on first use).
            Task {
                IngredientMatcher.prepareTables()
                for language in languages {
                    _ = (StepUses.singleWordNames(language)?.count, NameStems.table(language)?.count, NameStems.entries(language)?.count)
                }
                _ = SearchText.decompositions.count
            }
        }
        let themeOnTheSide: Task<Outcome<Theme?>, Never>? =
            cache == nil
            ? Task { Theme.load(root: root, displayPrefix: displayPrefix, fileSystem: fileSystem, languages: languages) } : nil
        func tell(_ text: String) { options.progress?(text) }
        tell("Reading \(source.recipes.count) recipe file\(source.recipes.count == 1 ? "" : "s")")
        cache?.beginDecode(context)
        var files: [RecipeFile]
        // The distinct lines of `ParsedLines` by number, for the nutrition stage.
        var numberedLines: [(line: ParsedIngredient, language: String)] = []
        if let cache {
            files = await parallelMap(source.recipes) { cache.decode($0, context: context) }
        } else {
            // The files parsed, then every distinct ingredient line of the recipes parsed
            // once (`ParsedLines`), then the recipes decoded with those lines.
            let allowRawHTML = context.config.allowRawHTML
            // Each parsed file is taken by the task that decodes it, which drops its trees
            // when done: they are freed on every core, not one by one on one thread after.
            let parsed = TakeOnce(await parallelMap(source.recipes) { RecipeParser.parse($0, allowRawHTML: allowRawHTML) })
            stages.mark("parse")
            var withLines = context
            let recipeFiles = source.recipes
            withLines.lines = await ParsedLines.of(count: parsed.count, config: context.config) { index in
                TranslationDecoder.split(recipeFiles[index].contentPath) == nil ? parsed.peek(index)?.value ?? nil : nil
            }
            let decodeContext = withLines
            numberedLines = withLines.lines.byNumber
            stages.mark("lines")
            files = await parallelMap(Array(recipeFiles.indices)) { index in
                guard let taken = parsed.take(index) else { preconditionFailure("each file is decoded once") }
                var file = RecipeFile.decode(recipeFiles[index], parsed: taken, context: decodeContext)
                // The build reads only what was decoded (see below).
                file.parsed = nil
                return file
            }
        }
        cache?.keepOnly(Set(source.recipes.map(\.contentPath)))
        // The files' bytes are not read again (held to the end, they grow with the site).
        source.recipes = []
        cache?.mark("decode")
        stages.mark("decode")
        var recipes: [Recipe] = []
        var translations: [RecipeTranslation] = []
        // The number of each recipe's lines in `ParsedLines`, for the nutrition stage
        // (none without the table).
        var lineNumbers: [[Int32]] = []
        // Recipes first, then translations, each in file order (as the stages after expect).
        for file in files where file.translationOf == nil {
            diagnostics += file.diagnostics
            if let recipe = file.recipe {
                recipes.append(recipe)
                lineNumbers.append(file.lineNumbers)
            }
        }
        for file in files where file.translationOf != nil {
            diagnostics += file.diagnostics
            if let translation = file.translation { translations.append(translation) }
        }
        // Nor are the parsed files (front matter trees, Markdown): only what was decoded from them.
        files = []
        var vocabularies: [String: ContentVocabulary] = [:]
        for file in source.vocabularies {
            let language = String(file.contentPath.dropFirst("i18n/".count).dropLast(".yaml".count))
            guard config.value.languages.contains(language), language != config.value.language else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "unknown-language", "'\(language)' is not one of the site's other languages; this file is not used",
                        at: SourceLocation(path: file.displayPath, line: 1, column: 1),
                        hint: "the site's languages are set by 'language' and 'languages' in content/site.yaml"))
                continue
            }
            let decoded = ContentVocabulary.decode(file)
            diagnostics += decoded.diagnostics
            vocabularies[language] = decoded.value
        }
        // The checks across recipes run on the side while the nutrition stage runs; their
        // diagnostics are taken before the nutrition stage's, as when they ran first.
        let checksOnTheSide = Task { [recipes, translations, config] in
            var found = SiteValidator.validate(recipes)
            found += Browse.authorSpellings(recipes, config: config.value)
            found += SVGCheck.check(
                SVGCheck.publishedImages(recipes: recipes, translations: translations, config: config.value),
                displayPrefix: displayPrefix, read: { try? fileSystem.read(Paths.join(root, "content/" + $0)) })
            let recipeDrafts = Dictionary(recipes.map { ($0.contentPath, $0.draft) }, uniquingKeysWith: { a, _ in a })
            for recipe in recipes { found += BodyLinks.check(recipe.bodyLinks, recipes: recipeDrafts, fromDraft: recipe.draft) }
            for translation in translations {
                found += BodyLinks.check(translation.bodyLinks, recipes: recipeDrafts, fromDraft: recipeDrafts[translation.originalPath] ?? false)
            }
            return found
        }
        // So does localizing (it needs the theme's strings, not the nutrition), without a cache.
        let localizingOnTheSide: Task<(Outcome<Theme?>, Outcome<[String: UIStrings]>?, Outcome<[LocalizedSite]>?), Never>? =
            themeOnTheSide.map { themeTask in
                Task { [recipes, translations, vocabularies, config] in
                    let theme = await themeTask.value
                    guard let loaded = theme.value else { return (theme, nil, nil) }
                    let strings = loaded.strings(for: config.value.languages, displayPrefix: displayPrefix)
                    let localized = Localizer.localize(
                        .init(
                            config: config.value, recipes: recipes, translations: translations,
                            strings: strings.value, vocabularies: vocabularies, displayPrefix: displayPrefix))
                    return (theme, strings, localized)
                }
            }
        stages.mark("validate")
        tell("Weighing the ingredients of \(recipes.count) recipe\(recipes.count == 1 ? "" : "s")")
        let nutrition = if let cache { await cache.nutrition(recipes, config: config.value) } else { await NutritionStage.run(recipes, config: config.value, lineNumbers: lineNumbers, numberedLines: numberedLines) }
        // Not held while rendering.
        lineNumbers = []
        numberedLines = []
        cache?.mark("nutrition")
        stages.mark("nutrition")
        diagnostics += await checksOnTheSide.value
        diagnostics += nutrition.diagnostics
        let published = Localizer.byTitle(recipes.filter { !$0.draft })
        var site = Site(root: root, config: config.value, recipes: published)
        site.nutrition = nutrition.value
        let plans = WeekPlan.decodeAll(source.plans, config: config.value)
        diagnostics += plans.diagnostics
        site.plans = plans.value
        diagnostics += WeekPlan.check(site.plans, slugs: Set(published.map(\.slug)))

        let theme: Outcome<Theme?>
        var stringsMade: Outcome<[String: UIStrings]>?
        var localizedMade: Outcome<[LocalizedSite]>?
        if let localizingOnTheSide {
            (theme, stringsMade, localizedMade) = await localizingOnTheSide.value
        } else {
            theme =
                cache?.theme(root: root, displayPrefix: displayPrefix, fileSystem: fileSystem)
                ?? Theme.load(root: root, displayPrefix: displayPrefix, fileSystem: fileSystem, languages: languages)
        }
        stages.mark("theme")
        diagnostics += theme.diagnostics
        guard let loadedTheme = theme.value else { return finish([], published.count, site) }
        let strings = stringsMade ?? loadedTheme.strings(for: config.value.languages, displayPrefix: displayPrefix)
        diagnostics += strings.diagnostics
        let localized =
            localizedMade
            ?? Localizer.localize(
                .init(
                    config: config.value, recipes: recipes, translations: translations,
                    strings: strings.value, vocabularies: vocabularies, displayPrefix: displayPrefix))
        diagnostics += localized.diagnostics
        stages.mark("localize")
        // The translations' table (for `check --translations`) is made on the side too, while
        // the photos are prepared and the facts worked out.
        let localizedSites = localized.value
        let defaultLanguage = config.value.language
        let originals = recipes
        let reportOnTheSide = Task { TranslationReport.table(recipes: originals, sites: localizedSites, defaultLanguage: defaultLanguage) }
        if !diagnostics.hasErrors {
            tell("Preparing photos")
            let images = await ImageStage.run(
                ImageStage.uses(recipes: recipes, translations: translations, config: config.value),
                root: root, settings: config.value.images, fileSystem: fileSystem)
            diagnostics += images.diagnostics
            site.images = images.value
            stages.mark("images")
        }
        guard options.render, !diagnostics.hasErrors, !(options.strict && !diagnostics.isEmpty) else {
            translationReport = await reportOnTheSide.value
            return finish([], published.count, site)
        }

        let pages = localized.value.reduce(0) { $0 + $1.recipes.count }
        tell("Rendering \(pages) recipe page\(pages == 1 ? "" : "s") in \(localized.value.count) language\(localized.value.count == 1 ? "" : "s")")
        site.facts = await RecipeFacts.all(localized.value, originals: recipes, nutrition: site.nutrition)
        stages.mark("facts")
        translationReport = await reportOnTheSide.value
        let search = NutritionStage.searchData(site.nutrition, strings: strings.value, facts: site.facts)
        cache?.mark("prepare")
        stages.mark("search-data")
        await cache?.renderEarly(site, languages: localized.value, theme: loadedTheme, search: search)
        let rendered = await SiteRenderer.render(site, languages: localized.value, theme: loadedTheme, search: search, sink: options.sink)
        cache?.mark("render")
        stages.mark("render")
        diagnostics += rendered.diagnostics
        if let cache, !diagnostics.hasErrors, !(options.strict && !diagnostics.isEmpty) {
            cache.remember(
                BuildCache.Snapshot(
                    context: context, recipes: recipes, translations: translations, site: site, languages: localized.value, theme: loadedTheme,
                    strings: strings.value, strict: options.strict))
        }
        return finish(rendered.value, published.count, site)
    }
}
