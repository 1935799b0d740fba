import Foundation
import Mustache
import CookbookSupport
import CookbookTheme

/// The templates and static assets a site is rendered with: the built-in theme,
/// overlaid file by file with the site's own `templates/` folder.
struct Theme: Sendable {
    /// Template name (file name without `.mustache`) -> text.
    var templates: [String: String]
    /// Path below `assets/` in the output -> contents.
    var assets: [String: [UInt8]]
    /// Interface strings by language, from `i18n/<lang>.yaml`.
    var strings: [String: UIStrings]
    /// Where each file came from, for diagnostics (`templates/recipe.mustache` or `built-in theme: recipe.mustache`).
    var origins: [String: String]
    let library: MustacheLibrary
    /// The languages whose templates are rendered with `{{page.t.key}}` replaced by the
    /// escaped string: the same output, without a Mustache lookup (a walk down the whole
    /// context stack) for every interface word of every page.
    let localizedLanguages: Set<String>
    /// swift-mustache's libraries of those languages (the inlined texts parsed), made on
    /// first use: the compiled renderer renders every page of the built-in theme, and
    /// the compiled ones are made from `compiled` (`CompiledLibrary.inliningStrings`).
    let localizedLibraries: LocalizedLibraries
    /// `library` compiled for the faster renderer (CompiledTemplates.swift), when every
    /// template uses only what it renders, and the same per language of
    /// `localizedLanguages` with the strings put into the tree.
    let compiled: CompiledLibrary?
    let compiledLocalized: [String: CompiledLibrary]
    /// Whether the book can be rendered in parts (`bookOuter`, `bookRecipe`): the built-in
    /// `book.mustache` can; a site's own is rendered whole.
    let splitsBook: Bool

    /// Templates every theme must have, because the renderer uses them.
    static let requiredTemplates = ["layout", "home", "recipe", "list", "index"]

