import Foundation
import CookbookSupport
import CookbookQuantities

/// What the search index, the pantry page and related recipes need to know about the
/// recipes of one language, computed once per build: every ingredient's key, the table
/// of distinct ingredients, and which recipes are related.
struct RecipeFinder: Sendable {
    struct Ingredient: Sendable, Equatable {
        /// `IngredientKey.make` of the name.
        var key: String
        /// The name as written in one of the recipes (see `displayName`).
        var name: String
        /// Covered by one of the language's pantry staples: never missing.
        var staple: Bool
        var aisle: String?
        /// The language-neutral food (`SearchData.food`): one pantry for every language.
        var food: String? = nil
    }

    let language: String
    /// The language's recipes, in `LocalizedSite.recipes` order (by title).
    let recipes: [Recipe]
    /// Every distinct ingredient, sorted by key.
    let ingredients: [Ingredient]
    /// Per recipe: its ingredients (indexes into `ingredients`), unique, in the order written.
    let recipeIngredients: [[Int]]
    /// Per recipe: per ingredient line in the order written (groups flattened), the
    /// ingredient's index or nil for a line without a name.
    let lineIngredients: [[Int?]]
    /// The staples as written, for the pantry page.
    let staples: [String]
    /// Per ingredient (index into `ingredients`), the words of its key a step names it by
    /// (`StepUses.heads(ofKey:language:)`): worked out once per ingredient, not per line.
    let heads: [Set<String>]

