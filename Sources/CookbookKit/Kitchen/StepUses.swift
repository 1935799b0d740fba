import CookbookSupport
import CookbookQuantities
import CookbookNutrition
import Foundation

/// Which ingredient lines each step of a recipe uses, found at build time, so the page
/// can show them (with their amounts, scaled and converted) under the step.
///
/// A line is used by a step when the step's words (stemmed in the recipe's language, so
/// "моркови" and "морковь" meet) contain
/// - the last word of the line's ingredient key, its head noun ("long-grain rice" → rice,
///   "пшеничной муки" → мук), or
/// - a word of the key that alone names a food in the dictionary ("lamb" of "lamb
///   shoulder"), or
/// - every word of one of the dictionary names of the line's food.
///
/// The author decides with a marker in the step: `{uses=1,3}` (the ingredient lines by
/// their number, from 1, across groups) or `{uses=}` (none). The marker is removed from
/// the page.
enum StepUses {
    struct Marker: Equatable {
        /// Line numbers from 1; empty: the step uses none.
        var lines: [Int]
        /// The step's HTML without the marker.
        var html: String
        var text: String
    }

    /// Finds `{uses=...}` in a step; nil when there is none.
    static func marker(html: String, text: String) -> Marker? {
        // A byte scan first (as in `writtenList`): Foundation's `range(of:)` bridges to
        // NSString, and it ran for every step of every page though few steps have a marker.
        guard html.containsExactly("{uses=") else { return nil }
        guard let range = html.range(of: "{uses="), let end = html[range.upperBound...].firstIndex(of: "}") else { return nil }
        let list = html[range.upperBound..<end]
        let numbers = list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        var cleaned = html
        cleaned.removeSubrange(range.lowerBound...end)
        var plain = text
        if let r = plain.range(of: "{uses="), let e = plain[r.upperBound...].firstIndex(of: "}") { plain.removeSubrange(r.lowerBound...e) }
        return Marker(lines: numbers, html: trimSpaceBeforeTags(cleaned), text: plain.trimmingCharacters(in: .whitespaces))
    }

    /// The numbers of a step's `{uses=...}` as written (`1, 3`); nil without a marker.
    static func writtenList(in text: String) -> Substring? {
        // A byte scan first: Foundation's `range(of:)` is slow, and most steps have no marker
        // (without these bytes it cannot find one; with them, it decides as before).
        guard text.containsExactly("{uses=") else { return nil }
        guard let range = text.range(of: "{uses="), let end = text[range.upperBound...].firstIndex(of: "}") else { return nil }
        return text[range.upperBound..<end]
    }

    /// An `invalid-uses` error for each step whose marker names no ingredient line: a word,
    /// 0, or a number past the last line. `lineCount`: the recipe's lines, counted across
    /// groups; nil when they are not known here (a translation that takes the original's
    /// lines), then only whole numbers from 1 are checked. `file` is read again only to
    /// point at a wrong marker's column.
    static func check(_ steps: [MarkdownBody.Block], lineCount: Int?, file: SourceFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var lines: [Substring]?
        for step in steps {
            guard let list = writtenList(in: step.text) else { continue }
            // Read as `marker` reads it: `{uses=}` is none, empty entries are skipped.
            let entries = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard let bad = entries.first(where: { Int($0).map { $0 < 1 || $0 > (lineCount ?? Int.max) } ?? true }) else { continue }
            if lines == nil { lines = (TextDecoder.decode(file).value ?? "").split(separator: "\n", omittingEmptySubsequences: false) }
            let at = markerLocation(in: lines ?? [], from: step.line, path: file.displayPath)
            let range = lineCount.map { $0 == 0 ? "the recipe has no ingredient lines" : "its ingredient lines are 1 to \($0)" } ?? "ingredient lines are numbered from 1"
            let problem = Int(bad) == nil ? "'\(bad)' is not an ingredient line number" : "there is no ingredient line \(bad)"
            diagnostics.append(
                Diagnostic(
                    .error, "invalid-uses", "the step's '{uses=\(list)}': \(problem); \(range)", at: at,
                    hint: "number the ingredient lines from 1, counted across groups, e.g. {uses=1,3}; {uses=} for none"))
        }
        return diagnostics
    }

