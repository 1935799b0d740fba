import Mustache

/// The templates and static assets a site is rendered with: the built-in theme,
/// overlaid file by file with the site's own `templates/` folder.
public struct Theme: Sendable {
    /// Template name (file name without `.mustache`) -> text.
    public var templates: [String: String]
    /// Path below `assets/` in the output -> contents.
    public var assets: [String: [UInt8]]
    /// Where each file came from, for diagnostics (`templates/recipe.mustache` or `built-in theme: recipe.mustache`).
    public var origins: [String: String]
    let library: MustacheLibrary

    /// Templates every theme must have, because the renderer uses them.
    public static let requiredTemplates = ["layout", "home", "recipe", "list", "index"]

    public static func load(root: String, displayPrefix: String, fileSystem fs: FileSystem) -> Outcome<Theme?> {
        var templates: [String: String] = [:]
        var assets: [String: [UInt8]] = [:]
        var origins: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        func add(_ relative: String, _ bytes: [UInt8], origin: String) {
            if relative.hasSuffix(".mustache") {
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
            for relative in fs.listFiles(folder) {
                let display = displayPrefix + "templates/" + relative
                guard let bytes = try? fs.read(Paths.join(folder, relative)) else {
                    diagnostics.append(Diagnostic(.error, "unreadable", "cannot read this file", at: SourceLocation(path: display, line: 1, column: 1)))
                    continue
                }
                if relative.hasSuffix(".mustache"), TextDecoder.firstInvalidUTF8(bytes[...]) != nil {
                    diagnostics.append(Diagnostic(.error, "not-utf8", "the template is not valid UTF-8", at: SourceLocation(path: display, line: 1, column: 1)))
                    continue
                }
                add(relative, bytes, origin: display)
            }
        }
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(Diagnostic(.error, "template-syntax", "template error: \(error.error)",
                                              at: SourceLocation(path: origins[name]!, line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                diagnostics.append(Diagnostic(.error, "template-syntax", "template error: \(error)", at: SourceLocation(path: origins[name]!, line: 1, column: 1)))
            }
        }
        for name in requiredTemplates where templates[name] == nil {
            diagnostics.append(Diagnostic(.error, "missing-template", "the theme has no '\(name).mustache'", at: SourceLocation(path: displayPrefix + "templates", line: 1, column: 1)))
        }
        if diagnostics.hasErrors { return Outcome(nil, diagnostics) }
        return Outcome(Theme(templates: templates, assets: assets, origins: origins, library: library), diagnostics)
    }

    func render(_ model: Any, template: String) -> String? {
        library.render(model, withTemplate: template)
    }
}
