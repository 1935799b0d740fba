import Mustache

/// The theme's templates compiled once into a tree the renderer walks with no per-key
/// parsing: each tag's name is split into its dotted parts when the theme is loaded,
/// values are told apart by their concrete types first (a `String`, a view model, an
/// array) and strings are escaped byte by byte. swift-mustache split every name, cast
/// every value to five protocols and escaped letter by letter through a dictionary: a
/// fifth of the build (docs/performance.md).
///
/// The tree is read from swift-mustache's own parse of each template (its tokens, by
/// reflection), so standalone lines, partial indentation and whitespace are exactly
/// Mustache's; rendering follows swift-mustache's rules (the same output byte for byte,
/// `CompiledTemplateTests` and the golden pages), with transforms (`{{^empty(tags)}}`)
/// and inheritance (`{{<layout}}{{$main}}…{{/main}}{{/layout}}`). A library whose
/// templates use what this renderer does not do (dynamic partials, content types,
/// sequence transforms such as `{{#first()}}`) is not compiled, and a value it does not
/// know (a lambda) makes it give up on that page: swift-mustache renders those.
struct CompiledLibrary: Sendable {
    /// Template name -> its nodes.
    let templates: [String: [CompiledNode]]

    /// The library's templates compiled, or nil when one of them uses something only
    /// swift-mustache renders.
    init?(_ library: MustacheLibrary, names: some Sequence<String>) {
        var templates: [String: [CompiledNode]] = [:]
        for name in names {
            guard let template = library.getTemplate(named: name), let nodes = Self.compile(template) else { return nil }
            templates[name] = nodes
        }
        self.templates = templates
    }

    /// The page, or nil when there is no such template or the model holds a value only
    /// swift-mustache renders.
    func render(_ model: Any, template name: String) -> String? {
        guard let nodes = templates[name] else { return nil }
        var renderer = CompiledRenderer(templates: templates, model: model)
        var out = ""
        do {
            try renderer.render(nodes, scope: CompiledRenderer.Scope(), into: &out)
        } catch {
            return nil
        }
        return out
    }

    // MARK: reading swift-mustache's parse

    static func compile(_ template: MustacheTemplate) -> [CompiledNode]? {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value else { return nil }
        var nodes: [CompiledNode] = []
        for token in Mirror(reflecting: tokens).children.map(\.value) {
            guard let node = compileToken(token) else { return nil }
            nodes.append(node)
        }
        return nodes
    }

    private static func compileToken(_ token: Any) -> CompiledNode? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let kind = mirror.children.first, let label = kind.label else { return nil }
        let fields = Mirror(reflecting: kind.value).children.map(\.value)
        switch label {
        case "text":
            guard let text = kind.value as? String else { return nil }
            return .text(text)
        case "variable", "unescapedVariable":
            guard fields.count == 2, let name = fields[0] as? String, let transforms = fields[1] as? [String],
                let key = CompiledKey(name, transforms: transforms)
            else { return nil }
            return .variable(key, escaped: label == "variable")
        case "section", "invertedSection":
            guard fields.count == 3, let name = fields[0] as? String, let transforms = fields[1] as? [String],
                let key = CompiledKey(name, transforms: transforms), let inner = fields[2] as? MustacheTemplate, let nodes = compile(inner)
            else { return nil }
            return label == "section" ? .section(key, nodes) : .inverted(key, nodes)
        case "partial":
            guard fields.count == 3, let name = fields[0] as? String else { return nil }
            var inherits: [String: [CompiledNode]]? = nil
            if !Self.isNil(fields[2]) {
                guard let blocks = fields[2] as? [String: MustacheTemplate] else { return nil }
                var compiled: [String: [CompiledNode]] = [:]
                for (block, template) in blocks {
                    guard let nodes = compile(template) else { return nil }
                    compiled[block] = nodes
                }
                inherits = compiled
            }
            return .partial(name, indentation: fields[1] as? String, inherits: inherits)
        case "blockExpansion":
            guard fields.count == 3, let name = fields[0] as? String, let inner = fields[1] as? MustacheTemplate, let nodes = compile(inner) else {
                return nil
            }
            return .block(name, default: nodes, indentation: fields[2] as? String)
        default:
            // blockDefinition (only inside a parent's section), dynamicNamePartial, contentType
            return nil
        }
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

/// A tag's name, split once: `.` (the current object), `.a.b` (from the current object
/// only) or `a.b` (`a` looked up the context stack, then `b` in it), and its transforms
/// (`empty(tags)`), innermost last.
struct CompiledKey: Sendable {
    let parts: [String]
    let fromTop: Bool
    let transforms: [String]

