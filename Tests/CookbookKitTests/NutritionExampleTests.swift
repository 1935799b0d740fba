import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookNutrition

/// The example cookbook (this repository's content/), decoded as the build decodes it:
/// originals in the site's language, translations applied to their originals.
enum ExampleCookbook {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    struct Item {
        var path: String
        var recipe: Recipe
        var isTranslation: Bool
    }

    static let items: [Item] = load()

    static func load() -> [Item] {
        let content = root + "/content"
        let fm = FileManager.default
        var contentFiles = Set<String>()
        if let walker = fm.enumerator(atPath: content) {
            for case let path as String in walker { contentFiles.insert(path) }
        }
        let context = RecipeDecoder.Context(config: SiteConfig(), contentFiles: contentFiles, escapingFiles: [])
        let names = (try? fm.contentsOfDirectory(atPath: content + "/recipes"))?.filter { $0.hasSuffix(".md") }.sorted() ?? []
        var originals: [String: Recipe] = [:]
        var translations: [(String, RecipeTranslation)] = []
        for name in names {
            let bytes = Array(fm.contents(atPath: content + "/recipes/" + name) ?? Data())
            let file = SourceFile(contentPath: "recipes/" + name, displayPath: "content/recipes/" + name, bytes: bytes)
            guard let parsed = RecipeParser.parse(file, allowRawHTML: false).value else { continue }
            if let (language, original) = TranslationDecoder.split(file.contentPath) {
                if let t = TranslationDecoder.decode(parsed, language: language, original: original).value { translations.append((name, t)) }
            } else if let recipe = RecipeDecoder.decode(parsed, context: context).value {
                originals[file.contentPath] = recipe
            }
        }
        var items = originals.sorted { $0.key < $1.key }.map { Item(path: $0.key, recipe: $0.value, isTranslation: false) }
        for (name, t) in translations {
            guard let original = originals[t.originalPath] else { continue }
            items.append(Item(path: "recipes/" + name, recipe: Localizer.apply(t, to: original), isTranslation: true))
        }
        return items
    }

    static func recipe(_ path: String) -> Recipe {
        items.first { $0.path == path }!.recipe
    }
}

/// Sums for six example recipes, against values added up by hand from the USDA SR28
/// files: each line's grams were read off USDA's household measures (or the author's
/// weight), multiplied by USDA's value per 100 g and summed; the totals were divided by
/// the servings. Tolerance: 0.5 % of the expected value (the same numbers go in; only the
/// rounding of the last digit may differ).
@Suite struct NutritionExampleTests {
    struct Expected {
        var path: String
        /// USDA number and grams of every line that counts, in order.
        var lines: [(ndb: Int, grams: Double)]
        /// Per serving: kcal, protein, fat, carbohydrate (g), sodium (mg).
        var kcal: Double, protein: Double, fat: Double, carbohydrate: Double, sodium: Double
    }

    static let waterPerMl = 29.6 / 29.5735295625  // USDA 14411 "1 fl oz" = 29.6 g
    static let sunflowerPerMl = 13.6 / 14.78676478125  // USDA 04506 "1 tbsp" = 13.6 g

