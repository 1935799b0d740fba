import CookbookSupport
import CookbookNutrition

/// The recipe page's nutrition section, from the nutrition stage's values (per serving
/// as written; the same in every language).
extension PageBuilder {
    /// Rows of the facts table, in order; `sub` rows are indented under the one above.
    static let tableRows: [(nutrient: Nutrient, sub: Bool)] = [
        (.energy, false), (.fat, false), (.saturatedFat, true), (.transFat, true), (.cholesterol, false),
        (.carbohydrate, false), (.sugars, true), (.fiber, true), (.protein, false), (.salt, false), (.sodium, false),
        (.alcohol, false),
    ]

    func nutritionView(_ recipe: Recipe) -> NutritionView? {
        // Nothing counted and nothing given by the author: no values to show.
        guard let nutrition = site.nutrition[recipe.slug], nutrition.totalGrams > 0 || !nutrition.authorValues.isEmpty else { return nil }
        let perServing = nutrition.perServing
        // Without servings the first column is the whole recipe.
        guard let amounts = perServing ?? (nutrition.totalGrams > 0 ? nutrition.total : nil) else { return nil }
        // A nutrient's share: the first given for it (a short list, searched in place).
        let dailyValues = nutrition.dailyValues
        func share(_ nutrient: Nutrient) -> DailyValueShare? { dailyValues.first { $0.nutrient == nutrient } }
        let hasDaily = perServing != nil
        let words = sectionWords.amounts
        func formatAmount(_ value: Double, _ nutrient: Nutrient, partial: Bool) -> String {
            self.formatAmount(value, nutrient, partial: partial, words: words)
        }
        // Each nutrient's label and its escaped header cell, made once per language.
        let labels = sectionWords.nutrientLabels, labelCells = sectionWords.nutrientLabelCells
        var anyPartial = false
        func row(_ nutrient: Nutrient, sub: Bool) -> NutritionRowView? {
            guard let value = amounts[nutrient] else { return nil }
            if nutrient == .alcohol && value == 0 { return nil }
            let partial = amounts.partial.contains(nutrient)
            // "≥ 0" says nothing: a lower bound that rounds to 0 is left out.
            if partial && NutritionFormat.number(value, decimals: nutrient.decimals, trim: true) == "0" { return nil }
            anyPartial = anyPartial || partial
            let author = perServing != nil && nutrition.authorValues.contains(nutrient) ? " *" : ""
            let amount = formatAmount(value, nutrient, partial: partial) + author
            let amountAlso = nutrient == .energy ? amounts[.energyKJ].map { formatAmount($0, .energyKJ, partial: partial) } : nil
            let per100 = nutrition.per100g
            let per100Text = per100.flatMap { per in per[nutrient].map { formatAmount($0, nutrient, partial: per.partial.contains(nutrient)) } } ?? "–"
            let per100Also = nutrient == .energy ? per100.flatMap { per in per[.energyKJ].map { formatAmount($0, .energyKJ, partial: per.partial.contains(.energyKJ)) } } : nil
            let daily = hasDaily ? share(nutrient).map { ($0.partial ? "≥ " : "") + NutritionFormat.number($0.percent, decimals: 0) + "%" } : nil
            var view = NutritionRowView(
                label: labels[nutrient.ordinal], sub: sub, amount: amount, amountAlso: amountAlso,
                per100g: per100Text, per100gAlso: per100Also, daily: daily, hasDaily: hasDaily)
            view.html = Self.nutritionRowHTML(view, head: labelCells[nutrient.ordinal])
            return view
        }
        let rows = Self.tableRows.compactMap { row($0.nutrient, sub: $0.sub) }
        let micronutrients = nutrition.dailyValueStandard.micronutrients.compactMap { row($0, sub: false) }

        var basis: String
        if let servings = nutrition.servings, perServing != nil {
            basis = strings.plural("nutrition_basis_serving", servings)
        } else {
            basis = strings["nutrition_basis_recipe"]
        }
        basis += " " + strings["nutrition_basis_raw"]

        var incomplete: String?
        // The texts of the page's lines, gathered once for the three lists below.
        let shownTexts = recipe.ingredients.flatMap { $0.lines.map(\.text) }
        // The lines not counted, in one pass (as `lines(_:shown:with:)` gives each list).
        var missing: [String] = [], negligible: [String] = [], notCounted: [String] = []
        let sameLines = shownTexts.count == nutrition.ingredients.count
        for index in nutrition.ingredients.indices {
            let status = nutrition.ingredients[index].status
            switch status {
            case .unmatched, .unweighed: missing.append(sameLines ? shownTexts[index] : nutrition.ingredients[index].text)
            case .negligible: negligible.append(sameLines ? shownTexts[index] : nutrition.ingredients[index].text)
            case .notCounted: notCounted.append(sameLines ? shownTexts[index] : nutrition.ingredients[index].text)
            case .counted: break
            }
        }
        if !missing.isEmpty {
            incomplete = strings.plural("nutrition_incomplete", missing.count)
                .replacing("{names}", with: missing.map { strings.format("nutrition_quoted", ["text": $0]) }.joined(separator: ", "))
        }

        let kcal = amounts[.energy]
        let donut =
            hasDaily && nutrition.energySources.total > 0
            ? NutritionChart.energyDonut(nutrition.energySources, kcal: kcal, strings: strings, id: "nutrition-energy") : nil
        let main = nutrition.dailyValueStandard.mainNutrients
        let barShares = dailyValues.filter { $0.nutrient != .energy && main.contains($0.nutrient) }
        let bars =
            hasDaily && !barShares.isEmpty
            ? NutritionChart.dailyValueBars(barShares, standard: nutrition.dailyValueStandard, strings: strings, id: "nutrition-daily") : nil

        var allergens: String?
        var suitable: String?
        let energyFrom = energyContributors(nutrition)
        if nutrition.diets.complete {
            // Only the allergens the food data tracks are named, and the line says which those are.
            // The strings alone captured (a closure of `self` holds a copy of the builder).
            let labels = sectionWords.allergenLabels
            var present: [String] = []
            for (index, flag) in FoodFlag.allergens.enumerated() where nutrition.diets.allergens.contains(flag) { present.append(labels[index]) }
            let checked = sectionWords.checkedAllergens
            allergens =
                present.isEmpty
                ? strings.format("nutrition_contains_none", ["checked": checked])
                : strings.format("nutrition_contains", ["list": present.joined(separator: ", "), "checked": checked])
            let diets = nutrition.diets.diets.map { strings[$0.stringKey].lowercased() }
            if !diets.isEmpty { suitable = strings.format("nutrition_suitable", ["list": diets.joined(separator: ", ")]) }
        }
        var footnotes: [String] = []
        if anyPartial { footnotes.append(strings["nutrition_partial_note"]) }
        if perServing != nil, !nutrition.authorValues.isEmpty { footnotes.append(strings["nutrition_author_note"]) }
        // Lines that count as nothing, said so: "salt to taste", "sour cream, to serve".
        func quoted(_ lines: [String]) -> String { lines.map { strings.format("nutrition_quoted", ["text": $0]) }.joined(separator: ", ") }
        if !negligible.isEmpty { footnotes.append(strings.format("nutrition_negligible", ["names": quoted(negligible)])) }
        if !notCounted.isEmpty { footnotes.append(strings.format("nutrition_not_counted", ["names": quoted(notCounted)])) }
        return NutritionView(
            amountHeading: strings[perServing != nil ? "nutrition_per_serving" : "nutrition_per_recipe"],
            dailyHeading: hasDaily ? strings[nutrition.dailyValueStandard == .eu ? "nutrition_daily_eu" : "nutrition_daily_fda"] : nil,
            basis: basis, incomplete: incomplete, donut: donut, bars: bars, hasCharts: donut != nil || bars != nil, rows: rows, micronutrients: micronutrients,
            energyFrom: energyFrom, allergens: allergens, suitable: suitable, footnotes: footnotes,
            source: strings["nutrition_source"])
    }

