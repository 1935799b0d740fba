import CookbookQuantities
/// The curated ingredient dictionary: the names cooks write in English, Russian and
/// Kazakh, each mapped to a USDA food, with its aisle (for shopping lists), its diet and
/// allergen flags and the weights USDA lacks. The source is `scripts/data/ingredients.tsv`;
/// `scripts/derive-foods` turns it into `Data/IngredientData.swift`.
public enum IngredientDictionary {
    /// The entry with this id (`onion`), the id an author writes in `{food=onion}`.
    public static func entry(id: String) -> IngredientEntry? { byID[id] }

    static let entries: [IngredientEntry] = source.dataParts(UInt8(ascii: "\n")).map { parse(String($0)) }

    static let byID: [String: IngredientEntry] = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })

    /// One line of `source` (see `Data/IngredientData.swift` for the layout).
    static func parse(_ line: String) -> IngredientEntry {
        let f = line.dataParts(UInt8(ascii: "|"), omittingEmpty: false).map(String.init)
        precondition(f.count == 14, "malformed ingredient record: \(line)")
        func list(_ text: String) -> [String] { text.dataParts(UInt8(ascii: ";")).map(String.init) }
        func pairs(_ text: String) -> [(String, String)] {
            text.dataParts(UInt8(ascii: ",")).map { pair in
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return (kv[0], kv[1])
            }
        }
        return IngredientEntry(
            id: f[0], ndb: Int(f[1])!, aisle: Aisle(rawValue: f[2])!,
            flags: Set(f[3].dataParts(UInt8(ascii: ",")).map { FoodFlag(rawValue: String($0))! }),
            en: list(f[4]), ru: list(f[5]), kk: list(f[6]),
            weights: Dictionary(pairs(f[7]).map { ($0.0, Double($0.1)!) }, uniquingKeysWith: { a, _ in a }),
            density: Double(f[8]), defaultMeasure: f[9].isEmpty ? nil : f[9], negligible: f[10] == "1",
            refuse: Double(f[11]), variants: Dictionary(pairs(f[12]), uniquingKeysWith: { a, _ in a }),
            note: f[13].isEmpty ? nil : f[13])
    }

    /// Every entry, in the order of the source file.
    public static var all: [IngredientEntry] { entries }
}

/// Where an ingredient is found in a shop.
public enum Aisle: String, Sendable, CaseIterable {
    case produce, meat, fish, dairy, bakery, grains, spices, oils, canned, frozen, drinks, other
}

/// What an ingredient is or contains, for diets and allergens. In the data, pork, beef and
/// poultry imply meat; meat, fish, shellfish, dairy and egg imply animal-derived.
public enum FoodFlag: String, Sendable, CaseIterable, Comparable {
    case meat, pork, beef, poultry, fish, shellfish, dairy, egg, gluten, peanut
    case treeNut = "tree-nut"
    case sesame, soy, alcohol
    case animalDerived = "animal-derived"

    public static func < (a: FoodFlag, b: FoodFlag) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The allergens among the flags: what a reader with an allergy looks for.
    public static let allergens: [FoodFlag] = [.gluten, .dairy, .egg, .peanut, .treeNut, .sesame, .soy, .fish, .shellfish]
}

/// One ingredient of the dictionary.
public struct IngredientEntry: Sendable, Equatable {
    /// The facts of an entry, stored once.
    struct Fields: Sendable, Equatable {
        var id: String
        /// The USDA SR28 number of its food.
        var ndb: Int
        var aisle: Aisle
        var flags: Set<FoodFlag>
        /// Names per language; the first is the display name.
        var names: [String: [String]]
        /// Grams of one piece by size (`small`, `medium`, `large`, `piece`) or of one count
        /// unit (`clove`, `bunch`, `handful`...), where USDA has no such measure.
        var weights: [String: Double]
        /// Grams per millilitre, where USDA has no volume measure.
        var density: Double?
        /// The size (or count unit) a line without one means: `large` for eggs, `clove` for garlic.
        var defaultMeasure: String?
        /// A seasoning: a line without an amount counts as negligible.
        var negligible: Bool
        /// Percent of bone in an amount as bought (USDA's refuse share), removed from weights
        /// the author gives.
        var refuse: Double?
        /// Other entries for the same thing canned, frozen, or its juice or zest: `canned` ->
        /// `canned-chickpeas`.
        var variants: [String: String]
        /// Why the USDA food stands in for this ingredient, when it is not the same food.
        var note: String?
    }

