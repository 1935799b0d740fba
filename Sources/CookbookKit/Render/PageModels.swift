import CookbookSupport

/// Typed view models: the only values templates see. Every page gets a `PageView`
/// (layout data) and one body model. Names are the keys templates use; they are
/// documented in docs/theming.md.

struct LinkView: ViewModel {
    var url: String
    var name: String
    var count: Int?
    var current: Bool = false
}

struct LanguageLinkView: ViewModel {
    var code: String
    var name: String
    /// The same page in that language, or that language's home when the recipe is not translated.
    var url: String
    var current: Bool
    var available: Bool
}

struct ImageView: ViewModel {
    var url: String
    var alt: String
    /// A resized photo (Images/Pictures.swift): `<picture>` with `sources`, the fallback
    /// format's `srcset` and the photo's `width` and `height`. False for a drawing.
    var processed: Bool = false
    var srcset: String? = nil
    var sources: [ImageSourceView] = []
    var width: Int? = nil
    var height: Int? = nil
}

/// One `<source>` of a `<picture>`: a format and its widths.
struct ImageSourceView: ViewModel {
    var type: String
    var srcset: String
}

/// What the layout needs on every page.
struct PageView: ViewModel {
    var title: String
    /// "Page – Site", or the site title alone on the home page.
    var fullTitle: String
    var description: String?
    var lang: String
    /// Relative path from the page to the site root: "" or "../".
    var root: String
    var siteTitle: String
    var siteDescription: String?
    var siteAuthor: String?
    var nav: [LinkView]
    /// The site's languages, for the switcher and hreflang links (empty for one language).
    var languages: [LanguageLinkView]
    /// This language's home page.
    var homeURL: String
    /// The interface strings of the page's language: `{{page.t.nav_home}}`.
    var t: [String: String]
    var bodyClass: String
    var jsonLD: String?
    var generator: String
    /// With `base_url`: the page's absolute address (`<link rel="canonical">`).
    var canonical: String? = nil
    /// The page in each language that has it, for `<link rel="alternate" hreflang>`:
    /// absolute with `base_url` (with "x-default", the default language's page), else
    /// relative; empty when only one language has the page.
    var alternates: [AlternateLinkView] = []
    /// With `base_url`: this language's Atom feed (relative) and its title.
    var feedURL: String? = nil
    var feedTitle: String? = nil
}

struct AlternateLinkView: ViewModel {
    var hreflang: String
    var url: String
}

struct CardView: ViewModel {
    var url: String
    var title: String
    var summary: String?
    var image: ImageView?
    var totalTime: String?
    var totalTimeISO: String?
    var difficulty: String?
    var category: String?
    /// The recipe's slug (the heart on the card saves it).
    var slug: String = ""
    /// The recipe's cuisine and author, linking to their pages.
    var cuisine: LinkView? = nil
    var author: LinkView? = nil
}

struct TimeView: ViewModel {
    var label: String
    var human: String
    var iso: String
}

struct IngredientGroupView: ViewModel {
    var title: String?
    var lines: [IngredientLineView]
}

struct IngredientLineView: ViewModel {
    /// The whole line as HTML, with the spans `assets/cookbook.js` rewrites (built in Swift:
    /// one key instead of sixteen per line keeps rendering fast). The fields below are
    /// there for themes that want other markup.
    var html: String = ""
    var text: String
    /// The line around its amount, when the amount can be scaled: `before` + `amount` +
    /// `lead` + `phrase` + `after` == `text` (`lead` and `phrase` only after a plain count).
    var before: String?
    var amount: String?
    var after: String?
    /// The amount as exact fractions ("3/2") and a unit id, for the page's script.
    var low: String?
    var high: String?
    var unit: String?
    /// A plain count ("3 eggs"): shown whole when scaled.
    var countable: Bool
    /// Does not scale (`scale: false`).
    var pinned: Bool
    /// The food's name in the page's language when the line is in another language.
    var gloss: String?
    /// The words after a plain count that change with it ("onions"), split out of
    /// `after`: `lead` + `phrase` + `after`; `forms` by plural category ("onion|onions")
    /// in `formsLanguage`.
    var lead: String? = nil
    /// `after` as HTML with its further amounts marked for the scaler: "(about 450 g)".
    var afterHTML: String? = nil
    var phrase: String? = nil
    var forms: String? = nil
    var formsLanguage: String? = nil
    /// Grams per millilitre of a food measured by volume that is not a liquid ("53/100"):
    /// the metric display shows grams.
    var density: String? = nil
    /// The amount follows a word that governs the genitive (Russian "около").
    var governed: Bool = false
}

