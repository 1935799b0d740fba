import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// Settings of the nutrition computation, from the site config.
struct NutritionConfig: Sendable, Equatable {
    /// Which reference amounts "% of daily value" uses.
    var dailyValues: DailyValueStandard
    /// The share of oil "for deep-frying" counted as absorbed by the food (0...1).
    var deepFryingAbsorption: Double

    init(dailyValues: DailyValueStandard = .fda2016, deepFryingAbsorption: Double = 0.1) {
        self.dailyValues = dailyValues
        self.deepFryingAbsorption = deepFryingAbsorption
    }
}

/// The nutrition of one ingredient line.
struct IngredientNutrition: Sendable, Equatable {
    enum Status: String, Sendable {
        /// Matched and weighed: its nutrients count.
        case counted
        /// Matched, and so little that it does not count (a pinch, to taste).
        case negligible
        /// Matched and deliberately left out (to serve without an amount, from the pot).
        case notCounted = "not-counted"
        /// No dictionary entry was found: a warning, the values are incomplete.
        case unmatched
        /// Matched, but no weight could be found: a warning, the values are incomplete.
        case unweighed
    }
    var group: String?
    /// The line as written.
    var text: String
    var location: SourceLocation
    var status: Status
    var match: IngredientMatcher.Match?
    /// How the grams were found (for `cookbook inspect`; not kept `forPages`).
    var weighing: GramWeigher.Weighing? {
        get { details?.weighing }
        set { details = Details(weighing: newValue, nutrients: details?.nutrients, energy: details?.energy) }
    }
    /// The grams counted, for `counted`.
    var grams: Double?
    /// The nutrients of `grams`, for `counted`; only the energy once made `forPages`.
    var nutrients: NutrientAmounts? {
        get { details?.nutrients ?? energyOnly.map { NutrientAmounts(.energy, $0) } }
        set {
            details = Details(weighing: details?.weighing, nutrients: newValue, energy: details?.energy)
            energyOnly = nil
        }
    }
    /// Energy from protein, fat, carbohydrate and alcohol (kcal), for `counted`; summed
    /// into the recipe's, not kept `forPages`.
    var energy: EnergySources? {
        get { details?.energy }
        set { details = Details(weighing: details?.weighing, nutrients: details?.nutrients, energy: newValue) }
    }
    /// The energy of `grams` (kcal), read from either form.
    var kcal: Double? { details?.nutrients?[.energy] ?? energyOnly }
    /// What `forPages` keeps of `nutrients`: a number, not an amounts table with its own
    /// buffer for one value (docs/performance.md, "Stop 31, memory per recipe").
    private var energyOnly: Double?
    /// The weighing, nutrients and energy sources of the line, in one box, dropped
    /// `forPages`: about 100 bytes less inline for every line the build holds.
    private var details: Details?

    private final class Details: Sendable, Equatable {
        let weighing: GramWeigher.Weighing?
        let nutrients: NutrientAmounts?
        let energy: EnergySources?

        init(weighing: GramWeigher.Weighing?, nutrients: NutrientAmounts?, energy: EnergySources?) {
            self.weighing = weighing
            self.nutrients = nutrients
            self.energy = energy
        }

        static func == (a: Details, b: Details) -> Bool {
            a === b || (a.weighing == b.weighing && a.nutrients == b.nutrients && a.energy == b.energy)
        }
    }

    init(group: String?, text: String, location: SourceLocation, status: Status) {
        self.group = group
        self.text = text
        self.location = location
        self.status = status
    }

    /// The three details at once (one box made, not one per field set).
    mutating func setDetails(weighing: GramWeigher.Weighing?, nutrients: NutrientAmounts?, energy: EnergySources?) {
        details = Details(weighing: weighing, nutrients: nutrients, energy: energy)
        energyOnly = nil
    }

    /// Keeps of the details only the energy of the nutrients (`RecipeNutrition.forPages`).
    mutating func keepForPages() {
        energyOnly = kcal
        details = nil
    }
}

