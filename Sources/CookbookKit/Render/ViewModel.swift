import Mustache

/// View models answer Mustache's key lookups themselves (see PageModels+Lookup.swift).
/// A property that is nil answers "empty" instead of "no such key", so Mustache does
/// not climb to an outer context: a recipe card without an image must not show the
/// category's cover image because both call it `image`.
protocol ViewModel: MustacheParent {}

/// Renders as nothing and makes `{{#key}}` sections skip, `{{^key}}` sections show.
struct EmptyValue: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

extension Optional {
    /// The wrapped value, or `EmptyValue` for nil.
    var mustacheValue: Any { self.map { $0 as Any } ?? EmptyValue() }
}
