import CookbookSupport
import CookbookNutrition
import CookbookQuantities

/// A validated recipe: what the render stage needs, with every value typed.
/// Built by `RecipeDecoder` from a `ParsedRecipe`.
public struct Recipe: Sendable, Equatable {
    /// Path of the source file, relative to the site folder (`content/recipes/plov.md`).
    public var sourcePath: String
    /// Path of the source file relative to `content/` (`recipes/plov.md`).
    public var contentPath: String
    /// The language of the text: the site's default, or a translation's.
    public var language: String
    public var slug: String
    public var title: String
    public var summary: String?
    public var author: String?
    public var date: RecipeDate?
    public var images: [ImageRef]
    public var category: String?
    public var cuisine: String?
    public var tags: [String]
    public var diets: [Diet]
    public var difficulty: Difficulty?
    public var servings: Int?
    public var yield: String?
    public var times: RecipeTimes
    public var equipment: [String]
    public var ingredients: [IngredientGroup]
    public var intro: [MarkdownBody.Block]
    public var stepGroups: [MarkdownBody.StepGroup]
    public var notes: [MarkdownBody.Block]
    public var tips: [MarkdownBody.Block]
    public var otherSections: [MarkdownBody.Section]
    /// Images of the body, relative to `content/` (copied into the site).
    public var bodyImages: [String] = []
    /// The same images with where the body names them (for the image stage's messages).
    public var bodyImageUses: [BodyImage] = []
    /// Links of the body to other recipes (checked by the build).
    public var bodyLinks: [BodyLink] = []
    public var source: String?
    public var nutrition: [NutritionOverride]
    public var cost: Cost?
    public var rating: Rating?
    public var featured: Bool
    public var draft: Bool
    /// Where the front matter gives `author` (for the author-spelling warning).
    public var authorLocation: SourceLocation? = nil

    /// All steps in order, across groups.
    public var allSteps: [MarkdownBody.Block] { stepGroups.flatMap(\.steps) }
}

public struct RecipeDate: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var year: Int, month: Int, day: Int

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
    public static func parse(_ text: String) -> RecipeDate? {
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
public struct ImageRef: Sendable, Equatable {
    public var path: String
    public var alt: String
    /// Where the front matter names it (not part of equality).
    public var location: SourceLocation?

    public static func == (a: ImageRef, b: ImageRef) -> Bool { a.path == b.path && a.alt == b.alt }
}

public enum Difficulty: String, Sendable, CaseIterable, Comparable {
    case easy, medium, hard

    public static func < (a: Difficulty, b: Difficulty) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Preparation, cooking and total time in minutes.
public struct RecipeTimes: Sendable, Equatable {
    public var prep: Int?
    public var cook: Int?
    public var total: Int?

    /// The total as given, else prep + cook when either is given.
    public var effectiveTotal: Int? {
        if let total { return total }
        if prep == nil && cook == nil { return nil }
        return (prep ?? 0) + (cook ?? 0)
    }
}

public struct IngredientGroup: Sendable, Equatable {
    public var title: String?
    public var lines: [IngredientLine]
}

/// One ingredient line as written, and what the ingredient-line parser read from it.
public struct IngredientLine: Sendable, Equatable {
    public var text: String
    public var location: SourceLocation
    /// nil only for lines made in tests without parsing.
    public var parsed: ParsedIngredient?
    /// The food's name in the reader's language, when the line is shown in another
    /// language (a translation without its own lines) and the dictionary knows it.
    public var gloss: String?
    /// The ingredient-dictionary id the author named with `{food=id}` in the line (taken
    /// out of `text`) or with `food:` in the structured form: the nutrition stage uses
    /// this food instead of matching the name.
    public var food: String?
    /// The language the line is written in (a translation may show its original's lines).
    public var language: String

    public init(text: String, location: SourceLocation, parsed: ParsedIngredient? = nil, food: String? = nil, language: String = "") {
        self.text = text
        self.location = location
        self.parsed = parsed
        self.food = food
        self.language = language
    }
}

/// An author-given nutrition value per serving, e.g. `protein: 32` (grams).
public struct NutritionOverride: Sendable, Equatable {
    public var key: String
    public var value: Decimal
}

/// The cost of the whole recipe: `cost: 12.40 EUR`.
public struct Cost: Sendable, Equatable {
    public var amount: Decimal
    public var currency: String
}

/// The author's rating, 0 to 5 in halves.
public struct Rating: Sendable, Equatable {
    /// Twice the rating, so halves stay exact.
    public var halves: Int
    public var value: String { halves % 2 == 0 ? String(halves / 2) : "\(halves / 2).5" }
}

extension String {
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
