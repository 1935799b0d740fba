import Testing
@testable import CookbookImport
@testable import CookbookKit
@testable import CookbookSupport

/// The four writers of text inside another syntax (HTML, XML, JSON, YAML) share one
/// loop (`Escaping`); each keeps its own rules, byte for byte.
@Suite struct EscapingTests {
    /// Every character one of the four treats specially, and some none does.
    static let tricky = "a&<>\"'\\\n\r\t\u{1}\u{1F}\u{7F}\u{85}\u{FEFF}\u{2028}\u{2029}\u{FFFE}\u{FFFF}é😀"

    @Test func htmlEscapesTheFiveMarkupCharacters() {
        #expect(HTML.escape(Self.tricky) == "a&amp;&lt;&gt;&quot;&#39;\\\n\r\t\u{1}\u{1F}\u{7F}\u{85}\u{FEFF}\u{2028}\u{2029}\u{FFFE}\u{FFFF}é😀")
        #expect(HTML.escape("") == "")
    }

    @Test func xmlEscapesTheFiveAndLeavesOutWhatXMLForbids() {
        #expect(XML.escape(Self.tricky) == "a&amp;&lt;&gt;&quot;&apos;\\\n\r\t\u{7F}\u{85}\u{FEFF}\u{2028}\u{2029}é😀")
    }

    @Test func jsonEscapesQuotesControlsAndWhatEndsAScript() {
        var out = ""
        JSON.writeString(Self.tricky, to: &out)
        #expect(out == #""a\u0026\u003c\u003e\"'\\\n\r\t\u0001\u001f"# + "\u{7F}\u{85}\u{FEFF}" + #"\u2028\u2029"# + "\u{FFFE}\u{FFFF}é😀\"")
    }

    @Test func yamlQuotesWithBackslashAndUppercaseUnicodeEscapes() {
        #expect(
            FrontMatterWriter.quoted(Self.tricky)
                == #""a&<>\"'\\\n\r\t\u0001\u001F\u007F\u0085\uFEFF\u2028\u2029"# + "\u{FFFE}\u{FFFF}é😀\"")
        // `cookbook init` and `new` quote titles the same way.
        #expect(Scaffolder.yamlQuoted(Self.tricky) == FrontMatterWriter.quoted(Self.tricky))
        #expect(Scaffolder.yamlQuoted(#"Mum's "best" pie \ v2"#) == #""Mum's \"best\" pie \\ v2""#)
    }
}
