import CookbookNutrition
import CookbookSupport

/// The per-serving figures other features need (the search index): energy and macros.
struct NutritionSummary: Sendable, Equatable {
    var kcal: Double?
    var protein: Double?
    var fat: Double?
    var carbohydrate: Double?
    /// Some ingredient could not be counted.
    var incomplete: Bool
}

extension RecipeNutrition {
    /// Energy and macros per serving (nil without servings or data).
    var summary: NutritionSummary {
        NutritionSummary(
            kcal: perServing?[.energy], protein: perServing?[.protein], fat: perServing?[.fat],
            carbohydrate: perServing?[.carbohydrate], incomplete: incomplete)
    }

    /// The nutrition as `cookbook inspect` shows it: per line the food matched, the grams
    /// and each nutrient; the totals, per serving and per 100 g. Numbers are rounded to 3
    /// decimals; units are listed once in `units`. Documented in docs/nutrition.md.
    var json: JSON {
        func amounts(_ a: NutrientAmounts?) -> JSON {
            guard let a else { return .null }
            return .object(Nutrient.allCases.compactMap { n in a[n].map { (n.rawValue, number($0)) } })
        }
        func partial(_ a: NutrientAmounts?) -> JSON {
            .array((a?.partial ?? []).sorted().map { .string($0.rawValue) })
        }
        let lines: [JSON] = ingredients.map { item in
            var fields: [(String, JSON)] = [
                ("text", .string(item.text)), ("group", item.group.map(JSON.string) ?? .null),
                ("line", .int(item.location.line)), ("column", .int(item.location.column)),
                ("status", .string(item.status.rawValue)),
            ]
            if let match = item.match {
                let food = match.entry.food
                fields.append(
                    (
                        "food",
                        .object([
                            ("id", .string(match.entry.id)), ("name", .string(match.entry.name(language: "en"))),
                            ("matched", .string(match.matchedName)), ("how", .string(match.how.rawValue)),
                            ("variant", match.variant.map(JSON.string) ?? .null),
                            ("ndb", .string(food.ndbText)), ("usda", .string(food.description)),
                            ("note", match.entry.note.map(JSON.string) ?? .null),
                        ])
                    ))
            } else {
                fields.append(("food", .null))
            }
            fields.append(("grams", item.grams.map { number($0) } ?? .null))
            fields.append(
                (
                    "weight",
                    item.weighing.map { w in
                        .object([("method", .string(w.method)), ("remarks", .array(w.remarks.map(JSON.string)))])
                    } ?? .null
                ))
            fields.append(("nutrients", amounts(item.nutrients)))
            return .object(fields)
        }
        let counts = lineCounts
        return .object([
            ("incomplete", .bool(incomplete)),
            ("lines", .object([("total", .int(counts.lines)), ("matched", .int(counts.matched)), ("weighed", .int(counts.weighed))])),
            ("servings", servings.map(JSON.int) ?? .null),
            ("totalGrams", number(totalGrams)),
            ("units", .object(Nutrient.allCases.map { ($0.rawValue, .string($0.unit)) })),
            ("ingredients", .array(lines)),
            ("total", amounts(total)),
            ("perServing", amounts(perServing)),
            ("per100g", amounts(per100g)),
            ("partial", partial(total)),
            ("authorValues", .array(authorValues.sorted().map { .string($0.rawValue) })),
            (
                "energySources",
                .object([
                    (
                        "kcal",
                        .object([
                            ("protein", number(energySources.protein)), ("fat", number(energySources.fat)),
                            ("carbohydrate", number(energySources.carbohydrate)), ("alcohol", number(energySources.alcohol)),
                        ])
                    ),
                    ("percent", .array(energySources.percentages.map(JSON.int))),
                ])
            ),
            (
                "dailyValues",
                .object([
                    ("standard", .string(dailyValueStandard.rawValue)),
                    (
                        "perServing",
                        .array(
                            dailyValues.map { share in
                                .object([
                                    ("nutrient", .string(share.nutrient.rawValue)), ("percent", number(share.percent, 1)),
                                    ("partial", .bool(share.partial)),
                                ])
                            })
                    ),
                ])
            ),
            (
                "diets",
                .object([
                    ("suitable", .array(diets.diets.map { .string($0.rawValue) })),
                    ("allergens", .array(diets.allergens.map { .string($0.rawValue) })),
                    ("complete", .bool(diets.complete)),
                ])
            ),
        ])
    }
}

private func number(_ value: Double, _ decimals: Int = 3) -> JSON {
    .number(NutritionFormat.number(value, decimals: decimals, trim: true))
}
