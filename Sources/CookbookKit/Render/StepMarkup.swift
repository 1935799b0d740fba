import CookbookSupport
import CookbookQuantities
import Foundation

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
    /// - Parameter words: mark numbers written as words that count one of these foods
    ///   (`stems` of the recipe's ingredient names; empty: none).
    /// - Parameter readings: the amounts already read by this page builder (nil: none kept).
    static func annotate(_ html: String, language: String, words: Set<String> = [], readings: AmountReadings? = nil) -> String {
        // No number word in any text run when the whole HTML surely has none (told once
        // by its bytes, `surelyNoNumberWord`): the runs are then marked without `words`,
        // not each checked again (the same spans: `mark` marks words only in a run that
        // holds one).
        let noNumberWord = words.isEmpty || surelyNoNumberWord(html, language: language)
        // Nothing to mark without a digit or a fraction sign (most paragraphs of notes).
        guard mayHoldAmount(html) || !noNumberWord && containsNumberWord(html, language: language) else { return html }
        let words = noNumberWord ? [] : words
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
                out += mark(String(html[runStart..<index]), language: language, words: words, readings: readings)
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
        return out + (inTag ? rest : mark(rest, language: language, words: words, readings: readings))
    }

    /// Whether any scalar of `text` is `mayStartAmount`, told by its UTF-8 bytes: an ASCII
    /// digit, C2 BC to C2 BE (¼ ½ ¾) or E2 85 90 to E2 85 9E (U+2150 to U+215E). No
    /// continuation byte is a digit, and those byte pairs and triples are exactly those
    /// scalars, so the answer is the scalars' (`AmountMarkupTests.amountStartsByBytes`).
    /// Asked of every step's HTML and every text run of it: no scalar decoded.
    static func mayHoldAmount(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ mayHoldAmount(bytes: $0) }) { return found }
        return text.unicodeScalars.contains(where: mayStartAmount)
    }

    static func mayHoldAmount(bytes b: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        let n = b.count
        while k < n {
            let byte = b[k]
            if byte &- 0x30 < 10 { return true }
            if byte == 0xC2, k + 1 < n, b[k + 1] &- 0xBC < 3 { return true }
            if byte == 0xE2, k + 2 < n, b[k + 1] == 0x85, b[k + 2] &- 0x90 < 15 { return true }
            k += 1
        }
        return false
    }

    /// A digit or a vulgar fraction sign: where an amount can start.
    static func mayStartAmount(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x30...0x39, 0xBC...0xBE, 0x2150...0x215E: true
        default: false
        }
    }

    /// One run of text (already HTML-escaped by cmark).
    ///
    /// - A temperature followed by its own conversion in brackets ("175 °C (350 °F)") is
    ///   one span, shown once in the reader's scale (`data-alt-*`).
    /// - A dimension ("40 × 60 cm") is one span with its sides in `data-dims`: it converts
    ///   as a whole and never scales; so does any length.
    /// - A count unit written as a whole number ("into 4 pieces") stays whole (`data-count`).
    /// - A full stop after a unit ends the sentence: it stays outside the span.
    /// - After a word that governs the genitive (Russian "около") the span says so.
    /// - With `words`, numbers written as words ("the two garlic heads") are marked
    ///   `<span class="qw">`: the page flags their step when scaled instead of rewriting it.
    static func mark(_ text: String, language: String, words: Set<String> = [], readings: AmountReadings? = nil) -> String {
        let marksWords = !words.isEmpty && containsNumberWord(text, language: language)
        guard marksWords || mayHoldAmount(text) else { return text }
        var spans: [(range: Range<Int>, attributes: String, className: String)] = []
        let (chars, starts) = AmountMarkup.characters(of: text)
        let temperatures = TemperatureFinder.find(in: text, language: language).map { (characterRange($0.range, in: text), $0) }
        var t = 0
        while t < temperatures.count {
            let (range, mention) = temperatures[t]
            var attrs = attributes(mention.quantity, unit: mention.unit, pinned: true)
            var end = range.upperBound
            // "175 °C (350 °F)": one temperature, written in both scales.
            if t + 1 < temperatures.count {
                let (next, other) = temperatures[t + 1]
                var k = range.upperBound
                while k < chars.count, chars[k] == " " { k += 1 }
                if k < chars.count, chars[k] == "(", next.lowerBound == k + 1, next.upperBound < chars.count, chars[next.upperBound] == ")",
                    other.unit != mention.unit
                {
                    attrs +=
                        " data-text=\"\(text[starts[range.lowerBound]..<starts[range.upperBound]])\" data-alt-low=\"\(other.quantity.low)\" data-alt-high=\"\(other.quantity.high)\""
                        + " data-alt-unit=\"\(other.unit)\" data-alt-text=\"\(text[starts[next.lowerBound]..<starts[next.upperBound]])\""
                    end = next.upperBound + 1
                    t += 1
                }
            }
            spans.append((range.lowerBound..<end, attrs, "q"))
            t += 1
        }
        // The word that governs the genitive, looked up once a span is found (most text
        // runs have none): not the language's whole grammar copied for every run.
        var governingKnown = false
        var governing: String?
        let matcher = UnitMatcher.forLanguage(language)
        let lower = lowercaseScalars(text)
        let scalarsMatchCharacters = lower.count == chars.count
        var i = 0
        while i < chars.count, scalarsMatchCharacters {
            guard AmountMarkup.isStart(chars[i]), i == 0 || !chars[i - 1].isLetter,
                !spans.contains(where: { $0.range.contains(i) })
            else { i += 1; continue }
            var end = i
            while end < chars.count, AmountMarkup.isNumberPart(chars[end]), chars[end] != "-" || end + 1 < chars.count && chars[end + 1].isNumber {
                end += 1
            }
            while end > i, chars[end - 1] == " " || chars[end - 1] == "," || chars[end - 1] == "." { end -= 1 }
            var unitStart = end
            while unitStart < chars.count, chars[unitStart] == " " { unitStart += 1 }
            if let match = matcher.longestMatch(in: lower, at: unitStart), match.unit.dimension != .temperature,
                match.end >= chars.count || !chars[match.end].isLetter
            {
                // "4 pieces." / "4 шт.": the sentence's full stop is not part of the amount.
                var spanEnd = match.end
                if spanEnd > unitStart + 1, chars[spanEnd - 1] == "." { spanEnd -= 1 }
                // Sliced from the text (`starts`), not joined again from the characters.
                let number = String(text[starts[i]..<starts[end]])
                let unitText = String(text[starts[unitStart]..<starts[spanEnd]])
                // The three signs compared one by one: no array of them made per character.
                let sides = number.split(whereSeparator: { (c: Character) in c == "×" || c == "x" || c == "х" }).map { String($0).trimmingSpaces() }
                var attrs: String?
                if match.unit.dimension == .length, sides.count > 1 {
                    // "40 × 60 cm": a dimension, every side in the same unit.
                    let values = sides.compactMap { sideLength($0, unitText, language: language, readings: readings)?.high }
                    if values.count == sides.count, let largest = values.max() {
                        attrs =
                            attributes(Quantity(largest), unit: match.unit.id, pinned: true)
                            + " data-dims=\"\(values.map(\.description).joined(separator: "|"))\""
                    }
                } else {
                    if let quantity = amount(number, unitText, unit: match.unit.id, language: language, readings: readings) {
                        let whole = match.unit.dimension == .count && quantity.low.isInteger && quantity.high.isInteger
                        attrs = attributes(quantity, unit: match.unit.id, pinned: match.unit.dimension == .length, countable: whole)
                    }
                }
                if var attrs {
                    if !governingKnown {
                        let grammar = LanguageGrammar.forLanguage(language)
                        governing = grammar.approximateGovernsGenitive ? grammar.approximateLabel : nil
                        governingKnown = true
                    }
                    if let governing, precedingWord(chars, before: i)?.lowercased() == governing { attrs += " data-governed=\"1\"" }
                    spans.append((i..<spanEnd, attrs, "q"))
                }
                i = match.end
            } else {
                i = max(end, i + 1)
            }
        }
        if marksWords {
            for range in numberWordRanges(chars, language: language, counting: words) where !spans.contains(where: { $0.range.overlaps(range) }) {
                spans.append((range, "", "qw"))
            }
        }
        guard !spans.isEmpty else { return text }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        var out = ""
        var position = 0
        out.reserveCapacity(text.utf8.count + 96 * spans.count)
        for span in spans where span.range.lowerBound >= position {
            out += text[starts[position]..<starts[span.range.lowerBound]]
            out += "<span class=\"\(span.className)\"\(span.attributes)>"
            out += text[starts[span.range.lowerBound]..<starts[span.range.upperBound]]
            out += "</span>"
            position = span.range.upperBound
        }
        return out + text[starts[position]...]
    }

    /// The quantity of "`number` `unitText`" read as an ingredient line ("2 tbsp x"), when it
    /// reads cleanly as that many of `unit`; nil otherwise. The same few amounts ("1 tsp",
    /// "180 g") come back in step after step, and the line parser is the costly part of
    /// marking a step: each reading is kept in the page builder's `readings` and looked up after.
    static func amount(_ number: String, _ unitText: String, unit: String, language: String, readings: AmountReadings? = nil) -> Quantity? {
        let key = language + "\u{0}" + unit + "\u{0}" + number + "\u{0}" + unitText
        if let known = readings?.reading(key) { return known.quantity }
        let parsed = IngredientLineParser.parse(number + " " + unitText + " x", language: language)
        var quantity: Quantity?
        if parsed.diagnostics.isEmpty, parsed.value.multiplier == nil, parsed.value.unit == unit { quantity = parsed.value.quantity }
        readings?.keep(key, AmountReadings.Reading(quantity: quantity))
        return quantity
    }

    /// The quantity of `number` read alone as an ingredient line ("40 x"), whatever the
    /// line parser finds (a yield's amount). Kept in `readings` like `amount`.
    static func count(_ number: String, language: String, readings: AmountReadings? = nil) -> Quantity? {
        let key = "\u{2}" + language + "\u{0}" + number
        if let known = readings?.reading(key) { return known.quantity }
        let quantity = IngredientLineParser.parse(number + " x", language: language).value.quantity
        readings?.keep(key, AmountReadings.Reading(quantity: quantity))
        return quantity
    }

    /// One side of a dimension ("40" of "40 × 60 cm") read as an ingredient line ("40 cm
    /// x"): its quantity, whatever the unit read. Kept in `readings` like `amount`.
    static func sideLength(_ side: String, _ unitText: String, language: String, readings: AmountReadings? = nil) -> Quantity? {
        let key = "\u{1}" + language + "\u{0}" + side + "\u{0}" + unitText
        if let known = readings?.reading(key) { return known.quantity }
        let quantity = IngredientLineParser.parse("\(side) \(unitText) x", language: language).value.quantity
        readings?.keep(key, AmountReadings.Reading(quantity: quantity))
        return quantity
    }

    /// `Array(text.lowercased().unicodeScalars)`, scalar by scalar for ASCII, Russian
    /// letters and scalars that do not change when lowercased (each maps to one scalar
    /// then); by `lowercased()` when any other scalar is there.
    static func lowercaseScalars(_ text: String) -> [Unicode.Scalar] {
        var lower: [Unicode.Scalar] = []
        lower.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x41...0x5A: lower.append(Unicode.Scalar(UInt8(value | 0x20)))
            case 0...0x7F, 0x430...0x45F: lower.append(scalar)
            case 0x410...0x42F: lower.append(Unicode.Scalar(value + 0x20)!)
            case 0x400...0x40F: lower.append(Unicode.Scalar(value + 0x50)!)
            default:
                guard !scalar.properties.changesWhenLowercased else { return Array(text.lowercased().unicodeScalars) }
                lower.append(scalar)
            }
        }
        return lower
    }

    /// The word right before `index` (skipping spaces), or nil.
    static func precedingWord(_ chars: [Character], before index: Int) -> String? {
        var end = index
        while end > 0, chars[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, chars[start - 1].isLetter { start -= 1 }
        return start < end ? String(chars[start..<end]) : nil
    }

    /// Numbers written as words that count things in a step ("the two garlic heads").
    /// "One" and its kin are left out: they are rarely a count ("one at a time"); so are
    /// shares ("half the sugar"), which stay true at any servings.
    static let numberWords: [String: Set<String>] = [
        "en": ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "both", "dozen"],
        "ru": [
            "два", "две", "двух", "двум", "двумя", "три", "трёх", "трех", "трём", "трем", "тремя", "четыре", "четырёх", "четырех",
            "пять", "пяти", "шесть", "шести", "семь", "семи", "восемь", "восьми", "девять", "девяти", "десять", "десяти",
            "оба", "обе", "обеих", "обоих", "дюжину",
        ],
        "kk": ["екі", "үш", "төрт", "бес", "алты", "жеті", "сегіз", "тоғыз", "екеуін", "екеуі"],
    ]

    static func words(of language: String) -> Set<String> {
        // A bare code ("en") is looked up as it is: no lowercasing and splitting per text run.
        if let list = numberWords[language] { return list }
        return numberWords[language.lowercased().split(separator: "-").first.map(String.init) ?? ""] ?? []
    }

    static func containsNumberWord(_ text: String, language: String) -> Bool {
        // The list's table is made once per language (was: per text, a scan of the list).
        let table = numberWordTables[language] ?? NumberWordTable(words(of: language))
        guard !table.list.isEmpty else { return false }
        if let found = containsNumberWordByBytes(text, table: table) { return found }
        return text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { table.list.contains(String($0)) }
    }

    /// True when `text` surely holds no number word of `language`: its list is empty, or
    /// `containsNumberWordByBytes` tells false. Then no part of `text` cut at ASCII bytes
    /// that are not letters (the text runs of `annotate`, cut at `<` and `>`) holds one
    /// either: each run's words of ASCII letters are words of `text`, with the same bytes
    /// around them, and a Kelvin sign in a run is one in `text` (which tells nil then).
    static func surelyNoNumberWord(_ text: String, language: String) -> Bool {
        let table = numberWordTables[language] ?? NumberWordTable(words(of: language))
        guard !table.list.isEmpty else { return true }
        return containsNumberWordByBytes(text, table: table) == false
    }

    /// A list of number words and what the byte path needs of it: whether every word is
    /// ASCII, and by first letter (a to z) the bit set of the words' lengths (31 for 31
    /// and more).
    struct NumberWordTable {
        let list: Set<String>
        let ascii: Bool
        let lengths: SIMD32<UInt32>
        /// The words of an ASCII list packed (`PackedWord`), when every one packs: a word
        /// of the text is then compared packed, not made into a `String` (from a lazily
        /// lowercased slice, which went through the generic, non-contiguous path with
        /// dynamic casts) and hashed. Asked of every word with a listed first letter and
        /// length ("the" of "two", "ten").
        let packed: [PackedWord]?

        init(_ list: Set<String>) {
            self.list = list
            ascii = list.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            let packs = list.compactMap { PackedWord($0.utf8) }
            packed = ascii && packs.count == list.count ? packs : nil
            var lengths = SIMD32<UInt32>(repeating: 0)
            if ascii {
                for item in list {
                    guard let first = item.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { continue }
                    lengths[Int(first - UInt8(ascii: "a"))] |= 1 << UInt32(min(item.utf8.count, 31))
                }
            }
            self.lengths = lengths
        }
    }

    /// `NumberWordTable` of each bare language code of `numberWords`, made once.
    static let numberWordTables: [String: NumberWordTable] = numberWords.mapValues(NumberWordTable.init)

    /// `containsNumberWord` told by the text's bytes, or nil when they cannot tell. Exact
    /// because: lowercasing changes ASCII only from A to Z, and only the Kelvin sign
    /// (U+212A) lowercases to an ASCII letter; a run of ASCII letters with an ASCII byte
    /// (or the text's end) on both sides is a whole word. So a list of ASCII words is
    /// found only in such a run (nil when a matching run touches a non-ASCII byte, or the
    /// text holds a Kelvin sign and nothing was found); a list with non-ASCII words is
    /// never found in ASCII text (nil for other text).
    static func containsNumberWordByBytes(_ text: String, list: Set<String>) -> Bool? {
        containsNumberWordByBytes(text, table: NumberWordTable(list))
    }

    static func containsNumberWordByBytes(_ text: String, table: NumberWordTable) -> Bool? {
        // A word of ASCII letters is looked up only when the list is ASCII and has a word
        // of its first letter and length: no string made and hashed for every word of a step.
        let asciiList = table.ascii
        let lengths = table.lengths
        // The text's bytes in one buffer (no copy for a native string), read by offset.
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            func listed(_ start: Int, _ length: Int) -> Bool {
                guard asciiList else { return false }
                let mask = lengths[Int(bytes[start] | 0x20) - Int(UInt8(ascii: "a"))]
                guard length < 31 ? mask & (1 << UInt32(length)) != 0 : mask & (1 << 31) != 0 else { return false }
                if let packed = table.packed {
                    // Every listed word packs, so a word of more than 16 letters is none.
                    guard length <= 16 else { return false }
                    var word = PackedWord()
                    for k in 0..<length {
                        let byte = UInt64(bytes[start + k] | 0x20)
                        if k < 8 { word.low |= byte << UInt64(8 * k) } else { word.high |= byte << UInt64(8 * (k - 8)) }
                    }
                    return packed.contains(word)
                }
                return table.list.contains(String(decoding: bytes[start..<(start + length)].lazy.map { $0 | 0x20 }, as: UTF8.self))
            }
            var wordStart = 0
            var wordLength = 0
            var afterNonASCII = false
            var kelvin = false
            var previous: (UInt8, UInt8) = (0, 0)
            for index in 0..<bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if wordLength == 0 { wordStart = index }
                    wordLength += 1
                default:
                    if wordLength > 0 {
                        if listed(wordStart, wordLength) {
                            if afterNonASCII || byte >= 0x80 { return nil }
                            return true
                        }
                        wordLength = 0
                    }
                    if byte >= 0x80 {
                        guard asciiList else { return nil }
                        if byte == 0xAA, previous == (0xE2, 0x84) { kelvin = true }
                    }
                    afterNonASCII = byte >= 0x80
                }
                previous = (previous.1, byte)
            }
            if wordLength > 0, listed(wordStart, wordLength) { return afterNonASCII ? nil : true }
            return kelvin ? nil : false
        }
    }

    /// The number words followed, within three words, by one of the foods (`stems`):
    /// "the two garlic heads", "обе головки чеснока", not "two opposite edges".
    static func numberWordRanges(_ chars: [Character], language: String, counting stems: Set<String>) -> [Range<Int>] {
        let list = words(of: language)
        var found: [Range<Int>] = []
        var i = 0
        while i < chars.count {
            guard chars[i].isLetter else { i += 1; continue }
            let start = i
            while i < chars.count, chars[i].isLetter { i += 1 }
            found.append(start..<i)
        }
        var ranges: [Range<Int>] = []
        for (index, range) in found.enumerated() where list.contains(String(chars[range]).lowercased()) {
            let next = found[(index + 1)..<min(found.count, index + 4)]
            if next.contains(where: { stems.contains(stem(String(chars[$0]))) }) { ranges.append(range) }
        }
        return ranges
    }

    /// A word's first five letters, lowercased: "garlic" -> "garli", "чеснока" -> "чесно".
    static func stem(_ word: String) -> String {
        String(word.lowercased().prefix(5))
    }

    /// The stems of the words of ingredient names (four letters or more), for `annotate(words:)`.
    static func stems(of names: [String]) -> Set<String> {
        var result = Set<String>()
        for name in names {
            if let ascii = asciiStems(of: name) {
                result.formUnion(ascii)
            } else {
                result.formUnion(name.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }.map { stem(String($0)) })
            }
        }
        return result
    }

    /// `stems(of: [name])` of an ASCII name, on its bytes (an ASCII character is a letter
    /// when it is A–Z or a–z); nil for other text. `SearchTextTests.decompositionTableAndASCIIStemsMatch` compares both.
    static func asciiStems(of name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            var stems: [String] = []
            var start = -1
            func end(_ at: Int) {
                if start >= 0, at - start >= 4 {
                    stems.append(String(decoding: bytes[start..<(start + 5 <= at ? start + 5 : at)].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self))
                }
                start = -1
            }
            for (i, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) {
                    if start < 0 { start = i }
                } else {
                    end(i)
                }
            }
            end(bytes.count)
            return stems
        }
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

/// The amounts of steps already read (`StepMarkup.amount`) by one page builder, so for
/// one build and language (no table outlives its build): a reading depends only on its
/// key, so the output is the same whichever page read it first. Shared by that builder's
/// render tasks behind a lock; at most `limit` readings are kept.
final class AmountReadings: @unchecked Sendable {
    struct Reading { var quantity: Quantity? }
    static let limit = 100_000
    private let lock = NSLock()
    private var readings: [String: Reading] = [:]

    func reading(_ key: String) -> Reading? {
        lock.lock()
        defer { lock.unlock() }
        return readings[key]
    }

    func keep(_ key: String, _ reading: Reading) {
        lock.lock()
        defer { lock.unlock() }
        if readings.count < Self.limit { readings[key] = reading }
    }
}
