import CookbookNutrition
import CookbookSupport

/// Writes the search index of one language as classic scripts (no fetch, no modules:
/// they must load from file://). The format is described in docs/search.md.
///
///     search/index-en.js      header (facet values, ingredients, ...) and the first part
///     search/index-en-2.js    the next part, loaded by search.js with a <script> tag
///     ...                     once the first results are on screen
///
/// A cookbook of n recipes has ceil(n / partSize) parts; part p holds the recipes
/// p, p + parts, p + 2 × parts... (in title order), so each part is a sample of the whole.
///
/// The first file assigns `window.COOKBOOK_INDEX.en`; every other part pushes itself onto
/// `window.COOKBOOK_INDEX_PARTS`.
struct SearchIndexWriter {
    /// Text fields and their weights: a word in the title counts ten times one in the summary.
    static let fields: [(name: String, weight: Int)] = [
        ("title", 10), ("tag", 6), ("ingredient", 5), ("category", 4), ("cuisine", 4), ("diet", 3), ("author", 3), ("summary", 1),
    ]
    static let defaultPartSize = 1000

    let finder: RecipeFinder
    let language: String
    let strings: UIStrings
    let vocabulary: ContentVocabulary
    /// Categories in display order: (name as written in recipes, slug, name in this language).
    let categories: [(key: String, slug: String, name: String)]
    /// Tags: (lowercased tag as written, slug, name in this language).
    let tags: [(key: String, slug: String, name: String)]
    let siteAuthor: String?
    let data: SearchData
    /// Other words for the recipes' words (the theme's and the site's `synonyms`).
    var synonyms = SearchSynonyms(groups: [], language: "")
    /// Words that make the next query word an ingredient to leave out ("без", "without"),
    /// and endings that do so in one word (Kazakh "етсіз": without meat).
    var without: (words: [String], suffixes: [String]) = ([], [])
    /// Recipes this language lacks, in the languages that have them: the search says where
    /// they are. Paths from the site root.
    var elsewhere: [Elsewhere] = []
    var partSize = defaultPartSize
    /// The language's food stems (`foodStems()`) when they were worked out ahead, on the side.
    var knownFoodStems: [String]?
    /// The file a search card shows for a recipe's image (a resized copy of a photo).
    var imagePath: @Sendable (String) -> String = { $0 }

    struct Elsewhere: Sendable {
        var slug: String
        var versions: [(language: String, languageName: String, title: String, path: String)]
    }

    static func fileName(_ language: String, part: Int) -> String {
        part <= 1 ? "index-\(language).js" : "index-\(language)-\(part).js"
    }

    /// The index files, paths relative to the site root (`search/index-en.js`, ...).
    func files() -> [OutputFile] {
        var files: [OutputFile] = []
        self.files { files.append($0) }
        return files
    }

