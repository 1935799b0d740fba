import CCmark
import CookbookSupport

/// A link in a recipe's Markdown body to another recipe's file: `[achichuk](achichuk.md)`.
struct BodyLink: Sendable, Equatable {
    /// The linked recipe's file relative to `content/` (a translation's file names its original).
    var target: String
    /// The address as the author wrote it.
    var written: String
    var location: SourceLocation
    /// The file the link is in, relative to `content/`.
    var from: String = ""
}

/// Links between recipes: written as the other recipe's file, as in any Markdown editor,
/// checked like a compiler (the file must be a recipe, and not a draft), and linked to
/// the recipe's page in the reader's language (or the default language's page when it is
/// not translated). Script addresses are removed, also when raw HTML is allowed.
enum BodyLinks {
    static let scheme = "cookbook-recipe:"

    /// A link node: a script address is removed; a link to a `.md` file is resolved like
    /// an image path and its address becomes `cookbook-recipe:<file>#fragment`.
    static func visit(_ node: OpaquePointer, url: String, at location: SourceLocation, contentPath: String, into found: inout BodyReferences.Found) {
        let trimmed = url.trimmingSpaces()
        let lower = trimmed.lowercased()
        if let urlScheme = BodyReferences.scheme(of: lower) {
            if BodyReferences.dangerousSchemes.contains(urlScheme) { cmark_node_set_url(node, "") }
            return
        }
        let pathPart = String(trimmed.prefix { $0 != "?" && $0 != "#" })
        // A web address without a scheme, or a link within the page (#step-2).
        if lower.hasPrefix("//") || pathPart.isEmpty { return }
        guard pathPart.lowercased().hasSuffix(".md") else {
            // A file that is not a recipe: not published, so the link would lead nowhere
            // (or, climbing out of content/, to a file of the reader's own disk).
            let outside = BodyReferences.file(pathPart, from: contentPath) == nil
            found.diagnostics.append(
                Diagnostic(
                    .error, "broken-link",
                    outside
                        ? "the link '\(url)' leads outside content/"
                        : "the link '\(url)' names a file that is not a recipe; only recipes (.md files) get pages",
                    at: location, hint: "link to another recipe by its file, e.g. [Achichuk](achichuk.md), or to a web address"))
            cmark_node_set_url(node, "")
            return
        }
        let fragment = trimmed.dropFirst(pathPart.count).drop { $0 != "#" }
        guard let resolved = BodyReferences.file(pathPart, from: contentPath) else {
            found.diagnostics.append(
                Diagnostic(
                    .error, "broken-link", "the link '\(url)' leads outside content/", at: location,
                    hint: "link to another recipe by its file, e.g. [Achichuk](achichuk.md)"))
            cmark_node_set_url(node, "")
            return
        }
        let target = TranslationDecoder.split(resolved)?.original ?? resolved
        found.links.append(BodyLink(target: target, written: url, location: location, from: contentPath))
        cmark_node_set_url(node, scheme + target + fragment)
    }

    /// Errors for links to files that are not recipes, and to drafts from published recipes.
    /// - Parameter recipes: each recipe file (relative to `content/`) and whether it is a draft.
    static func check(_ links: [BodyLink], recipes: [String: Bool], fromDraft: Bool) -> [Diagnostic] {
        // Recipe files by file name, made once (not per link), for the hints.
        var index: (byName: [String: String], names: [String])?
        var broken = 0
        return links.compactMap { link in
            guard let draft = recipes[link.target] else {
                // The closest recipe file by name, written relative to the linking file; only
                // for the problems that will be shown (DiagnosticLimit).
                var near: String?
                if DiagnosticLimit.wantsHint(broken) {
                    if index == nil {
                        let byName = Dictionary(recipes.keys.sorted().map { (String($0.split(separator: "/").last ?? ""), $0) }, uniquingKeysWith: { a, _ in a })
                        index = (byName, byName.keys.sorted())
                    }
                    let name = String(link.target.split(separator: "/").last ?? "")
                    near = Suggest.closest(to: name, in: index!.names).flatMap { index!.byName[$0] }
                }
                broken += 1
                return Diagnostic(
                    .error, "broken-link", "the link '\(link.written)' names no recipe (looked for content/\(link.target))",
                    at: link.location,
                    hint: near.map { "did you mean '\(relative($0, from: Paths.directory(of: link.from)))'?" }
                        ?? "link to another recipe by its file, relative to this one: [Achichuk](achichuk.md)")
            }
            if draft && !fromDraft {
                return Diagnostic(
                    .error, "broken-link", "the link '\(link.written)' names a draft, which has no page",
                    at: link.location, hint: "publish that recipe (remove 'draft: true') or remove the link")
            }
            return nil
        }
    }

    /// `path` as seen from `folder` (both relative to `content/`): `salads/achichuk.md`, `../non.md`.
    static func relative(_ path: String, from folder: String) -> String {
        let a = folder.split(separator: "/"), b = path.split(separator: "/")
        var common = 0
        while common < a.count, common < b.count - 1, a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: a.count - common) + b[common...].map(String.init)).joined(separator: "/")
    }

    /// Whether `html` has a link to another recipe, which `link` rewrites.
    static func linksRecipes(_ html: String) -> Bool { html.containsExactly(marker) }

    static let marker = "href=\"" + scheme

    /// Body HTML with recipe links made relative to the page: `url(target)` gives the
    /// route from the site root (`ru/recipes/plov.html`), nil to leave the text unlinked.
    static func link(_ html: String, root: String, url: (String) -> String?) -> String {
        guard linksRecipes(html) else { return html }
        let marker = "href=\"" + scheme
        var out = ""
        var rest = Substring(html)
        while let range = rest.firstRange(of: marker) {
            out += rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let end = after.firstIndex(of: "\"") ?? after.endIndex
            let address = String(after[..<end])
            // cmark wrote the address as an attribute: undo its entities (before looking for
            // the #fragment: "&#x27;" has a #), then its %xx escapes.
            let unescaped = address.replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            let path = String(unescaped.prefix { $0 != "#" })
            let fragment = HTML.escape(String(unescaped.dropFirst(path.count)))
            if let route = url(BodyReferences.percentDecoded(path)) {
                out += "href=\"" + root + route + fragment
                rest = after[end...]
            } else {
                // No page (cannot happen after the build's checks): the text stays, unlinked.
                while out.last == " " { out.removeLast() }
                out += " data-unlinked=\""
                rest = after[end...]
            }
        }
        return out + rest
    }
}