    /// - Parameter languages: the languages pages will be rendered in, when known: the
    ///   templates are inlined and compiled per language (`localized`) for those only (a
    ///   language without them renders the same pages through `library`, a little slower).
    static func load(root: String, displayPrefix: String, fileSystem fs: FileSystem, languages: Set<String>? = nil) -> Outcome<Theme?> {
        var templates: [String: String] = [:]
        var assets: [String: [UInt8]] = [:]
        var origins: [String: String] = [:]
        var stringFiles: [String: (text: String, origin: String)] = [:]
        var diagnostics: [Diagnostic] = []
        func add(_ relative: String, _ bytes: [UInt8], origin: String) {
            if relative.hasPrefix("i18n/"), relative.hasSuffix(".yaml") {
                let language = String(relative.dropFirst("i18n/".count).dropLast(".yaml".count))
                stringFiles[language] = (String(decoding: bytes, as: UTF8.self), origin)
            } else if relative.hasSuffix(".mustache") {
                let name = String(relative.dropLast(".mustache".count))
                templates[name] = String(decoding: bytes, as: UTF8.self)
                origins[name] = origin
            } else if relative.hasPrefix("assets/") {
                assets[String(relative.dropFirst("assets/".count))] = bytes
            }
        }
        for (relative, text) in BuiltinTheme.files.sorted(by: { $0.key < $1.key }) {
            add(relative, Array(text.utf8), origin: "built-in theme: \(relative)")
        }
        let folder = Paths.join(root, "templates")
        if fs.isDirectory(folder) {
            let realFolder = fs.realPath(folder) ?? folder
            for relative in fs.listFiles(folder) {
                let display = displayPrefix + "templates/" + relative
                // Like content/: nothing that resolves outside templates/ is read or published.
                if let real = fs.realPath(Paths.join(folder, relative)), !(real + "/").hasPrefix(realFolder + "/") {
                    diagnostics.append(
                        Diagnostic(
                            .error, "symlink-outside", "this file is a symbolic link to a place outside templates/",
                            at: SourceLocation(path: display, line: 1, column: 1), hint: "copy the file into templates/ instead of linking to it"))
                    continue
                }
                guard let bytes = try? fs.read(Paths.join(folder, relative)) else {
                    diagnostics.append(Diagnostic(.error, "unreadable", "cannot read this file", at: SourceLocation(path: display, line: 1, column: 1)))
                    continue
                }
                if relative.hasSuffix(".mustache") || relative.hasSuffix(".yaml"), TextDecoder.firstInvalidUTF8(bytes[...]) != nil {
                    diagnostics.append(Diagnostic(.error, "not-utf8", "the template is not valid UTF-8", at: SourceLocation(path: display, line: 1, column: 1)))
                    continue
                }
                add(relative, bytes, origin: display)
            }
        }
        // Recursion and depth first: the Mustache library would overflow the stack on them.
        let structure = TemplateStructure.check(templates, origins: origins)
        diagnostics += structure
        if structure.hasErrors { return Outcome(nil, diagnostics) }
        // The book in parts, registered beside the templates (not one of them: never checked or listed).
        let bookParts = origins["book"].map { $0.hasPrefix("built-in theme") } == true ? templates["book"].flatMap(Self.splitBook) : nil
        let registered = templates.merging(bookParts ?? [:]) { a, _ in a }
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(
                    Diagnostic(
                        .error, "template-syntax", "template error: \(error.error)",
                        at: SourceLocation(path: origins[name]!, line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                diagnostics.append(Diagnostic(.error, "template-syntax", "template error: \(error)", at: SourceLocation(path: origins[name]!, line: 1, column: 1)))
            }
        }
        for name in requiredTemplates where templates[name] == nil {
            diagnostics.append(Diagnostic(.error, "missing-template", "the theme has no '\(name).mustache'", at: SourceLocation(path: displayPrefix + "templates", line: 1, column: 1)))
        }
        var strings: [String: UIStrings] = [:]
        for (language, file) in stringFiles.sorted(by: { $0.key < $1.key }) {
            let parsed = UIStrings.parse(file.text, language: language, path: file.origin)
            diagnostics += parsed.diagnostics
            if let value = parsed.value { strings[language] = value }
        }
        if diagnostics.hasErrors { return Outcome(nil, diagnostics) }
        var splitsBook = false
        if let bookParts {
            splitsBook = true
            for (name, text) in bookParts.sorted(by: { $0.key < $1.key }) {
                guard let template = try? MustacheTemplate(string: text) else { splitsBook = false; continue }
                library.register(template, named: name)
            }
        }
        let names = splitsBook ? Array(registered.keys) : Array(templates.keys)
        let compiled = CompiledLibrary(library, names: names)
        var localizedLanguages = Set<String>()
        var parsed: [String: MustacheLibrary] = [:]
        var compiledLocalized: [String: CompiledLibrary] = [:]
        // The templates' string tags read once for all languages.
        let stringTags = bookParts == nil || splitsBook ? compiled?.stringTags(registered) : nil
        for (language, local) in strings where languages?.contains(language) ?? true {
            let texts = local.texts
            // The strings put into the compiled trees: no parse of the inlined texts. The
            // library holds every registered template then (a book part that did not parse
            // left the languages without one, below).
            if let compiled, let stringTags, let inlined = compiled.inliningStrings(texts, tags: stringTags) {
                localizedLanguages.insert(language)
                compiledLocalized[language] = inlined
                continue
            }
            guard let languageLibrary = Self.inlinedLibrary(registered, texts) else { continue }
            localizedLanguages.insert(language)
            parsed[language] = languageLibrary
            compiledLocalized[language] = CompiledLibrary(languageLibrary, names: names)
        }
        let localizedLibraries = LocalizedLibraries(parsed: parsed, templates: registered, strings: strings.mapValues(\.texts))
        return Outcome(
            Theme(
                templates: templates, assets: assets, strings: strings, origins: origins, library: library,
                localizedLanguages: localizedLanguages, localizedLibraries: localizedLibraries, compiled: compiled,
                compiledLocalized: compiledLocalized, splitsBook: splitsBook),
            diagnostics)
    }

    /// Each template with the strings inlined (`inlineStrings`), parsed by swift-mustache;
    /// nil when one does not parse.
    static func inlinedLibrary(_ templates: [String: String], _ texts: [String: String]) -> MustacheLibrary? {
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            guard let template = try? MustacheTemplate(string: Self.inlineStrings(text, texts)) else { return nil }
            library.register(template, named: name)
        }
        return library
    }

    /// swift-mustache's library of a language of `localizedLanguages`, or nil for another.
    func localized(_ language: String) -> MustacheLibrary? {
        localizedLanguages.contains(language) ? localizedLibraries.library(language) : nil
    }

    /// swift-mustache's libraries of the inlined templates, parsed on first use (the
    /// compiled renderer gives up on a page only for a value it does not know, a lambda).
    final class LocalizedLibraries: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [String: MustacheLibrary]
        private let templates: [String: String]
        private let strings: [String: [String: String]]

        init(parsed: [String: MustacheLibrary], templates: [String: String], strings: [String: [String: String]]) {
            made = parsed
            self.templates = templates
            self.strings = strings
        }

