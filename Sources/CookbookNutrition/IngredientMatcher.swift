import CookbookSupport
import CookbookQuantities

/// Finds the dictionary entry an ingredient line names, in English, Russian or Kazakh.
///
///     "3 medium onions (about 450 g)"       -> onion
///     "500 г пшеничной муки"                 -> flour      (inflected: мука, муки)
///     "1 ас қасық күнжіт"                    -> sesame-seeds
///     "bone-in beef shin or brisket"         -> beef-shin-bone-in (the longest name wins)
///     "juice of 1/2 lemon"                   -> lemon-juice (the lemon's `juice` variant)
///     "2 onions {food=shallot}"              -> shallot    (the author's choice)
///
/// Names are compared word by word after `FoodWords` normalisation: case, `ё`/`е`,
/// punctuation and, failing an exact word, the word's stem. The dictionary name covering
/// the most words wins; then the one with more exact words, then one in the recipe's
/// language, then the earliest in the line ("beef shin or brisket" is beef shin).
/// Descriptive words ("fresh", "chopped", "свежей") are skipped in a second pass.
public enum IngredientMatcher {
    /// A line's food.
    public struct Match: Sendable, Equatable {
        public enum How: String, Sendable {
            /// The author wrote `{food=id}`.
            case explicit
            /// A dictionary name was found in the line's name.
            case name
            /// Found only in the note ("farmer cheese, tvorog").
            case note
        }
        public var entry: IngredientEntry
        public var how: How
        /// The dictionary name that matched (`пшеничная мука`), or the id for `explicit`.
        public var matchedName: String
        /// Why another entry than the one named was used: "canned", "juice".
        public var variant: String?

        public init(entry: IngredientEntry, how: How, matchedName: String, variant: String? = nil) {
            self.entry = entry
            self.how = how
            self.matchedName = matchedName
            self.variant = variant
        }
    }

    /// The entry for a parsed line, or nil. `language` is the recipe's (en, ru, kk):
    /// its names win ties, every language's names are tried.
    public static func match(_ line: ParsedIngredient, language: String) -> Match? {
        let texts = [line.name, line.note ?? "", line.text]
        if let id = texts.lazy.compactMap({ FoodReference.find(in: $0)?.id }).first {
            guard let entry = IngredientDictionary.entry(id: id) else { return nil }
            return Match(entry: entry, how: .explicit, matchedName: id)
        }
        let name = FoodReference.strip(line.name)
        var found: Match?
        if let preparation = line.preparation, let hit = best(in: FoodWords(preparation + " " + name), language: language) {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
        }
        if found == nil, let hit = best(in: FoodWords(name), language: language) {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
        }
        if found == nil, let note = line.note.map(FoodReference.strip), let hit = best(in: FoodWords(note), language: language) {
            found = Match(entry: hit.entry, how: .note, matchedName: hit.name)
        }
        guard var match = found else { return nil }
        if let kind = variantKind(of: line), let id = match.entry.variants[kind], let variant = IngredientDictionary.entry(id: id) {
            match.entry = variant
            match.variant = kind
        }
        return match
    }

    /// The entry whose name best covers `text` (a name as cooks write it), or nil.
    public static func match(name text: String, language: String) -> IngredientEntry? {
        best(in: FoodWords(text), language: language)?.entry
    }

    /// Up to `limit` entries whose names are closest to `text` by edit distance, for a
    /// "did you mean" hint. Names in `language` are preferred.
    public static func suggestions(for text: String, language: String, limit: Int = 3) -> [IngredientEntry] {
        let words = FoodWords(FoodReference.strip(text)).withoutDescriptive
        guard !words.isEmpty else { return [] }
        let phrase = words.joined
        var scored: [(distance: Int, order: Int, entry: IngredientEntry)] = []
        for (order, entry) in IngredientDictionary.entries.enumerated() {
            var best = Int.max
            for (nameLanguage, names) in entry.names where nameLanguage == language || nameLanguage == "en" {
                for name in names {
                    let candidate = FoodWords(name).joined
                    var d = Suggest.distance(phrase, candidate)
                    // A single word close to one word of the line also counts ("onoin soup").
                    for word in words.words where word.count >= 4 {
                        for part in candidate.split(separator: " ") where part.count >= 4 {
                            d = min(d, Suggest.distance(word, String(part)) + (candidate.contains(" ") ? 1 : 0))
                        }
                    }
                    best = min(best, d)
                }
            }
            let limitDistance = max(2, min(4, phrase.count / 3))
            // Fewer edits than letters: "x" is close to nothing.
            if best <= limitDistance, best < phrase.count { scored.append((best, order, entry)) }
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.entry)
    }

    // MARK: Variants

    static let cannedWords: Set<String> = ["canned", "tinned", "консервированный", "консервированная", "консервированные",
                                           "консервированного", "консервированной", "консервированных", "консервіленген"]
    static let frozenWords: Set<String> = ["frozen", "замороженный", "замороженная", "замороженные", "замороженного",
                                           "замороженной", "замороженных", "мұздатылған"]
    static let juiceWords: Set<String> = ["juice", "сок", "сока", "шырыны", "шырын", "суы"]
    static let zestWords: Set<String> = ["zest", "peel", "rind", "цедра", "цедры", "цедру", "қабығы"]

