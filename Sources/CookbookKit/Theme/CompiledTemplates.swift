import Mustache
import CookbookSupport

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
    /// Template name -> its place in `bodies` (a partial names its template by that place).
    let numbers: [String: Int]
    /// Each template's nodes (a `.list` node each).
    let bodies: [CompiledNode]

    /// The library's templates compiled, or nil when one of them uses something only
    /// swift-mustache renders.
    init?(_ library: MustacheLibrary, names: some Sequence<String>) {
        let sorted = Array(Set(names)).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
        var bodies: [CompiledNode] = []
        for name in sorted {
            guard let template = library.getTemplate(named: name), let nodes = Self.compile(template, numbers: numbers) else { return nil }
            bodies.append(.list(nodes))
        }
        self.numbers = numbers
        self.bodies = bodies
    }

    /// The page, or nil when there is no such template or the model holds a value only
    /// swift-mustache renders.
    func render(_ model: Any, template name: String) -> String? {
        renderBytes(model, template: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The page as UTF-8 bytes (what the site writer writes), or nil as `render`.
    func renderBytes(_ model: Any, template name: String) -> [UInt8]? {
        guard let number = numbers[name] else { return nil }
        var renderer = CompiledRenderer(templates: bodies, model: model)
        var out: [UInt8] = []
        // A third of the recipe pages of the bench's cookbook are over 32 KiB: from 32 KiB
        // they were copied once into a buffer twice as large while rendering.
        out.reserveCapacity(1 << 16)
        renderer.render(bodies[number].children, scope: CompiledRenderer.Scope(), into: &out)
        return renderer.unsupported ? nil : out
    }

    // MARK: reading swift-mustache's parse

    static func compile(_ template: MustacheTemplate, numbers: [String: Int]) -> [CompiledNode]? {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value else { return nil }
        var nodes: [CompiledNode] = []
        for token in Mirror(reflecting: tokens).children.map(\.value) {
            guard let node = compileToken(token, numbers: numbers) else { return nil }
            nodes.append(node)
        }
        return nodes
    }

    private static func compileToken(_ token: Any, numbers: [String: Int]) -> CompiledNode? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let kind = mirror.children.first, let label = kind.label else { return nil }
        let fields = Mirror(reflecting: kind.value).children.map(\.value)
        switch label {
        case "text":
            guard let text = kind.value as? String else { return nil }
            return .text(Array(text.utf8))
        case "variable", "unescapedVariable":
            guard fields.count == 2, let name = fields[0] as? String, let transforms = fields[1] as? [String],
                let key = CompiledKey(name, transforms: transforms)
            else { return nil }
            return .variable(key, escaped: label == "variable")
        case "section", "invertedSection":
            guard fields.count == 3, let name = fields[0] as? String, let transforms = fields[1] as? [String],
                let key = CompiledKey(name, transforms: transforms), let inner = fields[2] as? MustacheTemplate, let nodes = compile(inner, numbers: numbers)
            else { return nil }
            return label == "section" ? .section(key, nodes) : .inverted(key, nodes)
        case "partial":
            guard fields.count == 3, let name = fields[0] as? String else { return nil }
            var inherits: [String: CompiledNode]? = nil
            if !Self.isNil(fields[2]) {
                guard let blocks = fields[2] as? [String: MustacheTemplate] else { return nil }
                var compiled: [String: CompiledNode] = [:]
                for (block, template) in blocks {
                    guard let nodes = compile(template, numbers: numbers) else { return nil }
                    compiled[block] = .list(nodes)
                }
                inherits = compiled
            }
            return .partial(numbers[name] ?? -1, indentation: (fields[1] as? String).map { Array($0.utf8) }, inherits: inherits)
        case "blockExpansion":
            guard fields.count == 3, let name = fields[0] as? String, let inner = fields[1] as? MustacheTemplate, let nodes = compile(inner, numbers: numbers) else {
                return nil
            }
            return .block(name, default: nodes, indentation: (fields[2] as? String).map { Array($0.utf8) })
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
/// (`empty(tags)`), innermost last. Each part is also numbered once among the view
/// models' keys (`ViewModelKeys.ids`), so a view model answers it by a switch on the
/// number (`child(id:)`), with no string compared. A class: the renderer hands a key on
/// for every tag of every page, and a struct of three arrays was three retains each time.
/// The renderer reads it without retaining it (`CompiledNode.keyRef`), and its numbers from
/// a buffer of its own (`idList`): the keys are shared by every render task, and each
/// retain and release of a shared object is a write to memory both cores read.
final class CompiledKey: @unchecked Sendable {
    let parts: [String]
    /// Each part's number among the view models' keys; -1 for a name no view model has.
    let ids: [Int]
    let fromTop: Bool
    let transforms: [String]
    /// The transforms are `empty` alone (`{{^empty(tags)}}`), which the renderer tells by the value's case.
    let isEmptyTest: Bool
    /// `ids`, read without reference counting (allocated here, freed with the key; never changed).
    let idList: UnsafeMutableBufferPointer<Int>
    /// `parts.count`, `parts.isEmpty`, `transforms.isEmpty`.
    let partCount: Int
    let hasTransforms: Bool

    /// Nil for a transform of the sequence position (`{{#first()}}`), which only swift-mustache knows.
    init?(_ name: String, transforms: [String] = []) {
        if name.isEmpty && !transforms.isEmpty { return nil }
        parts = name == "." ? [] : name.split(separator: ".").map(String.init)
        ids = parts.map { ViewModelKeys.ids[$0] ?? -1 }
        fromTop = name.first == "."
        self.transforms = transforms
        isEmptyTest = transforms == ["empty"]
        idList = .allocate(capacity: ids.count)
        _ = idList.initialize(from: ids)
        partCount = parts.count
        hasTransforms = !transforms.isEmpty
    }

    deinit { idList.deallocate() }
}

/// A node of a compiled template. A class whose parts are read in place: as an indirect
/// enum, every node visited copied its parts out of its box (a retain and a release each).
/// What the renderer reads on every page (the text, the children, the key) is also held
/// in buffers of its own and as `Unmanaged` references, read with no retain and release:
/// the nodes are shared by every render task, and a retain or release of a shared object
/// is a write to memory both cores read (nearly a quarter of the renderer's samples).
final class CompiledNode: @unchecked Sendable {
    enum Kind {
        case text, variable, section, inverted, partial, block
        /// A template's or a block's nodes (`children`), for a partial and the blocks of a parent.
        case list
    }

    let kind: Kind
    /// `.text`: the template text, as UTF-8 (allocated here, freed with the node; never changed).
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// `.variable`, `.section`, `.inverted`: the tag's name.
    let key: CompiledKey?
    /// `key`, read without retaining it (the node holds it).
    let keyRef: Unmanaged<CompiledKey>?
    /// `.variable`: `{{name}}` (escaped) rather than `{{{name}}}`.
    let escaped: Bool
    /// `.section`, `.inverted`, `.list`: the nodes inside; `.block`: its default.
    let nodes: [CompiledNode]
    /// `nodes`, read without reference counting (allocated here, freed with the node).
    let children: CompiledRenderer.Nodes
    /// `.partial`: the template's place in the library, -1 for none.
    let number: Int
    /// `.partial`, `.block`: the indentation of a standalone tag.
    let indentation: [UInt8]?
    /// `.partial`: with `inherits` a parent (`{{< name}}`) with the blocks it overrides (`.list` nodes).
    let inherits: [String: CompiledNode]?
    /// `.block`: `{{$ name}}` in a parent: the child's block, else the default.
    let name: String

    private init(
        _ kind: Kind, text: [UInt8] = [], key: CompiledKey? = nil, escaped: Bool = false, nodes: [CompiledNode] = [], number: Int = -1,
        indentation: [UInt8]? = nil, inherits: [String: CompiledNode]? = nil, name: String = ""
    ) {
        self.kind = kind
        bytes = .allocate(capacity: text.count)
        _ = bytes.initialize(from: text)
        self.key = key
        keyRef = key.map { Unmanaged.passUnretained($0) }
        self.escaped = escaped
        self.nodes = nodes
        children = .allocate(capacity: nodes.count)
        _ = children.initialize(from: nodes.map { Unmanaged.passUnretained($0) })
        self.number = number
        self.indentation = indentation
        self.inherits = inherits
        self.name = name
    }

    deinit {
        bytes.deallocate()
        children.deallocate()
    }

    /// The template text (`.text`).
    var text: [UInt8] { Array(bytes) }

    static func text(_ text: [UInt8]) -> CompiledNode { CompiledNode(.text, text: text) }
    static func variable(_ key: CompiledKey, escaped: Bool) -> CompiledNode { CompiledNode(.variable, key: key, escaped: escaped) }
    static func section(_ key: CompiledKey, _ nodes: [CompiledNode]) -> CompiledNode { CompiledNode(.section, key: key, nodes: nodes) }
    static func inverted(_ key: CompiledKey, _ nodes: [CompiledNode]) -> CompiledNode { CompiledNode(.inverted, key: key, nodes: nodes) }
    static func partial(_ number: Int, indentation: [UInt8]?, inherits: [String: CompiledNode]?) -> CompiledNode {
        CompiledNode(.partial, number: number, indentation: indentation, inherits: inherits)
    }
    static func block(_ name: String, default nodes: [CompiledNode], indentation: [UInt8]?) -> CompiledNode {
        CompiledNode(.block, nodes: nodes, indentation: indentation, name: name)
    }
    static func list(_ nodes: [CompiledNode]) -> CompiledNode { CompiledNode(.list, nodes: nodes) }
}

/// Renders compiled templates into UTF-8 bytes.
struct CompiledRenderer {
    /// Nodes as the renderer walks them: borrowed from their owner (a node of the library,
    /// which outlives the render) with no retain and release per node.
    typealias Nodes = UnsafeMutableBufferPointer<Unmanaged<CompiledNode>>

    /// Each template's nodes, by number.
    let templates: [Nodes]
    /// Holds the library's templates for as long as the renderer walks them.
    private let owner: [CompiledNode]
    /// The context stack, each object told apart once when it is pushed (not at every key
    /// looked up through it).
    var stack: [Frame]
    /// Set when the model holds a value only swift-mustache renders (a lambda): the page
    /// is then not this renderer's (`CompiledLibrary.renderBytes` answers nil).
    private(set) var unsupported = false
    /// The children of the page's model (the bottom of the stack) once asked for, by key
    /// number (`rootIDs`, a page asks for a few: `page`, `recipe`): `page` is asked for
    /// from every part of a page, and a view model hands out a copy of it each time.
    private var rootIDs: [Int] = []
    private var rootValues: [ModelValue?] = []
    /// The same when the page's model is not a view model, by name.
    private var rootChildrenByName: [String: ModelValue] = [:]
    /// Whether the page's model is a view model.
    private let rootIsModel: Bool

    /// An object of the context stack, told apart once when it is pushed (not at every key
    /// looked up through it). Loadable: a view model, a list or any other value is boxed
    /// once when its frame is pushed (`ModelBox`, `ListBox`, `AnyBox`), so a key looked up
    /// through the frame reads it with a retain of the box at most. A frame holding the
    /// existentials themselves was address-only, and every `switch` over it copied the
    /// payload out (an outlined copy and destroy per level per key, about 0.8 % of a
    /// 5,000-recipe build).
    enum Frame {
        case model(ModelBox)
        /// Element `index` of a list of view models, asked for its keys in place: boxing each
        /// element as `any ViewModel` copied the whole view model (a retain per property).
        /// The list is boxed once for all its elements.
        case element(ListBox, Int)
        /// Anything else swift-mustache's rules are asked about.
        case other(AnyBox)
        case string(String)
        case bool(Bool)
        case int(Int)
        case strings([String])
        case models(ListBox)
        case empty

        init(_ value: Any) { self.init(CompiledRenderer.told(value)) }

        init(_ value: ModelValue) {
            switch value {
            case .model(let model): self = .model(ModelBox(model))
            case .models(let list): self = .models(ListBox(list))
            case .other(let any): self = .other(AnyBox(any))
            case .string(let string): self = .string(string)
            case .bool(let flag): self = .bool(flag)
            case .int(let number): self = .int(number)
            case .strings(let strings): self = .strings(strings)
            case .empty: self = .empty
            }
        }

        /// The object itself (for `{{.}}` and `{{.key}}`).
        var object: ModelValue {
            switch self {
            case .model(let box): .model(box.model)
            case .element(let box, let index): .model(box.list.model(at: index))
            case .other(let box): .other(box.value)
            case .string(let string): .string(string)
            case .bool(let flag): .bool(flag)
            case .int(let number): .int(number)
            case .strings(let strings): .strings(strings)
            case .models(let box): .models(box.list)
            case .empty: .empty
            }
        }
    }

    /// A view model of the stack, boxed once when its frame is pushed.
    final class ModelBox {
        let model: any ViewModel
        init(_ model: any ViewModel) { self.model = model }
    }

    /// A list of view models, boxed once for the frames of all its elements.
    final class ListBox {
        let list: any ViewModelList
        init(_ list: any ViewModelList) { self.list = list }
    }

    /// Any other value of the stack, boxed once when its frame is pushed.
    final class AnyBox {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// A value of unknown type as the case the renderer takes without a cast: a string, a
    /// flag, a number or a view model renders the same through its case as through
    /// swift-mustache's casts.
    static func told(_ value: Any) -> ModelValue {
        if let string = value as? String { return .string(string) }
        if let flag = value as? Bool { return .bool(flag) }
        if let number = value as? Int { return .int(number) }
        if let model = value as? any ViewModel { return .model(model) }
        return .other(value)
    }

    /// - Parameter templates: the library's templates (`.list` nodes), by number.
    init(templates: [CompiledNode], model: Any) {
        owner = templates
        self.templates = templates.map(\.children)
        let root = Frame(model)
        if case .model = root { rootIsModel = true } else { rootIsModel = false }
        stack = [root]
    }

    /// What a partial passes down: its indentation, and a child's blocks for its parent.
    struct Scope {
        var indentation: [UInt8]? = nil
        var inherited: [String: CompiledNode]? = nil
    }

    /// Renders `nodes` as swift-mustache renders a template: inside an indented partial,
    /// each piece that starts a new line of the template's own output gets the indentation.
    mutating func render(_ nodes: Nodes, scope: Scope, into out: inout [UInt8]) {
        if let indentation = scope.indentation, !indentation.isEmpty {
            var text: [UInt8] = []
            var piece: [UInt8] = []
            for index in nodes.indices {
                piece.removeAll(keepingCapacity: true)
                nodes[index]._withUnsafeGuaranteedRef { emit($0, scope: scope, into: &piece) }
                if !piece.isEmpty, Self.endsInNewline(text) { text += indentation }
                text += piece
            }
            out += text
        } else {
            // Each node borrowed from its owner: no retain and release of a shared object.
            for index in nodes.indices {
                nodes[index]._withUnsafeGuaranteedRef { emit($0, scope: scope, into: &out) }
            }
        }
    }

    /// Whether the text's last character is "\n" (a "\r\n" is one character, not "\n").
    static func endsInNewline(_ text: [UInt8]) -> Bool {
        guard let last = text.last, last == 0x0A else { return false }
        return text.count < 2 || text[text.count - 2] != 0x0D
    }

    /// The value of a node's key (borrowed from the node, not retained).
    private mutating func lookup(_ node: CompiledNode) -> ModelValue? {
        node.keyRef!._withUnsafeGuaranteedRef { lookup($0) }
    }

    /// A view model's typed children take the short ways below; `.other` values (and any
    /// value with a transform) take swift-mustache's rules, told apart by dynamic casts.
    private mutating func emit(_ node: CompiledNode, scope: Scope, into out: inout [UInt8]) {
        guard !unsupported else { return }
        switch node.kind {
        case .text:
            out.append(contentsOf: UnsafeBufferPointer(node.bytes))
        case .variable:
            let escaped = node.escaped
            switch lookup(node) {
            case nil, .empty: return
            case .string(let string): if escaped { Self.escape(string, into: &out) } else { Self.append(string, to: &out) }
            case .int(let number): Self.append(String(number), to: &out)
            case let value?: variable(value.any, escaped: escaped, into: &out)
            }
        case .section:
            let nodes = node.children
            switch lookup(node) {
            case nil, .empty: return
            case .string(let string): rendering(nodes, with: .string(string), scope: scope, into: &out)
            case .bool(let flag): if flag { render(nodes, scope: scope, into: &out) }
            case .int(let number): rendering(nodes, with: .int(number), scope: scope, into: &out)
            case .strings(let strings):
                for string in strings { rendering(nodes, with: .string(string), scope: scope, into: &out) }
            case .model(let model): rendering(nodes, with: .model(ModelBox(model)), scope: scope, into: &out)
            case .models(let list):
                let count = list.modelCount
                guard count > 0 else { return }
                let box = ListBox(list)
                for index in 0..<count { rendering(nodes, with: .element(box, index), scope: scope, into: &out) }
            case .other(let value): section(value, nodes, scope: scope, into: &out)
            }
        case .inverted:
            let nodes = node.children
            switch lookup(node) {
            case nil, .empty: render(nodes, scope: scope, into: &out)
            case .string, .model, .int: return
            case .bool(let flag): if !flag { render(nodes, scope: scope, into: &out) }
            case .strings(let strings): if strings.isEmpty { rendering(nodes, with: .strings(strings), scope: scope, into: &out) }
            case .models(let list): if list.modelCount == 0 { rendering(nodes, with: .models(ListBox(list)), scope: scope, into: &out) }
            case .other(let value): inverted(value, nodes, scope: scope, into: &out)
            }
        case .partial:
            let number = node.number
            guard number >= 0 else { return }
            let indented = node.indentation, inherits = node.inherits
            if indented == nil, inherits == nil {
                render(templates[number], scope: scope, into: &out)
                return
            }
            var inner = scope
            if let indented { inner.indentation = (scope.indentation ?? []) + indented }
            if let inherits {
                // The blocks of an outer child win over this one's.
                inner.inherited = scope.inherited.map { $0.merging(inherits) { outer, _ in outer } } ?? inherits
            }
            render(templates[number], scope: inner, into: &out)
        case .block:
            var inner = scope
            if let indented = node.indentation { inner.indentation = (scope.indentation ?? []) + indented }
            if let block = scope.inherited?[node.name] {
                // (The block's node is held by the partial that overrides it, which outlives this render.)
                render(block.children, scope: inner, into: &out)
            } else {
                render(node.children, scope: inner, into: &out)
            }
        case .list:
            render(node.children, scope: scope, into: &out)
        }
    }

    /// `{{value}}` for any value, as swift-mustache writes it.
    private mutating func variable(_ value: Any, escaped: Bool, into out: inout [UInt8]) {
        if let string = value as? String {
            if escaped { Self.escape(string, into: &out) } else { Self.append(string, to: &out) }
            return
        }
        let text: String
        if value is MustacheTemplate || value is MustacheLambda {
            unsupported = true
            return
        } else if let renderable = value as? MustacheCustomRenderable {
            text = renderable.renderText
        } else {
            text = String(describing: Self.unwrapped(value))
        }
        if escaped { Self.escape(text, into: &out) } else { Self.append(text, to: &out) }
    }

    /// `{{#value}}` for any value, as swift-mustache renders it.
    private mutating func section(_ value: Any, _ nodes: Nodes, scope: Scope, into out: inout [UInt8]) {
        if value is String {
            rendering(nodes, with: Frame(value), scope: scope, into: &out)
        } else if let flag = value as? Bool {
            if flag { render(nodes, scope: scope, into: &out) }
        } else if value is EmptyValue {
            return
        } else if let sequence = value as? any MustacheSequence {
            each(sequence, nodes, scope: scope, into: &out)
        } else if value is MustacheLambda {
            unsupported = true
        } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
            return
        } else {
            rendering(nodes, with: Frame(value), scope: scope, into: &out)
        }
    }

    /// `{{^value}}` for any value, as swift-mustache renders it.
    private mutating func inverted(_ value: Any, _ nodes: Nodes, scope: Scope, into out: inout [UInt8]) {
        if value is String {
            return
        } else if let flag = value as? Bool {
            if !flag { render(nodes, scope: scope, into: &out) }
        } else if value is EmptyValue {
            render(nodes, scope: scope, into: &out)
        } else if let sequence = value as? any MustacheSequence {
            if Self.isEmpty(sequence) { rendering(nodes, with: Frame(sequence), scope: scope, into: &out) }
        } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
            render(nodes, scope: scope, into: &out)
        }
    }

    private mutating func rendering(_ nodes: Nodes, with frame: Frame, scope: Scope, into out: inout [UInt8]) {
        stack.append(frame)
        render(nodes, scope: scope, into: &out)
        stack.removeLast()
    }

    private mutating func each<S: MustacheSequence>(_ sequence: S, _ nodes: Nodes, scope: Scope, into out: inout [UInt8]) {
        for element in sequence { rendering(nodes, with: Frame(element), scope: scope, into: &out) }
    }

    private static func isEmpty<S: MustacheSequence>(_ sequence: S) -> Bool {
        var iterator = sequence.makeIterator()
        return iterator.next() == nil
    }

    // MARK: looking keys up

    private mutating func lookup(_ key: CompiledKey) -> ModelValue? {
        let found: ModelValue
        if key.fromTop || key.partCount == 0 {
            guard let value = descend(key, from: 0, stack[stack.count - 1].object) else { return nil }
            found = value
        } else {
            var level = stack.count - 1
            while true {
                guard level >= 0 else { return nil }
                if let value = level == 0 ? rootChild(key) : child(key, at: level) {
                    if key.partCount == 1 {
                        found = value
                    } else {
                        guard let inner = descend(key, from: 1, value) else { return nil }
                        found = inner
                    }
                    break
                }
                level -= 1
            }
        }
        if !key.hasTransforms, !found.isOther { return found }
        return represented(found, key)
    }

    /// A found value swift-mustache would still change: a custom representation
    /// replaced, the key's transforms applied.
    private func represented(_ value: ModelValue, _ key: CompiledKey) -> ModelValue? {
        var found = value
        // (A view model's typed children are none of these: only `.other` values can be.)
        if case .other(let any) = found, let custom = any as? MustacheCustomRepresentation {
            guard let represented = custom.representation else { return nil }
            found = .other(represented)
        }
        if !key.transforms.isEmpty {
            // `empty(list)`, told by the case with no cast (what the transform answers).
            if key.isEmptyTest {
                switch found {
                case .string(let string): return .bool(string.isEmpty)
                case .strings(let strings): return .bool(strings.isEmpty)
                case .models(let list): return .bool(list.modelCount == 0)
                case .empty, .bool, .int: return nil
                case .model, .other: break
                }
            }
            var any = found.any
            for transform in key.transforms.reversed() {
                guard let transformable = any as? MustacheTransformable, let transformed = transformable.transform(transform) else { return nil }
                any = transformed
            }
            found = Self.told(any)
        }
        return found
    }

    /// The key's first part as a child of the page's model, found once per page.
    private mutating func rootChild(_ key: CompiledKey) -> ModelValue? {
        if rootIsModel {
            let id = key.idList[0]
            guard id >= 0 else { return nil }
            if let known = rootIDs.firstIndex(of: id) { return rootValues[known] }
            guard case .model(let box) = stack[0] else { return nil }
            let found = box.model.value(id: id)
            rootIDs.append(id)
            rootValues.append(found)
            return found
        }
        let first = key.parts[0]
        if let known = rootChildrenByName[first] { return known }
        let found = child(key, at: 0)
        if let found { rootChildrenByName[first] = found }
        return found
    }

    /// The key's first part as a child of the object at `level` of the stack, as
    /// swift-mustache finds it: a view model answers it, a string, a flag, a number or a
    /// list has none, anything else is asked as swift-mustache asks it.
    private func child(_ key: CompiledKey, at level: Int) -> ModelValue? {
        switch stack[level] {
        case .element(let box, let index):
            let id = key.idList[0]
            return id >= 0 ? box.list.value(at: index, id: id) : nil
        case .model(let box):
            let id = key.idList[0]
            return id >= 0 ? box.model.value(id: id) : nil
        case .other(let box):
            return Self.child(key.parts[0], id: key.idList[0], of: box.value)
        case .string, .bool, .int, .strings, .models, .empty:
            return nil
        }
    }

    /// The object reached from `object` through the key's parts from `start` on. A
    /// string, a flag, an empty value or a list has no children.
    private mutating func descend(_ key: CompiledKey, from start: Int, _ object: ModelValue) -> ModelValue? {
        var object = object
        for index in start..<key.partCount {
            switch object {
            case .model(let model):
                let id = key.idList[index]
                guard id >= 0, let child = model.value(id: id) else { return nil }
                object = child
            case .other(let any):
                if any is MustacheLambda {
                    unsupported = true
                    return nil
                }
                guard let child = Self.child(key.parts[index], id: key.idList[index], of: any) else { return nil }
                object = child
            case .string, .bool, .int, .strings, .empty, .models:
                return nil
            }
        }
        return object
    }

    private static func child(_ name: String, id: Int, of object: Any) -> ModelValue? {
        // (No type is both a parent and a custom representation, so the parent is asked first.)
        if let model = object as? any ViewModel { return id >= 0 ? model.value(id: id) : nil }
        if let parent = object as? MustacheParent { return parent.child(named: name).map { .other($0) } }
        if object is String || object is Int || object is Bool { return nil }
        var object = object
        if let custom = object as? MustacheCustomRepresentation {
            guard let represented = custom.representation else { return nil }
            object = represented
            if let model = object as? any ViewModel { return id >= 0 ? model.value(id: id) : nil }
            if let parent = object as? MustacheParent { return parent.child(named: name).map { .other($0) } }
        }
        guard let matched = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
        let mirror = Mirror(reflecting: matched.value)
        guard mirror.displayStyle == .optional else { return .other(matched.value) }
        return mirror.children.first.map { .other($0.value) }
    }

    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value ?? value
    }

    // MARK: writing text

    /// The text's UTF-8 bytes appended as they are.
    static func append(_ text: String, to out: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil { out.append(contentsOf: text.utf8) }
    }

    /// The bytes swift-mustache's HTML escape replaces (`<`, `>`, `&`, `"`, `'`): 1 in this table.
    private static let special: [Bool] = (0..<256).map { [0x3C, 0x3E, 0x26, 0x22, 0x27].contains($0) }

    /// The replacement of a special byte.
    private static func entity(_ byte: UInt8) -> StaticString {
        switch byte {
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x26: "&amp;"
        case 0x22: "&quot;"
        default: "&#39;"
        }
    }

    /// swift-mustache's HTML escape, which compares characters: a special byte is a
    /// character of its own, and replaced, when the bytes on both sides of it are ASCII
    /// (no ASCII character joins another into one character, except "\r\n"). The runs
    /// between special bytes are copied as they are; a text with a special byte beside a
    /// non-ASCII one (`<` followed by a combining mark is one character, not `<`) is
    /// escaped character by character.
    static func escape(_ text: String, into out: inout [UInt8]) {
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var first = -1
            for index in 0..<count where special[Int(bytes[index])] {
                if index > 0, bytes[index - 1] >= 0x80 { return false }
                if index + 1 < count, bytes[index + 1] >= 0x80 { return false }
                if first < 0 { first = index }
            }
            guard first >= 0 else {
                out.append(contentsOf: bytes)
                return true
            }
            var start = 0
            for index in first..<count where special[Int(bytes[index])] {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                let entity = entity(bytes[index])
                out.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<count]))
            return true
        }
        if done == true { return }
        for character in text {
            switch character {
            case "<": out += "&lt;".utf8
            case ">": out += "&gt;".utf8
            case "&": out += "&amp;".utf8
            case "\"": out += "&quot;".utf8
            case "'": out += "&#39;".utf8
            default: out += character.utf8
            }
        }
    }
}

