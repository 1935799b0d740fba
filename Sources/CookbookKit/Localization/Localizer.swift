import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// The site as seen in one language: its strings, its words for categories and
/// tags, and its recipes with their translated text.
struct LocalizedSite: Sendable {
    var language: String
    /// "" for the default language, "ru/" for the others.
    var prefix: String
    var strings: UIStrings
    var vocabulary: ContentVocabulary
    /// The recipes that exist in this language, sorted by title in it.
    var recipes: [Recipe]
    /// Which slugs each language of the site has, for the language switcher.
    var available: [String: Set<String>]
    var languages: [String]
    /// Each language's name in itself (`language_name` of its strings).
    var languageNames: [String: String]
    /// The plain interface strings, made once for every page of this language.
    var texts: [String: String] = [:]
}

/// Stage "enrich: localization": originals + translations -> one `LocalizedSite` per language.
enum Localizer {
    /// `recipes` by title (letter case aside), then slug: the order of the site's lists.
    /// Each title is lowercased once, not in every comparison of the sort (two lowercased
    /// strings per comparison, about 130,000 for 5,000 recipes, before every build's
    /// rendering and for each language).
    static func byTitle(_ recipes: [Recipe]) -> [Recipe] {
        recipes.map { (key: $0.title.lowercased(), recipe: $0) }
            .sorted { ($0.key, $0.recipe.slug) < ($1.key, $1.recipe.slug) }
            .map(\.recipe)
    }

    struct Input: Sendable {
        var config: SiteConfig
        var recipes: [Recipe]
        var translations: [RecipeTranslation]
        var strings: [String: UIStrings]
        var vocabularies: [String: ContentVocabulary]
        var displayPrefix: String = ""
    }

    /// Warnings for the categories, cuisines and tags of translated recipes that
    /// `content/i18n/<lang>.yaml` does not translate (they are shown untranslated).
    static func missingWords(in vocabulary: ContentVocabulary, language: String, recipes: [Recipe], config: SiteConfig, displayPrefix: String) -> [Diagnostic] {
        let at = SourceLocation(path: displayPrefix + "content/i18n/\(language).yaml", line: 1, column: 1)
        var missing: [String] = []
        let categories = Set(recipes.compactMap(\.category)).subtracting(vocabulary.categoryNames.keys)
        missing += categories.sorted().map { "category '\($0)'" }
        let cuisines = Set(recipes.compactMap(\.cuisine)).subtracting(vocabulary.cuisines.keys)
        missing += cuisines.sorted().map { "cuisine '\($0)'" }
        let tags = Set(recipes.flatMap(\.tags)).filter { vocabulary.tags[$0] == nil && vocabulary.tags[$0.lowercased()] == nil }
        missing += tags.sorted().map { "tag '\($0)'" }
        if vocabulary.title == nil, !recipes.isEmpty { missing.insert("the site's title", at: 0) }
        guard !missing.isEmpty else { return [] }
        let shown = missing.prefix(6).joined(separator: ", ") + (missing.count > 6 ? " and \(missing.count - 6) more" : "")
        return [
            Diagnostic(
                .warning, "missing-translation", "\(language) pages show these words untranslated: \(shown)", at: at,
                hint: "translate them in content/i18n/\(language).yaml (title, categories, cuisines, tags)")
        ]
    }