    /// `canned`, `frozen`, `juice` or `zest` when the line asks for that form of the food.
    static func variantKind(of line: ParsedIngredient) -> String? {
        let preparation = Set(FoodWords(line.preparation ?? "").words)
        if !preparation.isDisjoint(with: juiceWords) { return "juice" }
        if !preparation.isDisjoint(with: zestWords) { return "zest" }
        if line.container == "can" || line.unit == "can" || line.container == "jar" { return "canned" }
        let words = Set(FoodWords(line.name + " " + (line.note ?? "")).words)
        if !words.isDisjoint(with: cannedWords) { return "canned" }
        if !words.isDisjoint(with: frozenWords) { return "frozen" }
        return nil
    }

    // MARK: The index

    struct Name: Sendable {
        let entry: Int
        let language: String
        let text: String
        let words: [String]
        let stems: [String]
    }

    struct Index: Sendable {
        let names: [Name]
        /// Names by their first word, and by the stem of their first word (per language).
        let byWord: [String: [Int]]
        let byStem: [String: [Int]]
        let languages: [String]

        init(entries: [IngredientEntry]) {
            var names: [Name] = []
            var byWord: [String: [Int]] = [:], byStem: [String: [Int]] = [:]
            var languages = Set<String>()
            for (e, entry) in entries.enumerated() {
                for (language, list) in entry.names.sorted(by: { $0.key < $1.key }) {
                    languages.insert(language)
                    for text in list {
                        let words = FoodWords.split(text)
                        guard let first = words.first else { continue }
                        let name = Name(entry: e, language: language, text: text, words: words,
                                        stems: words.map { FoodWords.stem($0, language: language) })
                        byWord[first, default: []].append(names.count)
                        byStem[language + ":" + name.stems[0], default: []].append(names.count)
                        names.append(name)
                    }
                }
            }
            self.names = names
            self.byWord = byWord
            self.byStem = byStem
            self.languages = languages.sorted()
        }
    }

    static let index = Index(entries: IngredientDictionary.entries)

    struct Hit {
        var entry: IngredientEntry
        var name: String
        /// Words covered, exact words, in the recipe's language, minus the position.
        var score: (Int, Int, Int, Int)
    }

    static func best(in text: FoodWords, language: String) -> Hit? {
        // Both passes stem the same words: stem each once, in every language.
        var cache: [String: [String: String]] = [:]
        let stem = { (word: String) -> [String: String] in
            if let known = cache[word] { return known }
            var stems: [String: String] = [:]
            for l in index.languages { stems[l] = FoodWords.stem(word, language: l) }
            cache[word] = stems
            return stems
        }
        let first = best(words: text.words, language: language, stem: stem)
        let second = best(words: text.withoutDescriptive.words, language: language, stem: stem)
        switch (first, second) {
        case let (a?, b?): return a.score >= b.score ? a : b
        case let (a, b): return a ?? b
        }
    }

    static func best(words: [String], language: String, stem: (String) -> [String: String]) -> Hit? {
        guard !words.isEmpty else { return nil }
        let index = self.index
        let wordStems = words.map(stem)
        var best: Hit?
        for i in words.indices {
            var candidates = Set(index.byWord[words[i]] ?? [])
            for l in index.languages { candidates.formUnion(index.byStem[l + ":" + wordStems[i][l]!] ?? []) }
            for c in candidates.sorted() {
                let name = index.names[c]
                guard i + name.words.count <= words.count else { continue }
                var exact = 0
                var matched = true
                for (k, word) in name.words.enumerated() {
                    if words[i + k] == word { exact += 1 } else if wordStems[i + k][name.language] != name.stems[k] { matched = false; break }
                }
                guard matched else { continue }
                let score = (name.words.count, exact, name.language == language ? 1 : 0, -i)
                if best == nil || score > best!.score {
                    best = Hit(entry: IngredientDictionary.entries[name.entry], name: name.text, score: score)
                }
            }
        }
        return best
    }
}

/// The author's choice of food in an ingredient line: `2 onions, sliced {food=shallot}`.
/// `{food: shallot}` is accepted too, but a line containing `: ` must then be quoted in
/// YAML. The id is a dictionary id (`scripts/data/ingredients.tsv`).
public enum FoodReference {
    /// The id and the scalar range of the `{...}` in `text`, if there is one.
    public static func find(in text: String) -> (id: String, range: Range<Int>)? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}") {
                let inner = String(String.UnicodeScalarView(scalars[(i + 1)..<close])).trimmingSpaces()
                let lower = inner.lowercased()
                if lower.hasPrefix("food") {
                    var rest = Substring(inner.dropFirst(4)).drop { $0 == " " }
                    if rest.first == "=" || rest.first == ":" {
                        rest = rest.dropFirst().drop { $0 == " " }
                        let id = String(rest).trimmingSpaces().lowercased()
                        if !id.isEmpty, !id.contains(where: { $0 == " " || $0 == "{" }) {
                            return (id, i..<(close + 1))
                        }
                    }
                }
                i = close + 1
            } else {
                i += 1
            }
        }
        return nil
    }

    /// `text` without its `{food=...}`, trimmed: what the ingredient-line parser should read.
    public static func strip(_ text: String) -> String {
        guard let found = find(in: text) else { return text }
        var scalars = Array(text.unicodeScalars)
        scalars.removeSubrange(found.range)
        var text = String(String.UnicodeScalarView(scalars)).split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ").trimmingSpaces()
        // "2 onions {food=shallot}, sliced" -> "2 onions, sliced".
        for mark in [",", ";", ".", ")"] { text = text.replacingOccurrences(of: " " + mark, with: mark) }
        return text
    }
}