// MARK: the interface strings put into the tree

extension CompiledLibrary {
    /// The library as compiling each template's `Theme.inlineStrings(text, texts)` would
    /// make it, without parsing and compiling the inlined texts again: each `{{page.t.key}}`
    /// (`{{{page.t.key}}}`) the inlining replaces becomes a text node of the escaped (raw)
    /// string. Mustache's parse of a string between two tags is its text, so the nodes
    /// render the same bytes as the parse of the inlined text (which has the text joined
    /// with its neighbours; text is written as it is, and an indented partial's
    /// indentation goes before a non-empty piece that starts a line either way).
    ///
    /// Nil (the caller then parses the inlined texts as before) when that is not sure: a
    /// template where `page.t.` is written other than as such a tag (`{{ page.t.key }}`,
    /// `{{#page.t.key}}`, in a comment), whose tree's tags do not match the text's, or
    /// where a string inlined could be read otherwise by the parser next to the template's
    /// text (empty, a brace, a line break, a space or a mark at either end, see
    /// `inlinesAsText`).
    /// - Parameter sources: each template's text, by name (every name of the library).
    func inliningStrings(_ texts: [String: String], sources: [String: String]) -> CompiledLibrary? {
        stringTags(sources).flatMap { inliningStrings(texts, tags: $0) }
    }