    /// Where `{uses=` stands in the file, looking from the step's first line on; the
    /// step's line when it is not found (a marker the Markdown wrote otherwise).
    static func markerLocation(in lines: [Substring], from line: Int, path: String) -> SourceLocation {
        for index in max(line - 1, 0)..<min(lines.count, max(line - 1, 0) + 200) {
            if let range = lines[index].range(of: "{uses=") {
                return SourceLocation(path: path, line: index + 1, column: lines[index].unicodeScalars[..<range.lowerBound].count + 1)
            }
        }
        return SourceLocation(path: path, line: line, column: 1)
    }

    /// `text` without any `{uses=...}` marker (and the space before it): for the JSON-LD's steps.
    static func removingMarkers(_ text: String) -> String {
        var s = text
        while let r = s.range(of: "{uses="), let end = s[r.upperBound...].firstIndex(of: "}"),
            s[r.upperBound..<end].allSatisfy({ $0.isNumber || $0 == "," || $0 == " " })
        {
            var start = r.lowerBound
            if start > s.startIndex, s[s.index(before: start)] == " " { start = s.index(before: start) }
            s.removeSubrange(start...end)
        }
        return s
    }

    /// "Fry the onions. </p>" after removing a marker at the end: no space before the tag.
    static func trimSpaceBeforeTags(_ html: String) -> String {
        var s = html
        while let r = s.range(of: " </") { s.replaceSubrange(r, with: "</") }
        return s.trimmingCharacters(in: .whitespaces)
    }

    /// The words that stand for one ingredient line in a step.
    struct LineTerms {
        var heads: Set<String>
        var names: [[String]]
    }

    /// For each step text (plain), the indices of the lines it uses.
    static func find(steps: [String], lines: [IngredientLine], facts: [LineFacts], language: String) -> [[Int]] {
        find(steps: steps, terms: lineTerms(lines, facts: facts, language: language), language: language)
    }

    /// The words of each line (`terms`), in the line's own language.
    /// - Parameter keys: per line, its `IngredientKey` when the caller knows it for the
    ///   name `terms` reads in that language (the finder's: see `finderKeys`), else nil.
    /// - Parameter heads: per line, its heads when the caller has them (the finder's: see
    ///   `finderHeads`), else nil.
    static func lineTerms(_ lines: [IngredientLine], facts: [LineFacts], language: String, keys: [String?] = [], heads: [Set<String>?] = []) -> [LineTerms] {
        lines.enumerated().map { index, line in
            self.terms(
                line, facts: index < facts.count ? facts[index] : LineFacts(), language: line.language.isEmpty ? language : line.language,
                key: index < keys.count ? keys[index] : nil, heads: index < heads.count ? heads[index] : nil)
        }
    }

    /// Per line of a recipe, the heads of the key `finderKeys` gives (the finder's, worked
    /// out once per ingredient; none for an empty key), nil where it gives none.
    static func finderHeads(_ lines: [IngredientLine], recipeLanguage: String, finder: RecipeFinder, index: Int) -> [Set<String>?] {
        guard index < finder.lineIngredients.count else { return [] }
        let known = finder.lineIngredients[index]
        guard known.count == lines.count, finder.heads.count == finder.ingredients.count else { return [] }
        return lines.indices.map { i in
            guard finderKeyApplies(lines[i], recipeLanguage: recipeLanguage, finder: finder) else { return nil }
            return known[i].map { finder.heads[$0] } ?? []
        }
    }

    /// Whether the finder's key of `line` is the one `terms` would work out (see `finderKeys`).
    static func finderKeyApplies(_ line: IngredientLine, recipeLanguage: String, finder: RecipeFinder) -> Bool {
        guard (line.language.isEmpty ? recipeLanguage : line.language) == finder.language else { return false }
        if let parsed = line.parsed, parsed.name.isEmpty { return false }
        let name = line.parsed?.name ?? line.text
        return !name.utf8.contains(UInt8(ascii: "{"))
    }

