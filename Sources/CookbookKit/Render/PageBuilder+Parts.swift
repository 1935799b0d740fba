import Foundation
import CookbookSupport

/// The pieces pages are made of: the layout's data, cards, and formatting in the
/// page's language.
extension PageBuilder {
    /// "../" once per folder the output path is in: from `ru/recipes/plov.html` to the site root.
    static func root(_ outputPath: String) -> String {
        // The parts between slashes (empty ones not counted, as `split` does), without making them.
        var parts = 0
        var inPart = false
        for byte in outputPath.utf8 {
            if byte == UInt8(ascii: "/") {
                inPart = false
            } else if !inPart {
                inPart = true
                parts += 1
            }
        }
        return String(repeating: "../", count: parts - 1)
    }

    /// A link to another page of the same language, relative to the page at `path`.
    static func href(_ route: String, from path: String) -> String {
        root(path) + route
    }

    var siteTitle: String { local.vocabulary.title ?? site.config.title }
    var siteDescription: String? { local.vocabulary.description ?? site.config.description }

    /// A page's `<title>`: its own title, then the site's. The body shows each of them
    /// isolated (`dir="auto"`: its direction from its first strong letter); a title
    /// cannot hold markup, so when either part holds a right-to-left letter or a bidi
    /// control, each part stands between FSI and PDI (U+2068, U+2069), the same isolation
    /// as characters: a right-to-left title, or one with a stray bidi control, cannot
    /// reorder the separator or the other part. Titles without either are written as they
    /// are, so a tab, a bookmark or a saved PDF's name holds no invisible characters. (The
    /// home page's title is the site's alone, written as it is.)
    static func fullTitle(_ title: String, site: String) -> String {
        guard needsIsolation(title) || needsIsolation(site) else { return "\(title) – \(site)" }
        return "\u{2068}\(title)\u{2069} – \u{2068}\(site)\u{2069}"
    }

    /// A right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation
    /// forms, the historic right-to-left blocks) or a bidi control.
    static func needsIsolation(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
    }

    /// - Parameters:
    ///   - path: the page's route within its language (`recipes/plov.html`).
    ///   - current: the page is one of the navigation's targets.
    ///   - slug: for a recipe page, its slug (the language switcher links to it when translated).
    func pageView(path: String, title: String, description: String?, bodyClass: String, current: Bool = false, slug: String? = nil) -> PageView {
        let root = Self.root(local.prefix + path)
        let nav = [
            ("nav_home", Routes.home), ("nav_all_recipes", Routes.allRecipes), ("nav_categories", Routes.categories), ("nav_search", Routes.search),
            ("nav_pantry", Routes.pantry), ("nav_saved", Routes.saved), ("nav_plan", Routes.plan), ("nav_shopping", Routes.shopping),
        ].map {
            LinkView(url: Self.href($0.1, from: path), name: strings[$0.0], count: nil, current: current && $0.1 == path)
        }
        let languages = local.languages.map { code -> LanguageLinkView in
            let prefix = code == site.config.language ? "" : code + "/"
            let isAvailable = languageRoutes[code]?.contains(path) ?? false
            var target = isAvailable ? path : Routes.home
            // On a recipe, the other language's home says the recipe is not translated and
            // links to it in the languages that have it (assets/notice.js reads the query).
            let fragment = isAvailable || slug == nil ? "" : "#not-translated"
            if !isAvailable, let slug {
                let have = local.languages.filter { languageRoutes[$0]?.contains(path) ?? false }
                target += "?recipe=" + slug + "&in=" + have.joined(separator: ",")
            }
            return LanguageLinkView(
                code: code, name: languageNames[code] ?? code, url: root + prefix + target + fragment,
                current: code == local.language, available: isAvailable)
        }
        var page = PageView(
            title: title, fullTitle: Self.fullTitle(title, site: siteTitle), description: description ?? siteDescription,
            lang: local.language, root: root, siteTitle: siteTitle, siteDescription: siteDescription,
            siteAuthor: site.config.author, nav: nav,
            languages: languages.count > 1 ? languages : [], homeURL: Self.href(Routes.home, from: path),
            t: local.texts, bodyClass: bodyClass, jsonLD: nil, generator: SiteRenderer.generator)
        // Canonical and language links, absolute with base_url (Render/Publishing.swift).
        page.canonical = Publishing.url(path, language: local.language, config: site.config)
        page.alternates = Publishing.alternates(path, root: root, config: site.config, routes: languageRoutes)
        if site.config.baseURL != nil {
            page.feedURL = Self.href(Publishing.feedFile, from: path)
            page.feedTitle = siteTitle
        }
        return page
    }

    /// Each language's name in itself, from its own strings file.
    var languageNames: [String: String] { local.languageNames }

    var newest: [Recipe] {
        local.recipes.filter { $0.date != nil }.sorted { ($0.date!, $1.title) > ($1.date!, $0.title) }
            + local.recipes.filter { $0.date == nil }
    }

