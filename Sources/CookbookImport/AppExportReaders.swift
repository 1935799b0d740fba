import Foundation

/// Paprika (`.paprikarecipes`: a zip holding one gzip-compressed JSON object per recipe,
/// `.paprikarecipe`), as Paprika 3 exports them.
public enum PaprikaReader {
    public static func read(_ bytes: [UInt8], origin: String, limits: ImportLimits) throws -> [ImportedRecipe] {
        var budget = limits.totalUncompressedBytes
        if Gzip.isGzip(bytes) {
            // A single `.paprikarecipe`.
            return [try recipe(Gzip.inflate(bytes, origin: origin, limit: limits.entryBytes), origin: origin)]
        }
        let archive = try ZipArchive(bytes: bytes, origin: origin, limits: limits, budget: &budget) { path in
            // macOS's Archive Utility adds `__MACOSX/._Name.paprikarecipe` (resource forks), not recipes.
            let lower = path.lowercased()
            let name = lower.split(separator: "/").last.map(String.init) ?? lower
            return lower.hasSuffix(".paprikarecipe") && !lower.hasPrefix("__macosx/") && !name.hasPrefix("._")
        }
        var out: [ImportedRecipe] = []
        for entry in archive.entries {
            let entryOrigin = "\(origin)!\(entry.path)"
            let json = Gzip.isGzip(entry.bytes) ? try Gzip.inflate(entry.bytes, origin: entryOrigin, limit: min(budget, limits.entryBytes)) : entry.bytes
            budget -= json.count
            guard budget >= 0 else { throw ImportProblem(origin: origin, message: "unpacks to more than \(limits.totalUncompressedBytes / 1_048_576) MB: refused as a possible zip bomb") }
            var recipe = try recipe(json, origin: entryOrigin)
            recipe.dropped += archive.skipped
            out.append(recipe)
        }
        if out.isEmpty {
            throw ImportProblem(origin: origin, message: "holds no .paprikarecipe entries" + (archive.skipped.isEmpty ? "" : " (" + archive.skipped.joined(separator: "; ") + ")"))
        }
        return out
    }

    static let used: Set<String> = [
        "name", "ingredients", "directions", "description", "notes", "servings", "prep_time", "cook_time",
        "total_time", "source", "source_url", "categories", "photo_data", "photos", "image_url", "rating",
        "nutritional_info", "created", "difficulty",
    ]
    static let ignored: Set<String> = ["uid", "hash", "photo", "photo_hash", "photo_large", "scale", "in_trash", "is_pinned", "on_favorites", "on_grocery_list"]

