import CookbookSupport
import CookbookQuantities

/// A week plan of the cookbook: `content/plans/<slug>.yaml` (docs/recipe-format.md,
/// "Week plans"), written by hand or by `cookbook import x.menu`:
///
///     title: A week of Central Asian food
///     servings: 4
///     days:
///       - name: Monday
///         date: 2026-03-09
///         meals:
///           - name: Dinner
///             recipes: [plov, {recipe: borscht, servings: 6}]
///             also: ["1 cup green tea"]
///
/// The build makes a page per plan in every language, with a button that puts the week
/// into the cook's plan (plan.html).
struct WeekPlan: Sendable, Equatable {
    struct Item: Sendable, Equatable {
        /// The recipe's slug.
        var slug: String
        /// The servings asked for (else the plan's, else the recipe's own).
        var servings: Int?
        /// Where the slug is written, for diagnostics.
        var location: SourceLocation
    }

    struct Meal: Sendable, Equatable {
        var name: String?
        var recipes: [Item]
        /// Other things the meal is made of, as written (`1 cup coffee`).
        var also: [String]
    }

    struct Day: Sendable, Equatable {
        var name: String
        /// `YYYY-MM-DD`.
        var date: String?
        var meals: [Meal]
    }

    /// The file name without `.yaml`.
    var slug: String
    var title: String
    var summary: String?
    /// The number of people the plan is for.
    var servings: Int?
    var days: [Day]
    /// `content/plans/<slug>.yaml`, as diagnostics show it.
    var displayPath: String
    /// The plan's words in the site's other languages (`content/plans/<slug>.<lang>.yaml`).
    var translations: [String: Words] = [:]

    /// What a translation of a plan gives: words only. The recipes, servings and dates
    /// are the original's, so they cannot drift apart. Day `n` and meal `m` translate the
    /// original's day `n` and its meal `m`.
    struct Words: Sendable, Equatable {
        struct Meal: Sendable, Equatable {
            var name: String?
            var also: [String]?
        }
        struct Day: Sendable, Equatable {
            var name: String?
            var meals: [Meal]
        }
        var title: String
        var summary: String?
        var days: [Day]
    }

    /// The plan as shown in `language`: the translation's words where it gives them,
    /// else the original's as written.
    func localized(_ language: String) -> WeekPlan {
        guard let words = translations[language] else { return self }
        var plan = self
        plan.title = words.title
        if let summary = words.summary { plan.summary = summary }
        for (d, day) in words.days.enumerated() where d < plan.days.count {
            if let name = day.name { plan.days[d].name = name }
            for (m, meal) in day.meals.enumerated() where m < plan.days[d].meals.count {
                if let name = meal.name { plan.days[d].meals[m].name = name }
                if let also = meal.also { plan.days[d].meals[m].also = also }
            }
        }
        return plan
    }

    static let folder = "plans"
    static let servingsRange = 1...99

    /// Reads one plan file; nil when it is not usable (the diagnostics say why).
    static func decode(_ file: SourceFile) -> Outcome<WeekPlan?> {
        let read = mapping(file, what: "a plan file")
        var diagnostics = read.diagnostics
        guard let root = read.value ?? nil else { return Outcome(nil, diagnostics) }
        let name = String(file.contentPath.dropFirst(folder.count + 1).dropLast(".yaml".count))
        var r = FieldReader(root, path: file.displayPath)
        if Slug.make(name) != name {
            diagnostics.append(
                Diagnostic(
                    .error, "invalid-slug", "the file name '\(name)' is not a slug (lowercase letters, digits and hyphens)",
                    at: SourceLocation(path: file.displayPath, line: 1, column: 1), hint: "rename it to \(Slug.make(name).isEmpty ? "plan" : Slug.make(name)).yaml"))
        }
        let title = r.string("title", required: true)
        let summary = r.string("summary")
        let servings = r.integer("servings", in: servingsRange)
        var days: [Day] = []
        if let node = r.value("days") {
            if case .sequence(let items) = node.kind {
                for item in items { if let day = Self.day(item, &r) { days.append(day) } }
            } else {
                r.error("wrong-type", "'days' must be a list of days, not \(node.kindName)", at: node, hint: "write each day as '- name: Monday' with its 'meals:'")
            }
        } else {
            r.error("missing-field", "'days' is required", at: root, hint: "add the days: 'days:' and under it '- name: Monday'")
        }
        r.finish(known: ["title", "summary", "servings", "days"], what: "a plan")
        diagnostics += r.diagnostics
        guard let title, !r.diagnostics.hasErrors, !diagnostics.hasErrors else { return Outcome(nil, diagnostics) }
        let plan = WeekPlan(slug: name, title: title, summary: summary, servings: servings, days: days, displayPath: file.displayPath)
        return Outcome(plan, diagnostics)
    }

