import CookbookSupport

/// Stage 4: rules across recipes. Two recipes may not share a page name (slug) or a
/// title; at most one should be featured.
enum SiteValidator {
    static func validate(_ recipes: [Recipe]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var bySlug: [String: Recipe] = [:]
        var byTitle: [String: Recipe] = [:]
        var byCategorySlug: [String: Recipe] = [:]
        for recipe in recipes {
            let here = SourceLocation(path: recipe.sourcePath, line: 1, column: 1)
            // Categories not listed in site.yaml are made from the recipes; two spellings of one
            // name ('Soups', 'soups') would both be written to categories/soups.html.
            if let name = recipe.category {
                let slug = Slug.make(name)
                if let other = byCategorySlug[slug], let otherName = other.category, otherName != name {
                    diagnostics.append(
                        Diagnostic(
                            .error, "duplicate-category", "the category '\(name)' has the same page name as '\(otherName)' in \(other.sourcePath)",
                            at: here, hint: "write the category the same way in every recipe, or list the categories in content/site.yaml"))
                } else if byCategorySlug[slug] == nil {
                    byCategorySlug[slug] = recipe
                }
            }
            if let other = bySlug[recipe.slug] {
                diagnostics.append(
                    Diagnostic(
                        .error, "duplicate-slug", "the page name '\(recipe.slug)' is also used by \(other.sourcePath)", at: here,
                        hint: "rename one file or give one of them 'slug: another-name'"))
            } else {
                bySlug[recipe.slug] = recipe
            }
            // Invisible characters do not make a title another one: 'Plov', 'Plo<U+200B>v'.
            let titleKey = InvisibleText.comparable(recipe.title)
            if let other = byTitle[titleKey] {
                diagnostics.append(
                    Diagnostic(
                        .error, "duplicate-recipe", "a recipe titled '\(recipe.title)' already exists in \(other.sourcePath)", at: here,
                        hint: "if they are different dishes, give them different titles"))
            } else {
                byTitle[titleKey] = recipe
            }
        }
        let featured = recipes.filter(\.featured)
        if featured.count > 1 {
            for recipe in featured.dropFirst() {
                diagnostics.append(
                    Diagnostic(
                        .warning, "several-featured", "more than one recipe is featured; the home page shows \(featured[0].sourcePath)",
                        at: SourceLocation(path: recipe.sourcePath, line: 1, column: 1), hint: "keep 'featured: true' on one recipe"))
            }
        }
        return diagnostics
    }
}
