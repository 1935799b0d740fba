import CookbookQuantities

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
        /// `{food=id}` in the line's text (looked at after the name and the note).
        var textReference: String?
        var hasQuantity: Bool
        /// The amount of each of a count ("2 × 400 g"): `quantity.low` when there is a
        /// `multiplier` (a can's size), else nil.
        var eachAmount: Rational?
        var hasMultiplier: Bool
        /// The first line that asked (not part of the question): what `match` reads.
        let line: ParsedIngredient

        public init(_ line: ParsedIngredient, language: String) {
            self.line = line
            self.language = language
            name = line.name
            note = line.note
            preparation = line.preparation
            container = line.container
            unit = line.unit
            textReference = line.text.utf8.contains(UInt8(ascii: "{")) ? FoodReference.find(in: line.text)?.id : nil
            hasQuantity = line.quantity != nil
            hasMultiplier = line.multiplier != nil
            eachAmount = line.multiplier != nil ? line.quantity?.low : nil
        }

        public static func == (a: Question, b: Question) -> Bool {
            a.name == b.name && a.language == b.language && a.note == b.note && a.preparation == b.preparation
                && a.container == b.container && a.unit == b.unit && a.textReference == b.textReference
                && a.hasQuantity == b.hasQuantity && a.eachAmount == b.eachAmount && a.hasMultiplier == b.hasMultiplier
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(language)
            hasher.combine(note)
            hasher.combine(preparation)
            hasher.combine(container)
            hasher.combine(unit)
            hasher.combine(textReference)
            hasher.combine(hasQuantity)
            hasher.combine(eachAmount)
            hasher.combine(hasMultiplier)
        }
    }

    /// The answer to a question: `match` of the line that asked it.
    public static func match(question: Question) -> Match? { match(question.line, language: question.language) }

    /// The matcher's answers to a set of questions, each asked once: a build's lines
    /// repeat ("1 tsp salt", "2 eggs"), and an answer depends only on its question.
    /// Made whole before the recipes are read (no table filled as it goes).
    public struct Answers: Sendable {
        var answers: [Question: Match?]

        public static let none = Answers(answers: [:])

        public init(answers: [Question: Match?]) { self.answers = answers }

        /// The answers to `questions` (duplicates asked once), worked out by `solve` for
        /// groups of distinct questions, e.g. in parallel.
        public static func of(
            _ questions: [Question], solve: ([Question]) async -> [Match?]
        ) async -> Answers {
            var seen = Set<Question>()
            let distinct = questions.filter { seen.insert($0).inserted }
            let found = await solve(distinct)
            return Answers(answers: Dictionary(uniqueKeysWithValues: zip(distinct, found)))
        }

        /// The answer to `line`'s question: from the table, or worked out now.
        public func match(_ line: ParsedIngredient, language: String) -> Match? {
            guard !answers.isEmpty else { return IngredientMatcher.match(line, language: language) }
            if let known = answers[Question(line, language: language)] { return known }
            return IngredientMatcher.match(line, language: language)
        }
    }
}