    /// The index files one after the other, each handed to `each` as soon as it is made
    /// (so a build writes one part at a time instead of holding them all).
    func files(_ each: (OutputFile) -> Void) {
        let recipes = finder.recipes
        let partSize = max(1, self.partSize)
        let partCount = max(1, (recipes.count + partSize - 1) / partSize)

        // Facet values present in this language's recipes.
        let cuisines = Array(Set(recipes.compactMap(\.cuisine))).map { (key: $0, slug: Slug.make($0), name: vocabulary.cuisines[$0] ?? $0) }
            .sorted { ($0.name.lowercased(), $0.key) < ($1.name.lowercased(), $1.key) }
        let freeDiets: Set<Diet> = Set(SearchData.dietAllergens.keys)
        let recipeDiets = recipes.map(data.diets)
        let usedDiets = Set(recipeDiets.flatMap { $0 })
        let diets = Diet.allCases.filter { usedDiets.contains($0) && !freeDiets.contains($0) }
        let freeFrom = recipes.map(data.freeFrom)
        let usedFree = Set(freeFrom.flatMap { $0 })
        let allergens = SearchData.allergenNames.filter(usedFree.contains)
        let authorOf = recipes.map { $0.author ?? siteAuthor }
        let authors = Array(Set(authorOf.compactMap { $0 })).sorted()
        let nutrientValues = recipes.map(data.nutrientValues)
        let usedNutrients = Set(nutrientValues.flatMap(\.keys))
        let nutrients = RecipeDecoder.nutritionKeys.filter { usedNutrients.contains($0.key) }
        let images = recipes.compactMap { $0.images.first.map { imagePath($0.path) } }
        let imagePrefix = Self.commonFolder(images)

        let categoryIndex = Dictionary(categories.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
        let cuisineIndex = Dictionary(uniqueKeysWithValues: cuisines.enumerated().map { ($1.key, $0) })
        let tagIndex = Dictionary(tags.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
        let dietIndex = Dictionary(uniqueKeysWithValues: diets.enumerated().map { ($1, $0) })
        let freeIndex = Dictionary(uniqueKeysWithValues: allergens.enumerated().map { ($1, $0) })
        let authorIndex = Dictionary(uniqueKeysWithValues: authors.enumerated().map { ($1, $0) })

        var w = JSWriter()
        let tagNames = Dictionary(tags.map { ($0.key, $0.name) }, uniquingKeysWith: { a, _ in a })
        for part in 0..<partCount {
            // Part p holds recipes p, p + partCount, p + 2 × partCount...: every part is a sample
            // of the whole cookbook, so the first file already has results for most queries.
            let members = Array(stride(from: part, to: recipes.count, by: partCount))
            w = JSWriter()
            if part == 0 {
                w.raw("/* cookbook search index: \(language), \(recipes.count) recipes. Generated; see docs/search.md. */\n")
                w.raw("(window.COOKBOOK_INDEX=window.COOKBOOK_INDEX||{})[")
                w.string(language)
                w.raw("]={\"v\":1,\"lang\":")
                w.string(language)
                w.raw(",\"count\":\(recipes.count),\"offset\":0,\"stride\":\(partCount),\"parts\":[")
                w.list(2..<(partCount + 1)) { w.string(Self.fileName(language, part: $0)) }
                w.raw("],\"fields\":[")
                w.list(Self.fields) { w.string($0.name) }
                w.raw("],\"weights\":[")
                w.list(Self.fields) { w.raw(String($0.weight)) }
                w.raw("],\"category\":[")
                w.list(categories) { w.pair($0.slug, $0.name) }
                w.raw("],\"cuisine\":[")
                w.list(cuisines) { w.pair($0.slug, $0.name) }
                w.raw("],\"diet\":[")
                w.list(diets) { w.pair($0.rawValue, strings[$0.stringKey]) }
                w.raw("],\"free\":[")
                w.list(allergens) { w.pair($0, strings["search_free_" + $0]) }
                w.raw("],\"difficulty\":[")
                w.list(Difficulty.allCases) { w.pair($0.rawValue, strings["difficulty_" + $0.rawValue]) }
                w.raw("],\"tag\":[")
                w.list(tags) { w.pair($0.slug, $0.name) }
                w.raw("],\"author\":[")
                w.list(authors) { w.string($0) }
                w.raw("],\"nutrients\":[")
                w.list(nutrients) { w.pair($0.key, $0.unit) }
                w.raw("],\"imagePrefix\":")
                w.string(imagePrefix)
                w.raw(",\"stop\":[")
                w.list((IngredientKey.descriptorStems[language] ?? []).sorted()) { w.string($0) }
                w.raw("],\"staples\":[")
                w.list(finder.staples) { w.string($0) }
                w.raw("],\"aisles\":[")
                let usedAisles = Set(finder.ingredients.compactMap(\.aisle))
                w.list(data.aisleOrder(language).filter(usedAisles.contains)) { w.string($0) }
                w.raw("],\"foods\":[")
                w.list(knownFoodStems ?? foodStems()) { w.string($0) }
                w.raw("],\"without\":{\"words\":[")
                w.list(without.words) { w.string($0) }
                w.raw("],\"suffixes\":[")
                w.list(without.suffixes) { w.string($0) }
                w.raw("]},\"elsewhere\":[")
                w.list(elsewhere) { other in
                    w.raw("[")
                    w.string(other.slug)
                    w.raw(",[")
                    w.list(other.versions) { version in
                        w.raw("[")
                        w.list([version.language, version.languageName, version.title, version.path]) { w.string($0) }
                        w.raw("]")
                    }
                    w.raw("]]")
                }
                w.raw("],\"ingredients\":[")
                w.list(finder.ingredients) { ingredient in
                    w.raw("[")
                    w.string(ingredient.key)
                    w.raw(",")
                    w.string(ingredient.name)
                    w.raw(ingredient.staple ? ",1" : ",0")
                    if let aisle = ingredient.aisle { w.raw(","); w.string(aisle) } else if ingredient.food != nil { w.raw(",null") }
                    if let food = ingredient.food { w.raw(","); w.string(food) }
                    w.raw("]")
                }
                w.raw("],")
            } else {
                w.raw("(window.COOKBOOK_INDEX_PARTS=window.COOKBOOK_INDEX_PARTS||[]).push({\"lang\":")
                w.string(language)
                w.raw(",\"part\":\(part + 1),\"offset\":\(part),\"stride\":\(partCount),")
            }
            w.raw("\"recipes\":[")
            w.list(members) { index in
                let recipe = recipes[index]
                w.raw("[")
                w.string(recipe.slug)
                w.raw(",")
                w.string(recipe.title)
                w.raw(",")
                w.string(recipe.images.first.map { String(imagePath($0.path).dropFirst(imagePrefix.count)) } ?? "")
                w.raw(",\(recipe.times.effectiveTotal ?? 0),\(recipe.difficulty.map { Difficulty.allCases.firstIndex(of: $0)! } ?? -1)")
                w.raw(",\(recipe.category.flatMap { categoryIndex[$0] } ?? -1),\(recipe.cuisine.flatMap { cuisineIndex[$0] } ?? -1),[")
                w.list(recipeDiets[index].compactMap { dietIndex[$0] }) { w.raw(String($0)) }
                w.raw("],[")
                w.list(freeFrom[index].compactMap { freeIndex[$0] }) { w.raw(String($0)) }
                w.raw("],[")
                var seenTags = Set<Int>()
                w.list(recipe.tags.compactMap { tagIndex[$0.lowercased()] }.filter { seenTags.insert($0).inserted }) { w.raw(String($0)) }
                w.raw("],\(authorOf[index].flatMap { authorIndex[$0] } ?? -1)")
                w.raw(",\(recipe.date.map { $0.year * 10000 + $0.month * 100 + $0.day } ?? 0),[")
                w.list(finder.recipeIngredients[index]) { w.raw(String($0)) }
                w.raw("]")
                let values = nutrientValues[index]
                if !values.isEmpty {
                    w.raw(",[")
                    w.list(nutrients) { w.raw(values[$0.key].map { $0.normalized.description } ?? "null") }
                    w.raw("]")
                }
                w.raw("]")
            }
            w.raw("],\"terms\":{")
            let terms = postings(
                members, authorOf: authorOf, recipeDiets: recipeDiets, tagNames: tagNames, categoryNames: Dictionary(categories.map { ($0.key, $0.name) }, uniquingKeysWith: { a, _ in a }),
                cuisineNames: Dictionary(uniqueKeysWithValues: cuisines.map { ($0.key, $0.name) }))
            w.list(terms) { term in
                w.string(term.word)
                w.raw(":[")
                var previous = 0
                w.list(term.postings) { value in
                    w.raw(String(value - previous))
                    previous = value
                }
                w.raw("]")
            }
            w.raw(part == 0 ? "}};\n" : "}});\n")
            each(OutputFile(path: "search/" + Self.fileName(language, part: part + 1), text: w.out))
        }
    }

    /// The folded words of the recipes `members` (indexes into the recipes), each with its postings: the recipe's
    /// position in the part × 8 + the field, ascending. Words sorted.
    func postings(_ members: [Int], authorOf: [String?], recipeDiets: [[Diet]], tagNames: [String: String], categoryNames: [String: String], cuisineNames: [String: String]) -> [(word: String, postings: [Int])] {
        // Every word numbered once (the first spelling met), then handled by its number:
        // a text that repeats (an ingredient, a tag) is split and looked up once, and a
        // recipe's fields and the postings are arrays by number (no table keyed by word
        // hashed for every word of every recipe).
        var words = PostingWords()
        var memo: [String: [Int]] = [:]  // words of the texts that repeat (ingredients, tags...)
        for (local, index) in members.enumerated() {
            let recipe = finder.recipes[index]
            var texts: [(Int, String)] = [(0, recipe.title)]
            for tag in recipe.tags { texts.append((1, tagNames[tag.lowercased()] ?? tag)) }
            for line in recipe.ingredients.flatMap(\.lines) {
                if let parsed = line.parsed, !parsed.name.isEmpty {
                    texts.append((2, parsed.name))
                    for alternative in parsed.alternatives where !alternative.name.isEmpty { texts.append((2, alternative.name)) }
                } else {
                    texts.append((2, line.text))
                }
            }
            if let category = recipe.category { texts.append((3, categoryNames[category] ?? category)) }
            if let cuisine = recipe.cuisine { texts.append((4, cuisineNames[cuisine] ?? cuisine)) }
            // "Egg-free" is not a word about eggs: the "-free" diets are the "free from" filter's, not text.
            for diet in recipeDiets[index] where SearchData.dietAllergens[diet] == nil { texts.append((5, strings[diet.stringKey])) }
            if let author = authorOf[index] { texts.append((6, author)) }
            if let summary = recipe.summary { texts.append((7, summary)) }
            // Per word, the fields (0-7) it is in: one bit each, by the word's number.
            for (field, text) in texts {
                let split: [Int]
                if field != 0, field != 7, let known = memo[text] {
                    split = known
                } else {
                    split = words.numbers(SearchText.words(text))
                    if field != 0, field != 7 { memo[text] = split }
                }
                let bit = UInt8(1) << field
                for word in split {
                    words.mark(word, bit)
                    // Names (not the author or the summary) are also found by their other
                    // words and, in Cyrillic, by their Latin spelling: "плов" as "plov", "палау".
                    guard field <= 4 else { continue }
                    let extra: [Int]
                    if let known = words.others[word] {
                        extra = known
                    } else {
                        var made = synonyms.words(for: words.spelled[word], language)
                        if let latin = SearchText.latin(words.spelled[word]) { made.append(latin) }
                        extra = words.numbers(made)
                        words.others[word] = extra
                    }
                    for other in extra { words.mark(other, bit) }
                }
            }
            words.post(local)
        }
        let spelled = words.spelled, table = words.table
        return spelled.indices.filter { !table[$0].isEmpty }.sorted { spelled[$0] < spelled[$1] }.map { (word: spelled[$0], postings: table[$0].sorted()) }
    }

    /// The words of `postings`, numbered in the order first met, with the fields each is
    /// in for the recipe at hand and its postings so far. A value with mutating methods,
    /// not nested functions capturing the arrays.
    struct PostingWords {
        var numbering: [String: Int] = [:]
        /// By number: the word (its first spelling), its postings, its fields in the recipe
        /// at hand, its other words once worked out.
        var spelled: [String] = []
        var table: [[Int]] = []
        var fields: [UInt8] = []
        var others: [[Int]?] = []
        /// The words with fields in the recipe at hand.
        var touched: [Int] = []

        mutating func number(_ word: String) -> Int {
            if let known = numbering[word] { return known }
            numbering[word] = spelled.count
            spelled.append(word)
            table.append([])
            fields.append(0)
            others.append(nil)
            return spelled.count - 1
        }

        mutating func numbers(_ words: [String]) -> [Int] {
            var result: [Int] = []
            result.reserveCapacity(words.count)
            for word in words { result.append(number(word)) }
            return result
        }

        mutating func mark(_ word: Int, _ bit: UInt8) {
            if fields[word] == 0 { touched.append(word) }
            fields[word] |= bit
        }

        /// The recipe's words posted (the recipe's position × 8 + each field) and cleared.
        mutating func post(_ local: Int) {
            for word in touched {
                let bits = fields[word]
                for field in 0..<8 where bits & (1 << field) != 0 { table[word].append(local * 8 + field) }
                fields[word] = 0
            }
            touched.removeAll(keepingCapacity: true)
        }
    }

    /// The stems of the language's known food words (`SearchData.foodNames`), descriptive
    /// words left out: a typo of one of them is never taken for another.
    func foodStems() -> [String] { Self.foodStems(language, data: data) }

    /// `foodStems()` of a language, without a writer (the renderer works them out for
    /// every language on the side, while the recipe pages are made).
    static func foodStems(_ language: String, data: SearchData) -> [String] {
        let descriptors = IngredientKey.descriptorStems[language] ?? []
        var stems = Set<String>()
        for name in data.foodNames(language) {
            // `NameStems.stems` is `SearchText.stems` (the words' stems), from the table
            // made once per language for a dictionary name.
            for stem in NameStems.stems(name, language) {
                if stem.count >= 3, !descriptors.contains(stem), !stem.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) { stems.insert(stem) }
            }
        }
        return stems.sorted()
    }

    /// The longest folder path (ending in "/") that every path starts with.
    static func commonFolder(_ paths: [String]) -> String {
        guard var prefix = paths.first else { return "" }
        for path in paths.dropFirst() {
            while !path.hasPrefix(prefix) { prefix.removeLast() }
        }
        if let slash = prefix.lastIndex(of: "/") { return String(prefix[...slash]) }
        return ""
    }
}

/// Appends JavaScript source text; strings are JSON strings (safe in scripts).
final class JSWriter {
    /// Unchecked exclusivity: one writer appends to its own text, never while reading it.
    @exclusivity(unchecked) var out = ""

    func raw(_ text: String) { out += text }
    func string(_ text: String) { JSON.writeString(text, to: &out) }
    func pair(_ a: String, _ b: String) {
        out += "["
        string(a)
        out += ","
        string(b)
        out += "]"
    }
    func list<S: Sequence>(_ items: S, _ body: (S.Element) -> Void) {
        var first = true
        for item in items {
            if !first { out += "," }
            first = false
            body(item)
        }
    }
}
