import CookbookSupport

/// Reads a cooking time into whole minutes.
///
///     "90 min"        -> 90        "1 h 30 min"  -> 90
///     "1 hour 30 minutes" -> 90    "1h30"        -> 90
///     "PT1H30M"       -> 90        "2 d"         -> 2880
///     "1 ч 30 мин"    -> 90        "2 сағ"       -> 120
///
/// A bare number is refused: it is not clear whether it means minutes or hours.
public enum DurationParser {
    static let unitMinutes: [String: Int] = {
        var table: [String: Int] = [:]
        for name in ["m", "min", "mins", "minute", "minutes", "мин", "минута", "минуты", "минут", "мин.", "минут."] { table[name] = 1 }
        for name in ["h", "hr", "hrs", "hour", "hours", "ч", "ч.", "час", "часа", "часов", "сағ", "сағ.", "сағат"] { table[name] = 60 }
        for name in ["d", "day", "days", "д", "дн", "дн.", "день", "дня", "дней", "күн"] { table[name] = 1440 }
        return table
    }()

    public static func minutes(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces()
        if trimmed.uppercased().hasPrefix("P") { return iso8601(trimmed.uppercased()) }
        var total = 0
        var number: Int?
        var sawUnit = false
        var index = trimmed.startIndex
        var lastUnit = Int.max
        while index < trimmed.endIndex {
            let ch = trimmed[index]
            if ch == " " { index = trimmed.index(after: index); continue }
            if ch.isASCIIDigit {
                guard number == nil else { return nil }
                var end = index
                while end < trimmed.endIndex, trimmed[end].isASCIIDigit { end = trimmed.index(after: end) }
                guard let value = Int(trimmed[index..<end]), value < 100_000 else { return nil }
                number = value
                index = end
                continue
            }
            var end = index
            while end < trimmed.endIndex, !trimmed[end].isASCIIDigit, trimmed[end] != " " { end = trimmed.index(after: end) }
            let word = trimmed[index..<end].lowercased()
            guard let value = number, let factor = unitMinutes[word], factor < lastUnit || factor == 1 && lastUnit > 1 else { return nil }
            total += value * factor
            lastUnit = factor
            number = nil
            sawUnit = true
            index = end
        }
        if let trailing = number {
            // "1h30": minutes after hours may omit the unit.
            guard sawUnit, lastUnit == 60, trailing < 60 else { return nil }
            total += trailing
        }
        return sawUnit ? total : nil
    }

    /// `PT1H30M`, `P1DT2H`, `PT45M`. Seconds are not used in recipes and are refused.
    static func iso8601(_ text: String) -> Int? {
        // Designators in order, each at most once: D, then T, H, M.
        let order: [Character] = ["D", "T", "H", "M"]
        let minutes: [Character: Int] = ["D": 1440, "H": 60, "M": 1]
        var total = 0
        var number = ""
        var last = -1
        var afterT = false
        for ch in text.dropFirst() {
            if ch.isASCIIDigit { number.append(ch); continue }
            guard let position = order.firstIndex(of: ch), position > last else { return nil }
            last = position
            if ch == "T" {
                guard number.isEmpty else { return nil }
                afterT = true
                continue
            }
            guard (ch == "D") != afterT, let value = Int(number), value < 100_000 else { return nil }
            number = ""
            total += value * minutes[ch]!
        }
        // "P1DT" (a T with nothing after it) and a trailing number are refused.
        guard number.isEmpty, last >= 0, order[last] != "T" else { return nil }
        return total
    }

    /// ISO 8601 form for JSON-LD: `PT1H30M`.
    static func iso(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        if h == 0 { return "PT\(m)M" }
        return m == 0 ? "PT\(h)H" : "PT\(h)H\(m)M"
    }

    /// Short human form: `1 h 30 min`, `45 min`.
    public static func human(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        if h == 0 { return "\(m) min" }
        return m == 0 ? "\(h) h" : "\(h) h \(m) min"
    }
}
