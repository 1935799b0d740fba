import CookbookSupport

/// Checks an image path from a recipe or the site config and turns it into a path
/// relative to `content/`. Paths are relative to the file that names them; a leading
/// `/` means relative to `content/`. Nothing may point outside `content/`.
enum ImageResolver {
    static func resolve(_ text: String, from contentPath: String, at node: YAMLNode, reader r: inout FieldReader, context: RecipeDecoder.Context) -> String? {
        let lower = text.lowercased()
        if lower.containsLikeFoundation(ascii: "://") || lower.hasPrefix("//") || lower.hasPrefix("data:") || lower.hasPrefix("javascript:") {
            r.error(
                "invalid-image", "images must be files in content/, not web addresses", at: node,
                hint: "download the image into content/images/ and name its path; the site must work offline")
            return nil
        }
        guard let path = Paths.resolve(text, from: contentPath) else {
            r.error(
                "image-outside-content", "the image path '\(text)' leads outside content/", at: node,
                hint: "keep images inside content/, e.g. content/images/")
            return nil
        }
        if let problem = fileProblem(
            path, written: text, contentFiles: context.contentFiles, escapingFiles: context.escapingFiles,
            missingHint: "paths are relative to the file that names them; start with '/' for a path relative to content/")
        {
            r.error(problem.code, problem.message, at: node, hint: problem.hint)
            return nil
        }
        return path
    }

    /// Why the image file `path` (relative to `content/`) cannot be used, or nil: not an
    /// image, not there (with the closest file of its folder), or a link out of `content/`.
    /// Front-matter images and images of the body share these rules.
    static func fileProblem(
        _ path: String, written: String, contentFiles: Set<String>, escapingFiles: Set<String>,
        missingHint: String
    ) -> (code: DiagnosticCode, message: String, hint: String)? {
        let ext = (path.split(separator: ".").last.map(String.init) ?? "").lowercased()
        guard RecipeDecoder.imageExtensions.contains(ext), path.containsLikeFoundation(ascii: ".") else {
            return (
                "invalid-image", "'\(written)' is not an image file cookbook can use",
                "use one of: \(RecipeDecoder.imageExtensions.sorted().joined(separator: ", "))"
            )
        }
        guard contentFiles.contains(path) else {
            let folder = Paths.directory(of: path)
            let name = String(path.split(separator: "/").last ?? "")
            let siblings = contentFiles.filter { Paths.directory(of: $0) == folder }.map { String($0.split(separator: "/").last ?? "") }
            let guess = Suggest.closest(to: name, in: siblings.sorted())
            return (
                "missing-image", "the image '\(written)' does not exist (looked for content/\(path))",
                guess.map { "did you mean '\($0)' in the same folder?" } ?? missingHint
            )
        }
        if escapingFiles.contains(path) {
            return (
                "symlink-outside", "the image '\(written)' is a symbolic link to a place outside content/",
                "copy the image into content/ instead of linking to it"
            )
        }
        return nil
    }
}
