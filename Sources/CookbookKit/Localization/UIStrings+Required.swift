import CookbookNutrition
import CookbookSupport

extension UIStrings {
    /// The keys the Swift code reads (templates' `page.t.*` keys are the template
    /// checker's). `Theme.strings(for:)` reports each one a language lacks as
    /// `missing-string`, so the build stops before a page could show a key instead of
    /// its text. `UIStringsTests` checks that every key the sources name is here.
    static let requiredKeys: [String] = {
        var keys: [String] = [
            "language_name", "nav_home", "nav_all_recipes", "nav_categories", "nav_search",
            "categories", "tags", "all_recipes_heading", "categories_and_tags", "tagged",
            "recipe_count", "all_recipes_link", "more",
            "total_time_label", "time_prep", "time_cook", "time_total",
            "duration_min", "duration_h", "duration_h_min", "date_format", "months",
            "servings", "batches", "units", "difficulty", "cost", "diets", "by_author", "rated",
            "ingredients", "equipment", "steps", "step_label", "notes", "tips",
            "search_heading", "pantry_heading", "pantry_staples", "pantry_not_in_pantry",
            "nutrition_per_serving", "nutrition_per_recipe", "nutrition_daily_fda", "nutrition_daily_eu",
            "nutrition_basis_serving", "nutrition_basis_recipe", "nutrition_basis_raw", "nutrition_incomplete",
            "nutrition_contains", "nutrition_contains_none", "nutrition_quoted", "nutrition_suitable",
            "nutrition_energy_from", "nutrition_energy_item", "nutrition_partial_note", "nutrition_author_note",
            "nutrition_negligible", "nutrition_not_counted", "nutrition_source",
            "kitchen_step_uses", "synonyms", "without_words", "without_suffixes",
            "cuisine_heading", "author_label", "makes", "book_heading", "book_other_recipes", "weekplan_for", "kitchen_days", "kitchen_meals", "kitchen_servings",
        ]
        keys += Difficulty.allCases.map { "difficulty_" + $0.rawValue }
        keys += Diet.allCases.map(\.stringKey)
        keys += Nutrient.allCases.map(\.stringKey)
        keys += Nutrient.kitchenKeys.map { "kitchen_nutrient_" + $0 }
        keys += ["chart_energy_title", "chart_energy_description", "chart_no_energy", "chart_no_values", "chart_daily_title_fda", "chart_daily_title_eu"]
        keys += FoodFlag.allergens.map { "allergen_" + $0.rawValue.replacingOccurrences(of: "-", with: "_") }
        keys += ["kcal", "kj", "g", "mg", "ug"].map { "nutrition_unit_" + $0 }
        keys += SearchData.allergenNames.map { "search_free_" + $0 }
        return keys
    }()

    /// An error for each of `keys` (default: all required keys) that `self` lacks.
    func missingRequiredKeys(among keys: [String] = requiredKeys) -> [Diagnostic] {
        keys.filter { entries[$0] == nil }.map { key in
            Diagnostic(
                .error, "missing-string", "the interface string '\(key)' is missing in \(language)",
                at: SourceLocation(path: origin, line: 1, column: 1),
                hint: "cookbook needs it; the built-in theme's templates/i18n/\(language).yaml has it (cookbook init --with-theme)")
        }
    }
}