/// Energy from each source, in kcal, using each food's USDA energy factors (or the
/// general 4, 9, 4 and 7 kcal per gram).
struct EnergySources: Sendable, Equatable {
    var protein: Double
    var fat: Double
    var carbohydrate: Double
    var alcohol: Double

    init(protein: Double = 0, fat: Double = 0, carbohydrate: Double = 0, alcohol: Double = 0) {
        self.protein = protein
        self.fat = fat
        self.carbohydrate = carbohydrate
        self.alcohol = alcohol
    }

    var total: Double { protein + fat + carbohydrate + alcohol }

    func adding(_ o: EnergySources) -> EnergySources {
        EnergySources(protein: protein + o.protein, fat: fat + o.fat, carbohydrate: carbohydrate + o.carbohydrate, alcohol: alcohol + o.alcohol)
    }

    /// The energy of `amounts` of a food with `factors` (missing factors: the general ones).
    static func of(_ amounts: NutrientAmounts, factors: AtwaterFactors = .general) -> EnergySources {
        EnergySources(
            protein: (amounts[.protein] ?? 0) * (factors.protein ?? 4),
            fat: (amounts[.fat] ?? 0) * (factors.fat ?? 9),
            carbohydrate: (amounts[.carbohydrate] ?? 0) * (factors.carbohydrate ?? 4),
            alcohol: (amounts[.alcohol] ?? 0) * AtwaterFactors.alcohol)
    }

    /// Whole percentages of the total that add up to 100 (largest remainder), in the
    /// order protein, fat, carbohydrate, alcohol; all 0 when there is no energy.
    var percentages: [Int] {
        let parts = [protein, fat, carbohydrate, alcohol]
        let total = parts.reduce(0, +)
        guard total > 0 else { return [0, 0, 0, 0] }
        let exact = parts.map { $0 / total * 100 }
        var whole = exact.map { Int($0.rounded(.down)) }
        let order = exact.indices.sorted { (exact[$0] - Double(whole[$0]), -$0) > (exact[$1] - Double(whole[$1]), -$1) }
        for i in order.prefix(100 - whole.reduce(0, +)) { whole[i] += 1 }
        return whole
    }
}

/// The nutrition of a recipe: every line, the totals, per serving and per 100 g.
public struct RecipeNutrition: Sendable, Equatable {
    var ingredients: [IngredientNutrition]
    /// The whole recipe, computed.
    var total: NutrientAmounts
    /// The weight of everything counted, raw, in grams (cooking changes it).
    var totalGrams: Double
    var servings: Int?
    /// Per serving: the total divided by `servings`, with the author's `nutrition` values
    /// in place of the computed ones. Nil without servings.
    var perServing: NutrientAmounts?
    /// Per 100 g of the raw ingredients counted. Nil when nothing was weighed.
    var per100g: NutrientAmounts?
    /// The nutrients per serving that the author gave in `nutrition`.
    var authorValues: Set<Nutrient>
    /// Energy from protein, fat, carbohydrate, alcohol (whole recipe, kcal). When the
    /// author gives protein, fat or carbohydrate, they are computed from the per-serving
    /// values with the general factors.
    var energySources: EnergySources
    /// Some line is unmatched or unweighed: the values leave something out.
    var incomplete: Bool
    var diets: DietAnalysis.Report
    var dailyValueStandard: DailyValueStandard
    /// Per-serving values as shares of the daily values, in label order. Worked out when
    /// read (the recipe page and the book, once each), not held: about 1.2 KB a recipe
    /// for the whole build (docs/performance.md, "Stop 31, memory per recipe").
    var dailyValues: [DailyValueShare] { perServing.map { dailyValueStandard.shares(of: $0) } ?? [] }

