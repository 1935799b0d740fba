/// A small JSON value with a deterministic writer: keys keep their given order,
/// and `<`, `>`, `&`, U+2028 and U+2029 are written as `\u` escapes so the text is
/// safe inside a `<script>` element.
public indirect enum JSON: Sendable, Equatable {
    case string(String)
    /// A number as its exact text, e.g. "1.5" or "3/4" is not allowed: decimal text only.
    case number(String)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.serialized() == b.serialized() }

    public static func int(_ n: Int) -> JSON { .number(String(n)) }

    /// Compact JSON, or indented by two spaces when `pretty`.
    public func serialized(pretty: Bool = false) -> String {
        // Written as UTF-8 bytes (an append of a byte or a string's bytes, no `String`
        // growth checks per piece), made a `String` once at the end.
        var out: [UInt8] = []
        out.reserveCapacity(64)
        write(to: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        // Appended piece by piece: no text made for the separators and padding of each item.
        func pad(_ n: Int) {
            guard pretty else { return }
            for _ in 0..<n { out.append(0x20); out.append(0x20) }
        }
        switch self {
        case .string(let s): JSON.writeString(s, to: &out)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            if pretty { out.append(0x0A) }
            for i in items.indices {
                pad(indent + 1)
                items[i].write(to: &out, pretty: pretty, indent: indent + 1)
                if i < items.count - 1 { out.append(UInt8(ascii: ",")) }
                if pretty { out.append(0x0A) }
            }
            pad(indent)
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            if pretty { out.append(0x0A) }
            for i in pairs.indices {
                pad(indent + 1)
                JSON.writeString(pairs[i].0, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(0x20) }
                pairs[i].1.write(to: &out, pretty: pretty, indent: indent + 1)
                if i < pairs.count - 1 { out.append(UInt8(ascii: ",")) }
                if pretty { out.append(0x0A) }
            }
            pad(indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `writeString` into UTF-8 bytes.
    public static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        writeStringContents(s, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// `writeStringContents` into UTF-8 bytes.
    public static func writeStringContents(_ s: String, to out: inout [UInt8]) {
        // Most strings hold nothing to escape: one scan of their bytes, then the bytes.
        let plain = s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !needsEscape(bytes) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if plain != true {
            var escaped = ""
            writeStringContents(s, to: &escaped)
            out.append(contentsOf: escaped.utf8)
        }
    }

    public static func writeString(_ s: String, to out: inout String) {
        out += "\""
        writeStringContents(s, to: &out)
        out += "\""
    }

    /// The inside of `writeString`'s quotes: `s` escaped. Callers that write the quotes
    /// (or a prefix with them) themselves.
    public static func writeStringContents(_ s: String, to out: inout String) {
        // Most strings hold nothing to escape: one scan of their bytes, then the whole text.
        if s.utf8.withContiguousStorageIfAvailable({ !needsEscape($0) }) == true {
            out += s
            return
        }
        Escaping.append(s, to: &out) { scalar in
            if let escape = Escaping.backslashEscape(scalar) { return escape }
            switch scalar {
            case "<", ">", "&", "\u{2028}", "\u{2029}": return Escaping.unicodeEscape(scalar, uppercase: false)
            default: return scalar.value < 0x20 ? Escaping.unicodeEscape(scalar, uppercase: false) : nil
            }
        }
    }

    /// Whether UTF-8 text holds a scalar `writeString` escapes: a control, `"`, `\`, `<`,
    /// `>`, `&`, U+2028 or U+2029 (E2 80 A8 / A9).
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            switch b {
            case 0..<0x20, 0x22, 0x5C, 0x3C, 0x3E, 0x26: return true
            case 0xE2: if i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return true }
            default: break
            }
            i += 1
        }
        return false
    }
}
