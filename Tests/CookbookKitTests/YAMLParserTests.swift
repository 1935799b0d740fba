import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct YAMLParserTests {
    func parse(_ text: String, firstLine: Int = 1) -> Outcome<YAMLNode?> {
        YAMLParser.parse(text, path: "f.yaml", firstLine: firstLine)
    }

    func root(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> YAMLNode? {
        let result = parse(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))", sourceLocation: sourceLocation)
        return result.value ?? nil
    }

    func loc(_ line: Int, _ column: Int) -> CookbookSupport.SourceLocation {
        CookbookSupport.SourceLocation(path: "f.yaml", line: line, column: column)
    }

    // MARK: trees and positions

    @Test func mappingKeepsKeyOrderValuesAndPositions() throws {
        let node = try #require(root("title: Plov\nservings: 4\ntags:\n  - rice\n  - lamb\n"))
        guard case .mapping(let pairs) = node.kind else { Issue.record("not a mapping"); return }
        #expect(pairs.map { $0.key.scalar } == ["title", "servings", "tags"])
        #expect(node.location == loc(1, 1))
        #expect(node["title"] == YAMLNode(kind: .scalar("Plov", .plain), location: loc(1, 8)))
        #expect(node["servings"]?.location == loc(2, 11))
        #expect(pairs[2].key.location == loc(3, 1))
        guard case .sequence(let items) = node["tags"]?.kind else { Issue.record("tags is not a list"); return }
        #expect(items.map(\.scalar) == ["rice", "lamb"])
        #expect(items.map(\.location) == [loc(4, 5), loc(5, 5)])
    }

    @Test func unicodeLineBreaksAreReadAsSpaces() throws {
        let node = try #require(root("title: a\u{2028}b\u{85}c\u{2029}d\nservings: 4\n"))
        #expect(node["title"]?.scalar == "a b c d")
        #expect(node["servings"]?.location == loc(2, 11))
        #expect(YAMLParser.hasUnicodeLineBreak("a\u{85}") && YAMLParser.hasUnicodeLineBreak("\u{2029}"))
        // Cyrillic letters share the breaks' last bytes (х is D1 85, Ш is D0 A8): not breaks.
        #expect(!YAMLParser.hasUnicodeLineBreak("хШЩ title: плов\u{2027}") && !YAMLParser.hasUnicodeLineBreak(""))
    }

    @Test func firstLineShiftsEveryLine() throws {
        let node = try #require(parse("a: 1\nb: 2", firstLine: 7).value ?? nil)
        #expect(node["a"]?.location == loc(7, 4))
        #expect(node["b"]?.location == loc(8, 4))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let node = try #require(root("название: плов\nx: [ё, жж, z]"))
        #expect(node["название"]?.location == loc(1, 11))
        guard case .sequence(let items) = node["x"]?.kind else { Issue.record("not a list"); return }
        #expect(items.map(\.location.column) == [5, 8, 12])
    }

    @Test func flowMappingAndNestedMapping() throws {
        let node = try #require(root("image: {src: a.jpg, alt: A}\nnutrition:\n  calories: 420\n"))
        #expect(node["image"]?["src"]?.scalar == "a.jpg")
        #expect(node["image"]?["alt"]?.location == loc(1, 26))
        #expect(node["nutrition"]?["calories"]?.scalar == "420")
        #expect(node["nutrition"]?["calories"]?.location == loc(3, 13))
    }

    @Test func scalarStylesAreRecorded() throws {
        let node = try #require(root("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  line one\n  line two\ne: >\n  folded\n  text\n"))
        #expect(node["a"]?.kind == .scalar("plain", .plain))
        #expect(node["b"]?.kind == .scalar("single", .quoted))
        #expect(node["c"]?.kind == .scalar("double", .quoted))
        #expect(node["d"]?.kind == .scalar("line one\nline two\n", .block))
        #expect(node["e"]?.kind == .scalar("folded text\n", .block))
    }

    // MARK: YAML 1.1 surprises: scalars stay text

    @Test(arguments: ["no", "yes", "No", "off", "on", "y", "n", "NO", "true", "1.10", "010", "0x1F", "1:30", "2024-03-01", ".inf", "1e3"])
    func plainScalarsStayExactlyAsWritten(_ text: String) throws {
        let node = try #require(root("value: \(text)"))
        #expect(node["value"]?.kind == .scalar(text, .plain))
        #expect(node["value"]?.isNull == false)
    }

    @Test func nullForms() throws {
        let node = try #require(root("a: ~\nb: null\nc:\nd: \"null\"\ne: Null\n"))
        #expect(node["a"]?.isNull == true)
        #expect(node["b"]?.isNull == true)
        #expect(node["c"]?.isNull == true)
        #expect(node["d"]?.isNull == false)
        #expect(node["e"]?.isNull == true)
        #expect(node["d"]?.kindName == "a single value")
        #expect(node["c"]?.kindName == "empty")
    }

    @Test func emptyOrCommentOnlyTextHasNoRootAndNoDiagnostics() {
        for text in ["", "\n\n", "# only a comment\n"] {
            let result = parse(text)
            #expect(result.diagnostics.isEmpty)
            #expect((result.value ?? nil) == nil)
        }
    }

    // MARK: refused constructs

    @Test func duplicateKeyIsReportedAtTheSecondKeyWithTheFirstLine() {
        let result = parse("title: Plov\nservings: 4\ntitle: Pilaf\n")
        expectDiagnostic(
            result.diagnostics, "duplicate-key", line: 3, column: 1, path: "f.yaml",
            message: "'title' is given twice", hint: "first given at line 1")
        #expect((result.value ?? nil) == nil)
    }

    @Test func everyDuplicateKeyIsReportedIncludingNestedOnes() {
        let result = parse("a: 1\na: 2\nn:\n  x: 1\n  x: 2\n")
        #expect(result.diagnostics.positions == ["2:1 duplicate-key", "5:3 duplicate-key"])
    }

    /// A mapping's keys are compared in place while it has few, hashed once it has more
    /// (`Frame.hashedFrom`): duplicates are found with their first line either way, also
    /// a duplicate of a key given twice, and one given just before the switch.
    @Test func duplicateKeysOfALongMappingAreReportedWithTheFirstLine() {
        var lines = (1...40).map { "k\($0): \($0)" }
        lines[29] = "k5: again"  // line 30, a key of line 5, after the switch
        lines[34] = "k5: third"  // line 35
        lines[10] = "k3: early"  // line 11, before the switch
        lines[16] = "k16: x"  // line 17: k16 is on line 16, the switch's last compared key
        let result = parse(lines.joined(separator: "\n") + "\n")
        #expect(result.diagnostics.positions == ["11:1 duplicate-key", "17:1 duplicate-key", "30:1 duplicate-key", "35:1 duplicate-key"])
        #expect(result.diagnostics.map { $0.hint ?? "" } == ["first given at line 3; remove one of them", "first given at line 16; remove one of them", "first given at line 5; remove one of them", "first given at line 5; remove one of them"])
    }

    @Test func tabIndentationIsReportedAtTheTab() {
        expectDiagnostic(
            parse("a:\n\tb: 1\n").diagnostics, "yaml-tab", line: 2, column: 1, path: "f.yaml",
            message: "tab character used for indentation", hint: "spaces")
        expectDiagnostic(parse("a:\n  \tb: 1\n", firstLine: 2).diagnostics, "yaml-tab", line: 3, column: 3, path: "f.yaml")
    }

    @Test func tabInsideAValueIsFine() throws {
        let node = try #require(root("title: a\tb\n"))
        #expect(node["title"]?.scalar == "a\tb")
    }

    @Test func anchorsAreRefused() {
        let result = parse("base: &b rice\n")
        expectDiagnostic(
            result.diagnostics, "yaml-unsupported", line: 1, column: 7, path: "f.yaml",
            message: "YAML anchors (&name) are not supported")
        #expect((result.value ?? nil) == nil)
        expectDiagnostic(parse("a: 1\nb: &m {x: 1}\n").diagnostics, "yaml-unsupported", line: 2, column: 4, path: "f.yaml", message: "anchors")
        expectDiagnostic(parse("a: &l [1]\n").diagnostics, "yaml-unsupported", line: 1, column: 4, path: "f.yaml", message: "anchors")
    }

    @Test func aliasesAreRefused() {
        let result = parse("a: 1\nb: *a\n")
        expectDiagnostic(
            result.diagnostics, "yaml-unsupported", line: 2, column: 4, path: "f.yaml",
            message: "YAML aliases (*name) are not supported", hint: "write the value out in full")
    }

    @Test func billionLaughsStopsAtTheFirstAnchor() {
        let text = "a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]\n"
        #expect(parse(text).diagnostics.positions == ["1:4 yaml-unsupported"])
    }

    @Test func tagsAreRefused() {
        expectDiagnostic(
            parse("title: !!str yes\n").diagnostics, "yaml-unsupported", line: 1, column: 8, path: "f.yaml",
            message: "YAML tags (tag:yaml.org,2002:str) are not supported")
        expectDiagnostic(parse("x: !custom 1\n").diagnostics, "yaml-unsupported", line: 1, column: 4, path: "f.yaml", message: "(!custom)")
        expectDiagnostic(parse("x: !!map {a: 1}\n").diagnostics, "yaml-unsupported", line: 1, column: 4, path: "f.yaml", message: "tags")
        expectDiagnostic(parse("x: !!seq [1]\n").diagnostics, "yaml-unsupported", line: 1, column: 4, path: "f.yaml", message: "tags")
    }

    @Test func nonSpecificTagIsAccepted() throws {
        let node = try #require(root("x: ! value\n"))
        #expect(node["x"]?.scalar == "value")
    }

    @Test func secondDocumentIsRefused() {
        let result = parse("a: 1\n---\nb: 2\n")
        expectDiagnostic(
            result.diagnostics, "yaml-unsupported", line: 2, column: 1, path: "f.yaml",
            message: "more than one YAML document")
        #expect((result.value ?? nil) == nil)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        // The root mapping is level 1; the 24th '[' opens level 25.
        let tooDeep = "x: " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        expectDiagnostic(
            parse(tooDeep).diagnostics, "yaml-too-deep", line: 1, column: 27, path: "f.yaml",
            message: "nested more than 24 levels deep")
        let deepest = "x: " + String(repeating: "[", count: 23) + String(repeating: "]", count: 23)
        #expect(parse(deepest).diagnostics.isEmpty)
    }

    @Test func collectionKeysAreRefused() {
        expectDiagnostic(
            parse("[a, b]: c\n").diagnostics, "yaml-unsupported", line: 1, column: 1, path: "f.yaml",
            message: "a mapping key must be a single value, not a list")
        expectDiagnostic(
            parse("? {a: 1}\n: c\n").diagnostics, "yaml-unsupported", line: 1, column: 3, path: "f.yaml",
            message: "not a mapping")
    }

    // MARK: syntax errors

    @Test func unquotedColonInValueGetsAQuotingHint() {
        expectDiagnostic(
            parse("title: Plov: the classic\n", firstLine: 2).diagnostics, "yaml-syntax", line: 2, column: 12, path: "f.yaml",
            message: "mapping values are not allowed", hint: "must be quoted")
    }

    @Test func valueStartingWithAtGetsAQuotingHint() {
        expectDiagnostic(
            parse("a: 1\nauthor: @me\n").diagnostics, "yaml-syntax", line: 2, column: 9, path: "f.yaml",
            message: "cannot start any token", hint: "must be quoted")
    }

    @Test func misalignedListGetsAnIndentationHint() {
        expectDiagnostic(
            parse("x:\n  - a\n - b\n").diagnostics, "yaml-syntax", line: 3, column: 2, path: "f.yaml",
            message: "did not find expected key", hint: "check the indentation")
    }

    @Test func unclosedFlowListIsReportedWhereTheParserGaveUp() {
        expectDiagnostic(
            parse("x: [a, b\ny: 1\n").diagnostics, "yaml-syntax", line: 2, column: 2, path: "f.yaml",
            message: "did not find expected ',' or ']'")
    }

    @Test
    func tabInAMultiLineQuotedValueIsNotIndentation() throws {
        let node = try #require(root("title: \"a\n\tb\"\n"))
        #expect(node["title"]?.scalar == "a b")
    }
}