    static func localize(_ input: Input) -> Outcome<[LocalizedSite]> {
        var diagnostics: [Diagnostic] = []
        let config = input.config
        let byPath = Dictionary(input.recipes.map { ($0.contentPath, $0) }, uniquingKeysWith: { a, _ in a })
        var translated: [String: [String: RecipeTranslation]] = [:]  // language -> original path -> translation
        for translation in input.translations {
            let at = SourceLocation(path: translation.sourcePath, line: 1, column: 1)
            guard config.languages.contains(translation.language) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "unknown-language", "'\(translation.language)' is not one of the site's languages; this translation is skipped", at: at,
                        hint: "add it to 'languages' in content/site.yaml: [\((config.languages + [translation.language]).joined(separator: ", "))]"))
                continue
            }
            guard translation.language != config.language else {
                diagnostics.append(Diagnostic(.error, "translation-of-default", "'\(translation.language)' is the site's default language; the original is already in it", at: at))
                continue
            }
            guard let original = byPath[translation.originalPath] else {
                diagnostics.append(
                    Diagnostic(
                        .error, "orphan-translation", "there is no original recipe content/\(translation.originalPath) for this translation", at: at,
                        hint: "a translation plov.ru.md sits next to its original plov.md"))
                continue
            }
            diagnostics += TranslationChecker.compare(translation, with: original)
            translated[translation.language, default: [:]][translation.originalPath] = translation
        }
        var available: [String: Set<String>] = [:]
        let published = input.recipes.filter { !$0.draft }
        // An original written in another language than the default (`language: ru`) is in
        // every language's site: translated where a translation exists, else as written.
        func shownAsWritten(_ recipe: Recipe, in language: String) -> Bool {
            recipe.language != config.language && translated[language]?[recipe.contentPath] == nil
        }
        for language in config.languages {
            available[language] =
                language == config.language
                ? Set(published.map(\.slug))
                : Set((translated[language] ?? [:]).keys.compactMap { byPath[$0].flatMap { $0.draft ? nil : $0.slug } })
                    .union(published.filter { shownAsWritten($0, in: language) }.map(\.slug))
        }
        var sites: [LocalizedSite] = []
        for language in config.languages where language != config.language {
            let vocabulary = input.vocabularies[language] ?? ContentVocabulary()
            let used = published.filter { (available[language] ?? []).contains($0.slug) }
            diagnostics += missingWords(in: vocabulary, language: language, recipes: used, config: config, displayPrefix: input.displayPrefix)
        }
        for language in config.languages {
            guard let strings = input.strings[language] else { continue }
            let recipes: [Recipe]
            if language == config.language {
                recipes = published
            } else {
                recipes = published.compactMap { original in
                    if shownAsWritten(original, in: language) { return original }
                    return translated[language]?[original.contentPath].map { apply($0, to: original) }
                }
            }
            sites.append(
                LocalizedSite(
                    language: language, prefix: language == config.language ? "" : language + "/", strings: strings,
                    vocabulary: input.vocabularies[language] ?? ContentVocabulary(),
                    recipes: byTitle(recipes),
                    available: available, languages: config.languages,
                    languageNames: input.strings.mapValues { $0["language_name"] }, texts: strings.texts))
        }
        return Outcome(sites, diagnostics)
    }

    /// The original with the translation's words.
    static func apply(_ t: RecipeTranslation, to original: Recipe) -> Recipe {
        var recipe = original
        recipe.title = t.title
        recipe.summary = t.summary ?? original.summary
        if let alt = t.imageAlt, !recipe.images.isEmpty { recipe.images[0].alt = alt }
        if recipe.images.count > 0, t.imageAlt == nil, recipe.images[0].alt == original.title { recipe.images[0].alt = t.title }
        if let lines = t.ingredients {
            recipe.ingredients = lines
        } else {
            // The original's lines, with each food's name in the reader's language.
            for g in recipe.ingredients.indices {
                for l in recipe.ingredients[g].lines.indices {
                    let line = recipe.ingredients[g].lines[l]
                    guard let match = IngredientMatcher.match(line, language: original.language),
                        let name = match.entry.names[t.language]?.first
                    else { continue }
                    recipe.ingredients[g].lines[l].gloss = name
                }
            }
        }
        // A yield in words is in the original's language: without the translation's own,
        // the page shows none rather than another language's ("Выход: about 40 baursaks").
        if let yield = t.yield { recipe.yield = yield } else if original.yield.map(TranslationChecker.hasWords) == true { recipe.yield = nil }
        if let equipment = t.equipment { recipe.equipment = equipment }
        recipe.intro = t.intro
        recipe.stepGroups = t.stepGroups
        recipe.notes = t.notes
        recipe.tips = t.tips
        recipe.otherSections = t.otherSections
        recipe.bodyImages = t.bodyImages
        recipe.language = t.language
        return recipe
    }
}

