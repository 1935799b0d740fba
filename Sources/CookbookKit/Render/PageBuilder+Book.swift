import CookbookSupport

/// The printable book (`book.html` in every language): a cover, the contents, every recipe
/// (each starts a new page in print) and an index of ingredients. `assets/book.js` works
/// out the printed page numbers (docs/theming.md, "The printable book").
extension PageBuilder {
    func bookPage(_ finder: RecipeFinder) -> BookPageView {
        let root = Self.root(local.prefix + Routes.book)
        return bookPage(finder, chapters: bookChapters().map { BookChapterView(title: $0.title, recipes: $0.recipes.map { bookRecipe($0, root: root) }) })
    }

    /// The book's chapters: the categories in the site's order, then the other recipes.
    func bookChapters() -> [(title: String?, recipes: [Recipe])] {
        var chapters: [(title: String?, recipes: [Recipe])] = []
        var placed = Set<String>()
        for category in categories {
            chapters.append((category.name, category.recipes))
            placed.formUnion(category.recipes.map(\.slug))
        }
        let others = local.recipes.filter { !placed.contains($0.slug) }
        if !others.isEmpty {
            chapters.append((chapters.isEmpty ? nil : strings["book_other_recipes"], others))
        }
        return chapters
    }

    func bookPage(_ finder: RecipeFinder, chapters: [BookChapterView]) -> BookPageView {
        let path = Routes.book
        let root = Self.root(local.prefix + path)
        let heading = siteTitle
        var page = pageView(path: path, title: strings["book_heading"], description: siteDescription, bodyClass: "book-page")
        page.fullTitle = Self.fullTitle(strings["book_heading"], site: siteTitle)
        return BookPageView(
            page: page, heading: heading, description: siteDescription,
            cover: site.config.book.cover.map { site.imageView($0, root: root, alt: "") },
            countLabel: strings.plural("recipe_count", local.recipes.count),
            paper: site.config.book.paper.rawValue, paperSize: site.config.book.paper == .letter ? "letter" : "A4",
            chapters: chapters, index: bookIndex(finder))
    }

