/// A position in a source file. Lines and columns start at 1; columns count
/// Unicode scalars, as editors do.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}

public enum Severity: String, Sendable, Codable, Comparable {
    case warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
        a == .warning && b == .error
    }
}

/// One problem found in the input. Diagnostics are values: every stage returns
/// the ones it found next to its result, and the CLI prints them all at the end.
///
///     content/recipes/plov.md:4:13: error: 'difficulty' must be one of easy, medium, hard [invalid-value]
///       hint: did you mean 'medium'?
public struct Diagnostic: Hashable, Sendable, Codable {
    public var severity: Severity
    /// A stable, kebab-case rule name, e.g. `missing-field`. Listed in docs/recipe-format.md.
    public var code: String
    public var message: String
    public var location: SourceLocation
    public var hint: String?

    public init(_ severity: Severity, _ code: String, _ message: String, at location: SourceLocation, hint: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.hint = hint
    }

    /// `path:line:col: severity: message [code]` and, if there is one, an indented hint line.
    public var formatted: String {
        // Control characters in a path or a quoted value are escaped: one diagnostic, one line.
        let e = TerminalText.escaped
        var text = "\(e(location.path)):\(location.line):\(location.column): \(severity.rawValue): \(e(message)) [\(code)]"
        if let hint { text += "\n  hint: \(e(hint))" }
        return text
    }

    /// The same diagnostic as an error (used by `--strict`).
    public var promoted: Diagnostic {
        var copy = self
        copy.severity = .error
        return copy
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, line, column, then code and message, so output is stable
    /// whatever order the parallel stages finished in.
    public func sortedForOutput() -> [Diagnostic] {
        sorted { a, b in
            if a.location != b.location { return a.location < b.location }
            if a.severity != b.severity { return a.severity > b.severity }
            if a.code != b.code { return a.code < b.code }
            return a.message < b.message
        }
    }
}

/// A value together with the diagnostics found while producing it.
public struct Outcome<Value> {
    public var value: Value
    public var diagnostics: [Diagnostic]

    public init(_ value: Value, _ diagnostics: [Diagnostic] = []) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

extension Outcome: Sendable where Value: Sendable {}
