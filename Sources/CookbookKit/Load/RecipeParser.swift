/// A recipe file split and parsed, not yet validated: the front matter as a YAML
/// tree with positions and the body as Markdown sections.
public struct ParsedRecipe: Sendable {
    public var file: SourceFile
    public var frontMatter: YAMLNode?
    public var body: MarkdownBody
    /// Line of the opening `---`.
    public var frontMatterLine: Int
}

/// Stage 2: text -> front matter tree + Markdown body.
public enum RecipeParser {
    public static func parse(_ file: SourceFile, allowRawHTML: Bool) -> Outcome<ParsedRecipe?> {
        let decoded = TextDecoder.decode(file)
        guard let text = decoded.value else { return Outcome(nil, decoded.diagnostics) }
        var diagnostics = decoded.diagnostics
        let start = SourceLocation(path: file.displayPath, line: 1, column: 1)
        if text.allSatisfy({ $0.isWhitespace }) {
            return Outcome(nil, diagnostics + [Diagnostic(.error, "empty-file", "the recipe file is empty", at: start,
                                                          hint: "start with a front matter block: a line '---', 'title: ...', a line '---'")])
        }
        let split = splitFrontMatter(text)
        guard let split else {
            return Outcome(nil, diagnostics + [Diagnostic(.error, "no-front-matter", "the file does not start with a front matter block", at: start,
                                                          hint: "the first line must be '---', followed by YAML fields and a closing '---'")])
        }
        guard let yamlText = split.yaml else {
            return Outcome(nil, diagnostics + [Diagnostic(.error, "unclosed-front-matter", "the front matter block opened here is never closed", at: start,
                                                          hint: "add a line '---' after the last field")])
        }
        let yaml = YAMLParser.parse(yamlText, path: file.displayPath, firstLine: 2)
        diagnostics += yaml.diagnostics
        let body = MarkdownParser.parse(split.body, path: file.displayPath, firstLine: split.bodyLine, allowRawHTML: allowRawHTML)
        diagnostics += body.diagnostics
        if yaml.diagnostics.hasErrors { return Outcome(nil, diagnostics) }
        return Outcome(ParsedRecipe(file: file, frontMatter: yaml.value, body: body.value, frontMatterLine: 1), diagnostics)
    }

    /// Splits `---\n<yaml>\n---\n<body>`. Returns nil when the first line is not `---`;
    /// `yaml` is nil when the block is not closed. The closing line may also be `...`.
    static func splitFrontMatter(_ text: String) -> (yaml: String?, body: String, bodyLine: Int)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else { return nil }
        lines.removeFirst()
        guard let close = lines.firstIndex(where: { let l = $0.trimmingTrailingSpaces(); return l == "---" || l == "..." }) else {
            return (nil, "", 1)
        }
        let yaml = lines[..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return (yaml, body, close + 3)
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
