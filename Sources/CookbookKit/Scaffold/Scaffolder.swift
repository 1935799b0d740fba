import Foundation
import CookbookNutrition
import CookbookSupport
import CookbookTheme

/// `cookbook init` and `cookbook new`: the files they create, as values, and a
/// writer that never overwrites anything.
public enum Scaffolder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The files of a new cookbook, relative to its folder.
    public static func siteFiles(title: String, date: RecipeDate, withTheme: Bool) -> [(String, String)] {
        var files: [(String, String)] = [
            (
                "content/site.yaml",
                """
                # Settings of this cookbook. All fields are described in docs/recipe-format.md
                # of the cookbook project; every one of them is optional.
                title: \(yamlQuoted(title))
                description: Recipes we cook at home.
                language: en
                # author: Your Name
                # base_url: https://example.org/cookbook/
                #   Only for a site you publish on the web: the address of the folder it is served
                #   from, http(s), a plain address (no spaces, '?' or '#'; checked). With it the
                #   build adds sitemap.xml, robots.txt, an Atom feed per language (feed.xml) and
                #   canonical and hreflang links to every page; without it, none of these.
                categories:
                  - name: Main dishes
                    description: Dinners and lunches.
                  - name: Soups
                  - name: Desserts
                # authors:                    # a bio and a picture on an author's page (authors/<name>.html)
                #   - name: Your Name
                #     bio: Cooks on Sundays.
                #     image: images/you.jpg
                # book: {cover: images/cover.jpg, paper: a4}   # the printable book, book.html (a4 or letter)

                """
            ),
            ("content/recipes/lentil-soup.md", sampleRecipe(date: date)),
            // The output and the staging folders of a build (`.public.new-PID`, `.public.old-PID`).
            (".gitignore", "/public/\n/.public.new-*/\n/.public.old-*/\n/.cookbook-cache/\n"),
        ]
        if withTheme {
            files += BuiltinTheme.files.sorted { $0.key < $1.key }.map { ("templates/" + $0.key, $0.value) }
        }
        return files
    }

    /// The longest file name (without `.md`) `cookbook new` makes from a title; a longer
    /// title is cut at a hyphen, so the file name and the page name stay usable.
    public static let maxFileNameSlug = 80

    /// A new recipe file with every field present; the optional ones commented out.
    public static func recipeFile(title: String, date: RecipeDate) -> (path: String, text: String)? {
        let slug = Slug.shortened(Slug.make(title), to: maxFileNameSlug)
        guard !slug.isEmpty else { return nil }
        let text = """
            ---
            title: \(yamlQuoted(title))
            # slug: \(slug)                 # page name; defaults to the file name
            summary: One or two sentences that make people want to cook this.
            # author: Your Name
            date: \(date)
            # image:                        # a path relative to this file
            #   src: ../images/\(slug).jpg
            #   alt: What the photo shows
            # category: Main dishes         # one of the categories in content/site.yaml
            # cuisine: Kazakh
            tags: []                        # e.g. [soup, quick]
            diets: []                       # \(Diet.allCases.map(\.rawValue).joined(separator: ", "))
            difficulty: easy                # easy, medium or hard
            servings: 4
            # yield: about 2 litres
            prep_time: 15 min               # like 15 min, 1 h 30 min or PT1H30M
            cook_time: 30 min
            # total_time: 45 min            # defaults to prep_time + cook_time
            # equipment: [large pot]
            ingredients:                    # one per line; or groups: "For the dough:" then a list
              - 1 tbsp sunflower oil
              - 1 onion, chopped
              - salt to taste
            # source: https://example.org/where-this-came-from
            # nutrition:                    # per serving; overrides computed values
            #   calories: 320
            # cost: "6.50 EUR"              # for the whole recipe
            # rating: 4.5                   # 0 to 5
            # featured: true                # show on the home page
            # draft: true                   # leave out of the built site
            ---

            A few words about the dish (optional).

            ## Steps

            1. First step.
            2. Second step.

            ## Notes

            - Optional notes.

            ## Tips

            - Optional tips.

            """
        return ("content/recipes/\(slug).md", text)
    }

    static func sampleRecipe(date: RecipeDate) -> String {
        """
        ---
        title: Red lentil soup
        summary: A quick, warming soup of red lentils, onion and carrot with a squeeze of lemon.
        date: \(date)
        category: Soups
        cuisine: Turkish
        tags: [soup, quick]
        diets: [vegan, gluten-free]
        difficulty: easy
        servings: 4
        prep_time: 10 min
        cook_time: 30 min
        ingredients:
          - 2 tbsp olive oil
          - 1 onion, chopped
          - 1 carrot, grated
          - 250 g red lentils, rinsed
          - 1.2 l water
          - 1 tsp salt
          - juice of 1/2 lemon
        ---

        ## Steps

        1. Warm the oil in a pot and soften the onion and carrot for 8 minutes.
        2. Add the lentils, water and salt; simmer for 20 minutes until the lentils fall apart.
        3. Blend until smooth, add the lemon juice and serve.

        """
    }

    static func yamlQuoted(_ text: String) -> String { Escaping.yamlQuoted(text) }

    /// Writes files below `folder`, refusing to overwrite any existing file.
    public static func write(_ files: [(String, String)], into folder: String) throws {
        let fm = FileManager.default
        for (path, _) in files where fm.fileExists(atPath: Paths.join(folder, path)) {
            throw Failure(description: "\(Paths.join(folder, path)) already exists; nothing was written")
        }
        for (path, text) in files {
            let target = Paths.join(folder, path)
            do {
                try DiskWriter.makeFolders(Paths.directory(of: target))
                try DiskWriter.write(Array(text.utf8), to: target)
            } catch {
                throw Failure(description: "could not write \(target): \(error.text)")
            }
        }
    }
}
