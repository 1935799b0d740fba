import Testing
@testable import CookbookKit
@testable import CookbookSupport

@Suite struct SiteValidatorTests {
    func recipe(
        _ file: String, title: String, slug: String? = nil, featured: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Recipe {
        var front = "title: \"\(title)\"\ningredients: [rice]"
        if let slug { front += "\nslug: \(slug)" }
        if featured { front += "\nfeatured: true" }
        let result = Fixture.decode(Fixture.recipe(front), path: "recipes/" + file)
        #expect(result.diagnostics.isEmpty, sourceLocation: sourceLocation)
        return result.recipe!
    }

    @Test func distinctRecipesPass() {
        let recipes = [recipe("plov.md", title: "Plov"), recipe("borsch.md", title: "Borsch", featured: true)]
        #expect(SiteValidator.validate(recipes).isEmpty)
    }

    @Test func sameSlugIsReportedOnTheLaterFile() {
        let recipes = [recipe("plov.md", title: "Plov"), recipe("pilaf.md", title: "Pilaf", slug: "plov")]
        let diagnostics = SiteValidator.validate(recipes)
        expectDiagnostic(
            diagnostics, "duplicate-slug", line: 1, column: 1, path: "content/recipes/pilaf.md",
            message: "the page name 'plov' is also used by content/recipes/plov.md", hint: "slug: another-name")
    }

    @Test func fileNamesThatSlugTheSameCollide() {
        let recipes = [recipe("Crème brûlée.md", title: "Creme brulee"), recipe("creme-brulee.md", title: "Burnt cream")]
        expectDiagnostic(
            SiteValidator.validate(recipes), "duplicate-slug", line: 1, column: 1, path: "content/recipes/creme-brulee.md",
            message: "'creme-brulee'")
    }

    @Test func sameTitleIgnoringCaseIsReported() {
        let recipes = [recipe("plov.md", title: "Plov"), recipe("soups/plov-2.md", title: "PLOV")]
        expectDiagnostic(
            SiteValidator.validate(recipes), "duplicate-recipe", line: 1, column: 1, path: "content/recipes/soups/plov-2.md",
            message: "a recipe titled 'PLOV' already exists in content/recipes/plov.md")
    }

    @Test func everyExtraFeaturedRecipeGetsAWarning() {
        let recipes = [
            recipe("a.md", title: "A", featured: true), recipe("b.md", title: "B"),
            recipe("c.md", title: "C", featured: true), recipe("d.md", title: "D", featured: true),
        ]
        let diagnostics = SiteValidator.validate(recipes)
        #expect(diagnostics.map(\.location.path) == ["content/recipes/c.md", "content/recipes/d.md"])
        #expect(diagnostics.allSatisfy { $0.code == "several-featured" && $0.severity == .warning && $0.location.line == 1 && $0.location.column == 1 })
        #expect(diagnostics.first?.message == "more than one recipe is featured; the home page shows content/recipes/a.md")
    }

    @Test func threeWayDuplicateReportsEachLaterFileAgainstTheFirst() {
        let recipes = [recipe("a.md", title: "Soup", slug: "soup"), recipe("b.md", title: "Soup", slug: "soup"), recipe("c.md", title: "Soup", slug: "soup")]
        let diagnostics = SiteValidator.validate(recipes)
        #expect(
            diagnostics.map { "\($0.location.path) \($0.code)" } == [
                "content/recipes/b.md duplicate-slug", "content/recipes/b.md duplicate-recipe",
                "content/recipes/c.md duplicate-slug", "content/recipes/c.md duplicate-recipe",
            ])
        #expect(diagnostics.allSatisfy { $0.message.hasSuffix("content/recipes/a.md") })
    }
}
