import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct MarkdownParserTests {
    func parse(_ text: String, firstLine: Int = 1, raw: Bool = false) -> Outcome<MarkdownBody> {
        MarkdownParser.parse(text, path: Fixture.displayPath, firstLine: firstLine, allowRawHTML: raw)
    }

    let full = """
        An old family dish.

        ## Steps

        1. Heat **the** oil
           in a pot.
        2. Add rice.

        ## Notes

        - Keeps for two days.
        - Freezes well.

        ## Tips

        Use a heavy pot.

        ## History

        Old *dish*.
        """

    @Test func collapsingSpacesMatchesTheSplitByCharacters() {
        let samples = [
            "", " ", "  a  b\n\nc ", "мука  и\nсоль — «по вкусу»…", "Қазы мен\u{04D8}\u{0301} ет",
            "a \u{0301}b", "a\n\u{0483}b", "\u{0600} x", "e\u{0301} \u{0308}", "a \u{200D}b", "r\r\nb",
            "ा a", "x \u{0E33}", "1 ½ cups\n", "a\u{2028} b", "👍🏽 ok 👨‍👩‍👧 ", "\u{0904} \u{0903}",
            // A space that a combining mark joins is no separator: these differ from a byte split.
            "a  \u{0301}b", " \u{0301}", "\u{0600}  x", "a \u{0489}  b",
        ]
        for text in samples {
            let expected = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            #expect(MarkdownParser.collapsingSpaces(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            // The same from the text's bytes (a node's text gathered as bytes).
            #expect(MarkdownParser.collapsingSpaces(utf8: Array(text.utf8)) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A block's plain text is gathered from cmark as bytes: text, code, breaks and the
    /// space between paragraphs and items as before.
    @Test func plainTextOfBlocksJoinsTheirParts() {
        let result = MarkdownParser.parse(
            "## Steps\n\n1. Mix the `flour`\n   and *the* salt.\n\n   Then rest.\n2. Жарить  лук — «до золота».\n",
            path: "a.md", firstLine: 1, allowRawHTML: false)
        let steps = result.value.section(.steps)?.stepGroups.flatMap(\.steps) ?? []
        #expect(steps.map { $0.text } == ["Mix the flour and the salt. Then rest.", "Жарить лук — «до золота»."])
    }

    @Test func introAndSectionsAreSplitByLevelTwoHeadings() {
        let result = parse(full)
        #expect(result.diagnostics.isEmpty)
        let body = result.value
        #expect(body.intro.map(\.text) == ["An old family dish."])
        #expect(body.intro.map(\.html) == ["<p>An old family dish.</p>\n"])
        #expect(body.sections.map(\.kind) == [.steps, .notes, .tips, .other])
        #expect(body.sections.map(\.title) == ["Steps", "Notes", "Tips", "History"])
        #expect(body.sections.map(\.line) == [3, 9, 14, 18])
    }

    @Test func stepsAreTheListItemsWithTextHtmlAndLine() throws {
        let steps = try #require(parse(full).value.section(.steps)?.stepGroups)
        #expect(steps.count == 1)
        #expect(steps[0].title == nil)
        #expect(steps[0].steps.map(\.text) == ["Heat the oil in a pot.", "Add rice."])
        #expect(steps[0].steps.map(\.html) == ["Heat <strong>the</strong> oil\nin a pot.", "Add rice."])
        #expect(steps[0].steps.map(\.line) == [5, 7])
    }

    @Test func notesTipsAndOtherSectionsKeepTheirItems() {
        let body = parse(full).value
        #expect(body.section(.notes)?.items.map(\.text) == ["Keeps for two days.", "Freezes well."])
        #expect(body.section(.tips)?.items.map(\.html) == ["<p>Use a heavy pot.</p>\n"])
        #expect(body.section(.other)?.items.map(\.html) == ["<p>Old <em>dish</em>.</p>\n"])
    }

    @Test func firstLineOffsetsEveryLine() {
        let body = parse("Intro.\n\n## Steps\n\n1. A.\n", firstLine: 20).value
        #expect(body.intro.first?.line == 20)
        #expect(body.section(.steps)?.line == 22)
        #expect(body.section(.steps)?.stepGroups.first?.steps.first?.line == 24)
    }

    @Test func levelThreeHeadingsInStepsStartNamedGroups() throws {
        let text = "## Steps\n\nRead first.\n\n### For the dough\n\n1. Mix.\n2. Knead.\n\n### Filling\n\n- Chop.\n"
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        let groups = try #require(result.value.section(.steps)?.stepGroups)
        #expect(groups.map(\.title) == [nil, "For the dough", "Filling"])
        #expect(groups.map { $0.steps.map(\.text) } == [[], ["Mix.", "Knead."], ["Chop."]])
        #expect(groups[0].intro.map(\.text) == ["Read first."])
    }

    @Test(arguments: [
        ("Steps", MarkdownBody.SectionKind.steps), ("METHOD", .steps), ("Directions:", .steps), ("Instructions", .steps),
        ("Приготовление", .steps), ("Шаги", .steps), ("Дайындау", .steps), ("Notes", .notes), ("Примечания", .notes),
        ("Ескертпелер", .notes), ("Tips:", .tips), ("Советы", .tips), ("Кеңестер", .tips), ("Serving", .other),
    ])
    func sectionNamesInEveryLanguageCaseInsensitively(_ heading: String, _ kind: MarkdownBody.SectionKind) {
        #expect(SectionNames.kind(of: heading) == kind)
        #expect(parse("## \(heading)\n\n1. A.\n").value.sections.first?.kind == kind)
    }

    @Test func smartPunctuationIsApplied() {
        #expect(parse("He said \"hot\" -- it's done...\n").value.intro.first?.text == "He said “hot” – it’s done…")
    }

    @Test func rawHTMLIsOmittedUnlessAllowed() {
        let text = "Mix <b>well</b>.\n"
        let safe = parse(text).value.intro.first?.html ?? ""
        #expect(!safe.contains("<b>"))
        #expect(safe.contains("<!-- raw HTML omitted -->"))
        #expect(parse(text, raw: true).value.intro.first?.html == "<p>Mix <b>well</b>.</p>\n")
    }

    @Test func dangerousLinksAreNeutralisedUnlessAllowed() {
        let html = parse("[x](javascript:alert(1))\n").value.intro.first?.html ?? ""
        #expect(!html.contains("javascript:"))
    }

    // MARK: diagnostics

    @Test func levelOneHeadingWarnsAndStillOpensASection() {
        let result = parse("Intro.\n\n# Steps\n\n1. A.\n", firstLine: 6)
        expectDiagnostic(
            result.diagnostics, "heading-level", line: 8, column: 1, severity: .warning,
            message: "'# Steps' is a top-level heading; sections use '##'", hint: "write '## Steps'")
        #expect(result.value.section(.steps)?.stepGroups.first?.steps.count == 1)
    }

    @Test func misspelledSectionNameWarnsWithSuggestion() {
        let result = parse("## Stpes\n\n1. A.\n", firstLine: 5)
        expectDiagnostic(
            result.diagnostics, "unknown-section", line: 5, column: 1, severity: .warning,
            message: "'## Stpes' is not a section cookbook knows", hint: "did you mean 'steps'?")
        #expect(result.value.sections.first?.kind == .other)
    }

    @Test func freeSectionNamesDoNotWarn() {
        #expect(parse("## History\n\nOld.\n\n## Serving suggestions\n\nHot.\n").diagnostics.isEmpty)
    }

    @Test func secondSectionOfTheSameKindIsAnError() {
        let result = parse("## Notes\n\n- a\n\n## Steps\n\n1. A.\n\n## Method\n\n1. B.\n", firstLine: 10)
        expectDiagnostic(
            result.diagnostics, "duplicate-section", line: 18, column: 1,
            message: "a second 'steps' section", hint: "the first one starts at line 14")
    }

    @Test func paragraphAfterTheStepListWarns() {
        let result = parse("## Steps\n\n1. A.\n\nServe hot.\n", firstLine: 3)
        expectDiagnostic(
            result.diagnostics, "step-outside-list", line: 7, column: 1, severity: .warning,
            message: "not numbered", hint: "start each step with '1.'")
    }

    @Test func codeBlockBeforeTheStepListWarns() {
        let result = parse("## Steps\n\n    indented code\n\n1. A.\n")
        expectDiagnostic(result.diagnostics, "step-outside-list", line: 3, column: 5, severity: .warning)
    }

    @Test func stepsIndentedInsideListItemAreOneStep() throws {
        let groups = try #require(parse("## Steps\n\n1. A.\n   - sub one\n   - sub two\n2. B.\n").value.section(.steps)?.stepGroups)
        #expect(groups[0].steps.map(\.text) == ["A. sub one sub two", "B."])
    }

    /// Issue 12: a recipe pasted from elsewhere, with its steps as the body's only
    /// ordered list and no heading, has those steps.
    @Test func aLoneOrderedListWithoutHeadingIsTheSteps() {
        let body = parse(
            """
            Грузинское блюдо.

            1. Нарежьте лук.
            2. Обжарьте мясо.

            Приятного аппетита!
            """
        ).value
        #expect(body.intro.map(\.text) == ["Грузинское блюдо.", "Приятного аппетита!"])
        let steps = body.section(.steps)?.stepGroups.first?.steps.map(\.text)
        #expect(steps == ["Нарежьте лук.", "Обжарьте мясо."])
        #expect(body.section(.steps)?.line == 3)
    }

    @Test func twoListsOrAStepsSectionLeaveTheIntroAlone() {
        let two = parse("1. a\n2. b\n\ntext\n\n1. c\n").value
        #expect(two.section(.steps) == nil)
        #expect(two.intro.count == 3)
        let withSteps = parse("1. a\n\n## Steps\n\n1. b\n").value
        #expect(withSteps.intro.count == 1)
        #expect(withSteps.section(.steps)?.stepGroups.first?.steps.map(\.text) == ["b"])
        let bullets = parse("- a\n- b\n").value
        #expect(bullets.section(.steps) == nil)
    }
}
