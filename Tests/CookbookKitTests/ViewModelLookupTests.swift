import Testing
@testable import CookbookKit

/// The view models answer Mustache's lookups with hand-written switches
/// (PageModels+Lookup.swift). Every stored property must answer, or a template
/// would silently render nothing for it.
@Suite struct ViewModelLookupTests {
    @Test func everyPropertyOfEveryModelAnswersItsKey() {
        var checked = 0
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional, .collection:
                for child in mirror.children { visit(child.value) }
            case .struct:
                if let model = value as? any ViewModel {
                    for child in mirror.children {
                        guard let label = child.label else { continue }
                        #expect(model.child(named: label) != nil, "\(type(of: value)).\(label) does not answer")
                        checked += 1
                    }
                }
                for child in mirror.children { visit(child.value) }
            default:
                break
            }
        }
        for sample in PageBuilder.samples { visit(sample) }
        #expect(checked > 80)
    }

    @Test func nilPropertiesAnswerEmptyInsteadOfNothing() {
        let card = CardView(url: "u", title: "t", summary: nil, image: nil, totalTime: nil, totalTimeISO: nil, difficulty: nil, category: nil)
        #expect(card.child(named: "image") is EmptyValue)
        #expect(card.child(named: "nope") == nil)
        #expect(card.child(named: "title") as? String == "t")
    }

    @Test func vocabularyHoldsTheKeysTemplatesUse() {
        for key in ["page", "recipe", "title", "ingredientGroups", "steps", "url", "alt", "countLabel", "jsonLD"] {
            #expect(TemplateChecker.allKeys.contains(key), "\(key)")
        }
        #expect(ViewModelKeys.models["RecipePageView"] == ["page": "PageView", "recipe": "RecipeView"])
        #expect(ViewModelKeys.models["PageView"]?["t"] == "Dictionary")
        #expect(ViewModelKeys.models["RecipeView"]?["tags"] == "LinkView")
        #expect(ViewModelKeys.models["RecipeView"]?["diets"] == "String")
        #expect(ViewModelKeys.models["ImageView"]?["sources"] == "ImageSourceView")
    }

    /// The generated key table is the view models' own properties: run scripts/gen-lookups
    /// after changing PageModels.swift.
    @Test func generatedKeysAreTheModelsProperties() {
        var seen: [String: Set<String>] = [:]
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional, .collection:
                for child in mirror.children { visit(child.value) }
            case .struct:
                if value is any ViewModel {
                    seen[String(describing: type(of: value)), default: []].formUnion(mirror.children.compactMap(\.label))
                }
                for child in mirror.children { visit(child.value) }
            default:
                break
            }
        }
        for sample in PageBuilder.samples { visit(sample) }
        #expect(seen.count == ViewModelKeys.models.count)
        for (model, keys) in seen {
            #expect(ViewModelKeys.models[model].map { Set($0.keys) } == keys, "\(model)")
        }
    }
}
