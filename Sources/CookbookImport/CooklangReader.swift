import CookbookSupport
import Foundation

/// Cooklang (`.cook`), as the specification at https://cooklang.org/docs/spec/ and its
/// canonical tests (github.com/cooklang/spec, tests/canonical.yaml) describe it:
///
/// - metadata: a YAML front matter block between `---` lines, or `>> key: value` lines;
/// - `@ingredient`, `@multi word ingredient{}`, `@name{quantity%unit}`, a preparation in
///   brackets after it (`@onion{1}(chopped)`), references to other recipes
///   (`@./sauces/Hollandaise{150%g}`);
/// - `#cookware`, `#multi word cookware{}`; `~{25%minutes}`, `~name{3%minutes}` timers;
/// - comments `-- to the end of the line` and `[- block comments -]`;
/// - sections `= Name` / `== Name ==`, notes `> text`, steps as paragraphs (a line ending
///   in `\` continues the step).
///
/// Each step's text keeps the words as a cook reads them (`Crack the eggs into a bowl`,
/// `bake for 25 minutes`); each ingredient becomes a line the cookbook's parser reads,
/// "quantity unit name, preparation" (`125 g flour`, `1 onion, chopped`). Ingredients are
/// grouped by section when the recipe has sections. Pictures beside the file with the
/// recipe's name (`Easy Pancakes.jpg`) are found.
public func readCooklang(path: String, text: String) throws(ImportProblem) -> [ImportedRecipe] {
    try ImportText.check(text, origin: path)
    let document = try CooklangDocument.parse(text, origin: path)
    // A file named like a slug (`easy-apple-crisp.cook`) gives words (`Easy apple crisp`).
    let base = ImportText.baseName(of: path)
    var recipe = ImportedRecipe(origin: path, title: base.contains(" ") ? base : MarkdownSite.titleFromFileName(path))
    ImportFields.apply(document.metadata, to: &recipe, path: path)

    var sections: [ImportedStepSection] = []
    var groups: [ImportedIngredientGroup] = []
    var seenLines: Set<String> = []
    func section(_ name: String?) {
        sections.append(ImportedStepSection(name: name, steps: []))
        groups.append(ImportedIngredientGroup(name: name, lines: []))
    }
    section(nil)
    for block in document.blocks {
        switch block {
        case .section(let name):
            if sections.last!.steps.isEmpty && groups.last!.lines.isEmpty {
                sections[sections.count - 1].name = name
                groups[groups.count - 1].name = name
            } else {
                section(name)
            }
        case .note(let note):
            recipe.notes.append(note)
        case .step(let items):
            var words = ""
            for item in items {
                words += item.stepText
                switch item {
                case .ingredient(let ingredient):
                    if ingredient.isReference {
                        // `@&flour`: the same flour again; it is already listed.
                        continue
                    }
                    let line = ingredient.line
                    if line.isEmpty || seenLines.contains(line) { continue }
                    seenLines.insert(line)
                    groups[groups.count - 1].lines.append(line)
                case .cookware(let name, _):
                    if !name.isEmpty && !recipe.equipment.contains(name) { recipe.equipment.append(name) }
                case .text, .timer:
                    break
                }
            }
            let step = ImportText.squeeze(words)
            if !step.isEmpty { sections[sections.count - 1].steps.append(step) }
        }
    }
    recipe.stepSections = sections.filter { !$0.steps.isEmpty }
    recipe.ingredientGroups = groups.filter { !$0.lines.isEmpty }
    // With one group only, its section name says nothing the steps do not.
    if recipe.ingredientGroups.count == 1 { recipe.ingredientGroups[0].name = nil }
    if recipe.stepSections.isEmpty && recipe.ingredientGroups.isEmpty {
        throw ImportProblem(origin: path, message: "no steps and no ingredients: this is not a Cooklang recipe", hint: "a step is a paragraph; an ingredient is written @name{amount%unit}")
    }

    // Pictures named like the recipe, beside it (the Cooklang convention).
    if recipe.images.isEmpty {
        let folder = ImportText.folder(of: path)
        let base = ImportText.baseName(of: path)
        for ext in ["jpg", "jpeg", "png", "webp", "JPG", "JPEG", "PNG"] {
            let candidate = ImportText.join(folder, "\(base).\(ext)")
            if ImportText.fileExists(candidate) {
                recipe.images.append(ImportedImage(.file(path: ImportText.absolute(candidate))))
                break
            }
        }
    }
    return [recipe]
}

