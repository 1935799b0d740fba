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
            for line in text.split(separator: "\n") { add(.scalar(stripBullet(String(line)))) }
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

    /// A block of text as steps: numbered or bulleted lines, else paragraphs.
    static func steps(inBlock text: String) -> [String] {
        var steps: [String] = []
        var current: [String] = []
        func end() {
            let step = ImportText.squeeze(current.joined(separator: " "))
            if !step.isEmpty { steps.append(step) }
            current = []
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw).trimmingSpaces()
            if line.isEmpty {
                end()
            } else if listMarker(line) != nil {
                end()
                current.append(stripBullet(line))
            } else {
                current.append(line)
            }
        }
        end()
        return steps
    }

    /// The length of a list marker at the start of `line` (`- `, `* `, `+ `, `1. `, `1) `).
    static func listMarker(_ line: String) -> Int? {
        let chars = Array(line.prefix(12))
        guard let first = chars.first else { return nil }
        if first == "-" || first == "*" || first == "+" || first == "•" {
            if chars.count == 1 { return 1 }
            return chars[1] == " " || chars[1] == "\t" ? 2 : nil
        }
        var i = 0
        while i < chars.count && chars[i].isASCII && chars[i].isNumber { i += 1 }
        guard i > 0, i < 10, i < chars.count, chars[i] == "." || chars[i] == ")" else { return nil }
        if i + 1 == chars.count { return i + 1 }
        return chars[i + 1] == " " || chars[i + 1] == "\t" ? i + 2 : nil
    }

    static func stripBullet(_ line: String) -> String {
        let trimmed = line.trimmingSpaces()
        guard let marker = listMarker(trimmed) else { return trimmed }
        var rest = String(trimmed.dropFirst(marker)).trimmingSpaces()
        // Task-list boxes: `- [ ] 2 eggs`.
        if rest.hasPrefix("[ ] ") || rest.hasPrefix("[x] ") || rest.hasPrefix("[X] ") { rest = String(rest.dropFirst(4)) }
        return rest
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

    /// The Markdown body, read line by line into sections by its headings.
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
        private var paragraph: [String] = []
        /// The current list item's lines and its indentation.
        private var item: [String] = []
        private var itemIndent = 0
        private var otherHeading: String?
        private var tentativeGroup: String?
        /// A number of people found in a heading (`### 4 Portions`).
        var servings: Int?
        private var inFence = false

        init(text: String, path: String) {
            self.text = text
            self.path = path
        }

        mutating func read() {
            for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var line = String(raw)
                if line.hasSuffix("\r") { line.removeLast() }
                readLine(line)
            }
            endBlock()
            for pending in [otherHeading, tentativeGroup].compactMap({ $0 }) { notes.append(pending) }
            otherHeading = nil
            tentativeGroup = nil
        }

        private mutating func readLine(_ raw: String) {
            let trimmed = raw.trimmingSpaces()
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                return
            }
            if inFence { return }
            // A line of HTML only (`<img src=...>`, `<div>`): not read, reported.
            if trimmed.hasPrefix("<") && trimmed.hasSuffix(">") {
                endBlock()
                dropped.append("HTML \(trimmed.prefix(60)) (HTML in the Markdown is not imported)")
                return
            }
            let line = cleaned(raw)
            let content = line.trimmingSpaces()
            if content.isEmpty {
                endBlock()
                return
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            // ATX headings.
            if content.hasPrefix("#") {
                let level = content.prefix { $0 == "#" }.count
                let rest = content.dropFirst(level)
                if level <= 6, rest.isEmpty || rest.first == " " {
                    endBlock()
                    heading(String(rest).trimmingCharacters(of: "#"), level: level)
                    return
                }
            }
            // A line alone in bold or ending with a colon can be a heading
            // (`**Ingredients**`, `Directions:`, `For the sauce:`).
            if item.isEmpty && paragraph.isEmpty && MarkdownSite.listMarker(content) == nil {
                let plain = content.trimmingCharacters(of: "*").trimmingCharacters(of: "_")
                let bold = (content.hasPrefix("**") && content.hasSuffix("**")) || (content.hasPrefix("__") && content.hasSuffix("__"))
                if let known = MarkdownSite.section(forHeading: plain), bold || content.hasSuffix(":") || plain.count == content.count {
                    _ = known
                    heading(plain, level: 7)
                    return
                }
                if (bold || content.hasSuffix(":")) && (section == .ingredients || section == .steps) && plain.count < 60 {
                    groupName(String(plain.hasSuffix(":") ? plain.dropLast() : Substring(plain)).trimmingSpaces())
                    return
                }
            }
            if content == "---" || content == "***" || content == "___" {
                endBlock()
                return
            }
            if let marker = MarkdownSite.listMarker(content) {
                // A nested list under an item without amount that ends with a colon: a group.
                if !item.isEmpty && indent > itemIndent, section == .ingredients, let parent = item.first, parent.hasSuffix(":") {
                    item = []
                    groupName(String(parent.dropLast()).trimmingSpaces())
                } else {
                    endItem()
                }
                endParagraph()
                item = [String(content.dropFirst(marker)).trimmingSpaces()]
                itemIndent = indent
                return
            }
            if !item.isEmpty {
                item.append(content)
            } else {
                paragraph.append(content)
            }
        }

        /// Removes what only the old site understood: Liquid tags, Hugo shortcodes, HTML
        /// comments; takes pictures out into `images`.
        private mutating func cleaned(_ line: String) -> String {
            var out = line
            for (open, close, what) in [("{%", "%}", "Liquid tag"), ("{{<", ">}}", "Hugo shortcode"), ("{{%", "%}}", "Hugo shortcode"), ("<!--", "-->", "HTML comment")] {
                while let start = out.range(of: open) {
                    guard let end = out[start.upperBound...].range(of: close) else { break }
                    let removed = String(out[start.lowerBound..<end.upperBound])
                    dropped.append("\(what) \(removed.prefix(60)) (the old site's template)")
                    out.removeSubrange(start.lowerBound..<end.upperBound)
                }
            }
            while let start = out.range(of: "!["), let mid = out[start.upperBound...].range(of: "]("), let end = out[mid.upperBound...].firstIndex(of: ")") {
                let alt = String(out[start.upperBound..<mid.lowerBound])
                let target = String(out[mid.upperBound..<end]).split(separator: " ").first.map(String.init) ?? ""
                if let image = ImportText.image(target, besides: path) {
                    images.append(ImportedImage(image.place, alt: alt.isEmpty ? nil : alt))
                } else {
                    dropped.append("picture \(target) in the text: not found beside the recipe")
                }
                out.removeSubrange(start.lowerBound...end)
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
            endBlock()
            if section == .ingredients {
                ingredients.append(ImportedIngredientGroup(name: name, lines: []))
            } else if section == .steps {
                steps.append(ImportedStepSection(name: name, steps: []))
            }
        }

        private mutating func endBlock() {
            endItem()
            endParagraph()
        }

        private mutating func endItem() {
            guard !item.isEmpty else { return }
            let text = ImportText.squeeze(item.joined(separator: " "))
            item = []
            add(text, isItem: true)
        }

        private mutating func endParagraph() {
            guard !paragraph.isEmpty else { return }
            let text = paragraph.joined(separator: "\n")
            paragraph = []
            add(text, isItem: false)
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