    /// How many lines were matched to a food, how many of those were weighed (or are
    /// negligible or deliberately not counted), and how many lines there are.
    var lineCounts: (matched: Int, weighed: Int, lines: Int) {
        let lines = ingredients.count
        let matched = ingredients.filter { $0.status != .unmatched }.count
        let weighed = ingredients.filter { [.counted, .negligible, .notCounted].contains($0.status) }.count
        return (matched, weighed, lines)
    }

}

/// Stage "enrich: nutrition": a recipe's ingredient lines -> foods, grams and nutrients.
/// Pure: reads only the recipe and the built-in tables; diagnostics are returned.
enum NutritionCalculator {
    /// The nutrition of `recipe` (in its own language: originals and translations alike).
    /// Warnings: `unmatched-ingredient` (with the closest foods), `unweighed-ingredient`,
    /// `unknown-food` (a `{food=id}` naming no entry), each at the ingredient line.
    /// - Parameter answers: the matcher's answers worked out for the whole build (the
    ///   same as asking the matcher here, only once per distinct question).
    /// - Parameter weighings: the matched and weighed lines worked out for the whole build
    ///   with the same `config` (`Weighings.of`): the same as weighing here, only once per
    ///   distinct line.
    static func compute(
        recipe: Recipe, config: NutritionConfig = NutritionConfig(), answers: IngredientMatcher.Answers = .none,
        weighings: Weighings = .none, lineNumbers: [Int32] = []
    ) -> Outcome<RecipeNutrition> {
        var diagnostics: [Diagnostic] = []
        var items: [IngredientNutrition] = []
        items.reserveCapacity(recipe.ingredients.reduce(0) { $0 + $1.lines.count })
        var total = NutrientAmounts()
        var grams = 0.0
        var energy = EnergySources()
        // The matched foods' flags, gathered as the lines go (no copy of each entry kept).
        var matchedFlags = Set<FoodFlag>()
        // Whether a line was counted yet: the first one's amounts are the total.
        var anyCounted = false
        var allMatched = true
        let options = GramWeigher.Options(deepFryingAbsorption: config.deepFryingAbsorption)
        // The place of each line among the recipe's lines, for its number.
        var place = -1
        for group in recipe.ingredients {
            for line in group.lines {
                place += 1
                let parsed = line.parsed ?? IngredientLineParser.parse(line.text, language: recipe.language).value
                var item = IngredientNutrition(group: group.title, text: line.text, location: line.location, status: .unmatched)
                let reference = line.food ?? (FoodReference.find(in: line.text) ?? FoodReference.find(in: parsed.name))?.id
                if let reference, IngredientDictionary.entry(id: reference) == nil {
                    let near = Suggest.closest(to: reference, in: IngredientDictionary.all.map(\.id))
                    diagnostics.append(
                        Diagnostic(
                            .warning, "unknown-food", "'\(reference)' is not a food of the ingredient dictionary",
                            at: line.location,
                            hint: near.map { "did you mean '\($0)'?" }
                                ?? "the ids are those of cookbook's ingredient dictionary (scripts/data/ingredients.tsv in cookbook's source)"))
                    allMatched = false
                    items.append(item)
                    continue
                }
                let known = weighings.known(
                    line, parsed: parsed, language: recipe.language, group: group.title,
                    number: place < lineNumbers.count ? lineNumbers[place] : ParsedLines.noNumber)
                let match = known.map { $0?.match } ?? IngredientMatcher.match(line, language: recipe.language, answers: answers)
                guard let match else {
                    allMatched = false
                    let shown = FoodReference.strip(parsed.name).isEmpty ? line.text : FoodReference.strip(parsed.name)
                    let near = IngredientMatcher.suggestions(for: shown, language: recipe.language)
                    let hint =
                        near.isEmpty
                        ? "name a food of cookbook's ingredient dictionary with {food=id} ('cookbook foods WORD' lists them), or give the values in 'nutrition'"
                        : "did you mean " + near.map { "'\($0.name(language: recipe.language))' ({food=\($0.id)})" }.joined(separator: ", ")
                            + "? ('cookbook foods WORD' lists more)"
                    diagnostics.append(
                        Diagnostic(
                            .warning, "unmatched-ingredient",
                            "no food found for '\(shown)': its nutrition is not counted", at: line.location, hint: hint))
                    items.append(item)
                    continue
                }
                matchedFlags.formUnion(match.entry.flags)
                item.match = match
                let weighed = (known ?? nil) ?? Weighed.of(parsed, match: match, language: recipe.language, group: group.title, options: options)
                let weighing = weighed.weighing
                switch weighing.status {
                case .weighed:
                    let g = weighing.grams ?? 0
                    let amounts = weighed.nutrients ?? NutrientAmounts()
                    item.status = .counted
                    item.grams = g
                    item.setDetails(weighing: weighing, nutrients: amounts, energy: weighed.energy)
                    total = anyCounted ? total.adding(amounts) : amounts
                    anyCounted = true
                    grams += g
                    energy = energy.adding(item.energy!)
                case .negligible:
                    item.status = .negligible
                    item.weighing = weighing
                case .notCounted:
                    item.status = .notCounted
                    item.weighing = weighing
                case .unweighed:
                    item.status = .unweighed
                    item.weighing = weighing
                    diagnostics.append(
                        Diagnostic(
                            .warning, "unweighed-ingredient",
                            "cannot weigh '\(line.text)' (\(match.entry.name(language: "en"))): \(weighing.method)",
                            at: line.location, hint: weighing.remarks.last ?? "give the weight in brackets, e.g. '(450 g)'"))
                }
                items.append(item)
            }
        }
        let incomplete = items.contains { $0.status == .unmatched || $0.status == .unweighed }
        var perServing: NutrientAmounts?
        var authorValues = Set<Nutrient>()
        var derived = Set<Nutrient>()
        if let servings = recipe.servings, servings > 0 {
            var amounts = total.scaled(by: 1 / Double(servings))
            for override in recipe.nutrition {
                guard let nutrient = Nutrient.forOverrideKey(override.key) else { continue }
                amounts.set(nutrient, Double(override.value))
                authorValues.insert(nutrient)
            }
            // Values that follow from the author's: kJ from kcal, salt from sodium and back.
            if authorValues.contains(.energy), let kcal = amounts[.energy] {
                amounts.set(.energyKJ, kcal * 4.184)
                derived.insert(.energyKJ)
            }
            if authorValues.contains(.sodium), !authorValues.contains(.salt), let sodium = amounts[.sodium] {
                amounts.set(.salt, sodium * 2.5 / 1000)
                derived.insert(.salt)
            } else if authorValues.contains(.salt), !authorValues.contains(.sodium), let salt = amounts[.salt] {
                amounts.set(.sodium, salt * 1000 / 2.5)
                derived.insert(.sodium)
            }
            perServing = amounts
        }
        var per100g: NutrientAmounts?
        if grams > 0 {
            var amounts = total.scaled(by: 100 / grams)
            if let perServing, let servings = recipe.servings {
                for nutrient in authorValues.union(derived) {
                    if let value = perServing[nutrient] { amounts.set(nutrient, value * Double(servings) / grams * 100) }
                }
            }
            per100g = amounts
        }
        if !authorValues.isDisjoint(with: [.protein, .fat, .carbohydrate]), let perServing, let servings = recipe.servings {
            energy = EnergySources.of(perServing, factors: .general)
            energy = EnergySources(
                protein: energy.protein * Double(servings), fat: energy.fat * Double(servings),
                carbohydrate: energy.carbohydrate * Double(servings), alcohol: energy.alcohol * Double(servings))
        }
        let report = DietAnalysis.report(flags: matchedFlags, complete: allMatched)
        let result = RecipeNutrition(
            ingredients: items, total: total, totalGrams: grams, servings: recipe.servings, perServing: perServing,
            per100g: per100g, authorValues: authorValues, energySources: energy, incomplete: incomplete, diets: report,
            dailyValueStandard: config.dailyValues)
        return Outcome(result, diagnostics)
    }

