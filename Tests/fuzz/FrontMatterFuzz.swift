// libFuzzer target: a whole recipe file through the front-matter layer and the
// decoder: TextDecoder -> RecipeParser (split, libyaml, libcmark) -> RecipeDecoder
// -> SiteValidator. Any crash, hang or broken invariant is a bug.
//
// Invariants: every diagnostic points inside the file; a decoded recipe has a valid
// slug, a title, ingredients and steps; a file without errors decodes to a recipe.

@testable import CookbookKit
@testable import CookbookQuantities
@testable import CookbookSupport

let contentFiles: Set<String> = ["images/plov.jpg", "images/a.png", "recipes/r.md", "images/link.png"]
let context = RecipeDecoder.Context(config: SiteConfig(), contentFiles: contentFiles, escapingFiles: ["images/link.png"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(contentPath: "recipes/r.md", displayPath: "content/recipes/r.md", bytes: bytes)
    let lines = lineCount(bytes)
    for allowRaw in [false, true] where !allowRaw || bytes.first.map({ $0 & 1 == 1 }) ?? false {
        let parsed = RecipeParser.parse(file, allowRawHTML: allowRaw)
        checkDiagnostics(parsed.diagnostics, path: file.displayPath, lineCount: lines)
        guard let recipeSource = parsed.value else {
            fuzzCheck(parsed.diagnostics.hasErrors, "no parse result and no error")
            continue
        }
        let decoded = RecipeDecoder.decode(recipeSource, context: context)
        checkDiagnostics(decoded.diagnostics, path: file.displayPath, lineCount: lines)
        if let recipe = decoded.value {
            fuzzCheck(!decoded.diagnostics.hasErrors, "a recipe and errors")
            fuzzCheck(Slug.isValid(recipe.slug), "invalid slug '\(recipe.slug)'")
            fuzzCheck(!recipe.title.isEmpty, "empty title")
            fuzzCheck(!recipe.allSteps.isEmpty, "no steps")
            fuzzCheck(recipe.ingredients.contains { !$0.lines.isEmpty }, "no ingredients")
            for image in recipe.images {
                fuzzCheck(contentFiles.contains(image.path) && image.path != "images/link.png", "image outside content: \(image.path)")
            }
            if let source = recipe.source {
                fuzzCheck(source.lowercased().hasPrefix("http"), "source is not http(s): \(source)")
            }
            checkDiagnostics(SiteValidator.validate([recipe, recipe]), path: file.displayPath, lineCount: lines)
            _ = JSON.string(recipe.title).serialized()
        } else {
            fuzzCheck(decoded.diagnostics.hasErrors, "no recipe and no error")
        }
    }
    return 0
}
