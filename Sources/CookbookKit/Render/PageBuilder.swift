/// Builds the view model of every page from the site. One method per page kind.
struct PageBuilder: Sendable {
    struct Group: Sendable {
        var name: String
        var slug: String
        var description: String?
        var image: String?
        var recipes: [Recipe]
    }

    let site: Site
    /// Categories in the config's order (or by name if the config lists none), each with its recipes.
    let categories: [Group]
    /// Tags by name, each with its recipes.
    let tags: [Group]
    /// Tag as written -> its slug, computed once.
    let tagSlugs: [String: String]

    init(site: Site) {
        self.site = site
        var categories: [Group] = site.config.categories.map { Group(name: $0.name, slug: $0.slug, description: $0.description, image: $0.image, recipes: []) }
        var tags: [String: Group] = [:]
        var tagSlugs: [String: String] = [:]
        for recipe in site.recipes {
            if let name = recipe.category {
                let slug = site.config.category(named: name)?.slug ?? Slug.make(name)
                if let index = categories.firstIndex(where: { $0.slug == slug }) {
                    categories[index].recipes.append(recipe)
                } else {
                    categories.append(Group(name: name, slug: slug, recipes: [recipe]))
                }
            }
            for tag in recipe.tags {
                let slug = tagSlugs[tag] ?? Slug.make(tag)
                tagSlugs[tag] = slug
                tags[slug, default: Group(name: tag.lowercased(), slug: slug, recipes: [])].recipes.append(recipe)
            }
        }
        if site.config.categories.isEmpty { categories.sort { $0.name.lowercased() < $1.name.lowercased() } }
        self.categories = categories.filter { !$0.recipes.isEmpty }
        self.tags = tags.values.sorted { $0.slug < $1.slug }
        self.tagSlugs = tagSlugs
    }

    // MARK: pages

    func recipePage(_ recipe: Recipe) -> RecipePageView {
        let root = "../"
        var page = pageView(title: recipe.title, description: recipe.summary, root: root, bodyClass: "recipe-page", current: nil)
        page.jsonLD = JSONLD.recipe(recipe, site: site).serialized()
        let images = recipe.images.map { ImageView(url: root + $0.path, alt: $0.alt) }
        let category = recipe.category.flatMap { name in
            categories.first { $0.name == name } ?? categories.first { $0.slug == Slug.make(name) }
        }
        var number = 0
        let groups = recipe.stepGroups.map { group -> StepGroupView in
            let start = number + 1
            let steps = group.steps.map { step -> StepView in
                number += 1
                return StepView(number: number, id: "step-\(number)", html: step.html)
            }
            return StepGroupView(title: group.title, intro: group.intro.map(\.html), steps: steps, start: start)
        }
        var times: [TimeView] = []
        for (label, minutes) in [("Prep", recipe.times.prep), ("Cook", recipe.times.cook), ("Total", recipe.times.effectiveTotal)] {
            if let minutes { times.append(TimeView(label: label, human: DurationParser.human(minutes), iso: DurationParser.iso(minutes))) }
        }
        let view = RecipeView(
            title: recipe.title,
            summary: recipe.summary,
            intro: recipe.intro.isEmpty ? nil : recipe.intro.map(\.html).joined(separator: "\n"),
            image: images.first,
            moreImages: Array(images.dropFirst()),
            times: times,
            servings: recipe.servings,
            yield: recipe.yield,
            difficulty: recipe.difficulty.map { $0.rawValue.capitalizedFirst },
            category: category.map { LinkView(url: root + Routes.category($0.slug), name: $0.name) },
            cuisine: recipe.cuisine,
            tags: recipe.tags.map { LinkView(url: root + Routes.tag(tagSlugs[$0] ?? Slug.make($0)), name: $0.lowercased()) },
            diets: recipe.diets.map(\.label),
            author: recipe.author,
            date: recipe.date.map(Self.humanDate),
            dateISO: recipe.date?.description,
            equipment: recipe.equipment,
            ingredientGroups: recipe.ingredients.map { IngredientGroupView(title: $0.title, lines: $0.lines.map { IngredientLineView(text: $0.text) }) },
            stepGroups: groups,
            notes: recipe.notes.map(\.html),
            tips: recipe.tips.map(\.html),
            sections: recipe.otherSections.map { SectionView(title: $0.title, html: $0.items.map(\.html).joined(separator: "\n")) },
            source: recipe.source,
            sourceHost: recipe.source.flatMap(Self.host),
            cost: recipe.cost.map { "\(Money.format($0.amount)) \($0.currency)" },
            costPerServing: recipe.cost.flatMap { cost in recipe.servings.map { "\(Money.format(cost.amount, dividedBy: $0)) \(cost.currency)" } },
            rating: recipe.rating?.value,
            ratingStars: recipe.rating.map(Self.stars)
        )
        return RecipePageView(page: page, recipe: view)
    }

    func homePage() -> HomePageView {
        let featured = site.recipes.first(where: \.featured) ?? newest.first
        let newestCards = newest.filter { $0.slug != featured?.slug }.prefix(site.config.newestCount).map { card($0, root: "") }
        return HomePageView(
            page: pageView(title: site.config.title, description: site.config.description, root: "", bodyClass: "home-page", current: Routes.home),
            featured: featured.map { card($0, root: "") },
            newest: Array(newestCards),
            categories: categories.map { categoryCard($0, root: "") },
            recipeCount: site.recipes.count
        )
    }

