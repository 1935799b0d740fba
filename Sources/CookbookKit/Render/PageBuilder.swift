import CookbookSupport
import CookbookQuantities
import CookbookNutrition

/// Builds the view model of every page of one language. One method per page kind.
/// Every link is relative: `root` climbs from the page to the site root (where the
/// assets and images are), `root + prefix` is the home of this language.
struct PageBuilder: Sendable {
    struct Group: Sendable {
        var key: String
        var name: String
        var slug: String
        var description: String?
        var image: String?
        var recipes: [Recipe]
    }

    // `var` for `BuildCache.quickPages`: one recipe changed, the lists below kept.
    var site: Site
    var local: LocalizedSite {
        didSet { sectionWords = NutritionSectionWords(self) }
    }
    /// The nutrition section's words in this language (unit words, the allergens checked),
    /// the same on every recipe page: made once, and again when `local` is replaced.
    private(set) var sectionWords = NutritionSectionWords()
    /// Categories in the config's order (or by name if the config lists none), each with its recipes.
    let categories: [Group]
    /// Tags by slug, each with its recipes.
    let tags: [Group]
    /// Tag as written -> its slug, computed once.
    let tagSlugs: [String: String]
    /// The pages each language of the site has, for the language switcher.
    var languageRoutes: [String: Set<String>] = [:]
    /// Published recipes' slugs by their file (`recipes/plov.md`), for links between recipes.
    let recipeSlugs: [String: String]
    /// Cuisines and authors (Model/Browse.swift), each with its recipes of this language.
    let cuisines: [Browse.Group]
    let authors: [Browse.Group]
    /// A recipe's cuisine and author: recipe slug -> index into `cuisines` / `authors`.
    let cuisineOf: [String: Int]
    let authorOf: [String: Int]
    /// Each cuisine's and author's name in this language (index into `cuisines` / `authors`),
    /// found once: every recipe card shows them.
    let cuisineNames: [String]
    let authorNames: [String]
    /// Step amounts ("2 tbsp") read while this builder marks steps, kept for its pages.
    let amountReadings = AmountReadings()
    /// Recipe cards of the list pages in a folder, made once per recipe (`card(_:from:)`).
    let cardMemo = CardMemo()

    /// Every page this language has (routes within the language).
    var routes: Set<String> {
        var result: Set<String> = [Routes.home, Routes.allRecipes, Routes.categories, Routes.search, Routes.pantry]
        result.formUnion(Routes.kitchenPages)
        for recipe in local.recipes { result.insert(Routes.recipe(recipe.slug)) }
        for category in categories { result.insert(Routes.category(category.slug)) }
        for tag in tags { result.insert(Routes.tag(tag.slug)) }
        for cuisine in cuisines { result.insert(Routes.cuisine(cuisine.slug)) }
        for author in authors { result.insert(Routes.author(author.slug)) }
        result.insert(Routes.book)
        for plan in site.plans { result.insert(Routes.weekPlan(plan.slug)) }
        return result
    }

    var strings: UIStrings { local.strings }

