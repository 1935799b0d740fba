import CookbookSupport
import CookbookQuantities

/// A recipe's text in another language, from `plov.ru.md` next to `plov.md`.
/// It gives only words: title, summary, introduction, steps, notes, tips and,
/// optionally, ingredient lines and the photo's alt text. Every number (servings,
/// times) and every choice (category, diets, images) comes from the original, so
/// they cannot drift apart.
struct RecipeTranslation: Sendable, Equatable {
    var language: String
    /// Path of the original relative to `content/` (`recipes/plov.md`).
    var originalPath: String
    var sourcePath: String
    var title: String
    var summary: String?
    var imageAlt: String?
    var yield: String?
    /// nil when the translation does not give its own list.
    var equipment: [String]?
    /// nil when the translation does not give its own lines.
    var ingredients: [IngredientGroup]?
    var intro: [MarkdownBody.Block]
    var stepGroups: [MarkdownBody.StepGroup]
    var notes: [MarkdownBody.Block]
    var tips: [MarkdownBody.Block]
    var otherSections: [MarkdownBody.Section]
    /// Images of the translation's body, relative to `content/`.
    var bodyImages: [String] = []
    var bodyImageUses: [BodyImage] = []
    var bodyLinks: [BodyLink] = []
}

enum TranslationDecoder {
    static let fields = ["title", "summary", "yield", "equipment", "ingredients", "image_alt"]

    /// The language and original of a translation file name: `recipes/plov.ru.md` -> ("ru", "recipes/plov.md").
    static func split(_ contentPath: String) -> (language: String, original: String)? {
        // A name of fewer than two dots has fewer than three parts: most files (`plov.md`)
        // are told by a scan of bytes from the end, with no parts made.
        // (Slashes at the end are skipped, as `split` skips the empty part after them.)
        var dots = 0, inName = false
        for byte in contentPath.utf8.reversed() {
            if byte == UInt8(ascii: "/") {
                if inName { break }
                continue
            }
            inName = true
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        guard dots >= 2 else { return nil }
        let name = contentPath.split(separator: "/").last.map(String.init) ?? ""
        let parts = name.split(separator: ".")
        guard parts.count == 3, parts[2] == "md", LanguageCode.iso639_1.contains(String(parts[1])) else { return nil }
        let folder = Paths.directory(of: contentPath)
        return (String(parts[1]), Paths.join(folder, "\(parts[0]).md"))
    }

    static func decode(_ parsed: ParsedRecipe, language: String, original: String) -> Outcome<RecipeTranslation?> {
        let path = parsed.file.displayPath
        guard let front = parsed.frontMatter, case .mapping = front.kind else {
            return Outcome(
                nil,
                [
                    Diagnostic(
                        .error, "wrong-type", "the front matter must be a mapping of fields ('title: ...')",
                        at: parsed.frontMatter?.location ?? SourceLocation(path: path, line: 2, column: 1))
                ])
        }
        var r = FieldReader(front, path: path)
        let title = r.string("title", required: true)
        r.warnInvisible("title")
        let summary = r.string("summary")
        let alt = r.string("image_alt")
        let yield = r.string("yield")
        let equipment = r.value("equipment") == nil ? nil : r.stringList("equipment").map(\.0)
        let ingredients = r.value("ingredients") == nil ? nil : RecipeDecoder.ingredients(&r, language: language)
        for pair in (front.kind.pairs ?? []) {
            guard let key = pair.key.scalar, !fields.contains(key) else { continue }
            let known = RecipeDecoder.fields.contains(key)
            r.diagnostics.append(
                Diagnostic(
                    .error, "unknown-field",
                    known ? "'\(key)' cannot be translated: it is taken from the original" : "unknown field '\(key)' in a translation",
                    at: pair.key.location,
                    hint: known ? "remove it here and change it in \(original) if needed" : Suggest.hint(for: key, in: fields) ?? "a translation gives: \(fields.joined(separator: ", "))"))
        }
        let steps = parsed.body.section(.steps)?.stepGroups.filter { !$0.steps.isEmpty || !$0.intro.isEmpty } ?? []
        if steps.flatMap(\.steps).isEmpty {
            r.diagnostics.append(
                Diagnostic(
                    .error, "missing-steps", "the translation has no steps", at: SourceLocation(path: path, line: 1, column: 1),
                    hint: "translate the steps under a '## Steps' heading (or the heading of your language)"))
        }
        r.diagnostics += StepUses.check(steps.flatMap(\.steps), lineCount: ingredients?.flatMap(\.lines).count, file: parsed.file)
        guard let title, !r.diagnostics.hasErrors else { return Outcome(nil, r.diagnostics) }
        let translation = RecipeTranslation(
            language: language, originalPath: original, sourcePath: path, title: title, summary: summary, imageAlt: alt, yield: yield, equipment: equipment,
            ingredients: ingredients, intro: parsed.body.intro, stepGroups: steps,
            notes: parsed.body.section(.notes)?.items ?? [], tips: parsed.body.section(.tips)?.items ?? [],
            otherSections: parsed.body.sections.filter { $0.kind == .other },
            bodyImages: parsed.body.images.map(\.path), bodyImageUses: parsed.body.images, bodyLinks: parsed.body.links)
        return Outcome(translation, r.diagnostics)
    }
}

extension YAMLNode.Kind {
    var pairs: [YAMLNode.Pair]? {
        if case .mapping(let pairs) = self { return pairs }
        return nil
    }
}
