import CookbookNutrition
import CookbookSupport

/// Open Recipe Format (YAML; github.com/OpenRecipes/openrecipeformat, doc/topics/reference/orf.rst):
///
/// - `recipe_name`, `source_authors` / `author`, `source_url`, `source_book`, `recipe_uuid`;
/// - `yields`: a list of `{amount, unit}` (or `{servings: N}`); the first is the recipe's,
///   and each ingredient's first `amounts` entry goes with it;
/// - `ingredients`: a list of one-key mappings, `Name: {usda_num, amounts: [{amount,
///   unit}], processing: [...], notes: [...], substitutions: [...]}`, written as lines
///   "amount unit name, processing, notes" (`each` is a count: `6 Bananas`);
///   `usda_num` pins the line's food: the first entry of cookbook's ingredient dictionary
///   with that USDA SR28 number, else the number is kept and the drop is reported;
/// - `steps`: `{step, haccp: {control_point | critical_control_point}, notes}`;
/// - `notes`, `oven_temp` / `oven_fan` / `oven_time`, `X-` fields (kept).
///
/// `None`/`none` is read as "not given", as the format does.
public func readOpenRecipeFormat(path: String, text: String) throws(ImportProblem) -> [ImportedRecipe] {
    try ImportText.check(text, origin: path)
    guard let root = try ImportYAML.parse(text, origin: path) else {
        throw ImportProblem(origin: path, message: "the file is empty")
    }
    guard case .map(let pairs) = root else {
        throw ImportProblem(origin: path, message: "an Open Recipe Format file is a mapping of fields, not \(root.kindName)", hint: "it starts with recipe_name: ...")
    }
    guard root["recipe_name"] != nil || root["ingredients"] != nil else {
        throw ImportProblem(origin: path, message: "no recipe_name and no ingredients: this is not an Open Recipe Format recipe", notARecipe: true)
    }
    func given(_ value: ImportYAML?) -> ImportYAML? {
        guard let value, !value.isNull, value.text?.lowercased() != "none" else { return nil }
        return value
    }
    var recipe = ImportedRecipe(origin: path, title: given(root["recipe_name"])?.flatText ?? ImportText.baseName(of: path))
    var rest: [(key: String, value: ImportYAML)] = []
    var oven: [String] = []
    for (name, value) in pairs {
        guard let value = given(value) else { continue }
        switch name.lowercased() {
        case "recipe_name":
            break
        case "source_authors", "author", "authors":
            recipe.author = recipe.author ?? ImportText.list(value).joined(separator: ", ")
        case "source_url":
            if ImportText.isWebAddress(value.flatText) { recipe.source = value.flatText } else { recipe.keptFields.append((name, value.flatText)) }
        case "yields":
            readYields(value, into: &recipe)
        case "ingredients":
            readIngredients(value, into: &recipe)
        case "steps":
            readSteps(value, into: &recipe)
        case "oven_temp":
            let temps = value.items.compactMap { item -> String? in
                let amount = given(item["amount"])?.flatText
                let unit = given(item["unit"])?.flatText
                let text = [amount, unit.map { $0.uppercased() == "C" || $0.uppercased() == "F" ? "°" + $0.uppercased() : $0 }].compactMap { $0 }.joined(separator: " ")
                return text.isEmpty ? nil : text
            }
            if !temps.isEmpty { oven.insert("Oven: " + temps.joined(separator: ", "), at: 0) }
        case "oven_fan":
            if value.flatText.lowercased() != "off" { oven.append("fan: \(value.flatText)") }
        case "oven_time":
            recipe.cookTime = value.flatText
        case "nutrition":
            recipe.dropped.append("nutrition: Open Recipe Format gives it per ingredient per 100 g; cookbook computes the recipe's own from its ingredients")
        default:
            rest.append((name, value))
        }
    }
    if !oven.isEmpty { recipe.notes.insert(oven.joined(separator: "; ") + ".", at: 0) }
    ImportFields.apply(rest, to: &recipe, path: path)
    if recipe.ingredientGroups.isEmpty && recipe.stepSections.isEmpty {
        throw ImportProblem(origin: path, message: "no ingredients and no steps", hint: "an Open Recipe Format recipe lists ingredients: and steps:")
    }
    return [recipe]
}

