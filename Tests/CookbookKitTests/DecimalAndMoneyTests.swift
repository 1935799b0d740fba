import Testing
@testable import CookbookKit

@Suite struct DecimalAndMoneyTests {
    @Test(arguments: [
        ("12", 12, 0), ("12.5", 125, 1), ("12.40", 1240, 2), ("-0.25", -25, 2), ("0", 0, 0), ("007", 7, 0),
        ("123456789012345", 123456789012345, 0), ("0.00000000000001", 1, 14),
    ])
    func parsesExactly(_ text: String, _ significand: Int, _ scale: Int) throws {
        let value = try #require(Decimal.parse(text))
        #expect(value.significand == significand)
        #expect(value.scale == scale)
    }

    @Test(arguments: ["", "-", ".5", "5.", "1.2.3", "1e3", "+1", " 1", "1 ", "abc", "1,5", "1234567890123456", "١٢"])
    func refusesWhatIsNotAPlainDecimal(_ text: String) {
        #expect(Decimal.parse(text) == nil)
    }

    @Test func decimalCommaIsOptIn() {
        #expect(Decimal.parse("12,5", decimalComma: true) == Decimal(significand: 125, scale: 1))
        #expect(Decimal.parse("12.5", decimalComma: true) == nil)
    }

    @Test(arguments: [("12.40", "12.40"), ("0.05", "0.05"), ("-0.05", "-0.05"), ("7", "7"), ("-12.5", "-12.5"), ("0.5", "0.5")])
    func printsAsWritten(_ text: String, _ printed: String) {
        #expect(Decimal.parse(text)?.description == printed)
    }

    @Test func comparesAcrossScalesWithoutFloatingPoint() {
        let a = Decimal.parse("0.1")!, b = Decimal.parse("0.2")!, c = Decimal.parse("0.30")!
        #expect(Decimal(significand: a.significand * 10 + b.significand * 10, scale: 2) == c)
        #expect(Decimal.parse("1.0") == Decimal.parse("1"))
        #expect(Decimal.parse("1.05")! < Decimal.parse("1.1")!)
        #expect(Decimal.parse("-2")! < Decimal.parse("-1.5")!)
        #expect(!(Decimal.parse("2.50")! < Decimal.parse("2.5")!))
    }

    @Test
    func comparesLargeAndTinyValuesWithoutTrapping() {
        let large = Decimal.parse("999999999999999")!, tiny = Decimal.parse("0.00000000000001")!
        #expect(tiny < large)
        #expect(large != tiny)
    }

    @Test(arguments: [
        ("12.40", 1, "12.40"), ("12.4", 4, "3.10"), ("10", 3, "3.33"), ("20", 3, "6.67"), ("0.005", 1, "0.01"),
        ("0.004", 1, "0.00"), ("1.005", 1, "1.01"), ("6.50", 4, "1.63"), ("0", 4, "0.00"), ("1234567.891", 1, "1234567.89"),
    ])
    func moneyRoundsHalfUpToCents(_ amount: String, _ divisor: Int, _ printed: String) {
        #expect(Money.format(Decimal.parse(amount)!, dividedBy: divisor) == printed)
    }

    @Test func negativeMoneyKeepsItsSign() {
        #expect(Money.format(Decimal.parse("-2.345")!) == "-2.35")
    }

    @Test func ratingPrintsHalves() {
        #expect(Rating(halves: 9).value == "4.5")
        #expect(Rating(halves: 10).value == "5")
        #expect(Rating(halves: 0).value == "0")
    }

    @Test func recipeDateValidatesDays() {
        #expect(RecipeDate.parse("2000-02-29") == RecipeDate(year: 2000, month: 2, day: 29))
        #expect(RecipeDate.parse("1900-02-29") == nil)
        #expect(RecipeDate.parse("2024-12-31")?.description == "2024-12-31")
        #expect(RecipeDate.parse("2024-00-10") == nil)
        #expect(RecipeDate.parse("2024-01-00") == nil)
        #expect(RecipeDate(year: 812, month: 3, day: 4).description == "0812-03-04")
        #expect(RecipeDate(year: 2024, month: 1, day: 31) < RecipeDate(year: 2024, month: 2, day: 1))
    }
}
