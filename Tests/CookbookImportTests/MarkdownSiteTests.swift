import Foundation
import XCTest

@testable import CookbookImport

final class MarkdownSiteTests: XCTestCase {
    static let chowdown = CooklangTests.fixtures.appendingPathComponent("chowdown")

    func read(_ relative: String) throws -> ImportedRecipe {
        let path = Self.chowdown.appendingPathComponent(relative).path
        return try XCTUnwrap(readMarkdownSite(path: path, text: String(contentsOfFile: path, encoding: .utf8)).first)
    }

    /// A real Chowdown recipe: front matter lists, comma-separated tags, the picture in
    /// the site's images folder, the body as the summary, `layout` dropped, `imagecredit` kept.
    func testChowdownRecipe() throws {
        let recipe = try read("_recipes/banana-bread.md")
        XCTAssertEqual(recipe.title, "Banana Bread")
        XCTAssertEqual(recipe.tags, ["breakfast", "baking"])
        XCTAssertEqual(recipe.ingredientGroups.count, 1)
        XCTAssertEqual(recipe.ingredientGroups[0].lines.first, "4 bananas")
        XCTAssertEqual(recipe.ingredientGroups[0].lines.last, "1/4 cup nuts (we like pecans)")
        XCTAssertEqual(recipe.ingredientGroups[0].lines.count, 9)
        XCTAssertEqual(recipe.stepSections.first?.steps.count, 4)
        XCTAssertEqual(recipe.summary, "From Angie's mom")
        XCTAssertEqual(recipe.images, [ImportedImage(.file(path: Self.chowdown.appendingPathComponent("images/banana-bread.jpg").path))])
        XCTAssertTrue(recipe.keptFields.contains { $0.key == "imagecredit" && $0.value == "https://flic.kr/p/7HZmzn" })
        XCTAssertTrue(recipe.dropped.contains { $0.hasPrefix("layout: recipe") })
    }

    /// `components` name other recipes: kept in a note and in the kept fields; a picture
    /// that is not there is reported, not invented.
    func testChowdownComponents() throws {
        let recipe = try read("_recipes/red-berry-tart.md")
        XCTAssertEqual(recipe.notes, ["Made with the recipes: Graham Cracker Crust, Vanilla Custard Filling, Red Berry Dessert Topping."])
        XCTAssertEqual(recipe.ingredientGroups, [])
        XCTAssertEqual(recipe.stepSections.first?.steps.count, 3)
        XCTAssertEqual(recipe.images, [])
        XCTAssertTrue(recipe.dropped.contains { $0.contains("red-berry-tart.jpg") })
    }