    /// A facts-table row's header cell and the opening of the next cell.
    static func labelCell(_ label: String) -> String {
        var out = "<th scope=\"row\">"
        Escaping.appendMarkup(label, to: &out, apostrophe: "&#39;")
        out += "</th><td>"
        return out
    }

    /// Each allergen's string key (`allergen_tree_nut`), made once, not for every page.
    static let allergenKeys: [FoodFlag: String] = Dictionary(
        uniqueKeysWithValues: FoodFlag.allCases.map { ($0, "allergen_" + $0.rawValue.replacing("-", with: "_")) })

    /// The cells of a facts-table row, as the built-in theme shows them.
    /// - Parameter head: `labelCell(r.label)` when the caller has it made (once per
    ///   language, see `NutritionSectionWords`).
    static func nutritionRowHTML(_ r: NutritionRowView, head: String? = nil) -> String {
        // Appended piece by piece into one string (no interpolated pieces made first).
        var out = ""
        out.reserveCapacity(160)
        func text(_ value: String) { Escaping.appendMarkup(value, to: &out, apostrophe: "&#39;") }
        func also(_ value: String?) {
            guard let value else { return }
            out += "<span class=\"also\">"
            text(value)
            out += "</span>"
        }
        out += head ?? labelCell(r.label)
        text(r.amount)
        also(r.amountAlso)
        out += "</td><td>"
        text(r.per100g)
        also(r.per100gAlso)
        out += "</td>"
        if r.hasDaily {
            out += "<td>"
            text(r.daily ?? "")
            out += "</td>"
        }
        return out
    }

