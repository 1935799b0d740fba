import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition

@Suite struct AmountMarkupTests {
    @Test(
        arguments: [
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
        let line = IngredientLine(
            text: "2 × 400 g cans chickpeas", location: SourceLocation(path: "p", line: 1, column: 1),
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
        #expect(
            StepMarkup.annotate(html, language: "en") == "<p>Add <span class=\"q\" data-low=\"1\" data-high=\"1\" data-unit=\"tsp\">1 tsp</span> of the salt &amp; bake at "
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

/// Issue 17: what the page can rewrite in steps, equipment and yields.
@Suite struct ScalingTextMarkupTests {
    @Test func aDimensionIsOneAmountThatNeverScales() {
        let marked = StepMarkup.annotate("<p>Roll it out, about 40 × 60 cm, very thin.</p>", language: "en")
        #expect(marked == "<p>Roll it out, about <span class=\"q\" data-low=\"60\" data-high=\"60\" data-unit=\"cm\" data-pinned=\"1\" data-dims=\"40|60\">40 × 60 cm</span>, very thin.</p>")
        #expect(StepMarkup.annotate("20x30x5 cm", language: "en").contains("data-dims=\"20|30|5\""))
    }

    @Test func aTemperatureWithItsOwnConversionIsOne() {
        let marked = StepMarkup.annotate("<p>Heat the oven to 175 °C (350 °F). Grease a tin.</p>", language: "ru")
        #expect(
            marked == "<p>Heat the oven to <span class=\"q\" data-low=\"175\" data-high=\"175\" data-unit=\"celsius\" data-pinned=\"1\""
                + " data-text=\"175 °C\" data-alt-low=\"350\" data-alt-high=\"350\" data-alt-unit=\"fahrenheit\" data-alt-text=\"350 °F\">175 °C (350 °F)</span>. Grease a tin.</p>")
        // Two temperatures of the same scale are two amounts.
        #expect(StepMarkup.annotate("between 165 °C (175 °C)", language: "en").components(separatedBy: "class=\"q\"").count == 3)
    }

    @Test func countedPiecesStayWholeAndTheFullStopStaysOutside() {
        #expect(
            StepMarkup.annotate("Cut it into 8 pieces. Roll each piece.", language: "en")
                == "Cut it into <span class=\"q\" data-low=\"8\" data-high=\"8\" data-unit=\"piece\" data-count=\"1\">8 pieces</span>. Roll each piece.")
        #expect(StepMarkup.annotate("Нарежьте на 4 шт.", language: "ru").hasSuffix(">4 шт</span>."))
        // A fraction of a count unit is not a count of pieces: halves, as in the list.
        #expect(!StepMarkup.annotate("Add ½ can.", language: "en").contains("data-count"))
    }

    @Test func amountsAfterOkoloAreMarkedGoverned() {
        #expect(StepMarkup.annotate("(около 450 г)", language: "ru").contains("data-governed=\"1\""))
        #expect(!StepMarkup.annotate("(about 450 g)", language: "en").contains("data-governed"))
    }

    @Test func numbersInWordsAreMarkedInStepsOnly() {
        let foods = StepMarkup.stems(of: ["garlic", "целые головки чеснока", "long-grain rice"])
        #expect(
            StepMarkup.annotate("<p>Push the two garlic heads into the rice.</p>", language: "en", words: foods)
                == "<p>Push the <span class=\"qw\">two</span> garlic heads into the rice.</p>")
        #expect(StepMarkup.annotate("<p>Утопите в рис обе головки чеснока.</p>", language: "ru", words: foods).contains("<span class=\"qw\">обе</span>"))
        #expect(StepMarkup.annotate("<p>Push the two garlic heads into the rice.</p>", language: "en") == "<p>Push the two garlic heads into the rice.</p>")
        // A number word that counts no food (a shape, a fold) is left alone.
        #expect(!StepMarkup.annotate("<p>Bring two opposite edges together.</p>", language: "en", words: foods).contains("qw"))
    }

    @Test func theYieldScalesWhenItCountsThings() {
        let baursaks = PageBuilder.yieldHTML("about 40 baursaks", language: "en")
        #expect(baursaks == "about <span class=\"q\" data-low=\"40\" data-high=\"40\" data-unit=\"\" data-count=\"1\">40</span> <span class=\"n\" data-forms=\"baursak|baursaks\" data-lang=\"en\">baursaks</span>")
        #expect(PageBuilder.yieldHTML("одна буханка 23 × 13 см", language: "ru").contains("data-dims=\"23|13\""))
        #expect(PageBuilder.yieldHTML("one large platter", language: "en") == "one large platter")
        #expect(PageBuilder.yieldHTML("<b>2</b> & more", language: "en").contains("&lt;b&gt;"))
    }

    /// The list item of an English ingredient line, as the recipe page shows it.
    func englishLineHTML(_ text: String) -> String {
        PageBuilder.ingredientLine(
            IngredientLine(
                text: text, location: SourceLocation(path: "x", line: 1, column: 1),
                parsed: IngredientLineParser.parse(text, language: "en").value, language: "en")
        ).html
    }

    @Test func aBracketHoldingOnlyAnAmountIsMarkedAsAnEquivalent() {
        let html = englishLineHTML
        let butter = html("115 g unsalted butter (½ cup), melted")
        #expect(butter.contains(" unsalted butter<span class=\"eq\"> (<span class=\"q\" data-density=\""))
        #expect(butter.hasSuffix(">½ cup</span>)</span>, melted"))
        #expect(!html("3 medium onions (about 450 g), sliced").contains("class=\"eq\""))
        #expect(!html("1 cup milk (240 ml)").contains("data-density"))
    }

    @Test func aCountUnitWrittenAfterTheNameStillScales() {
        let html = englishLineHTML
        // "2 bay leaves" is 2 of the unit leaf, written after the name: the number is marked
        // as a count and the noun takes its forms, as "2 eggs" does.
        #expect(IngredientLineParser.parse("2 bay leaves", language: "en").value.unit == "leaf")
        #expect(
            html("2 bay leaves")
                == "<span class=\"q\" data-low=\"2\" data-high=\"2\" data-unit=\"\" data-count=\"1\">2</span> bay <span class=\"n\" data-forms=\"leaf|leaves\" data-lang=\"en\">leaves</span>")
        #expect(html("2 whole heads garlic").hasPrefix("<span class=\"q\" data-low=\"2\" data-high=\"2\""))
    }

