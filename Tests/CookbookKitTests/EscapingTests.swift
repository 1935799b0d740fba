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

    /// `appendMarkup` (the page's ingredient lines and nutrition rows) writes what `HTML.escape`
    /// does, on text with and without the five characters.
    @Test func appendMarkupIsTheHTMLEscape() {
        for text in ["", "1 cup flour", Self.tricky, "\"quoted\" & 'single' <b>", "crème fraîche ½ cup", "only >"] {
            var out = "before:"
            Escaping.appendMarkup(text, to: &out, apostrophe: "&#39;")
            #expect(out == "before:" + HTML.escape(text), "\(text)")
        }
    }

    /// `trimmingSpaces` (which returns a text starting and ending with an ASCII byte
    /// that is no space without reading it) trims as the rule on scalars does.
    @Test func trimmingSpacesTrimsUnicodeWhiteSpace() {
        func byRule(_ text: String) -> String {
            let scalars = text.unicodeScalars
            guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
            return String(scalars[first...last])
        }
        let pieces = ["a", "Z", "1", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "é", "ж", "\u{301}", "-", "\u{0}", "\u{1F}", "\u{7F}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(text.trimmingSpaces() == byRule(text), "\(text.debugDescription)")
        }
        #expect("  1 tsp salt\u{A0}".trimmingSpaces() == "1 tsp salt")
        #expect("1 tsp salt".trimmingSpaces() == "1 tsp salt")
    }

    /// `byteRange(of:)` (found by `memchr` and `memcmp`) is the first occurrence of the
    /// needle's bytes, as a byte-by-byte search finds it: random texts of a few pieces,
    /// with repeats, overlaps, non-ASCII and an empty needle.
    @Test func byteRangeFindsTheFirstOccurrence() {
        func slow(_ hay: String, _ needle: String) -> Range<Int>? {
            let h = Array(hay.utf8), n = Array(needle.utf8)
            guard n.count <= h.count else { return nil }
            for i in 0...(h.count - n.count) where Array(h[i..<(i + n.count)]) == n { return i..<(i + n.count) }
            return nil
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "ab", "aab", " (", "<span class=\"q\"", "</span>)", "é", "½", "аб", "\u{0}", ""]
        for _ in 0..<3_000 {
            let hay = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let needle = (0..<Int.random(in: 0..<3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(hay.byteRange(of: needle) == slow(hay, needle), "\(hay) / \(needle)")
            #expect(hay.containsExactly(needle) == (slow(hay, needle) != nil))
        }
        #expect("xx (<span class=\"q\"".byteRange(of: " (<span") == 2..<9)
    }
}
