import Mustache
import Testing
@testable import CookbookKit
@testable import CookbookSupport

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
        #expect(theme.compiledLocalized.keys.sorted() == theme.localized.keys.sorted())
    }
}
