import CookbookKit
import CookbookSupport
import CookbookNutrition
import CookbookQuantities
import Foundation

/// One file `cookbook import` would write, relative to the cookbook folder.
public struct PlannedFile: Sendable, Equatable {
    public var path: String
    public var bytes: [UInt8]
}

/// What became of one imported recipe.
public struct PlannedRecipe: Sendable {
    public var origin: String
    public var slug: String
    /// `content/recipes/<slug>.md`, then its translations and images.
    public var files: [PlannedFile] = []
    /// `source field -> front matter field` lines for the report.
    public var became: [String] = []
    public var dropped: [String] = []
    public var kept: [String] = []
    /// Ingredient lines with their line number in the written file and their language.
    public var lines: [(path: String, line: Int, text: String, language: String)] = []
}

/// Turns `ImportedRecipe`s into recipe files in the documented format
/// (docs/recipe-format.md): front matter with every string double-quoted and escaped,
/// a `## Steps` body, translations as `<slug>.<lang>.md`, pictures copied into
/// `content/images/`. The same recipes give the same bytes.
public enum RecipeFileWriter {
    public struct Settings: Sendable {
        /// The cookbook's default language (site.yaml `language`).
        public var siteLanguage: String = "en"
        /// `--language`: the language of recipes whose source does not say.
        public var language: String?
        /// Every language of the site (site.yaml `languages`).
        public var siteLanguages: [String] = ["en"]
        /// The site's categories when site.yaml lists them (a recipe's must be one of them).
        public var categories: [String]?
        public var limits = ImportLimits()
        public init(siteLanguage: String = "en", language: String? = nil) {
            self.siteLanguage = siteLanguage
            self.language = language
        }
    }

    /// Plans every recipe; slugs are unique among them (`plov`, `plov-2`), in order.
    /// Recipes without a title, ingredients or steps are refused (returned in `refused`).
    public static func plan(_ recipes: [ImportedRecipe], settings: Settings) -> (planned: [PlannedRecipe], refused: [ImportProblem]) {
        var taken = Set<String>()
        var titles = Set<String>()
        var planned: [PlannedRecipe] = []
        var refused: [ImportProblem] = []
        for recipe in recipes {
            var missing: [String] = []
            if recipe.title.trimmingCharacters(in: .whitespaces).isEmpty { missing.append("title") }
            if recipe.ingredientGroups.allSatisfy({ $0.lines.isEmpty }) { missing.append("ingredients") }
            if recipe.stepSections.allSatisfy({ $0.steps.isEmpty }) { missing.append("steps") }
            if !missing.isEmpty {
                refused.append(
                    ImportProblem(
                        origin: recipe.origin, message: "not imported: the recipe has no \(missing.joined(separator: " and no "))",
                        hint: "a cookbook recipe needs a title, ingredients and steps"))
                continue
            }
            var base = Slug.shortened(Slug.make(recipe.title), to: 90)
            if base.isEmpty { base = "recipe" }
            var slug = base
            var n = 2
            while taken.contains(slug) { slug = "\(base)-\(n)"; n += 1 }
            taken.insert(slug)
            var recipe = recipe
            // Two recipes may not share a title (duplicate-recipe): number the later ones.
            let title = recipe.title
            var k = 2
            while titles.contains(recipe.title.lowercased()) { recipe.title = "\(title) (\(k))"; k += 1 }
            titles.insert(recipe.title.lowercased())
            if recipe.title != title { recipe.dropped.append("title: another imported recipe is called \"\(title)\", so this one is \"\(recipe.title)\"") }
            if let category = recipe.category, let known = settings.categories,
                !known.contains(where: { $0.lowercased() == category.lowercased() })
            {
                recipe.category = nil
                recipe.tags.insert(category, at: 0)
                recipe.dropped.append("category \"\(category)\": not a category in site.yaml (\(known.joined(separator: ", "))), made a tag")
            } else if let category = recipe.category, let known = settings.categories,
                let spelled = known.first(where: { $0.lowercased() == category.lowercased() })
            {
                recipe.category = spelled
            }
            planned.append(file(for: recipe, slug: slug, settings: settings))
        }
        return (planned, refused)
    }

