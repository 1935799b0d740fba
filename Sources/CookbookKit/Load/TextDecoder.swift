import CookbookSupport
import Foundation

/// Turns file bytes into text: valid UTF-8 only, BOM dropped, CRLF and CR turned into LF.
enum TextDecoder {
    static let maxBytes = 1 << 20

    static func decode(_ file: SourceFile) -> Outcome<String?> {
        let start = SourceLocation(path: file.displayPath, line: 1, column: 1)
        if file.bytes.count > maxBytes {
            return Outcome(
                nil,
                [
                    Diagnostic(
                        .error, "file-too-large", "the file is \(file.bytes.count) bytes; the limit is \(maxBytes)", at: start,
                        hint: "a recipe is text; keep images in separate files")
                ])
        }
        var bytes = file.bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let bad = firstInvalidUTF8(bytes) {
            return Outcome(
                nil,
                [
                    Diagnostic(
                        .error, "not-utf8", "the file is not valid UTF-8", at: location(of: bad, in: bytes, path: file.displayPath),
                        hint: "save the file as UTF-8 in your editor")
                ])
        }
        if let nul = firstIndex(of: 0, in: bytes) {
            return Outcome(nil, [Diagnostic(.error, "binary-file", "the file contains a NUL byte; it is not a text file", at: location(of: nul, in: bytes, path: file.displayPath))])
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if firstIndex(of: 13, in: bytes) != nil {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        return Outcome(text)
    }

    /// Index of the first `byte` in `bytes`, found by `memchr` (many bytes at a time; the
    /// NUL and CR checks read every byte of every file one by one).
    static func firstIndex(of byte: UInt8, in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count) else { return nil }
            return bytes.startIndex + base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Index of the first byte that is not part of a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch b {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + length <= bytes.endIndex else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                let (lo, hi) = k == 1 ? (low, high) : (0x80, 0xBF)
                if c < lo || c > hi { return i }
            }
            i += length
        }
        return nil
    }

    /// Line and column (in characters) of a byte offset.
    static func location(of offset: Int, in bytes: ArraySlice<UInt8>, path: String) -> SourceLocation {
        var line = 1, column = 1
        var i = bytes.startIndex
        while i < offset {
            let isBreak = bytes[i] == 10 || (bytes[i] == 13 && (i + 1 >= bytes.endIndex || bytes[i + 1] != 10))
            if isBreak { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 && bytes[i] != 13 { column += 1 }
            i += 1
        }
        return SourceLocation(path: path, line: line, column: column)
    }
}
