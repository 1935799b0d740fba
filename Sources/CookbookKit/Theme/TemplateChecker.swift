import Foundation
import CookbookSupport

/// Finds names in templates that no view model has, so a typo such as
/// `{{recipe.titel}}` is a build error instead of an empty string on the page, and
/// names used where their section does not provide them (`{{recipe.url}}`, or
/// `{{url}}` in a recipe page outside any `{{#category}}`).
///
/// The keys come from one source: the view models of `PageModels.swift`, which
/// `scripts/gen-lookups` writes out as `ViewModelKeys.models` (each model's keys and the
/// type each leads to). Each page template is followed from its page model (`roots`)
/// with Mustache's stack of contexts: a section over a key pushes the type it leads to,
/// a partial or parent is checked where it is included. A key under a string table
/// (`page.t.x`) must be one of the theme's strings.
enum TemplateChecker {
    /// The view model each page template is rendered with (`SiteRenderer`).
    static let roots: [String: String] = [
        "recipe": "RecipePageView", "home": "HomePageView", "list": "ListPageView", "index": "IndexPageView",
        "search": "SearchPageView", "pantry": "PantryPageView", "book": "BookPageView",
        "shopping": "KitchenPageView", "saved": "KitchenPageView", "plan": "KitchenPageView",
        "weekplan": "WeekPlanPageView",
    ]

    /// Every key of every view model.
    static var allKeys: Set<String> {
        Set(ViewModelKeys.models.values.flatMap(\.keys))
    }
    /// Tags whose first name is checked: variables `{{x}}`, `{{{x}}}`, `{{&x}}`, sections `{{#x}}`, `{{^x}}`.
    static func names(in template: String) -> [(name: String, line: Int, column: Int)] {
        scan(template).names
    }

    /// Partials (`{{> name}}`) and parents (`{{<name}}`) a template uses.
    static func partials(in template: String) -> [(name: String, line: Int, column: Int)] {
        scan(template).partials
    }

