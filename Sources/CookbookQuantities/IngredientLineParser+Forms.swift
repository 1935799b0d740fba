extension LineReader {
    /// The main part of a line (no note, no alternative), already trimmed.
    mutating func body(_ range: Range<Int>, into result: inout ParsedIngredient) {
        let end = range.upperBound
        var i = range.lowerBound
        if let marker = approximateMarkerEnd(at: i, limit: end), startsAmount(at: skip(marker, end), limit: end) {
            result.approximate = true
            i = skip(marker, end)
        }
        // "по 1 ч. л. соли и сахара"; "по щепотке соли и перца", "по пучку укропа": "each" before
        // a unit standing for one, too.
        if let word = text.matchAny(grammar.rangeStartWords, at: i, limit: end),
            startsNumber(at: skip(word, end)) || (grammar.code != "en" && text.isSpace(word) && impliedUnit(at: skip(word, end), limit: end) != nil)
        {
            i = skip(word, end)
        }
        // "Scant 1/2 teaspoon ground ginger", "Heaping 2 cups flour": in English a measure's
        // size may come before the number.
        if grammar.code == "en", let size = text.matchAny(Self.sizesBeforeNumber, at: i, limit: end), text.isSpace(size),
            startsNumber(at: skip(size, end))
        {
            result.size = text.string(i..<size)
            i = skip(size, end)
        }
        // "9% уксус: 125 миллилитров": in Russian and Kazakh a percentage written first says
        // which food; the amount follows the separator.
        if startsNumberOrError(at: i), !(grammar.code != "en" && percentFirst(i..<end) && percentNamesFood(range)) {
            let (quantity, after) = amount(at: i, limit: end)
            result.quantity = quantity
            measureAndName(from: after, end: end, into: &result)
        } else if let (unit, unitRange) = countUnitBeforeNumber(at: i, limit: end) {
            // "картошка — штук 5", "перец - штучек 20", "стакана 2 муки": in Russian a count
            // unit, spoon or glass written out, then a number standing alone.
            unitThenNumber(unit, unitRange, end: end, into: &result)
        } else if let unitStart = oneWordUnit(at: i, limit: end) ?? impliedUnit(at: i, limit: end) ?? sizedUnit(at: i, limit: end),
            nameSeparator(in: range) == nil
        {
            result.quantity = Quantity(.one)
            measureAndName(from: unitStart, end: end, into: &result)
        } else if let (unit, unitRange) = unitBeforeNumber(at: i, limit: end) {
            // "грамм 50–70 сливочного масла", "Грамм 200 сыра": a metric unit written out
            // first, then the number.
            unitThenNumber(unit, unitRange, end: end, into: &result)
        } else if let start = articleOne(at: i, limit: end), nameSeparator(in: range) == nil {
            // "a 2-inch piece of ginger", "a 14-ounce can tomatoes", "a large onion".
            result.quantity = Quantity(.one)
            measureAndName(from: start, end: end, into: &result)
        } else if let (unit, unitRange) = vagueUnit(at: i, limit: end) {
            // "несколько веточек укропа", "a few sprigs of thyme": a unit and no amount.
            result.unit = unit.id
            result.unitText = text.string(unitRange)
            var k = skip(unitRange.upperBound, end)
            if let connector = text.matchAny(grammar.unitConnectors, at: k, limit: end), text.isSpace(connector) { k = skip(connector, end) }
            nameAndNotes(k..<end, into: &result)
        } else if let start = spelledUnitFirst(at: i, limit: end), nameSeparator(in: range) == nil {
            // "teaspoon onion powder", "pound white Cheddar shredded": a measure spelled out
            // first stands for one of it (the number was lost when the line was copied).
            result.quantity = Quantity(.one)
            measureAndName(from: start, end: end, into: &result)
        } else if !nameFirst(range, into: &result), !preparation(range, into: &result), !nameLast(range, into: &result) {
            // "соль — г", "мука — ст.л.": in Russian a unit alone after a spaced dash, its
            // number lost, is the unit, with no amount (the name kept it).
            if grammar.code == "ru", !text.string(range).contains(where: \.isNumber),
                let dash = text.topLevel(range).first(where: { i in
                    i > range.lowerBound && text.isSpace(i - 1) && text.isSpace(i + 1) && text[i].map({ "-–—".unicodeScalars.contains($0) }) == true
                }),
                case let after = skip(dash + 1, range.upperBound), let (unit, unitEnd) = matcher.longestMatch(in: text.lower, at: after),
                unitEnd >= range.upperBound || (text[unitEnd] == "." && unitEnd + 1 >= range.upperBound),
                !text.trimmed(range.lowerBound..<dash).isEmpty
            {
                nameAndNotes(text.trimmed(range.lowerBound..<dash), into: &result)
                result.unit = unit.id
                result.unitText = text.string(after..<unitEnd)
                return
            }
            // "Вода — чтобы покрывала мясо", "Черный перец — свежемолотый": in Russian, on a
            // line with no number, a spaced dash between the name and a clause or words of
            // state starts a note, as it does after an amount ("Лук — зеленый" keeps the word
            // that says which onion).
            if grammar.code == "ru", !text.string(range).contains(where: \.isNumber),
                let dash = text.topLevel(range).first(where: { i in
                    i > range.lowerBound && text.isSpace(i - 1) && text.isSpace(i + 1) && text[i].map({ "-–—".unicodeScalars.contains($0) }) == true
                }),
                case let after = skip(dash + 1, range.upperBound), after < range.upperBound,
                text[after]?.properties.isLowercase == true, !text.trimmed(range.lowerBound..<dash).isEmpty,
                case let right = text.string(withoutClosingBracket(text.trimmed(after..<range.upperBound))),
                text.string(range).lowercased().hasPrefix("для ") || onlyStateWords(right, toTaste: false)
                    || Self.clauseWords.contains(right.split(separator: " ").first.map { $0.lowercased() } ?? "")
            {
                let left = text.trimmed(range.lowerBound..<dash)
                if text.string(left).lowercased().hasPrefix("для ") {
                    // "Для жарки — масло": the purpose first, then the food.
                    nameAndNotes(after..<range.upperBound, into: &result)
                    addNote(text.string(left), to: &result)
                } else {
                    nameAndNotes(left, into: &result)
                    addNote(text.text(after..<range.upperBound), to: &result)
                }
                return
            }
            nameAndNotes(range, into: &result)
            // "қызанақ (1кг)", "Tomatoes (400 g)": a bracketed amount with a unit is the
            // line's only amount, so it is the amount, not an equivalent of none. A bare
            // number ("alert(1)", a footnote "(2)") is not.
            if result.quantity == nil, !result.toTaste, let amount = result.equivalent, amount.unit != nil {
                result.quantity = amount.quantity
                result.unit = amount.unit
                result.approximate = amount.approximate
                result.equivalent = nil
            }
        }
    }

    /// A unit read before its number ("штук 5 картошки", "грамм 200 сыра"): the number after
    /// it, then the name and notes up to `end`.
    mutating func unitThenNumber(_ unit: Unit, _ unitRange: Range<Int>, end: Int, into result: inout ParsedIngredient) {
        let (quantity, after) = amount(at: skip(unitRange.upperBound, end), limit: end)
        result.quantity = quantity
        result.unit = unit.id
        result.unitText = text.string(unitRange)
        nameAndNotes(text.trimmed(after..<end), into: &result)
    }

    /// "штук 5", "штучек 20", "ложки 3", "штук пять": in Russian, a count unit, spoon or glass
    /// written out (no abbreviation) before a number, in figures or words, that no unit
    /// follows ("стакан 200 мл молока" is a glass of 200 ml, read elsewhere).
    func countUnitBeforeNumber(at i: Int, limit: Int) -> (Unit, Range<Int>)? {
        guard grammar.code == "ru", let (unit, end) = matcher.longestMatch(in: text.lower, at: i), end < limit, text.isSpace(end) else { return nil }
        // "масло оливковое — ст.л. 3", "сметаны — г 300": after a spaced dash any unit, also
        // abbreviated, before a number that ends the line.
        let afterDash = text.isSpace(i - 1) && text.isSpace(i - 3) && text[i - 2].map({ "-–—".unicodeScalars.contains($0) }) == true
        guard afterDash || (unit.dimension == .count || ["tbsp", "tsp", "glass-ru"].contains(unit.id)) && end - i >= 4 && !text.string(i..<end).contains("."),
            numbers.startsNumber(at: skip(end, limit)) || wordNumber(at: skip(end, limit)) != nil
        else { return nil }
        var trial = self
        let (quantity, after) = trial.amount(at: skip(end, limit), limit: limit)
        let next = skip(after, limit)
        guard quantity != nil, trial.diagnostics.count == diagnostics.count,
            next >= limit || matcher.longestMatch(in: text.lower, at: next) == nil
        else { return nil }
        if afterDash, next < limit, !((unit.dimension == .count || ["tbsp", "tsp", "glass-ru"].contains(unit.id)) && end - i >= 4 && !text.string(i..<end).contains(".")) {
            return nil
        }
        return (unit, i..<end)
    }

    /// "грамм 50–70 сливочного масла": in Russian and Kazakh, a metric unit written out
    /// (not "г"), then a number and a name.
    func unitBeforeNumber(at i: Int, limit: Int) -> (Unit, Range<Int>)? {
        guard grammar.code != "en", let (unit, end) = matcher.longestMatch(in: text.lower, at: i), end < limit, text.isSpace(end),
            unit.system == .metric, end - i >= 4, numbers.startsNumber(at: skip(end, limit))
        else { return nil }
        return (unit, i..<end)
    }

    /// English "a"/"an" standing for one before a size: a hyphenated measure ("a 2-inch
    /// piece", "a 14-ounce can") or a size word and a name ("a large onion"). Not before
    /// other words ("a little oil", "a generous amount").
    func articleOne(at i: Int, limit: Int) -> Int? {
        guard grammar.code == "en", let word = text.matchAny(["a", "an"], at: i, limit: limit), text.isSpace(word) else { return nil }
        let start = skip(word, limit)
        if text.isDigit(start) {
            var j = start
            while j < limit, text.isDigit(j) || text[j] == "." { j += 1 }
            return text[j] == "-" && text.isLetter(j + 1) ? start : nil
        }
        if let size = text.matchAny(Self.articleSizes, at: start, limit: limit), text.isSpace(size), text.isLetter(skip(size, limit)) {
            return start
        }
        return nil
    }

    static let articleSizes = ["extra-large", "extra large", "small", "medium", "large", "big", "jumbo"]

    /// Sizes of a measure that English writes before its number: "Scant 1/2 teaspoon".
    static let sizesBeforeNumber = ["scant", "heaping", "heaped", "generous", "rounded", "level", "good"]

    /// English measures spelled out that stand for one at the start of a line ("teaspoon
    /// onion powder", "pound white Cheddar"), with a name after them; not "pound cake".
    static let spelledMeasures: Set<String> = [
        "cup", "teaspoon", "tablespoon", "pound", "ounce", "pint", "quart", "gallon", "liter", "litre",
    ]

    /// Where the unit starts when `i` holds a spelled-out English measure followed by a name.
    func spelledUnitFirst(at i: Int, limit: Int) -> Int? {
        guard grammar.code == "en", let (unit, end) = matcher.longestMatch(in: text.lower, at: i), end < limit, text.isSpace(end),
            unit.dimension == .mass || unit.dimension == .volume,
            Self.spelledMeasures.contains(text.string(i..<end).lowercased())
        else { return nil }
        let next = skip(end, limit)
        guard text.isLetter(next), text.matchAny(["cake", "cakes"], at: next, limit: limit).map({ !text.isLetter($0) }) != true
        else { return nil }
        return i
    }

    /// "несколько веточек", "a few sprigs": a word for "some", then a count unit.
    func vagueUnit(at i: Int, limit: Int) -> (Unit, Range<Int>)? {
        guard let vague = text.matchAny(grammar.vagueAmounts, at: i, limit: limit), text.isSpace(vague) else { return nil }
        let start = skip(vague, limit)
        // "несколько столовых ложек": spoons and glasses as well, not a metric unit.
        guard let (unit, end) = matcher.longestMatch(in: text.lower, at: start), end <= limit,
            unit.dimension == .count || (grammar.code != "en" && unit.system != .metric)
        else { return nil }
        return (unit, start..<end)
    }

    /// "Large pinch of salt": a size word, then a unit standing for one.
    func sizedUnit(at i: Int, limit: Int) -> Int? {
        guard let size = text.matchAny(grammar.sizes + grammar.unitSizes, at: i, limit: limit),
            impliedUnit(at: skip(size, limit), limit: limit) != nil
        else { return nil }
        return i
    }

    /// "мука пшеничная 500 г", "Яйца 3", "Масло сливочное 50 гр", "сливки 33% 200 мл":
    /// the name, then an amount that ends the line (with its unit, brackets and note).
    /// The first word from the left where everything to the end reads as an amount
    /// without a name of its own.
    mutating func nameLast(_ range: Range<Int>, into result: inout ParsedIngredient) -> Bool {
        for i in text.topLevel(range) where i > range.lowerBound && text.isSpace(i - 1) {
            // "Лимонный сок несколько капель": a vague amount of a count unit ending the line
            // is its unit with no amount, as after a dash ("Краситель — несколько капель").
            if grammar.code != "en", let (unit, unitRange) = vagueUnit(at: i, limit: range.upperBound),
                unitRange.upperBound == range.upperBound || onlyListPunctuation(from: unitRange.upperBound, limit: range.upperBound)
            {
                nameAndNotes(text.trimmed(range.lowerBound..<i), into: &result)
                result.unit = unit.id
                result.unitText = text.string(unitRange)
                return true
            }
            guard startsAmount(at: i, limit: range.upperBound) || countUnitBeforeNumber(at: i, limit: range.upperBound) != nil else { continue }
            // In English a unit word ending a name is part of it ("cinnamon stick").
            if grammar.code == "en", !startsNumberOrError(at: text.matchAny(grammar.approximate, at: i, limit: range.upperBound).map { skip($0, range.upperBound) } ?? i) { continue }
            var trial = self
            trial.diagnostics = []
            var measured = ParsedIngredient(text: "")
            trial.body(i..<range.upperBound, into: &measured)
            // "картофель 4 шт. среднего размера": words after the amount that only size it.
            // "Яйца 2 шт. комнатной температуры", "Мука 300 г просеянной", "Лук 1 шт. мелко
            // нарезать": after a unit, words that only say the food's state or what to do.
            // "имбирь 1 корень", "картофель 3 клубня", "Лук 2 большие луковицы": in Russian a
            // count of pieces named after the food is a plain count; the word is a note.
            let pieceWords = measured.name.lowercased().split(separator: " ").map(String.init)
            let pieces =
                grammar.code == "ru" && measured.unit == nil && !pieceWords.isEmpty
                && LanguageGrammar.russianPieceNouns.contains(pieceWords[pieceWords.count - 1])
                && pieceWords.dropLast().allSatisfy { grammar.sizes.contains($0) }
            // "Яйца 5 шт. категории С1": the egg's grade after the unit is a note.
            let grade = grammar.code == "ru" && measured.unit != nil && !pieceWords.isEmpty && pieceWords.allSatisfy(LanguageGrammar.isEggGrade)
            let sizeWords =
                pieces || grade || onlySizeWords(measured.name) || (measured.unit != nil && onlyStateWords(measured.name, toTaste: measured.toTaste))
            // "Тауықтың бір саны" (the chicken's one thigh): in Kazakh a noun in the genitive,
            // an amount, and the noun it owns; both nouns are the name.
            let owned = grammar.code == "kk" && measured.unit == nil && Self.kazakhOwned(text.string(text.trimmed(range.lowerBound..<i)), measured.name)
            // "Фарш 500 г свино-говяжий", "Сыр 100 г твёрдый", "Сахар 100 г для сиропа": in
            // Russian, after a unit, up to three words with no figure that say which food or
            // what for; a purpose or "любые" goes to the note, other words join the name.
            let trailing = measured.name.split(separator: " ").map { $0.lowercased() }
            let qualifier =
                grammar.code == "ru" && measured.unit != nil && !sizeWords && (1...3).contains(trailing.count)
                && !["и", "или", "+", "плюс", "на"].contains(trailing[0]) && measured.name.contains(where: \.isLetter)
                && measured.name.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" || $0 == "%" || $0.isNumber && $0 == "0" })
                && !text.string(text.trimmed(range.lowerBound..<i)).contains(where: { $0.isNumber })
            // "Мука 2 ст. и ещё 2 ст. л.": "и ещё" and more of it after the amount is a note.
            let more =
                grammar.code == "ru" && measured.unit != nil && trailing.count >= 2 && trailing[0] == "и" && ["ещё", "еще"].contains(trailing[1])
                && !text.string(text.trimmed(range.lowerBound..<i)).contains(where: { $0.isNumber })
            let purpose = more || qualifier && (trailing[0] == "для" || ["любой", "любая", "любое", "любые", "любых", "любого"].contains(trailing[0]))
            guard measured.quantity != nil, measured.preparation == nil,
                owned || sizeWords || qualifier || more || measured.name.unicodeScalars.allSatisfy({ ".,;:+-".unicodeScalars.contains($0) })
            else { continue }
            var name = text.trimmed(range.lowerBound..<i)
            while name.upperBound > name.lowerBound, let c = text[name.upperBound - 1], "—–-:,".unicodeScalars.contains(c) {
                name = text.trimmed(name.lowerBound..<(name.upperBound - 1))
            }
            // "Сахар 100 г + 2 ст.л.": an amount added to another is not the line's.
            guard !name.isEmpty, text[name.upperBound - 1] != "+" else { continue }
            diagnostics += trial.diagnostics
            var named = ParsedIngredient(text: "")
            nameAndNotes(name, into: &named)
            result.name = owned || (qualifier && !purpose) ? named.name + " " + measured.name : named.name
            result.quantity = measured.quantity
            result.unit = measured.unit
            result.unitText = measured.unitText
            result.multiplier = measured.multiplier
            result.container = measured.container
            result.size = measured.size
            result.equivalent = measured.equivalent ?? named.equivalent
            result.approximate = measured.approximate
            result.toTaste = measured.toTaste || named.toTaste
            result.alternatives = measured.alternatives
            for extra in [named.note, sizeWords || purpose ? measured.name : nil, measured.note].compactMap({ $0 }) where !extra.isEmpty {
                addNote(extra, to: &result)
            }
            return true
        }
        return false
    }

    /// Whether `owner` ends in a Kazakh genitive (-ның, -дың, -тың...) and `owned` is one
    /// word in the possessive (-ы, -і): "Тауықтың" and "саны".
    static func kazakhOwned(_ owner: String, _ owned: String) -> Bool {
        let last = owner.split(separator: " ").last.map { $0.lowercased() } ?? ""
        guard ["ның", "нің", "дың", "дің", "тың", "тің"].contains(where: { last.hasSuffix($0) && last.count > $0.count + 1 }) else { return false }
        let word = owned.lowercased()
        return !word.isEmpty && word.allSatisfy(\.isLetter) && (word.hasSuffix("ы") || word.hasSuffix("і"))
    }

    /// Whether `name` (Russian or Kazakh words after an amount's unit) only says the food's
    /// state or what to do with it: "комнатной температуры", "просеянной", "теплое",
    /// "мелко нарезать", "или" before a to-taste phrase. A word that could name or qualify
    /// the food ("болгарский") is not one.
    func onlyStateWords(_ name: String, toTaste: Bool) -> Bool {
        guard grammar.code != "en" else { return false }
        let words = String(name.lowercased().map { $0 == "ё" ? "е" : $0 })
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == ";" || $0 == "(" || $0 == ")" }).map(String.init)
        guard !words.isEmpty, words.count <= 5 else { return false }
        return words.allSatisfy { word in
            if toTaste, word == "или" { return true }
            // "плавленый", "копченая", "топленое": a state that makes another food stays in the name.
            if LanguageGrammar.foodChangingStems.contains(where: { word.hasPrefix($0) }) { return false }
            if LanguageGrammar.stateWords.contains(word) || FoodWords.descriptive.contains(word) || grammar.sizes.contains(word) { return true }
            // infinitives (нарезать, порубить, растопить) and passive participles
            // (просеянной, растопленного, натертый)
            if word.count > 4, word.hasSuffix("ть") || word.hasSuffix("ться") { return true }
            return word.count > 6 && (word.contains("нн") || word.contains("ят") || word.contains("ерт"))
                && ["ый", "ая", "ое", "ые", "ой", "ого", "ых", "ую", "ий"].contains(where: { word.hasSuffix($0) })
        }
    }

    /// Russian words that start a clause, not a food's name: "— чтобы покрывала мясо",
    /// "— кому сколько нравится".
    static let clauseWords: Set<String> = ["чтобы", "кому", "сколько", "если", "как", "лучше", "желательно", "можно", "примерно"]

    /// Whether `name` is only size words: "среднего размера", "крупные", "medium size".
    func onlySizeWords(_ name: String) -> Bool {
        let words = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == ";" })
        return !words.isEmpty && words.allSatisfy { grammar.sizes.contains(String($0)) || LanguageGrammar.sizeNouns.contains(String($0)) }
    }

    /// A number, or something that was meant as one and is an error (`-1`, `.5`).
    func startsNumberOrError(at i: Int) -> Bool {
        if startsNumber(at: i) { return true }
        guard let c = text[i], text.isDigit(i + 1) else { return false }
        return c == "-" || c == "−" || c == "."
    }

    /// The end of an "about" word at `i`; in Russian and Kazakh with a colon glued to it
    /// ("Сметана: примерно: 100 грамм").
    func approximateMarkerEnd(at i: Int, limit: Int) -> Int? {
        guard var end = text.matchAny(grammar.approximate, at: i, limit: limit) else { return nil }
        if grammar.code != "en", end < limit, text[end] == ":", text.isLetter(end - 1) { end += 1 }
        return end
    }

    /// Whether an amount starts at `i`: a number, perhaps after "about", or "a pinch",
    /// or a count unit standing for one ("щепотка").
    func startsAmount(at i: Int, limit: Int) -> Bool {
        var j = i
        if let marker = approximateMarkerEnd(at: j, limit: limit) { j = skip(marker, limit) }
        if let word = text.matchAny(grammar.rangeStartWords, at: j, limit: limit),
            startsNumber(at: skip(word, limit)) || (grammar.code != "en" && text.isSpace(word) && impliedUnit(at: skip(word, limit), limit: limit) != nil)
        {
            j = skip(word, limit)
        }
        return startsNumber(at: j) || oneWordUnit(at: j, limit: limit) != nil || impliedUnit(at: j, limit: limit) != nil
            || sizedUnit(at: j, limit: limit) != nil || unitBeforeNumber(at: j, limit: limit) != nil
    }

    /// "a pinch of salt": where the unit starts after the word for one.
    func oneWordUnit(at i: Int, limit: Int) -> Int? {
        guard let word = text.matchAny(grammar.oneWords, at: i, limit: limit), text.isSpace(word) else { return nil }
        let start = skip(word, limit)
        // "a small bunch of dill", "бір шағын бума": a size word between the one and the unit.
        if sizedUnit(at: start, limit: limit) != nil { return start }
        guard let (_, end) = matcher.longestMatch(in: text.lower, at: start), end <= limit else { return nil }
        return start
    }

    /// "pinch of salt", "щепотка соли": a count or kitchen unit first, then a name.
    func impliedUnit(at i: Int, limit: Int) -> Int? {
        // "кинза свежая — пучок;": list punctuation may end the line after the unit.
        guard let (unit, end) = matcher.longestMatch(in: text.lower, at: i), end <= limit,
            end == limit || text.isSpace(end) || onlyListPunctuation(from: end, limit: limit)
        else { return nil }
        // "Литр молока", "Килограмм картофеля": a metric unit written out in Russian or
        // Kazakh means one, unless a number follows ("Грамм 200 сыра").
        // So do a spoon and a glass written out, not abbreviated ("столовую ложку сахара",
        // "стакан сахара", "Соль неполная чайная ложка.").
        let written = text.string(i..<end)
        let spelled = grammar.code != "en" && ["tbsp", "tsp", "dsp", "glass-ru"].contains(unit.id) && !written.dropLast().contains(".")
        let writtenOut =
            grammar.code != "en" && (unit.system == .metric || spelled) && end - i >= 4 && !numbers.startsNumber(at: skip(end, limit))
        guard unit.impliesOne || writtenOut else { return nil }
        // "Leaves from 4 sprigs thyme": a preparation of an amount, not one leaf.
        if let connector = text.matchAny(grammar.preparationConnectors, at: skip(end, limit), limit: limit), text.isSpace(connector),
            numbers.startsNumber(at: skip(connector, limit))
        {
            return nil
        }
        return i
    }

    /// Whether only list punctuation (";", ".", ",") is left from `i` to `limit`.
    func onlyListPunctuation(from i: Int, limit: Int) -> Bool {
        var j = i
        while j < limit, let c = text[j], ";.,".unicodeScalars.contains(c) { j += 1 }
        return j > i && j == limit
    }

    /// "9% уксус: 125 мл", "9% уксус 2 ст. л.": a line that starts with a percentage and is
    /// read name first (with a separator, or with its amount last).
    mutating func percentNamesFood(_ range: Range<Int>) -> Bool {
        // Only at the line's start ("Шоколад 70% какао 100 г" reads its amount last).
        guard range.lowerBound == text.trimmed(0..<text.count).lowerBound else { return false }
        if nameSeparator(in: range) != nil { return true }
        // "9% уксус": no other number on the line, so the percentage is no amount.
        if let percent = text.string(range).firstIndex(of: "%"),
            !text.string(range)[percent...].contains(where: \.isNumber)
        {
            return true
        }
        var trial = self
        var read = ParsedIngredient(text: "")
        return trial.nameLast(range, into: &read) && read.quantity != nil
    }

    /// "Мука — 200 г", "Соль — по вкусу", "Flour: 200 g".
    mutating func nameFirst(_ range: Range<Int>, into result: inout ParsedIngredient) -> Bool {
        guard let separator = nameSeparator(in: range) else { return false }
        var name = text.trimmed(range.lowerBound..<separator.lowerBound)
        // "соль, молотый перец – по вкусу", "лук зелёный, мелко нарезанный – 2 ст. ложки": the
        // first item is the name; the rest is a note.
        var listNote: String?
        if let comma = noteComma(in: name) {
            listNote = text.text((comma + 1)..<name.upperBound)
            name = text.trimmed(name.lowerBound..<comma)
        }
        defer { if let listNote, !listNote.isEmpty { addNote(listNote, to: &result) } }
        let right = text.trimmed(separator.upperBound..<range.upperBound)
        nameAndNotes(name, into: &result)
        if text.match(anyOf: grammar.toTaste, exactly: right) {
            result.toTaste = true
            return true
        }
        var measured = ParsedIngredient(text: "")
        body(right, into: &measured)
        let named = result
        result.quantity = measured.quantity
        result.unit = measured.unit
        result.unitText = measured.unitText
        result.multiplier = measured.multiplier
        result.container = measured.container
        result.size = measured.size
        result.equivalent = measured.equivalent
        result.equivalent = measured.equivalent ?? named.equivalent
        result.approximate = measured.approximate
        result.toTaste = measured.toTaste || named.toTaste
        for extra in [measured.name, measured.note].compactMap({ $0 }) where !extra.isEmpty {
            addNote(extra, to: &result)
        }
        return true
    }

    /// "juice of 1 lemon", "zest and juice of 2 limes".
    mutating func preparation(_ range: Range<Int>, into result: inout ParsedIngredient) -> Bool {
        // Languages without a connector name the preparation first: "сок ½ лимона".
        if let end = text.matchAny(LanguageGrammar.preparationWords[grammar.code] ?? [], at: range.lowerBound, limit: range.upperBound),
            end < range.upperBound, text.isSpace(end)
        {
            let start = skip(end, range.upperBound)
            if startsAmount(at: start, limit: range.upperBound) {
                result.preparation = text.string(text.trimmed(range.lowerBound..<end))
                body(start..<range.upperBound, into: &result)
                return true
            }
        }
        for i in text.topLevel(range) where text.isSpace(i) {
            guard let connector = text.matchAny(grammar.preparationConnectors, at: i + 1, limit: range.upperBound),
                text.isSpace(connector)
            else { continue }
            let start = skip(connector, range.upperBound)
            let preparation = text.trimmed(range.lowerBound..<i)
            guard startsAmount(at: start, limit: range.upperBound), !preparation.isEmpty,
                !preparation.contains(where: { text.isDigit($0) })
            else { continue }
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
