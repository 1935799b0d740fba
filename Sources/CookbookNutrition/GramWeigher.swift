import CookbookSupport
import CookbookQuantities

/// How many grams of food an ingredient line means.
///
///     "450 g lamb"                      450 g, as written
///     "3 onions (450 g)"                450 g, the author's weight comes first
///     "1 1/2 cups flour"                187.5 g: 1.5 × 125 g (USDA "1 cup")
///     "2 tbsp olive oil"                27 g: 2 × 13.5 g (USDA "1 tablespoon")
///     "3 medium onions"                 330 g: 3 × 110 g (USDA "1 medium (2-1/2" dia)")
///     "2-3 cloves garlic"               7.5 g: the middle of the range, 2.5 × 3 g (USDA "1 clove")
///     "a pinch of salt", "salt to taste" negligible, and said so
///     "sour cream, to serve"            not counted: served on the side without an amount
///
/// Order: a mass (the line's, then its bracketed equivalent), a volume (through the
/// food's USDA household measures, else the dictionary's density), then a count (USDA
/// pieces by size, USDA count measures such as "1 clove", else the dictionary's piece
/// weights). Weights are of the edible part; a weight the author gives for a food bought
/// with bones (`refuse` in the dictionary) has USDA's refuse share removed.
public enum GramWeigher {
    /// What the weigher made of a line.
    public struct Weighing: Sendable, Equatable {
        public enum Status: String, Sendable {
            /// `grams` is the weight counted.
            case weighed
            /// So little that it does not count: a pinch, "to taste", a seasoning without amount.
            case negligible
            /// Deliberately left out: served on the side without an amount, taken from the pot.
            case notCounted = "not-counted"
            /// No weight could be found: the nutrition is incomplete.
            case unweighed
        }
        public var status: Status
        /// The weight counted, for `weighed`.
        public var grams: Double?
        /// How the weight was found, or why there is none, in words: `3 × 110 g (USDA: 1 medium (2-1/2" dia))`.
        public var method: String
        /// What else was assumed: "2–3: the middle, 2.5, is used".
        public var remarks: [String]

        public init(_ status: Status, grams: Double? = nil, method: String, remarks: [String] = []) {
            self.status = status
            self.grams = grams
            self.method = method
            self.remarks = remarks
        }
    }

    /// Settings that change what is counted.
    public struct Options: Sendable, Equatable {
        /// The share of oil "for deep-frying" counted as absorbed by the food.
        public var deepFryingAbsorption: Double
        public init(deepFryingAbsorption: Double = 0.1) {
            self.deepFryingAbsorption = deepFryingAbsorption
        }
    }

