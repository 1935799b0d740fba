// libFuzzer target: the YAML layer alone (YAMLParser over libyaml) and site.yaml
// through ConfigDecoder. The input is UTF-8-repaired text with LF line ends (what
// TextDecoder hands on), so libyaml sees far more YAML than through a recipe file.
//
// Invariants: the tree is at most YAMLParser.maxDepth deep; no errors means a tree;
// every node's position lies inside the text; diagnostics point inside the file.

@testable import CookbookKit
@testable import CookbookQuantities
@testable import CookbookSupport

func depth(_ node: YAMLNode) -> Int {
    switch node.kind {
    case .scalar: return 1
    case .sequence(let items): return 1 + (items.map(depth).max() ?? 0)
    case .mapping(let pairs): return 1 + (pairs.map { max(depth($0.key), depth($0.value)) }.max() ?? 0)
    }
}

func checkPositions(_ node: YAMLNode, firstLine: Int, lines: Int) {
    fuzzCheck(
        node.location.line >= firstLine && node.location.line <= firstLine + lines && node.location.column >= 1,
        "node at \(node.location.line):\(node.location.column) outside the text")
    switch node.kind {
    case .scalar: break
    case .sequence(let items): items.forEach { checkPositions($0, firstLine: firstLine, lines: lines) }
    case .mapping(let pairs):
        pairs.forEach {
            checkPositions($0.key, firstLine: firstLine, lines: lines)
            checkPositions($0.value, firstLine: firstLine, lines: lines)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // The parser's contract: UTF-8 text with LF line ends (TextDecoder turns CRLF and CR into LF).
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar = "\0"
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
        if scalar == "\r" { scalars.append("\n") } else if !(scalar == "\n" && previous == "\r") { scalars.append(scalar) }
        previous = scalar
    }
    let text = String(scalars)
    let lines = text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let firstLine = 1 + (bytes.first.map { Int($0 % 4) } ?? 0)
    let parsed = YAMLParser.parse(text, path: "f.yaml", firstLine: firstLine)
    for d in parsed.diagnostics {
        fuzzCheck(
            d.location.line >= firstLine && d.location.line <= firstLine + lines && d.location.column >= 1,
            "diagnostic outside the text: \(d.formatted)")
    }
    if let root = parsed.value ?? nil {
        fuzzCheck(!parsed.diagnostics.hasErrors, "a tree and errors")
        fuzzCheck(depth(root) <= YAMLParser.maxDepth + 1, "tree deeper than allowed: \(depth(root))")
        checkPositions(root, firstLine: firstLine, lines: lines)
    }
    let config = SourceFile(contentPath: "site.yaml", displayPath: "content/site.yaml", bytes: bytes)
    let decoded = ConfigDecoder.decode(config, contentFiles: ["images/a.png"], escapingFiles: [])
    checkDiagnostics(decoded.diagnostics, path: "content/site.yaml", lineCount: lineCount(bytes))
    for category in decoded.value.categories {
        fuzzCheck(Slug.isValid(category.slug), "category slug '\(category.slug)'")
    }
    return 0
}
