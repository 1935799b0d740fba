import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition
@testable import CookbookTheme

/// The kitchen features' build side (docs/kitchen.md): which ingredient lines each step
/// uses, the author's `{uses=...}` marker, the recipe data for the shopping list and the
/// data files. The browser side is Tests/browser/test_kitchen.py.
@Suite struct KitchenTests {
    static func lines(_ texts: [String], _ language: String) -> [IngredientLine] {
        texts.map { text in
            IngredientLine(
                text: text, location: SourceLocation(path: "x", line: 1, column: 1),
                parsed: IngredientLineParser.parse(text, language: language).value, language: language)
        }
    }

    static func uses(_ steps: [String], _ texts: [String], _ language: String) -> [[Int]] {
        let lines = lines(texts, language)
        let facts = lines.map { line -> LineFacts in
            guard let entry = IngredientMatcher.match(line, language: language)?.entry else { return LineFacts() }
            return LineFacts(food: entry.id, aisle: entry.aisle, names: entry.names[language] ?? [])
        }
        return StepUses.find(steps: steps, lines: lines, facts: facts, language: language)
    }

    /// `find` (English steps stemmed on their bytes and compared packed, other text by
    /// `String`) names the lines the plain rule names: a step uses a line when its stems
    /// hold a head of the line or every word of one of its names.
    @Test func findMatchesThePlainRule() {
        var generator = SystemRandomNumberGenerator()
        let vocabulary = [
            "onion", "onions", "rice", "leaves", "leaf", "berry", "berries", "crème", "salt", "oil", "pepper", "bell", "thirtysixcharacterlongwordofcourse", "½",
            "180 °C", "don’t",
        ]
        for _ in 0..<300 {
            func words(_ n: Int) -> [String] { (0..<n).map { _ in vocabulary.randomElement(using: &generator)! } }
            let terms = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                StepUses.LineTerms(
                    heads: Set(words(Int.random(in: 0..<3, using: &generator)).map { SearchText.stem($0, "en") }),
                    names: (0..<Int.random(in: 0..<3, using: &generator)).map { _ in words(Int.random(in: 0..<3, using: &generator)).map { SearchText.stem($0, "en") } })
            }
            let steps = (0..<4).map { _ in words(Int.random(in: 0..<6, using: &generator)).joined(separator: Bool.random(using: &generator) ? " " : ", ") }
            let plain = steps.map { text in
                let stems = Set(SearchText.stems(text, "en"))
                return terms.indices.filter { i in
                    !terms[i].heads.isDisjoint(with: stems) || terms[i].names.contains { !$0.isEmpty && $0.allSatisfy(stems.contains) }
                }
            }
            #expect(StepUses.find(steps: steps, terms: terms, language: "en") == plain, "\(steps)")
        }
    }

    /// `find` with more line words than the smallest table of packed words holds (32
    /// slots), words that share their first bytes, and words too long to pack: the lines
    /// named are the plain rule's.
    @Test func findMatchesThePlainRuleWithManyWords() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // "tomatoab", "tomatoac", ...: the same first six bytes, then two letters.
        var vocabulary = (0..<150).map { n in "tomato" + String(letters[n / 26]) + String(letters[n % 26]) }
        vocabulary += ["onion", "rice", "garlic", "ginger", "pepper", "pepperoncinoandmore"]
        for round in 0..<60 {
            // Every third round has a word of more than 16 bytes among the lines' words.
            let pool = round % 3 == 0 ? vocabulary + ["seventeenletterss"] : vocabulary
            func words(_ n: Int) -> [String] { (0..<n).map { _ in pool.randomElement(using: &generator)! } }
            let terms = (0..<Int.random(in: 10..<40, using: &generator)).map { _ in
                StepUses.LineTerms(
                    heads: Set(words(Int.random(in: 0..<3, using: &generator)).map { SearchText.stem($0, "en") }),
                    names: (0..<Int.random(in: 0..<4, using: &generator)).map { _ in words(Int.random(in: 0..<4, using: &generator)).map { SearchText.stem($0, "en") } })
            }
            let steps = (0..<6).map { _ in words(Int.random(in: 0..<40, using: &generator)).joined(separator: " ") }
            let plain = steps.map { text in
                let stems = Set(SearchText.stems(text, "en"))
                return terms.indices.filter { i in
                    !terms[i].heads.isDisjoint(with: stems) || terms[i].names.contains { !$0.isEmpty && $0.allSatisfy(stems.contains) }
                }
            }
            let found = StepUses.find(steps: steps, terms: terms, language: "en")
            #expect(found == plain)
            #expect(found.contains { !$0.isEmpty }, "some step names a line")
        }
        // Numbered without a size given, the table grows at half full: every word keeps its number.
        let packable = vocabulary.filter { $0.utf8.count <= 16 }
        var numbering = StepUses.WordNumbering(packs: true)
        let numbers = packable.map { numbering.number($0) }
        #expect(numbering.packs)
        #expect(numbering.slots.count >= 2 * packable.count)
        #expect(numbers == Array(packable.indices))
        #expect(packable.map { numbering.number($0) } == numbers)
        #expect(packable.map { numbering.packedIndex(PackedWord($0.utf8)!) } == numbers.map { Optional($0) })
        #expect(numbering.packedIndex(PackedWord("tomatozz".utf8)!) == nil)
    }

    /// The clauses read once for the build (`ClauseReadings`) are the ones each step reads
    /// itself: every step of the example cookbook, twice over (so each clause is written
    /// more than once and in the table), reads the same from the table as without it.
    @Test func clauseReadingsAreTheStepsOwn() async {
        let recipes = ExampleCookbook.items.map(\.recipe)
        let readings = await ClauseReadings.of(recipes + recipes)
        #expect(readings.table.count > 20)
        var compared = 0
        for recipe in recipes {
            for step in recipe.allSteps {
                let text = StepUses.marker(html: step.html, text: step.text)?.text ?? step.text
                let own = StepUses.clauses(in: text, language: recipe.language)
                let read = StepUses.clauses(in: text, language: recipe.language, readings: readings)
                #expect(own == read, "\(text)")
                for clause in StepUses.clauseTexts(in: text) where readings.reading(clause, language: recipe.language) != nil { compared += 1 }
            }
        }
        #expect(compared > 20)
        // Written once: not in the table, read where needed.
        let once = await ClauseReadings.of(recipes)
        #expect(once.table.count < readings.table.count)
        // Each step's clauses as found once for the build, by recipe and step (the
        // recipes' second copies too), are the ones the step reads itself; every clause is
        // written twice there, so each step of an ASCII text has them. A step with a clause
        // written once (`once`) is left to the page.
        var taken = 0, left = 0
        for (number, recipe) in recipes.enumerated() {
            for (s, step) in recipe.allSteps.enumerated() {
                let text = StepUses.marker(html: step.html, text: step.text)?.text ?? step.text
                let own = StepUses.clauses(in: text, language: recipe.language)
                for index in [number, number + recipes.count] {
                    let found = readings.clauses(recipe: index, step: s)
                    if text.utf8.allSatisfy({ $0 < 0x80 }) { #expect(found != nil, "\(text)") }
                    if let found {
                        #expect(found == own, "\(text)")
                        if !own.isEmpty { taken += 1 }
                    }
                }
                if let found = once.clauses(recipe: number, step: s) {
                    #expect(found == own, "\(text)")
                } else {
                    left += 1
                }
            }
            #expect(readings.clauses(recipe: number, step: recipe.allSteps.count) == nil)
        }
        #expect(taken > 40)
        #expect(left > 10)
        #expect(readings.clauses(recipe: 2 * recipes.count, step: 0) == nil)
    }

    /// A step gone through by `ClauseReadings.of` gives its clauses by recipe and step
    /// (nil readings left out, as `StepUses.clauses` leaves out a clause without a unit); a
    /// step marked -1 gives nil, and the page reads that step itself.
    @Test func clauseReadingsByStep() {
        let clause = StepUses.Clause(quantity: Quantity(Rational(2)), unit: UnitTable.unit(id: "g")!, stems: ["salt"])
        let other = StepUses.read("1 tbsp flour", language: "en")!
        var readings = ClauseReadings(table: [ClauseReadings.key("2 g salt", "en"): 0], readings: [clause, nil, other])
        readings.recipes = [.init(ends: [0, 2, -1, 3, 3], refs: [0, 1, 2])]
        #expect(readings.clauses(recipe: 0, step: 0) == [])
        #expect(readings.clauses(recipe: 0, step: 1) == [clause])
        #expect(readings.clauses(recipe: 0, step: 2) == nil)
        #expect(readings.clauses(recipe: 0, step: 3) == [other])
        #expect(readings.clauses(recipe: 0, step: 4) == [])
        #expect(readings.clauses(recipe: 0, step: 5) == nil)
        #expect(readings.clauses(recipe: 1, step: 0) == nil)
        #expect(readings.reading("2 g salt", language: "en") == .some(clause))
        #expect(readings.reading("2 g salt", language: "ru") == nil)
    }

    /// The finder's ingredient keys, where `finderKeys` takes them, give every line of the
    /// example cookbook the same step terms as keys worked out again.
    @Test func finderKeysGiveTheSameTerms() {
        var taken = 0
        for language in ["en", "ru", "kk"] {
            let recipes = ExampleCookbook.items.map(\.recipe).filter { $0.language == language }
            let finder = RecipeFinder(recipes: recipes, language: language, staples: [])
            for (index, recipe) in recipes.enumerated() {
                let lines = recipe.ingredients.flatMap(\.lines)
                let facts = RecipeFacts.make(recipe, nutrition: nil, originalLanguage: nil).lines
                let keys = StepUses.finderKeys(lines, recipeLanguage: recipe.language, finder: finder, index: index)
                taken += keys.compactMap { $0 }.count
                let fast = StepUses.lineTerms(lines, facts: facts, language: recipe.language, keys: keys)
                let slow = StepUses.lineTerms(lines, facts: facts, language: recipe.language)
                #expect(fast.map(\.heads) == slow.map(\.heads), "\(recipe.slug)")
                #expect(fast.map(\.names) == slow.map(\.names), "\(recipe.slug)")
                // The finder's heads (once per ingredient) are taken where its keys are, and give the same terms.
                let heads = StepUses.finderHeads(lines, recipeLanguage: recipe.language, finder: finder, index: index)
                #expect(heads.map { $0 != nil } == keys.map { $0 != nil }, "\(recipe.slug)")
                let byHeads = StepUses.lineTerms(lines, facts: facts, language: recipe.language, heads: heads)
                #expect(byHeads.map(\.heads) == slow.map(\.heads), "\(recipe.slug)")
                #expect(byHeads.map(\.names) == slow.map(\.names), "\(recipe.slug)")
                // Asked in another language, the finder's keys are not taken.
                let other = RecipeFinder(recipes: recipes, language: language == "en" ? "ru" : "en", staples: [])
                #expect(StepUses.finderKeys(lines, recipeLanguage: recipe.language, finder: other, index: index).allSatisfy { $0 == nil })
                #expect(StepUses.finderHeads(lines, recipeLanguage: recipe.language, finder: other, index: index).allSatisfy { $0 == nil })
            }
        }
        #expect(taken > 100)
    }

    @Test func englishStepsFindTheirLinesByHeadNounAndFoodName() {
        let found = Self.uses(
            ["Fry the onions in the oil.", "Add the lamb and the rice.", "Serve."],
            ["2 medium onions, sliced", "3 tbsp sunflower oil", "1 kg lamb shoulder", "500 g long-grain rice"], "en")
        #expect(found == [[0, 1], [2, 3], []])
    }

    @Test func russianStepsMatchInflectedForms() {
        // "морковь" in the list, "моркови" and "морковью" in the steps; "муки" and "муку".
        let found = Self.uses(
            ["Натрите морковь и смешайте с мукой.", "Добавьте соль.", "Жарьте лук до золотистого цвета."],
            ["2 средние моркови", "200 г пшеничной муки", "1 ч. л. соли", "1 луковица"], "ru")
        #expect(found == [[0, 1], [2], [3]])
    }

    @Test func kazakhStepsMatchCaseEndings() {
        let found = Self.uses(["Пиязды тураңыз.", "Сәбізді қосыңыз."], ["2 пияз", "1 кг сәбіз"], "kk")
        #expect(found == [[0], [1]])
    }

    @Test func aStepTakingPartAndALaterStepTakingTheRest() {
        let texts = ["1 tbsp salt", "1 kg rice"]
        let steps = ["Soak the rice with 1 tsp of the salt.", "Cook the rice.", "Add the rest of the salt."]
        let lines = Self.lines(texts, "en")
        let parts = StepUses.portions(steps: steps, lines: lines, uses: [[0, 1], [1], [0]], language: "en")
        let tsp = Rational(1, 3)!  // 1 tsp in tablespoons
        #expect(parts[0] == [0: Quantity(tsp)])
        #expect(parts[1] == [:])
        #expect(parts[2] == [0: Quantity(Rational(2, 3)!)])
        let ru = StepUses.portions(
            steps: ["Добавьте 1 ч. л. соли.", "Добавьте оставшуюся соль."], lines: Self.lines(["1 ст. л. соли"], "ru"),
            uses: [[0], [0]], language: "ru")
        #expect(ru == [[0: Quantity(tsp)], [0: Quantity(Rational(2, 3)!)]])
    }

    /// The amounts of a step read by scalars (the fast way, for texts whose scalars are
    /// each a character) are those read by characters: on every line of the example's
    /// recipes and on steps with fractions, ranges, stops and other scripts.
    @Test func stepAmountsReadByScalarsAsByCharacters() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("content/recipes")
        var texts: [(String, String)] = [
            ("Add 1½ cups of the flour, 2 tbsp sugar and 1/2 tsp salt; then 3-4 eggs.", "en"),
            ("Whisk 200 ml milk then 1.5 tbsp butter and ½ tsp vanilla", "en"),
            ("Добавьте 1 ч. л. соли и 200 г муки, затем 2–3 ст. л. сахара; 0,5 л воды.", "ru"),
            ("Қосыңыз 2 ас қасық тұз және 300 г ұн", "kk"),
            ("Add 2 tbsp of crème fraîche, 1 cup café au lait", "en"),
            ("Add 2\r\n tbsp salt, 3 g e\u{301}pice", "en"),
            ("x2 tbsp, a3 g; 4 ⅓ cup and 5 ⅛ tsp", "en"),
        ]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".md") {
            let language = name.split(separator: ".").count == 3 ? String(name.split(separator: ".")[1]) : "en"
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(where: \.isNumber) { texts.append((String(line), language)) }
        }
        var simple = 0
        for (text, language) in texts {
            if StepUses.simpleScalars(text) != nil { simple += 1 }
            let fast = StepUses.clauses(in: text, language: language)
            let slow = StepUses.clausesByCharacters(in: text, language: language)
            #expect(fast.map(\.quantity) == slow.map(\.quantity), "\(text)")
            #expect(fast.map(\.unit.id) == slow.map(\.unit.id), "\(text)")
            #expect(fast.map(\.stems) == slow.map(\.stems), "\(text)")
            // The clauses' texts themselves (made from scalars, the stops searched by script).
            #expect(StepUses.clauseTexts(in: text) == StepUses.clauseTextsByCharacters(in: text), "\(text)")
        }
        #expect(texts.count > 300 && simple > texts.count * 9 / 10)
        #expect(StepUses.clauses(in: texts[0].0, language: "en").count == 4)
    }

    @Test func markerIsReadAndRemoved() {
        let marker = StepUses.marker(html: "<p>Mix everything. {uses=1, 3}</p>", text: "Mix everything. {uses=1, 3}")
        #expect(marker == StepUses.Marker(lines: [1, 3], html: "<p>Mix everything.</p>", text: "Mix everything."))
        #expect(StepUses.marker(html: "<p>Rest. {uses=}</p>", text: "Rest. {uses=}")?.lines == [])
        #expect(StepUses.marker(html: "<p>No marker.</p>", text: "No marker.") == nil)
    }

    static let site: [String: String] = [
        "/site/content/site.yaml": "title: Family Book\nlanguages: [en, ru]\n",
        "/site/content/recipes/soup.md": """
        ---
        title: Onion soup
        servings: 4
        ingredients: [3 onions, 1 l water, 2 tbsp butter, "a pinch of salt"]
        ---
        ## Steps

        1. Melt the butter and fry the onions for 20 minutes.
        2. Pour in the water. {uses=2}
        3. Season with salt.
        """,
    ]

    func file(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func recipePageCarriesStepIngredientsAndShoppingData() async {
        let result = await Builder.build(root: "/site", fileSystem: .memory(Self.site))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
        let page = file(result, "recipes/soup.html")
        #expect(page.contains(#"<ul class="step-uses" aria-label="Ingredients for this step"><li><span class="q" data-low="3" data-high="3" data-unit="" data-count="1">3</span>"#))
        // The marker: step 2 shows the water only, and the marker is gone.
        #expect(!page.contains("{uses="))
        let step2 = page.components(separatedBy: #"<li id="step-2">"#).last?.components(separatedBy: "</li>\n").first ?? ""
        #expect(step2.contains("1 l</span> water"))
        #expect(!step2.contains("onion"))
        // The shopping data: food, aisle, amounts as exact fractions, staples marked.
        #expect(page.contains(#"<script type="application/json" id="kitchen-recipe">{"slug":"soup","lang":"en","title":"Onion soup","path":"recipes/soup.html","base":4,"#))
        #expect(page.contains(#"{"t":"3 onions","n":"onion","k":"f:onion","a":"produce","pk":"onion","q":["3","3",""]}"#))
        #expect(page.contains(#""k":"f:salt","a":"spices","s":1"#))
        // The data files of each language, and the navigation.
        #expect(file(result, "kitchen/strings-ru.js").contains(#""nav_shopping":"Список покупок""#) == false)
        #expect(file(result, "kitchen/strings-ru.js").contains(#""kitchen_shopping_heading":"Список покупок""#))
        #expect(file(result, "kitchen/recipes-en.js").hasPrefix("/* cookbook"))
        #expect(file(result, "ru/shopping.html").contains("<h1>Список покупок</h1>"))
        #expect(page.contains(#"<a href="../shopping.html">Shopping list</a>"#))
        for name in ["shopping.html", "saved.html", "plan.html", "ru/plan.html"] { #expect(!file(result, name).isEmpty, "\(name)") }
    }

    /// The plan page's nutrition columns come from the data the build writes (the keys of
    /// each recipe's `per`), not from a list of plan.js's own.
    @Test func planNutrientsComeFromTheBuildData() async throws {
        let result = await Builder.build(root: "/site", fileSystem: .memory(Self.site))
        let keys = Nutrient.kitchenKeys
        #expect(keys == ["calories", "protein", "fat", "carbohydrate"])
        let list = "[" + keys.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        for language in ["en", "ru"] {
            #expect(file(result, "kitchen/strings-\(language).js").contains(#""nutrients":"# + list), "\(language)")
            for key in keys { #expect(file(result, "kitchen/strings-\(language).js").contains("\"kitchen_nutrient_\(key)\":"), "\(key)") }
        }
        // Each recipe's `per` holds those keys, in that order.
        let page = file(result, "recipes/soup.html")
        let per = try #require(page.components(separatedBy: #""per":{"#).dropFirst().first?.components(separatedBy: "}").first)
        let perKeys: [String] = per.split(separator: ",").map { pair in String(pair.split(separator: ":").first ?? "") }
        let quoted: [String] = keys.map { "\"" + $0 + "\"" }
        #expect(perKeys == quoted)
        guard case .bytes(let script)? = result.files.first(where: { $0.path == "assets/plan.js" })?.contents else {
            Issue.record("no plan.js")
            return
        }
        let text = String(decoding: script, as: UTF8.self)
        #expect(text.contains("K.nutrients"))
        #expect(!text.contains("\"carbohydrate\""))
    }
}