/// The servings control and unit toggle of a recipe page.
struct ScalerView: ViewModel {
    /// The servings the amounts are written for (1 when the recipe gives none).
    var base: Int
    /// The label: "Servings", or "Batches" when the recipe gives no servings.
    var label: String
}

struct StepView: ViewModel {
    var number: Int
    var id: String
    var html: String
    /// "Step 3", for the anchor's accessible name.
    var label: String
    /// The ingredient lines the step uses, as short HTML with the scaler's spans (docs/kitchen.md).
    var uses: [String] = []
    /// "Ingredients for this step", for the list's accessible name.
    var usesLabel: String? = nil
}

struct StepGroupView: ViewModel {
    var title: String?
    var intro: [String]
    var steps: [StepView]
    /// The number of the group's first step, for `<ol start>`.
    var start: Int
}

struct SectionView: ViewModel {
    var title: String
    var html: String
}

struct RecipePageView: ViewModel {
    var page: PageView
    var recipe: RecipeView
}

struct RecipeView: ViewModel {
    /// "Written in Russian", for a recipe shown in another language than the page's.
    var writtenIn: String? = nil
    /// The recipe's language when it is not the page's (`lang` of the article).
    var contentLanguage: String? = nil
    var title: String
    var summary: String?
    var intro: String?
    var image: ImageView?
    var moreImages: [ImageView]
    var times: [TimeView]
    var servings: Int?
    var yield: String?
    var difficulty: String?
    var category: LinkView?
    var cuisine: String?
    /// The cuisine's page (`cuisines/<slug>.html`), relative to this page.
    var cuisineURL: String? = nil
    var tags: [LinkView]
    var diets: [String]
    var author: String?
    /// The author's page (`authors/<slug>.html`), relative to this page.
    var authorURL: String? = nil
    var date: String?
    var dateISO: String?
    var equipment: [String]
    var ingredientGroups: [IngredientGroupView]
    var stepGroups: [StepGroupView]
    var notes: [String]
    var tips: [String]
    var sections: [SectionView]
    var source: String?
    var sourceHost: String?
    var cost: String?
    var costPerServing: String?
    var rating: String?
    var ratingStars: String?
    /// nil when no amount on the page can be scaled or converted.
    var scaler: ScalerView?
    /// A few recipes sharing ingredients, category or tags (chosen at build time).
    var related: [CardView] = []
    /// For the pantry script: which ingredient each line is.
    var pantry: PantryMarksView? = nil
    /// Computed nutrition, charts and label; nil when the site turns nutrition off.
    var nutrition: NutritionView? = nil
    /// `yield` as HTML, its number marked for the scaler ("about <span class="q">40</span> baursaks").
    var yieldHTML: String? = nil
    /// `equipment` as HTML, lengths marked for the unit toggle ("<span class="q">24 cm</span> springform pan").
    var equipmentHTML: [String] = []
    /// Shopping list, saved recipes, plan and cook mode: the data their scripts need.
    var kitchen: KitchenRecipeView? = nil
}

