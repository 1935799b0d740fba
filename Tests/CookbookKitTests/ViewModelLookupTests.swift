import Testing
@testable import CookbookKit

/// The view models answer Mustache's lookups with hand-written switches
/// (PageModels+Lookup.swift). Every stored property must answer, or a template
/// would silently render nothing for it.
@Suite struct ViewModelLookupTests {
    /// Every view model in the sample pages, with the labels of its stored properties.
    static func eachSampleModel(_ body: (any ViewModel, [String]) -> Void) {
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional, .collection:
                for child in mirror.children { visit(child.value) }
            case .struct:
                if let model = value as? any ViewModel { body(model, mirror.children.compactMap(\.label)) }
                for child in mirror.children { visit(child.value) }
            default:
                break
            }
        }
        for sample in PageBuilder.samples { visit(sample) }
    }

    @Test func everyPropertyOfEveryModelAnswersItsKey() {
        var checked = 0
        Self.eachSampleModel { model, labels in
            for label in labels {
                #expect(model.child(named: label) != nil, "\(type(of: model)).\(label) does not answer")
                checked += 1
            }
        }
        #expect(checked > 80)
    }

    /// The compiled renderer asks by number (`value(id:)`): every key of every sample model
    /// answers by its number what it answers by its name, and no other number answers.
    @Test func numberedKeysAnswerAsNamedKeys() {
        #expect(ViewModelKeys.names == Array(Set(ViewModelKeys.names)).sorted())
        var checked = 0
        Self.eachSampleModel { model, labelList in
            let labels = Set(labelList)
            for (id, name) in ViewModelKeys.names.enumerated() {
                let byNumber = model.value(id: id)?.any, byName = model.child(named: name)
                #expect((byNumber == nil) == !labels.contains(name), "\(type(of: model)).\(name)")
                #expect(String(describing: byNumber) == String(describing: byName), "\(type(of: model)).\(name)")
                // The case told is the value's kind (the renderer takes it without a cast).
                switch model.value(id: id) {
                case .string?: #expect(byName is String)
                case .bool?: #expect(byName is Bool)
                case .int?: #expect(byName is Int)
                case .strings?: #expect(byName is [String])
                case .empty?: #expect(byName is EmptyValue)
                case .model?: #expect(byName is any ViewModel)
                case .models?: #expect(byName is any ViewModelList)
                case .other(let other)?: #expect(!(other is String || other is Bool || other is Int || other is [String] || other is any ViewModel || other is any ViewModelList))
                case nil: break
                }
                checked += 1
            }
            #expect(model.value(id: -1) == nil && model.value(id: ViewModelKeys.names.count) == nil)
        }
        #expect(checked > 1000)
    }

    /// An element of a list of view models answers in place (`value(in:at:id:)`, what the
    /// compiled renderer asks inside `{{#cards}}`) what it answers alone.
    @Test func listElementsAnswerAsTheModelAlone() {
        func listed<Model: ViewModel>(_ model: Model, _ id: Int) -> ModelValue? {
            [model, model].value(at: 1, id: id)
        }
        var checked = 0
        Self.eachSampleModel { model, _ in
            for id in -1...ViewModelKeys.names.count {
                let alone = model.value(id: id), inList = listed(model, id)
                #expect((alone == nil) == (inList == nil), "\(type(of: model)).\(id)")
                #expect(String(describing: alone?.any) == String(describing: inList?.any), "\(type(of: model)).\(id)")
                checked += 1
            }
        }
        #expect(checked > 1000)
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