    /// The grams of `line` for `entry`'s food. `group` is the title of the line's
    /// ingredient group ("To serve" makes amount-less lines not counted).
    public static func weigh(
        _ line: ParsedIngredient, entry: IngredientEntry, language: String, group: String? = nil,
        options: Options = Options()
    ) -> Weighing {
        let food = entry.food
        let nameWords = FoodWords(line.name).words
        let noteText = line.note ?? ""
        var remarks: [String] = []

        if isTakenFromThePot(noteText) {
            return Weighing(.notCounted, method: "taken from the pot: already counted in its ingredients")
        }
        // A line without an amount: a measure in the name ("a small bunch of dill"), else
        // "to taste", a seasoning, something served on the side, or nothing to go on.
        var quantity = line.quantity
        var unit = line.unit
        if quantity == nil, line.equivalent == nil {
            if let embedded = embeddedUnit(in: nameWords, language: language) {
                quantity = Quantity(.one)
                unit = embedded
                remarks.append("no amount: one \(embedded) is assumed from the words of the line")
            } else if line.toTaste {
                return Weighing(.negligible, method: "to taste: negligible")
            } else if entry.negligible {
                return Weighing(.negligible, method: "no amount: a seasoning, negligible")
            } else if isServing(note: noteText, group: group) {
                return Weighing(.notCounted, method: "served on the side without an amount: not counted")
            } else if isOptional(noteText) {
                return Weighing(.notCounted, method: "optional, without an amount: not counted")
            } else {
                return Weighing(.unweighed, method: "no amount is given", remarks: ["give an amount, e.g. '200 g'"])
            }
        }
        // From here on there is an amount: the line's, or only the bracket's ("lamb (about 450 g)").
        // A range counts as its middle.
        let multiplier = line.multiplier.map(Double.init) ?? 1
        func middle(_ q: Quantity) -> Double {
            (Double(q.low) + Double(q.high)) / 2
        }
        // "a pinch of salt", "щепотка соли": a pinch is 1/16 teaspoon, a dash 1/8, a drop
        // 0.05 ml (the sizes of measuring-spoon sets), weighed through the food's volume
        // measures; negligible when the food has none.
        if let unit, let small = smallMeasures[unit] {
            guard let q = quantity, let spoon = UnitTable.unit(id: small.unit),
                let (grams, method) = weighVolume(middle(q) * multiplier * small.size, unit: spoon, food: food, entry: entry, words: qualifierWords(line))
            else {
                return Weighing(.negligible, method: "a \(unit): negligible")
            }
            return Weighing(.weighed, grams: grams, method: "a \(unit) as \(small.label): \(method)", remarks: remarks)
        }
        if let q = quantity, q.isRange {
            remarks.append("\(q.low)–\(q.high): the middle, \(format(middle(q))), is used")
        }
        let size = sizeWord(line.size, name: nameWords)

        var result: (grams: Double, method: String, authorWeight: Bool)?
        let main: (Quantity, String?)? = quantity.map { ($0, unit) }
        let equivalent: (Quantity, String?)? = line.equivalent.map { ($0.quantity, $0.unit) }
        // 1. A mass, the line's or the bracket's.
        for (q, u, factor, label) in [(main?.0, main?.1, multiplier, "as written"), (equivalent?.0, equivalent?.1, 1, "as written in brackets")] {
            guard result == nil, let q, let unitID = u, let unitInfo = UnitTable.unit(id: unitID), unitInfo.dimension == .mass else { continue }
            let grams = middle(q) * Double(unitInfo.factor) * factor
            result = (grams, "\(format(grams)) g \(label)", true)
        }
        // 2. A volume, through USDA's household measures or the dictionary's density.
        for (q, u, factor) in [(main?.0, main?.1, multiplier), (equivalent?.0, equivalent?.1, 1)] {
            guard result == nil, let q, let unitID = u, let unitInfo = UnitTable.unit(id: unitID), unitInfo.dimension == .volume else { continue }
            if let (grams, method) = weighVolume(middle(q) * factor, unit: unitInfo, food: food, entry: entry, words: qualifierWords(line)) {
                result = (grams, method, true)
            }
        }
        // 3. A count: pieces by size, count units such as cloves and bunches.
        for (q, u, factor) in [(main?.0, main?.1, multiplier), (equivalent?.0, equivalent?.1, 1)] {
            guard result == nil, var q else { continue }
            var u = u
            var factor = factor
            // "1 3-inch piece ginger": a length is the size of the pieces counted.
            if let unitInfo = UnitTable.unit(id: u), unitInfo.dimension == .length {
                q = Quantity(line.multiplier ?? .one)
                factor = 1
                u = line.container
            }
            if let u, let unitInfo = UnitTable.unit(id: u), unitInfo.dimension != .count { continue }
            // "2 whole heads garlic", "3 celery stalks": the unit is written after the amount's place.
            var units: [String?] = [u]
            if u == nil, let embedded = embeddedUnit(in: nameWords, language: language) { units.insert(embedded, at: 0) }
            // "5 листьев салата", "капустные листья — 10 шт.", "лавровый лист — 2 листа": leaves
            // counted, not heads (a head of lettuce is 360 g) or sheets; the food's piece or
            // sheet weight when it has no leaf one.
            // A unit written in the name says otherwise ("шағын уыс райхан жапырағы" is a handful).
            let namedUnit = units.count > 1 ? units[0] : nil
            if language != "en", u == nil || u == "piece" || u == "sheet", namedUnit == nil || namedUnit == "piece" || namedUnit == "sheet",
                nameWords.contains(where: leafNouns.contains)
            {
                units.insert("leaf", at: 0)
            }
            // "салат айсберг — 3 листа", "виноград — 1 кисть": the word the parser leaves in
            // the note after a bare count says what is counted (leaves, not heads; a bunch).
            let firstNoteWord = noteText.lowercased().split(whereSeparator: { !$0.isLetter }).first.map(String.init)
            if language != "en", u == nil, namedUnit == nil, let first = firstNoteWord {
                if leafNouns.contains(first) { units.insert("leaf", at: 0) }
                if bunchNouns.contains(first) { units.insert("bunch", at: 0) }
            }
            // "листы лазаньи — 12 шт.", "тесто слоеное — 1 лист": sheets of pasta or dough,
            // tried after the food's leaf weight (a bay leaf) and before its piece.
            if language != "en", u == nil || u == "piece", namedUnit == nil || namedUnit == "piece",
                nameWords.contains(where: sheetNouns.contains) || (u == nil && firstNoteWord.map(sheetNouns.contains) == true)
            {
                units.insert("sheet", at: units.firstIndex(where: { $0 == nil || $0 == "piece" }) ?? units.count)
            }
            // "2 bulbs garlic", "1 garlic bulb": a bulb is the food's head where it has one
            // (garlic: a head, not a clove); else its piece ("1 bulb fennel", USDA's bulb).
            if u == nil || u == "piece", namedUnit == nil || namedUnit == "piece",
                line.unitText.map({ bulbWords.contains($0.lowercased()) }) == true || (u == nil && nameWords.contains(where: bulbWords.contains))
            {
                units.insert("head", at: 0)
            }
            for candidate in units where result == nil {
                if let (each, method) = pieceWeight(unit: candidate, size: size, entry: entry, food: food, remarks: &remarks) {
                    let count = middle(q) * factor
                    let label = candidate ?? "piece"
                    result = (count * each, "\(format(count)) \(label) × \(format(each)) g (\(method))", false)
                }
            }
        }
        // 4. "Сливочное масло — 150", "Мука 500": in Russian and Kazakh lists a bare number
        // of 50 or more, for a food with no weight of a piece, is grams (nobody counts 150
        // pieces of butter).
        if result == nil, language != "en", unit == nil, line.equivalent == nil, let q = quantity, q.low >= Rational(50),
            q.low.denominator == 1, q.high.denominator == 1
        {
            let grams = middle(q) * multiplier
            result = (grams, "\(format(grams)) g: a bare number of 50 or more read as grams", true)
            remarks.append("no unit: the number is taken as grams")
        }
        guard let found = result else {
            let what: String
            if let unit, let info = UnitTable.unit(id: unit) {
                what =
                    info.dimension == .volume
                    ? "USDA has no volume measure for \(food.description) and the dictionary no density"
                    : "there is no weight for one \(unit) of \(entry.name(language: "en"))"
            } else {
                what = "there is no weight for one \(size ?? "piece") of \(entry.name(language: "en"))"
            }
            return Weighing(.unweighed, method: what, remarks: remarks + ["give the weight in brackets, e.g. '(450 g)'"])
        }
        var grams = found.grams
        let (method, authorWeight) = (found.method, found.authorWeight)
        if authorWeight, let refuse = entry.refuse, refuse > 0 {
            grams *= 1 - refuse / 100
            remarks.append("weighed with the bone: \(format(refuse))% refuse removed (USDA)")
        }
        if entry.aisle == .oils, isDeepFrying(noteText) {
            grams *= options.deepFryingAbsorption
            remarks.append("oil for deep-frying: \(format(options.deepFryingAbsorption * 100))% is counted as absorbed")
        }
        if let extra = extraAmount(in: noteText, language: language, entry: entry, food: food) {
            grams += extra.grams
            remarks.append("plus \(format(extra.grams)) g from the note (\(extra.text))")
        }
        return Weighing(.weighed, grams: grams, method: method, remarks: remarks)
    }

