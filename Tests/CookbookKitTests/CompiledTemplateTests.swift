import Foundation
import Mustache
import Testing
@testable import CookbookKit
@testable import CookbookSupport
import CookbookTheme

/// The compiled renderer (Theme/CompiledTemplates.swift) against swift-mustache itself.
@Suite struct CompiledTemplateTests {
    static var model: [String: Any] {
        [
            "title": "Fish & <chips> \"quoted\" 'single'",
            "combining": "<\u{338} and >\u{338} stay",
            "empty": "",
            "count": 3,
            "yes": true,
            "no": false,
            "none": EmptyValue(),
            "items": [["name": "one", "url": "a.html"], ["name": "two", "url": "b.html"]] as [[String: Any]],
            "words": ["alpha", "beta"],
            "nothing": [String](),
            "link": LinkView(url: "x.html", name: "X", count: nil, current: true),
            "nested": ["inner": ["deep": "found"] as [String: Any], "name": "nested name"] as [String: Any],
            "html": "<b>raw</b>",
        ]
    }

    static let templates: [String: String] = [
        "page": """
        <h1>{{title}}</h1>{{{title}}} {{&html}} {{combining}}
        {{#items}}
          <a href="{{url}}">{{name}} of {{title}}</a>
        {{/items}}
        {{^items}}no items{{/items}}
        {{#nothing}}never{{/nothing}}{{^nothing}}none here{{/nothing}}
        {{#words}}[{{.}}]{{/words}} {{count}} {{yes}} {{no}} {{none}}[{{missing}}]
        {{#empty}}empty string is truthy: "{{empty}}"{{/empty}}
        {{#title}}title section sees {{count}}{{/title}}
        {{#none}}hidden{{/none}}{{^none}}shown for EmptyValue{{/none}}
        {{#link}}{{name}} {{url}} {{#current}}current{{/current}} {{count}} {{title}}{{/link}}
        {{nested.inner.deep}} {{#nested}}{{.name}} {{.title}}|{{title}}{{/nested}} {{nested.missing.deep}}
        {{! a comment }}
          {{> part}}
        {{#items}}
            {{> part}}
        {{/items}}
        {{> absent}}
        {{^empty(items)}}has items{{/empty(items)}} {{#empty(nothing)}}empty list{{/empty(nothing)}} {{count(words)}} {{uppercased(title)}}
        {{#reversed(words)}}<{{.}}>{{/reversed(words)}}
        """,
        "parent": """
        <main>
          {{$main}}default main{{/main}}
        {{$aside}}default aside{{/aside}}
        </main>

        """,
        "child": """
        {{<parent}}
        {{$main}}
        <p>{{title}}</p>
          {{#words}}
          <i>{{.}}</i>
          {{/words}}
        {{/main}}
        {{/parent}}
        """,
        "part": """
        <li>{{name}}
          {{#words}}
          <span>{{.}}</span>
          {{/words}}
        </li>

        """,
    ]

    func libraries(_ texts: [String: String]) throws -> (MustacheLibrary, CompiledLibrary?) {
        var library = MustacheLibrary()
        for (name, text) in texts { library.register(try MustacheTemplate(string: text), named: name) }
        return (library, CompiledLibrary(library, names: texts.keys))
    }

    @Test func rendersWhatMustacheRenders() throws {
        let (library, compiled) = try libraries(Self.templates)
        let compiledLibrary = try #require(compiled)
        let expected = try #require(library.render(Self.model, withTemplate: "page"))
        #expect(compiledLibrary.render(Self.model, template: "page") == expected)
        #expect(expected.contains("&lt;chips&gt;"))
        for name in ["part", "parent", "child"] {
            #expect(compiledLibrary.render(Self.model, template: name) == library.render(Self.model, withTemplate: name))
        }
    }

