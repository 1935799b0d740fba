import CookbookSupport
import Foundation

/// Turns a Cooklang `.menu` (`ImportedMenu`) into a cookbook week plan,
/// `content/plans/<slug>.yaml` (docs/recipe-format.md, "Week plans"): days and meals as
/// written, each recipe named by the slug of a recipe of the cookbook, single ingredients
/// as `also:` lines. A recipe the cookbook does not have is written all the same (so
/// `cookbook check` names it too) and reported.
public enum WeekPlanWriter {
    public struct Planned: Sendable {
        public var origin: String
        public var slug: String
        /// `content/plans/<slug>.yaml`.
        public var path: String
        public var bytes: [UInt8]
        /// What the menu became, for the report.
        public var became: String
        /// Menu recipes that are not recipes of the cookbook: `origin:line: ./Salads/Caprese`.
        public var unknown: [String]
        /// What could not be carried over (an amount that is not a number of servings).
        public var dropped: [String]
    }

    /// The slug a menu's recipe path names: the last part of `Salads/Caprese`, as a slug.
    public static func slug(forRecipePath path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return Slug.make(last)
    }

    /// - Parameter recipes: the cookbook's recipes (and those imported with the menu), by
    ///   every name that may point at them (the slug, the source file's name as a slug,
    ///   the title as a slug) -> the slug.
    public static func plan(_ menu: ImportedMenu, recipes: [String: String], taken: Set<String> = []) -> Planned {
        var base = Slug.shortened(Slug.make(menu.title), to: 90)
        if base.isEmpty { base = "plan" }
        var slug = base
        var n = 2
        while taken.contains(slug) { slug = "\(base)-\(n)"; n += 1 }
        var w = FrontMatterWriter()
        w.text = ""
        w.lineCount = 0
        w.comment("Imported from \((menu.origin as NSString).lastPathComponent) by cookbook import (docs/recipe-format.md, \"Week plans\")")
        for field in menu.keptFields { w.comment("\(field.key): \(field.value)") }
        w.string("title", menu.title)
        if let servings = menu.servings, (1...99).contains(servings) { w.raw("servings", String(servings)) }
        var unknown: [String] = []
        var dropped: [String] = []
        var recipeCount = 0, otherCount = 0, mealCount = 0
        w.line("days:")
        for (d, day) in menu.days.enumerated() {
            w.line("  - name: " + FrontMatterWriter.quoted(day.name.isEmpty ? "Day \(d + 1)" : day.name))
            if let date = day.date { w.line("    date: " + FrontMatterWriter.quoted(date)) }
            w.line("    meals:")
            for meal in day.meals {
                mealCount += 1
                var mealLines: [String] = []
                if let name = meal.name, !name.isEmpty { mealLines.append("name: " + FrontMatterWriter.quoted(name)) }
                var recipeLines: [String] = []
                var also: [String] = []
                for item in meal.items {
                    switch item.kind {
                    case .recipe(let path):
                        recipeCount += 1
                        let key = Self.slug(forRecipePath: path)
                        let found = recipes[key]
                        if found == nil { unknown.append("\(menu.origin):\(item.line): ./\(path) -- not a recipe of the cookbook") }
                        let target = found ?? key
                        if let amount = item.amount {
                            let words = amount.split(separator: " ")
                            if let first = words.first, let servings = Int(first), (1...99).contains(servings),
                                words.count == 1 || ["servings", "serving", "portions", "people", "persons"].contains(words[1].lowercased())
                            {
                                recipeLines.append("{recipe: \(FrontMatterWriter.quoted(target)), servings: \(servings)}")
                                continue
                            }
                            dropped.append("\(menu.origin):\(item.line): the amount \"\(amount)\" of ./\(path) is not a number of servings")
                        }
                        recipeLines.append(FrontMatterWriter.quoted(target))
                    case .ingredient(let line):
                        otherCount += 1
                        also.append(line)
                    }
                }
                if !recipeLines.isEmpty {
                    mealLines.append("recipes:")
                    mealLines += recipeLines.map { "  - " + $0 }
                }
                if !also.isEmpty {
                    mealLines.append("also:")
                    mealLines += also.map { "  - " + FrontMatterWriter.quoted($0) }
                }
                for (i, line) in mealLines.enumerated() { w.line((i == 0 ? "      - " : "        ") + line) }
            }
        }
        let became =
            "\(menu.days.count) day\(menu.days.count == 1 ? "" : "s"), \(mealCount) meal\(mealCount == 1 ? "" : "s"), "
            + "\(recipeCount) recipe\(recipeCount == 1 ? "" : "s") (\(recipeCount - unknown.count) in the cookbook), \(otherCount) other item\(otherCount == 1 ? "" : "s")"
        return Planned(
            origin: menu.origin, slug: slug, path: "content/plans/\(slug).yaml", bytes: Array(w.text.utf8), became: became, unknown: unknown,
            dropped: dropped)
    }
}
