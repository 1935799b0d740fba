import CookbookSupport
import Foundation

/// One place that names an image: a front-matter field, a Markdown image, a category cover.
struct ImageUse: Sendable, Equatable {
    /// Relative to `content/`.
    var path: String
    var location: SourceLocation?
}

/// A resized copy of a photo in one format.
struct ImageVariant: Sendable, Equatable {
    var width: Int
    var height: Int
    var format: ImageOutputFormat
    /// Where it goes in the output, relative to the site root.
    var path: String
    /// Its bytes: a file in the cache, or the bytes themselves when there is no cache.
    var contents: OutputFile.Contents
    var byteCount: Int
}

/// What the image stage knows about one image file of `content/`.
struct ProcessedImage: Sendable, Equatable {
    /// Relative to `content/`.
    var path: String
    var kind: ImageKind
    /// The size of the photo as shown (after its EXIF orientation); 0 for drawings.
    var width: Int
    var height: Int
    /// The size of the source file.
    var byteCount: Int
    /// Sorted by width, then format. Empty for drawings and animations, which are copied as they are.
    var variants: [ImageVariant]

    var isPhoto: Bool { !variants.isEmpty }

    func variants(in format: ImageOutputFormat) -> [ImageVariant] { variants.filter { $0.format == format } }
}

/// Stage "enrich: images": every photo the site names is read, checked (format, size
/// in its header before any pixel is decoded), turned upright, stripped of all
/// metadata and resized into WebP and JPEG copies. Results are cached in
/// `.cookbook-cache/images/` beside `content/`, keyed by the source's bytes and the
/// settings: a rebuild with the same photos decodes nothing. Photos run in parallel.
enum ImageStage {
    static let cacheFolder = ".cookbook-cache"
    /// A header promising more pixels than this is refused before decoding (a
    /// "decompression bomb"): 100 megapixels is more than any phone or camera writes.
    static let maxPixels = 100_000_000
    static let maxSide = 32_768
    /// A source file over this size gets a warning.
    static let largeFileBytes = 20 * 1024 * 1024

    /// - Parameters:
    ///   - root: absolute path of the site folder.
    ///   - cache: false to keep everything in memory (no folder is written).
    static func run(
        _ uses: [ImageUse], root: String, settings: ImageSettings, fileSystem: FileSystem = .local,
        cache: Bool = true
    ) async -> Outcome<[String: ProcessedImage]> {
        // Each file once, its messages at the first place that names it.
        var first: [String: SourceLocation?] = [:]
        let ordered = uses.sorted {
            ($0.path, $0.location?.path ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
                < ($1.path, $1.location?.path ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0)
        }
        for use in ordered where first[use.path] == nil { first[use.path] = use.location }
        let paths = first.keys.sorted()
        let cacheRoot = cache ? cacheDirectory(root: root) : nil
        let firstUse = first
        let results = await parallelMap(paths) { path -> Outcome<ProcessedImage?> in
            process(path, at: firstUse[path] ?? nil, root: root, settings: settings, fileSystem: fileSystem, cacheRoot: cacheRoot)
        }
        var images: [String: ProcessedImage] = [:]
        var diagnostics: [Diagnostic] = []
        for result in results {
            diagnostics += result.diagnostics
            if let image = result.value { images[image.path] = image }
        }
        return Outcome(images, diagnostics)
    }

    /// `SITE/.cookbook-cache/images` (made when the first photo is stored); nil if the site is not a folder on disk.
    static func cacheDirectory(root: String) -> String? {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir), isDir.boolValue else { return nil }
        return Paths.join(root, cacheFolder + "/images")
    }