    /// Per line of a recipe, the ingredient key the finder worked out (once per distinct
    /// name) when it is the key `terms` would work out: the finder's language is the
    /// line's, the finder read the same name (the parsed name, or the text when there is
    /// none) and the name holds no `{food=…}` to strip. nil where it is not.
    static func finderKeys(_ lines: [IngredientLine], recipeLanguage: String, finder: RecipeFinder, index: Int) -> [String?] {
        guard index < finder.lineIngredients.count else { return [] }
        let known = finder.lineIngredients[index]
        guard known.count == lines.count else { return [] }
        return lines.indices.map { i in
            guard finderKeyApplies(lines[i], recipeLanguage: recipeLanguage, finder: finder) else { return nil }
            // No ingredient: the finder's key was empty.
            return known[i].map { finder.ingredients[$0].key } ?? ""
        }
    }

    /// For each step text (plain), the indices of the lines whose `terms` it names.
    /// The lines' words are numbered once; each step word is then looked up once, and
    /// the lines are checked against the numbers the step holds (no set of the step's
    /// words, no look-up per line and term). In English, when every word is ASCII, words
    /// are numbered and found packed (`PackedWord`, in a small open-addressed table), and
    /// steps of plain text (most) are stemmed on their bytes
    /// (`SearchText.englishPlainStems`): no `String` per step word, no hashing of strings.
    /// The lines' heads and names are kept as numbers in a few flat arrays (not an array
    /// per line and per name), and a step's lines are gathered in one reused buffer and
    /// copied out at their count.
    static func find(steps: [String], terms: [LineTerms], language: String) -> [[Int]] {
        // Sized once: the words of every head and name, at most that many distinct.
        var headCount = 0, nameCount = 0, nameWordCount = 0
        for term in terms {
            headCount += term.heads.count
            nameCount += term.names.count
            for name in term.names { nameWordCount += name.count }
        }
        var numbering = WordNumbering(packs: language == "en", capacity: headCount + nameWordCount)
        // Per line i: its heads are headWords[headStarts[i]..<headStarts[i + 1]]; its
        // (non-empty) names are nameStarts[lineNames[i]..<lineNames[i + 1]], name j being
        // nameWords[nameStarts[j]..<nameStarts[j + 1]].
        var headWords: [Int] = [], headStarts = [0]
        var nameWords: [Int] = [], nameStarts = [0], lineNames = [0]
        headWords.reserveCapacity(headCount)
        headStarts.reserveCapacity(terms.count + 1)
        nameWords.reserveCapacity(nameWordCount)
        nameStarts.reserveCapacity(nameCount + 1)
        lineNames.reserveCapacity(terms.count + 1)
        for term in terms {
            for head in term.heads { headWords.append(numbering.number(head)) }
            headStarts.append(headWords.count)
            for name in term.names where !name.isEmpty {
                for word in name { nameWords.append(numbering.number(word)) }
                nameStarts.append(nameWords.count)
            }
            lineNames.append(nameStarts.count - 1)
        }
        let packs = numbering.packs
        let firsts = numbering.firstBytes
        var present = [Bool](repeating: false, count: numbering.words.count)
        var hits: [Int] = []
        hits.reserveCapacity(terms.count)
        return steps.map { text in
            for i in present.indices { present[i] = false }
            // A stem outside ASCII (with a fraction) is none of the words, all ASCII here.
            // A word whose first byte starts no line's word is not even stemmed (the
            // stem starts with the word's first byte).
            let read =
                packs
                && SearchText.englishPlainStems(text, firstBytes: firsts) { stem, ascii in
                    guard ascii else { return }
                    guard let p = PackedWord(stem), let n = numbering.packedIndex(p) else { return }
                    present[n] = true
                }
            if !read {
                numbering.numberAll()
                for stem in SearchText.stems(text, language) {
                    if let n = numbering.numbers[stem] { present[n] = true }
                }
            }
            hits.removeAll(keepingCapacity: true)
            for i in terms.indices {
                var uses = false
                for h in headStarts[i]..<headStarts[i + 1] where present[headWords[h]] {
                    uses = true
                    break
                }
                if !uses {
                    names: for j in lineNames[i]..<lineNames[i + 1] {
                        for w in nameStarts[j]..<nameStarts[j + 1] where !present[nameWords[w]] { continue names }
                        uses = true
                        break
                    }
                }
                if uses { hits.append(i) }
            }
            return hits.isEmpty ? [] : Array(hits)
        }
    }