    /// The foods that give the most energy (up to three, each at least 10% of the
    /// computed energy), by their names in the page's language.
    func energyContributors(_ nutrition: RecipeNutrition) -> String? {
        // By index: no copy of each line's nutrition and entry; a food's name is worked
        // out (from its first line) only for the foods listed.
        var byFood: [(id: String, line: Int, kcal: Double)] = []
        let items = nutrition.ingredients
        for index in items.indices {
            guard let id = items[index].match?.entry.id, let kcal = items[index].kcal, kcal > 0 else { continue }
            if let known = byFood.firstIndex(where: { $0.id == id }) { byFood[known].kcal += kcal } else { byFood.append((id, index, kcal)) }
        }
        let total = byFood.reduce(0) { $0 + $1.kcal }
        guard total > 0 else { return nil }
        let top = byFood.enumerated().sorted { ($0.element.kcal, -$0.offset) > ($1.element.kcal, -$1.offset) }.map(\.element)
            .prefix(3).filter { $0.kcal / total >= 0.1 }
        guard !top.isEmpty else { return nil }
        let list = top.map { strings.format("nutrition_energy_item", ["name": items[$0.line].match?.entry.name(language: local.language) ?? "", "percent": NutritionFormat.number($0.kcal / total * 100, decimals: 0)]) }
        return strings.format("nutrition_energy_from", ["list": list.joined(separator: ", ")])
    }

    /// The lines with one of `statuses`, as the page shows them: the translated line when
    /// the translation has the same lines.
    func lines(_ nutrition: RecipeNutrition, in recipe: Recipe, with statuses: Set<IngredientNutrition.Status>) -> [String] {
        lines(nutrition, shown: recipe.ingredients.flatMap { $0.lines.map(\.text) }, with: statuses)
    }

    /// `lines(_:in:with:)` with the texts of the recipe's lines (across groups) given.
    func lines(_ nutrition: RecipeNutrition, shown: [String], with statuses: Set<IngredientNutrition.Status>) -> [String] {
        let sameLines = shown.count == nutrition.ingredients.count
        // By index: a line's nutrition is read in place, not copied for each test.
        var result: [String] = []
        for index in nutrition.ingredients.indices where statuses.contains(nutrition.ingredients[index].status) {
            result.append(sameLines ? shown[index] : nutrition.ingredients[index].text)
        }
        return result
    }

    /// The decimal separator and the unit words (after a no-break space) of the facts
    /// table in this language, by `Nutrient.unit`: looked up once per section, not per number.
    struct AmountWords: Sendable {
        var separator: String
        var units: [String: String]
        /// `units` by `Nutrient.ordinal` (grams for a unit without a word): no look-up by
        /// the unit's name for every amount.
        var byNutrient: [String] = []

        init(separator: String, units: [String: String]) {
            self.separator = separator
            self.units = units
            byNutrient = Nutrient.allCases.map { units[$0.unit] ?? units["g"] ?? "" }
        }
    }

    /// What the nutrition section says the same way on every page of a language.
    struct NutritionSectionWords: Sendable {
        var amounts = AmountWords(separator: ".", units: [:])
        /// Each of `FoodFlag.allergens`' label, in that order, and all of them listed.
        var allergenLabels: [String] = []
        var checkedAllergens = ""
        /// Each nutrient's label (by `Nutrient.ordinal`), and its row's header cell
        /// (`labelCell`).
        var nutrientLabels: [String] = []
        var nutrientLabelCells: [String] = []

        init() {
            nutrientLabels = Array(repeating: "", count: Nutrient.count)
            nutrientLabelCells = nutrientLabels.map(PageBuilder.labelCell)
        }

        init(_ builder: PageBuilder) {
            amounts = builder.amountWords()
            let strings = builder.strings
            nutrientLabels = Nutrient.allCases.map { strings[$0.stringKey] }
            nutrientLabelCells = nutrientLabels.map(PageBuilder.labelCell)
            allergenLabels = FoodFlag.allergens.map { strings[PageBuilder.allergenKeys[$0] ?? ""] }
            checkedAllergens = allergenLabels.joined(separator: ", ")
        }
    }

    func amountWords() -> AmountWords {
        var units: [String: String] = [:]
        for (unit, key) in [("kcal", "kcal"), ("kJ", "kj"), ("mg", "mg"), ("µg", "ug"), ("g", "g")] {
            units[unit] = "\u{A0}" + strings["nutrition_unit_" + key]
        }
        return AmountWords(separator: NumberStyle.decimalSeparator(local.language), units: units)
    }

    /// `12.5 g`, `≥ 3 mg`, with the language's decimal separator and unit words.
    func formatAmount(_ value: Double, _ nutrient: Nutrient, partial: Bool, words: AmountWords? = nil) -> String {
        let words = words ?? amountWords()
        var number = NutritionFormat.number(value, decimals: nutrient.decimals, trim: true)
        if words.separator != "." { number = number.replacing(".", with: words.separator) }
        // Any other unit is written as grams (`byNutrient`). One string, its size reserved
        // when it is too long to be held inline.
        let unit = words.byNutrient[nutrient.ordinal]
        let count = number.utf8.count + unit.utf8.count + (partial ? 4 : 0)
        var out = ""
        if count > 15 { out.reserveCapacity(count) }
        if partial { out += "≥ " }
        out += number
        out += unit
        return out
    }
}
