import CookbookSupport
import CookbookQuantities
import CookbookNutrition
import Foundation

/// The kitchen pages (shopping list, saved recipes, week plan), the recipe page's kitchen
/// parts (the data its scripts need, the ingredients under each step), and the data
/// files the scripts read: `kitchen/strings-<lang>.js` (interface strings, on every page)
/// and `kitchen/recipes-<lang>.js` (every recipe's shopping data, for the plan page).
/// The scripts and the state they keep are described in docs/kitchen.md.
extension Routes {
    static let shopping = "shopping.html"
    static let saved = "saved.html"
    static let plan = "plan.html"
    static let kitchenPages = [shopping, saved, plan]
}

extension PageBuilder {
    /// Where a cookbook's kitchen state lives in localStorage: `cookbook-<what>:<site>`.
    var siteKey: String { Slug.make(site.config.title).isEmpty ? "cookbook" : Slug.make(site.config.title) }

    func kitchenPage(_ route: String) -> KitchenPageView {
        let name = route == Routes.shopping ? "shopping" : route == Routes.saved ? "saved" : "plan"
        let heading = strings["kitchen_\(name)_heading"]
        return KitchenPageView(
            page: pageView(path: route, title: heading, description: nil, bodyClass: "kitchen-page \(name)-page", current: true),
            heading: heading, intro: strings["kitchen_\(name)_intro"],
            recipesURL: Self.root(local.prefix + route) + "kitchen/recipes-\(local.language).js",
            shoppingURL: Self.href(Routes.shopping, from: route), savedURL: Self.href(Routes.saved, from: route),
            planURL: Self.href(Routes.plan, from: route), pantryURL: Self.href(Routes.pantry, from: route),
            allRecipesURL: Self.href(Routes.allRecipes, from: route), plans: route == Routes.plan ? weekPlanLinks(from: route) : [],
            hasPlans: route == Routes.plan && !site.plans.isEmpty)
    }

    /// The recipe page with its shopping data and the ingredients each step uses.
    /// - Parameter clauses: the step clauses read once for the build (`ClauseReadings.of`).
    /// - Parameter view: taken over (`consuming`), not copied: the page's step views are
    ///   changed in place, where a copy still shared with the caller's made each step
    ///   group's array be copied first.
    func addingKitchenParts(
        to view: consuming RecipePageView, index: Int, finder: RecipeFinder, data: SearchData, clauses: ClauseReadings = ClauseReadings()
    ) -> RecipePageView {
        let recipe = local.recipes[index]
        let path = Routes.recipe(recipe.slug)
        let facts = KitchenFacts.lines(of: recipe, in: site, language: local.language)
        view.recipe.kitchen = KitchenRecipeView(
            json: recipeJSON(recipe, index: index, finder: finder, facts: facts, data: data),
            shoppingURL: Self.href(Routes.shopping, from: path), savedURL: Self.href(Routes.saved, from: path),
            planURL: Self.href(Routes.plan, from: path))
        // Per-step ingredients.
        let lines = recipe.ingredients.flatMap(\.lines)
        // The page's own line views (the same `ingredientLine` of each line), not made again.
        let shown = view.recipe.ingredientGroups.flatMap(\.lines)
        let lineViews = shown.count == lines.count ? shown : lines.map { Self.ingredientLine($0) }
        var texts: [String] = []
        var forced: [[Int]?] = []
        for step in recipe.allSteps {
            if let marker = StepUses.marker(html: step.html, text: step.text) {
                texts.append(marker.text)
                forced.append(marker.lines.map { $0 - 1 }.filter { lines.indices.contains($0) })
            } else {
                texts.append(step.text)
                forced.append(nil)
            }
        }
        if forced.contains(where: { $0 != nil }), let jsonLD = view.page.jsonLD { view.page.jsonLD = StepUses.removingMarkers(jsonLD) }
        // The finder's heads of each line's ingredient (worked out once per ingredient).
        let heads = StepUses.finderHeads(lines, recipeLanguage: recipe.language, finder: finder, index: index)
        let terms = StepUses.lineTerms(lines, facts: facts, language: recipe.language, heads: heads)
        let found = StepUses.find(steps: texts, terms: terms, language: recipe.language)
        let chosen = found.indices.map { forced[$0] ?? found[$0] }
        let portions = StepUses.portions(steps: texts, lines: lines, uses: chosen, language: recipe.language, terms: terms, readings: clauses, recipe: index)
        // A line's short HTML, made once per page for the steps using its whole amount.
        var shortHTML = [String?](repeating: nil, count: lineViews.count)
        let usesLabel = strings["kitchen_step_uses"]
        var number = 0
        for g in view.recipe.stepGroups.indices {
            for s in view.recipe.stepGroups[g].steps.indices {
                defer { number += 1 }
                guard number < found.count else { continue }
                if forced[number] != nil, let marker = StepUses.marker(html: view.recipe.stepGroups[g].steps[s].html, text: "") {
                    view.recipe.stepGroups[g].steps[s].html = marker.html
                }
                view.recipe.stepGroups[g].steps[s].uses = chosen[number].map { i in
                    guard let part = portions[number][i] else {
                        if let made = shortHTML[i] { return made }
                        let made = Self.shortLineHTML(lineViews[i])
                        shortHTML[i] = made
                        return made
                    }
                    return Self.shortLineHTML(Self.portion(lineViews[i], part, line: lines[i], language: recipe.language))
                }
                view.recipe.stepGroups[g].steps[s].usesLabel = usesLabel
            }
        }
        return view
    }