    static func languageCode(_ tag: String?) -> String? {
        guard let tag else { return nil }
        let code = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return code.count == 2 && code.allSatisfy(\.isLetter) ? code : nil
    }

    static func file(for recipe: ImportedRecipe, slug: String, settings: Settings) -> PlannedRecipe {
        var plan = PlannedRecipe(origin: recipe.origin, slug: slug)
        plan.dropped = recipe.dropped
        // A source that does not say its language, imported without `--language`: its
        // script tells Russian or Kazakh (a Cyrillic recipe copied into an English-default
        // cookbook); Latin stays the site's default.
        // Not into a site with another language written in Cyrillic: a Ukrainian or Kyrgyz
        // recipe looks Russian or Kazakh to the guess.
        let guessed =
            ([settings.siteLanguage] + settings.siteLanguages).contains(where: LanguageCode.isOtherCyrillic)
            ? nil
            : LanguageCode.guess(fromScript: [recipe.title] + recipe.ingredientGroups.flatMap(\.lines) + recipe.stepSections.flatMap(\.steps))
        let language = languageCode(recipe.language) ?? settings.language ?? guessed ?? settings.siteLanguage
        // The build reads the lines in the recipe's language only when the site has it.
        let readLanguage = language == settings.siteLanguage || settings.siteLanguages.contains(language) ? language : settings.siteLanguage
        let path = "content/recipes/\(slug).md"
        var out = FrontMatterWriter()
        out.comment("Imported by cookbook import from \(recipe.origin)")
        out.string("title", recipe.title)
        plan.became.append("title")
        if let summary = recipe.summary { out.string("summary", summary); plan.became.append("summary") }
        if let author = recipe.author { out.string("author", author); plan.became.append("author") }
        if let date = recipe.date {
            if SchemaText.date(date) == date { out.raw("date", date); plan.became.append("date") } else { plan.dropped.append("date \(date): not a YYYY-MM-DD date") }
        }
        // Pictures.
        var pictures: [(src: String, alt: String?)] = []
        for image in recipe.images {
            switch image.place {
            case .web(let address):
                plan.kept.append("image: \(address)")
                plan.dropped.append("image \(address): a web address, kept in a comment and never fetched (the site works offline)")
            case .file(let filePath):
                do {
                    let bytes = try ImportFiles.read(filePath, origin: filePath, limit: settings.limits.imageBytes)
                    if let added = picture(bytes, slug: slug, index: pictures.count, plan: &plan) { pictures.append((added, image.alt)) }
                } catch let problem as ImportProblem {
                    plan.dropped.append("image \(filePath): \(problem.message)")
                } catch { plan.dropped.append("image \(filePath): cannot be read") }
            case .bytes(let name, let data):
                if data.count > settings.limits.imageBytes {
                    plan.dropped.append("image \(name): larger than \(settings.limits.imageBytes / 1_048_576) MB")
                } else if let added = picture(data, slug: slug, index: pictures.count, plan: &plan) {
                    pictures.append((added, image.alt))
                } else {
                    plan.dropped.append("image \(name): not a JPEG, PNG, WebP, GIF, AVIF or HEIC picture")
                }
            }
        }
        if let first = pictures.first {
            if let alt = first.alt, !alt.isEmpty {
                out.line("image:")
                out.string("src", first.src, indent: 2)
                out.string("alt", alt, indent: 2)
            } else {
                out.string("image", first.src)
            }
            plan.became.append("image -> \(first.src)")
            if pictures.count > 1 {
                out.list("images", pictures.dropFirst().map(\.src))
            }
        }
        for (key, value) in [("category", recipe.category), ("cuisine", recipe.cuisine)] {
            guard let value, !value.isEmpty else { continue }
            if Slug.make(value).isEmpty || Slug.make(value).count > 100 {
                plan.kept.append("\(key): \(value)")
                plan.dropped.append("\(key) \"\(value)\": has no letters a page can be named by, kept in a comment")
                continue
            }
            out.string(key, value)
            plan.became.append(key)
        }
        var tags: [String] = []
        var tagSlugs = Set<String>()
        for tag in recipe.tags.map({ HTMLText.line($0) }) where !tag.isEmpty {
            // Each tag gets a page named by its slug: one without Latin or Cyrillic
            // letters or digits has none, and two tags of one slug are one tag.
            let slug = Slug.make(tag)
            if slug.isEmpty || slug.count > 100 {
                plan.kept.append("tag: \(tag)")
                let why = slug.isEmpty ? "has no letters a tag page can be named by" : "too long for a tag page's name"
                plan.dropped.append("tag \"\(tag)\": \(why), kept in a comment")
                continue
            }
            if tagSlugs.insert(slug).inserted { tags.append(tag) }
        }
        if !tags.isEmpty { out.list("tags", tags); plan.became.append("tags (\(tags.count))") }
        if let servings = recipe.servings {
            if (1...1000).contains(servings) { out.raw("servings", String(servings)); plan.became.append("servings: \(servings)") } else { plan.dropped.append("servings \(servings): not between 1 and 1000") }
        }
        if let yield = recipe.yield, !yield.isEmpty { out.string("yield", yield); plan.became.append("yield: \(yield)") }
        var minutes: [String: Int] = [:]
        var ranges: [String: String] = [:]
        for (key, value) in [("prep_time", recipe.prepTime), ("cook_time", recipe.cookTime), ("total_time", recipe.totalTime)] {
            guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            if DurationParser.minutes(value) == nil, isoWithSeconds(value) == nil, let range = timeRange(value) {
                // A recipe's time is one value (docs/recipe-format.md): the longer end, so
                // the cook is not promised the quicker time; the range stays in a comment.
                minutes[key] = range.high
                plan.kept.append("\(key): \(value)")
                ranges[key] = value
                continue
            }
            guard let m = DurationParser.minutes(value) ?? isoWithSeconds(value) else {
                plan.kept.append("\(key): \(value)")
                plan.dropped.append("\(key) \"\(value)\": not a time cookbook reads (kept in a comment)")
                continue
            }
            if m == 0 { plan.dropped.append("\(key) \(value): zero, left out"); continue }
            minutes[key] = m
        }
        if let total = minutes["total_time"], total < (minutes["prep_time"] ?? 0) + (minutes["cook_time"] ?? 0) {
            minutes["total_time"] = nil
            plan.dropped.append("total_time \(recipe.totalTime ?? ""): shorter than prep + cook, left out")
        }
        for key in ["prep_time", "cook_time", "total_time"] {
            guard let m = minutes[key] else { continue }
            out.raw(key, DurationParser.human(m))
            if let range = ranges[key] {
                plan.became.append("\(key): \(DurationParser.human(m)) (the upper end of the range \"\(range)\"; the range is kept in a comment)")
            } else {
                plan.became.append("\(key): \(DurationParser.human(m))")
            }
        }
        let equipment = recipe.equipment.filter { !$0.isEmpty }
        if !equipment.isEmpty { out.list("equipment", equipment); plan.became.append("equipment (\(equipment.count))") }
        let diets = Self.diets(recipe, language: language, plan: &plan)
        if !diets.isEmpty { out.list("diets", diets); plan.became.append("diets: \(diets.joined(separator: ", "))") }
        // Ingredients, with their line numbers for the report.
        let groups = recipe.ingredientGroups.filter { !$0.lines.isEmpty }
        var lineIndex = 0
        out.line("ingredients:")
        let named = groups.contains { $0.name != nil && !($0.name ?? "").isEmpty }
        var usedNames = Set<String>()
        for (g, group) in groups.enumerated() {
            var indent = 2
            if named {
                var name = group.name.flatMap { $0.isEmpty ? nil : HTMLText.line($0) } ?? (g == 0 ? "Ingredients" : "More")
                var k = 2
                let base = name
                while usedNames.contains(name) { name = "\(base) (\(k))"; k += 1 }
                usedNames.insert(name)
                out.line("  " + FrontMatterWriter.quoted(name) + ":")
                indent = 4
            }
            for raw in group.lines {
                var text = HTMLText.line(raw)
                if let food = recipe.pinnedFoods[lineIndex], IngredientDictionary.entry(id: food) != nil, !text.contains("{food=") {
                    text += " {food=\(food)}"
                }
                lineIndex += 1
                guard !text.isEmpty else { continue }
                out.line(String(repeating: " ", count: indent) + "- " + FrontMatterWriter.quoted(text))
                plan.lines.append((path, out.lineCount, text, readLanguage))
            }
        }
        plan.became.append("ingredients (\(plan.lines.count) lines\(named ? " in \(groups.count) groups" : ""))")
        if let source = recipe.source {
            if SchemaText.isWebAddress(source) { out.string("source", source); plan.became.append("source") } else { plan.kept.append("source: \(source)") }
        }
        var nutrition: [(String, String)] = []
        for (key, value) in recipe.nutrition {
            if let number = nutrientNumber(value, key: key) { nutrition.append((key, number)) } else { plan.dropped.append("nutrition \(key) \"\(value)\": not a number") }
        }
        if !nutrition.isEmpty {
            out.line("nutrition:")
            for (key, value) in nutrition { out.raw(key, value, indent: 2) }
            plan.became.append("nutrition (\(nutrition.map(\.0).joined(separator: ", ")))")
        }
        if let rating = recipe.rating {
            if let value = Double(rating.replacingOccurrences(of: ",", with: ".")), value >= 0, value <= 5 {
                let halves = (value * 2).rounded() / 2
                out.raw("rating", halves == halves.rounded() ? String(Int(halves)) : String(halves))
                plan.became.append("rating: \(rating)")
            } else {
                plan.dropped.append("rating \(rating): not between 0 and 5")
            }
        }
        if language != settings.siteLanguage {
            if settings.siteLanguages.contains(language) {
                out.raw("language", language)
                plan.became.append("language: \(language)")
            } else {
                plan.dropped.append("language \(language): not one of the site's languages (\(settings.siteLanguages.joined(separator: ", "))); add it to `languages` in site.yaml and write `language: \(language)` to read its lines in that language")
            }
        }
        let kept = recipe.keptFields.map { "\($0.key): \($0.value)" } + plan.kept
        plan.kept = kept
        if !kept.isEmpty {
            out.comment("Kept from the source; cookbook does not use these fields:")
            for item in kept { out.comment("  " + oneLine(item, limit: 400)) }
        }
        var text = out.text + "---\n"
        text += body(steps: recipe.stepSections, notes: recipe.notes)
        plan.files.insert(PlannedFile(path: path, bytes: Array(text.utf8)), at: 0)
        // Translations: words only, every number comes from the original.
        for code in recipe.translations.keys.sorted() {
            guard let lang = languageCode(code), lang != language, let translation = recipe.translations[code] else { continue }
            var t = FrontMatterWriter()
            t.comment("Translation imported by cookbook import from \(translation.origin)")
            t.string("title", translation.title.isEmpty ? recipe.title : translation.title)
            if let summary = translation.summary { t.string("summary", summary) }
            if let yield = translation.yield { t.string("yield", yield) }
            if !translation.equipment.isEmpty { t.list("equipment", translation.equipment) }
            if let alt = translation.images.first?.alt { t.string("image_alt", alt) }
            let tGroups = translation.ingredientGroups.filter { !$0.lines.isEmpty }
            let tPath = "content/recipes/\(slug).\(lang).md"
            if !tGroups.isEmpty {
                t.line("ingredients:")
                let tNamed = tGroups.contains { ($0.name ?? "").isEmpty == false }
                for (g, group) in tGroups.enumerated() {
                    if tNamed { t.line("  " + FrontMatterWriter.quoted(group.name.flatMap { $0.isEmpty ? nil : $0 } ?? "\(g + 1)") + ":") }
                    for line in group.lines.map(HTMLText.line) where !line.isEmpty {
                        t.line((tNamed ? "    - " : "  - ") + FrontMatterWriter.quoted(line))
                        plan.lines.append((tPath, t.lineCount, line, lang))
                    }
                }
            }
            let steps = translation.stepSections.isEmpty ? recipe.stepSections : translation.stepSections
            plan.files.append(PlannedFile(path: tPath, bytes: Array((t.text + "---\n" + body(steps: steps, notes: translation.notes)).utf8)))
            plan.became.append("translation \(lang) -> \(tPath)")
        }
        return plan
    }

