import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookQuantities

/// One row of Tests/shared/quantity-cases.json, shared with the browser's implementation.
struct QuantityCase: Sendable, CustomTestStringConvertible {
    var quantity: String
    var unit: String?
    var scale: String
    var system: String
    var language: String
    var pinned: Bool
    var countable: Bool?
    /// Written with "about" (Russian: the labels take the genitive after "около").
    var approximate: Bool = false
    /// Grams per millilitre of the food (a dry food by volume is shown in grams in metric).
    var density: String?
    var output: String

    var testDescription: String {
        "\(quantity) \(unit ?? "(count)") ×\(scale) \(system) \(language)\(pinned ? " pinned" : "") -> \(output)"
    }

    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/quantity-cases.json").path

    static func load() -> [QuantityCase] {
        guard let data = FileManager.default.contents(atPath: path),
            let rows = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return rows.compactMap { row in
            guard let input = row["input"] as? [String: Any], let output = row["output"] as? String,
                let quantity = input["quantity"] as? String, let scale = input["scale"] as? String,
                let system = input["system"] as? String, let language = input["language"] as? String
            else { return nil }
            return QuantityCase(
                quantity: quantity, unit: input["unit"] as? String, scale: scale, system: system,
                language: language, pinned: input["pinned"] as? Bool ?? false,
                countable: input["countable"] as? Bool, approximate: input["approximate"] as? Bool ?? false,
                density: input["density"] as? String, output: output)
        }
    }

    /// `3/2`, `-18`, or a range `2-3` (a `-` after a digit separates the ends).
    static func quantity(_ text: String) -> Quantity? {
        let scalars = Array(text.unicodeScalars)
        if let dash = scalars.indices.first(where: { $0 > 0 && scalars[$0] == "-" }) {
            guard let low = rational(String(String.UnicodeScalarView(scalars[..<dash]))),
                let high = rational(String(String.UnicodeScalarView(scalars[(dash + 1)...])))
            else { return nil }
            return Quantity(low: low, high: high)
        }
        return rational(text).map { Quantity($0) }
    }

    static func rational(_ text: String) -> Rational? {
        text.hasPrefix("-") ? Rational.parse(String(text.dropFirst()))?.negated : Rational.parse(text)
    }
}

@Suite struct QuantityFormatterTests {
    static let cases = QuantityCase.load()

    @Test func caseTableIsLargeAndCoversEveryArea() {
        #expect(Self.cases.count >= 80)
        let systems = Set(Self.cases.map(\.system))
        #expect(systems == ["metric", "us", "original"])
        #expect(Set(Self.cases.map(\.language)) == ["en", "ru", "kk"])
        #expect(Self.cases.contains { $0.pinned })
        #expect(Self.cases.contains { $0.unit == nil })
        #expect(Self.cases.contains { $0.unit == "celsius" || $0.unit == "fahrenheit" })
        #expect(Self.cases.contains { $0.quantity.dropFirst().contains("-") })
    }

