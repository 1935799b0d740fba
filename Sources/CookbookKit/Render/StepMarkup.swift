import CookbookSupport
import CookbookQuantities

/// Marks the amounts and temperatures in a step's HTML so the page can scale and
/// convert them together with the ingredient list:
///
///     "Add 1 tsp of the salt and bake at 180 °C."
///  -> "Add <span class="q" data-low="1" data-high="1" data-unit="tsp">1 tsp</span> of the salt
///      and bake at <span class="q" data-low="180" data-high="180" data-unit="celsius" data-pinned="1">180 °C</span>."
///
/// Only text outside tags is touched; lengths ("3 cm") and temperatures convert but
/// never scale (`data-pinned`).
enum StepMarkup {
    static func annotate(_ html: String, language: String) -> String {
        // Nothing to mark without a digit or a fraction sign (most paragraphs of notes).
        guard html.unicodeScalars.contains(where: mayStartAmount) else { return html }
        // Split at the ASCII '<' and '>' on the UTF-8 bytes: text runs go through `mark`,
        // tags are copied.
        var out = ""
        out.reserveCapacity(html.utf8.count + 64)
        let utf8 = html.utf8
        var runStart = utf8.startIndex
        var index = utf8.startIndex
        var inTag = false
        while index != utf8.endIndex {
            let byte = utf8[index]
            if !inTag, byte == UInt8(ascii: "<") {
                out += mark(String(html[runStart..<index]), language: language)
                runStart = index
                inTag = true
            } else if inTag, byte == UInt8(ascii: ">") {
                let next = utf8.index(after: index)
                out += html[runStart..<next]
                runStart = next
                inTag = false
            }
            index = utf8.index(after: index)
        }
        let rest = String(html[runStart...])
        return out + (inTag ? rest : mark(rest, language: language))
    }

    /// A digit or a vulgar fraction sign: where an amount can start.
    static func mayStartAmount(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30...0x39, 0xBC...0xBE, 0x2150...0x215E: true
        default: false
        }
    }

    /// One run of text (already HTML-escaped by cmark).
    static func mark(_ text: String, language: String) -> String {
        guard text.unicodeScalars.contains(where: mayStartAmount) else { return text }
        var spans: [(range: Range<Int>, attributes: String)] = []
        let chars = Array(text)
        for mention in TemperatureFinder.find(in: text, language: language) {
            let range = characterRange(mention.range, in: text)
            spans.append((range, attributes(mention.quantity, unit: mention.unit, pinned: true)))
        }
        let matcher = UnitMatcher.forLanguage(language)
        let lower = Array(text.lowercased().unicodeScalars)
        let scalarsMatchCharacters = lower.count == chars.count
        var i = 0
        while i < chars.count, scalarsMatchCharacters {
            guard AmountMarkup.startScalars.contains(chars[i]), i == 0 || !chars[i - 1].isLetter,
                  !spans.contains(where: { $0.range.contains(i) }) else { i += 1; continue }
            var end = i
            while end < chars.count, AmountMarkup.numberScalars.contains(chars[end]), chars[end] != "-" || end + 1 < chars.count && chars[end + 1].isNumber {
                end += 1
            }
            while end > i, chars[end - 1] == " " || chars[end - 1] == "," || chars[end - 1] == "." { end -= 1 }
            var unitStart = end
            while unitStart < chars.count, chars[unitStart] == " " { unitStart += 1 }
            if let match = matcher.longestMatch(in: lower, at: unitStart), match.unit.dimension != .temperature,
               match.end >= chars.count || !chars[match.end].isLetter {
                let written = String(chars[i..<match.end])
                let parsed = IngredientLineParser.parse(written + " x", language: language)
                if parsed.diagnostics.isEmpty, let quantity = parsed.value.quantity, parsed.value.unit == match.unit.id {
                    spans.append((i..<match.end, attributes(quantity, unit: match.unit.id, pinned: match.unit.dimension == .length)))
                }
                i = match.end
            } else {
                i = max(end, i + 1)
            }
        }
        guard !spans.isEmpty else { return text }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        var out = ""
        var position = 0
        for span in spans where span.range.lowerBound >= position {
            out += String(chars[position..<span.range.lowerBound])
            out += "<span class=\"q\"\(span.attributes)>" + String(chars[span.range]) + "</span>"
            position = span.range.upperBound
        }
        return out + String(chars[position...])
    }

    static func attributes(_ quantity: Quantity, unit: String?, pinned: Bool, countable: Bool = false) -> String {
        var text = " data-low=\"\(quantity.low)\" data-high=\"\(quantity.high)\" data-unit=\"\(unit ?? "")\""
        if pinned { text += " data-pinned=\"1\"" }
        if countable { text += " data-count=\"1\"" }
        return text
    }

    static func characterRange(_ range: Range<String.Index>, in text: String) -> Range<Int> {
        let start = text.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + text.distance(from: range.lowerBound, to: range.upperBound))
    }
}
