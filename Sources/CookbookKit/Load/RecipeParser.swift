import CookbookSupport

/// A recipe file split and parsed, not yet validated: the front matter as a YAML
/// tree with positions and the body as Markdown sections.
struct ParsedRecipe: Sendable {
    var file: SourceFile
    var frontMatter: YAMLNode?
    var body: MarkdownBody
    /// Line of the opening `---`.
    var frontMatterLine: Int
}

/// Stage 2: text -> front matter tree + Markdown body.
enum RecipeParser {
    static func parse(_ file: SourceFile, allowRawHTML: Bool) -> Outcome<ParsedRecipe?> {
        let decoded = TextDecoder.decode(file)
        guard let text = decoded.value else { return Outcome(nil, decoded.diagnostics) }
        var diagnostics = decoded.diagnostics
        let start = SourceLocation(path: file.displayPath, line: 1, column: 1)
        if text.allSatisfy({ $0.isWhitespace }) {
            return Outcome(
                nil,
                diagnostics + [
                    Diagnostic(
                        .error, "empty-file", "the recipe file is empty", at: start,
                        hint: "start with a front matter block: a line '---', 'title: ...', a line '---'")
                ])
        }
        let split = splitFrontMatter(text)
        guard let split else {
            return Outcome(
                nil,
                diagnostics + [
                    Diagnostic(
                        .error, "no-front-matter", "the file does not start with a front matter block", at: start,
                        hint: "the first line must be '---', followed by YAML fields and a closing '---'")
                ])
        }
        guard let yamlText = split.yaml else {
            return Outcome(
                nil,
                diagnostics + [
                    Diagnostic(
                        .error, "unclosed-front-matter", "the front matter block opened here is never closed", at: start,
                        hint: "add a line '---' after the last field")
                ])
        }
        let yaml = YAMLParser.parse(yamlText, path: file.displayPath, firstLine: 2)
        diagnostics += yaml.diagnostics
        let body = MarkdownParser.parse(split.body, path: file.displayPath, contentPath: file.contentPath, firstLine: split.bodyLine, allowRawHTML: allowRawHTML)
        diagnostics += body.diagnostics
        if yaml.diagnostics.hasErrors { return Outcome(nil, diagnostics) }
        return Outcome(ParsedRecipe(file: file, frontMatter: yaml.value, body: body.value, frontMatterLine: 1), diagnostics)
    }

    /// Splits `---\n<yaml>\n---\n<body>`. Returns nil when the first line is not `---`;
    /// `yaml` is nil when the block is not closed. The closing line may also be `...`.
    /// Trailing spaces and tabs of the marker lines are ignored. Reads UTF-8 bytes: a line
    /// break is always a boundary of characters, so the parts are the same as by characters.
    static func splitFrontMatter(_ text: String) -> (yaml: String?, body: String, bodyLine: Int)? {
        let original = text
        var text = text
        return text.withUTF8 { bytes -> (yaml: String?, body: String, bodyLine: Int)? in
            let count = bytes.count
            func lineEnd(from start: Int) -> Int {
                var i = start
                while i < count && bytes[i] != 10 { i += 1 }
                return i
            }
            /// Whether the line is `---` (or `...` when `dots`) followed only by spaces and tabs.
            func isMarker(_ start: Int, _ end: Int, dots: Bool) -> Bool {
                var end = end
                while end > start && (bytes[end - 1] == 32 || bytes[end - 1] == 9) { end -= 1 }
                guard end - start == 3 else { return false }
                let mark: UInt8 = dots ? 46 : 45  // '.' or '-'
                return bytes[start] == mark && bytes[start + 1] == mark && bytes[start + 2] == mark
            }
            /// The text between two line starts or ends: a slice of the text copied as it is
            /// (its UTF-8 is not checked again, as `String(decoding:)` did).
            func string(_ from: Int, _ to: Int) -> String {
                let utf8 = original.utf8
                return String(original[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)])
            }
            let firstEnd = lineEnd(from: 0)
            guard isMarker(0, firstEnd, dots: false) else { return nil }
            guard firstEnd < count else { return (nil, "", 1) }
            let restStart = firstEnd + 1
            var lineStart = restStart
            var lineNumber = 2
            while lineStart < count {
                let end = lineEnd(from: lineStart)
                if isMarker(lineStart, end, dots: false) || isMarker(lineStart, end, dots: true) {
                    let bodyStart = end < count ? end + 1 : end
                    let yaml = lineStart > restStart ? string(restStart, lineStart - 1) : ""
                    return (yaml, string(bodyStart, count), lineNumber + 1)
                }
                lineNumber += 1
                lineStart = end < count ? end + 1 : end
            }
            return (nil, "", 1)
        }
    }
}
