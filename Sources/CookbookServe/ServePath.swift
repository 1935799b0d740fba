/// From the path of a request to the path of a file of the built site, or nil. The built
/// site is a table of paths (nothing is looked up on disk by the request's path), and the
/// path is checked before it is looked up all the same: each segment is percent-decoded
/// on its own, and a segment that is `.` or `..` (also written `%2e%2e`), holds a `/`
/// (`%2f`), a `\`, a NUL or a control character, or starts with `.`, is refused.
public enum ServePath {
    /// `/` -> `index.html`, `/ru/` -> `ru/index.html`, `/recipes/plov.html` -> itself.
    /// - Parameter raw: the request target's path as sent, still percent-encoded, without the query.
    public static func resolve(_ raw: String) -> String? {
        guard raw.hasPrefix("/"), !raw.contains("\\") else { return nil }
        let segments = raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var parts: [String] = []
        for (index, segment) in segments.enumerated() {
            // An empty segment is only allowed last ("/ru/" means "/ru/index.html").
            if segment.isEmpty {
                guard index == segments.count - 1 else { return nil }
                continue
            }
            guard let decoded = percentDecode(segment), !decoded.isEmpty, !decoded.hasPrefix("."),
                !decoded.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7f })
            else { return nil }
            parts.append(decoded)
        }
        if raw.hasSuffix("/") || parts.isEmpty { parts.append("index.html") }
        return parts.joined(separator: "/")
    }

    /// Strict percent-decoding: nil for a `%` not followed by two hex digits or for bytes that are not UTF-8.
    static func percentDecode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hex), let low = iterator.next().flatMap(hex) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The Content-Type for a file of the built site.
    public static func contentType(_ path: String) -> String {
        let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "webp": return "image/webp"
        case "jpg", "jpeg": return "image/jpeg"
        case "png": return "image/png"
        case "gif": return "image/gif"
        case "txt": return "text/plain; charset=utf-8"
        case "xml": return "application/xml"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}
