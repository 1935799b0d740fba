/// Removes the metadata chunks (EXIF, XMP, ICC profile) from a WebP file. libvips
/// 8.14's WebP writer adds a fresh EXIF block (resolution, orientation) even when
/// told to strip everything; the pixels need none of it (no profile means sRGB).
enum WebPMetadata {
    static func strip(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8) else { return bytes }
        let dropped: Set<String> = ["EXIF", "XMP ", "ICCP"]
        var body: [UInt8] = Array("WEBP".utf8)
        var offset = 12
        while offset + 8 <= bytes.count {
            let tag = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(bytes[offset + 7]) << 24
            let end = offset + 8 + size + (size & 1)  // chunks are padded to an even size
            guard end <= bytes.count || (end == bytes.count + 1 && size & 1 == 1) else { return bytes }  // damaged: leave it
            var chunk = Array(bytes[offset..<min(end, bytes.count)])
            if tag == "VP8X", chunk.count > 8 {
                chunk[8] &= ~UInt8(0x20 | 0x08 | 0x04)  // the ICC, EXIF and XMP flags
            }
            if !dropped.contains(tag) { body += chunk }
            offset = end
        }
        let size = UInt32(body.count)
        return Array("RIFF".utf8) + [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)] + body
    }
}