    /// Nil for a transform of the sequence position (`{{#first()}}`), which only swift-mustache knows.
    init?(_ name: String, transforms: [String] = []) {
        if name.isEmpty && !transforms.isEmpty { return nil }
        parts = name == "." ? [] : name.split(separator: ".").map(String.init)
        fromTop = name.first == "."
        self.transforms = transforms
    }
}

indirect enum CompiledNode: Sendable {
    case text(String)
    case variable(CompiledKey, escaped: Bool)
    case section(CompiledKey, [CompiledNode])
    case inverted(CompiledKey, [CompiledNode])
    /// `{{> name}}`, or with `inherits` a parent (`{{< name}}`) with the blocks it overrides.
    case partial(String, indentation: String?, inherits: [String: [CompiledNode]]?)
    /// `{{$ name}}` in a parent: the child's block, else this default.
    case block(String, default: [CompiledNode], indentation: String?)
}

/// A value the compiled renderer leaves to swift-mustache.
struct UnsupportedMustacheValue: Error {}

struct CompiledRenderer {
    let templates: [String: [CompiledNode]]
    /// The context stack, each object told apart once when it is pushed (not at every key
    /// looked up through it).
    var stack: [Frame]
    /// The children of the page's model (the bottom of the stack) found so far: `page`
    /// is asked for from every part of a page, and a view model hands out a copy of it
    /// each time.
    private var rootChildren: [String: Any] = [:]

    /// An object of the context stack and what it is.
    struct Frame {
        let value: Any
        /// The value as a view model or a string table, when it is one.
        let parent: (any MustacheParent)?
        /// A string, a number or a flag: it has no children.
        let isLeaf: Bool

        init(_ value: Any) {
            self.value = value
            if let parent = value as? MustacheParent {
                self.parent = parent
                isLeaf = false
            } else {
                parent = nil
                isLeaf = value is String || value is Int || value is Bool
            }
        }
    }

    init(templates: [String: [CompiledNode]], model: Any) {
        self.templates = templates
        stack = [Frame(model)]
    }

    /// What a partial passes down: its indentation, and a child's blocks for its parent.
    struct Scope {
        var indentation: String? = nil
        var inherited: [String: [CompiledNode]]? = nil
    }

    /// Renders `nodes` as swift-mustache renders a template: inside an indented partial,
    /// each piece that starts a new line of the template's own output gets the indentation.
    mutating func render(_ nodes: [CompiledNode], scope: Scope, into out: inout String) throws(UnsupportedMustacheValue) {
        if let indentation = scope.indentation, !indentation.isEmpty {
            var text = ""
            for node in nodes {
                var piece = ""
                try emit(node, scope: scope, into: &piece)
                if !piece.isEmpty, text.last == "\n" { text += indentation }
                text += piece
            }
            out += text
        } else {
            for node in nodes { try emit(node, scope: scope, into: &out) }
        }
    }