    static func recipe(_ json: [UInt8], origin: String) throws -> ImportedRecipe {
        guard let object = try JValue.parse(json, origin: origin).object else {
            throw ImportProblem(origin: origin, message: "is not a Paprika recipe (a JSON object was expected)")
        }
        var recipe = ImportedRecipe(origin: origin, title: object["name"]?.text.map(HTMLText.line) ?? "")
        recipe.summary = object["description"]?.text.map(HTMLText.line).flatMap { $0.isEmpty ? nil : $0 }
        recipe.ingredientGroups = groups(object["ingredients"]?.text ?? "")
        recipe.stepSections = [ImportedStepSection(steps: SchemaText.steps(HTMLText.plain(object["directions"]?.text ?? "")))].filter { !$0.steps.isEmpty }
        recipe.notes = SchemaText.steps(HTMLText.plain(object["notes"]?.text ?? ""))
        SchemaText.yield(object["servings"], into: &recipe)
        recipe.prepTime = object["prep_time"]?.text
        recipe.cookTime = object["cook_time"]?.text
        recipe.totalTime = object["total_time"]?.text
        if let url = object["source_url"]?.text, SchemaText.isWebAddress(url) { recipe.source = url }
        if let name = object["source"]?.text, !name.isEmpty, name != recipe.source { recipe.keptFields.append(("source", name)) }
        let categories = (object["categories"]?.list ?? []).compactMap(\.text).filter { !$0.isEmpty }
        recipe.category = categories.first
        recipe.tags = Array(categories.dropFirst())
        if let rating = object["rating"]?.text, rating != "0" { recipe.rating = rating }
        if let created = object["created"]?.text { recipe.date = SchemaText.date(created) }
        if let data = object["photo_data"]?.text, let bytes = Data(base64Encoded: data, options: .ignoreUnknownCharacters) {
            recipe.images.append(ImportedImage(.bytes(name: "photo", data: [UInt8](bytes))))
        }
        for photo in object["photos"]?.list ?? [] {
            if let data = photo["data"]?.text, let bytes = Data(base64Encoded: data, options: .ignoreUnknownCharacters) {
                recipe.images.append(ImportedImage(.bytes(name: photo["filename"]?.text ?? "photo", data: [UInt8](bytes))))
            }
        }
        if recipe.images.isEmpty, let url = object["image_url"]?.text, SchemaText.isWebAddress(url) {
            recipe.images.append(ImportedImage(.web(url)))
        }
        if let info = object["nutritional_info"]?.text, !info.isEmpty { recipe.keptFields.append(("nutritional_info", HTMLText.line(info))) }
        if let difficulty = object["difficulty"]?.text, !difficulty.isEmpty { recipe.keptFields.append(("difficulty", difficulty)) }
        for key in object.keys.sorted() where !used.contains(key) && !ignored.contains(key) {
            let value = object[key]!
            if value == .null || value == .string("") { continue }
            recipe.keptFields.append((key, value.compact))
        }
        return recipe
    }

    /// Paprika keeps ingredients as text, a line each; a line ending in `:` (or in
    /// capitals alone) heads a group.
    static func groups(_ text: String) -> [ImportedIngredientGroup] {
        var groups: [ImportedIngredientGroup] = []
        var current = ImportedIngredientGroup(lines: [])
        for line in HTMLText.plain(text).split(separator: "\n").map(String.init) {
            if line.hasSuffix(":"), !line.contains(where: \.isNumber) {
                if !current.lines.isEmpty || current.name != nil { groups.append(current) }
                current = ImportedIngredientGroup(name: String(line.dropLast()).trimmingCharacters(in: .whitespaces), lines: [])
            } else {
                current.lines.append(line)
            }
        }
        if !current.lines.isEmpty { groups.append(current) }
        return groups.filter { !$0.lines.isEmpty }
    }
}

/// Mealie's recipe JSON (its own schema, close to schema.org: `recipeIngredient` items
/// with `note`/`display`/`originalText`, `recipeInstructions` with `title`/`text`) and
/// its export zip (a folder per recipe with `<slug>.json` and `images/original.*`).
public enum MealieReader {
    public static func isMealie(_ object: [String: JValue]) -> Bool {
        guard object["name"] != nil else { return false }
        if object["recipe_ingredient"] != nil || object["orgURL"] != nil || object["recipeServings"] != nil { return true }
        if let first = object["recipeIngredient"]?.list.first, first.object != nil, first["display"] != nil || first["note"] != nil { return true }
        return object["slug"] != nil && object["recipeInstructions"] != nil && object["@type"] == nil
    }

    public static func read(archive: ZipArchive, origin: String) throws -> [ImportedRecipe] {
        var out: [ImportedRecipe] = []
        for entry in archive.entries where entry.path.lowercased().hasSuffix(".json") {
            let entryOrigin = "\(origin)!\(entry.path)"
            guard let object = try JValue.parse(entry.bytes, origin: entryOrigin).object, isMealie(object) else { continue }
            var recipe = self.recipe(object, origin: entryOrigin)
            // Pictures beside the JSON: `<folder>/images/original.webp` (and min-/tiny- copies).
            let folder = entry.path.split(separator: "/").dropLast().joined(separator: "/")
            let pictures = archive.entries.filter {
                let lower = $0.path.lowercased()
                return lower.hasPrefix(folder.lowercased() + "/images/original.") || lower.hasPrefix(folder.lowercased() + "/original.")
            }
            if let picture = pictures.first {
                recipe.images.insert(ImportedImage(.bytes(name: picture.path, data: picture.bytes)), at: 0)
                recipe.images.removeAll { if case .web = $0.place { return true } else { return false } }
            }
            recipe.dropped += archive.skipped
            out.append(recipe)
        }
        return out
    }