/// One piece of a Cooklang step, as the canonical tests name them.
enum CooklangItem: Equatable {
    struct Ingredient: Equatable {
        var name: String
        var quantity: String?
        var unit: String?
        var preparation: String?
        /// `@&name`: a reference to an ingredient already listed.
        var isReference = false

        /// The name shown in the step: the alias after `|` if any, the last part of a
        /// recipe reference (`./sauces/Hollandaise` -> `Hollandaise`).
        var displayName: String {
            var shown = name
            if let bar = shown.firstIndex(of: "|") { shown = String(shown[shown.index(after: bar)...]) }
            if shown.hasPrefix("./") || shown.hasPrefix("../") { shown = String(shown.split(separator: "/").last ?? "") }
            return shown.trimmingSpaces()
        }

        /// The ingredient line: "quantity unit name, preparation".
        var line: String {
            var listed = name
            if let bar = listed.firstIndex(of: "|") { listed = String(listed[..<bar]) }
            if listed.hasPrefix("./") || listed.hasPrefix("../") { listed = String(listed.split(separator: "/").last ?? "") }
            // Cooklang apps count with `items`; a cook writes `2 eggs`.
            let shownUnit = unit.map { ["item", "items", "pcs", "pc"].contains($0.lowercased()) ? "" : $0 }
            let parts = [quantity.map(CooklangItem.amountText), shownUnit, listed.trimmingSpaces()]
            var text = parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            if let preparation, !preparation.isEmpty { text += ", " + preparation }
            return ImportText.squeeze(text)
        }
    }

    case text(String)
    case ingredient(Ingredient)
    case cookware(name: String, quantity: String?)
    case timer(name: String?, quantity: String?, unit: String?)

    /// What a cook reads in the step for this item.
    var stepText: String {
        switch self {
        case .text(let text): return text
        case .ingredient(let ingredient): return ingredient.displayName
        case .cookware(let name, _): return name
        case .timer(let name, let quantity, let unit):
            let amount = [quantity.map(CooklangItem.amountText), unit].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return amount.isEmpty ? (name ?? "") : amount
        }
    }

    /// `1 / 2` -> `1/2`, `=1` (a fixed amount) -> `1`.
    static func amountText(_ quantity: String) -> String {
        var text = quantity.trimmingSpaces()
        if text.hasPrefix("=") { text = String(text.dropFirst()).trimmingSpaces() }
        if text.contains("/") {
            text = text.split(separator: "/", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }.joined(separator: "/")
        }
        return text
    }
}

/// A `.cook` file taken apart: metadata, then sections, notes and steps in order.
struct CooklangDocument {
    enum Block: Equatable {
        case section(String?)
        case note(String)
        case step([CooklangItem])
    }

    var metadata: [(key: String, value: ImportYAML)] = []
    var blocks: [Block] = []

    static func parse(_ source: String, origin: String) throws(ImportProblem) -> CooklangDocument {
        var document = CooklangDocument()
        let front = FrontMatter(splitting: source)
        if let yaml = front.text {
            if front.isTOML {
                document.metadata = try TOMLSubset.parse(yaml, origin: origin).pairs
            } else {
                let value: ImportYAML?
                do throws(ImportProblem) {
                    value = try ImportYAML.parse(yaml, origin: origin, firstLine: 2)
                } catch {
                    // Cooklang apps read `key: value` lines even when they are not YAML.
                    guard let pairs = simpleFields(yaml) else { throw error }
                    value = .map(pairs)
                }
                guard let value else { return document.parsedBody(front.body) }
                if case .map(let pairs) = value {
                    document.metadata = pairs
                } else if let pairs = simpleFields(yaml) {
                    document.metadata = pairs
                } else {
                    throw ImportProblem(origin: origin, message: "the front matter is \(value.kindName), not a list of fields", hint: "write it as key: value lines")
                }
            }
        }
        return document.parsedBody(front.body)
    }