    func allRecipesPage() -> ListPageView {
        var groups: [CardGroupView] = []
        for recipe in site.recipes {
            let letter = recipe.title.first.map { String($0).uppercased() } ?? "#"
            let id = "letter-" + (Slug.make(letter).isEmpty ? "other" : Slug.make(letter))
            if groups.last?.title != letter {
                groups.append(CardGroupView(title: letter, id: id, cards: []))
            }
            groups[groups.count - 1].cards.append(card(recipe, root: ""))
        }
        return ListPageView(page: pageView(title: "All recipes A to Z", description: nil, root: "", bodyClass: "list-page", current: Routes.allRecipes),
                            heading: "All recipes A to Z", description: nil, image: nil, groups: groups, count: site.recipes.count, countLabel: Self.recipeCount(site.recipes.count))
    }

    func categoryPage(_ group: Group) -> ListPageView {
        let root = "../"
        return ListPageView(page: pageView(title: group.name, description: group.description, root: root, bodyClass: "list-page", current: nil),
                            heading: group.name, description: group.description,
                            image: group.image.map { ImageView(url: root + $0, alt: "") },
                            groups: [CardGroupView(title: nil, id: nil, cards: group.recipes.map { card($0, root: root) })], count: group.recipes.count, countLabel: Self.recipeCount(group.recipes.count))
    }

    func tagPage(_ group: Group) -> ListPageView {
        let root = "../"
        let heading = "Tagged “\(group.name)”"
        return ListPageView(page: pageView(title: heading, description: nil, root: root, bodyClass: "list-page", current: nil),
                            heading: heading, description: nil, image: nil,
                            groups: [CardGroupView(title: nil, id: nil, cards: group.recipes.map { card($0, root: root) })], count: group.recipes.count, countLabel: Self.recipeCount(group.recipes.count))
    }

    func indexPage() -> IndexPageView {
        IndexPageView(page: pageView(title: "Categories and tags", description: nil, root: "", bodyClass: "index-page", current: Routes.categories),
                      heading: "Categories and tags",
                      categories: categories.map { categoryCard($0, root: "") },
                      tags: tags.map { LinkView(url: Routes.tag($0.slug), name: $0.name, count: $0.recipes.count) },
                      letters: [])
    }

    // MARK: parts

    var newest: [Recipe] {
        site.recipes.filter { $0.date != nil }.sorted { ($0.date!, $1.title) > ($1.date!, $0.title) }
            + site.recipes.filter { $0.date == nil }
    }

    func pageView(title: String, description: String?, root: String, bodyClass: String, current: String?) -> PageView {
        let nav = [("Home", Routes.home), ("Recipes A–Z", Routes.allRecipes), ("Categories", Routes.categories)].map {
            LinkView(url: root + $0.1, name: $0.0, count: nil, current: $0.1 == current)
        }
        return PageView(title: title, fullTitle: current == Routes.home ? title : "\(title) – \(site.config.title)", description: description ?? site.config.description, lang: site.config.language, root: root,
                        siteTitle: site.config.title, siteDescription: site.config.description, siteAuthor: site.config.author,
                        canonical: nil, nav: nav, bodyClass: bodyClass, year: nil, jsonLD: nil, generator: SiteRenderer.generator)
    }

    func card(_ recipe: Recipe, root: String) -> CardView {
        let total = recipe.times.effectiveTotal
        return CardView(url: root + Routes.recipe(recipe.slug), title: recipe.title, summary: recipe.summary,
                        image: recipe.images.first.map { ImageView(url: root + $0.path, alt: "") },
                        totalTime: total.map(DurationParser.human), totalTimeISO: total.map(DurationParser.iso),
                        difficulty: recipe.difficulty.map { $0.rawValue.capitalizedFirst }, category: recipe.category)
    }

    func categoryCard(_ group: Group, root: String) -> CategoryCardView {
        let image = group.image ?? group.recipes.first(where: { !$0.images.isEmpty })?.images.first?.path
        return CategoryCardView(url: root + Routes.category(group.slug), name: group.name, description: group.description,
                                image: image.map { ImageView(url: root + $0, alt: "") }, count: group.recipes.count, countLabel: Self.recipeCount(group.recipes.count))
    }

    static func recipeCount(_ n: Int) -> String { n == 1 ? "1 recipe" : "\(n) recipes" }

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    static func humanDate(_ date: RecipeDate) -> String { "\(date.day) \(months[date.month - 1]) \(date.year)" }

    static func stars(_ rating: Rating) -> String {
        String(repeating: "★", count: rating.halves / 2) + (rating.halves % 2 == 1 ? "½" : "") + String(repeating: "☆", count: (10 - rating.halves) / 2)
    }

    static func host(_ url: String) -> String? {
        guard let start = url.range(of: "://")?.upperBound else { return nil }
        let rest = url[start...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : String(host)
    }
}

/// Money amounts with two decimals, rounded half up, exactly.
enum Money {
    static func format(_ amount: Decimal, dividedBy divisor: Int = 1) -> String {
        // amount = significand / 10^scale; we want round(amount / divisor, 2 places).
        var numerator = amount.significand * 100
        var denominator = divisor
        for _ in 0..<amount.scale { denominator *= 10 }
        if numerator < 0 { numerator = -numerator }
        let cents = (2 * numerator + denominator) / (2 * denominator)
        let sign = amount.significand < 0 ? "-" : ""
        let rest = cents % 100
        return "\(sign)\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
    }
}
