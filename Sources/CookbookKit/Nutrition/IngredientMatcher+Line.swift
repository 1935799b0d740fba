import CookbookNutrition
import CookbookQuantities

extension IngredientMatcher {
    /// The entry for a recipe's line: the food the author named (`IngredientLine.food`),
    /// else a match of its parsed text. Nil for an unknown named food or no match.
    static func match(_ line: IngredientLine, language: String) -> Match? {
        if let id = line.food {
            return IngredientDictionary.entry(id: id).map { Match(entry: $0, how: .explicit, matchedName: id) }
        }
        return match(line.parsed ?? IngredientLineParser.parse(line.text, language: language).value, language: language)
    }

    /// `match(line, language:)` with the answers worked out for the build.
    static func match(_ line: IngredientLine, language: String, answers: Answers) -> Match? {
        guard line.food == nil, let parsed = line.parsed else { return match(line, language: language) }
        return answers.match(parsed, language: language)
    }
}
