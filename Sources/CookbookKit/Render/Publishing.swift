import CookbookSupport

/// What a site served from `base_url` has besides its pages: `sitemap.xml` (every page
/// with its language versions), `robots.txt` pointing at it, and an Atom feed of the
/// newest recipes per language (`feed.xml`, `ru/feed.xml`). All of them need absolute
/// addresses, so a site without `base_url` has none of them. Everything is made from
/// the content alone (dates from the recipes, never the clock): the same input gives
/// the same bytes.
enum Publishing {
    static let sitemapPath = "sitemap.xml"
    static let robotsPath = "robots.txt"
    static let feedFile = "feed.xml"
    /// How many recipes each feed lists, newest first.
    static let feedSize = 20

    /// The folder prefix of a language: "" for the default one, "ru/" for the others.
    static func prefix(_ language: String, config: SiteConfig) -> String {
        language == config.language ? "" : language + "/"
    }

    /// The absolute address of a page (`route` within `language`), or nil without `base_url`.
    static func url(_ route: String, language: String, config: SiteConfig) -> String? {
        config.baseURL.map { $0 + prefix(language, config: config) + route }
    }

    /// The languages that have the page at `route`, in the site's order, with their
    /// absolute (with `base_url`) or relative (`root` + prefix + route) addresses; empty
    /// when fewer than two languages have it. With `base_url`, "x-default" names the
    /// default language's page (when it has one).
    static func alternates(_ route: String, root: String, config: SiteConfig, routes: [String: Set<String>]) -> [AlternateLinkView] {
        let languages = config.languages.filter { routes[$0]?.contains(route) ?? false }
        guard languages.count > 1 else { return [] }
        var links = languages.map { code in
            AlternateLinkView(hreflang: code, url: url(route, language: code, config: config) ?? root + prefix(code, config: config) + route)
        }
        if let base = config.baseURL, languages.contains(config.language) {
            links.append(AlternateLinkView(hreflang: "x-default", url: base + route))
        }
        return links
    }

    /// The sitemap, robots.txt and feeds of the site; none without `base_url`.
    /// - Parameters:
    ///   - routes: every page of each language (routes within the language).
    ///   - feeds: each language's feed, made by `feed(...)`.
    static func files(config: SiteConfig, routes: [String: Set<String>], feeds: [String: String]) -> [OutputFile] {
        guard let base = config.baseURL else { return [] }
        var files = [
            OutputFile(path: sitemapPath, text: sitemap(config: config, routes: routes)),
            OutputFile(path: robotsPath, text: "User-agent: *\nAllow: /\n\nSitemap: \(base)\(sitemapPath)\n"),
        ]
        for language in config.languages {
            guard let feed = feeds[language] else { continue }
            files.append(OutputFile(path: prefix(language, config: config) + feedFile, text: feed))
        }
        return files
    }