    init(site: Site, local: LocalizedSite) {
        self.site = site
        self.local = local
        let vocabulary = local.vocabulary
        var categories: [Group] = site.config.categories.map {
            Group(
                key: $0.name, name: vocabulary.categoryNames[$0.name] ?? $0.name, slug: $0.slug,
                description: vocabulary.categoryDescriptions[$0.name] ?? $0.description, image: $0.image, recipes: [])
        }
        var tags: [String: Group] = [:]
        var tagSlugs: [String: String] = [:]
        for recipe in local.recipes {
            if let name = recipe.category {
                let slug = site.config.category(named: name)?.slug ?? Slug.make(name)
                if let index = categories.firstIndex(where: { $0.slug == slug }) {
                    categories[index].recipes.append(recipe)
                } else {
                    categories.append(Group(key: name, name: vocabulary.categoryNames[name] ?? name, slug: slug, recipes: [recipe]))
                }
            }
            for tag in recipe.tags {
                let slug = tagSlugs[tag] ?? Slug.make(tag)
                tagSlugs[tag] = slug
                let name = vocabulary.tags[tag] ?? vocabulary.tags[tag.lowercased()] ?? tag.lowercased()
                tags[slug, default: Group(key: tag, name: name, slug: slug, recipes: [])].recipes.append(recipe)
            }
        }
        if site.config.categories.isEmpty { categories.sort { $0.name.lowercased() < $1.name.lowercased() } }
        self.categories = categories.filter { !$0.recipes.isEmpty }
        self.tags = tags.values.sorted { $0.slug < $1.slug }
        self.tagSlugs = tagSlugs
        self.recipeSlugs = Dictionary(site.recipes.map { ($0.contentPath, $0.slug) }, uniquingKeysWith: { a, _ in a })
        self.cuisines = Browse.cuisines(local.recipes)
        self.authors = Browse.authors(local.recipes, config: site.config)
        func members(_ groups: [Browse.Group]) -> [String: Int] {
            var result: [String: Int] = [:]
            for (index, group) in groups.enumerated() { for recipe in group.recipes { result[recipe.slug] = index } }
            return result
        }
        self.cuisineOf = members(cuisines)
        self.authorOf = members(authors)
        self.cuisineNames = cuisines.map { Self.translated($0.name, in: vocabulary.cuisines) ?? $0.name }
        self.authorNames = authors.map { Self.translated($0.name, in: vocabulary.authorNames) ?? $0.name }
        self.sectionWords = NutritionSectionWords(self)
    }

    // MARK: pages