    @Test(arguments: cases)
    func sharedCase(_ row: QuantityCase) throws {
        let quantity = try #require(QuantityCase.quantity(row.quantity))
        let scale = try #require(Rational.parse(row.scale))
        let system = try #require(DisplaySystem(rawValue: row.system))
        #expect(row.unit == nil || UnitTable.unit(id: row.unit) != nil, "unknown unit id \(row.unit ?? "")")
        let amount = try #require(Amount(quantity, unit: row.unit, approximate: row.approximate).scaled(by: scale, pinned: row.pinned))
        let formatter = QuantityFormatter(system: system, language: row.language)
        let density = try row.density.map { try #require(Rational.parse($0)) }
        #expect(formatter.string(for: amount, countable: row.countable, density: density) == row.output)
    }

    @Test func ingredientAmountWithMultiplierAndApproximation() throws {
        let en = QuantityFormatter(system: .original, language: "en")
        let cans = IngredientLineParser.parse("2 × 400 g cans chickpeas", language: "en").value
        #expect(en.string(for: cans) == "2 × 400 g")
        #expect(en.string(for: try #require(cans.scaled(by: Rational(1, 2)!))) == "1 × 400 g")
        let water = IngredientLineParser.parse("about 1.5 l boiling water", language: "en").value
        #expect(en.string(for: water) == "about 1.5 l")
        let ru = IngredientLineParser.parse("около 1,5 л воды", language: "ru").value
        #expect(QuantityFormatter(system: .metric, language: "ru").string(for: ru) == "около 1,5 л")
        #expect(en.string(for: IngredientLineParser.parse("salt to taste", language: "en").value) == nil)
    }

    @Test func labelsFollowPluralRules() throws {
        let glass = try #require(UnitTable.unit(id: "glass-ru"))
        let ru = QuantityFormatter(language: "ru")
        #expect(
            [1, 2, 5, 11, 21, 22, 25, 111].map { ru.label(for: glass, value: Rational($0)) }
                == ["стакан", "стакана", "стаканов", "стаканов", "стакан", "стакана", "стаканов", "стаканов"])
        #expect(ru.label(for: glass, value: Rational(1, 2)!) == "стакана")
        let cup = try #require(UnitTable.unit(id: "cup"))
        let en = QuantityFormatter(language: "en")
        #expect(
            [Rational(1, 2)!, Rational(1), Rational(3, 2)!, Rational(2)].map { en.label(for: cup, value: $0) }
                == ["cup", "cup", "cups", "cups"])
    }

    @Test func roundingHelpers() {
        let r = { (n: Int, d: Int) in Rational(n, d)! }
        #expect(Rounding.grid(r(7, 24)) == r(1, 3))  // a tie between ¼ and ⅓ goes up
        #expect(Rounding.grid(r(1, 100)) == r(1, 8))  // at least ⅛
        #expect(Rounding.grid(r(41, 4)) == r(21, 2))  // from 10: halves (10.25 -> 10 ½)
        #expect(Rounding.small(r(199, 10), wholeFrom: Rational(20)) == Rational(20))
        #expect(Rounding.significant(r(123456, 100)) == Rational(1230))
        let grams = QuantityFormatter.metricScales[.mass]!.steps
        #expect(Rounding.kitchen(r(1125, 4), steps: grams) == Rational(280))  // 281.25 g
        #expect(Rounding.kitchen(Rational(2125), steps: grams) == Rational(2100))
        #expect(Rounding.teaspoons(r(3, 8)) == r(1, 2))  // ⅛ ¼ ½ ¾; a tie goes up
        #expect(Rounding.teaspoons(r(13, 8)) == r(3, 2))
        #expect(Rounding.cups(r(7, 8)) == Rational(1))  // quarters and thirds
        #expect(Rounding.cups(r(3, 10)) == r(1, 3))
        #expect(Rounding.oven(Rational(356), fahrenheit: true) == Rational(350))
        #expect(Rounding.oven(Rational(338), fahrenheit: true) == Rational(340))
        #expect(Rounding.oven(r(1060, 6), fahrenheit: false) == Rational(175))
        #expect(Rounding.oven(Rational(2), fahrenheit: false) == Rational(0))
        #expect(Rounding.whole(r(1, 3)) == Rational(1))
        #expect(Rounding.halves(r(1, 10)) == r(1, 2))
    }

    @Test func decimalAndFractionText() {
        let en = QuantityFormatter(language: "en"), ru = QuantityFormatter(language: "ru")
        #expect(en.decimal(Rational(5, 4)!) == "1.25")
        #expect(ru.decimal(Rational(5, 4)!) == "1,25")
        #expect(en.decimal(Rational(-18)) == "-18")
        #expect(en.fraction(Rational(7, 3)!) == "2 ⅓")
        #expect(en.fraction(Rational(5, 8)!) == "⅝")
        #expect(en.fraction(Rational(1, 5)!) == "0.2")
    }
}

/// The browser's unit data is generated from the Swift tables (issue 11): the build writes
/// `assets/quantities-data.js`, and the copy the node tests load must be that output.
@Suite struct QuantityScriptDataTests {
    static let copy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/quantities-data.js").path

    @Test func nodeTestsCopyIsTheGeneratedScript() throws {
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try QuantityScriptData.script.write(toFile: Self.copy, atomically: true, encoding: .utf8)
        }
        let copy = try String(contentsOfFile: Self.copy, encoding: .utf8)
        #expect(copy == QuantityScriptData.script, "run RECORD_GOLDEN=1 swift test --filter QuantityScriptDataTests")
    }

    @Test func everyUnitAndLanguageIsInTheScript() {
        let script = QuantityScriptData.script
        for unit in UnitTable.all { #expect(script.contains("\"id\":\"\(unit.id)\""), "\(unit.id)") }
        #expect(script.contains("\"ru\":{\"decimalComma\":true,\"about\":\"около\",\"aboutGenitive\":true}"))
        #expect(script.hasPrefix("/*") && script.contains("var CookbookQuantityData = {"))
    }
}
