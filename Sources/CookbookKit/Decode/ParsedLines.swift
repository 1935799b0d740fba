import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// The ingredient lines of a build written more than once, each (its text and language)
/// parsed once: cookbooks repeat lines ("1 tsp salt", "2 eggs"), and a parse depends only on the
/// text and the language, except where its diagnostics point, which is moved to each
/// line's place (`parse(_:language:at:)`). Made whole before the recipes are decoded
/// (`of(_:config:)`, in parallel), then only read.
struct ParsedLines: Sendable {
    struct Key: Hashable, Sendable {
        var text: String
        var language: String
    }

    /// Each line parsed at `start`, with its number: the lines of the table are numbered
    /// from 0 in the order they were first written (`number`), so that the stages after the
    /// decoder can count the lines by number, not by hashing copies of their parsed form.
    var table: [Key: (parsed: ParsedIngredient, diagnostics: [Diagnostic], number: Int32)]

    /// The lines of the table by number, each parsed with its language.
    var byNumber: [(line: ParsedIngredient, language: String)] {
        var lines = [(line: ParsedIngredient, language: String)?](repeating: nil, count: table.count)
        for (key, entry) in table where entry.number >= 0 && Int(entry.number) < lines.count { lines[Int(entry.number)] = (entry.parsed, key.language) }
        return lines.compactMap { $0 }.count == lines.count ? lines.map { $0! } : []
    }

    static let none = ParsedLines(table: [:])

    /// Where the lines of the table were parsed: column 1 of line 1 of no file.
    static let start = SourceLocation(path: "", line: 1, column: 1)

    /// `IngredientLineParser.parse(text, language:, at: origin)`, from the table when the
    /// line is in it.
    func parse(_ text: String, language: String, at origin: SourceLocation) -> Outcome<ParsedIngredient> {
        parseNumbered(text, language: language, at: origin).outcome
    }

    /// `parse(_:language:at:)` with the line's number in the table (`noNumber` for a line
    /// not in it): equal numbers, equal text and language, so equal parsed lines.
    func parseNumbered(_ text: String, language: String, at origin: SourceLocation) -> (outcome: Outcome<ParsedIngredient>, number: Int32) {
        guard !table.isEmpty, let known = table[Key(text: text, language: language)] else {
            return (IngredientLineParser.parse(text, language: language, at: origin), Self.noNumber)
        }
        return (Outcome(known.parsed, known.diagnostics.map { Self.moved($0, to: origin) }), known.number)
    }

    /// The number of a line not in the table (written once, or not a plain line).
    static let noNumber: Int32 = -1

    /// A diagnostic of a line parsed at `start`, as parsing it at `origin` gives it: the
    /// parser's diagnostics are all on the line, at a column counted from its start.
    static func moved(_ diagnostic: Diagnostic, to origin: SourceLocation) -> Diagnostic {
        var moved = diagnostic
        moved.location = SourceLocation(path: origin.path, line: origin.line, column: origin.column + diagnostic.location.column - 1)
        return moved
    }

    /// The plain ingredient lines of a recipe's front matter as `RecipeDecoder.ingredientLines`
    /// will parse them, in the recipe's language. Only a guess made ahead: a line missed
    /// here is parsed by the decoder, one taken here that the decoder does not parse costs
    /// only its parse.
    static func keys(in parsed: ParsedRecipe, config: SiteConfig) -> [Key] {
        guard let front = parsed.frontMatter, let ingredients = front["ingredients"] else { return [] }
        var language = config.language
        if let written = front["language"]?.scalar?.trimmingSpaces(), config.languages.contains(written) { language = written }
        var lists: [YAMLNode] = []
        switch ingredients.kind {
        case .sequence: lists = [ingredients]
        case .mapping(let pairs): lists = pairs.map(\.value)
        case .scalar: break
        }
        var keys: [Key] = []
        for list in lists {
            guard case .sequence(let items) = list.kind else { continue }
            for item in items {
                guard let text = item.scalar else { continue }
                var trimmed = text.trimmingSpaces()
                if FoodReference.find(in: trimmed) != nil { trimmed = FoodReference.strip(trimmed) }
                if !trimmed.isEmpty { keys.append(Key(text: trimmed, language: language)) }
            }
        }
        return keys
    }

    /// The lines of `recipes` (parsed files that are recipes, not translations) that are
    /// written more than once, each parsed once, in parallel. A line written once is left
    /// to the decoder, as without the table (a cookbook whose lines all differ holds none).
    static func of(_ recipes: [ParsedRecipe], config: SiteConfig) async -> ParsedLines {
        await of(count: recipes.count, config: config) { recipes[$0] }
    }

    /// The same for the parsed files `0..<count` (`recipe` gives nil for a file that is
    /// not a recipe), the lines counted on every core (`RepeatedKeys`) and read from
    /// each file where it is, not copied into a list first.
    static func of(count: Int, config: SiteConfig, recipe: @escaping @Sendable (Int) -> ParsedRecipe?) async -> ParsedLines {
        let found = await RepeatedKeys.find(count: count) { index -> [(key: Key, payload: Bool)] in
            guard let parsed = recipe(index) else { return [] }
            return keys(in: parsed, config: config).map { (key: $0, payload: true) }
        }
        let repeated = found.map(\.key)
        // In chunks: one task per line would cost more than most lines take to parse.
        let chunks = stride(from: 0, to: repeated.count, by: 64).map { Array(repeated[$0..<min($0 + 64, repeated.count)]) }
        let parsed = await parallelMap(chunks) { chunk in
            chunk.map { key in IngredientLineParser.parse(key.text, language: key.language, at: start) }
        }
        var table: [Key: (parsed: ParsedIngredient, diagnostics: [Diagnostic], number: Int32)] = [:]
        table.reserveCapacity(repeated.count)
        for (number, (key, outcome)) in zip(repeated, parsed.joined()).enumerated() { table[key] = (outcome.value, outcome.diagnostics, Int32(number)) }
        return ParsedLines(table: table)
    }
}