    /// What `inliningStrings` reads in a template's text, the same for every language.
    enum TemplateStrings {
        /// The template changes its delimiters: `inlineStrings` leaves it alone.
        case delimiters
        /// Its `page.t.` tags (`stringTags(in:)`).
        case tags([(key: String, raw: Bool)])
    }

    /// Each template's `TemplateStrings`, by its number; nil when a template has no text
    /// in `sources` or writes `page.t.` otherwise than as a tag `inlineStrings` reads.
    func stringTags(_ sources: [String: String]) -> [TemplateStrings]? {
        var result: [TemplateStrings] = []
        for (name, number) in numbers.sorted(by: { $0.value < $1.value }) {
            guard number == result.count, let source = sources[name] else { return nil }
            if source.containsExactly("{{=") {
                result.append(.delimiters)
            } else {
                guard let tags = Self.stringTags(in: source) else { return nil }
                result.append(.tags(tags))
            }
        }
        return result
    }

    /// `inliningStrings(_:sources:)` with the templates' texts read (`stringTags(_:)`).
    func inliningStrings(_ texts: [String: String], tags: [TemplateStrings]) -> CompiledLibrary? {
        guard tags.count == self.bodies.count else { return nil }
        var bodies: [CompiledNode] = []
        bodies.reserveCapacity(self.bodies.count)
        // The strings checked once per language (a key comes in several templates).
        var checked: [String: [UInt8]?] = [:]
        for (number, template) in tags.enumerated() {
            guard case .tags(let written) = template else {
                bodies.append(self.bodies[number])
                continue
            }
            var inlined: [String: [UInt8]] = [:]
            for tag in written {
                guard let value = texts[tag.key], !value.containsExactly("{{") else { continue }
                let id = (tag.raw ? "{" : "") + tag.key
                if let known = checked[id] {
                    guard let known else { return nil }
                    inlined[id] = known
                    continue
                }
                let text = tag.raw ? value : HTML.escape(value)
                guard Self.inlinesAsText(text) else {
                    checked[id] = .some(nil)
                    return nil
                }
                checked[id] = Array(text.utf8)
                inlined[id] = Array(text.utf8)
            }
            var found: [(key: String, raw: Bool)] = []
            let body = Self.inlining(self.bodies[number], inlined, found: &found)
            func order(_ a: (key: String, raw: Bool), _ b: (key: String, raw: Bool)) -> Bool { a.key != b.key ? a.key < b.key : !a.raw && b.raw }
            let tree = found.sorted(by: order), text = written.sorted(by: order)
            guard tree.count == text.count, zip(tree, text).allSatisfy({ $0.key == $1.key && $0.raw == $1.raw }) else { return nil }
            bodies.append(body)
        }
        return CompiledLibrary(numbers: numbers, bodies: bodies)
    }

