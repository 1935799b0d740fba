import CookbookNutrition
import CookbookQuantities
import CookbookSupport
import Foundation

/// `cookbook import`: reads every source, plans the files, refuses to overwrite or to
/// write outside the cookbook, writes (unless a dry run), and reports.
public enum Importer {
    public struct Options: Sendable {
        /// The cookbook folder (absolute).
        public var into: String
        /// How the report names it.
        public var intoDisplay: String
        public var language: String?
        public var dryRun = false
        public var force = false
        public var limits = ImportLimits()
        public init(into: String, intoDisplay: String, language: String? = nil, dryRun: Bool = false, force: Bool = false) {
            self.into = into
            self.intoDisplay = intoDisplay
            self.language = language
            self.dryRun = dryRun
            self.force = force
        }
    }

    public struct Outcome: Sendable {
        public var report: String
        public var problems: [ImportProblem]
        /// Paths written, relative to the cookbook folder.
        public var written: [String]
        public var recipes: [PlannedRecipe]
        /// Ingredient lines the parser or the food matcher could not read, as `file:line: why`.
        public var unreadLines: [String]
        public var linesRead: Int
        /// The week plans written from `.menu` files.
        public var plans: [WeekPlanWriter.Planned] = []
        public var failed: Bool { !problems.isEmpty }
    }

