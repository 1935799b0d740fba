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
    static func splitFrontMatter(_ text: String) -> (yaml: String?, body: String, bodyLine: Int)? {
        var lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else { return nil }
        guard lines.count == 2 else { return (nil, "", 1) }
        let rest = lines.removeLast()
        var lineStart = rest.startIndex
        var lineNumber = 2
        while lineStart < rest.endIndex {
            let lineEnd = rest[lineStart...].firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[lineStart..<lineEnd].trimmingTrailingSpaces()
            if line == "---" || line == "..." {
                let bodyStart = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : lineEnd
                let yaml = lineStart > rest.startIndex ? String(rest[rest.startIndex..<rest.index(before: lineStart)]) : ""
                return (yaml, String(rest[bodyStart...]), lineNumber + 1)
            }
            lineNumber += 1
            lineStart = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : lineEnd
        }
        return (nil, "", 1)
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