    @Test func dryFoodsByVolumeGetADensityLiquidsAndSpoonsDoNot() {
        func density(_ text: String, _ language: String = "en") -> String? {
            PageBuilder.ingredientLine(
                IngredientLine(
                    text: text, location: SourceLocation(path: "x", line: 1, column: 1),
                    parsed: IngredientLineParser.parse(text, language: language).value, language: language)
            ).density
        }
        let flour = density("1 1/2 cups all-purpose flour")
        #expect(flour != nil)
        #expect(flour.flatMap { Rational.parse($0) }.map { $0 > Rational(1, 2)! && $0 < Rational(6, 10)! } == true, "\(flour ?? "")")
        #expect(density("1 cup whole milk") == nil)
        #expect(density("2 tbsp sugar") == nil)
        #expect(density("200 g sugar") == nil)
        #expect(density("1 стакан сахара", "ru") != nil)
    }

    /// A line's food read from the facts the build worked out (`Site.facts`) gives the
    /// same view as matching the line again, for every line of the example cookbook; facts
    /// about another line or language are not used.
    @Test func lineViewsFromFactsAreTheLinesMatchedAgain() {
        var volumeLines = 0
        for item in ExampleCookbook.items {
            let facts = RecipeFacts.make(item.recipe, nutrition: nil, originalLanguage: nil).lines
            let lines = item.recipe.ingredients.flatMap(\.lines)
            #expect(facts.count == lines.count)
            for (line, fact) in zip(lines, facts) {
                let known = PageBuilder.ingredientLine(line, known: fact), matched = PageBuilder.ingredientLine(line)
                #expect(known.html == matched.html && known.density == matched.density, "\(item.path): \(line.text)")
                if matched.density != nil { volumeLines += 1 }
            }
        }
        #expect(volumeLines > 0)
        // Facts of another line, or matched in another language, are not this line's.
        let flour = IngredientLine(
            text: "1 cup flour", location: SourceLocation(path: "x", line: 1, column: 1),
            parsed: IngredientLineParser.parse("1 cup flour", language: "en").value, language: "en")
        let flourID = PageBuilder.food(of: flour, language: "en", known: nil)?.id
        let other = IngredientDictionary.all.first { $0.id != flourID }!.id
        var wrong = LineFacts(food: other, location: flour.location, text: flour.text, matchedIn: "en")
        #expect(PageBuilder.food(of: flour, language: "en", known: wrong)?.id == other)
        wrong.text = "1 cup milk"
        #expect(PageBuilder.food(of: flour, language: "en", known: wrong)?.id == flourID)
        wrong.text = flour.text
        wrong.matchedIn = "ru"
        #expect(PageBuilder.food(of: flour, language: "en", known: wrong)?.id == flourID)
    }

