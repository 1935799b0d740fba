import ArgumentParser
import CookbookImport
import CookbookKit
import Foundation
import CookbookSupport
import CookbookNutrition

@main
struct Cookbook: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookbook",
        abstract: "Turns a folder of Markdown recipes into an offline cookbook website.",
        version: "0.1.0",
        subcommands: [Build.self, Check.self, Init.self, New.self, Inspect.self, Foods.self, Import.self, ServeCommand.self]
    )
}

/// The site folder argument shared by the commands.
struct SiteOptions: ParsableArguments {
    @Argument(help: "The cookbook folder (the one holding content/).")
    var site: String = "."

    var root: String { absolute(site) }
    /// How paths are shown in messages: relative to where the user is.
    var displayPrefix: String {
        let cleaned = site.hasSuffix("/") ? String(site.dropLast()) : site
        return cleaned == "." || cleaned.isEmpty ? "" : cleaned + "/"
    }
}

func absolute(_ path: String) -> String {
    let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return Paths.normalize(base) ?? base
}

/// Prints diagnostics to standard error and a summary line. Returns true if there were errors.
func report(_ diagnostics: [Diagnostic]) -> Bool {
    var stderr = StandardError()
    for diagnostic in diagnostics { print(diagnostic.formatted, to: &stderr) }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    if !diagnostics.isEmpty {
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")", to: &stderr)
    }
    return errors > 0
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}

func today() -> RecipeDate {
    let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone.current, from: Date())
    return RecipeDate(year: parts.year ?? 2000, month: parts.month ?? 1, day: parts.day ?? 1)
}

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check the cookbook and write the website.")

    @OptionGroup var siteOptions: SiteOptions
    @Option(name: .shortAndLong, help: "Where to write the site (default: SITE/public).")
    var output: String?
    @Flag(help: "Treat warnings as errors.")
    var strict = false
    @Flag(help: "Replace the output folder even if it holds files cookbook did not write.")
    var force = false

    func run() async throws {
        let start = Date()
        let progress = Progress.onTerminal()
        let target = output.map(absolute) ?? Paths.join(siteOptions.root, "public")
        let shown = output ?? siteOptions.displayPrefix + "public"
        // Pages are written as they are rendered, into a folder beside the output that is
        // swapped in only when the whole build succeeded.
        let (root, force) = (siteOptions.root, self.force)
        let written = StreamedOutput { try SiteWriter.Staging(output: target, siteRoot: root, display: shown, force: force) }
        written.openOnTheSide(ifFolder: target)
        var options = BuildOptions(strict: strict)
        if let progress { options.progress = { @Sendable text in progress.tell(text) } }
        options.sink = { @Sendable file in written.add(file) }
        let result = await Builder.build(root: siteOptions.root, displayPrefix: siteOptions.displayPrefix, options: options)
        if !result.diagnostics.isEmpty { progress?.finish() }
        if report(result.diagnostics) {
            written.abandon()
            throw ExitCode.failure
        }
        progress?.tell("Writing the last files")
        do {
            try written.commit()
        } catch let failure as SiteWriter.Failure {
            progress?.finish()
            _ = report([failure.diagnostic])
            throw ExitCode.failure
        }
        progress?.finish()
        let ms = Int(Date().timeIntervalSince(start) * 1000)
        print("Built \(result.recipeCount) recipe\(result.recipeCount == 1 ? "" : "s") into \(shown)/ (\(written.count) files, \(ms) ms). Open \(shown)/index.html")
        // The build's values (recipes, nutrition, facts: hundreds of thousands of small
        // allocations at 5,000 recipes) are not freed one by one on one thread just before
        // the process ends, which gives all its memory back at once (docs/performance.md).
        // One retain that is never released: no global state, nothing freed.
        _ = Unmanaged.passRetained(KeptToTheEnd(result))
    }
}

