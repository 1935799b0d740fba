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
    ///
    /// A recipe's score against another is the sum of the weights of the features they
    /// share, added in the order of the first recipe's features. Each recipe's best are
    /// found by walking the postings of its features together in recipe order, skipping
    /// the recipes that cannot beat the ones kept (`RelatedTables.best`): the same lists
    /// as scoring every recipe that shares a feature (the tests compare the two), without the work that grows with the square of the recipes.
    func related(count: Int = 4) async -> [[Int]] {
        let n = recipes.count
        guard n > 1, count > 0 else { return Array(repeating: [], count: n) }
        let tables = relatedTables()
        let chunks = stride(from: 0, to: n, by: max(1, n / 32 + 1)).map { $0..<min(n, $0 + max(1, n / 32 + 1)) }
        let results = await parallelMap(chunks) { range -> [[Int]] in tables.best(range, count: count) }
        return results.flatMap { $0 }
    }

    /// The features of every recipe and the recipes of every feature, laid out flat.
    struct RelatedTables: Sendable {
        let recipeCount: Int
        /// Per recipe, the start of its features (compared ones only) in `features`.
        let featureStarts: [Int]
        let features: [Int]
        /// Per feature, the start of its recipes (ascending) in `postings`.
        let postingStarts: [Int]
        let postings: [Int32]
        let weights: [Double]

        /// A recipe put among the best kept (by score, then first by index) if it beats the
        /// last of them or there is room.
        @inline(__always)
        static func keep(_ candidate: (score: Double, index: Int), in best: inout [(score: Double, index: Int)], count: Int) {
            if best.count == count, let last = best.last, !(candidate.score > last.score || (candidate.score == last.score && candidate.index < last.index)) { return }
            let at = best.firstIndex { candidate.score > $0.score || (candidate.score == $0.score && candidate.index < $0.index) } ?? best.count
            best.insert(candidate, at: at)
            if best.count > count { best.removeLast() }
        }

        /// The best for each recipe of `range`, the postings of its features walked together
        /// by recipe index (the way search engines find the best documents for a query
        /// without scoring all: "WAND"). Since recipes come in ascending index, a recipe
        /// gets in only with a score above the last kept (a tie goes to the lower index,
        /// kept already). The lists are kept sorted by their next recipe; the next recipe
        /// worth scoring (the pivot) is the first at which the lists before it could add up
        /// to more than that score. The recipes before the pivot are skipped in every list
        /// (a binary search): they are in those lists only, so they score no more. When all
        /// the lists together cannot beat the last kept, the recipe is done: on a site of
        /// copies, as soon as four copies of the recipe are found.
        ///
        /// The sums are the same floating-point sums as scoring every recipe sharing a feature gives: a recipe scored is
        /// summed in the order of the recipe's features; a bound compared with the last
        /// kept is summed in another order, so a bound within 1e-9 of it is summed again in
        /// the features' order (a sum over more features in the same order is never
        /// smaller, rounding included), and only that one decides a skip.
        func best(_ range: Range<Int>, count: Int) -> [[Int]] {
            let exhausted = Int.max
            return postings.withUnsafeBufferPointer { postings in
                var out: [[Int]] = []
                out.reserveCapacity(range.count)
                var position: [Int] = [], end: [Int] = [], weight: [Double] = [], next: [Int] = [], order: [Int] = []
                var inPrefix: [Bool] = []
                for index in range {
                    let first = featureStarts[index], m = featureStarts[index + 1] - first
                    position.removeAll(keepingCapacity: true); end.removeAll(keepingCapacity: true)
                    weight.removeAll(keepingCapacity: true); next.removeAll(keepingCapacity: true)
                    order.removeAll(keepingCapacity: true)
                    inPrefix.removeAll(keepingCapacity: true)
                    inPrefix.append(contentsOf: repeatElement(false, count: m))
                    for j in 0..<m {
                        let feature = features[first + j]
                        let start = postingStarts[feature], stop = postingStarts[feature + 1]
                        position.append(start); end.append(stop); weight.append(weights[feature])
                        next.append(start < stop ? Int(postings[start]) : exhausted)
                        order.append(j)
                    }
                    Self.resort(&order, by: next)
                    var best: [(score: Double, index: Int)] = []
                    while true {
                        let full = best.count == count
                        let threshold = full ? best[best.count - 1].score : 0
                        // The pivot: the first place in `order` where the lists so far could beat it.
                        var pivot = -1
                        var sum = 0.0
                        for k in 0..<m {
                            let j = order[k]
                            if next[j] == exhausted { break }
                            if !full { pivot = k; break }
                            sum += weight[j]
                            if sum * (1 + 1e-9) <= threshold { continue }
                            if sum > threshold * (1 + 1e-9) { pivot = k; break }
                            // Too close to tell: sum the same lists in the features' order.
                            for at in 0...k { inPrefix[order[at]] = true }
                            var exact = 0.0
                            for i in 0..<m where inPrefix[i] { exact += weight[i] }
                            for at in 0...k { inPrefix[order[at]] = false }
                            if exact > threshold { pivot = k; break }
                        }
                        if pivot < 0 { break }
                        let doc = next[order[pivot]]
                        if next[order[0]] == doc {
                            // Every list up to the pivot is at `doc`: score it, in the features' order.
                            if doc != index {
                                var score = 0.0
                                for j in 0..<m where next[j] == doc { score += weight[j] }
                                Self.keep((score: score, index: doc), in: &best, count: count)
                            }
                            for j in 0..<m where next[j] == doc {
                                position[j] += 1
                                next[j] = position[j] < end[j] ? Int(postings[position[j]]) : exhausted
                            }
                        } else {
                            for k in 0..<pivot where next[order[k]] < doc {
                                let j = order[k]
                                position[j] = Self.seek(postings, from: position[j], to: end[j], target: doc)
                                next[j] = position[j] < end[j] ? Int(postings[position[j]]) : exhausted
                            }
                        }
                        Self.resort(&order, by: next)
                    }
                    out.append(best.map(\.index))
                }
                return out
            }
        }

        /// `order` sorted by `next` (insertion sort: the lists move a little at a time).
        /// Static, with the arrays passed in: a local function capturing them would have
        /// every access to them checked at run time.
        @inline(__always)
        static func resort(_ order: inout [Int], by next: [Int]) {
            let m = order.count
            if m < 2 { return }
            for k in 1..<m {
                let j = order[k], value = next[j]
                var at = k
                while at > 0 && next[order[at - 1]] > value { order[at] = order[at - 1]; at -= 1 }
                order[at] = j
            }
        }

        /// The first place at or after `start` (before `stop`) whose recipe is at least
        /// `target` (galloping, then halving), or `stop`.
        @inline(__always)
        static func seek(_ postings: UnsafeBufferPointer<Int32>, from start: Int, to stop: Int, target: Int) -> Int {
            var low = start, step = 1
            guard low < stop, Int(postings[low]) < target else { return start }
            var high = low + 1
            while high < stop && Int(postings[high]) < target { low = high; step *= 2; high = low + step }
            if high > stop { high = stop }
            // postings[low] < target; postings[high] >= target, or high == stop.
            while high - low > 1 {
                let mid = (low + high) / 2
                if Int(postings[mid]) < target { low = mid } else { high = mid }
            }
            return high
        }
    }

    /// The features of every recipe (ingredients, tags, category, cuisine) and their weights.
    func relatedTables() -> RelatedTables {
        let n = recipes.count
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

        // The features compared (not skipped) and the postings laid out flat, each list at
        // its start in one array, with no inner arrays to copy or count.
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
        return RelatedTables(recipeCount: n, featureStarts: featureStarts, features: flatFeatures, postingStarts: postingStarts, postings: flatPostings, weights: weights)
    }
}
