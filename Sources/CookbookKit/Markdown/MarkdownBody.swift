import Foundation
import CCmark
import CookbookSupport

/// The recipe body as cookbook reads it: an introduction, then `##` sections.
/// Steps are the items of the lists in the Steps section; `###` headings inside it
/// start a named group of steps. Notes and tips are the items (or paragraphs) of
/// their sections. Other sections are kept as free text.
struct MarkdownBody: Sendable, Equatable {
    enum SectionKind: String, Sendable, Codable {
        case steps, notes, tips, other
    }

    /// A block of rendered HTML with the line it started at.
    struct Block: Sendable, Equatable {
        var html: String
        var text: String
        var line: Int
    }

    struct StepGroup: Sendable, Equatable {
        var title: String?
        var steps: [Block]
        /// Paragraphs between the heading and the list (shown above the steps).
        var intro: [Block]
    }

    struct Section: Sendable, Equatable {
        var kind: SectionKind
        var title: String
        var line: Int
        /// For notes, tips and other sections: one block per list item or paragraph.
        var items: [Block]
        /// For the steps section.
        var stepGroups: [StepGroup]
    }

    var intro: [Block]
    var sections: [Section]
    /// Images of the body (`![alt](../images/step.jpg)`), resolved against the file's
    /// folder to paths relative to `content/`, with where they were written. Their
    /// addresses in the HTML are `cookbook-root:<path>` until the page knows its root
    /// (`BodyImages.link`). Checked by `BodyImages.check`, copied by the renderer.
    var images: [BodyImage] = []
    /// Links to other recipes' files (`[achichuk](achichuk.md)`), as `cookbook-recipe:<path>`
    /// in the HTML until the page links them (`BodyLinks`).
    var links: [BodyLink] = []

    func section(_ kind: SectionKind) -> Section? { sections.first { $0.kind == kind } }
}

/// Heading names that open each kind of section, in every language cookbook knows.
/// Compared case-insensitively, ignoring a trailing colon.
enum SectionNames {
    static let table: [(MarkdownBody.SectionKind, [String])] = [
        (
            .steps,
            [
                "steps", "method", "directions", "instructions", "preparation",
                "шаги", "приготовление", "способ приготовления", "инструкции",
                "дайындау", "дайындалуы", "әзірлеу", "жасалуы",
            ]
        ),
        (.notes, ["notes", "note", "примечания", "примечание", "заметки", "ескертпелер", "ескертпе"]),
        (.tips, ["tips", "tip", "советы", "совет", "кеңестер", "кеңес"]),
    ]

    static func kind(of heading: String) -> MarkdownBody.SectionKind {
        let key = normalize(heading)
        for (kind, names) in table where names.contains(key) { return kind }
        return .other
    }

    static func normalize(_ heading: String) -> String {
        var key = heading.trimmingSpaces().lowercased()
        while key.hasSuffix(":") { key.removeLast() }
        return key.trimmingSpaces()
    }

    static var allNames: [String] { table.flatMap { $0.1 } }

    /// Headings of an ingredient list written in the body (not read from there: the
    /// ingredients are the front matter's; used for the hint of a missing `ingredients`).
    static let ingredientNames: Set<String> = [
        "ingredients", "ingredient list", "you will need", "what you need", "ингредиенты", "состав",
        "продукты", "понадобится", "вам понадобится", "нам понадобится", "құрамы", "керекті заттар", "қажетті заттар",
        "қажетті өнімдер", "керек-жарақтар",
    ]

    static func isIngredients(_ heading: String) -> Bool { ingredientNames.contains(normalize(heading)) }

    /// The steps' heading to suggest in a recipe written in `language`.
    static func stepsHeading(language: String) -> String {
        switch language {
        case "ru": return "Приготовление"
        case "kk": return "Дайындалуы"
        default: return "Steps"
        }
    }
}

/// Parses a recipe body with libcmark.
enum MarkdownParser {
    /// - Parameters:
    ///   - firstLine: the file line of the body's first line (for diagnostics).
    ///   - allowRawHTML: pass raw HTML through (off unless the site opts in).
    static func parse(_ text: String, path: String, contentPath: String = "", firstLine: Int, allowRawHTML: Bool) -> Outcome<MarkdownBody> {
        var options = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        if allowRawHTML { options |= CMARK_OPT_UNSAFE }
        guard let document = CMarkDocument.parse(text, options: options) else {
            return Outcome(MarkdownBody(intro: [], sections: []))
        }
        defer { cmark_node_free(document) }
        let references = BodyReferences.collect(document, path: path, contentPath: contentPath, lineOffset: firstLine - 1)
        var walker = BodyBuilder(path: path, lineOffset: firstLine - 1, options: options)
        var child = cmark_node_first_child(document)
        while let node = child {
            walker.add(node)
            child = cmark_node_next(node)
        }
        var body = walker.body
        walker.stepsFromLoneList(&body)
        body.images = references.images
        body.links = references.links
        return Outcome(body, references.diagnostics + walker.diagnostics)
    }
}

