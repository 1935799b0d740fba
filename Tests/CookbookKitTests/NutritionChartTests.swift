import Testing
@testable import CookbookKit
@testable import CookbookNutrition

/// Golden tests: the charts are compared as exact strings.
@Suite struct NutritionChartTests {
    static let sources = EnergySources(protein: 200, fat: 450, carbohydrate: 350)

    static let shares = [
        DailyValueShare(nutrient: .fat, amount: 23, reference: 78, percent: 23.0 / 78 * 100, partial: false),
        DailyValueShare(nutrient: .sodium, amount: 2760, reference: 2300, percent: 120, partial: false),
        DailyValueShare(nutrient: .vitaminC, amount: 9, reference: 90, percent: 10, partial: true),
    ]

    @Test func energyDonutGolden() {
        let svg = NutritionChart.energyDonut(Self.sources, kcal: 640, id: "plov-energy")
        let golden = """
            <svg xmlns="http://www.w3.org/2000/svg" class="nutrition-chart energy-donut" viewBox="0 0 320 140" width="320" height="140" role="img" aria-labelledby="plov-energy-title plov-energy-desc">\
            <title id="plov-energy-title">Energy per serving: 640 kcal</title>\
            <desc id="plov-energy-desc">Share of energy: Protein 20%, Fat 45%, Carbohydrate 35%.</desc>\
            <g transform="rotate(-90 70 70)" fill="none" stroke-width="20">\
            <circle class="track" cx="70" cy="70" r="50" stroke="currentColor" stroke-opacity="0.15"/>\
            <circle class="segment protein" cx="70" cy="70" r="50" stroke="#3a8fb7" stroke-dasharray="62.83 251.33" stroke-dashoffset="0"/>\
            <circle class="segment fat" cx="70" cy="70" r="50" stroke="#d9822b" stroke-dasharray="141.37 172.79" stroke-dashoffset="-62.83"/>\
            <circle class="segment carbohydrate" cx="70" cy="70" r="50" stroke="#5a9e4b" stroke-dasharray="109.96 204.2" stroke-dashoffset="-204.2"/>\
            </g>\
            <text x="70" y="72" text-anchor="middle" fill="currentColor" font-size="20" font-weight="bold">640</text>\
            <text x="70" y="90" text-anchor="middle" fill="currentColor" font-size="12">kcal</text>\
            <g class="legend" font-size="13">\
            <rect class="swatch protein" x="150" y="39" width="12" height="12" fill="#3a8fb7"/><text x="170" y="50" fill="currentColor">Protein 20%</text>\
            <rect class="swatch fat" x="150" y="61" width="12" height="12" fill="#d9822b"/><text x="170" y="72" fill="currentColor">Fat 45%</text>\
            <rect class="swatch carbohydrate" x="150" y="83" width="12" height="12" fill="#5a9e4b"/><text x="170" y="94" fill="currentColor">Carbohydrate 35%</text>\
            </g></svg>
            """
        #expect(svg == golden)
    }

    @Test func energyDonutWithAlcoholInRussian() {
        let svg = NutritionChart.energyDonut(EnergySources(protein: 10, fat: 20, carbohydrate: 30, alcohol: 40), language: "ru", id: "x")
        let golden = """
            <svg xmlns="http://www.w3.org/2000/svg" class="nutrition-chart energy-donut" viewBox="0 0 320 140" width="320" height="140" role="img" aria-labelledby="x-title x-desc">\
            <title id="x-title">Энергия на порцию</title>\
            <desc id="x-desc">Доля энергии: Белки 10%, Жиры 20%, Углеводы 30%, Алкоголь 40%.</desc>\
            <g transform="rotate(-90 70 70)" fill="none" stroke-width="20">\
            <circle class="track" cx="70" cy="70" r="50" stroke="currentColor" stroke-opacity="0.15"/>\
            <circle class="segment protein" cx="70" cy="70" r="50" stroke="#3a8fb7" stroke-dasharray="31.42 282.74" stroke-dashoffset="0"/>\
            <circle class="segment fat" cx="70" cy="70" r="50" stroke="#d9822b" stroke-dasharray="62.83 251.33" stroke-dashoffset="-31.42"/>\
            <circle class="segment carbohydrate" cx="70" cy="70" r="50" stroke="#5a9e4b" stroke-dasharray="94.25 219.91" stroke-dashoffset="-94.25"/>\
            <circle class="segment alcohol" cx="70" cy="70" r="50" stroke="#9b6fc4" stroke-dasharray="125.66 188.5" stroke-dashoffset="-188.5"/>\
            </g>\
            <g class="legend" font-size="13">\
            <rect class="swatch protein" x="150" y="28" width="12" height="12" fill="#3a8fb7"/><text x="170" y="39" fill="currentColor">Белки 10%</text>\
            <rect class="swatch fat" x="150" y="50" width="12" height="12" fill="#d9822b"/><text x="170" y="61" fill="currentColor">Жиры 20%</text>\
            <rect class="swatch carbohydrate" x="150" y="72" width="12" height="12" fill="#5a9e4b"/><text x="170" y="83" fill="currentColor">Углеводы 30%</text>\
            <rect class="swatch alcohol" x="150" y="94" width="12" height="12" fill="#9b6fc4"/><text x="170" y="105" fill="currentColor">Алкоголь 40%</text>\
            </g></svg>
            """
        #expect(svg == golden)
    }

