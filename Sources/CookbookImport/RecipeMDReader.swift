import CookbookSupport

/// RecipeMD (https://recipemd.org/specification.html, version 2.3): a Markdown file with
///
/// - the title as a first-level heading (`# Guacamole`, or underlined with `===`);
/// - a description: the paragraphs after it;
/// - tags: a paragraph entirely in italics (`*sauce, vegan*`), comma-separated;
/// - yields: a paragraph entirely in bold (`**4 Servings, 200g**`); a comma between
///   digits is a decimal comma, not a separator;
/// - a horizontal line (`---`), then the ingredients: list items with the amount in
///   italics (`- *1 1/2 pinches* red pepper flakes`), headings naming groups (nested
///   headings flatten into one level of groups), links to other recipes kept as the
///   link's text;
/// - a second horizontal line, then the instructions: paragraphs and list items are the
///   steps, headings name step sections.
///
/// A file without a title or without the first horizontal line is not RecipeMD and gives
/// an `ImportProblem`, as the specification's invalid test cases require.
public func readRecipeMD(path: String, text: String) throws(ImportProblem) -> [ImportedRecipe] {
    try ImportText.check(text, origin: path)
    var reader = RecipeMD(path: path)
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = String(raw)
        if line.hasSuffix("\r") { line.removeLast() }
        try reader.read(line)
    }
    return [try reader.finish()]
}

struct RecipeMD {
    let path: String
    enum Part { case head, ingredients, instructions }
    var part = Part.head
    var title: String?
    var paragraphs: [String] = []
    var paragraph: [String] = []
    var tags: [String]?
    var yields: [String]?
    var groups: [ImportedIngredientGroup] = []
    var item: [String] = []
    var itemIndent = 0
    var sections = [ImportedStepSection(steps: [])]
    var inFence = false
    var lineNumber = 0
    var dropped: [String] = []
    var blankInItem = false
    var namelessItem = false
    var strayParagraph: String?
    /// `tags` or `yields` when the file gives that paragraph twice (invalid).
    var twice: String?

    init(path: String) {
        self.path = path
    }

    static func isBreak(_ line: String) -> Bool {
        let compact = line.filter { $0 != " " && $0 != "\t" }
        guard compact.count >= 3, let first = compact.first, first == "-" || first == "*" || first == "_" else { return false }
        return compact.allSatisfy { $0 == first } && line.prefix { $0 == " " }.count < 4
    }

    static func heading(_ line: String) -> (level: Int, text: String)? {
        let content = line.trimmingSpaces()
        guard content.hasPrefix("#"), line.prefix(while: { $0 == " " }).count < 4 else { return nil }
        let level = content.prefix { $0 == "#" }.count
        let rest = content.dropFirst(level)
        guard level <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return (level, String(rest).trimmingCharacters(of: "#"))
    }