    func recipePage(_ recipe: Recipe) -> RecipePageView {
        let path = Routes.recipe(recipe.slug)
        let root = Self.root(local.prefix + path)
        var page = pageView(path: path, title: recipe.title, description: recipe.summary, bodyClass: "recipe-page", slug: recipe.slug)
        page.jsonLD = JSONLD.recipe(recipe, site: site, imageRoot: root, pageURL: page.canonical, vocabulary: local.vocabulary)
        let images = recipe.images.map { site.imageView($0.path, root: root, alt: $0.alt) }
        let category = recipe.category.flatMap { name in
            categories.first { $0.key == name } ?? categories.first { $0.slug == Slug.make(name) }
        }
        var number = 0
        // Numbers in words are marked when they count something on the ingredient list.
        let foods = StepMarkup.stems(of: recipe.ingredients.flatMap(\.lines).map { $0.parsed?.name ?? $0.text })
        let groups = recipe.stepGroups.map { group -> StepGroupView in
            let start = number + 1
            let steps = group.steps.map { step -> StepView in
                number += 1
                return StepView(
                    number: number, id: "step-\(number)", html: bodyHTML(StepMarkup.annotate(step.html, language: recipe.language, words: foods, readings: amountReadings), root: root),
                    label: strings.format("step_label", ["n": String(number)]))
            }
            return StepGroupView(title: group.title, intro: group.intro.map { bodyHTML($0.html, root: root) }, steps: steps, start: start)
        }
        let ingredientGroups = ingredientGroupViews(recipe)
        var times: [TimeView] = []
        for (key, minutes) in [("time_prep", recipe.times.prep), ("time_cook", recipe.times.cook), ("time_total", recipe.times.effectiveTotal)] {
            if let minutes { times.append(TimeView(label: strings[key], human: duration(minutes), iso: DurationParser.iso(minutes))) }
        }
        let view = RecipeView(
            title: recipe.title,
            summary: recipe.summary,
            intro: recipe.intro.isEmpty ? nil : bodyHTML(recipe.intro.map(\.html).joined(separator: "\n"), root: root),
            image: images.first,
            moreImages: Array(images.dropFirst()),
            times: times,
            servings: recipe.servings,
            yield: recipe.yield,
            difficulty: recipe.difficulty.map { strings["difficulty_\($0.rawValue)"] },
            category: category.map { LinkView(url: Self.href(Routes.category($0.slug), from: path), name: $0.name) },
            cuisine: cuisineOf[recipe.slug].map { cuisineNames[$0] } ?? recipe.cuisine.map { local.vocabulary.cuisines[$0] ?? $0 },
            cuisineURL: cuisineOf[recipe.slug].map { Self.href(Routes.cuisine(cuisines[$0].slug), from: path) },
            tags: recipe.tags.map { tag in
                LinkView(url: Self.href(Routes.tag(tagSlugs[tag] ?? Slug.make(tag)), from: path), name: local.vocabulary.tags[tag] ?? tag.lowercased())
            },
            diets: recipe.diets.map { strings[$0.stringKey] },
            author: (authorOf[recipe.slug].map { authorNames[$0] } ?? recipe.author ?? site.config.author).map { strings.format("by_author", ["author": $0]) },
            authorURL: authorOf[recipe.slug].map { Self.href(Routes.author(authors[$0].slug), from: path) },
            date: recipe.date.map { date($0) },
            dateISO: recipe.date?.description,
            equipment: recipe.equipment,
            ingredientGroups: ingredientGroups,
            stepGroups: groups,
            notes: recipe.notes.map { bodyHTML(StepMarkup.annotate($0.html, language: recipe.language, readings: amountReadings), root: root) },
            tips: recipe.tips.map { bodyHTML(StepMarkup.annotate($0.html, language: recipe.language, readings: amountReadings), root: root) },
            sections: recipe.otherSections.map { SectionView(title: $0.title, html: bodyHTML($0.items.map(\.html).joined(separator: "\n"), root: root)) },
            source: recipe.source,
            sourceHost: recipe.source.flatMap(Self.host),
            cost: recipe.cost.map { "\(Money.format($0.amount, language: local.language)) \($0.currency)" },
            costPerServing: recipe.cost.flatMap { cost in recipe.servings.map { "\(Money.format(cost.amount, dividedBy: $0, language: local.language)) \(cost.currency)" } },
            rating: recipe.rating.map { strings.format("rated", ["rating": local.language == "en" ? $0.value : $0.value.replacing(".", with: ",")]) },
            ratingStars: recipe.rating.map(Self.stars),
            scaler: ScalerView(base: recipe.servings ?? 1, label: strings[recipe.servings == nil ? "batches" : "servings"]),
            nutrition: nutritionView(recipe)
        )
        var recipeView = view
        recipeView.yieldHTML = recipe.yield.map { Self.yieldHTML($0, language: recipe.language, readings: amountReadings) }
        recipeView.equipmentHTML = recipe.equipment.map { StepMarkup.annotate(HTML.escape($0), language: recipe.language, readings: amountReadings) }
        if recipe.language != local.language {
            recipeView.contentLanguage = recipe.language
            let key = "written_in_" + recipe.language
            recipeView.writtenIn = local.texts[key] ?? recipe.language
        }
        return RecipePageView(page: page, recipe: recipeView)
    }

    /// The yield with its number marked like an ingredient amount, so "about 40 baursaks"
    /// scales with the servings; the text escaped as is when it has no number.
    static func yieldHTML(_ yield: String, language: String, readings: AmountReadings? = nil) -> String {
        // A count of things ("about 40 baursaks", "12 syrniki") scales like a plain count;
        // anything else ("one 23 × 13 cm loaf") only has its lengths marked. The cheap
        // tests first; the amount alone is read like a step's (`readings`).
        if let split = AmountMarkup.split(yield, unitText: nil), !split.after.hasPrefix(" ×"), !split.after.hasPrefix(" x"),
            case let parsed = IngredientLineParser.parse(yield, language: language),
            parsed.diagnostics.isEmpty, parsed.value.unit == nil, parsed.value.multiplier == nil, let quantity = parsed.value.quantity,
            StepMarkup.count(split.amount, language: language, readings: readings) == quantity
        {
            let line = IngredientLine(text: yield, location: SourceLocation(path: "", line: 1, column: 1), parsed: parsed.value, language: language)
            return ingredientLine(line, readings: readings).html
        }
        return StepMarkup.annotate(HTML.escape(yield), language: language, readings: readings)
    }