    /// The box the facts live in; never written while shared (`fields`). Every line
    /// matched to an entry holds it (`IngredientMatcher.Match`, and through it the
    /// nutrition of every line the build keeps): one reference, not the entry's twelve
    /// fields inline (about 125 bytes a line; docs/performance.md, "Stop 31, memory per
    /// recipe"). Unchecked exclusivity: written only through `fields` of its one owner.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    public static func == (a: IngredientEntry, b: IngredientEntry) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    /// All the facts, to read; to write, the box made unique first.
    var fields: Fields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    public var id: String {
        _read { yield storage.fields.id }
        _modify { yield &fields.id }
    }
    /// The USDA SR28 number of its food.
    public var ndb: Int {
        _read { yield storage.fields.ndb }
        _modify { yield &fields.ndb }
    }
    public var aisle: Aisle {
        _read { yield storage.fields.aisle }
        _modify { yield &fields.aisle }
    }
    public var flags: Set<FoodFlag> {
        _read { yield storage.fields.flags }
        _modify { yield &fields.flags }
    }
    /// Names per language; the first is the display name.
    public var names: [String: [String]] {
        _read { yield storage.fields.names }
        _modify { yield &fields.names }
    }
    /// Grams of one piece by size (`small`, `medium`, `large`, `piece`) or of one count
    /// unit (`clove`, `bunch`, `handful`...), where USDA has no such measure.
    public var weights: [String: Double] {
        _read { yield storage.fields.weights }
        _modify { yield &fields.weights }
    }
    /// Grams per millilitre, where USDA has no volume measure.
    public var density: Double? {
        _read { yield storage.fields.density }
        _modify { yield &fields.density }
    }
    /// The size (or count unit) a line without one means: `large` for eggs, `clove` for garlic.
    var defaultMeasure: String? {
        _read { yield storage.fields.defaultMeasure }
        _modify { yield &fields.defaultMeasure }
    }
    /// A seasoning: a line without an amount counts as negligible.
    public var negligible: Bool {
        _read { yield storage.fields.negligible }
        _modify { yield &fields.negligible }
    }
    /// Percent of bone in an amount as bought (USDA's refuse share), removed from weights
    /// the author gives.
    public var refuse: Double? {
        _read { yield storage.fields.refuse }
        _modify { yield &fields.refuse }
    }
    /// Other entries for the same thing canned, frozen, or its juice or zest: `canned` ->
    /// `canned-chickpeas`.
    public var variants: [String: String] {
        _read { yield storage.fields.variants }
        _modify { yield &fields.variants }
    }
    /// Why the USDA food stands in for this ingredient, when it is not the same food.
    public var note: String? {
        _read { yield storage.fields.note }
        _modify { yield &fields.note }
    }

    init(
        id: String, ndb: Int, aisle: Aisle, flags: Set<FoodFlag>, en: [String], ru: [String], kk: [String],
        weights: [String: Double] = [:], density: Double? = nil, defaultMeasure: String? = nil, negligible: Bool = false,
        refuse: Double? = nil, variants: [String: String] = [:], note: String? = nil
    ) {
        storage = Storage(
            Fields(
                id: id, ndb: ndb, aisle: aisle, flags: flags, names: ["en": en, "ru": ru, "kk": kk], weights: weights,
                density: density, defaultMeasure: defaultMeasure, negligible: negligible, refuse: refuse, variants: variants,
                note: note))
    }

    /// The display name in `language` (English when the language has none).
    public func name(language: String) -> String {
        names[language]?.first ?? names["en"]?.first ?? id
    }

    /// The USDA food; every entry has one (a test checks it).
    public var food: FoodRecord { FoodTable.food(ndb: ndb)! }
}

extension IngredientDictionary {
    /// The entries a word or phrase finds, in any language, for `cookbook foods QUERY`: an
    /// id or a name containing every word of the query (by its stem, so "муки" finds
    /// "мука" and "onions" finds "onion"), or the USDA description containing them.
    /// In dictionary order.
    ///
    ///     IngredientDictionary.search("cheese").map(\.id)   // cheddar, cream-cheese, feta, ...
    public static func search(_ query: String) -> [IngredientEntry] {
        let words = FoodWords.split(query)
        guard !words.isEmpty else { return [] }
        func stems(_ word: String) -> Set<String> {
            Set(["en", "ru", "kk"].map { FoodWords.stem(word, language: $0) })
        }
        let wanted = words.map(stems)
        return entries.filter { entry in
            var texts = [entry.id, entry.food.description]
            for (_, names) in entry.names { texts += names }
            return texts.contains { text in
                let have = FoodWords.split(text)
                let haveStems = have.map(stems)
                return wanted.allSatisfy { want in
                    haveStems.contains { !$0.isDisjoint(with: want) } || have.contains { word in want.contains { $0.count >= 4 && word.hasPrefix($0) } }
                }
            }
        }
    }

    /// One line per entry for `cookbook foods`: id, names in English, Russian and Kazakh,
    /// and the USDA food whose values are used.
    ///
    ///     queso-fresco    queso fresco; адыгейский сыр; адыгей ірімшігі    USDA 01228 Cheese, fresh, queso fresco
    public static func describe(_ entry: IngredientEntry) -> String {
        let names = ["en", "ru", "kk"].compactMap { entry.names[$0]?.first }.joined(separator: "; ")
        return "\(entry.id)\t\(names)\tUSDA \(entry.food.ndbText) \(entry.food.description)"
    }
}