    /// The lines' words of `find`, numbered in the order first met. In English, while every
    /// word is ASCII and packs (`PackedWord`), they are found packed (no hashing of a
    /// `String`) through a small open-addressed table of their numbers, with the set of
    /// their first bytes; else by a dictionary. A value with mutating methods, not a
    /// nested function capturing its variables (which were checked for exclusive access
    /// at every call).
    struct WordNumbering {
        var packs: Bool
        var words: [String] = []
        var packed: [PackedWord] = []
        /// Open addressing over `packed`: a word's number + 1 at its slot or after it
        /// (0: empty); a power of two in size, at most half full.
        var slots: [Int32] = []
        var numbers: [String: Int] = [:]
        var firstBytes = ByteSet()

        init(packs: Bool, capacity: Int = 0) {
            self.packs = packs
            words.reserveCapacity(capacity)
            if packs {
                packed.reserveCapacity(capacity)
                // At most half full with every word distinct: no growing on the way.
                var size = 32
                while size < 2 * capacity { size *= 2 }
                slots = [Int32](repeating: 0, count: size)
            }
        }

        mutating func number(_ word: String) -> Int {
            if packs {
                let packedWord = word.utf8.withContiguousStorageIfAvailable { bytes -> PackedWord? in
                    bytes.allSatisfy { $0 < 0x80 } ? PackedWord(bytes) : nil
                }
                if let p = packedWord ?? (word.utf8.allSatisfy({ $0 < 0x80 }) ? PackedWord(word.utf8) : nil) {
                    if let known = packedIndex(p) { return known }
                    packed.append(p)
                    if packed.count * 2 > slots.count { rehash() } else { insert(p, number: packed.count - 1) }
                    if let first = word.utf8.first { firstBytes.insert(first) }
                    words.append(word)
                    return words.count - 1
                }
                packs = false
                numberAll()
            }
            if let known = numbers[word] { return known }
            numbers[word] = words.count
            words.append(word)
            return words.count - 1
        }

        /// The number of a packed word met so far, nil for one not met.
        func packedIndex(_ p: PackedWord) -> Int? {
            guard !slots.isEmpty else { return nil }
            let mask = slots.count - 1
            var at = Self.slot(p, mask: mask)
            while true {
                let entry = Int(slots[at])
                if entry == 0 { return nil }
                if packed[entry - 1] == p { return entry - 1 }
                at = (at + 1) & mask
            }
        }

        static func slot(_ p: PackedWord, mask: Int) -> Int {
            var h = p.low ^ (p.high &* 0xC2B2_AE3D_27D4_EB4F)
            h ^= h >> 29
            h = h &* 0x9E37_79B9_7F4A_7C15
            return Int(truncatingIfNeeded: h >> 32) & mask
        }

        private mutating func insert(_ p: PackedWord, number: Int) {
            let mask = slots.count - 1
            var at = Self.slot(p, mask: mask)
            while slots[at] != 0 { at = (at + 1) & mask }
            slots[at] = Int32(number + 1)
        }

        private mutating func rehash() {
            slots = [Int32](repeating: 0, count: max(32, slots.count * 2))
            for (n, p) in packed.enumerated() { insert(p, number: n) }
        }

        /// The words numbered so far put in `numbers` (once).
        mutating func numberAll() {
            guard numbers.isEmpty else { return }
            for (k, known) in words.enumerated() { numbers[known] = k }
        }
    }

    /// A set of ASCII bytes (0 to 127) in two words.
    struct ByteSet {
        var low: UInt64 = 0
        var high: UInt64 = 0

        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }

    static func terms(_ line: IngredientLine, facts: LineFacts, language: String, key known: String? = nil, heads given: Set<String>? = nil) -> LineTerms {
        let heads =
            given
            ?? heads(ofKey: known ?? IngredientKey.make(FoodReference.strip(line.parsed?.name ?? line.text), language), language: language)
        // The facts carry their names' stems, worked out once per recipe.
        let names = facts.nameStems.count == facts.names.count ? facts.nameStems : facts.names.map { SearchText.stems($0, language) }
        return LineTerms(heads: heads, names: names)
    }

    /// The words of an ingredient key a step names the line by: its last word (of more
    /// than one character) and its words that are one-word food names of the dictionary.
    static func heads(ofKey key: String, language: String) -> Set<String> {
        let words = key.split(separator: " ").map(String.init)
        var heads = Set<String>()
        if let last = words.last, last.count > 1 { heads.insert(last) }
        if let singles = singleWordNames(language) {
            for word in words where singles.contains(word) { heads.insert(word) }
        }
        return heads
    }

