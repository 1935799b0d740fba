import Foundation
import Testing
@testable import CookbookKit

/// The recipe page's JSON-LD, written as bytes by `JSONLD.Writer`, with hostile text in
/// every field that comes from content: each string is JSON-escaped and nothing in the
/// block can end the `<script>` element, open an HTML comment or break a JavaScript
/// string (U+2028, U+2029), and the data reads back as written.
@Suite struct JSONLDEscapingTests {
    /// Text that would end the script block, open a comment, and hold characters JSON or
    /// JavaScript must not see raw (a tab, a control character, the line separators).
    static let hostile = "</script><!--<script>\"q\\\u{2028}l\u{2029}p\t\u{1}&>'x"
    /// The same in a YAML double-quoted scalar.
    static let yaml = #""</script><!--<script>\"q\\\u2028l\u2029p\t\x01&>'x""#

    static let files: [String: String] = [
        "/site/content/site.yaml": "title: Book\n",
        "/site/content/recipes/x.md": """
        ---
        title: \(yaml)
        slug: x
        summary: \(yaml)
        author: \(yaml)
        category: \(yaml)
        cuisine: \(yaml)
        tags: [\(yaml)]
        servings: 2
        yield: \(yaml)
        rating: 4.5
        ingredients: [\(yaml), 200 g rice]
        ---
        ## Steps

        ### Dough `</script><!--x`

        1. Mix `</script><!--<script>` well.
        """,
    ]

    static func jsonLDText(_ html: String) -> String? {
        let open = "<script type=\"application/ld+json\">"
        guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func hostileTextInEveryFieldIsEscapedAndReadsBack() async throws {
        let result = await Builder.build(root: "/site", fileSystem: .memory(Self.files))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        let file = try #require(result.files.first { $0.path == "recipes/x.html" })
        guard case .bytes(let bytes) = file.contents else {
            Issue.record("the page is not bytes")
            return
        }
        let page = String(decoding: bytes, as: UTF8.self)
        let text = try #require(Self.jsonLDText(page))
        // The block runs to the page's own closing tag: nothing from content closed it
        // early, opened a comment, or is written raw where JSON or JavaScript forbid it.
        #expect(text.hasPrefix("{\"@context\":\"https://schema.org\"") && text.hasSuffix("}"), "\(text.prefix(80))…\(text.suffix(80))")
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!text.contains(forbidden), "raw \(forbidden.unicodeScalars.map { String($0.value, radix: 16) }) in the JSON-LD")
        }
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 }, "a raw control character in the JSON-LD")
        #expect(text.contains(#"\u003c/script\u003e\u003c!--\u003cscript\u003e\"q\\\u2028l\u2029p\t\u0001\u0026\u003e'x"#))
        // Every field reads back as written.
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let h = Self.hostile
        #expect(data["name"] as? String == h)
        #expect(data["description"] as? String == h)
        #expect((data["author"] as? [String: Any])?["name"] as? String == h)
        #expect(data["recipeCategory"] as? String == h)
        #expect(data["recipeCuisine"] as? String == h)
        #expect(data["keywords"] as? String == h)
        #expect(data["recipeYield"] as? [String] == ["2", h])
        #expect((data["recipeIngredient"] as? [String])?.first == h)
        let review = try #require(data["review"] as? [String: Any])
        #expect((review["author"] as? [String: Any])?["name"] as? String == h)
        #expect((review["reviewRating"] as? [String: Any])?["ratingValue"] as? String == "4.5")
        let sections = try #require(data["recipeInstructions"] as? [[String: Any]])
        #expect(sections.count == 1)
        #expect(sections.first?["@type"] as? String == "HowToSection")
        #expect(sections.first?["name"] as? String == "Dough </script><!--x")
        #expect(sections.first?["position"] as? Int == 1)
        let step = try #require((sections.first?["itemListElement"] as? [[String: Any]])?.first)
        #expect(step["text"] as? String == "Mix </script><!--<script> well.")
        #expect(step["position"] as? Int == 1)
        #expect(step["url"] as? String == "x.html#step-1")
    }
}
