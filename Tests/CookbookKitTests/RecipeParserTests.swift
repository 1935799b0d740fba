import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// Splitting a recipe file into front matter and body, and the positions that survive it.
@Suite struct RecipeParserTests {
    func parse(_ text: String) -> Outcome<ParsedRecipe?> {
        RecipeParser.parse(Fixture.file(text), allowRawHTML: false)
    }

    @Test func emptyFileIsAnError() {
        for text in ["", "\n", "  \n\t\n"] {
            let result = parse(text)
            #expect(result.value == nil)
            expectDiagnostic(result.diagnostics, "empty-file", line: 1, column: 1, message: "the recipe file is empty")
        }
    }

    @Test func fileWithoutFrontMatterIsAnError() {
        let result = parse("# Plov\n\n## Steps\n\n1. Cook.\n")
        #expect(result.value == nil)
        expectDiagnostic(
            result.diagnostics, "no-front-matter", line: 1, column: 1,
            message: "does not start with a front matter block", hint: "the first line must be '---'")
    }

    @Test func frontMatterMustStartOnTheFirstLine() {
        expectDiagnostic(parse("\n---\ntitle: Plov\n---\n").diagnostics, "no-front-matter", line: 1, column: 1)
    }

    @Test func unclosedFrontMatterIsAnError() {
        let result = parse("---\ntitle: Plov\ningredients: [rice]\n\n## Steps\n\n1. Cook.\n")
        #expect(result.value == nil)
        expectDiagnostic(
            result.diagnostics, "unclosed-front-matter", line: 1, column: 1,
            message: "never closed", hint: "add a line '---'")
    }

    @Test func splitsFrontMatterAndBodyWithTheBodyLine() throws {
        let parsed = try #require(parse("---\ntitle: Plov\n---\nIntro.\n\n## Steps\n\n1. Cook.\n").value ?? nil)
        #expect(parsed.frontMatter?["title"]?.scalar == "Plov")
        #expect(parsed.frontMatter?["title"]?.location.line == 2)
        #expect(parsed.body.intro.map(\.line) == [4])
        #expect(parsed.body.section(.steps)?.line == 6)
        #expect(parsed.body.section(.steps)?.stepGroups.first?.steps.map(\.line) == [8])
    }

    @Test func dotsCloseTheFrontMatterAndTrailingSpacesAreAllowed() throws {
        let parsed = try #require(parse("---  \ntitle: Plov\n...\n## Steps\n").value ?? nil)
        #expect(parsed.frontMatter?["title"]?.scalar == "Plov")
        #expect(parsed.body.section(.steps)?.line == 4)
    }

    @Test func crlfFilesKeepTheirPositions() {
        let text = "---\r\ntitle: Plov\r\nservings: many\r\ningredients: [rice]\r\n---\r\n\r\n# Plov\r\n\r\n## Steps\r\n\r\n1. Cook.\r\n"
        let result = Fixture.decode(text)
        #expect(result.diagnostics.positions == ["7:1 heading-level", "3:11 invalid-value"])
    }

    @Test func byteOrderMarkDoesNotShiftColumns() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("---\ntitle: Plov\nservings: many\ningredients: [rice]\n---\n## Steps\n1. Cook.\n".utf8)
        let result = Fixture.decode(bytes: bytes)
        #expect(result.diagnostics.positions == ["3:11 invalid-value"])
    }

    @Test func yamlErrorsStopDecodingButMarkdownWarningsAreStillReported() {
        let text = "---\ntitle: Plov\ntitle: Again\n---\n# Plov\n\n## Steps\n\n1. Cook.\n"
        let result = parse(text)
        #expect(result.value == nil)
        #expect(result.diagnostics.positions == ["3:1 duplicate-key", "5:1 heading-level"])
    }

    @Test func emptyFrontMatterIsNotAMapping() {
        let result = Fixture.decode("---\n---\n## Steps\n\n1. Cook.\n")
        expectDiagnostic(result.diagnostics, "wrong-type", line: 2, column: 1, message: "the front matter must be a mapping")
    }

    @Test func listFrontMatterIsNotAMapping() {
        let result = Fixture.decode("---\n- a\n- b\n---\n## Steps\n\n1. Cook.\n")
        expectDiagnostic(result.diagnostics, "wrong-type", line: 2, column: 1, message: "must be a mapping of fields")
        #expect(result.recipe == nil)
    }

    @Test func aSecondYAMLDocumentInsideTheFrontMatterIsRefused() {
        // '--- x' is not a closing line, so YAML sees a second document.
        let result = parse("---\ntitle: Plov\n--- x\n---\n## Steps\n")
        expectDiagnostic(result.diagnostics, "yaml-unsupported", line: 3, column: 1, message: "more than one YAML document")
    }

    @Test
    func unicodeLineSeparatorInAValueDoesNotShiftLaterPositions() {
        for separator in ["\u{2028}", "\u{2029}", "\u{85}"] {
            let result = Fixture.decode(Fixture.recipe("title: Plov\nsummary: a\(separator)b\nservings: many\ningredients: [rice]"))
            #expect(result.diagnostics.positions == ["4:11 invalid-value"])
        }
    }
}