extension MarkdownParser {
    /// The words of `text` (split at the characters " " and "\n") joined by single spaces.
    /// By UTF-8 bytes when every space and line break is a character of its own: the
    /// scalar after it is below U+0300 (no combining mark, joiner or spacing mark) and the
    /// one before it below U+0600 (no prepended mark) and not a CR; else by characters.
    static func collapsingSpaces(_ text: String) -> String { collapsingSpaces(utf8: Array(text.utf8)) }

    /// The same for text given as valid UTF-8 (a node's text gathered as bytes; the build
    /// calls this one).
    static func collapsingSpaces(utf8 bytes: [UInt8]) -> String {
        if let fast = bytes.withUnsafeBufferPointer({ collapsingSpacesByBytes($0) }) { return fast }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// `collapsingSpaces` by bytes; nil when a space or line break may be part of a
    /// larger character (then the text is split by characters).
    private static func collapsingSpacesByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var pendingSpace = false
        for i in 0..<count {
            let b = bytes[i]
            guard b == 32 || b == 10 else {
                if pendingSpace && !out.isEmpty { out.append(32) }
                pendingSpace = false
                out.append(b)
                continue
            }
            if i + 1 < count && !startsPlainScalar(bytes, at: i + 1) { return nil }
            if i > 0 {
                var lead = i - 1
                while lead > 0 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
                if bytes[lead] >= 0xD8 || bytes[i - 1] == 13 { return nil }  // U+0600 is D8 80
            }
            pendingSpace = true
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the scalar starting at `i` can never join the character before it: below
    /// U+0300, Cyrillic (U+0400 to U+053F without the combining U+0483 to U+0489), or
    /// the punctuation U+2010 to U+2027 (dashes, quotes, ellipsis).
    private static func startsPlainScalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let lead = bytes[i]
        if lead < 0xCC || lead == 0xD0 || lead == 0xD1 || lead == 0xD3 || lead == 0xD4 { return true }
        guard i + 1 < bytes.count else { return false }
        let second = bytes[i + 1]
        if lead == 0xD2 { return second < 0x83 || second > 0x89 }
        if lead == 0xE2, second == 0x80, i + 2 < bytes.count { return (0x90...0xA7).contains(bytes[i + 2]) }
        return false
    }
}

private struct BodyBuilder {
    let path: String
    let lineOffset: Int
    let options: Int32
    var body = MarkdownBody(intro: [], sections: [])
    var diagnostics: [Diagnostic] = []
    /// Ordered lists before the first heading: where they are in the intro, their items.
    var introLists: [(index: Int, items: [MarkdownBody.Block], line: Int)] = []

    /// A body without a steps section whose only ordered list comes before any heading
    /// (a recipe pasted from elsewhere: a paragraph, then "1. ... 2. ..."): that list is
    /// the steps.
    func stepsFromLoneList(_ body: inout MarkdownBody) {
        guard introLists.count == 1, let list = introLists.first, body.section(.steps) == nil else { return }
        body.intro.remove(at: list.index)
        let steps = MarkdownBody.Section(
            kind: .steps, title: "", line: list.line, items: [],
            stepGroups: [.init(title: nil, steps: list.items, intro: [])])
        body.sections.insert(steps, at: 0)
    }

    init(path: String, lineOffset: Int, options: Int32) {
        self.path = path
        self.lineOffset = lineOffset
        self.options = options
    }

    func line(_ node: OpaquePointer) -> Int { Int(cmark_node_get_start_line(node)) + lineOffset }
    func location(_ node: OpaquePointer) -> SourceLocation {
        SourceLocation(path: path, line: line(node), column: Int(cmark_node_get_start_column(node)))
    }

