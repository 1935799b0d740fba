import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities

@Suite struct QuantityStructuredTests {
    let amountAt = CookbookSupport.SourceLocation(path: "content/recipes/bread.md", line: 7, column: 24)
    let unitAt = CookbookSupport.SourceLocation(path: "content/recipes/bread.md", line: 7, column: 37)

    @Test func readsTheMapping() {
        let outcome = ParsedIngredient.structured(item: "flour", amount: "1 1/2", unit: "cup", note: "sifted")
        #expect(outcome.value.fields == "q=3/2; u=cup; name=flour; note=sifted")
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func pinnedDoesNotScale() throws {
        let salt = ParsedIngredient.structured(item: "salt", amount: "1", unit: "tsp", pinned: true).value
        #expect(salt.fields == "q=1; u=tsp; name=salt; pinned")
        #expect(try #require(salt.scaled(by: Rational(3))).quantity == salt.quantity)
    }

    @Test func unitsByIdOrAnyName() {
        let ru = ParsedIngredient.structured(item: "сахар", amount: "1,5", unit: "ст. л.", language: "ru")
        #expect(ru.value.fields == "q=3/2; u=tbsp; name=сахар")
        #expect(ParsedIngredient.structured(item: "rice", amount: "2", unit: "glass-ru").value.unit == "glass-ru")
        #expect(ParsedIngredient.structured(item: "milk", amount: "2", unit: "Cups").value.unit == "cup")
    }

    @Test func amountForms() {
        let read = { (amount: String) in ParsedIngredient.structured(item: "x", amount: amount).value.fields }
        #expect(read("2-3") == "q=2-3; name=x")
        #expect(read("about 2") == "about; q=2; name=x")
        #expect(read("to taste") == "name=x; to taste")
        #expect(read("½") == "q=1/2; name=x")
    }

    @Test func unknownUnitAtTheUnitsLocation() throws {
        let outcome = ParsedIngredient.structured(item: "milk", amount: "2", unit: "cupz", amountAt: amountAt, unitAt: unitAt)
        let found = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(found.formatted == "content/recipes/bread.md:7:37: error: unknown unit 'cupz' [unknown-unit]\n  hint: did you mean 'cup'?")
        #expect(outcome.value.unit == nil && outcome.value.unitText == "cupz")
    }

    @Test func invalidAmountAtItsColumnInsideTheValue() throws {
        let outcome = ParsedIngredient.structured(item: "milk", amount: "1//2", unit: "cup", amountAt: amountAt, unitAt: unitAt)
        #expect(outcome.diagnostics.map(\.code) == ["invalid-amount"])
        #expect(outcome.diagnostics.first?.location.column == 24)
        #expect(outcome.value.quantity == nil)
        let inside = ParsedIngredient.structured(item: "milk", amount: "about 0", amountAt: amountAt)
        #expect(inside.diagnostics.first?.location.column == 30)
        let words = ParsedIngredient.structured(item: "milk", amount: "2 apples", amountAt: amountAt)
        #expect(words.diagnostics.map(\.message) == ["cannot read the amount '2 apples'"])
        #expect(words.value.quantity == nil)
    }

    @Test func emptyItem() {
        let outcome = ParsedIngredient.structured(item: "  ", amount: "1")
        #expect(outcome.diagnostics.map(\.code) == ["empty-value"])
    }

    @Test func scalingAnIngredient() throws {
        let half = Rational(1, 2)!
        let cans = try #require(IngredientLineParser.parse("2 × 400 g cans chickpeas", language: "en").value.scaled(by: half))
        #expect(cans.fields == "x=1; q=400; u=g; c=can; name=chickpeas")
        let onions = try #require(IngredientLineParser.parse("3 medium onions (about 450 g)", language: "en").value.scaled(by: Rational(2)))
        #expect(onions.fields == "q=6; size=medium; name=onions; eq=~900 g")
        let either = try #require(IngredientLineParser.parse("1 tbsp butter or 2 tbsp oil", language: "en").value.scaled(by: Rational(3)))
        #expect(either.fields == "q=3; u=tbsp; name=butter; or [q=6; u=tbsp; name=oil]")
        let salt = IngredientLineParser.parse("salt to taste", language: "en").value
        #expect(salt.scaled(by: Rational(3)) == salt)
        let huge = IngredientLineParser.parse("999999 g flour", language: "en").value
        #expect(huge.scaled(by: Rational(Int.max / 2)) == nil)
    }
}
