import CCmark
import CookbookKit
import CookbookSupport
import Foundation

/// Markdown read with libcmark (CommonMark), for the readers of Markdown recipes (Jekyll
/// and Hugo pages, RecipeMD, text blocks in front matter). They take the structure from
/// the parser (headings, paragraphs, lists and their items however they are marked,
/// nesting, lazy continuation lines, code blocks, thematic breaks, setext headings) and
/// never scan lines for list markers themselves.
///
/// Inline content is written back as Markdown text (`*x*`, `**x**`, `` `x` ``,
/// `[x](url)`), since an imported step or line is written into a Markdown recipe file;
/// pictures are taken out into `images`.
struct MarkdownBlock: Equatable {
    enum Kind: Equatable {
        case heading(level: Int)
        case paragraph
        case list(ordered: Bool)
        case item
        /// A fenced or indented code block (`text` is its content).
        case code
        /// A block of HTML (`text` is the HTML).
        case html
        case thematicBreak
        case quote
    }

    /// One piece of a paragraph or heading, at its top level.
    struct Inline: Equatable {
        enum Kind: Equatable { case text, emphasis, strong, link, code, html, lineBreak, image }
        var kind: Kind
        /// The piece as Markdown (`*1 cup*`); for emphasis and strong, `inner` is the
        /// text inside the marks.
        var markdown: String
        var inner: String
        /// As `markdown`, with every link replaced by its text.
        var unlinked: String
    }

    struct Image: Equatable {
        var url: String
        var alt: String
    }

    var kind: Kind
    /// The line in the parsed text (from 1).
    var line: Int
    /// Headings and paragraphs: the inline content as Markdown, soft line breaks as "\n".
    /// Code and HTML blocks: their text.
    var text = ""
    var inlines: [Inline] = []
    /// Pictures written in this block's inline content.
    var images: [Image] = []
    var children: [MarkdownBlock] = []

    /// The inline content with links replaced by their text.
    var unlinkedText: String { inlines.map(\.unlinked).joined() }

    /// Parses `text`. Blocks nested deeper than `maxDepth` (a hostile `- - - - ...`) are
    /// kept as one paragraph of their plain text, so nothing recurses without bound.
    static func parse(_ text: String, maxDepth: Int = 24) -> [MarkdownBlock] {
        let options = CMARK_OPT_VALIDATE_UTF8
        guard !text.isEmpty, let document = CMarkDocument.parse(text, options: options) else { return [] }
        defer { cmark_node_free(document) }
        return children(of: document, depth: 0, maxDepth: maxDepth)
    }

    /// Every item of the lists among `blocks`, nested lists' items after their parent's,
    /// in document order (with their depth, 0 for a top-level list).
    static func items(in blocks: [MarkdownBlock]) -> [(item: MarkdownBlock, depth: Int)] {
        var out: [(MarkdownBlock, Int)] = []
        func walk(_ blocks: [MarkdownBlock], depth: Int) {
            for block in blocks {
                switch block.kind {
                case .list:
                    for item in block.children {
                        out.append((item, depth))
                        walk(item.children, depth: depth + 1)
                    }
                case .quote:
                    walk(block.children, depth: depth)
                default:
                    break
                }
            }
        }
        walk(blocks, depth: 0)
        return out
    }

    /// An item's own text: its paragraphs (and headings) joined by spaces, without its
    /// nested lists; code blocks in it are left out.
    var itemText: String {
        ImportText.squeeze(children.filter { $0.kind == .paragraph || $0.kind.isHeading }.map(\.text).joined(separator: " "))
    }

    /// An item's text with its sublists' items after it, each marked `- ` as written
    /// (`earl grey - nested sublist - deeper`): for readers whose sublists belong to the
    /// item above them.
    var itemTextWithSublists: String {
        let nested = MarkdownBlock.items(in: children.filter { $0.kind.isList || $0.kind == .quote }).map { "- " + $0.item.itemText }
        return ImportText.squeeze(([itemText] + nested).joined(separator: " "))
    }

    /// The plain text of this block and everything in it, blocks joined by spaces.
    var flatText: String {
        var parts: [String] = []
        func walk(_ block: MarkdownBlock) {
            if !block.text.isEmpty && block.kind != .html { parts.append(block.text) }
            for child in block.children { walk(child) }
        }
        walk(self)
        return ImportText.squeeze(parts.joined(separator: " "))
    }

    /// A code block's text as a fenced block, the fence longer than any run of
    /// backticks in it.
    static func fenced(_ code: String) -> String {
        var longest = 0, run = 0
        for ch in code {
            run = ch == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "\n" + code + (code.hasSuffix("\n") || code.isEmpty ? "" : "\n") + fence
    }

    private static func children(of node: OpaquePointer, depth: Int, maxDepth: Int) -> [MarkdownBlock] {
        var out: [MarkdownBlock] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            if let block = block(current, depth: depth, maxDepth: maxDepth) { out.append(block) }
            child = cmark_node_next(current)
        }
        return out
    }

