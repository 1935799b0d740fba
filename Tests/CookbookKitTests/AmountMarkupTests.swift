import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities

@Suite struct AmountMarkupTests {
    @Test(arguments: [
        ("1 1/2 cups milk", "cups", "|1 1/2 cups| milk"),
        ("juice of 1/2 lemon", nil, "juice of |1/2| lemon"),
        ("about 1.5 l boiling water", "l", "about |1.5 l| boiling water"),
        ("1,5 кг баранины", "кг", "|1,5 кг| баранины"),
        ("2-3 cloves garlic, crushed", "cloves", "|2-3 cloves| garlic, crushed"),
        ("3 eggs", nil, "|3| eggs"),
        ("½ tsp salt", "tsp", "|½ tsp| salt"),
    ] as [(String, String?, String)])
    func splitsTheLineAroundItsAmount(line: String, unitText: String?, expected: String) throws {
        let split = try #require(AmountMarkup.split(line, unitText: unitText))
        #expect("\(split.before)|\(split.amount)|\(split.after)" == expected)
    }

    @Test func noAmountInDigitsMeansNothingToMark() {
        #expect(AmountMarkup.split("salt to taste", unitText: nil) == nil)
        #expect(AmountMarkup.split("a pinch of salt", unitText: "pinch") == nil)
    }

    @Test func aMultipliedLineScalesTheNumberOfContainers() {
        let line = IngredientLine(text: "2 × 400 g cans chickpeas", location: SourceLocation(path: "p", line: 1, column: 1),
                                  parsed: IngredientLineParser.parse("2 × 400 g cans chickpeas", language: "en").value)
        let view = PageBuilder.ingredientLine(line)
        #expect(view.amount == "2")
        #expect(view.after == " × 400 g cans chickpeas")
        #expect(view.low == "2" && view.unit == nil && view.countable)
    }
}

@Suite struct StepMarkupTests {
    @Test func amountsAndTemperaturesInStepsAreMarked() {
        let html = "<p>Add 1 tsp of the salt &amp; bake at 180 °C for 25 minutes, 3 cm apart.</p>"
        #expect(StepMarkup.annotate(html, language: "en") == "<p>Add <span class=\"q\" data-low=\"1\" data-high=\"1\" data-unit=\"tsp\">1 tsp</span> of the salt &amp; bake at "
            + "<span class=\"q\" data-low=\"180\" data-high=\"180\" data-unit=\"celsius\" data-pinned=\"1\">180 °C</span> for 25 minutes, "
            + "<span class=\"q\" data-low=\"3\" data-high=\"3\" data-unit=\"cm\" data-pinned=\"1\">3 cm</span> apart.</p>")
    }

    @Test func russianDecimalCommaAndCyrillicDegree() {
        let html = "<p>Влейте 1,5 л воды и выпекайте при 180 °С.</p>"
        let marked = StepMarkup.annotate(html, language: "ru")
        #expect(marked.contains("<span class=\"q\" data-low=\"3/2\" data-high=\"3/2\" data-unit=\"l\">1,5 л</span>"))
        #expect(marked.contains("data-unit=\"celsius\" data-pinned=\"1\">180 °С</span>"))
    }

    @Test func tagsAndAttributesAreNeverTouched() {
        let html = "<p><a href=\"step-2\">2 cups</a> <code>3 g</code></p>"
        let marked = StepMarkup.annotate(html, language: "en")
        #expect(marked.hasPrefix("<p><a href=\"step-2\"><span class=\"q\""))
        #expect(!marked.contains("href=\"<span"))
    }
}
