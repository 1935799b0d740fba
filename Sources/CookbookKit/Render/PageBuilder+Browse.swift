import CookbookSupport

/// The cuisine and author pages, and the printable book.
extension PageBuilder {
    /// A cuisine's name in this language (`cuisines:` of content/i18n/<lang>.yaml), as written otherwise.
    func cuisineName(_ group: Browse.Group) -> String {
        translated(group.name, in: local.vocabulary.cuisines) ?? group.name
    }

    /// A word's translation, found by the word as written or by another spelling of it.
    func translated(_ name: String, in words: [String: String]) -> String? { Self.translated(name, in: words) }

    static func translated(_ name: String, in words: [String: String]) -> String? {
        if let word = words[name] { return word }
        let key = Browse.authorKey(name)
        return words.keys.sorted().first { Browse.authorKey($0) == key }.flatMap { words[$0] }
    }

    /// An author's name in this language (`authors:` of content/i18n/<lang>.yaml, found by
    /// any spelling of the name), as written otherwise.
    func authorName(_ group: Browse.Group) -> String {
        translated(group.name, in: local.vocabulary.authorNames) ?? group.name
    }

    func cuisinePage(_ group: Browse.Group) -> ListPageView {
        let path = Routes.cuisine(group.slug)
        let heading = strings.format("cuisine_heading", ["cuisine": cuisineName(group)]).capitalizedFirst
        return ListPageView(
            page: pageView(path: path, title: heading, description: nil, bodyClass: "list-page cuisine-page"),
            heading: heading, description: nil, image: nil,
            groups: [CardGroupView(title: nil, id: nil, cards: group.recipes.map { card($0, from: path) })],
            count: group.recipes.count, countLabel: strings.plural("recipe_count", group.recipes.count))
    }

    func authorPage(_ group: Browse.Group) -> ListPageView {
        let path = Routes.author(group.slug)
        let root = Self.root(local.prefix + path)
        let name = authorName(group)
        let key = Browse.authorKey(group.name)
        let entry = site.config.authors.first { Browse.authorKey($0.name) == key }
        let translatedBio = translated(group.name, in: local.vocabulary.authorBios)
        let bio = (translatedBio ?? entry?.bio).flatMap(bioHTML)
        let image = entry?.image.map { site.imageView($0, root: root, alt: "") }
        let profile = bio == nil && image == nil ? nil : ProfileView(image: image, bio: bio)
        return ListPageView(
            page: pageView(path: path, title: name, description: nil, bodyClass: "list-page author-page"),
            heading: name, description: nil, image: nil,
            groups: [CardGroupView(title: nil, id: nil, cards: group.recipes.map { card($0, from: path) })],
            count: group.recipes.count, countLabel: strings.plural("recipe_count", group.recipes.count),
            eyebrow: strings["author_label"], profile: profile)
    }

    /// A bio as HTML: Markdown, its HTML escaped unless the site allows raw HTML (and
    /// `javascript:` links dropped by cmark either way). Headings are not part of a bio.
    func bioHTML(_ text: String) -> String? {
        let body = MarkdownParser.parse(text, path: "content/site.yaml", firstLine: 1, allowRawHTML: site.config.allowRawHTML).value
        let html = body.intro.map(\.html).joined(separator: "\n")
        return html.isEmpty ? nil : html
    }
}
