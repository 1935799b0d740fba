// libFuzzer target: the ingredient-line parser (IngredientLineParser, with the
// quantity parser, unit matcher and formatter behind it) and the temperature finder.
// The first byte picks the language (en, ru, kk), the rest is the line.
//
// Invariants: every diagnostic points into the line (its line, a column from 1 to one
// past the last scalar); amounts are positive and a range is low <= high; scaling
// and printing in every display system never traps; temperature offsets lie inside
// the text and match its String range.

@testable import CookbookKit
@testable import CookbookQuantities
@testable import CookbookSupport

let languages = ["en", "ru", "kk"]

func checkIngredient(_ parsed: ParsedIngredient, text: String, depth: Int) {
    fuzzCheck(depth < 64, "alternatives nested \(depth) deep in '\(text)'")
    if let q = parsed.quantity {
        fuzzCheck(!q.low.isNegative && !q.high.isNegative, "negative amount \(q) in '\(text)'")
        fuzzCheck(q.low <= q.high, "range \(q) runs backwards in '\(text)'")
    }
    if let m = parsed.multiplier { fuzzCheck(!m.isNegative, "negative multiplier \(m) in '\(text)'") }
    for alternative in parsed.alternatives { checkIngredient(alternative, text: text, depth: depth + 1) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIngredient(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = bytes.first else { return 0 }
    let language = languages[Int(first) % languages.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let scalarCount = text.unicodeScalars.count
    let origin = SourceLocation(path: "content/recipes/r.md", line: 7, column: 5)
    let outcome = IngredientLineParser.parse(text, language: language, at: origin)
    for d in outcome.diagnostics {
        fuzzCheck(d.location.path == origin.path && d.location.line == origin.line, "diagnostic off the line: \(d.formatted)")
        fuzzCheck(
            d.location.column >= origin.column && d.location.column <= origin.column + scalarCount,
            "column outside the line (\(scalarCount) scalars): \(d.formatted)")
        fuzzCheck(!d.message.isEmpty, "empty message: \(d.formatted)")
    }
    let parsed = outcome.value
    checkIngredient(parsed, text: text, depth: 0)
    for factor in [Rational(1, 3)!, Rational(2), Rational(1_000_000_007)] {
        let scaled = parsed.scaled(by: factor)
        for system in DisplaySystem.allCases {
            let formatter = QuantityFormatter(system: system, language: language)
            _ = formatter.string(for: parsed)
            if let scaled { _ = formatter.string(for: scaled) }
        }
    }
    for mention in TemperatureFinder.find(in: text, language: language) {
        fuzzCheck(
            mention.offsets.lowerBound >= 0 && mention.offsets.upperBound <= scalarCount,
            "temperature offsets \(mention.offsets) outside '\(text)'")
        let view = text.unicodeScalars
        fuzzCheck(
            view.distance(from: view.startIndex, to: mention.range.lowerBound) == mention.offsets.lowerBound,
            "temperature range and offsets disagree in '\(text)'")
        fuzzCheck(
            !mention.quantity.low.isNegative || text.contains("-") || text.contains("−"),
            "negative temperature without a minus in '\(text)'")
    }
    return 0
}
