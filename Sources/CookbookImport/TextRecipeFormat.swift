import CookbookSupport

/// The text formats read by the readers of this file's neighbours, and how a file is told
/// apart, for the `cookbook import` command:
///
/// | reader | files |
/// |---|---|
/// | `readMarkdownSite(path:text:)` | `.md`/`.markdown` with front matter, or with `## Ingredients`-style headings |
/// | `readRecipeMD(path:text:)` | `.md` without front matter: `# Title`, then a `---` line before a list |
/// | `readCooklang(path:text:)` | `.cook` |
/// | `readCooklangMenu(path:text:) -> ImportedMenu` | `.menu` |
/// | `readOpenRecipeFormat(path:text:)` | `.yaml`/`.yml` with `recipe_name` or `ingredients` |
///
/// Every reader has the shape `(path: String, text: String) throws(ImportProblem) ->
/// [ImportedRecipe]`: `path` names the file in problems and is where pictures beside it
/// are looked for; `text` is the file's content, already read (`readTextFile(path:)`
/// reads with the size and encoding checks). None of them writes anything, fetches
/// anything or follows a path outside the recipe's folder and its site's image folders.
public enum TextRecipeFormat: String, Sendable, CaseIterable {
    case markdownSite = "markdown"
    case recipeMD = "recipemd"
    case cooklang
    case cooklangMenu = "cooklang-menu"
    case openRecipeFormat = "orf"

    /// The format of a file by its extension and, for Markdown, its first lines; nil for
    /// a file none of these readers takes.
    public static func detect(path: String, text: String) -> TextRecipeFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".cook") { return .cooklang }
        if lower.hasSuffix(".menu") { return .cooklangMenu }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
            return text.contains("recipe_name:") ? .openRecipeFormat : nil
        }
        guard lower.hasSuffix(".md") || lower.hasSuffix(".markdown") else { return nil }
        let front = FrontMatter(splitting: String(text.prefix(20000)))
        if front.text != nil { return .markdownSite }
        // RecipeMD: a first-level heading first, a horizontal line before any other heading.
        let blocks = MarkdownBlock.parse(front.body)
        if let first = blocks.first, first.kind == .heading(level: 1) {
            for block in blocks.dropFirst() {
                if block.kind == .thematicBreak { return .recipeMD }
                if block.kind.isHeading { break }
            }
        }
        return .markdownSite
    }

    /// Reads `text` with this format's reader. A menu gives no recipes: read it with
    /// `readCooklangMenu`.
    public func read(path: String, text: String) throws(ImportProblem) -> [ImportedRecipe] {
        switch self {
        case .markdownSite: return try readMarkdownSite(path: path, text: text)
        case .recipeMD: return try readRecipeMD(path: path, text: text)
        case .cooklang: return try readCooklang(path: path, text: text)
        case .openRecipeFormat: return try readOpenRecipeFormat(path: path, text: text)
        case .cooklangMenu:
            throw ImportProblem(origin: path, message: "a Cooklang menu is a week plan, not a recipe", hint: "its recipes are imported from their own .cook files")
        }
    }
}

/// Reads a file as UTF-8 text, refusing one larger than 2 MB or one that is not text,
/// with a clear problem.
public func readTextFile(path: String) throws(ImportProblem) -> String {
    try ImportText.read(path: path)
}
