import CYaml
import CookbookSupport

/// Parses a YAML document with libyaml into a `YAMLNode` tree that keeps the
/// line and column of every node. Refuses what a recipe never needs and an
/// attacker might use: aliases (no "billion laughs"), tags, several documents,
/// nesting deeper than `maxDepth`, duplicate keys, tabs in indentation.
struct YAMLParser {
    static let maxDepth = 24

    /// - Parameters:
    ///   - text: the YAML text (already known to be valid UTF-8).
    ///   - path: the file path for diagnostics.
    ///   - firstLine: the line number in the file of the first line of `text`.
    static func parse(_ text: String, path: String, firstLine: Int = 1) -> Outcome<YAMLNode?> {
        // U+0085, U+2028 and U+2029 are line breaks to libyaml but not to editors:
        // read them as spaces so positions match what the author sees. Rebuilt only when
        // one is there (a byte scan; almost no front matter has one).
        let text =
            hasUnicodeLineBreak(text)
            ? String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map {
                        $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0
                    }))
            : text
        var builder = TreeBuilder(path: path, lineOffset: firstLine - 1)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return Outcome(nil, [Diagnostic(.error, "yaml-syntax", "could not start the YAML parser", at: SourceLocation(path: path, line: firstLine, column: 1))])
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml reads the text's own UTF-8 (no copy into an array).
        var input = text.isEmpty ? "\n" : text
        return input.withUTF8 { buffer -> Outcome<YAMLNode?> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    // Tabs in indentation give a cryptic libyaml message: say what it is.
                    let error = tabIndentation(in: text, path: path, firstLine: firstLine) ?? syntaxError(parser, builder)
                    return Outcome(nil, builder.diagnostics + [error])
                }
                let done = event.type == YAML_STREAM_END_EVENT
                let keepGoing = builder.handle(&event)
                yaml_event_delete(&event)
                if !keepGoing || done { break }
            }
            return Outcome(builder.diagnostics.hasErrors ? nil : builder.root, builder.diagnostics)
        }
    }

    /// Whether the text holds U+0085 (C2 85), U+2028 (E2 80 A8) or U+2029 (E2 80 A9).
    static func hasUnicodeLineBreak(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var i = 0
            while i + 1 < bytes.count {
                let b = bytes[i]
                if b == 0xC2, bytes[i + 1] == 0x85 { return true }
                if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return true }
                i += 1
            }
            return false
        }
    }

    private static func syntaxError(_ parser: yaml_parser_t, _ builder: TreeBuilder) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        let mark = parser.problem_mark
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) { message = "\(problem) \(context)" }
        let hint: String?
        if problem.contains("mapping values are not allowed") {
            hint = "a value that contains ': ' must be quoted, e.g. title: \"Plov: the classic\""
        } else if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            hint = "check the indentation: items of one list or mapping must line up"
        } else if problem.contains("found undefined tag handle") || problem.contains("found character that cannot start any token") {
            hint = "values starting with '@', '`', '%' or '!' must be quoted"
        } else {
            hint = nil
        }
        return Diagnostic(.error, "yaml-syntax", message, at: builder.location(mark), hint: hint)
    }

    /// YAML forbids tabs for indentation; libyaml's message for them is cryptic.
    private static func tabIndentation(in text: String, path: String, firstLine: Int) -> Diagnostic? {
        var lineNumber = firstLine
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var column = 1
            for ch in line.unicodeScalars {
                if ch == " " { column += 1; continue }
                if ch == "\t" {
                    return Diagnostic(
                        .error, "yaml-tab", "tab character used for indentation",
                        at: SourceLocation(path: path, line: lineNumber, column: column),
                        hint: "YAML indentation must use spaces; replace the tab with spaces")
                }
                break
            }
            lineNumber += 1
        }
        return nil
    }
}

/// Turns libyaml events into a tree. A stack of open collections.
private struct TreeBuilder {
    let path: String
    let lineOffset: Int
    var diagnostics: [Diagnostic] = []
    var root: YAMLNode?
    /// An open collection: its items or pairs grow here (not inside the node, where every
    /// append would copy them) and its keys are hashed, so a mapping of 100,000 keys is read
    /// in linear time.
    private struct Frame {
        var node: YAMLNode
        /// Whether the node is a mapping (else a sequence), told without reading its kind.
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLNode.Pair] = []
        var pendingKey: YAMLNode?
        /// The keys' first lines, hashed once the mapping has `hashedFrom` pairs (a
        /// front matter's few keys are compared in place: no table per mapping).
        var keyLines: [String: Int] = [:]
        static let hashedFrom = 16

        /// The line `name` was first given at as a key of this mapping, if it was.
        mutating func firstLine(of name: String) -> Int? {
            if pairs.count < Self.hashedFrom { return pairs[firstKey: name]?.key.location.line }
            if keyLines.isEmpty {
                for pair in pairs {
                    if let key = pair.key.scalar, keyLines[key] == nil { keyLines[key] = pair.key.location.line }
                }
            }
            return keyLines[name]
        }

