import CookbookSupport

/// A Cooklang `.menu` file (the convention in github.com/cooklang/spec, conventions.md):
/// sections are days (`== Day 1 ==`, `==Saturday (2026-03-07)==`), a line ending in a
/// colon names a meal (`Breakfast: \`), and each `@./path/to/recipe{amount}` or
/// `@ingredient{qty%unit}` on the following lines is what the meal is made of.
/// Comments (`--`, `[- -]`) are skipped; other words are ignored.
public func readCooklangMenu(path: String, text: String) throws(ImportProblem) -> ImportedMenu {
    try ImportText.check(text, origin: path)
    let front = FrontMatter(splitting: text)
    var menu = ImportedMenu(origin: path, title: ImportText.baseName(of: path))
    if let yaml = front.text, let value = try ImportYAML.parse(yaml, origin: path, firstLine: 2) {
        for (key, field) in value.pairs where !field.isNull {
            switch ImportFields.key(key) {
            case "title", "name": menu.title = field.flatText
            case "servings", "serves":
                if let n = ImportText.servings(field.flatText) { menu.servings = n } else { menu.keptFields.append(.init(key: key, value: field.flatText)) }
            default: menu.keptFields.append(.init(key: key, value: field.flatText))
            }
        }
    }
    var days: [ImportedMenu.Day] = []
    func currentMeal() {
        if days.isEmpty { days.append(ImportedMenu.Day(name: "", meals: [])) }
        if days[days.count - 1].meals.isEmpty { days[days.count - 1].meals.append(ImportedMenu.Meal(name: nil, items: [])) }
    }
    let body = CooklangDocument.removingBlockComments(front.body)
    for (offset, raw) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let lineNumber = front.bodyLine + offset
        var line = CooklangDocument.removingLineComment(String(raw)).trimmingSpaces()
        if line.hasSuffix("\\") { line = String(line.dropLast()).trimmingSpaces() }
        if line.isEmpty { continue }
        if line.hasPrefix("=") {
            var name = line.trimmingCharacters(of: "=")
            var date: String?
            if let open = name.lastIndex(of: "("), name.hasSuffix(")") {
                let inside = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
                if let found = ImportText.date(inside), inside.count == 10 {
                    date = found
                    name = String(name[..<open]).trimmingSpaces()
                }
            }
            days.append(ImportedMenu.Day(name: name, date: date, meals: []))
            continue
        }
        if line.hasSuffix(":"), !line.contains("@") {
            if days.isEmpty { days.append(ImportedMenu.Day(name: "", meals: [])) }
            days[days.count - 1].meals.append(ImportedMenu.Meal(name: String(line.dropLast()).trimmingSpaces(), items: []))
            continue
        }
        for item in CooklangDocument.items(line) {
            guard case .ingredient(let ingredient) = item else { continue }
            currentMeal()
            let name = ingredient.name
            let entry: ImportedMenu.Item
            if name.hasPrefix("./") || name.hasPrefix("../") {
                var recipe = String(name.drop { $0 == "." || $0 == "/" })
                if recipe.hasSuffix(".cook") { recipe = String(recipe.dropLast(5)) }
                let amount = [ingredient.quantity.map(CooklangItem.amountText), ingredient.unit].compactMap { $0 }.joined(separator: " ")
                entry = ImportedMenu.Item(.recipe(path: recipe), amount: amount.isEmpty ? nil : amount, line: lineNumber)
            } else {
                entry = ImportedMenu.Item(.ingredient(line: ingredient.line), line: lineNumber)
            }
            days[days.count - 1].meals[days[days.count - 1].meals.count - 1].items.append(entry)
        }
    }
    menu.days = days.map { day in
        var day = day
        day.meals = day.meals.filter { !$0.items.isEmpty }
        return day
    }.filter { !$0.meals.isEmpty }
    if menu.days.isEmpty {
        throw ImportProblem(origin: path, message: "no recipes or ingredients in this menu", hint: "a menu names recipes as @./path/to/recipe{} under day sections (== Monday ==)")
    }
    return menu
}
