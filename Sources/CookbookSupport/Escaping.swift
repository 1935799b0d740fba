/// Text written inside another language's syntax: HTML text and attributes
/// (`HTML.escape`), XML 1.0 (`XML.escape`), JSON strings (`JSON.writeString`) and YAML
/// double-quoted scalars (`yamlQuoted`). One loop for all of them; each
/// says what becomes of a scalar, from the tables below.
public enum Escaping {
    /// Appends `text` to `out`, each scalar as `replacement` says: nil keeps it, a string
    /// stands for it (an empty one leaves it out).
    @inlinable
    public static func append(_ text: String, to out: inout String, replacing replacement: (Unicode.Scalar) -> String?) {
        // The kept scalars between two replaced ones are appended as one slice (a copy of
        // their bytes), not scalar by scalar: most text has nothing to replace.
        let scalars = text.unicodeScalars
        var kept = scalars.startIndex
        var index = kept
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if let written = replacement(scalars[index]) {
                if kept < index { out += Substring(scalars[kept..<index]) }
                out += written
                kept = next
            }
            index = next
        }
        if kept == scalars.startIndex {
            out += text
        } else if kept < scalars.endIndex {
            out += Substring(scalars[kept...])
        }
    }

    /// `append` with `markupEntity`: `text` escaped for HTML or XML. Text holding none of
    /// `&`, `<`, `>`, `"` and `'` (most amounts, names and labels) is found so by one scan
    /// of its bytes (each of the five is one byte, never part of a longer sequence) and
    /// appended whole, with no scalar decoded and no closure called per scalar.
    @inlinable
    public static func appendMarkup(_ text: String, to out: inout String, apostrophe: String) {
        if needsNoMarkupEntity(text) {
            out += text
        } else {
            append(text, to: &out) { markupEntity($0, apostrophe: apostrophe) }
        }
    }

    /// True when `text` holds none of `&`, `<`, `>`, `"` and `'`, found by one scan of its
    /// bytes (each is one byte, never part of a longer sequence); false when it holds one or
    /// its bytes are not contiguous (then the caller takes the scalar-by-scalar way).
    @inlinable
    public static func needsNoMarkupEntity(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        } == true
    }

    /// `text` with its scalars replaced as `replacement` says (see `append`).
    @inlinable
    public static func escaped(_ text: String, replacing replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        append(text, to: &out, replacing: replacement)
        return out
    }

    /// The entity of `&`, `<`, `>`, `"` and `'` in HTML and XML; the apostrophe's is given
    /// (`&#39;` in HTML, `&apos;` in XML). Nil for any other scalar.
    @inlinable
    public static func markupEntity(_ scalar: Unicode.Scalar, apostrophe: String) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": apostrophe
        default: nil
        }
    }

    /// The backslash escape of `"`, `\`, line feed, carriage return and tab, the same in
    /// JSON and in YAML's double-quoted scalars. Nil for any other scalar.
    @inlinable
    public static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    /// A YAML double-quoted scalar that means exactly `text`, whatever it holds (`no`,
    /// `1.0`, `: `, `#`, line breaks): quotes and backslashes escaped, and controls, NEL,
    /// the BOM and the line and paragraph separators as `\u` escapes, so the file shows
    /// them. The importer's front matter and `cookbook init` / `new` write titles so.
    public static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        append(text, to: &out) { scalar in
            if let escape = backslashEscape(scalar) { return escape }
            let v = scalar.value
            let invisible = v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0xFEFF || (0x2028...0x2029).contains(v)
            return invisible ? unicodeEscape(scalar, uppercase: true) : nil
        }
        return out + "\""
    }

    /// `\u` and at least four hex digits: `\u001f` (JSON's lowercase) or `\u001F`.
    public static func unicodeEscape(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: uppercase)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
