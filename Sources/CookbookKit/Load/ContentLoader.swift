import CookbookSupport
import Dispatch

/// A file read from the site folder.
public struct SourceFile: Sendable, Equatable {
    /// Path relative to `content/` (`recipes/plov.md`).
    var contentPath: String
    /// Path shown in diagnostics (`content/recipes/plov.md`, or prefixed by the site folder the user named).
    var displayPath: String
    var bytes: [UInt8]

    public init(contentPath: String, displayPath: String, bytes: [UInt8]) {
        self.contentPath = contentPath
        self.displayPath = displayPath
        self.bytes = bytes
    }
}

/// Everything the build reads from `content/`.
public struct SiteSource: Sendable {
    var root: String
    var displayPrefix: String
    public var config: SourceFile?
    var recipes: [SourceFile]
    /// `content/i18n/<lang>.yaml`: the site's words in other languages.
    var vocabularies: [SourceFile] = []
    /// `content/plans/<slug>.yaml`: week plans (Model/WeekPlan.swift).
    var plans: [SourceFile] = []
    /// Every file below `content/` (relative to it), for image checks.
    public var contentFiles: Set<String>
    /// Files below `content/` that are symbolic links resolving outside it.
    public var escapingFiles: Set<String>

    func displayPath(content relative: String) -> String {
        displayPrefix + "content/" + relative
    }
}

/// Stage 1: finds and reads the files. Recipes are `content/recipes/**/*.md`;
/// the site configuration is `content/site.yaml`.
public enum ContentLoader {
    static let configName = "site.yaml"
    static let recipesFolder = "recipes"

    /// - Parameters:
    ///   - root: absolute path of the site folder.
    ///   - displayPrefix: what to put before `content/...` in diagnostics ("" or "my-book/").
    public static func load(root: String, displayPrefix: String, fileSystem fs: FileSystem) -> Outcome<SiteSource?> {
        let content = Paths.join(root, "content")
        let here = SourceLocation(path: displayPrefix + "content", line: 1, column: 1)
        guard fs.isDirectory(content) else {
            return Outcome(
                nil,
                [
                    Diagnostic(
                        .error, "no-content", "there is no content folder", at: here,
                        hint: "run 'cookbook init' to create a cookbook, or name the site folder: 'cookbook build my-book'")
                ])
        }
        let files = fs.listFiles(content)
        let realContent = fs.realPath(content) ?? content
        var diagnostics: [Diagnostic] = []
        var escaping = Set<String>()
        var recipes: [SourceFile] = []
        var vocabularies: [SourceFile] = []
        /// `content/plans/<slug>.yaml`: week plans (Model/WeekPlan.swift).
        var plans: [SourceFile] = []
        var config: SourceFile?
        // Each file's real path, and the bytes of each file the build reads, found on every
        // core (one `realpath` and one read per file: for thousands of recipes the longest
        // stretch of one busy core at the start of a build); then sorted out in file order.
        let found = Self.realPathsAndBytes(files, in: content, realContent: realContent, fileSystem: fs)
        for (index, relative) in files.enumerated() {
            if found[index].escaping { escaping.insert(relative) }
            guard let kind = Self.kind(of: relative) else { continue }
            let display = displayPrefix + "content/" + relative
            if escaping.contains(relative) {
                diagnostics.append(
                    Diagnostic(
                        .error, "symlink-outside", "this file is a symbolic link to a place outside content/",
                        at: SourceLocation(path: display, line: 1, column: 1), hint: "copy the file into content/ instead of linking to it"))
                continue
            }
            guard let bytes = found[index].bytes else {
                diagnostics.append(Diagnostic(.error, "unreadable", "cannot read this file", at: SourceLocation(path: display, line: 1, column: 1)))
                continue
            }
            let file = SourceFile(contentPath: relative, displayPath: display, bytes: bytes)
            switch kind {
            case .config: config = file
            case .vocabulary: vocabularies.append(file)
            case .plan: plans.append(file)
            case .recipe: recipes.append(file)
            }
        }
        if recipes.isEmpty, !diagnostics.hasErrors {
            diagnostics.append(
                Diagnostic(
                    .warning, "no-recipes", "there are no recipes in content/recipes/", at: here,
                    hint: "add one with: cookbook new \"Chicken soup\""))
        }
        var source = SiteSource(
            root: root, displayPrefix: displayPrefix, config: config, recipes: recipes,
            contentFiles: Set(files), escapingFiles: escaping)
        source.vocabularies = vocabularies
        source.plans = plans
        return Outcome(source, diagnostics)
    }

    /// The files `load` reads, by what they are.
    enum Kind { case recipe, vocabulary, plan, config }

    /// What the file at `relative` (below `content/`) is to `load`; nil for a file it does
    /// not read (images and the like).
    static func kind(of relative: String) -> Kind? {
        if relative == configName { return .config }
        if relative.hasPrefix(recipesFolder + "/") && relative.hasSuffix(".md") { return .recipe }
        if relative.hasPrefix("i18n/") && relative.hasSuffix(".yaml") && !relative.dropFirst(5).contains("/") { return .vocabulary }
        if relative.hasPrefix(WeekPlan.folder + "/") && relative.hasSuffix(".yaml") && !relative.dropFirst(WeekPlan.folder.count + 1).contains("/") {
            return .plan
        }
        return nil
    }

    /// For each of `files` (relative to `content`): whether it is a link to a place outside
    /// `realContent`, and its bytes when `load` reads it and it is not (nil when it cannot
    /// be read), worked out in parallel, in the order of `files`.
    static func realPathsAndBytes(
        _ files: [String], in content: String, realContent: String, fileSystem fs: FileSystem
    ) -> [(escaping: Bool, bytes: [UInt8]?)] {
        var items: [(escaping: Bool, bytes: [UInt8]?)] = Array(repeating: (false, nil), count: files.count)
        // The real path of a file that is no link is its folder's real path and its name:
        // each folder's is asked once (one `lstat` per file instead of a `realpath`, which
        // reads every part of the path as a link), when the file system tells links.
        var folderReals: [String: String?] = [:]
        if fs.isLink != nil {
            for file in files {
                let folder = Paths.directory(of: Paths.join(content, file))
                if folderReals[folder] == nil { folderReals[folder] = .some(fs.realPath(folder)) }
            }
        }
        let folders = folderReals
        @Sendable func realPath(_ absolute: String) -> String? {
            if let isLink = fs.isLink, isLink(absolute) == false, let folderReal = folders[Paths.directory(of: absolute)] ?? nil,
                let slash = absolute.lastIndex(of: "/")
            {
                return Paths.join(folderReal, String(absolute[absolute.index(after: slash)...]))
            }
            return fs.realPath(absolute)
        }
        // Chunks of files; each slot is written by one thread only.
        let chunk = 32
        let chunks = (files.count + chunk - 1) / chunk
        items.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: chunks) { c in
                for index in c * chunk..<min(files.count, (c + 1) * chunk) {
                    let absolute = Paths.join(content, files[index])
                    let escaping = realPath(absolute).map { !($0 + "/").hasPrefix(realContent + "/") } ?? false
                    // A link to a place outside content/ is not read (`load` refuses it).
                    slots[index] = (escaping, !escaping && kind(of: files[index]) != nil ? try? fs.read(absolute) : nil)
                }
            }
        }
        return items
    }
}