    // MARK: Volume

    /// Pinches, dashes and drops as the volumes measuring-spoon sets give them.
    static let smallMeasures: [String: (unit: String, size: Double, label: String)] = [
        "pinch": ("tsp", 1.0 / 16, "1/16 tsp"), "dash": ("tsp", 1.0 / 8, "1/8 tsp"), "drop": ("ml", 0.05, "0.05 ml"),
    ]

    /// Grams of `amount` of a volume `unit`: the USDA measure of the same unit (preferring
    /// one whose words, "chopped", "ground", appear in the line), else any USDA volume
    /// measure converted through millilitres, else the dictionary's density.
    static func weighVolume(_ amount: Double, unit: Unit, food: FoodRecord, entry: IngredientEntry, words: Set<String>) -> (Double, String)? {
        let volumes = food.portions.filter { UnitTable.unit(id: $0.unit)?.dimension == .volume }
        func score(_ p: FoodPortion) -> Int {
            let qualifier = Set(p.qualifier.split(separator: " ").map(String.init))
            var s = 0
            if !qualifier.isEmpty, !qualifier.isDisjoint(with: words) { s += 4 }
            if p.unit == unit.id { s += 2 }
            if qualifier.isEmpty { s += 1 }
            // A measure of the food in another state ("1 cup, whipped") only when the line says so.
            if !qualifier.intersection(states).subtracting(words).isEmpty { s -= 3 }
            return s
        }
        let millilitres = amount * Double(unit.factor)
        if let best = volumes.enumerated().max(by: { (score($0.element), -$0.offset) < (score($1.element), -$1.offset) })?.element,
            let measureUnit = UnitTable.unit(id: best.unit)
        {
            if best.unit == unit.id {
                let grams = amount * best.gramsPerUnit
                return (grams, "\(format(amount)) × \(format(best.gramsPerUnit)) g (USDA: \(best.text))")
            }
            let density = best.gramsPerUnit / Double(measureUnit.factor)
            let grams = millilitres * density
            return (grams, "\(format(millilitres)) ml × \(format(density, decimals: 3)) g/ml (USDA: \(best.text))")
        }
        if let density = entry.density {
            return (millilitres * density, "\(format(millilitres)) ml × \(format(density, decimals: 3)) g/ml (dictionary density)")
        }
        return nil
    }

