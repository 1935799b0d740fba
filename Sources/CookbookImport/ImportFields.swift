import CookbookSupport

/// The field names recipe formats share, mapped once for every reader that has
/// key-value metadata: Jekyll and Hugo front matter, Cooklang metadata, Open Recipe
/// Format. A reader takes its own fields first (ingredients, directions, ...) and hands
/// the rest here; a field no one knows goes to `keptFields`, so nothing is lost.
enum ImportFields {
    enum Target {
        case title, summary, author, date, category, cuisine, tags, servings, yield, prep, cook, total
        case source, image, language, rating, nutrition, equipment, notes
        /// A field of the site's page machinery with no meaning for a recipe (`layout`,
        /// `permalink`): dropped, and the drop recorded.
        case ignore
    }

    /// Names as they appear in Jekyll/Hugo themes, Cooklang's canonical metadata and
    /// Open Recipe Format, lowercased, with `_`, `-` and `.` read as spaces.
    static let names: [String: Target] = {
        var table: [String: Target] = [:]
        func add(_ target: Target, _ keys: String...) { for key in keys { table[key] = target } }
        add(.title, "title", "name", "recipe name")
        add(.summary, "description", "introduction", "summary", "excerpt", "subtitle", "intro", "lead")
        add(.author, "author", "authors", "source author", "chef", "by", "creator")
        add(.date, "date", "published", "created", "date published", "publishdate")
        add(.category, "category", "categories", "course", "courses", "meal", "recipe category")
        add(.cuisine, "cuisine", "cuisines", "recipe cuisine")
        add(.tags, "tags", "tag", "keywords")
        add(.servings, "servings", "serves", "serving", "portions", "persons")
        add(.yield, "yield", "yields", "makes", "recipe yield")
        add(.prep, "prep", "prep time", "preptime", "time prep", "preparation", "preparation time", "prep time minutes")
        add(.cook, "cook", "cook time", "cooktime", "time cook", "cooking time", "bake time")
        add(.total, "time", "total", "total time", "totaltime", "duration", "time required", "ready in")
        add(.source, "source", "source url", "url", "original", "original url", "link", "recipe source", "via", "source name")
        add(.image, "image", "images", "picture", "pictures", "photo", "photos", "thumbnail", "cover", "featured image", "featuredimage", "hero", "img")
        add(.language, "locale", "lang", "language", "inlanguage")
        add(.rating, "rating", "stars")
        add(.nutrition, "nutrition")
        add(.equipment, "equipment", "cookware", "tools", "utensils")
        add(.notes, "notes", "note", "tips", "tip")
        add(.ignore, "layout", "permalink", "slug", "aliases", "weight", "menu", "sitemap", "published false", "toc", "comments", "share", "sharing", "type", "outputs", "lastmod", "last modified at", "redirect from", "search", "class", "body class")
        return table
    }()

    static func key(_ name: String) -> String {
        String(name.lowercased().map { $0 == "_" || $0 == "-" || $0 == "." ? " " : $0 }).split(separator: " ").joined(separator: " ")
    }

    /// Applies every field of `pairs` to `recipe`; `path` is the recipe file (for
    /// pictures beside it). A mapping under `source` or `time` is read by its keys
    /// (`source: {url: ..., author: ...}`, Cooklang's `source.url`).
    static func apply(_ pairs: [(key: String, value: ImportYAML)], to recipe: inout ImportedRecipe, path: String) {
        var titled = false
        for (name, value) in pairs {
            if value.isNull { continue }
            let k = key(name)
            if case .map(let inner) = value, k == "source" || k == "time" {
                apply(inner.map { (key: "\(k) \($0.key)", value: $0.value) }, to: &recipe, path: path)
                continue
            }
            let target = names[k] ?? (k == "source title" ? .source : nil)
            guard let target else {
                recipe.keptFields.append((name, value.flatText))
                continue
            }
            let text = ImportText.squeeze(value.flatText)
            switch target {
            case .title:
                // The first title field wins over the file name the reader started with.
                if !titled {
                    recipe.title = text
                    titled = true
                } else {
                    recipe.keptFields.append((name, text))
                }
            case .summary: recipe.summary = recipe.summary ?? value.text?.trimmingSpaces() ?? text
            case .author: recipe.author = recipe.author ?? text
            case .date:
                if let date = ImportText.date(text) { recipe.date = date } else { recipe.keptFields.append((name, text)) }
            case .category:
                let all = ImportText.list(value)
                if recipe.category == nil { recipe.category = all.first }
                if all.count > 1 { recipe.tags += all.dropFirst().filter { !recipe.tags.contains($0) } }
            case .cuisine: recipe.cuisine = recipe.cuisine ?? ImportText.list(value).first
            case .tags: recipe.tags += ImportText.list(value).filter { !recipe.tags.contains($0) }
            case .servings, .yield:
                // Cooklang writes `servings: 2|4` for the amounts it scales to; the first one is the recipe's.
                let plain = text.replacingPercent()
                let first = plain.split(separator: "|").first.map(String.init)?.trimmingSpaces() ?? plain
                if let n = ImportText.servings(first), recipe.servings == nil {
                    recipe.servings = n
                    if first != plain { recipe.keptFields.append((name, text)) }
                } else if recipe.yield == nil {
                    recipe.yield = plain
                } else {
                    recipe.keptFields.append((name, text))
                }
            case .prep: recipe.prepTime = recipe.prepTime ?? text
            case .cook: recipe.cookTime = recipe.cookTime ?? text
            case .total: recipe.totalTime = recipe.totalTime ?? text
            case .source:
                if ImportText.isWebAddress(text), recipe.source == nil {
                    recipe.source = text
                } else if k == "source name" || k == "source" || k == "source title" || k == "via" {
                    // A book or a person, not an address: kept in words.
                    recipe.keptFields.append((name, text))
                } else {
                    recipe.keptFields.append((name, text))
                }
            case .image:
                for item in ImportText.list(value.itemsOrURL) {
                    if let image = ImportText.image(item, besides: path) {
                        if !recipe.images.contains(image) { recipe.images.append(image) }
                    } else {
                        recipe.dropped.append("\(name): picture '\(item)' not found beside the recipe")
                    }
                }
            case .language:
                let code = text.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? text
                recipe.language = code
            case .rating: recipe.rating = text
            case .nutrition:
                if case .map(let inner) = value {
                    for (k, v) in inner where !v.isNull { recipe.nutrition.append((k, v.flatText)) }
                } else {
                    recipe.keptFields.append((name, text))
                }
            case .equipment: recipe.equipment += ImportText.list(value).filter { !recipe.equipment.contains($0) }
            case .notes:
                recipe.notes += value.items.map { $0.flatText.trimmingSpaces() }.filter { !$0.isEmpty }
            case .ignore:
                recipe.dropped.append("\(name): \(text) (a setting of the old site, not of the recipe)")
            }
        }
    }
}

extension ImportYAML {
    /// For pictures: a mapping such as Hugo's `image: {src: a.jpg, alt: ...}` gives its
    /// address; a list of mappings gives each one's.
    fileprivate var itemsOrURL: ImportYAML {
        switch self {
        case .map:
            return self["src"] ?? self["url"] ?? self["path"] ?? self["file"] ?? .list([])
        case .list(let items):
            return .list(items.map { $0.itemsOrURL })
        case .scalar:
            return self
        }
    }
}

extension String {
    /// Cooklang's `500%ml` as words: `500 ml`.
    fileprivate func replacingPercent() -> String {
        guard contains("%") else { return self }
        return split(separator: "%", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }.joined(separator: " ")
    }
}
