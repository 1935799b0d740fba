import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// What the build knows about one ingredient line of a recipe as shown in one language:
/// its food, shop aisle, grams and flags. Worked out once per recipe and language
/// (`RecipeFacts.make`, in the build after localization) and read by the kitchen parts
/// (shopping list, week plan, per-step amounts), the search data and the pantry page.
///
/// The fields live in one shared box, copied on the first write to a shared one (like
/// `Recipe`): the facts are read out of arrays and tables for every line of every page
/// (`ingredientGroupViews`, the step uses, the search data's hooks), and a copy is one retain.
struct LineFacts: Sendable, Equatable {
    struct Fields: Sendable, Equatable {
        var food: String?
        var aisle: Aisle?
        var grams: Double?
        var names: [String]
        var flags: Set<FoodFlag>
        var nameStems: [[String]]
        var location: SourceLocation?
        var text: String
        var matchedIn: String
    }

    /// The box the fields live in; never written while shared (`fields`).
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    init(
        food: String? = nil, aisle: Aisle? = nil, grams: Double? = nil, names: [String] = [], flags: Set<FoodFlag> = [],
        nameStems: [[String]] = [], location: SourceLocation? = nil, text: String = "", matchedIn: String = ""
    ) {
        storage = Storage(
            Fields(
                food: food, aisle: aisle, grams: grams, names: names, flags: flags, nameStems: nameStems, location: location,
                text: text, matchedIn: matchedIn))
    }

    static func == (a: LineFacts, b: LineFacts) -> Bool { a.storage === b.storage || a.storage.fields == b.storage.fields }

    /// All the fields, to read; to write, the box made unique first.
    var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    /// The ingredient-dictionary id of the line's food, nil when unmatched.
    var food: String? {
        _read { yield storage.fields.food }
        _modify { yield &fields.food }
    }
    var aisle: Aisle? {
        _read { yield storage.fields.aisle }
        _modify { yield &fields.aisle }
    }
    /// Grams of the line as written, when weighed.
    var grams: Double? {
        _read { yield storage.fields.grams }
        _modify { yield &fields.grams }
    }
    /// The food's names in the line's language (dictionary order, the first is the display name).
    var names: [String] {
        _read { yield storage.fields.names }
        _modify { yield &fields.names }
    }
    /// The food's allergen and diet flags (empty when unmatched).
    var flags: Set<FoodFlag> {
        _read { yield storage.fields.flags }
        _modify { yield &fields.flags }
    }
    /// `names`, each as the search's stems in the line's language (for per-step amounts).
    var nameStems: [[String]] {
        _read { yield storage.fields.nameStems }
        _modify { yield &fields.nameStems }
    }
    /// Where the line these facts are about is written, its text, and the language it
    /// was matched in, so a reader asking about a line can tell these facts are the ones
    /// it would work out itself (`isAbout`). Not the whole `IngredientLine`: the facts of
    /// every line are held to the end of the build, and a line with its parsed parts is
    /// several times the size of the rest (docs/performance.md, memory).
    var location: SourceLocation? {
        _read { yield storage.fields.location }
        _modify { yield &fields.location }
    }
    var text: String {
        _read { yield storage.fields.text }
        _modify { yield &fields.text }
    }
    var matchedIn: String {
        _read { yield storage.fields.matchedIn }
        _modify { yield &fields.matchedIn }
    }

    /// Whether these are the facts of `line` matched in `language`: the same place and
    /// text (a line's parts and food are read from its text), matched in that language.
    func isAbout(_ line: IngredientLine, in language: String) -> Bool {
        storage.fields.matchedIn == language && storage.fields.location == line.location && storage.fields.text == line.text
    }
}

/// The facts of every ingredient line of one recipe in one language, in order across groups.
struct RecipeFacts: Sendable, Equatable {
    var lines: [LineFacts]

    /// The facts of `recipe` (as shown in some language). A line the nutrition stage saw
    /// (same position and text; translations share their original's nutrition) takes its
    /// match and grams from there; any other line is matched here.
    static func make(_ recipe: Recipe, nutrition: RecipeNutrition?, originalLanguage: String?) -> RecipeFacts {
        let lines = recipe.ingredients.flatMap(\.lines)
        // Translations share their original's nutrition: use it only when it lines up.
        let aligned = nutrition.flatMap { $0.ingredients.count == lines.count ? $0.ingredients : nil }
        return RecipeFacts(
            lines: lines.enumerated().map { index, line in
                let language = line.language.isEmpty ? recipe.language : line.language
                let match: IngredientMatcher.Match?
                var grams: Double?
                var matchedIn = language
                if let aligned, aligned[index].text == line.text {
                    match = aligned[index].match
                    grams = aligned[index].grams
                    // The same line of the same file: the nutrition stage matched it in the original's language.
                    matchedIn = aligned[index].location == line.location ? originalLanguage ?? "" : ""
                } else {
                    match = IngredientMatcher.match(line, language: language)
                }
                guard let entry = match?.entry else {
                    return LineFacts(food: nil, aisle: nil, grams: grams, location: line.location, text: line.text, matchedIn: matchedIn)
                }
                let names: [String], stems: [[String]]
                if let known = NameStems.entry(entry, language) {
                    (names, stems) = known
                } else {
                    names = entry.names[language] ?? entry.names["en"] ?? []
                    stems = names.map { NameStems.stems($0, language) }
                }
                return LineFacts(
                    food: entry.id, aisle: entry.aisle, grams: grams, names: names, flags: entry.flags,
                    nameStems: stems, location: line.location, text: line.text, matchedIn: matchedIn)
            })
    }