    /// A time written as a range, `10-15 Minutes`, `1 - 2 hours`, `30 min to 1 h`, `10–15 мин`:
    /// both ends in minutes (the lower end may borrow the upper end's unit); nil for
    /// anything else, or a range whose ends are the wrong way round.
    static func timeRange(_ text: String) -> (low: Int, high: Int)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for separator in [" to ", "-", "–", "—", " до "] {
            guard let cut = trimmed.range(of: separator) else { continue }
            let before = trimmed[..<cut.lowerBound].trimmingCharacters(in: .whitespaces)
            let after = trimmed[cut.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let first = before.first, first.isASCII, first.isNumber, let high = DurationParser.minutes(after) else { continue }
            let unit = after.drop { ($0.isASCII && $0.isNumber) || $0 == " " }
            guard let low = DurationParser.minutes(before) ?? DurationParser.minutes(before + " " + unit), low > 0, low <= high else { continue }
            return (low, high)
        }
        return nil
    }

    /// ISO 8601 durations with seconds or days that the recipe format spells otherwise.
    static func isoWithSeconds(_ text: String) -> Int? {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard upper.hasPrefix("P") else { return nil }
        var minutes = 0.0
        var number = ""
        var inTime = false
        for ch in upper.dropFirst() {
            if ch == "T" { inTime = true; continue }
            if ch.isNumber || ch == "." || ch == "," { number.append(ch == "," ? "." : ch); continue }
            guard let value = Double(number) else { return nil }
            number = ""
            switch (ch, inTime) {
            case ("D", false): minutes += value * 1440
            case ("W", false): minutes += value * 10080
            case ("H", true): minutes += value * 60
            case ("M", true): minutes += value
            case ("S", true): minutes += value / 60
            default: return nil
            }
        }
        guard number.isEmpty, minutes.isFinite, minutes < 10_000_000 else { return nil }
        return Int(minutes.rounded())
    }

