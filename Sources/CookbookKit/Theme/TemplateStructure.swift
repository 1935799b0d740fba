import CookbookSupport

/// Checks the shape of a theme's templates before any is parsed or rendered, because
/// the Mustache library recurses without a limit: a partial that includes itself, two
/// partials that include each other, a parent (`{{<layout}}`) or a block (`{{$main}}`)
/// inside the text that fills a parent's block (directly or in a partial included
/// there: the library fills it with the same text again, forever), or thousands of
/// nested sections would overflow the stack and kill the build. Each is an error naming
/// the template file, line and column.
enum TemplateStructure {
    /// The most sections (`{{#}}`, `{{^}}`, `{{$}}`, `{{<}}`) open at once in one template.
    static let maxDepth = 100
    /// The most open at once counting the templates a template includes.
    static let maxTotalDepth = 250

    struct Include: Equatable {
        var name: String
        /// `{{<name}}` (a parent whose blocks the template fills) rather than `{{>name}}`.
        var isParent: Bool
        /// Whether it stands inside the content of a `{{<parent}}` of the same template.
        var insideParent: Bool
        /// Sections open around it.
        var depth: Int
        var line: Int
        var column: Int
    }

    struct Shape: Equatable {
        var includes: [Include] = []
        /// Blocks (`{{$name}}`) that are not the direct definitions of a parent's blocks.
        var blocks: [Include] = []
        var maxDepth = 0
        /// Where the nesting first went over `TemplateStructure.maxDepth`.
        var tooDeepAt: (line: Int, column: Int)?

        static func == (a: Shape, b: Shape) -> Bool {
            a.includes == b.includes && a.blocks == b.blocks && a.maxDepth == b.maxDepth && a.tooDeepAt?.line == b.tooDeepAt?.line && a.tooDeepAt?.column == b.tooDeepAt?.column
        }
    }

    /// The includes and nesting of one template, following `{{=<% %>=}}` delimiter changes.
    static func shape(of template: String) -> Shape {
        var shape = Shape()
        let chars = Array(template.unicodeScalars)
        var open: [Unicode.Scalar] = ["{", "{"], close: [Unicode.Scalar] = ["}", "}"]
        var stack: [Unicode.Scalar] = []  // the sigil of each open section
        var line = 1, column = 1
        var i = 0
        func matches(_ pattern: [Unicode.Scalar], at index: Int) -> Bool {
            guard index + pattern.count <= chars.count else { return false }
            for k in pattern.indices where chars[index + k] != pattern[k] { return false }
            return true
        }
        func step(to end: Int) {
            while i < end && i < chars.count {
                if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
                i += 1
            }
        }
        while i < chars.count {
            guard matches(open, at: i) else { step(to: i + 1); continue }
            let tagLine = line, tagColumn = column
            var start = i + open.count
            var tagClose = close
            // `{{{name}}}` closes with one more brace.
            if open == ["{", "{"], start < chars.count, chars[start] == "{" { tagClose = ["}", "}", "}"] }
            var end = start
            while end < chars.count, !matches(tagClose, at: end) { end += 1 }
            guard end < chars.count else { break }
            var body = String(String.UnicodeScalarView(chars[start..<end]))
            step(to: end + tagClose.count)
            start = 0
            body = body.trimmingCharacters(in: .whitespaces)
            guard let sigil = body.unicodeScalars.first else { continue }
            let name = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
            switch sigil {
            case "=":
                // {{=<% %>=}}: the new delimiters, separated by spaces.
                let parts = body.dropFirst().dropLast(body.hasSuffix("=") ? 1 : 0).split(separator: " ", omittingEmptySubsequences: true)
                if parts.count == 2 {
                    open = Array(parts[0].unicodeScalars)
                    close = Array(parts[1].unicodeScalars)
                }
            case "#", "^", "$", "<":
                if sigil == "<" {
                    shape.includes.append(
                        Include(
                            name: name, isParent: true, insideParent: stack.contains("<"), depth: stack.count,
                            line: tagLine, column: tagColumn))
                }
                if sigil == "$", stack.last != "<" {
                    shape.blocks.append(
                        Include(
                            name: name, isParent: false, insideParent: stack.contains("<"), depth: stack.count,
                            line: tagLine, column: tagColumn))
                }
                stack.append(sigil)
                shape.maxDepth = max(shape.maxDepth, stack.count)
                if stack.count > TemplateStructure.maxDepth, shape.tooDeepAt == nil { shape.tooDeepAt = (tagLine, tagColumn) }
            case "/":
                if !stack.isEmpty { stack.removeLast() }
            case ">":
                shape.includes.append(
                    Include(
                        name: name, isParent: false, insideParent: stack.contains("<"), depth: stack.count,
                        line: tagLine, column: tagColumn))
            default:
                break
            }
        }
        return shape
    }

