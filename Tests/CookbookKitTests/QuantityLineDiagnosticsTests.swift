import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities

/// A line with exactly one problem: its code, column (1-based, in scalars), message and hint.
struct IngredientLineProblem: Sendable, CustomTestStringConvertible {
    var line: String, language: String, code: String, column: Int, message: String, hint: String?
    var testDescription: String { "\(language): \(line)" }
}

@Suite struct QuantityLineDiagnosticsTests {
    static let decimalHint = "write a whole number (2), a decimal (1.5) or a fraction (1/2, 1 1/2, ½)"

    static let problems: [IngredientLineProblem] = [
        .init(
            line: "1//2 cup milk", language: "en", code: "invalid-amount", column: 1,
            message: "cannot read the amount '1//2'", hint: decimalHint),
        .init(
            line: "0 g salt", language: "en", code: "invalid-amount", column: 1,
            message: "an amount must be more than 0", hint: "leave the amount out, or write 'to taste'"),
        .init(
            line: "-1 cup sugar", language: "en", code: "invalid-amount", column: 1,
            message: "an amount cannot be negative: '-1'", hint: nil),
        .init(
            line: "1/0 cup flour", language: "en", code: "invalid-amount", column: 1,
            message: "the amount '1/0' divides by zero", hint: "a fraction needs a number other than 0 below the line"),
        .init(
            line: "1,5 cups milk", language: "en", code: "invalid-amount", column: 1,
            message: "'1,5' uses a decimal comma", hint: "write '1.5' with a decimal point"),
        .init(
            line: "3-2 cups milk", language: "en", code: "invalid-amount", column: 1,
            message: "the range '3-2' does not go up", hint: "write the smaller amount first, as in 2-3"),
        .init(
            line: ".5 cup milk", language: "en", code: "invalid-amount", column: 1,
            message: "cannot read the amount '.5'", hint: "write a 0 before the point: 0.5"),
        .init(
            line: "1234567 g flour", language: "en", code: "invalid-amount", column: 1,
            message: "the amount '1234567' has too many digits", hint: nil),
        .init(
            line: "1 3/2 cups milk", language: "en", code: "invalid-amount", column: 1,
            message: "cannot read the amount '1 3/2'", hint: "the fraction after a whole number must be less than 1, as in 1 1/2"),
        .init(
            line: "Sugar: 1/2/3 cup", language: "en", code: "invalid-amount", column: 8,
            message: "cannot read the amount '1/2/3'", hint: decimalHint),
        .init(
            line: "3 medium onions (about 1//2 kg)", language: "en", code: "invalid-amount", column: 24,
            message: "cannot read the amount '1//2'", hint: decimalHint),
        .init(
            line: "2 tbps sugar", language: "en", code: "unknown-unit", column: 3,
            message: "unknown unit 'tbps'", hint: "did you mean 'tbsp'?"),
        .init(
            line: "2 Tbps. sugar", language: "en", code: "unknown-unit", column: 3,
            message: "unknown unit 'Tbps.'", hint: "did you mean 'tbsp'?"),
        .init(
            line: "1 1/2 cupz milk", language: "en", code: "unknown-unit", column: 7,
            message: "unknown unit 'cupz'", hint: "did you mean 'cup'?"),
        .init(
            line: "200 grm flour", language: "en", code: "unknown-unit", column: 5,
            message: "unknown unit 'grm'", hint: "did you mean 'gram'?"),
        .init(
            line: "2 tablspoons sugar", language: "en", code: "unknown-unit", column: 3,
            message: "unknown unit 'tablspoons'", hint: "did you mean 'tablespoons'?"),
        .init(
            line: "1 teaspon salt", language: "en", code: "unknown-unit", column: 3,
            message: "unknown unit 'teaspon'", hint: "did you mean 'teaspoon'?"),
        .init(
            line: "1 tbsp sugar or 2 tbps honey", language: "en", code: "unknown-unit", column: 19,
            message: "unknown unit 'tbps'", hint: "did you mean 'tbsp'?"),
        .init(
            line: "Мука — 2 стокана", language: "ru", code: "unknown-unit", column: 10,
            message: "unknown unit 'стокана'", hint: "did you mean 'стакана'?"),
        .init(
            line: "1 пучек укропа", language: "ru", code: "unknown-unit", column: 3,
            message: "unknown unit 'пучек'", hint: "did you mean 'пучок'?"),
        .init(
            line: "2 ст. л. сахара или 1//2 стакана мёда", language: "ru", code: "invalid-amount", column: 21,
            message: "cannot read the amount '1//2'", hint: decimalHint),
        .init(
            line: "0,0 кг муки", language: "ru", code: "invalid-amount", column: 1,
            message: "an amount must be more than 0", hint: "leave the amount out, or write 'to taste'"),
    ]

    @Test(arguments: problems)
    func reportsProblemAtItsColumn(_ problem: IngredientLineProblem) throws {
        let outcome = IngredientLineParser.parse(problem.line, language: problem.language)
        #expect(outcome.diagnostics.count == 1, "\(outcome.diagnostics.map(\.formatted))")
        let found = try #require(outcome.diagnostics.first)
        #expect(found.code == problem.code)
        #expect(found.severity == .error)
        #expect(found.location.column == problem.column)
        #expect(found.location.line == 1)
        #expect(found.message == problem.message)
        #expect(found.hint == problem.hint)
    }

    @Test func columnsAreShiftedToTheLinesLocation() throws {
        let origin = CookbookSupport.SourceLocation(path: "content/recipes/plov.md", line: 14, column: 5)
        let outcome = IngredientLineParser.parse("2 tbps sugar", language: "en", at: origin)
        let found = try #require(outcome.diagnostics.first)
        #expect(found.formatted == "content/recipes/plov.md:14:7: error: unknown unit 'tbps' [unknown-unit]\n  hint: did you mean 'tbsp'?")
    }

    @Test func columnsCountScalarsNotBytes() throws {
        // "Лук — " is 6 scalars (12 UTF-8 bytes in the Cyrillic part).
        let outcome = IngredientLineParser.parse("Лук — 1/0 шт.", language: "ru")
        #expect(outcome.diagnostics.map(\.location.column) == [7])
    }

    @Test func theRestOfALineIsStillReadAfterAnError() {
        let outcome = IngredientLineParser.parse("1//2 cup milk", language: "en")
        #expect(outcome.value.fields == "u=cup; name=milk")
        let typo = IngredientLineParser.parse("2 tbps sugar", language: "en")
        #expect(typo.value.fields == "q=2; name=sugar")
        #expect(typo.value.unitText == "tbps")
    }

    @Test func everyProblemInALineIsReported() {
        let outcome = IngredientLineParser.parse("1//2 cupz milk or 0 g sugar", language: "en")
        #expect(outcome.diagnostics.map { "\($0.location.column) \($0.code)" } == ["1 invalid-amount", "6 unknown-unit", "19 invalid-amount"])
    }
}