    @Test func dailyValueBarsGolden() {
        let svg = NutritionChart.dailyValueBars(Self.shares, id: "plov-dv")
        let golden = """
            <svg xmlns="http://www.w3.org/2000/svg" class="nutrition-chart daily-value-bars" viewBox="0 0 340 70" width="340" height="70" role="img" aria-labelledby="plov-dv-title plov-dv-desc">\
            <title id="plov-dv-title">% Daily Value per serving</title>\
            <desc id="plov-dv-desc">Fat 29%, Sodium 120%, Vitamin C ≥ 10%</desc>\
            <g font-size="12">\
            <text x="0" y="16" fill="currentColor">Fat</text>\
            <rect class="track" x="140" y="6" width="140" height="12" fill="currentColor" fill-opacity="0.15"/>\
            <rect class="bar fat" x="140" y="6" width="41.28" height="12" fill="#3a8fb7"/>\
            <text x="340" y="16" text-anchor="end" fill="currentColor">29%</text>\
            <text x="0" y="38" fill="currentColor">Sodium</text>\
            <rect class="track" x="140" y="28" width="140" height="12" fill="currentColor" fill-opacity="0.15"/>\
            <rect class="bar sodium over" x="140" y="28" width="140" height="12" fill="#3a8fb7"/>\
            <text x="340" y="38" text-anchor="end" fill="currentColor">120%</text>\
            <text x="0" y="60" fill="currentColor">Vitamin C</text>\
            <rect class="track" x="140" y="50" width="140" height="12" fill="currentColor" fill-opacity="0.15"/>\
            <rect class="bar vitamin_c" x="140" y="50" width="14" height="12" fill="#3a8fb7"/>\
            <text x="340" y="60" text-anchor="end" fill="currentColor">≥ 10%</text>\
            </g></svg>
            """
        #expect(svg == golden)
    }

    @Test func chartsAreDeterministic() {
        #expect(NutritionChart.energyDonut(Self.sources, kcal: 640) == NutritionChart.energyDonut(Self.sources, kcal: 640))
        #expect(NutritionChart.dailyValueBars(Self.shares) == NutritionChart.dailyValueBars(Self.shares))
    }

    @Test func everyTextIsEscaped() {
        let svg = NutritionChart.energyDonut(Self.sources, kcal: 640, id: "a\"><script>")
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("aria-labelledby=\"a---script--title a---script--desc\""))
        #expect(NutritionChart.escape("<b>&\"'") == "&lt;b&gt;&amp;&quot;&#39;")
    }

    /// The ids kept whole (checked on their bytes) are those the character-by-character
    /// rule keeps; the others are rewritten by it.
    @Test func safeIDKeepsWhatTheRuleKeeps() {
        func byRule(_ text: String) -> String {
            let kept = String(text.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "-" })
            guard let first = kept.first, first.isLetter else { return "chart-" + kept }
            return kept
        }
        let samples = [
            "nutrition-energy", "nutrition-daily", "Plov_2", "z", "Z-9", "", "9lives", "-x", "_x", "a b", "a@b", "a[b", "a`b", "a{b",
            "é-x", "xé", "a\u{0}", "@", "[", "`", "{", "plov-dv", "ПЛОВ", "a/b", "A:B",
        ]
        for text in samples { #expect(NutritionChart.safeID(text) == byRule(text), "\(text)") }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let length = Int.random(in: 0...6, using: &generator)
            let text = String(String.UnicodeScalarView((0..<length).map { _ in Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)) }))
            #expect(NutritionChart.safeID(text) == byRule(text), "\(text.debugDescription)")
        }
    }

    @Test func noEnergyAndNoValues() {
        let donut = NutritionChart.energyDonut(EnergySources(), id: "e")
        #expect(donut.contains("<desc id=\"e-desc\">No energy could be computed.</desc>"))
        #expect(!donut.contains("segment"))
        let bars = NutritionChart.dailyValueBars([], language: "kk", id: "b")
        #expect(bars.contains("<desc id=\"b-desc\">Мәндер жоқ.</desc>"))
        #expect(bars.contains("viewBox=\"0 0 340 26\""))
    }

    @Test func accessibleAndScriptFree() {
        for svg in [NutritionChart.energyDonut(Self.sources, kcal: 1), NutritionChart.dailyValueBars(Self.shares, standard: .eu)] {
            #expect(svg.contains("role=\"img\""))
            #expect(svg.contains("<title id="))
            #expect(svg.contains("<desc id="))
            #expect(!svg.lowercased().contains("script"))
            #expect(!svg.contains("on" + "click"))
        }
    }
}
