import CookbookSupport
import CookbookQuantities

/// `cookbook inspect`: each recipe as the pipeline sees it after every stage, as JSON.
/// The shape is documented in docs/inspect.md and kept stable: fields are only added.
public enum Inspector {
    static let formatVersion = 1

    public static func inspect(files: [SourceFile], context: RecipeDecoder.Context) -> JSON {
        let items = files.map { file -> JSON in
            let decoded = RecipeFile.decode(file, context: context)
            var stages: [(String, JSON)] = []
            var diagnostics = decoded.diagnostics
            if let parsed = decoded.parsed {
                stages.append(("frontMatter", parsed.frontMatter.map(yaml) ?? .null))
                stages.append(("body", body(parsed.body)))
                if decoded.translationOf != nil {
                    stages.append(("translation", decoded.translation.map(translation) ?? .null))
                } else {
                    stages.append(("recipe", decoded.recipe.map(model) ?? .null))
                    if let recipe = decoded.recipe {
                        diagnostics += NutritionCalculator.dietContradictions(recipe)
                        if context.config.nutritionEnabled {
                            let nutrition = NutritionCalculator.compute(recipe: recipe, config: context.config.nutrition)
                            diagnostics += nutrition.diagnostics
                            stages.append(("nutrition", nutrition.value.json))
                        }
                    }
                }
            }
            return .object([
                ("file", .string(file.displayPath)),
                ("stages", .object(stages)),
                ("diagnostics", .array(diagnostics.sortedForOutput().map(diagnostic))),
            ])
        }
        return .object([("version", .int(formatVersion)), ("recipes", .array(items))])
    }

    static func location(_ l: SourceLocation) -> JSON {
        .object([("line", .int(l.line)), ("column", .int(l.column))])
    }

    static func diagnostic(_ d: Diagnostic) -> JSON {
        .object([
            ("severity", .string(d.severity.rawValue)), ("code", .string(d.code.rawValue)), ("message", .string(d.message)),
            ("file", .string(d.location.path)), ("line", .int(d.location.line)), ("column", .int(d.location.column)),
            ("hint", d.hint.map(JSON.string) ?? .null),
        ])
    }

    /// The front matter tree with the position of every node.
    static func yaml(_ node: YAMLNode) -> JSON {
        let at = ("at", location(node.location))
        switch node.kind {
        case .scalar(let text, let style):
            return .object([("scalar", .string(text)), ("style", .string(style.rawValue)), at])
        case .sequence(let items):
            return .object([("sequence", .array(items.map(yaml))), at])
        case .mapping(let pairs):
            return .object([("mapping", .array(pairs.map { .object([("key", yaml($0.key)), ("value", yaml($0.value))]) })), at])
        }
    }

    static func block(_ b: MarkdownBody.Block) -> JSON {
        .object([("line", .int(b.line)), ("text", .string(b.text)), ("html", .string(b.html))])
    }

    static func body(_ body: MarkdownBody) -> JSON {
        .object([
            ("intro", .array(body.intro.map(block))),
            (
                "sections",
                .array(
                    body.sections.map { section in
                        .object([
                            ("kind", .string(section.kind.rawValue)), ("title", .string(section.title)), ("line", .int(section.line)),
                            ("items", .array(section.items.map(block))),
                            ("stepGroups", .array(section.stepGroups.map(stepGroup))),
                        ])
                    })
            ),
        ])
    }

    static func stepGroup(_ g: MarkdownBody.StepGroup) -> JSON {
        .object([("title", g.title.map(JSON.string) ?? .null), ("intro", .array(g.intro.map(block))), ("steps", .array(g.steps.map(block)))])
    }