    /// Errors for every template that nests too deep, includes itself (directly or through
    /// others), or uses a parent inside a parent's block. `origins` names each template's file.
    static func check(_ templates: [String: String], origins: [String: String]) -> [Diagnostic] {
        var shapes: [String: Shape] = [:]
        for (name, text) in templates { shapes[name] = shape(of: text) }
        var diagnostics: [Diagnostic] = []
        func at(_ template: String, _ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(path: origins[template] ?? template, line: line, column: column)
        }
        for name in shapes.keys.sorted() {
            for include in shapes[name]!.includes where include.name.hasPrefix("*") {
                diagnostics.append(
                    Diagnostic(
                        .error, "template-syntax",
                        "dynamic partials ('{{\(include.isParent ? "<" : ">")\(include.name)}}') are not allowed: the template they include depends on the page's data, so it cannot be checked before rendering",
                        at: at(name, include.line, include.column), hint: "name the partial: {{> card}}"))
            }
            if let deep = shapes[name]!.tooDeepAt {
                diagnostics.append(
                    Diagnostic(
                        .error, "template-too-deep", "sections are nested more than \(maxDepth) levels deep here",
                        at: at(name, deep.line, deep.column), hint: "close sections sooner; no page needs this depth"))
            }
        }
        // Cycles: depth-first search, reporting the include that closes each cycle once.
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var path: [String] = []
        var reported = Set<String>()
        func visit(_ name: String) {
            state[name] = 1
            path.append(name)
            for include in shapes[name]?.includes ?? [] where shapes[include.name] != nil {
                switch state[include.name] {
                case 1:
                    let cycle = path[path.lastIndex(of: include.name)!...] + [include.name]
                    let key = "\(name):\(include.line):\(include.column)"
                    if reported.insert(key).inserted {
                        let shown =
                            cycle.count == 2
                            ? "the template includes itself ('\(include.name)')"
                            : "the templates include each other: " + cycle.map { "'\($0)'" }.joined(separator: " -> ")
                        diagnostics.append(
                            Diagnostic(
                                .error, "template-recursion", shown, at: at(name, include.line, include.column),
                                hint: "a template may not include itself, directly or through other templates"))
                    }
                case nil: visit(include.name)
                default: break
                }
            }
            path.removeLast()
            state[name] = 2
        }
        for name in shapes.keys.sorted() where state[name] == nil { visit(name) }
        guard !diagnostics.hasErrors else { return diagnostics }

        // The first parent or block a template uses, itself or through the partials it includes.
        var usesParent: [String: (template: String, tag: Include)?] = [:]
        func parentUse(_ name: String) -> (template: String, tag: Include)? {
            if let known = usesParent[name] { return known }
            let shape = shapes[name] ?? Shape()
            var found: (template: String, tag: Include)?
            let own = (shape.blocks + shape.includes.filter(\.isParent)).min { ($0.line, $0.column) < ($1.line, $1.column) }
            if let own {
                found = (name, own)
            } else {
                for include in shape.includes where shapes[include.name] != nil {
                    if let deeper = parentUse(include.name) { found = deeper; break }
                }
            }
            usesParent[name] = .some(found)
            return found
        }
        var reportedUses = Set<String>()
        // How deep a template nests with everything it includes.
        var total: [String: Int] = [:]
        func totalDepth(_ name: String) -> Int {
            if let known = total[name] { return known }
            let shape = shapes[name] ?? Shape()
            let deepest = shape.includes.map { $0.depth + (shapes[$0.name] != nil ? totalDepth($0.name) : 0) }.max() ?? 0
            total[name] = max(shape.maxDepth, deepest)
            return total[name]!
        }
        for name in shapes.keys.sorted() {
            for include in shapes[name]!.includes where include.insideParent && shapes[include.name] != nil {
                if include.isParent {
                    diagnostics.append(
                        Diagnostic(
                            .error, "template-recursion", "'{{<\(include.name)}}' inside another parent's block would fill its blocks forever",
                            at: at(name, include.line, include.column), hint: "use one parent per template, at the top level"))
                } else if let use = parentUse(include.name), reportedUses.insert("\(use.template):\(use.tag.line):\(use.tag.column)").inserted {
                    // Reported where the partial's parent or block is: that is what to change.
                    let tag = use.tag.isParent ? "{{<\(use.tag.name)}}" : "{{$\(use.tag.name)}}"
                    let includer = (origins[name] ?? name).replacingOccurrences(of: "built-in theme: ", with: "")
                    diagnostics.append(
                        Diagnostic(
                            .error, "template-recursion",
                            "'\(tag)' in the partial '\(use.template)' would be filled forever: the partial is included inside the text that fills a parent's block (\(includer) line \(include.line))",
                            at: at(use.template, use.tag.line, use.tag.column),
                            hint: "use parents and blocks only in page templates, not in partials included inside blocks"))
                }
            }
            for block in shapes[name]!.blocks where block.insideParent {
                diagnostics.append(
                    Diagnostic(
                        .error, "template-recursion", "the block '{{$\(block.name)}}' inside the text that fills a parent's block would be filled with that text again, forever",
                        at: at(name, block.line, block.column), hint: "define blocks only directly inside {{<parent}}...{{/parent}}"))
            }
            if shapes[name]!.tooDeepAt == nil, totalDepth(name) > maxTotalDepth,
                let include = shapes[name]!.includes.first(where: { shapes[$0.name] != nil && $0.depth + totalDepth($0.name) > maxTotalDepth })
            {
                diagnostics.append(
                    Diagnostic(
                        .error, "template-too-deep", "with the templates it includes, sections are nested more than \(maxTotalDepth) levels deep here",
                        at: at(name, include.line, include.column), hint: "close sections sooner; no page needs this depth"))
            }
        }
        return diagnostics
    }
}
