import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct JSONTests {
    @Test func compactOutputKeepsKeyOrder() {
        let value = JSON.object([("b", .int(2)), ("a", .array([.bool(true), .null, .number("1.5")])), ("c", .object([]))])
        #expect(value.serialized() == #"{"b":2,"a":[true,null,1.5],"c":{}}"#)
    }

    @Test func prettyOutputIndentsByTwoSpaces() {
        let value = JSON.object([("name", .string("Plov")), ("steps", .array([.int(1), .int(2)])), ("empty", .array([]))])
        #expect(
            value.serialized(pretty: true) == """
                {
                  "name": "Plov",
                  "steps": [
                    1,
                    2
                  ],
                  "empty": []
                }
                """)
    }

    @Test func stringsAreSafeInsideAScriptElement() {
        #expect(JSON.string("</script><b>&").serialized() == #""\u003c/script\u003e\u003cb\u003e\u0026""#)
        #expect(JSON.string("a\u{2028}b\u{2029}c").serialized() == #""a\u2028b\u2029c""#)
    }

    @Test func controlCharactersQuotesAndBackslashesAreEscaped() {
        #expect(JSON.string("say \"hi\"\\\n\r\t\u{1}\u{1F}").serialized() == #""say \"hi\"\\\n\r\t\u0001\u001f""#)
    }

    @Test func nonASCIITextIsWrittenAsIs() {
        #expect(JSON.string("Плов – 🍲").serialized() == "\"Плов – 🍲\"")
    }

    @Test func equalityComparesTheSerializedForm() {
        #expect(JSON.object([("a", .int(1))]) == JSON.object([("a", .number("1"))]))
        #expect(JSON.object([("a", .int(1)), ("b", .int(2))]) != JSON.object([("b", .int(2)), ("a", .int(1))]))
    }

    /// Keys and values escaped and non-ASCII, nested and written on their bytes
    /// (`serialized` appends UTF-8), the same text compact and indented.
    @Test func nestedTextIsWrittenByteForByte() {
        let value = JSON.object([
            ("<k>", .array([.string("a&b"), .object([("ключ", .string("Плов\n🍲")), ("n", .null)]), .array([])])),
            ("t", .bool(false)),
        ])
        #expect(value.serialized() == #"{"\u003ck\u003e":["a\u0026b",{"ключ":"Плов\n🍲","n":null},[]],"t":false}"#)
        #expect(
            value.serialized(pretty: true) == #"""
                {
                  "\u003ck\u003e": [
                    "a\u0026b",
                    {
                      "ключ": "Плов\n🍲",
                      "n": null
                    },
                    []
                  ],
                  "t": false
                }
                """#)
        #expect(JSON.string("").serialized() == #""""#)
        #expect(JSON.array([.int(-3)]).serialized() == "[-3]")
    }
}
