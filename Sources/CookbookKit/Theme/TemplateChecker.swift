import Foundation
import CookbookSupport

/// Finds names in templates that no view model has, so a typo such as
/// `{{recipe.titel}}` is a build error instead of an empty string on the page.
///
/// The vocabulary is every property name of the view models (read with `Mirror`
/// from sample values the renderer builds), plus Mustache's own `.`.
enum TemplateChecker {
    /// Tags whose first name is checked: variables `{{x}}`, `{{{x}}}`, `{{&x}}`, sections `{{#x}}`, `{{^x}}`.
    static func names(in template: String) -> [(name: String, line: Int, column: Int)] {
        scan(template).names
    }

    /// Partials (`{{> name}}`) and parents (`{{<name}}`) a template uses.
    static func partials(in template: String) -> [(name: String, line: Int, column: Int)] {
        scan(template).partials
    }

    static func scan(_ template: String) -> (names: [(name: String, line: Int, column: Int)], partials: [(name: String, line: Int, column: Int)]) {
        var result: [(String, Int, Int)] = []
        var partials: [(String, Int, Int)] = []
        var line = 1, column = 1
        let chars = Array(template)
        var i = 0
        while i < chars.count {
            if chars[i] == "{", i + 1 < chars.count, chars[i + 1] == "{" {
                let startLine = line, startColumn = column
                var j = i + 2
                var tag = ""
                while j + 1 < chars.count, !(chars[j] == "}" && chars[j + 1] == "}") { tag.append(chars[j]); j += 1 }
                var body = Substring(tag.trimmingSpaces())
                if let first = body.first, first == ">" || first == "<" {
                    partials.append((body.dropFirst().trimmingCharacters(in: .whitespaces), startLine, startColumn))
                }
                if let first = body.first {
                    switch first {
                    case "{", "&", "#", "^": body = body.dropFirst()
                    case "!", "/", ">", "<", "$", "=", "%": body = ""
                    default: break
                    }
                }
                var name = body.trimmingCharacters(in: .init(charactersIn: " }"))
                // Transforms: `empty(recipe.notes)` names `recipe.notes`.
                while let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close {
                    name = String(name[name.index(after: open)..<close])
                }
                if !name.isEmpty, name != "." {
                    let first = name.split(separator: ".").first.map(String.init) ?? name
                    result.append((first, startLine, startColumn))
                    for part in name.split(separator: ".").dropFirst() { result.append((String(part), startLine, startColumn)) }
                }
                while i < j + 2 && i < chars.count {
                    if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
                    i += 1
                }
                continue
            }
            if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return (result, partials)
    }

    /// Every property name reachable from `value` (recursing into arrays and optionals).
    static func vocabulary(of value: Any, into names: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            for child in mirror.children { vocabulary(of: child.value, into: &names) }
        case .struct, .class:
            for child in mirror.children {
                if let label = child.label { names.insert(label) }
                vocabulary(of: child.value, into: &names)
            }
        default:
            break
        }
    }

    static func check(_ theme: Theme, vocabulary: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = vocabulary.sorted()
        for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
            let scanned = scan(text)
            for found in scanned.partials where theme.templates[found.name] == nil {
                diagnostics.append(Diagnostic(.error, "missing-template", "the template includes '\(found.name)', which the theme does not have",
                                              at: SourceLocation(path: theme.origins[name] ?? name, line: found.line, column: found.column),
                                              hint: Suggest.hint(for: found.name, in: theme.templates.keys.sorted())))
            }
            for found in scanned.names where !vocabulary.contains(found.name) {
                diagnostics.append(Diagnostic(.error, "unknown-template-key", "the template uses '\(found.name)', which no page provides",
                                              at: SourceLocation(path: theme.origins[name] ?? name, line: found.line, column: found.column),
                                              hint: Suggest.hint(for: found.name, in: known) ?? "the keys are listed in docs/theming.md"))
            }
        }
        return diagnostics
    }
}