    static func process(
        _ path: String, at location: SourceLocation?, root: String, settings: ImageSettings, fileSystem: FileSystem,
        cacheRoot: String?
    ) -> Outcome<ProcessedImage?> {
        let here = location ?? SourceLocation(path: "content/" + path, line: 1, column: 1)
        var diagnostics: [Diagnostic] = []
        func error(_ code: DiagnosticCode, _ message: String, hint: String) -> Outcome<ProcessedImage?> {
            Outcome(nil, diagnostics + [Diagnostic(.error, code, message, at: here, hint: hint)])
        }
        guard let bytes = try? fileSystem.read(Paths.join(root, "content/" + path)) else {
            return Outcome(nil)  // a missing file is reported where the path is checked
        }
        let name = "content/" + path
        if bytes.isEmpty {
            return error("unreadable-image", "the image '\(name)' is empty (0 bytes)", hint: "copy the photo again; the file may not have finished saving")
        }
        if bytes.count > largeFileBytes {
            diagnostics.append(
                Diagnostic(
                    .warning, "large-image", "the image '\(name)' is \(megabytes(bytes.count)) MB; photos over 20 MB make builds slow",
                    at: here, hint: "export it from your photo app at a smaller size (a 12-megapixel JPEG is 3-8 MB)"))
        }
        let ext = (path.split(separator: ".").last.map(String.init) ?? "").lowercased()
        let kind = ImageKind.sniff(bytes)
        var image = ProcessedImage(path: path, kind: kind, width: 0, height: 0, byteCount: bytes.count, variants: [])
        switch kind {
        case .gif:
            if bytes.count >= 10 {  // the logical screen size, little-endian
                image.width = Int(bytes[6]) | Int(bytes[7]) << 8
                image.height = Int(bytes[8]) | Int(bytes[9]) << 8
            }
            return Outcome(image, diagnostics)
        case .svg:
            return Outcome(image, diagnostics)
        case .unknown where ext == "svg" && !bytes.contains(0):
            image.kind = .svg  // a drawing with a long comment before '<svg': browsers read it, so do we
            return Outcome(image, diagnostics)
        case .unknown:
            return error(
                "unsupported-image", "the image '\(name)' is not a JPEG, PNG, WebP, HEIC, GIF or SVG file",
                hint: "save it as JPEG or PNG; cookbook tells images by their contents, not their names")
        default: break
        }
        if let why = Vips.loadError {
            return error(
                "libvips-missing", "the photo '\(name)' cannot be processed: libvips cannot be loaded (\(why))",
                hint: "install libvips (Debian and Ubuntu: apt install libvips42; macOS: brew install vips), or set COOKBOOK_LIBVIPS to its file")
        }
        guard let header = Vips.header(bytes, kind: kind) else {
            return error(
                "unreadable-image", "the image '\(name)' cannot be read as \(kind.label): the file is damaged or cut short",
                hint: "open it in a photo app and save or export it again")
        }
        if header.width > maxSide || header.height > maxSide || header.width * header.height > maxPixels {
            return error(
                "image-too-large", "the image '\(name)' claims to be \(header.width) × \(header.height) pixels; cookbook reads photos up to \(maxPixels / 1_000_000) megapixels",
                hint: "shrink it in a photo app; a file this large may also be an attack on the build")
        }
        image.width = header.width
        image.height = header.height
        let key = Vips.sha256(Array((Vips.sha256(bytes) + " " + settings.cacheKey).utf8))
        if let cacheRoot, let cached = readCache(Paths.join(cacheRoot, key), source: path, settings: settings) {
            image.variants = cached
            return Outcome(image, diagnostics)
        }
        var made: [(ImageVariant, [UInt8])] = []
        for width in settings.widths(for: header.width) {
            guard
                let encoded = Vips.variant(
                    bytes, kind: kind, width: width, toSRGB: header.hasProfile, quality: settings.quality,
                    formats: settings.formats)
            else {
                return error(
                    "unreadable-image", "the image '\(name)' cannot be read as \(kind.label): the file is damaged or cut short",
                    hint: "open it in a photo app and save or export it again")
            }
            for (format, file) in zip(settings.formats, encoded) {
                let variant = ImageVariant(
                    width: file.width, height: file.height, format: format,
                    path: variantPath(path, width: file.width, format: format), contents: .bytes(file.bytes),
                    byteCount: file.bytes.count)
                made.append((variant, file.bytes))
            }
        }
        image.variants = made.map(\.0)
        if let cacheRoot, let stored = writeCache(Paths.join(cacheRoot, key), made, source: path) {
            image.variants = stored
        }
        return Outcome(image, diagnostics)
    }