    /// Each `{{...}}` of a template in order: what is between the braces (spaces at both
    /// ends removed) and where the tag starts. An unclosed tag runs to the end.
    static func rawTags(in template: String) -> [(body: String, line: Int, column: Int)] {
        var found: [(body: String, line: Int, column: Int)] = []
        var line = 1, column = 1
        let chars = Array(template)
        var i = 0
        while i < chars.count {
            if chars[i] == "{", i + 1 < chars.count, chars[i + 1] == "{" {
                let startLine = line, startColumn = column
                var j = i + 2
                var tag = ""
                while j + 1 < chars.count, !(chars[j] == "}" && chars[j + 1] == "}") { tag.append(chars[j]); j += 1 }
                found.append((tag.trimmingSpaces(), startLine, startColumn))
                while i < j + 2 && i < chars.count {
                    if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
                    i += 1
                }
                continue
            }
            if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return found
    }

    static func scan(_ template: String) -> (names: [(name: String, line: Int, column: Int)], partials: [(name: String, line: Int, column: Int)]) {
        var result: [(String, Int, Int)] = []
        var partials: [(String, Int, Int)] = []
        for tag in rawTags(in: template) {
            var body = Substring(tag.body)
            if let first = body.first, first == ">" || first == "<" {
                partials.append((body.dropFirst().trimmingCharacters(in: .whitespaces), tag.line, tag.column))
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
                result.append((first, tag.line, tag.column))
                for part in name.split(separator: ".").dropFirst() { result.append((String(part), tag.line, tag.column)) }
            }
        }
        return (result, partials)
    }

    /// The flat check (every name is some view model's key or a string's) and, for the
    /// names that pass it, the check per section.
    static func check(_ theme: Theme) -> [Diagnostic] {
        var strings = Set<String>()
        for table in theme.strings.values { strings.formUnion(table.entries.keys) }
        let flat = check(theme, vocabulary: allKeys.union(strings))
        return flat + checkSections(theme, strings: strings, skipping: Set(flat.map(\.location)))
    }

    static func check(_ theme: Theme, vocabulary: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = vocabulary.sorted()
        for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
            let scanned = scan(text)
            for found in scanned.partials where theme.templates[found.name] == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, "missing-template", "the template includes '\(found.name)', which the theme does not have",
                        at: SourceLocation(path: theme.origins[name] ?? name, line: found.line, column: found.column),
                        hint: Suggest.hint(for: found.name, in: theme.templates.keys.sorted())))
            }
            for found in scanned.names where !vocabulary.contains(found.name) {
                diagnostics.append(
                    Diagnostic(
                        .error, "unknown-template-key", "the template uses '\(found.name)', which no page provides",
                        at: SourceLocation(path: theme.origins[name] ?? name, line: found.line, column: found.column),
                        hint: Suggest.hint(for: found.name, in: known) ?? "the keys are listed in docs/theming.md"))
            }
        }
        return diagnostics
    }

    // MARK: Per section

    /// A tag as the section check reads it.
    struct Tag {
        /// `#`, `^`, `/`, `>`, `<`, `$`, or nil for a variable.
        var sigil: Character?
        /// The name as written (`recipe.title`, `empty(diets)`, `layout`).
        var name: String
        var line: Int
        var column: Int
    }

    /// The tags of a template in order; nil when it changes its delimiters (then only the
    /// flat check applies).
    static func tags(in template: String) -> [Tag]? {
        var tags: [Tag] = []
        for tag in rawTags(in: template) {
            var sigil: Character? = nil
            var name = Substring(tag.body)
            if let first = tag.body.first {
                switch first {
                case "=": return nil
                case "!", "%": name = ""
                case "#", "^", "/", ">", "<", "$": sigil = first; name = name.dropFirst()
                case "{", "&": name = name.dropFirst()
                default: break
                }
            }
            let trimmed = name.trimmingCharacters(in: .init(charactersIn: " }"))
            if !trimmed.isEmpty { tags.append(Tag(sigil: sigil, name: trimmed, line: tag.line, column: tag.column)) }
        }
        return tags
    }

    /// Transforms whose section iterates the value itself rather than a yes/no or a number.
    static let elementTransforms: Set<String> = ["first", "last", "reversed", "sorted"]

    /// Each page template from its model, following its partials and parent.
    static func checkSections(_ theme: Theme, strings: Set<String>, skipping: Set<SourceLocation>) -> [Diagnostic] {
        var state = SectionCheck(theme: theme, strings: strings, skipping: skipping)
        for (template, model) in roots.sorted(by: { $0.key < $1.key }) where theme.templates[template] != nil {
            state.check(template, stack: [model], depth: 0)
        }
        return state.diagnostics
    }

    struct SectionCheck {
        let theme: Theme
        let strings: Set<String>
        let skipping: Set<SourceLocation>
        var diagnostics: [Diagnostic] = []
        var reported = Set<SourceLocation>()
        /// Templates already checked with a stack (a partial included twice in the same
        /// context is checked once).
        var done = Set<String>()

        /// `stack`: the types of the open contexts, innermost last; nil entries are
        /// sections that push no context of their own (`{{^x}}`, blocks, parents).
        mutating func check(_ template: String, stack start: [String?], depth: Int) {
            let signature = template + "|" + start.map { $0 ?? "-" }.joined(separator: ",")
            guard depth < 20, let text = theme.templates[template], !done.contains(signature), let tags = TemplateChecker.tags(in: text) else { return }
            done.insert(signature)
            let path = theme.origins[template] ?? template
            var stack = start
            for tag in tags {
                let location = SourceLocation(path: path, line: tag.line, column: tag.column)
                switch tag.sigil {
                case "/": if stack.count > start.count { stack.removeLast() }
                case ">": check(tag.name, stack: stack, depth: depth + 1)
                case "<": check(tag.name, stack: stack, depth: depth + 1); stack.append(nil)
                case "$": stack.append(nil)
                case "^": _ = resolve(tag.name, in: stack, at: location); stack.append(nil)
                case "#":
                    let found = resolve(tag.name, in: stack, at: location)
                    let transform = tag.name.firstIndex(of: "(").map { String(tag.name[..<$0]) }
                    if let transform, !TemplateChecker.elementTransforms.contains(transform) {
                        stack.append("Bool")
                    } else {
                        stack.append(found ?? "Any")
                    }
                default: _ = resolve(tag.name, in: stack, at: location)
                }
            }
        }

        /// The type `name` leads to in `stack`, or nil after reporting it.
        mutating func resolve(_ written: String, in stack: [String?], at location: SourceLocation) -> String? {
            var name = written
            while let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close {
                name = String(name[name.index(after: open)..<close])
            }
            if name == "." { return stack.last(where: { $0 != nil }) ?? "Any" }
            let parts = name.split(separator: ".").map(String.init)
            guard let first = parts.first else { return "Any" }
            var type: String? = nil
            for frame in stack.reversed() {
                guard let frame else { continue }
                if frame == "Any" { return "Any" }
                if let found = lookup(first, in: frame) { type = found; break }
            }
            guard var current = type else {
                let scope = stack.compactMap { $0 }.flatMap { keys(of: $0) }
                report("the template uses '\(first)' where no section provides it", keys: scope, name: first, at: location)
                return nil
            }
            for (index, part) in parts.enumerated().dropFirst() {
                if current == "Any" { return "Any" }
                guard let next = lookup(part, in: current) else {
                    report("the template uses '\(parts[..<index].joined(separator: "."))', which has no '\(part)'", keys: keys(of: current), name: part, at: location)
                    return nil
                }
                current = next
            }
            return current
        }

        /// The type `key` leads to in a context of `type`, or nil when it has no such key.
        func lookup(_ key: String, in type: String) -> String? {
            if type == "Dictionary" { return strings.contains(key) ? "String" : nil }
            return ViewModelKeys.models[type]?[key]
        }

        func keys(of type: String) -> [String] {
            type == "Dictionary" ? strings.sorted() : (ViewModelKeys.models[type]?.keys.sorted() ?? [])
        }

        mutating func report(_ message: String, keys: [String], name: String, at location: SourceLocation) {
            guard !skipping.contains(location), !reported.contains(location) else { return }
            reported.insert(location)
            diagnostics.append(
                Diagnostic(
                    .error, "unknown-template-key", message, at: location,
                    hint: Suggest.hint(for: name, in: Array(Set(keys)).sorted()) ?? "docs/theming.md lists the keys of each page and section"))
        }
    }
}