    /// The diets the source claims that no ingredient line rules out (the build checks them
    /// and a contradiction is an error, `diet-contradiction`); the others are kept in a
    /// comment with the line that rules them out.
    static func diets(_ recipe: ImportedRecipe, language: String, plan: inout PlannedRecipe) -> [String] {
        var out: [String] = []
        let lines = recipe.ingredientGroups.flatMap(\.lines)
        for name in recipe.diets where !out.contains(name) {
            guard let diet = Diet(rawValue: name) else { continue }
            var breaker: String?
            if let banned = diet.excludedFlags {
                for line in lines {
                    let parsed = IngredientLineParser.parse(line, language: language).value
                    let options = [parsed] + parsed.alternatives
                    let flags = options.map { IngredientMatcher.match($0, language: language)?.entry.flags.intersection(banned) ?? [] }
                    if flags.allSatisfy({ !$0.isEmpty }) {
                        breaker = line
                        break
                    }
                }
            }
            if let breaker {
                plan.kept.append("diets: \(name)")
                plan.dropped.append("diet \(name): the ingredient \"\(breaker)\" rules it out (kept in a comment)")
            } else {
                out.append(name)
            }
        }
        return out
    }

    /// The number at the start of a nutrition value, in the unit the recipe format uses
    /// for that key (mg for sodium and cholesterol, kcal for calories, else g).
    static func nutrientNumber(_ text: String, key: String) -> String? {
        var digits = ""
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        while let ch = rest.first, ch.isNumber || ch == "." || ch == "," {
            if ch != "," { digits.append(ch) }
            rest = rest.dropFirst()
        }
        guard var value = Double(digits), value >= 0, value < 1_000_000 else { return nil }
        let unit = rest.trimmingCharacters(in: .whitespaces).lowercased()
        let milligrams = key == "sodium" || key == "cholesterol"
        if milligrams && (unit.hasPrefix("g") || unit.hasPrefix("gram")) { value *= 1000 }
        if !milligrams && key != "calories" && (unit.hasPrefix("mg") || unit.hasPrefix("milligram")) { value /= 1000 }
        if unit.hasPrefix("kj") { value /= 4.184 }
        var s = String(format: "%.2f", value)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// Copies a picture's bytes under content/images/; nil when it is not a picture.
    static func picture(_ bytes: [UInt8], slug: String, index: Int, plan: inout PlannedRecipe) -> String? {
        var svg: String?
        if ImportFiles.imageExtension(bytes) == nil, ImportFiles.looksLikeSVG(bytes) {
            // An SVG drawing (as cookbook's own pages use): copied when the build's SVG
            // check takes it (no scripts, event handlers or outside references).
            if let problem = SafeSVG.problem(bytes) {
                plan.dropped.append("an SVG picture the build would refuse was left out (\(problem))")
                return nil
            }
            svg = "svg"
        }
        guard let ext = svg ?? ImportFiles.imageExtension(bytes) else {
            plan.dropped.append("a picture that is not a JPEG, PNG, WebP, GIF, AVIF or HEIC file was left out")
            return nil
        }
        let name = index == 0 ? "\(slug).\(ext)" : "\(slug)-\(index + 1).\(ext)"
        plan.files.append(PlannedFile(path: "content/images/\(name)", bytes: bytes))
        return "../images/\(name)"
    }

    static func oneLine(_ text: String, limit: Int) -> String {
        let line = HTMLText.tidy(text).replacingOccurrences(of: "\n", with: " ")
        return line.count > limit ? String(line.prefix(limit)) + "…" : line
    }

    /// The Markdown body: `## Steps` (with `###` sections) and `## Notes`.
    static func body(steps: [ImportedStepSection], notes: [String]) -> String {
        var out = "\n## Steps\n"
        for section in steps where !section.steps.isEmpty {
            if let name = section.name, !name.isEmpty { out += "\n### " + inline(HTMLText.line(name)) + "\n" }
            out += "\n"
            for (i, step) in section.steps.enumerated() { out += "\(i + 1). " + inline(HTMLText.line(step)) + "\n" }
        }
        let kept = notes.map(HTMLText.line).filter { !$0.isEmpty }
        if !kept.isEmpty {
            out += "\n## Notes\n\n"
            for note in kept { out += "- " + inline(note) + "\n" }
        }
        return out
    }

    /// Text safe inside one Markdown list item or heading: no HTML tags, no marker that
    /// would start another block.
    static func inline(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (i, s) in scalars.enumerated() {
            if s == "<", i + 1 < scalars.count, let next = scalars.at(i + 1),
                next.properties.isAlphabetic || next == "/" || next == "!" || next == "?"
            {
                out += "&lt;"
            } else if s == "\\" || s == "`" || s == "*" || s == "_" || s == "[" || s == "]" {
                out += "\\" + String(s)
            } else {
                out.unicodeScalars.append(s)
            }
        }
        if let first = out.first, "#>-+=|".contains(first) { out = "\\" + out }
        let digits = out.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = out.dropFirst(digits.count).first, after == "." || after == ")" {
            out = digits + "\\" + out.dropFirst(digits.count)
        }
        return out
    }
}

extension Array {
    func at(_ i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

/// Front matter text with every string double-quoted: a YAML string in double quotes
/// means exactly its characters, whatever they are (`no`, `1.0`, `: `, `#`, `---`).
struct FrontMatterWriter {
    var text = "---\n"
    var lineCount = 1

    mutating func line(_ s: String) {
        text += s + "\n"
        lineCount += 1
    }
    mutating func string(_ key: String, _ value: String, indent: Int = 0) {
        line(String(repeating: " ", count: indent) + key + ": " + FrontMatterWriter.quoted(value))
    }
    mutating func raw(_ key: String, _ value: String, indent: Int = 0) {
        line(String(repeating: " ", count: indent) + key + ": " + value)
    }
    mutating func list(_ key: String, _ values: [String]) {
        line(key + ":")
        for v in values { line("  - " + FrontMatterWriter.quoted(v)) }
    }
    mutating func comment(_ s: String) {
        line("# " + RecipeFileWriter.oneLine(s, limit: 600))
    }

    static func quoted(_ s: String) -> String { Escaping.yamlQuoted(s) }
}
