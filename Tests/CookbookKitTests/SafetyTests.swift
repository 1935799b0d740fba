import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition
@testable import CookbookTheme

/// Issue 18: bounds on hostile input, template recursion, SVG, invisible and control characters.
@Suite struct SafetyBoundsTests {
    func diagnostic(_ path: String, _ code: DiagnosticCode, line: Int) -> Diagnostic {
        Diagnostic(.error, code, "problem \(line)", at: SourceLocation(path: path, line: line, column: 1))
    }

    @Test func diagnosticsAreCappedPerFileAndCodeSayingHowManyMore() {
        let many =
            (1...120).map { diagnostic("a.md", "unknown-field", line: $0) } + (1...3).map { diagnostic("a.md", "broken-link", line: $0) }
            + (1...60).map { diagnostic("b.md", "unknown-field", line: $0) }
        let capped = DiagnosticLimit.capped(many.sortedForOutput())
        #expect(capped.count == 50 + 1 + 3 + 50 + 1)
        let summaries = capped.filter { $0.message.contains("more problem") }
        #expect(
            summaries.map(\.message) == [
                "70 more problems like the ones above in this file (not shown)",
                "10 more problems like the ones above in this file (not shown)",
            ])
        #expect(summaries.map(\.location.line) == [51, 51])
        #expect(summaries.allSatisfy { $0.code == "unknown-field" && $0.severity == .error })
        let few = (1...50).map { diagnostic("a.md", "x", line: $0) }
        #expect(DiagnosticLimit.capped(few) == few)
    }

    @Test func didYouMeanWorkIsBounded() {
        #expect(Suggest.closest(to: "titel", in: ["title"]) == "title")
        let long = String(repeating: "a", count: Suggest.maxWordLength + 1)
        #expect(Suggest.closest(to: long, in: [long]) == nil, "words over the limit are not compared")
        // Only so many candidates of a fitting length are compared: one past the limit is not.
        let far = (0..<Suggest.maxCompared).map { "zz\($0 % 10)zz" }
        #expect(Suggest.closest(to: "title", in: far + ["title"]) == nil)
        #expect(Suggest.closest(to: "title", in: Array(far.dropLast()) + ["title"]) == "title")
        // Candidates of another length are skipped without being compared (and do not count).
        let otherLength = (0..<10_000).map { "candidate-\($0)" }
        #expect(Suggest.closest(to: "title", in: otherLength + ["titel"]) == "titel")
    }

    @Test func unknownFieldsGetHintsOnlyWhileTheyAreShown() {
        // 200 different keys, each one edit from 'title': every one would get a hint.
        var keys: [String] = []
        let letters = Array("abcdefghijklmnopqrstuvwxyz"), base = Array("title")
        for i in 0...base.count { for letter in letters { var k = base; k.insert(letter, at: i); keys.append(String(k)) } }
        for i in base.indices { for letter in letters where letter != base[i] { var k = base; k[i] = letter; keys.append(String(k)) } }
        var seen = Set<String>()
        keys = Array(keys.filter { seen.insert($0).inserted }.prefix(200))
        #expect(keys.count == 200)
        let parsed = YAMLParser.parse(keys.map { "\($0): x" }.joined(separator: "\n"), path: "a.md")
        guard let node = parsed.value else { Issue.record("no tree"); return }
        var reader = FieldReader(node, path: "a.md")
        reader.finish(known: ["title", "tags"], what: "the front matter")
        #expect(reader.diagnostics.count == 200)
        #expect(reader.diagnostics.prefix(DiagnosticLimit.perFileAndCode).allSatisfy { $0.hint == "did you mean 'title'?" })
        #expect(reader.diagnostics.dropFirst(DiagnosticLimit.perFileAndCode).allSatisfy { $0.hint == "the fields are listed in docs/recipe-format.md" })
    }

    @Test func brokenLinksGetHintsOnlyWhileTheyAreShown() {
        let links = (0..<1_000).map { BodyLink(target: "recipes/plof.md", written: "plof.md", location: SourceLocation(path: "a.md", line: $0 + 1, column: 1), from: "recipes/a.md") }
        let found = BodyLinks.check(links, recipes: ["recipes/plov.md": false], fromDraft: false)
        #expect(found.count == 1_000)
        #expect(found.prefix(DiagnosticLimit.perFileAndCode).allSatisfy { $0.hint == "did you mean 'plov.md'?" })
        #expect(found.dropFirst(DiagnosticLimit.perFileAndCode).allSatisfy { $0.hint?.hasPrefix("did you mean") == false })
    }

    @Test func manyKeysAreReadInLinearTimeAndDuplicatesStillFound() {
        let count = 50_000
        let keys = (0..<count).map { "key\($0): x" }.joined(separator: "\n")
        let parsed = YAMLParser.parse(keys, path: "a.md")
        guard case .mapping(let pairs)? = parsed.value?.kind else { Issue.record("no mapping"); return }
        #expect(pairs.count == count)
        let twice = YAMLParser.parse(keys + "\nkey7: again\n", path: "a.md")
        let duplicates = twice.diagnostics.filter { $0.code == "duplicate-key" }
        #expect(duplicates.map(\.message) == ["'key7' is given twice"])
        #expect(duplicates.first?.hint == "first given at line 8; remove one of them")
    }

    @Test func manyCategoriesAreCheckedWithHashing() {
        let yaml = "categories:\n" + (0..<20_000).map { "  - Category \($0)\n" }.joined() + "  - Category 5\n"
        let file = SourceFile(contentPath: "site.yaml", displayPath: "content/site.yaml", bytes: Array(yaml.utf8))
        let config = ConfigDecoder.decode(file, contentFiles: [], escapingFiles: [])
        #expect(config.value.categories.count == 20_000)
        #expect(config.diagnostics.map(\.message) == ["the category 'Category 5' is listed twice"])
    }
}

