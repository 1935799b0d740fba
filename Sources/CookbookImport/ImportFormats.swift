import Foundation

/// One source file handed to a reader.
public struct ImportSource: Sendable {
    /// Absolute path of the file.
    public var path: String
    /// How the report names it (as the user wrote it).
    public var display: String
    /// The folder holding it: local images are looked up there and must sit inside it.
    public var folder: String { (path as NSString).deletingLastPathComponent }
    public init(path: String, display: String) {
        self.path = path
        self.display = display
    }
}

/// A reader of one kind of file, chosen by the file's extension.
///
/// To add a reader (Jekyll/Hugo Markdown, Cooklang, RecipeMD, Open Recipe Format), add an
/// `ImportFormat` to `ImportFormats.all` below: its extensions (lowercase, no dot) and a
/// function from the file to the recipes in it, throwing `ImportProblem` for a file it
/// cannot read. Readers read only the file they are given and the files beside it; they
/// never write.
public struct ImportFormat: Sendable {
    public var name: String
    public var extensions: [String]
    public var read: @Sendable (_ source: ImportSource, _ limits: ImportLimits) throws -> [ImportedRecipe]
    public init(
        name: String, extensions: [String],
        read: @escaping @Sendable (_ source: ImportSource, _ limits: ImportLimits) throws -> [ImportedRecipe]
    ) {
        self.name = name
        self.extensions = extensions
        self.read = read
    }
}

public enum ImportFormats {
    /// Every reader `cookbook import` knows. Readers of other formats are wired here.
    public static let all: [ImportFormat] = builtIn + text

    /// The text formats (Markdown sites, RecipeMD, Cooklang, Open Recipe Format), told
    /// apart by `TextRecipeFormat.detect`; the readers name their recipes by the path as
    /// given, so the report names the file as the user wrote it.
    public static let text: [ImportFormat] = [
        ImportFormat(name: "Markdown page (Jekyll, Hugo) or RecipeMD", extensions: ["md", "markdown"], read: readText),
        ImportFormat(name: "Cooklang recipe", extensions: ["cook"], read: readText),
        ImportFormat(name: "Open Recipe Format", extensions: ["yaml", "yml"], read: readText),
    ]

    @Sendable static func readText(_ source: ImportSource, _ limits: ImportLimits) throws -> [ImportedRecipe] {
        func shown(_ origin: String) -> String {
            origin.hasPrefix(source.path) ? source.display + origin.dropFirst(source.path.count) : origin
        }
        let text: String
        let recipes: [ImportedRecipe]
        do {
            text = try readTextFile(path: source.path)
            guard let format = TextRecipeFormat.detect(path: source.path, text: text) else {
                throw ImportProblem(
                    origin: source.display, message: "is not a recipe in a format cookbook reads",
                    hint: "an Open Recipe Format file has a 'recipe_name:' field", notARecipe: true)
            }
            recipes = try format.read(path: source.path, text: text)
        } catch let error as ImportProblem {
            var problem = error
            problem.origin = shown(problem.origin)
            throw problem
        }
        return recipes.map { recipe in
            var recipe = recipe
            if recipe.origin.hasPrefix(source.path) {
                recipe.origin = source.display + recipe.origin.dropFirst(source.path.count)
            }
            return recipe
        }
    }

    public static let builtIn: [ImportFormat] = [
        ImportFormat(name: "saved web page (schema.org JSON-LD or microdata)", extensions: ["html", "htm", "xhtml"]) { source, limits in
            let bytes = try ImportFiles.read(source.path, origin: source.display, limit: limits.fileBytes)
            let name = ((source.path as NSString).lastPathComponent as NSString).deletingPathExtension
            var recipes = try HTMLPageReader.read(bytes, origin: source.display, folder: source.folder)
            // Pictures of a page saved "complete" sit in <name>_files/.
            for i in recipes.indices {
                recipes[i].images = recipes[i].images.map { image in
                    guard case .web(let address) = image.place,
                        let last = address.split(separator: "/").last?.split(separator: "?").first.map(String.init),
                        let local = ImportFiles.inside(source.folder, "\(name)_files/\(last)")
                    else { return image }
                    return ImportedImage(.file(path: local), alt: image.alt)
                }
            }
            return recipes
        },
        ImportFormat(name: "JSON (schema.org Recipe, Mealie or Tandoor recipe)", extensions: ["json", "jsonld"]) { source, limits in
            let bytes = try ImportFiles.read(source.path, origin: source.display, limit: limits.fileBytes)
            return try JSONFileReader.read(bytes, origin: source.display, folder: source.folder)
        },
        ImportFormat(name: "Paprika export", extensions: ["paprikarecipes", "paprikarecipe"]) { source, limits in
            let bytes = try ImportFiles.read(source.path, origin: source.display, limit: limits.archiveBytes)
            return try PaprikaReader.read(bytes, origin: source.display, limits: limits)
        },
        ImportFormat(name: "zip export (Mealie, Tandoor, Paprika, JSON-LD files)", extensions: ["zip"]) { source, limits in
            let bytes = try ImportFiles.read(source.path, origin: source.display, limit: limits.archiveBytes)
            return try ZipExportReader.read(bytes, origin: source.display, limits: limits)
        },
    ]

