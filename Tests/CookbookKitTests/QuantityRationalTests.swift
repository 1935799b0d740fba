import Testing
@testable import CookbookKit
@testable import CookbookQuantities

@Suite struct QuantityRationalTests {
    func r(_ n: Int, _ d: Int = 1) -> Rational { Rational(n, d)! }

    @Test func alwaysReducedWithPositiveDenominator() {
        #expect(r(6, 4).description == "3/2")
        #expect(r(3, -6).description == "-1/2")
        #expect(r(-3, -6) == r(1, 2))
        #expect(r(0, 5) == .zero && r(0, 5).denominator == 1)
        #expect(Rational(1, 0) == nil)
        #expect(Rational(Int.min, 1) == nil)
    }

    @Test func arithmetic() {
        #expect(r(1, 3) + r(1, 6) == r(1, 2))
        #expect(r(1, 2) - r(3, 4) == r(-1, 4))
        #expect(r(2, 3) * r(9, 4) == r(3, 2))
        #expect(r(3, 4) / r(3, 8) == r(2))
        #expect(r(1, 3) * 3 == .one)
        #expect(r(1) / r(0) == nil)
        #expect(r(5, 4).floor == 1 && r(-1, 2).floor == -1 && r(-2).floor == -2)
    }

    @Test func overflowAnswersNilInsteadOfTrapping() {
        let big = Rational(Int.max)
        #expect(big + .one == nil)
        #expect(big * 2 == nil)
        #expect(Rational(Int.max - 1).negated - r(3) == nil)
        #expect(r(1, Int.max) + r(1, Int.max - 1) == nil)
        // Cross-reduction keeps products small where it can.
        #expect(r(Int.max, 3) * r(3, Int.max) == .one)
    }

    @Test func comparisonIsExactEvenForLargeValues() {
        #expect(r(1, 3) < r(1, 2))
        #expect(r(-1, 2) < r(1, 3))
        // Cross products would overflow 64 bits; the comparison is still exact.
        #expect(r(Int.max, Int.max - 1) < r(Int.max - 1, Int.max - 2))
        #expect(r(Int.max - 2, Int.max - 1) < r(Int.max - 1, Int.max))
        #expect(!(r(Int.max - 1, Int.max) < r(Int.max - 2, Int.max - 1)))
        #expect([r(3, 4), r(1, 8), r(2, 3)].sorted() == [r(1, 8), r(2, 3), r(3, 4)])
    }

    @Test func roundingToSteps() {
        #expect(r(1000, 3).rounded(toMultipleOf: .one) == r(333))
        #expect(r(5, 4).rounded(toMultipleOf: r(1, 2)) == r(3, 2))  // halves round up
        #expect(r(-2, 5).rounded(toMultipleOf: r(5)) == .zero)
        #expect(r(357).rounded(toMultipleOf: r(5)) == r(355))
        #expect(r(1).rounded(toMultipleOf: .zero) == nil)
    }

    @Test(arguments: [
        ("3", "3"), ("3/4", "3/4"), ("1 1/2", "3/2"), ("½", "1/2"), ("⅓", "1/3"), ("¼", "1/4"), ("¾", "3/4"),
        ("⅛", "1/8"), ("⅔", "2/3"), ("1½", "3/2"), ("1 ½", "3/2"), ("1.5", "3/2"), ("0.25", "1/4"), (" 2 ", "2"),
        ("1⁄2", "1/2"), ("10", "10"), ("2 3/4", "11/4"), ("0.125", "1/8"),
    ])
    func parses(_ text: String, _ expected: String) {
        #expect(Rational.parse(text)?.description == expected)
    }

    @Test func decimalCommaOnlyWhenAllowed() {
        #expect(Rational.parse("1,5", decimalComma: true) == r(3, 2))
        #expect(Rational.parse("1,5") == nil)
        #expect(Rational.parse("1.5", decimalComma: true) == r(3, 2))
    }

    @Test(arguments: ["", "1//2", "1/0", "-1", "1/2/3", "1.5.2", "1 3/2", "abc", ".5", "1 1", "1234567", "1/", "½½"])
    func refuses(_ text: String) {
        #expect(Rational.parse(text) == nil)
    }

    @Test func quantityRangesAndScaling() throws {
        let range = Quantity(low: r(2), high: r(3))
        #expect(range.isRange && range.description == "2-3")
        #expect(range.scaled(by: r(1, 2))?.description == "1-3/2")
        #expect(Quantity(r(3, 2)).scaled(by: r(2))?.description == "3")
        #expect(Quantity(Rational(Int.max)).scaled(by: r(2)) == nil)
    }

    @Test func amountsScaleExceptTemperaturesAndPinned() {
        let flour = Amount(Quantity(r(200)), unit: "g")
        #expect(flour.scaled(by: r(3, 2))?.description == "300 g")
        #expect(flour.scaled(by: r(3, 2), pinned: true) == flour)
        let oven = Amount(Quantity(r(180)), unit: "celsius")
        #expect(oven.scaled(by: r(2)) == oven)
        #expect(Amount(Quantity(r(450)), unit: "g", approximate: true).description == "~450 g")
    }
}
