extension PageBuilder {
    /// One fully filled value of every page model, for the tests: every key answers its
    /// lookup, and the keys `scripts/gen-lookups` wrote (`ViewModelKeys`) are the models'.
    static var samples: [Any] {
        let link = LinkView(url: "", name: "", count: 1, current: true)
        let image = ImageView(url: "", alt: "", processed: true, srcset: "", sources: [ImageSourceView(type: "", srcset: "")], width: 1, height: 1)
        let page = PageView(title: "", fullTitle: "", description: "", lang: "", root: "", siteTitle: "", siteDescription: "", siteAuthor: "",
                            nav: [link], languages: [LanguageLinkView(code: "", name: "", url: "", current: true, available: true)], homeURL: "", t: [:], bodyClass: "", jsonLD: "", generator: "")
        let card = CardView(url: "", title: "", summary: "", image: image, totalTime: "", totalTimeISO: "", difficulty: "", category: "", slug: "")
        let recipe = RecipeView(
            title: "", summary: "", intro: "", image: image, moreImages: [image], times: [TimeView(label: "", human: "", iso: "")],
            servings: 1, yield: "", difficulty: "", category: link, cuisine: "", tags: [link], diets: [""], author: "", date: "", dateISO: "",
            equipment: [""], ingredientGroups: [IngredientGroupView(title: "", lines: [IngredientLineView(text: "", before: "", amount: "", after: "", low: "", high: "",
                                                                                          unit: "", countable: true, pinned: true, gloss: "", lead: "", afterHTML: "", phrase: "",
                                                                                          forms: "", formsLanguage: "")])],
            stepGroups: [StepGroupView(title: "", intro: [""], steps: [StepView(number: 1, id: "", html: "", label: "", uses: [""], usesLabel: "")], start: 1)],
            notes: [""], tips: [""], sections: [SectionView(title: "", html: "")], source: "", sourceHost: "", cost: "", costPerServing: "",
            rating: "", ratingStars: "", scaler: ScalerView(base: 1, label: ""),
            nutrition: NutritionView(amountHeading: "", dailyHeading: "", basis: "", incomplete: "", donut: "", bars: "", hasCharts: true,
                                     rows: [NutritionRowView(label: "", sub: true, amount: "", amountAlso: "", per100g: "", per100gAlso: "", daily: "", hasDaily: true)],
                                     micronutrients: [NutritionRowView(label: "", sub: true, amount: "", amountAlso: "", per100g: "", per100gAlso: "", daily: "", hasDaily: true)],
                                     energyFrom: "", allergens: "", suitable: "", footnotes: [""], source: ""),
            kitchen: KitchenRecipeView(json: "", shoppingURL: "", savedURL: "", planURL: ""))
        let categoryCard = CategoryCardView(url: "", name: "", description: "", image: image, count: 1, countLabel: "")
        return [
            RecipePageView(page: page, recipe: recipe),
            HomePageView(page: page, featured: card, newest: [card], categories: [categoryCard], recipeCount: 1, allRecipesLink: ""),
            ListPageView(page: page, heading: "", description: "", image: image, groups: [CardGroupView(title: "", id: "", cards: [card])], count: 1, countLabel: ""),
            IndexPageView(page: page, heading: "", categories: [categoryCard], tags: [link]),
        ] + searchSamples(page: page, card: card) + kitchenSamples(page: page)
    }
}