/// The recipe page's nutrition section: charts (inline SVG made at build time), the
/// nutrition facts table, allergens and what the numbers are based on.
struct NutritionView: ViewModel {
    /// "Per serving" or "Whole recipe": the first number column.
    var amountHeading: String
    /// "% Daily Value" / "% Reference intake"; nil without servings (no per-serving values).
    var dailyHeading: String?
    /// What the numbers are: "for 1 of 8 servings, as written; changing servings does not change them".
    var basis: String
    /// Said when some ingredient could not be counted.
    var incomplete: String?
    /// Inline SVG, made by `NutritionChart` (escaped there).
    var donut: String?
    var bars: String?
    /// There is a chart to show (not without servings).
    var hasCharts: Bool
    var rows: [NutritionRowView]
    /// Vitamins and minerals, in a collapsible part of the table.
    var micronutrients: [NutritionRowView]
    /// "Most of the energy comes from lamb shoulder (38%), rice (30%)..."; nil without energy.
    var energyFrom: String?
    /// "Contains: Gluten, Milk" from the ingredients; nil when none or unknown.
    var allergens: String?
    /// "From its ingredients: Vegetarian, Gluten-free"; nil when none or unknown.
    var suitable: String?
    /// Footnotes: "≥ means ...", "* given by the author".
    var footnotes: [String]
    var source: String
}

struct NutritionRowView: ViewModel {
    /// The row's cells as HTML (`<th scope="row">` and the `<td>`s), built in Swift.
    var html: String = ""
    var label: String
    /// An indented row ("Saturated fat" under "Fat").
    var sub: Bool
    var amount: String
    /// A second unit under the amount (kJ under kcal).
    var amountAlso: String?
    var per100g: String
    var per100gAlso: String?
    var daily: String?
    /// The table has a daily-value column (the cell is empty when this nutrient has none).
    var hasDaily: Bool
}

struct HomePageView: ViewModel {
    var page: PageView
    var featured: CardView?
    var newest: [CardView]
    var categories: [CategoryCardView]
    var recipeCount: Int
    var allRecipesLink: String
}

struct CategoryCardView: ViewModel {
    var url: String
    var name: String
    var description: String?
    var image: ImageView?
    var count: Int
    var countLabel: String
}

/// A page listing recipes: a category, a tag, a cuisine, an author, or A to Z.
struct ListPageView: ViewModel {
    var page: PageView
    var heading: String
    var description: String?
    var image: ImageView?
    var groups: [CardGroupView]
    var count: Int
    var countLabel: String
    /// A word above the heading: "Author" on an author's page.
    var eyebrow: String? = nil
    /// An author's picture and bio (`authors:` in site.yaml).
    var profile: ProfileView? = nil
}

/// An author's picture and bio on their page.
struct ProfileView: ViewModel {
    var image: ImageView?
    /// The bio as HTML (Markdown, escaped unless the site allows raw HTML).
    var bio: String?
}

struct CardGroupView: ViewModel {
    var title: String?
    var id: String?
    var cards: [CardView]
}

struct IndexPageView: ViewModel {
    var page: PageView
    var heading: String
    var categories: [CategoryCardView]
    var tags: [LinkView]
    /// Links to the cuisine and author pages, with their recipe counts.
    var cuisines: [LinkView] = []
    var authors: [LinkView] = []
}

/// The printable book (`book.html`): a cover, contents, every recipe, an index of ingredients.
struct BookPageView: ViewModel {
    var page: PageView
    var heading: String
    var description: String?
    var cover: ImageView?
    var countLabel: String
    /// "a4" or "letter": the paper the page numbers are worked out for (`@page` size).
    var paper: String
    /// The CSS `size` of that paper ("A4", "letter").
    var paperSize: String
    /// Categories in the site's order (recipes without one last), each with its recipes.
    var chapters: [BookChapterView]
    /// The ingredients, by first letter, each with the recipes using it.
    var index: [BookIndexGroupView]
}

struct BookChapterView: ViewModel {
    var title: String?
    var recipes: [BookRecipeView]
}

/// A link within the book: a recipe's title and its element id.
struct BookLinkView: ViewModel {
    var title: String
    var target: String
    /// The last of a list (no comma after it).
    var last: Bool = false
}

struct BookFactView: ViewModel {
    var label: String
    var value: String
}

