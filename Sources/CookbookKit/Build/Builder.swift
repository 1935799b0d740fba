/// The whole pipeline short of writing: load -> parse -> decode -> validate -> render.
/// Never prints; returns the files and every diagnostic.
public struct BuildResult: Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]
    public var recipeCount: Int
    public var site: Site?
}

public struct BuildOptions: Sendable {
    /// Treat warnings as errors.
    public var strict = false
    /// Stop after validation (for `cookbook check`).
    public var render = true
    public init(strict: Bool = false, render: Bool = true) {
        self.strict = strict
        self.render = render
    }
}

public enum Builder {
    /// - Parameters:
    ///   - root: absolute path of the site folder.
    ///   - displayPrefix: prefix for paths in diagnostics, "" or "my-book/".
    public static func build(root: String, displayPrefix: String = "", options: BuildOptions = .init(), fileSystem: FileSystem = .local) async -> BuildResult {
        var diagnostics: [Diagnostic] = []
        func finish(_ files: [OutputFile], _ count: Int, _ site: Site?) -> BuildResult {
            var all = diagnostics
            if options.strict { all = all.map { $0.promoted } }
            return BuildResult(files: all.hasErrors ? [] : files, diagnostics: all.sortedForOutput(), recipeCount: count, site: site)
        }
        let loaded = ContentLoader.load(root: root, displayPrefix: displayPrefix, fileSystem: fileSystem)
        diagnostics += loaded.diagnostics
        guard let source = loaded.value else { return finish([], 0, nil) }

        let config = ConfigDecoder.decode(source.config, contentFiles: source.contentFiles, escapingFiles: source.escapingFiles)
        diagnostics += config.diagnostics
        let context = RecipeDecoder.Context(config: config.value, contentFiles: source.contentFiles, escapingFiles: source.escapingFiles)

        let (recipeFiles, translations) = splitTranslations(source.recipes)
        for file in translations {
            diagnostics.append(Diagnostic(.warning, "translation-not-built", "translation files (name.LANG.md) are not built yet; this file is skipped",
                                          at: SourceLocation(path: file.displayPath, line: 1, column: 1)))
        }
        let allowRaw = config.value.allowRawHTML
        let outcomes = await parallelMap(recipeFiles) { file -> Outcome<Recipe?> in
            let parsed = RecipeParser.parse(file, allowRawHTML: allowRaw)
            guard let recipe = parsed.value else { return Outcome(nil, parsed.diagnostics) }
            let decoded = RecipeDecoder.decode(recipe, context: context)
            return Outcome(decoded.value, parsed.diagnostics + decoded.diagnostics)
        }
        var recipes: [Recipe] = []
        for outcome in outcomes {
            diagnostics += outcome.diagnostics
            if let recipe = outcome.value { recipes.append(recipe) }
        }
        diagnostics += SiteValidator.validate(recipes)
        let published = recipes.filter { !$0.draft }.sorted { ($0.title.lowercased(), $0.slug) < ($1.title.lowercased(), $1.slug) }
        let site = Site(root: root, config: config.value, recipes: published)
        guard options.render, !diagnostics.hasErrors, !(options.strict && !diagnostics.isEmpty) else { return finish([], published.count, site) }

        let theme = Theme.load(root: root, displayPrefix: displayPrefix, fileSystem: fileSystem)
        diagnostics += theme.diagnostics
        guard let loadedTheme = theme.value else { return finish([], published.count, site) }
        let rendered = await SiteRenderer.render(site, theme: loadedTheme)
        diagnostics += rendered.diagnostics
        return finish(rendered.value, published.count, site)
    }

    /// ISO 639-1 language codes: `plov.ru.md` is a translation, `pork.pie.md` is not.
    static let languageCodes: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu
        fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km
        kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om
        or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr
        ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// `plov.ru.md` is a translation of `plov.md`; the rest are recipes.
    static func splitTranslations(_ files: [SourceFile]) -> (recipes: [SourceFile], translations: [SourceFile]) {
        var recipes: [SourceFile] = [], translations: [SourceFile] = []
        for file in files {
            let name = file.contentPath.split(separator: "/").last.map(String.init) ?? ""
            let parts = name.split(separator: ".")
            if parts.count == 3, languageCodes.contains(String(parts[1])) {
                translations.append(file)
            } else {
                recipes.append(file)
            }
        }
        return (recipes, translations)
    }
}
