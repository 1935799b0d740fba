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

    /// `Escaping.append` copies the kept text between replaced scalars in runs; the result
    /// is the same as replacing scalar by scalar, wherever the replaced scalars fall
    /// (first, last, next to each other, beside combining marks and emoji).
    @Test func runsOfKeptTextMatchScalarByScalar() {
        func slow(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
            var out = "prefix"
            for scalar in text.unicodeScalars {
                if let written = replacement(scalar) { out += written } else { out.unicodeScalars.append(scalar) }
            }
            return out
        }
        let texts = [
            "", "&", "plain", "&start", "end&", "a&&b", "<<>>", "e\u{301}&\u{301}x", "😀&😀", "&é", "é&", Self.tricky,
            "Салат «Оливье» & <b>", "ab'c\"d'", "x\u{2028}y",
        ]
        let rules: [(Unicode.Scalar) -> String?] = [
            { Escaping.markupEntity($0, apostrophe: "&#39;") },
            { $0 == "&" ? "" : nil },
            { $0.value > 0x7F ? "?" : nil },
        ]
        for text in texts {
            for rule in rules {
                var out = "prefix"
                Escaping.append(text, to: &out, replacing: rule)
                #expect(out == slow(text, rule), "\(text)")
            }
        }
    }
}
