import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// Decodes `content/site.yaml` into a `SiteConfig`. A missing file gives the defaults.
public enum ConfigDecoder {
    static let fields = ["title", "description", "language", "languages", "author", "base_url", "categories", "allow_raw_html", "newest_count", "pantry_staples", "nutrition", "images", "authors", "book"]

    public static func decode(_ file: SourceFile?, contentFiles: Set<String>, escapingFiles: Set<String>) -> Outcome<SiteConfig> {
        guard let file else { return Outcome(SiteConfig()) }
        let decoded = TextDecoder.decode(file)
        guard let text = decoded.value else { return Outcome(SiteConfig(), decoded.diagnostics) }
        let yaml = YAMLParser.parse(text, path: file.displayPath)
        guard let root = yaml.value ?? nil else { return Outcome(SiteConfig(), yaml.diagnostics) }
        var config = SiteConfig()
        guard case .mapping = root.kind else {
            return Outcome(config, [Diagnostic(.error, "wrong-type", "site.yaml must be a mapping of settings ('title: ...')", at: root.location)])
        }
        var r = FieldReader(root, path: file.displayPath)
        if let title = r.string("title") { config.title = title }
        config.description = r.string("description")
        config.author = r.string("author")
        if let language = r.string("language") {
            if LanguageCode.iso639_1.contains(language) {
                config.language = language
            } else {
                r.error("invalid-value", "'language' must be a two-letter language code (ISO 639-1) like 'en', 'ru' or 'kk', not '\(language)'", at: r.value("language")!)
            }
        }
        config.languages = [config.language]
        for (code, node) in r.stringList("languages") {
            guard LanguageCode.iso639_1.contains(code) else {
                r.error("invalid-value", "'\(code)' is not a two-letter language code (ISO 639-1) like en, ru or kk", at: node)
                continue
            }
            if !config.languages.contains(code) { config.languages.append(code) }
        }
        if let url = r.string("base_url") {
            switch baseURL(url) {
            case .success(let value): config.baseURL = value
            case .failure(let problem):
                r.error("invalid-url", problem.message, at: r.value("base_url")!, hint: "for example 'base_url: https://example.org/cookbook/'")
            }
        }
        config.allowRawHTML = r.bool("allow_raw_html") ?? false
        config.newestCount = r.integer("newest_count", in: 0...100) ?? config.newestCount
        config.pantryStaples = PantryStaples.decode(&r, languages: config.languages)
        nutrition(&r, into: &config)
        config.images = ImageSettings.decode(&r)
        let context = RecipeDecoder.Context(config: config, contentFiles: contentFiles, escapingFiles: escapingFiles)
        config.categories = categories(&r, file: file, context: context)
        config.authors = authors(&r, file: file, context: context)
        book(&r, file: file, context: context, into: &config)
        r.finish(known: fields, what: "site.yaml")
        return Outcome(config, yaml.diagnostics + r.diagnostics)
    }

    struct BaseURLProblem: Error { var message: String }

