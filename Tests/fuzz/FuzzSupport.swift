// Shared by every fuzz target (compiled into each binary with the CookbookKit
// sources it needs; see scripts/fuzz).

@testable import CookbookKit
@testable import CookbookQuantities
@testable import CookbookSupport

/// Stops the run with a message libFuzzer records with the crashing input.
func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError("fuzz invariant broken: \(message())", file: file, line: line) }
}

/// Every diagnostic must point into the file it names: a line and column of at least 1,
/// a line no further than the last line (+1 for "after the end") and a known code.
func checkDiagnostics(_ diagnostics: [Diagnostic], path: String, lineCount: Int) {
    for d in diagnostics {
        fuzzCheck(d.location.path == path, "diagnostic for another file: \(d.formatted)")
        fuzzCheck(d.location.line >= 1 && d.location.column >= 1, "location before the start: \(d.formatted)")
        fuzzCheck(d.location.line <= lineCount + 1, "line \(d.location.line) after the end (\(lineCount) lines): \(d.formatted)")
        fuzzCheck(d.code.isKnown, "code not in DiagnosticCode.all: \(d.formatted)")
        fuzzCheck(!d.message.isEmpty, "empty message: \(d.formatted)")
    }
}

/// Lines of a byte buffer as an editor counts them (LF, CRLF or CR end a line).
func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    var i = 0
    while i < bytes.count {
        if bytes[i] == 10 {
            lines += 1
        } else if bytes[i] == 13 {
            lines += 1
            if i + 1 < bytes.count, bytes[i + 1] == 10 { i += 1 }
        }
        i += 1
    }
    return lines
}