    /// `sitemap.xml`: one `<url>` per page of every language, each listing the page in
    /// every language that has it (`xhtml:link rel="alternate" hreflang`, itself
    /// included, as search engines ask). Languages in the site's order, pages by route.
    static func sitemap(config: SiteConfig, routes: [String: Set<String>]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

            """
        for language in config.languages {
            for route in (routes[language] ?? []).sorted() {
                guard let loc = url(route, language: language, config: config) else { continue }
                out += "<url>\n<loc>\(XML.escape(loc))</loc>\n"
                for link in alternates(route, root: "", config: config, routes: routes) {
                    out += "<xhtml:link rel=\"alternate\" hreflang=\"\(XML.escape(link.hreflang))\" href=\"\(XML.escape(link.url))\"/>\n"
                }
                out += "</url>\n"
            }
        }
        out += "</urlset>\n"
        return out
    }

    /// One recipe of a feed.
    struct FeedEntry {
        var title: String
        var route: String
        var summary: String?
        var author: String?
        var date: RecipeDate?
        var categories: [String]
    }

    /// An Atom 1.0 feed (RFC 4287) of a language's newest recipes: the dated ones newest
    /// first (then by title), then the undated ones, at most `feedSize`. `updated` is the
    /// newest recipe's date; an undated recipe's is the feed's; a site without dates
    /// says 1970-01-01 rather than the clock, so two builds give the same bytes.
    static func feed(language: String, config: SiteConfig, title: String, subtitle: String?, entries: [FeedEntry]) -> String? {
        guard let base = config.baseURL else { return nil }
        let home = url(Routes.home, language: language, config: config) ?? base
        let selfURL = base + prefix(language, config: config) + feedFile
        let dated = entries.filter { $0.date != nil }.sorted { ($0.date!, $1.title) > ($1.date!, $0.title) }
        let chosen = Array((dated + entries.filter { $0.date == nil }).prefix(feedSize))
        let updated = chosen.compactMap(\.date).max().map(timestamp) ?? "1970-01-01T00:00:00Z"
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XML.escape(language))">
            <id>\(XML.escape(selfURL))</id>
            <title>\(XML.escape(title))</title>

            """
        if let subtitle { out += "<subtitle>\(XML.escape(subtitle))</subtitle>\n" }
        out += """
            <updated>\(updated)</updated>
            <link rel="self" type="application/atom+xml" href="\(XML.escape(selfURL))"/>
            <link rel="alternate" type="text/html" hreflang="\(XML.escape(language))" href="\(XML.escape(home))"/>
            <author><name>\(XML.escape(config.author ?? title))</name></author>
            <generator>\(SiteRenderer.generator)</generator>

            """
        for entry in chosen {
            let link = url(entry.route, language: language, config: config) ?? base
            let date = entry.date.map(timestamp) ?? updated
            out += "<entry>\n<id>\(XML.escape(link))</id>\n<title>\(XML.escape(entry.title))</title>\n"
            out += "<link rel=\"alternate\" type=\"text/html\" href=\"\(XML.escape(link))\"/>\n"
            if entry.date != nil { out += "<published>\(date)</published>\n" }
            out += "<updated>\(date)</updated>\n"
            if let author = entry.author { out += "<author><name>\(XML.escape(author))</name></author>\n" }
            for category in entry.categories { out += "<category term=\"\(XML.escape(category))\"/>\n" }
            out += "<summary>\(XML.escape(entry.summary ?? entry.title))</summary>\n</entry>\n"
        }
        out += "</feed>\n"
        return out
    }

    /// A recipe's date as an Atom timestamp (RFC 3339), at midnight UTC.
    static func timestamp(_ date: RecipeDate) -> String {
        "\(date.description)T00:00:00Z"
    }
}

/// Text and attribute values for XML 1.0: the five special characters escaped, and the
/// characters XML 1.0 does not allow at all (controls other than tab and line breaks,
/// lone surrogates cannot occur in a Swift string, U+FFFE and U+FFFF) left out.
enum XML {
    static func escape(_ text: String) -> String {
        Escaping.escaped(text) { scalar in
            if let entity = Escaping.markupEntity(scalar, apostrophe: "&apos;") { return entity }
            let v = scalar.value
            let forbidden = (v < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || v == 0xFFFE || v == 0xFFFF
            return forbidden ? "" : nil
        }
    }
}

extension PageBuilder {
    /// This language's Atom feed (nil without `base_url`).
    func feed() -> String? {
        // Without `base_url` there is no feed: its entries (one per recipe) are not made.
        guard site.config.baseURL != nil else { return nil }
        let entries = local.recipes.map { recipe in
            Publishing.FeedEntry(
                title: recipe.title, route: Routes.recipe(recipe.slug), summary: recipe.summary,
                author: recipe.author ?? site.config.author, date: recipe.date,
                categories: (recipe.category.map { [local.vocabulary.categoryNames[$0] ?? $0] } ?? [])
                    + recipe.tags.map { local.vocabulary.tags[$0] ?? $0.lowercased() })
        }
        return Publishing.feed(language: local.language, config: site.config, title: siteTitle, subtitle: siteDescription, entries: entries)
    }
}