    mutating func add(_ node: OpaquePointer) {
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_HEADING {
            let level = cmark_node_get_heading_level(node)
            let title = plainText(node)
            if level <= 2 {
                if level == 1 {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "heading-level", "'# \(title)' is a top-level heading; sections use '##'",
                            at: location(node), hint: "the page title comes from 'title' in the front matter; write '## \(title)'"))
                }
                openSection(title: title, node: node)
                return
            }
            if var section = body.sections.last, section.kind == .steps {
                section.stepGroups.append(.init(title: title, steps: [], intro: []))
                body.sections[body.sections.count - 1] = section
                return
            }
        }
        guard var section = body.sections.popLast() else {
            if type == CMARK_NODE_LIST, cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
                var items: [MarkdownBody.Block] = []
                forEachChild(node) { item in items.append(itemBlock(item)) }
                introLists.append((index: body.intro.count, items: items, line: line(node)))
            }
            body.intro.append(block(node))
            return
        }
        defer { body.sections.append(section) }
        switch section.kind {
        case .steps:
            if section.stepGroups.isEmpty { section.stepGroups.append(.init(title: nil, steps: [], intro: [])) }
            var group = section.stepGroups.removeLast()
            if type == CMARK_NODE_LIST {
                forEachChild(node) { item in group.steps.append(itemBlock(item)) }
            } else {
                if !group.steps.isEmpty || type != CMARK_NODE_PARAGRAPH {
                    diagnostics.append(
                        Diagnostic(
                            .warning, "step-outside-list", "text in the steps section that is not a list item is not numbered",
                            at: location(node), hint: "start each step with '1.' (a numbered list item)"))
                }
                group.intro.append(block(node))
            }
            section.stepGroups.append(group)
        case .notes, .tips:
            if type == CMARK_NODE_LIST {
                forEachChild(node) { item in section.items.append(itemBlock(item)) }
            } else {
                section.items.append(block(node))
            }
        case .other:
            section.items.append(block(node))
        }
    }

    mutating func openSection(title: String, node: OpaquePointer) {
        let kind = SectionNames.kind(of: title)
        if kind == .other, let hint = Suggest.hint(for: SectionNames.normalize(title), in: SectionNames.allNames) {
            diagnostics.append(
                Diagnostic(
                    .warning, "unknown-section", "'## \(title)' is not a section cookbook knows; it is shown as free text",
                    at: location(node), hint: hint))
        }
        if kind != .other, let earlier = body.sections.first(where: { $0.kind == kind }) {
            diagnostics.append(
                Diagnostic(
                    .error, "duplicate-section", "a second '\(kind.rawValue)' section",
                    at: location(node), hint: "the first one starts at line \(earlier.line); merge them"))
        }
        body.sections.append(.init(kind: kind, title: title, line: line(node), items: [], stepGroups: []))
    }

    func forEachChild(_ node: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        var child = cmark_node_first_child(node)
        while let current = child {
            body(current)
            child = cmark_node_next(current)
        }
    }

    func block(_ node: OpaquePointer) -> MarkdownBody.Block {
        .init(html: render(node), text: plainText(node), line: line(node))
    }

    /// A list item's content without the `<li>` wrapper.
    func itemBlock(_ item: OpaquePointer) -> MarkdownBody.Block {
        var html = ""
        forEachChild(item) { html += render($0) }
        let trimmed = html.trimmingSpaces()
        let text = plainText(item)
        // A step without markup or characters to escape reads the same in both: one
        // string held for both, not two copies, for the whole build (docs/performance.md,
        // "Stop 31, memory per recipe").
        return .init(html: trimmed, text: text.utf8.elementsEqual(trimmed.utf8) ? trimmed : text, line: line(item))
    }

    func render(_ node: OpaquePointer) -> String {
        guard let pointer = cmark_render_html(node, options) else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The text of a node and its children, with soft breaks as spaces.
    /// (Gathered as bytes: cmark's text is valid UTF-8, checked when the file was read
    /// and again by cmark, so no string is made per node and none joined.)
    func plainText(_ node: OpaquePointer) -> String {
        var bytes: [UInt8] = []
        collectText(node, into: &bytes)
        return MarkdownParser.collapsingSpaces(utf8: bytes)
    }

    /// Walks with cmark's iterator, not by recursion: a body of 200,000 nested
    /// block quotes ('>>>>...') would overflow the stack.
    func collectText(_ root: OpaquePointer, into bytes: inout [UInt8]) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        // Whether a part was added (an empty text counts, as it did in a list of parts).
        var anyPart = false
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                if let literal = cmark_node_get_literal(node) {
                    bytes.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                    anyPart = true
                }
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                bytes.append(32)
                anyPart = true
            } else if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_ITEM || type == CMARK_NODE_HEADING, anyPart {
                bytes.append(32)
            }
        }
    }
}
