import CookbookSupport
/// `images:` in `content/site.yaml`: how photos are resized and encoded.
///
///     images:
///       widths: [480, 960, 1600]   # pixel widths of the resized copies
///       quality: 80                # 1-100, for WebP and JPEG
///       formats: [webp, jpeg]      # the last one is the fallback every browser shows
struct ImageSettings: Sendable, Equatable {
    var widths: [Int] = [480, 960, 1600]
    var quality: Int = 80
    var formats: [ImageOutputFormat] = [.webp, .jpeg]

    init() {}

    /// The format of `<img src>` and its `srcset`: the last one listed.
    var fallback: ImageOutputFormat { formats.last ?? .jpeg }
    /// The formats offered as `<source>` before it.
    var alternatives: [ImageOutputFormat] { Array(formats.dropLast()) }

    static let fields = ["widths", "quality", "formats"]
    static let widthRange = 16...8192

    /// The widths to make of a photo `width` pixels wide: the listed ones it is wider
    /// than, plus its own width when it is narrower than the largest (never upscaled).
    func widths(for width: Int) -> [Int] {
        var result = widths.filter { $0 < width }
        if let largest = widths.last, width <= largest { result.append(width) } else if let largest = widths.last { result.append(largest) }
        return Array(Set(result)).sorted()
    }

    /// What the cache key must change with: every setting and the encoders' version.
    var cacheKey: String {
        "v1 widths=\(widths.map(String.init).joined(separator: ",")) q=\(quality) formats=\(formats.map(\.rawValue).joined(separator: ","))"
    }

    static func decode(_ r: inout FieldReader) -> ImageSettings {
        var settings = ImageSettings()
        guard let node = r.value("images") else { return settings }
        guard case .mapping = node.kind else {
            r.error("wrong-type", "'images' must be a mapping of settings", at: node, hint: "for example 'images: {widths: [480, 960, 1600], quality: 80}'")
            return settings
        }
        var sub = FieldReader(node, path: r.path)
        if let list = sub.value("widths") {
            var widths: [Int] = []
            for (text, item) in sub.stringList("widths") {
                guard let width = Int(text), widthRange.contains(width) else {
                    sub.error("invalid-value", "'images.widths' must list whole numbers of pixels from \(widthRange.lowerBound) to \(widthRange.upperBound), not '\(text)'", at: item)
                    continue
                }
                if widths.contains(width) {
                    sub.error("invalid-value", "'images.widths' lists \(width) twice", at: item)
                    continue
                }
                widths.append(width)
            }
            if !widths.isEmpty {
                settings.widths = widths.sorted()
            } else if case .sequence(let items) = list.kind, items.isEmpty {
                sub.error("invalid-value", "'images.widths' must list at least one width", at: list, hint: "for example 'widths: [480, 960, 1600]'")
            }
        }
        if let quality = sub.integer("quality", in: 1...100) { settings.quality = quality }
        if let list = sub.value("formats") {
            var formats: [ImageOutputFormat] = []
            for (text, item) in sub.stringList("formats") {
                guard let format = sub.oneOf("images.formats", text == "jpg" ? "jpeg" : text, at: item, ImageOutputFormat.allCases) else { continue }
                if formats.contains(format) {
                    sub.error("invalid-value", "'images.formats' lists \(format.rawValue) twice", at: item)
                    continue
                }
                formats.append(format)
            }
            if !formats.isEmpty {
                // The fallback is the format every browser shows: JPEG when it is listed.
                if let jpeg = formats.firstIndex(of: .jpeg) { formats.append(formats.remove(at: jpeg)) }
                settings.formats = formats
            } else if case .sequence(let items) = list.kind, items.isEmpty {
                sub.error("invalid-value", "'images.formats' must list at least one format", at: list, hint: "for example 'formats: [webp, jpeg]'")
            }
        }
        sub.finish(known: fields, what: "'images'")
        r.diagnostics += sub.diagnostics
        return settings
    }
}