    private init(numbers: [String: Int], bodies: [CompiledNode]) {
        self.numbers = numbers
        self.bodies = bodies
    }

    /// Every `page.t.` of the text as the tag `Theme.inlineStrings` reads (`{{page.t.key}}`
    /// or `{{{page.t.key}}}`, the key the same letters, digits and "_"), or nil when one is
    /// written any other way.
    static func stringTags(in text: String) -> [(key: String, raw: Bool)]? {
        var tags: [(key: String, raw: Bool)] = []
        var rest = Substring(text)
        while let found = rest.firstRange(of: "page.t.") {
            let before = rest[..<found.lowerBound]
            guard before.hasSuffix("{{") else { return nil }
            let raw = before.dropLast(2).hasSuffix("{")
            // "{{{{page.t." is no tag `inlineStrings` reads as Mustache does.
            if raw, before.dropLast(3).hasSuffix("{") { return nil }
            let nameEnd = rest[found.upperBound...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
            guard nameEnd > found.upperBound, rest[nameEnd...].hasPrefix(raw ? "}}}" : "}}") else { return nil }
            tags.append((String(rest[found.upperBound..<nameEnd]), raw))
            rest = rest[nameEnd...]
        }
        return tags
    }

    /// Whether `text`, put in a template between two tags or a tag and text, is read by
    /// Mustache's parser as that text and nothing else: not empty and not all blank (a
    /// line of a section tag and nothing else is standalone), no brace at either end (no
    /// tag made with the template's braces next to it; one inside, as in "{n}", is text
    /// to the parser, and `inlineStrings` leaves a string with "{{" alone), no line break
    /// (text tokens end at one; an indented partial indents after it), and at each end a
    /// letter, digit, punctuation or symbol that joins no character next to it (no space,
    /// which the parser reads apart at a line's start, no mark, no control or format
    /// character, no emoji).
    static func inlinesAsText(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, isPlainEdge(first), isPlainEdge(last),
            first != "{", first != "}", last != "{", last != "}", !text.containsExactly("{{")
        else { return false }
        return !text.unicodeScalars.contains {
            $0.isASCII
                ? $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}"
                : $0 == "\u{85}" || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator
        }
    }