@Suite struct TemplateStructureTests {
    func check(_ templates: [String: String]) -> [String] {
        let origins = Dictionary(uniqueKeysWithValues: templates.keys.map { ($0, "templates/\($0).mustache") })
        return TemplateStructure.check(templates, origins: origins).map { "\($0.location.path):\($0.location.line):\($0.location.column): \($0.message) [\($0.code)]" }
    }

    @Test func theBuiltInThemeIsFine() {
        let templates = BuiltinTheme.files.filter { $0.key.hasSuffix(".mustache") }
        let named = Dictionary(uniqueKeysWithValues: templates.map { (String($0.key.dropLast(".mustache".count)), $0.value) })
        #expect(check(named) == [])
    }

    @Test func selfAndMutualInclusionAreFound() {
        #expect(check(["card": "<li>\n  {{> card}}</li>"]) == ["templates/card.mustache:2:3: the template includes itself ('card') [template-recursion]"])
        #expect(check(["a": "{{>b}}", "b": "x\n{{> a}}"]) == ["templates/b.mustache:2:1: the templates include each other: 'a' -> 'b' -> 'a' [template-recursion]"])
        #expect(check(["recipe": "{{<recipe}}{{/recipe}}"]) == ["templates/recipe.mustache:1:1: the template includes itself ('recipe') [template-recursion]"])
    }

    @Test func aParentInsideAParentsBlockIsFound() {
        let layout = "<main>{{$main}}{{/main}}</main>"
        #expect(
            check(["layout": layout, "recipe": "{{<layout}}{{$main}}{{<layout}}{{/layout}}{{/main}}{{/layout}}"])
                == ["templates/recipe.mustache:1:21: '{{<layout}}' inside another parent's block would fill its blocks forever [template-recursion]"])
        #expect(
            check(["layout": layout, "card": "<li>\n {{<layout}}{{/layout}}", "recipe": "{{<layout}}{{$main}}{{>card}}{{/main}}{{/layout}}"])
                == ["templates/card.mustache:2:2: '{{<layout}}' in the partial 'card' would be filled forever: the partial is included inside the text that fills a parent's block (templates/recipe.mustache line 1) [template-recursion]"])
        #expect(check(["layout": layout, "card": "<li></li>", "recipe": "{{<layout}}{{$main}}{{>card}}{{/main}}{{/layout}}"]) == [])
        // A block inside the text that fills a block (found by running the old binary: SIGSEGV).
        #expect(
            check(["layout": layout, "recipe": "{{<layout}}{{$main}}\n{{$main}}x{{/main}}{{/main}}{{/layout}}"])
                == ["templates/recipe.mustache:2:1: the block '{{$main}}' inside the text that fills a parent's block would be filled with that text again, forever [template-recursion]"])
        #expect(check(["layout": layout, "card": "{{$main}}{{/main}}", "recipe": "{{<layout}}{{$main}}{{>card}}{{/main}}{{/layout}}"]).count == 1)
        // A block nested in a block of the parent template itself is fine.
        #expect(check(["layout": "{{$main}}{{$main}}{{/main}}{{/main}}", "recipe": "{{<layout}}{{$main}}y{{/main}}{{/layout}}"]) == [])
    }

    @Test func depthIsBoundedAlsoThroughIncludes() {
        let deep = String(repeating: "{{#a}}", count: 5_000) + String(repeating: "{{/a}}", count: 5_000)
        #expect(check(["list": deep]) == ["templates/list.mustache:1:601: sections are nested more than 100 levels deep here [template-too-deep]"])
        let ninety = String(repeating: "{{#a}}", count: 90) + "{{>next}}" + String(repeating: "{{/a}}", count: 90)
        var chain: [String: String] = [
            "t0": ninety.replacingOccurrences(of: "next", with: "t1"), "t1": ninety.replacingOccurrences(of: "next", with: "t2"),
            "t2": ninety.replacingOccurrences(of: "next", with: "t3"), "t3": "x",
        ]
        #expect(check(chain).first?.hasSuffix("with the templates it includes, sections are nested more than 250 levels deep here [template-too-deep]") == true)
        chain["t2"] = "x"
        #expect(check(chain) == [])
    }

    @Test func dynamicPartialsAreRefused() {
        #expect(check(["card": "{{>*title}}"]).first?.hasPrefix("templates/card.mustache:1:1: dynamic partials ('{{>*title}}') are not allowed") == true)
        #expect(check(["card": "{{<*title}}{{/*title}}"]).count == 1)
    }

    @Test func changedDelimitersDoNotHideAnInclude() {
        #expect(check(["card": "{{=<% %>=}}\n<%> card%>"]) == ["templates/card.mustache:2:1: the template includes itself ('card') [template-recursion]"])
    }
}