    func homePage() -> HomePageView {
        let path = Routes.home
        let featured = local.recipes.first(where: \.featured) ?? newest.first
        let newestCards = newest.filter { $0.slug != featured?.slug }.prefix(site.config.newestCount).map { card($0, from: path) }
        var page = pageView(path: path, title: siteTitle, description: siteDescription, bodyClass: "home-page", current: true)
        page.fullTitle = siteTitle
        return HomePageView(
            page: page,
            featured: featured.map { card($0, from: path) },
            newest: Array(newestCards),
            categories: categories.map { categoryCard($0, from: path) },
            recipeCount: local.recipes.count,
            allRecipesLink: strings.plural("all_recipes_link", local.recipes.count)
        )
    }

    func allRecipesPage() -> ListPageView {
        let path = Routes.allRecipes
        var groups: [CardGroupView] = []
        for recipe in local.recipes {
            let letter = recipe.title.first.map { String($0).uppercased() } ?? "#"
            if groups.last?.title != letter {
                groups.append(CardGroupView(title: letter, id: "letter-\(groups.count + 1)", cards: []))
            }
            groups[groups.count - 1].cards.append(card(recipe, from: path))
        }
        let heading = strings["all_recipes_heading"]
        return ListPageView(
            page: pageView(path: path, title: heading, description: nil, bodyClass: "list-page", current: true),
            heading: heading, description: nil, image: nil, groups: groups,
            count: local.recipes.count, countLabel: strings.plural("recipe_count", local.recipes.count))
    }

    func categoryPage(_ group: Group) -> ListPageView {
        let path = Routes.category(group.slug)
        let root = Self.root(local.prefix + path)
        return ListPageView(
            page: pageView(path: path, title: group.name, description: group.description, bodyClass: "list-page"),
            heading: group.name, description: group.description,
            image: group.image.map { site.imageView($0, root: root, alt: "") },
            groups: [CardGroupView(title: nil, id: nil, cards: group.recipes.map { card($0, from: path) })],
            count: group.recipes.count, countLabel: strings.plural("recipe_count", group.recipes.count))
    }

    func tagPage(_ group: Group) -> ListPageView {
        let path = Routes.tag(group.slug)
        let heading = strings.format("tagged", ["tag": group.name])
        return ListPageView(
            page: pageView(path: path, title: heading, description: nil, bodyClass: "list-page"),
            heading: heading, description: nil, image: nil,
            groups: [CardGroupView(title: nil, id: nil, cards: group.recipes.map { card($0, from: path) })],
            count: group.recipes.count, countLabel: strings.plural("recipe_count", group.recipes.count))
    }

    func indexPage() -> IndexPageView {
        let path = Routes.categories
        let heading = strings["categories_and_tags"]
        return IndexPageView(
            page: pageView(path: path, title: heading, description: nil, bodyClass: "index-page", current: true),
            heading: heading,
            categories: categories.map { categoryCard($0, from: path) },
            tags: tags.map { LinkView(url: Self.href(Routes.tag($0.slug), from: path), name: $0.name, count: $0.recipes.count) },
            cuisines: cuisines.map { LinkView(url: Self.href(Routes.cuisine($0.slug), from: path), name: cuisineName($0), count: $0.recipes.count) },
            authors: authors.map { LinkView(url: Self.href(Routes.author($0.slug), from: path), name: authorName($0), count: $0.recipes.count) })
    }

    /// The recipe's ingredient groups as its page and the book show them, each line's
    /// food taken from the facts the build worked out once (`Site.facts`), not matched again.
    func ingredientGroupViews(_ recipe: Recipe) -> [IngredientGroupView] {
        let facts = site.facts[local.language]?[recipe.slug]?.lines ?? []
        var index = 0
        return recipe.ingredients.map { group in
            IngredientGroupView(
                title: group.title,
                lines: group.lines.map { line in
                    defer { index += 1 }
                    return Self.ingredientLine(line, known: index < facts.count ? facts[index] : nil, readings: amountReadings)
                })
        }
    }

