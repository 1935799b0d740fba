import CCmark
import CookbookSupport

/// An image in a recipe's Markdown body: `![Onions, golden](../images/onions.jpg)`.
struct BodyImage: Sendable, Equatable {
    /// The image's path relative to `content/` (`images/onions.jpg`).
    var path: String
    /// The address as the author wrote it.
    var written: String
    var location: SourceLocation
}

/// Images of the Markdown body: found and resolved while parsing, checked against the
/// files of `content/` like the front matter's images, copied into the site, and linked
/// relative to each page (a recipe page is one folder deeper in another language).
enum BodyImages {
    /// The address prefix of a body image in parsed HTML, until the page links it.
    static let scheme = "cookbook-root:"

    /// An image node: a web address (or any other scheme) is an error and its address is
    /// removed; a relative path is resolved against the folder of `contentPath` (or
    /// `content/` for a path starting with `/`) and its address becomes
    /// `cookbook-root:<path>`. An image without alt text is a warning.
    static func visit(_ node: OpaquePointer, url: String, at location: SourceLocation, contentPath: String, into found: inout BodyReferences.Found) {
        let trimmed = url.trimmingSpaces()
        let lower = trimmed.lowercased()
        if lower.hasPrefix("data:image/") { return }  // inline: no request, nothing to copy
        let urlScheme = BodyReferences.scheme(of: lower)
        if let urlScheme, BodyReferences.dangerousSchemes.contains(urlScheme) {
            cmark_node_set_url(node, "")
            return
        }
        if lower.hasPrefix("//") || urlScheme != nil {
            let web = lower.hasPrefix("//") || ["http", "https", "ftp"].contains(urlScheme ?? "")
            found.diagnostics.append(
                Diagnostic(
                    .error, "invalid-image",
                    web
                        ? "the image '\(url)' is a web address; images must be files in content/"
                        : "the image '\(url)' is not a file in content/",
                    at: location, hint: "download the image into content/images/ and name its path; the site must work offline"))
            cmark_node_set_url(node, "")
            return
        }
        guard !trimmed.isEmpty else {
            found.diagnostics.append(
                Diagnostic(
                    .error, "missing-image", "an image without a path", at: location,
                    hint: "write the image's path in the brackets: ![Fried onions](../images/onions.jpg)"))
            return
        }
        // `photo.jpg?v=2` and `photo.jpg#top` name the file before ? or #; %20 is a space.
        guard let resolved = BodyReferences.file(trimmed, from: contentPath) else {
            found.diagnostics.append(
                Diagnostic(
                    .error, "image-outside-content", "the image path '\(url)' leads outside content/", at: location,
                    hint: "keep images inside content/, e.g. content/images/"))
            cmark_node_set_url(node, "")
            return
        }
        if cmark_node_first_child(node) == nil {
            found.diagnostics.append(
                Diagnostic(
                    .warning, "missing-alt", "the image '\(url)' has no description (alt text)", at: location,
                    hint: "describe what it shows for readers who cannot see it: ![Onions fried golden](\(url))"))
        }
        found.images.append(BodyImage(path: resolved, written: url, location: location))
        cmark_node_set_url(node, Self.scheme + resolved)
    }

    /// Errors for body images that are not image files, do not exist in `content/`, or
    /// are symbolic links out of it (the same rules as the front matter's images).
    static func check(_ images: [BodyImage], contentFiles: Set<String>, escapingFiles: Set<String>) -> [Diagnostic] {
        images.compactMap { image in
            ImageResolver.fileProblem(
                image.path, written: image.written, contentFiles: contentFiles, escapingFiles: escapingFiles,
                missingHint: "paths are relative to the recipe file; start with '/' for a path relative to content/"
            )
            .map { Diagnostic(.error, $0.code, $0.message, at: image.location, hint: $0.hint) }
        }
    }

    /// Body HTML with its images' addresses made relative to the page (`root` climbs from
    /// the page to the site root, where images are copied).
    static func link(_ html: String, root: String) -> String {
        guard html.containsExactly(scheme) else { return html }
        return html.replacingOccurrences(of: "src=\"" + scheme, with: "src=\"" + root)
    }
}