    static func groups(_ groups: [IngredientGroup]) -> JSON {
        .array(
            groups.map { group in
                .object([
                    ("group", optional(group.title)),
                    (
                        "lines",
                        .array(
                            group.lines.map { line in
                                .object([
                                    ("text", .string(line.text)), ("line", .int(line.location.line)), ("column", .int(line.location.column)),
                                    ("food", optional(line.food)), ("parsed", line.parsed.map(ingredient) ?? .null),
                                ])
                            })
                    ),
                ])
            })
    }

    /// A translation: its language, its original, and the words it gives.
    static func translation(_ t: RecipeTranslation) -> JSON {
        .object([
            ("language", .string(t.language)), ("original", .string("content/" + t.originalPath)), ("title", .string(t.title)),
            ("summary", optional(t.summary)), ("yield", optional(t.yield)), ("imageAlt", optional(t.imageAlt)),
            ("equipment", t.equipment.map { .array($0.map(JSON.string)) } ?? .null),
            ("ingredients", t.ingredients.map(groups) ?? .null),
            ("steps", .array(t.stepGroups.map(stepGroup))), ("notes", .array(t.notes.map(block))), ("tips", .array(t.tips.map(block))),
        ])
    }

    /// What the ingredient-line parser read. Quantities are exact fractions as text ("3/2").
    static func ingredient(_ p: ParsedIngredient) -> JSON {
        func amount(_ a: Amount?) -> JSON {
            guard let a else { return .null }
            return .object([
                ("low", .string(a.quantity.low.description)), ("high", .string(a.quantity.high.description)),
                ("unit", optional(a.unit)), ("approximate", .bool(a.approximate)),
            ])
        }
        return .object([
            ("quantity", p.quantity.map { .object([("low", .string($0.low.description)), ("high", .string($0.high.description))]) } ?? .null),
            ("unit", optional(p.unit)), ("unitText", optional(p.unitText)),
            ("multiplier", optional(p.multiplier?.description)), ("container", optional(p.container)),
            ("size", optional(p.size)), ("name", .string(p.name)), ("preparation", optional(p.preparation)),
            ("note", optional(p.note)), ("equivalent", amount(p.equivalent)), ("total", amount(p.total)),
            ("approximate", .bool(p.approximate)), ("toTaste", .bool(p.toTaste)), ("pinned", .bool(p.pinned)),
            ("alternatives", .array(p.alternatives.map(ingredient))),
        ])
    }

    static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
    static func optional(_ n: Int?) -> JSON { n.map(JSON.int) ?? .null }

    static func model(_ r: Recipe) -> JSON {
        .object([
            ("slug", .string(r.slug)), ("title", .string(r.title)), ("summary", optional(r.summary)), ("author", optional(r.author)),
            ("date", optional(r.date?.description)),
            ("images", .array(r.images.map { .object([("path", .string($0.path)), ("alt", .string($0.alt))]) })),
            ("category", optional(r.category)), ("cuisine", optional(r.cuisine)),
            ("tags", .array(r.tags.map(JSON.string))), ("diets", .array(r.diets.map { .string($0.rawValue) })),
            ("difficulty", optional(r.difficulty?.rawValue)), ("servings", optional(r.servings)), ("yield", optional(r.yield)),
            ("timesMinutes", .object([("prep", optional(r.times.prep)), ("cook", optional(r.times.cook)), ("total", optional(r.times.effectiveTotal))])),
            ("equipment", .array(r.equipment.map(JSON.string))),
            ("ingredients", groups(r.ingredients)),
            ("steps", .array(r.stepGroups.map(stepGroup))),
            ("notes", .array(r.notes.map(block))), ("tips", .array(r.tips.map(block))),
            ("source", optional(r.source)),
            ("nutrition", .object(r.nutrition.map { ($0.key, .number($0.value.description)) })),
            ("cost", r.cost.map { .object([("amount", .number($0.amount.description)), ("currency", .string($0.currency))]) } ?? .null),
            ("rating", r.rating.map { .number($0.value) } ?? .null),
            ("featured", .bool(r.featured)), ("draft", .bool(r.draft)),
        ])
    }
}