    // MARK: Pieces and count units

    /// Grams of one piece or count unit, and where the weight comes from.
    static func pieceWeight(unit: String?, size: String?, entry: IngredientEntry, food: FoodRecord, remarks: inout [String]) -> (Double, String)? {
        var unit = unit ?? "piece"
        if unit == "piece", let d = entry.defaultMeasure, !sizeOrder.contains(d) { unit = d }
        if unit != "piece" {
            // A can's size where the dictionary gives one: the can cooks buy (USDA's cans of
            // canned beef hold 801 g, an institution size; a Russian can of тушёнка 338 g).
            if unit == "can", let w = entry.weights["can"] { return (w, "dictionary: 1 can") }
            let matching = food.portions.filter { $0.unit == unit }
            if let p = matching.first(where: { $0.size == size }) ?? matching.first(where: { $0.size == "medium" }) ?? matching.first {
                return (p.gramsPerUnit, "USDA: \(p.text)")
            }
            if let w = entry.weights[unit] { return (w, "dictionary: 1 \(unit)") }
            return nil
        }
        let pieces = food.portions.filter { $0.unit == "piece" }
        let wanted = size ?? (entry.defaultMeasure.flatMap { sizeOrder.contains($0) ? $0 : nil }) ?? "medium"
        if let p = pieces.first(where: { $0.size == wanted }) { return (p.gramsPerUnit, "USDA: \(p.text)") }
        if let w = entry.weights[wanted] { return (w, "dictionary: 1 \(wanted)") }
        if let p = pieces.first(where: { $0.size == nil }) {
            if size != nil { remarks.append("no weight for a \(wanted) one: USDA's one piece is used") }
            return (p.gramsPerUnit, "USDA: \(p.text)")
        }
        if let w = entry.weights["piece"] {
            if size != nil { remarks.append("no weight for a \(wanted) one: the dictionary's one piece is used") }
            return (w, "dictionary: 1 piece")
        }
        // The nearest size there is.
        let position = sizeOrder.firstIndex(of: wanted) ?? 2
        let bySize = pieces.compactMap { p in p.size.flatMap { s in sizeOrder.firstIndex(of: s).map { (abs($0 - position), $0, p) } } }
        if let nearest = bySize.min(by: { ($0.0, $0.1) < ($1.0, $1.1) })?.2 {
            remarks.append("no weight for a \(wanted) one: \(nearest.size ?? "") is used")
            return (nearest.gramsPerUnit, "USDA: \(nearest.text)")
        }
        if let p = pieces.first { return (p.gramsPerUnit, "USDA: \(p.text)") }
        if let w = entry.weights["piece"] ?? entry.weights["medium"] { return (w, "dictionary: 1 piece") }
        return nil
    }

    /// Russian and Kazakh nouns for leaves ("лист" alone is also a sheet of dough: it is
    /// weighed as a leaf only where the food has a leaf weight).
    static let leafNouns: Set<String> = [
        "лист", "листа", "листья", "листьев", "листьями", "листочки", "листочков", "жапырақ", "жапырағы",
        "жапырақтары", "жапырақтар",
    ]

    /// Russian words for a sheet of pasta or dough (also of a leaf: "лавровый лист").
    static let sheetNouns: Set<String> = ["лист", "листа", "листов", "листы", "пласт", "пласта", "пластов"]

