/// The rule a diagnostic reports, e.g. `missing-field`: stable, kebab-case, printed in
/// brackets after the message and listed in docs/recipe-format.md.
///
/// Call sites write the code as a string literal (`Diagnostic(.error, "missing-field", ...)`);
/// `DiagnosticCode.all` is the one list of the codes that exist. A new code is one line
/// there and one row in docs/recipe-format.md; `DiagnosticCodeTests` checks that the list,
/// the documentation and the codes the sources use agree.
public struct DiagnosticCode: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
    /// Whether the code is one of `all`.
    public var isKnown: Bool { Self.all.contains(self) }

    public static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }
    /// A code compares equal to its text, so `diagnostic.code == name` works for a `String` name.
    public static func == (a: DiagnosticCode, b: String) -> Bool { a.rawValue == b }
    public static func == (a: String, b: DiagnosticCode) -> Bool { a == b.rawValue }
}

extension DiagnosticCode {
    /// Every code cookbook reports, by the stage that finds it. One line per code.
    public static let all: Set<DiagnosticCode> = [
        // Load: reading files (ContentLoader, TextDecoder, RecipeParser)
        "no-content", "no-recipes", "unreadable", "symlink-outside",
        "not-utf8", "binary-file", "file-too-large", "empty-file",
        "no-front-matter", "unclosed-front-matter",
        // YAML (YAMLParser)
        "yaml-syntax", "yaml-tab", "yaml-unsupported", "yaml-too-deep", "duplicate-key",
        // Decode: fields (FieldReader, RecipeDecoder, ConfigDecoder)
        "missing-field", "unknown-field", "wrong-type", "empty-value", "invalid-value",
        "invalid-slug", "invalid-date", "invalid-time", "invalid-url",
        "unknown-category", "duplicate-category", "duplicate-tag", "duplicate-author",
        "invalid-image", "missing-image", "image-outside-content",
        // Quantities: ingredient lines (IngredientLineParser)
        "invalid-amount", "unknown-unit",
        // Body (MarkdownBody, BodyImages, BodyLinks)
        "missing-steps", "duplicate-section", "step-outside-list", "unknown-section", "heading-level",
        "missing-alt", "broken-link", "unsafe-svg", "invisible-characters",
        // Steps' `{uses=...}` markers (StepUses)
        "invalid-uses",
        // Across recipes (SiteValidator)
        "duplicate-slug", "duplicate-recipe", "several-featured", "author-spelling",
        // Week plans (WeekPlan)
        "unknown-plan-recipe",
        // Nutrition (NutritionCalculator, DietAnalysis)
        "unmatched-ingredient", "unweighed-ingredient", "unknown-food", "diet-contradiction",
        // Languages (Localizer, RecipeTranslation, UIStrings)
        "orphan-translation", "translation-of-default", "unknown-language", "translation-drift", "untranslated-list",
        "unmarked-language",
        "missing-translation", "missing-strings", "missing-string", "missing-plural", "invalid-string",
        // Theme and render (Theme, TemplateChecker, SiteRenderer)
        "template-syntax", "missing-template", "unknown-template-key", "render-failed",
        "template-recursion", "template-too-deep",
        // Photos (ImageStage)
        "unreadable-image", "unsupported-image", "image-too-large", "large-image", "libvips-missing",
        // Write (SiteWriter)
        "unsafe-output", "foreign-output", "write-failed",
    ]
}
