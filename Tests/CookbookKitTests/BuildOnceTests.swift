import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookNutrition
@testable import CookbookQuantities
@testable import CookbookSupport

/// The work a build does once for all recipes (issue #15): every distinct ingredient line
/// parsed once (`ParsedLines`), every distinct question to the matcher asked once
/// (`IngredientMatcher.Answers`), and nutrient amounts held in a fixed array. Each must
/// give what the work done line by line gives.
@Suite struct BuildOnceTests {
    /// Every ingredient line of the example cookbook and of the real-lines corpus, with
    /// its language.
    static let lines: [(text: String, language: String)] = {
        var lines: [(String, String)] = []
        for item in ExampleCookbook.items {
            for group in item.recipe.ingredients {
                for line in group.lines { lines.append((line.text, line.language.isEmpty ? item.recipe.language : line.language)) }
            }
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/real-lines")
        for language in ["en", "ru", "kk"] {
            guard let text = try? String(contentsOf: folder.appendingPathComponent("\(language).tsv"), encoding: .utf8) else { continue }
            for row in text.split(separator: "\n") where !row.hasPrefix("#") && !row.hasPrefix("id\t") {
                let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
                if columns.count > 2 { lines.append((String(columns[2]), language)) }
            }
        }
        return lines
    }()

    /// `text` with its first digit changed (another amount of the same line), or nil.
    static func otherAmount(_ text: String) -> String? {
        guard let digit = text.firstIndex(where: { ("1"..."8").contains($0) }) else { return nil }
        var changed = text
        changed.replaceSubrange(digit...digit, with: String(Int(String(text[digit]))! + 1))
        return changed
    }

    @Test func realLinesAreLoaded() {
        #expect(Self.lines.count > 1000)
    }

    /// The keys given more than once, counted on every core, are those counted item by
    /// item on one thread: the same keys in the order of their first places, with the same
    /// first and second places, payloads and counts (items of 0 to 30 keys from a few
    /// hundred, many repeated within an item and across items, in runs of every length).
    @Test func repeatedKeysAreThoseCountedOneByOne() async {
        var generator = QuantityRandom(state: 15)
        for (count, alphabet) in [(0, 10), (1, 3), (7, 5), (40, 50), (333, 400), (2_000, 30), (1_500, 100_000)] {
            let items: [[Int]] = (0..<count).map { _ in (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) } }
            var seen: [Int: (count: Int, first: (Int, Int), second: (Int, Int)?)] = [:]
            var order: [Int] = []
            for (item, keys) in items.enumerated() {
                for (index, key) in keys.enumerated() {
                    if var known = seen[key] {
                        known.count += 1
                        if known.second == nil { known.second = (item, index) }
                        seen[key] = known
                    } else {
                        seen[key] = (1, (item, index), nil)
                        order.append(key)
                    }
                }
            }
            let expected = order.filter { seen[$0]!.count > 1 }
            let found = await RepeatedKeys.find(count: items.count) { item in
                items[item].enumerated().map { (key: $0.element, payload: "\(item).\($0.offset)") }
            }
            #expect(found.map(\.key) == expected, "\(count) items")
            for repeated in found {
                let known = seen[repeated.key]!
                #expect(repeated.count == known.count)
                #expect(repeated.first == known.first && repeated.second == known.second!)
                #expect(repeated.firstPayload == "\(known.first.0).\(known.first.1)")
                #expect(repeated.secondPayload == "\(known.second!.0).\(known.second!.1)")
            }
        }
    }

