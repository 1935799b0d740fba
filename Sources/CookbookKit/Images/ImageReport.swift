import CookbookSupport
/// What `cookbook check` says about the site's images: how much the photos weigh
/// before and after resizing, and every image a browser would load much larger than
/// any place shows it (a GIF, which is copied as it is, or a photo when `images.widths`
/// leaves no copy near the size of the place).
public enum ImageReport {
    /// A place on the pages and the widest it is shown in CSS pixels, at any screen width
    /// (a card is widest in the one-column layout just before the grid gets two).
    enum Place: String {
        case card = "a card", hero = "the recipe's photo", more = "a further photo", body = "the recipe text"
        var cssWidth: Int {
            switch self {
            case .card: 500
            case .hero: 728
            case .more: 1120
            case .body: 512
            }
        }
    }

    /// Screens with twice as many device pixels as CSS pixels are common; more is not needed for photos.
    static let density = 2

    public static func report(_ site: Site) -> String? {
        var places: [String: Set<Place>] = [:]
        for recipe in site.recipes {
            for (index, image) in recipe.images.enumerated() { places[image.path, default: []].formUnion(index == 0 ? [.hero, .card] : [.more]) }
            for path in recipe.bodyImages { places[path, default: []].insert(.body) }
        }
        for category in site.config.categories { if let image = category.image { places[image, default: []].insert(.card) } }
        let images = site.images.values.filter { places[$0.path] != nil }.sorted { $0.path < $1.path }
        let photos = images.filter(\.isPhoto)
        guard !images.isEmpty else { return nil }
        var lines: [String] = []
        if !photos.isEmpty {
            let before = photos.reduce(0) { $0 + $1.byteCount }
            let after = photos.reduce(0) { $0 + $1.variants.reduce(0) { $0 + $1.byteCount } }
            lines.append("Images: \(photos.count) photo\(photos.count == 1 ? "" : "s") (\(ImageStage.megabytes(before)) MB) resized into \(photos.reduce(0) { $0 + $1.variants.count }) files (\(ImageStage.megabytes(after)) MB), without metadata.")
        }
        for image in images {
            guard let shown = places[image.path], let widest = shown.max(by: { $0.cssWidth < $1.cssWidth }) else { continue }
            let needed = widest.cssWidth * density
            let loaded: Int
            if image.isPhoto {
                // The smallest copy that covers the widest place: what a browser picks from srcset.
                let widths = image.variants(in: site.config.images.fallback).map(\.width)
                loaded = widths.first { $0 >= needed } ?? widths.last ?? 0
            } else {
                loaded = image.width  // SVG: 0, scales freely
            }
            if loaded > 2 * needed {
                let fix = image.isPhoto ? "add a smaller width to 'images.widths' in content/site.yaml" : "resize it to \(needed) px wide or less"
                lines.append("  content/\(image.path): \(loaded) px wide where at most \(needed) px are shown (\(widest.rawValue), \(widest.cssWidth) px at \(density)x); \(fix)")
            }
        }
        if lines.count > (photos.isEmpty ? 0 : 1) {
            lines.insert("Images much larger than they are shown:", at: photos.isEmpty ? 0 : 1)
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
