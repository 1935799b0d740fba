import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition
@testable import CookbookTheme

/// `PROBE_LINES=FILE swift test --filter IngredientProbeTests` prints, for each line of
/// FILE (`LANG<TAB>line`, or a line alone for English), what the parser, the matcher and
/// the weigher make of it: for looking at real lines while working on the grammar.
/// `PROBE_OUT=FILE` writes the report to FILE instead (long reports printed to a pipe
/// can be cut by the test runner's own output).
@Suite struct IngredientProbeTests {
    @Test func probe() throws {
        guard let path = ProcessInfo.processInfo.environment["PROBE_LINES"] else { return }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var out = ""
        for raw in text.split(separator: "\n") where !raw.hasPrefix("#") {
            let parts = raw.split(separator: "\t", maxSplits: 1).map(String.init)
            let (language, line) = parts.count == 2 ? (parts[0], parts[1]) : ("en", parts[0])
            let parsed = IngredientLineParser.parse(line, language: language)
            let match = IngredientMatcher.match(parsed.value, language: language)
            var weight = "-"
            if let match {
                let w = GramWeigher.weigh(parsed.value, entry: match.entry, language: language)
                weight = "\(w.status.rawValue) \(w.grams.map { String(Int($0.rounded())) } ?? "") \(w.method)"
            }
            let errors = parsed.diagnostics.map(\.code.rawValue).joined(separator: ",")
            out += "\(language)\t\(line)\n    \(parsed.value.fields)\(errors.isEmpty ? "" : " !\(errors)")\n    -> \(match?.entry.id ?? "UNMATCHED") | \(weight)\n"
        }
        if let target = ProcessInfo.processInfo.environment["PROBE_OUT"] {
            try out.write(toFile: target, atomically: true, encoding: .utf8)
        } else {
            print(out)
        }
    }
}
