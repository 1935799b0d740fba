import CCmark

/// An image in a recipe's Markdown body: `![Onions, golden](../images/onions.jpg)`.
public struct BodyImage: Sendable, Equatable {
    /// The image's path relative to `content/` (`images/onions.jpg`).
    public var path: String
    /// The address as the author wrote it.
    public var written: String
    public var location: SourceLocation
}

/// Images of the Markdown body: found and resolved while parsing, checked against the
/// files of `content/` like the front matter's images, copied into the site, and linked
/// relative to each page (a recipe page is one folder deeper in another language).
public enum BodyImages {
    /// The address prefix of a body image in parsed HTML, until the page links it.
    static let scheme = "cookbook-root:"

    /// Every image node of `document`: a web address (or any other scheme) is an error and
    /// its address is removed; a relative path is resolved against the folder of
    /// `contentPath` (or `content/` for a path starting with `/`) and its address becomes
    /// `cookbook-root:<path>`. An image without alt text is a warning.
    static func collect(_ document: OpaquePointer, path: String, contentPath: String, lineOffset: Int) -> ([BodyImage], [Diagnostic]) {
        guard let iterator = cmark_iter_new(document) else { return ([], []) }
        defer { cmark_iter_free(iterator) }
        var images: [BodyImage] = []
        var diagnostics: [Diagnostic] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_IMAGE else { continue }
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            // Inline nodes carry no position in cmark: point at the block holding the image.
            var block: OpaquePointer? = node
            while let current = block, cmark_node_get_start_line(current) == 0 { block = cmark_node_parent(current) }
            let line = block.map { Int(cmark_node_get_start_line($0)) } ?? 1
            let column = block.map { Int(cmark_node_get_start_column($0)) } ?? 1
            let location = SourceLocation(path: path, line: max(line, 1) + lineOffset, column: max(column, 1))

            let trimmed = url.trimmingSpaces()
            let lower = trimmed.lowercased()
            if lower.hasPrefix("data:image/") { continue }  // inline: no request, nothing to copy
            let urlScheme = lower.prefix { $0 != ":" && $0 != "/" && $0 != "?" && $0 != "#" }
            let hasScheme = !urlScheme.isEmpty && urlScheme.count < lower.count && lower.dropFirst(urlScheme.count).first == ":"
            // Script and local-file addresses are removed without a word, as cmark's safe
            // mode does (and also when the site allows raw HTML).
            if hasScheme, ["javascript", "vbscript", "file", "data"].contains(String(urlScheme)) {
                cmark_node_set_url(node, "")
                continue
            }
            if lower.hasPrefix("//") || hasScheme {
                let web = lower.hasPrefix("//") || ["http", "https", "ftp"].contains(urlScheme)
                diagnostics.append(Diagnostic(.error, "invalid-image",
                                              web ? "the image '\(url)' is a web address; images must be files in content/"
                                                  : "the image '\(url)' is not a file in content/",
                                              at: location, hint: "download the image into content/images/ and name its path; the site must work offline"))
                cmark_node_set_url(node, "")
                continue
            }
            guard !trimmed.isEmpty else {
                diagnostics.append(Diagnostic(.error, "missing-image", "an image without a path", at: location,
                                              hint: "write the image's path in the brackets: ![Fried onions](../images/onions.jpg)"))
                continue
            }
            // `photo.jpg?v=2` and `photo.jpg#top` name the file before ? or #; %20 is a space.
            let file = percentDecoded(String(trimmed.prefix { $0 != "?" && $0 != "#" }))
            let joined = file.hasPrefix("/") ? String(file.dropFirst()) : Paths.join(Paths.directory(of: contentPath), file)
            guard !file.contains("\\"), let resolved = Paths.normalize(joined), !resolved.isEmpty else {
                diagnostics.append(Diagnostic(.error, "image-outside-content", "the image path '\(url)' leads outside content/", at: location,
                                              hint: "keep images inside content/, e.g. content/images/"))
                cmark_node_set_url(node, "")
                continue
            }
            if cmark_node_first_child(node) == nil {
                diagnostics.append(Diagnostic(.warning, "missing-alt", "the image '\(url)' has no description (alt text)", at: location,
                                              hint: "describe what it shows for readers who cannot see it: ![Onions fried golden](\(url))"))
            }
            images.append(BodyImage(path: resolved, written: url, location: location))
            cmark_node_set_url(node, Self.scheme + resolved)
        }
        return (images, diagnostics)
    }

    /// Errors for body images that are not image files, do not exist in `content/`, or
    /// are symbolic links out of it (the same rules as the front matter's images).
    public static func check(_ images: [BodyImage], contentFiles: Set<String>, escapingFiles: Set<String>) -> [Diagnostic] {
        images.compactMap { image in
            let ext = (image.path.split(separator: ".").last.map(String.init) ?? "").lowercased()
            guard RecipeDecoder.imageExtensions.contains(ext), image.path.contains(".") else {
                return Diagnostic(.error, "invalid-image", "'\(image.written)' is not an image file cookbook can use", at: image.location,
                                  hint: "use one of: \(RecipeDecoder.imageExtensions.sorted().joined(separator: ", "))")
            }
            guard contentFiles.contains(image.path) else {
                let folder = Paths.directory(of: image.path)
                let name = String(image.path.split(separator: "/").last ?? "")
                let siblings = contentFiles.filter { Paths.directory(of: $0) == folder }.map { String($0.split(separator: "/").last ?? "") }
                return Diagnostic(.error, "missing-image", "the image '\(image.written)' does not exist (looked for content/\(image.path))",
                                  at: image.location,
                                  hint: Suggest.closest(to: name, in: siblings.sorted()).map { "did you mean '\($0)' in the same folder?" }
                                    ?? "paths are relative to the recipe file; start with '/' for a path relative to content/")
            }
            if escapingFiles.contains(image.path) {
                return Diagnostic(.error, "symlink-outside", "the image '\(image.written)' is a symbolic link to a place outside content/",
                                  at: image.location, hint: "copy the image into content/ instead of linking to it")
            }
            return nil
        }
    }

    /// Body HTML with its images' addresses made relative to the page (`root` climbs from
    /// the page to the site root, where images are copied).
    static func link(_ html: String, root: String) -> String {
        guard html.containsExactly(scheme) else { return html }
        return html.replacingOccurrences(of: "src=\"" + scheme, with: "src=\"" + root)
    }

    /// `%20` -> space, for the file name; malformed escapes stay as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case 48...57: b - 48
            case 65...70: b - 55
            case 97...102: b - 87
            default: nil
            }
        }
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let h = hex(utf8[i + 1]), let l = hex(utf8[i + 2]) {
                bytes.append(h * 16 + l)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
