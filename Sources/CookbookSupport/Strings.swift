import Foundation

extension String {
    /// Removes spaces, tabs and line breaks at both ends.
    public func trimmingSpaces() -> String {
        // The usual text starts and ends with an ASCII byte that is no space: nothing to
        // trim, found from two bytes without reading any scalar's Unicode properties.
        // (An ASCII byte is a whole scalar; the ASCII white space is tab to carriage return
        // and the space.)
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
            first != 0x20, !(0x09...0x0D).contains(first), last != 0x20, !(0x09...0x0D).contains(last)
        {
            return self
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// Foundation's `contains(needle)` for an ASCII `needle`, by bytes when this string is
    /// ASCII too (then no character can join a byte of the needle to its neighbour, and
    /// both answers are the same), by Foundation's otherwise.
    public func containsLikeFoundation(ascii needle: String) -> Bool {
        if utf8.allSatisfy({ $0 < 0x80 }) { return containsExactly(needle) }
        return contains(needle)
    }

    /// Whether `other` occurs in this string, comparing UTF-8 bytes (exact code points, no
    /// Unicode normalisation): much faster than Foundation's `contains` for hot loops.
    public func containsExactly(_ other: String) -> Bool {
        byteRange(of: other) != nil
    }

    /// The UTF-8 offsets of the first occurrence of `other`, comparing bytes in place
    /// (no copies: this runs for every block of every page).
    public func byteRange(of other: String) -> Range<Int>? {
        var hay = self, needle = other
        return hay.withUTF8 { h in
            needle.withUTF8 { n -> Range<Int>? in
                guard !n.isEmpty else { return 0..<0 }
                guard h.count >= n.count, let hay = h.baseAddress, let needle = n.baseAddress else { return nil }
                // The candidates found by `memchr` (the C library's scan, many bytes at a
                // time) and compared by `memcmp`; the first occurrence, as byte by byte.
                let last = h.count - n.count
                var i = 0
                while i <= last {
                    guard let found = memchr(hay + i, Int32(n[0]), last - i + 1) else { return nil }
                    i = hay.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(hay + i, needle, n.count) == 0 { return i..<(i + n.count) }
                    i += 1
                }
                return nil
            }
        }
    }
}

public enum HTML {
    /// Escapes text for HTML element content and double- or single-quoted attributes.
    public static func escape(_ text: String) -> String {
        // Most text holds none of & < > " ': one scan of its bytes, and the text itself.
        if Escaping.needsNoMarkupEntity(text) { return text }
        return Escaping.escaped(text) { Escaping.markupEntity($0, apostrophe: "&#39;") }
    }
}
