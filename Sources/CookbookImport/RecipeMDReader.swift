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
    for block in MarkdownBlock.parse(text) { try reader.read(block) }
    return [try reader.finish()]
}

/// The reading of a RecipeMD file's blocks (`MarkdownBlock`, parsed by libcmark as the
/// specification's CommonMark asks): the parts are told apart by the thematic breaks.
struct RecipeMD {
    let path: String
    enum Part { case head, ingredients, instructions }
    var part = Part.head
    var title: String?
    var paragraphs: [String] = []
    var tags: [String]?
    var yields: [String]?
    var groups: [ImportedIngredientGroup] = []
    var sections = [ImportedStepSection(steps: [])]
    var dropped: [String] = []
    var namelessItem = false
    var strayParagraph: String?
    /// `tags` or `yields` when the file gives that paragraph twice (invalid).
    var twice: String?

    init(path: String) {
        self.path = path
    }

    mutating func read(_ block: MarkdownBlock) throws(ImportProblem) {
        switch block.kind {
        case .thematicBreak:
            guard part != .instructions else { return }
            part = part == .head ? .ingredients : .instructions
            if part == .ingredients && title == nil {
                throw ImportProblem(origin: "\(path):\(block.line)", message: "no title before the ingredients", hint: "a RecipeMD recipe starts with a first-level heading: # Title")
            }
        case .heading(let level):
            switch part {
            case .head:
                if title == nil && level == 1 && paragraphs.isEmpty {
                    title = ImportText.squeeze(block.unlinkedText)
                } else if title == nil {
                    throw ImportProblem(origin: "\(path):\(block.line)", message: "the title must be a first-level heading (# Title)", hint: "write the recipe's name as '# \(block.text)'")
                } else {
                    paragraphs.append(String(repeating: "#", count: level) + " " + ImportText.squeeze(block.text))
                }
            case .ingredients:
                groups.append(ImportedIngredientGroup(name: ImportText.squeeze(block.text), lines: []))
            case .instructions:
                sections.append(ImportedStepSection(name: ImportText.squeeze(block.text), steps: []))
            }
        case .paragraph:
            paragraph(block)
        case .list:
            switch part {
            case .head:
                let items = block.children.map { "- " + $0.flatText }
                if title != nil { paragraphs.append(items.joined(separator: "\n")) }
            case .ingredients:
                // A sublist belongs to the item above it (the specification's test case).
                for item in block.children { ingredient(item) }
            case .instructions:
                for item in block.children {
                    let step = item.itemTextWithSublists
                    if !step.isEmpty { sections[sections.count - 1].steps.append(step) }
                }
            }
        case .code, .html:
            let text = block.kind == .code ? MarkdownBlock.fenced(block.text) : block.text
            switch part {
            case .head:
                if title != nil { paragraphs.append(text) }
            case .ingredients:
                // Text among the ingredients that is not a list: the second horizontal
                // line is missing (the specification's invalid case).
                strayParagraph = strayParagraph ?? ImportText.squeeze(block.text)
            case .instructions:
                // A step is one line: a code block becomes code in it.
                let step = ImportText.squeeze(block.text)
                let fence = step.contains("`") ? "``" : "`"
                if !step.isEmpty { sections[sections.count - 1].steps.append(block.kind == .code ? fence + step + fence : step) }
            }
        case .quote:
            for child in block.children { try read(child) }
        case .item:
            break
        }
    }

    mutating func paragraph(_ block: MarkdownBlock) {
        let text = ImportText.squeeze(block.text)
        switch part {
        case .head:
            // A paragraph wholly in bold: the yields; wholly in italics: the tags.
            if block.inlines.count == 1, block.inlines[0].kind == .strong {
                if yields != nil { twice = twice ?? "yields" }
                yields = (yields ?? []) + RecipeMD.split(block.inlines[0].inner)
            } else if block.inlines.count == 1, block.inlines[0].kind == .emphasis {
                if tags != nil { twice = twice ?? "tags" }
                tags = (tags ?? []) + RecipeMD.split(block.inlines[0].inner)
            } else if title != nil {
                paragraphs.append(text)
            }
        case .ingredients:
            // Text among the ingredients that is not a list: the second horizontal
            // line is missing (the specification's invalid case).
            strayParagraph = strayParagraph ?? text
        case .instructions:
            if !text.isEmpty { sections[sections.count - 1].steps.append(text) }
        }
    }

    /// `- *1 1/2 pinches* red pepper flakes` -> `1 1/2 pinches red pepper flakes`;
    /// `- *1* [Pesto](pesto.md)` -> `1 Pesto`; `*.5 teaspoon*` -> `0.5 teaspoon`. The
    /// amount is an emphasis opening the item; links are kept as their text; the item's
    /// further paragraphs and sublists belong to its name.
    mutating func ingredient(_ item: MarkdownBlock) {
        if groups.isEmpty { groups.append(ImportedIngredientGroup(lines: [])) }
        var amount = ""
        var name: [String] = []
        for (index, child) in item.children.enumerated() {
            if child.kind == .paragraph {
                var inlines = child.inlines[...]
                if index == 0, let first = inlines.first, first.kind == .emphasis {
                    amount = ImportText.squeeze(first.inner)
                    inlines = inlines.dropFirst()
                }
                name.append(inlines.map(\.unlinked).joined())
            } else if child.kind == .code {
                name.append(MarkdownBlock.fenced(child.text))
            } else if child.kind.isList {
                name.append(MarkdownBlock.items(in: [child]).map { "- " + $0.item.itemText }.joined(separator: " "))
            } else {
                name.append(child.flatText)
            }
        }
        if amount.hasPrefix(".") || amount.hasPrefix(",") { amount = "0" + amount }
        let named = ImportText.squeeze(name.joined(separator: " "))
        if named.isEmpty { namelessItem = true }
        groups[groups.count - 1].lines.append(ImportText.squeeze(amount + " " + named))
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

    mutating func finish() throws(ImportProblem) -> ImportedRecipe {
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
        var recipe = ImportedRecipe(origin: path, title: title)
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