    /// Stems of the one-word food names of the dictionary in `language` (nil for a
    /// language the dictionary has no names in). Each language's set is made on first
    /// use: a build stems only its own languages' names, not every language's.
    static func singleWordNames(_ language: String) -> Set<String>? {
        dictionaryLanguage(language, en: singleWordNamesEnglish, ru: singleWordNamesRussian, kk: singleWordNamesKazakh) ?? nil
    }

    static let singleWordNamesEnglish = makeSingleWordNames("en")
    static let singleWordNamesRussian = makeSingleWordNames("ru")
    static let singleWordNamesKazakh = makeSingleWordNames("kk")

    static func makeSingleWordNames(_ language: String) -> Set<String>? {
        // The names' stems are `NameStems`' (made once per language): the names were
        // stemmed a second time here.
        guard let table = NameStems.table(language), !table.isEmpty else { return nil }
        var result = Set<String>()
        for stems in table.values where stems.count == 1 && stems[0].count > 2 { result.insert(stems[0]) }
        return result
    }
}

// MARK: Parts of a line

extension StepUses {
    /// Words that make a step take what is left of a line: "the rest of the salt".
    static let restWords: [String: [String]] = [
        "en": ["rest", "remaining", "remainder"],
        "ru": ["остальн", "оставш", "остаток", "остатк"],
        "kk": ["қалған"],
    ]

    /// Where a step takes part of a line ("add 1 tsp of the salt") and where a later step
    /// takes the rest ("the rest of the salt"): per step, line index -> the amount, in the
    /// line's own unit. Lines without a mass or volume amount are left alone.
    /// - Parameter terms: the lines' `lineTerms` when the caller has them (the heads of a
    ///   line written in `language` are the same).
    /// - Parameter readings: the clauses read once for the whole build (`ClauseReadings`).
    /// - Parameter recipe: the recipe's index in the recipes `readings` was made of: each
    ///   step's clauses are then taken from it as they were found there, not found again.
    static func portions(
        steps: [String], lines: [IngredientLine], uses: [[Int]], language: String, terms known: [LineTerms]? = nil, readings: ClauseReadings = ClauseReadings(),
        recipe: Int? = nil
    ) -> [[Int: Quantity]] {
        var taken: [Int: Rational] = [:]
        var result: [[Int: Quantity]] = []
        var heads: [Int: Set<String>] = [:]  // per line, computed once
        if let known, known.count == lines.count {
            for i in lines.indices where lines[i].language.isEmpty || lines[i].language == language { heads[i] = known[i].heads }
        }
        let restWords = Self.restWords[language] ?? []
        var lineUnits = [CookbookQuantities.Unit??](repeating: nil, count: lines.count)
        for (s, text) in steps.enumerated() {
            var here: [Int: Quantity] = [:]
            let used = s < uses.count ? uses[s] : []
            guard !used.isEmpty else { result.append(here); continue }
            // Whether the step takes what is left: asked only of a line already partly taken.
            var restAsked: Bool?
            func rest() -> Bool {
                if let restAsked { return restAsked }
                let words = SearchText.words(text.lowercased())
                let found = restWords.contains { word in words.contains { $0.hasPrefix(word) } }
                restAsked = found
                return found
            }
            var clauses: [Clause]?  // the step's amounts, read once and only when a line needs them
            for i in used {
                guard let parsed = lines[i].parsed, let quantity = parsed.quantity, parsed.multiplier == nil, !parsed.pinned else { continue }
                // The line's unit looked up once for all the steps that use it.
                if lineUnits[i] == nil { lineUnits[i] = .some(UnitTable.unit(id: parsed.unit)) }
                guard let unit = lineUnits[i] ?? nil, unit.dimension == .mass || unit.dimension == .volume else { continue }
                let lineHeads = heads[i] ?? terms(lines[i], facts: LineFacts(), language: language).heads
                heads[i] = lineHeads
                if clauses == nil {
                    clauses = recipe.flatMap { readings.clauses(recipe: $0, step: s) } ?? Self.clauses(in: text, language: language, readings: readings)
                }
                if let part = amountTaken(in: clauses ?? [], heads: lineHeads, unit: unit), part < quantity.high {
                    taken[i] = (taken[i] ?? .zero).adding(part) ?? taken[i]
                    here[i] = Quantity(part)
                } else if let done = taken[i], rest(), let left = quantity.high.subtracting(done), Rational.zero < left {
                    here[i] = Quantity(left)
                }
            }
            result.append(here)
        }
        return result
    }