    /// The ASCII shortcuts of `split` answer as the character sets do, for every ASCII
    /// character and the sets' own characters (and a digit with a combining mark).
    /// The short line under a step, cut on an ASCII text's bytes, is the cut by characters.
    @Test func shortLineCutOnBytesMatchesCharacters() {
        let texts = ["", " ", "1 kg long-grain rice, rinsed", "3 onions (about 450 g) , sliced", "  a  (b (c) d) e;f ", "x)y(z", "salt\r\n pepper"]
        for text in texts { #expect(PageBuilder.shortLineCutASCII(text) == PageBuilder.shortLineCut(text), "\(text)") }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("a (),; b\t".unicodeScalars)
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<16, using: &generator) { view.append(alphabet.randomElement(using: &generator)!) }
            let text = String(view)
            #expect(PageBuilder.shortLineCutASCII(text) == PageBuilder.shortLineCut(text), "\(text)")
        }
        #expect(PageBuilder.shortLineCutASCII("crème, fraîche") == nil)
    }

    /// `AmountMarkup.split` on the bytes of an ASCII text gives what the character way gives,
    /// for every unit and both kinds of amount; other texts are left to the character way.
    @Test func splitOnBytesMatchesCharacters() {
        let texts = [
            "", "salt to taste", "1 1/2 cups milk", "juice of 1/2 lemon", "2 x 400 g cans chickpeas", "2 - 3 cloves garlic, crushed",
            "3 onions (about 450 g)", "1,5 kg beef", "100g butter", "1h", "12-", "a 2, b", "2 Tbsp. oil", "1 cup", "1  cup flour",
        ]
        for text in texts {
            for unit in [nil, "", "cups", "g", "Tbsp.", "cup", "x"] {
                for first in [false, true] {
                    let fast = AmountMarkup.splitASCII(text, unitText: unit, firstNumber: first)
                    #expect(fast != nil, "\(text)")
                    #expect(fast ?? nil == AmountMarkup.splitCharacters(text, unitText: unit, firstNumber: first), "\(text) \(unit ?? "-") \(first)")
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123 1/2.,-x gcupa".unicodeScalars)
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<14, using: &generator) { view.append(alphabet.randomElement(using: &generator)!) }
            let text = String(view)
            let unit = ["g", "cup", nil, "1"].randomElement(using: &generator)!
            let first = Bool.random(using: &generator)
            #expect(
                AmountMarkup.splitASCII(text, unitText: unit, firstNumber: first) ?? nil
                    == AmountMarkup.splitCharacters(text, unitText: unit, firstNumber: first), "\(text)")
        }
        // Not ASCII, or a carriage return: the character way.
        for text in ["½ cup milk", "2 × 400 g", "1 стакан", "1 cup\r\n milk"] { #expect(AmountMarkup.splitASCII(text, unitText: nil, firstNumber: false) == nil) }
        #expect(AmountMarkup.splitASCII("1 cup", unitText: "ст.", firstNumber: false) == nil)
        #expect(AmountMarkup.split("2 × 400 g cans", unitText: nil, firstNumber: true)?.amount == "2")
    }

    @Test func asciiShortcutsMatchTheSets() {
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + Array(AmountMarkup.numberScalars) + ["1\u{301}", "é", "х", "\r\n"]
        for c in characters {
            #expect(AmountMarkup.isStart(c) == AmountMarkup.startScalars.contains(c), "\(c)")
            #expect(AmountMarkup.isNumberPart(c) == AmountMarkup.numberScalars.contains(c), "\(c)")
        }
    }

    /// `PageBuilder.root` climbs once per folder, as splitting the path would count them.
    @Test func rootCountsFoldersAsSplitDoes() {
        for path in ["index.html", "recipes/plov.html", "ru/recipes/plov.html", "a//b/c.html", "/x/y.html", "ru/", "a/b/"] {
            #expect(PageBuilder.root(path) == String(repeating: "../", count: path.split(separator: "/").count - 1), "\(path)")
        }
    }

    /// The byte path of `containsNumberWord` answers as splitting the lowercased text does,
    /// or leaves it to that (nil); the character starts slice the text as joining does.
    @Test func numberWordsByBytesMatchTheSplit() {
        func general(_ text: String, _ list: Set<String>) -> Bool {
            text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { list.contains(String($0)) }
        }
        let texts = [
            "Add two eggs.", "Add TWO eggs", "often tender", "two", "two°", "°two", "two\u{301} eggs", "тwo", "twoé", "éthree",
            "Bake at 180 °C for ten minutes", "\u{212A}", "t\u{212A}o", "two\r\nthree", "x-two-y", "", "dozen.", "Both",
            "Возьмите две луковицы", "две", "екі жұмыртқа", "no number here", "twelve½", "\u{0600}two", "two\u{200D}",
            "the ten TEN tenth Twelve twelves", "dozendozendozendozen two", "twotwotwotwotwotwo", "sixteenletterswd eleven",
        ]
        for language in ["en", "ru", "kk"] {
            let list = StepMarkup.words(of: language)
            for text in texts {
                if let byBytes = StepMarkup.containsNumberWordByBytes(text, list: list) {
                    #expect(byBytes == general(text, list), "\(language) \(text)")
                }
                #expect(StepMarkup.containsNumberWord(text, language: language) == general(text, list), "\(language) \(text)")
            }
        }
        #expect(StepMarkup.containsNumberWordByBytes("Add two eggs.", list: StepMarkup.words(of: "en")) == true)
        #expect(StepMarkup.containsNumberWordByBytes("often tender, 180 °C", list: StepMarkup.words(of: "en")) == false)
        for text in ["1 1/2 cups milk", "e\u{301}2 x", "две 2", "\r\n½", ""] {
            let (chars, starts) = AmountMarkup.characters(of: text)
            #expect(chars == Array(text) && starts.count == chars.count + 1)
            for a in 0...chars.count { for b in a...chars.count { #expect(String(text[starts[a]..<starts[b]]) == String(chars[a..<b])) } }
        }
    }

    /// Texts mixing the scalars `characters(of:)`, `lowercaseScalars` and the temperature
    /// pre-check read on a fast path with the ones that send them the long way.
    static let mixedTexts = [
        "1 1/2 cups milk", "Bake at 180 °C (350 °F) for 20–25 minutes.", "½ tsp salt, ⅓ cup “good” oil…",
        "1,5 кг баранины, 2 ст. л. МАСЛА", "Ёлка ЁЖ ѐ Ѐ", "e\u{301}2 x", "x\u{200D}2", "\r\n½ 2", "1\r2", "Σ 2 ΟΔΟΣ",
        "İ 2 DEGREES", "5 \u{212A} 3", "2\u{FE0F} eggs", "🇰🇿 2", "한 2", "100 ℃ and 212 ℉", "180º", "180˚ C", "", "2",
        "1\u{0483}2", "Cafe\u{301} 2 x", "2 ½", "€ 2 £ 3 ¥", "40 × 60 cm ⁄ 3",
    ]

    @Test func charactersOnTheScalarPathMatchTheCharacters() {
        for text in Self.mixedTexts {
            let (chars, starts) = AmountMarkup.characters(of: text)
            #expect(chars == Array(text), "\(text)")
            #expect(starts == Array(text.indices) + [text.endIndex], "\(text)")
        }
        for value in [0x41, 0xBD, 0x2FF, 0x300, 0x430, 0x483, 0x489, 0x48A, 0x2013, 0x200D, 0x2153, 0x212A, 0x0D] {
            let scalar = Unicode.Scalar(UInt32(value))!
            if AmountMarkup.isWholeCharacter(scalar) {
                #expect(!scalar.properties.isGraphemeExtend && scalar.properties.canonicalCombiningClass == .notReordered, "\(value)")
            }
        }
    }

    @Test func lowercaseScalarsMatchLowercased() {
        for text in Self.mixedTexts + ["ABCxyz", "ПЛОВ Ёж Ђ", "ÀÉÎ ǅ ẞ"] {
            #expect(StepMarkup.lowercaseScalars(text) == Array(text.lowercased().unicodeScalars), "\(text)")
        }
    }

    @Test func temperaturePrecheckNeverHidesATemperature() {
        for language in ["en", "ru", "kk"] {
            for text in Self.mixedTexts + ["Heat to 180 Degrees Celsius.", "до 180 ГРАДУСОВ", "at 180 dEgReEs F", "180 ddegree"] {
                if !TemperatureFinder.find(in: text, language: language).isEmpty { #expect(TemperatureFinder.mayHoldUnit(text), "\(text)") }
            }
        }
        #expect(TemperatureFinder.find(in: "Heat to 180 Degrees Celsius.", language: "en").map(\.unit) == ["celsius"])
        #expect(TemperatureFinder.find(in: "до 180 ГРАДУСОВ", language: "ru").map(\.unit) == ["celsius"])
        #expect(!TemperatureFinder.mayHoldUnit("Simmer for 10 minutes, stirring 2 times."))
        #expect(!TemperatureFinder.mayHoldUnit("Варите 10 минут"))
    }

    @Test func numbersWrittenOnBytesMatchTheStringWay() {
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -0.004, -0.005, -1.25, 12.345, 99.995, 100, 1e6 + 0.25, 123_456.789, 8.9e14, 9.5e15, .nan, .infinity]
        var x = 0.000_137
        while x < 2e7 {
            values.append(x)
            values.append(-x)
            x = x * 1.37 + 0.011
        }
        for value in values {
            for decimals in -1...6 {
                for trim in [false, true] {
                    let expected = value.isFinite ? NutritionFormat.longNumber(value, decimals: decimals, trim: trim) : "0"
                    #expect(NutritionFormat.number(value, decimals: decimals, trim: trim) == expected, "\(value) \(decimals) \(trim)")
                }
            }
        }
        #expect(NutritionFormat.number(12.5, decimals: 2) == "12.50")
        #expect(NutritionFormat.number(12.5, decimals: 2, trim: true) == "12.5")
        #expect(NutritionFormat.number(-0.001, decimals: 1, trim: true) == "0")
    }

    @Test func countFilledOnBytesMatchesReplacing() {
        for text in ["{n} servings", "на {n} порцию", "{n}", "no count", "{n}{n} and {n}", "{n}\u{301} x", "\u{0E33}{n}", "{{n}}", "{n", "Ёж {n}ж"] {
            #expect(UIStrings.fillingCount(text, 12) == text.replacing("{n}", with: "12"), "\(text)")
        }
    }

    /// `annotate` checks the step's HTML for number words once when its bytes tell none
    /// (`surelyNoNumberWord`) and then marks the text runs without them: the same HTML as
    /// marking each run with the words, as it did (each run checked on its own).
    @Test func numberWordsCheckedOnceForTheStep() {
        func runByRun(_ html: String, _ language: String, _ words: Set<String>) -> String {
            var out = ""
            var run = ""
            var inTag = false
            for c in html {
                if !inTag, c == "<" {
                    out += StepMarkup.mark(run, language: language, words: words)
                    run = "<"
                    inTag = true
                } else if inTag, c == ">" {
                    out += run + ">"
                    run = ""
                    inTag = false
                } else {
                    run.append(c)
                }
            }
            return out + (inTag ? run : StepMarkup.mark(run, language: language, words: words))
        }
        let htmls = [
            "<p>Add the two garlic heads and 2 tbsp oil.</p>", "<p>Crush <strong>two</strong> garlic cloves.</p>",
            "<p>Fry the onions for 10 minutes.</p>", "<p>Add <em>both</em> onions, then 1 tsp salt</p>",
            "<p>Take three onions, 5 \u{212A} garlic</p>", "<p>Возьмите две головки чеснока и 2 ст. л. масла.</p>",
            "<p>екі жұмыртқа, 200 г ұн</p>", "<p>two\u{301} garlic heads, 3 cups</p>", "<a href=\"two\">2 garlic</a> three garlic",
            "plain text, no tags, two garlic heads and 1 cup", "<p>twelve½ garlic</p>", "",
        ]
        for language in ["en", "ru", "kk"] {
            let words = StepMarkup.stems(of: ["garlic", "onion", "чеснок", "жұмыртқа"])
            for html in htmls {
                #expect(StepMarkup.annotate(html, language: language, words: words) == runByRun(html, language, words), "\(language) \(html)")
            }
            #expect(StepMarkup.surelyNoNumberWord("<p>Fry for 10 minutes.</p>", language: language))
        }
        #expect(!StepMarkup.surelyNoNumberWord("<p>Crush <b>two</b> cloves</p>", language: "en"))
        #expect(StepMarkup.annotate("<p>Crush two garlic cloves</p>", language: "en", words: StepMarkup.stems(of: ["garlic"])) == "<p>Crush <span class=\"qw\">two</span> garlic cloves</p>")
    }

    /// `mayHoldAmount` on the bytes answers as the scalars' `mayStartAmount` does: every
    /// scalar around the byte values it looks for, alone and among others.
    @Test func amountStartsByBytes() {
        var texts = Self.mixedTexts + ["no digits here", "¼", "¾ cup", "»", "¿", "Á", "\u{2150}", "\u{215E}", "\u{215F}", "\u{214F}", "\u{2185}", "Ⅰ", "…", "—"]
        for value in Array(0x20...0x3F) + Array(0xA0...0xC0) + Array(0x2140...0x2160) + [0x3050, 0x0850, 0xE2, 0x85] {
            if let scalar = Unicode.Scalar(UInt32(value)) { texts += [String(scalar), "a" + String(scalar) + "b"] }
        }
        for text in texts {
            #expect(StepMarkup.mayHoldAmount(text) == text.unicodeScalars.contains(where: StepMarkup.mayStartAmount), "\(text.unicodeScalars.map { $0.value })")
        }
        #expect(StepMarkup.mayHoldAmount("Bake ½ hour") && StepMarkup.mayHoldAmount("x 2") && !StepMarkup.mayHoldAmount("Bake » hour"))
    }
}
