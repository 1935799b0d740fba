import CookbookSupport

/// One file of `content/recipes/` from its bytes to a decoded recipe or translation,
/// with every diagnostic found on the way: text (TextDecoder), front matter and body
/// (RecipeParser), the body's images (BodyImages), then RecipeDecoder or, for
/// `plov.ru.md`, TranslationDecoder. `build`, `check` and `inspect` all go through here.
struct RecipeFile: Sendable {
    enum Decoded: Sendable {
        case recipe(Recipe)
        case translation(RecipeTranslation)
    }

    /// The front matter tree and Markdown body, nil if the file could not be read.
    var parsed: ParsedRecipe?
    /// The language and original of a translation, nil for a recipe.
    var translationOf: (language: String, original: String)?
    /// The typed value, nil if the file has errors that leave nothing to use.
    var decoded: Decoded?
    var diagnostics: [Diagnostic]
    /// The number of each of the recipe's ingredient lines in the build's `ParsedLines`
    /// (`RecipeDecoder.decodeNumbered`); empty for a translation or without the table.
    var lineNumbers: [Int32] = []

    var recipe: Recipe? {
        if case .recipe(let recipe)? = decoded { return recipe }
        return nil
    }

    var translation: RecipeTranslation? {
        if case .translation(let translation)? = decoded { return translation }
        return nil
    }

    static func decode(_ file: SourceFile, context: RecipeDecoder.Context) -> RecipeFile {
        decode(file, parsed: RecipeParser.parse(file, allowRawHTML: context.config.allowRawHTML), context: context)
    }

    /// The rest of `decode(_:context:)` for a file already parsed (`RecipeParser.parse`).
    static func decode(_ file: SourceFile, parsed: Outcome<ParsedRecipe?>, context: RecipeDecoder.Context) -> RecipeFile {
        let translationOf = TranslationDecoder.split(file.contentPath)
        var result = RecipeFile(parsed: parsed.value, translationOf: translationOf, decoded: nil, diagnostics: parsed.diagnostics)
        guard let recipe = parsed.value else { return result }
        result.diagnostics += BodyImages.check(recipe.body.images, contentFiles: context.contentFiles, escapingFiles: context.escapingFiles)
        if let (language, original) = translationOf {
            let decoded = TranslationDecoder.decode(recipe, language: language, original: original)
            result.decoded = decoded.value.map(Decoded.translation)
            result.diagnostics += decoded.diagnostics
        } else {
            let (decoded, numbers) = RecipeDecoder.decodeNumbered(recipe, context: context)
            result.decoded = decoded.value.map(Decoded.recipe)
            if !context.lines.table.isEmpty, decoded.value != nil { result.lineNumbers = numbers }
            result.diagnostics += decoded.diagnostics
        }
        return result
    }
}
