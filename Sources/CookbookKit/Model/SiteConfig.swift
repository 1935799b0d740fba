import CookbookSupport

/// The site settings from `content/site.yaml`.
public struct SiteConfig: Sendable, Equatable {
    struct Category: Sendable, Equatable {
        var name: String
        var slug: String
        var description: String?
        /// Cover image, relative to `content/`.
        var image: String?
        /// Where site.yaml names the cover image (not part of equality).
        var imageLocation: SourceLocation?

        static func == (a: Category, b: Category) -> Bool {
            a.name == b.name && a.slug == b.slug && a.description == b.description && a.image == b.image
        }
    }

    /// An author of the site's recipes (`authors:`): the name as the recipes write it, an
    /// optional page name, a short bio (Markdown) and a picture.
    struct Author: Sendable, Equatable {
        var name: String
        var slug: String?
        var bio: String?
        /// Picture, relative to `content/`.
        var image: String?
        /// Where site.yaml names the author and the picture (not part of equality).
        var location: SourceLocation?
        var imageLocation: SourceLocation?

        static func == (a: Author, b: Author) -> Bool {
            a.name == b.name && a.slug == b.slug && a.bio == b.bio && a.image == b.image
        }
    }

    /// `book:` the printable book's cover picture and paper size.
    struct Book: Sendable, Equatable {
        enum Paper: String, Sendable, CaseIterable { case a4, letter }
        var cover: String?
        var coverLocation: SourceLocation?
        var paper: Paper = .a4

        static func == (a: Book, b: Book) -> Bool { a.cover == b.cover && a.paper == b.paper }
    }

    var title: String = "Cookbook"
    var description: String?
    var language: String = "en"
    /// Every language of the site, the default one first.
    var languages: [String] = ["en"]
    var author: String?
    /// Absolute URL the site will be served from, used for canonical links and JSON-LD.
    var baseURL: String?
    var categories: [Category] = []
    /// `authors:` bios and pictures for the author pages.
    var authors: [Author] = []
    var book = Book()
    /// Pass raw HTML in Markdown through. Off by default: content is escaped.
    var allowRawHTML: Bool = false
    /// How many recipes the home page lists as newest.
    var newestCount: Int = 6
    /// `pantry_staples`: ingredients that never count as missing on the pantry page, by
    /// language code, "*" for every language; empty means the defaults (`PantryStaples`).
    var pantryStaples: [String: [String]] = [:]
    /// `nutrition: {daily_values: fda|eu}`: how nutrition is computed and shown.
    var nutrition = NutritionConfig()
    /// `nutrition: {enabled: false}`: no nutrition on the pages and no warnings about
    /// ingredients without a food (diets are still checked against the ingredients).
    var nutritionEnabled = true
    /// `images: {widths, quality, formats}`: how photos are resized (Images/ImageSettings.swift).
    var images = ImageSettings()

    init() {}

    /// The images site.yaml names (category covers, author pictures, the book's cover), with where.
    var imageUses: [(path: String, location: SourceLocation?)] {
        categories.compactMap { c in c.image.map { ($0, c.imageLocation) } }
            + authors.compactMap { a in a.image.map { ($0, a.imageLocation) } }
            + (book.cover.map { [($0, book.coverLocation)] } ?? [])
    }

    func category(named name: String) -> Category? {
        categories.first { $0.name == name || $0.slug == name }
    }
}
