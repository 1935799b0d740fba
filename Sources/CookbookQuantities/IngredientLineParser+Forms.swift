extension LineReader {
    /// The main part of a line (no note, no alternative), already trimmed.
    mutating func body(_ range: Range<Int>, into result: inout ParsedIngredient) {
        let end = range.upperBound
        var i = range.lowerBound
        if let marker = text.matchAny(grammar.approximate, at: i, limit: end), startsAmount(at: skip(marker, end), limit: end) {
            result.approximate = true
            i = skip(marker, end)
        }
        if let word = text.matchAny(grammar.rangeStartWords, at: i, limit: end), numbers.startsNumber(at: skip(word, end)) {
            i = skip(word, end)
        }
        if startsNumberOrError(at: i) {
            let (quantity, after) = amount(at: i, limit: end)
            result.quantity = quantity
            measureAndName(from: after, end: end, into: &result)
        } else if let unitStart = oneWordUnit(at: i, limit: end) ?? impliedUnit(at: i, limit: end) {
            result.quantity = Quantity(.one)
            measureAndName(from: unitStart, end: end, into: &result)
        } else if !nameFirst(range, into: &result), !preparation(range, into: &result) {
            nameAndNotes(range, into: &result)
        }
    }

    /// A number, or something that was meant as one and is an error (`-1`, `.5`).
    func startsNumberOrError(at i: Int) -> Bool {
        if numbers.startsNumber(at: i) { return true }
        guard let c = text[i], text.isDigit(i + 1) else { return false }
        return c == "-" || c == "−" || c == "."
    }

    /// Whether an amount starts at `i`: a number, perhaps after "about", or "a pinch",
    /// or a count unit standing for one ("щепотка").
    func startsAmount(at i: Int, limit: Int) -> Bool {
        var j = i
        if let marker = text.matchAny(grammar.approximate, at: j, limit: limit) { j = skip(marker, limit) }
        return numbers.startsNumber(at: j) || oneWordUnit(at: j, limit: limit) != nil || impliedUnit(at: j, limit: limit) != nil
    }

    /// "a pinch of salt": where the unit starts after the word for one.
    func oneWordUnit(at i: Int, limit: Int) -> Int? {
        guard let word = text.matchAny(grammar.oneWords, at: i, limit: limit), text.isSpace(word) else { return nil }
        let start = skip(word, limit)
        guard let (_, end) = matcher.longestMatch(in: text.lower, at: start), end <= limit else { return nil }
        return start
    }

    /// "pinch of salt", "щепотка соли": a count or kitchen unit first, then a name.
    func impliedUnit(at i: Int, limit: Int) -> Int? {
        guard let (unit, end) = matcher.longestMatch(in: text.lower, at: i), unit.impliesOne, end < limit,
              text.isSpace(end) else { return nil }
        return i
    }

    /// "Мука — 200 г", "Соль — по вкусу", "Flour: 200 g".
    mutating func nameFirst(_ range: Range<Int>, into result: inout ParsedIngredient) -> Bool {
        guard let separator = nameSeparator(in: range) else { return false }
        let name = text.trimmed(range.lowerBound..<separator.lowerBound)
        let right = text.trimmed(separator.upperBound..<range.upperBound)
        result.name = text.string(name)
        if text.match(anyOf: grammar.toTaste, exactly: right) {
            result.toTaste = true
            return true
        }
        var measured = ParsedIngredient(text: "")
        body(right, into: &measured)
        result.quantity = measured.quantity
        result.unit = measured.unit
        result.unitText = measured.unitText
        result.multiplier = measured.multiplier
        result.container = measured.container
        result.size = measured.size
        result.equivalent = measured.equivalent
        result.approximate = measured.approximate
        result.toTaste = measured.toTaste
        for extra in [measured.name, measured.note].compactMap({ $0 }) where !extra.isEmpty {
            addNote(extra, to: &result)
        }
        return true
    }

    /// "juice of 1 lemon", "zest and juice of 2 limes".
    mutating func preparation(_ range: Range<Int>, into result: inout ParsedIngredient) -> Bool {
        // Languages without a connector name the preparation first: "сок ½ лимона".
        if let end = text.matchAny(LanguageGrammar.preparationWords[grammar.code] ?? [], at: range.lowerBound, limit: range.upperBound),
           end < range.upperBound, text.isSpace(end) {
            let start = skip(end, range.upperBound)
            if startsAmount(at: start, limit: range.upperBound) {
                result.preparation = text.string(text.trimmed(range.lowerBound..<end))
                body(start..<range.upperBound, into: &result)
                return true
            }
        }
        for i in text.topLevel(range) where text.isSpace(i) {
            guard let connector = text.matchAny(grammar.preparationConnectors, at: i + 1, limit: range.upperBound),
                  text.isSpace(connector) else { continue }
            let start = skip(connector, range.upperBound)
            let preparation = text.trimmed(range.lowerBound..<i)
            guard startsAmount(at: start, limit: range.upperBound), !preparation.isEmpty,
                  !preparation.contains(where: { text.isDigit($0) }) else { continue }
            result.preparation = text.string(preparation)
            body(start..<range.upperBound, into: &result)
            return true
        }
        return false
    }
}

extension ScalarText {
    /// Whether `range` holds exactly one of `phrases`.
    func match(anyOf phrases: [String], exactly range: Range<Int>) -> Bool {
        matchAny(phrases, at: range.lowerBound, limit: range.upperBound) == range.upperBound
    }
}
