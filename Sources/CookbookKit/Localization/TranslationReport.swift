/// `cookbook check --translations`: which recipe exists in which language.
///
///     recipe                      en  ru  kk
///     content/recipes/plov.md     ✓   ✓   ✓
///     content/recipes/borscht.md  ✓   ✓   –
///     2 recipes; ru: 2 of 2 translated; kk: 1 of 2 (missing: borscht)
enum TranslationReport {
    static func table(recipes: [Recipe], sites: [LocalizedSite], defaultLanguage: String) -> String {
        let languages = sites.map(\.language)
        let originals = recipes.filter { !$0.draft }.sorted { $0.sourcePath < $1.sourcePath }
        let width = max(6, originals.map { $0.sourcePath.count }.max() ?? 0)
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var lines = [pad("recipe") + "  " + languages.map { $0.padding(toLength: 3, withPad: " ", startingAt: 0) }.joined(separator: " ")]
        for recipe in originals {
            let marks = languages.map { language -> String in
                let has = sites.first { $0.language == language }?.available[language]?.contains(recipe.slug) ?? false
                return (has ? "✓" : "–").padding(toLength: 3, withPad: " ", startingAt: 0)
            }
            lines.append(pad(recipe.sourcePath) + "  " + marks.joined(separator: " "))
        }
        var summary = ["\(originals.count) recipe\(originals.count == 1 ? "" : "s") in \(defaultLanguage)"]
        for site in sites where site.language != defaultLanguage {
            let have = site.available[site.language] ?? []
            let missing = originals.filter { !have.contains($0.slug) }.map(\.slug)
            summary.append("\(site.language): \(originals.count - missing.count) of \(originals.count)" + (missing.isEmpty ? "" : " (missing: \(missing.joined(separator: ", ")))"))
        }
        lines.append(summary.joined(separator: "; "))
        return lines.map { $0.trimmingTrailingWhitespace() }.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