@Suite struct SVGCheckTests {
    func problem(_ svg: String) -> String? { SVGCheck.problem(in: Array(svg.utf8)).map { "\($0.line):\($0.column): \($0.message)" } }
    let open = #"<svg xmlns="http://www.w3.org/2000/svg">"#

    @Test func theExampleCookbooksSVGsArePlainDrawings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = FileManager.default.enumerator(atPath: root.path + "/content")?.allObjects.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") } ?? []
        #expect(files.count > 10)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("content/" + file)))
            #expect(SVGCheck.problem(in: bytes) == nil, "\(file)")
        }
    }

    @Test func scriptsHandlersAndReferencesAreRefused() {
        #expect(problem(open + "<script>alert(1)</script></svg>") == "1:41: has a script (<script>)")
        #expect(problem(#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#) == "1:41: has an event handler (onload)")
        #expect(problem(open + "<foreignObject/></svg>") == "1:41: has the element <foreignObject>, which is not allowed")
        #expect(problem(open + #"<use href="data:image/svg+xml,x"/></svg>"#)?.contains("refers to something outside the file") == true)
        #expect(problem(open + #"<use href="&#x6A;avascript:x"/></svg>"#)?.contains("refers to something outside the file") == true)
        #expect(problem(open + #"<rect fill="url( 'http://x/' )"/></svg>"#)?.contains("a reference to something outside the file") == true)
        #expect(problem(open + "<style><![CDATA[@import 'x.css';]]></style></svg>")?.contains("@import") == true)
        #expect(problem(#"<!DOCTYPE svg [<!ENTITY a "b">]>"# + open + "</svg>")?.contains("declares entities") == true)
        #expect(problem(open + #"<rect fill="&unknown;"/></svg>"#)?.contains("unknown entity") == true)
        #expect(problem(#"<svg xmlns="http://www.w3.org/1999/xhtml"></svg>"#) == "1:6: declares a namespace other than SVG's")
        #expect(problem("<html><script>x</script></html>") == "1:1: has the element <html>, which is not allowed")
        #expect(problem(open + "<g>") == "1:44: ends before <g> is closed")
        #expect(problem(#"<?xml-stylesheet href="x.css"?>"# + open + "</svg>")?.contains("processing instruction") == true)
    }

    @Test func plainDrawingsPass() {
        #expect(problem("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- x -->\n" + open + #"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" style="fill: url('#g')"/><title>A &amp; B</title></svg>"#) == nil)
    }
}

@Suite struct InvisibleAndControlCharacterTests {
    @Test func invisibleCharactersDoNotMakeAnotherTitle() {
        let plain = InvisibleText.comparable("Plov")
        #expect(InvisibleText.comparable("Plo\u{200B}v") == plain)
        #expect(InvisibleText.comparable("\u{202E}Plov") == plain)
        #expect(InvisibleText.comparable("P\u{2066}lov\u{2069}\u{FEFF}") == plain)
        #expect(InvisibleText.comparable("PLOV") == plain)
        #expect(InvisibleText.comparable("Plow") != plain)
        #expect(InvisibleText.describe("Plo\u{200B}v\u{202E}") == "U+200B, U+202E")
        #expect(InvisibleText.describe("👨\u{200D}🍳 soup") == nil, "joiners are not warned about")
    }

    @Test func controlCharactersArePrintedEscaped() {
        let diagnostic = Diagnostic(
            .error, "x", "value 'a\nb'", at: SourceLocation(path: "content/evil\n1.md:1:1: error: forged [y]\r\u{1B}[2K\u{202E}.md", line: 1, column: 1),
            hint: "tab\there")
        #expect(diagnostic.formatted == #"content/evil\n1.md:1:1: error: forged [y]\r\u{1B}[2K\u{202E}.md:1:1: error: value 'a\nb' [x]"# + "\n" + #"  hint: tab\there"#)
        #expect(TerminalText.escaped("Плов, café") == "Плов, café")
        #expect(TerminalText.escaped("Plo\u{200B}v 👨\u{200D}🍳") == "Plo\\u{200B}v 👨\u{200D}🍳")
    }
}