    private static func isPlainEdge(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value > 0x20 && scalar.value < 0x7F }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .decimalNumber, .otherNumber, .letterNumber,
            .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol:
            return true
        case .otherLetter:
            // The few letters that join the character after them (grapheme break Prepend).
            let prepend: [ClosedRange<UInt32>] = [0x0D4E...0x0D4E, 0x111C2...0x111C3, 0x1193F...0x1193F, 0x11941...0x11941, 0x11A3A...0x11A3A, 0x11A84...0x11A89, 0x11D46...0x11D46]
            return !prepend.contains { $0.contains(scalar.value) } && !(0x1100...0x11FF).contains(scalar.value) && !(0xAC00...0xD7A3).contains(scalar.value)
        default:
            return false
        }
    }

    /// `node` with the `{{page.t.key}}` variables of `inlined` (by key, "{" before a raw
    /// one's) as text; every `page.t.key` variable met is added to `found`. Nodes with
    /// nothing to change are shared with this library.
    private static func inlining(_ node: CompiledNode, _ inlined: [String: [UInt8]], found: inout [(key: String, raw: Bool)]) -> CompiledNode {
        func all(_ nodes: [CompiledNode]) -> (nodes: [CompiledNode], changed: Bool) {
            var changed = false
            let result = nodes.map { node in
                let new = inlining(node, inlined, found: &found)
                if new !== node { changed = true }
                return new
            }
            return (result, changed)
        }
        switch node.kind {
        case .text:
            return node
        case .variable:
            guard let key = node.key, key.partCount == 3, key.parts[0] == "page", key.parts[1] == "t", !key.fromTop, !key.hasTransforms else { return node }
            found.append((key.parts[2], !node.escaped))
            guard let text = inlined[(node.escaped ? "" : "{") + key.parts[2]] else { return node }
            return .text(text)
        case .section, .inverted:
            let (nodes, changed) = all(node.nodes)
            guard changed, let key = node.key else { return node }
            return node.kind == .section ? .section(key, nodes) : .inverted(key, nodes)
        case .list:
            let (nodes, changed) = all(node.nodes)
            return changed ? .list(nodes) : node
        case .block:
            let (nodes, changed) = all(node.nodes)
            return changed ? .block(node.name, default: nodes, indentation: node.indentation) : node
        case .partial:
            guard let inherits = node.inherits else { return node }
            var changed = false
            var blocks: [String: CompiledNode] = [:]
            for (name, block) in inherits {
                let new = inlining(block, inlined, found: &found)
                if new !== block { changed = true }
                blocks[name] = new
            }
            return changed ? .partial(node.number, indentation: node.indentation, inherits: blocks) : node
        }
    }
}
