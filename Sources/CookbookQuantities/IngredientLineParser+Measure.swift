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
        // "1 (.25 ounce) package yeast": in English, a bracket's amount may be a decimal
        // written without its 0.
        if text[i] == ".", grammar.code == "en", text[i - 1] == "(", let value = pointDecimal(at: i) {
            return (Quantity(value.0), value.1)
        }
        if text[i] == "." {
            error("invalid-amount", "cannot read the amount '\(numbers.run(at: i))'", at: i, hint: "write a 0 before the point: 0.5")
            return (nil, min(runEnd(i), limit))
        }
        do {
            guard let (low, afterLow) = try number(at: i) else { return (nil, i) }
            var (high, end) = (low, afterLow)
            if let start = rangeEnd(after: afterLow, limit: limit) {
                guard let (value, afterHigh) = try number(at: start) else { return (nil, i) }
                (high, end) = (value, afterHigh)
                guard low < high else {
                    error(
                        "invalid-amount", "the range '\(text.string(i..<end))' does not go up",
                        at: i, hint: "write the smaller amount first, as in 2-3")
                    return (nil, end)
                }
            }
            guard !low.isZero else {
                error("invalid-amount", "an amount must be more than 0", at: i, hint: "leave the amount out, or write 'to taste'")
                return (nil, end)
            }
            if grammar.code != "en" {
                // "Яйца — 2-х шт.", "3-х штук": a case ending written after the figure.
                if let suffix = text.matchAny(["-х", "-ух", "-ех", "-ёх", "-ти", "-и"], at: end, limit: limit) { end = suffix }
                // "2 с половиной стакана", "два с половиной", Kazakh "екі жарым": and a half.
                if low == high, let half = text.matchAny(["с половиной", "жарым"], at: skip(end, limit), limit: limit), text.isSpace(half) || half == limit,
                    let sum = low + Rational(1, 2)!
                {
                    return (Quantity(sum), half)
                }
                // "2 и 1/2 стакана", "1 и 1/4 ч. л.": a whole number and a fraction below one.
                if low == high, low.denominator == 1, let and = text.matchAny(["и"], at: skip(end, limit), limit: limit), text.isSpace(and),
                    let (fraction, afterFraction) = try number(at: skip(and, limit)), fraction < Rational(1),
                    let sum = low + fraction
                {
                    return (Quantity(sum), afterFraction)
                }
            }
            return (Quantity(low: low, high: high), end)
        } catch {
            self.error("invalid-amount", error.message, at: error.offset, hint: error.hint)
            return (nil, min(runEnd(i), limit))
        }
    }

    /// ".25" at `i` (a point, then one to three digits, then no other figure): its value
    /// and where it ends.
    func pointDecimal(at i: Int) -> (Rational, Int)? {
        var end = i + 1
        var digits = 0
        var denominator = 1
        while let c = text[end], NumberScanner.isDigit(c) {
            digits = digits * 10 + Int(c.value - 48)
            denominator *= 10
            end += 1
        }
        guard (2...4).contains(end - i), digits > 0, text[end].map({ !NumberScanner.isDigit($0) && !".,/".unicodeScalars.contains($0) }) ?? true,
            let value = Rational(digits, denominator)
        else { return nil }
        return (value, end)
    }

    /// Where the second number of a range starts, if a dash or range word follows `i`.
    func rangeEnd(after i: Int, limit: Int) -> Int? {
        let k = skip(i, limit)
        var next: Int?
        // "200−220 мл": the minus sign (U+2212) is a dash too.
        if let c = text[k], "-–—−".unicodeScalars.contains(c) {
            next = k + 1
        } else if grammar.code != "en", k == i, text[k] == "~" {
            // "2~4 стакана бульона", "500~600г картофеля": in Russian and Kazakh a tilde glued
            // between two numbers is a range (before a number alone it is "about").
            next = k + 1
        } else if k > i, let word = text.matchAny(grammar.rangeWords + grammar.rangeOrWords, at: k, limit: limit), text.isSpace(word) {
            next = word
        }
        guard let next else { return nil }
        let start = skip(next, limit)
        return startsNumber(at: start) ? start : nil
    }

    /// A number at `i`, in digits (`NumberScanner`) or in words ("two", "половина", "пол-").
    func number(at i: Int) throws(AmountError) -> (Rational, Int)? {
        if let found = try numbers.number(at: i) {
            // "1 and 1/2 cups", "2 & ½ cups": in English a whole number, "and" and a fraction
            // below 1 are one number; "1/4 + 1/8 teaspoon": so are any number, "+" and a
            // fraction below 1 before the unit they share.
            if grammar.code == "en", text.isSpace(found.1),
                let joint = text.matchAny(found.0.isInteger ? ["and", "&", "+"] : ["+"], at: found.1 + 1, limit: text.count),
                text.isSpace(joint),
                let (part, end) = try? numbers.number(at: joint + 1), part < .one, !part.isZero, let sum = found.0.adding(part)
            {
                return (sum, end)
            }
            return found
        }
        return wordNumber(at: i)
    }

    /// Whether a number, in digits or words, starts at `i`.
    func startsNumber(at i: Int) -> Bool {
        numbers.startsNumber(at: i) || wordNumber(at: i) != nil
    }

    /// A number written as a word at `i` (`LanguageGrammar.numberWords`) and where what
    /// follows it starts: after a space, or for "пол" after a hyphen or straight on when
    /// a unit follows ("полстакана"). Only at the start of a word.
    func wordNumber(at i: Int) -> (Rational, Int)? {
        guard text.isLetter(i), text.wordStarts(at: i) else { return nil }
        for (word, value) in grammar.numberWords {
            // compared in place: this runs at every word start, for some hundred number words
            let length = word.unicodeScalars.count
            guard i + length <= text.count, text.lower[i..<(i + length)].elementsEqual(word.unicodeScalars) else { continue }
            let end = i + length
            if text.isSpace(end) {
                let next = skip(end, text.count)
                // "half and half", "half & half": the cream, not a half.
                if word == "half", text.matchAny(["and half", "& half"], at: next, limit: text.count) != nil { continue }
                // "one" alone, or before "or": not a number here.
                if next < text.count { return (value, end) }
                continue
            }
            // "три-четыре горошины", "две-три луковицы": in Russian and Kazakh two number words
            // joined by a hyphen are a range (the hyphen is read as its dash).
            if grammar.code != "en", text[end] == "-", wordNumber(at: end + 1) != nil { return (value, end) }
            // "Яйца — два", "Яйца — десяток.": in Russian and Kazakh a number word may end the
            // line after a name.
            if grammar.code != "en", i > 0, end == text.count || (text[end].map { ".;,".unicodeScalars.contains($0) } ?? false),
                (min(end + 1, text.count)..<text.count).allSatisfy({ text.isSpace($0) || text[$0].map { ".;,".unicodeScalars.contains($0) } == true })
            {
                return (value, end)
            }
            if LanguageGrammar.gluedNumberWords.contains(word) {
                if text[end] == "-", text.isLetter(end + 1) { return (value, end + 1) }
                if let (_, after) = matcher.longestMatch(in: text.lower, at: end), after > end { return (value, end) }
            }
        }
        return nil
    }

    /// After the amount-like run at `i`, to carry on past an unreadable amount.
    func runEnd(_ i: Int) -> Int { i + numbers.run(at: i).unicodeScalars.count }

    /// What follows an amount: multiplier, bracketed size, size word, unit, container,
    /// connector, then the name.
    mutating func measureAndName(from start: Int, end: Int, into result: inout ParsedIngredient) {
        var k = skip(start, end)
        // "2 dozen eggs": so many dozens.
        if grammar.code == "en", let dozen = text.matchAny(["dozen", "doz.", "doz"], at: k, limit: end), text.isSpace(dozen),
            let quantity = result.quantity, let low = quantity.low * 12, let high = quantity.high * 12
        {
            result.quantity = Quantity(low: low, high: high)
            k = skip(dozen, end)
        }
        if let sign = text.matchAny(LanguageGrammar.multiplierSigns, at: k, limit: end), startsNumber(at: skip(sign, end)) {
            let (each, after) = amount(at: skip(sign, end), limit: end)
            result.multiplier = result.quantity?.low
            result.quantity = each
            k = skip(after, end)
        }
        // "1 (or 2) 5-oz. cans chicken": in English, another count offered in a bracket right
        // after the amount is a note; the size of each may follow it.
        var otherCount: String?
        if grammar.code == "en", text[k] == "(", let group = text.parenGroups(in: k..<end).first, group.lowerBound == k,
            let or = text.matchAny(["or"], at: k + 1, limit: group.upperBound), text.isSpace(or),
            startsNumber(at: skip(or, group.upperBound)), runEnd(skip(or, group.upperBound)) == group.upperBound - 1
        {
            otherCount = text.text((k + 1)..<(group.upperBound - 1))
            k = skip(group.upperBound, end)
        }
        defer { if let otherCount { result.note = result.note.map { otherCount + ", " + $0 } ?? otherCount } }
        if result.multiplier == nil, let (each, after) = bracketAmount(at: k, end: end) {
            let dimension = UnitTable.unit(id: each.amount.unit)?.dimension
            if dimension == .length {
                // "2 (12-inch) flour tortillas", "1 (2 inch) piece ginger": the size of each.
                result.size = text.string((k + 1)..<(after - 1))
            } else if grammar.code != "en", dimension == .mass || dimension == .volume,
                !FoodWords.split(text.text(k..<after)).contains(where: Self.eachWords.contains),
                skip(after, end) >= end || onlyListPunctuation(from: skip(after, end), limit: end)
            {
                // "Куриная грудка: 2 (~ 500 грамм)", "Куриные голени: 10 (~ 1,2 килограмма)": in
                // Russian and Kazakh a weight in a bracket straight after a plain count, with no
                // "по" and nothing after it (the name came first), is what they weigh together
                // (as "3 шт. (300 гр.)").
                if result.equivalent == nil { result.equivalent = each.amount }
            } else {
                applyEach(each, to: &result)
            }
            k = skip(after, end)
        }
        // "1 28-ounce can tomatoes", "4 6-ounce salmon fillets", "one 14-ounce can": a
        // second amount with a unit is the size of each.
        // "1, 3.9 oz box of pudding mix": a comma between the count and the size of each.
        var sizeStart = k
        if text[k] == ",", grammar.code == "en", let size = sizeOfEach(at: skip(k + 1, end), end: end),
            size.unit.dimension == .mass || size.unit.dimension == .volume
        {
            sizeStart = skip(k + 1, end)
        }
        if result.multiplier == nil, let quantity = result.quantity, !quantity.isRange,
            let (each, unit, unitRange) = sizeOfEach(at: sizeStart, end: end)
        {
            let unitEnd = unitRange.upperBound
            if unit.dimension == .mass || unit.dimension == .volume {
                result.multiplier = quantity.low
                result.quantity = each
                result.unit = unit.id
                result.unitText = text.string(unitRange)
                k = skip(unitEnd, end)
            } else if unit.dimension == .length {
                // "1 3-inch piece ginger", "One 3-inch cinnamon stick": a length is the size
                // of the pieces counted.
                result.size = text.string(sizeStart..<unitEnd)
                k = skip(unitEnd, end)
                // "2 1-inch thick each swordfish fillets": the dimension measured is the size's.
                if grammar.code == "en", let word = text.matchAny(["thick each", "thick", "long", "wide"], at: k, limit: end), text.isSpace(word) {
                    result.size = text.string(sizeStart..<word)
                    k = skip(word, end)
                }
                if let (count, countEnd) = matcher.longestMatch(in: text.lower, at: k), count.dimension == .count, countEnd <= end {
                    result.unit = count.id
                    result.unitText = text.string(k..<countEnd)
                    k = skip(countEnd, end)
                }
            }
        }
        // (Not a size that starts a longer unit name: "1 маленькая ложка соли" is a teaspoon.)
        if result.size == nil, let size = text.matchAny(grammar.sizes, at: k, limit: end),
            (matcher.longestMatch(in: text.lower, at: k)?.end).map({ $0 <= size }) ?? true
        {
            result.size = text.string(k..<size)
            k = skip(size, end)
        } else if result.size == nil, let size = text.matchAny(grammar.unitSizes, at: k, limit: end),
            let (sized, sizedEnd) = matcher.longestMatch(in: text.lower, at: skip(size, end)),
            sized.id != "clove" || text.string(k..<size).lowercased() != "whole" || (text.isSpace(sizedEnd) && text.isLetter(skip(sizedEnd, end)))
        {
            // "2 good handfuls of spinach", "1 whole head garlic": a size word only before a
            // unit ("6 whole cloves" names the spice).
            result.size = text.string(k..<size)
            k = skip(size, end)
        }
        // "12 finely minced cloves of garlic", "5 fresh sprigs of thyme", "18 thin slices of
        // prosciutto", "4 packed cups strawberries": in English, words that describe before a
        // unit followed by a name; they are its size.
        if grammar.code == "en", result.unit == nil, result.size == nil, let (described, unitStart) = describedUnit(at: k, end: end) {
            result.size = described
            k = unitStart
        }
        if result.unit == nil {
            k = skip(unit(at: k, end: end, into: &result), end)
        }
        // "100g/3½oz butter", "200ml/7fl oz milk", "1 1/2 lb / 680 g potatoes": an amount
        // after a slash is an equivalent; "50g/2oz/1/2 cup frozen peas": so is a third, kept
        // only to be skipped.
        while result.unit != nil, text[k] == "/", numbers.startsNumber(at: skip(k + 1, end)) {
            var trial = self
            var measured = ParsedIngredient(text: "")
            var (quantity, after) = trial.amount(at: skip(k + 1, end), limit: end)
            var unitEnd = trial.unit(at: skip(after, end), end: end, into: &measured)
            // "500g/1lb 2oz beef mince": the equivalent may be a sum of two units.
            if grammar.code == "en", let q = quantity, let u = UnitTable.unit(id: measured.unit),
                let more = trial.unitRangeOrSum(at: skip(unitEnd, end), end: end, of: q, u, into: &measured), let sum = measured.quantity
            {
                unitEnd = more
                quantity = sum
            }
            if let quantity, measured.unit != nil {
                if result.equivalent == nil { result.equivalent = Amount(quantity, unit: measured.unit) }
                diagnostics = trial.diagnostics
                k = skip(unitEnd, end)
            } else if let quantity, result.equivalent == nil, !quantity.isRange, text.isSpace(after), text.isLetter(skip(after, end)),
                UnitTable.unit(id: result.unit).map({ $0.dimension == .mass || $0.dimension == .volume }) == true
            {
                // "170 г / 3 больших яйца": a plain count after the slash is what a weight or
                // volume comes to in pieces; the name follows it.
                result.equivalent = Amount(quantity, unit: nil)
                diagnostics = trial.diagnostics
                k = skip(after, end)
                break
            } else {
                break
            }
        }
        // "2 ст.л. с горкой муки": a size written after the unit (not in English, where
        // "1 cup small-curd cottage cheese" names the food).
        if result.size == nil, result.unit != nil, grammar.code != "en", let size = text.matchAny(grammar.sizes, at: k, limit: end), text.isSpace(size) || size == end {
            result.size = text.string(k..<size)
            k = skip(size, end)
        }
        k = plusAmount(at: k, end: end, into: &result)
        // "1 cup 2 sticks salted butter", "3/4 cup 4 oz. pine nuts", "200 gms 1 cup of white
        // sugar": in English a second amount with its unit straight after a weight or volume
        // is its equivalent (a smaller unit of the same system was added above: "1 lb 4 oz").
        if grammar.code == "en", result.multiplier == nil, result.equivalent == nil, let unit = UnitTable.unit(id: result.unit),
            unit.dimension == .mass || unit.dimension == .volume, numbers.startsNumber(at: k)
        {
            var trial = self
            var measured = ParsedIngredient(text: "")
            let (second, after) = trial.amount(at: k, limit: end)
            let unitEnd = trial.unit(at: skip(after, end), end: end, into: &measured)
            if let second, let u2 = UnitTable.unit(id: measured.unit), u2.dimension != .length, u2.dimension != .temperature,
                trial.diagnostics.count == diagnostics.count, unitEnd == end || text.isSpace(unitEnd)
            {
                result.equivalent = Amount(second, unit: u2.id)
                k = skip(unitEnd, end)
            }
        }
        // "14 oz (400 g) can chickpeas": an equivalent between the amount and its container.
        if grammar.code == "en", result.multiplier == nil, result.equivalent == nil, let unit = UnitTable.unit(id: result.unit),
            unit.dimension == .mass || unit.dimension == .volume, let (each, after) = bracketAmount(at: k, end: end),
            let (container, _) = matcher.longestMatch(in: text.lower, at: skip(after, end)), Self.containers.contains(container.id)
        {
            result.equivalent = each.amount
            k = skip(after, end)
        }
        // "12 oz. bag of frozen peas", "15 oz can chickpeas": a weight or volume, then the
        // container that holds it.
        if result.multiplier == nil, result.container == nil, let unit = UnitTable.unit(id: result.unit),
            unit.dimension == .mass || unit.dimension == .volume,
            let (container, after) = matcher.longestMatch(in: text.lower, at: k), after <= end, Self.containers.contains(container.id)
        {
            result.container = container.id
            k = skip(after, end)
            // "1-8 oz. package cream cheese", "1 - 8 oz package": in English, one container of
            // the size after the dash, not a range from 1.
            if grammar.code == "en", let quantity = result.quantity, quantity.isRange, quantity.low == .one, quantity.high > Rational(2) {
                result.quantity = Quantity(quantity.high)
            }
        } else if grammar.code == "en", result.multiplier == nil, let quantity = result.quantity, quantity.isRange, quantity.low == .one,
            quantity.high >= Rational(4), ["oz", "g", "ml", "fl-oz"].contains(result.unit ?? ""),
            let hyphen = (0..<start).last(where: { text[$0] == "-" }), text.isSpace(hyphen + 1), !text.isSpace(hyphen - 1),
            text[hyphen - 1] == "1", hyphen < 2 || !text.isDigit(hyphen - 2)
        {
            // "1- 5 1/2 oz. Chinese noodles": one package of the size after a hyphen glued to
            // the 1, not a range from 1 ounce (four times or more).
            result.quantity = Quantity(quantity.high)
        }
        if result.multiplier == nil, UnitTable.unit(id: result.unit)?.dimension == .count,
            let (each, after) = bracketAmount(at: k, end: end)
        {
            // "2 cans (14 oz)", "2 шт. (по 150 г)": the size of each container or piece;
            // "3 шт. (300 гр.)", "2 slices (60 g)": what they weigh together.
            // A stick of butter holds a fixed amount: "1½ sticks (¾ cup) butter" is ¾ cup in all.
            let eachWritten = FoodWords.split(text.text(k..<after)).contains(where: Self.eachWords.contains)
            if grammar.code != "en", !eachWritten, Self.containers.contains(result.unit ?? ""),
                let count = result.quantity, !count.isRange, count.low < .one
            {
                // "Масло сливочное 1/2 пачки (90 г)": in Russian and Kazakh the weight after
                // part of a pack is what that part holds (half of a 180 g pack), the amount.
                let container = result.unit
                result.quantity = each.amount.quantity
                result.unit = each.amount.unit
                result.unitText = each.unitText
                result.container = container
            } else if (Self.containers.contains(result.unit ?? "") && result.unit != "stick") || eachWritten {
                let container = result.unit
                applyEach(each, to: &result)
                result.container = container
            } else if result.equivalent == nil {
                result.equivalent = each.amount
            }
            k = skip(after, end)
        } else if grammar.code == "en", result.multiplier == nil, result.equivalent == nil, let container = result.unit,
            Self.containers.contains(container), container != "stick", numbers.startsNumber(at: k)
        {
            // "1 sachet 8g MAGGI Magic Sarap", "1 can 14 oz. tomatoes": in English a weight or
            // volume written straight after a counted container, without a bracket, is each
            // one's size, as it is in a bracket ("1 can (14 oz)").
            var trial = self
            var measured = ParsedIngredient(text: "")
            let (size, after) = trial.amount(at: k, limit: end)
            let unitEnd = trial.unit(at: skip(after, end), end: end, into: &measured)
            if let size, let unit = UnitTable.unit(id: measured.unit), unit.dimension == .mass || unit.dimension == .volume,
                trial.diagnostics.count == diagnostics.count, text.isSpace(unitEnd)
            {
                applyEach((Amount(size, unit: unit.id), measured.unitText), to: &result)
                result.container = container
                k = skip(unitEnd, end)
            }
        } else if grammar.code == "ru", result.multiplier == nil, result.equivalent == nil, let container = result.unit,
            Self.containers.contains(container), container != "stick",
            let each = text.matchAny(["по"], at: k, limit: end), text.isSpace(each), numbers.startsNumber(at: skip(each, end))
        {
            // "2 банки по 400 г нута": in Russian a weight or volume after "по" straight after
            // counted containers is each one's size, as in a bracket ("2 банки (по 400 г)"), also
            // with no name after it ("Фасоль — 2 банки по 400 г").
            var trial = self
            var measured = ParsedIngredient(text: "")
            let (size, after) = trial.amount(at: skip(each, end), limit: end)
            let unitEnd = trial.unit(at: skip(after, end), end: end, into: &measured)
            if let size, let unit = UnitTable.unit(id: measured.unit), unit.dimension == .mass || unit.dimension == .volume,
                trial.diagnostics.count == diagnostics.count, unitEnd >= end || text.isSpace(unitEnd) || onlyListPunctuation(from: unitEnd, limit: end)
            {
                applyEach((Amount(size, unit: unit.id), measured.unitText), to: &result)
                result.container = container
                k = skip(unitEnd, end)
            }
        } else if result.multiplier != nil, result.container == nil,
            let (unit, after) = matcher.longestMatch(in: text.lower, at: k), unit.dimension == .count, after <= end
        {
            result.container = unit.id
            k = skip(after, end)
        }
        if result.unit != nil || result.container != nil,
            let connector = text.matchAny(grammar.unitConnectors, at: k, limit: end), text.isSpace(connector)
        {
            k = skip(connector, end)
        } else if grammar.code == "en", result.unit == nil, result.quantity != nil,
            let of = text.matchAny(["of a", "of an", "of the"], at: k, limit: end), text.isSpace(of)
        {
            // "1/2 of a lemon", "half of an onion".
            k = skip(of, end)
        }
        // "3 ст. л. сахара — не для сладости, а для корочки", "щепотку соли — чтобы вкус
        // «озвучился»": in Russian, once the amount is read before the name, a spaced dash
        // between the name and words (not a number: "2 яйца — 1 для теста") starts a note.
        if grammar.code == "ru",
            let dash = text.topLevel(k..<end).first(where: { i in
                i > k && text.isSpace(i - 1) && text.isSpace(i + 1) && text[i].map({ "-–—".unicodeScalars.contains($0) }) == true
            }),
            case let after = skip(dash + 1, end), after < end, text[after]?.properties.isAlphabetic == true || price(at: after, end: end),
            !text.trimmed(k..<dash).isEmpty
        {
            nameAndNotes(text.trimmed(k..<dash), into: &result)
            addNote(text.text(after..<end), to: &result)
            return
        }
        nameAndNotes(k..<end, into: &result)
    }

    /// "17,2 рублей", "52 ₽": a price (what the food cost) at `i`.
    func price(at i: Int, end: Int) -> Bool {
        var j = i
        while j < end, text.isDigit(j) || text[j] == "," || text[j] == "." || text.isSpace(j) { j += 1 }
        guard j > i, text.isDigit(i) else { return false }
        return text.string(j..<end).lowercased().hasPrefix("руб") || text[j] == "₽"
    }

    /// Count units that hold a food: a bracketed amount after them is each one's size.
    static let containers: Set<String> = ["can", "jar", "packet", "bottle", "stick"]
    /// Words in a bracket that make its amount each piece's: "(6 oz each)", "(по 150 г)".
    static let eachWords: Set<String> = ["each", "apiece", "по", "каждый", "каждая", "каждое", "әрқайсысы", "әрбірі"]

    /// "1 cup plus 2 tablespoons": a second amount of the same kind joined by "plus", "+",
    /// "and" (и, және) is added to the first, in the first one's unit. Returns where the
    /// name continues.
    mutating func plusAmount(at k: Int, end: Int, into result: inout ParsedIngredient) -> Int {
        guard result.multiplier == nil, let quantity = result.quantity, !quantity.isRange,
            let unit = UnitTable.unit(id: result.unit), unit.dimension == .mass || unit.dimension == .volume
        else { return k }
        if grammar.code == "en", let next = unitRangeOrSum(at: k, end: end, of: quantity, unit, into: &result) { return next }
        if grammar.code != "en", let next = metricSum(at: k, end: end, of: quantity, unit, into: &result) { return next }
        // "Мука — 800 г—1 кг", "Вода 700 мл - 1 л": in Russian and Kazakh too, a dash and a
        // larger amount in a larger metric unit of the same kind is a range in the first unit.
        if grammar.code != "en", unit.system == .metric, let c = text[k], "-–—".unicodeScalars.contains(c),
            let next = unitRangeOrSum(at: k, end: end, of: quantity, unit, into: &result)
        {
            return next
        }
        guard let word = text.matchAny(grammar.plusWords, at: k, limit: end) else { return k }
        let start = skip(word, end)
        guard start > word || text[k] == "+", numbers.startsNumber(at: start) else { return k }
        var trial = self
        let (second, after) = trial.amount(at: start, limit: end)
        var second2 = ParsedIngredient(text: "")
        let unitEnd = trial.unit(at: skip(after, end), end: end, into: &second2)
        guard let second, !second.isRange, let u2 = UnitTable.unit(id: second2.unit), u2.dimension == unit.dimension,
            let sum = LineReader.add(quantity.low, unit, second.low, u2)
        else { return k }
        diagnostics = trial.diagnostics
        result.quantity = Quantity(sum)
        var next = skip(unitEnd, end)
        if let connector = text.matchAny(grammar.unitConnectors, at: next, limit: end), text.isSpace(connector) { next = skip(connector, end) }
        return next
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
            // "3-4 sticks celery", "1 stick of celery": a stick of celery is a stalk.
            if grammar.code == "en", unit.id == "stick" {
                let rest = String(String.UnicodeScalarView(text.lower[after..<end])).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix("celery") || rest.hasPrefix("of celery") { result.unit = "stalk" }
            }
            return after
        }
        // "1 T. butter", "1 t salt": a capital T is a tablespoon, a small t a teaspoon.
        if grammar.code == "en", let letter = text[j], letter == "T" || letter == "t", text.wordStarts(at: j),
            !text.isLetter(j + 1), text[j + 1] == "." || text.isSpace(j + 1)
        {
            let after = text[j + 1] == "." ? j + 2 : j + 1
            if text.isSpace(after), let unit = UnitTable.unit(id: letter == "T" ? "tbsp" : "tsp") {
                result.unit = unit.id
                result.unitText = text.string(j..<after)
                return after
            }
        }
        // "3 ribs celery", "1 rib of celery": a rib of celery is a stalk.
        if grammar.code == "en", text.isLetter(j), text.wordStarts(at: j) {
            var after = j
            while after < end, text.isLetter(after) { after += 1 }
            let word = String(String.UnicodeScalarView(text.lower[j..<after]))
            if word == "rib" || word == "ribs", let stalk = UnitTable.unit(id: "stalk") {
                let rest = String(String.UnicodeScalarView(text.lower[after..<end])).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix("celery") || rest.hasPrefix("of celery") {
                    result.unit = stalk.id
                    result.unitText = text.string(j..<after)
                    return after
                }
            }
        }
        // "4 кружка лимона": after 2, 3 or 4 "кружка" is the genitive of "кружок", a round
        // slice (a mug would be "кружки"); after 1 or none it is a mug, left a count.
        if grammar.code == "ru", let whole = result.quantity?.high, whole.denominator == 1,
            (2...4).contains(whole.numerator % 10), !(12...14).contains(whole.numerator % 100),
            let word = text.matchAny(["кружка"], at: j, limit: end), word == end || !text.isLetter(word),
            let slice = UnitTable.unit(id: "slice")
        {
            result.unit = slice.id
            result.unitText = text.string(j..<word)
            return word
        }
        // "3/4 cupheavy cream", "1/2 tspsalt": a unit typed onto the name's first word.
        if let (unit, after) = gluedUnit(at: j, end: end, quantity: result.quantity) {
            result.unit = unit.id
            result.unitText = text.string(j..<after)
            return after
        }
        guard let (word, after, near) = misspelledUnit(at: k, end: end) else { return k }
        let written = text.string(k..<after)
        error("unknown-unit", "unknown unit '\(written)'", at: k, hint: word)
        result.unitText = written
        // "Cметана:1 стака;", "Рис: 0,5 стаканна;", "Укроп: 1 пучек": in Russian a misspelt unit
        // one letter off that ends a line whose name came first is read as the unit it is near
        // (the error and its hint stay; "6 стрелок", "6 кубиков" are two letters off a piece).
        // Not a piece or a pack: their names are one letter off common nouns ("½ турки" is
        // not "тушки", "1/2 палки" of sausage not "пачки").
        if grammar.code == "ru", (0..<k).contains(where: { text.isLetter($0) }), after >= end || onlyListPunctuation(from: after, limit: end),
            Suggest.distance(written.lowercased().trimmingCharacters(in: ["."]), near) == 1, let unit = UnitTable.lookup(near, language: "ru"),
            !["piece", "packet"].contains(unit.id)
        {
            result.unit = unit.id
        }
        return after
    }

    /// An English unit written straight onto the next word ("cupheavy", "tablespoonolive",
    /// "tspsalt"): the unit and where the rest of the word starts. Only the units a
    /// recipe measures in, only when three or more letters follow, and not the words that
    /// begin so ("cupcakes", "cupful", "pound cake").
    func gluedUnit(at k: Int, end: Int, quantity: Quantity?) -> (Unit, Int)? {
        guard grammar.code == "en", text.isLetter(k), text.wordStarts(at: k) else { return nil }
        var after = k
        while after < end, text.isLetter(after) { after += 1 }
        let word = String(String.UnicodeScalarView(text.lower[k..<after]))
        // "1/2 cupsugar" is a cup of sugar, "2 cupsall-purpose flour" cups of flour: the
        // singular for one or less, the plural first for more.
        let plural = (quantity?.high).map { $0 > Rational(1) } ?? false
        let prefixes = LanguageGrammar.gluedUnitPrefixes.filter { plural || !LanguageGrammar.gluedUnitPlurals.contains($0) }
        for prefix in prefixes where word.hasPrefix(prefix) {
            let rest = word.dropFirst(prefix.count)
            guard rest.count >= 3, !LanguageGrammar.notGluedRests.contains(where: { rest.hasPrefix($0) }),
                let unit = UnitTable.lookup(prefix, language: "en")
            else { continue }
            return (unit, k + prefix.unicodeScalars.count)
        }
        return nil
    }

    /// A word of three or more letters at `k` that is close to a unit name and starts with
    /// the same letter: the "did you mean" hint, the end of the word and the name it is near.
    func misspelledUnit(at k: Int, end: Int) -> (String, Int, String)? {
        var after = k
        while after < end, text.isLetter(after) { after += 1 }
        guard after - k >= 3, text.wordStarts(at: k) else { return nil }
        let word = String(String.UnicodeScalarView(text.lower[k..<after]))
        guard !grammar.notUnits.contains(word), !grammar.sizes.contains(word), !grammar.unitConnectors.contains(word) else { return nil }
        // "2 peaches", "2 peaches, sliced": in English a word with no name after it is the
        // name, however close to a unit ("pinches"); a misspelt unit comes before its food.
        if grammar.code == "en" {
            var next = after
            while next < end, text[next] == "." || text.isSpace(next) { next += 1 }
            guard next < end, text.isLetter(next) || text[next] == "(" else { return nil }
            // "2 peaches halved", "3 peaches peeled and sliced": only preparations after it,
            // no food, so it is the name ("2 tbps sliced almonds" still has its food after).
            let rest = text.string(next..<end).lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
            if rest.allSatisfy({ $0 == "and" || LanguageGrammar.englishPreparations.contains(String($0)) }) { return nil }
        }
        // "1 петрушка", "1 петрушка (корень и зелень)": in Russian a word near a unit with no
        // word after it and none before the amount is the name ("Сахар — 2 стакна" keeps its
        // misspelt glass: the name came first).
        if grammar.code == "ru" {
            var next = after
            while next < end, text[next] == "." || text.isSpace(next) { next += 1 }
            if !(next < end && text.isLetter(next)), !(0..<k).contains(where: { text.isLetter($0) }) {
                return nil
            }
        }
        let limit = word.unicodeScalars.count >= 7 ? 2 : 1
        // The names that start alike and are near enough in length to be `limit` edits away.
        let length = word.lowercased().unicodeScalars.count
        let candidates = (matcher.suggestionsByFirst[word.unicodeScalars.first!] ?? []).filter {
            abs($0.length - length) <= limit && Suggest.distance(word, $0.name) <= limit
        }.map(\.name)
        // Closest first; of equals, the one sharing the longest start ("tbps": tbsp, not tsps).
        let ranked = candidates.enumerated()
            .map { (name: $1, distance: Suggest.distance(word, $1), shared: Self.sharedPrefix(word, $1), index: $0) }
            .sorted { ($0.distance, -$0.shared, $0.index) < ($1.distance, -$1.shared, $1.index) }
        guard let best = ranked.first, let hint = Suggest.hint(for: word, in: [best.name]) else { return nil }
        if text[after] == "." { after += 1 }
        return (hint, after, best.name)
    }

    static func sharedPrefix(_ a: String, _ b: String) -> Int {
        zip(a.unicodeScalars, b.unicodeScalars).prefix { $0 == $1 }.count
    }

    /// "1 lb 4 oz beef" (a smaller unit of the same kind and system straight after: added),
    /// "12 oz - 1 lb pasta", "8 oz to 1 lb" (a dash or "to", then a larger amount in another
    /// unit of the same kind and system: a range in the first unit). "2 cups 250 ml" is
    /// neither. English. Where the name continues, or nil.
    mutating func unitRangeOrSum(at k: Int, end: Int, of quantity: Quantity, _ unit: Unit, into result: inout ParsedIngredient) -> Int? {
        var start = k
        var range = false
        if let c = text[k], "-–—".unicodeScalars.contains(c) {
            start = skip(k + 1, end)
            range = true
        } else if let word = text.matchAny(grammar.rangeWords, at: k, limit: end), text.isSpace(word) {
            start = skip(word, end)
            range = true
        }
        guard numbers.startsNumber(at: start) else { return nil }
        var trial = self
        let (second, after) = trial.amount(at: start, limit: end)
        var measured = ParsedIngredient(text: "")
        let unitEnd = trial.unit(at: skip(after, end), end: end, into: &measured)
        guard let second, !second.isRange, let u2 = UnitTable.unit(id: measured.unit), u2.dimension == unit.dimension, u2.id != unit.id,
            u2.system == unit.system, trial.diagnostics.count == diagnostics.count
        else { return nil }
        if range {
            guard let high = Unit.convert(second.low, from: u2, to: unit), quantity.low < high else { return nil }
            result.quantity = Quantity(low: quantity.low, high: high)
        } else {
            // Only a smaller unit: "1 lb 4 oz" (not "2 cups 250 ml", an equivalent).
            guard u2.factor < unit.factor, let sum = LineReader.add(quantity.low, unit, second.low, u2) else { return nil }
            result.quantity = Quantity(sum)
        }
        return skip(unitEnd, end)
    }

    /// "Мука — 1 кг 200 г", "Мясо — 1 кг. 500 гр.", "Молоко — 1 л 200 мл": in Russian and
    /// Kazakh a metric amount followed by one in a smaller metric unit of the same kind is
    /// their sum. Returns where the name continues, or nil.
    mutating func metricSum(at k: Int, end: Int, of quantity: Quantity, _ unit: Unit, into result: inout ParsedIngredient) -> Int? {
        guard unit.system == .metric else { return nil }
        var start = k
        if text[start] == "." { start = skip(start + 1, end) }
        guard numbers.startsNumber(at: start) else { return nil }
        var trial = self
        let (second, after) = trial.amount(at: start, limit: end)
        var measured = ParsedIngredient(text: "")
        let unitEnd = trial.unit(at: skip(after, end), end: end, into: &measured)
        guard let second, !second.isRange, let u2 = UnitTable.unit(id: measured.unit), u2.dimension == unit.dimension,
            u2.system == .metric, u2.factor < unit.factor, trial.diagnostics.count == diagnostics.count,
            let sum = LineReader.add(quantity.low, unit, second.low, u2)
        else { return nil }
        result.quantity = Quantity(sum)
        return skip(unitEnd, end)
    }

    /// `(14 oz)`, `(about 450 g)` at `k`: the amount, its unit as written, and the end of
    /// the brackets. Nil when `k` is not a bracket, or the bracket does not start with an
    /// amount followed by nothing or by words.
    mutating func bracketAmount(at k: Int, end: Int) -> ((amount: Amount, unitText: String?), Int)? {
        guard text[k] == "(", let group = text.parenGroups(in: k..<end).first, group.lowerBound == k else { return nil }
        let inner = text.trimmed((k + 1)..<(group.upperBound - 1))
        var i = inner.lowerBound
        var approximate = false
        // "(по 150 г)": each one's, said first.
        if let each = text.matchAny(["по"], at: i, limit: inner.upperBound), text.isSpace(each), startsNumber(at: skip(each, inner.upperBound)) {
            i = skip(each, inner.upperBound)
        }
        if let marker = text.matchAny(grammar.approximate, at: i, limit: inner.upperBound),
            startsNumberOrError(at: skip(marker, inner.upperBound))
        {
            approximate = true
            i = skip(marker, inner.upperBound)
        }
        // "Укроп (пучок)": in Russian and Kazakh, a bracket holding only a unit that stands
        // for one ("пучок", "щепотка") is one of it.
        if grammar.code != "en", !approximate, let (unit, unitEnd) = matcher.longestMatch(in: text.lower, at: i), unitEnd == inner.upperBound,
            impliedUnit(at: i, limit: inner.upperBound) != nil
        {
            return ((Amount(Quantity(.one), unit: unit.id), text.string(i..<unitEnd)), group.upperBound)
        }
        guard startsNumberOrError(at: i) else { return nil }
        var measured = ParsedIngredient(text: "")
        let (quantity, after) = amount(at: i, limit: inner.upperBound)
        guard let quantity else { return nil }
        measured.quantity = quantity
        var rest = skip(unit(at: skip(after, inner.upperBound), end: inner.upperBound, into: &measured), inner.upperBound)
        // "(4 oz/115 g each)": in English an equivalent after a slash.
        if grammar.code == "en", measured.unit != nil, text[rest] == "/", numbers.startsNumber(at: skip(rest + 1, inner.upperBound)) {
            var trial = self
            var other = ParsedIngredient(text: "")
            let (value, afterValue) = trial.amount(at: skip(rest + 1, inner.upperBound), limit: inner.upperBound)
            let otherEnd = trial.unit(at: skip(afterValue, inner.upperBound), end: inner.upperBound, into: &other)
            if value != nil, other.unit != nil, trial.diagnostics.count == diagnostics.count { rest = skip(otherEnd, inner.upperBound) }
        }
        // "(400 g each)" is an amount; "(70%)" is a note. In Russian and Kazakh a weight or
        // volume may be followed by a comma and a note: "(около 3–4 литров, чтобы покрыть мясо)".
        let noteAfterComma =
            grammar.code != "en" && text[rest] == ","
            && UnitTable.unit(id: measured.unit).map({ $0.dimension == .mass || $0.dimension == .volume }) == true
        // "(1,5 стакана + для подсыпки)": a plus and words with no number, more of it for
        // something else, after the amount.
        let moreAfterPlus =
            grammar.code != "en" && text[rest] == "+" && measured.unit != nil && text.isLetter(skip(rest + 1, inner.upperBound))
        if rest < inner.upperBound, !text.isLetter(rest), !noteAfterComma, !moreAfterPlus { return nil }
        // "Kosher salt (1/2 tsp per pound)": a rate is a note, not the line's amount.
        if grammar.code == "en", let per = text.matchAny(["per"], at: rest, limit: inner.upperBound), text.isSpace(per) { return nil }
        return ((Amount(quantity, unit: measured.unit, approximate: approximate), measured.unitText), group.upperBound)
    }

    /// Russian egg grades (С0, С1, С2, С3, СО, СВ), in Cyrillic or Latin letters.
    static let eggGrades: Set<String> = ["С0", "С1", "С2", "С3", "СО", "СВ", "C0", "C1", "C2", "C3", "CO", "CB"]

    /// `33%`, `3,2%`, `3.2%`, and a range of them: `33-35%`.
    static func isPercentage(_ word: String) -> Bool {
        guard word.count > 1, word.hasSuffix("%") else { return false }
        let number = word.dropLast()
        if isNumberText(String(number)) { return true }
        let ends = number.split(whereSeparator: { "-–—".contains($0) }).map { String($0).hasSuffix("%") ? String($0.dropLast()) : String($0) }
        return ends.count == 2 && ends.allSatisfy(isNumberText)
    }

    /// `80/20`, `93/7`: two whole numbers that add up to 100.
    static func isFatRatio(_ word: String) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a > 0, b > 0 else { return false }
        return a + b == 100
    }

    /// Digits with at most one decimal point or comma between them.
    static func isNumberText(_ word: String) -> Bool {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false).flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(NumberScanner.isDigit) }
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
                let unit = UnitTable.unit(id: each.amount.unit)
                let measure = unit.map { $0.dimension == .mass || $0.dimension == .volume } ?? false
                if measure, result.multiplier == nil, result.equivalent == nil,
                    ["can", "jar", "packet", "bottle"].contains(result.unit ?? ""), let count = result.quantity, !count.isRange
                {
                    // "1 банка варёной сгущёнки (400 г)", "1 tin chopped tomatoes (400g)": a
                    // weight or volume in a bracket after the name of a counted can, jar,
                    // packet or bottle is each one's size, as right after the unit ("1 банка
                    // (400 г)", "1 can (400g) tomato puree").
                    let container = result.unit
                    applyEach(each, to: &result)
                    result.container = container
                } else if result.equivalent == nil {
                    result.equivalent = each.amount
                }
                // "(около 3–4 литров, чтобы покрыть мясо)": what follows the amount's comma is a note.
                if let comma = (group.lowerBound..<group.upperBound).first(where: { text[$0] == "," && !(text.isDigit($0 - 1) && text.isDigit($0 + 1)) }) {
                    let note = text.text((comma + 1)..<(group.upperBound - 1))
                    if !note.isEmpty { notes.append(note) }
                }
            } else {
                let note = text.text((group.lowerBound + 1)..<(group.upperBound - 1))
                if !note.isEmpty { notes.append(note) }
            }
        }
        // "400 г муки (первоначально 250 г + 150 г позже": in Russian and Kazakh, a bracket
        // never closed holds a note to the end of the line.
        if grammar.code != "en", let open = (cursor..<range.upperBound).first(where: { text[$0] == "(" }),
            !(open..<range.upperBound).contains(where: { text[$0] == ")" })
        {
            let note = text.text((open + 1)..<range.upperBound)
            if !note.isEmpty { notes.append(note) }
            name += text.string(cursor..<open)
            cursor = range.upperBound
        }
        name += text.string(cursor..<range.upperBound)
        var words = name.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // "8 small, waxy potatoes": the comma after the size word is not part of the name.
        if let first = words.first, first.hasPrefix(",") {
            words[0] = String(first.dropFirst())
            if words[0].isEmpty { words.removeFirst() }
        }
        // "сливки 33%", "молоко 3,2%", "сметана жирностью 20%": a percentage says what the
        // food is, not how much: it goes to the note.
        var index = 0
        while index < words.count {
            var found: Range<Int>?
            if Self.isPercentage(words[index]) || (grammar.code == "en" && Self.isFatRatio(words[index])) {
                // "1 lb. 80/20 ground beef": lean to fat, a percentage too.
                found = index..<(index + 1)
            } else if words[index] == "%", index > 0, Self.isNumberText(words[index - 1]) {
                found = (index - 1)..<(index + 1)
            } else if grammar.code != "en", let cut = words[index].range(of: "%-") {
                // "6 %-го уксуса", "9%-ный уксус": a Russian ending after the sign.
                let head = String(words[index][..<cut.lowerBound]) + "%"
                if Self.isPercentage(head) {
                    found = index..<(index + 1)
                } else if head == "%", index > 0, Self.isNumberText(words[index - 1]) {
                    found = (index - 1)..<(index + 1)
                }
            }
            guard var percent = found else { index += 1; continue }
            let before = percent.lowerBound > 0 && LanguageGrammar.percentWords.contains(words[percent.lowerBound - 1].lowercased())
            if before {
                percent = (percent.lowerBound - 1)..<percent.upperBound
            }
            // "молоко 2,5% жирности": the word after the percentage goes with it; so do both
            // around it when the one before is "от" ("сметана от 20% жирности").
            if !before || words[percent.lowerBound].lowercased() == "от", percent.upperBound < words.count,
                LanguageGrammar.percentWords.contains(words[percent.upperBound].lowercased())
            {
                percent = percent.lowerBound..<(percent.upperBound + 1)
            }
            // "Шоколад горький не менее 70% какао": a bound before the percentage, and the
            // cocoa it counts after it, go to the note with it (the name had "не менее какао").
            if grammar.code != "en", percent.lowerBound >= 3, words[percent.lowerBound - 2].lowercased() == "не",
                ["менее", "более", "ниже"].contains(words[percent.lowerBound - 1].lowercased())
            {
                percent = (percent.lowerBound - 2)..<percent.upperBound
            }
            // "шоколада с содержанием какао 70%", "… какао не менее 70%": the words saying what
            // it counts go with it (the name kept "с содержанием какао").
            if grammar.code != "en", percent.lowerBound >= 3,
                words[(percent.lowerBound - 2)..<percent.lowerBound].map({ $0.lowercased() }) == ["содержанием", "какао"]
            {
                let with = words[percent.lowerBound - 3].lowercased() == "с" && percent.lowerBound >= 4
                percent = (percent.lowerBound - (with ? 3 : 2))..<percent.upperBound
            }
            if grammar.code != "en", percent.lowerBound > 0, percent.upperBound < words.count,
                words[percent.upperBound].lowercased() == "какао"
            {
                percent = percent.lowerBound..<(percent.upperBound + 1)
            }
            notes.append(words[percent].joined(separator: " "))
            words.removeSubrange(percent)
            index = percent.lowerBound
        }
        // "Яйца куриные С1", "яйца С0": a Russian egg grade says the egg's size, not which
        // food: it goes to the note.
        if grammar.code != "en", let grade = words.indices.dropFirst().first(where: { Self.eggGrades.contains(words[$0].uppercased()) }),
            words[..<grade].contains(where: { word in ["яйц", "яиц", "яйк", "яич"].contains(where: { word.lowercased().hasPrefix($0) }) })
        {
            // "яйца категории С1": the word for grade goes with it
            let start = ["категории", "категория", "кат.", "кат"].contains(words[grade - 1].lowercased()) && grade > 1 ? grade - 1 : grade
            notes.append(words[start...grade].joined(separator: " "))
            words.removeSubrange(start...grade)
        }
        // "1 Tbsp (20ml) - Olive Oil", "2 - Brown Onions", "2 cups* water": a dash or a
        // footnote mark between the amount and the name is no part of the name.
        if grammar.code == "en", result.quantity != nil, words.count > 1, ["-", "–", "—", "*"].contains(words[0]) {
            words.removeFirst()
        } else if grammar.code == "en", result.quantity != nil, let first = words.first, first.hasPrefix("*"), first.count > 1,
            first.dropFirst().first?.isLetter == true
        {
            words[0] = String(first.dropFirst())
        } else if grammar.code == "ru", result.quantity != nil, result.unit != nil, words.count > 1, words[0].allSatisfy({ $0 == "*" }) {
            // "2 стакана* муки", "1 стакан** сахара": in Russian a footnote mark after the unit.
            words.removeFirst()
        }
        // "1/2 a lemon", "½ tsp each salt and pepper": an article or "each" before the name.
        if grammar.code == "en", result.quantity != nil, words.count > 1, ["a", "an", "each"].contains(words[0].lowercased()) {
            words.removeFirst()
        }
        // "2 large eggs + 1 yolk", "2 яйца + 1 желток", "1 tsp salt & 1/2 tsp pepper": a second
        // food with its own amount goes to the note.
        // In Russian and Kazakh also a second food without one: "соды + уксус".
        // After an amount the name may start with it: "300 г + немного для подпыла".
        let plusWords = grammar.code == "en" ? ["+", "plus", "плюс", "and", "&"] : ["+", "plus", "плюс"]
        if let plus = words.indices.dropFirst(grammar.code != "en" && result.quantity != nil ? 0 : 1).first(where: { i in
            plusWords.contains(words[i].lowercased()) && i + 1 < words.count
                && (words[i + 1].unicodeScalars.first.map(NumberScanner.isDigit) == true || (grammar.code != "en" && words[i] == "+"))
        }) {
            notes.append(words[plus...].joined(separator: " "))
            words.removeSubrange(plus...)
        }
        // "as needed sesame seeds": a "to taste" phrase first.
        let joined = words.joined(separator: " ")
        let joinedText = ScalarText(joined)
        if let end = joinedText.matchAny(grammar.toTaste, at: 0, limit: joinedText.count), end < joinedText.count, joinedText.isSpace(end) {
            result.toTaste = true
            words = joinedText.text(end..<joinedText.count).split(separator: " ").map(String.init)
        }
        // "немного муки для раскатки": in Russian, "a little" before a name with no amount
        // is no amount; it goes to the note.
        if grammar.code == "ru", result.quantity == nil, words.count > 1, ["немного", "немножко", "чуть-чуть"].contains(words[0].lowercased()) {
            notes.append(words[0])
            words.removeFirst()
        }
        // "рафинированного масла для смазывания формы.": in Russian, "для" and a purpose
        // end the name wherever they stand; the rest goes to the note.
        let purpose = words.indices.dropFirst().first { i in
            i + 1 < words.count && words[i].lowercased() == "для"
                && LanguageGrammar.purposeSuffixes.contains("для " + words[i + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
        }
        if grammar.code == "ru", let purpose {
            notes.append(words[purpose...].joined(separator: " "))
            words.removeSubrange(purpose...)
        }
        // "1 кочан капусты среднего размера": a size written after the name goes to the note.
        if grammar.code == "ru", words.count > 2,
            words[words.count - 1].lowercased().trimmingCharacters(in: .punctuationCharacters) == "размера",
            grammar.sizes.contains(words[words.count - 2].lowercased())
        {
            notes.append(words.suffix(2).joined(separator: " "))
            words.removeLast(2)
        }
        // "Бауырсаққа арналған ұн", "қуыруға арналған май": in Kazakh what a food is meant for,
        // one word and "арналған" before its name, goes to the note ("нан пісіруге арналған
        // бидай ұны" is a name of its own: bread flour).
        if grammar.code == "kk", words.count > 2, words[1].lowercased() == "арналған" {
            notes.append(words[...1].joined(separator: " "))
            words.removeSubrange(...1)
        }
        // "1 ас қасық қант слайдпен" ("с горкой" translated): in Kazakh too, how full the spoon
        // is, written after the name, is the note.
        if grammar.code == "kk", words.count > 1, result.unit != nil,
            ["слайдпен", "слайдсыз", "төбесімен", "төбешікпен", "үйілген"].contains(words[words.count - 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
        {
            notes.append(words.removeLast())
        }
        // "2 ст. л. муки с горкой": how full the spoon is, written after the name, is the note.
        if grammar.code == "ru", words.count > 2,
            ["с горкой", "без горки", "с верхом", "без верха"].contains(
                words.suffix(2).joined(separator: " ").lowercased().trimmingCharacters(in: .punctuationCharacters))
        {
            notes.append(words.suffix(2).joined(separator: " "))
            words.removeLast(2)
        }
        // "нарубленная зелень кинзы для подачи": the purpose goes to the note.
        let lowered = words.joined(separator: " ").lowercased()
        let loweredLast = lowered.unicodeScalars.last
        for (suffix, spaced, last) in LanguageGrammar.purposeSuffixEnds where loweredLast == last && lowered.hasSuffix(spaced) {
            let count = suffix.split(separator: " ").count
            notes.append(words.suffix(count).joined(separator: " "))
            words.removeLast(count)
            break
        }
        // "Сыр твёрдый или другой", "салата романо или другого на ваш вкус": "or any
        // other" ends the name; it and what follows go to the note.
        if let other = words.indices.dropFirst().first(where: { i in
            i + 1 < words.count && grammar.alternativeWords.contains(words[i].lowercased())
                && LanguageGrammar.otherChoiceWords.contains(String(words[i + 1].lowercased().filter(\.isLetter)))
        }) {
            notes.append(words[other...].joined(separator: " "))
            words.removeSubrange(other...)
        }
        trailingCountUnit(&words, into: &result)
        // "5 аскөк бұтақтары", "3 сарымсақ қалампыры": in Kazakh a count word after the name,
        // with its possessive ending, is the unit (sprigs of dill, cloves of garlic).
        if grammar.code == "kk", result.quantity != nil, result.unit == nil, words.count > 1,
            let unit = LanguageGrammar.kazakhTrailingUnits[String(words[words.count - 1].lowercased().reversed().drop { ".;,".contains($0) }.reversed())],
            unit != "clove" || words[words.count - 2].lowercased().hasPrefix("сарымсақ")
        {
            result.unit = unit
            result.unitText = words.removeLast()
        }
        // "қымыздықтың үлкен шоғыры", "аскөктің бір шоғыры": in Kazakh translated from Russian
        // ("большой пучок щавеля") the bunch comes after the food in the genitive, with no
        // number: one bunch, its size or "бір" before it.
        if grammar.code == "kk", result.quantity == nil, result.unit == nil, words.count > 1,
            LanguageGrammar.kazakhTrailingBunches.contains(String(words[words.count - 1].lowercased().reversed().drop { ".;,".contains($0) }.reversed()))
        {
            result.unit = "bunch"
            result.unitText = words.removeLast()
            result.quantity = Quantity(Rational(1))
            if words.count > 1, grammar.sizes.contains(words[words.count - 1].lowercased()) {
                result.size = words.removeLast()
            } else if words.count > 1, words[words.count - 1].lowercased() == "бір" {
                words.removeLast()
            }
        }
        // "8 бұршақ бұршақ", "5 бұршақ қара бұрыш": Russian "перец горошком" translated word for
        // word; the "peas" counted are peppercorns, pieces, and the word stays in the name
        // (as "2 bay leaves").
        if grammar.code == "kk", result.quantity != nil, result.unit == nil, words.count > 1, words[0].lowercased() == "бұршақ",
            words.dropFirst().contains(where: { $0.lowercased().hasPrefix("бұрыш") || $0.lowercased().hasPrefix("бұршақ") })
        {
            result.unit = "piece"
            result.unitText = words[0]
        }
        // "2 celery ribs": a rib of celery is a stalk.
        if grammar.code == "en", result.quantity != nil, result.unit == nil, words.count > 1,
            ["rib", "ribs", "stick", "sticks"].contains(words[words.count - 1].lowercased()), words[words.count - 2].lowercased() == "celery"
        {
            result.unit = "stalk"
            result.unitText = words.removeLast()
        }
        name = words.joined(separator: " ")
        let nameText = ScalarText(name)
        // "соль по вкусу.": list punctuation after the phrase.
        var nameEnd = nameText.count
        while nameEnd > 0, let c = nameText[nameEnd - 1], ".;,".unicodeScalars.contains(c) { nameEnd -= 1 }
        // The longest phrase that ends the name: "водки или по вкусу" is "водки", not "водки или".
        var tasteStart: Int?
        for phrase in grammar.toTaste {
            let start = nameEnd - ScalarText(phrase).count
            if start >= 0, start < (tasteStart ?? Int.max), nameText.match(phrase, at: start, limit: nameEnd) != nil,
                start == 0 || nameText.isSpace(start - 1)
            {
                tasteStart = start
            }
        }
        if let start = tasteStart {
            result.toTaste = true
            name = nameText.text(0..<start)
        }
        // "Мясо - говядина 500 г", "Мясо: свинина 500 г", "мясо - баранина, говядина 1кг": in
        // Russian and Kazakh, before the amount, a generic word, a spaced dash or a colon, and
        // its kind, read as "Мясо (говядина)": the kind goes to the note.
        if grammar.code != "en" {
            for separator in [" - ", " – ", " — ", ": "] {
                guard let cut = name.range(of: separator) else { continue }
                let head = name[..<cut.lowerBound].trimmingCharacters(in: .whitespaces)
                let kind = name[cut.upperBound...].trimmingCharacters(in: .whitespaces)
                guard LanguageGrammar.genericFoodWords.contains(head.lowercased()), kind.first?.isLetter == true else { break }
                notes.insert(kind, at: 0)
                name = head
                break
            }
        }
        // "Сахар по желанию", "Зелень по желанию для подачи": in Russian an "if you like"
        // phrase after the name, with no separator before it, starts the note.
        if grammar.code == "ru", let cut = Self.optionalPhraseStart(in: name) {
            notes.insert(String(name[cut...]).trimmingCharacters(in: .whitespaces), at: 0)
            name = String(name[..<cut]).trimmingCharacters(in: .whitespaces)
        }
        // "2 больших яйца комнатной температуры", "масло сливочное комнатной температуры": in
        // Russian, the temperature after the name, with no separator before it, is a note.
        if grammar.code == "ru", let cut = Self.temperaturePhraseStart(in: name) {
            notes.insert(String(name[cut...]).trimmingCharacters(in: .whitespaces), at: 0)
            name = String(name[..<cut]).trimmingCharacters(in: .whitespaces)
        }
        // "зелень укропа свежая или сушёная": in Russian, fresh or dried offered after the
        // name, with no separator before it, is a note (frozen is left: it changes the food).
        if grammar.code == "ru", let cut = Self.freshOrDriedStart(in: name) {
            notes.insert(String(name[cut...]).trimmingCharacters(in: .whitespaces), at: 0)
            name = String(name[..<cut]).trimmingCharacters(in: .whitespaces)
        }
        // "1 medium zucchini -- diced": a double hyphen or a dash after the name is a comma;
        // so is a spaced hyphen or en dash before words ("spice cake mix - I used this one").
        if grammar.code == "en" {
            let parts = name.split(separator: " ").map(String.init)
            if let dash = parts.indices.dropFirst().first(where: { k in
                ["--", "—"].contains(parts[k])
                    || (["-", "–"].contains(parts[k]) && k + 1 < parts.count && parts[k + 1].first?.isNumber != true)
            }) {
                name = parts[..<dash].joined(separator: " ")
                let rest = parts[(dash + 1)...].joined(separator: " ")
                if !rest.isEmpty { notes.insert(rest, at: 0) }
            }
            if let (kept, tail) = englishTrailingNote(name, into: &result) {
                name = kept
                if !tail.isEmpty { notes.insert(tail, at: 0) }
            }
        }
        // "2 cups flour*": a footnote mark.
        while grammar.code == "en", name.count > 1, name.hasSuffix("*") { name.removeLast() }
        if grammar.code == "en", let (kept, tail) = Self.trailingPreparation(name) {
            name = kept
            notes.insert(tail, at: 0)
        }
        // "2 garlic cloves crushed": the count unit ends the name once the preparation is gone.
        if grammar.code == "en", result.unit == nil {
            var kept = name.split(separator: " ").map(String.init)
            trailingCountUnit(&kept, into: &result)
            name = kept.joined(separator: " ")
        }
        // "уксус – 9% - 300 мл": a dash left after the name once its percentage went to the note.
        if grammar.code != "en" {
            while let last = name.unicodeScalars.last, "-–— ".unicodeScalars.contains(last), name.unicodeScalars.count > 1 { name.unicodeScalars.removeLast() }
        }
        result.name = name
        for note in notes { addNote(note, to: &result) }
    }

    /// "2 garlic cloves", "1 large cauliflower head": in English, a count unit after the name
    /// is the unit (leaves only of the herbs named by `LanguageGrammar`).
    func trailingCountUnit(_ words: inout [String], into result: inout ParsedIngredient) {
        guard grammar.code == "en", result.quantity != nil, result.unit == nil, words.count > 1,
            let unit = UnitTable.lookup(words[words.count - 1], language: "en")
        else { return }
        let before = words[words.count - 2].lowercased()
        if LanguageGrammar.trailingCountUnits.contains(unit.id) || (unit.id == "leaf" && LanguageGrammar.leafyHerbs.contains(before)) {
            // "2 celery sticks": a stick of celery is a stalk.
            result.unit = unit.id == "stick" && before == "celery" ? "stalk" : unit.id
            result.unitText = words.removeLast()
        } else if unit.id == "leaf", LanguageGrammar.leafNamedHerbs.contains(before) {
            // "2 bay leaves": leaves, and the name keeps the word ("bay" alone is no food).
            result.unit = unit.id
            result.unitText = words[words.count - 1]
        }
    }

    /// One or two English words that describe ("finely minced", "fresh", "thin", "packed")
    /// at `k`, then a unit and a name: the words and where the unit starts.
    func describedUnit(at k: Int, end: Int) -> (String, Int)? {
        var j = k
        for _ in 0..<2 {
            guard text.isLetter(j), text.wordStarts(at: j) else { return nil }
            var after = j
            while after < end, text.isLetter(after) || text[after] == "-" { after += 1 }
            let word = text.string(j..<after).lowercased()
            guard Self.describes(word), !grammar.sizes.contains(word), after < end, text.isSpace(after) else { return nil }
            j = skip(after, end)
            if let (unit, unitEnd) = matcher.longestMatch(in: text.lower, at: j), unitEnd < end, text.isSpace(unitEnd),
                unit.dimension == .count || unit.dimension == .volume, text.isLetter(skip(unitEnd, end))
            {
                return (text.string(k..<text.trimmed(k..<j).upperBound), j)
            }
        }
        return nil
    }

    /// English notes written after the name without a comma, other than preparations: after
    /// a semicolon ("granulated sugar; I used cane sugar"), a word starting with `*`
    /// ("coconut sugar *see notes", "salt and pepper *to taste"), a temperature ("warm water
    /// ~100° to 110°F"), and, when the line starts with an amount, an amount with its unit
    /// ending the name ("cream 1 cup", "butter 110 gr", "instant yeast 1 package"): a weight
    /// or volume after a can, jar, packet or bottle is the size of each ("1 can evaporated
    /// milk 12 ounces" is 12 oz), another one the equivalent. The name kept and the note.
    mutating func englishTrailingNote(_ name: String, into result: inout ParsedIngredient) -> (String, String)? {
        var words = name.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        var tail: [String] = []
        if let semicolon = words.indices.dropLast().first(where: { words[$0].hasSuffix(";") }) {
            tail = Array(words[(semicolon + 1)...])
            words[semicolon].removeLast()
            words.removeSubrange((semicolon + 1)...)
        }
        if let star = words.indices.dropFirst().first(where: { words[$0].hasPrefix("*") && ($0 + 1 < words.count || words[$0].count > 1) }) {
            let first = String(words[star].dropFirst())
            tail = (first.isEmpty ? [] : [first]) + words[(star + 1)...] + tail
            words.removeSubrange(star...)
        }
        // "frozen cubed potatoes--thawed", "chopped broccoli-- frozen", "Velveeta—melt in double
        // boiler": a double hyphen or an em dash glued to a word of the name is a comma.
        func dash(in word: String) -> Range<String.Index>? { word.range(of: "--") ?? word.range(of: "—") }
        if let glued = words.indices.first(where: { k in
            guard let r = dash(in: words[k]) else { return false }
            return r.lowerBound != words[k].startIndex
        }), let r = dash(in: words[glued]) {
            let after = String(words[glued][r.upperBound...].drop(while: { "-—".contains($0) }))
            tail = (after.isEmpty ? [] : [after]) + Array(words[(glued + 1)...]) + tail
            words[glued] = String(words[glued][..<r.lowerBound])
            words.removeSubrange((glued + 1)...)
        }
        // "1 C. nuts (dry-roasted)—optional": a dash glued to the start of a word after the name.
        if let dash = words.indices.dropFirst().first(where: { k in
            ["—", "–", "--"].contains(where: { words[k].hasPrefix($0) }) && words[k].count > 2
        }) {
            let first = String(words[dash].drop(while: { "—–-".contains($0) }))
            tail = [first] + Array(words[(dash + 1)...]) + tail
            words.removeSubrange(dash...)
        }
        // "red potatoes- boil & peel", "round steak- brown in oil", "cut green beans- drained":
        // a hyphen glued to a word, then what the cook does ("raspberry- flavored gelatin" stays).
        if let hyphen = words.indices.dropLast().first(where: { k in
            guard words[k].count > 1, words[k].hasSuffix("-"), !words[k].hasSuffix("--") else { return false }
            let next = words[k + 1].lowercased().filter(\.isLetter)
            return LanguageGrammar.englishPreparations.contains(next) || LanguageGrammar.englishPurposeVerbs.contains(next)
                || ["brown", "steep", "heat", "heated", "melt", "bake", "baked", "saute", "sauté", "cooked", "boiled"].contains(next)
        }) {
            tail = Array(words[(hyphen + 1)...]) + tail
            words[hyphen].removeLast()
            words.removeSubrange((hyphen + 1)...)
        }
        // "coconut milk– preferably two boxes": a dash glued to the name's last word.
        if let dash = words.indices.dropLast().first(where: { words[$0].count > 1 && (words[$0].hasSuffix("–") || words[$0].hasSuffix("—")) }) {
            tail = Array(words[(dash + 1)...]) + tail
            words[dash].removeLast()
            words.removeSubrange((dash + 1)...)
        }
        if let degrees = words.indices.dropFirst().first(where: { words[$0].contains("°") && words[$0].first.map { $0.isNumber || $0 == "~" } == true }) {
            var start = degrees
            if start > 1, ["about", "around", "approximately", "approx.", "~"].contains(words[start - 1].lowercased()) { start -= 1 }
            tail = Array(words[start...]) + tail
            words.removeSubrange(start...)
        }
        if result.quantity != nil, words.count >= 2 {
            for i in 1..<words.count {
                let first = words[i].lowercased()
                let digitFirst = first.first?.isNumber == true || (first.hasPrefix("~") && first.count > 1)
                let aboutFirst = ["about", "approx.", "approximately", "~"].contains(first) && i + 1 < words.count && words[i + 1].first?.isNumber == true
                guard digitFirst || aboutFirst else { continue }
                let written = words[i...].joined(separator: " ")
                var reader = LineReader(written, language: grammar.code, origin: origin)
                var measured = ParsedIngredient(text: written)
                reader.body(0..<reader.text.count, into: &measured)
                // "Caramel / Crystal 20L" (a malt's colour): not a unit of one letter glued to the number.
                if let written = measured.unitText, written.count == 1, words[i].count > 1, words[i].last.map({ $0.isLetter }) == true { continue }
                guard reader.diagnostics.isEmpty, let quantity = measured.quantity, let unit = UnitTable.unit(id: measured.unit),
                    measured.multiplier == nil, unit.dimension != .length, unit.dimension != .temperature,
                    FoodWords.split(measured.name).allSatisfy(Self.describes)
                else { continue }
                words.removeSubrange(i...)
                let measure = unit.dimension == .mass || unit.dimension == .volume
                if measure, result.multiplier == nil, let count = result.quantity, !count.isRange, !quantity.isRange,
                    ["can", "jar", "packet", "bottle"].contains(result.unit ?? "")
                {
                    result.multiplier = count.low
                    result.container = result.unit
                    result.quantity = quantity
                    result.unit = unit.id
                    result.unitText = measured.unitText
                    if let note = measured.note { tail.insert(note, at: 0) }
                } else if measure, result.equivalent == nil {
                    result.equivalent = Amount(quantity, unit: unit.id, approximate: measured.approximate)
                    if let note = measured.note { tail.insert(note, at: 0) }
                } else {
                    tail.insert(written, at: 0)
                }
                break
            }
        }
        guard words.count < name.split(separator: " ").count || !tail.isEmpty else { return nil }
        return (words.joined(separator: " "), tail.joined(separator: " "))
    }

    /// "3 cloves garlic minced", "1 onion finely chopped", "1 cup sugar divided", "2 eggs at
    /// room temperature", "flour plus more for dusting", "water or as needed": in English,
    /// what the cook does to the food, written after its name without a comma, is the
    /// note. The name kept and the note, or nil. Words that make another food (cooked,
    /// dried, smoked, packed in oil...) are not among these and stay in the name.
    static func trailingPreparation(_ name: String) -> (String, String)? {
        let words = name.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        let lower = words.map { String($0.lowercased().filter { !".,;:".contains($0) }) }
        for k in 1..<words.count {
            if ["and", "&", "or", "of", "with"].contains(lower[k - 1]) { continue }
            let next = k + 1 < words.count ? lower[k + 1] : ""
            let starts: Bool
            switch lower[k] {
            case let w where LanguageGrammar.englishPreparations.contains(w): starts = true
            // "1 cup cream see note", "1 lb pasta any shape", "oil like canola", "1 cup frozen
            // corn no need to thaw", "tomatoes with their juices", "cornstarch mixed with 2 tbsp
            // water", "2 cups broth homemade or store-bought", "1 tbsp sugar heaping", "1 cup
            // water approximately".
            case "see": starts = ["note", "notes", "below", "above", "recipe", "tip", "tips", "step", "steps", "instructions", "headnote"].contains(next)
            case "like": starts = !next.isEmpty && !["you", "i", "we", "as", "if", "you'd"].contains(lower[k - 1])
            case "no": starts = next == "need"
            // "2 jalapeno peppers with stem ends barely cut off": parts taken off, said with "with"
            // (not "chicken thighs with skin", which says which food).
            case "with":
                starts =
                    ["their", "its", "juice", "juices", "liquid", "liquids"].contains(next)
                    || (LanguageGrammar.englishRemovedParts.contains(next)
                        && lower[(k + 1)...].contains { ["removed", "discarded", "trimmed", "off"].contains($0) })
            case "mixed", "dissolved", "whisked": starts = ["with", "in", "into"].contains(next)
            case "homemade", "store-bought", "storebought": starts = next.isEmpty || next == "or"
            case "heaping", "heaped", "scant", "generous", "rounded", "level", "approximately", "approx", "about", "around":
                starts = next.isEmpty
            // "1 red bell pepper seeds removed", "2 jalapenos stems and seeds removed": parts taken off.
            case let w where LanguageGrammar.englishRemovedParts.contains(w):
                let rest = lower[k...]
                let onlyParts = rest.allSatisfy { LanguageGrammar.englishRemovedParts.contains($0) || ["and", "&", "removed", "discarded", "reserved"].contains($0) }
                starts = onlyParts && rest.contains { ["removed", "discarded", "reserved"].contains($0) }
            case "at": starts = next == "room"
            case "room": starts = next.hasPrefix("temp")
            case "plus": starts = ["more", "extra", "additional"].contains(next)
            // "6 cups vegetable stock low sodium": a salt or fat level after the name.
            case "low", "reduced": starts = ["sodium", "salt", "fat"].contains(next)
            case "low-sodium", "reduced-sodium", "low-fat", "reduced-fat": starts = true
            // "cornstarch or flour dusting the work surface": what it is for.
            case "dusting", "greasing", "brushing": starts = true
            // "1 cup heavy cream cold", "1/2 cup butter cold and cubed", "coconut milk full fat".
            case "cold", "warm": starts = next.isEmpty || next == "and" || LanguageGrammar.englishPreparations.contains(next)
            case "full": starts = next == "fat" || next == "fat)"
            case "full-fat": starts = next.isEmpty
            // "1 tablespoon fresh lemon juice from 1 lemon": where it comes from.
            case "from": starts = next.first?.isNumber == true
            // "1 c. water per 1 pound of chicken", "2 cups flour per loaf": a rate.
            case "per": starts = !next.isEmpty
            case "or": starts = k == words.count - 1 || ["more", "less", "so", "as"].contains(next)
            case "well", "very": starts = LanguageGrammar.englishPreparations.contains(next) || next == "chilled"
            // "1 cup parsley loosely packed", "black pepper freshly ground".
            case let w where w.count > 4 && w.hasSuffix("ly"):
                starts = LanguageGrammar.englishPreparations.contains(next) || ["packed", "ground", "cracked", "brewed"].contains(next)
            // "1 cup basil leaves packed" (not "tuna packed in oil"), "1 cup rice uncooked".
            case "packed": starts = next != "in"
            case "uncooked", "boiling", "lukewarm": starts = true
            // "2 tbsp lime juice fresh", "1 tsp salt more to taste".
            case "fresh": starts = next.isEmpty
            case "more", "less": starts = next.isEmpty || ["to", "as", "if", "for"].contains(next)
            // "1 cup cheese of choice", "1 cup milk any kind", "berries such as blueberries".
            case "of": starts = next == "choice" || (next == "your" && k + 2 < words.count && lower[k + 2] == "choice")
            case "any": starts = ["kind", "type", "variety", "brand", "shape", "style", "color", "flavor", "flavour"].contains(next)
            case "such": starts = next == "as"
            // "1 lb shrimp tails on".
            case "tails", "tail": starts = ["on", "off", "removed", "intact"].contains(next)
            // "apple cider vinegar for spritzing", "sugar for the topping", "1 egg to glaze",
            // "red wine to steam patty", "green onions for garnish if desired": what it is for,
            // and a condition (not "measure for measure", a brand's flour).
            case "for":
                starts = lower[k - 1] != "measure" && ((next.count > 4 && next.hasSuffix("ing")) || LanguageGrammar.englishPurposeNouns.contains(next))
            case "to": starts = LanguageGrammar.englishPurposeVerbs.contains(next)
            // "vegetable oil I used canola", "white miso paste I like Miso Tasty".
            case "i", "we": starts = ["used", "use", "like", "prefer", "recommend", "love", "buy", "usually"].contains(next)
            case "if": starts = ["desired", "needed", "necessary", "using", "you", "preferred", "available", "wanted", "possible"].contains(next)
            default: starts = false
            }
            guard starts else { continue }
            // The words before must name something: not "finely chopped parsley". (Asked
            // after the cheap tests above: it splits the words before again for each k.)
            guard !FoodWords.split(words[..<k].joined(separator: " ")).allSatisfy(describes) else { continue }
            let tail = lower[k] == "or" && k == words.count - 1 ? "" : words[k...].joined(separator: " ")
            return (words[..<k].joined(separator: " "), tail)
        }
        return nil
    }

    /// Where " по желанию" or " при желании" starts in a Russian name, after at least one
    /// word, or nil.
    /// Where a temperature phrase ends a Russian name ("яйца комнатной температуры"), or nil.
    static func temperaturePhraseStart(in name: String) -> String.Index? {
        for phrase in [" комнатной температуры", " при комнатной температуре"] {
            if let r = name.range(of: phrase, options: [.caseInsensitive, .backwards]), r.lowerBound > name.startIndex,
                name[r.upperBound...].allSatisfy({ !$0.isLetter })
            {
                return r.lowerBound
            }
        }
        return nil
    }

    /// Where "свежий или сушёный" (either order, any gender or number) ends a Russian name
    /// of at least one other word, or nil.
    static func freshOrDriedStart(in name: String) -> String.Index? {
        let words = name.split(separator: " ")
        guard words.count >= 4, words[words.count - 2].lowercased() == "или" else { return nil }
        let first = words[words.count - 3].lowercased()
        var second = words[words.count - 1].lowercased()
        while let last = second.last, ".,;".contains(last) { second.removeLast() }
        func fresh(_ word: String) -> Bool { word.hasPrefix("свеж") }
        func dried(_ word: String) -> Bool { ["сушён", "сушен", "сух", "высушен"].contains(where: { word.hasPrefix($0) }) }
        guard (fresh(first) && dried(second)) || (dried(first) && fresh(second)) else { return nil }
        return words[words.count - 3].startIndex
    }

    static func optionalPhraseStart(in name: String) -> String.Index? {
        for phrase in [" по желанию", " при желании"] {
            if let r = name.range(of: phrase, options: .caseInsensitive), r.lowerBound > name.startIndex,
                r.upperBound == name.endIndex || !name[r.upperBound].isLetter
            {
                return r.lowerBound
            }
        }
        return nil
    }
}