    /// A Hugo page written from the themes' documentation: TOML front matter, prep/cook
    /// as free text, `## Ingredients` with sub-group headings, numbered directions,
    /// notes, a shortcode to drop and a picture in the body.
    func testHugoBody() throws {
        let text = """
            +++
            title = "Plov"
            date = 2021-03-04T10:00:00+06:00
            tags = ["rice", "lamb"]
            categories = ["Main"]
            prep = "20 minutes"
            cook = "1 hour 30 minutes"
            servings = 6
            draft = false
            [params]
            spicy = "no"
            +++

            A rice dish from Central Asia.

            {{< figure src="plov.jpg" >}}

            ## Ingredients

            ### For the zirvak

            - 600 g lamb shoulder
            - 3 onions

            ### For the rice

            * 500 g rice
            * 1 tsp cumin

            ## Directions

            1. Brown the lamb
               in the kazan.
            2. Add the onions.

            3. Add the rice.

            ## Notes

            Better the next day.
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "/nowhere/content/recipes/plov.md", text: text).first)
        XCTAssertEqual(recipe.title, "Plov")
        XCTAssertEqual(recipe.date, "2021-03-04")
        XCTAssertEqual(recipe.tags, ["rice", "lamb"])
        XCTAssertEqual(recipe.category, "Main")
        XCTAssertEqual(recipe.prepTime, "20 minutes")
        XCTAssertEqual(recipe.cookTime, "1 hour 30 minutes")
        XCTAssertEqual(recipe.servings, 6)
        XCTAssertEqual(recipe.summary, "A rice dish from Central Asia.")
        XCTAssertEqual(
            recipe.ingredientGroups,
            [
                ImportedIngredientGroup(name: "For the zirvak", lines: ["600 g lamb shoulder", "3 onions"]),
                ImportedIngredientGroup(name: "For the rice", lines: ["500 g rice", "1 tsp cumin"]),
            ])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(steps: ["Brown the lamb in the kazan.", "Add the onions.", "Add the rice."])])
        XCTAssertEqual(recipe.notes, ["Better the next day."])
        XCTAssertTrue(recipe.keptFields.contains { $0.key == "draft" && $0.value == "false" })
        XCTAssertTrue(recipe.keptFields.contains { $0.key == "params" && $0.value == "spicy: no" })
        XCTAssertTrue(recipe.dropped.contains { $0.hasPrefix("Hugo shortcode") })
    }

    /// Ingredient groups in front matter: a mapping of lists, and nested lists under a
    /// line ending in a colon; directions as one block of numbered text.
    func testFrontMatterGroups() throws {
        let text = """
            ---
            title: Pie
            ingredients:
              Dough:
                - 200 g flour
                - 100 g butter
              Filling:
                - 3 apples
            directions: |
              1. Make the dough.
              2. Fill it
                 and bake.
            ---
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "pie.md", text: text).first)
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(name: "Dough", lines: ["200 g flour", "100 g butter"]), ImportedIngredientGroup(name: "Filling", lines: ["3 apples"])])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(steps: ["Make the dough.", "Fill it and bake."])])

        let nested = """
            ---
            title: Soup
            ingredients:
              - 1 l water
              - "For the garnish:"
              - - dill
                - sour cream
            steps: [Boil., Serve.]
            ---
            """
        let soup = try XCTUnwrap(readMarkdownSite(path: "2020-01-02-soup.md", text: nested).first)
        XCTAssertEqual(soup.ingredientGroups, [ImportedIngredientGroup(lines: ["1 l water"]), ImportedIngredientGroup(name: "For the garnish", lines: ["dill", "sour cream"])])
        XCTAssertEqual(soup.date, "2020-01-02")
    }

    /// Body ingredients with a nested list under `For the sauce:` and bold group names.
    func testBodyNestedGroups() throws {
        let text = """
            # Pasta

            **Ingredients**

            - 400 g spaghetti
            - For the sauce:
              - 2 tbsp olive oil
              - 2 cloves garlic

            **Method**

            Boil the pasta.

            Make the sauce and mix.
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "pasta.md", text: text).first)
        XCTAssertEqual(recipe.title, "Pasta")
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(lines: ["400 g spaghetti"]), ImportedIngredientGroup(name: "For the sauce", lines: ["2 tbsp olive oil", "2 cloves garlic"])])
        XCTAssertEqual(recipe.stepSections.first?.steps, ["Boil the pasta.", "Make the sauce and mix."])
    }

    func testHostile() {
        XCTAssertThrowsError(try readMarkdownSite(path: "a.md", text: "---\ntitle: a\ningredients: [x\n---\n")) { error in
            XCTAssertTrue((error as? ImportProblem)?.message.hasPrefix("invalid YAML") ?? false, "\(error)")
        }
        XCTAssertThrowsError(try readMarkdownSite(path: "b.md", text: "---\n- a\n- b\n---\n")) { error in
            XCTAssertEqual((error as? ImportProblem)?.message, "the front matter is a list, not a list of fields")
        }
        XCTAssertThrowsError(try readMarkdownSite(path: "c.md", text: "# About me\n\nI like cooking.\n")) { error in
            XCTAssertTrue((error as? ImportProblem)?.message.contains("not a recipe") ?? false)
        }
        XCTAssertThrowsError(try readMarkdownSite(path: "d.md", text: "---\na: &x [1]\nb: *x\n---\n")) { error in
            XCTAssertTrue((error as? ImportProblem)?.message.contains("aliases") ?? false, "\(error)")
        }
        XCTAssertThrowsError(try readMarkdownSite(path: "e.md", text: "\u{0}\u{1}PNG"))
        let deep = String(repeating: "- ", count: 5000) + "x"
        XCTAssertThrowsError(try readMarkdownSite(path: "f.md", text: "---\nsteps:\n  " + deep + "\n---\n"))
        // An unterminated front matter is body text, not a crash.
        XCTAssertThrowsError(try readMarkdownSite(path: "g.md", text: "---\ntitle: x\n"))
        // Many lines are read in linear time.
        let big = "## Ingredients\n" + String(repeating: "- 1 g salt\n", count: 10000)
        XCTAssertEqual(try readMarkdownSite(path: "h.md", text: big).first?.ingredientGroups.first?.lines.count, 10000)
    }
}

extension MarkdownSiteTests {
    /// Written after a real Hugo site's pages: headings as high as `Ingredients` naming
    /// groups when a list follows, servings and nutrition in headings.
    func testSameLevelGroupHeadings() throws {
        let text = """
            +++
            title = 'Popcorn chicken'
            prep_time = "15 mins"
            +++

            ### 589 Calories | 45g Protein
            ### 4 Portions

            # Ingredients:
            - 700g chicken breast
            - 2 Eggs

            # Herbs & Spices:
            - 1 Tsp Salt

            # Chicken Steps:
            1. Coat the chicken.
            2. Air fry.

            # Story

            We like it.
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "p.md", text: text).first)
        XCTAssertEqual(recipe.servings, 4)
        XCTAssertEqual(recipe.prepTime, "15 mins")
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(lines: ["700g chicken breast", "2 Eggs"]), ImportedIngredientGroup(name: "Herbs & Spices", lines: ["1 Tsp Salt"])])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(name: "Chicken", steps: ["Coat the chicken.", "Air fry."])])
        XCTAssertEqual(recipe.notes, ["589 Calories | 45g Protein", "Story: We like it."])
    }
}

