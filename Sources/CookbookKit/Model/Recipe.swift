import CookbookSupport
import CookbookNutrition
import CookbookQuantities

/// A validated recipe: what the render stage needs, with every value typed.
/// Built by `RecipeDecoder` from a `ParsedRecipe`.
///
/// A value type whose fields live in one shared box, copied on the first write to a
/// shared one: a copy of a recipe (into a closure, an array, a tuple, a page's parts)
/// is one retain, not one for each of its thirty fields (docs/performance.md, stop 26).
struct Recipe: Sendable, Equatable {
    /// The fields of a recipe, stored once per distinct value.
    struct Fields: Sendable, Equatable {
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
    }

    /// The box the fields live in; never written while shared (`fields`).
    /// Unchecked exclusivity: a box is written only through `fields` of its one owner.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(_ fields: Fields) { storage = Storage(fields) }

    init(
        sourcePath: String,
        contentPath: String,
        language: String,
        slug: String,
        title: String,
        summary: String?,
        author: String?,
        date: RecipeDate?,
        images: [ImageRef],
        category: String?,
        cuisine: String?,
        tags: [String],
        diets: [Diet],
        difficulty: Difficulty?,
        servings: Int?,
        yield: String?,
        times: RecipeTimes,
        equipment: [String],
        ingredients: [IngredientGroup],
        intro: [MarkdownBody.Block],
        stepGroups: [MarkdownBody.StepGroup],
        notes: [MarkdownBody.Block],
        tips: [MarkdownBody.Block],
        otherSections: [MarkdownBody.Section],
        bodyImages: [String] = [],
        bodyImageUses: [BodyImage] = [],
        bodyLinks: [BodyLink] = [],
        source: String?,
        nutrition: [NutritionOverride],
        cost: Cost?,
        rating: Rating?,
        featured: Bool,
        draft: Bool,
        authorLocation: SourceLocation? = nil
    ) {
        storage = Storage(
            Fields(
                sourcePath: sourcePath,
                contentPath: contentPath,
                language: language,
                slug: slug,
                title: title,
                summary: summary,
                author: author,
                date: date,
                images: images,
                category: category,
                cuisine: cuisine,
                tags: tags,
                diets: diets,
                difficulty: difficulty,
                servings: servings,
                yield: yield,
                times: times,
                equipment: equipment,
                ingredients: ingredients,
                intro: intro,
                stepGroups: stepGroups,
                notes: notes,
                tips: tips,
                otherSections: otherSections,
                bodyImages: bodyImages,
                bodyImageUses: bodyImageUses,
                bodyLinks: bodyLinks,
                source: source,
                nutrition: nutrition,
                cost: cost,
                rating: rating,
                featured: featured,
                draft: draft,
                authorLocation: authorLocation))
    }

    static func == (a: Recipe, b: Recipe) -> Bool { a.storage === b.storage || a.storage.fields == b.storage.fields }

