import CookbookSupport

/// A YAML node as written, with the position of its first character.
/// Scalars stay strings: the decoder turns them into typed values by what the
/// field expects, so YAML 1.1 surprises (`no` becoming false) cannot happen.
public struct YAMLNode: Sendable, Equatable {
    public enum ScalarStyle: String, Sendable {
        case plain, quoted, block
    }

    public enum Kind: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    public struct Pair: Sendable, Equatable {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    public var kind: Kind
    public var location: SourceLocation

    /// The scalar's text, if this is a scalar.
    public var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// True for a plain scalar that YAML reads as null (`~`, `null`, empty).
    public var isNull: Bool {
        if case .scalar(let text, .plain) = kind { return text.isEmpty || text == "~" || text.lowercased() == "null" }
        return false
    }

    /// A short name of the kind, for messages: "a text", "a list", "a mapping".
    public var kindName: String {
        switch kind {
        case .scalar: return isNull ? "empty" : "a single value"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The value under `key` in a mapping.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs.first { $0.key.scalar == key }?.value
    }
}