        func library(_ language: String) -> MustacheLibrary? {
            lock.lock()
            defer { lock.unlock() }
            if let found = made[language] { return found }
            guard let texts = strings[language], let library = Theme.inlinedLibrary(templates, texts) else { return nil }
            made[language] = library
            return library
        }
    }

    /// The strings of each of the site's languages, with an error for a language
    /// the theme has no strings for and for every key one language lacks.
    func strings(for languages: [String], displayPrefix: String) -> Outcome<[String: UIStrings]> {
        var diagnostics: [Diagnostic] = []
        var result: [String: UIStrings] = [:]
        for language in languages {
            guard let found = strings[language] else {
                diagnostics.append(
                    Diagnostic(
                        .error, "missing-strings", "the theme has no interface strings for '\(language)'",
                        at: SourceLocation(path: displayPrefix + "templates/i18n/\(language).yaml", line: 1, column: 1),
                        hint: "copy another language's file (cookbook init --with-theme shows them) and translate it"))
                continue
            }
            result[language] = found
        }
        let union = result.values.reduce(into: [String: UIStrings.Entry]()) { all, strings in
            for (key, entry) in strings.entries where all[key] == nil { all[key] = entry }
        }
        let reference = UIStrings(language: "all", entries: union, origin: "another language's strings file")
        for language in languages {
            guard let found = result[language] else { continue }
            diagnostics += found.missingKeys(comparedTo: reference)
            // A key every language lacks: the comparison above cannot see it.
            diagnostics += found.missingRequiredKeys(among: UIStrings.requiredKeys.filter { union[$0] == nil })
        }
        return Outcome(result, diagnostics)
    }

    func render(_ model: Any, template: String, language: String? = nil) -> String? {
        let compiledLibrary: CompiledLibrary? =
            if let language, localizedLanguages.contains(language) { compiledLocalized[language] } else { compiled }
        if let compiledLibrary, let page = compiledLibrary.render(model, template: template) { return page }
        return (language.flatMap { localized($0) } ?? library).render(model, withTemplate: template)
    }

    /// `render` as the UTF-8 bytes of the file: the compiled renderer writes bytes, so a
    /// page is not made a `String` and then copied out of it again.
    func renderBytes(_ model: Any, template: String, language: String? = nil) -> [UInt8]? {
        let compiledLibrary: CompiledLibrary? =
            if let language, localizedLanguages.contains(language) { compiledLocalized[language] } else { compiled }
        if let compiledLibrary, let page = compiledLibrary.renderBytes(model, template: template) { return page }
        return (language.flatMap { localized($0) } ?? library).render(model, withTemplate: template).map { Array($0.utf8) }
    }

    /// The page through swift-mustache alone (to compare the compiled renderer with).
    func renderWithMustache(_ model: Any, template: String, language: String? = nil) -> String? {
        (language.flatMap { localized($0) } ?? library).render(model, withTemplate: template)
    }

    /// The book's page with the recipes left out (`bookMarker` on a line in their place),
    /// rendered with the recipes' titles only (for the contents).
    static let bookOuter = "book~outer"
    /// One recipe of the book, rendered from a `BookRecipePartView`.
    static let bookRecipe = "book~recipe"
    /// Stands for the recipes in `bookOuter`'s output. Content cannot make it: text from
    /// content is escaped, and the renderer checks the marker comes once, on its own line.
    static let bookMarker = "<!--cookbook:book-recipes-->"

    /// `book.mustache` cut in two: the page without its recipes, and one recipe. The
    /// recipes are the lines from `{{#chapters}}` `{{#recipes}}` (each a standalone tag on
    /// its own line, so they make no text) to the matching `{{/recipes}}` `{{/chapters}}`
    /// after the contents; rendering each recipe inside `{{#recipe}}…{{/recipe}}` gives
    /// the same text as the whole page's loop (a recipe answers every key it uses, and
    /// `page` is found above it as before). Nil when the template is not of that shape.
    static func splitBook(_ text: String) -> [String: String]? {
        let open = "\n{{#chapters}}\n{{#recipes}}\n<article"
        let close = "</article>\n{{/recipes}}\n{{/chapters}}\n"
        guard let start = text.firstRange(of: open), let end = text[start.upperBound...].firstRange(of: close),
            text[end.upperBound...].firstRange(of: close) == nil, !text.containsExactly(bookMarker)
        else { return nil }
        let article = "<article" + text[start.upperBound..<text.index(end.lowerBound, offsetBy: "</article>\n".count)]
        let outer = text[..<start.lowerBound] + "\n" + bookMarker + "\n" + text[end.upperBound...]
        return [bookOuter: String(outer), bookRecipe: "{{#recipe}}\n" + article + "{{/recipe}}\n"]
    }

    /// `text` with each `{{page.t.key}}` (escaped) and `{{{page.t.key}}}` (raw) replaced by
    /// the string, when there is one and it holds no "{{". A template that changes its
    /// delimiters is left alone.
    static func inlineStrings(_ text: String, _ texts: [String: String]) -> String {
        guard !text.containsExactly("{{=") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{page.t.") {
            // A triple mustache starts one brace earlier.
            let triple = open.lowerBound > rest.startIndex && rest[rest.index(before: open.lowerBound)] == "{"
            let nameStart = open.upperBound
            let nameEnd = rest[nameStart...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
            let key = String(rest[nameStart..<nameEnd])
            let close = triple ? "}}}" : "}}"
            guard rest[nameEnd...].hasPrefix(close), let value = texts[key], !value.containsExactly("{{") else {
                out += rest[..<nameStart]
                rest = rest[nameStart...]
                continue
            }
            let start = triple ? rest.index(before: open.lowerBound) : open.lowerBound
            out += rest[..<start]
            out += triple ? value : HTML.escape(value)
            rest = rest[rest.index(nameEnd, offsetBy: close.count)...]
        }
        return out + rest
    }
}
