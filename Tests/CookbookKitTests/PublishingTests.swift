import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// An XML document read by Foundation's XMLParser (libxml2): its elements in order with
/// their attributes and text, or the parser's error.
final class XMLDocumentReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var path: String
    }

    var elements: [Element] = []
    var open: [Int] = []
    var error: String?

    static func read(_ text: String) -> XMLDocumentReader {
        let reader = XMLDocumentReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        if !parser.parse() { reader.error = parser.parserError.map { "\($0)" } ?? "parse failed" }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let path = (open.last.map { elements[$0].path + "/" } ?? "") + name
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes, path: path))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func all(_ path: String) -> [Element] { elements.filter { $0.path == path } }
    func text(_ path: String) -> String? { all(path).first?.text }
}

@Suite struct PublishingTests {
    static let base = "https://cook.example.org/family&friends/"

    /// The golden fixture with its base_url line taken out, built from a copy.
    static func buildWithoutBaseURL() async -> BuildResult {
        let fm = FileManager.default
        let copy = fm.temporaryDirectory.appendingPathComponent("cookbook-no-base-\(UUID().uuidString)").path
        defer { try? fm.removeItem(atPath: copy) }
        try? fm.copyItem(atPath: GoldenSiteTests.fixture, toPath: copy)
        let config = copy + "/content/site.yaml"
        let text = (try? String(contentsOfFile: config, encoding: .utf8)) ?? ""
        let without = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("base_url:") }.joined(separator: "\n")
        try? without.write(toFile: config, atomically: true, encoding: .utf8)
        return await Builder.build(root: copy, displayPrefix: "golden-site/", options: .init(strict: false))
    }

    static func text(_ result: BuildResult, _ path: String) -> String? {
        guard let file = result.files.first(where: { $0.path == path }), case .bytes(let bytes) = file.contents else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func pages(_ result: BuildResult) -> [String] {
        result.files.map(\.path).filter { $0.hasSuffix(".html") }.sorted()
    }

    @Test func theSitemapListsEveryPageWithItsLanguages() async throws {
        let result = await GoldenSiteTests().build()
        let sitemap = XMLDocumentReader.read(try #require(Self.text(result, "sitemap.xml")))
        #expect(sitemap.error == nil)
        #expect(sitemap.elements.first?.name == "urlset")
        #expect(sitemap.elements.first?.attributes["xmlns"] == "http://www.sitemaps.org/schemas/sitemap/0.9")
        #expect(sitemap.elements.first?.attributes["xmlns:xhtml"] == "http://www.w3.org/1999/xhtml")
        let locs = sitemap.all("urlset/url/loc").map(\.text)
        #expect(locs.sorted() == Self.pages(result).map { Self.base + $0 }.sorted())
        #expect(Set(locs).count == locs.count)
        // Each page lists its versions, itself included; soup exists in en and ru only.
        var current = ""
        var alternates: [String: [String: String]] = [:]
        for element in sitemap.elements {
            if element.path == "urlset/url/loc" { current = element.text }
            if element.path == "urlset/url/xhtml:link" {
                #expect(element.attributes["rel"] == "alternate")
                alternates[current, default: [:]][element.attributes["hreflang"] ?? ""] = element.attributes["href"]
            }
        }
        #expect(
            alternates[Self.base + "ru/recipes/soup.html"] == [
                "en": Self.base + "recipes/soup.html", "ru": Self.base + "ru/recipes/soup.html", "x-default": Self.base + "recipes/soup.html",
            ])
        #expect(alternates[Self.base + "index.html"]?.keys.sorted() == ["en", "kk", "ru", "x-default"])
        for (page, links) in alternates { #expect(links.values.contains(page), "\(page) does not list itself") }
    }

    @Test func robotsPointsAtTheSitemap() async throws {
        let result = await GoldenSiteTests().build()
        let robots = try #require(Self.text(result, "robots.txt"))
        #expect(robots == "User-agent: *\nAllow: /\n\nSitemap: \(Self.base)sitemap.xml\n")
    }

    @Test func eachLanguageHasAnAtomFeedOfItsNewestRecipes() async throws {
        let result = await GoldenSiteTests().build()
        for (path, language, recipes) in [
            ("feed.xml", "en", ["recipes/soup.html", "recipes/bread.html"]), ("ru/feed.xml", "ru", ["ru/recipes/soup.html"]),
            ("kk/feed.xml", "kk", ["kk/recipes/bread.html"]),
        ] {
            let feed = XMLDocumentReader.read(try #require(Self.text(result, path), "no \(path)"))
            #expect(feed.error == nil, "\(path)")
            let root = try #require(feed.elements.first)
            #expect(root.name == "feed" && root.attributes["xmlns"] == "http://www.w3.org/2005/Atom" && root.attributes["xml:lang"] == language)
            // RFC 4287: a feed has an id, a title, updated, an author (or every entry has one), a self link.
            #expect(feed.text("feed/id") == Self.base + path)
            #expect(feed.text("feed/title")?.isEmpty == false)
            // The newest recipe's date, not the time of the build.
            #expect(feed.text("feed/updated") == "2024-02-29T00:00:00Z" || language == "kk")
            #expect(feed.text("feed/author/name") == "Test & Co")
            let links = feed.all("feed/link")
            #expect(links.contains { $0.attributes["rel"] == "self" && $0.attributes["href"] == Self.base + path })
            #expect(feed.all("feed/entry/id").map(\.text) == recipes.map { Self.base + $0 })
            #expect(feed.all("feed/entry/link").map { $0.attributes["href"] ?? "" } == recipes.map { Self.base + $0 })
            #expect(feed.all("feed/entry/title").count == recipes.count)
            #expect(feed.all("feed/entry/summary").count == recipes.count)
            for updated in feed.all("feed/entry/updated").map(\.text) + [feed.text("feed/updated") ?? ""] {
                #expect(updated.range(of: #"^\d{4}-\d{2}-\d{2}T00:00:00Z$"#, options: .regularExpression) != nil, "\(updated)")
            }
        }
        let en = XMLDocumentReader.read(try #require(Self.text(result, "feed.xml")))
        // Escaped, read back as written.
        #expect(en.all("feed/entry/summary").first?.text == "Red lentils, onion & carrot <b>not bold</b>.")
        #expect(en.text("feed/title") == "Golden <Test> Kitchen")
        #expect(en.all("feed/entry/published").map(\.text) == ["2024-02-29T00:00:00Z"])  // the undated bread has none
    }

    @Test func everyPageNamesItsCanonicalAddressLanguagesAndFeed() async throws {
        let result = await GoldenSiteTests().build()
        for page in Self.pages(result) {
            let html = try #require(Self.text(result, page))
            let escaped = Self.base.replacingOccurrences(of: "&", with: "&amp;")
            #expect(html.contains("<link rel=\"canonical\" href=\"\(escaped)\(page)\">"), "\(page)")
            let feed = (page.hasPrefix("ru/") ? "ru/" : page.hasPrefix("kk/") ? "kk/" : "") + "feed.xml"
            let depth = page.split(separator: "/").count - 1 - (feed.contains("/") ? 1 : 0)
            #expect(html.contains("type=\"application/atom+xml\""), "\(page)")
            #expect(html.contains("href=\"\(String(repeating: "../", count: depth))feed.xml\">"), "\(page)")
            #expect(!html.contains("hreflang=\"ru\" href=\"../"), "relative alternate in \(page)")
        }
        let bread = try #require(Self.text(result, "kk/recipes/bread.html"))
        #expect(bread.contains("<link rel=\"alternate\" hreflang=\"kk\" href=\"https://cook.example.org/family&amp;friends/kk/recipes/bread.html\">"))
        #expect(!bread.contains("<link rel=\"alternate\" hreflang=\"ru\""))  // bread has no Russian version
    }

    @Test func withoutBaseURLThereIsNoSitemapFeedOrCanonicalLink() async throws {
        let result = await Self.buildWithoutBaseURL()
        #expect(result.diagnostics.map(\.formatted) == [])
        let paths = Set(result.files.map(\.path))
        for path in ["sitemap.xml", "robots.txt", "feed.xml", "ru/feed.xml", "kk/feed.xml"] { #expect(!paths.contains(path)) }
        for page in Self.pages(result) {
            let html = try #require(Self.text(result, page))
            #expect(!html.contains("rel=\"canonical\"") && !html.contains("application/atom+xml") && !html.contains("https://cook.example.org"), "\(page)")
        }
        // The language versions are still named, relative to the page.
        let soup = try #require(Self.text(result, "ru/recipes/soup.html"))
        #expect(soup.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../recipes/soup.html\">"))
        #expect(!soup.contains("x-default"))
    }

    @Test func xmlEscapingLeavesNothingAParserRejects() {
        let nasty = "a & b < c > d \" e ' f ]]> g \u{0} \u{1}\u{8}\u{B}\u{C}\u{1F} h \u{FFFE}\u{FFFF} i\tj\nk é 日本"
        let escaped = XML.escape(nasty)
        #expect(escaped == "a &amp; b &lt; c &gt; d &quot; e &apos; f ]]&gt; g   h  i\tj\nk é 日本")
        var config = SiteConfig()
        config.baseURL = "https://example.org/"
        config.author = nasty
        let feed = Publishing.feed(
            language: "en", config: config, title: nasty, subtitle: nasty,
            entries: [.init(title: nasty, route: "recipes/x.html", summary: nasty, author: nasty, date: nil, categories: [nasty])])
        let read = XMLDocumentReader.read(feed ?? "")
        #expect(read.error == nil)
        #expect(read.text("feed/entry/title") == "a & b < c > d \" e ' f ]]> g   h  i\tj\nk é 日本")
        #expect(read.text("feed/updated") == "1970-01-01T00:00:00Z")  // no dates at all: never the clock
    }

    @Test func feedsListTheNewestTwentyDatedFirst() {
        var config = SiteConfig()
        config.baseURL = "https://example.org/"
        let entries = (1...25).map { i in
            Publishing.FeedEntry(
                title: "R\(i)", route: "recipes/r\(i).html", summary: nil, author: nil,
                date: i <= 22 ? RecipeDate(year: 2020, month: 1, day: i) : nil, categories: [])
        }
        let feed = XMLDocumentReader.read(Publishing.feed(language: "en", config: config, title: "T", subtitle: nil, entries: entries.reversed()) ?? "")
        let titles = feed.all("feed/entry/title").map(\.text)
        #expect(titles.count == Publishing.feedSize)
        #expect(titles.first == "R22" && titles.last == "R3")
        #expect(feed.text("feed/updated") == "2020-01-22T00:00:00Z")
    }
}
