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

    /// The spelling most of `names` use, the first of them on a tie.
    static func mostUsed(_ names: [String]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        var best = order.first ?? ""
        for name in order where (counts[name] ?? 0) > (counts[best] ?? 0) { best = name }
        return best
    }

    /// Recipes grouped by `name` (nil: in no group) under `authorKey`, in the order first met.
    static func grouped(_ recipes: [Recipe], name: (Recipe) -> String?) -> [(key: String, names: [String], recipes: [Recipe])] {
        var order: [String] = []
        var groups: [String: (names: [String], recipes: [Recipe])] = [:]
        // The same few names come back in recipe after recipe: each written name's shown
        // form and key worked out once (`authorKey` slugs and maps its characters).
        var made: [String: (shown: String, key: String)] = [:]
        for recipe in recipes {
            guard let written = name(recipe) else { continue }
            let shown: String, key: String
            if let known = made[written] {
                (shown, key) = known
            } else {
                shown = displayName(written)
                key = shown.isEmpty ? "" : authorKey(shown)
                made[written] = (shown, key)
            }
            guard !shown.isEmpty else { continue }
            if groups[key] == nil { order.append(key) }
            groups[key, default: ([], [])].names.append(shown)
            groups[key, default: ([], [])].recipes.append(recipe)
        }
        return order.compactMap { key in groups[key].map { (key, $0.names, $0.recipes) } }
    }

    /// Recipes grouped by author, sorted by name. A group's name is the spelling of
    /// `site.yaml`'s `authors:` when listed there, else the one most recipes use (the
    /// first in title order on a tie); its slug is the listed one or made from the key.
    static func authors(_ recipes: [Recipe], config: SiteConfig) -> [Group] {
        let listed = Dictionary(config.authors.map { (authorKey($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        let groups = grouped(recipes) { author(of: $0, config: config) }.map { group in
            Group(
                name: listed[group.key]?.name ?? mostUsed(group.names), slug: listed[group.key]?.slug ?? pageSlug(group.key, prefix: "author"),
                recipes: group.recipes)
        }
        return unique(groups.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) })
    }

    /// Recipes grouped by cuisine (one page for "Uzbek" and "uzbek", named as most
    /// recipes write it), sorted by name.
    static func cuisines(_ recipes: [Recipe]) -> [Group] {
        let groups = grouped(recipes, name: \.cuisine).map { group in
            Group(name: mostUsed(group.names), slug: pageSlug(group.key, prefix: "cuisine"), recipes: group.recipes)
        }
        return unique(groups.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) })
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
                    diagnostics.append(
                        Diagnostic(
                            .warning, "author-spelling",
                            "the author '\(written)' is written '\(first.name)' in \(first.path)",
                            at: at, hint: "write the name the same way in every recipe; one author page lists them all under one spelling (as in 'authors:' of content/site.yaml, else as most recipes write it)"))
                }
            } else {
                seen[key] = (written, recipe.sourcePath)
            }
        }
        return diagnostics
    }
}