    static let used: Set<String> = [
        "name", "description", "recipeIngredient", "recipe_ingredient", "recipeInstructions", "recipe_instructions",
        "notes", "tags", "recipeCategory", "recipe_category", "tools", "recipeYield", "recipe_yield", "recipeServings",
        "prepTime", "prep_time", "performTime", "perform_time", "cookTime", "cook_time", "totalTime", "total_time",
        "orgURL", "org_url", "nutrition", "rating", "dateAdded", "date_added", "image",
    ]
    static let ignored: Set<String> = [
        "id", "userId", "groupId", "householdId", "slug", "dateUpdated", "createdAt", "updatedAt", "update_at",
        "extras", "settings", "assets", "comments", "lastMade", "recipeServings", "recipeYieldQuantity", "@type",
        "@context", "user_id", "group_id", "household_id", "date_updated", "created_at", "updated_at", "last_made",
        "recipe_servings", "recipe_yield_quantity", "isOcrRecipe", "is_ocr_recipe", "platformUrl",
    ]

    static func field(_ object: [String: JValue], _ names: String...) -> JValue? {
        for name in names { if let v = object[name], v != .null { return v } }
        return nil
    }

    public static func recipe(_ object: [String: JValue], origin: String) -> ImportedRecipe {
        var recipe = ImportedRecipe(origin: origin, title: object["name"]?.text.map(HTMLText.line) ?? "")
        recipe.summary = object["description"]?.text.map(HTMLText.line).flatMap { $0.isEmpty ? nil : $0 }
        var groups: [ImportedIngredientGroup] = []
        var current = ImportedIngredientGroup(lines: [])
        for item in field(object, "recipeIngredient", "recipe_ingredient")?.list ?? [] {
            if let title = item["title"]?.text, !title.isEmpty {
                if !current.lines.isEmpty { groups.append(current) }
                current = ImportedIngredientGroup(name: HTMLText.line(title), lines: [])
            }
            if let line = ingredientLine(item), !line.isEmpty { current.lines.append(line) }
        }
        if !current.lines.isEmpty { groups.append(current) }
        recipe.ingredientGroups = groups
        var sections: [ImportedStepSection] = [ImportedStepSection(steps: [])]
        for item in field(object, "recipeInstructions", "recipe_instructions")?.list ?? [] {
            if let title = item["title"]?.text, !title.isEmpty {
                sections.append(ImportedStepSection(name: HTMLText.line(title), steps: []))
            }
            let text = item.text ?? item["text"]?.text ?? ""
            sections[sections.count - 1].steps += SchemaText.steps(HTMLText.plain(text))
        }
        recipe.stepSections = sections.filter { !$0.steps.isEmpty }
        for note in object["notes"]?.list ?? [] {
            let title = note["title"]?.text.map(HTMLText.line) ?? ""
            let text = HTMLText.line(note["text"]?.text ?? note.text ?? "")
            let joined = title.isEmpty ? text : (text.isEmpty ? title : "\(title): \(text)")
            if !joined.isEmpty { recipe.notes.append(joined) }
        }
        recipe.tags = (object["tags"]?.list ?? []).compactMap(\.looseText)
        let categories = (field(object, "recipeCategory", "recipe_category")?.list ?? []).compactMap(\.looseText)
        recipe.category = categories.first
        recipe.tags += categories.dropFirst()
        recipe.equipment = (object["tools"]?.list ?? []).compactMap(\.looseText)
        if let servings = field(object, "recipeServings", "recipe_servings")?.text, let n = Double(servings), n >= 1, n <= 1000, n == n.rounded() {
            recipe.servings = Int(n)
        }
        SchemaText.yield(field(object, "recipeYield", "recipe_yield"), into: &recipe)
        recipe.prepTime = field(object, "prepTime", "prep_time")?.text
        recipe.cookTime = field(object, "performTime", "perform_time", "cookTime", "cook_time")?.text
        recipe.totalTime = field(object, "totalTime", "total_time")?.text
        if let url = field(object, "orgURL", "org_url")?.text, SchemaText.isWebAddress(url) { recipe.source = url }
        if let nutrition = object["nutrition"]?.object {
            for key in nutrition.keys.sorted() {
                guard let text = nutrition[key]?.text, !text.isEmpty else { continue }
                let camel = key.contains("_") ? snakeToCamel(key) : key
                if let mapped = SchemaOrgReader.nutrientKeys[camel] { recipe.nutrition.append((mapped, text)) } else { recipe.keptFields.append(("nutrition.\(key)", text)) }
            }
        }
        if let rating = object["rating"]?.text, rating != "0" { recipe.rating = rating }
        if let date = field(object, "dateAdded", "date_added")?.text { recipe.date = SchemaText.date(date) }
        if let image = object["image"]?.text, SchemaText.isWebAddress(image) { recipe.images.append(ImportedImage(.web(image))) }
        for key in object.keys.sorted() where !used.contains(key) && !ignored.contains(key) {
            let value = object[key]!
            if value == .null || value == .string("") || value == .array([]) || value == .object([:]) { continue }
            recipe.keptFields.append((key, value.compact))
        }
        return recipe
    }

