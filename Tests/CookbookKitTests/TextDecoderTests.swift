import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct TextDecoderTests {
    func decode(_ bytes: [UInt8]) -> Outcome<String?> {
        TextDecoder.decode(Fixture.file(bytes: bytes))
    }

    @Test func plainUTF8PassesThroughUnchanged() {
        let text = "title: Бауырсақ – crème brûlée 🍲\n"
        #expect(decode(Array(text.utf8)).value == text)
        #expect(decode(Array(text.utf8)).diagnostics.isEmpty)
    }

    @Test func byteOrderMarkIsDropped() {
        #expect(decode([0xEF, 0xBB, 0xBF] + Array("---\n".utf8)).value == "---\n")
    }

    @Test func crlfAndLoneCRBecomeLF() {
        #expect(decode(Array("a\r\nb\rc\n".utf8)).value == "a\nb\nc\n")
    }

    @Test func invalidByteIsReportedAtItsLineAndCharacterColumn() {
        // "title: é" is 8 characters (9 bytes); the bad byte is character 9 of line 2.
        let bytes = Array("---\ntitle: é".utf8) + [0xFF] + Array("\n---\n".utf8)
        let result = decode(bytes)
        #expect(result.value == nil)
        expectDiagnostic(
            result.diagnostics, "not-utf8", line: 2, column: 9,
            message: "the file is not valid UTF-8", hint: "save the file as UTF-8")
    }

    @Test func invalidBytePositionIgnoresTheByteOrderMark() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0xC3, 0x28]
        expectDiagnostic(decode(bytes).diagnostics, "not-utf8", line: 1, column: 3)
    }

    @Test func invalidBytePositionWithCRLFLineEndings() {
        let bytes = Array("---\r\ntitle: x\r\nsummary: ".utf8) + [0x80]
        expectDiagnostic(decode(bytes).diagnostics, "not-utf8", line: 3, column: 10)
    }

    @Test
    func invalidBytePositionWithLoneCRLineEndings() {
        let bytes = Array("---\rtitle: ".utf8) + [0xFF]
        expectDiagnostic(decode(bytes).diagnostics, "not-utf8", line: 2, column: 8)
    }

    @Test(
        arguments: [
            ([0xC0, 0xAF], "overlong 2-byte"),
            ([0xE0, 0x80, 0xAF], "overlong 3-byte"),
            ([0xED, 0xA0, 0x80], "UTF-16 surrogate"),
            ([0xF4, 0x90, 0x80, 0x80], "above U+10FFFF"),
            ([0xF5, 0x80, 0x80, 0x80], "invalid lead byte"),
            ([0xE2, 0x82], "truncated at end of file"),
            ([0xE2, 0x28, 0xA1], "bad continuation"),
            ([0x80], "lone continuation byte"),
        ] as [([UInt8], String)])
    func malformedSequencesAreRefusedAtTheirFirstByte(_ bad: [UInt8], _ what: String) {
        let result = decode(Array("ok\nxy".utf8) + bad + Array(" tail".utf8))
        #expect(result.value == nil, "\(what)")
        expectDiagnostic(result.diagnostics, "not-utf8", line: 2, column: 3)
    }

    @Test func validMultiByteSequencesAreAccepted() {
        // 2-, 3- and 4-byte sequences at the edges of their ranges.
        let text = "\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\u{D7FF}\u{E000}"
        #expect(decode(Array(text.utf8)).value == text)
    }

    @Test func nulByteMeansBinaryFile() {
        let result = decode(Array("ab\ncd".utf8) + [0] + Array("e".utf8))
        #expect(result.value == nil)
        expectDiagnostic(result.diagnostics, "binary-file", line: 2, column: 3, message: "NUL byte")
    }

    /// The NUL and CR bytes are found by `memchr` on the bytes after the byte order mark:
    /// the place is counted from the file's start as before.
    @Test func nulAndCRAreFoundAfterTheByteOrderMark() {
        let result = decode([0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0])
        expectDiagnostic(result.diagnostics, "binary-file", line: 1, column: 3, message: "NUL byte")
        #expect(decode([0xEF, 0xBB, 0xBF] + Array("a\r\nb\r".utf8)).value == "a\nb\n")
        #expect(decode([]).value == "")
        #expect(TextDecoder.firstIndex(of: 13, in: Array("abc\r".utf8)[1...]) == 3)
        #expect(TextDecoder.firstIndex(of: 13, in: Array("abc".utf8)[...]) == nil)
    }

    @Test func fileOverTheSizeLimitIsRefused() {
        let atLimit = [UInt8](repeating: 0x61, count: TextDecoder.maxBytes)
        #expect(decode(atLimit).diagnostics.isEmpty)
        let result = decode(atLimit + [0x61])
        #expect(result.value == nil)
        expectDiagnostic(
            result.diagnostics, "file-too-large", line: 1, column: 1,
            message: "the file is 1048577 bytes; the limit is 1048576")
    }
}