struct BookRecipeView: ViewModel {
    /// The element id: "recipe-plov".
    var id: String
    var title: String
    var summary: String?
    /// The recipe's language when it is not the page's.
    var contentLanguage: String?
    var image: ImageView?
    /// Category, cuisine and author, joined: "Main dishes · Uzbek · By Aigerim".
    var meta: String?
    var facts: [BookFactView]
    var ingredientGroups: [IngredientGroupView]
    var stepGroups: [StepGroupView]
    var notes: [String]
    var tips: [String]
    /// The recipe's own page, relative to the book.
    var url: String
}

/// One recipe of the book rendered on its own (`Theme.bookRecipe`): the book's page (for
/// `page.t` and `page.root`) and the recipe, so the book is written recipe by recipe.
struct BookRecipePartView: ViewModel {
    var page: PageView
    var recipe: BookRecipeView
}

struct BookIndexGroupView: ViewModel {
    var letter: String
    var entries: [BookIndexEntryView]
}

struct BookIndexEntryView: ViewModel {
    var name: String
    var recipes: [BookLinkView]
}

/// The search page (`search.html`). The script reads the index and the strings.
struct SearchPageView: ViewModel {
    var page: PageView
    var heading: String
    /// From the page to the search index's first file, the pantry page, A to Z, categories.
    var indexURL: String
    var pantryURL: String
    var allRecipesURL: String
    var categoriesURL: String
    /// The interface strings the script needs (plural forms included), as JSON.
    var scriptStrings: String
}

/// The "What can I cook" page (`pantry.html`).
struct PantryPageView: ViewModel {
    var page: PageView
    var heading: String
    var indexURL: String
    var searchURL: String
    var allRecipesURL: String
    /// "Always counted as at hand: salt, black pepper, water, oil." (nil without staples).
    var staplesNote: String?
    /// Where the ticked ingredients are remembered (localStorage).
    var storageKey: String
    var scriptStrings: String
}

/// On a recipe page: the ingredient key of each ingredient line, in order, for the script
/// that marks what the reader's pantry lacks.
struct PantryMarksView: ViewModel {
    /// Keys joined by "|"; an empty key for a line that is never missing (a staple, or no name).
    var keys: String
    /// The language-neutral food of each line (`SearchData.food`), joined by "|" like `keys`.
    var foods: String
    var storageKey: String
    var label: String
}

/// The recipe page's kitchen tools: the data for the scripts and where the pages are.
struct KitchenRecipeView: ViewModel {
    /// The recipe's shopping data as JSON, safe inside `<script type="application/json">`.
    var json: String
    var shoppingURL: String
    var savedURL: String
    var planURL: String
}

/// shopping.html, saved.html and plan.html: frames the scripts fill.
struct KitchenPageView: ViewModel {
    var page: PageView
    var heading: String
    var intro: String
    /// From the page to `kitchen/recipes-<lang>.js` (the plan page's recipe data).
    var recipesURL: String
    var shoppingURL: String
    var savedURL: String
    var planURL: String
    var pantryURL: String
    var allRecipesURL: String
    /// The cookbook's week plans (`content/plans/`), listed on plan.html.
    var plans: [LinkView] = []
    var hasPlans: Bool = false
}

/// plans/<slug>.html: a week plan of the cookbook (Model/WeekPlan.swift).
struct WeekPlanPageView: ViewModel {
    var page: PageView
    var heading: String
    var summary: String?
    /// "For 4 people", when the plan says.
    var servingsLabel: String?
    var days: [PlanDayView]
    /// What the button puts into the cook's plan (`[{slug, day, meal, servings}]`), as
    /// JSON safe inside `<script type="application/json">`.
    var json: String
    var planURL: String
    /// How many recipes the button adds.
    var count: Int
}

struct PlanDayView: ViewModel {
    var id: String
    var name: String
    var date: String?
    var meals: [PlanMealView]
}

struct PlanMealView: ViewModel {
    var name: String?
    var items: [PlanItemView]
}

/// A recipe of a meal (with a link and its servings) or another thing, as written.
struct PlanItemView: ViewModel {
    var title: String
    var url: String?
    var servings: String?
}
