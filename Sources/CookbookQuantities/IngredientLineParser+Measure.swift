import CookbookSupport

extension LineReader {
    /// An amount at `i`: a number or a range (`2-3`, `2–3`, `2 to 3`, `2 до 3`). Reports
    /// `invalid-amount` and answers nil for one that cannot be read; the index is then
    /// after the unreadable text, so the unit and name are still read.
    mutating func amount(at i: Int, limit: Int) -> (Quantity?, Int) {
        if let c = text[i], c == "-" || c == "−" {
            error("invalid-amount", "an amount cannot be negative: '\(numbers.run(at: i))'", at: i)
            return (nil, min(runEnd(i), limit))
        }
        if text[i] == "." {
            error("invalid-amount", "cannot read the amount '\(numbers.run(at: i))'", at: i, hint: "write a 0 before the point: 0.5")
            return (nil, min(runEnd(i), limit))
        }
        do {
            guard let (low, afterLow) = try numbers.number(at: i) else { return (nil, i) }
            var (high, end) = (low, afterLow)
            if let start = rangeEnd(after: afterLow, limit: limit) {
                guard let (value, afterHigh) = try numbers.number(at: start) else { return (nil, i) }
                (high, end) = (value, afterHigh)
                guard low < high else {
                    error("invalid-amount", "the range '\(text.string(i..<end))' does not go up",
                          at: i, hint: "write the smaller amount first, as in 2-3")
                    return (nil, end)
                }
            }
            guard !low.isZero else {
                error("invalid-amount", "an amount must be more than 0", at: i, hint: "leave the amount out, or write 'to taste'")
                return (nil, end)
            }
            return (Quantity(low: low, high: high), end)
        } catch {
            self.error("invalid-amount", error.message, at: error.offset, hint: error.hint)
            return (nil, min(runEnd(i), limit))
        }
    }

    /// Where the second number of a range starts, if a dash or range word follows `i`.
    func rangeEnd(after i: Int, limit: Int) -> Int? {
        let k = skip(i, limit)
        var next: Int?
        if let c = text[k], "-–—".unicodeScalars.contains(c) {
            next = k + 1
        } else if k > i, let word = text.matchAny(grammar.rangeWords, at: k, limit: limit), text.isSpace(word) {
            next = word
        }
        guard let next else { return nil }
        let start = skip(next, limit)
        return numbers.startsNumber(at: start) ? start : nil
    }

    /// After the amount-like run at `i`, to carry on past an unreadable amount.
    func runEnd(_ i: Int) -> Int { i + numbers.run(at: i).unicodeScalars.count }

    /// What follows an amount: multiplier, bracketed size, size word, unit, container,
    /// connector, then the name.
    mutating func measureAndName(from start: Int, end: Int, into result: inout ParsedIngredient) {
        var k = skip(start, end)
        if let sign = text.matchAny(LanguageGrammar.multiplierSigns, at: k, limit: end), numbers.startsNumber(at: skip(sign, end)) {
            let (each, after) = amount(at: skip(sign, end), limit: end)
            result.multiplier = result.quantity?.low
            result.quantity = each
            k = skip(after, end)
        }
        if result.multiplier == nil, let (each, after) = bracketAmount(at: k, end: end) {
            applyEach(each, to: &result)
            k = skip(after, end)
        }
        if let size = text.matchAny(grammar.sizes, at: k, limit: end) {
            result.size = text.string(k..<size)
            k = skip(size, end)
        }
        if result.multiplier == nil || result.unit == nil {
            k = skip(unit(at: k, end: end, into: &result), end)
        }
        if result.multiplier == nil, UnitTable.unit(id: result.unit)?.dimension == .count,
           let (each, after) = bracketAmount(at: k, end: end) {
            let container = result.unit
            applyEach(each, to: &result)
            result.container = container
            k = skip(after, end)
        } else if result.multiplier != nil, result.container == nil,
                  let (unit, after) = matcher.longestMatch(in: text.lower, at: k), unit.dimension == .count, after <= end {
            result.container = unit.id
            k = skip(after, end)
        }
        if result.unit != nil || result.container != nil,
           let connector = text.matchAny(grammar.unitConnectors, at: k, limit: end), text.isSpace(connector) {
            k = skip(connector, end)
        }
        nameAndNotes(k..<end, into: &result)
    }

    /// "1 (14 oz) can": the bracketed amount is the size of each of `quantity` containers.
    func applyEach(_ each: (amount: Amount, unitText: String?), to result: inout ParsedIngredient) {
        result.multiplier = result.quantity?.low
        result.quantity = each.amount.quantity
        result.unit = each.amount.unit
        result.unitText = each.unitText
    }