    /// An amount written in a step ("1 tsp of the salt"): what it measures and names.
    struct Clause: Sendable, Equatable {
        var quantity: Quantity
        var unit: CookbookQuantities.Unit
        var stems: Set<String>
    }

    /// Every amount with a unit in a step, in order: each clause from a number up to a
    /// comma, a semicolon or "and" / "и" / "және", read as an ingredient line.
    /// - Parameter readings: clauses already read for the whole build; any other is read here.
    static func clauses(in text: String, language: String, readings: ClauseReadings = ClauseReadings()) -> [Clause] {
        clauseTexts(in: text).compactMap { readings.reading($0, language: language) ?? read($0, language: language) }
    }

    /// The text of each clause of `clauses(in:language:)`, in order, not yet read. Read by
    /// scalars when each scalar is a character of its own (the same clauses, without
    /// breaking the text into characters), else by characters.
    static func clauseTexts(in text: String) -> [String] {
        if let scalars = simpleScalars(text) { return clauseTexts(scalars: scalars) }
        return clauseTextsByCharacters(in: text)
    }

    /// One clause read as an ingredient line: nil when it has no amount or no unit.
    static func read(_ clause: String, language: String) -> Clause? {
        let parsed = IngredientLineParser.parse(clause, language: language).value
        guard let quantity = parsed.quantity, let written = UnitTable.unit(id: parsed.unit) else { return nil }
        return Clause(quantity: quantity, unit: written, stems: Set(SearchText.stems(parsed.name, language)))
    }

    /// `clauseTexts(in:)` for a text whose scalars are all `isSimple`.
    static func clauseTexts(scalars: [Unicode.Scalar]) -> [String] {
        var found: [String] = []
        // The stops holding Cyrillic letters (" и ", " және ", " затем ") cannot stand in a
        // text without any (most English steps, "180 °C" and "2–3" included): not searched
        // for there. The others are searched in the same order, so the clauses are the same.
        var stops: [[Unicode.Scalar]]?
        var i = 0
        while i < scalars.count {
            guard isNumber(scalars[i]) || isVulgarFraction(scalars[i]), i == 0 || !FoodWords.isLetter(scalars[i - 1]) && !isNumber(scalars[i - 1]) else {
                i += 1
                continue
            }
            // From the number up to the first of the stops.
            var end = scalars.count
            if stops == nil { stops = scalars.contains { (0x400...0x4FF).contains($0.value) } ? clauseStopScalars : latinClauseStopScalars }
            for stop in stops ?? clauseStopScalars {
                if let at = firstIndex(of: stop, in: scalars, from: i, before: end) { end = at }
            }
            found.append(string(scalars[i..<end]))
            while i < scalars.count, isNumber(scalars[i]) || scalars[i] == "." || scalars[i] == "," { i += 1 }
        }
        return found
    }

    /// The text of `scalars`, made from their UTF-8 bytes (appending scalars to a
    /// `String.UnicodeScalarView` one by one went through its generic path: 1.2 % of a
    /// 5,000-recipe build in this function alone).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where `stop` first stands wholly inside `scalars[from..<before]`.
    static func firstIndex(of stop: [Unicode.Scalar], in scalars: [Unicode.Scalar], from: Int, before: Int) -> Int? {
        guard let head = stop.first, before - from >= stop.count else { return nil }
        var k = from
        while k + stop.count <= before {
            if scalars[k] == head, scalars[k..<(k + stop.count)].elementsEqual(stop) { return k }
            k += 1
        }
        return nil
    }

    /// `Character.isNumber` of a scalar that is a character of its own.
    static func isNumber(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? ("0"..."9").contains(c) : c.properties.numericType != nil
    }

