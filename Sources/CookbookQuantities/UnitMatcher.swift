/// Finds unit names in text for one language. A name is matched as its words (split at
/// dots and spaces) separated by any dots and spaces, with an optional final dot, so the
/// entry `ст. л.` also matches `ст.л.`, `ст л` and `ст.л`, and `tbsp` matches `Tbsp.`.
public struct UnitMatcher: Sendable {
    struct Entry: Sendable {
        let name: String
        let words: [[Unicode.Scalar]]
        let unit: Unit
    }

    let entries: [Entry]
    /// Entries by their first scalar, so a match tries only the names that can start here.
    let byFirst: [Unicode.Scalar: [Entry]]
    /// Single-word names of at least three letters: what a misspelled unit is compared with.
    let suggestionNames: [String]
    /// `suggestionNames` by their first scalar, in their order, each with its length in
    /// scalars once lowercased (an edit distance is at least the difference of lengths).
    let suggestionsByFirst: [Unicode.Scalar: [(name: String, length: Int)]]

    init(languages: [String]) {
        var entries: [Entry] = []
        var approximate = Set<String>()
        for language in languages {
            for unit in UnitTable.all {
                for name in unit.names[language] ?? [] {
                    let words = name.split(whereSeparator: { $0 == "." || $0 == " " }).map { Array($0.unicodeScalars) }
                    entries.append(Entry(name: name, words: words, unit: unit))
                    // "литрдей", "стақандай", "ас қасықтай": in Kazakh -дай/-тай on the unit says
                    // about so much; read as the unit.
                    if language == "kk", let about = Self.kazakhApproximate(name), !(unit.names["kk"] ?? []).contains(about) {
                        approximate.insert(about)
                        let words = about.split(whereSeparator: { $0 == "." || $0 == " " }).map { Array($0.unicodeScalars) }
                        entries.append(Entry(name: about, words: words, unit: unit))
                    }
                }
            }
        }
        self.entries = entries
        byFirst = Dictionary(grouping: entries.filter { !$0.words.isEmpty }, by: { $0.words[0][0] })
        suggestionNames = entries.filter {
            $0.words.count == 1 && $0.name.unicodeScalars.count >= 3 && !Self.notSuggested.contains($0.name) && !approximate.contains($0.name)
                && !Self.notSuggestedUnits.contains($0.unit.id)
        }.map(\.name)
        var byFirst: [Unicode.Scalar: [(name: String, length: Int)]] = [:]
        for name in suggestionNames {
            byFirst[name.unicodeScalars.first!, default: []].append((name, name.lowercased().unicodeScalars.count))
        }
        suggestionsByFirst = byFirst
    }

    /// A Kazakh unit name with the approximative ending its last sound and vowel take
    /// (литр -> литрдей, стақан -> стақандай, қасық -> қасықтай), or nil for a name that
    /// does not end in a Cyrillic letter of at least three (г, мл, ст.л.).
    static func kazakhApproximate(_ name: String) -> String? {
        guard let last = name.last, name.split(separator: " ").last.map({ $0.count >= 3 }) == true,
            let scalar = last.unicodeScalars.first, (0x430...0x4FF).contains(scalar.value), !name.contains("."),
            !["дай", "тай", "дей", "тей"].contains(where: { name.hasSuffix($0) })
        else { return nil }
        // и in a borrowed word takes the front form (литрдей).
        let back = name.last(where: { "аоұыяё".contains($0) || "әеөүіэи".contains($0) }).map { "аоұыяё".contains($0) } ?? true
        let voiceless = "кқпстфхцчшщ".contains(last)
        return name + (voiceless ? "т" : "д") + (back ? "ай" : "ей")
    }

    /// Count words that are units when written but too close to common food words to
    /// call a near miss a misspelled unit: "sweet" is not "sheet", "lean" not "leaf",
    /// "bottled" not "bottle", "filled" not "fillet", "carrots" not "cartons".
    static let notSuggested: Set<String> = [
        "ear", "ears", "bulb", "bulbs", "fillet", "fillets", "filet", "filets", "strip",
        "strips", "rasher", "rashers", "зуб", "зубч", "зубок", "зубка", "стак", "долька",
        "дольки", "долек", "штучки", "кусочек", "кусочка", "кусочков", "ломтики", "ломтя",
        "ломтей", "тіс", "box", "boxes", "bag", "bags", "block", "blocks", "плитка", "плитки", "плиток", "плитку",
        "щепоть", "тісі", "тістемі", "басы", "бумадан", "данадан", "горошина", "горошины", "горошин",
        "ломт", "веточ", "щепот", "капл",
        // Kazakh count words of the twenty-fifth pass, one letter off foods ("10 шомыр" is
        // radishes, not a misspelt шоғыр; "1 шортан" a pike, not шоқтан)
        "шоғыр", "шоғыры", "шоғы", "шоқтан", "сына", "топ", "кесек", "бұтағы", "данасы", "байламы", "бумасы",
        "қаптамасы",
        // "2 carrots" is no misspelt carton
        "carton", "cartons",
    ]
    static let notSuggestedUnits: Set<String> = ["leaf", "sheet", "bottle", "dsp"]

    static let cache: [String: UnitMatcher] = Dictionary(
        uniqueKeysWithValues: LanguageGrammar.all.map {
            ($0.key, UnitMatcher(languages: $0.value.unitLanguages))
        })

    public static func forLanguage(_ code: String) -> UnitMatcher {
        // The keys are `LanguageGrammar.all`'s, each its own grammar's code.
        if let matcher = cache[code] { return matcher }
        return cache[LanguageGrammar.forLanguage(code).code]!
    }

    /// The longest unit name written at `i` in lowercase scalars, and where it ends
    /// (after a final dot, if any).
    public func longestMatch(in lower: [Unicode.Scalar], at i: Int) -> (unit: Unit, end: Int)? {
        guard i < lower.count, let candidates = byFirst[lower[i]] else { return nil }
        // By index: an entry (and its unit) is copied only when it is the answer.
        var best = -1
        var bestEnd = i
        for k in candidates.indices {
            if let end = Self.match(candidates[k].words, in: lower, at: i), end > bestEnd {
                best = k
                bestEnd = end
            }
        }
        return best < 0 ? nil : (candidates[best].unit, bestEnd)
    }

    static func match(_ words: [[Unicode.Scalar]], in s: [Unicode.Scalar], at start: Int) -> Int? {
        var k = start
        for (index, word) in words.enumerated() {
            if index > 0 {
                let before = k
                while k < s.count, s[k] == "." || s[k] == " " { k += 1 }
                guard k > before else { return nil }
            }
            guard k + word.count <= s.count else { return nil }
            for c in word {
                guard s[k] == c else { return nil }
                k += 1
            }
        }
        if k < s.count, FoodWords.isLetter(s[k]), let last = words.last?.last, FoodWords.isLetter(last) { return nil }
        if k < s.count, s[k] == "." { k += 1 }
        return k
    }
}
