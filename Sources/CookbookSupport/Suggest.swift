/// "Did you mean" support: the closest candidate by edit distance, if it is close enough.
public enum Suggest {
    /// Edit distance over Unicode scalars, case-insensitive, where swapping two
    /// neighbouring letters counts as one edit ("titel" -> "title" is 1).
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        // One flat table (row i at i * width): one allocation, not one per row.
        let width = y.count + 1
        var table = [Int](repeating: 0, count: (x.count + 1) * width)
        for i in 0...x.count { table[i * width] = i }
        for j in 0...y.count { table[j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = Swift.min(table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1, table[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = Swift.min(best, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = best
            }
        }
        return table[x.count * width + y.count]
    }

    /// The candidate closest to `word`, if its distance is at most a third of the
    /// word's length (at least 1, at most 3). Ties go to the earlier candidate.
    ///
    /// The work is bounded: words longer than `maxWordLength` get no suggestion, candidates
    /// whose length differs by more than the limit are skipped without comparing, and at
    /// most `maxCompared` candidates are compared.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let length = word.unicodeScalars.count
        guard length <= maxWordLength else { return nil }
        let limit = Swift.max(1, Swift.min(3, word.count / 3))
        var best: (String, Int)?
        var compared = 0
        for candidate in candidates {
            let other = candidate.unicodeScalars.count
            guard abs(other - length) <= limit else { continue }
            compared += 1
            if compared > maxCompared { break }
            let d = distance(word, candidate)
            if d <= limit, best == nil || d < best!.1 { best = (candidate, d) }
        }
        return best?.0
    }

    static let maxWordLength = 64
    static let maxCompared = 2_000

    /// "did you mean 'x'?" or nil.
    public static func hint(for word: String, in candidates: [String]) -> String? {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }
}