    static let expected: [Expected] = [
        // 4 servings. Tomatoes 500 g and cucumber 300 g as written; a small onion 70 g; a
        // medium green pepper 119 g; olives 100 g; feta 200 g; 4 tbsp olive oil × 13.5 g;
        // 1 tbsp vinegar 14.9 g; 1 tsp oregano leaves 1 g; a pinch of salt, 1/16 of USDA's
        // 6 g teaspoon (0.375 g, 38,758 mg sodium per 100 g). Pepper to taste is negligible.
        Expected(
            path: "recipes/greek-salad.md",
            lines: [
                (11529, 500), (11205, 300), (11282, 70), (11333, 119), (9193, 100), (1019, 200), (4053, 54), (2068, 14.9), (2027, 1),
                (2047, 6.0 / 16),
            ],
            kcal: 328.160, protein: 9.375, fat: 27.221, carbohydrate: 14.392, sodium: 652.223 + 387.58 * 6 / 16 / 4),
        // 8 servings. Flour 500 g; water 320 ml; 1 1/2 tsp yeast × 4 g; 1 tsp sugar 4.2 g;
        // 1 1/2 tsp salt × 6 g; 2 tbsp oil × 13.6 g; 1 tsp nigella (as cumin seed) 2.1 g;
        // 1 tsp sesame = 1/3 of USDA's "1 tbsp" 9 g.
        Expected(
            path: "recipes/non.md",
            lines: [(20081, 500), (14411, 320 * waterPerMl), (18375, 6), (19335, 4.2), (2047, 9), (4506, 27.2), (2014, 2.1), (12023, 3)],
            kcal: 265.158, protein: 6.873, fat: 4.314, carbohydrate: 48.732, sodium: 439.749),
        // 6 servings. Carrots 500 g; salt 6 g; 1 tbsp sugar = 3 × 4.2 g; 3 tbsp cider
        // vinegar × 14.9 g; 3-4 cloves garlic: 3.5 × 3 g; coriander 1.8 g; ½ tsp cayenne
        // 0.9 g; ½ tsp pepper 1.15 g; 80 ml oil; a small onion 70 g; 1 tbsp sesame 9 g.
        Expected(
            path: "recipes/korean-carrot-salad.md",
            lines: [
                (11124, 500), (2047, 6), (19335, 12.6), (2048, 44.7), (11215, 10.5), (2013, 1.8), (2031, 0.9), (2030, 1.15),
                (4506, 80 * sunflowerPerMl), (11282, 70), (12023, 9),
            ],
            kcal: 169.986, protein: 1.356, fat: 13.314, carbohydrate: 12.545, sodium: 446.591),
        // 8 servings. Rice, lamb shoulder and carrots 1 kg each; 200 ml oil; onions 450 g;
        // a 400 g can of chickpeas; 2 heads garlic × 45 g (the dictionary's estimate); 1 tbsp
        // cumin seed 6 g; 1 tbsp barberries (as dried currants, 144 g a cup); 1-2 dried
        // chillies: 1.5 × 0.5 g; 1 tbsp salt 18 g; 1.5 l water.
        Expected(
            path: "recipes/plov.md",
            lines: [
                (20444, 1000), (17035, 1000), (4506, 200 * sunflowerPerMl), (11282, 450), (11124, 1000), (16058, 400), (11215, 90),
                (2014, 6), (9085, 14.78676478125 * 144 / 236.5882365), (11962, 0.75), (2047, 18), (14411, 1500),
            ],
            kcal: 1130.325, protein: 34.784, fat: 52.194, carbohydrate: 128.861, sodium: 1192.903),
        // 4 servings. Cottage cheese 500 g; a large egg 50 g; 2 tbsp sugar = 6 × 4.2 g; ½ tsp
        // vanilla 2.1 g; 4 tbsp flour (¼ cup of 125 g) plus 50 g for coating; 3 tbsp oil
        // × 13.6 g; a pinch of salt 0.375 g (1/16 tsp). Sour cream and jam are served on the
        // side without amounts.
        Expected(
            path: "recipes/syrniki.md",
            lines: [(1012, 500), (1123, 50), (19335, 25.2), (2050, 2.1), (2047, 6.0 / 16), (20081, 31.25 + 50), (4506, 40.8)],
            kcal: 330.373, protein: 17.569, fat: 16.963, carbohydrate: 26.181, sodium: 473.267 + 387.58 * 6 / 16 / 4),
        // 6 servings. 1 kg bone-in lamb shoulder less USDA's 21 % refuse; brisket 800 g;
        // 4 l water; a medium onion 110 g; 2 bay leaves × 0.2 g and 10 peppercorns × 0.05 g
        // (the dictionary's estimates); salt 18 g; flour 500 g; 2 large eggs; 150 ml water;
        // salt 6 g; onions 400 g; ½ tsp pepper 1.15 g. The broth from the pot is not counted.
        Expected(
            path: "recipes/beshbarmak.md",
            lines: [
                (17035, 790), (13803, 800), (14411, 4000), (11282, 110), (2004, 0.4), (2030, 0.5), (2047, 18), (20081, 500), (1123, 100),
                (14411, 150 * waterPerMl), (2047, 6), (11282, 400), (2030, 1.15),
            ],
            kcal: 1044.332, protein: 58.061, fat: 56.157, carbohydrate: 71.877, sodium: 1779.108),
    ]

    func within(_ value: Double?, _ expected: Double, relative: Double = 0.005) -> Bool {
        guard let value else { return false }
        return abs(value - expected) <= max(abs(expected) * relative, 0.001)
    }

