import CookbookSupport
import Foundation

/// A recipe page of a Jekyll or Hugo recipe site: Markdown with YAML (`---`) or TOML
/// (`+++`) front matter.
///
/// - Chowdown style: `ingredients:` and `directions:` lists in the front matter,
///   `components:` naming other recipes of the site, comma-separated `tags`, `image`
///   (a file looked for beside the page and in the site's `images/` folders),
///   `imagecredit`, `layout`.
/// - Hugo recipe themes: `prep`/`cook`/`prep_time`/`cook_time` as free text, `servings`,
///   `ingredients` lists (or groups: a mapping of lists, or a list of one-key mappings),
///   and bodies with `## Ingredients` / `### Directions` headings, ingredient sub-groups
///   as deeper headings, `For the sauce:` lines or nested lists.
///
/// The common field names are mapped (`ImportFields`); every other field goes to
/// `keptFields`, and what was dropped (site settings such as `layout`, Liquid tags and
/// Hugo shortcodes in the body) is listed in `dropped`. Text in the body outside the
/// ingredient and step sections becomes the summary (before them) or notes (after).
public func readMarkdownSite(path: String, text: String) throws(ImportProblem) -> [ImportedRecipe] {
    try ImportText.check(text, origin: path)
    let front = FrontMatter(splitting: text)
    var pairs: [(key: String, value: ImportYAML)] = []
    if let matter = front.text {
        let parsed: ImportYAML?
        if front.isTOML {
            parsed = try TOMLSubset.parse(matter, origin: path)
        } else {
            parsed = try ImportYAML.parse(matter, origin: path, firstLine: 2)
        }
        if let parsed {
            guard case .map(let fields) = parsed else {
                throw ImportProblem(origin: path, message: "the front matter is \(parsed.kindName), not a list of fields", hint: "write it as key: value lines")
            }
            pairs = fields
        }
    }
    var recipe = ImportedRecipe(origin: path, title: "")
    var rest: [(key: String, value: ImportYAML)] = []
    var frontIngredients: [ImportedIngredientGroup] = []
    var frontSteps: [ImportedStepSection] = []
    for (name, value) in pairs {
        if value.isNull { continue }
        switch ImportFields.key(name) {
        case "ingredients", "ingredient", "ingredient list", "recipe ingredient", "recipeingredient":
            frontIngredients += MarkdownSite.ingredientGroups(value)
        case "directions", "direction", "instructions", "steps", "method", "preparation steps", "recipe instructions", "recipeinstructions":
            frontSteps += MarkdownSite.stepSections(value)
        case "components", "component":
            let titles = ImportText.list(value)
            if !titles.isEmpty {
                recipe.notes.append("Made with the recipes: " + titles.joined(separator: ", ") + ".")
                recipe.keptFields.append((name, titles.joined(separator: ", ")))
            }
        case "draft", "published":
            recipe.keptFields.append((name, value.flatText))
        default:
            rest.append((name, value))
        }
    }
    ImportFields.apply(rest, to: &recipe, path: path)

    var body = MarkdownSite.Body(text: front.body, path: path)
    body.read()
    if recipe.servings == nil, let n = body.servings { recipe.servings = n }
    recipe.dropped += body.dropped
    if recipe.title.isEmpty { recipe.title = body.title ?? MarkdownSite.titleFromFileName(path) }
    if recipe.date == nil { recipe.date = MarkdownSite.dateFromFileName(path) }
    recipe.ingredientGroups = frontIngredients.isEmpty ? body.ingredients : frontIngredients
    if !frontIngredients.isEmpty && !body.ingredients.isEmpty { recipe.ingredientGroups += body.ingredients }
    recipe.stepSections = frontSteps.isEmpty ? body.steps : frontSteps
    if !frontSteps.isEmpty && !body.steps.isEmpty { recipe.stepSections += body.steps }
    if !body.intro.isEmpty {
        let intro = body.intro.joined(separator: "\n\n")
        if recipe.summary == nil { recipe.summary = intro } else { recipe.notes.insert(intro, at: 0) }
    }
    recipe.notes += body.notes
    for image in body.images where !recipe.images.contains(image) { recipe.images.append(image) }
    // A Hugo page bundle (`plov/index.md` with `plov/photo.jpg`): its picture is beside it.
    if recipe.images.isEmpty, ["index", "_index"].contains(ImportText.baseName(of: path)) {
        let folder = ImportText.folder(of: path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let pictures = names.filter { name in
            [".jpg", ".jpeg", ".png", ".webp"].contains { name.lowercased().hasSuffix($0) } && ImportText.fileExists(ImportText.join(folder, name))
        }.sorted()
        if let first = pictures.first { recipe.images.append(ImportedImage(.file(path: ImportText.absolute(ImportText.join(folder, first))))) }
    }
    recipe.ingredientGroups = recipe.ingredientGroups.filter { !$0.lines.isEmpty }
    recipe.stepSections = recipe.stepSections.filter { !$0.steps.isEmpty }
    if recipe.ingredientGroups.isEmpty && recipe.stepSections.isEmpty {
        throw ImportProblem(origin: path, message: "no ingredients and no steps: this page is not a recipe", hint: "a recipe page lists `ingredients:` in its front matter or under an `## Ingredients` heading", notARecipe: true)
    }
    return [recipe]
}

enum MarkdownSite {
    /// Ingredients from front matter: a list of lines; a list mixing lines and one-key
    /// mappings (`- For the sauce: [a, b]`); a mapping of group names to lists; mappings
    /// with `item`/`name`, `amount`/`quantity` and `unit` fields.
    static func ingredientGroups(_ value: ImportYAML) -> [ImportedIngredientGroup] {
        var groups = [ImportedIngredientGroup(lines: [])]
        func add(_ item: ImportYAML) {
            switch item {
            case .scalar(let text):
                let line = ImportText.squeeze(text)
                if !line.isEmpty { groups[groups.count - 1].lines.append(line) }
            case .map(let pairs):
                if let line = structuredLine(item) {
                    groups[groups.count - 1].lines.append(line)
                } else {
                    for (name, inner) in pairs {
                        groups.append(ImportedIngredientGroup(name: name.trimmingSpaces(), lines: []))
                        for element in inner.items { add(element) }
                    }
                }
            case .list(let items):
                // A nested list: a group whose name is the item before it, when that
                // item ends with a colon (`- For the dough:` then the lines).
                if let last = groups[groups.count - 1].lines.last, last.hasSuffix(":") {
                    groups[groups.count - 1].lines.removeLast()
                    groups.append(ImportedIngredientGroup(name: String(last.dropLast()).trimmingSpaces(), lines: []))
                }
                for element in items { add(element) }
            }
        }
        switch value {
        case .map(let pairs) where structuredLine(value) == nil:
            for (name, inner) in pairs {
                groups.append(ImportedIngredientGroup(name: name.trimmingSpaces(), lines: []))
                for element in inner.items { add(element) }
            }
        case .scalar(let text):
            for line in lines(inBlock: text) { add(.scalar(line)) }
        default:
            for element in value.items { add(element) }
        }
        return groups.filter { !$0.lines.isEmpty }
    }

    /// `{item: flour, amount: 200, unit: g, note: sifted}` as `200 g flour, sifted`.
    static func structuredLine(_ value: ImportYAML) -> String? {
        guard case .map = value, let name = (value["item"] ?? value["name"] ?? value["ingredient"] ?? value["food"])?.text else { return nil }
        let amount = (value["amount"] ?? value["quantity"] ?? value["qty"])?.text
        let unit = value["unit"]?.text
        var line = [amount, unit, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        if let note = (value["note"] ?? value["notes"] ?? value["preparation"])?.text, !note.isEmpty { line += ", " + note }
        return ImportText.squeeze(line)
    }

    /// Steps from front matter: a list (items may be one-key mappings naming a section),
    /// a mapping of section names to lists, or one block of text (a step a paragraph or
    /// a numbered line).
    static func stepSections(_ value: ImportYAML) -> [ImportedStepSection] {
        var sections = [ImportedStepSection(steps: [])]
        func add(_ item: ImportYAML) {
            switch item {
            case .scalar(let text):
                for step in steps(inBlock: text) { sections[sections.count - 1].steps.append(step) }
            case .map(let pairs):
                if let text = (item["text"] ?? item["step"] ?? item["instruction"])?.text {
                    add(.scalar(text))
                    return
                }
                for (name, inner) in pairs {
                    sections.append(ImportedStepSection(name: name.trimmingSpaces(), steps: []))
                    for element in inner.items { add(element) }
                }
            case .list(let items):
                for element in items { add(element) }
            }
        }
        if case .map(let pairs) = value {
            for (name, inner) in pairs {
                sections.append(ImportedStepSection(name: name.trimmingSpaces(), steps: []))
                for element in inner.items { add(element) }
            }
        } else {
            for element in value.items { add(element) }
        }
        return sections.filter { !$0.steps.isEmpty }
    }

    /// A block of text as steps, read as Markdown: each list item a step (nested
    /// lists' items after their parent), each other paragraph a step.
    static func steps(inBlock text: String) -> [String] {
        textBlocks(MarkdownBlock.parse(text))
    }

    /// A block of ingredient text, read as Markdown: each list item a line, each line of
    /// another paragraph a line; task-list boxes (`- [ ] 2 eggs`) are left out.
    static func lines(inBlock text: String) -> [String] {
        var lines: [String] = []
        func walk(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block.kind {
                case .list:
                    for (item, _) in MarkdownBlock.items(in: [block]) {
                        var line = item.itemText
                        if line.hasPrefix("[ ] ") || line.hasPrefix("[x] ") || line.hasPrefix("[X] ") { line = String(line.dropFirst(4)) }
                        if !line.isEmpty { lines.append(line) }
                    }
                case .quote:
                    walk(block.children)
                case .paragraph, .heading:
                    lines += block.text.split(separator: "\n").map { ImportText.squeeze(String($0)) }.filter { !$0.isEmpty }
                default:
                    break
                }
            }
        }
        walk(MarkdownBlock.parse(text))
        return lines
    }

    /// Paragraphs and list items (flattened) as one text each.
    static func textBlocks(_ blocks: [MarkdownBlock]) -> [String] {
        var out: [String] = []
        for block in blocks {
            switch block.kind {
            case .list:
                out += MarkdownBlock.items(in: [block]).map(\.item.itemText).filter { !$0.isEmpty }
            case .quote:
                out += textBlocks(block.children)
            case .paragraph, .heading:
                let text = ImportText.squeeze(block.text)
                if !text.isEmpty { out.append(text) }
            case .code, .html:
                let text = ImportText.squeeze(block.text)
                if !text.isEmpty { out.append(text) }
            default:
                break
            }
        }
        return out
    }

    /// `2018-09-09-banana-bread.md` -> `2018-09-09` (Jekyll posts).
    static func dateFromFileName(_ path: String) -> String? {
        ImportText.date(ImportText.baseName(of: path))
    }

    /// `2018-09-09-banana-bread.md` -> `Banana bread`.
    static func titleFromFileName(_ path: String) -> String {
        var base = ImportText.baseName(of: path)
        if base == "index" || base == "_index" { base = ImportText.baseName(of: ImportText.folder(of: path)) }
        if ImportText.date(base) != nil { base = String(base.dropFirst(10)) }
        let words = base.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard let first = words.first else { return base }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    enum Section { case intro, ingredients, steps, notes, other }

    static func section(forHeading heading: String) -> Section? {
        var words = heading.lowercased().trimmingSpaces()
        while let last = words.last, last == ":" || last == "*" || last == "_" || last == "#" { words.removeLast() }
        while let first = words.first, first == "*" || first == "_" { words.removeFirst() }
        words = words.trimmingSpaces()
        let ingredients: Set<String> = ["ingredients", "ingredient", "ingredient list", "what you need", "what you'll need", "you will need", "you'll need", "shopping list", "zutaten", "ingrédients", "ingredienti", "ingredientes", "ингредиенты", "продукты", "ингредиенттер"]
        let steps: Set<String> = [
            "directions", "direction", "instructions", "method", "steps", "preparation", "procedure", "how to make it", "how to make",
            "instruction", "zubereitung", "préparation", "procedimento", "preparación", "instrucciones", "приготовление", "способ приготовления", "дайындау", "дайындалуы",
        ]
        let notes: Set<String> = ["notes", "note", "tips", "tip", "tips and tricks", "variations", "storage", "serving suggestions", "notizen", "remarques", "заметки", "советы"]
        if ingredients.contains(words) || words.hasSuffix(" ingredients") || words.hasPrefix("ingredients (") || words.hasPrefix("ingredients for ") { return .ingredients }
        if steps.contains(words) || [" steps", " directions", " instructions", " method"].contains(where: { words.hasSuffix($0) }) { return .steps }
        if notes.contains(words) { return .notes }
        return nil
    }

    /// The Markdown body, read into sections by its headings. The blocks come from
    /// libcmark (`MarkdownBlock`); the rules here are about what the blocks mean in a
    /// recipe (which heading opens the ingredients, a bold line or `For the sauce:` naming
    /// a group, a nested list under `For the dough:`).
    struct Body {
        let text: String
        let path: String
        var title: String?
        var intro: [String] = []
        var ingredients: [ImportedIngredientGroup] = []
        var steps: [ImportedStepSection] = []
        var notes: [String] = []
        var images: [ImportedImage] = []
        var dropped: [String] = []

        private var section: Section = .intro
        /// The heading level that opened the current known section; deeper headings
        /// name groups within it.
        private var sectionLevel = 0
        private var otherHeading: String?
        private var tentativeGroup: String?
        /// A number of people found in a heading (`### 4 Portions`).
        var servings: Int?

        init(text: String, path: String) {
            self.text = text
            self.path = path
        }

        mutating func read() {
            let source = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
                var line = String(raw)
                if line.hasSuffix("\r") { line.removeLast() }
                return withoutTemplates(line)
            }.joined(separator: "\n")
            for block in MarkdownBlock.parse(source) { read(block) }
            for pending in [otherHeading, tentativeGroup].compactMap({ $0 }) { notes.append(pending) }
            otherHeading = nil
            tentativeGroup = nil
        }

        private mutating func read(_ block: MarkdownBlock) {
            switch block.kind {
            case .heading(let level):
                take(block.images)
                heading(block.text, level: level)
            case .paragraph:
                take(block.images)
                paragraph(block.text)
            case .list:
                for (item, _) in MarkdownBlock.items(in: [block]) { listItem(item) }
            case .quote:
                for child in block.children { read(child) }
            case .html:
                // HTML (`<img src=...>`, `<div>`): not read, reported.
                let first = block.text.split(separator: "\n").first.map { String($0).trimmingSpaces() } ?? ""
                if !first.isEmpty { dropped.append("HTML \(first.prefix(60)) (HTML in the Markdown is not imported)") }
            case .code, .thematicBreak, .item:
                break
            }
        }

        /// A paragraph: its first lines may be headings written as a line alone in bold,
        /// a known section name, or a line ending with a colon (`**Ingredients**`,
        /// `Directions:`, `For the sauce:`); the rest is text.
        private mutating func paragraph(_ text: String) {
            var lines = text.split(separator: "\n").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
            while let content = lines.first {
                let plain = content.trimmingCharacters(of: "*").trimmingCharacters(of: "_")
                let bold = (content.hasPrefix("**") && content.hasSuffix("**")) || (content.hasPrefix("__") && content.hasSuffix("__"))
                if MarkdownSite.section(forHeading: plain) != nil, bold || content.hasSuffix(":") || plain.count == content.count {
                    heading(plain, level: 7)
                } else if (bold || content.hasSuffix(":")) && (section == .ingredients || section == .steps) && plain.count < 60 {
                    groupName(String(plain.hasSuffix(":") ? plain.dropLast() : Substring(plain)).trimmingSpaces())
                } else {
                    break
                }
                lines.removeFirst()
            }
            if !lines.isEmpty { add(lines.joined(separator: "\n"), isItem: false) }
        }

        /// A list item (nested lists' items come after it). An item ending with a colon
        /// with a list under it, among the ingredients, names a group.
        private mutating func listItem(_ item: MarkdownBlock) {
            for child in item.children where child.kind == .paragraph || child.kind.isHeading { take(child.images) }
            let text = item.itemText
            if section == .ingredients, text.hasSuffix(":"), item.children.contains(where: { $0.kind.isList }) {
                groupName(String(text.dropLast()).trimmingSpaces())
                return
            }
            add(text, isItem: true)
        }

        private mutating func take(_ pictures: [MarkdownBlock.Image]) {
            for picture in pictures {
                if let image = ImportText.image(picture.url, besides: path) {
                    images.append(ImportedImage(image.place, alt: picture.alt.isEmpty ? nil : picture.alt))
                } else {
                    dropped.append("picture \(picture.url) in the text: not found beside the recipe")
                }
            }
        }

        /// Removes what only the old site understood, before the Markdown is read (as the
        /// site did): Liquid tags, Hugo shortcodes, HTML comments.
        private mutating func withoutTemplates(_ line: String) -> String {
            var out = line
            for (open, close, what) in [("{%", "%}", "Liquid tag"), ("{{<", ">}}", "Hugo shortcode"), ("{{%", "%}}", "Hugo shortcode"), ("<!--", "-->", "HTML comment")] {
                while let start = out.range(of: open) {
                    guard let end = out[start.upperBound...].range(of: close) else { break }
                    let removed = String(out[start.lowerBound..<end.upperBound])
                    dropped.append("\(what) \(removed.prefix(60)) (the old site's template)")
                    out.removeSubrange(start.lowerBound..<end.upperBound)
                }
            }
            return out
        }
        private mutating func heading(_ text: String, level: Int) {
            // A heading nothing was written under is kept as a note of its own.
            if let pending = otherHeading {
                notes.append(pending)
                otherHeading = nil
            }
            if let pending = tentativeGroup {
                notes.append(pending)
                tentativeGroup = nil
            }
            if level == 1 && title == nil && section == .intro && intro.isEmpty {
                title = text
                return
            }
            // `### 4 Portions`, `Serves 4`.
            if servings == nil, Int(text) == nil, let n = ImportText.servings(text) {
                servings = n
                return
            }
            if let known = MarkdownSite.section(forHeading: text) {
                section = known == .intro ? .other : known
                sectionLevel = level
                otherHeading = nil
                let named = String(text.hasSuffix(":") ? text.dropLast() : Substring(text)).trimmingSpaces().split(separator: " ")
                if known == .steps, named.count > 1, let last = named.last?.lowercased(), ["steps", "directions", "instructions", "method"].contains(last) {
                    // `BBQ Chicken Steps` names a step section.
                    groupName(named.dropLast().joined(separator: " "))
                }
                if known == .ingredients {
                    // `Mac N Cheese Ingredients:` names a group; `Ingredients (4 Servings)` the servings.
                    let plain = String(text.hasSuffix(":") ? text.dropLast() : Substring(text)).trimmingSpaces()
                    let words = plain.split(separator: " ")
                    if words.count > 1, words.last?.lowercased() == "ingredients" {
                        groupName(words.dropLast().joined(separator: " "))
                    } else if let open = plain.firstIndex(of: "("), plain.hasSuffix(")"), servings == nil {
                        servings = ImportText.servings(String(plain[plain.index(after: open)..<plain.index(before: plain.endIndex)]))
                    } else if plain.lowercased().hasPrefix("ingredients for ") {
                        groupName(String(plain.dropFirst("ingredients ".count)))
                    }
                }
                return
            }
            if (section == .ingredients || section == .steps) && level > sectionLevel {
                groupName(text)
                return
            }
            // Another heading as high as `Ingredients` (`# KFC Herbs & Spices:`): a group
            // if a list follows, else the ingredients are over.
            if section == .ingredients {
                tentativeGroup = String(text.hasSuffix(":") ? text.dropLast() : Substring(text)).trimmingSpaces()
                return
            }
            // Any other heading: its text is kept in the notes with the heading.
            section = .other
            sectionLevel = level
            otherHeading = String(text.hasSuffix(":") ? text.dropLast() : Substring(text)).trimmingSpaces()
        }

        private mutating func groupName(_ name: String) {
            if section == .ingredients {
                ingredients.append(ImportedIngredientGroup(name: name, lines: []))
            } else if section == .steps {
                steps.append(ImportedStepSection(name: name, steps: []))
            }
        }

        private mutating func add(_ text: String, isItem: Bool) {
            if text.trimmingSpaces().isEmpty { return }
            if let name = tentativeGroup {
                tentativeGroup = nil
                if isItem {
                    ingredients.append(ImportedIngredientGroup(name: name, lines: []))
                } else {
                    section = .other
                    otherHeading = name
                }
            }
            switch section {
            case .intro:
                intro.append(ImportText.squeeze(text))
            case .ingredients:
                if ingredients.isEmpty { ingredients.append(ImportedIngredientGroup(lines: [])) }
                if isItem {
                    ingredients[ingredients.count - 1].lines.append(text)
                } else {
                    // A paragraph among the ingredients: one line each (some sites write
                    // them without bullets).
                    for line in text.split(separator: "\n") {
                        let l = ImportText.squeeze(String(line))
                        if !l.isEmpty { ingredients[ingredients.count - 1].lines.append(l) }
                    }
                }
            case .steps:
                if steps.isEmpty { steps.append(ImportedStepSection(steps: [])) }
                steps[steps.count - 1].steps.append(ImportText.squeeze(text))
            case .notes:
                notes.append(isItem ? text : ImportText.squeeze(text))
            case .other:
                let squeezed = ImportText.squeeze(text)
                if let heading = otherHeading {
                    notes.append("\(heading): \(squeezed)")
                    otherHeading = nil
                } else {
                    notes.append(squeezed)
                }
            }
        }
    }
}
