/// An exact decimal number as written (`12.40`, `0.5`): an integer significand and a
/// count of digits after the point. No floating point anywhere, so `0.1 + 0.2` never
/// prints as `0.30000000000000004`.
public struct Decimal: Sendable, Equatable, Comparable, CustomStringConvertible {
    public var significand: Int
    public var scale: Int

    public init(significand: Int, scale: Int) {
        self.significand = significand
        self.scale = scale
    }

    /// Parses `12`, `12.5`, `-0.25`, and `12,5` when `decimalComma` is true.
    /// At most 15 significant digits.
    public static func parse(_ text: String, decimalComma: Bool = false) -> Decimal? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" { negative = true; digits = digits.dropFirst() }
        let separator: Character = decimalComma ? "," : "."
        let parts = digits.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit), parts.count == 1 || !fraction.isEmpty,
              whole.count + fraction.count <= 15, let value = Int(whole + fraction) else { return nil }
        return Decimal(significand: negative ? -value : value, scale: fraction.count)
    }

    public var description: String {
        guard scale > 0 else { return String(significand) }
        let magnitude = String(abs(significand))
        let padded = String(repeating: "0", count: max(0, scale + 1 - magnitude.count)) + magnitude
        let cut = padded.index(padded.endIndex, offsetBy: -scale)
        return (significand < 0 ? "-" : "") + padded[..<cut] + "." + padded[cut...]
    }

    private func aligned(to scale: Int) -> Int {
        var value = significand
        for _ in self.scale..<scale { value *= 10 }
        return value
    }

    public static func < (a: Decimal, b: Decimal) -> Bool {
        let scale = max(a.scale, b.scale)
        return a.aligned(to: scale) < b.aligned(to: scale)
    }

    public static func == (a: Decimal, b: Decimal) -> Bool {
        let scale = max(a.scale, b.scale)
        return a.aligned(to: scale) == b.aligned(to: scale)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
