import CookbookQuantities
import CookbookSupport

extension IngredientMatcher {
    /// What `match(_:language:)` reads of a parsed line, and nothing else: two lines with
    /// the same question get the same answer ("2 onions" and "3 onions" ask the same).
    /// Keep it in step with `match` and `variantKind(of:)`: a field they start to read
    /// belongs here (`MatcherAnswersTests` compares the answers with `match` on every
    /// line of the example and the real-lines corpus).
    public struct Question: Hashable, Sendable {
        var language: String
        var name: String
        var note: String?
        var preparation: String?
        var container: String?
        var unit: String?
        /// The unit as written: peppercorns counted in `горошин` stay peppercorns.
        var unitText: String?
        /// `{food=id}` in the line's text (looked at after the name and the note).
        var textReference: String?
        var hasQuantity: Bool
        /// The amount of each of a count ("2 × 400 g"): `quantity.low` when there is a
        /// `multiplier` (a can's size), else nil.
        var eachAmount: Rational?
        var hasMultiplier: Bool

        public init(_ line: ParsedIngredient, language: String) {
            self.language = language
            name = line.name
            note = line.note
            preparation = line.preparation
            container = line.container
            unit = line.unit
            unitText = line.unitText
            textReference = line.text.utf8.contains(UInt8(ascii: "{")) ? FoodReference.find(in: line.text)?.id : nil
            hasQuantity = line.quantity != nil
            hasMultiplier = line.multiplier != nil
            eachAmount = line.multiplier != nil ? line.quantity?.low : nil
        }

        /// Hashed by the words and the language only: equal questions have them equal
        /// (equality still compares every field).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(note)
            hasher.combine(preparation)
            hasher.combine(unit)
            hasher.combine(language)
        }
    }

    /// The matcher's answers to a set of questions, each asked once: a build's lines
    /// repeat ("1 tsp salt", "2 eggs"), and an answer depends only on its question.
    /// Made whole before the recipes are read (no table filled as it goes).
    public struct Answers: Sendable {
        var answers: [Question: Match?]

        public static let none = Answers(answers: [:])

        public init(answers: [Question: Match?]) { self.answers = answers }

        /// The answers to the questions asked more than once by the lines `asked` gives for
        /// the items `0..<count` (a build's recipes), each worked out once by `solve` (e.g.
        /// in parallel) from the first line that asked it. A question asked once is left
        /// out: its line is matched where it is read, as without the table, so a build
        /// whose lines are all different holds no table. The questions are counted on
        /// every core (`RepeatedKeys`).
        public static func of(
            count: Int, asked: @escaping @Sendable (Int) -> [(line: ParsedIngredient, language: String)],
            solve: ([(line: ParsedIngredient, language: String)]) async -> [Match?]
        ) async -> Answers {
            // The lines are not carried along with their questions (a copy of each parsed
            // line): the first line of each repeated question is asked for again by its place.
            let repeated = await RepeatedKeys.find(count: count) { item in
                asked(item).map { (key: Question($0.line, language: $0.language), payload: true) }
            }
            // Each item's lines asked for once, however many repeated questions it asked
            // first (a recipe of thousands of lines would otherwise be made again for each).
            var firstLines: [(line: ParsedIngredient, language: String)] = []
            firstLines.reserveCapacity(repeated.count)
            var itemLines: (item: Int, lines: [(line: ParsedIngredient, language: String)])? = nil
            for question in repeated {
                if itemLines?.item != question.first.item {
                    itemLines = (question.first.item, asked(question.first.item))
                }
                firstLines.append(itemLines!.lines[question.first.index])
            }
            let found = await solve(firstLines)
            return Answers(answers: Dictionary(uniqueKeysWithValues: zip(repeated.map(\.key), found)))
        }

        /// The same for lines of which some are numbered: `numbered` are the distinct lines
        /// by number (a build's `ParsedLines`: equal numbers, equal lines), and `asked`
        /// gives for each item the numbers of its numbered lines and its other lines. The
        /// numbered lines are counted by number, not by hashing a question made for each;
        /// each number used makes its question once. A question is asked more than once
        /// when its numbers' counts and the other lines asking it add up to more than one,
        /// as when every line is counted by its question (`of(count:asked:solve:)`).
        public static func of(
            count: Int, numbered: [(line: ParsedIngredient, language: String)],
            asked: @escaping @Sendable (Int) -> (numbers: [Int32], others: [(line: ParsedIngredient, language: String)]),
            solve: ([(line: ParsedIngredient, language: String)]) async -> [Match?]
        ) async -> Answers {
            guard count > 0 else { return .none }
            // How many times each number is asked, counted in runs on every core.
            let runs = min(count, 16)
            let size = (count + runs - 1) / runs
            let ranges = stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
            let width = numbered.count
            let runCounts = await parallelMap(ranges) { range -> [Int32] in
                var counts = [Int32](repeating: 0, count: width)
                for item in range {
                    for number in asked(item).numbers where number >= 0 && Int(number) < width { counts[Int(number)] += 1 }
                }
                return counts
            }
            var byNumber = [Int](repeating: 0, count: width)
            for counts in runCounts { for (number, times) in counts.enumerated() where times > 0 { byNumber[number] += Int(times) } }
            // Each number asked makes its question once; questions of several numbers add up.
            var numberedQuestions: [Question: (count: Int, number: Int)] = [:]
            for (number, times) in byNumber.enumerated() where times > 0 {
                let line = numbered[number]
                numberedQuestions[Question(line.line, language: line.language), default: (0, number)].count += times
            }
            // The other lines by their question. One that a numbered line asks too is given
            // twice, so that any other line asking it makes it asked more than once.
            let known = numberedQuestions
            // Each key's payload is its line's place among the item's other lines.
            let others = await RepeatedKeys.find(count: count) { item -> [(key: Question, payload: Int)] in
                var keys: [(key: Question, payload: Int)] = []
                for (index, line) in asked(item).others.enumerated() {
                    let question = Question(line.line, language: line.language)
                    if known[question] != nil { keys.append((question, index)) }
                    keys.append((question, index))
                }
                return keys
            }
            var questions: [Question] = []
            var firstLines: [(line: ParsedIngredient, language: String)] = []
            for (question, seen) in numberedQuestions where seen.count > 1 {
                questions.append(question)
                firstLines.append(numbered[seen.number])
            }
            // Each item's other lines asked for once, however many repeated questions it asked first.
            var itemLines: (item: Int, lines: [(line: ParsedIngredient, language: String)])? = nil
            for question in others where numberedQuestions[question.key].map({ $0.count < 2 }) ?? true {
                if itemLines?.item != question.first.item {
                    itemLines = (question.first.item, asked(question.first.item).others)
                }
                questions.append(question.key)
                firstLines.append(itemLines!.lines[question.firstPayload])
            }
            let found = await solve(firstLines)
            return Answers(answers: Dictionary(uniqueKeysWithValues: zip(questions, found)))
        }

        /// The answer to `line`'s question: from the table, or worked out now.
        public func match(_ line: ParsedIngredient, language: String) -> Match? {
            guard !answers.isEmpty else { return IngredientMatcher.match(line, language: language) }
            if let known = answers[Question(line, language: language)] { return known }
            return IngredientMatcher.match(line, language: language)
        }
    }
}
