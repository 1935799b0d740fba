/// Where each page lives in the output. Every URL ends in a file name, because
/// browsers do not turn a folder into index.html for file:// pages.
enum Routes {
    static func recipe(_ slug: String) -> String { "recipes/\(slug).html" }
    static func category(_ slug: String) -> String { "categories/\(slug).html" }
    static func tag(_ slug: String) -> String { "tags/\(slug).html" }
    static func cuisine(_ slug: String) -> String { "cuisines/\(slug).html" }
    static func author(_ slug: String) -> String { "authors/\(slug).html" }
    static let book = "book.html"
    static let home = "index.html"
    static let allRecipes = "recipes.html"
    static let categories = "categories.html"
    static let search = "search.html"
    static let pantry = "pantry.html"
}