/// What `cookbook build` keeps until the process ends instead of freeing it.
final class KeptToTheEnd {
    let result: BuildResult
    init(_ result: BuildResult) { self.result = result }
}

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check the cookbook without writing anything.")

    @OptionGroup var siteOptions: SiteOptions
    @Flag(help: "Treat warnings as errors.")
    var strict = false
    @Flag(help: "Print which recipe exists in which language.")
    var translations = false

    func run() async throws {
        // Every page is rendered (template errors show) and dropped at once: nothing is written or held.
        let result = await Builder.build(
            root: siteOptions.root, displayPrefix: siteOptions.displayPrefix, options: BuildOptions(strict: strict, render: true, sink: { _ in }))
        if translations, let table = result.translationReport { print(table) }
        if report(result.diagnostics) { throw ExitCode.failure }
        print("\(result.recipeCount) recipe\(result.recipeCount == 1 ? "" : "s") checked: no errors.")
        if let summary = result.site.flatMap({ NutritionStage.coverage($0.nutrition) }) { print(summary) }
        if let images = result.site.flatMap(ImageReport.report) { print(images) }
    }
}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create a new cookbook folder with a sample recipe.")

    @Argument(help: "The folder to create.")
    var folder: String
    @Option(help: "The cookbook's title.")
    var title: String = "My Cookbook"
    @Flag(help: "Copy the built-in theme into templates/ to customise it.")
    var withTheme = false

    func run() throws {
        let target = absolute(folder)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), !isFolder.boolValue {
            var stderr = StandardError()
            print("error: \(folder) exists and is a file, not a folder; cookbook init creates a new folder", to: &stderr)
            print("  hint: choose a name that is not taken, e.g. cookbook init my-book", to: &stderr)
            throw ExitCode.failure
        }
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: target), !existing.isEmpty {
            var stderr = StandardError()
            print("error: \(folder) exists and is not empty; choose a new folder", to: &stderr)
            throw ExitCode.failure
        }
        do {
            try Scaffolder.write(Scaffolder.siteFiles(title: title, date: today(), withTheme: withTheme), into: target)
        } catch {
            var stderr = StandardError()
            print("error: \(error)", to: &stderr)
            throw ExitCode.failure
        }
        print("Created \(folder)/. Next: cd \(folder) && cookbook build && open public/index.html")
    }
}

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a new recipe file with every field ready to fill in.")

    @Argument(help: "The recipe's title, e.g. \"Chicken soup\".")
    var title: String
    @Option(help: "The cookbook folder.")
    var site: String = "."

    func run() throws {
        var stderr = StandardError()
        guard let (path, text) = Scaffolder.recipeFile(title: title, date: today()) else {
            print("error: cannot make a file name from '\(title)'; use letters or digits", to: &stderr)
            throw ExitCode.failure
        }
        let root = absolute(site)
        guard FileManager.default.fileExists(atPath: Paths.join(root, "content")) else {
            print("error: \(site == "." ? "this folder" : site) has no content/ folder; run 'cookbook init' first or pass --site", to: &stderr)
            throw ExitCode.failure
        }
        do {
            try Scaffolder.write([(path, text)], into: root)
        } catch {
            print("error: \(error)", to: &stderr)
            throw ExitCode.failure
        }
        print("Wrote \(site == "." ? "" : site + "/")\(path)")
        if Slug.make(title).count > Scaffolder.maxFileNameSlug {
            print("The title is long, so the file name was shortened to \(Scaffolder.maxFileNameSlug) characters at most; rename the file if you like.")
        }
    }
}