private func readYields(_ value: ImportYAML, into recipe: inout ImportedRecipe) {
    let yields = value.items.map { item -> String in
        if let servings = item["servings"] { return "\(servings.flatText) servings" }
        let amount = item["amount"]?.flatText ?? ""
        let unit = item["unit"]?.flatText ?? ""
        return ImportText.squeeze("\(amount) \(unit)")
    }.filter { !$0.isEmpty }
    guard let first = yields.first else { return }
    if let n = ImportText.servings(first) { recipe.servings = n } else { recipe.yield = first }
    if yields.count > 1 {
        recipe.dropped.append("yields: \(yields.dropFirst().joined(separator: ", ")) (the other sizes; the recipe is written for \(first))")
    }
}

/// One ingredient entry as a line: "amount unit name, processing, notes".
private func ingredientLine(name: String, _ detail: ImportYAML?) -> String {
    var line = name
    if let amount = detail?["amounts"]?.items.first {
        let number = amount["amount"].flatMap { $0.isNull ? nil : $0.flatText } ?? ""
        var unit = amount["unit"]?.flatText ?? ""
        if ["each", "none", "ea", "whole"].contains(unit.lowercased()) { unit = "" }
        line = ImportText.squeeze("\(number) \(unit) \(name)")
    }
    var notes: [String] = []
    if let processing = detail?["processing"] { notes += ImportText.list(processing) }
    if let extra = detail?["notes"] { notes += extra.items.map { ImportText.squeeze($0.flatText) }.filter { !$0.isEmpty } }
    if !notes.isEmpty { line += ", " + notes.joined(separator: ", ") }
    return line
}

private func readIngredients(_ value: ImportYAML, into recipe: inout ImportedRecipe) {
    var lines: [String] = []
    for item in value.items {
        let name: String
        let detail: ImportYAML?
        switch item {
        case .scalar(let text):
            name = text
            detail = nil
        case .map(let pairs):
            guard let pair = pairs.first else { continue }
            // `- {name: flour, amounts: ...}` as well as the usual `- Flour: {...}`.
            if pairs.count > 1 || item["amounts"] != nil, let named = item["name"]?.text {
                name = named
                detail = item
            } else {
                name = pair.key
                detail = pair.value
            }
        case .list:
            continue
        }
        let line = ingredientLine(name: ImportText.squeeze(name), detail)
        if let usda = detail?["usda_num"], !usda.isNull {
            let digits = usda.flatText.trimmingSpaces()
            if let ndb = Int(digits), let entry = IngredientDictionary.all.first(where: { $0.ndb == ndb }) {
                recipe.pinnedFoods[lines.count] = entry.id
            } else {
                recipe.keptFields.append(("usda_num", "\(name): \(digits)"))
                recipe.dropped.append("usda_num \(digits) (\(name)): no food of cookbook's ingredient dictionary has this USDA number; the line's words are matched instead")
            }
        }
        lines.append(line)
        for substitute in detail?["substitutions"]?.items ?? [] {
            guard case .map(let pairs) = substitute, let pair = pairs.first else { continue }
            recipe.notes.append("Instead of \(ImportText.squeeze(name)): \(ingredientLine(name: ImportText.squeeze(pair.key), pair.value)).")
        }
    }
    if !lines.isEmpty { recipe.ingredientGroups = [ImportedIngredientGroup(lines: lines)] }
}

private func readSteps(_ value: ImportYAML, into recipe: inout ImportedRecipe) {
    var steps: [String] = []
    for item in value.items {
        var text: String
        switch item {
        case .scalar(let s):
            text = ImportText.squeeze(s)
        default:
            text = ImportText.squeeze(item["step"]?.flatText ?? "")
            if let haccp = item["haccp"] {
                let end = text.last.map { ".!?".contains($0) } ?? true ? " " : ". "
                if let point = haccp["critical_control_point"]?.text {
                    text += end + "Critical control point: \(ImportText.squeeze(point))."
                } else if let point = haccp["control_point"]?.text {
                    text += end + "Control point: \(ImportText.squeeze(point))."
                }
            }
            for note in item["notes"]?.items ?? [] where !note.flatText.isEmpty {
                recipe.notes.append("Step \(steps.count + 1): \(ImportText.squeeze(note.flatText))")
            }
        }
        text = text.trimmingSpaces()
        if !text.isEmpty { steps.append(text) }
    }
    if !steps.isEmpty { recipe.stepSections = [ImportedStepSection(steps: steps)] }
}
