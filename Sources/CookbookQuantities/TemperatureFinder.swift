/// A temperature written in a step: "180 °C", "350°F", "180–200 градусов".
public struct TemperatureMention: Sendable, Hashable {
    /// Where it is in the text, number to unit.
    public var range: Range<String.Index>
    /// The same, as Unicode scalar offsets (what a browser script would use).
    public var offsets: Range<Int>
    public var quantity: Quantity
    /// `celsius` or `fahrenheit`.
    public var unit: String
}

/// Finds temperatures in step text so the page can convert them.
///
///     TemperatureFinder.find(in: "Bake at 180 °C for 20 minutes.", language: "en")
///         // one mention: 180, celsius, "180 °C"
///
/// A number is a temperature only when a degree sign or word follows it:
/// `°C` `°F` `℃` `℉` (also with `º`, `˚`, a space, or a Cyrillic `С`), `degrees C`,
/// `degrees Fahrenheit`, `градусов`, `градусов по Цельсию`, `градус`. "180 C" is not
/// enough. A bare `180°` or `180 degrees` is Celsius in Russian and Kazakh and, being
/// ambiguous in English, not reported; Russian and Kazakh degree words always mean Celsius.
public enum TemperatureFinder {
    static let degreeSigns: Set<Unicode.Scalar> = ["°", "º", "˚"]
    /// Degree words, and the unit they imply without a qualifier (nil: the language decides).
    static let degreeWords: [(String, String?)] = [
        ("degrees", nil), ("degree", nil), ("градусов", "celsius"), ("градуса", "celsius"), ("градус", "celsius"),
    ]
    static let qualifiers: [(String, String)] = [
        ("celsius", "celsius"), ("centigrade", "celsius"), ("c", "celsius"), ("с", "celsius"),
        ("по цельсию", "celsius"), ("цельсия", "celsius"),
        ("fahrenheit", "fahrenheit"), ("f", "fahrenheit"), ("по фаренгейту", "fahrenheit"), ("фаренгейта", "fahrenheit"),
    ]

    public static func find(in text: String, language: String = "en") -> [TemperatureMention] {
        guard mayHoldUnit(text) else { return [] }
        let scalars = ScalarText(text)
        let grammar = LanguageGrammar.forLanguage(language)
        let bareUnit: String? = grammar.decimalComma ? "celsius" : nil
        let numbers = NumberScanner(scalars: scalars.scalars, decimalComma: grammar.decimalComma)
        var found: [TemperatureMention] = []
        var i = 0
        while i < scalars.count {
            guard let (start, quantity, afterNumber) = number(at: i, in: scalars, numbers, grammar) else { i += 1; continue }
            guard let (unit, end) = unit(after: afterNumber, in: scalars, bareUnit: bareUnit) else { i = afterNumber; continue }
            let view = text.unicodeScalars
            let range = view.index(view.startIndex, offsetBy: start)..<view.index(view.startIndex, offsetBy: end)
            found.append(TemperatureMention(range: range, offsets: start..<end, quantity: quantity, unit: unit))
            i = end
        }
        return found
    }

    /// False when `text` cannot hold a temperature's unit, told by its bytes: every unit
    /// starts with `℃`, `℉`, a degree sign, an ASCII "degree" in any case or a Cyrillic
    /// "г" (of "градус"; no other scalar lowercases to these letters). Most steps
    /// with numbers ("for 10 minutes") need no more.
    static func mayHoldUnit(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        // How much of "degree" the last bytes spelled, in any case.
        var spelled = 0
        // Read from a static string: no array made for every text asked (every step run
        // with a digit).
        let degree: StaticString = "degree"
        let letters = degree.utf8Start
        let count = degree.utf8CodeUnitCount
        while let byte = utf8.next() {
            switch (previous.1, byte) {
            case (0xC2, 0xB0), (0xC2, 0xBA), (0xCB, 0x9A), (0xD0, 0xB3), (0xD0, 0x93): return true
            case (0x84, 0x83), (0x84, 0x89): if previous.0 == 0xE2 { return true }
            default: break
            }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if lower == letters[spelled] {
                spelled += 1
                if spelled == count { return true }
            } else {
                spelled = lower == letters[0] ? 1 : 0
            }
            previous = (previous.1, byte)
        }
        return false
    }

    /// A number or range starting at `i` on a word boundary, with an optional minus sign.
    static func number(
        at i: Int, in s: ScalarText, _ numbers: NumberScanner,
        _ grammar: LanguageGrammar
    ) -> (Int, Quantity, Int)? {
        var start = i
        var negative = false
        if let c = s[i], c == "-" || c == "−", s.isDigit(i + 1), !s.isDigit(i - 1) {
            negative = true
            start = i + 1
        }
        guard s.isDigit(start), !s.isDigit(start - 1), !s.isLetter(start - 1), s[start - 1] != ".", s[start - 1] != ",",
            let (value, end) = try? numbers.number(at: start)
        else { return nil }
        let low = negative ? value.negated : value
        var quantity = Quantity(low)
        var after = end
        let k = s.skipSpaces(end, limit: s.count)
        var next: Int?
        if let c = s[k], "-–—".unicodeScalars.contains(c) { next = k + 1 }
        if k > end, let word = s.matchAny(grammar.rangeWords, at: k, limit: s.count) { next = word }
        if let next, let (high, highEnd) = try? numbers.number(at: s.skipSpaces(next, limit: s.count)), low < high {
            quantity = Quantity(low: low, high: high)
            after = highEnd
        }
        return (i, quantity, after)
    }

    /// The unit after a number, and where it ends.
    static func unit(after i: Int, in s: ScalarText, bareUnit: String?) -> (String, Int)? {
        let k = s.skipSpaces(i, limit: s.count)
        if s[k] == "℃" { return ("celsius", k + 1) }
        if s[k] == "℉" { return ("fahrenheit", k + 1) }
        if let c = s[k], degreeSigns.contains(c) {
            if let (unit, end) = qualifier(after: k + 1, in: s, afterWord: false) { return (unit, end) }
            return bareUnit.map { ($0, k + 1) }
        }
        guard k > i else { return nil }
        for (word, implied) in degreeWords {
            guard let end = s.match(word, at: k, limit: s.count) else { continue }
            if s.isSpace(end), let (unit, qualifiedEnd) = qualifier(after: end, in: s, afterWord: true) { return (unit, qualifiedEnd) }
            return (implied ?? bareUnit).map { ($0, end) }
        }
        return nil
    }

    /// `C`, `F`, `Celsius`, `по Цельсию` after a degree sign or word. After a word the
    /// Cyrillic `с` is not one: "180 градусов с крышкой" is "with a lid".
    static func qualifier(after i: Int, in s: ScalarText, afterWord: Bool) -> (String, Int)? {
        let k = s.skipSpaces(i, limit: s.count)
        for (word, unit) in qualifiers where !(afterWord && word == "с") {
            if let end = s.match(word, at: k, limit: s.count) { return (unit, end) }
        }
        return nil
    }
}