    /// An ingredient line with its amount marked for the scaler, when it has one written in digits.
    /// - Parameter known: the line's facts, when the build has them: its food is read from
    ///   them (when they are about this line) instead of matched again.
    /// - Parameter readings: step amounts already read by the page builder (`StepMarkup.amount`).
    static func ingredientLine(_ line: IngredientLine, known: LineFacts? = nil, readings: AmountReadings? = nil) -> IngredientLineView {
        var view = ingredientLineParts(line, known: known, readings: readings)
        view.html = ingredientLineHTML(view)
        return view
    }

    /// The markup of the built-in theme's ingredient line (what `recipe.mustache` did with
    /// the fields): the amount in `<span class="q">` with its exact value for the scaler,
    /// the noun after a count in `<span class="n">`, every text escaped.
    static func ingredientLineHTML(_ v: IngredientLineView) -> String {
        // Appended piece by piece into one string (no interpolated pieces made first).
        var out = ""
        out.reserveCapacity(v.text.utf8.count + (v.amount == nil ? 8 : 200))
        func text(_ value: String?) {
            if let value { Escaping.appendMarkup(value, to: &out, apostrophe: "&#39;") }
        }
        if let amount = v.amount {
            text(v.before)
            out += "<span class=\"q\" data-low=\""
            text(v.low)
            out += "\" data-high=\""
            text(v.high)
            out += "\" data-unit=\""
            text(v.unit)
            out += "\""
            if v.countable { out += " data-count=\"1\"" }
            if v.pinned { out += " data-pinned=\"1\"" }
            if let density = v.density {
                out += " data-density=\""
                text(density)
                out += "\""
            }
            if v.governed { out += " data-governed=\"1\"" }
            out += ">"
            text(amount)
            out += "</span>"
            if let phrase = v.phrase {
                text(v.lead)
                out += "<span class=\"n\" data-forms=\""
                text(v.forms)
                out += "\" data-lang=\""
                text(v.formsLanguage)
                out += "\">"
                text(phrase)
                out += "</span>"
            }
            if let afterHTML = v.afterHTML { out += afterHTML } else { text(v.after) }
        } else {
            text(v.text)
        }
        if let gloss = v.gloss {
            out += " <span class=\"gloss\">("
            text(gloss)
            out += ")</span>"
        }
        return out
    }

    static func ingredientLineParts(_ line: IngredientLine, known: LineFacts? = nil, readings: AmountReadings? = nil) -> IngredientLineView {
        var view = IngredientLineView(text: line.text, countable: false, pinned: line.parsed?.pinned ?? false, gloss: line.gloss)
        guard let parsed = line.parsed, let quantity = parsed.quantity else { return view }
        // "2 × 400 g cans": the number of cans scales, not their size.
        let isMultiplied = parsed.multiplier != nil
        var found = AmountMarkup.split(line.text, unitText: isMultiplied ? nil : parsed.unitText, firstNumber: isMultiplied)
        // "2 bay leaves", "6 mint leaves": a count unit written after the name. The number
        // is shown as a count of what follows, with its noun forms ("1 bay leaf").
        var countedAfterName = false
        if found == nil, !isMultiplied, let id = parsed.unit, UnitTable.kind(id: id)?.dimension == .count {
            found = AmountMarkup.split(line.text, unitText: nil, firstNumber: false)
            countedAfterName = found != nil
        }
        guard let split = found else { return view }
        let amount = isMultiplied ? Quantity(parsed.multiplier!) : quantity
        view.before = split.before
        view.amount = split.amount
        view.after = split.after
        view.low = amount.low.description
        view.high = amount.high.description
        view.unit = isMultiplied || countedAfterName ? nil : parsed.unit
        view.countable = isMultiplied || parsed.unit == nil || countedAfterName
        // The language's grammar is looked up only for an approximate amount ("около 2").
        if parsed.approximate, !isMultiplied {
            let grammar = LanguageGrammar.forLanguage(line.language)
            view.governed = grammar.approximateGovernsGenitive && split.before.lowercased().trimmingSpaces().hasSuffix(grammar.approximateLabel)
        }
        if !isMultiplied { view.density = density(line, parsed, known: known) }
        if parsed.unit == nil || countedAfterName, !isMultiplied, !line.language.isEmpty,
            let phrase = NounForms.phrase(after: split.after, quantity: quantity, language: line.language)
        {
            view.lead = phrase.lead
            view.phrase = phrase.written
            view.forms = phrase.forms.joined(separator: "|")
            view.formsLanguage = line.language
            view.after = phrase.rest
        }
        // "1 (400 g) can chickpeas", "1 банка (400 г) нута": the container follows the count.
        if isMultiplied, let container = parsed.container, let unit = UnitTable.unit(id: container), !line.language.isEmpty,
            let phrase = Self.containerPhrase(after: split.after, unit: unit, language: line.language)
        {
            view.lead = phrase.lead
            view.phrase = phrase.written
            view.forms = phrase.forms.joined(separator: "|")
            view.formsLanguage = line.language
            view.after = phrase.rest
        }
        // "3 onions (about 450 g)": the weight in brackets scales with the count. Not for
        // "2 × 400 g cans" (the size of a can stays) or a pinned line.
        let rest = view.after ?? ""
        view.afterHTML = HTML.escape(rest)
        if !isMultiplied, !(line.parsed?.pinned ?? false), StepMarkup.mayHoldAmount(rest) {
            view.afterHTML = Self.markEquivalent(
                StepMarkup.annotate(HTML.escape(rest), language: line.language.isEmpty ? "en" : line.language, readings: readings),
                density: isMultiplied ? nil : Self.equivalentDensity(line, parsed, known: known))
        }
        return view
    }