    @Test(arguments: expected.indices)
    func sumsMatchTheHandComputedValues(_ index: Int) throws {
        let e = Self.expected[index]
        let recipe = ExampleCookbook.recipe(e.path)
        let result = NutritionCalculator.compute(recipe: recipe).value
        let counted = result.ingredients.filter { $0.status == .counted }
        #expect(counted.map { $0.match!.entry.ndb } == e.lines.map(\.ndb), "\(e.path): foods")
        for (item, line) in zip(counted, e.lines) {
            #expect(within(item.grams, line.grams, relative: 0.0001), "\(e.path): \(item.text) is \(item.grams ?? -1) g, not \(line.grams)")
        }
        let servings = Double(try #require(recipe.servings))
        let total = result.total
        #expect(within(total[.energy].map { $0 / servings }, e.kcal), "\(e.path): kcal \(total[.energy]! / servings)")
        #expect(within(total[.protein].map { $0 / servings }, e.protein), "\(e.path): protein")
        #expect(within(total[.fat].map { $0 / servings }, e.fat), "\(e.path): fat")
        #expect(within(total[.carbohydrate].map { $0 / servings }, e.carbohydrate), "\(e.path): carbohydrate")
        #expect(within(total[.sodium].map { $0 / servings }, e.sodium), "\(e.path): sodium")
        #expect(!result.incomplete)
    }

    /// The share of the example cookbook's ingredient lines matched and weighed, originals
    /// and translations. Printed for the record; every line is expected to be covered.
    @Test func theExampleCookbookIsCovered() {
        var lines = 0, matched = 0, weighed = 0
        var byLanguage: [String: (Int, Int, Int)] = [:]
        var statuses: [String: Int] = [:]
        for item in ExampleCookbook.items {
            let result = NutritionCalculator.compute(recipe: item.recipe)
            for line in result.value.ingredients { statuses[line.status.rawValue, default: 0] += 1 }
            let counts = result.value.lineCounts
            lines += counts.lines
            matched += counts.matched
            weighed += counts.weighed
            let previous = byLanguage[item.recipe.language] ?? (0, 0, 0)
            byLanguage[item.recipe.language] = (previous.0 + counts.lines, previous.1 + counts.matched, previous.2 + counts.weighed)
            #expect(result.diagnostics.isEmpty, "\(item.path): \(result.diagnostics.map(\.formatted))")
        }
        print(
            "nutrition coverage: \(matched)/\(lines) lines matched, \(weighed)/\(lines) weighed; "
                + byLanguage.sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value.1)/\($0.value.0) matched, \($0.value.2)/\($0.value.0) weighed" }.joined(separator: "; ")
                + "; " + statuses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        #expect(ExampleCookbook.items.count == 55)
        #expect(matched == lines)
        #expect(weighed == lines)
    }

    /// A translation gives the same foods and grams as its original, line by line, so the
    /// same numbers. One translation names another cut: lagman.ru.md has "говяжья вырезка"
    /// (tenderloin) where lagman.md has "beef sirloin"; the test pins that difference.
    @Test func translationsAgreeWithTheirOriginals() {
        let knownDifferences: [String: [String: String]] = ["recipes/lagman.ru.md": ["beef-sirloin": "beef-tenderloin"]]
        for item in ExampleCookbook.items where item.isTranslation {
            let original = ExampleCookbook.items.first { !$0.isTranslation && $0.recipe.slug == item.recipe.slug }!
            let a = NutritionCalculator.compute(recipe: item.recipe).value.ingredients
            let b = NutritionCalculator.compute(recipe: original.recipe).value.ingredients
            #expect(a.count == b.count, "\(item.path)")
            for (here, there) in zip(a, b) {
                let expected = there.match.map { knownDifferences[item.path]?[$0.entry.id] ?? $0.entry.id }
                #expect(here.match?.entry.id == expected, "\(item.path): '\(here.text)' against '\(there.text)'")
                #expect(here.status == there.status, "\(item.path): '\(here.text)'")
                #expect(here.grams == there.grams, "\(item.path): '\(here.text)' \(here.grams ?? -1) g against \(there.grams ?? -1) g")
            }
        }
    }

    @Test func noExampleRecipeContradictsItsDiets() {
        for item in ExampleCookbook.items where !item.isTranslation {
            #expect(NutritionCalculator.dietContradictions(item.recipe).isEmpty, "\(item.path)")
        }
    }

    /// `NUTRITION_DUMP=1`: every line of the example cookbook with its food, grams and method.
    @Test func dump() {
        guard ProcessInfo.processInfo.environment["NUTRITION_DUMP"] != nil else { return }
        for item in ExampleCookbook.items {
            let result = NutritionCalculator.compute(recipe: item.recipe)
            print("=== \(item.path) \(result.value.lineCounts)")
            for line in result.value.ingredients {
                let grams = line.grams.map { NutritionFormat.number($0, decimals: 1) } ?? "-"
                print("  [\(line.status.rawValue)] \(line.text) -> \(line.match?.entry.id ?? "?") \(grams) g | \(line.weighing?.method ?? "") \(line.weighing?.remarks ?? [])")
            }
            for d in result.diagnostics { print("  ! \(d.formatted)") }
            if let s = result.value.perServing { print("  per serving: \(NutritionFormat.number(s[.energy] ?? -1, decimals: 0)) kcal") }
            for d in NutritionCalculator.dietContradictions(item.recipe) { print("  !! \(d.formatted)") }
        }
    }
}

extension NutritionExampleTests {
    /// `NUTRITION_CHARTS=/tmp/charts.html`: plov's charts on a light and a dark background, to look at.
    @Test func writeChartsForLooking() throws {
        guard let out = ProcessInfo.processInfo.environment["NUTRITION_CHARTS"] else { return }
        let recipe = ExampleCookbook.recipe("recipes/plov.md")
        let n = NutritionCalculator.compute(recipe: recipe).value
        let donut = NutritionChart.energyDonut(n.energySources, kcal: n.perServing?[.energy], id: "d")
        let bars = NutritionChart.dailyValueBars(n.dailyValues, id: "b")
        let html = "<!doctype html><meta charset=utf-8><body style='font-family:sans-serif'><div style='background:#fff;color:#222;padding:10px'>\(donut)\(bars)</div><div style='background:#1b1b1b;color:#eee;padding:10px'>\(donut)\(bars)</div>"
        try html.write(toFile: out, atomically: true, encoding: .utf8)
    }
}