struct Inspect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show recipes as the pipeline sees them after every stage.")

    @Argument(help: "Recipe files.")
    var files: [String]
    @Option(help: "Output format (json).")
    var format: String = "json"
    @Option(help: "The cookbook folder the files belong to.")
    var site: String = "."

    func run() async throws {
        var stderr = StandardError()
        guard format == "json" else {
            print("error: the only format is json", to: &stderr)
            throw ExitCode.validationFailure
        }
        let root = absolute(site)
        let loaded = ContentLoader.load(root: root, displayPrefix: "", fileSystem: .local)
        guard let source = loaded.value else {
            _ = report(loaded.diagnostics)
            throw ExitCode.failure
        }
        let config = ConfigDecoder.decode(source.config, contentFiles: source.contentFiles, escapingFiles: source.escapingFiles)
        let context = RecipeDecoder.Context(config: config.value, contentFiles: source.contentFiles, escapingFiles: source.escapingFiles)
        let contentRoot = Paths.join(root, "content") + "/"
        var sources: [SourceFile] = []
        for file in files {
            let path = absolute(file)
            guard path.hasPrefix(contentRoot), let data = FileManager.default.contents(atPath: path) else {
                print("error: \(file) is not a readable file inside \(site == "." ? "" : site + "/")content/", to: &stderr)
                throw ExitCode.failure
            }
            // A recipe that is a symbolic link out of content/ is not shown, as the build does not read it.
            let realContent = FileSystem.local.realPath(Paths.join(root, "content")) ?? contentRoot
            guard let real = FileSystem.local.realPath(path), (real + "/").hasPrefix(realContent + "/") else {
                print("error: \(file) is a symbolic link to a place outside \(site == "." ? "" : site + "/")content/; cookbook does not read it", to: &stderr)
                print("  hint: copy the file into content/ instead of linking to it", to: &stderr)
                throw ExitCode.failure
            }
            sources.append(SourceFile(contentPath: String(path.dropFirst(contentRoot.count)), displayPath: file, bytes: [UInt8](data)))
        }
        print(Inspector.inspect(files: sources, context: context).serialized(pretty: true))
    }
}

struct Foods: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the foods of the ingredient dictionary that match a word, in any language.",
        discussion: "Each line: the id to write in an ingredient line as {food=id}, the names in English, Russian and Kazakh, and the USDA food whose values are used.")

    @Argument(help: "A word or words of a food's name, in English, Russian or Kazakh (e.g. cheese, сыр, ірімшік).")
    var query: [String]

    func run() throws {
        let text = query.joined(separator: " ")
        let found = IngredientDictionary.search(text)
        guard !found.isEmpty else {
            var stderr = StandardError()
            let near = IngredientMatcher.suggestions(for: text, language: "en") + IngredientMatcher.suggestions(for: text, language: "ru")
            var seen = Set<String>()
            let hint = near.filter { seen.insert($0.id).inserted }.map(\.id)
            print("no food of the dictionary matches '\(text)'" + (hint.isEmpty ? "" : "; did you mean \(hint.joined(separator: ", "))?"), to: &stderr)
            throw ExitCode.failure
        }
        for entry in found { print(IngredientDictionary.describe(entry)) }
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Bring recipes in from saved web pages, JSON-LD, Paprika, Mealie, Tandoor and Nextcloud Cookbook.",
        discussion: "Writes one recipe file per recipe into SITE/content/recipes/ and prints what each source field became. See docs/import.md."
    )

    @Argument(help: "Files or folders to import.")
    var sources: [String]
    @Option(help: "The cookbook folder to import into.")
    var into: String = "."
    @Option(help: "The language the recipes are written in, when the source does not say (en, ru, kk, ...).")
    var language: String?
    @Flag(help: "Show what would be written, write nothing.")
    var dryRun = false
    @Flag(help: "Replace recipe and image files that already exist.")
    var force = false

    func run() throws {
        let display = into.hasSuffix("/") && into.count > 1 ? String(into.dropLast()) : into
        var options = Importer.Options(into: absolute(into), intoDisplay: display, language: language, dryRun: dryRun, force: force)
        options.limits = ImportLimits()
        let outcome = Importer.run(sources.map { (absolute($0), $0) }, options: options)
        print(outcome.report, terminator: "")
        var stderr = StandardError()
        for problem in outcome.problems {
            print("\(problem.origin): error: \(problem.message)", to: &stderr)
            if let hint = problem.hint { print("  hint: \(hint)", to: &stderr) }
        }
        if outcome.failed { throw ExitCode.failure }
    }
}
