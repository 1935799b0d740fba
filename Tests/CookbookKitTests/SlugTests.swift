import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct SlugTests {
    @Test(arguments: [
        ("Chicken Soup", "chicken-soup"), ("Crème brûlée", "creme-brulee"), ("Плов по-узбекски", "plov-po-uzbekski"),
        ("Бауырсақ", "bauyrsaq"), ("Mum's apple pie", "mums-apple-pie"), ("Mum’s pie", "mums-pie"), ("  --Hello--  ", "hello"),
        ("Pad Thai (v2)", "pad-thai-v2"), ("Straße", "strasse"), ("ÉCLAIR", "eclair"), ("Щи", "shchi"), ("Подъезд", "podezd"),
        ("Қазы мен шұжық", "qazy-men-shuzhyq"), ("Jalapeño 100%", "jalapeno-100"), ("🍲 Soup 🍲", "soup"), ("a  &  b", "a-b"),
        ("e\u{301}te\u{301}", "ete"), ("Œufs", "oeufs"),
    ])
    func makesReadableASCIISlugs(_ text: String, _ slug: String) {
        #expect(Slug.make(text) == slug)
        #expect(Slug.isValid(slug))
    }

    /// The byte-by-byte path for ASCII text gives what the letter-by-letter one does.
    @Test func asciiPathMatchesTheGeneralOne() {
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        var texts = ["Mum's pie", "  a--b  ", "A\r\nB", "x'y", "'lead", "trail'", "Tab\tHere", "9 Lives"]
        for first in ascii { texts.append("a\(first)b"); texts.append("\(first)Z\(first)") }
        for text in texts { #expect(Slug.makeASCII(text) == Slug.makeUnicode(text), "\(text.debugDescription)") }
    }

    @Test(arguments: ["", "!!!", "🍲", "---", "’"])
    func textWithoutLettersGivesAnEmptySlug(_ text: String) {
        #expect(Slug.make(text) == "")
    }

    @Test(arguments: ["plov", "uzbek-plov", "plov-2", "2024"])
    func validSlugs(_ slug: String) {
        #expect(Slug.isValid(slug))
    }

    @Test(arguments: ["", "Plov", "uzbek plov", "-plov", "plov-", "uzbek--plov", "плов", "plov_2", "plov.html", "a/b"])
    func invalidSlugs(_ slug: String) {
        #expect(!Slug.isValid(slug))
    }

    @Test func slugLengthIsLimitedTo100() {
        #expect(Slug.isValid(String(repeating: "a", count: 100)))
        #expect(!Slug.isValid(String(repeating: "a", count: 101)))
    }

    @Test func suggestPicksTheClosestCandidateWithinAThirdOfTheLength() {
        #expect(Suggest.closest(to: "servigns", in: RecipeDecoder.fields) == "servings")
        #expect(Suggest.closest(to: "Dificulty", in: RecipeDecoder.fields) == "difficulty")
        #expect(Suggest.closest(to: "colour", in: RecipeDecoder.fields) == nil)
        #expect(Suggest.hint(for: "meduim", in: ["easy", "medium", "hard"]) == "did you mean 'medium'?")
        #expect(Suggest.distance("kitten", "sitting") == 3)
        #expect(Suggest.distance("", "abc") == 3)
        #expect(Suggest.distance("ПЛОВ", "плов") == 0)
    }

    /// `isValid` reads bytes in one pass; the rule it replaced, on every kind of case.
    @Test func validityByBytesMatchesTheRule() {
        func rule(_ slug: String) -> Bool {
            !slug.isEmpty && slug.count <= 100 && !slug.hasPrefix("-") && !slug.hasSuffix("-") && !slug.containsExactly("--")
                && slug.unicodeScalars.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "-" }
        }
        let cases = [
            "", "-", "a", "a-b", "a--b", "-a", "a-", "a-b-c", "abc123", "ABC", "a_b", "a b", "é", "e\u{301}", "плов",
            "a-\u{301}b", String(repeating: "a", count: 100), String(repeating: "a", count: 101), String(repeating: "a-", count: 50) + "a",
            "a/b", "a.b", "0", "9-9", "a\n", "z-",
        ]
        for slug in cases { #expect(Slug.isValid(slug) == rule(slug), "\(slug)") }
    }

    /// Foundation's `contains` asked by bytes of ASCII text: the same answers.
    @Test func containsLikeFoundationAnswersAsFoundation() {
        let cases = [("a\\b", "\\"), ("ab", "\\"), ("images/a.png", "."), ("images/a", "."), ("http://x", "://"), ("с://", "://"), ("é.png", "."), ("", ".")]
        for (text, needle) in cases { #expect(text.containsLikeFoundation(ascii: needle) == text.contains(needle), "\(text)") }
    }
}
