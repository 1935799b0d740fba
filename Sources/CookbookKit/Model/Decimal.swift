/// An exact decimal number as written (`12.40`, `0.5`): an integer significand and a
/// count of digits after the point. No floating point anywhere, so `0.1 + 0.2` never
/// prints as `0.30000000000000004`.
struct Decimal: Sendable, Equatable, Comparable, CustomStringConvertible {
    var significand: Int
    var scale: Int

    init(significand: Int, scale: Int) {
        self.significand = significand
        self.scale = scale
    }

    /// Parses `12`, `12.5`, `-0.25`, and `12,5` when `decimalComma` is true.
    /// At most 15 significant digits.
    static func parse(_ text: String, decimalComma: Bool = false) -> Decimal? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" { negative = true; digits = digits.dropFirst() }
        let separator: Character = decimalComma ? "," : "."
        let parts = digits.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty,
            whole.count + fraction.count <= 15, let value = Int(whole + fraction)
        else { return nil }
        return Decimal(significand: negative ? -value : value, scale: fraction.count)
    }

    /// The same value without trailing zeros after the point (`4.50` -> `4.5`).
    var normalized: Decimal {
        var copy = self
        while copy.scale > 0, copy.significand % 10 == 0 {
            copy.significand /= 10
            copy.scale -= 1
        }
        return copy
    }

    var description: String {
        guard scale > 0 else { return String(significand) }
        let magnitude = String(abs(significand))
        let padded = String(repeating: "0", count: max(0, scale + 1 - magnitude.count)) + magnitude
        let cut = padded.index(padded.endIndex, offsetBy: -scale)
        return (significand < 0 ? "-" : "") + padded[..<cut] + "." + padded[cut...]
    }

    /// The significand scaled to `scale` digits, or nil if that overflows (then the
    /// value is larger in magnitude than any other significand at that scale).
    private func aligned(to scale: Int) -> Int? {
        var value = significand
        for _ in self.scale..<scale {
            let (next, overflow) = value.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            value = next
        }
        return value
    }

    /// -1, 0 or 1. Exact for every pair of values, however different their scales.
    private static func compare(_ a: Decimal, _ b: Decimal) -> Int {
        let scale = max(a.scale, b.scale)
        switch (a.aligned(to: scale), b.aligned(to: scale)) {
        case let (x?, y?): return x < y ? -1 : (x == y ? 0 : 1)
        case (nil, _): return a.significand < 0 ? -1 : 1
        case (_, nil): return b.significand < 0 ? 1 : -1
        }
    }

    static func < (a: Decimal, b: Decimal) -> Bool { compare(a, b) < 0 }

    static func == (a: Decimal, b: Decimal) -> Bool { compare(a, b) == 0 }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