    /// A recipe's card on a list page. A card depends on the recipe and on how deep the page
    /// is (its links and images are relative), so the list pages in a folder (categories,
    /// tags, cuisines, authors: a recipe is on four or more of them) share one card per
    /// recipe, made once (`cardMemo`; the pages at the top, the home page and
    /// recipes.html, show each recipe once and keep nothing).
    func card(_ recipe: Recipe, from path: String) -> CardView {
        let root = Self.root(path)
        guard !root.isEmpty else { return makeCard(recipe, from: path) }
        if let known = cardMemo.card(recipe.slug, root: root) { return known }
        let card = makeCard(recipe, from: path)
        cardMemo.keep(card, recipe.slug, root: root)
        return card
    }

    func makeCard(_ recipe: Recipe, from path: String) -> CardView {
        let total = recipe.times.effectiveTotal
        let root = Self.root(local.prefix + path)
        return CardView(
            url: Self.href(Routes.recipe(recipe.slug), from: path), title: recipe.title, summary: recipe.summary,
            image: recipe.images.first.map { site.imageView($0.path, root: root, alt: "") },
            totalTime: total.map(duration), totalTimeISO: total.map(DurationParser.iso),
            difficulty: recipe.difficulty.map { strings["difficulty_\($0.rawValue)"] }, category: recipe.category, slug: recipe.slug,
            cuisine: cuisineOf[recipe.slug].map { LinkView(url: Self.href(Routes.cuisine(cuisines[$0].slug), from: path), name: cuisineNames[$0]) },
            author: authorOf[recipe.slug].map { LinkView(url: Self.href(Routes.author(authors[$0].slug), from: path), name: authorNames[$0]) })
    }

    func categoryCard(_ group: Group, from path: String) -> CategoryCardView {
        let root = Self.root(local.prefix + path)
        let image = group.image ?? group.recipes.first(where: { !$0.images.isEmpty })?.images.first?.path
        return CategoryCardView(
            url: Self.href(Routes.category(group.slug), from: path), name: group.name, description: group.description,
            image: image.map { site.imageView($0, root: root, alt: "") }, count: group.recipes.count,
            countLabel: strings.plural("recipe_count", group.recipes.count))
    }

    /// `1 h 30 min` in the page's language.
    func duration(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        if h == 0 { return strings.format("duration_min", ["m": String(m)]) }
        if m == 0 { return strings.format("duration_h", ["h": String(h)]) }
        return strings.format("duration_h_min", ["h": String(h), "m": String(m)])
    }

    /// `21 March 2024`, `21 марта 2024 г.`, `2024 ж. 21 наурыз`.
    func date(_ date: RecipeDate) -> String {
        let months = strings.list("months")
        let month = months.count == 12 ? months[date.month - 1] : String(date.month)
        return strings.format("date_format", ["day": String(date.day), "month": month, "year": String(date.year)])
    }

    static func stars(_ rating: Rating) -> String {
        String(repeating: "★", count: rating.halves / 2) + (rating.halves % 2 == 1 ? "½" : "") + String(repeating: "☆", count: (10 - rating.halves) / 2)
    }

    static func host(_ url: String) -> String? {
        guard let start = url.range(of: "://")?.upperBound else { return nil }
        let rest = url[start...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : String(host)
    }

    /// Body HTML of a recipe with its images and links to other recipes made relative to
    /// the page: a linked recipe opens in this language when it is translated, else in
    /// the site's default language.
    func bodyHTML(_ html: String, root: String) -> String {
        let withImages = BodyImages.link(Pictures.link(html, root: root, site: site), root: root)
        // Most steps link no recipe: then no closure is made (it holds a copy of the builder).
        guard BodyLinks.linksRecipes(withImages) else { return withImages }
        return BodyLinks.link(withImages, root: root) { target in
            guard let slug = recipeSlugs[target] else { return nil }
            let route = Routes.recipe(slug)
            let translated = languageRoutes[local.language]?.contains(route) ?? local.recipes.contains { $0.slug == slug }
            return translated ? local.prefix + route : route
        }
    }
}

/// The recipe cards made for the list pages in folders, by recipe and depth: a recipe
/// (one slug per language) has the same card on every page at the same depth. Shared by
/// the render tasks of one language.
final class CardMemo: @unchecked Sendable {
    private struct Key: Hashable {
        var slug: String
        var root: String
    }
    private let lock = NSLock()
    private var cards: [Key: CardView] = [:]

    func card(_ slug: String, root: String) -> CardView? {
        lock.lock()
        defer { lock.unlock() }
        return cards[Key(slug: slug, root: root)]
    }

    func keep(_ card: CardView, _ slug: String, root: String) {
        lock.lock()
        defer { lock.unlock() }
        cards[Key(slug: slug, root: root)] = card
    }
}