    /// Russian words for a bunch of grapes or bananas ("виноград — 1 кисть", "бананы — 2 грозди").
    static let bunchNouns: Set<String> = ["кисть", "кисти", "кистей", "гроздь", "грозди", "гроздей"]

    /// English words for a bulb, read as the unit the line counts in (see `weigh`).
    static let bulbWords: Set<String> = ["bulb", "bulbs"]

    static let sizeOrder = ["extra small", "small", "medium", "large", "extra large", "jumbo"]

    /// The size a line asks for, from the parser's size word or one in the name.
    static func sizeWord(_ given: String?, name: [String]) -> String? {
        for word in FoodWords(given ?? "").words + name {
            if let size = sizes[word] { return size }
        }
        return nil
    }

    static let sizes: [String: String] = {
        var map: [String: String] = [
            "small": "small", "little": "small", "medium": "medium", "large": "large", "big": "large",
            "jumbo": "jumbo", "кішкентай": "small", "кіші": "small", "шағын": "small", "орташа": "medium",
            "үлкен": "large", "ірі": "large",
            // written short in English: "1 lg. onion", "2 med. potatoes"
            "lg": "large", "lge": "large", "lrg": "large", "med": "medium", "sm": "small",
        ]
        for stem in ["маленьк", "небольш"] { for e in ["ий", "ая", "ое", "ие", "их", "ую", "ой", "ого"] { map[stem + e] = "small" } }
        for e in ["ий", "яя", "ее", "ие", "их", "юю", "ей", "его"] { map["средн" + e] = "medium" }
        for stem in ["крупн", "больш"] { for e in ["ый", "ой", "ая", "ое", "ые", "ие", "ых", "их", "ую", "ого"] { map[stem + e] = "large" } }
        return map
    }()

    /// A count unit written in the name of a line without an amount: "a small bunch of
    /// dill", "небольшой пучок укропа", "бір шағын бума аскөк", "celery stalks".
    static func embeddedUnit(in words: [String], language: String) -> String? {
        for word in words {
            if let unit = UnitTable.lookup(word, language: language), unit.dimension == .count,
                !["pinch", "dash", "drop"].contains(unit.id)
            {
                return unit.id
            }
        }
        return nil
    }

    /// Words that select a USDA measure: "chopped", "ground", "whole" (in any language).
    static func qualifierWords(_ line: ParsedIngredient) -> Set<String> {
        var words = Set(FoodWords(line.name + " " + (line.note ?? "")).words)
        for word in words {
            for synonym in qualifierSynonyms where word.containsExactly(synonym.key) { words.insert(synonym.value) }
        }
        return words
    }

    /// USDA qualifiers that describe the food changed: not used unless the line says so.
    static let states: Set<String> = [
        "whipped", "melted", "cooked", "drained", "mashed", "pureed", "crushed", "thawed",
        "unthawed", "crumbled", "sifted",
    ]

    /// Word parts in Russian and Kazakh (and English plurals) that mean a USDA qualifier, in order.
    static let qualifierSynonyms: [(key: String, value: String)] = [
        ("grated", "shredded"), ("shredded", "grated"),
        ("рублен", "chopped"), ("нарезан", "chopped"), ("туралған", "chopped"), ("натерт", "grated"), ("терт", "grated"),
        ("молот", "ground"), ("ұнтақталған", "ground"), ("горошк", "whole"), ("горошин", "whole"), ("бүтін", "whole"),
        ("түйір", "whole"), ("peppercorns", "whole"), ("seeds", "whole"), ("семен", "whole"), ("дән", "whole"),
    ]

    // MARK: Notes

    static func contains(_ text: String, any phrases: [String]) -> Bool {
        let lower = " " + FoodWords(text).joined + " "
        return phrases.contains { lower.containsExactly(" " + $0 + " ") }
    }

    /// "to serve", "для подачи", "дастарқанға" in the note or the group's title.
    static func isServing(note: String, group: String?) -> Bool {
        let phrases = [
            "to serve", "for serving", "to garnish", "for garnish", "garnish", "serving",
            "для подачи", "к подаче", "подачи", "для украшения", "дастарқанға", "безендіруге", "ұсынуға",
        ]
        return contains(note, any: phrases) || contains(group ?? "", any: phrases)
    }