    /// The first bracket that holds only an amount ("115 g butter (½ cup)") becomes `<span class="eq"> (…)</span>`: the page hides it when it shows the
    /// same as the main amount (both in grams in metric). `density` is given to a volume
    /// in it, so it can be shown in grams.
    static func markEquivalent(_ html: String, density: String?) -> String {
        // A byte scan first: most lines have no bracketed amount, and `range(of:)` goes through NSString.
        guard html.containsExactly(" (<span class=\"q\"") else { return html }
        guard let open = html.range(of: " (<span class=\"q\""),
            let close = html.range(of: "</span>)", range: open.upperBound..<html.endIndex)
        else { return html }
        var inner = String(html[html.index(open.lowerBound, offsetBy: 2)..<close.upperBound].dropLast())
        guard inner.components(separatedBy: "<span").count == 2 else { return html }
        if let density, !inner.contains("data-density") {
            inner = inner.replacingOccurrences(of: "<span class=\"q\"", with: "<span class=\"q\" data-density=\"\(density)\"")
        }
        return html[..<open.lowerBound] + "<span class=\"eq\"> (" + inner + ")</span>" + html[close.upperBound...]
    }

    /// Grams per millilitre for the volume in brackets after a weight ("115 g butter (½
    /// cup)"): the two amounts are the same food, so their ratio is its density. Nil for a
    /// liquid, a metric volume or anything else.
    static func equivalentDensity(_ line: IngredientLine, _ parsed: ParsedIngredient, known: LineFacts? = nil) -> String? {
        guard let id = parsed.unit, let unit = UnitTable.unit(id: id), unit.dimension == .mass, let quantity = parsed.quantity,
            let equivalent = parsed.equivalent, let volume = UnitTable.unit(id: equivalent.unit), volume.dimension == .volume,
            volume.system != .metric, volume.id != "tsp", volume.id != "tbsp"
        else { return nil }
        if let entry = food(of: line, language: line.language.isEmpty ? "en" : line.language, known: known) {
            let words = entry.id.split(separator: "-").map(String.init)
            guard !words.contains(where: liquidWords.contains) || words.contains("powder") else { return nil }
        }
        guard let grams = quantity.high.multiplied(by: unit.factor), let millilitres = equivalent.quantity.high.multiplied(by: volume.factor),
            let density = grams.divided(by: millilitres)
        else { return nil }
        return density.description
    }

