import CookbookSupport

/// The search page, the "What can I cook" page, the search index and the parts of the
/// recipe page that come from them (related recipes, pantry marks).
extension PageBuilder {
    /// The language's recipes as the finder sees them, with the site's pantry staples.
    func recipeFinder(data: SearchData) -> RecipeFinder {
        Self.recipeFinder(local: local, config: site.config, data: data)
    }

    /// The finder of one language's recipes, made without a builder (the render starts it
    /// while the builders are made).
    static func recipeFinder(local: LocalizedSite, config: SiteConfig, data: SearchData) -> RecipeFinder {
        RecipeFinder(
            recipes: local.recipes, language: local.language,
            staples: PantryStaples.names(for: local.language, config: config), data: data)
    }

    /// - Parameter elsewhere: `elsewhere(languages)` when it was worked out ahead.
    func searchIndex(
        _ finder: RecipeFinder, data: SearchData, languages: [LocalizedSite] = [], elsewhere madeElsewhere: [SearchIndexWriter.Elsewhere]? = nil,
        foodStems: [String]? = nil
    ) -> SearchIndexWriter {
        var writer = SearchIndexWriter(
            finder: finder, language: local.language, strings: strings, vocabulary: local.vocabulary,
            categories: categories.map { (key: $0.key, slug: $0.slug, name: $0.name) },
            tags: tags.map { (key: $0.key.lowercased(), slug: $0.slug, name: $0.name) },
            siteAuthor: site.config.author, data: data)
        writer.synonyms = SearchSynonyms(groups: strings.list("synonyms") + local.vocabulary.synonyms, language: local.language)
        writer.without = (strings.list("without_words"), strings.list("without_suffixes"))
        writer.elsewhere = madeElsewhere ?? elsewhere(languages)
        writer.knownFoodStems = foodStems
        let images = site.images
        writer.imagePath = { Site.cardImagePath($0, images: images) }
        return writer
    }

    /// The recipes of the other languages that this one lacks, with where each is (by slug).
    func elsewhere(_ languages: [LocalizedSite]) -> [SearchIndexWriter.Elsewhere] {
        let here = Set(local.recipes.map(\.slug))
        var found: [String: SearchIndexWriter.Elsewhere] = [:]
        for other in languages where other.language != local.language {
            for recipe in other.recipes where !here.contains(recipe.slug) {
                found[recipe.slug, default: .init(slug: recipe.slug, versions: [])].versions.append(
                    (other.language, languageNames[other.language] ?? other.language, recipe.title, other.prefix + Routes.recipe(recipe.slug)))
            }
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// Where the pantry is remembered: one list per cookbook, shared by its languages
    /// (entries name foods, see pantry.js).
    var pantryStorageKey: String {
        "cookbook-pantry:" + (Slug.make(site.config.title).isEmpty ? "cookbook" : Slug.make(site.config.title))
    }

    /// The recipe page with its related recipes and the ingredient keys for the pantry script.
    /// - Parameter view: taken over (`consuming`), not copied.
    func addingFinderParts(to view: consuming RecipePageView, index: Int, finder: RecipeFinder, related: [Int]) -> RecipePageView {
        let path = Routes.recipe(finder.recipes[index].slug)
        view.recipe.related = related.map { card(finder.recipes[$0], from: path) }
        let keys = finder.lineIngredients[index].map { line -> String in
            guard let line, !finder.ingredients[line].staple else { return "" }
            return finder.ingredients[line].key
        }
        let foods = finder.lineIngredients[index].map { line -> String in
            guard let line, !finder.ingredients[line].staple else { return "" }
            return finder.ingredients[line].food ?? ""
        }
        if keys.contains(where: { !$0.isEmpty }) {
            view.recipe.pantry = PantryMarksView(
                keys: keys.joined(separator: "|"), foods: foods.joined(separator: "|"),
                storageKey: pantryStorageKey, label: strings["pantry_not_in_pantry"])
        }
        return view
    }

    func searchPage() -> SearchPageView {
        let path = Routes.search
        let heading = strings["search_heading"]
        return SearchPageView(
            page: pageView(path: path, title: heading, description: nil, bodyClass: "search-page", current: true),
            heading: heading, indexURL: indexURL(from: path),
            pantryURL: Self.href(Routes.pantry, from: path), allRecipesURL: Self.href(Routes.allRecipes, from: path),
            categoriesURL: Self.href(Routes.categories, from: path), scriptStrings: scriptStrings())
    }

    func pantryPage(_ finder: RecipeFinder) -> PantryPageView {
        let path = Routes.pantry
        let heading = strings["pantry_heading"]
        return PantryPageView(
            page: pageView(path: path, title: heading, description: nil, bodyClass: "pantry-page"),
            heading: heading, indexURL: indexURL(from: path), searchURL: Self.href(Routes.search, from: path),
            allRecipesURL: Self.href(Routes.allRecipes, from: path),
            staplesNote: finder.staples.isEmpty ? nil : strings.format("pantry_staples", ["staples": finder.staples.joined(separator: ", ")]),
            storageKey: pantryStorageKey, scriptStrings: scriptStrings())
    }

    /// From a page of this language to the first file of its search index.
    func indexURL(from path: String) -> String {
        Self.root(local.prefix + path) + "search/" + SearchIndexWriter.fileName(local.language, part: 1)
    }

    /// The strings search.js and pantry.js use, plural forms as objects, as JSON.
    func scriptStrings() -> String {
        let prefixes = ["search_", "pantry_", "duration_", "difficulty_"]
        let extra: Set<String> = ["recipe_count", "total_time_label", "language_name"]
        var pairs: [(String, JSON)] = []
        for key in strings.entries.keys.sorted() where extra.contains(key) || prefixes.contains(where: key.hasPrefix) {
            switch strings.entries[key]! {
            case .text(let text): pairs.append((key, .string(text)))
            case .plural(let forms): pairs.append((key, .object(forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, .string($0.value)) })))
            case .list(let items): pairs.append((key, .array(items.map { .string($0) })))
            }
        }
        return JSON.object(pairs).serialized()
    }

    /// Samples of the search models, for the template vocabulary.
    static func searchSamples(page: PageView, card: CardView) -> [Any] {
        [
            SearchPageView(page: page, heading: "", indexURL: "", pantryURL: "", allRecipesURL: "", categoriesURL: "", scriptStrings: ""),
            PantryPageView(page: page, heading: "", indexURL: "", searchURL: "", allRecipesURL: "", staplesNote: "", storageKey: "", scriptStrings: ""),
            PantryMarksView(keys: "", foods: "", storageKey: "", label: ""),
            [card],
        ]
    }
}