    /// All the fields, to read; to write, the box made unique first.
    var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    /// Path of the source file, relative to the site folder (`content/recipes/plov.md`).
    var sourcePath: String {
        get { storage.fields.sourcePath }
        _modify { yield &fields.sourcePath }
    }
    /// Path of the source file relative to `content/` (`recipes/plov.md`).
    var contentPath: String {
        get { storage.fields.contentPath }
        _modify { yield &fields.contentPath }
    }
    /// The language of the text: the site's default, or a translation's.
    var language: String {
        get { storage.fields.language }
        _modify { yield &fields.language }
    }
    var slug: String {
        get { storage.fields.slug }
        _modify { yield &fields.slug }
    }
    var title: String {
        get { storage.fields.title }
        _modify { yield &fields.title }
    }
    var summary: String? {
        get { storage.fields.summary }
        _modify { yield &fields.summary }
    }
    var author: String? {
        get { storage.fields.author }
        _modify { yield &fields.author }
    }
    var date: RecipeDate? {
        get { storage.fields.date }
        _modify { yield &fields.date }
    }
    var images: [ImageRef] {
        get { storage.fields.images }
        _modify { yield &fields.images }
    }
    var category: String? {
        get { storage.fields.category }
        _modify { yield &fields.category }
    }
    var cuisine: String? {
        get { storage.fields.cuisine }
        _modify { yield &fields.cuisine }
    }
    var tags: [String] {
        get { storage.fields.tags }
        _modify { yield &fields.tags }
    }
    var diets: [Diet] {
        get { storage.fields.diets }
        _modify { yield &fields.diets }
    }
    var difficulty: Difficulty? {
        get { storage.fields.difficulty }
        _modify { yield &fields.difficulty }
    }
    var servings: Int? {
        get { storage.fields.servings }
        _modify { yield &fields.servings }
    }
    var yield: String? {
        get { storage.fields.yield }
        _modify { yield &fields.yield }
    }
    var times: RecipeTimes {
        get { storage.fields.times }
        _modify { yield &fields.times }
    }
    var equipment: [String] {
        get { storage.fields.equipment }
        _modify { yield &fields.equipment }
    }
    var ingredients: [IngredientGroup] {
        get { storage.fields.ingredients }
        _modify { yield &fields.ingredients }
    }
    var intro: [MarkdownBody.Block] {
        get { storage.fields.intro }
        _modify { yield &fields.intro }
    }
    var stepGroups: [MarkdownBody.StepGroup] {
        get { storage.fields.stepGroups }
        _modify { yield &fields.stepGroups }
    }
    var notes: [MarkdownBody.Block] {
        get { storage.fields.notes }
        _modify { yield &fields.notes }
    }
    var tips: [MarkdownBody.Block] {
        get { storage.fields.tips }
        _modify { yield &fields.tips }
    }
    var otherSections: [MarkdownBody.Section] {
        get { storage.fields.otherSections }
        _modify { yield &fields.otherSections }
    }
    /// Images of the body, relative to `content/` (copied into the site).
    var bodyImages: [String] {
        get { storage.fields.bodyImages }
        _modify { yield &fields.bodyImages }
    }
    /// The same images with where the body names them (for the image stage's messages).
    var bodyImageUses: [BodyImage] {
        get { storage.fields.bodyImageUses }
        _modify { yield &fields.bodyImageUses }
    }
    /// Links of the body to other recipes (checked by the build).
    var bodyLinks: [BodyLink] {
        get { storage.fields.bodyLinks }
        _modify { yield &fields.bodyLinks }
    }
    var source: String? {
        get { storage.fields.source }
        _modify { yield &fields.source }
    }
    var nutrition: [NutritionOverride] {
        get { storage.fields.nutrition }
        _modify { yield &fields.nutrition }
    }
    var cost: Cost? {
        get { storage.fields.cost }
        _modify { yield &fields.cost }
    }
    var rating: Rating? {
        get { storage.fields.rating }
        _modify { yield &fields.rating }
    }
    var featured: Bool {
        get { storage.fields.featured }
        _modify { yield &fields.featured }
    }
    var draft: Bool {
        get { storage.fields.draft }
        _modify { yield &fields.draft }
    }
    /// Where the front matter gives `author` (for the author-spelling warning).
    var authorLocation: SourceLocation? {
        get { storage.fields.authorLocation }
        _modify { yield &fields.authorLocation }
    }

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
///
/// A value type whose fields live in one shared box, copied on the first write to a
/// shared one (like `Recipe`): a copy of a line (out of an array, into a view, a closure,
/// `flatMap(\.lines)`) is one retain, not one for each string of its parsed parts.
struct IngredientLine: Sendable, Equatable {
    /// The fields of a line, stored once per distinct value.
    struct Fields: Sendable, Equatable {
        var text: String
        var location: SourceLocation
        var parsed: ParsedIngredient?
        var gloss: String?
        var food: String?
        var language: String
    }

    /// The box the fields live in; never written while shared (`fields`).
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(text: String, location: SourceLocation, parsed: ParsedIngredient? = nil, food: String? = nil, language: String = "") {
        storage = Storage(Fields(text: text, location: location, parsed: parsed, gloss: nil, food: food, language: language))
    }

    static func == (a: IngredientLine, b: IngredientLine) -> Bool { a.storage === b.storage || a.storage.fields == b.storage.fields }

    /// All the fields, to read; to write, the box made unique first.
    var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    var text: String {
        _read { yield storage.fields.text }
        _modify { yield &fields.text }
    }
    var location: SourceLocation {
        _read { yield storage.fields.location }
        _modify { yield &fields.location }
    }
    /// nil only for lines made in tests without parsing.
    var parsed: ParsedIngredient? {
        _read { yield storage.fields.parsed }
        _modify { yield &fields.parsed }
    }
    /// The food's name in the reader's language, when the line is shown in another
    /// language (a translation without its own lines) and the dictionary knows it.
    var gloss: String? {
        _read { yield storage.fields.gloss }
        _modify { yield &fields.gloss }
    }
    /// The ingredient-dictionary id the author named with `{food=id}` in the line (taken
    /// out of `text`) or with `food:` in the structured form: the nutrition stage uses
    /// this food instead of matching the name.
    var food: String? {
        _read { yield storage.fields.food }
        _modify { yield &fields.food }
    }
    /// The language the line is written in (a translation may show its original's lines).
    var language: String {
        _read { yield storage.fields.language }
        _modify { yield &fields.language }
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
