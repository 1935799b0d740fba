import Mustache

/// View models answer Mustache's key lookups themselves (see PageModels+Lookup.swift).
/// A property that is nil answers "empty" instead of "no such key", so Mustache does
/// not climb to an outer context: a recipe card without an image must not show the
/// category's cover image because both call it `image`.
protocol ViewModel: MustacheParent {
    /// The child named `ViewModelKeys.names[key]`, as `child(named:)` answers it but with
    /// its kind told (nil for a number that is not one of this model's keys). Generated
    /// by scripts/gen-lookups.
    func value(id key: Int) -> ModelValue?
    /// `list[index].value(id: key)`, written out per model (generated): in a model's own
    /// code the element is asked in place, where code generic over the element copied it
    /// out first (a retain and a release of each of its properties).
    static func value(in list: [Self], at index: Int, id key: Int) -> ModelValue?
}

/// A view model's child for the compiled renderer (Theme/CompiledTemplates.swift), its
/// case known from the property's declared type, so the renderer needs no dynamic cast
/// to tell a string from a list. `any` is the same value as `child(named:)` hands out.
enum ModelValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// A list of strings (`diets`, `notes`).
    case strings([String])
    /// A property that is nil (`EmptyValue`).
    case empty
    case model(any ViewModel)
    case models(any ViewModelList)
    /// Anything else (a string table).
    case other(Any)

    var isOther: Bool {
        if case .other = self { return true }
        return false
    }

    var any: Any {
        switch self {
        case .string(let string): string
        case .bool(let flag): flag
        case .int(let number): number
        case .strings(let strings): strings
        case .empty: EmptyValue()
        case .model(let model): model
        case .models(let list): list
        case .other(let value): value
        }
    }
}

/// A list of view models (`[CardView]`), walked with no cast per element.
protocol ViewModelList {
    var modelCount: Int { get }
    func model(at index: Int) -> any ViewModel
    /// `model(at: index).value(id: key)`, without boxing the element.
    func value(at index: Int, id key: Int) -> ModelValue?
}

extension Array: ViewModelList where Element: ViewModel {
    var modelCount: Int { count }
    func model(at index: Int) -> any ViewModel { self[index] }
    func value(at index: Int, id key: Int) -> ModelValue? { Element.value(in: self, at: index, id: key) }
}

/// Renders as nothing and makes `{{#key}}` sections skip, `{{^key}}` sections show.
struct EmptyValue: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

extension Optional {
    /// The wrapped value, or `EmptyValue` for nil.
    var mustacheValue: Any { self.map { $0 as Any } ?? EmptyValue() }
}