    /// Lines ending in "\r\n" inside an indented partial: "\r\n" is one character, not
    /// "\n", so swift-mustache does not indent after it.
    @Test func carriageReturnLinesInAnIndentedPartial() throws {
        let texts = [
            "page": "<ul>\r\n  {{> part}}\r\n</ul>\n  {{> part}}\n", "part": "<li>{{title}}</li>\r\n<li>{{#yes}}x{{/yes}}</li>\n<li>{{count}}</li>\n",
        ]
        let (library, compiled) = try libraries(texts)
        #expect(try #require(compiled).render(Self.model, template: "page") == library.render(Self.model, withTemplate: "page"))
    }

    @Test func escapesLikeMustache() {
        let texts = [
            "plain", "a<b>c&d\"e'f", "<\u{338}", "e\u{301}&", "", "🍲<🍲", "don't", "'", "<<>>&&", "\r\n<", "<\r\n", "ü<ü", "a&\u{301}b",
            "\u{600}<x", "x<\u{200D}", "Щи & борщ", "\u{1F1F7}\u{1F1FA}'", "tab\t<\n>",
        ]
        for text in texts {
            var out: [UInt8] = []
            CompiledRenderer.escape(text, into: &out)
            #expect(String(decoding: out, as: UTF8.self) == (try? MustacheTemplate(string: "{{x}}"))?.render(["x": text]), "\(text.debugDescription)")
        }
    }

    @Test func sequenceTransformsAreLeftToMustache() throws {
        let (library, compiled) = try libraries(["page": "{{#items}}{{#first()}}F{{/first()}}{{.}}{{/items}}", "other": "{{title}}"])
        #expect(compiled == nil)
        #expect(library.render(["items": ["a", "b"]], withTemplate: "page") == "Fab")
    }

    @Test func aLambdaIsLeftToMustache() throws {
        let (_, compiled) = try libraries(["page": "{{#wrap}}x{{/wrap}}"])
        let model: [String: Any] = ["wrap": MustacheLambda { text in "<\(text)>" }]
        #expect(try #require(compiled).render(model, template: "page") == nil)
        // As a variable and inside a dotted name, after text is written: still no page (not a partial one).
        let (_, other) = try libraries(["page": "before {{wrap}} after", "deep": "before {{nested.wrap.x}} after", "fine": "before {{title}} after"])
        let library = try #require(other)
        let nested: [String: Any] = ["nested": model, "wrap": model["wrap"]!, "title": "t"]
        #expect(library.render(nested, template: "page") == nil)
        #expect(library.render(nested, template: "deep") == nil)
        #expect(library.render(nested, template: "fine") == "before t after")
    }

    @Test func theBuiltInThemeIsCompiled() throws {
        let theme = try #require(Theme.load(root: "/none", displayPrefix: "", fileSystem: .memory([String: String]())).value ?? nil)
        #expect(theme.compiled != nil)
        #expect(theme.compiledLocalized.keys.sorted() == theme.localizedLanguages.sorted())
        #expect(theme.localizedLanguages.sorted() == ["en", "kk", "ru"])
    }

    // MARK: the interface strings put into the compiled tree

