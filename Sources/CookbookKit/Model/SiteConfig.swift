import CookbookSupport

/// The site settings from `content/site.yaml`.
public struct SiteConfig: Sendable, Equatable {
    public struct Category: Sendable, Equatable {
        public var name: String
        public var slug: String
        public var description: String?
        /// Cover image, relative to `content/`.
        public var image: String?
        /// Where site.yaml names the cover image (not part of equality).
        public var imageLocation: SourceLocation?

        public static func == (a: Category, b: Category) -> Bool {
            a.name == b.name && a.slug == b.slug && a.description == b.description && a.image == b.image
        }
    }

    public var title: String = "Cookbook"
    public var description: String?
    public var language: String = "en"
    /// Every language of the site, the default one first.
    public var languages: [String] = ["en"]
    public var author: String?
    /// Absolute URL the site will be served from, used for canonical links and JSON-LD.
    public var baseURL: String?
    public var categories: [Category] = []
    /// Pass raw HTML in Markdown through. Off by default: content is escaped.
    public var allowRawHTML: Bool = false
    /// How many recipes the home page lists as newest.
    public var newestCount: Int = 6
    /// `pantry_staples`: ingredients that never count as missing on the pantry page, by
    /// language code, "*" for every language; empty means the defaults (`PantryStaples`).
    public var pantryStaples: [String: [String]] = [:]
    /// `nutrition: {daily_values: fda|eu}`: how nutrition is computed and shown.
    public var nutrition = NutritionConfig()
    /// `nutrition: {enabled: false}`: no nutrition on the pages and no warnings about
    /// ingredients without a food (diets are still checked against the ingredients).
    public var nutritionEnabled = true
    /// `images: {widths, quality, formats}`: how photos are resized (Images/ImageSettings.swift).
    public var images = ImageSettings()

    public init() {}

    public func category(named name: String) -> Category? {
        categories.first { $0.name == name || $0.slug == name }
    }
}