    /// The book as pieces of text made one after the other: the page up to the recipes
    /// (cover, contents), each recipe rendered from its own model, then the index and the
    /// end. Only one recipe's model and text are held at a time, so a book of thousands of
    /// recipes is never in memory whole (docs/performance.md). Nil when the theme renders
    /// the book whole (a site's own `book.mustache`, or a layout that indents the page's
    /// main part) or the outer page could not be rendered.
    func bookPieces(_ finder: RecipeFinder, theme: Theme) -> StreamedText? {
        guard theme.splitsBook else { return nil }
        let language = local.language
        let root = Self.root(local.prefix + Routes.book)
        let chapters = bookChapters()
        // The contents need each recipe's id and title only.
        let outline = chapters.map { chapter in
            BookChapterView(
                title: chapter.title,
                recipes: chapter.recipes.map {
                    BookRecipeView(
                        id: "recipe-" + $0.slug, title: $0.title, facts: [], ingredientGroups: [], stepGroups: [], notes: [], tips: [], url: "")
                })
        }
        let model = bookPage(finder, chapters: outline)
        guard let outer = theme.render(model, template: Theme.bookOuter, language: language) else { return nil }
        let line = "\n" + Theme.bookMarker + "\n"
        let head: String, tail: String
        if !outer.containsExactly("\r") {
            // Found on the page's bytes (the contents of a big book are long): without a
            // carriage return, where a search by characters finds it (a carriage return
            // before a line feed makes one character of the two).
            guard let marker = outer.byteRange(of: line) else { return nil }
            let utf8 = outer.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: marker.lowerBound), upper = utf8.index(utf8.startIndex, offsetBy: marker.upperBound)
            tail = String(outer[upper...])
            guard !tail.containsExactly(line) else { return nil }
            head = String(outer[..<utf8.index(after: lower)])
        } else {
            guard let marker = outer.firstRange(of: line), outer[marker.upperBound...].firstRange(of: line) == nil else { return nil }
            head = String(outer[..<outer.index(after: marker.lowerBound)])
            tail = String(outer[marker.upperBound...])
        }
        let page = model.page
        let recipes = chapters.flatMap(\.recipes)
        return StreamedText { emit in
            try emit(head)
            for recipe in recipes {
                let part = BookRecipePartView(page: page, recipe: bookRecipe(recipe, root: root))
                guard let bytes = theme.renderBytes(part, template: Theme.bookRecipe, language: language) else { return false }
                try emit(bytes)
            }
            try emit(tail)
            return true
        }
    }

    /// One recipe as the book prints it: no scaler, no kitchen tools, no ids inside (the
    /// book holds every recipe on one page).
    func bookRecipe(_ recipe: Recipe, root: String) -> BookRecipeView {
        var meta: [String] = []
        if let name = recipe.category { meta.append(categories.first { $0.key == name }?.name ?? name) }
        if let index = cuisineOf[recipe.slug] { meta.append(cuisineNames[index]) }
        if let index = authorOf[recipe.slug] { meta.append(strings.format("by_author", ["author": authorNames[index]])) }
        var facts: [BookFactView] = []
        for (key, minutes) in [("time_prep", recipe.times.prep), ("time_cook", recipe.times.cook), ("time_total", recipe.times.effectiveTotal)] {
            if let minutes { facts.append(BookFactView(label: strings[key], value: duration(minutes))) }
        }
        if let servings = recipe.servings { facts.append(BookFactView(label: strings["servings"], value: String(servings))) }
        if let yield = recipe.yield { facts.append(BookFactView(label: strings["makes"], value: yield)) }
        var number = 0
        let steps = recipe.stepGroups.map { group -> StepGroupView in
            let start = number + 1
            let steps = group.steps.map { step -> StepView in
                number += 1
                return StepView(number: number, id: "", html: bodyHTML(step.html, root: root), label: "")
            }
            return StepGroupView(title: group.title, intro: group.intro.map { bodyHTML($0.html, root: root) }, steps: steps, start: start)
        }
        return BookRecipeView(
            id: "recipe-" + recipe.slug, title: recipe.title, summary: recipe.summary,
            contentLanguage: recipe.language != local.language ? recipe.language : nil,
            image: recipe.images.first.map { site.imageView($0.path, root: root, alt: "") },
            meta: meta.isEmpty ? nil : meta.joined(separator: " · "), facts: facts,
            ingredientGroups: ingredientGroupViews(recipe),
            stepGroups: steps,
            notes: recipe.notes.map { bodyHTML($0.html, root: root) },
            tips: recipe.tips.map { bodyHTML($0.html, root: root) },
            url: Self.href(Routes.recipe(recipe.slug), from: Routes.book))
    }

    /// The ingredients of this language's recipes (as the pantry page names them), each
    /// with the recipes that use it, by first letter. Staples (salt, water, oil: the
    /// pantry's `pantry_staples`) are left out: they would list nearly every recipe.
    func bookIndex(_ finder: RecipeFinder) -> [BookIndexGroupView] {
        var users: [Int: [Int]] = [:]  // ingredient -> recipes, in title order
        for (recipe, ingredients) in finder.recipeIngredients.enumerated() {
            for ingredient in ingredients where !finder.ingredients[ingredient].staple { users[ingredient, default: []].append(recipe) }
        }
        var byName: [String: (name: String, recipes: [Int])] = [:]
        for (ingredient, recipes) in users {
            let name = finder.ingredients[ingredient].name
            let key = name.lowercased()
            var entry = byName[key] ?? (name, [])
            entry.recipes += recipes
            byName[key] = entry
        }
        var groups: [BookIndexGroupView] = []
        for key in byName.keys.sorted() {
            guard let entry = byName[key] else { continue }
            let letter = entry.name.first.map { String($0).uppercased() } ?? "#"
            var seen = Set<Int>()
            let recipes = entry.recipes.sorted().filter { seen.insert($0).inserted }
            var links = recipes.map { BookLinkView(title: finder.recipes[$0].title, target: "recipe-" + finder.recipes[$0].slug) }
            if !links.isEmpty { links[links.count - 1].last = true }
            if groups.last?.letter != letter { groups.append(BookIndexGroupView(letter: letter, entries: [])) }
            groups[groups.count - 1].entries.append(BookIndexEntryView(name: entry.name, recipes: links))
        }
        return groups
    }
}
