import CookbookSupport

/// A YAML node as written, with the position of its first character.
/// Scalars stay strings: the decoder turns them into typed values by what the
/// field expects, so YAML 1.1 surprises (`no` becoming false) cannot happen.
struct YAMLNode: Sendable, Equatable {
    enum ScalarStyle: String, Sendable {
        case plain, quoted, block
    }

    enum Kind: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    struct Pair: Sendable, Equatable {
        var key: YAMLNode
        var value: YAMLNode
    }

    var kind: Kind
    var location: SourceLocation

    /// The scalar's text, if this is a scalar.
    var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// True for a plain scalar that YAML reads as null (`~`, `null`, empty).
    var isNull: Bool {
        // (Only a text of four bytes can be "null" in any case: no other character lowercases
        // to n, u or l; no text is lowercased for the test, as every field read asks it.)
        if case .scalar(let text, .plain) = kind { return text.isEmpty || text == "~" || (text.utf8.count == 4 && text.lowercased() == "null") }
        return false
    }

    /// A short name of the kind, for messages: "a text", "a list", "a mapping".
    var kindName: String {
        switch kind {
        case .scalar: return isNull ? "empty" : "a single value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The value under `key` in a mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs[firstKey: key]?.value
    }
}

extension [YAMLNode.Pair] {
    /// The first pair whose key is the scalar `name`, its key compared in place (no copy of
    /// each key's text, as `first { $0.key.scalar == name }` made).
    subscript(firstKey name: String) -> YAMLNode.Pair? {
        for index in indices {
            if case .scalar(let text, _) = self[index].key.kind, text == name { return self[index] }
        }
        return nil
    }
}
