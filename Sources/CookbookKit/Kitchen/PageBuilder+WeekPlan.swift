import CookbookSupport

/// The pages of the cookbook's week plans (`plans/<slug>.html`, Model/WeekPlan.swift)
/// and their list on plan.html.
extension Routes {
    static func weekPlan(_ slug: String) -> String { "plans/\(slug).html" }
}

extension PageBuilder {
    /// Where each of the plan's days goes in the cook's plan (Monday 0 ... Sunday 6): its
    /// date's weekday, else the weekday its name says (in English, Russian, Kazakh or this
    /// language), else the next day in order.
    func weekdays(_ plan: WeekPlan) -> [Int] {
        let lists = Self.dayWords + [strings.list("kitchen_days").map { $0.lowercased() }]
        var out: [Int] = []
        for (i, day) in plan.days.enumerated() {
            let name = day.name.lowercased()
            if let date = day.date, let weekday = WeekPlan.weekday(date) {
                out.append(weekday)
            } else if let found = lists.lazy.compactMap({ list in list.firstIndex(where: { !$0.isEmpty && name.hasPrefix($0) }) }).first {
                out.append(found)
            } else {
                out.append(i % 7)
            }
        }
        return out
    }

    /// Where a meal goes in the cook's plan (breakfast 0, lunch 1, dinner 2): by its name
    /// (in English, Russian, Kazakh or this language), else by its place in the day.
    func mealSlot(_ name: String?, position: Int) -> Int {
        let words = [["breakfast", "brunch"], ["lunch"], ["dinner", "supper"]]
        let local = strings.list("kitchen_meals").map { $0.lowercased() }
        if let name = name?.lowercased() {
            if let i = words.firstIndex(where: { $0.contains { name.hasPrefix($0) } }) { return i }
            for list in Self.mealWords.dropFirst() + [local] {
                if let i = list.firstIndex(where: { !$0.isEmpty && name.hasPrefix($0) }), i < 3 { return i }
            }
        }
        return min(position, 2)
    }

    static let englishDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let englishMeals = ["breakfast", "lunch", "dinner"]
    /// The weekdays, Monday first, and the meals in the languages of the built-in theme
    /// (English, Russian, Kazakh, as its `kitchen_days` and `kitchen_meals` write them),
    /// so a day written in one of them is known on every language's page.
    static let dayWords = [
        englishDays,
        ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"],
        ["дүйсенбі", "сейсенбі", "сәрсенбі", "бейсенбі", "жұма", "сенбі", "жексенбі"],
    ]
    static let mealWords = [
        englishMeals,
        ["завтрак", "обед", "ужин"],
        ["таңғы ас", "түскі ас", "кешкі ас"],
    ]

    /// A day or meal named by its word in one of `known` ("Monday", "Понедельник",
    /// "dinner") or in this language, in this language's words (`kitchen_days`,
    /// `kitchen_meals`); any other name as written.
    func localName(_ name: String, known: [[String]], local key: String) -> String {
        let words = strings.list(key)
        let lower = name.trimmingSpaces().lowercased()
        for list in known + [words.map { $0.lowercased() }] {
            if let i = list.firstIndex(of: lower), i < words.count { return words[i] }
        }
        return name
    }

    func weekPlanPage(_ original: WeekPlan) -> WeekPlanPageView {
        // The words in this language (a translation's where there is one); where each day
        // and meal goes in the cook's plan is read from the original.
        let plan = original.localized(local.language)
        let path = Routes.weekPlan(plan.slug)
        let here = Dictionary(local.recipes.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        let everywhere = Dictionary(site.recipes.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        let slots = weekdays(original)
        var entries: [JSON] = []
        var days: [PlanDayView] = []
        for (d, day) in plan.days.enumerated() {
            var meals: [PlanMealView] = []
            for (m, meal) in day.meals.enumerated() {
                var items: [PlanItemView] = []
                for item in meal.recipes {
                    let servings = item.servings ?? plan.servings
                    if let recipe = here[item.slug] {
                        let shown = servings ?? recipe.servings
                        items.append(
                            PlanItemView(
                                title: recipe.title, url: Self.href(Routes.recipe(recipe.slug), from: path),
                                servings: shown.map { strings.plural("kitchen_servings", $0) }))
                        var pairs: [(String, JSON)] = [("slug", .string(recipe.slug)), ("day", .int(slots[d])), ("meal", .int(mealSlot(original.days[d].meals[m].name, position: m)))]
                        if let servings { pairs.append(("servings", .int(servings))) }
                        entries.append(.object(pairs))
                    } else if let recipe = everywhere[item.slug] {
                        // Not in this language: the default language's page.
                        let shown = servings ?? recipe.servings
                        items.append(
                            PlanItemView(
                                title: recipe.title, url: Self.root(local.prefix + path) + Routes.recipe(recipe.slug),
                                servings: shown.map { strings.plural("kitchen_servings", $0) }))
                    } else {
                        items.append(PlanItemView(title: item.slug, url: nil, servings: nil))
                    }
                }
                items += meal.also.map { PlanItemView(title: $0, url: nil, servings: nil) }
                meals.append(PlanMealView(name: meal.name.map { localName($0, known: Self.mealWords, local: "kitchen_meals") }, items: items))
            }
            days.append(PlanDayView(id: "day-\(d + 1)", name: localName(day.name, known: Self.dayWords, local: "kitchen_days"), date: day.date, meals: meals))
        }
        return WeekPlanPageView(
            page: pageView(path: path, title: plan.title, description: plan.summary, bodyClass: "kitchen-page weekplan-page"),
            heading: plan.title, summary: plan.summary,
            servingsLabel: plan.servings.map { strings.format("weekplan_for", ["servings": strings.plural("kitchen_servings", $0)]) },
            days: days, json: JSON.array(entries).serialized(), planURL: Self.href(Routes.plan, from: path), count: entries.count)
    }

    /// The plans, for plan.html.
    func weekPlanLinks(from route: String) -> [LinkView] {
        site.plans.map { LinkView(url: Self.href(Routes.weekPlan($0.slug), from: route), name: $0.localized(local.language).title, count: nil) }
    }

    static func weekPlanSamples(page: PageView) -> [Any] {
        [
            WeekPlanPageView(
                page: page, heading: "", summary: "", servingsLabel: "",
                days: [PlanDayView(id: "", name: "", date: "", meals: [PlanMealView(name: "", items: [PlanItemView(title: "", url: "", servings: "")])])],
                json: "", planURL: "", count: 1)
        ]
    }
}
