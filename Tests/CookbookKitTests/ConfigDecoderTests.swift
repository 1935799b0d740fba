import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct ConfigDecoderTests {
    static let path = "content/site.yaml"

    func decode(_ text: String, contentFiles: Set<String> = [], escapingFiles: Set<String> = []) -> Outcome<SiteConfig> {
        ConfigDecoder.decode(
            SourceFile(contentPath: "site.yaml", displayPath: Self.path, bytes: Array(text.utf8)),
            contentFiles: contentFiles, escapingFiles: escapingFiles)
    }

    func config(_ text: String, contentFiles: Set<String> = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SiteConfig {
        let result = decode(text, contentFiles: contentFiles)
        #expect(result.diagnostics.map(\.formatted) == [], sourceLocation: sourceLocation)
        return result.value
    }

    func expectOne(
        _ text: String, _ code: String, line: Int, column: Int, message: String? = nil, hint: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expectDiagnostic(
            decode(text).diagnostics, code, line: line, column: column, path: Self.path, message: message, hint: hint,
            sourceLocation: sourceLocation)
    }

    @Test func missingFileGivesTheDefaults() {
        let result = ConfigDecoder.decode(nil, contentFiles: [], escapingFiles: [])
        #expect(result.diagnostics.isEmpty)
        #expect(result.value == SiteConfig())
        #expect(result.value.title == "Cookbook" && result.value.language == "en" && result.value.newestCount == 6)
        #expect(!result.value.allowRawHTML)
    }

    @Test func emptyFileGivesTheDefaults() {
        #expect(config("# nothing yet\n") == SiteConfig())
    }

    @Test func everyFieldIsRead() {
        let c = config(
            """
            title: Grandma's kitchen
            description: Recipes we cook at home.
            language: kk
            author: Aigerim
            base_url: https://example.org/book
            allow_raw_html: true
            newest_count: 0
            categories:
              - Soups
              - name: Main dishes
                slug: mains
                description: Dinners.
                image: images/mains.jpg
            """, contentFiles: ["images/mains.jpg"])
        #expect(c.title == "Grandma's kitchen")
        #expect(c.description == "Recipes we cook at home.")
        #expect(c.language == "kk")
        #expect(c.author == "Aigerim")
        #expect(c.baseURL == "https://example.org/book/")
        #expect(c.allowRawHTML)
        #expect(c.newestCount == 0)
        #expect(
            c.categories == [
                SiteConfig.Category(name: "Soups", slug: "soups", description: nil, image: nil),
                SiteConfig.Category(name: "Main dishes", slug: "mains", description: "Dinners.", image: "images/mains.jpg"),
            ])
    }

    @Test func titleNoStaysText() {
        #expect(config("title: no").title == "no")
    }

    @Test func categorySlugIsMadeFromCyrillicNames() {
        #expect(config("categories: [Супы, Десерты]").categories.map(\.slug) == ["supy", "deserty"])
    }

    @Test(arguments: ["EN", "english", "e", "en-US"])
    func languageMustBeALowercaseCode(_ value: String) {
        expectOne(
            "title: Book\nlanguage: \(value)", "invalid-value", line: 2, column: 11,
            message: "'language' must be a two-letter language code (ISO 639-1) like 'en', 'ru' or 'kk', not '\(value)'")
    }

    @Test func baseURLMustBeAPlainAbsoluteAddress() {
        #expect(config("base_url: http://localhost:8000").baseURL == "http://localhost:8000/")
        #expect(config("base_url: https://cook.example.org/a&b/").baseURL == "https://cook.example.org/a&b/")
        let hint = "for example 'base_url: https://example.org/cookbook/'"
        expectOne("base_url: /cookbook/", "invalid-url", line: 1, column: 11, message: "'base_url' must start with https:// or http://", hint: hint)
        expectOne(
            "base_url: https://example.org/a b/", "invalid-url", line: 1, column: 11,
            message: "'base_url' must be a plain web address without spaces, quotes, '?', '#', '@' or non-ASCII letters, not one with 'U+20'")
        expectOne(
            "base_url: https://example.org/?page=1", "invalid-url", line: 1, column: 11,
            message: "'base_url' must be a plain web address without spaces, quotes, '?', '#', '@' or non-ASCII letters, not one with '?'")
        expectOne("base_url: 'https://example.org/\"><script>'", "invalid-url", line: 1, column: 11)
        expectOne("base_url: https://кухня.рф/", "invalid-url", line: 1, column: 11)
        expectOne("base_url: https://user@example.org/", "invalid-url", line: 1, column: 11)
        expectOne(
            "base_url: https:///cookbook", "invalid-url", line: 1, column: 11,
            message: "'base_url' needs a host name after https://, like example.org, not ''")
        expectOne("base_url: https://example", "invalid-url", line: 1, column: 11)
        expectOne(
            "base_url: https://example.org:99999/", "invalid-url", line: 1, column: 11,
            message: "'base_url' has a port that is not a number from 1 to 65535: '99999'")
        expectOne("base_url: https://example.org/a/../b/", "invalid-url", line: 1, column: 11)
        expectOne("base_url: https://example.org/index.html", "invalid-url", line: 1, column: 11)
    }

    @Test func baseURLMustBeAWebAddress() {
        expectOne("base_url: example.org", "invalid-url", line: 1, column: 11, message: "'base_url' must start with https:// or http://")
    }

    @Test func allowRawHTMLYesIsRefused() {
        expectOne("allow_raw_html: yes", "wrong-type", line: 1, column: 17, message: "'allow_raw_html' must be true or false, not 'yes'")
    }

    @Test func newestCountMustBeInRange() {
        expectOne("newest_count: 101", "invalid-value", line: 1, column: 15, message: "from 0 to 100, not '101'")
    }

    @Test func unknownSettingIsReportedWithASuggestion() {
        expectOne(
            "title: Book\nlangauge: en", "unknown-field", line: 2, column: 1,
            message: "unknown field 'langauge' in site.yaml", hint: "did you mean 'language'?")
    }

    @Test func wholeFileMustBeAMapping() {
        expectOne("- Soups\n- Mains", "wrong-type", line: 1, column: 1, message: "site.yaml must be a mapping of settings")
    }

    @Test func yamlErrorsInTheConfigKeepTheirPositions() {
        expectOne("title: Book\ntitle: Again", "duplicate-key", line: 2, column: 1)
        expectOne("title: Book: the best", "yaml-syntax", line: 1, column: 12)
        expectOne("title: Book\ncategories:\n\t- Soups", "yaml-tab", line: 3, column: 1)
    }

    @Test func invalidUTF8InTheConfigIsReported() {
        let bytes = Array("title: ".utf8) + [0xFE]
        let result = ConfigDecoder.decode(SourceFile(contentPath: "site.yaml", displayPath: Self.path, bytes: bytes), contentFiles: [], escapingFiles: [])
        expectDiagnostic(result.diagnostics, "not-utf8", line: 1, column: 8, path: Self.path)
        #expect(result.value == SiteConfig())
    }

    @Test func categoriesMustBeAList() {
        expectOne("categories: Soups", "wrong-type", line: 1, column: 13, message: "'categories' must be a list", hint: "- name: Soups")
    }

    @Test func categoryThatIsAListIsAWrongType() {
        expectOne("categories:\n  - [Soups]", "wrong-type", line: 2, column: 5, message: "a category must be a name or a mapping with 'name'")
    }

    @Test func categoryMappingNeedsAName() {
        expectOne("categories:\n  - description: Hot.", "missing-field", line: 2, column: 5, message: "'name' is required")
    }

    @Test func categoryWithUnknownKeyIsReported() {
        expectOne(
            "categories:\n  - name: Soups\n    descripton: Hot.", "unknown-field", line: 3, column: 5,
            message: "unknown field 'descripton' in a category", hint: "did you mean 'description'?")
    }

    @Test func invalidCategorySlugIsReported() {
        expectOne(
            "categories:\n  - name: Soups\n    slug: Hot Soups", "invalid-slug", line: 3, column: 11,
            message: "'slug' must use lowercase letters a-z, digits and single hyphens, not 'Hot Soups'")
    }

    @Test func categoryNameWithoutLettersNeedsASlug() {
        expectOne(
            "categories:\n  - Soups\n  - \"!!!\"", "invalid-slug", line: 3, column: 5,
            message: "cannot make a page name from the category '!!!'", hint: "add 'slug: my-category'")
    }

    @Test func categoryListedTwiceIsReported() {
        let result = decode("categories:\n  - Soups\n  - name: soups\n  - name: Broths\n    slug: soups\n")
        #expect(result.diagnostics.positions == ["3:5 duplicate-category", "4:5 duplicate-category"])
        #expect(result.diagnostics.first?.message == "the category 'soups' is listed twice")
        #expect(result.value.categories.map(\.name) == ["Soups"])
    }

    @Test func categoryImageMustExist() {
        expectOne(
            "categories:\n  - name: Soups\n    image: images/soup.jpg", "missing-image", line: 3, column: 12,
            message: "looked for content/images/soup.jpg")
    }

    @Test func categoryImageMayNotLeaveContent() {
        expectOne("categories:\n  - name: Soups\n    image: ../soup.jpg", "image-outside-content", line: 3, column: 12)
    }

    @Test func everyConfigProblemIsReportedAtOnce() {
        let result = decode("language: EN\nbase_url: x.org\nnewest_count: many\ncolour: red\ncategories: [Soups, Soups]")
        #expect(
            result.diagnostics.sortedForOutput().positions == [
                "1:11 invalid-value", "2:11 invalid-url", "3:15 invalid-value", "4:1 unknown-field", "5:21 duplicate-category",
            ])
    }
}
