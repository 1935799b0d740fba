import CookbookSupport
import Foundation

/// How pages show the images of the image stage: a photo becomes a `<picture>` with a
/// WebP `<source>` and a JPEG `<img>`, each with every width in `srcset`; a drawing
/// (SVG) or an animation (GIF) stays one file, copied as it is.
enum Pictures {
    /// `sizes` of an image in the recipe text (steps, introduction, notes): the text
    /// column, at most 32rem wide because body images are at most 24rem high.
    static let bodySizes = "(min-width: 48rem) 32rem, calc(100vw - 4rem)"

    /// The output files of one image named by the site.
    static func files(for path: String, site: Site) -> [OutputFile] {
        guard let image = site.images[path], image.isPhoto else {
            return [OutputFile(path: path, contents: .copy(from: Paths.join(site.root, "content/" + path)))]
        }
        return image.variants.map { OutputFile(path: $0.path, contents: $0.contents) }
    }

    /// `url 480w, url 960w` for one format.
    static func srcset(_ variants: [ImageVariant], root: String) -> String {
        variants.map { "\(root)\(Escape.attributeURL($0.path)) \($0.width)w" }.joined(separator: ", ")
    }

    /// The file browsers without `srcset` load: the smallest copy at least 960 px wide, else the largest.
    static func defaultVariant(_ variants: [ImageVariant]) -> ImageVariant? {
        variants.first { $0.width >= 960 } ?? variants.last
    }

    /// Body HTML with each `<img>` of a photo turned into a lazily loaded `<picture>`
    /// (its address is still `cookbook-root:` + the path; `BodyImages.link` makes the
    /// addresses of everything else relative afterwards).
    static func link(_ html: String, root: String, site: Site) -> String {
        let opening = "<img src=\"" + BodyImages.scheme
        guard !site.images.isEmpty, html.containsExactly(opening) else { return html }
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: opening) {
            result += rest[..<start.lowerBound]
            let afterScheme = rest[start.upperBound...]
            guard let quote = afterScheme.firstIndex(of: "\""), let close = afterScheme[quote...].range(of: ">") else {
                result += rest[start.lowerBound...]
                rest = ""
                break
            }
            let written = String(afterScheme[..<quote])
            // The attributes after src (alt, title), without the closing ' /'.
            var attributes = String(afterScheme[afterScheme.index(after: quote)..<close.lowerBound])
            if attributes.hasSuffix("/") { attributes.removeLast() }
            attributes = attributes.trimmingSpaces()
            if let image = site.images[unescapeAddress(written)], image.isPhoto {
                result += picture(image, root: root, settings: site.config.images, attributes: attributes)
            } else {
                result += rest[start.lowerBound..<close.upperBound]
            }
            rest = afterScheme[close.upperBound...]
        }
        result += rest
        return result
    }

    static func picture(_ image: ProcessedImage, root: String, settings: ImageSettings, attributes: String) -> String {
        let fallback = image.variants(in: settings.fallback)
        guard let main = defaultVariant(fallback), let largest = fallback.last else { return "" }
        var html = "<picture>"
        for format in settings.alternatives {
            html += "<source type=\"\(format.mimeType)\" srcset=\"\(srcset(image.variants(in: format), root: root))\" sizes=\"\(bodySizes)\">"
        }
        html += "<img src=\"\(root)\(Escape.attributeURL(main.path))\" srcset=\"\(srcset(fallback, root: root))\" sizes=\"\(bodySizes)\""
        html += " \(attributes) width=\"\(largest.width)\" height=\"\(largest.height)\" loading=\"lazy\" decoding=\"async\"></picture>"
        return html
    }

    /// cmark writes addresses percent-encoded and HTML-escaped; the image stage knows plain paths.
    static func unescapeAddress(_ written: String) -> String {
        let html = written.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#x27;", with: "'")
        return html.removingPercentEncoding ?? html
    }
}

enum Escape {
    /// A path as it may stand in an attribute: percent-encoded where URLs need it.
    static func attributeURL(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "&'\"<>,")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}

extension Site {
    /// The view of an image for a template: every copy of a photo, or the one file of a drawing.
    func imageView(_ path: String, root: String, alt: String) -> ImageView {
        guard let image = images[path], image.isPhoto else { return ImageView(url: root + path, alt: alt) }
        let settings = config.images
        let fallback = image.variants(in: settings.fallback)
        guard let main = Pictures.defaultVariant(fallback), let largest = fallback.last else { return ImageView(url: root + path, alt: alt) }
        return ImageView(
            url: root + Escape.attributeURL(main.path), alt: alt, processed: true,
            srcset: Pictures.srcset(fallback, root: root),
            sources: settings.alternatives.map { ImageSourceView(type: $0.mimeType, srcset: Pictures.srcset(image.variants(in: $0), root: root)) },
            width: largest.width, height: largest.height)
    }

    /// The largest copy in the fallback format (for search engines), or the image itself.
    func largestImagePath(_ path: String) -> String {
        guard let image = images[path], image.isPhoto, let largest = image.variants(in: config.images.fallback).last else { return path }
        return Escape.attributeURL(largest.path)
    }

    /// The copy a search result card shows: the smallest at least 480 px wide in the fallback format.
    static func cardImagePath(_ path: String, images: [String: ProcessedImage]) -> String {
        guard let image = images[path], image.isPhoto else { return path }
        let format = image.variants.last?.format ?? .jpeg
        let candidates = image.variants(in: format)
        return (candidates.first { $0.width >= 480 } ?? candidates.last)?.path ?? path
    }
}