    static func snakeToCamel(_ key: String) -> String {
        let parts = key.split(separator: "_")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }

    /// A Mealie ingredient as a cook's line: the text it was imported from when kept,
    /// else amount, unit, food and note.
    static func ingredientLine(_ item: JValue) -> String? {
        if let text = item.text { return HTMLText.line(text) }
        for key in ["originalText", "original_text"] {
            if let text = item[key]?.text, !text.isEmpty { return HTMLText.line(text) }
        }
        var parts: [String] = []
        // Mealie writes `disableAmount` (v1) or `disable_amount` (its 2021 exports): the
        // quantity is then a placeholder 1, not an amount.
        if item["disableAmount"] != .bool(true), item["disable_amount"] != .bool(true), let q = item["quantity"]?.text, q != "0" { parts.append(ImportAmount.text(q)) }
        if let unit = item["unit"]?.looseText { parts.append(unit) }
        if let food = item["food"]?.looseText { parts.append(food) }
        let note = item["note"]?.text.map(HTMLText.line) ?? ""
        if parts.isEmpty { return note.isEmpty ? (item["display"]?.text).map(HTMLText.line) : note }
        return parts.joined(separator: " ") + (note.isEmpty ? "" : ", " + note)
    }
}

/// Amounts stored as decimals by apps (`0.5`, `0.333333`), written as a cook would (`1/2`, `1/3`).
public enum ImportAmount {
    public static func text(_ decimal: String) -> String {
        guard let value = Double(decimal), value > 0, value < 1_000_000 else { return decimal }
        let whole = Int(value.rounded(.down))
        let fraction = value - Double(whole)
        if fraction < 0.005 { return String(whole) }
        for (d, names) in [(2, ["1/2"]), (3, ["1/3", "2/3"]), (4, ["1/4", "3/4"]), (8, ["1/8", "3/8", "5/8", "7/8"])] {
            for n in 1..<d {
                if abs(fraction - Double(n) / Double(d)) < 0.01 {
                    let name = "\(n / gcd(n, d))/\(d / gcd(n, d))"
                    _ = names
                    return whole == 0 ? name : "\(whole) \(name)"
                }
            }
        }
        var s = String(format: "%.2f", value)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

/// Tandoor's export: a zip holding one zip per recipe, each with `recipe.json` (Tandoor's
/// own schema: `steps` with `instruction` and `ingredients` of `food`/`unit`/`amount`)
/// and `image.*`.
public enum TandoorReader {
    public static func isTandoor(_ object: [String: JValue]) -> Bool {
        object["name"] != nil && object["steps"] != nil && (object["working_time"] != nil || object["waiting_time"] != nil || object["keywords"] != nil)
    }

    public static func read(archive: ZipArchive, origin: String, limits: ImportLimits, budget: inout Int) throws -> [ImportedRecipe] {
        var out: [ImportedRecipe] = []
        for entry in archive.entries {
            let lower = entry.path.lowercased()
            if lower.hasSuffix(".zip") {
                let innerOrigin = "\(origin)!\(entry.path)"
                let inner = try ZipArchive(bytes: entry.bytes, origin: innerOrigin, limits: limits, budget: &budget) { _ in true }
                out += try read(archive: inner, origin: innerOrigin, limits: limits, budget: &budget)
            } else if lower == "recipe.json" || lower.hasSuffix("/recipe.json") {
                let entryOrigin = "\(origin)!\(entry.path)"
                guard let object = try JValue.parse(entry.bytes, origin: entryOrigin).object, isTandoor(object) else { continue }
                var recipe = self.recipe(object, origin: entryOrigin)
                let folder = entry.path.split(separator: "/").dropLast().joined(separator: "/")
                if let picture = archive.entries.first(where: {
                    let name = $0.path.split(separator: "/").last.map(String.init) ?? ""
                    let dir = $0.path.split(separator: "/").dropLast().joined(separator: "/")
                    return dir == folder && name.lowercased().hasPrefix("image.")
                }) {
                    recipe.images.append(ImportedImage(.bytes(name: picture.path, data: picture.bytes)))
                }
                recipe.dropped += archive.skipped
                out.append(recipe)
            }
        }
        return out
    }

    static let used: Set<String> = ["name", "description", "keywords", "steps", "working_time", "waiting_time", "servings", "servings_text", "source_url", "nutrition"]
    static let ignored: Set<String> = ["internal", "image", "id", "created_by", "created_at", "updated_at", "show_ingredient_overview", "private", "shared"]

    /// A Markdown instruction split at its headings (`### Source`): the text before the
    /// first heading, and each heading with the text under it.
    static func headedParts(_ text: String) -> (String, [(String, String)]) {
        var before: [Substring] = []
        var parts: [(String, [Substring])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let hashes = trimmed.prefix { $0 == "#" }.count
            if (1...6).contains(hashes), trimmed.dropFirst(hashes).first == " " {
                parts.append((trimmed.dropFirst(hashes).trimmingCharacters(in: .whitespaces), []))
            } else if parts.isEmpty {
                before.append(line)
            } else {
                parts[parts.count - 1].1.append(line)
            }
        }
        return (before.joined(separator: "\n"), parts.map { ($0.0, $0.1.joined(separator: "\n")) })
    }

    public static func recipe(_ object: [String: JValue], origin: String) -> ImportedRecipe {
        var recipe = ImportedRecipe(origin: origin, title: object["name"]?.text.map(HTMLText.line) ?? "")
        recipe.summary = object["description"]?.text.map(HTMLText.line).flatMap { $0.isEmpty ? nil : $0 }
        recipe.tags = (object["keywords"]?.list ?? []).compactMap(\.looseText)
        var groups: [ImportedIngredientGroup] = []
        var current = ImportedIngredientGroup(lines: [])
        var sections: [ImportedStepSection] = []
        for step in object["steps"]?.list ?? [] {
            for item in step["ingredients"]?.list ?? [] {
                if item["is_header"] == .bool(true) {
                    if !current.lines.isEmpty { groups.append(current) }
                    current = ImportedIngredientGroup(name: item["note"]?.text ?? item["food"]?.looseText, lines: [])
                    continue
                }
                if let line = line(item), !line.isEmpty { current.lines.append(line) }
            }
            let name = step["name"]?.text.map(HTMLText.line).flatMap { $0.isEmpty ? nil : $0 }
            let (instruction, extras) = Self.headedParts(step["instruction"]?.text ?? "")
            for (heading, text) in extras {
                // Tandoor's instructions are Markdown: "### Source" and what follows is not a step.
                let words = HTMLText.plain(text).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if heading.lowercased().hasPrefix("source"), recipe.source == nil,
                    let address = words.flatMap({ $0.split(separator: " ").map(String.init) }).first(where: SchemaText.isWebAddress)
                {
                    recipe.source = address
                }
                let joined = words.joined(separator: " ")
                recipe.notes.append(joined.isEmpty ? heading : "\(heading): \(joined)")
            }
            let steps = SchemaText.steps(HTMLText.plain(instruction))
            if steps.isEmpty { continue }
            if let name {
                sections.append(ImportedStepSection(name: name, steps: steps))
            } else if let last = sections.last, last.name == nil {
                sections[sections.count - 1].steps += steps
            } else {
                sections.append(ImportedStepSection(steps: steps))
            }
        }
        if !current.lines.isEmpty { groups.append(current) }
        recipe.ingredientGroups = groups
        recipe.stepSections = sections
        if let n = object["servings"]?.text.flatMap(Double.init), n >= 1, n == n.rounded(), n <= 1000 { recipe.servings = Int(n) }
        if let text = object["servings_text"]?.text, !text.isEmpty { recipe.yield = recipe.servings.map { "\($0) \(text)" } ?? text }
        if let m = object["working_time"]?.text, let n = Int(m), n > 0 { recipe.prepTime = "\(n) min" }
        if let m = object["waiting_time"]?.text, let n = Int(m), n > 0 { recipe.cookTime = "\(n) min" }
        if let url = object["source_url"]?.text, SchemaText.isWebAddress(url) { recipe.source = url }
        if let nutrition = object["nutrition"]?.object {
            for (key, mapped) in [("calories", "calories"), ("fats", "fat"), ("carbohydrates", "carbohydrate"), ("proteins", "protein")] {
                if let value = nutrition[key]?.text { recipe.nutrition.append((mapped, value)) }
            }
        }
        for key in object.keys.sorted() where !used.contains(key) && !ignored.contains(key) {
            let value = object[key]!
            if value == .null || value == .string("") || value == .array([]) { continue }
            recipe.keptFields.append((key, value.compact))
        }
        return recipe
    }

    static func line(_ item: JValue) -> String? {
        if let text = item["original_text"]?.text, !text.isEmpty { return HTMLText.line(text) }
        var parts: [String] = []
        if item["no_amount"] != .bool(true), let amount = item["amount"]?.text, amount != "0" { parts.append(ImportAmount.text(amount)) }
        if let unit = item["unit"]?.looseText { parts.append(unit) }
        if let food = item["food"]?.looseText { parts.append(food) }
        let note = item["note"]?.text.map(HTMLText.line) ?? ""
        if parts.isEmpty { return note }
        return parts.joined(separator: " ") + (note.isEmpty ? "" : ", " + note)
    }
}

/// Nextcloud Cookbook: a folder per recipe holding `recipe.json` (schema.org Recipe) and
/// `full.jpg` (with `thumb.jpg`, `thumb16.jpg` copies that are left out).
public enum NextcloudReader {
    public static func read(folder: String, display: String, limits: ImportLimits) throws -> [ImportedRecipe] {
        let path = folder + "/recipe.json"
        let origin = display + "/recipe.json"
        let value = try JValue.parse(ImportFiles.read(path, origin: origin, limit: limits.fileBytes), origin: origin)
        var recipes = SchemaOrgReader.recipes(in: value, origin: origin, folder: folder)
        if recipes.isEmpty, let object = value.object {
            // Older versions wrote the fields without "@type".
            recipes = [SchemaOrgReader.recipe(from: object, origin: origin, folder: folder, pageName: nil)]
        }
        if let full = ImportFiles.inside(folder, "full.jpg") {
            for i in recipes.indices {
                recipes[i].images.removeAll { if case .web = $0.place { return true } else { return false } }
                recipes[i].images.insert(ImportedImage(.file(path: full)), at: 0)
            }
        }
        return recipes
    }
}
