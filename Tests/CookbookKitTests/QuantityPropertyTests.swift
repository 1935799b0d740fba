import Testing
@testable import CookbookKit
@testable import CookbookQuantities

/// A small deterministic generator (SplitMix64), so every run checks the same values
/// (the property tests here and `BuildOnceTests`).
struct QuantityRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct QuantityPropertyTests {
    static let count = 2000

    func randomRational(_ g: inout QuantityRandom, maxNumerator: Int = 10_000, maxDenominator: Int = 1000) -> Rational {
        Rational(Int.random(in: 1...maxNumerator, using: &g), Int.random(in: 1...maxDenominator, using: &g))!
    }

    @Test func convertingThereAndBackIsExact() throws {
        var g = QuantityRandom(state: 1)
        let measured = UnitTable.all.filter { $0.dimension != .count }
        for _ in 0..<Self.count {
            let value = randomRational(&g)
            let from = measured.randomElement(using: &g)!
            let sameDimension = measured.filter { $0.dimension == from.dimension }
            let to = sameDimension.randomElement(using: &g)!
            let there = try #require(Unit.convert(value, from: from, to: to), "\(value) \(from) -> \(to)")
            #expect(Unit.convert(there, from: to, to: from) == value, "\(value) \(from) -> \(to) -> back")
        }
    }

    @Test func scalingByNThenOneOverNIsExact() throws {
        var g = QuantityRandom(state: 2)
        for _ in 0..<Self.count {
            let low = randomRational(&g)
            let quantity = Bool.random(using: &g) ? Quantity(low) : Quantity(low: low, high: low.adding(randomRational(&g))!)
            let factor = randomRational(&g, maxNumerator: 24, maxDenominator: 12)
            let scaled = try #require(quantity.scaled(by: factor))
            #expect(scaled.scaled(by: factor.reciprocal!) == quantity)
        }
    }

    @Test func arithmeticIdentities() {
        var g = QuantityRandom(state: 3)
        for _ in 0..<Self.count {
            let a = randomRational(&g), b = randomRational(&g)
            #expect(a.adding(b)?.subtracting(b) == a)
            #expect(a.multiplied(by: b)?.divided(by: b) == a)
            #expect((a < b) == (a.subtracting(b)!.isNegative))
        }
    }

    @Test func mixedNumbersParseBack() {
        var g = QuantityRandom(state: 4)
        for _ in 0..<Self.count {
            let value = randomRational(&g, maxNumerator: 5000, maxDenominator: 64)
            let whole = value.floor, part = value.subtracting(Rational(whole))!
            let text = part.isZero ? "\(whole)" : whole == 0 ? "\(part)" : "\(whole) \(part)"
            #expect(Rational.parse(text) == value, "\(text)")
        }
    }

    /// Metric display stays within 5% of the exact value (and within 0.05 of it below 1),
    /// and never shows zero or more than three significant digits in kg and l.
    @Test func metricDisplayIsCloseToTheExactValue() throws {
        var g = QuantityRandom(state: 5)
        let formatter = QuantityFormatter(system: .metric, language: "en")
        for _ in 0..<Self.count {
            let grams = randomRational(&g, maxNumerator: 5_000_000, maxDenominator: 1000)
            let text = try #require(formatter.string(for: Amount(Quantity(grams), unit: "g")))
            let parts = text.split(separator: " ")
            let shown = try #require(Rational.parse(String(parts[0])))
            let shownGrams = parts[1] == "kg" ? shown.multiplied(by: Rational(1000))! : shown
            let error = shownGrams.subtracting(grams)!.magnitude
            #expect(!shown.isZero, "\(grams) g -> \(text)")
            #expect(error <= Rational(1, 20)! || error <= grams.multiplied(by: Rational(1, 20)!)!, "\(grams) g -> \(text)")
            if parts[1] == "kg" { #expect(Self.significantDigits(String(parts[0])) <= 3, "\(text)") }
        }
    }

    /// `1230` has 3, `0.75` has 2, `12.5` has 3.
    static func significantDigits(_ number: String) -> Int {
        var digits = Substring(number.filter(\.isNumber)).drop { $0 == "0" }
        if !number.contains(".") { while digits.last == "0" { digits = digits.dropLast() } }
        return digits.count
    }

    /// US display: within ¼ tsp (measuring spoons: ⅛ ¼ ½ ¾ 1 1 ½ ...) or within 10%.
    @Test func usVolumeDisplayIsCloseToTheExactValue() throws {
        var g = QuantityRandom(state: 6)
        let formatter = QuantityFormatter(system: .us, language: "en")
        let tsp = try #require(UnitTable.unit(id: "tsp"))
        for _ in 0..<Self.count {
            let teaspoons = randomRational(&g, maxNumerator: 2000, maxDenominator: 16)
            let pieces = try #require(formatter.pieces(Quantity(teaspoons), unit: tsp, countable: false))
            var shown = Rational.zero
            for piece in pieces {
                let inTsp = try #require(piece.unit.flatMap { Unit.convert(piece.low, from: $0, to: tsp) })
                shown = shown.adding(inTsp)!
            }
            let error = shown.subtracting(teaspoons)!.magnitude
            #expect(
                error <= Rational(1, 4)! || error <= teaspoons.multiplied(by: Rational(1, 10)!)!,
                "\(teaspoons) tsp -> \(formatter.render(pieces))")
        }
    }

    @Test func countsAreNeverZero() {
        var g = QuantityRandom(state: 7)
        let formatter = QuantityFormatter(system: .original, language: "en")
        for _ in 0..<Self.count {
            let value = randomRational(&g, maxNumerator: 50, maxDenominator: 50)
            for unit in [nil, "clove", "pinch"] {
                let text = formatter.string(for: Amount(Quantity(value), unit: unit)) ?? ""
                #expect(!text.hasPrefix("0"), "\(value) \(unit ?? "") -> \(text)")
            }
        }
    }
}