    /// A unit name at `k` (after an optional hyphen: "2-inch"), or an `unknown-unit`
    /// error for a near miss. Returns where the name continues.
    mutating func unit(at k: Int, end: Int, into result: inout ParsedIngredient) -> Int {
        var j = k
        if text[j] == "-", text.isDigit(j - 1) { j += 1 }
        if let (unit, after) = matcher.longestMatch(in: text.lower, at: j), after <= end {
            result.unit = unit.id
            result.unitText = text.string(j..<after)
            return after
        }
        guard let (word, after) = misspelledUnit(at: k, end: end) else { return k }
        let written = text.string(k..<after)
        error("unknown-unit", "unknown unit '\(written)'", at: k, hint: word)
        result.unitText = written
        return after
    }

    /// A word of three or more letters at `k` that is close to a unit name and starts with
    /// the same letter: the "did you mean" hint, and the end of the word.
    func misspelledUnit(at k: Int, end: Int) -> (String, Int)? {
        var after = k
        while after < end, text.isLetter(after) { after += 1 }
        guard after - k >= 3, text.wordStarts(at: k) else { return nil }
        let word = String(String.UnicodeScalarView(text.lower[k..<after]))
        guard !grammar.notUnits.contains(word), !grammar.sizes.contains(word), !grammar.unitConnectors.contains(word) else { return nil }
        let limit = word.unicodeScalars.count >= 7 ? 2 : 1
        let candidates = matcher.suggestionNames.filter {
            $0.unicodeScalars.first == word.unicodeScalars.first && Suggest.distance(word, $0) <= limit
        }
        // Closest first; of equals, the one sharing the longest start ("tbps": tbsp, not tsps).
        let ranked = candidates.enumerated()
            .map { (name: $1, distance: Suggest.distance(word, $1), shared: Self.sharedPrefix(word, $1), index: $0) }
            .sorted { ($0.distance, -$0.shared, $0.index) < ($1.distance, -$1.shared, $1.index) }
        guard let best = ranked.first, let hint = Suggest.hint(for: word, in: [best.name]) else { return nil }
        if text[after] == "." { after += 1 }
        return (hint, after)
    }

    static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.unicodeScalars, b.unicodeScalars).prefix { $0 == $1 }.count
    }

    /// `(14 oz)`, `(about 450 g)` at `k`: the amount, its unit as written, and the end of
    /// the brackets. Nil when `k` is not a bracket, or the bracket does not start with an
    /// amount followed by nothing or by words.
    mutating func bracketAmount(at k: Int, end: Int) -> ((amount: Amount, unitText: String?), Int)? {
        guard text[k] == "(", let group = text.parenGroups(in: k..<end).first, group.lowerBound == k else { return nil }
        let inner = text.trimmed((k + 1)..<(group.upperBound - 1))
        var i = inner.lowerBound
        var approximate = false
        if let marker = text.matchAny(grammar.approximate, at: i, limit: inner.upperBound),
           startsNumberOrError(at: skip(marker, inner.upperBound)) {
            approximate = true
            i = skip(marker, inner.upperBound)
        }
        guard startsNumberOrError(at: i) else { return nil }
        var measured = ParsedIngredient(text: "")
        let (quantity, after) = amount(at: i, limit: inner.upperBound)
        guard let quantity else { return nil }
        measured.quantity = quantity
        let rest = skip(unit(at: skip(after, inner.upperBound), end: inner.upperBound, into: &measured), inner.upperBound)
        // "(400 g each)" is an amount; "(70%)" is a note.
        if rest < inner.upperBound, !text.isLetter(rest) { return nil }
        return ((Amount(quantity, unit: measured.unit, approximate: approximate), measured.unitText), group.upperBound)
    }

    /// The name: `range` without bracketed parts. A bracket with an amount is the
    /// `equivalent`; one without is a note. A trailing "to taste" marks the ingredient.
    mutating func nameAndNotes(_ range: Range<Int>, into result: inout ParsedIngredient) {
        var name = ""
        var cursor = range.lowerBound
        var notes: [String] = []
        for group in text.parenGroups(in: range) {
            name += text.string(cursor..<group.lowerBound)
            cursor = group.upperBound
            if let (each, _) = bracketAmount(at: group.lowerBound, end: group.upperBound) {
                if result.equivalent == nil { result.equivalent = each.amount }
            } else {
                let note = text.text((group.lowerBound + 1)..<(group.upperBound - 1))
                if !note.isEmpty { notes.append(note) }
            }
        }
        name += text.string(cursor..<range.upperBound)
        name = name.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        let nameText = ScalarText(name)
        for phrase in grammar.toTaste {
            let start = nameText.count - ScalarText(phrase).count
            if start >= 0, nameText.match(phrase, at: start, limit: nameText.count) != nil, start == 0 || nameText.isSpace(start - 1) {
                result.toTaste = true
                name = nameText.text(0..<start)
                break
            }
        }
        result.name = name
        for note in notes { addNote(note, to: &result) }
    }
}