    /// Words in a food's id that make it a liquid, measured by volume in every system.
    static let liquidWords: Set<String> = [
        "milk", "cream", "yogurt", "kefir", "juice", "water", "broth", "stock", "vinegar", "sauce",
        "syrup", "honey", "wine", "oil", "buttermilk", "half", "kaymak", "molasses", "beer", "vodka",
        "brandy", "rum", "liqueur", "extract", "ayran", "tea", "coffee", "jam",
    ]

    /// Grams per millilitre of a line's food, as text ("53/100"), when the line measures a
    /// food that is not a liquid by volume (cups, glasses: not spoons, not the metric
    /// units an author chose) and the food is known: the metric display shows it in
    /// grams. Nil otherwise.
    static func density(_ line: IngredientLine, _ parsed: ParsedIngredient, known: LineFacts? = nil) -> String? {
        // The unit's kind first (no copy of the whole `Unit`): most lines stop here.
        guard let id = parsed.unit, let kind = UnitTable.kind(id: id), kind.dimension == .volume, kind.system != .metric, id != "tsp", id != "tbsp",
            let quantity = parsed.quantity, !line.language.isEmpty, let unit = UnitTable.unit(id: id),
            let entry = food(of: line, language: line.language, known: known)
        else { return nil }
        let words = entry.id.split(separator: "-").map(String.init)
        guard !words.contains(where: liquidWords.contains) || words.contains("powder") else { return nil }
        // The author's own weight in brackets ("1 ½ cups flour (190 g)") gives it exactly.
        if let equivalent = parsed.equivalent, let massUnit = UnitTable.unit(id: equivalent.unit), massUnit.dimension == .mass,
            let grams = equivalent.quantity.high.multiplied(by: massUnit.factor),
            let millilitres = quantity.high.multiplied(by: unit.factor), let exact = grams.divided(by: millilitres)
        {
            return exact.description
        }
        let weighing = GramWeigher.weigh(parsed, entry: entry, language: line.language)
        guard weighing.status == .weighed, let grams = weighing.grams, grams > 0,
            let middle = quantity.low.adding(quantity.high)?.divided(by: Rational(2)),
            let millilitres = middle.multiplied(by: unit.factor)
        else { return nil }
        let ml = Double(millilitres.numerator) / Double(millilitres.denominator)
        guard ml > 0 else { return nil }
        let perMillilitre = Int((grams / ml * 1000).rounded())
        guard perMillilitre > 0 else { return nil }
        return Rational(perMillilitre, 1000)?.description
    }

    /// The food of `line` as `IngredientMatcher.match(line, language:)` finds it: read
    /// from `known` when those facts are about this line and were matched in `language`
    /// and name a food (an unmatched fact may come from an unknown `{food=…}`, so the
    /// line is matched then), else matched now.
    static func food(of line: IngredientLine, language: String, known: LineFacts?) -> IngredientEntry? {
        if let known, known.isAbout(line, in: language), let id = known.food, let entry = IngredientDictionary.entry(id: id) { return entry }
        return IngredientMatcher.match(line, language: language)?.entry
    }

    /// The container's word in the text after a multiplied line's count ("can" of " (400 g)
    /// can chickpeas") with the unit's printed forms: en [one, other], ru [one, few, many].
    static func containerPhrase(after: String, unit: Unit, language: String) -> NounForms.Phrase? {
        let code = language.lowercased().split(separator: "-").first.map(String.init) ?? ""
        guard let label = unit.labels[code] else { return nil }
        let forms = code == "ru" ? [label.one, label.few, label.many] : [label.one, label.other]
        guard Set(forms).count > 1 else { return nil }
        let scalars = Array(after.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i].properties.isAlphabetic else { i += 1; continue }
            let start = i
            while i < scalars.count, scalars[i].properties.isAlphabetic { i += 1 }
            let word = String(String.UnicodeScalarView(scalars[start..<i]))
            if UnitTable.lookup(word, language: code)?.id == unit.id {
                return NounForms.Phrase(
                    lead: NounForms.slice(after, 0..<start), written: word, forms: forms,
                    rest: NounForms.slice(after, i..<scalars.count))
            }
        }
        return nil
    }
}
