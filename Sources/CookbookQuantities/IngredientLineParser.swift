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
    /// Parses one line. Diagnostics point into the line: column 1 is `text`'s first
    /// scalar at `origin` (by default line 1, column 1 of an unnamed file), so a caller
    /// passes the location of the line's first character.
    public static func parse(_ text: String, language: String,
                             at origin: SourceLocation = SourceLocation(path: "", line: 1, column: 1)) -> Outcome<ParsedIngredient> {
        var reader = LineReader(text, language: language, origin: origin)
        let result = reader.line(0..<reader.text.count)
        // A bracket may be read twice (as a size, then as part of the name): report once.
        var seen = Set<Diagnostic>()
        let diagnostics = reader.diagnostics.filter { seen.insert($0).inserted }
        return Outcome(result, diagnostics.sorted { $0.location.column < $1.location.column })
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
        text = ScalarText(line)
        grammar = LanguageGrammar.forLanguage(language)
        matcher = UnitMatcher.forLanguage(language)
        numbers = NumberScanner(scalars: text.scalars, decimalComma: grammar.decimalComma)
        self.origin = origin
    }

    mutating func error(_ code: String, _ message: String, at offset: Int, hint: String? = nil) {
        var location = origin
        location.column += offset
        diagnostics.append(Diagnostic(.error, code, message, at: location, hint: hint))
    }

    func skip(_ i: Int, _ limit: Int) -> Int { text.skipSpaces(i, limit: limit) }

    /// The whole line: note, alternatives, then the main part.
    mutating func line(_ range: Range<Int>) -> ParsedIngredient {
        var result = ParsedIngredient(text: text.text(range))
        var main = range
        var commaNote: String?
        // "Соль, перец — по вкусу": before a name separator, a comma belongs to the name.
        let noteSearch = nameSeparator(in: range).map { $0.upperBound..<range.upperBound } ?? range
        if let comma = noteComma(in: noteSearch) {
            main = range.lowerBound..<comma
            let note = text.trimmed((comma + 1)..<range.upperBound)
            if let start = alternativeStart(at: note.lowerBound, limit: note.upperBound) {
                result.alternatives = flattened(line(start..<note.upperBound))
            } else if !note.isEmpty {
                commaNote = text.string(note)
            }
        }
        if let (orAt, start) = alternativeInside(main) {
            result.alternatives = flattened(line(start..<main.upperBound)) + result.alternatives
            main = main.lowerBound..<orAt
        }
        body(text.trimmed(main), into: &result)
        if let commaNote { addNote(commaNote, to: &result) }
        return result
    }

    /// The separator of `NAME — AMOUNT` (its start and end), if the line has that form:
    /// a name, then a separator followed by an amount or a "to taste" phrase.
    func nameSeparator(in range: Range<Int>) -> Range<Int>? {
        let trimmed = text.trimmed(range)
        guard !startsAmount(at: trimmed.lowerBound, limit: trimmed.upperBound) else { return nil }
        for i in text.topLevel(trimmed) where i > trimmed.lowerBound {
            guard let after = text.matchAny(grammar.nameSeparators, at: i, limit: trimmed.upperBound) else { continue }
            let right = text.trimmed(after..<trimmed.upperBound)
            guard !right.isEmpty, !text.trimmed(trimmed.lowerBound..<i).isEmpty else { continue }
            if startsAmount(at: right.lowerBound, limit: right.upperBound)
                || text.matchAny(grammar.toTaste, at: right.lowerBound, limit: right.upperBound) != nil { return i..<after }
        }
        return nil
    }

    /// The first comma outside brackets that is not a decimal comma (`1,5`).
    func noteComma(in range: Range<Int>) -> Int? {
        text.topLevel(range).first { i in
            text[i] == "," && !(text.isDigit(i - 1) && text.isDigit(i + 1))
        }
    }

    /// Where an alternative's amount starts, if `or` (in this language) and an amount are at `i`.
    func alternativeStart(at i: Int, limit: Int) -> Int? {
        guard let end = text.matchAny(grammar.alternativeWords, at: i, limit: limit), text.isSpace(end) else { return nil }
        let start = skip(end, limit)
        return startsAmount(at: start, limit: limit) ? start : nil
    }

    /// " or 2 tbsp honey" inside the main part: the offset of the space before `or`, and
    /// where the alternative starts.
    func alternativeInside(_ range: Range<Int>) -> (Int, Int)? {
        for i in text.topLevel(range) where text.isSpace(i) {
            if let start = alternativeStart(at: i + 1, limit: range.upperBound) { return (i, start) }
        }
        return nil
    }

    func flattened(_ alternative: ParsedIngredient) -> [ParsedIngredient] {
        var first = alternative
        first.alternatives = []
        return [first] + alternative.alternatives
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
        }
        guard !note.isEmpty else { return }
        result.note = result.note.map { $0 + ", " + note } ?? note
    }
}
