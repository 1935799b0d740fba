import CookbookSupport
import CookbookNutrition

/// Diets and allergens derived from the flags of a recipe's ingredients, and the check
/// that a recipe's `diets` do not claim what its ingredients contradict.
enum DietAnalysis {
    /// What the ingredients allow and contain.
    struct Report: Sendable, Equatable {
        /// Diets every ingredient allows: vegan, vegetarian, pescatarian, gluten-free,
        /// dairy-free, egg-free, nut-free. Only claimed when `complete`.
        var diets: [Diet]
        /// Allergens present (gluten, dairy, egg, peanut, tree nuts, sesame, soy, fish, shellfish).
        var allergens: [FoodFlag]
        /// Every ingredient line was matched; otherwise an unknown ingredient may change both lists.
        var complete: Bool
    }

    /// The flags that rule out each diet that can be checked (`Diet.excludedFlags`).
    static let excluded: [(Diet, Set<FoodFlag>)] = Diet.allCases.compactMap { diet in diet.excludedFlags.map { (diet, $0) } }

    static let derivable = Diet.derivable

    /// The report for the matched foods of a recipe's lines: the union of their flags.
    static func report(flags: Set<FoodFlag>, complete: Bool) -> Report {
        let diets = complete ? derivable.filter { diet in excluded.first { $0.0 == diet }!.1.isDisjoint(with: flags) } : []
        return Report(diets: diets, allergens: FoodFlag.allergens.filter(flags.contains), complete: complete)
    }

    /// How a flag reads in a message: "'butter' (line 12) is dairy".
    static func describe(_ flag: FoodFlag) -> String {
        switch flag {
        case .meat: "is meat"
        case .pork: "is pork"
        case .beef: "is beef"
        case .poultry: "is poultry"
        case .fish: "is fish"
        case .shellfish: "is shellfish"
        case .dairy: "is dairy"
        case .egg: "contains egg"
        case .gluten: "contains gluten"
        case .peanut: "contains peanuts"
        case .treeNut: "contains tree nuts"
        case .sesame: "contains sesame"
        case .soy: "contains soy"
        case .alcohol: "contains alcohol"
        case .animalDerived: "is animal-derived"
        }
    }

    /// Errors `diet-contradiction` for every ingredient line that contradicts a diet the
    /// recipe claims, at the line: "'vegan' but 'butter' (line 12) is dairy". A line whose
    /// alternative suits the diet ("butter or oil") does not contradict it. Kosher also
    /// rules out meat together with dairy.
    static func contradictions(in recipe: Recipe, known: [SourceLocation: IngredientEntry?] = [:]) -> [Diagnostic] {
        contradictions(in: recipe) { line in known[line.location].map { $0?.flags } }
    }

    /// The same, a line's food asked of `knownFlags` first: the flags of the food found for
    /// it before (`.some(nil)`: none was found), nil when it was not looked for (the line
    /// is matched here). Only flags are kept per line, and a line's name is worked out
    /// only for a message.
    static func contradictions(in recipe: Recipe, knownFlags: (IngredientLine) -> Set<FoodFlag>??) -> [Diagnostic] {
        guard !recipe.diets.isEmpty else { return [] }
        struct Line { var line: IngredientLine; var flags: [Set<FoodFlag>] }
        var lines: [Line] = []
        for group in recipe.ingredients {
            for line in group.lines {
                guard let parsed = line.parsed else { continue }
                // Every option ([parsed] + its alternatives) must be matched, the line first.
                guard let first = knownFlags(line) ?? IngredientMatcher.match(line, language: recipe.language)?.entry.flags else { continue }
                var flags = [first]
                for alternative in parsed.alternatives {
                    guard let entry = IngredientMatcher.match(alternative, language: recipe.language)?.entry else { break }
                    flags.append(entry.flags)
                }
                guard flags.count == parsed.alternatives.count + 1 else { continue }
                lines.append(Line(line: line, flags: flags))
            }
        }
        func name(_ item: Line) -> String {
            let stripped = FoodReference.strip(item.line.parsed?.name ?? "")
            return stripped.isEmpty ? item.line.text : stripped
        }
        var diagnostics: [Diagnostic] = []
        for diet in recipe.diets {
            guard let banned = excluded.first(where: { $0.0 == diet })?.1 else { continue }
            for item in lines {
                // Every alternative must break the diet for the line to contradict it (asked
                // first with no set made: most lines of a recipe break none of its diets).
                guard item.flags.allSatisfy({ !$0.isDisjoint(with: banned) }) else { continue }
                let broken = item.flags.map { $0.intersection(banned) }
                guard broken.allSatisfy({ !$0.isEmpty }), let flag = FoodFlag.allCases.first(where: broken[0].contains) else { continue }
                diagnostics.append(
                    Diagnostic(
                        .error, "diet-contradiction",
                        "'\(diet.rawValue)' but '\(name(item))' (line \(item.line.location.line)) \(describe(flag))",
                        at: item.line.location,
                        hint: "remove '\(diet.rawValue)' from diets, or use another ingredient"))
            }
            if diet == .kosher {
                let meat = lines.first { $0.flags.allSatisfy { $0.contains(.meat) } }
                for item in lines where item.flags.allSatisfy({ $0.contains(.dairy) }) {
                    guard let meat else { break }
                    diagnostics.append(
                        Diagnostic(
                            .error, "diet-contradiction",
                            "'kosher' but '\(name(item))' (line \(item.line.location.line)) is dairy in a recipe with meat ('\(name(meat))', line \(meat.line.location.line))",
                            at: item.line.location, hint: "kosher cooking does not mix meat and dairy"))
                }
            }
        }
        return diagnostics
    }
}