    mutating func read(_ line: String) throws(ImportProblem) {
        lineNumber += 1
        let content = line.trimmingSpaces()
        if content.hasPrefix("```") || content.hasPrefix("~~~") {
            inFence.toggle()
            if item.isEmpty { paragraph.append(line) } else { item.append(content) }
            return
        }
        if inFence {
            if item.isEmpty { paragraph.append(line) } else { item.append(content) }
            return
        }
        // Setext title: `Title` underlined with `===`.
        if part == .head, title == nil, !content.isEmpty, content.allSatisfy({ $0 == "=" }), paragraph.count == 1, paragraphs.isEmpty {
            title = paragraph[0].trimmingSpaces()
            paragraph = []
            return
        }
        if RecipeMD.isBreak(line) && (part != .instructions) {
            endBlock()
            part = part == .head ? .ingredients : .instructions
            if part == .ingredients && title == nil {
                throw ImportProblem(origin: "\(path):\(lineNumber)", message: "no title before the ingredients", hint: "a RecipeMD recipe starts with a first-level heading: # Title")
            }
            return
        }
        if content.isEmpty {
            // A blank line inside a list item may be followed by more of the item
            // (an indented paragraph): decided by the next line.
            if !item.isEmpty {
                blankInItem = true
                endParagraph()
            } else {
                endBlock()
            }
            return
        }
        if blankInItem {
            blankInItem = false
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if indent > itemIndent && RecipeMD.heading(line) == nil {
                item.append(content)
                return
            }
            endBlock()
        }
        if let (level, text) = RecipeMD.heading(line) {
            endBlock()
            switch part {
            case .head:
                if title == nil && level == 1 && paragraphs.isEmpty {
                    title = text
                } else if title == nil {
                    throw ImportProblem(origin: "\(path):\(lineNumber)", message: "the title must be a first-level heading (# Title)", hint: "write the recipe's name as '# \(text)'")
                } else {
                    paragraphs.append(line.trimmingSpaces())
                }
            case .ingredients:
                groups.append(ImportedIngredientGroup(name: text, lines: []))
            case .instructions:
                sections.append(ImportedStepSection(name: text, steps: []))
            }
            return
        }
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        if let marker = MarkdownSite.listMarker(content), part != .head {
            if !item.isEmpty && indent > itemIndent {
                // A sublist belongs to the item above it (the specification's test case).
                item.append(content)
                return
            }
            endBlock()
            item = [String(content.dropFirst(marker))]
            itemIndent = indent
            return
        }
        if !item.isEmpty {
            item.append(content)
        } else {
            paragraph.append(line)
        }
    }

    mutating func endBlock() {
        if !item.isEmpty {
            let text = item.joined(separator: " ")
            item = []
            switch part {
            case .ingredients:
                if groups.isEmpty { groups.append(ImportedIngredientGroup(lines: [])) }
                let line = RecipeMD.ingredientLine(text)
                if line.isEmpty || text.trimmingSpaces().hasPrefix("*") && RecipeMD.ingredientLine(text) == RecipeMD.amountOnly(text) { namelessItem = true }
                groups[groups.count - 1].lines.append(line)
            case .instructions:
                sections[sections.count - 1].steps.append(ImportText.squeeze(text))
            case .head:
                paragraphs.append(text)
            }
        }
        endParagraph()
    }

    mutating func endParagraph() {
        guard !paragraph.isEmpty else { return }
        let text = paragraph.map { $0.trimmingSpaces() }.joined(separator: " ")
        paragraph = []
        switch part {
        case .head:
            if let inner = RecipeMD.wrapped(text, in: "**") ?? RecipeMD.wrapped(text, in: "__") {
                if yields != nil { twice = twice ?? "yields" }
                yields = (yields ?? []) + RecipeMD.split(inner)
            } else if let inner = RecipeMD.wrapped(text, in: "*") ?? RecipeMD.wrapped(text, in: "_") {
                if tags != nil { twice = twice ?? "tags" }
                tags = (tags ?? []) + RecipeMD.split(inner)
            } else if title != nil {
                paragraphs.append(text)
            }
        case .ingredients:
            // Text among the ingredients that is not a list: the second horizontal
            // line is missing (the specification's invalid case).
            strayParagraph = strayParagraph ?? text
        case .instructions:
            sections[sections.count - 1].steps.append(ImportText.squeeze(text))
        }
    }

    /// The inside of a paragraph written entirely as `*...*` (not `**...**` when asking
    /// for `*`), else nil.
    static func wrapped(_ text: String, in mark: String) -> String? {
        guard text.count > 2 * mark.count, text.hasPrefix(mark), text.hasSuffix(mark) else { return nil }
        let inner = String(text.dropFirst(mark.count).dropLast(mark.count))
        if mark.count == 1 && (inner.hasPrefix(mark) || inner.hasSuffix(mark)) { return nil }
        // `*a* and *b*` is not one italic paragraph.
        if inner.contains(mark) { return nil }
        return inner
    }