    /// The sources as files: a folder is searched (two levels deep) for files some reader
    /// takes; a folder holding `recipe.json` is a Nextcloud Cookbook recipe.
    static func expand(_ path: String, display: String, depth: Int = 0, into out: inout [(ImportSource, folderRecipe: Bool)], problems: inout [ImportProblem]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            problems.append(ImportProblem(origin: display, message: "does not exist"))
            return
        }
        guard isFolder.boolValue else {
            out.append((ImportSource(path: path, display: display), false))
            return
        }
        if FileManager.default.fileExists(atPath: path + "/recipe.json") {
            out.append((ImportSource(path: path, display: display), true))
            return
        }
        guard depth < 3, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = path + "/" + name
            let childDisplay = display.hasSuffix("/") ? display + name : display + "/" + name
            var childIsFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: child, isDirectory: &childIsFolder)
            if childIsFolder.boolValue {
                if name.hasSuffix("_files") { continue }
                expand(child, display: childDisplay, depth: depth + 1, into: &out, problems: &problems)
            } else if ImportFormats.format(forExtension: (name as NSString).pathExtension) != nil || (name as NSString).pathExtension.lowercased() == "menu" {
                out.append((ImportSource(path: child, display: childDisplay), false))
            }
        }
    }

    public static func read(_ sources: [(path: String, display: String)], limits: ImportLimits)
        -> (recipes: [ImportedRecipe], problems: [ImportProblem], skipped: [String], menus: [ImportedMenu])
    {
        var menus: [ImportedMenu] = []
        var files: [(ImportSource, folderRecipe: Bool)] = []
        var problems: [ImportProblem] = []
        var skipped: [String] = []
        for source in sources { expand(source.path, display: source.display, into: &files, problems: &problems) }
        let named = Set(sources.map(\.display))
        var recipes: [ImportedRecipe] = []
        for (file, folderRecipe) in files {
            do {
                if folderRecipe {
                    recipes += try NextcloudReader.read(folder: file.path, display: file.display, limits: limits)
                    continue
                }
                let ext = (file.path as NSString).pathExtension
                if ext.lowercased() == "menu" {
                    // A Cooklang week plan: becomes content/plans/<slug>.yaml (WeekPlanWriter).
                    var menu = try readCooklangMenu(path: file.path, text: try readTextFile(path: file.path))
                    menu.origin = file.display
                    menus.append(menu)
                    continue
                }
                guard let format = ImportFormats.format(forExtension: ext) else {
                    problems.append(
                        ImportProblem(
                            origin: file.display, message: "is of a kind cookbook import does not read (.\(ext))",
                            hint: "readable: " + ImportFormats.all.flatMap(\.extensions).map { "." + $0 }.joined(separator: ", ")))
                    continue
                }
                recipes += try format.read(file, limits)
            } catch let problem as ImportProblem {
                // A file found while searching a folder that holds no recipe (a README,
                // an about page) is passed over, not a failure.
                if problem.notARecipe && !named.contains(file.display) {
                    skipped.append(file.display)
                } else {
                    problems.append(problem)
                }
            } catch {
                problems.append(ImportProblem(origin: file.display, message: "cannot be read (\(error))"))
            }
        }
        return (recipes, problems, skipped, menus)
    }

    /// The cookbook's default language, from `content/site.yaml` (`en` without one).
    static func siteLanguage(_ root: String) -> String {
        guard let text = try? String(contentsOfFile: root + "/content/site.yaml", encoding: .utf8) else { return "en" }
        for line in text.split(separator: "\n") where line.hasPrefix("language:") {
            let value = line.dropFirst("language:".count).split(separator: "#").first?.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) ?? ""
            if value.count == 2 { return value }
        }
        return "en"
    }

    /// The languages site.yaml lists (`languages: [en, ru]`), with the default first.
    static func siteLanguages(_ root: String, default language: String) -> [String] {
        var out = [language]
        guard let text = try? String(contentsOfFile: root + "/content/site.yaml", encoding: .utf8) else { return out }
        for line in text.split(separator: "\n") where line.hasPrefix("languages:") {
            let list = line.dropFirst("languages:".count).split(separator: "#").first ?? ""
            for item in list.split(whereSeparator: { "[], \"'".contains($0) }) where item.count == 2 && !out.contains(String(item)) {
                out.append(String(item))
            }
        }
        return out
    }

    /// The categories site.yaml lists (`categories:` with `- name: X` or `- X` items), or nil.
    static func siteCategories(_ root: String) -> [String]? {
        guard let text = try? String(contentsOfFile: root + "/content/site.yaml", encoding: .utf8) else { return nil }
        var names: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("categories:") { inside = true; continue }
            guard inside else { continue }
            if let first = line.first, first != " ", first != "-", first != "#" { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- ") else { continue }
            var item = String(trimmed.dropFirst(2))
            if item.hasPrefix("name:") { item = String(item.dropFirst(5)) }
            item = item.split(separator: "#").first.map(String.init) ?? item
            item = item.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            if !item.isEmpty { names.append(item) }
        }
        return names.isEmpty ? nil : names
    }

    /// Writes one file of the import atomically (a reader never sees half of it), making
    /// its folder first. `target` is a path `safeTarget` has checked.
    static func write(_ bytes: [UInt8], to target: String) throws {
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
    }

    /// The resolved folder `relative` names under `root`, when it stays inside `root`
    /// (no symbolic link in the way leads out).
    static func safeTarget(_ root: String, _ relative: String) -> String? {
        guard ZipArchive.isSafe(relative) else { return nil }
        let base = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
        var folder = URL(fileURLWithPath: base + "/" + relative).deletingLastPathComponent()
        // Resolve the deepest folder that exists.
        while !FileManager.default.fileExists(atPath: folder.path), folder.path.count > base.count { folder.deleteLastPathComponent() }
        let resolved = folder.resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved == base || resolved.hasPrefix(base + "/") else { return nil }
        let target = base + "/" + relative
        if let attributes = try? FileManager.default.attributesOfItem(atPath: target), attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            return nil
        }
        return target
    }

    public static func run(_ sources: [(path: String, display: String)], options: Options) -> Outcome {
        var problems: [ImportProblem] = []
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.into + "/content", isDirectory: &isFolder), isFolder.boolValue else {
            let problem = ImportProblem(
                origin: options.intoDisplay, message: "is not a cookbook (it has no content/ folder)",
                hint: "create one first: cookbook init \(options.intoDisplay)")
            return Outcome(report: "", problems: [problem], written: [], recipes: [], unreadLines: [], linesRead: 0)
        }
        let read = self.read(sources, limits: options.limits)
        problems += read.problems
        var settings = RecipeFileWriter.Settings(siteLanguage: siteLanguage(options.into), language: options.language)
        settings.limits = options.limits
        settings.categories = siteCategories(options.into)
        settings.siteLanguages = siteLanguages(options.into, default: settings.siteLanguage)
        let plan = RecipeFileWriter.plan(read.recipes, settings: settings)
        problems += plan.refused
        var written: [String] = []
        var unchanged = 0
        var accepted: [PlannedRecipe] = []
        for recipe in plan.planned {
            var refusal: String?
            var writes: [(String, PlannedFile)] = []
            for file in recipe.files {
                guard let target = safeTarget(options.into, file.path) else {
                    refusal = "\(file.path) would be written outside \(options.intoDisplay) (a symbolic link leads out); nothing written for this recipe"
                    break
                }
                if let existing = FileManager.default.contents(atPath: target) {
                    if [UInt8](existing) == file.bytes { unchanged += 1; continue }
                    if !options.force {
                        refusal = "\(options.intoDisplay)/\(file.path) exists and differs; nothing written for this recipe"
                        break
                    }
                }
                writes.append((target, file))
            }
            if let refusal {
                problems.append(ImportProblem(origin: recipe.origin, message: refusal, hint: "run with --force to replace it, or remove the file"))
                continue
            }
            if !options.dryRun {
                for (target, file) in writes {
                    do {
                        try Self.write(file.bytes, to: target)
                        written.append(file.path)
                    } catch {
                        problems.append(ImportProblem(origin: recipe.origin, message: "\(file.path) could not be written (\(error.localizedDescription))"))
                    }
                }
            }
            accepted.append(recipe)
        }
        // Read every imported ingredient line as the build will.
        var unread: [String] = []
        var linesRead = 0
        for recipe in accepted {
            for line in recipe.lines {
                let location = SourceLocation(path: options.intoDisplay + "/" + line.path, line: line.line, column: 1)
                let parsed = IngredientLineParser.parse(line.text, language: line.language, at: location)
                if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
                    unread.append("\(location.path):\(line.line): \(line.text) -- the ingredient parser: \(error.message)")
                    continue
                }
                if IngredientMatcher.match(parsed.value, language: line.language) == nil {
                    unread.append("\(location.path):\(line.line): \(line.text) -- no food of the dictionary matches \"\(parsed.value.name)\"")
                    continue
                }
                linesRead += 1
            }
        }
        // Week plans from .menu files, naming the cookbook's recipes and those just imported.
        var plans: [WeekPlanWriter.Planned] = []
        var known = existingRecipes(options.into)
        for recipe in accepted {
            known[recipe.slug] = recipe.slug
            let file = ((recipe.origin.split(separator: "!").last.map(String.init) ?? recipe.origin) as NSString).lastPathComponent
            let name = Slug.make((file as NSString).deletingPathExtension)
            if !name.isEmpty, known[name] == nil { known[name] = recipe.slug }
        }
        var takenPlans = Set<String>()
        for menu in read.menus {
            let planned = WeekPlanWriter.plan(menu, recipes: known, taken: takenPlans)
            takenPlans.insert(planned.slug)
            guard let target = safeTarget(options.into, planned.path) else {
                problems.append(ImportProblem(origin: menu.origin, message: "\(planned.path) would be written outside \(options.intoDisplay) (a symbolic link leads out); not written"))
                continue
            }
            if let existing = FileManager.default.contents(atPath: target) {
                if [UInt8](existing) == planned.bytes {
                    unchanged += 1
                    plans.append(planned)
                    continue
                }
                if !options.force {
                    problems.append(
                        ImportProblem(
                            origin: menu.origin, message: "\(options.intoDisplay)/\(planned.path) exists and differs; not written",
                            hint: "run with --force to replace it, or remove the file"))
                    continue
                }
            }
            if !options.dryRun {
                do {
                    try Self.write(planned.bytes, to: target)
                    written.append(planned.path)
                } catch {
                    problems.append(ImportProblem(origin: menu.origin, message: "\(planned.path) could not be written (\(error.localizedDescription))"))
                    continue
                }
            }
            plans.append(planned)
        }
        var report = self.report(accepted, problems: problems, unread: unread, linesRead: linesRead, unchanged: unchanged, skipped: read.skipped, options: options)
        if !plans.isEmpty { report = planReport(plans, options: options) + report }
        var outcome = Outcome(report: report, problems: problems, written: written, recipes: accepted, unreadLines: unread, linesRead: linesRead)
        outcome.plans = plans
        return outcome
    }

    /// The recipes of the cookbook by slug (`content/recipes/<slug>.md`, translations left out).
    static func existingRecipes(_ root: String) -> [String: String] {
        var out: [String: String] = [:]
        let folder = root + "/content/recipes"
        guard let names = FileManager.default.enumerator(atPath: folder) else { return out }
        for case let name as String in names where name.hasSuffix(".md") {
            let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
            // `plov.ru.md` is a translation of `plov.md`.
            if base.contains(".") { continue }
            out[base] = base
        }
        return out
    }

    static func planReport(_ plans: [WeekPlanWriter.Planned], options: Options) -> String {
        var out = ""
        for plan in plans {
            out += "\(plan.origin) -> \(plan.path)\n"
            out += "  became: a week plan: \(plan.became)\n"
            for line in plan.dropped { out += "  dropped: \(line)\n" }
            if !plan.unknown.isEmpty {
                out += "  recipes the cookbook does not have (\(plan.unknown.count); written, and 'cookbook check' warns about each):\n"
                for line in plan.unknown { out += "    \(line)\n" }
            }
        }
        return out
    }

    static func report(_ recipes: [PlannedRecipe], problems: [ImportProblem], unread: [String], linesRead: Int, unchanged: Int, skipped: [String] = [], options: Options) -> String {
        var out = ""
        for file in skipped { out += "\(file): skipped, holds no recipe\n" }
        for recipe in recipes {
            out += "\(recipe.origin) -> \(recipe.files.first?.path ?? recipe.slug)\n"
            out += "  became: " + recipe.became.joined(separator: "; ") + "\n"
            if !recipe.kept.isEmpty { out += "  kept in a comment: " + recipe.kept.map { RecipeFileWriter.oneLine($0, limit: 80) }.joined(separator: "; ") + "\n" }
            for item in recipe.dropped { out += "  dropped: \(item)\n" }
        }
        if !unread.isEmpty {
            out += "\nIngredient lines the build cannot fully read (\(unread.count)):\n"
            for line in unread { out += "  \(line)\n" }
        }
        let total = recipes.reduce(0) { $0 + $1.lines.count }
        let verb = options.dryRun ? "would import" : "imported"
        out += "\n\(recipes.count) recipe\(recipes.count == 1 ? "" : "s") \(verb) into \(options.intoDisplay)/content/recipes/"
        out += "; \(linesRead) of \(total) ingredient lines read with a food"
        if unchanged > 0 { out += "; \(unchanged) file\(unchanged == 1 ? "" : "s") already there, unchanged" }
        if !problems.isEmpty { out += "; \(problems.count) problem\(problems.count == 1 ? "" : "s")" }
        if options.dryRun { out += " (dry run: nothing written)" }
        return out + "\n"
    }
}