    /// `base_url`: the absolute address the site is served from, ending in "/". It goes
    /// into canonical links, the sitemap, the feeds and the JSON-LD as it is written, so
    /// it must be a plain http(s) address: a host name, an optional port and path, no
    /// query, fragment, user name, spaces, quotes or non-ASCII letters (percent-encode them).
    static func baseURL(_ url: String) -> Result<String, BaseURLProblem> {
        let scheme = url.hasPrefix("https://") ? "https://" : url.hasPrefix("http://") ? "http://" : nil
        guard let scheme else { return .failure(BaseURLProblem(message: "'base_url' must start with https:// or http://")) }
        let rest = url.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" }
        let host = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let port = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first
        if let bad = url.unicodeScalars.first(where: { !(0x21...0x7E).contains($0.value) || "\"'<>\\^`{|}?#@".unicodeScalars.contains($0) }) {
            let shown = (0x21...0x7E).contains(bad.value) || bad.properties.isAlphabetic ? String(bad) : "U+" + String(bad.value, radix: 16, uppercase: true)
            return .failure(BaseURLProblem(message: "'base_url' must be a plain web address without spaces, quotes, '?', '#', '@' or non-ASCII letters, not one with '\(shown)'"))
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let hostIsValid =
            !host.isEmpty && (host == "localhost" || labels.count > 1)
            && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
        guard hostIsValid else {
            return .failure(BaseURLProblem(message: "'base_url' needs a host name after \(scheme), like example.org, not '\(host)'"))
        }
        if let port, port.isEmpty || !port.allSatisfy(\.isASCIIDigit) || Int(port).map({ !(1...65535).contains($0) }) ?? true {
            return .failure(BaseURLProblem(message: "'base_url' has a port that is not a number from 1 to 65535: '\(port)'"))
        }
        if rest.contains("//") || rest.contains("/./") || rest.contains("/../") || rest.hasSuffix("/.") || rest.hasSuffix("/..") {
            return .failure(BaseURLProblem(message: "'base_url' has an empty, '.' or '..' folder in its path"))
        }
        let trimmed = url.hasSuffix(".html") || url.hasSuffix(".htm") ? nil : url
        guard let trimmed else {
            return .failure(BaseURLProblem(message: "'base_url' must be the folder the site is served from, not a page: '\(url)'"))
        }
        return .success(trimmed.hasSuffix("/") ? trimmed : trimmed + "/")
    }

    /// `nutrition: {daily_values: fda|eu, enabled: true|false}`.
    static func nutrition(_ r: inout FieldReader, into config: inout SiteConfig) {
        guard let node = r.value("nutrition") else { return }
        guard case .mapping = node.kind else {
            r.error("wrong-type", "'nutrition' must be a mapping of settings", at: node, hint: "for example 'nutrition: {daily_values: eu}'")
            return
        }
        var sub = FieldReader(node, path: r.path)
        if let value = sub.string("daily_values") {
            if let standard = DailyValueStandard(configValue: value) {
                config.nutrition.dailyValues = standard
            } else {
                sub.error(
                    "invalid-value", "'nutrition.daily_values' must be 'fda' (US daily values, 2016) or 'eu' (EU reference intakes), not '\(value)'",
                    at: sub.value("daily_values")!)
            }
        }
        config.nutritionEnabled = sub.bool("enabled") ?? true
        sub.finish(known: ["daily_values", "enabled"], what: "'nutrition'")
        r.diagnostics += sub.diagnostics
    }

    static func categories(_ r: inout FieldReader, file: SourceFile, context: RecipeDecoder.Context) -> [SiteConfig.Category] {
        guard let node = r.value("categories") else { return [] }
        guard case .sequence(let items) = node.kind else {
            r.error("wrong-type", "'categories' must be a list", at: node, hint: "write each category as '- name: Soups'")
            return []
        }
        var result: [SiteConfig.Category] = []
        var slugs = Set<String>(), names = Set<String>()
        for item in items {
            var name: String?
            var sub = FieldReader(item, path: r.path)
            var category = SiteConfig.Category(name: "", slug: "")
            switch item.kind {
            case .scalar: name = r.text(item, field: "categories")
            case .mapping:
                name = sub.string("name", required: true)
                category.description = sub.string("description")
                if let image = sub.value("image"), let text = sub.text(image, field: "image") {
                    category.image = ImageResolver.resolve(text, from: file.contentPath, at: image, reader: &sub, context: context)
                    category.imageLocation = image.location
                }
                if let slug = sub.string("slug") {
                    if Slug.isValid(slug) {
                        category.slug = slug
                    } else {
                        sub.error("invalid-slug", "'slug' must use lowercase letters a-z, digits and single hyphens, not '\(slug)'", at: sub.value("slug")!)
                    }
                }
                sub.finish(known: ["name", "slug", "description", "image"], what: "a category")
                r.diagnostics += sub.diagnostics
            case .sequence:
                r.error("wrong-type", "a category must be a name or a mapping with 'name'", at: item)
            }
            guard let name else { continue }
            category.name = name
            if category.slug.isEmpty { category.slug = Slug.make(name) }
            if category.slug.isEmpty {
                r.error("invalid-slug", "cannot make a page name from the category '\(name)'", at: item, hint: "add 'slug: my-category'")
                continue
            }
            if !Slug.isValid(category.slug) {  // only a made slug can be too long; a given one was checked above
                r.error("invalid-slug", "the page name made from this category's name is longer than 100 characters", at: item, hint: "add 'slug: my-category'")
                continue
            }
            if slugs.contains(category.slug) || names.contains(name) {
                r.error("duplicate-category", "the category '\(name)' is listed twice", at: item)
                continue
            }
            slugs.insert(category.slug)
            names.insert(name)
            result.append(category)
        }
        return result
    }

    /// `authors:` a list of `{name, slug, bio, image}`; only `name` is required.
    static func authors(_ r: inout FieldReader, file: SourceFile, context: RecipeDecoder.Context) -> [SiteConfig.Author] {
        guard let node = r.value("authors") else { return [] }
        guard case .sequence(let items) = node.kind else {
            r.error("wrong-type", "'authors' must be a list", at: node, hint: "write each author as '- name: Aigerim Nurlanovna' with 'bio:' and 'image:' under it")
            return []
        }
        var result: [SiteConfig.Author] = []
        var keys = Set<String>(), slugs = Set<String>()
        for item in items {
            guard case .mapping = item.kind else {
                r.error("wrong-type", "an author must be a mapping with 'name' (and 'bio', 'image', 'slug')", at: item, hint: "- name: Aigerim Nurlanovna")
                continue
            }
            var sub = FieldReader(item, path: r.path)
            guard let name = sub.string("name", required: true) else {
                r.diagnostics += sub.diagnostics
                continue
            }
            var author = SiteConfig.Author(name: Browse.displayName(name), location: item.location)
            author.bio = sub.string("bio")
            if let image = sub.value("image"), let text = sub.text(image, field: "image") {
                author.image = ImageResolver.resolve(text, from: file.contentPath, at: image, reader: &sub, context: context)
                author.imageLocation = image.location
            }
            if let slug = sub.string("slug") {
                if Slug.isValid(slug) {
                    author.slug = slug
                } else {
                    sub.error("invalid-slug", "'slug' must use lowercase letters a-z, digits and single hyphens, not '\(slug)'", at: sub.value("slug")!)
                }
            }
            sub.finish(known: ["name", "slug", "bio", "image"], what: "an author")
            r.diagnostics += sub.diagnostics
            let key = Browse.authorKey(author.name)
            if !keys.insert(key).inserted || (author.slug.map { !slugs.insert($0).inserted } ?? false) {
                r.error("duplicate-author", "the author '\(author.name)' is listed twice", at: item, hint: "keep one entry per author")
                continue
            }
            result.append(author)
        }
        return result
    }

    /// `book: {cover: images/cover.jpg, paper: a4|letter}`: the printable book (book.html).
    static func book(_ r: inout FieldReader, file: SourceFile, context: RecipeDecoder.Context, into config: inout SiteConfig) {
        guard let node = r.value("book") else { return }
        guard case .mapping = node.kind else {
            r.error("wrong-type", "'book' must be a mapping of settings", at: node, hint: "for example 'book: {cover: images/cover.jpg, paper: letter}'")
            return
        }
        var sub = FieldReader(node, path: r.path)
        if let image = sub.value("cover"), let text = sub.text(image, field: "cover") {
            config.book.cover = ImageResolver.resolve(text, from: file.contentPath, at: image, reader: &sub, context: context)
            config.book.coverLocation = image.location
        }
        if let paper = sub.string("paper") {
            if let value = SiteConfig.Book.Paper(rawValue: paper.lowercased()) {
                config.book.paper = value
            } else {
                sub.error("invalid-value", "'book.paper' must be 'a4' or 'letter', not '\(paper)'", at: sub.value("paper")!)
            }
        }
        sub.finish(known: ["cover", "paper"], what: "'book'")
        r.diagnostics += sub.diagnostics
    }
}
