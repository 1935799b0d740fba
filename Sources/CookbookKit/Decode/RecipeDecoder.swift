import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// Stage 3: the front matter tree and body of one recipe -> a typed `Recipe`,
/// with a diagnostic for every field that is missing, of the wrong type or
/// not allowed. Cross-recipe rules (duplicate slugs) live in `SiteValidator`.
public enum RecipeDecoder {
    static let fields = [
        "title", "slug", "summary", "author", "date", "image", "images", "category", "cuisine", "tags", "diets",
        "difficulty", "servings", "yield", "prep_time", "cook_time", "total_time", "equipment", "ingredients",
        "source", "nutrition", "cost", "rating", "featured", "draft", "language",
    ]
    static let fieldSet = Set(fields)

    /// Nutrient keys an author may override, with their unit (from `Nutrient`).
    static let nutritionKeys: [(key: String, unit: String)] = Nutrient.overridable.compactMap { nutrient in
        nutrient.overrideKey.map { ($0, nutrient.unit) }
    }

    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "svg", "avif", "heic", "heif"]

    public struct Context: Sendable {
        public var config: SiteConfig
        public var contentFiles: Set<String>
        public var escapingFiles: Set<String>
        /// The build's ingredient lines parsed ahead, each distinct one once (none: each
        /// line is parsed as it is decoded; the same result).
        var lines = ParsedLines.none
        public init(config: SiteConfig, contentFiles: Set<String>, escapingFiles: Set<String>) {
            self.config = config
            self.contentFiles = contentFiles
            self.escapingFiles = escapingFiles
        }
    }

    static func decode(_ parsed: ParsedRecipe, context: Context) -> Outcome<Recipe?> {
        decodeNumbered(parsed, context: context).outcome
    }

    /// `decode(_:context:)` with the number of each of the recipe's ingredient lines in
    /// `context.lines` (its groups' lines in order; `ParsedLines.noNumber` for a line not
    /// in the table): the nutrition stage counts the lines by number.
    static func decodeNumbered(_ parsed: ParsedRecipe, context: Context) -> (outcome: Outcome<Recipe?>, lineNumbers: [Int32]) {
        let path = parsed.file.displayPath
        guard let front = parsed.frontMatter, case .mapping = front.kind else {
            let at = parsed.frontMatter?.location ?? SourceLocation(path: path, line: 2, column: 1)
            let outcome = Outcome<Recipe?>(
                nil,
                [
                    Diagnostic(
                        .error, "wrong-type", "the front matter must be a mapping of fields ('title: ...')", at: at,
                        hint: "write one 'field: value' per line")
                ])
            return (outcome, [])
        }
        var r = FieldReader(front, path: path)
        let title = r.string("title", required: true)
        r.warnInvisible("title")
        let slug = decodeSlug(&r, file: parsed.file)
        let times = RecipeTimes(prep: duration(&r, "prep_time"), cook: duration(&r, "cook_time"), total: duration(&r, "total_time"))
        let parts = (times.prep ?? 0) + (times.cook ?? 0)
        if let total = times.total, total < parts, let node = r.value("total_time") {
            r.error("invalid-value", "'total_time' (\(DurationParser.human(total))) is shorter than prep_time + cook_time (\(DurationParser.human(parts)))", at: node)
        }
        // `language: ru`: an original written in another of the site's languages.
        var language = context.config.language
        if let written = r.string("language"), let node = r.value("language") {
            if context.config.languages.contains(written) {
                language = written
            } else {
                r.error(
                    "unknown-language", "'\(written)' is not one of the site's languages", at: node,
                    hint: "add it to 'languages' in content/site.yaml: [\((context.config.languages + [written]).joined(separator: ", "))]")
            }
        }
        var recipe = Recipe(
            sourcePath: parsed.file.displayPath,
            contentPath: parsed.file.contentPath,
            language: language,
            slug: slug ?? "",
            title: title ?? "",
            summary: r.string("summary"),
            author: r.string("author"),
            date: date(&r),
            images: images(&r, file: parsed.file, title: title ?? "", context: context),
            category: category(&r, config: context.config),
            cuisine: r.string("cuisine"),
            tags: tags(&r),
            diets: r.stringList("diets").compactMap { r.oneOf("diets", $0.0, at: $0.1, Diet.allCases) },
            difficulty: r.string("difficulty").flatMap { r.oneOf("difficulty", $0, at: r.value("difficulty")!, Difficulty.allCases) },
            servings: r.integer("servings", in: 1...1000),
            yield: r.string("yield"),
            times: times,
            equipment: r.stringList("equipment").map(\.0),
            ingredients: ingredients(&r, language: language, lines: context.lines, body: parsed.body, path: path),
            intro: parsed.body.intro,
            stepGroups: parsed.body.section(.steps)?.stepGroups.filter { !$0.steps.isEmpty || !$0.intro.isEmpty } ?? [],
            notes: parsed.body.section(.notes)?.items ?? [],
            tips: parsed.body.section(.tips)?.items ?? [],
            otherSections: parsed.body.sections.filter { $0.kind == .other },
            bodyImages: parsed.body.images.map(\.path),
            bodyImageUses: parsed.body.images,
            bodyLinks: parsed.body.links,
            source: source(&r),
            nutrition: nutrition(&r),
            cost: cost(&r),
            rating: rating(&r),
            featured: r.bool("featured") ?? false,
            draft: r.bool("draft") ?? false
        )
        // A recipe pasted in Russian or Kazakh into a cookbook of another default language,
        // without `language:`: its lines would be read with the default's rules.
        // Not on a site with another language written in Cyrillic (a Ukrainian or Kyrgyz
        // recipe looks Russian or Kazakh to the guess).
        if r.value("language") == nil, let titleNode = r.value("title"),
            !([language] + context.config.languages).contains(where: LanguageCode.isOtherCyrillic)
        {
            let texts = [recipe.title] + recipe.ingredients.flatMap { $0.lines.map(\.text) }
            if let guessed = LanguageCode.guess(fromScript: texts), guessed != language, guessed == "ru" || guessed == "kk" {
                let listed = context.config.languages.contains(guessed)
                r.warning(
                    "unmarked-language",
                    "the recipe looks written in \(languageName(guessed)) but is read as \(languageName(language)): its ingredient lines are read by \(languageName(language)) rules",
                    at: titleNode,
                    hint: listed
                        ? "add 'language: \(guessed)' to its front matter"
                        : "add 'language: \(guessed)' to its front matter and '\(guessed)' to 'languages' in content/site.yaml: [\((context.config.languages + [guessed]).joined(separator: ", "))]")
            }
        }
        recipe.authorLocation = r.value("author")?.location
        r.diagnostics += StepUses.check(recipe.allSteps, lineCount: recipe.ingredients.flatMap(\.lines).count, file: parsed.file)
        r.finish(known: fields, knownSet: fieldSet, what: "the recipe's front matter")
        if recipe.allSteps.isEmpty {
            let bodyLine = parsed.body.section(.steps)?.line
            let hint =
                bodyLine != nil
                ? "write each step as a numbered list item: '1. Heat the oil...'"
                // Not an ingredient list's heading ("## Ингредиенты"): that one has its own
                // error, and the steps are not under it.
                : parsed.body.sections.first(where: { $0.kind == .other && !SectionNames.isIngredients($0.title) }).map {
                    "found '## \($0.title)'; the steps go under '## \(SectionNames.stepsHeading(language: language))' as a numbered list"
                }
                    ?? "add a section '## \(SectionNames.stepsHeading(language: language))' with a numbered list: '1. Heat the oil...'"
            r.diagnostics.append(
                Diagnostic(
                    .error, "missing-steps", bodyLine == nil ? "the recipe has no steps" : "the Steps section has no list items",
                    at: SourceLocation(path: path, line: bodyLine ?? 1, column: 1), hint: hint))
        }
        return (Outcome(r.diagnostics.hasErrors ? nil : recipe, r.diagnostics), r.lineNumbers)
    }

    /// A language's English name in messages ("Russian (ru)"), its code for others.
    static func languageName(_ code: String) -> String {
        switch code {
        case "en": return "English (en)"
        case "ru": return "Russian (ru)"
        case "kk": return "Kazakh (kk)"
        default: return "'\(code)'"
        }
    }

    static func decodeSlug(_ r: inout FieldReader, file: SourceFile) -> String? {
        if let given = r.string("slug") {
            guard Slug.isValid(given) else {
                let problem = given.count > 100 ? "must be at most 100 characters long" : "must use lowercase letters a-z, digits and single hyphens"
                r.error(
                    "invalid-slug", "'slug' \(problem), not '\(given)'", at: r.value("slug")!,
                    hint: "for example: slug: \(Slug.isValid(Slug.make(given)) ? Slug.make(given) : "my-recipe")")
                return nil
            }
            return given
        }
        var name = String(file.contentPath.split(separator: "/").last ?? "")
        if name.hasSuffix(".md") { name.removeLast(3) }
        let made = Slug.make(name)
        if made.isEmpty {
            r.diagnostics.append(
                Diagnostic(
                    .error, "invalid-slug", "cannot make a page name from the file name '\(name)'",
                    at: SourceLocation(path: file.displayPath, line: 1, column: 1), hint: "add 'slug: my-recipe' to the front matter"))
            return nil
        }
        guard Slug.isValid(made) else {  // only too long: Slug.make makes nothing else invalid
            r.diagnostics.append(
                Diagnostic(
                    .error, "invalid-slug", "the page name made from the file name is longer than 100 characters",
                    at: SourceLocation(path: file.displayPath, line: 1, column: 1), hint: "add 'slug: my-recipe' to the front matter"))
            return nil
        }
        return made
    }

    static func duration(_ r: inout FieldReader, _ key: String) -> Int? {
        guard let text = r.string(key) else { return nil }
        guard let minutes = DurationParser.minutes(text) else {
            let hint = Int(text) != nil ? "add a unit: '\(text) min'" : "write a time like '45 min', '1 h 30 min' or 'PT1H30M'"
            r.error("invalid-time", "'\(key)' is not a time: '\(text)'", at: r.value(key)!, hint: hint)
            return nil
        }
        return minutes
    }

    static func date(_ r: inout FieldReader) -> RecipeDate? {
        guard let text = r.string("date") else { return nil }
        guard let date = RecipeDate.parse(text) else {
            r.error("invalid-date", "'date' must be a real date written YYYY-MM-DD, not '\(text)'", at: r.value("date")!, hint: "for example: date: 2024-03-21")
            return nil
        }
        return date
    }

    static func tags(_ r: inout FieldReader) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for (tag, node) in r.stringList("tags") {
            let slug = Slug.make(tag)
            if slug.isEmpty {
                r.error("invalid-value", "the tag '\(tag)' has no letters or digits", at: node)
            } else if !Slug.isValid(slug) {  // tags/<slug>.html: too long a name cannot be written
                r.error("invalid-value", "the tag is too long for a page name (over 100 letters and digits)", at: node)
            } else if seen.insert(slug).inserted {
                result.append(tag)
            } else {
                r.warning("duplicate-tag", "the tag '\(tag)' is given twice", at: node)
            }
        }
        return result
    }

    static func category(_ r: inout FieldReader, config: SiteConfig) -> String? {
        guard let name = r.string("category") else { return nil }
        guard !config.categories.isEmpty else {
            // The category's page is categories/<slug>.html: a name without letters would make "categories/.html".
            guard !Slug.make(name).isEmpty else {
                r.error("invalid-value", "the category '\(name)' has no letters or digits", at: r.value("category")!)
                return nil
            }
            guard Slug.isValid(Slug.make(name)) else {  // categories/<slug>.html
                r.error("invalid-value", "the category is too long for a page name (over 100 letters and digits)", at: r.value("category")!)
                return nil
            }
            return name
        }
        if let known = config.category(named: name) { return known.name }
        let names = config.categories.map(\.name)
        r.error(
            "unknown-category", "'\(name)' is not a category of this site", at: r.value("category")!,
            hint: Suggest.hint(for: name, in: names) ?? "the categories are listed in content/site.yaml: \(names.joined(separator: ", "))")
        return nil
    }

    static func ingredients(
        _ r: inout FieldReader, language: String, lines: ParsedLines = .none, body: MarkdownBody? = nil, path: String = ""
    ) -> [IngredientGroup] {
        guard let node = r.value("ingredients") else {
            // Copied from a site or a notebook: the list written in the body under
            // "## Ingredients" / "## Ингредиенты"; the error points at that heading.
            if let section = body?.sections.first(where: { $0.kind == .other && SectionNames.isIngredients($0.title) }) {
                r.diagnostics.append(
                    Diagnostic(
                        .error, "missing-field", "'ingredients' is required: the list under '## \(section.title)' is not read",
                        at: SourceLocation(path: path, line: section.line, column: 1),
                        hint:
                            "move the lines into the front matter as 'ingredients:' with one '  - 200 g flour' line each and delete the heading; 'cookbook import FILE --into SITE' converts such a file"
                    ))
                return []
            }
            _ = r.string("ingredients", required: true)
            return []
        }
        var groups: [IngredientGroup] = []
        let errorsBefore = r.diagnostics.filter { $0.severity == .error }.count
        switch node.kind {
        case .sequence:
            groups = [IngredientGroup(title: nil, lines: ingredientLines(node, reader: &r, language: language, lines: lines))]
        case .mapping(let pairs):
            for pair in pairs {
                let title = pair.key.scalar?.trimmingSpaces() ?? ""
                guard case .sequence = pair.value.kind else {
                    r.error("wrong-type", "the ingredient group '\(title)' must be a list", at: pair.value, hint: "write each ingredient on its own line starting with '- '")
                    continue
                }
                groups.append(IngredientGroup(title: title, lines: ingredientLines(pair.value, reader: &r, language: language, lines: lines)))
            }
        case .scalar:
            r.error("wrong-type", "'ingredients' must be a list, not a single value", at: node, hint: "write each ingredient on its own line starting with '- '")
        }
        if groups.allSatisfy({ $0.lines.isEmpty }), r.diagnostics.filter({ $0.severity == .error }).count == errorsBefore {
            r.error("missing-field", "'ingredients' is empty", at: node)
        }
        return groups
    }

    /// Each line parsed for its amount, unit and name (in the recipe's language); a
    /// mapping item is the structured form `{item, amount, unit, note, scale}`.
    static func ingredientLines(_ list: YAMLNode, reader r: inout FieldReader, language: String, lines: ParsedLines = .none) -> [IngredientLine] {
        guard case .sequence(let items) = list.kind else { return [] }
        return items.compactMap { item in
            if case .mapping = item.kind {
                let line = structuredLine(item, reader: &r, language: language)
                if line != nil { r.lineNumbers.append(ParsedLines.noNumber) }
                return line
            }
            guard let text = item.scalar else {
                r.error(
                    "wrong-type", "an ingredient must be one line of text, not \(item.kindName)", at: item,
                    hint: "quote a line that contains ': ', e.g. - \"salt: to taste\"")
                return nil
            }
            var trimmed = text.trimmingSpaces()
            // `{food=id}` names the food for nutrition; it is not part of what the page shows.
            let food = FoodReference.find(in: trimmed)?.id
            if food != nil { trimmed = FoodReference.strip(trimmed) }
            guard !trimmed.isEmpty else {
                r.error("empty-value", "empty ingredient line", at: item)
                return nil
            }
            // Columns inside the line are exact for plain scalars; a quoted line starts one further.
            var origin = item.location
            if case .scalar(_, .quoted) = item.kind { origin.column += 1 }
            let (parsed, number) = lines.parseNumbered(trimmed, language: language, at: origin)
            r.diagnostics += parsed.diagnostics
            r.lineNumbers.append(number)
            return IngredientLine(text: trimmed, location: item.location, parsed: parsed.value, food: food, language: language)
        }
    }

    static func structuredLine(_ item: YAMLNode, reader r: inout FieldReader, language: String) -> IngredientLine? {
        var sub = FieldReader(item, path: r.path)
        guard sub.value("item") != nil || (item.kind.pairs?.count ?? 0) > 1 else {
            // "- salt: to taste" is a line with an unquoted colon, not the structured form.
            r.error(
                "wrong-type", "an ingredient must be one line of text, not a mapping", at: item,
                hint: "quote a line that contains ': ', e.g. - \"salt: to taste\"; the structured form is {item: salt, amount: 1, unit: tsp}")
            return nil
        }
        let name = sub.string("item", required: true)
        let amount = sub.value("amount").flatMap { sub.text($0, field: "amount") }
        let unit = sub.value("unit").flatMap { sub.text($0, field: "unit") }
        let note = sub.string("note")
        let scale = sub.bool("scale") ?? true
        let food = sub.string("food").map { $0.trimmingSpaces().lowercased() }
        sub.finish(known: ["item", "amount", "unit", "note", "scale", "food"], what: "an ingredient")
        r.diagnostics += sub.diagnostics
        guard let name else { return nil }
        let parsed = ParsedIngredient.structured(
            item: name, amount: amount, unit: unit, note: note, pinned: !scale, language: language,
            itemAt: sub.value("item")?.location, amountAt: sub.value("amount")?.location,
            unitAt: sub.value("unit")?.location)
        r.diagnostics += parsed.diagnostics
        let text = [amount, unit, name].compactMap { $0 }.joined(separator: " ") + (note.map { ", " + $0 } ?? "")
        return IngredientLine(text: text, location: item.location, parsed: parsed.value, food: food, language: language)
    }

    static func source(_ r: inout FieldReader) -> String? {
        guard let url = r.string("source") else { return nil }
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), !url.contains(" "), url.count > 10 else {
            r.error("invalid-url", "'source' must be a web address starting with https:// or http://", at: r.value("source")!)
            return nil
        }
        return url
    }

    static func nutrition(_ r: inout FieldReader) -> [NutritionOverride] {
        guard let node = r.value("nutrition") else { return [] }
        guard case .mapping(let pairs) = node.kind else {
            r.error("wrong-type", "'nutrition' must be a mapping like 'calories: 420'", at: node)
            return []
        }
        let keys = nutritionKeys.map(\.key)
        var result: [NutritionOverride] = []
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            guard keys.contains(key) else {
                r.error("unknown-field", "unknown nutrient '\(key)'", at: pair.key, hint: Suggest.hint(for: key, in: keys) ?? "known: \(keys.joined(separator: ", "))")
                continue
            }
            guard let text = r.text(pair.value, field: "nutrition.\(key)") else { continue }
            guard let value = Decimal.parse(text), value.significand >= 0 else {
                r.error(
                    "invalid-value", "'nutrition.\(key)' must be a number of at least 0, not '\(text)'", at: pair.value,
                    hint: "give the number only; the unit is \(nutritionKeys.first { $0.key == key }!.unit) per serving")
                continue
            }
            result.append(NutritionOverride(key: key, value: value))
        }
        return result
    }

    static func cost(_ r: inout FieldReader) -> Cost? {
        guard let text = r.string("cost") else { return nil }
        let parts = text.split(separator: " ")
        guard parts.count == 2, let amount = Decimal.parse(String(parts[0])), amount.significand >= 0,
            parts[1].count == 3, parts[1].allSatisfy({ $0.isUppercase && $0.isASCII })
        else {
            r.error("invalid-value", "'cost' must be an amount and a currency code, like '12.40 EUR', not '\(text)'", at: r.value("cost")!)
            return nil
        }
        return Cost(amount: amount, currency: String(parts[1]))
    }

    static func rating(_ r: inout FieldReader) -> Rating? {
        guard let text = r.string("rating") else { return nil }
        guard let value = Decimal.parse(text)?.normalized, value.scale <= 1 else {
            r.error("invalid-value", "'rating' must be a number from 0 to 5 (halves allowed), not '\(text)'", at: r.value("rating")!)
            return nil
        }
        let tenths = value.scale == 0 ? value.significand * 10 : value.significand
        guard (0...50).contains(tenths), tenths % 5 == 0 else {
            r.error("invalid-value", "'rating' must be a number from 0 to 5 (halves allowed), not '\(text)'", at: r.value("rating")!)
            return nil
        }
        return Rating(halves: tenths / 5)
    }

    static func images(_ r: inout FieldReader, file: SourceFile, title: String, context: Context) -> [ImageRef] {
        var nodes: [YAMLNode] = []
        if let single = r.value("image") { nodes.append(single) }
        if let list = r.value("images") {
            if case .sequence(let items) = list.kind { nodes += items } else { nodes.append(list) }
        }
        var result: [ImageRef] = []
        for node in nodes {
            var src: YAMLNode?
            var alt: String?
            switch node.kind {
            case .scalar: src = node
            case .mapping:
                var sub = FieldReader(node, path: r.path)
                src = sub.value("src")
                if src == nil { _ = sub.string("src", required: true) }
                alt = sub.string("alt")
                sub.finish(known: ["src", "alt"], what: "an image")
                r.diagnostics += sub.diagnostics
            case .sequence:
                r.error("wrong-type", "'image' must be a path or a mapping with 'src' and 'alt'", at: node, hint: "use 'images:' for several images")
            }
            guard let src, let text = r.text(src, field: "image") else { continue }
            if let path = ImageResolver.resolve(text, from: file.contentPath, at: src, reader: &r, context: context) {
                result.append(ImageRef(path: path, alt: alt ?? title, location: src.location))
            }
        }
        return result
    }
}