    /// A matched line weighed: its weighing and, when it was weighed, the nutrients and
    /// energy of its grams.
    struct Weighed: Sendable {
        var match: IngredientMatcher.Match
        var weighing: GramWeigher.Weighing
        var nutrients: NutrientAmounts?
        var energy: EnergySources?

        static func of(
            _ parsed: ParsedIngredient, match: IngredientMatcher.Match, language: String, group: String?, options: GramWeigher.Options
        ) -> Weighed {
            let weighing = GramWeigher.weigh(parsed, entry: match.entry, language: language, group: group, options: options)
            var weighed = Weighed(match: match, weighing: weighing)
            if weighing.status == .weighed {
                let food = match.entry.food
                let amounts = food.nutrients(grams: weighing.grams ?? 0)
                weighed.nutrients = amounts
                weighed.energy = EnergySources.of(amounts, factors: food.factors)
            }
            return weighed
        }
    }

    /// The build's ingredient lines written more than once, each distinct line (parsed, in
    /// its language, with its `{food=…}` and group title: all a line's match and weighing
    /// depend on) matched and weighed once (cookbooks repeat "1 tsp salt" and "2 eggs"), as
    /// `IngredientMatcher.Answers` and `ParsedLines` do for matching and parsing. Made whole
    /// before the recipes' nutrition (`of`, in parallel), then only read.
    struct Weighings: Sendable {
        struct Key: Hashable, Sendable {
            var line: ParsedIngredient
            var food: String?
            var language: String
            var group: String?

