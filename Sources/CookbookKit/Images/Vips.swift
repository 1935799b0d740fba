import CVipsShim

/// What a photo file is, told by its first bytes (never by its name).
enum ImageKind: String, Sendable, Equatable {
    case jpeg, png, webp, heif, gif, svg
    /// A file that is none of the above (a BMP, TIFF, text, ... or empty).
    case unknown

    /// Photos are decoded and resized; drawings and animations pass through as they are.
    var isPhoto: Bool { [.jpeg, .png, .webp, .heif].contains(self) }

    /// Looks at the first bytes of a file.
    static func sniff(_ bytes: [UInt8]) -> ImageKind {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        // ISO base media (HEIF/HEIC/AVIF): a box 'ftyp' whose brand is an image brand.
        if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brands = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]
            let major = String(decoding: bytes[8..<12], as: UTF8.self)
            if brands.contains(major) { return .heif }
        }
        // SVG is text: skip a BOM and white space, then '<?xml' or '<svg' or a comment.
        var text = bytes.prefix(512)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let head = String(decoding: text, as: UTF8.self).drop(while: { $0.isWhitespace }).lowercased()
        if head.hasPrefix("<?xml") || head.hasPrefix("<svg") || head.hasPrefix("<!--") || head.hasPrefix("<!doctype svg") {
            return head.contains("<svg") ? .svg : .unknown
        }
        return .unknown
    }

    var sourceFormat: Int32 {
        switch self {
        case .jpeg: Int32(CB_SOURCE_JPEG)
        case .png: Int32(CB_SOURCE_PNG)
        case .webp: Int32(CB_SOURCE_WEBP)
        case .heif: Int32(CB_SOURCE_HEIF)
        default: 0
        }
    }

    /// How to name it to a reader.
    var label: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        case .heif: "HEIF"
        case .gif: "GIF"
        case .svg: "SVG"
        case .unknown: "unknown"
        }
    }
}

/// The formats variants are written in.
enum ImageOutputFormat: String, Sendable, Equatable, CaseIterable {
    case webp, jpeg

    var fileExtension: String { self == .webp ? "webp" : "jpg" }
    var mimeType: String { self == .webp ? "image/webp" : "image/jpeg" }
    var code: Int32 { self == .webp ? Int32(CB_OUTPUT_WEBP) : Int32(CB_OUTPUT_JPEG) }
}

/// libvips, through the C shim. Every call is safe from any thread.
enum Vips {
    struct Header: Sendable, Equatable {
        /// The size as shown: width and height swapped for a sideways EXIF orientation.
        var width: Int
        var height: Int
        var orientation: Int
        var hasAlpha: Bool
        var hasProfile: Bool
    }

    struct Encoded: Sendable {
        var bytes: [UInt8]
        var width: Int
        var height: Int
    }

    /// Opens and starts libvips (once; a caller meanwhile waits). It is not linked but
    /// opened on the first photo, so a start or a build without photos never loads it.
    static var available: Bool { cb_start() == 0 }

    /// Why libvips cannot be used (the dynamic loader's message), or nil when it can.
    static var loadError: String? { cb_load_error().map { String(cString: $0) } }

    /// Whether a file of `content/` is named like a photo (its bytes decide later).
    static func mayBePhoto(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        switch path[path.index(after: dot)...].lowercased() {
        case "jpg", "jpeg", "png", "webp", "heic", "heif": return true
        default: return false
        }
    }

    /// The header only: no pixel is decoded (a 30,000 × 30,000 bomb costs nothing here).
    static func header(_ bytes: [UInt8], kind: ImageKind) -> Header? {
        var raw = cb_header()
        let status = bytes.withUnsafeBytes { cb_read_header($0.baseAddress, $0.count, kind.sourceFormat, &raw) }
        guard status == 0, raw.width > 0, raw.height > 0 else { return nil }
        let sideways = (5...8).contains(raw.orientation)
        return Header(
            width: Int(sideways ? raw.height : raw.width), height: Int(sideways ? raw.width : raw.height),
            orientation: Int(raw.orientation), hasAlpha: raw.has_alpha != 0, hasProfile: raw.has_profile != 0)
    }

    /// One width of a photo in each format: upright, sRGB, no metadata.
    static func variant(
        _ bytes: [UInt8], kind: ImageKind, width: Int, toSRGB: Bool, quality: Int,
        formats: [ImageOutputFormat]
    ) -> [Encoded]? {
        let codes = formats.map(\.code)
        var results = [cb_encoded](repeating: cb_encoded(), count: formats.count)
        let status = bytes.withUnsafeBytes { raw in
            codes.withUnsafeBufferPointer { outputs in
                results.withUnsafeMutableBufferPointer { out in
                    cb_make_variant(
                        raw.baseAddress, raw.count, kind.sourceFormat, Int32(width), toSRGB ? 1 : 0, Int32(quality),
                        outputs.baseAddress, Int32(outputs.count), out.baseAddress)
                }
            }
        }
        guard status == 0 else { return nil }
        return results.map { result in
            defer { cb_free(result.data) }
            let buffer = Array(UnsafeRawBufferPointer(start: result.data, count: result.length))
            return Encoded(bytes: WebPMetadata.strip(buffer), width: Int(result.width), height: Int(result.height))
        }
    }

    static func sha256(_ bytes: [UInt8]) -> String {
        var hex = [CChar](repeating: 0, count: 65)
        bytes.withUnsafeBytes { cb_sha256($0.baseAddress, $0.count, &hex) }
        return String(decoding: hex.prefix(64).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

// MARK: - For tests

extension Vips {
    /// A picture red on the left half and blue on the right, encoded as `format`
    /// ("jpeg", "png", "webp" or "heif"), without metadata.
    static func testPicture(width: Int, height: Int, format: String, quality: Int = 90) -> [UInt8]? {
        let code: Int32 =
            switch format {
            case "png": Int32(CB_OUTPUT_PNG)
            case "webp": Int32(CB_OUTPUT_WEBP)
            case "heif": Int32(CB_OUTPUT_HEIF)
            default: Int32(CB_OUTPUT_JPEG)
            }
        var data: UnsafeMutableRawPointer?
        var length = 0
        guard cb_test_picture(Int32(width), Int32(height), code, Int32(quality), &data, &length) == 0, let data else { return nil }
        defer { cb_free(data) }
        return Array(UnsafeRawBufferPointer(start: data, count: length))
    }

    struct Inspection {
        var width: Int
        var height: Int
        /// The colour at the probed point, 0...255 per channel.
        var rgb: [Double]
        /// Every metadata field libvips sees (EXIF tags, XMP, ICC profile, ...) besides the built-in properties.
        var fields: [String]
    }

    /// Reads any image back with libvips: size, one pixel and its metadata fields.
    static func inspect(_ bytes: [UInt8], x: Int, y: Int) -> Inspection? {
        var width: Int32 = 0, height: Int32 = 0
        var rgb = [Double](repeating: 0, count: 3)
        var fields: UnsafeMutablePointer<CChar>?
        let status = bytes.withUnsafeBytes { cb_inspect($0.baseAddress, $0.count, &width, &height, Int32(x), Int32(y), &rgb, &fields) }
        guard status == 0, let fields else { return nil }
        defer { cb_free(fields) }
        let builtIn: Set<String> = [
            "width", "height", "bands", "format", "coding", "interpretation", "xoffset", "yoffset", "xres", "yres",
            "filename", "vips-loader",
        ]
        let names = String(cString: fields).split(separator: "\n").map(String.init).filter { !builtIn.contains($0) }
        return Inspection(width: Int(width), height: Int(height), rgb: rgb, fields: names)
    }
}