    /// The line with `part` (in the line's unit) in place of its amount: "1 tsp" of "1 tbsp salt".
    static func portion(_ v: IngredientLineView, _ part: Quantity, line: IngredientLine, language: String) -> IngredientLineView {
        var view = v
        let formatter = QuantityFormatter(system: .original, language: line.language.isEmpty ? language : line.language)
        guard v.amount != nil, let text = formatter.string(for: part, unit: UnitTable.unit(id: line.parsed?.unit)) else { return v }
        view.amount = text
        view.low = part.low.description
        view.high = part.high.description
        view.before = ""
        return view
    }

    /// "1 kg long-grain rice": the line up to its first comma or bracket, amounts marked for the scaler.
    static func shortLineHTML(_ v: IngredientLineView) -> String {
        func cut(_ s: String) -> String { shortLineCutASCII(s) ?? shortLineCut(s) }
        guard v.amount != nil else { return HTML.escape(cut(v.text)) }
        var short = v
        short.gloss = nil
        let rest = cut(v.after ?? "")
        short.after = rest.isEmpty ? "" : (v.after?.first == " " ? " " : "") + rest
        short.afterHTML = nil
        return ingredientLineHTML(short).trimmingWhitespaceScalars()
    }

    /// A line's text for `shortLineHTML`: brackets out ("(400 g)", "(about 450 g)"), then
    /// up to the first comma or semicolon, runs of spaces made one.
    static func shortLineCut(_ s: String) -> String {
        var text = "", depth = 0
        for c in s {
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) } else if depth == 0 { text.append(c) }
        }
        let stop = text.firstIndex { $0 == "," || $0 == ";" } ?? text.endIndex
        return String(text[..<stop]).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// `shortLineCut` of an ASCII text, on its bytes (each byte is a character); nil for
    /// other text. `AmountMarkupTests.shortLineCutOnBytesMatchesCharacters` compares both.
    static func shortLineCutASCII(_ s: String) -> String? {
        var s = s
        return s.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var depth = 0
            var space = false
            for byte in bytes {
                if byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth = max(0, depth - 1)
                } else if depth == 0 {
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") { break }
                    if byte == UInt8(ascii: " ") {
                        space = !out.isEmpty
                    } else {
                        if space { out.append(UInt8(ascii: " ")) }
                        space = false
                        out.append(byte)
                    }
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// One recipe's data for the shopping list and the plan (docs/kitchen.md), as compact
    /// JSON text (written straight out: the same text as a `JSON` value serialized), as
    /// UTF-8 bytes made a `String` once at the end (no growth checks per piece).
    /// - Parameter withText: each line's text too (on the recipe page; the plan's data file leaves it out).
    func recipeJSON(_ recipe: Recipe, index: Int, finder: RecipeFinder, facts: [LineFacts], data: SearchData, withText: Bool = true) -> String {
        var out: [UInt8] = []
        // About 150 bytes a line with its text: one allocation for most recipes.
        out.reserveCapacity(384 + recipe.ingredients.reduce(0) { $0 + $1.lines.count } * (withText ? 192 : 128))
        func raw(_ text: String) { out.append(contentsOf: text.utf8) }
        func key(_ name: String) {
            out.append(UInt8(ascii: "\""))
            raw(name)
            out.append(contentsOf: "\":".utf8)
        }
        func string(_ text: String) { JSON.writeString(text, to: &out) }
        let keys = index < finder.lineIngredients.count ? finder.lineIngredients[index] : []
        raw("{")
        key("slug")
        string(recipe.slug)
        raw(",")
        key("lang")
        string(local.language)
        raw(",")
        key("title")
        string(recipe.title)
        raw(",")
        key("path")
        string(local.prefix + Routes.recipe(recipe.slug))
        raw(",")
        key("base")
        raw(String(recipe.servings ?? 1))
        if let image = recipe.images.first {
            raw(",")
            key("image")
            string(Site.cardImagePath(image.path, images: site.images))
        }
        let nutrients = data.nutrientValues(recipe)
        let shown = Nutrient.kitchenKeys.compactMap { key in nutrients[key].map { (key, $0.description) } }
        if !shown.isEmpty, recipe.servings != nil {
            raw(",")
            key("per")
            raw("{")
            for (i, (name, value)) in shown.enumerated() {
                if i > 0 { raw(",") }
                string(name)
                raw(":")
                raw(value)
            }
            raw("}")
        }
        raw(",")
        key("lines")
        raw("[")
        // The lines across groups, read in place (not copied into one array first).
        var i = -1
        for line in recipe.ingredients.lazy.flatMap(\.lines) {
            i += 1
            let known = i < facts.count
            let ingredient = i < keys.count ? keys[i] : nil
            let language = line.language.isEmpty ? recipe.language : line.language
            // The food's name when the line has one; the line's own name (worked out only then) else.
            let name: String
            if known, let first = facts[i].names.first {
                name = first
            } else {
                let parsedName = line.parsed.map { IngredientKey.displayName(FoodReference.strip($0.name), language) } ?? line.text
                name = parsedName.isEmpty ? line.text : parsedName
            }
            let pantryKey = ingredient.map { finder.ingredients[$0].key } ?? ""
            let food = known ? facts[i].food : nil
            // Keys and punctuation written as one piece each (`"k":"f:` ...): fewer appends.
            raw(i > 0 ? ",{" : "{")
            if withText {
                raw("\"t\":")
                string(line.text)
                raw(",\"n\":")
            } else {
                raw("\"n\":")
            }
            string(name)
            // The merge key: "f:" and the food, else "k:" and the pantry key, else "t:" and the name.
            if let food {
                raw(",\"k\":\"f:")
                JSON.writeStringContents(food, to: &out)
            } else if pantryKey.isEmpty {
                raw(",\"k\":\"t:")
                JSON.writeStringContents(name.lowercased(), to: &out)
            } else {
                raw(",\"k\":\"k:")
                JSON.writeStringContents(pantryKey, to: &out)
            }
            raw("\"")
            if known, let aisle = facts[i].aisle {
                raw(",\"a\":")
                string(aisle.rawValue)
            }
            if let ingredient, finder.ingredients[ingredient].staple { raw(",\"s\":1") }
            if !pantryKey.isEmpty {
                raw(",\"pk\":")
                string(pantryKey)
            }
            if let parsed = line.parsed, let quantity = parsed.quantity {
                var low = quantity.low, high = quantity.high
                if let m = parsed.multiplier, let l = low * m, let h = high * m { low = l; high = h }
                raw(",\"q\":[")
                string(low.description)
                raw(",")
                string(high.description)
                raw(",")
                string(parsed.unit ?? "")
                raw("]")
                if parsed.pinned { raw(",\"p\":1") }
            }
            raw("}")
        }
        raw("]}")
        return String(decoding: out, as: UTF8.self)
    }

    /// `kitchen/strings-<lang>.js` and `kitchen/recipes-<lang>.js`. The recipes' file is
    /// streamed: each recipe's data is made and written one after the other, so the data
    /// of a big cookbook is never held whole (docs/performance.md).
    func kitchenFiles(_ finder: RecipeFinder, data: SearchData) -> [OutputFile] {
        var texts: [(String, JSON)] = []
        for key in strings.entries.keys.sorted() where key.hasPrefix("kitchen_") || key.hasPrefix("aisle_") || key == "servings" {
            switch strings.entries[key]! {
            case .text(let text): texts.append((key, .string(text)))
            case .plural(let forms): texts.append((key, .object(forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, .string($0.value)) })))
            case .list(let items): texts.append((key, .array(items.map { .string($0) })))
            }
        }
        let header: JSON = .object([
            ("site", .string(siteKey)), ("lang", .string(local.language)), ("prefix", .string(local.prefix)),
            ("aisles", .array(Aisle.allCases.map { .string($0.rawValue) })),
            // The per-serving values each recipe's `per` holds, in order: the plan's table
            // columns (plan.js reads them from here, so they cannot drift from the data).
            ("nutrients", .array(Nutrient.kitchenKeys.map { .string($0) })), ("t", .object(texts)),
        ])
        let stringsFile = "/* cookbook: interface strings of the kitchen scripts (docs/kitchen.md) */\nwindow.COOKBOOK_KITCHEN = " + header.serialized() + ";\n"
        return [
            OutputFile(path: "kitchen/strings-\(local.language).js", text: stringsFile),
            OutputFile(path: "kitchen/recipes-\(local.language).js", contents: .streamed(kitchenRecipesFile(finder, data: data))),
        ]
    }

    /// `kitchen/recipes-<lang>.js` (a JSON array of every recipe's `recipeJSON`) in pieces:
    /// the start, one recipe at a time, the end.
    func kitchenRecipesFile(_ finder: RecipeFinder, data: SearchData) -> StreamedText {
        let builder = self
        return StreamedText { emit in
            let local = builder.local
            try emit(
                "/* cookbook: every recipe's shopping data (docs/kitchen.md) */\n(window.COOKBOOK_RECIPES = window.COOKBOOK_RECIPES || {})["
                    + JSON.string(local.language).serialized() + "] = " + (local.recipes.isEmpty ? "[]" : "["))
            for index in local.recipes.indices {
                let recipe = local.recipes[index]
                let facts = KitchenFacts.lines(of: recipe, in: builder.site, language: local.language)
                let json = builder.recipeJSON(recipe, index: index, finder: finder, facts: facts, data: data, withText: false)
                try emit(index == 0 ? json : "," + json)
            }
            try emit(local.recipes.isEmpty ? ";\n" : "];\n")
            return true
        }
    }

    static func kitchenSamples(page: PageView) -> [Any] {
        [
            KitchenPageView(
                page: page, heading: "", intro: "", recipesURL: "", shoppingURL: "", savedURL: "", planURL: "", pantryURL: "", allRecipesURL: "",
                plans: [LinkView(url: "", name: "", count: 1, current: true)], hasPlans: true),
            KitchenRecipeView(json: "", shoppingURL: "", savedURL: "", planURL: ""),
        ]
    }
}

extension String {
    /// `trimmingCharacters(in: .whitespaces)` (tab and the Unicode space separators, scalar
    /// by scalar) without Foundation's trip through NSString.
    func trimmingWhitespaceScalars() -> String {
        func blank(_ s: Unicode.Scalar) -> Bool { s == "\t" || s == " " || (s.value > 0x7F && s.properties.generalCategory == .spaceSeparator) }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !blank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !blank($0) })!
        return String(scalars[first...last])
    }
}