    static func isOptional(_ note: String) -> Bool {
        contains(note, any: ["optional", "по желанию", "қаласаңыз", "қалауы бойынша", "қалау бойынша", "міндетті емес"])
    }

    static func isTakenFromThePot(_ note: String) -> Bool {
        contains(
            note,
            any: [
                "from the pot", "from the pan", "from the broth", "from cooking", "из кастрюли", "из казана",
                "из бульона", "қазаннан", "сорпадан",
            ])
    }

    static func isDeepFrying(_ note: String) -> Bool {
        let lower = FoodWords(note).joined
        return ["deep fry", "deep frying", "deep fried", "фритюр", "қуыруға"].contains { lower.containsExactly($0) }
    }

    /// "plus about 50 g for coating", "и ещё около 50 г для обваливания": a further
    /// amount in the note with a mass or volume unit.
    static func extraAmount(in note: String, language: String, entry: IngredientEntry, food: FoodRecord) -> (grams: Double, text: String)? {
        let lower = note.lowercased()
        // Most notes are ASCII: none of the other markers is in them, and "plus " is found
        // byte by byte where Foundation's search finds it (no bridging for every line).
        let ascii = lower.utf8.allSatisfy { $0 < 0x80 }
        for marker in ["plus ", "и ещё ", "и еще ", "тағы "] {
            let found = ascii ? (marker == "plus " ? lower.utf8.firstRange(of: marker.utf8) : nil) : lower.range(of: marker)
            guard let range = found else { continue }
            let rest = String(note[range.upperBound...]).trimmingSpaces()
            let parsed = IngredientLineParser.parse(rest, language: language).value
            guard let q = parsed.quantity, let u = parsed.unit, let unit = UnitTable.unit(id: u) else { continue }
            let amount = (Double(q.low) + Double(q.high)) / 2
            switch unit.dimension {
            case .mass: return (amount * Double(unit.factor), rest)
            case .volume:
                if let (grams, _) = weighVolume(amount, unit: unit, food: food, entry: entry, words: []) { return (grams, rest) }
            default: break
            }
        }
        return nil
    }

    // MARK: Numbers

    /// A number with at most `decimals` decimals, without trailing zeros: `2.5`, `110`.
    static func format(_ value: Double, decimals: Int = 2) -> String {
        NutritionFormat.number(value, decimals: decimals, trim: true)
    }
}

extension Double {
    public init(_ r: Rational) {
        self = Double(r.numerator) / Double(r.denominator)
    }
}

/// Deterministic number text, without Foundation's locale-dependent formatting.
public enum NutritionFormat {
    /// `value` rounded half away from zero to `decimals` decimals; trailing zeros dropped
    /// when `trim`. `-0` is written `0`.
    public static func number(_ value: Double, decimals: Int, trim: Bool = false) -> String {
        guard value.isFinite else { return "0" }
        let places = max(0, decimals)
        guard places <= 15 else { return longNumber(value, decimals: decimals, trim: trim) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(Int(value.rounded())) }
        // Written digit by digit into a few bytes (the number's text is short): no
        // intermediate strings, no trimming by removal.
        let units = Int(scaled)
        let unitScale = Int(scale)
        let whole = units / unitScale
        var fraction = units % unitScale
        var fractionDigits = places
        if trim {
            while fractionDigits > 0, fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        let negative = value < 0 && units != 0
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var count = 0
            if negative {
                buffer[0] = UInt8(ascii: "-")
                count = 1
            }
            var digits = whole
            let start = count
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(digits % 10)
                digits /= 10
                count += 1
            } while digits > 0
            var low = start
            var high = count - 1
            while low < high {
                buffer.swapAt(low, high)
                low += 1
                high -= 1
            }
            if fractionDigits > 0 {
                buffer[count] = UInt8(ascii: ".")
                count += 1
                var position = count + fractionDigits - 1
                while position >= count {
                    buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
                    fraction /= 10
                    position -= 1
                }
                count += fractionDigits
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// `number` for more than 15 decimals, by strings (as it always was).
    static func longNumber(_ value: Double, decimals: Int, trim: Bool) -> String {
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(Int(value.rounded())) }
        let units = Int(scaled)
        let whole = units / Int(scale)
        var fraction = decimals > 0 ? String(units % Int(scale)) : ""
        if decimals > 0 { fraction = String(repeating: "0", count: decimals - fraction.count) + fraction }
        if trim { while fraction.hasSuffix("0") { fraction.removeLast() } }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
