import CookbookSupport

/// A recipe read from another program's or site's format, before it is written as a
/// cookbook recipe file. Every reader (schema.org JSON-LD, Jekyll/Hugo Markdown,
/// Cooklang, RecipeMD, Open Recipe Format, Paprika, Mealie, Tandoor, Nextcloud) produces
/// this one value; `RecipeFileWriter` turns it into `content/recipes/<slug>.md`.
///
/// Text is kept as the source wrote it (trimmed, HTML tags and entities already
/// resolved by the reader); nothing here is interpreted yet: ingredient lines stay lines,
/// times stay the source's words or ISO 8601 durations, and the writer decides how each
/// field is spelled in the front matter.
public struct ImportedRecipe: Sendable, Equatable {
    /// Where the recipe was read from, for the report: a file, or `archive.zip!entry`.
    public var origin: String
    public var title: String
    public var summary: String?
    public var author: String?
    /// `YYYY-MM-DD` when the source gives a date (published or created).
    public var date: String?
    public var category: String?
    public var cuisine: String?
    public var tags: [String] = []
    /// Whole number of people when the source says so (`recipeYield: 4`, `servings: 4`).
    public var servings: Int?
    /// What it makes, in words, when it is not a number of people (`24 cookies`).
    public var yield: String?
    /// As the source wrote them: `PT1H30M`, `45 min`, `1 hour`.
    public var prepTime: String?
    public var cookTime: String?
    public var totalTime: String?
    public var equipment: [String] = []
    /// Diets the source says the recipe suits, as the recipe format names them
    /// (`vegan`, `gluten-free`): schema.org `suitableForDiet`.
    public var diets: [String] = []
    public var ingredientGroups: [ImportedIngredientGroup] = []
    public var stepSections: [ImportedStepSection] = []
    public var notes: [String] = []
    /// An `http(s)://` address of the original, never fetched.
    public var source: String?
    /// Pictures: local files (already resolved to an absolute path by the reader) or web
    /// addresses (kept, never fetched).
    public var images: [ImportedImage] = []
    /// Per-serving values from the source: keys of the recipe format's `nutrition` field
    /// (`calories`, `fat`, `protein`, ...), numbers as written.
    public var nutrition: [(key: String, value: String)] = []
    public var rating: String?
    /// The source's language when it says (`inLanguage`, a Cooklang `locale`).
    public var language: String?
    /// A food the source pins for a line (Open Recipe Format `usda_num`), by line index
    /// across all groups.
    public var pinnedFoods: [Int: String] = [:]
    /// Fields of the source that have no place in a cookbook recipe: written into the
    /// file as a comment so nothing is lost, and listed in the report.
    public var keptFields: [(key: String, value: String)] = []
    /// What the reader dropped, and why, for the report.
    public var dropped: [String] = []
    /// Translations of this recipe read from the same source, by language code.
    public var translations: [String: ImportedRecipe] = [:]

    public init(origin: String, title: String) {
        self.origin = origin
        self.title = title
    }

    public static func == (lhs: ImportedRecipe, rhs: ImportedRecipe) -> Bool {
        lhs.origin == rhs.origin && lhs.title == rhs.title && lhs.summary == rhs.summary
            && lhs.author == rhs.author && lhs.date == rhs.date && lhs.category == rhs.category
            && lhs.cuisine == rhs.cuisine && lhs.tags == rhs.tags && lhs.servings == rhs.servings
            && lhs.yield == rhs.yield && lhs.prepTime == rhs.prepTime && lhs.cookTime == rhs.cookTime
            && lhs.totalTime == rhs.totalTime && lhs.equipment == rhs.equipment
            && lhs.ingredientGroups == rhs.ingredientGroups && lhs.stepSections == rhs.stepSections
            && lhs.notes == rhs.notes && lhs.source == rhs.source && lhs.images == rhs.images
            && lhs.nutrition.map { "\($0.key)=\($0.value)" } == rhs.nutrition.map { "\($0.key)=\($0.value)" }
            && lhs.rating == rhs.rating && lhs.language == rhs.language
            && lhs.pinnedFoods == rhs.pinnedFoods
            && lhs.keptFields.map { "\($0.key)=\($0.value)" } == rhs.keptFields.map { "\($0.key)=\($0.value)" }
            && lhs.dropped == rhs.dropped && lhs.translations == rhs.translations
    }
}

/// Ingredient lines under an optional group name (`For the sauce`).
public struct ImportedIngredientGroup: Sendable, Equatable {
    public var name: String?
    public var lines: [String]
    public init(name: String? = nil, lines: [String]) {
        self.name = name
        self.lines = lines
    }
}

/// Steps under an optional section name (HowToSection, Cooklang `== Section ==`).
public struct ImportedStepSection: Sendable, Equatable {
    public var name: String?
    public var steps: [String]
    public init(name: String? = nil, steps: [String]) {
        self.name = name
        self.steps = steps
    }
}

public struct ImportedImage: Sendable, Equatable {
    public enum Place: Sendable, Equatable {
        /// A file on disk the importer copies into `content/images/`.
        case file(path: String)
        /// Bytes read from inside an archive.
        case bytes(name: String, data: [UInt8])
        /// A web address, kept as written and never fetched.
        case web(String)
    }
    public var place: Place
    public var alt: String?
    public init(_ place: Place, alt: String? = nil) {
        self.place = place
        self.alt = alt
    }
}

/// A problem reading one source: a clear message with where it is, never a crash.
public struct ImportProblem: Error, Sendable, Equatable {
    public var origin: String
    public var message: String
    public var hint: String?
    /// The file is readable but holds no recipe (a site's `about.md`, a README, a saved
    /// page without schema.org Recipe). Found while searching a folder, such a file is
    /// skipped and listed in the report; named on the command line, it is a problem.
    public var notARecipe: Bool
    public init(origin: String, message: String, hint: String? = nil, notARecipe: Bool = false) {
        self.origin = origin
        self.message = message
        self.hint = hint
        self.notARecipe = notARecipe
    }
}
