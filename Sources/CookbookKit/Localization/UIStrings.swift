import CookbookSupport
import CookbookQuantities

/// The interface strings of one language, from the theme's `i18n/<lang>.yaml`.
///
///     nav_home: Home                                    # a plain string
///     recipe_count: {one: "{n} recipe", other: "{n} recipes"}   # plural forms (CLDR)
///     months: [January, February, ...]                  # a list
///
/// Templates use plain strings as `{{t.nav_home}}`; the page builder formats the
/// plural ones with a number and the lists (month names) itself.
struct UIStrings: Sendable, Equatable {
    enum Entry: Sendable, Equatable {
        case text(String)
        case plural([PluralRules.Category: String])
        case list([String])
    }

    var language: String
    var entries: [String: Entry]
    /// Where the strings came from, for diagnostics.
    var origin: String

    /// The plural categories a language's strings must give.
    static func categories(for language: String) -> [PluralRules.Category] {
        language == "ru" ? [.one, .few, .many, .other] : [.one, .other]
    }

    /// A plain string. Never the key in a built page: every key the code reads is in
    /// `requiredKeys`, and `Theme.strings(for:)` stops the build when one is missing.
    subscript(key: String) -> String {
        if case .text(let text)? = entries[key] { return text }
        return key
    }

    /// The plural form for `n`, with `{n}` replaced by the number.
    func plural(_ key: String, _ n: Int) -> String {
        guard case .plural(let forms)? = entries[key] else { return Self.fillingCount(self[key], n) }
        let category = PluralRules.category(for: n, language: language)
        let form = forms[category] ?? forms[.other] ?? key
        return Self.fillingCount(form, n)
    }

    /// `text.replacing("{n}", with: String(n))`, on the bytes when every `{n}` has an
    /// ASCII byte (or the text's end) on both sides: then it is whole characters, so the
    /// two agree. Otherwise (a combining mark after the brace) by characters.
    static func fillingCount(_ text: String, _ n: Int) -> String {
        let bytes = Array(text.utf8)
        var i = 0
        var pieces: [Range<Int>] = []
        var start = 0
        while i + 2 < bytes.count {
            if bytes[i] == UInt8(ascii: "{"), bytes[i + 1] == UInt8(ascii: "n"), bytes[i + 2] == UInt8(ascii: "}") {
                guard i == 0 || bytes[i - 1] < 0x80, i + 3 == bytes.count || bytes[i + 3] < 0x80 else {
                    return text.replacing("{n}", with: String(n))
                }
                pieces.append(start..<i)
                i += 3
                start = i
            } else {
                i += 1
            }
        }
        guard !pieces.isEmpty else { return text }
        let number = String(n)
        var out = ""
        out.reserveCapacity(bytes.count + 8)
        for piece in pieces {
            out += String(decoding: bytes[piece], as: UTF8.self)
            out += number
        }
        out += String(decoding: bytes[start...], as: UTF8.self)
        return out
    }

    func list(_ key: String) -> [String] {
        if case .list(let items)? = entries[key] { return items }
        return []
    }

    /// All plain strings, for templates (`{{t.key}}`).
    var texts: [String: String] {
        var result: [String: String] = [:]
        for (key, entry) in entries { if case .text(let text) = entry { result[key] = text } }
        return result
    }

    /// Fills `{name}` placeholders, in one pass over the string: a value is written as
    /// it is (a `{name}` inside a value stays), and a `{word}` with no value stays.
    /// The values come as written at the call (`["count": "3"]`): a short list searched
    /// in place, not a dictionary made and hashed for every call.
    func format(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        let text = self[key]
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        // Cut by UTF-8 bytes (the braces are ASCII, so each is a scalar of its own and
        // every cut falls between scalars, as the cut by scalars did: a brace before a
        // combining mark stays whole), without walking the text scalar by scalar.
        var rest = text.utf8[...]
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        while let start = rest.firstIndex(of: open) {
            let afterOpen = rest.index(after: start)
            guard let end = rest[afterOpen...].firstIndex(of: close) else { break }
            let name = Substring(rest[afterOpen..<end])
            if let value = values.first(where: { $0.key == name })?.value {
                out += Substring(rest[..<start])
                out += value
                rest = rest[rest.index(after: end)...]
            } else {
                out += Substring(rest[..<afterOpen])
                rest = rest[afterOpen...]
            }
        }
        out += Substring(rest)
        return out
    }

    /// Parses a strings file. Every value must be a string, a list of strings, or a
    /// mapping of plural categories to strings.
    static func parse(_ text: String, language: String, path: String) -> Outcome<UIStrings?> {
        let yaml = YAMLParser.parse(text, path: path)
        guard let root = yaml.value ?? nil else { return Outcome(nil, yaml.diagnostics) }
        guard case .mapping(let pairs) = root.kind else {
            return Outcome(nil, yaml.diagnostics + [Diagnostic(.error, "wrong-type", "a strings file must be a mapping of keys to strings", at: root.location)])
        }
        var diagnostics = yaml.diagnostics
        var entries: [String: Entry] = [:]
        let needed = categories(for: language)
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            switch pair.value.kind {
            case .scalar(let value, _):
                entries[key] = .text(value)
            case .sequence(let items):
                entries[key] = .list(items.compactMap(\.scalar))
            case .mapping(let forms):
                var plural: [PluralRules.Category: String] = [:]
                for form in forms {
                    guard let name = form.key.scalar, let category = PluralRules.Category(rawValue: name), let value = form.value.scalar else {
                        diagnostics.append(
                            Diagnostic(
                                .error, "invalid-string", "'\(form.key.scalar ?? "?")' is not a plural form; use one, few, many, other",
                                at: form.key.location))
                        continue
                    }
                    plural[category] = value
                }
                for category in needed where plural[category] == nil {
                    diagnostics.append(
                        Diagnostic(
                            .error, "missing-plural", "'\(key)' has no '\(category.rawValue)' form, which \(language) needs",
                            at: pair.value.location, hint: "\(language) uses the forms \(needed.map(\.rawValue).joined(separator: ", "))"))
                }
                entries[key] = .plural(plural)
            }
        }
        return Outcome(UIStrings(language: language, entries: entries, origin: path), diagnostics)
    }

    /// Errors for every key the reference language has and this one lacks.
    func missingKeys(comparedTo reference: UIStrings) -> [Diagnostic] {
        reference.entries.keys.sorted().compactMap { key in
            guard entries[key] == nil else { return nil }
            return Diagnostic(
                .error, "missing-string", "the interface string '\(key)' is missing in \(language)",
                at: SourceLocation(path: origin, line: 1, column: 1), hint: "\(reference.origin) has it; add '\(key): ...'")
        }
    }
}