/// Compares a translation's structure with its original, so a step or an ingredient
/// cannot go missing in one language.
enum TranslationChecker {
    static func compare(_ t: RecipeTranslation, with original: Recipe) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let at = SourceLocation(path: t.sourcePath, line: 1, column: 1)
        let steps = t.stepGroups.map(\.steps.count), originalSteps = original.stepGroups.map(\.steps.count)
        if steps != originalSteps {
            diagnostics.append(
                Diagnostic(
                    .warning, "translation-drift", "the steps differ from the original: \(describe(steps)) here, \(describe(originalSteps)) in \(original.sourcePath)", at: at,
                    hint: "step N of a translation should say what step N of the original says"))
        }
        for (name, here, there) in [("notes", t.notes.count, original.notes.count), ("tips", t.tips.count, original.tips.count)] where here != there {
            diagnostics.append(
                Diagnostic(
                    .warning, "translation-drift", "the \(name) differ from the original: \(here) here, \(there) in \(original.sourcePath)", at: at,
                    hint: "translate every one of them, in the same order"))
        }
        // Lists of words in the front matter: shown untranslated unless the translation gives them.
        if !original.equipment.isEmpty {
            if let equipment = t.equipment {
                if equipment.count != original.equipment.count {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "translation-drift", "the equipment differs from the original: \(equipment.count) here, \(original.equipment.count) in \(original.sourcePath)", at: at,
                            hint: "translate every item, in the same order"))
                }
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "untranslated-list", "the equipment list is not translated: the \(t.language) page would show \(original.equipment.joined(separator: ", "))", at: at,
                        hint: "add equipment: [...] to the front matter, in \(t.language), in the same order"))
            }
        }
        if t.yield == nil, let yield = original.yield, hasWords(yield) {
            diagnostics.append(
                Diagnostic(
                    .warning, "translation-drift", "the yield '\(yield)' of \(original.sourcePath) is not translated: the page shows none",
                    at: at, hint: "add 'yield:' in this language to the front matter"))
        }
        if let groups = t.ingredients {
            let counts = groups.map(\.lines.count), originalCounts = original.ingredients.map(\.lines.count)
            if counts == originalCounts {
                for (lines, originalLines) in zip(groups.map(\.lines), original.ingredients.map(\.lines)) {
                    for (line, originalLine) in zip(lines, originalLines) {
                        if let problem = amountDrift(line.parsed, originalLine.parsed) {
                            diagnostics.append(
                                Diagnostic(
                                    .warning, "translation-drift",
                                    "'\(line.text)' \(problem) '\(originalLine.text)' in \(original.sourcePath)",
                                    at: line.location, hint: "a translation must keep the original's amounts"))
                        }
                    }
                }
            } else {
                let line = groups.first?.lines.first?.location ?? at
                diagnostics.append(
                    Diagnostic(
                        .warning, "translation-drift", "the ingredients differ from the original: \(describe(counts, "line")) here, \(describe(originalCounts, "line")) in \(original.sourcePath)",
                        at: SourceLocation(path: t.sourcePath, line: line.line, column: 1),
                        hint: "translate every ingredient line, in the same order and groups"))
            }
        }
        return diagnostics
    }

    /// Text with letters (a yield such as "about 40 baursaks"), not only a number.
    static func hasWords(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Why two lines' amounts differ, or nil when they are the same after conversion
    /// (1 cup = 1 чашка, 1,5 л = 1.5 l, 2 ст. л. = 2 tbsp).
    static func amountDrift(_ a: ParsedIngredient?, _ b: ParsedIngredient?) -> String? {
        guard let a, let b else { return nil }
        switch (a.total, b.total) {
        case (nil, nil): return nil
        case (nil, _), (_, nil): return a.toTaste || b.toTaste ? nil : "has an amount where the original has none, or none where it has one:"
        case let (x?, y?):
            guard let left = base(x), let right = base(y) else { return nil }
            if left.dimension != right.dimension { return "measures something else than" }
            return left.low == right.low && left.high == right.high ? nil : "has another amount than"
        }
    }

    /// An amount in its dimension's base unit (g, ml, ...); plain counts stay counts.
    static func base(_ amount: Amount) -> (dimension: String, low: Rational, high: Rational)? {
        guard let id = amount.unit else { return ("count", amount.quantity.low, amount.quantity.high) }
        guard let unit = UnitTable.unit(id: id), unit.dimension != .temperature,
            let low = amount.quantity.low.multiplied(by: unit.factor), let high = amount.quantity.high.multiplied(by: unit.factor)
        else { return nil }
        return (unit.dimension.rawValue, low, high)
    }

    static func describe(_ counts: [Int], _ noun: String = "step") -> String {
        let total = counts.reduce(0, +)
        let text = "\(total) \(noun)\(total == 1 ? "" : "s")"
        return counts.count > 1 ? "\(text) in \(counts.count) groups (\(counts.map(String.init).joined(separator: ", ")))" : text
    }
}
