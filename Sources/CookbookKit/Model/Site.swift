/// A validated site: what the render stage takes.
public struct Site: Sendable {
    var root: String
    var config: SiteConfig
    /// Published recipes (drafts left out), sorted by title.
    var recipes: [Recipe]
    /// The nutrition of each recipe by slug (stage "enrich: nutrition"); translations
    /// share their original's. Empty when the site turns nutrition off.
    public var nutrition: [String: RecipeNutrition] = [:]
    /// The images of `content/` the site names, read and resized (stage "enrich: images");
    /// an image missing here is copied as it is.
    var images: [String: ProcessedImage] = [:]
    /// Each ingredient line's food, aisle, grams and flags, per language and slug, worked
    /// out once for the render stage (`RecipeFacts.all`); empty before it.
    var facts: [String: [String: RecipeFacts]] = [:]
    /// The week plans of `content/plans/` (Model/WeekPlan.swift), by file name.
    var plans: [WeekPlan] = []

    init(root: String, config: SiteConfig, recipes: [Recipe], nutrition: [String: RecipeNutrition] = [:]) {
        self.root = root
        self.config = config
        self.recipes = recipes
        self.nutrition = nutrition
    }
}