    /// Splits on commas, except a comma between two digits (`1,5 kg`).
    static func split(_ text: String) -> [String] {
        let chars = Array(text)
        var parts: [String] = []
        var current = ""
        for (i, c) in chars.enumerated() {
            if c == ",", !(i > 0 && chars[i - 1].isNumber && i + 1 < chars.count && chars[i + 1].isNumber) {
                parts.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// `*1 1/2 pinches* red pepper flakes` -> `1 1/2 pinches red pepper flakes`;
    /// `[Pesto](pesto.md)` -> `Pesto`; `*.5 teaspoon*` -> `0.5 teaspoon`.
    static func ingredientLine(_ text: String) -> String {
        var rest = text.trimmingSpaces()
        var amount = ""
        for mark in ["*", "_"] where rest.hasPrefix(mark) && !rest.hasPrefix(mark + mark) {
            let after = rest.dropFirst()
            if let close = after.firstIndex(of: Character(mark)) {
                amount = String(after[..<close]).trimmingSpaces()
                rest = String(after[after.index(after: close)...]).trimmingSpaces()
            }
            break
        }
        if amount.hasPrefix(".") || amount.hasPrefix(",") { amount = "0" + amount }
        let name = linkText(rest)
        return ImportText.squeeze(amount.isEmpty ? name : amount + " " + name)
    }

    /// The amount of an item that has one, as `ingredientLine` writes it.
    static func amountOnly(_ text: String) -> String? {
        let rest = text.trimmingSpaces()
        guard rest.hasPrefix("*") || rest.hasPrefix("_"), let close = rest.dropFirst().firstIndex(of: rest.first!) else { return nil }
        var amount = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingSpaces()
        if amount.hasPrefix(".") || amount.hasPrefix(",") { amount = "0" + amount }
        return ImportText.squeeze(amount)
    }

    /// Markdown links as their text: `[Pesto](pesto.md "title")` -> `Pesto`.
    static func linkText(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]") else { break }
            let after = rest.index(after: close)
            guard after < rest.endIndex, rest[after] == "(", let end = rest[after...].firstIndex(of: ")") else {
                out += rest[...close]
                rest = rest[after...]
                continue
            }
            out += rest[..<open]
            out += rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    mutating func finish() throws(ImportProblem) -> ImportedRecipe {
        endBlock()
        guard let title, !title.isEmpty else {
            throw ImportProblem(origin: path, message: "no title: a RecipeMD recipe starts with a first-level heading", hint: "write '# Name of the recipe' on the first line")
        }
        guard part != .head else {
            throw ImportProblem(origin: path, message: "no horizontal line before the ingredients", hint: "RecipeMD puts '---' between the description and the ingredients")
        }
        if let strayParagraph {
            throw ImportProblem(origin: path, message: "a paragraph among the ingredients: '\(strayParagraph.prefix(60))'", hint: "put a horizontal line (---) between the ingredients and the instructions")
        }
        if let twice {
            throw ImportProblem(origin: path, message: "the \(twice) are given in two paragraphs", hint: "RecipeMD allows one paragraph of \(twice); join them with commas")
        }
        if namelessItem {
            throw ImportProblem(origin: path, message: "an ingredient without a name", hint: "write the name after the amount: '- *1* avocado'")
        }
        var recipe = ImportedRecipe(origin: path, title: RecipeMD.linkText(title))
        if !paragraphs.isEmpty { recipe.summary = paragraphs.joined(separator: "\n\n") }
        recipe.tags = tags ?? []
        for value in yields ?? [] {
            if recipe.servings == nil, let n = ImportText.servings(value) {
                recipe.servings = n
            } else {
                recipe.yield = recipe.yield.map { "\($0), \(value)" } ?? value
            }
        }
        recipe.ingredientGroups = groups.filter { !$0.lines.isEmpty }
        recipe.stepSections = sections.filter { !$0.steps.isEmpty }
        recipe.dropped = dropped
        return recipe
    }
}
