import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// `DiagnosticCode.all`, the table in docs/recipe-format.md and the codes the sources
/// report must agree: a new code is added to all three.
@Suite struct DiagnosticCodeTests {
    /// The codes in the first column of the table under "| code | meaning |".
    static func documentedCodes() throws -> Set<String> {
        let doc = try String(contentsOfFile: ExampleCookbook.root + "/docs/recipe-format.md", encoding: .utf8)
        let start = try #require(doc.range(of: "| code | meaning |"))
        var codes = Set<String>()
        for line in doc[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let firstCell = line.split(separator: "|", omittingEmptySubsequences: false)[1]
            for piece in firstCell.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
                codes.insert(String(piece.element))
            }
        }
        return codes
    }

    /// The code literals of the sources: `Diagnostic(.error, "code"`, `error("code"`,
    /// `warning("code"`, `fail("code"` and the `("code", "message", ...)` tuples of image checks.
    static func reportedCodes() throws -> [String: String] {
        let root = ExampleCookbook.root + "/Sources"
        let pattern = try NSRegularExpression(
            pattern: #"(?:Diagnostic\(\s*\.(?:error|warning),\s*|\b(?:error|warning|fail)\(\s*|return \(|\?\? \(|Refusal\(\s*code: )"([a-z][a-z0-9]*(?:-[a-z0-9]+)*)",(?:\s*\n|\s*")"#)
        var found: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files where !file.hasSuffix("BuiltinTheme.swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found[String(text[Range(match.range(at: 1), in: text)!])] = file
            }
        }
        return found
    }

    @Test func everyCodeIsDocumentedAndEveryDocumentedCodeExists() throws {
        let documented = try Self.documentedCodes()
        let known = Set(DiagnosticCode.all.map(\.rawValue))
        #expect(documented.count >= 60)
        #expect(known.subtracting(documented).sorted() == [], "add these codes to the table in docs/recipe-format.md")
        #expect(documented.subtracting(known).sorted() == [], "documented but not in DiagnosticCode.all")
    }

    @Test func everyCodeTheSourcesReportIsKnownAndEveryKnownCodeIsReported() throws {
        let reported = try Self.reportedCodes()
        let known = Set(DiagnosticCode.all.map(\.rawValue))
        let unknown = reported.filter { !known.contains($0.key) }.map { "\($0.key) (\($0.value))" }.sorted()
        #expect(unknown == [], "add these codes to DiagnosticCode.all and docs/recipe-format.md")
        #expect(known.subtracting(reported.keys).sorted() == [], "no source reports these codes any more")
    }

    @Test func aCodeIsWrittenAsItsTextInMessagesAndJSON() throws {
        let diagnostic = Diagnostic(.warning, "missing-alt", "no alt", at: SourceLocation(path: "a.md", line: 2, column: 3))
        #expect(diagnostic.formatted == "a.md:2:3: warning: no alt [missing-alt]")
        #expect(diagnostic.code.isKnown)
        #expect(!DiagnosticCode("no-such-rule").isKnown)
        let json = String(decoding: try JSONEncoder().encode(diagnostic.code), as: UTF8.self)
        #expect(json == #""missing-alt""#)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(diagnostic)) == diagnostic)
    }
}
