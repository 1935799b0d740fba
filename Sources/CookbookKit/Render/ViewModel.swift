import Mustache

/// View models answer Mustache's key lookups themselves. A property that is nil
/// answers "empty" instead of "no such key", so Mustache does not climb to an
/// outer context: a recipe card without an image must not show the category's
/// cover image because both call it `image`.
protocol ViewModel: MustacheParent {}

extension ViewModel {
    func child(named name: String) -> Any? {
        for child in Mirror(reflecting: self).children where child.label == name {
            let mirror = Mirror(reflecting: child.value)
            guard mirror.displayStyle == .optional else { return child.value }
            return mirror.children.first?.value ?? EmptyValue()
        }
        return nil
    }
}

/// Renders as nothing and makes `{{#key}}` sections skip, `{{^key}}` sections show.
struct EmptyValue: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}
