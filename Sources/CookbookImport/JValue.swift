import Foundation

/// A parsed JSON value, read with Foundation's parser and turned into a plain enum so the
/// readers can walk it without `Any` casts.
public indirect enum JValue: Sendable, Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JValue])
    case object([String: JValue])

    /// Parses `bytes` as JSON. Throws an `ImportProblem` naming `origin` when it is not JSON.
    public static func parse(_ bytes: [UInt8], origin: String) throws -> JValue {
        var data = Data(bytes)
        // A byte order mark is allowed in files written by Windows programs.
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data = data.dropFirst(3) }
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ImportProblem(
                origin: origin, message: "is not valid JSON (\(JValue.reason(error, data: data)))",
                hint: "check that the file is complete; a saved web page should end in .html")
        }
        return JValue(any)
    }

    /// JSON as web pages write it in scripts, read the way browsers and search engines
    /// forgive it: wrapped in `<!-- -->` or `// <![CDATA[ ]]>`, with raw line ends or
    /// tabs inside strings, or with escapes JSON does not have (`\'`).
    public static func parseLenient(_ text: String, origin: String) throws -> JValue {
        do {
            return try parse(Array(text.utf8), origin: origin)
        } catch let strict as ImportProblem {
            guard let repaired = repaired(text), let value = try? parse(Array(repaired.utf8), origin: origin) else { throw strict }
            return value
        }
    }

    static func repaired(_ text: String) -> String? {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        for prefix in ["// <![CDATA[", "//<![CDATA[", "<![CDATA[", "<!--"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
        }
        body = Substring(body.trimmingCharacters(in: .whitespacesAndNewlines))
        for suffix in ["// ]]>", "//]]>", "]]>", "-->"] where body.hasSuffix(suffix) {
            body = body.dropLast(suffix.count)
        }
        let escapes: Set<Character> = ["\"", "\\", "/", "b", "f", "n", "r", "t", "u"]
        var out = ""
        var inString = false
        var iterator = body.makeIterator()
        while let ch = iterator.next() {
            if !inString {
                if ch == "\"" { inString = true }
                out.append(ch)
                continue
            }
            switch ch {
            case "\"":
                inString = false
                out.append(ch)
            case "\\":
                guard let next = iterator.next() else { return nil }
                if escapes.contains(next) { out.append(ch) }
                out.append(next)
            case "\n", "\r\n", "\r", "\t": out.append(" ")
            default:
                if let scalar = ch.unicodeScalars.first, scalar.value < 0x20 { out.append(" ") } else { out.append(ch) }
            }
        }
        return out
    }

    static func reason(_ error: Error, data: Data) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        if let text, !text.isEmpty { return text }
        if data.isEmpty { return "the file is empty" }
        return "the parser stopped"
    }

    init(_ any: Any) {
        switch any {
        case let s as String: self = .string(s)
        case let n as NSNumber:
            // Foundation gives booleans as NSNumber too: tell them by their type.
            if String(cString: n.objCType) == "c" {
                self = .bool(n.boolValue)
            } else {
                self = .number(JValue.numberText(n))
            }
        case let a as [Any]: self = .array(a.map(JValue.init))
        case let d as [String: Any]: self = .object(d.mapValues(JValue.init))
        default: self = .null
        }
    }

    static func numberText(_ n: NSNumber) -> String {
        let d = n.doubleValue
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    public subscript(key: String) -> JValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    public var object: [String: JValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The value as a list: an array as it is, anything else as a list of one.
    public var list: [JValue] {
        switch self {
        case .array(let a): return a
        case .null: return []
        default: return [self]
        }
    }

    /// Text of a string or number; nil for anything else.
    public var text: String? {
        switch self {
        case .string(let s): return s
        case .number(let n): return n
        default: return nil
        }
    }

    /// Text of a string or number, or of a `name`/`text`/`@value` field of an object.
    public var looseText: String? {
        switch self {
        case .string, .number: return text
        case .object(let o):
            for key in ["name", "text", "@value", "title"] { if let t = o[key]?.text { return t } }
            return nil
        case .array(let a): return a.lazy.compactMap(\.looseText).first
        default: return nil
        }
    }

    /// A short one-line form for the report and kept-field comments.
    public var compact: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let a): return "[" + a.map(\.compact).joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\($0): \(o[$0]!.compact)" }.joined(separator: ", ") + "}"
        }
    }
}