    public static func format(forExtension ext: String) -> ImportFormat? {
        let lower = ext.lowercased()
        return all.first { $0.extensions.contains(lower) }
    }
}

/// A `.json` file: schema.org (one Recipe, an array, an `@graph`), or one Mealie or Tandoor recipe.
public enum JSONFileReader {
    public static func read(_ bytes: [UInt8], origin: String, folder: String?) throws -> [ImportedRecipe] {
        let value = try JValue.parse(bytes, origin: origin)
        let recipes = SchemaOrgReader.recipes(in: value, origin: origin, folder: folder)
        if !recipes.isEmpty {
            return recipes.count > 1
                ? recipes.enumerated().map {
                    var r = $0.element; r.origin = "\(origin)#\($0.offset + 1)"; return r
                } : recipes
        }
        if let object = value.object {
            if TandoorReader.isTandoor(object) { return [TandoorReader.recipe(object, origin: origin)] }
            if MealieReader.isMealie(object) { return [MealieReader.recipe(object, origin: origin)] }
        }
        throw ImportProblem(
            origin: origin, message: "holds no recipe: no schema.org Recipe (\"@type\": \"Recipe\"), Mealie or Tandoor recipe found",
            hint: "cookbook import reads schema.org Recipe JSON-LD, and Mealie, Tandoor and Nextcloud Cookbook recipe.json files",
            notARecipe: true)
    }
}

/// A `.zip`: told apart by what it holds. Paprika entries, Tandoor's zip per recipe, or
/// JSON files (Mealie's export, or schema.org JSON-LD files).
public enum ZipExportReader {
    public static func read(_ bytes: [UInt8], origin: String, limits: ImportLimits) throws -> [ImportedRecipe] {
        var budget = limits.totalUncompressedBytes
        let archive = try ZipArchive(bytes: bytes, origin: origin, limits: limits, budget: &budget) { path in
            let lower = path.lowercased()
            if lower.hasPrefix("__macosx/") { return false }
            return [".json", ".zip", ".paprikarecipe", ".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif", ".heic"].contains { lower.hasSuffix($0) }
        }
        let paths = archive.entries.map { $0.path.lowercased() }
        if paths.contains(where: { $0.hasSuffix(".paprikarecipe") }) {
            return try PaprikaReader.read(bytes, origin: origin, limits: limits)
        }
        if paths.contains(where: { $0.hasSuffix(".zip") }) || paths.contains("recipe.json") {
            let recipes = try TandoorReader.read(archive: archive, origin: origin, limits: limits, budget: &budget)
            if !recipes.isEmpty { return recipes }
        }
        var recipes = try MealieReader.read(archive: archive, origin: origin)
        if recipes.isEmpty {
            for entry in archive.entries where entry.path.lowercased().hasSuffix(".json") {
                let entryOrigin = "\(origin)!\(entry.path)"
                recipes += SchemaOrgReader.recipes(in: try JValue.parse(entry.bytes, origin: entryOrigin), origin: entryOrigin, folder: nil)
            }
        }
        if recipes.isEmpty {
            throw ImportProblem(
                origin: origin, message: "holds no recipe cookbook can read" + (archive.skipped.isEmpty ? "" : " (" + archive.skipped.joined(separator: "; ") + ")"),
                hint: "cookbook import reads Paprika, Mealie and Tandoor export zips")
        }
        return recipes
    }
}