    /// The scalars of `text` if each is `isSimple`, else nil.
    static func simpleScalars(_ text: String) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            guard isSimple(c) else { return nil }
            scalars.append(c)
        }
        return scalars
    }

    /// A scalar that is always a character of its own (it joins no neighbour: not a
    /// carriage return, a combining mark or a joiner) and equal to no other character (it
    /// has no canonical decomposition of one scalar): ASCII but CR, Latin-1 but the soft
    /// hyphen, Cyrillic letters, dashes, quotes, the ellipsis and the vulgar fractions.
    static func isSimple(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x0D, 0xAD: false
        case 0...0x7F, 0xA0...0xFF, 0x400...0x481, 0x48A...0x4FF: true
        case 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026, 0x2150...0x215F: true
        default: false
        }
    }

    /// `clauses(in:language:)` read by characters: for any text.
    static func clausesByCharacters(in text: String, language: String) -> [Clause] {
        clauseTextsByCharacters(in: text).compactMap { read($0, language: language) }
    }

    /// `clauseTexts(in:)` by characters: for any text.
    static func clauseTextsByCharacters(in text: String) -> [String] {
        let scalars = Array(text)
        let starts = Array(text.indices)  // where each character starts
        var found: [String] = []
        var i = 0
        while i < scalars.count {
            guard scalars[i].isNumber || Self.isVulgarFraction(scalars[i]), i == 0 || !scalars[i - 1].isLetter && !scalars[i - 1].isNumber else {
                i += 1
                continue
            }
            // From the number up to the first of the stops (a slice, searched by characters).
            let rest = text[starts[i]...]
            var end = rest.endIndex
            for stop in clauseStops {
                if let r = rest[..<end].firstRange(of: stop) { end = r.lowerBound }
            }
            found.append(String(rest[..<end]))
            while i < scalars.count, scalars[i].isNumber || scalars[i] == "." || scalars[i] == "," { i += 1 }
        }
        return found
    }

    /// The vulgar fractions of `isVulgarFraction(_: Character)`, as scalars.
    static func isVulgarFraction(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "½", "¼", "¾", "⅓", "⅔", "⅛": true
        default: false
        }
    }

    /// ½ ¼ ¾ ⅓ ⅔ ⅛ (a switch: asked of every character of every step).
    static func isVulgarFraction(_ character: Character) -> Bool {
        switch character {
        case "½", "¼", "¾", "⅓", "⅔", "⅛": true
        default: false
        }
    }

    /// Where an amount's clause in a step ends.
    static let clauseStops = [",", ";", " and ", " и ", " және ", " then ", " затем "]
    static let clauseStopScalars = clauseStops.map { Array($0.unicodeScalars) }
    /// The stops without Cyrillic letters, in the same order (`clauseTexts(scalars:)`).
    static let latinClauseStopScalars = clauseStopScalars.filter { !$0.contains { (0x400...0x4FF).contains($0.value) } }

    /// "1 tsp of the salt" in a step: the first amount whose words name the line (one of
    /// `heads`), converted into `unit`.
    static func amountTaken(in clauses: [Clause], heads: Set<String>, unit: CookbookQuantities.Unit) -> Rational? {
        for clause in clauses where clause.unit.dimension == unit.dimension && !heads.isDisjoint(with: clause.stems) {
            if let value = Unit.convert(clause.quantity.high, from: clause.unit, to: unit) { return value }
        }
        return nil
    }
}

// MARK: Clauses read once

/// The step clauses (`StepUses.clauseTexts`) written more than once in a language's
/// steps, each read once for the whole build, as `ParsedLines` does for ingredient
/// lines: a clause's reading depends only on its text and language, so a page reads
/// the same from the table as it would read itself. A clause written once is read
/// where it is needed, as before. An immutable value made before the recipe pages.
///
/// The clauses of each step are found here once for the build (`recipes`): the recipe
/// page's per-step amounts (`StepUses.portions`) take a step's by recipe and step when all
/// of them were written more than once, where they made each step's clause texts again and
/// looked each up in the table by its text.
struct ClauseReadings: Sendable {
    /// language NUL clause -> its number in `readings`.
    var table: [String: Int] = [:]
    /// The clauses written more than once, read (nil: no amount with a unit).
    var readings: [StepUses.Clause?] = []
    /// Per recipe of `of(_:)` (by index), the clauses of its steps.
    var recipes: [RecipeClauses] = []