    private mutating func emit(_ node: CompiledNode, scope: Scope, into out: inout String) throws(UnsupportedMustacheValue) {
        switch node {
        case .text(let text):
            out += text
        case .variable(let key, let escaped):
            guard let value = try lookup(key) else { return }
            if let string = value as? String {
                if escaped { Self.escape(string, into: &out) } else { out += string }
                return
            }
            let text: String
            if value is MustacheTemplate || value is MustacheLambda {
                throw UnsupportedMustacheValue()
            } else if let renderable = value as? MustacheCustomRenderable {
                text = renderable.renderText
            } else {
                text = String(describing: Self.unwrapped(value))
            }
            if escaped { Self.escape(text, into: &out) } else { out += text }
        case .section(let key, let nodes):
            guard let value = try lookup(key) else { return }
            if value is String {
                try rendering(nodes, with: value, scope: scope, into: &out)
            } else if let flag = value as? Bool {
                if flag { try render(nodes, scope: scope, into: &out) }
            } else if value is EmptyValue {
                return
            } else if let sequence = value as? any MustacheSequence {
                try each(sequence, nodes, scope: scope, into: &out)
            } else if value is MustacheLambda {
                throw UnsupportedMustacheValue()
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                return
            } else {
                try rendering(nodes, with: value, scope: scope, into: &out)
            }
        case .inverted(let key, let nodes):
            guard let value = try lookup(key) else { return try render(nodes, scope: scope, into: &out) }
            if value is String {
                return
            } else if let flag = value as? Bool {
                if !flag { try render(nodes, scope: scope, into: &out) }
            } else if value is EmptyValue {
                try render(nodes, scope: scope, into: &out)
            } else if let sequence = value as? any MustacheSequence {
                if Self.isEmpty(sequence) { try rendering(nodes, with: sequence, scope: scope, into: &out) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                try render(nodes, scope: scope, into: &out)
            }
        case .partial(let name, let indented, let inherits):
            guard let nodes = templates[name] else { return }
            var inner = scope
            if let indented { inner.indentation = (scope.indentation ?? "") + indented }
            if let inherits {
                // The blocks of an outer child win over this one's.
                inner.inherited = scope.inherited.map { $0.merging(inherits) { outer, _ in outer } } ?? inherits
            }
            try render(nodes, scope: inner, into: &out)
        case .block(let name, let nodes, let indented):
            var inner = scope
            if let indented { inner.indentation = (scope.indentation ?? "") + indented }
            try render(scope.inherited?[name] ?? nodes, scope: inner, into: &out)
        }
    }

    private mutating func rendering(_ nodes: [CompiledNode], with object: Any, scope: Scope, into out: inout String) throws(UnsupportedMustacheValue) {
        stack.append(Frame(object))
        defer { stack.removeLast() }
        try render(nodes, scope: scope, into: &out)
    }

    private mutating func each<S: MustacheSequence>(_ sequence: S, _ nodes: [CompiledNode], scope: Scope, into out: inout String)
        throws(UnsupportedMustacheValue)
    {
        for element in sequence { try rendering(nodes, with: element, scope: scope, into: &out) }
    }

    private static func isEmpty<S: MustacheSequence>(_ sequence: S) -> Bool {
        var iterator = sequence.makeIterator()
        return iterator.next() == nil
    }

    // MARK: looking keys up

    private mutating func lookup(_ key: CompiledKey) throws(UnsupportedMustacheValue) -> Any? {
        var value: Any?
        if key.fromTop || key.parts.isEmpty {
            value = try descend(key.parts[...], from: stack[stack.count - 1].value)
        } else {
            let first = key.parts[0]
            value = nil
            var level = stack.count - 1
            while level >= 0 {
                let found: Any?
                if level == 0 {
                    if let known = rootChildren[first] {
                        found = known
                    } else {
                        found = Self.child(first, of: stack[0])
                        if let found { rootChildren[first] = found }
                    }
                } else {
                    found = Self.child(first, of: stack[level])
                }
                if let found {
                    value = try descend(key.parts.dropFirst(), from: found)
                    break
                }
                level -= 1
            }
        }
        guard var found = value else { return nil }
        if !(found is String || found is Bool || found is Int), let custom = found as? MustacheCustomRepresentation {
            guard let represented = custom.representation else { return nil }
            found = represented
        }
        for transform in key.transforms.reversed() {
            guard let transformable = found as? MustacheTransformable, let transformed = transformable.transform(transform) else { return nil }
            found = transformed
        }
        return found
    }

    private func descend(_ names: ArraySlice<String>, from object: Any) throws(UnsupportedMustacheValue) -> Any? {
        var object = object
        for name in names {
            if object is MustacheLambda { throw UnsupportedMustacheValue() }
            guard let child = Self.child(name, of: object) else { return nil }
            object = child
        }
        return object
    }

    /// `object`'s child `name`, as swift-mustache finds it: a view model or a string
    /// table answers it, a string or a number has none, anything else is reflected.
    private static func child(_ name: String, of frame: Frame) -> Any? {
        if let parent = frame.parent { return parent.child(named: name) }
        if frame.isLeaf { return nil }
        return child(name, of: frame.value)
    }

    private static func child(_ name: String, of object: Any) -> Any? {
        // (No type is both a parent and a custom representation, so the parent is asked first.)
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        if object is String || object is Int || object is Bool { return nil }
        var object = object
        if let custom = object as? MustacheCustomRepresentation {
            guard let represented = custom.representation else { return nil }
            object = represented
            if let parent = object as? MustacheParent { return parent.child(named: name) }
        }
        guard let matched = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        let mirror = Mirror(reflecting: matched.value)
        guard mirror.displayStyle == .optional else { return matched.value }
        return mirror.children.first?.value
    }

    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value ?? value
    }

    // MARK: escaping

    /// swift-mustache's HTML escape (`<`, `>`, `&`, `"`, `'`, compared as characters),
    /// with the text appended as it is when it holds none of those bytes.
    static func escape(_ text: String, into out: inout String) {
        let special =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
            } ?? text.utf8.contains { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
        guard special else {
            out += text
            return
        }
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
    }
}
