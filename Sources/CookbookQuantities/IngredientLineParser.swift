import CookbookSupport

/// Reads an ingredient line as a cook writes it into a `ParsedIngredient`.
///
///     IngredientLineParser.parse("2-3 cloves garlic, crushed", language: "en").value
///         // quantity 2-3, unit "clove", name "garlic", note "crushed"
///     IngredientLineParser.parse("1,5 кг баранины", language: "ru").value
///         // quantity 3/2, unit "kg", name "баранины"
///     IngredientLineParser.parse("2 tbps sugar", language: "en").diagnostics
///         // 1:3: error: unknown unit 'tbps' [unknown-unit]  hint: did you mean 'tbsp'?
///
/// The grammar, in order: the note after the first comma outside brackets; an
/// alternative after "or"/"или"/"немесе" followed by an amount; then one of
///   `[about] AMOUNT [× AMOUNT | (AMOUNT)] [SIZE] [UNIT] [(AMOUNT)] [CONTAINER] [of] NAME [(NOTE)]`,
///   `a|an|one UNIT [of] NAME` and `UNIT NAME` for count and kitchen units ("pinch of salt"),
///   `NAME — AMOUNT UNIT` ("Мука — 200 г", "Flour: 200 g"),
///   `PREPARATION of AMOUNT NAME` ("juice of 1 lemon"),
///   `NAME [to taste]`.
/// The words of each language come from `LanguageGrammar`, the units from `UnitTable`.
///
/// Errors: `invalid-amount` for an amount that cannot be read (`1//2`, `0`, `-1`, `1/0`,
/// `1,5` in English) and `unknown-unit` for a word right after a number that is one
/// edit from a unit name (two for long words) and starts with the same letter. Any other
/// word after a number starts the name ("3 eggs").
public enum IngredientLineParser {
    /// "Перец болгарский - 2, 5 - 3 кг", "сахар - 1, 5 стакана": in Russian and Kazakh a
    /// decimal comma typed with a space after it (one digit, the comma, a space, one digit
    /// and a space, a range dash or the end; "1, 2, 3", "1, 2 или 3" and "1, 2 немесе 3" are
    /// lists, and "Яйца С1, 2 шт." a grade glued to its letter), and so a
    /// decimal point after a word ("мука — 1. 5-2 стакана"; "1. 2 яйца" starts with a list
    /// number). The space moves before the number, so the line keeps its length and the
    /// columns of what follows.
    static func spacedDecimalCommasJoined(_ text: String, language: String) -> String {
        let listWords = language == "kk" ? ["немесе ", "және ", "не ", "или ", "и "] : ["или ", "и ", "либо "]
        var s = Array(text.unicodeScalars)
        func digit(_ i: Int) -> Bool { i >= 0 && i < s.count && NumberScanner.isDigit(s[i]) }
        func letter(_ i: Int) -> Bool { i >= 0 && i < s.count && FoodWords.isLetter(s[i]) }
        // "Яйца С1, 2 шт.": one or two letters glued to the digit are a grade (С1, С0, Д0);
        // three or more are a name typed onto its amount ("сахар1, 5 стакана")
        func gradeLetters(before digitAt: Int) -> Bool {
            letter(digitAt - 1) && (!letter(digitAt - 2) || !letter(digitAt - 3))
        }
        var changed = false
        var i = 1
        while i + 2 < s.count {
            if s[i] == "," || (s[i] == "." && s[..<i].contains(where: FoodWords.isLetter)), s[i + 1] == " ", digit(i - 1), digit(i + 2),
                !digit(i + 3), i + 3 == s.count || s[i + 3] == " " || ("-–—".unicodeScalars.contains(s[i + 3]) && digit(i + 4)),
                i < 2 || !(digit(i - 2) || gradeLetters(before: i - 1) || ",./".unicodeScalars.contains(s[i - 2]) || (s[i - 2] == " " && i >= 3 && s[i - 3] == ",")),
                !listWords.contains(where: { String(String.UnicodeScalarView(s[min(i + 4, s.count)...])).lowercased().hasPrefix($0) })
            {
                s[i + 1] = s[i]
                s[i] = s[i - 1]
                s[i - 1] = " "
                changed = true
                i += 3
            } else {
                i += 1
            }
        }
        return changed ? String(String.UnicodeScalarView(s)) : text
    }

    /// Parses one line. Diagnostics point into the line: column 1 is `text`'s first
    /// scalar at `origin` (by default line 1, column 1 of an unnamed file), so a caller
    /// passes the location of the line's first character.
    public static func parse(
        _ text: String, language: String,
        at origin: SourceLocation = SourceLocation(path: "", line: 1, column: 1)
    ) -> Outcome<ParsedIngredient> {
        // "4 (6 to 8-ounce halibut fillets", "1 15 ounce can) tomato sauce": in English a
        // bracket never closed, or closed and never opened, is read as a space. (In Russian
        // and Kazakh a bracket never closed holds a note; see `LineReader`.)
        let bulleted = language == "en" ? bulletBlanked(text) : spacedDecimalCommasJoined(bulletBlanked(text), language: language)
        let balanced = language == "en" ? unpairedBracketsBlanked(leadingCountUnbracketed(bulleted)) : bulleted
        var reader = LineReader(balanced, language: language, origin: origin)
        var result = reader.line(0..<reader.text.count)
        if balanced != text { result.text = text }
        // "Соль;", "Перец.", "сахара ." (its bracket gone): in Russian and Kazakh list punctuation
        // left at the name's end ends the line, not the name (a colon stays: "Для теста:" is a
        // heading).
        if language != "en" {
            while let last = result.name.unicodeScalars.last, ";. ".unicodeScalars.contains(last), result.name.unicodeScalars.count > 1 {
                result.name.unicodeScalars.removeLast()
            }
        }
        // "помело — 4 дольки": a долька is a clove only of garlic; of a fruit it is a segment,
        // counted like a piece of it.
        if language == "ru", result.unit == "clove", let word = result.unitText?.lowercased(), word.hasPrefix("дол"),
            !result.name.lowercased().contains("чесн")
        {
            result.unit = nil
            result.unitText = nil
        }
        // "сарымсақ - 1 қалампыр", "5-6 сарымсақ түйірі": in Kazakh a қалампыр or түйір is a
        // clove only of garlic; alone қалампыр is the clove spice and түйір a grain ("10 түйір
        // қара бұрыш"), so the word goes back into the name.
        if language == "kk", result.unit == "clove", let word = result.unitText?.lowercased(),
            word.hasPrefix("қалампыр") || word.hasPrefix("түйір") || word.hasPrefix("сына"), !result.name.lowercased().contains("сарымсақ")
        {
            let lower = result.text.lowercased()
            let nameFirst =
                !result.name.isEmpty
                && (lower.range(of: result.name.lowercased()).map { name in lower.range(of: word).map { name.lowerBound < $0.lowerBound } ?? false } ?? false)
            if nameFirst, word.hasPrefix("түйір") {
                // "Картоп – 5-6 түйір": after the amount of another food, pieces of it.
                result.unit = "piece"
            } else if !nameFirst, case let amount = parse(result.name, language: language).value, amount.name.isEmpty,
                amount.quantity != nil
            {
                // "Қалампыр 3 дана": the spice's name first, then its amount.
                result.name = word
                result.quantity = amount.quantity
                result.unit = amount.unit
                result.unitText = amount.unitText
            } else {
                if !nameFirst { result.name = result.name.isEmpty ? word : word + " " + result.name }
                result.unit = nil
                result.unitText = nil
            }
        }
        // "аскөк бұтақтары - 3 дана", "сарымсақ сыналары - 3 дана": the name ends with a count
        // word in the possessive and the pieces after the dash count it (sprigs of dill).
        if language == "kk", result.unit == "piece", result.unitText?.lowercased() == "дана", case let words = result.name.split(separator: " "),
            words.count > 1, let unit = LanguageGrammar.kazakhTrailingUnits[words[words.count - 1].lowercased()],
            unit != "clove" || words[words.count - 2].lowercased().hasPrefix("сарымсақ")
        {
            result.unit = unit
            result.unitText = String(words[words.count - 1])
            result.name = words.dropLast().joined(separator: " ")
        }
        // "қасық тұз (міндетті емес) - дәміне қарай": a bare spoon word with no number, on a line
        // that says "to taste", is no amount (the number before it was lost in translation).
        if language == "kk", result.toTaste, result.unit == "tbsp", result.unitText?.lowercased() == "қасық",
            result.text.lowercased().hasPrefix("қасық")
        {
            result.quantity = nil
            result.unit = nil
            result.unitText = nil
        }
        // "Сүт 1 литрдей", "2 стақандай ұн": in Kazakh -дай/-дей/-тай/-тей on the unit says about
        // so much (the unit matcher reads the word as its unit).
        if language == "kk", result.unit != nil, let word = result.unitText?.lowercased(),
            word.unicodeScalars.count > 5, ["дай", "дей", "тай", "тей"].contains(where: { word.hasSuffix($0) })
        {
            result.approximate = true
        }
        // "3-4 шт. зубчика чеснока", "2 шт. головки чеснока": a piece of a count unit is that unit.
        if language == "ru" || language == "kk", result.unit == "piece", result.quantity != nil {
            let words = result.name.split(separator: " ", maxSplits: 1).map(String.init)
            if words.count == 2, let unit = UnitTable.lookup(words[0], language: language), unit.id != "piece",
                unit.dimension == .count, !words[1].isEmpty
            {
                result.unit = unit.id
                result.unitText = words[0]
                result.name = words[1]
            }
        }
        // A bracket may be read twice (as a size, then as part of the name): report once.
        var seen = Set<Diagnostic>()
        let diagnostics = reader.diagnostics.filter { seen.insert($0).inserted }
        return Outcome(result, diagnostics.sorted { $0.location.column < $1.location.column })
    }