    /// A compiled tree written out with each run of text nodes joined: two trees with the
    /// same description render the same bytes (a text node is written as it is).
    static func describe(_ nodes: [CompiledNode]) -> String {
        var out = ""
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { out += "\"" + String(decoding: text, as: UTF8.self) + "\"" }
            text = []
        }
        for node in nodes {
            if node.kind == .text {
                text += node.text
                continue
            }
            flush()
            switch node.kind {
            case .text: break
            case .variable: out += (node.escaped ? "{{" : "{{{") + (node.key?.parts.joined(separator: ".") ?? "?") + "}}"
            case .section, .inverted:
                out += (node.kind == .section ? "#" : "^") + (node.key?.parts.joined(separator: ".") ?? "?") + "[" + describe(node.nodes) + "]"
            case .partial:
                out += ">\(node.number)/\(node.indentation.map { String(decoding: $0, as: UTF8.self) } ?? "-")"
                if let inherits = node.inherits {
                    out += "<" + inherits.sorted { $0.key < $1.key }.map { "\($0.key)=" + describe($0.value.nodes) }.joined(separator: ",") + ">"
                }
            case .block: out += "$\(node.name)/\(node.indentation.map { String(decoding: $0, as: UTF8.self) } ?? "-")[" + describe(node.nodes) + "]"
            case .list: out += "[" + describe(node.nodes) + "]"
            }
        }
        flush()
        return out
    }

    /// The library compiled from the inlined texts parsed (what the theme did for every
    /// language before), and the strings put into `templates`' compiled tree.
    func inlinedBothWays(_ templates: [String: String], _ texts: [String: String]) throws -> (parsed: CompiledLibrary, inTree: CompiledLibrary?) {
        let (_, base) = try libraries(templates)
        let inlined = try #require(Theme.inlinedLibrary(templates, texts))
        let parsed = try #require(CompiledLibrary(inlined, names: templates.keys))
        return (parsed, try #require(base).inliningStrings(texts, sources: templates))
    }

    @Test func theBuiltInThemesStringsPutIntoTheTreeAreTheInlinedTextsParsed() throws {
        let theme = try #require(Theme.load(root: "/none", displayPrefix: "", fileSystem: .memory([String: String]())).value ?? nil)
        let compiled = try #require(theme.compiled)
        var sources = theme.templates
        let book = try #require(theme.templates["book"])
        let parts = try #require(Theme.splitBook(book))
        for name in compiled.numbers.keys where sources[name] == nil { sources[name] = parts[name] }
        #expect(Set(sources.keys) == Set(compiled.numbers.keys))
        for (language, strings) in theme.strings {
            let inTree = try #require(compiled.inliningStrings(strings.texts, sources: sources), "\(language)")
            let inlined = try #require(Theme.inlinedLibrary(sources, strings.texts))
            let parsed = try #require(CompiledLibrary(inlined, names: sources.keys))
            #expect(inTree.numbers == parsed.numbers)
            for (name, number) in parsed.numbers {
                let expected = Self.describe(parsed.bodies[number].nodes)
                #expect(Self.describe(inTree.bodies[number].nodes) == expected, "\(language) \(name)")
                // The theme's own trees are these.
                #expect(Self.describe(try #require(theme.compiledLocalized[language]).bodies[number].nodes) == expected)
            }
            // A string inlined, "{n}" and all.
            let recipe = try #require(inTree.numbers["recipe"])
            let note = try #require(strings.texts["scaled_note"])
            #expect(Self.describe(inTree.bodies[recipe].nodes).contains(HTML.escape(note)))
            #expect(!Self.describe(inTree.bodies[try #require(inTree.numbers["layout"])].nodes).contains("page.t."))
        }
    }

    @Test func stringsPutIntoTheTreeWhereTheParseReadsThemAsText() throws {
        let templates = [
            "page": "<h1>{{page.t.title}}</h1>\n  {{> part}}\n{{#items}}{{page.t.note}} {{{page.t.raw}}}\n{{/items}}{{page.t.missing}}|{{page.t.braces}}\n",
            "part": "{{page.t.title}}\n<p>{{#yes}}{{page.t.title}}{{/yes}}</p>\n",
            "child": "{{<parent}}\n{{$main}}\n  {{page.t.note}}\n{{/main}}\n{{/parent}}\n",
            "parent": "<main>\n  {{$main}}{{page.t.title}}{{/main}}\n</main>\n",
            "delimiters": "{{=<% %>=}}\n<%page.t.title%> {{page.t.title}}\n",
        ]
        let texts = ["title": "Fish & <chips>", "note": "«Щи»", "raw": "<b>raw</b>", "braces": "Amounts for {n} instead of {base}.", "other": "{{x}}"]
        let (parsed, inTree) = try inlinedBothWays(templates, texts)
        let tree = try #require(inTree)
        for (name, number) in parsed.numbers {
            #expect(Self.describe(tree.bodies[number].nodes) == Self.describe(parsed.bodies[number].nodes), "\(name)")
        }
        let page = Self.describe(tree.bodies[try #require(tree.numbers["page"])].nodes)
        #expect(page.contains("Fish &amp; &lt;chips&gt;") && page.contains("<b>raw</b>") && page.contains("{{page.t.missing}}"))
        #expect(page.contains("Amounts for {n} instead of {base}."))
        #expect(Self.describe(tree.bodies[try #require(tree.numbers["delimiters"])].nodes).contains("{{page.t.title}}"))
        // A string with "{{" is not inlined: the tag stays, both ways.
        let (keptParsed, kept) = try inlinedBothWays(["page": "a {{page.t.other}} b\n"], texts)
        #expect(Self.describe(try #require(kept).bodies[0].nodes) == Self.describe(keptParsed.bodies[0].nodes))
        #expect(Self.describe(try #require(kept).bodies[0].nodes).contains("{{page.t.other}}"))
    }

    @Test func stringsTheParseCouldReadOtherwiseAreLeftToIt() throws {
        // Tags written otherwise than `inlineStrings` reads them, or in a comment.
        for text in ["{{ page.t.title }}\n", "{{#page.t.title}}x{{/page.t.title}}\n", "{{&page.t.title}}\n", "{{! {{page.t.title}} }}\n", "{{page.t.title }}\n"] {
            let (_, inTree) = try inlinedBothWays(["page": text], ["title": "Title"])
            #expect(inTree == nil, "\(text.debugDescription)")
        }
        // Strings the parser could read otherwise next to the template's text: empty or
        // blank (a standalone line), a line break, spaces or a brace at an end, a mark first.
        let templates = ["page": "{{#yes}}{{page.t.title}}\n{{/yes}}\n"]
        let (_, base) = try libraries(templates)
        for value in ["", " ", "  x", "x\ny", "x {", "} x", "\u{301}x", "x\u{600}"] {
            #expect(try #require(base).inliningStrings(["title": value], sources: templates) == nil, "\(value.debugDescription)")
        }
        // A mark first joins the "}" of the tag before it: the inlined text does not even parse.
        #expect(Theme.inlinedLibrary(templates, ["title": "\u{301}x"]) == nil)
        #expect(Theme.inlinedLibrary(templates, ["title": "x {"]) != nil)
        #expect(CompiledLibrary.inlinesAsText("Рецепты А–Я") && CompiledLibrary.inlinesAsText("(Numbers in words are for {base}.)"))
    }

    /// A site's own templates whose strings cannot go into the tree are inlined and parsed
    /// as before: the same pages through both renderers.
    @Test func aSitesTemplatesTheTreeCannotTakeRenderAsBefore() throws {
        var files: [String: String] = [:]
        for (relative, text) in BuiltinTheme.files where relative.hasSuffix(".mustache") || relative.hasPrefix("i18n/") {
            files["/site/templates/" + relative] = text
        }
        let home = try #require(BuiltinTheme.files["home.mustache"])
        files["/site/templates/home.mustache"] = home.replacingOccurrences(of: "{{page.t.featured_recipe}}", with: "{{ page.t.featured_recipe }}")
        #expect(files["/site/templates/home.mustache"] != home)
        let theme = try #require(Theme.load(root: "/site", displayPrefix: "", fileSystem: .memory(files), languages: ["en", "ru"]).value ?? nil)
        #expect(theme.localizedLanguages == ["en", "ru"])
        let sources = theme.templates
        let compiled = try #require(theme.compiled)
        #expect(compiled.inliningStrings(try #require(theme.strings["en"]).texts, sources: sources) == nil)
        let russian = try #require(theme.localized("ru"))
        let parsed = try #require(CompiledLibrary(russian, names: compiled.numbers.keys))
        for (name, number) in parsed.numbers {
            #expect(Self.describe(try #require(theme.compiledLocalized["ru"]).bodies[number].nodes) == Self.describe(parsed.bodies[number].nodes), "\(name)")
        }
    }
}