    private static func block(_ node: OpaquePointer, depth: Int, maxDepth: Int) -> MarkdownBlock? {
        let line = Int(cmark_node_get_start_line(node))
        let type = cmark_node_get_type(node)
        if depth >= maxDepth {
            return MarkdownBlock(kind: .paragraph, line: line, text: plainText(node))
        }
        var block: MarkdownBlock
        switch type {
        case CMARK_NODE_HEADING:
            block = MarkdownBlock(kind: .heading(level: Int(cmark_node_get_heading_level(node))), line: line)
        case CMARK_NODE_PARAGRAPH:
            block = MarkdownBlock(kind: .paragraph, line: line)
        case CMARK_NODE_LIST:
            block = MarkdownBlock(kind: .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST), line: line)
        case CMARK_NODE_ITEM:
            block = MarkdownBlock(kind: .item, line: line)
        case CMARK_NODE_CODE_BLOCK:
            return MarkdownBlock(kind: .code, line: line, text: literal(node))
        case CMARK_NODE_HTML_BLOCK:
            return MarkdownBlock(kind: .html, line: line, text: literal(node).trimmingSpaces())
        case CMARK_NODE_THEMATIC_BREAK:
            return MarkdownBlock(kind: .thematicBreak, line: line)
        case CMARK_NODE_BLOCK_QUOTE:
            block = MarkdownBlock(kind: .quote, line: line)
        default:
            return nil
        }
        if type == CMARK_NODE_HEADING || type == CMARK_NODE_PARAGRAPH {
            var images: [Image] = []
            block.inlines = inlines(of: node, depth: 0, images: &images)
            block.images = images
            block.text = block.inlines.map(\.markdown).joined().trimmingSpaces()
        } else {
            block.children = children(of: node, depth: depth + 1, maxDepth: maxDepth)
        }
        return block
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private static func inlines(of node: OpaquePointer, depth: Int, images: inout [Image]) -> [Inline] {
        var out: [Inline] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            out.append(inline(current, depth: depth, images: &images))
            child = cmark_node_next(current)
        }
        return out
    }

    private static func inline(_ node: OpaquePointer, depth: Int, images: inout [Image]) -> Inline {
        let type = cmark_node_get_type(node)
        func wrapped(_ kind: Inline.Kind, _ open: String, _ close: String) -> Inline {
            // Emphasis nested without bound (`**********x**********`): plain text below a depth.
            guard depth < 32 else {
                let text = plainText(node)
                return Inline(kind: kind, markdown: text, inner: text, unlinked: text)
            }
            let parts = inlines(of: node, depth: depth + 1, images: &images)
            let inner = parts.map(\.markdown).joined()
            let unlinked = parts.map(\.unlinked).joined()
            if kind == .link {
                let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                return Inline(kind: kind, markdown: "[\(inner)](\(url))", inner: inner, unlinked: unlinked)
            }
            return Inline(kind: kind, markdown: open + inner + close, inner: inner, unlinked: open + unlinked + close)
        }
        switch type {
        case CMARK_NODE_TEXT:
            let text = literal(node)
            return Inline(kind: .text, markdown: text, inner: text, unlinked: text)
        case CMARK_NODE_SOFTBREAK:
            return Inline(kind: .lineBreak, markdown: "\n", inner: "\n", unlinked: "\n")
        case CMARK_NODE_LINEBREAK:
            return Inline(kind: .lineBreak, markdown: "\n", inner: "\n", unlinked: "\n")
        case CMARK_NODE_CODE:
            let text = literal(node)
            let fence = text.contains("`") ? "`` " : "`"
            let close = text.contains("`") ? " ``" : "`"
            return Inline(kind: .code, markdown: fence + text + close, inner: text, unlinked: fence + text + close)
        case CMARK_NODE_HTML_INLINE:
            let text = literal(node)
            return Inline(kind: .html, markdown: text, inner: text, unlinked: text)
        case CMARK_NODE_EMPH:
            return wrapped(.emphasis, "*", "*")
        case CMARK_NODE_STRONG:
            return wrapped(.strong, "**", "**")
        case CMARK_NODE_LINK:
            return wrapped(.link, "", "")
        case CMARK_NODE_IMAGE:
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            images.append(Image(url: url, alt: plainText(node)))
            return Inline(kind: .image, markdown: "", inner: "", unlinked: "")
        default:
            let text = plainText(node)
            return Inline(kind: .text, markdown: text, inner: text, unlinked: text)
        }
    }

    /// The text of a node and everything in it, walked with cmark's iterator (no recursion).
    private static func plainText(_ root: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(root) else { return "" }
        defer { cmark_iter_free(iterator) }
        var parts: [String] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE || type == CMARK_NODE_CODE_BLOCK {
                parts.append(literal(node))
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                parts.append(" ")
            } else if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_ITEM || type == CMARK_NODE_HEADING, !parts.isEmpty {
                parts.append(" ")
            }
        }
        return ImportText.squeeze(parts.joined())
    }
}

extension MarkdownBlock.Kind {
    var isHeading: Bool {
        if case .heading = self { return true }
        return false
    }
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
