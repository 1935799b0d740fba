/// Bounds on what a hostile file can make the build print and compute: a file with
/// 100,000 unknown fields or 40,000 broken links shows the first few problems of each
/// kind and says how many more there are, and did-you-mean hints are computed only for
/// the problems that are shown.
public enum DiagnosticLimit {
    /// The most diagnostics shown per file and code.
    public static let perFileAndCode = 50

    /// `diagnostics` (sorted for output) with at most `limit` per file and code; the rest of
    /// each group become one diagnostic saying how many more there are, at the first one left out.
    public static func capped(_ diagnostics: [Diagnostic], limit: Int = perFileAndCode) -> [Diagnostic] {
        struct Key: Hashable { var path: String, code: DiagnosticCode }
        var shown: [Key: Int] = [:]
        var omitted: [Key: (first: Diagnostic, count: Int, error: Bool)] = [:]
        var result: [Diagnostic] = []
        result.reserveCapacity(min(diagnostics.count, 10_000))
        for diagnostic in diagnostics {
            let key = Key(path: diagnostic.location.path, code: diagnostic.code)
            let count = shown[key, default: 0]
            if count < limit {
                shown[key] = count + 1
                result.append(diagnostic)
            } else if let group = omitted[key] {
                omitted[key] = (group.first, group.count + 1, group.error || diagnostic.severity == .error)
            } else {
                omitted[key] = (diagnostic, 1, diagnostic.severity == .error)
            }
        }
        guard !omitted.isEmpty else { return diagnostics }
        for (_, group) in omitted {
            result.append(
                Diagnostic(
                    group.error ? .error : .warning, group.first.code,
                    "\(group.count) more problem\(group.count == 1 ? "" : "s") like the ones above in this file (not shown)",
                    at: group.first.location, hint: "fix the ones shown and check again"))
        }
        return result.sortedForOutput()
    }

    /// Whether a did-you-mean hint is still worth computing for the `index`-th problem
    /// (from 0) of one kind in one file: only the shown ones get one.
    public static func wantsHint(_ index: Int) -> Bool { index < perFileAndCode }
}