extension MarkdownSiteTests {
    /// A picture field can name only a picture file below the site: no `..`, no other
    /// file types, no symbolic links (the importer copies what is found).
    func testPicturesCannotLeaveTheSite() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-pictures-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("x".utf8).write(to: dir.appendingPathComponent("images/ok.jpg"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("images/link.jpg").path, withDestinationPath: "/etc/hostname")
        let path = dir.appendingPathComponent("pie.md").path
        for (image, found) in [("ok.jpg", true), ("../../../../etc/passwd", false), ("/etc/passwd", false), ("link.jpg", false), ("images/../images/ok.jpg", false)] {
            let recipe = try XCTUnwrap(readMarkdownSite(path: path, text: "---\ntitle: Pie\nimage: \(image)\ningredients: [flour]\n---\n").first)
            XCTAssertEqual(recipe.images.count, found ? 1 : 0, image)
            XCTAssertEqual(recipe.dropped.contains { $0.contains(image) }, !found, image)
        }
    }
}

/// What the body's Markdown means is read by libcmark (`MarkdownBlock`), not by scanning
/// lines: each case here was read wrongly by the line scanner the reader had before.
extension MarkdownSiteTests {
    /// Setext headings (`Ingredients` over `-----`): the underline is not an ingredient
    /// line and `=====` not a step.
    func testSetextHeadings() throws {
        let text = """
            Ingredients
            -----------

            + 2 eggs
            + 1 cup milk

            Directions
            ==========

            1) Whisk the eggs
            with the milk.
            2) Fry.
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "omelette.md", text: text).first)
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(lines: ["2 eggs", "1 cup milk"])])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(steps: ["Whisk the eggs with the milk.", "Fry."])])
    }

    /// A step of two paragraphs (the second indented under the first) is one step; a
    /// code block, even one with a list marker and a shorter fence inside, is no
    /// ingredient; `* * *` is a horizontal line, not an ingredient `* *`.
    func testLooseItemsCodeBlocksAndBreaks() throws {
        let text = """
            ## Ingredients

            * 1 cup rice
            * 2 cups water

            ~~~
            ```
            - 2 cups sugar
            ~~~

            * * *

            ## Directions

            1. Rinse the rice.

               Rinse it again until the water runs clear.
            2. Boil the water
               and add the rice.
                   - not an item: code in the step
            3. Cover.
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "rice.md", text: text).first)
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(lines: ["1 cup rice", "2 cups water"])])
        XCTAssertEqual(
            recipe.stepSections.first?.steps,
            ["Rinse the rice. Rinse it again until the water runs clear.", "Boil the water and add the rice. - not an item: code in the step", "Cover."])
    }

    /// Steps and ingredients given as one block of text in the front matter are read as
    /// Markdown too: a numbered item continued on the next line is one step.
    func testFrontMatterTextBlocks() throws {
        let text = """
            ---
            title: Tea
            ingredients: |
              - 1 tsp black tea
              - 250 ml water,
                boiling
              - [ ] milk
            directions: |
              1) Warm the pot.
              2) Brew for
              4 minutes.
            ---
            """
        let recipe = try XCTUnwrap(readMarkdownSite(path: "tea.md", text: text).first)
        XCTAssertEqual(recipe.ingredientGroups, [ImportedIngredientGroup(lines: ["1 tsp black tea", "250 ml water, boiling", "milk"])])
        XCTAssertEqual(recipe.stepSections, [ImportedStepSection(steps: ["Warm the pot.", "Brew for 4 minutes."])])
    }

    /// A picture in an item or a heading is taken out of the text; a picture that is not
    /// there is reported; deep nesting is read without recursion trouble.
    func testPicturesAndDeepNesting() throws {
        let text = "## Ingredients\n\n- 1 egg ![egg](egg.jpg)\n\n## Steps\n\n1. Boil.\n\n" + String(repeating: "> ", count: 3000) + "x\n\n" + String(repeating: "- ", count: 3000) + "y\n"
        let recipe = try XCTUnwrap(readMarkdownSite(path: "/nowhere/egg.md", text: text).first)
        XCTAssertEqual(recipe.ingredientGroups.first?.lines.first, "1 egg")
        XCTAssertTrue(recipe.dropped.contains("picture egg.jpg in the text: not found beside the recipe"), "\(recipe.dropped)")
        XCTAssertEqual(recipe.stepSections.first?.steps.first, "Boil.")
    }
}
