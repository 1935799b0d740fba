extension PageBuilder {
    /// One fully filled value of every page model, for the tests: every key answers its
    /// lookup, and the keys `scripts/gen-lookups` wrote (`ViewModelKeys`) are the models'.
    static var samples: [Any] {
        let link = LinkView(url: "", name: "", count: 1, current: true)
        let image = ImageView(url: "", alt: "", processed: true, srcset: "", sources: [ImageSourceView(type: "", srcset: "")], width: 1, height: 1)
        var page = PageView(
            title: "", fullTitle: "", description: "", lang: "", root: "", siteTitle: "", siteDescription: "", siteAuthor: "",
            nav: [link], languages: [LanguageLinkView(code: "", name: "", url: "", current: true, available: true)], homeURL: "", t: [:], bodyClass: "", jsonLD: "", generator: "")
        page.canonical = ""
        page.alternates = [AlternateLinkView(hreflang: "", url: "")]
        page.feedURL = ""
        page.feedTitle = ""
        let card = CardView(url: "", title: "", summary: "", image: image, totalTime: "", totalTimeISO: "", difficulty: "", category: "", slug: "", cuisine: link, author: link)
        let recipe = RecipeView(
            title: "", summary: "", intro: "", image: image, moreImages: [image], times: [TimeView(label: "", human: "", iso: "")],
            servings: 1, yield: "", difficulty: "", category: link, cuisine: "", cuisineURL: "", tags: [link], diets: [""], author: "", authorURL: "", date: "", dateISO: "",
            equipment: [""],
            ingredientGroups: [
                IngredientGroupView(
                    title: "",
                    lines: [
                        IngredientLineView(
                            text: "", before: "", amount: "", after: "", low: "", high: "",
                            unit: "", countable: true, pinned: true, gloss: "", lead: "", afterHTML: "", phrase: "",
                            forms: "", formsLanguage: "")
                    ])
            ],
            stepGroups: [StepGroupView(title: "", intro: [""], steps: [StepView(number: 1, id: "", html: "", label: "", uses: [""], usesLabel: "")], start: 1)],
            notes: [""], tips: [""], sections: [SectionView(title: "", html: "")], source: "", sourceHost: "", cost: "", costPerServing: "",
            rating: "", ratingStars: "", scaler: ScalerView(base: 1, label: ""),
            nutrition: NutritionView(
                amountHeading: "", dailyHeading: "", basis: "", incomplete: "", donut: "", bars: "", hasCharts: true,
                rows: [NutritionRowView(label: "", sub: true, amount: "", amountAlso: "", per100g: "", per100gAlso: "", daily: "", hasDaily: true)],
                micronutrients: [NutritionRowView(label: "", sub: true, amount: "", amountAlso: "", per100g: "", per100gAlso: "", daily: "", hasDaily: true)],
                energyFrom: "", allergens: "", suitable: "", footnotes: [""], source: ""),
            kitchen: KitchenRecipeView(json: "", shoppingURL: "", savedURL: "", planURL: ""))
        let bookRecipe = BookRecipeView(
            id: "", title: "", summary: "", contentLanguage: "", image: image, meta: "", facts: [BookFactView(label: "", value: "")],
            ingredientGroups: recipe.ingredientGroups, stepGroups: recipe.stepGroups, notes: [""], tips: [""], url: "")
        let categoryCard = CategoryCardView(url: "", name: "", description: "", image: image, count: 1, countLabel: "")
        return [
            RecipePageView(page: page, recipe: recipe),
            HomePageView(page: page, featured: card, newest: [card], categories: [categoryCard], recipeCount: 1, allRecipesLink: ""),
            ListPageView(
                page: page, heading: "", description: "", image: image, groups: [CardGroupView(title: "", id: "", cards: [card])], count: 1, countLabel: "",
                eyebrow: "", profile: ProfileView(image: image, bio: "")),
            IndexPageView(page: page, heading: "", categories: [categoryCard], tags: [link], cuisines: [link], authors: [link]),
            BookPageView(
                page: page, heading: "", description: "", cover: image, countLabel: "", paper: "", paperSize: "",
                chapters: [
                    BookChapterView(
                        title: "",
                        recipes: [
                            bookRecipe
                        ])
                ],
                index: [BookIndexGroupView(letter: "", entries: [BookIndexEntryView(name: "", recipes: [BookLinkView(title: "", target: "", last: true)])])]),
            BookRecipePartView(page: page, recipe: bookRecipe),
        ] + searchSamples(page: page, card: card) + kitchenSamples(page: page) + weekPlanSamples(page: page)
    }
}
