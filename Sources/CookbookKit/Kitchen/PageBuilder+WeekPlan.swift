import CookbookSupport

/// The pages of the cookbook's week plans (`plans/<slug>.html`, Model/WeekPlan.swift)
/// and their list on plan.html.
extension Routes {
    static func weekPlan(_ slug: String) -> String { "plans/\(slug).html" }
}

extension PageBuilder {
    /// Where each of the plan's days goes in the cook's plan (Monday 0 ... Sunday 6): its
    /// date's weekday, else the weekday its name says (in English or this language),
    /// else the next day in order.
    func weekdays(_ plan: WeekPlan) -> [Int] {
        let english = Self.englishDays
        let local = strings.list("kitchen_days").map { $0.lowercased() }
        var out: [Int] = []
        for (i, day) in plan.days.enumerated() {
            let name = day.name.lowercased()
            if let date = day.date, let weekday = WeekPlan.weekday(date) {
                out.append(weekday)
            } else if let found = english.firstIndex(where: { name.hasPrefix($0) }) ?? local.firstIndex(where: { !$0.isEmpty && name.hasPrefix($0) }) {
                out.append(found)
            } else {
                out.append(i % 7)
            }
        }
        return out
    }

    /// Where a meal goes in the cook's plan (breakfast 0, lunch 1, dinner 2): by its name
    /// (in English or this language), else by its place in the day.
    func mealSlot(_ name: String?, position: Int) -> Int {
        let words = [["breakfast", "brunch"], ["lunch"], ["dinner", "supper"]]
        let local = strings.list("kitchen_meals").map { $0.lowercased() }
        if let name = name?.lowercased() {
            if let i = words.firstIndex(where: { $0.contains { name.hasPrefix($0) } }) { return i }
            if let i = local.firstIndex(where: { !$0.isEmpty && name.hasPrefix($0) }), i < 3 { return i }
        }
        return min(position, 2)
    }

    static let englishDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let englishMeals = ["breakfast", "lunch", "dinner"]

    /// A day or meal named by its English word ("Monday", "dinner") in this language's words.
    func localName(_ name: String, english: [String], local key: String) -> String {
        let words = strings.list(key)
        guard let i = english.firstIndex(of: name.lowercased()), i < words.count else { return name }
        return words[i]
    }

    func weekPlanPage(_ plan: WeekPlan) -> WeekPlanPageView {
        let path = Routes.weekPlan(plan.slug)
        let here = Dictionary(local.recipes.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        let everywhere = Dictionary(site.recipes.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
        let slots = weekdays(plan)
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
                        var pairs: [(String, JSON)] = [("slug", .string(recipe.slug)), ("day", .int(slots[d])), ("meal", .int(mealSlot(meal.name, position: m)))]
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
                meals.append(PlanMealView(name: meal.name.map { localName($0, english: Self.englishMeals, local: "kitchen_meals") }, items: items))
            }
            days.append(PlanDayView(id: "day-\(d + 1)", name: localName(day.name, english: Self.englishDays, local: "kitchen_days"), date: day.date, meals: meals))
        }
        return WeekPlanPageView(
            page: pageView(path: path, title: plan.title, description: plan.summary, bodyClass: "kitchen-page weekplan-page"),
            heading: plan.title, summary: plan.summary,
            servingsLabel: plan.servings.map { strings.format("weekplan_for", ["servings": strings.plural("kitchen_servings", $0)]) },
            days: days, json: JSON.array(entries).serialized(), planURL: Self.href(Routes.plan, from: path), count: entries.count)
    }

    /// The plans, for plan.html.
    func weekPlanLinks(from route: String) -> [LinkView] {
        site.plans.map { LinkView(url: Self.href(Routes.weekPlan($0.slug), from: route), name: $0.title, count: nil) }
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
