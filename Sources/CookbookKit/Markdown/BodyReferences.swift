import CCmark
import CookbookSupport

/// What the Markdown body refers to: images (`BodyImages`) and links to other recipes
/// (`BodyLinks`), found in one pass over the parsed document.
enum BodyReferences {
    struct Found {
        var images: [BodyImage] = []
        var links: [BodyLink] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Visits every image and link node once; each handler may rewrite the node's address.
    static func collect(_ document: OpaquePointer, path: String, contentPath: String, lineOffset: Int) -> Found {
        var found = Found()
        guard let iterator = cmark_iter_new(document) else { return found }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_IMAGE || type == CMARK_NODE_LINK else { continue }
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let at = location(of: node, path: path, lineOffset: lineOffset)
            if type == CMARK_NODE_IMAGE {
                BodyImages.visit(node, url: url, at: at, contentPath: contentPath, into: &found)
            } else {
                BodyLinks.visit(node, url: url, at: at, contentPath: contentPath, into: &found)
            }
        }
        return found
    }

    /// The node's position; an inline node without one points at the block holding it.
    static func location(of node: OpaquePointer, path: String, lineOffset: Int) -> SourceLocation {
        var block: OpaquePointer? = node
        while let current = block, cmark_node_get_start_line(current) == 0 { block = cmark_node_parent(current) }
        let line = block.map { Int(cmark_node_get_start_line($0)) } ?? 1
        let column = block.map { Int(cmark_node_get_start_column($0)) } ?? 1
        return SourceLocation(path: path, line: max(line, 1) + lineOffset, column: max(column, 1))
    }

    /// The lowercased scheme of an address (`https`, `javascript`), nil for a path.
    static func scheme(of lowercased: String) -> String? {
        let scheme = lowercased.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
        guard !scheme.isEmpty, scheme.count < lowercased.count, lowercased.dropFirst(scheme.count).first == ":" else { return nil }
        return String(scheme)
    }

    /// Addresses that run script or read local files: removed without a word, as cmark's
    /// safe mode does (and also when the site allows raw HTML).
    static let dangerousSchemes: Set<String> = ["javascript", "vbscript", "file", "data"]

    /// The file an address names (before `?` or `#`, `%20` decoded), relative to
    /// `content/`; nil when it leads outside.
    static func file(_ address: String, from contentPath: String) -> String? {
        Paths.resolve(percentDecoded(String(address.prefix { $0 != "?" && $0 != "#" })), from: contentPath)
    }

    /// `%20` -> space, for the file name; malformed escapes stay as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case 48...57: b - 48
            case 65...70: b - 55
            case 97...102: b - 87
            default: nil
            }
        }
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let h = hex(utf8[i + 1]), let l = hex(utf8[i + 2]) {
                bytes.append(h * 16 + l)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
