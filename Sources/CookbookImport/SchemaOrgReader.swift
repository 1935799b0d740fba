import Foundation

/// schema.org `Recipe` (https://schema.org/Recipe) as JSON-LD or microdata, the form
/// recipe sites publish for search engines and Nextcloud Cookbook and Mealie store.
public enum SchemaOrgReader {
    /// Every Recipe in a JSON-LD value: a Recipe object, an array, an `@graph`, or a page
    /// whose `mainEntity` is the Recipe.
    public static func recipes(in value: JValue, origin: String, folder: String?, pageName: String? = nil) -> [ImportedRecipe] {
        var found: [[String: JValue]] = []
        find(value, depth: 0, into: &found)
        return found.map { recipe(from: $0, origin: origin, folder: folder, pageName: pageName) }
    }

    static func isRecipe(_ object: [String: JValue]) -> Bool {
        guard let type = object["@type"] else { return false }
        return type.list.contains { ($0.text ?? "").split(separator: "/").last.map { $0.lowercased() == "recipe" } ?? false }
    }

    static func find(_ value: JValue, depth: Int, into found: inout [[String: JValue]]) {
        guard depth < 16, found.count < 1000 else { return }
        switch value {
        case .array(let items): for item in items { find(item, depth: depth + 1, into: &found) }
        case .object(let object):
            if isRecipe(object) { found.append(object); return }
            for key in ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item", "hasPart"] {
                if let inner = object[key] { find(inner, depth: depth + 1, into: &found) }
            }
        default: return
        }
    }

    /// Fields read into the recipe; any other field is kept in a comment.
    static let used: Set<String> = [
        "name", "description", "author", "datePublished", "dateCreated", "recipeCategory", "recipeCuisine",
        "keywords", "recipeYield", "yield", "prepTime", "cookTime", "totalTime", "tool", "recipeIngredient",
        "ingredients", "recipeInstructions", "url", "image", "nutrition", "aggregateRating", "inLanguage", "suitableForDiet",
    ]
    /// Fields that say nothing about the dish: left out without a comment.
    static let ignored: Set<String> = [
        "@context", "@type", "@id", "publisher", "review", "video", "isPartOf", "mainEntityOfPage",
        "dateModified", "potentialAction", "interactionStatistic", "commentCount", "comment", "thumbnailUrl",
        "printImage", "printTemplate", "id", "dateAdded", "imageUrl", "headline", "creator",
    ]

    static func recipe(from object: [String: JValue], origin: String, folder: String?, pageName: String?) -> ImportedRecipe {
        var recipe = ImportedRecipe(origin: origin, title: object["name"].flatMap(\.looseText).map(HTMLText.line) ?? "")
        if let description = object["description"]?.looseText.map(HTMLText.line), !description.isEmpty {
            recipe.summary = description
        }
        let authors = (object["author"]?.list ?? []).compactMap(\.looseText).map(HTMLText.line).filter { !$0.isEmpty }
        if !authors.isEmpty { recipe.author = authors.joined(separator: ", ") }
        if let date = (object["datePublished"] ?? object["dateCreated"])?.looseText { recipe.date = SchemaText.date(date) }
        let categories = words(object["recipeCategory"])
        recipe.category = categories.first
        if categories.count > 1 { recipe.tags += categories.dropFirst() }
        let cuisines = words(object["recipeCuisine"])
        recipe.cuisine = cuisines.first
        if cuisines.count > 1 { recipe.dropped.append("recipeCuisine: only the first of \(cuisines.count) cuisines kept (\(cuisines.dropFirst().joined(separator: ", ")))") }
        recipe.tags += words(object["keywords"])
        SchemaText.yield(object["recipeYield"] ?? object["yield"], into: &recipe)
        recipe.prepTime = object["prepTime"]?.looseText
        recipe.cookTime = object["cookTime"]?.looseText
        recipe.totalTime = object["totalTime"]?.looseText
        recipe.equipment = (object["tool"]?.list ?? []).compactMap(\.looseText).map(HTMLText.line).filter { !$0.isEmpty }
        let lines = ((object["recipeIngredient"] ?? object["ingredients"])?.list ?? []).compactMap(\.looseText)
            .flatMap { HTMLText.plain($0).split(separator: "\n").map(String.init) }.filter { !$0.isEmpty }
        // A line such as "For the sauce:" heads a group, as pages write sub-headings in the list.
        recipe.ingredientGroups = PaprikaReader.groups(lines.joined(separator: "\n"))
        recipe.stepSections = instructions(object["recipeInstructions"])
        if let url = (object["url"] ?? object["mainEntityOfPage"])?.looseText, SchemaText.isWebAddress(url) { recipe.source = url }
        recipe.images = images(object["image"], folder: folder, pageName: pageName, dropped: &recipe.dropped)
        if let nutrition = object["nutrition"]?.object {
            for key in nutrition.keys.sorted() where !key.hasPrefix("@") {
                guard let text = nutrition[key]?.looseText else { continue }
                if let mapped = nutrientKeys[key] {
                    recipe.nutrition.append((mapped, text))
                } else {
                    recipe.keptFields.append(("nutrition.\(key)", text))
                }
            }
        }
        if let rating = object["aggregateRating"]?["ratingValue"]?.text { recipe.rating = rating }
        // suitableForDiet: the RestrictedDiet values the recipe format has a diet for become
        // `diets`; the others (LowCalorieDiet, DiabeticDiet, ...) are kept in a comment.
        var otherDiets: [String] = []
        for value in object["suitableForDiet"]?.list ?? [] {
            guard let text = (value["@id"] ?? value).looseText?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { continue }
            let name = String(text.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last ?? "")
            if let diet = dietNames[name], !recipe.diets.contains(diet) { recipe.diets.append(diet) } else if dietNames[name] == nil { otherDiets.append(text) }
        }
        if !otherDiets.isEmpty { recipe.keptFields.append(("suitableForDiet", otherDiets.joined(separator: ", "))) }
        if let language = object["inLanguage"]?.looseText { recipe.language = language }
        for key in object.keys.sorted() where !used.contains(key) && !ignored.contains(key) {
            let value = object[key]!
            if value == .null || value == .string("") || value == .array([]) { continue }
            recipe.keptFields.append((key, value.compact))
        }
        return recipe
    }

    /// schema.org RestrictedDiet values (schema.org/RestrictedDiet) with a diet of the
    /// recipe format (docs/recipe-format.md, `diets`). LowLactoseDiet is not dairy-free.
    static let dietNames: [String: String] = [
        "GlutenFreeDiet": "gluten-free", "VeganDiet": "vegan", "VegetarianDiet": "vegetarian",
        "HalalDiet": "halal", "KosherDiet": "kosher",
    ]

    static let nutrientKeys: [String: String] = [
        "calories": "calories", "fatContent": "fat", "saturatedFatContent": "saturated_fat",
        "carbohydrateContent": "carbohydrate", "sugarContent": "sugar", "fiberContent": "fiber",
        "proteinContent": "protein", "sodiumContent": "sodium", "cholesterolContent": "cholesterol",
    ]

    /// A list of words: an array, or one string separated by commas.
    static func words(_ value: JValue?) -> [String] {
        guard let value else { return [] }
        var out: [String] = []
        for item in value.list {
            guard let text = item.looseText else { continue }
            for word in HTMLText.line(text).split(separator: ",") {
                let trimmed = word.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty, !out.contains(trimmed) { out.append(trimmed) }
            }
        }
        return out
    }

    /// `recipeInstructions`: text with a step a line, a list of texts, HowToStep objects,
    /// HowToSection objects holding steps, or an ItemList.
    static func instructions(_ value: JValue?) -> [ImportedStepSection] {
        guard let value else { return [] }
        var sections: [ImportedStepSection] = [ImportedStepSection(steps: [])]
        func add(_ value: JValue, depth: Int) {
            guard depth < 8 else { return }
            switch value {
            case .string(let text):
                sections[sections.count - 1].steps += SchemaText.steps(HTMLText.plain(text))
            case .array(let items):
                for item in items { add(item, depth: depth + 1) }
            case .object(let object):
                let types = (object["@type"]?.list ?? []).compactMap(\.text)
                if let inner = object["itemListElement"] ?? object["steps"] {
                    if types.contains("HowToSection") || object["name"] != nil {
                        let name = object["name"]?.looseText.map(HTMLText.line)
                        sections.append(ImportedStepSection(name: name?.isEmpty == false ? name : nil, steps: []))
                        add(inner, depth: depth + 1)
                        sections.append(ImportedStepSection(steps: []))
                    } else {
                        add(inner, depth: depth + 1)
                    }
                } else if let text = (object["text"] ?? object["description"] ?? object["name"])?.looseText {
                    sections[sections.count - 1].steps += SchemaText.steps(HTMLText.plain(text))
                }
            default: return
            }
        }
        add(value, depth: 0)
        return sections.filter { !$0.steps.isEmpty }
    }

    /// `../images/plov.jpg` as seen from the folder above (`images/plov.jpg`); "" for any
    /// other path, so only pictures one level up are found.
    static func oneLevelUp(_ path: String) -> String {
        guard path.hasPrefix("../") else { return "" }
        let rest = String(path.dropFirst(3))
        return rest.hasPrefix("../") || rest.hasPrefix("/") ? "" : rest
    }

    static func images(_ value: JValue?, folder: String?, pageName: String?, dropped: inout [String]) -> [ImportedImage] {
        guard let value else { return [] }
        var out: [ImportedImage] = []
        var seen = Set<String>()
        for item in value.list {
            let address: String?
            switch item {
            case .string(let s): address = s
            case .object(let o): address = (o["url"] ?? o["contentUrl"])?.looseText
            default: address = nil
            }
            guard let address = address?.trimmingCharacters(in: .whitespaces), !address.isEmpty,
                seen.insert(address).inserted
            else { continue }
            let alt = item["caption"]?.looseText ?? item["description"]?.looseText
            if address.hasPrefix("data:") {
                dropped.append("image: an image written into the page as a data: address is not copied")
                continue
            }
            if SchemaText.isWebAddress(address) || address.hasPrefix("//") {
                // A page saved "complete" keeps its pictures in <page>_files/: use the copy.
                if let folder, let pageName,
                    let last = address.split(separator: "/").last.map(String.init)?
                        .split(separator: "?").first.map(String.init), !last.isEmpty,
                    let local = ImportFiles.inside(folder, "\(pageName)_files/\(last)")
                {
                    out.append(ImportedImage(.file(path: local), alt: alt))
                } else {
                    out.append(ImportedImage(.web(address.hasPrefix("//") ? "https:" + address : address), alt: alt))
                }
                continue
            }
            // A page of a built site names its picture from the folder above (`../images/plov.jpg`):
            // looked for inside the page's folder or the one above it, never further.
            if let folder,
                let local = ImportFiles.inside(folder, address.removingPercentEncoding ?? address)
                    ?? ImportFiles.inside((folder as NSString).deletingLastPathComponent, Self.oneLevelUp(address.removingPercentEncoding ?? address))
            {
                out.append(ImportedImage(.file(path: local), alt: alt))
            } else {
                dropped.append("image: \(address) is not a file beside the source (images must sit in its folder)")
            }
        }
        return out
    }
}
