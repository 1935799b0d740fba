import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct DiagnosticTests {
    func at(_ path: String, _ line: Int, _ column: Int) -> CookbookSupport.SourceLocation {
        CookbookSupport.SourceLocation(path: path, line: line, column: column)
    }

    @Test func formattedIsPathLineColumnSeverityMessageCodeThenHint() {
        let d = Diagnostic(
            .error, "invalid-value", "'difficulty' must be one of easy, medium, hard", at: at("content/recipes/plov.md", 4, 13),
            hint: "did you mean 'medium'?")
        #expect(d.formatted == "content/recipes/plov.md:4:13: error: 'difficulty' must be one of easy, medium, hard [invalid-value]\n  hint: did you mean 'medium'?")
        let w = Diagnostic(.warning, "no-recipes", "none", at: at("content", 1, 1))
        #expect(w.formatted == "content:1:1: warning: none [no-recipes]")
    }

    @Test func promotedTurnsAWarningIntoAnErrorAndKeepsTheRest() {
        let w = Diagnostic(.warning, "duplicate-tag", "twice", at: at("a.md", 2, 3), hint: "h")
        #expect(w.promoted == Diagnostic(.error, "duplicate-tag", "twice", at: at("a.md", 2, 3), hint: "h"))
        #expect(![w].hasErrors)
        #expect([w, w.promoted].hasErrors)
    }

    @Test func sortedByPathLineColumnThenErrorsFirstThenCode() {
        let list = [
            Diagnostic(.warning, "b", "m", at: at("b.md", 1, 1)),
            Diagnostic(.warning, "z", "m", at: at("a.md", 10, 1)),
            Diagnostic(.error, "z", "m", at: at("a.md", 2, 5)),
            Diagnostic(.warning, "a", "m", at: at("a.md", 2, 5)),
            Diagnostic(.error, "a", "m", at: at("a.md", 2, 5)),
            Diagnostic(.error, "a", "l", at: at("a.md", 2, 5)),
            Diagnostic(.error, "c", "m", at: at("a.md", 2, 1)),
        ]
        #expect(
            list.sortedForOutput().map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.severity) \($0.code) \($0.message)" } == [
                "a.md:2:1 error c m", "a.md:2:5 error a l", "a.md:2:5 error a m", "a.md:2:5 error z m", "a.md:2:5 warning a m",
                "a.md:10:1 warning z m", "b.md:1:1 warning b m",
            ])
    }
}