    /// `key: value` lines (`cooking time    :30 mins`); nil unless every line is one.
    static func simpleFields(_ text: String) -> [(key: String, value: ImportYAML)]? {
        var pairs: [(key: String, value: ImportYAML)] = []
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = String(line[..<colon]).trimmingSpaces()
            if key.isEmpty || key.hasPrefix("-") { return nil }
            let value = String(line[line.index(after: colon)...]).trimmingSpaces()
            // What looks like YAML syntax was meant as YAML: its error stands.
            if let first = value.first, "[{\"'|>&*!".contains(first) { return nil }
            pairs.append((key, .scalar(value)))
        }
        return pairs.isEmpty ? nil : pairs
    }

    private func parsedBody(_ body: String) -> CooklangDocument {
        var document = self
        let text = CooklangDocument.removingBlockComments(body)
        var paragraph: [String] = []
        var note: [String] = []
        func endParagraph() {
            let joined = paragraph.joined(separator: " ")
            if !joined.allSatisfy(\.isWhitespace) { document.blocks.append(.step(CooklangDocument.items(joined))) }
            paragraph = []
        }
        func endNote() {
            let joined = ImportText.squeeze(note.joined(separator: " "))
            if !joined.isEmpty { document.blocks.append(.note(joined)) }
            note = []
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = CooklangDocument.removingLineComment(String(raw.hasSuffix("\r") ? raw.dropLast() : raw))
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty {
                // A comment-only line does not end a step (canonical testCommentsWithIngredients).
                if raw.trimmingSpacesSub().hasPrefix("--") { continue }
                endParagraph()
                endNote()
                continue
            }
            if trimmed.hasPrefix(">>") {
                endParagraph()
                let entry = trimmed.dropFirst(2)
                if let colon = entry.firstIndex(of: ":") {
                    let key = String(entry[..<colon]).trimmingSpaces()
                    let value = String(entry[entry.index(after: colon)...]).trimmingSpaces()
                    if !key.isEmpty { document.metadata.append((key, .scalar(value))) }
                }
                continue
            }
            if trimmed.hasPrefix(">") {
                endParagraph()
                note.append(String(trimmed.dropFirst()))
                continue
            }
            if trimmed.hasPrefix("=") {
                endParagraph()
                endNote()
                let name = trimmed.trimmingCharacters(of: "=")
                document.blocks.append(.section(name.isEmpty ? nil : name))
                continue
            }
            endNote()
            if line.hasSuffix("\\") { line.removeLast() }
            paragraph.append(line)
        }
        endParagraph()
        endNote()
        return document
    }

    /// Removes `[- ... -]`; an unterminated one runs to the end of the file.
    static func removingBlockComments(_ text: String) -> String {
        guard text.contains("[-") else { return text }
        var out = ""
        var rest = Substring(text)
        while let start = rest.range(of: "[-") {
            out += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.range(of: "-]") else { return out }
            // Keep the line breaks inside so paragraphs stay apart.
            out += String(repeating: "\n", count: after[..<end.lowerBound].filter { $0 == "\n" }.count)
            rest = after[end.upperBound...]
        }
        return out + rest
    }

    /// Removes `-- comment` to the end of the line. `---` is not a comment (canonical
    /// testMetadataBreak), nor is `--` inside a word (`well--known`)... but a comment may
    /// follow text directly.
    static func removingLineComment(_ line: String) -> String {
        let chars = Array(line)
        var i = 0
        while i + 1 < chars.count {
            if chars[i] == "-" && chars[i + 1] == "-" {
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + 2 < chars.count ? chars[i + 2] : nil
                if before != "-" && after != "-" { return String(chars[..<i]) }
                // Skip the whole run of dashes.
                while i < chars.count && chars[i] == "-" { i += 1 }
                continue
            }
            i += 1
        }
        return line
    }

    /// The items of one step's text.
    static func items(_ text: String) -> [CooklangItem] {
        let chars = Array(text)
        var items: [CooklangItem] = []
        var plain = ""
        var i = 0
        func flush() {
            if !plain.isEmpty { items.append(.text(plain)) }
            plain = ""
        }
        while i < chars.count {
            let c = chars[i]
            guard c == "@" || c == "#" || c == "~", let (item, next) = component(chars, at: i) else {
                plain.append(c)
                i += 1
                continue
            }
            flush()
            items.append(item)
            i = next
        }
        flush()
        return items
    }

    private static func isWordEnd(_ c: Character) -> Bool {
        c.isWhitespace || c.unicodeScalars.first.map { $0.properties.generalCategory.isPunctuation } ?? false
    }

    /// The component starting at `chars[start]` (`@`, `#` or `~`), and where the text
    /// after it starts; nil when it is plain text (`@ example`, `~ 5`).
    private static func component(_ chars: [Character], at start: Int) -> (CooklangItem, Int)? {
        let sigil = chars[start]
        var i = start + 1
        guard i < chars.count, !chars[i].isWhitespace else { return nil }
        var reference = false
        if sigil == "@" {
            // cooklang-rs modifiers: & (reference), ? (optional), + and - (recipe links).
            while i < chars.count, "&?+-".contains(chars[i]) {
                if chars[i] == "&" { reference = true }
                i += 1
            }
        }
        let nameStart = i
        // A name of several words runs to the next `{` on the line, unless another
        // component or a brace comes first.
        var brace: Int?
        var j = i
        while j < chars.count {
            let c = chars[j]
            if c == "{" {
                brace = j
                break
            }
            if c == "}" || c == "@" || c == "#" || c == "~" || c == "\n" { break }
            j += 1
        }
        var name: String
        var amount: String?
        var end: Int
        if let brace, let close = chars[(brace + 1)...].firstIndex(of: "}"), !chars[(brace + 1)..<close].contains("{") {
            name = String(chars[nameStart..<brace])
            amount = String(chars[(brace + 1)..<close])
            end = close + 1
            // A name that is several words must start with a word (`@ example{}` is text).
            if name.first?.isWhitespace ?? false { return nil }
        } else {
            var k = nameStart
            while k < chars.count && !isWordEnd(chars[k]) { k += 1 }
            name = String(chars[nameStart..<k])
            end = k
            if name.isEmpty { return nil }
        }
        name = name.trimmingSpaces()
        if name.isEmpty && sigil != "~" { return nil }
        var quantity: String?
        var unit: String?
        if let amount {
            let parts = amount.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
            quantity = parts[0].isEmpty ? nil : parts[0]
            unit = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
        }
        switch sigil {
        case "@":
            var preparation: String?
            if amount != nil, end < chars.count, chars[end] == "(", let close = closingBracket(chars, from: end) {
                preparation = String(chars[(end + 1)..<close]).trimmingSpaces()
                end = close + 1
            }
            return (.ingredient(.init(name: name, quantity: quantity, unit: unit, preparation: preparation, isReference: reference)), end)
        case "#":
            return (.cookware(name: name, quantity: quantity), end)
        default:
            if name.isEmpty && amount == nil { return nil }
            return (.timer(name: name.isEmpty ? nil : name, quantity: quantity, unit: unit), end)
        }
    }
}

/// The `)` that closes the `(` at `start`, counting nested brackets (`(chopped (⅔ cup))`).
private func closingBracket(_ chars: [Character], from start: Int) -> Int? {
    var depth = 0
    for i in start..<chars.count {
        if chars[i] == "(" { depth += 1 }
        if chars[i] == ")" {
            depth -= 1
            if depth == 0 { return i }
        }
    }
    return nil
}

extension Unicode.GeneralCategory {
    fileprivate var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }
}

extension String {
    /// Trims the given characters and then spaces from both ends (`== Dough ==` -> `Dough`).
    func trimmingCharacters(of set: Character) -> String {
        var s = Substring(self)
        while let f = s.first, f == set || f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l == set || l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}

extension Substring {
    fileprivate func trimmingSpacesSub() -> String { String(self).trimmingSpaces() }
}

extension ImportYAML {
    /// For messages: "a list", "a single value".
    var kindName: String {
        switch self {
        case .scalar: return "a single value"
        case .list: return "a list"
        case .map: return "a mapping"
        }
    }
}