    /// Reads every plan file of `content/plans/`: the originals (`<slug>.yaml`) and their
    /// translations (`<slug>.<lang>.yaml`, checked like recipe translations: a language of
    /// the site other than the default, an original next to it, the same days and meals).
    static func decodeAll(_ files: [SourceFile], config: SiteConfig) -> Outcome<[WeekPlan]> {
        var diagnostics: [Diagnostic] = []
        var plans: [WeekPlan] = []
        var originals = Set<String>()
        var translated: [(file: SourceFile, slug: String, language: String)] = []
        for file in files.sorted(by: { $0.contentPath < $1.contentPath }) {
            let name = String(file.contentPath.dropFirst(folder.count + 1).dropLast(".yaml".count))
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 2, LanguageCode.iso639_1.contains(String(parts[1])) {
                translated.append((file, String(parts[0]), String(parts[1])))
                continue
            }
            originals.insert(name)
            let plan = decode(file)
            diagnostics += plan.diagnostics
            if let value = plan.value { plans.append(value) }
        }
        for (file, slug, language) in translated {
            let at = SourceLocation(path: file.displayPath, line: 1, column: 1)
            guard config.languages.contains(language) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, "unknown-language", "'\(language)' is not one of the site's languages; this translation is skipped", at: at,
                        hint: "add it to 'languages' in content/site.yaml: [\((config.languages + [language]).joined(separator: ", "))]"))
                continue
            }
            guard language != config.language else {
                diagnostics.append(Diagnostic(.error, "translation-of-default", "'\(language)' is the site's default language; the original is already in it", at: at))
                continue
            }
            guard originals.contains(slug) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "orphan-translation", "there is no original plan content/\(folder)/\(slug).yaml for this translation", at: at,
                        hint: "a translation \(slug).\(language).yaml sits next to its original \(slug).yaml"))
                continue
            }
            let words = decodeWords(file)
            diagnostics += words.diagnostics
            // An original with errors has no plan; its own diagnostics say why.
            guard let value = words.value ?? nil, let index = plans.firstIndex(where: { $0.slug == slug }) else { continue }
            diagnostics += drift(value, from: plans[index], at: at)
            plans[index].translations[language] = value
        }
        return Outcome(plans, diagnostics)
    }

    /// A plan file's or plan translation's YAML root, when it reads and is a mapping.
    private static func mapping(_ file: SourceFile, what: String) -> Outcome<YAMLNode?> {
        let decoded = TextDecoder.decode(file)
        guard let text = decoded.value else { return Outcome(nil, decoded.diagnostics) }
        let yaml = YAMLParser.parse(text, path: file.displayPath)
        var diagnostics = decoded.diagnostics + yaml.diagnostics
        guard let root = yaml.value ?? nil else { return Outcome(nil, diagnostics) }
        guard case .mapping = root.kind else {
            diagnostics.append(
                Diagnostic(
                    .error, "wrong-type", "\(what) must be a mapping (title:, days:), not \(root.kindName)", at: root.location,
                    hint: "see 'Week plans' in docs/recipe-format.md"))
            return Outcome(nil, diagnostics)
        }
        return Outcome(root, diagnostics)
    }

    /// A plan translation's words (`title`, `summary`, `days` with `name` and `meals`
    /// with `name` and `also`); the fields taken from the original are errors.
    static func decodeWords(_ file: SourceFile) -> Outcome<Words?> {
        let read = mapping(file, what: "a plan translation")
        var diagnostics = read.diagnostics
        guard let root = read.value ?? nil else { return Outcome(nil, diagnostics) }
        var r = FieldReader(root, path: file.displayPath)
        let title = r.string("title", required: true)
        let summary = r.string("summary")
        var days: [Words.Day] = []
        if let node = r.value("days") {
            if case .sequence(let items) = node.kind {
                for item in items { days.append(dayWords(item, &r)) }
            } else {
                r.error("wrong-type", "'days' must be a list of days, not \(node.kindName)", at: node, hint: "write each day as '- name: ...' in the original's order")
            }
        }
        untranslatable(&r, words: ["title", "summary", "days"], original: ["servings"], what: "a plan translation")
        diagnostics += r.diagnostics
        guard let title, !diagnostics.hasErrors else { return Outcome(nil, diagnostics) }
        return Outcome(Words(title: title, summary: summary, days: days), diagnostics)
    }

    private static func dayWords(_ node: YAMLNode, _ outer: inout FieldReader) -> Words.Day {
        guard case .mapping = node.kind else {
            outer.error("wrong-type", "a day must be a mapping (name:, meals:), not \(node.kindName)", at: node, hint: "write '- name: ...' and under it 'meals:'")
            return Words.Day(name: nil, meals: [])
        }
        var r = FieldReader(node, path: outer.path)
        defer { outer.diagnostics += r.diagnostics }
        let name = r.string("name")
        var meals: [Words.Meal] = []
        if let list = r.value("meals") {
            if case .sequence(let items) = list.kind {
                for item in items {
                    guard case .mapping = item.kind else {
                        r.error("wrong-type", "a meal must be a mapping (name:, also:), not \(item.kindName)", at: item, hint: "write '- name: ...'")
                        continue
                    }
                    var sub = FieldReader(item, path: outer.path)
                    let mealName = sub.string("name")
                    let also = sub.value("also") == nil ? nil : sub.stringList("also").map(\.0)
                    untranslatable(&sub, words: ["name", "also"], original: ["recipes"], what: "a meal of a plan translation")
                    r.diagnostics += sub.diagnostics
                    meals.append(Words.Meal(name: mealName, also: also))
                }
            } else {
                r.error("wrong-type", "'meals' must be a list, not \(list.kindName)", at: list, hint: "write each meal as '- name: ...' in the original's order")
            }
        }
        untranslatable(&r, words: ["name", "meals"], original: ["date"], what: "a day of a plan translation")
        return Words.Day(name: name, meals: meals)
    }

    /// Reports the fields a translation may not give: the original's (`servings`) as
    /// "cannot be translated", others as unknown.
    private static func untranslatable(_ r: inout FieldReader, words: [String], original: [String], what: String) {
        for pair in r.pairs {
            guard let key = pair.key.scalar, !words.contains(key) else { continue }
            let known = original.contains(key)
            r.diagnostics.append(
                Diagnostic(
                    .error, "unknown-field", known ? "'\(key)' cannot be translated: it is taken from the original" : "unknown field '\(key)' in \(what)",
                    at: pair.key.location,
                    hint: known ? "remove it here; the original plan sets it" : Suggest.hint(for: key, in: words) ?? "\(what) gives: \(words.joined(separator: ", "))"))
        }
    }

    /// `translation-drift` when the translation gives another number of days, of meals in
    /// a day or of `also` lines in a meal than the original (a translation may leave out
    /// `days`, or a day's `meals`, entirely).
    static func drift(_ words: Words, from plan: WeekPlan, at: SourceLocation) -> [Diagnostic] {
        func warning(_ message: String) -> Diagnostic {
            Diagnostic(.warning, "translation-drift", message, at: at, hint: "translate the original's days and meals in its order: \(plan.displayPath)")
        }
        var out: [Diagnostic] = []
        if !words.days.isEmpty, words.days.count != plan.days.count {
            out.append(warning("the days differ from the original: \(words.days.count) here, \(plan.days.count) in the plan"))
        }
        for (d, (translated, original)) in zip(words.days, plan.days).enumerated() {
            if !translated.meals.isEmpty, translated.meals.count != original.meals.count {
                out.append(warning("the meals of day \(d + 1) differ from the original: \(translated.meals.count) here, \(original.meals.count) in the plan"))
            }
            for (m, (meal, originalMeal)) in zip(translated.meals, original.meals).enumerated() {
                if let also = meal.also, also.count != originalMeal.also.count {
                    out.append(warning("the 'also' lines of meal \(m + 1) of day \(d + 1) differ from the original: \(also.count) here, \(originalMeal.also.count) in the plan"))
                }
            }
        }
        return out
    }

    private static func day(_ node: YAMLNode, _ outer: inout FieldReader) -> Day? {
        guard case .mapping = node.kind else {
            outer.error("wrong-type", "a day must be a mapping (name:, meals:), not \(node.kindName)", at: node, hint: "write '- name: Monday' and under it 'meals:'")
            return nil
        }
        var r = FieldReader(node, path: outer.path)
        defer { outer.diagnostics += r.diagnostics }
        let name = r.string("name", required: true)
        var date = r.string("date")
        if let text = date, let node = r.value("date"), !isDate(text) {
            r.error("invalid-date", "'date' must be a date written YYYY-MM-DD, not '\(text)'", at: node)
            date = nil
        }
        var meals: [Meal] = []
        if let list = r.value("meals") {
            if case .sequence(let items) = list.kind {
                for item in items { if let meal = Self.meal(item, &r) { meals.append(meal) } }
            } else {
                r.error("wrong-type", "'meals' must be a list, not \(list.kindName)", at: list, hint: "write each meal as '- name: Dinner' with its 'recipes:'")
            }
        }
        r.finish(known: ["name", "date", "meals"], what: "a day of the plan")
        guard let name else { return nil }
        return Day(name: name, date: date, meals: meals)
    }

    private static func meal(_ node: YAMLNode, _ outer: inout FieldReader) -> Meal? {
        guard case .mapping = node.kind else {
            outer.error("wrong-type", "a meal must be a mapping (name:, recipes:), not \(node.kindName)", at: node, hint: "write '- name: Dinner' and under it 'recipes: [plov]'")
            return nil
        }
        var r = FieldReader(node, path: outer.path)
        defer { outer.diagnostics += r.diagnostics }
        let name = r.string("name")
        var recipes: [Item] = []
        if let list = r.value("recipes") {
            let items: [YAMLNode]
            if case .sequence(let all) = list.kind { items = all } else { items = [list] }
            for item in items {
                switch item.kind {
                case .scalar:
                    if let slug = r.text(item, field: "recipes") { recipes.append(Item(slug: slug, servings: nil, location: item.location)) }
                case .mapping:
                    var sub = FieldReader(item, path: outer.path)
                    let slug = sub.string("recipe", required: true)
                    let servings = sub.integer("servings", in: servingsRange)
                    sub.finish(known: ["recipe", "servings"], what: "a recipe of the plan")
                    r.diagnostics += sub.diagnostics
                    if let slug { recipes.append(Item(slug: slug, servings: servings, location: sub.value("recipe")?.location ?? item.location)) }
                case .sequence:
                    r.error("wrong-type", "a recipe of the plan must be its slug or '{recipe: slug, servings: 4}', not a list", at: item)
                }
            }
        }
        let also = r.stringList("also").map(\.0)
        r.finish(known: ["name", "recipes", "also"], what: "a meal of the plan")
        return Meal(name: name, recipes: recipes, also: also)
    }

    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return false }
        return y > 0 && (1...12).contains(m) && (1...31).contains(d)
    }

    /// Monday 0 ... Sunday 6 of a `YYYY-MM-DD` date (the proleptic Gregorian calendar).
    static func weekday(_ date: String) -> Int? {
        guard isDate(date) else { return nil }
        let parts = date.split(separator: "-").compactMap { Int($0) }
        var y = parts[0]
        let m = parts[1], d = parts[2]
        // Days from 1970-01-01 (H. Hinnant's days_from_civil).
        y -= m <= 2 ? 1 : 0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        // 1970-01-01 was a Thursday (3).
        return ((days % 7) + 7 + 3) % 7
    }

    /// The recipes the plan names that are not published recipes of the cookbook: a
    /// warning each, at the slug (`cookbook check` and the build show them).
    static func check(_ plans: [WeekPlan], slugs: Set<String>) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for plan in plans {
            for day in plan.days {
                for meal in day.meals {
                    for item in meal.recipes where !slugs.contains(item.slug) {
                        out.append(
                            Diagnostic(
                                .warning, "unknown-plan-recipe", "the plan names '\(item.slug)', which is not a recipe of the cookbook", at: item.location,
                                hint: Suggest.hint(for: item.slug, in: slugs.sorted()) ?? "name a recipe by its slug, the file name without .md"))
                    }
                }
            }
        }
        return out
    }
}