            /// Hashed by the line's text, not by every field of the parsed line: keys that
            /// are equal have the same text (equality still compares the whole line).
            func hash(into hasher: inout Hasher) {
                hasher.combine(line.text)
                hasher.combine(food)
                hasher.combine(language)
                hasher.combine(group)
            }
        }
        /// A line of the build's `ParsedLines` by its number there (`RecipeFile.lineNumbers`),
        /// which stands for its text and language, so for its parsed form: two lines with
        /// the same number, food and group are equal as `Key`s, with no copy of the parsed
        /// line made or hashed.
        struct NumberedKey: Hashable, Sendable {
            var number: Int32
            var food: String?
            var group: String?

            /// Hashed by the number and the lengths of the rest (equality compares them whole).
            func hash(into hasher: inout Hasher) {
                hasher.combine(number)
                hasher.combine(food?.utf8.count ?? -1)
                hasher.combine(group?.utf8.count ?? -1)
            }
        }

        /// What the lines are counted by: their number when they have one, else the line.
        /// A plain line's `Key` equals no key of a line with a number unless it has one too
        /// (equal keys, equal text and language, in the table for both or for neither); a
        /// structured line parsed like a numbered one is weighed apart, with the same result
        /// (the table only saves work).
        enum Counted: Hashable, Sendable {
            case numbered(NumberedKey)
            case line(Key)
        }

        /// Each line's match and weighing; nil when no food matched.
        var table: [Key: Weighed?]
        /// The same for the lines with a number.
        var numbered: [NumberedKey: Weighed?] = [:]

        static let none = Weighings(table: [:])

        /// The table's answer for `line` (parsed as `parsed`) in `language` and `group`: nil when it is not in
        /// the table, `.some(nil)` when it is and no food matched. `number` is the line's
        /// number in `ParsedLines` (`ParsedLines.noNumber`: none).
        func known(_ line: IngredientLine, parsed: ParsedIngredient, language: String, group: String?, number: Int32 = ParsedLines.noNumber) -> Weighed?? {
            guard line.parsed != nil else { return nil }
            if number != ParsedLines.noNumber {
                guard !numbered.isEmpty else { return nil }
                return numbered[NumberedKey(number: number, food: line.food, group: group)]
            }
            guard !table.isEmpty else { return nil }
            return table[Key(line: parsed, food: line.food, language: language, group: group)]
        }

