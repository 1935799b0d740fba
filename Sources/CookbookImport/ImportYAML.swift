import CYaml
import CookbookSupport

/// A YAML value as another program wrote it: front matter of a Jekyll, Hugo or Cooklang
/// file, or an Open Recipe Format document. Scalars stay text (`no` stays "no").
///
/// This is a lenient reader for import, not the strict one the build uses
/// (CookbookKit's `YAMLParser`, which this target cannot use without depending on the
/// whole pipeline): tags are ignored, a key given twice keeps its first value (the
/// second is reported), but aliases are refused (no "billion laughs") and nesting is
/// limited, so hostile input gives an `ImportProblem`, never a crash or a hang.
enum ImportYAML: Sendable, Equatable {
    case scalar(String)
    case list([ImportYAML])
    case map([(key: String, value: ImportYAML)])

    static let maxDepth = 32

    static func == (lhs: ImportYAML, rhs: ImportYAML) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.map(let a), .map(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The text of a scalar; nil for a list or a mapping.
    var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// The value under `key` of a mapping (keys compared without case).
    subscript(key: String) -> ImportYAML? {
        guard case .map(let pairs) = self else { return nil }
        let wanted = key.lowercased()
        return pairs.first { $0.key.lowercased() == wanted }?.value
    }

    /// The pairs of a mapping, in the order written.
    var pairs: [(key: String, value: ImportYAML)] {
        if case .map(let pairs) = self { return pairs }
        return []
    }

    /// A list's items; a scalar is a list of one; a mapping's values.
    var items: [ImportYAML] {
        switch self {
        case .list(let items): return items
        case .scalar: return [self]
        case .map(let pairs): return pairs.map(\.value)
        }
    }

    /// The value written back as one line of text, for `keptFields`: a scalar as is, a
    /// list as `a, b`, a mapping as `key: value; key: value`.
    var flatText: String {
        switch self {
        case .scalar(let text): return text
        case .list(let items): return items.map(\.flatText).joined(separator: ", ")
        case .map(let pairs): return pairs.map { "\($0.key): \($0.value.flatText)" }.joined(separator: "; ")
        }
    }

    /// True for YAML's empty values (`~`, `null`, nothing).
    var isNull: Bool {
        guard let text else { return false }
        let lower = text.lowercased()
        return text.isEmpty || text == "~" || lower == "null"
    }

    /// Parses `text`; `origin` names the source in a problem; `firstLine` is the line of
    /// the file the text starts on. Returns nil for an empty document.
    static func parse(_ text: String, origin: String, firstLine: Int = 1) throws(ImportProblem) -> ImportYAML? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw ImportProblem(origin: origin, message: "could not start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [10] }
        var builder = Builder()
        let failure: ImportProblem? = bytes.withUnsafeMutableBufferPointer { buffer -> ImportProblem? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                    let line = Int(parser.problem_mark.line) + firstLine
                    let hint = text.contains("\t") ? "YAML must be indented with spaces, not tabs" : nil
                    return ImportProblem(origin: "\(origin):\(line)", message: "invalid YAML: \(problem)", hint: hint)
                }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + firstLine
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_DOCUMENT_START_EVENT:
                    builder.documents += 1
                    if builder.documents > 1 {
                        return ImportProblem(origin: "\(origin):\(line)", message: "more than one YAML document", hint: "only the first document is read; split the file")
                    }
                case YAML_ALIAS_EVENT:
                    return ImportProblem(origin: "\(origin):\(line)", message: "YAML aliases (*name) are not read", hint: "write the value out in full")
                case YAML_SCALAR_EVENT:
                    let value = String(decoding: UnsafeBufferPointer(start: event.data.scalar.value, count: Int(event.data.scalar.length)), as: UTF8.self)
                    builder.add(.scalar(value))
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if builder.stack.count >= maxDepth {
                        return ImportProblem(origin: "\(origin):\(line)", message: "the YAML is nested more than \(maxDepth) levels deep")
                    }
                    builder.stack.append(Builder.Frame(isMap: event.type == YAML_MAPPING_START_EVENT))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    let frame = builder.stack.removeLast()
                    builder.add(frame.isMap ? .map(frame.pairs) : .list(frame.items))
                default:
                    break
                }
            }
        }
        if let failure { throw failure }
        return builder.root
    }

    /// Turns libyaml events into values: a stack of open collections.
    private struct Builder {
        struct Frame {
            var isMap: Bool
            var items: [ImportYAML] = []
            var pairs: [(key: String, value: ImportYAML)] = []
            var pendingKey: String?
            var seen: Set<String> = []
            var duplicate = false
        }
        var stack: [Frame] = []
        var root: ImportYAML?
        var documents = 0

        mutating func add(_ value: ImportYAML) {
            guard var top = stack.popLast() else {
                root = value
                return
            }
            if !top.isMap {
                top.items.append(value)
            } else if let key = top.pendingKey {
                // A key given twice keeps its first value, as most readers do.
                if !top.duplicate { top.pairs.append((key, value)) }
                top.pendingKey = nil
                top.duplicate = false
            } else {
                // A key that is a list or a mapping is written out as text.
                let key = value.flatText
                top.pendingKey = key
                top.duplicate = !top.seen.insert(key.lowercased()).inserted
            }
            stack.append(top)
        }
    }
}

/// Front matter at the top of a Markdown or Cooklang file: a YAML block between `---`
/// lines (Jekyll, Hugo, Cooklang) or a TOML block between `+++` lines (Hugo).
struct FrontMatter {
    /// The front matter's text, without the fence lines; nil when the file has none.
    var text: String?
    var isTOML = false
    /// The rest of the file.
    var body: String
    /// The line of the file the body starts on.
    var bodyLine: Int

    init(splitting source: String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        // A byte-order mark and leading blank lines before the fence are tolerated.
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = first.dropFirst() }
        var start = 0
        while start < lines.count, lines[start].allSatisfy(\.isWhitespace) { start += 1 }
        let fence = start < lines.count ? String(lines[start]).trimmingSpaces() : ""
        if fence == "---" || fence == "+++",
            let end = lines[(start + 1)...].firstIndex(where: { String($0).trimmingSpaces() == fence || (fence == "---" && String($0).trimmingSpaces() == "...") })
        {
            text = lines[(start + 1)..<end].joined(separator: "\n")
            isTOML = fence == "+++"
            body = lines[(end + 1)...].joined(separator: "\n")
            bodyLine = end + 2
        } else {
            text = nil
            body = lines.joined(separator: "\n")
            bodyLine = 1
        }
    }
}
