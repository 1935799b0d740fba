import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition

/// Shared helpers: build a `SourceFile` from inline text and run it through the
/// parse + decode stages the way `Builder` does.
enum Fixture {
    static let recipePath = "recipes/plov.md"
    static let displayPath = "content/recipes/plov.md"

    /// The contents of an image file in an in-memory site: a drawing, which the image
    /// stage copies as it is (photos are made on disk by TestPhoto in ImageTests.swift).
    static let drawing = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 4 3\"/>"

    /// A body with one step, for recipes whose front matter is what is under test.
    static let steps = "\n## Steps\n\n1. Cook.\n"

    static func file(_ text: String, path: String = recipePath) -> SourceFile {
        file(bytes: Array(text.utf8), path: path)
    }

    static func file(bytes: [UInt8], path: String = recipePath) -> SourceFile {
        SourceFile(contentPath: path, displayPath: "content/" + path, bytes: bytes)
    }

    /// `---`, the front matter lines, `---`, then the body. Front matter line k is file line k + 1.
    static func recipe(_ frontMatter: String, body: String = steps) -> String {
        "---\n" + frontMatter + "\n---\n" + body
    }

    struct Decoded {
        var parsed: ParsedRecipe?
        var recipe: Recipe?
        var diagnostics: [Diagnostic]
    }

    static func context(config: SiteConfig = SiteConfig(), contentFiles: Set<String> = [], escapingFiles: Set<String> = []) -> RecipeDecoder.Context {
        RecipeDecoder.Context(config: config, contentFiles: contentFiles, escapingFiles: escapingFiles)
    }

    static func decode(
        _ text: String, path: String = recipePath, config: SiteConfig = SiteConfig(),
        contentFiles: Set<String> = [], escapingFiles: Set<String> = [], allowRawHTML: Bool = false
    ) -> Decoded {
        decode(bytes: Array(text.utf8), path: path, config: config, contentFiles: contentFiles, escapingFiles: escapingFiles, allowRawHTML: allowRawHTML)
    }

    static func decode(
        bytes: [UInt8], path: String = recipePath, config: SiteConfig = SiteConfig(),
        contentFiles: Set<String> = [], escapingFiles: Set<String> = [], allowRawHTML: Bool = false
    ) -> Decoded {
        let parsed = RecipeParser.parse(file(bytes: bytes, path: path), allowRawHTML: allowRawHTML)
        guard let value = parsed.value else { return Decoded(parsed: nil, recipe: nil, diagnostics: parsed.diagnostics) }
        let decoded = RecipeDecoder.decode(value, context: context(config: config, contentFiles: contentFiles, escapingFiles: escapingFiles))
        return Decoded(parsed: value, recipe: decoded.value, diagnostics: parsed.diagnostics + decoded.diagnostics)
    }

    /// A config with the given category names.
    static func config(categories: [String]) -> SiteConfig {
        var config = SiteConfig()
        config.categories = categories.map { SiteConfig.Category(name: $0, slug: Slug.make($0)) }
        return config
    }
}

extension SiteConfig.Category {
    init(name: String, slug: String) {
        self.init(name: name, slug: slug, description: nil, image: nil)
    }
}

extension Array where Element == Diagnostic {
    /// `line:column code` of each diagnostic, in the order given: compact and exact.
    var positions: [String] { map { "\($0.location.line):\($0.location.column) \($0.code)" } }
    var codes: [String] { map(\.code.rawValue) }
}

/// Expects exactly one diagnostic with `code` and checks its position, severity and text.
@discardableResult
func expectDiagnostic(
    _ diagnostics: [Diagnostic], _ code: String, line: Int, column: Int,
    severity: Severity = .error, path: String = Fixture.displayPath,
    message: String? = nil, hint: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let matching = diagnostics.filter { $0.code == code }
    guard matching.count == 1, let found = matching.first else {
        Issue.record("expected one '\(code)' diagnostic, got: \(diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(
        found.location == CookbookSupport.SourceLocation(path: path, line: line, column: column),
        "\(found.formatted)", sourceLocation: sourceLocation)
    #expect(found.severity == severity, sourceLocation: sourceLocation)
    if let message {
        #expect(found.message.contains(message), "message was: \(found.message)", sourceLocation: sourceLocation)
    }
    if let hint {
        #expect(found.hint?.contains(hint) == true, "hint was: \(found.hint ?? "nil")", sourceLocation: sourceLocation)
    }
    return found
}

/// What the parser and the matcher make of one ingredient line, for the suites of real
/// line forms.
protocol LineProbe {}

extension LineProbe {
    /// The parsed line's fields (`q=2; u=tbsp; name=...`).
    func fields(_ line: String, _ language: String) -> String {
        IngredientLineParser.parse(line, language: language).value.fields
    }

    /// The id of the food the line is matched to, if any.
    func food(_ line: String, _ language: String) -> String? {
        IngredientMatcher.match(IngredientLineParser.parse(line, language: language).value, language: language)?.entry.id
    }
}
