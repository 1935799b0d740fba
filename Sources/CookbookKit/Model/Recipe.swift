import CookbookSupport
import CookbookNutrition
import CookbookQuantities

/// A validated recipe: what the render stage needs, with every value typed.
/// Built by `RecipeDecoder` from a `ParsedRecipe`.
struct Recipe: Sendable, Equatable {
    /// Path of the source file, relative to the site folder (`content/recipes/plov.md`).
    var sourcePath: String
    /// Path of the source file relative to `content/` (`recipes/plov.md`).
    var contentPath: String
    /// The language of the text: the site's default, or a translation's.
    var language: String
    var slug: String
    var title: String
    var summary: String?
    var author: String?
    var date: RecipeDate?
    var images: [ImageRef]
    var category: String?
    var cuisine: String?
    var tags: [String]
    var diets: [Diet]
    var difficulty: Difficulty?
    var servings: Int?
    var yield: String?
    var times: RecipeTimes
    var equipment: [String]
    var ingredients: [IngredientGroup]
    var intro: [MarkdownBody.Block]
    var stepGroups: [MarkdownBody.StepGroup]
    var notes: [MarkdownBody.Block]
    var tips: [MarkdownBody.Block]
    var otherSections: [MarkdownBody.Section]
    /// Images of the body, relative to `content/` (copied into the site).
    var bodyImages: [String] = []
    /// The same images with where the body names them (for the image stage's messages).
    var bodyImageUses: [BodyImage] = []
    /// Links of the body to other recipes (checked by the build).
    var bodyLinks: [BodyLink] = []
    var source: String?
    var nutrition: [NutritionOverride]
    var cost: Cost?
    var rating: Rating?
    var featured: Bool
    var draft: Bool
    /// Where the front matter gives `author` (for the author-spelling warning).
    var authorLocation: SourceLocation? = nil

    /// All steps in order, across groups.
    var allSteps: [MarkdownBody.Block] { stepGroups.flatMap(\.steps) }
}

public struct RecipeDate: Sendable, Equatable, Comparable, CustomStringConvertible {
    var year: Int, month: Int, day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (a: RecipeDate, b: RecipeDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    /// ISO form, `2024-03-01`.
    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Parses `YYYY-MM-DD`, checking the day exists.
    static func parse(_ text: String) -> RecipeDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), d >= 1
        else { return nil }
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        return d <= days ? RecipeDate(year: y, month: m, day: d) : nil
    }
}

/// An image of the recipe: the source path relative to `content/`, and its alt text.
struct ImageRef: Sendable, Equatable {
    var path: String
    var alt: String
    /// Where the front matter names it (not part of equality).
    var location: SourceLocation?

    static func == (a: ImageRef, b: ImageRef) -> Bool { a.path == b.path && a.alt == b.alt }
}

enum Difficulty: String, Sendable, CaseIterable, Comparable {
    case easy, medium, hard

    static func < (a: Difficulty, b: Difficulty) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Preparation, cooking and total time in minutes.
struct RecipeTimes: Sendable, Equatable {
    var prep: Int?
    var cook: Int?
    var total: Int?

    /// The total as given, else prep + cook when either is given.
    var effectiveTotal: Int? {
        if let total { return total }
        if prep == nil && cook == nil { return nil }
        return (prep ?? 0) + (cook ?? 0)
    }
}

struct IngredientGroup: Sendable, Equatable {
    var title: String?
    var lines: [IngredientLine]
}

/// One ingredient line as written, and what the ingredient-line parser read from it.
struct IngredientLine: Sendable, Equatable {
    var text: String
    var location: SourceLocation
    /// nil only for lines made in tests without parsing.
    var parsed: ParsedIngredient?
    /// The food's name in the reader's language, when the line is shown in another
    /// language (a translation without its own lines) and the dictionary knows it.
    var gloss: String?
    /// The ingredient-dictionary id the author named with `{food=id}` in the line (taken
    /// out of `text`) or with `food:` in the structured form: the nutrition stage uses
    /// this food instead of matching the name.
    var food: String?
    /// The language the line is written in (a translation may show its original's lines).
    var language: String

    init(text: String, location: SourceLocation, parsed: ParsedIngredient? = nil, food: String? = nil, language: String = "") {
        self.text = text
        self.location = location
        self.parsed = parsed
        self.food = food
        self.language = language
    }
}

/// An author-given nutrition value per serving, e.g. `protein: 32` (grams).
struct NutritionOverride: Sendable, Equatable {
    var key: String
    var value: Decimal
}

/// The cost of the whole recipe: `cost: 12.40 EUR`.
struct Cost: Sendable, Equatable {
    var amount: Decimal
    var currency: String
}

/// The author's rating, 0 to 5 in halves.
struct Rating: Sendable, Equatable {
    /// Twice the rating, so halves stay exact.
    var halves: Int
    var value: String { halves % 2 == 0 ? String(halves / 2) : "\(halves / 2).5" }
}

extension String {
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
