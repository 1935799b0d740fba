import CookbookSupport

/// The part of TOML that Hugo front matter (between `+++` lines) uses: `key = value`
/// with quoted strings, numbers, booleans, dates, arrays (on one line or several) and
/// `[table]` headings. Anything else (inline tables, multi-line strings) is kept as the
/// text written. Values become `ImportYAML` so the field mapping is shared.
enum TOMLSubset {
    static func parse(_ text: String, origin: String) throws(ImportProblem) -> ImportYAML {
        var root: [(key: String, value: ImportYAML)] = []
        var table: String?
        var tablePairs: [(key: String, value: ImportYAML)] = []
        func closeTable() {
            if let table { root.append((table, .map(tablePairs))) }
            tablePairs = []
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingSpaces()
            index += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                closeTable()
                table = line.trimmingCharacters(of: "[").trimmingCharacters(of: "]")
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw ImportProblem(origin: "\(origin):\(index + 1)", message: "invalid TOML front matter: a line without '='", hint: "each line is key = value")
            }
            let key = unquote(String(line[..<equals]).trimmingSpaces())
            var value = String(line[line.index(after: equals)...]).trimmingSpaces()
            // An array continues until its brackets balance.
            if value.hasPrefix("[") {
                while depth(value) > 0 && index < lines.count {
                    value += " " + lines[index].trimmingSpaces()
                    index += 1
                }
            }
            let parsed = self.value(value)
            if table != nil { tablePairs.append((key, parsed)) } else { root.append((key, parsed)) }
        }
        closeTable()
        return .map(root)
    }

    private static func depth(_ text: String) -> Int {
        var depth = 0
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
                continue
            }
            if c == "\"" || c == "'" { quote = c } else if c == "[" { depth += 1 } else if c == "]" { depth -= 1 }
        }
        return depth
    }

    private static func value(_ text: String) -> ImportYAML {
        if text.hasPrefix("[") && text.hasSuffix("]") {
            var items: [ImportYAML] = []
            var current = ""
            var quote: Character?
            var nested = 0
            for c in text.dropFirst().dropLast() {
                if let q = quote {
                    current.append(c)
                    if c == q { quote = nil }
                    continue
                }
                switch c {
                case "\"", "'":
                    quote = c
                    current.append(c)
                case "[":
                    nested += 1
                    current.append(c)
                case "]":
                    nested -= 1
                    current.append(c)
                case "," where nested == 0:
                    let item = current.trimmingSpaces()
                    if !item.isEmpty { items.append(value(item)) }
                    current = ""
                default:
                    current.append(c)
                }
            }
            let item = current.trimmingSpaces()
            if !item.isEmpty { items.append(value(item)) }
            return .list(items)
        }
        return .scalar(unquote(stripComment(text)))
    }

    /// `"text"` or `'text'` without its quotes (the common escapes of basic strings read).
    private static func unquote(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
        let inner = String(text.dropFirst().dropLast())
        guard first == "\"" else { return inner }
        return inner.replacingEscapes()
    }

    private static func stripComment(_ text: String) -> String {
        guard !text.hasPrefix("\""), !text.hasPrefix("'"), let hash = text.firstIndex(of: "#") else { return text }
        return String(text[..<hash]).trimmingSpaces()
    }
}

extension String {
    fileprivate func replacingEscapes() -> String {
        guard contains("\\") else { return self }
        var out = ""
        var escaped = false
        for c in self {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