    /// Marks copied from recipe sites before a line ("▢ 2 cups flour", "• 1 egg"): `text`
    /// with the mark replaced by a space.
    /// So are a dash or an asterisk and a space ("— мука — 200 г", "* сахар 100 г"), and a
    /// list number with a dot before a capital ("1. Мука — 200 г").
    static func bulletBlanked(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        guard let at = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return text }
        let first = scalars[at]
        if ["▢", "☐", "□", "•", "·", "◦", "▪", "✓", "✔", "◻", "◽"].contains(first) {
            scalars[at] = " "
        } else if Self.pictograph(first) {
            // "🥚 Яйца — 2 шт", "✅ Спагетти — 200 г", "❄️ Лёд — 100 мл": a picture before the
            // line marks it as a list item, with what joins its scalars (a variation
            // selector, a joiner, a skin tone).
            var k = at
            while k < scalars.count, Self.pictograph(scalars[k]) || ["\u{FE0F}", "\u{200D}"].contains(scalars[k]) || scalars[k].properties.isEmojiModifier {
                scalars[k] = " "
                k += 1
            }
        } else if ["-", "—", "–", "*"].contains(first), at + 2 < scalars.count, scalars[at + 1] == " ",
            !scalars[at + 2].properties.isWhitespace
        {
            scalars[at] = " "
        } else {
            var end = at
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            guard end > at, end - at <= 2, end + 2 < scalars.count, scalars[end] == ".", scalars[end + 1] == " ",
                scalars[end + 2].properties.isUppercase
            else { return text }
            for k in at...end { scalars[k] = " " }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// A picture character (an emoji), not a digit, `#` or `*` (which are emoji too, on keycaps).
    static func pictograph(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2100 && scalar.properties.isEmoji
    }

    /// "(2) 13.5-ounce cans coconut milk", "(1) 14 oz can black beans": a whole number in
    /// brackets that opens the line is its count (as some sites print it); the brackets
    /// become spaces (one byte for one, so columns stay). `text` itself otherwise.
    static func leadingCountUnbracketed(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "(") else { return text }
        var j = i + 1
        while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") { j += 1 }
        guard j > i + 1, j - i <= 4, j + 1 < bytes.count, bytes[j] == UInt8(ascii: ")"), bytes[j + 1] == UInt8(ascii: " ") else { return text }
        bytes[i] = UInt8(ascii: " ")
        bytes[j] = UInt8(ascii: " ")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with each round bracket that has no partner replaced by a space (one scalar
    /// for one, so columns stay), or `text` itself when every bracket is paired.
    static func unpairedBracketsBlanked(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var open: [Int] = []
        var unpaired: [Int] = []
        for (i, c) in scalars.enumerated() {
            if c == "(" {
                open.append(i)
            } else if c == ")" {
                if open.popLast() == nil { unpaired.append(i) }
            }
        }
        unpaired += open
        guard !unpaired.isEmpty else { return text }
        var result = String.UnicodeScalarView()
        for (i, c) in scalars.enumerated() { result.append(unpaired.contains(i) ? " " : c) }
        return String(result)
    }
}

/// The state of reading one line: its scalars, its language's words, and the problems found.
struct LineReader {
    let text: ScalarText
    let grammar: LanguageGrammar
    let matcher: UnitMatcher
    let numbers: NumberScanner
    let origin: SourceLocation
    var diagnostics: [Diagnostic] = []

    init(_ line: String, language: String, origin: SourceLocation) {
        text = language == "ru" ? ScalarText(line, cyrillicHomoglyphs: true) : ScalarText(line)
        grammar = LanguageGrammar.forLanguage(language)
        matcher = UnitMatcher.forLanguage(language)
        numbers = NumberScanner(scalars: text.scalars, decimalComma: grammar.decimalComma)
        self.origin = origin
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at offset: Int, hint: String? = nil) {
        var location = origin
        location.column += offset
        diagnostics.append(Diagnostic(.error, code, message, at: location, hint: hint))
    }

    func skip(_ i: Int, _ limit: Int) -> Int { text.skipSpaces(i, limit: limit) }

    /// `rest` read as a line of its own with an amount and a name, and the text at `note`
    /// (a label, what the amounts are for, a fat share) its note; nil, and nothing read,
    /// when `rest` has no amount or no name.
    mutating func noted(_ rest: Range<Int>, note: Range<Int>, of range: Range<Int>) -> ParsedIngredient? {
        var trial = self
        var labelled = trial.line(rest)
        guard !labelled.name.isEmpty, labelled.quantity != nil else { return nil }
        self = trial
        labelled.text = text.text(range)
        addNote(text.string(note).trimmingCharacters(in: .whitespaces), to: &labelled)
        return labelled
    }

    /// The whole line: note, alternatives, then the main part.
    mutating func line(_ range: Range<Int>) -> ParsedIngredient {
        // "Optional: 1/4 cup chopped nuts", "Для подачи: зелень": a label before a colon is a note.
        let whole = text.trimmed(range)
        if let labelEnd = text.matchAny(LanguageGrammar.leadLabels, at: whole.lowerBound, limit: whole.upperBound), text[labelEnd] == ":" {
            let rest = text.trimmed((labelEnd + 1)..<whole.upperBound)
            if !rest.isEmpty {
                var labelled = line(rest)
                labelled.text = text.text(range)
                addNote(text.string(whole.lowerBound..<labelEnd), to: &labelled)
                return labelled
            }
        }
        // "Для теста: мука 500 г", "Қамырға: ұн 500 г", "Cake: 2-c. sugar", "For the sauce: 2
        // tbsp butter": the part of the recipe a line is for, before a colon, is a note.
        // (Not before an amount alone: "Жұмыртқа: 2 дана", "Flour: 200 g" are the name-first
        // form; in English only a whole line with an amount and a name follows the label.)
        if let labelEnd = partLabelEnd(whole) {
            let rest = text.trimmed((labelEnd + 1)..<whole.upperBound)
            if !rest.isEmpty, grammar.code != "en" || startsAmount(at: rest.lowerBound, limit: rest.upperBound) {
                var trial = self
                var labelled = trial.line(rest)
                if !labelled.name.isEmpty, grammar.code != "en" || labelled.quantity != nil {
                    self = trial
                    labelled.text = text.text(range)
                    addNote(text.string(whole.lowerBound..<labelEnd), to: &labelled)
                    return labelled
                }
            }
        }
        // "Для помадки — 90 г сахара": in Russian such a label may end with a spaced dash
        // instead of the colon, when an amount and a name follow.
        if grammar.code == "ru", case let words = text.string(whole).split(separator: " ", maxSplits: 4).map(String.init),
            words.count >= 4, words[0].lowercased() == "для",
            let dashWord = words.indices.dropFirst(2).prefix(2).first(where: { ["—", "–", "-"].contains(words[$0]) }),
            words[1..<dashWord].allSatisfy({ $0.allSatisfy(\.isLetter) }),
            let dash = (whole.lowerBound..<whole.upperBound).first(where: { text.isSpace($0 - 1) && text[$0].map({ "—–-".unicodeScalars.contains($0) }) == true }),
            case let rest = text.trimmed((dash + 1)..<whole.upperBound), startsAmount(at: rest.lowerBound, limit: rest.upperBound)
        {
            if let labelled = noted(rest, note: whole.lowerBound..<dash, of: range) { return labelled }
        }
        // "на 1 л воды – 30 г соли": so also what the amounts are for, "на" and an amount.
        if grammar.code == "ru", let lead = text.match("на ", at: whole.lowerBound, limit: whole.upperBound), numbers.startsNumber(at: lead),
            let dash = (lead..<min(whole.upperBound, lead + 40)).first(where: {
                text.isSpace($0 - 1) && text.isSpace($0 + 1) && text[$0].map({ "—–-".unicodeScalars.contains($0) }) == true
            }),
            case let rest = text.trimmed((dash + 1)..<whole.upperBound), startsAmount(at: rest.lowerBound, limit: rest.upperBound)
        {
            if let labelled = noted(rest, note: whole.lowerBound..<dash, of: range) { return labelled }
        }
        // "35% жирности, холодные сливки: 200 мл": in Russian a fat share written first and set
        // off by a comma is a note on the food named after it, with its amount (only the share
        // and "жирности" before the comma).
        if grammar.code == "ru", percentFirst(whole),
            let comma = text.topLevel(whole).first(where: { text[$0] == "," && !(text.isDigit($0 - 1) && text.isDigit($0 + 1)) }),
            case let share = text.string(whole.lowerBound..<comma).split(separator: " "), share.count <= 3,
            // only the share itself ("35%", "35 %", "жирности"): "20% сливки, взбитые" names its food first
            share.allSatisfy({ word in !word.contains(where: \.isLetter) || word.lowercased().hasPrefix("жирн") }),
            case let rest = text.trimmed((comma + 1)..<whole.upperBound), text.isLetter(rest.lowerBound)
        {
            if let labelled = noted(rest, note: whole.lowerBound..<comma, of: range) { return labelled }
        }
        // "(optional) 1/4 c. walnuts", "[optional] 1 tsp garlic": in English, a bracketed note
        // before the amount ("(2) 10 oz. boxes spinach" is a count: it starts with no word).
        if grammar.code == "en", let open = text[whole.lowerBound], open == "(" || open == "[",
            let close = (whole.lowerBound + 1..<whole.upperBound).first(where: { text[$0] == (open == "(" ? ")" : "]") }),
            !(whole.lowerBound + 1..<close).contains(where: { text[$0] == "(" || text[$0] == "[" }),
            text.isLetter(text.skipSpaces(whole.lowerBound + 1, limit: close)),
            case let rest = text.trimmed((close + 1)..<whole.upperBound), !rest.isEmpty, startsAmount(at: rest.lowerBound, limit: rest.upperBound)
        {
            var noted = line(rest)
            noted.text = text.text(range)
            addNote(text.text((whole.lowerBound + 1)..<close), to: &noted)
            return noted
        }
        // "If desired add 1/4 cup sour cream", "Optional 2 tbsp nuts": in English, a condition
        // written first without a colon is a note too.
        if grammar.code == "en", let leadEnd = text.matchAny(LanguageGrammar.englishLeadConditions, at: whole.lowerBound, limit: whole.upperBound),
            text.isSpace(leadEnd) || text[leadEnd] == ","
        {
            var start = leadEnd
            if text[start] == "," { start += 1 }
            let rest = text.trimmed(start..<whole.upperBound)
            let phrase = text.string(whole.lowerBound..<leadEnd).lowercased()
            // "Optional" only before an amount ("optional toppings" is a label with a colon).
            if !rest.isEmpty, phrase.hasPrefix("if") || startsAmount(at: rest.lowerBound, limit: rest.upperBound) {
                var conditioned = line(rest)
                conditioned.text = text.text(range)
                addNote(text.string(whole.lowerBound..<leadEnd), to: &conditioned)
                return conditioned
            }
        }
        // "Для посыпки 4 ст. ложки сахарной пудры", "қызмет ету үшін лимон тілімдері": in
        // Russian and Kazakh a purpose written first, without a colon, is a note as well, and
        // so is an amount said against the line before ("в два раза больше творога") or a
        // condition ("Можно добавить разрыхлитель", "на выбор 250 г говядины").
        if grammar.code != "en",
            let labelEnd = text.matchAny(LanguageGrammar.leadPurposes, at: whole.lowerBound, limit: whole.upperBound)
                ?? (grammar.code == "ru" ? text.matchAny(LanguageGrammar.russianLeads, at: whole.lowerBound, limit: whole.upperBound) : nil),
            text.isSpace(labelEnd)
        {
            var rest = text.trimmed(labelEnd..<whole.upperBound)
            // "Для подачи — сметана": a dash after the purpose is no part of the name.
            if let first = text[rest.lowerBound], "—–-".unicodeScalars.contains(first), text.isSpace(rest.lowerBound + 1) {
                rest = text.trimmed((rest.lowerBound + 1)..<rest.upperBound)
            }
            if !rest.isEmpty {
                var labelled = line(rest)
                labelled.text = text.text(range)
                addNote(text.string(whole.lowerBound..<labelEnd), to: &labelled)
                return labelled
            }
        }
        // "өсімдік майы - қуыруға арналған;", "май — қуыру үшін": in Kazakh a name, a separator,
        // and what it is for (a verbal noun with "арналған" or "үшін"), with no amount.
        if grammar.code == "kk",
            let at = (whole.lowerBound..<whole.upperBound).first(where: { text.matchAny([" - ", " – ", " — "], at: $0, limit: whole.upperBound) != nil }),
            let after = text.matchAny([" - ", " – ", " — "], at: at, limit: whole.upperBound)
        {
            let purposeRange = text.trimmedPunctuation(text.trimmed(after..<whole.upperBound))
            let purpose = text.string(purposeRange).lowercased()
            let words = purpose.split(separator: " ")
            // "ұн - себуге;", "сары май - қалыпты майлауға": a verbal noun of purpose last.
            let verbalPurpose = (1...3).contains(words.count) && ["уға", "уге", "юға", "юге"].contains(where: { words[words.count - 1].hasSuffix($0) })
            // "өсімдік майы - 50 мл қуыруға": an amount after the dash is the line's amount,
            // not part of the purpose.
            var amountCheck = self
            if verbalPurpose
                || (words.count == 2 && (words[1] == "үшін" || (words[1] == "арналған" && ["ға", "ге"].contains(where: { words[0].hasSuffix($0) })))),
                amountCheck.line(purposeRange).quantity == nil
            {
                var trial = self
                var named = trial.line(text.trimmed(whole.lowerBound..<at))
                if !named.name.isEmpty, named.quantity == nil {
                    self = trial
                    named.text = text.text(range)
                    addNote(text.string(purposeRange), to: &named)
                    return named
                }
            }
        }
        // "Қамырға 2 жұмыртқа", "Сүтке 2 ас қасық қант", "Қуыруға 3 ас қасық май": in Kazakh the
        // part of the dish or the purpose, one word in the dative written first without a
        // colon, is a note, when a line with a name follows ("Жұмыртқа 3 дана" is the name).
        if grammar.code == "kk" {
            var end = whole.lowerBound
            while end < whole.upperBound, text.isLetter(end) { end += 1 }
            let word = text.string(whole.lowerBound..<end).lowercased()
            let rest = text.trimmed(end..<whole.upperBound)
            let next = text.string(rest).lowercased()
            if end < whole.upperBound, text.isSpace(end), !rest.isEmpty, LanguageGrammar.isKazakhDativeLabel(word),
                !next.hasPrefix("арналған"), !next.hasPrefix("үшін")
            {
                var trial = self
                var labelled = trial.line(rest)
                if !labelled.name.isEmpty {
                    self = trial
                    labelled.text = text.text(range)
                    addNote(text.string(whole.lowerBound..<end), to: &labelled)
                    return labelled
                }
            }
        }
        // "Соль — щепотка, перец — по вкусу", "Сахар 100 г, ванилин — щепотка": in Russian and
        // Kazakh, two foods with their own amounts on one line; the first is the line's food,
        // the second (a name, a separator, an amount) is a note.
        if grammar.code != "en", let (first, second) = twoFoods(whole) {
            var trial = self
            var read = trial.line(first)
            self = trial
            read.text = text.text(range)
            // The second food's "по вкусу" is its own, not the first's.
            let toTaste = read.toTaste
            addNote(text.string(second), to: &read)
            read.toTaste = toTaste
            return read
        }
        var result = ParsedIngredient(text: text.text(range))
        var main = range
        var commaNote: Range<Int>?
        // "Соль, перец — по вкусу": before a name separator, a comma belongs to the name.
        let noteSearch = nameSeparator(in: range).map { $0.upperBound..<range.upperBound } ?? range
        if let comma = noteComma(in: noteSearch) {
            main = range.lowerBound..<comma
            let note = text.trimmed((comma + 1)..<range.upperBound)
            if let start = alternativeStart(at: note.lowerBound, limit: note.upperBound) {
                result.alternatives = flattened(line(start..<note.upperBound))
            } else if !note.isEmpty {
                commaNote = note
            }
        }
        // "Сметана 2 ст. л. = 50 г": what follows `=` is the equivalent.
        var equivalent: Amount?
        if let (sign, after) = equivalentSign(in: main) {
            var measured = ParsedIngredient(text: "")
            var trial = self
            trial.body(text.trimmed(after..<main.upperBound), into: &measured)
            if let amount = measured.amount, measured.name.isEmpty {
                equivalent = amount
                diagnostics += trial.diagnostics.filter { !diagnostics.contains($0) }
                main = main.lowerBound..<sign
            }
        }
        if let (orAt, start) = alternativeInside(main) {
            result.alternatives = flattened(line(start..<main.upperBound)) + result.alternatives
            main = main.lowerBound..<orAt
        }
        if let prefixed = kazakhPrefixedAmount(text.trimmed(main)) {
            let kept = result
            result = prefixed
            result.text = kept.text
            result.alternatives = kept.alternatives
        } else {
            body(text.trimmed(main), into: &result)
        }
        // "6 whole cloves", "2 cloves": with no other name, cloves are the spice.
        if result.unit == "clove", let written = result.unitText, written.lowercased().hasPrefix("clove"),
            ["", "whole", "ground"].contains(result.name.lowercased())
        {
            result.name = result.name.isEmpty ? written : result.name + " " + written
            result.unit = nil
            result.unitText = nil
        }
        if let equivalent, result.equivalent == nil { result.equivalent = equivalent }
        // "6 large or 8 medium celery stalks", "3 medium or 2 large leeks": in English, a first
        // amount with no name of its own is of the alternative's food.
        if grammar.code == "en", result.name.isEmpty, result.quantity != nil, let other = result.alternatives.first,
            !other.name.isEmpty
        {
            result.name = other.name
        }
        // "600 г баранины или очень хорошей, жирной говядины": in Russian, an "или" whose
        // words before the comma are only adjectives names its food after the comma; the
        // alternative goes to the note with it, the name is what comes before "или".
        if grammar.code == "ru", commaNote != nil, let cut = Self.danglingAlternative(in: result.name) {
            let alternative = String(result.name[cut...]).trimmingCharacters(in: .whitespaces)
            result.name = String(result.name[..<cut]).trimmingCharacters(in: .whitespaces)
            addNote(alternative, to: &result)
        }
        if var note = commaNote {
            // "1 pound, 2 ounces potatoes": a second amount of the same kind adds to the first.
            if result.name.isEmpty, let added = combinedAmount(note, with: &result) {
                note = added
            } else if result.quantity == nil, !result.toTaste, let (amount, rest) = noteAmount(note) {
                // "яйца куриные вареные, 3 шт", "Vinegar, ~15 g": the amount after the name.
                result.quantity = amount.quantity
                result.unit = amount.unit
                result.approximate = amount.approximate
                note = rest
            } else if result.quantity == nil, !result.toTaste, let (amount, rest) = noteTrailingAmount(note) {
                // "анис, перец черный молотый по 1 щепотке": the amount at the end of the note.
                result.quantity = amount.quantity
                result.unit = amount.unit
                result.approximate = amount.approximate
                addNote(rest, to: &result)
                note = note.upperBound..<note.upperBound
            } else if result.equivalent == nil, let (amount, rest) = noteEquivalent(note) {
                // "8 small, waxy potatoes, about 1 pound": a weight or volume in the note.
                result.equivalent = amount
                note = rest
            }
            if !note.isEmpty { addNote(text.string(note), to: &result) }
        }
        firstOfPair(&result)
        if grammar.code == "kk" { kazakhInstrumentalNote(&result) }
        if grammar.code == "ru" { russianCountWords(&result) }
        return result
    }

    /// Russian count words read after the rest of the line:
    /// - "Сыр — кусочек 100 г", "кусочек имбиря 3 см": one piece with a weight or length
    ///   right after it (in the note or ending the name) is that much;
    /// - "1 десяток яиц", "2 десятка яиц": tens of the food;
    /// - "стакан муки и ещё немного для подсыпки": "и ещё" and what follows is a note.
    func russianCountWords(_ result: inout ParsedIngredient) {
        if result.unit == "piece", let quantity = result.quantity, quantity.low == .one, !quantity.isRange,
            result.unitText?.lowercased().hasPrefix("кус") == true
        {
            func measure(_ fragment: String) -> ParsedIngredient? {
                let parsed = IngredientLineParser.parse(fragment, language: "ru").value
                guard parsed.name.isEmpty, parsed.note == nil, parsed.quantity != nil, !parsed.approximate,
                    let unit = UnitTable.unit(id: parsed.unit), unit.dimension == .mass || unit.dimension == .length
                else { return nil }
                return parsed
            }
            let words = result.name.split(separator: " ")
            var found: ParsedIngredient?
            if let note = result.note, let measured = measure(note) {
                found = measured
                result.note = nil
            } else if words.count >= 3, words[words.count - 2].first?.isNumber == true,
                let measured = measure(words.suffix(2).joined(separator: " "))
            {
                found = measured
                result.name = words.dropLast(2).joined(separator: " ")
            }
            if let found {
                result.quantity = found.quantity
                result.unit = found.unit
                result.unitText = found.unitText
            }
        }
        var words = result.name.split(separator: " ").map(String.init)
        if result.unit == nil, let quantity = result.quantity, words.count >= 2,
            ["десяток", "десятка", "десятков"].contains(words[0].lowercased()),
            let low = quantity.low * 10, let high = quantity.high * 10
        {
            result.quantity = Quantity(low: low, high: high)
            words.removeFirst()
            result.name = words.joined(separator: " ")
        }
        // "5–6 больших капустных листьев": leaves of a food named by an adjective are leaves,
        // the name keeps the word (bay leaves, "2 лавровых листка", stay a plain count: the
        // leaf is the food). A root ("Половина корня имбиря") stays a plain count, as the
        // corpus's conventions give every count word other than шт., штука and кусок.
        // Only where the amount comes first: "Корень имбиря — 2" is a plain count.
        let lead = result.text.lowercased().range(of: result.name.lowercased()).map { result.text[..<$0.lowerBound] } ?? ""
        let amountFirst = lead.contains(where: { $0.isLetter || $0.isNumber })
        if result.unit == nil, result.quantity != nil, words.count >= 2, amountFirst {
            let lowered = words.map { $0.lowercased() }
            if let leaf = lowered.firstIndex(where: { LanguageGrammar.russianLeaves.contains($0) }), leaf >= 1, leaf == lowered.count - 1,
                ["ых", "их", "ого", "ой"].contains(where: { lowered[leaf - 1].hasSuffix($0) }), !lowered[leaf - 1].hasPrefix("лавров"),
                lowered[..<leaf].allSatisfy({ ["ых", "их", "ого", "ой", "ый", "ий"].contains(where: $0.hasSuffix) })
            {
                result.unit = "leaf"
            }
        }
        if let more = words.indices.dropFirst().first(where: { k in
            words[k].lowercased() == "и" && k + 1 < words.count && ["ещё", "еще"].contains(words[k + 1].lowercased())
        }) {
            result.name = words[..<more].joined(separator: " ")
            addNote(words[more...].joined(separator: " "), to: &result)
        }
    }

    /// "Сірке суымен сөндірілген сода" (soda slaked with vinegar), "Қантпен ұнтақталған
    /// жаңғақ": in Kazakh a word glued to the instrumental -мен/-бен/-пен says what the food
    /// was made with; it and the words before it, and the participles after it, go to the
    /// note, and the food is the words that follow ("Тұз бен бұрыш", with "бен" apart, is
    /// a pair).
    func kazakhInstrumentalNote(_ result: inout ParsedIngredient) {
        let words = result.name.split(separator: " ").map(String.init)
        guard words.count >= 2,
            let at = words.dropLast().lastIndex(where: { word in
                let lower = word.lowercased()
                return lower.unicodeScalars.count > 4 && ["мен", "бен", "пен"].contains(where: { lower.hasSuffix($0) })
                    && !LanguageGrammar.kazakhWordsEndingLikeInstrumental.contains(lower)
                    && FoodWords.stem(lower, language: "kk") != lower
            })
        else { return }
        func participle(_ word: String) -> Bool { ["ған", "ген", "қан", "кен"].contains(where: { word.lowercased().hasSuffix($0) }) }
        // "бірге", "қоса": "together with", after the instrumental ("сүйегімен бірге", with its bone).
        func postposition(_ word: String) -> Bool { ["бірге", "қоса"].contains(word.lowercased()) }
        var start = at + 1
        while start < words.count - 1, participle(words[start]) || postposition(words[start]) { start += 1 }
        // "Қой еті сүйегімен бірге" (lamb with its bone), "Сарымсақ тұзбен ұнтақталған" (garlic
        // ground with salt): no food after the phrase, so the food is the words before it.
        if participle(words[start]) || postposition(words[start]) {
            guard at > 0 else { return }
            addNote(words[at...].joined(separator: " "), to: &result)
            result.name = words[..<at].joined(separator: " ")
            return
        }
        addNote(words[..<start].joined(separator: " "), to: &result)
        result.name = words[start...].joined(separator: " ")
    }

    /// "Өз шырынында 400 г қызанақ" (tomatoes in their own juice): in Kazakh, one to three
    /// words describing the food may stand before its amount; they are read with the name
    /// after the unit. Only when a number with a unit and a name follow, and the line has no
    /// name separator ("Ұн — 500 г" is the name-first form).
    mutating func kazakhPrefixedAmount(_ range: Range<Int>) -> ParsedIngredient? {
        guard grammar.code == "kk", !range.isEmpty, !startsAmount(at: range.lowerBound, limit: range.upperBound),
            nameSeparator(in: range) == nil
        else { return nil }
        var i = range.lowerBound
        var words = 0
        while i < range.upperBound, !numbers.startsNumber(at: i) {
            guard text.isLetter(i) || text.isSpace(i) else { return nil }
            if text.isLetter(i), i == range.lowerBound || text.isSpace(i - 1) { words += 1 }
            i += 1
        }
        guard i < range.upperBound, (1...3).contains(words), text.isSpace(i - 1) else { return nil }
        var trial = self
        var measured = ParsedIngredient(text: "")
        trial.body(text.trimmed(i..<range.upperBound), into: &measured)
        guard trial.diagnostics.count == diagnostics.count, measured.quantity != nil, measured.multiplier == nil,
            let unit = UnitTable.unit(id: measured.unit), unit.dimension == .mass || unit.dimension == .volume,
            measured.name.unicodeScalars.contains(where: FoodWords.isLetter)
        else { return nil }
        measured.name = text.string(text.trimmed(range.lowerBound..<i)) + " " + measured.name
        return measured
    }

    /// "Salt and pepper", "Whipped cream and fresh berries for garnish": with no amount,
    /// two foods joined by "and" (or "&") are the first one, and the second goes to the
    /// note (the matcher reads them together). English only. Not describing words sharing
    /// the noun after them ("toasted and chopped walnuts", "black and white sesame seeds"),
    /// not one food's name ("half and half", "sweet and sour sauce"), not a list of three.
    func firstOfPair(_ result: inout ParsedIngredient) {
        guard grammar.code == "en", result.quantity == nil, result.unit == nil, result.preparation == nil,
            !result.name.contains("("), !result.name.contains(",")
        else { return }
        let words = result.name.split(separator: " ")
        let joints = words.indices.filter { ["and", "&"].contains(words[$0].lowercased()) }
        guard joints.count == 1, let joint = joints.first, joint > 0, joint < words.count - 1 else { return }
        let lower = FoodWords.split(result.name).joined(separator: " ")
        guard !LanguageGrammar.pairedNames.contains(where: { lower.contains($0) }) else { return }
        let first = words[..<joint].joined(separator: " ")
        guard !FoodWords.split(first).allSatisfy(Self.describes) else { return }
        let second = words[joint...].joined(separator: " ")
        result.name = first
        result.note = result.note.map { second + ", " + $0 } ?? second
    }

    /// A top-level `=` followed by an amount: its offset and the offset after it.
    func equivalentSign(in range: Range<Int>) -> (Int, Int)? {
        for i in text.topLevel(range) {
            guard let after = text.matchAny(LanguageGrammar.equivalentSigns, at: i, limit: range.upperBound) else { continue }
            // "мука — ≈ 65 г": after a separator (or first) "≈" says "about", as "~" does.
            if text[i] == "≈", case let before = text.trimmed(range.lowerBound..<i),
                before.isEmpty || text[before.upperBound - 1].map({ "-–—:".unicodeScalars.contains($0) }) == true
            {
                continue
            }
            if startsAmount(at: skip(after, range.upperBound), limit: range.upperBound) { return (i, after) }
        }
        return nil
    }

    /// When the note starts with an amount whose unit measures the same as the line's
    /// ("1 pound, 2 ounces potatoes"), adds it to the line's amount and takes its name.
    /// Returns what is left of the note.
    mutating func combinedAmount(_ note: Range<Int>, with result: inout ParsedIngredient) -> Range<Int>? {
        guard result.multiplier == nil, let quantity = result.quantity, !quantity.isRange,
            let unit = UnitTable.unit(id: result.unit), unit.dimension == .mass || unit.dimension == .volume,
            numbers.startsNumber(at: note.lowerBound)
        else { return nil }
        var trial = self
        var second = ParsedIngredient(text: "")
        trial.body(note, into: &second)
        guard second.multiplier == nil, let q2 = second.quantity, !q2.isRange, let u2 = UnitTable.unit(id: second.unit),
            u2.dimension == unit.dimension, let sum = Self.add(quantity.low, unit, q2.low, u2)
        else { return nil }
        diagnostics += trial.diagnostics.filter { !diagnostics.contains($0) }
        result.quantity = Quantity(sum)
        result.name = second.name
        if let extra = second.note { addNote(extra, to: &result) }
        return note.upperBound..<note.upperBound
    }

    /// A note that starts with a weight or volume alone ("about 1 pound", "1 kg in all"
    /// is not: words follow): the amount and the rest of the note after a comma.
    func noteEquivalent(_ note: Range<Int>) -> (Amount, Range<Int>)? {
        guard startsAmount(at: note.lowerBound, limit: note.upperBound) else { return nil }
        var end = note.lowerBound
        while end < note.upperBound, text[end] != "," || (text.isDigit(end - 1) && text.isDigit(end + 1)) { end += 1 }
        var trial = self
        var measured = ParsedIngredient(text: "")
        trial.body(text.trimmed(note.lowerBound..<end), into: &measured)
        guard trial.diagnostics.count == diagnostics.count, measured.multiplier == nil, measured.name.isEmpty,
            let amount = measured.amount, let unit = UnitTable.unit(id: amount.unit),
            unit.dimension == .mass || unit.dimension == .volume
        else { return nil }
        return (amount, text.trimmed(min(end + 1, note.upperBound)..<note.upperBound))
    }

    /// A note that is only an amount, perhaps with a unit ("3 шт", "~15 g"), up to the next
    /// comma: the amount and the rest of the note.
    func noteAmount(_ note: Range<Int>) -> (Amount, Range<Int>)? {
        guard startsAmount(at: note.lowerBound, limit: note.upperBound) else { return nil }
        var end = note.lowerBound
        while end < note.upperBound, text[end] != "," || (text.isDigit(end - 1) && text.isDigit(end + 1)) { end += 1 }
        var trial = self
        var measured = ParsedIngredient(text: "")
        trial.body(text.trimmed(note.lowerBound..<end), into: &measured)
        guard trial.diagnostics.count == diagnostics.count, measured.multiplier == nil,
            measured.name.unicodeScalars.allSatisfy({ ".,;:".unicodeScalars.contains($0) }),
            let amount = measured.amount
        else { return nil }
        return (amount, text.trimmed(min(end + 1, note.upperBound)..<note.upperBound))
    }

    /// "анис, перец черный молотый по 1 щепотке", "мясо - баранина, говядина 1кг": in Russian
    /// and Kazakh, a note after the comma that names something and ends with an amount (not
    /// a length: "кубиками 1 см") gives the line its amount when the part before the comma
    /// has none; the words before the amount stay a note.
    func noteTrailingAmount(_ note: Range<Int>) -> (Amount, String)? {
        guard grammar.code != "en", !note.isEmpty, !startsAmount(at: note.lowerBound, limit: note.upperBound) else { return nil }
        var trial = self
        var measured = ParsedIngredient(text: "")
        trial.body(note, into: &measured)
        guard trial.diagnostics.count == diagnostics.count, measured.multiplier == nil, !measured.toTaste,
            let amount = measured.amount, !measured.name.isEmpty,
            UnitTable.unit(id: amount.unit).map({ $0.dimension == .mass || $0.dimension == .volume || $0.dimension == .count }) ?? true
        else { return nil }
        return (amount, measured.name)
    }

    /// `a` of `unitA` plus `b` of `unitB`, in `unitA`: 1 cup + 2 tbsp = 9/8 cup.
    static func add(_ a: Rational, _ unitA: Unit, _ b: Rational, _ unitB: Unit) -> Rational? {
        guard let converted = Unit.convert(b, from: unitB, to: unitA) else { return nil }
        return a.adding(converted)
    }

    /// `range` without a bracketed note closing it: "немного (или щепотка соли)" is "немного".
    func withoutClosingBracket(_ range: Range<Int>) -> Range<Int> {
        guard text[range.upperBound - 1] == ")", let group = text.parenGroups(in: range).last, group.upperBound == range.upperBound,
            group.lowerBound > range.lowerBound
        else { return range }
        return text.trimmed(range.lowerBound..<group.lowerBound)
    }

    /// Whether `range` starts with a percentage ("9%", "3,2 %") followed by more text.
    func percentFirst(_ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound, text.isDigit(i) || text[i] == "," || text[i] == "." { i += 1 }
        guard i > range.lowerBound else { return false }
        if text.isSpace(i) { i += 1 }
        guard i < range.upperBound, text[i] == "%" else { return false }
        return !text.trimmed((i + 1)..<range.upperBound).isEmpty
    }

    /// Where the colon of a label for a part of the recipe ends it, if the line starts with
    /// one: Russian "для" and one or two words ("Для теста:", "Для соуса:"), Kazakh one or
    /// two words whose last is in the dative or is "үшін" ("Қамырға:", "Қамыр үшін:"),
    /// English one to three words ("Cake:", "For the sauce:").
    func partLabelEnd(_ range: Range<Int>) -> Int? {
        // "На 1 л кваса (3 порции): 300 г картофеля", "на 1 л воды: соль 2 ст. л.": in Russian
        // what the amounts are for, "на" and an amount, before a colon (not too far on).
        if grammar.code == "ru", let lead = text.match("на ", at: range.lowerBound, limit: range.upperBound), numbers.startsNumber(at: lead),
            let colon = (lead..<min(range.upperBound, lead + 40)).first(where: { text[$0] == ":" })
        {
            return colon
        }
        var colon = range.lowerBound
        while colon < range.upperBound, text[colon] != ":" {
            guard text.isLetter(colon) || text.isSpace(colon) || text[colon] == "-" else { return nil }
            colon += 1
        }
        guard colon < range.upperBound else { return nil }
        let words = text.string(range.lowerBound..<colon).lowercased().split(separator: " ").map(String.init)
        switch grammar.code {
        case "en":
            guard (1...3).contains(words.count) else { return nil }
        case "ru":
            // "Тесто: 2 стакана муки", "Начинка: яблоки — 3 шт.": also one word naming a
            // part of the dish (not a food: "Соль: 1 ч. л. морской" is the name-first form).
            // "Овощная основа: 600 г помидоров", "Полуслоеное дрожжевое тесто: 250г муки": a part
            // named with its kind; "На литровую банку: 1–2 лавровых листа": what the amounts
            // are for; "Состав: говядина — 200 г", "Дополнительно: 4 яйца": a list's heading.
            // (Not a sauce or a syrup named with its kind: "Соевый соус: 2 ст. л. тёмного".)
            let last = words[words.count - 1]
            let partLast = (2...3).contains(words.count) && LanguageGrammar.russianPartWords.contains(last) && !["соус", "сироп"].contains(last)
            let lead = (2...3).contains(words.count) && ["для", "на"].contains(words[0])
            let single = words.count == 1 && (LanguageGrammar.russianPartWords.contains(last) || LanguageGrammar.russianListHeadings.contains(last))
            guard lead || partLast || single else { return nil }
        case "kk":
            guard (1...2).contains(words.count), let last = words.last else { return nil }
            let dative = ["ға", "ге", "қа", "ке"].contains(where: { last.hasSuffix($0) }) && last.count > 4
            // "Ішіне салатын:", "Үстіне себетін:": a part in the dative and what is put there.
            let put =
                words.count == 2 && LanguageGrammar.isKazakhDativeLabel(words[0])
                && ["атын", "етін", "йтын", "йтін"].contains(where: { last.hasSuffix($0) })
            guard last == "үшін" || dative || put else { return nil }
        default:
            return nil
        }
        return colon
    }

    /// The separator of `NAME — AMOUNT` (its start and end), if the line has that form:
    /// a name, then a separator followed by an amount or a "to taste" phrase.
    func nameSeparator(in range: Range<Int>) -> Range<Int>? {
        let trimmed = text.trimmed(range)
        // A line that starts with a number is no name. One that starts with a count word
        // ("кусок бараньего сала - 100 гр", "щепотка") is, when a number follows the separator.
        let countWordFirst = startsAmount(at: trimmed.lowerBound, limit: trimmed.upperBound)
        if countWordFirst, startsNumberOrError(at: afterApproximate(trimmed.lowerBound, limit: trimmed.upperBound)),
            grammar.code == "en" || !percentFirst(trimmed)
        {
            return nil
        }
        for i in text.topLevel(trimmed) where i > trimmed.lowerBound {
            var separatorEnd = text.matchAny(grammar.nameSeparators, at: i, limit: trimmed.upperBound)
            // "Морковь-2 шт.", "Чеснок-1 головка": a hyphen between a word and a number. Not
            // in English, where such a word is a name ("Omega-3 eggs", "7-Up").
            // "рыба (речная)-800 грамм": also after a bracket.
            if separatorEnd == nil, grammar.code != "en", text[i] == "-", text.isLetter(i - 1) || text[i - 1] == ")", numbers.startsNumber(at: i + 1) {
                separatorEnd = i + 1
            }
            // "Сахар:200 г", "соль:1 ч. л.": in Russian and Kazakh a colon glued to the name and
            // to the number.
            if separatorEnd == nil, grammar.code != "en", text[i] == ":", text.isLetter(i - 1), numbers.startsNumber(at: i + 1) {
                separatorEnd = i + 1
            }
            // "Cвинина :400 г;", "Лук репчатый :1 шт;": a space before the colon instead of after it.
            if separatorEnd == nil, grammar.code != "en", text[i] == ":", text.isSpace(i - 1), text.isLetter(i - 2),
                numbers.startsNumber(at: i + 1)
            {
                separatorEnd = i + 1
            }
            // "Соль-по вкусу", "Картофель -1кг": a hyphen glued to the to-taste phrase, or
            // to the number after a space.
            if separatorEnd == nil, grammar.code != "en", text[i] == "-",
                (text.isLetter(i - 1) && text.matchAny(grammar.toTaste, at: i + 1, limit: trimmed.upperBound) != nil)
                    || (text.isSpace(i - 1) && text.isLetter(i - 2) && numbers.startsNumber(at: i + 1))
            {
                separatorEnd = i + 1
            }
            // "orange zest- 3 large strips": in English a hyphen glued to the name, then a space
            // and a number.
            if separatorEnd == nil, grammar.code == "en", text[i] == "-", text.isLetter(i - 1), text.isSpace(i + 1),
                numbers.startsNumber(at: skip(i + 1, trimmed.upperBound))
            {
                separatorEnd = i + 1
            }
            // "сухой сладкий молотый перец (сладкая паприка) –0,5 чайной ложки", "лук репчатый
            // –3-4 шт.", "мука пшеничная –120 гр.": a dash glued to the number after a bracket
            // or a word.
            if separatorEnd == nil, grammar.code != "en", text[i] == "–" || text[i] == "—", text.isSpace(i - 1),
                text[i - 2] == ")" || text.isLetter(i - 2), numbers.startsNumber(at: i + 1)
            {
                separatorEnd = i + 1
            }
            // "сахар150 г", "масло сливочное40 г", "яйца6 шт.": in Russian and Kazakh, lists
            // copied from a web page whose name and amount were two elements lose the space
            // between them: a number glued to a word of three letters or more (not "С1", an
            // egg's grade), with no other separator after it.
            if separatorEnd == nil, grammar.code != "en", text.isDigit(i), (1...3).allSatisfy({ text.isLetter(i - $0) }),
                numbers.startsNumber(at: i),
                !(i..<trimmed.upperBound).contains(where: { text[$0].map { "—–:".unicodeScalars.contains($0) } ?? false })
            {
                separatorEnd = i
            }
            guard let after = separatorEnd else { continue }
            let right = text.trimmed(after..<trimmed.upperBound)
            let left = text.trimmed(trimmed.lowerBound..<i)
            guard !right.isEmpty, !left.isEmpty else { continue }
            // "Мука 200—250 г": a dash between two numbers is a range.
            if text.isDigit(left.upperBound - 1), startsNumber(at: right.lowerBound) { continue }
            // "Картофель 700 г - 1 кг": a dash between a metric amount and a larger one is a
            // range across units (read where the amount is), not the name's end.
            if grammar.code != "en", startsNumber(at: right.lowerBound), endsWithMetricAmount(left) { continue }
            // "уксус – 9% - 300 мл": a percentage after the first dash says which vinegar; the
            // amount follows the next one.
            if grammar.code != "en", percentFirst(right) { continue }
            if countWordFirst, !startsNumber(at: afterApproximate(right.lowerBound, limit: right.upperBound)) { continue }
            if startsAmount(at: right.lowerBound, limit: right.upperBound)
                || text.matchAny(grammar.toTaste, at: right.lowerBound, limit: right.upperBound) != nil
                || (!countWordFirst && text.match(anyOf: LanguageGrammar.separatorNotes, exactly: text.trimmedPunctuation(withoutClosingBracket(right))))
                || (!countWordFirst && grammar.code == "ru" && purposeFirst(right))
                || (!countWordFirst && grammar.code != "en" && text[i] == ":" && kindsAfterColon(left, right))
                || (!countWordFirst && vagueUnit(at: right.lowerBound, limit: right.upperBound) != nil)
            {
                return i..<after
            }
        }
        return nil
    }

    /// A top-level comma after which a second food is written with its own separator and
    /// amount, when the words before it read as a food with an amount (or to taste): the
    /// two parts.
    func twoFoods(_ range: Range<Int>) -> (Range<Int>, Range<Int>)? {
        for i in text.topLevel(range) where text[i] == "," && !text.isDigit(i + 1) {
            let left = text.trimmed(range.lowerBound..<i)
            let right = text.trimmed((i + 1)..<range.upperBound)
            guard !left.isEmpty, !right.isEmpty, let separator = nameSeparator(in: right), separator.lowerBound > right.lowerBound,
                !text.string(right.lowerBound..<separator.lowerBound).contains(where: { $0.isNumber || $0 == "(" })
            else { continue }
            var trial = self
            let read = trial.line(left)
            guard !read.name.isEmpty, read.quantity != nil || read.toTaste, !read.name.contains(where: \.isNumber) else { continue }
            return (left, right)
        }
        return nil
    }

    /// Whether `range` ends with a number and a metric unit ("Мука 500 г", "Вода 700 мл.").
    func endsWithMetricAmount(_ range: Range<Int>) -> Bool {
        var j = range.upperBound
        if j > range.lowerBound, text[j - 1] == "." { j -= 1 }
        let wordEnd = j
        while j > range.lowerBound, text.isLetter(j - 1) { j -= 1 }
        guard j < wordEnd, let unit = UnitTable.lookup(text.string(j..<wordEnd).lowercased(), language: grammar.code),
            unit.system == .metric, unit.dimension == .mass || unit.dimension == .volume
        else { return false }
        while j > range.lowerBound, text.isSpace(j - 1) { j -= 1 }
        return j > range.lowerBound && text.isDigit(j - 1)
    }

    /// "для обжарки.", "для смазывания формы", "для гашения соды": in Russian, "для" and a
    /// purpose, with no number, standing after a separator instead of an amount.
    func purposeFirst(_ range: Range<Int>) -> Bool {
        guard let end = text.matchAny(["для"], at: range.lowerBound, limit: range.upperBound), text.isSpace(end) else { return false }
        return !range.contains { text.isDigit($0) }
    }

    /// "Растительное масло: оливковое и подсолнечное": in Russian and Kazakh, a list of kinds
    /// with no number after a colon (several together, so the name before it is the food) is
    /// the note. One kind stays in the name ("Сыр: пармезан" is parmesan), and a label for a
    /// part of the recipe is no name ("Для соуса: сметана", "Қамырға: ұн").
    func kindsAfterColon(_ left: Range<Int>, _ right: Range<Int>) -> Bool {
        guard !right.contains(where: { text.isDigit($0) }) else { return false }
        let kinds = " " + text.string(right).lowercased() + " "
        guard kinds.contains(",") || [" и ", " және ", " мен ", " бен ", " пен "].contains(where: kinds.contains) else { return false }
        let first = text.string(left).split(separator: " ").first.map { $0.lowercased() } ?? ""
        let last = text.string(left).split(separator: " ").last.map { $0.lowercased() } ?? ""
        return !["для", "на", "в"].contains(first) && !last.hasSuffix("ға") && !last.hasSuffix("ге") && !last.hasSuffix("қа")
            && !last.hasSuffix("ке") && last != "үшін"
    }

    /// Where what follows an "about" word starts, or `i`.
    func afterApproximate(_ i: Int, limit: Int) -> Int {
        approximateMarkerEnd(at: i, limit: limit).map { skip($0, limit) } ?? i
    }

    /// The first comma outside brackets that is not a decimal comma (`1,5`).
    func noteComma(in range: Range<Int>) -> Int? {
        text.topLevel(range).first { i in
            text[i] == "," && !(text.isDigit(i - 1) && text.isDigit(i + 1)) && !adjectiveComma(i, in: range)
                && !countComma(i, in: range) && !alternativesComma(i, in: range)
        }
    }

    /// Whether the comma at `i` sits between a count and the size of each ("1, 3.9 oz box
    /// of pudding mix"): English only, a number alone before it, a weight or volume after.
    func countComma(_ i: Int, in range: Range<Int>) -> Bool {
        guard grammar.code == "en" else { return false }
        let before = text.trimmed(range.lowerBound..<i)
        guard !before.isEmpty, let (_, end) = try? numbers.number(at: before.lowerBound), end == before.upperBound,
            let size = sizeOfEach(at: skip(i + 1, range.upperBound), end: range.upperBound)
        else { return false }
        return size.unit.dimension == .mass || size.unit.dimension == .volume
    }

    /// "28-ounce", "3.9 oz", "3-inch" at `k`: a number and a unit, written as the size of
    /// each of a count; the amount, the unit and where the unit's name is.
    func sizeOfEach(at k: Int, end: Int) -> (each: Quantity, unit: Unit, unitRange: Range<Int>)? {
        guard numbers.startsNumber(at: k) else { return nil }
        var trial = self
        let (each, after) = trial.amount(at: k, limit: end)
        var j = after
        if text[j] == "-" { j += 1 } else { j = skip(j, end) }
        // "1 14- ounce can", "1 13.5 – ounce can", "1 15.5 -Ounce Can": a dash with spaces.
        if grammar.code == "en", let c = text[j], c == "-" || c == "–" {
            j = skip(j + 1, end)
        } else if grammar.code == "en", j == after + 1, text.isSpace(j) {
            j = skip(j, end)
        }
        guard let each, let (unit, unitEnd) = matcher.longestMatch(in: text.lower, at: j), unitEnd <= end else { return nil }
        return (each, unit, j..<unitEnd)
    }

    /// Whether the comma at `i` only separates words that describe the food before its
    /// name ("2 tablespoons toasted, chopped walnuts", "8 small, waxy potatoes"): English
    /// only, the words between the amount and the comma all describe, and the words after
    /// it, up to the next comma, name something.
    func adjectiveComma(_ i: Int, in range: Range<Int>) -> Bool {
        guard grammar.code == "en", startsAmount(at: range.lowerBound, limit: i) else { return false }
        // The words after the comma first (cheap): most commas end the name ("2 onions,
        // chopped"), and then the part before it need not be read as a line.
        var end = i + 1
        while end < range.upperBound, text[end] != "," { end += 1 }
        let after = text.trimmed((i + 1)..<end)
        guard !after.isEmpty, text.matchAny(grammar.toTaste, at: after.lowerBound, limit: after.upperBound) == nil,
            !startsAmount(at: after.lowerBound, limit: after.upperBound),
            !FoodWords.split(text.string(after)).allSatisfy(Self.describes)
        else { return false }
        var trial = self
        var before = ParsedIngredient(text: "")
        trial.body(text.trimmed(range.lowerBound..<i), into: &before)
        guard before.quantity != nil, before.preparation == nil else { return false }
        let described = FoodWords.split(before.name)
        return (!described.isEmpty || before.size != nil) && described.allSatisfy(Self.describes)
    }

    /// Whether the comma at `i` starts the rest of a list of alternatives sharing the last
    /// name's noun ("strawberry, raspberry, or apricot jam", "black, kidney, or refried
    /// beans"): English only; two or more short pieces follow it, each names something, and
    /// the last begins with "or" (not "marionberries, or berries of your choice"). Preparations ("peeled, seeded, or chopped") are not such a list.
    func alternativesComma(_ i: Int, in range: Range<Int>) -> Bool {
        guard grammar.code == "en" else { return false }
        // Any comma of the list: the list starts at this one or an earlier one.
        return (range.lowerBound...i).contains { text[$0] == "," && alternativesList(from: $0, in: range) }
    }

    func alternativesList(from i: Int, in range: Range<Int>) -> Bool {
        let rest = text.string((i + 1)..<range.upperBound)
        guard !rest.contains(where: { $0.isNumber || $0 == "(" || $0 == ")" }) else { return false }
        var pieces = rest.split(separator: ",", omittingEmptySubsequences: false).map { FoodWords.split(String($0)) }
        guard var last = pieces.popLast(), last.first == "or" else { return false }
        last.removeFirst()
        guard (1...4).contains(last.count), !pieces.isEmpty, pieces.allSatisfy({ (1...3).contains($0.count) }) else { return false }
        return (pieces + [last]).allSatisfy { !$0.allSatisfy(Self.describes) }
    }

    /// An English word that describes rather than names: "toasted", "finely", "waxy".
    static func describes(_ word: String) -> Bool {
        LanguageGrammar.englishAdjectives.contains(word) || FoodWords.descriptive.contains(word)
            || (word.count > 4 && (word.hasSuffix("ed") || word.hasSuffix("ly")))
    }

    /// Where an alternative's amount starts, if `or` (in this language) and an amount are at `i`.
    func alternativeStart(at i: Int, limit: Int) -> Int? {
        guard let end = text.matchAny(grammar.alternativeWords, at: i, limit: limit), text.isSpace(end) else { return nil }
        let start = skip(end, limit)
        // "лимонный сок или 6%-й уксус — 1 ч. л.": a percentage after "или" says which food.
        if grammar.code != "en", percentFirst(start..<limit) { return nil }
        return startsAmount(at: start, limit: limit) ? start : nil
    }

    /// " or 2 tbsp honey" inside the main part: the offset of the space before `or`, and
    /// where the alternative starts.
    func alternativeInside(_ range: Range<Int>) -> (Int, Int)? {
        // "3 или 4 шт.": between two numbers "or" makes a range, not an alternative.
        for i in text.topLevel(range) where text.isSpace(i) && !(text.isDigit(i - 1) || numbers.vulgar(i - 1) != nil) {
            if let start = alternativeStart(at: i + 1, limit: range.upperBound) { return (i, start) }
        }
        return nil
    }

    func flattened(_ alternative: ParsedIngredient) -> [ParsedIngredient] {
        var first = alternative
        first.alternatives = []
        return [first] + alternative.alternatives
    }

    /// Where " или " starts in a Russian name whose words after it are only adjectives or
    /// adverbs ("баранины или очень хорошей"), or nil.
    static func danglingAlternative(in name: String) -> String.Index? {
        guard let or = name.range(of: " или ", options: .backwards) else { return nil }
        let words = name[or.upperBound...].split(separator: " ").map { $0.lowercased() }
        let endings = ["ый", "ий", "ой", "ая", "яя", "ое", "ее", "ые", "ие", "ых", "их", "ую", "юю", "ого", "его", "ей"]
        guard (1...3).contains(words.count),
            words.allSatisfy({ word in ["очень", "более", "самой", "самого"].contains(word) || (word.count > 4 && endings.contains(where: word.hasSuffix)) })
        else { return nil }
        return or.lowerBound
    }

    /// Adds a note; a note that is a "to taste" phrase marks the ingredient instead.
    func addNote(_ note: String, to result: inout ParsedIngredient) {
        var note = note
        let noteText = ScalarText(note)
        if let end = noteText.matchAny(grammar.toTaste, at: 0, limit: noteText.count) {
            result.toTaste = true
            var rest = noteText.trimmed(end..<noteText.count)
            if noteText[rest.lowerBound] == "," { rest = noteText.trimmed((rest.lowerBound + 1)..<rest.upperBound) }
            note = noteText.string(rest)
        } else if let ending = Optional(String(note.lowercased().reversed().drop { " .;".contains($0) }.reversed())),
            grammar.toTaste.contains(where: { ending.hasSuffix("(" + $0 + ")") || ending.hasSuffix(" " + $0) })
        {
            // "соль, перец (по вкусу)", "Salt, pepper (to taste)", "масло растительное, соль по
            // вкусу;": the list's to-taste phrase is the line's; the note keeps its words.
            result.toTaste = true
        }
        // List punctuation alone ("кинза — пучок;") is no note.
        guard note.contains(where: { !";.,".contains($0) && !$0.isWhitespace }) else { return }
        result.note = result.note.map { $0 + ", " + note } ?? note
    }
}