    /// `images/plov.jpg` at 480 px in WebP -> `images/plov.jpg.480w.webp` (one name per source, width and format).
    static func variantPath(_ path: String, width: Int, format: ImageOutputFormat) -> String {
        "\(path).\(width)w.\(format.fileExtension)"
    }

    static func megabytes(_ count: Int) -> String {
        let tenths = (count * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10)"
    }

    // MARK: - Cache

    /// A cache entry is a folder named by the key, holding the variants and `index`
    /// (one line per variant: width height format bytes), written last.
    static func readCache(_ folder: String, source: String, settings: ImageSettings) -> [ImageVariant]? {
        guard let index = FileManager.default.contents(atPath: Paths.join(folder, "index")) else { return nil }
        var variants: [ImageVariant] = []
        for line in String(decoding: index, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 4, let width = Int(fields[0]), let height = Int(fields[1]),
                let format = ImageOutputFormat(rawValue: String(fields[2])), let count = Int(fields[3])
            else { return nil }
            let file = Paths.join(folder, "\(width)w.\(format.fileExtension)")
            guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size == count else { return nil }
            variants.append(
                ImageVariant(
                    width: width, height: height, format: format, path: variantPath(source, width: width, format: format),
                    contents: .copy(from: file), byteCount: count))
        }
        return variants.isEmpty ? nil : variants
    }

    /// Writes an entry into a private folder and renames it into place, so a build that
    /// stops half-way (or another build at the same time) never leaves half an entry.
    static func writeCache(_ folder: String, _ made: [(ImageVariant, [UInt8])], source: String) -> [ImageVariant]? {
        let fm = FileManager.default
        let staging = folder + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: true)
            var index = ""
            for (variant, bytes) in made {
                let name = "\(variant.width)w.\(variant.format.fileExtension)"
                guard fm.createFile(atPath: Paths.join(staging, name), contents: Data(bytes)) else { throw CocoaError(.fileWriteUnknown) }
                index += "\(variant.width) \(variant.height) \(variant.format.rawValue) \(bytes.count)\n"
            }
            guard fm.createFile(atPath: Paths.join(staging, "index"), contents: Data(index.utf8)) else { throw CocoaError(.fileWriteUnknown) }
            if fm.fileExists(atPath: folder) { try? fm.removeItem(atPath: folder) }
            try fm.moveItem(atPath: staging, toPath: folder)
        } catch {
            try? fm.removeItem(atPath: staging)
            return nil
        }
        return made.map { variant, _ in
            var stored = variant
            stored.contents = .copy(from: Paths.join(folder, "\(variant.width)w.\(variant.format.fileExtension)"))
            return stored
        }
    }
}

extension ImageStage {
    /// Every place the site names an image: recipes' front matter and bodies, translations' bodies, category covers.
    static func uses(recipes: [Recipe], translations: [RecipeTranslation], config: SiteConfig) -> [ImageUse] {
        var uses: [ImageUse] = []
        for recipe in recipes {
            uses += recipe.images.map { ImageUse(path: $0.path, location: $0.location) }
            uses += recipe.bodyImageUses.map { ImageUse(path: $0.path, location: $0.location) }
        }
        for translation in translations { uses += translation.bodyImageUses.map { ImageUse(path: $0.path, location: $0.location) } }
        for image in config.imageUses { uses.append(ImageUse(path: image.path, location: image.location)) }
        return uses
    }
}
