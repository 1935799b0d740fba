import CookbookSupport

/// Reads typed fields out of a YAML mapping, collecting a diagnostic for every
/// problem instead of stopping at the first. Every key read is remembered, so
/// `finish` can report the unknown ones with a "did you mean".
struct FieldReader {
    let node: YAMLNode
    let pairs: [YAMLNode.Pair]
    let path: String
    var diagnostics: [Diagnostic] = []
    /// The number of each ingredient line read, in the order of the lines made
    /// (`ParsedLines.parseNumbered`; `ParsedLines.noNumber` for a line not in its table).
    var lineNumbers: [Int32] = []

    init(_ node: YAMLNode, path: String) {
        self.node = node
        self.path = path
        if case .mapping(let pairs) = node.kind { self.pairs = pairs } else { self.pairs = [] }
    }

    func value(_ key: String) -> YAMLNode? {
        pairs[firstKey: key].map(\.value).flatMap { $0.isNull ? nil : $0 }
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at node: YAMLNode, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, code, message, at: node.location, hint: hint))
    }

    mutating func warning(_ code: DiagnosticCode, _ message: String, at node: YAMLNode, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, code, message, at: node.location, hint: hint))
    }

    /// A scalar read as text. `required` reports a missing field at the mapping's start.
    mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let value = value(key) else {
            if required {
                diagnostics.append(
                    Diagnostic(
                        .error, "missing-field", "'\(key)' is required", at: node.location,
                        hint: "add a line '\(key): ...' to the front matter"))
            }
            return nil
        }
        return text(value, field: key)
    }

    /// A scalar node's text, or an error if it is a list or mapping, or empty.
    mutating func text(_ value: YAMLNode, field: String) -> String? {
        guard let text = value.scalar else {
            error(
                "wrong-type", "'\(field)' must be a single value, not \(value.kindName)", at: value,
                hint: value.kindName == "a list" ? "write it on one line: \(field): value" : nil)
            return nil
        }
        let trimmed = text.trimmingSpaces()
        if trimmed.isEmpty {
            error("empty-value", "'\(field)' is empty", at: value)
            return nil
        }
        return trimmed
    }

    /// A list of single values; a lone value is accepted as a list of one.
    mutating func stringList(_ key: String) -> [(String, YAMLNode)] {
        guard let value = value(key) else { return [] }
        switch value.kind {
        case .scalar:
            return text(value, field: key).map { [($0, value)] } ?? []
        case .sequence(let items):
            return items.compactMap { item in text(item, field: key).map { ($0, item) } }
        case .mapping:
            error("wrong-type", "'\(key)' must be a list, not a mapping", at: value, hint: "write each entry on its own line starting with '- '")
            return []
        }
    }

    /// `true` or `false` (also `yes`/`no` are refused: they are YAML 1.1 surprises).
    mutating func bool(_ key: String) -> Bool? {
        guard let value = value(key), let text = text(value, field: key) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            error("wrong-type", "'\(key)' must be true or false, not '\(text)'", at: value)
            return nil
        }
    }

    mutating func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = value(key), let text = text(value, field: key) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            error("invalid-value", "'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'", at: value)
            return nil
        }
        return number
    }

    /// A value from a fixed vocabulary, with "did you mean".
    mutating func oneOf<T: RawRepresentable>(_ key: String, _ value: String, at node: YAMLNode, _ all: [T]) -> T? where T.RawValue == String {
        if let match = all.first(where: { $0.rawValue == value.lowercased() }) { return match }
        let names = all.map(\.rawValue)
        error(
            "invalid-value", "'\(key)' must be one of \(names.joined(separator: ", ")), not '\(value)'", at: node,
            hint: Suggest.hint(for: value, in: names))
        return nil
    }

    /// Reports every key that is not in `known`.
    mutating func finish(known: [String], what: String) {
        finish(known: known, knownSet: Set(known), what: what)
    }

    /// The same with the known fields as a set made once (the recipe's many fields).
    mutating func finish(known: [String], knownSet: Set<String>, what: String) {
        var unknown = 0
        for pair in pairs {
            guard let key = pair.key.scalar, !knownSet.contains(key) else { continue }
            // Hints only for the problems that will be shown (DiagnosticLimit).
            let hint = DiagnosticLimit.wantsHint(unknown) ? Suggest.hint(for: key, in: known) : nil
            unknown += 1
            diagnostics.append(
                Diagnostic(
                    .error, "unknown-field", "unknown field '\(key)' in \(what)", at: pair.key.location,
                    hint: hint ?? "the fields are listed in docs/recipe-format.md"))
        }
    }
}
