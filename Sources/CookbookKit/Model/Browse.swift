import CookbookSupport

/// Authors and cuisines as the browse pages group them: which names are one person or
/// one cuisine, and the page name (slug) of each.
enum Browse {
    /// The name as shown: without invisible characters, spaces at the ends or runs of spaces.
    static func displayName(_ name: String) -> String {
        InvisibleText.stripped(name).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Latin look-alikes of Cyrillic letters, used only in a name that mixes both scripts
    /// ("Аigerim" with a Cyrillic А is the Latin name typed on a Russian keyboard).
    static let lookAlikes: [Character: Character] = [
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "У": "Y", "І": "I",
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i",
    ]

    /// What two spellings of one author share: case, accents, spaces, punctuation,
    /// invisible characters, the dotless and dotted i (Turkish and Kazakh Latin ı, İ) and
    /// Cyrillic look-alikes in a Latin name do not count. "Aigerim", "aigerim ",
    /// "Aıgerim" and "AIGERIM" have one key. Never empty.
    static func authorKey(_ name: String) -> String {
        var text = displayName(name)
        let scalars = text.unicodeScalars
        let latin = scalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        let cyrillic = scalars.contains { (0x0400...0x04FF).contains($0.value) }
        if latin && cyrillic { text = String(text.map { lookAlikes[$0] ?? $0 }) }
        text = String(text.map { $0 == "ı" || $0 == "İ" ? "i" : $0 })
        let slug = Slug.make(text)
        return slug.isEmpty ? "~" + InvisibleText.comparable(text) : slug
    }

    /// A page name for a name: its slug, cut to 100 characters, or for a name with no
    /// letter a slug can hold (Chinese, Greek) a stable one made from its bytes.
    static func pageSlug(_ key: String, prefix: String) -> String {
        if !key.hasPrefix("~"), !key.isEmpty {
            let slug = Slug.shortened(key, to: 100)
            if Slug.isValid(slug) { return slug }
        }
        // FNV-1a over the UTF-8 bytes: the same name always gives the same page.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return prefix + "-" + String(hash, radix: 16)
    }

    /// One author or cuisine and its recipes.
    struct Group: Sendable {
        /// The name as written (the key into `content/i18n` translations).
        var name: String
        var slug: String
        var recipes: [Recipe]
    }

    /// The author a recipe is shown with: its own, else the site's.
    static func author(of recipe: Recipe, config: SiteConfig) -> String? {
        (recipe.author ?? config.author).map(displayName).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Recipes grouped by author, sorted by name. A group's name is the spelling of
    /// `site.yaml`'s `authors:` when listed there, else the one most recipes use (the
    /// first in title order on a tie); its slug is the listed one or made from the key.
    static func authors(_ recipes: [Recipe], config: SiteConfig) -> [Group] {
        var order: [String] = []
        var byKey: [String: [Recipe]] = [:]
        for recipe in recipes {
            guard let name = author(of: recipe, config: config) else { continue }
            let key = authorKey(name)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(recipe)
        }
        let listed = Dictionary(config.authors.map { (authorKey($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        var groups: [Group] = order.map { key in
            let members = byKey[key] ?? []
            var counts: [String: Int] = [:]
            var first: [String] = []
            for recipe in members {
                let name = author(of: recipe, config: config) ?? ""
                if counts[name] == nil { first.append(name) }
                counts[name, default: 0] += 1
            }
            let common = first.max { (counts[$0] ?? 0) < (counts[$1] ?? 0) || ((counts[$0] ?? 0) == (counts[$1] ?? 0) && first.firstIndex(of: $0)! > first.firstIndex(of: $1)!) } ?? ""
            let entry = listed[key]
            return Group(name: entry?.name ?? common, slug: entry?.slug ?? pageSlug(key, prefix: "author"), recipes: members)
        }
        groups.sort { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
        return unique(groups)
    }

    /// Recipes grouped by cuisine (one page for "Uzbek" and "uzbek"), sorted by name.
    static func cuisines(_ recipes: [Recipe]) -> [Group] {
        var order: [String] = []
        var groups: [String: Group] = [:]
        for recipe in recipes {
            guard let written = recipe.cuisine else { continue }
            let name = displayName(written)
            guard !name.isEmpty else { continue }
            let key = authorKey(name)
            if groups[key] == nil {
                order.append(key)
                groups[key] = Group(name: written, slug: pageSlug(key, prefix: "cuisine"), recipes: [])
            }
            groups[key]?.recipes.append(recipe)
        }
        return unique(order.compactMap { groups[$0] }.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) })
    }

    /// Two groups never share a page: a later one gets "-2", "-3", ...
    static func unique(_ groups: [Group]) -> [Group] {
        var taken = Set<String>()
        return groups.map { group in
            var group = group
            var slug = group.slug, n = 2
            while taken.contains(slug) {
                slug = Slug.shortened(group.slug, to: 96) + "-\(n)"
                n += 1
            }
            taken.insert(slug)
            group.slug = slug
            return group
        }
    }

    /// Warnings for one author written two ways ("Aigerim", "aigerim ", "Aıgerim"): the
    /// author pages take them for one person and show one spelling.
    static func authorSpellings(_ recipes: [Recipe], config: SiteConfig) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: (name: String, path: String)] = [:]
        for author in config.authors { seen[authorKey(author.name)] = (author.name, "content/site.yaml") }
        for recipe in recipes {
            guard let written = recipe.author else { continue }
            let key = authorKey(written)
            let at = recipe.authorLocation ?? SourceLocation(path: recipe.sourcePath, line: 1, column: 1)
            if let first = seen[key] {
                if first.name != written {
                    diagnostics.append(Diagnostic(.warning, "author-spelling",
                                                  "the author '\(written)' is written '\(first.name)' in \(first.path)",
                                                  at: at, hint: "write the name the same way in every recipe: the author page shows it once, as '\(first.name)'"))
                }
            } else {
                seen[key] = (written, recipe.sourcePath)
            }
        }
        return diagnostics
    }
}