    /// One recipe's step clauses, flat: step `s`'s are `readings[refs[ends[s - 1] ..< ends[s]]]`
    /// (from 0 for the first, or the last end that is not -1). An end of -1 marks a step the
    /// page reads itself, as before: one with a clause written once in the build (not read
    /// here; holding its text for the page would keep every such clause in memory to the
    /// end), or one not gone through (a text with a scalar that is not ASCII and no ASCII
    /// digit or vulgar fraction, where a clause could still start at another numeric
    /// character).
    struct RecipeClauses: Sendable {
        var ends: [Int32] = []
        var refs: [Int32] = []
    }

    static func key(_ clause: String, _ language: String) -> String { language + "\u{0}" + clause }

    /// The clause's reading when the table has it; nil when it is not in the table.
    func reading(_ clause: String, language: String) -> StepUses.Clause?? {
        guard !table.isEmpty, let number = table[Self.key(clause, language)] else { return nil }
        return .some(readings[number])
    }

    /// The clauses of step `step` of recipe `recipe` (as `StepUses.clauses(in:language:readings:)`
    /// reads them from its text), or nil when this value did not go through that step.
    func clauses(recipe: Int, step: Int) -> [StepUses.Clause]? {
        guard recipe >= 0, recipe < recipes.count else { return nil }
        let ends = recipes[recipe].ends
        guard step >= 0, step < ends.count else { return nil }
        let end = Int(ends[step])
        guard end >= 0 else { return nil }
        var start = 0
        var back = step - 1
        while back >= 0 {
            if ends[back] >= 0 { start = Int(ends[back]); break }
            back -= 1
        }
        guard start < end else { return [] }
        var found: [StepUses.Clause] = []
        for number in recipes[recipe].refs[start..<end] {
            if let clause = readings[Int(number)] { found.append(clause) }
        }
        return found
    }

    /// A clause read from its key (`key(_:_:)`).
    static func read(key: String) -> StepUses.Clause? {
        let parts = key.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        return StepUses.read(String(parts[1]), language: String(parts[0]))
    }

    /// The clauses of the steps of `recipes` (as the recipe page reads them: markers
    /// out), in each recipe's language, read once each when written more than once.
    static func of(_ recipes: [Recipe]) async -> ClauseReadings {
        let perRecipe = await parallelMap(recipes) { recipe -> (keys: [String], ends: [Int32]) in
            var keys: [String] = []
            var ends: [Int32] = []
            for step in recipe.allSteps {
                let text = StepUses.marker(html: step.html, text: step.text)?.text ?? step.text
                // Only steps with an amount can have a clause.
                guard StepMarkup.mayHoldAmount(text) else {
                    // An ASCII text without a digit has none; another may (a numeric character).
                    ends.append(text.utf8.allSatisfy { $0 < 0x80 } ? Int32(keys.count) : -1)
                    continue
                }
                for clause in StepUses.clauseTexts(in: text) { keys.append(key(clause, recipe.language)) }
                ends.append(Int32(keys.count))
            }
            return (keys, ends)
        }
        var counts: [String: Int] = [:]
        for recipe in perRecipe { for key in recipe.keys { counts[key, default: 0] += 1 } }
        let repeated = counts.filter { $0.value > 1 }.keys.sorted()
        let read = await parallelMap(repeated) { key in Self.read(key: key) }
        var table: [String: Int] = [:]
        table.reserveCapacity(repeated.count)
        for (number, key) in repeated.enumerated() { table[key] = number }
        let numbers = table
        let clauses = await parallelMap(perRecipe) { recipe -> RecipeClauses in
            var made = RecipeClauses()
            made.ends.reserveCapacity(recipe.ends.count)
            var start = 0
            for end in recipe.ends {
                guard end >= 0 else {
                    made.ends.append(-1)
                    continue
                }
                let before = made.refs.count
                var all = true
                for key in recipe.keys[start..<Int(end)] {
                    guard let number = numbers[key] else {
                        all = false
                        break
                    }
                    made.refs.append(Int32(number))
                }
                if all {
                    made.ends.append(Int32(made.refs.count))
                } else {
                    made.refs.removeSubrange(before...)
                    made.ends.append(-1)
                }
                start = Int(end)
            }
            return made
        }
        return ClauseReadings(table: table, readings: read, recipes: clauses)
    }
}