    @Test func matcherAnswersAreTheMatchersOwn() async {
        let parsed = Self.lines.map { (IngredientLineParser.parse($0.text, language: $0.language).value, $0.language) }
        // The table is made from the lines as written and the same lines with other
        // amounts (the same question, asked by another line); it is asked about both.
        var asked = parsed
        for line in Self.lines {
            if let other = Self.otherAmount(line.text) { asked.append((IngredientLineParser.parse(other, language: line.language).value, line.language)) }
        }
        let questions = asked
        let answers = await IngredientMatcher.Answers.of(count: questions.count) {
            [questions[$0]]
        } solve: { lines in
            lines.map { IngredientMatcher.match($0.line, language: $0.language) }
        }
        // Only questions asked more than once are in the table; most lines of the
        // corpus are asked again by the copy with another amount.
        #expect(answers.answers.count > parsed.count / 2)
        #expect(answers.answers.count < asked.count / 2)
        var differing: [String] = []
        for (line, language) in asked {
            let direct = IngredientMatcher.match(line, language: language)
            if answers.match(line, language: language) != direct { differing.append(line.text) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    /// Items (recipes) of several lines: the answers are still the matcher's own, and each
    /// item's lines are asked for once while the repeated questions' first lines are
    /// gathered (not once per question it asked first: a long recipe was made again for each).
    @Test func matcherAnswersAskEachItemOnceForItsFirstLines() async {
        let parsed = Self.lines.map { (line: IngredientLineParser.parse($0.text, language: $0.language).value, language: $0.language) }
        // Items of 7 lines, each line given twice (in this item and the next).
        let items: [[(line: ParsedIngredient, language: String)]] = stride(from: 0, to: parsed.count, by: 7).map { start in
            Array(parsed[start..<min(parsed.count, start + 7)]) + Array(parsed[min(parsed.count, max(0, start - 7))..<start])
        }
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var calls = 0
            func add() { lock.lock(); calls += 1; lock.unlock() }
        }
        let counter = Counter()
        // The counting passes call `asked` once per item; gathering the repeated questions'
        // first lines must add at most one call per item.
        let answers = await IngredientMatcher.Answers.of(count: items.count) { item in
            counter.add()
            return items[item]
        } solve: { lines in
            lines.map { IngredientMatcher.match($0.line, language: $0.language) }
        }
        #expect(counter.calls <= 2 * items.count, "\(counter.calls) calls for \(items.count) items")
        #expect(answers.answers.count > parsed.count / 2)
        var differing: [String] = []
        for (line, language) in parsed where answers.match(line, language: language) != IngredientMatcher.match(line, language: language) {
            differing.append(line.text)
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    /// Counting the numbered lines by number (`Answers.of(count:numbered:asked:solve:)`)
    /// answers the same questions as counting every line by its question: lines that
    /// repeat have a number (as `ParsedLines` gives), every third line has none, and
    /// questions are shared across both ("2 onions" and "3 onions").
    @Test func matcherAnswersByNumberAreTheAnswersByQuestion() async {
        let parsed = Self.lines.map { (line: IngredientLineParser.parse($0.text, language: $0.language).value, language: $0.language) }
        // Items of 5 lines; every line is also given again two items on, so most repeat.
        let items: [[(line: ParsedIngredient, language: String)]] = stride(from: 0, to: parsed.count, by: 5).map { start in
            Array(parsed[start..<min(parsed.count, start + 5)]) + (start % 3 == 0 ? Array(parsed[max(0, start - 10)..<start].prefix(3)) : [])
        }
        // A number for each distinct text and language of a line not at a place divisible by 3.
        var numbers: [String: Int32] = [:]
        var numbered: [(line: ParsedIngredient, language: String)] = []
        for (index, line) in parsed.enumerated() where index % 3 != 0 && numbers[line.language + "\u{0}" + line.line.text] == nil {
            numbers[line.language + "\u{0}" + line.line.text] = Int32(numbered.count)
            numbered.append(line)
        }
        let table = numbers
        func solve(_ lines: [(line: ParsedIngredient, language: String)]) -> [IngredientMatcher.Match?] {
            lines.map { IngredientMatcher.match($0.line, language: $0.language) }
        }
        let byQuestion = await IngredientMatcher.Answers.of(count: items.count) {
            items[$0]
        } solve: {
            solve($0)
        }
        let byNumber = await IngredientMatcher.Answers.of(count: items.count, numbered: numbered) { item in
            var asked: [Int32] = []
            var others: [(line: ParsedIngredient, language: String)] = []
            for line in items[item] {
                if let number = table[line.language + "\u{0}" + line.line.text] { asked.append(number) } else { others.append(line) }
            }
            return (asked, others)
        } solve: {
            solve($0)
        }
        #expect(numbered.count > 100)
        #expect(byQuestion.answers.count > parsed.count / 10)
        #expect(Set(byNumber.answers.keys) == Set(byQuestion.answers.keys))
        var differing: [String] = []
        for (question, answer) in byQuestion.answers where byNumber.answers[question] != .some(answer) { differing.append(question.name) }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    @Test func parsedLinesAreTheParsersOwnAtEachPlace() async {
        let probes: [(String, String)] =
            Self.lines + [
                ("2 tbps sugar", "en"), ("1//2 cup flour", "en"), ("0 eggs", "en"), ("1,5 cups milk", "en"),
                ("2 ст. лж. сахара", "ru"), ("1/0 kg salt", "en"), ("▢ 2 cups flour (sifted", "en"),
            ]
        let table = ParsedLines(
            table: Dictionary(
                probes.map { (ParsedLines.Key(text: $0.0, language: $0.1), IngredientLineParser.parse($0.0, language: $0.1, at: ParsedLines.start)) }
                    .enumerated().map { ($0.element.0, ($0.element.1.value, $0.element.1.diagnostics, Int32($0.offset))) },
                uniquingKeysWith: { a, _ in a }))
        var differing: [String] = []
        var withDiagnostics = 0
        for (index, (text, language)) in probes.enumerated() {
            let origin = SourceLocation(path: "content/recipes/x\(index % 3).md", line: 3 + index % 40, column: 5 + index % 2)
            let direct = IngredientLineParser.parse(text, language: language, at: origin)
            let fromTable = table.parse(text, language: language, at: origin)
            if !direct.diagnostics.isEmpty { withDiagnostics += 1 }
            if fromTable.value != direct.value || fromTable.diagnostics != direct.diagnostics { differing.append(text) }
        }
        #expect(withDiagnostics >= 5)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    /// The keys taken ahead from a recipe's front matter are the lines its decoder
    /// parses, and decoding with the table gives the same recipe and diagnostics.
    @Test func parsedLinesKeysAreTheDecodersLines() async {
        let config = SiteConfig()
        let recipes = """
            title: Mixed
            ingredients:
              For the dough:
                - 2 cups flour
                - "1 tsp salt: fine"
                - 2 tbps sugar
                - 1 egg {food=egg}
              For the filling:
                - 2 cups flour
                - item: butter
                  amount: 50
                  unit: g
                - "  3 onions  "
                - 1 egg
                -   2 tbps sugar
            """
        let file = Fixture.file(Fixture.recipe(recipes))
        let parsed = RecipeParser.parse(file, allowRawHTML: false)
        #expect(
            ParsedLines.keys(in: parsed.value!, config: config).map(\.text) == [
                "2 cups flour", "1 tsp salt: fine", "2 tbps sugar", "1 egg", "2 cups flour", "3 onions", "1 egg", "2 tbps sugar",
            ])
        // Only lines written more than once are parsed ahead.
        let table = await ParsedLines.of([parsed.value!], config: config)
        #expect(Set(table.table.keys.map(\.text)) == ["2 cups flour", "2 tbps sugar", "1 egg"])
        var context = Fixture.context(config: config)
        let plain = RecipeFile.decode(file, parsed: parsed, context: context)
        context.lines = table
        let fromTable = RecipeFile.decode(file, parsed: parsed, context: context)
        #expect(fromTable.recipe == plain.recipe)
        #expect(fromTable.diagnostics == plain.diagnostics)
        // The misspelled unit, reported at each of its two lines (columns differ).
        let misspelled = plain.diagnostics.filter { $0.code == "unknown-unit" }.map(\.location)
        #expect(misspelled.count == 2 && Set(misspelled.map(\.column)).count == 2)
    }

    @Test func nutrientOrdinalsAreTheOrderOfTheCases() {
        #expect(Nutrient.allCases.count == Nutrient.count)
        for (index, nutrient) in Nutrient.allCases.enumerated() { #expect(nutrient.ordinal == index) }
        let set: NutrientSet = [.folate, .energy, .salt]
        #expect(Array(set) == [.energy, .salt, .folate])
        #expect(set.contains(.salt) && !set.contains(.fat) && set.count == 3)
        #expect((nil as NutrientAmounts?)?.partial ?? [] == NutrientSet([]))
    }

    /// Sums, scales and author values on the fixed array give what the dictionaries gave.
    @Test func fixedAmountsAddAndScaleAsDictionaries() {
        /// The sum as `NutrientAmounts.adding` made it with dictionaries.
        func added(_ a: [Nutrient: Double], _ aPartial: Set<Nutrient>, _ b: [Nutrient: Double], _ bPartial: Set<Nutrient>)
            -> ([Nutrient: Double], Set<Nutrient>)
        {
            var values = a
            var partial = aPartial
            for nutrient in Nutrient.allCases {
                switch (a[nutrient], b[nutrient]) {
                case let (x?, y?): values[nutrient] = x + y
                case (nil, let y?): values[nutrient] = y; partial.insert(nutrient)
                case (_?, nil): partial.insert(nutrient)
                case (nil, nil): break
                }
            }
            return (values, partial.union(bPartial))
        }
        let foods = IngredientDictionary.entries.prefix(60).map(\.food)
        var total = NutrientAmounts()
        var expected: ([Nutrient: Double], Set<Nutrient>) = ([:], [])
        for (index, food) in foods.enumerated() {
            let grams = Double(index * 37 % 500) + 0.25
            let amounts = food.nutrients(grams: grams)
            #expect(amounts.values == food.per100g.values.mapValues { $0 * (grams / 100) })
            expected = index == 0 ? (amounts.values, Set(amounts.partial)) : added(expected.0, expected.1, amounts.values, Set(amounts.partial))
            total = index == 0 ? amounts : total.adding(amounts)
            #expect(total.values == expected.0)
            #expect(Set(total.partial) == expected.1)
        }
        #expect(!total.partial.isEmpty)
        var serving = total.scaled(by: 1 / 4)
        serving.set(.fat, 12)
        #expect(serving[.fat] == 12 && serving.isComplete(.fat))
        #expect(serving == NutrientAmounts(serving.values, partial: Set(serving.partial)))
        // One value alone (a line's energy as the pages keep it) is that value in a table of one.
        for nutrient in [Nutrient.energy, .fat, .zinc] {
            #expect(NutrientAmounts(nutrient, 123.5) == NutrientAmounts([nutrient: 123.5]))
            #expect(NutrientAmounts(nutrient, 0)[nutrient] == 0 && NutrientAmounts(nutrient, 0).values.count == 1)
        }
        var cleared = serving
        cleared[set: .fat] = nil
        #expect(cleared[.fat] == nil && cleared.values.count == serving.values.count - 1 && cleared[.energy] == serving[.energy])
        #expect(serving != total)
    }
}