    /// The facts of every recipe of every language, by language and slug (in parallel).
    static func all(_ sites: [LocalizedSite], originals: [Recipe], nutrition: [String: RecipeNutrition]) async -> [String: [String: RecipeFacts]] {
        var languages: [String: String] = [:]
        for recipe in originals where languages[recipe.slug] == nil { languages[recipe.slug] = recipe.language }
        let languageOf = languages
        let work = sites.flatMap { local in local.recipes.map { (local.language, $0) } }
        let made = await parallelMap(work) { language, recipe in
            (language, recipe.slug, make(recipe, nutrition: nutrition[recipe.slug], originalLanguage: languageOf[recipe.slug]))
        }
        var result: [String: [String: RecipeFacts]] = [:]
        for (language, slug, facts) in made where result[language]?[slug] == nil { result[language, default: [:]][slug] = facts }
        return result
    }
}

enum KitchenFacts {
    /// One value per ingredient line of `recipe` as shown in `language`, in order across
    /// groups: the facts the build worked out once (`Site.facts`), else worked out now.
    static func lines(of recipe: Recipe, in site: Site, language: String) -> [LineFacts] {
        if let known = site.facts[language]?[recipe.slug], known.lines.count == recipe.ingredients.reduce(0, { $0 + $1.lines.count }) {
            return known.lines
        }
        let original = site.recipes.first { $0.slug == recipe.slug }?.language
        return RecipeFacts.make(recipe, nutrition: site.nutrition[recipe.slug], originalLanguage: original).lines
    }
}

/// `language`'s value among the dictionary's three languages, nil for another; only the
/// value asked for is evaluated (each is a table made on first use).
@inline(__always)
func dictionaryLanguage<T>(_ language: String, en: @autoclosure () -> T, ru: @autoclosure () -> T, kk: @autoclosure () -> T) -> T? {
    switch language {
    case "en": en()
    case "ru": ru()
    case "kk": kk()
    default: nil
    }
}

/// `SearchText.stems` of every dictionary food's names in their own language, worked out
/// once for the whole run (a food's names were stemmed again for every line that names
/// it). An immutable table like the matcher's index: names outside it (an English name
/// shown in a language the food has no names in) are stemmed when asked.
enum NameStems {
    /// The table of `language` (nil for a language the dictionary has no names in), made
    /// on first use: a build stems only its own languages' names.
    static func table(_ language: String) -> [String: [String]]? {
        dictionaryLanguage(language, en: english, ru: russian, kk: kazakh)
    }

    static let english = make("en")
    static let russian = make("ru")
    static let kazakh = make("kk")

    static func make(_ language: String) -> [String: [String]] {
        let entries = IngredientDictionary.all
        var table: [String: [String]] = [:]
        table.reserveCapacity(entries.reduce(0) { $0 + ($1.names[language]?.count ?? 0) })
        // `SearchText.stems` of each name, each word stemmed once: the names share many
        // words ("масло", "перец"), and the Russian and Kazakh stemmers take off endings
        // one by one. The English one mostly answers from the last byte: not worth a look-up.
        var stemOf: [String: String] = [:]
        for entry in entries {
            for name in entry.names[language] ?? [] {
                if language == "en" {
                    table[name] = SearchText.stems(name, language)
                    continue
                }
                table[name] = SearchText.words(name).map { word in
                    if let known = stemOf[word] { return known }
                    let stem = SearchText.stem(word, language)
                    stemOf[word] = stem
                    return stem
                }
            }
        }
        return table
    }

    static func stems(_ name: String, _ language: String) -> [String] {
        table(language)?[name] ?? SearchText.stems(name, language)
    }

    /// A dictionary entry's names in `language` and their stems, by the entry's id: one
    /// look-up per line, not one per name. Nil when the entry has no names in the language,
    /// its id is not the dictionary's entry's once (an entry made elsewhere), or its names
    /// differ from the dictionary's: then worked out from the entry as before.
    static func entry(_ entry: IngredientEntry, _ language: String) -> (names: [String], stems: [[String]])? {
        guard let known = entries(language)?[entry.id], entry.names[language] == known.names else { return nil }
        return known
    }

    /// The table of `entry(_:_:)` for `language`, made on first use.
    static func entries(_ language: String) -> [String: (names: [String], stems: [[String]])]? {
        dictionaryLanguage(language, en: englishEntries, ru: russianEntries, kk: kazakhEntries)
    }

    static let englishEntries = makeEntries("en")
    static let russianEntries = makeEntries("ru")
    static let kazakhEntries = makeEntries("kk")

    static func makeEntries(_ language: String) -> [String: (names: [String], stems: [[String]])] {
        var result: [String: (names: [String], stems: [[String]])] = [:]
        var seen = Set<String>()
        for entry in IngredientDictionary.all {
            // An id given twice is left out (its names would be ambiguous).
            guard seen.insert(entry.id).inserted else { result[entry.id] = nil; continue }
            guard let names = entry.names[language] else { continue }
            result[entry.id] = (names, names.map { stems($0, language) })
        }
        return result
    }
}