    init(recipes: [Recipe], language: String, staples: [String], data: SearchData = SearchData()) {
        self.language = language
        self.recipes = recipes
        self.staples = staples
        let stapleKeys = staples.map { IngredientKey.make($0, language) }.filter { !$0.isEmpty }

        struct Candidate { var nominative: Bool; var count: Int; var aisle: String?; var food: String? }
        var names: [String: [String: Candidate]] = [:]  // key -> name as written -> how it was written
        var lineKeys: [[String?]] = []
        var memo: [String: (String, String)] = [:]
        for recipe in recipes {
            var keys: [String?] = []
            // The facts of the recipe's lines, in the same order (the hooks check they are the line's).
            let facts = data.lineFacts(recipe.slug, language)
            for (index, line) in recipe.ingredients.flatMap(\.lines).enumerated() {
                let known = facts.flatMap { index < $0.count ? $0[index] : nil }
                let parsed = line.parsed
                let written = (parsed?.name).flatMap { $0.isEmpty ? nil : $0 } ?? line.text
                // The same names come back in recipe after recipe: work each out once.
                let key: String, name: String
                if let done = memo[written] {
                    (key, name) = done
                } else {
                    (key, name) = (IngredientKey.make(written, language), IngredientKey.displayName(written, language))
                    memo[written] = (key, name)
                }
                guard !key.isEmpty else { keys.append(nil); continue }
                keys.append(key)
                // "1 onion", "соль", "морковь" are in the nominative; "2 ч. л. соли" is not.
                let nominative = parsed.map { $0.unit == nil && ($0.quantity == nil || $0.quantity == Quantity(.one)) } ?? false
                // Changed in place (one look-up of the key and of the name).
                func count(_ candidate: inout Candidate) {
                    candidate.nominative = candidate.nominative || nominative
                    candidate.count += 1
                    if candidate.aisle == nil { candidate.aisle = data.aisle(line, language, known) }
                    if candidate.food == nil { candidate.food = data.food(line, language, known) }
                }
                count(&names[key, default: [:]][name, default: Candidate(nominative: nominative, count: 0, aisle: nil, food: nil)])
            }
            lineKeys.append(keys)
        }
        var table: [Ingredient] = []
        for key in names.keys.sorted() {
            let written = names[key]!
            let best = written.sorted { a, b in
                if a.value.nominative != b.value.nominative { return a.value.nominative }
                if a.value.count != b.value.count { return a.value.count > b.value.count }
                if a.key.count != b.key.count { return a.key.count < b.key.count }
                return a.key < b.key
            }
            let aisle = best.lazy.compactMap(\.value.aisle).first
            let food = best.lazy.compactMap(\.value.food).first
            table.append(Ingredient(key: key, name: best[0].key, staple: stapleKeys.contains { IngredientKey.covers($0, key) }, aisle: aisle, food: food))
        }
        let position = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1.key, $0) })
        ingredients = table
        heads = table.map { StepUses.heads(ofKey: $0.key, language: language) }
        lineIngredients = lineKeys.map { $0.map { $0.flatMap { position[$0] } } }
        recipeIngredients = lineIngredients.map { lines in
            var seen = Set<Int>()
            return lines.compactMap { $0 }.filter { seen.insert($0).inserted }
        }
    }

    // MARK: related recipes

    /// Weights of what two recipes share. Ingredients and tags also count more the fewer
    /// recipes have them (× ln(1 + N / recipes with it)).
    static let sharedIngredientWeight = 3.0
    static let sharedTagWeight = 2.0
    static let sameCategoryWeight = 2.0
    static let sameCuisineWeight = 1.0

    /// Up to `count` related recipes for every recipe (indexes into `recipes`): the highest
    /// scores of shared ingredients (staples left out), tags, category and cuisine; ties go
    /// to the recipe first by title. Recipes sharing nothing are never related.
    func related(count: Int = 4) async -> [[Int]] {
        let n = recipes.count
        guard n > 1, count > 0 else { return Array(repeating: [], count: n) }
        // Features: ingredient i -> i, tag -> T + t, category -> C + c, cuisine -> K + k.
        func ids(_ values: [String]) -> [String: Int] {
            var result: [String: Int] = [:]
            for value in values where result[value] == nil { result[value] = result.count }
            return result
        }
        let tagIDs = ids(recipes.flatMap { $0.tags.map { $0.lowercased() } })
        let categoryIDs = ids(recipes.compactMap(\.category))
        let cuisineIDs = ids(recipes.compactMap(\.cuisine))
        let tagBase = ingredients.count, categoryBase = tagBase + tagIDs.count, cuisineBase = categoryBase + categoryIDs.count
        let featureCount = cuisineBase + cuisineIDs.count
        var features: [[Int]] = []
        var postings = Array(repeating: [Int32](), count: featureCount)
        for (index, recipe) in recipes.enumerated() {
            var own = recipeIngredients[index].filter { !ingredients[$0].staple }
            var seenTags = Set<Int>()
            for tag in recipe.tags { let id = tagBase + tagIDs[tag.lowercased()]!; if seenTags.insert(id).inserted { own.append(id) } }
            if let c = recipe.category { own.append(categoryBase + categoryIDs[c]!) }
            if let k = recipe.cuisine { own.append(cuisineBase + cuisineIDs[k]!) }
            features.append(own)
            for feature in own { postings[feature].append(Int32(index)) }
        }
        var weights = Array(repeating: 0.0, count: featureCount)
        for feature in 0..<featureCount {
            let df = Double(max(postings[feature].count, 1))
            let idf = Foundation.log(1 + Double(n) / df)
            switch feature {
            case ..<tagBase: weights[feature] = Self.sharedIngredientWeight * idf
            case ..<categoryBase: weights[feature] = Self.sharedTagWeight * idf
            case ..<cuisineBase: weights[feature] = Self.sameCategoryWeight
            default: weights[feature] = Self.sameCuisineWeight
            }
        }
        // On large sites, ingredients and tags that a quarter of the recipes share say
        // little and cost much: they are left out of the comparison.
        let commonLimit = n > 200 ? n / 4 : Int.max
        let skip = (0..<featureCount).map { $0 < categoryBase && postings[$0].count > commonLimit }

        let chunks = stride(from: 0, to: n, by: max(1, n / 32 + 1)).map { $0..<min(n, $0 + max(1, n / 32 + 1)) }
        // The features compared (not skipped) and the postings laid out flat, each list at
        // its start in one array: the inner loop reads them through pointers, with no
        // copy or reference count of an inner array and no bounds check per posting.
        var featureStarts = [Int](repeating: 0, count: n + 1)
        var flatFeatures: [Int] = []
        for index in 0..<n {
            for feature in features[index] where !skip[feature] { flatFeatures.append(feature) }
            featureStarts[index + 1] = flatFeatures.count
        }
        var postingStarts = [Int](repeating: 0, count: featureCount + 1)
        var flatPostings: [Int32] = []
        for feature in 0..<featureCount {
            flatPostings += postings[feature]
            postingStarts[feature + 1] = flatPostings.count
        }
        let frozenStarts = featureStarts, frozenFeatures = flatFeatures, frozenPostingStarts = postingStarts
        let frozenPostings = flatPostings, frozenWeights = weights
        let results = await parallelMap(chunks) { range -> [[Int]] in
            var scores = [Double](repeating: 0, count: n)
            var touched: [Int] = []
            var out: [[Int]] = []
            frozenFeatures.withUnsafeBufferPointer { features in
                frozenPostings.withUnsafeBufferPointer { postings in
                    frozenPostingStarts.withUnsafeBufferPointer { postingStarts in
                        frozenWeights.withUnsafeBufferPointer { weights in
                            scores.withUnsafeMutableBufferPointer { scores in
                                for index in range {
                                    for f in frozenStarts[index]..<frozenStarts[index + 1] {
                                        let feature = features[f]
                                        let weight = weights[feature]
                                        for p in postingStarts[feature]..<postingStarts[feature + 1] {
                                            let o = Int(postings[p])
                                            if o == index { continue }
                                            if scores[o] == 0 { touched.append(o) }
                                            scores[o] += weight
                                        }
                                    }
                                    var best: [(score: Double, index: Int)] = []
                                    for o in touched {
                                        let candidate = (score: scores[o], index: o)
                                        scores[o] = 0
                                        if best.count == count, let last = best.last, !(candidate.score > last.score || (candidate.score == last.score && candidate.index < last.index)) { continue }
                                        let at = best.firstIndex { candidate.score > $0.score || (candidate.score == $0.score && candidate.index < $0.index) } ?? best.count
                                        best.insert(candidate, at: at)
                                        if best.count > count { best.removeLast() }
                                    }
                                    touched.removeAll(keepingCapacity: true)
                                    out.append(best.map(\.index))
                                }
                            }
                        }
                    }
                }
            }
            return out
        }
        return results.flatMap { $0 }
    }
}