        /// The lines of `recipes` (with their parsed form) written more than once, each
        /// matched (with `answers`) and weighed once, in parallel; the lines are counted on
        /// every core too (`RepeatedKeys`), by their number in `ParsedLines` when they have
        /// one (`lineNumbers`, by recipe; empty: none).
        static func of(
            _ recipes: [Recipe], lineNumbers: [[Int32]] = [], answers: IngredientMatcher.Answers, options: GramWeigher.Options
        ) async -> Weighings {
            let repeated = await RepeatedKeys.find(count: recipes.count) { index in
                let recipe = recipes[index]
                let numbers = index < lineNumbers.count ? lineNumbers[index] : []
                var keys: [(key: Counted, payload: (group: Int, line: Int))] = []
                var place = 0
                for (g, group) in recipe.ingredients.enumerated() {
                    for (l, line) in group.lines.enumerated() {
                        defer { place += 1 }
                        let number = place < numbers.count ? numbers[place] : ParsedLines.noNumber
                        if number != ParsedLines.noNumber, line.parsed != nil {
                            keys.append((.numbered(NumberedKey(number: number, food: line.food, group: group.title)), (g, l)))
                            continue
                        }
                        guard let parsed = line.parsed else { continue }
                        keys.append((.line(Key(line: parsed, food: line.food, language: recipe.language, group: group.title)), (g, l)))
                    }
                }
                return keys
            }
            // Each matched from the line that gave it the second time (as when counted line by line).
            let firsts = repeated.map { found in
                (key: found.key, item: found.second.item, line: recipes[found.second.item].ingredients[found.secondPayload.group].lines[found.secondPayload.line])
            }
            // In chunks: one task per line would cost more than most lines take.
            let chunks = stride(from: 0, to: firsts.count, by: 64).map { Array(firsts[$0..<min($0 + 64, firsts.count)]) }
            let solved = await parallelMap(chunks) { chunk in
                chunk.map { first -> (Counted, Weighed?) in
                    let language = recipes[first.item].language
                    guard let match = IngredientMatcher.match(first.line, language: language, answers: answers), let parsed = first.line.parsed
                    else { return (first.key, nil) }
                    let group: String?
                    switch first.key {
                    case .numbered(let key): group = key.group
                    case .line(let key): group = key.group
                    }
                    return (first.key, Weighed.of(parsed, match: match, language: language, group: group, options: options))
                }
            }
            var table: [Key: Weighed?] = [:]
            var numbered: [NumberedKey: Weighed?] = [:]
            for chunk in solved {
                for (key, weighed) in chunk {
                    switch key {
                    case .numbered(let key): numbered[key] = .some(weighed)
                    case .line(let key): table[key] = .some(weighed)
                    }
                }
            }
            return Weighings(table: table, numbered: numbered)
        }
    }

    /// Errors `diet-contradiction`: see `DietAnalysis.contradictions(in:)`.
    /// A line's food is the nutrition stage's match of the last of its items at the line's
    /// place (the items follow the lines: found by a scan from the end, no table of places
    /// hashed per recipe).
    static func dietContradictions(_ recipe: Recipe, nutrition: RecipeNutrition? = nil) -> [Diagnostic] {
        guard !recipe.diets.isEmpty else { return [] }
        let items = nutrition?.ingredients ?? []
        return DietAnalysis.contradictions(in: recipe) { line in
            let location = line.location
            guard let index = items.lastIndex(where: { $0.location == location }) else { return nil }
            return .some(items[index].match?.entry.flags)
        }
    }
}

extension Double {
    init(_ d: Decimal) {
        var value = Double(d.significand)
        for _ in 0..<d.scale { value /= 10 }
        self = value
    }
}