        /// The node with its items or pairs.
        var finished: YAMLNode {
            var done = node
            switch node.kind {
            case .sequence: done.kind = .sequence(items)
            case .mapping: done.kind = .mapping(pairs)
            case .scalar: break
            }
            return done
        }
    }
    private var stack: [Frame] = []
    private var documents = 0

    init(path: String, lineOffset: Int) {
        self.path = path
        self.lineOffset = lineOffset
    }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(path: path, line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
    }

    /// Returns false to stop parsing.
    mutating func handle(_ event: inout yaml_event_t) -> Bool {
        switch event.type {
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let finished = stack.removeLast().finished
            return add(finished)
        case YAML_DOCUMENT_START_EVENT, YAML_ALIAS_EVENT, YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            break
        default:
            return true
        }
        // Only the events above have a place worth keeping (not the ends, the stream's marks).
        let at = location(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                diagnostics.append(
                    Diagnostic(
                        .error, "yaml-unsupported", "more than one YAML document in the front matter", at: at,
                        hint: "the front matter ends at the first line that is exactly '---'"))
                return false
            }
        case YAML_ALIAS_EVENT:
            diagnostics.append(
                Diagnostic(
                    .error, "yaml-unsupported", "YAML aliases (*name) are not supported", at: at,
                    hint: "write the value out in full"))
            return false
        case YAML_SCALAR_EVENT:
            if let tag = event.data.scalar.tag, !checkTag(String(cString: tag), at: at) { return false }
            if event.data.scalar.anchor != nil { return anchorError(at) }
            let value = String(decoding: UnsafeBufferPointer(start: event.data.scalar.value, count: Int(event.data.scalar.length)), as: UTF8.self)
            let style: YAMLNode.ScalarStyle
            switch event.data.scalar.style {
            case YAML_PLAIN_SCALAR_STYLE: style = .plain
            case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .block
            default: style = .quoted
            }
            return add(YAMLNode(kind: .scalar(value, style), location: at))
        case YAML_SEQUENCE_START_EVENT:
            if let tag = event.data.sequence_start.tag, !checkTag(String(cString: tag), at: at) { return false }
            if event.data.sequence_start.anchor != nil { return anchorError(at) }
            return open(YAMLNode(kind: .sequence([]), location: at))
        case YAML_MAPPING_START_EVENT:
            if let tag = event.data.mapping_start.tag, !checkTag(String(cString: tag), at: at) { return false }
            if event.data.mapping_start.anchor != nil { return anchorError(at) }
            return open(YAMLNode(kind: .mapping([]), location: at))
        default:
            break
        }
        return true
    }

    private mutating func anchorError(_ at: SourceLocation) -> Bool {
        diagnostics.append(
            Diagnostic(
                .error, "yaml-unsupported", "YAML anchors (&name) are not supported", at: at,
                hint: "write the value out in full"))
        return false
    }

    private mutating func checkTag(_ tag: String, at: SourceLocation) -> Bool {
        // Plain "!" (non-specific) tags come from quoted scalars in some libyaml versions.
        if tag == "!" { return true }
        diagnostics.append(
            Diagnostic(
                .error, "yaml-unsupported", "YAML tags (\(tag)) are not supported", at: at,
                hint: "remove the tag; quote the value if it starts with '!'"))
        return false
    }

    private mutating func open(_ node: YAMLNode) -> Bool {
        if stack.count >= YAMLParser.maxDepth {
            diagnostics.append(Diagnostic(.error, "yaml-too-deep", "the front matter is nested more than \(YAMLParser.maxDepth) levels deep", at: node.location))
            return false
        }
        var isMapping = false
        if case .mapping = node.kind { isMapping = true }
        stack.append(Frame(node: node, isMapping: isMapping))
        return true
    }

    /// Adds `node` to the open collection on top, in place (the frame is not taken off the
    /// stack and put back for each node).
    private mutating func add(_ node: YAMLNode) -> Bool {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return true
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return true
        }
        if let key = stack[top].pendingKey {
            stack[top].pairs.append(YAMLNode.Pair(key: key, value: node))
            stack[top].pendingKey = nil
            return true
        }
        guard let name = node.scalar else {
            diagnostics.append(Diagnostic(.error, "yaml-unsupported", "a mapping key must be a single value, not \(node.kindName)", at: node.location))
            return false
        }
        if let line = stack[top].firstLine(of: name) {
            diagnostics.append(
                Diagnostic(
                    .error, "duplicate-key", "'\(name)' is given twice", at: node.location,
                    hint: "first given at line \(line); remove one of them"))
        } else if !stack[top].keyLines.isEmpty {
            stack[top].keyLines[name] = node.location.line
        }
        stack[top].pendingKey = node
        return true
    }
}
