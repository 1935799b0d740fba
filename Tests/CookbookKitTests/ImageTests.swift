import Foundation
import Testing
import CookbookSupport
@testable import CookbookKit

/// Photos made at test time: a picture red on the left and blue on the right, with an
/// EXIF block written here byte by byte (orientation 6, camera make, GPS position).
enum TestPhoto {
    /// An APP1 EXIF segment: IFD0 with Make, Orientation and a GPS IFD (43°15'30" N, 76°57'12" E).
    static func exifSegment(orientation: UInt16) -> [UInt8] {
        var tiff: [UInt8] = Array("II".utf8) + [42, 0] + le32(8)
        let make = Array("TestPhone\0".utf8)
        // IFD0: 3 entries at 8; then next-IFD 0; then the GPS IFD; then data.
        let ifd0Size = 2 + 3 * 12 + 4
        let gpsOffset = 8 + ifd0Size
        let gpsSize = 2 + 4 * 12 + 4
        let makeOffset = gpsOffset + gpsSize
        let latitudeOffset = makeOffset + make.count
        let longitudeOffset = latitudeOffset + 24
        tiff += le16(3)
        tiff += entry(0x010F, type: 2, count: UInt32(make.count), value: le32(UInt32(makeOffset)))
        tiff += entry(0x0112, type: 3, count: 1, value: le16(orientation) + [0, 0])
        tiff += entry(0x8825, type: 4, count: 1, value: le32(UInt32(gpsOffset)))
        tiff += le32(0)
        tiff += le16(4)
        tiff += entry(0x0001, type: 2, count: 2, value: Array("N".utf8) + [0, 0, 0])
        tiff += entry(0x0002, type: 5, count: 3, value: le32(UInt32(latitudeOffset)))
        tiff += entry(0x0003, type: 2, count: 2, value: Array("E".utf8) + [0, 0, 0])
        tiff += entry(0x0004, type: 5, count: 3, value: le32(UInt32(longitudeOffset)))
        tiff += le32(0)
        tiff += make
        for value: UInt32 in [43, 1, 15, 1, 30, 1, 76, 1, 57, 1, 12, 1] { tiff += le32(value) }
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = UInt16(payload.count + 2)
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    static func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    static func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
    static func entry(_ tag: UInt16, type: UInt16, count: UInt32, value: [UInt8]) -> [UInt8] { le16(tag) + le16(type) + le32(count) + value }

    /// A JPEG stored `width` x `height` (landscape) with EXIF orientation 6: shown upright it is portrait, red on top.
    static func jpeg(width: Int = 1200, height: Int = 900, orientation: UInt16 = 6) -> [UInt8] {
        let plain = Vips.testPicture(width: width, height: height, format: "jpeg")!
        return Array(plain.prefix(2)) + exifSegment(orientation: orientation) + Array(plain.dropFirst(2))
    }

    /// A PNG header claiming `width` x `height` pixels, followed by a tiny damaged body.
    static func pngBomb(width: UInt32 = 30_000, height: UInt32 = 30_000) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { (0..<4).reversed().map { UInt8((v >> (8 * $0)) & 0xFF) } }
        let ihdr = Array("IHDR".utf8) + be32(width) + be32(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + ihdr + be32(crc32(ihdr))
            + be32(2) + Array("IDAT".utf8) + [0x78, 0x9C] + be32(0)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A site folder on disk with one recipe naming `images/<name>` for each photo, in its front matter.
    static func site(_ images: [String: [UInt8]], siteYAML: String = "title: Photos\n", body: String = "") throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-images-\(UUID().uuidString)").path
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/content/recipes", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/content/images", withIntermediateDirectories: true)
        try Data(siteYAML.utf8).write(to: URL(fileURLWithPath: root + "/content/site.yaml"))
        for (index, (name, bytes)) in images.sorted(by: { $0.key < $1.key }).enumerated() {
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/content/images/" + name))
            let recipe = "---\ntitle: Dish \(index)\nimage: ../images/\(name)\ningredients:\n  - 1 egg\n---\n## Steps\n\n1. Cook.\n\(body)"
            try Data(recipe.utf8).write(to: URL(fileURLWithPath: root + "/content/recipes/dish-\(index).md"))
        }
        return root
    }

    static func bytes(_ contents: OutputFile.Contents) -> [UInt8] {
        switch contents {
        case .bytes(let bytes): bytes
        case .copy(let path): Array(FileManager.default.contents(atPath: path) ?? Data())
        case .streamed(let text): text.joined() ?? []
        }
    }
}

struct ImageFormatTests {
    @Test func filesAreToldByTheirFirstBytes() throws {
        #expect(ImageKind.sniff(TestPhoto.jpeg(width: 40, height: 30)) == .jpeg)
        #expect(ImageKind.sniff(try #require(Vips.testPicture(width: 40, height: 30, format: "png"))) == .png)
        #expect(ImageKind.sniff(try #require(Vips.testPicture(width: 40, height: 30, format: "webp"))) == .webp)
        #expect(ImageKind.sniff(try #require(Vips.testPicture(width: 64, height: 64, format: "heif"))) == .heif)
        #expect(ImageKind.sniff(Array("GIF89a\u{1}\0\u{1}\0".utf8)) == .gif)
        #expect(ImageKind.sniff(Array("\u{FEFF}  <?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .svg)
        #expect(ImageKind.sniff(Array("BM6\0\0\0".utf8)) == .unknown)
        #expect(ImageKind.sniff(Array("not a photo".utf8)) == .unknown)
        #expect(ImageKind.sniff([]) == .unknown)
    }

    /// The photo cache's key: SHA-256 written from FIPS 180-4, against the test vectors of
    /// FIPS 180-2 appendix B and NIST's examples (one block, two blocks, a million 'a'),
    /// and the lengths around the padding's edges (55, 56, 63, 64 bytes) against each other.
    @Test func sha256MatchesTheStandardsTestVectors() {
        #expect(Vips.sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Vips.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Vips.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Vips.sha256(
                Array(
                    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
                        .utf8)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(Vips.sha256([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        let lengths = [55, 56, 63, 64, 65, 119, 120]
        let digests = lengths.map { Vips.sha256([UInt8](repeating: 0x61, count: $0)) }
        #expect(Set(digests).count == lengths.count && digests.allSatisfy { $0.count == 64 })
    }

    @Test func webPMetadataChunksAreRemovedAndTheFlagsCleared() throws {
        // libvips 8.14 writes an EXIF chunk into every WebP, even when told to strip.
        let written = try #require(Vips.testPicture(width: 40, height: 30, format: "webp"))
        let stripped = WebPMetadata.strip(written)
        let text = String(decoding: stripped, as: UTF8.self)
        #expect(!text.contains("EXIF") && !text.contains("Exif") && !text.contains("XMP ") && !text.contains("ICCP"))
        if let extended = text.range(of: "VP8X") {
            let flags = stripped[text.utf8.distance(from: text.utf8.startIndex, to: extended.lowerBound) + 8]
            #expect(flags & 0x2C == 0)
        }
        #expect(Array(stripped[4..<8]) == TestPhoto.le32(UInt32(stripped.count - 8)))
        let read = try #require(Vips.inspect(stripped, x: 0, y: 0))
        #expect(read.width == 40 && read.height == 30)
        #expect(read.fields.filter { $0.hasPrefix("exif") } == [])
        // Not a WebP, or damaged: returned as it was.
        #expect(WebPMetadata.strip(Array("RIFF".utf8)) == Array("RIFF".utf8))
    }
}

struct ImageSettingsTests {
    func decode(_ yaml: String) -> Outcome<SiteConfig> {
        ConfigDecoder.decode(Fixture.file(yaml, path: "site.yaml"), contentFiles: [], escapingFiles: [])
    }

    @Test func defaultsAreThreeWidthsInWebPAndJPEG() {
        let config = decode("title: T\n").value
        #expect(config.images.widths == [480, 960, 1600])
        #expect(config.images.quality == 80)
        #expect(config.images.formats == [.webp, .jpeg])
    }

    @Test func settingsAreRead() {
        let result = decode("images:\n  widths: [800, 400]\n  quality: 70\n  formats: [jpeg, webp]\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.value.images.widths == [400, 800])
        #expect(result.value.images.quality == 70)
        #expect(result.value.images.formats == [.webp, .jpeg])  // JPEG is the fallback <img>
    }

    @Test func badSettingsAreErrorsAtTheirPositions() {
        let result = decode("images:\n  widths: [480, big, 480, 9]\n  quality: 0\n  formats: [webp, gif]\n  size: 3\n")
        #expect(
            result.diagnostics.positions == [
                "2:17 invalid-value", "2:22 invalid-value", "2:27 invalid-value", "3:12 invalid-value",
                "4:19 invalid-value", "5:3 unknown-field",
            ])
        #expect(result.value.images.widths == [480])
        #expect(result.value.images.quality == 80)
        let wrong = decode("images: 480\n")
        #expect(wrong.diagnostics.positions == ["1:9 wrong-type"])
    }

    @Test func widthsNeverUpscale() {
        let settings = ImageSettings()
        #expect(settings.widths(for: 4000) == [480, 960, 1600])
        #expect(settings.widths(for: 1200) == [480, 960, 1200])
        #expect(settings.widths(for: 960) == [480, 960])
        #expect(settings.widths(for: 300) == [300])
    }
}

struct ImageStageTests {
    @Test func photosAreTurnedUprightResizedAndStrippedOfAllMetadata() async throws {
        let source = TestPhoto.jpeg(width: 2000, height: 1500)
        // The test photo really carries what a phone writes.
        let header = try #require(Vips.header(source, kind: .jpeg))
        #expect(header.orientation == 6 && header.width == 1500 && header.height == 2000)
        #expect(String(decoding: source, as: UTF8.self).contains("TestPhone"))

        let root = try TestPhoto.site(["plov.jpg": source])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = await ImageStage.run([ImageUse(path: "images/plov.jpg", location: nil)], root: root, settings: ImageSettings())
        #expect(result.diagnostics.isEmpty)
        let image = try #require(result.value["images/plov.jpg"])
        #expect(image.width == 1500 && image.height == 2000)
        #expect(
            image.variants.map { "\($0.width)x\($0.height) \($0.format.rawValue) \($0.path)" } == [
                "480x640 webp images/plov.jpg.480w.webp", "480x640 jpeg images/plov.jpg.480w.jpg",
                "960x1280 webp images/plov.jpg.960w.webp", "960x1280 jpeg images/plov.jpg.960w.jpg",
                "1500x2000 webp images/plov.jpg.1500w.webp", "1500x2000 jpeg images/plov.jpg.1500w.jpg",
            ])
        for variant in image.variants {
            let bytes = TestPhoto.bytes(variant.contents)
            #expect(bytes.count == variant.byteCount)
            let top = try #require(Vips.inspect(bytes, x: variant.width / 2, y: variant.height / 8))
            let bottom = try #require(Vips.inspect(bytes, x: variant.width / 2, y: variant.height * 7 / 8))
            #expect(top.width == variant.width && top.height == variant.height)
            // Upright: the stored left half (red) is on top, the right half (blue) below.
            #expect(top.rgb[0] > 200 && top.rgb[2] < 60, "top of \(variant.path): \(top.rgb)")
            #expect(bottom.rgb[2] > 200 && bottom.rgb[0] < 60, "bottom of \(variant.path): \(bottom.rgb)")
            // No metadata at all, read back by libvips and in the raw bytes.
            #expect(
                top.fields.filter { $0.hasPrefix("exif") || $0.hasPrefix("xmp") || $0.hasPrefix("icc") || $0.hasPrefix("iptc") || $0 == "orientation" } == [],
                "\(variant.path): \(top.fields)")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("Exif") && !text.contains("TestPhone") && !text.contains("EXIF"), "\(variant.path)")
        }
    }

    @Test func pngWebPAndHEICAreReadToo() async throws {
        let png = try #require(Vips.testPicture(width: 600, height: 400, format: "png"))
        let webp = try #require(Vips.testPicture(width: 600, height: 400, format: "webp"))
        let heic = try #require(Vips.testPicture(width: 600, height: 400, format: "heif"))
        let root = try TestPhoto.site(["a.png": png, "b.webp": webp, "c.heic": heic])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let uses = ["a.png", "b.webp", "c.heic"].map { ImageUse(path: "images/" + $0, location: nil) }
        let result = await ImageStage.run(uses, root: root, settings: ImageSettings())
        #expect(result.diagnostics.isEmpty)
        for use in uses {
            let image = try #require(result.value[use.path])
            #expect(image.variants.map(\.width) == [480, 480, 600, 600], "\(use.path)")
        }
    }

    @Test func aRebuildWithTheSamePhotosReadsTheCache() async throws {
        let root = try TestPhoto.site(["plov.jpg": TestPhoto.jpeg(width: 1000, height: 750)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let uses = [ImageUse(path: "images/plov.jpg", location: nil)]
        let first = try #require(await ImageStage.run(uses, root: root, settings: ImageSettings()).value["images/plov.jpg"])
        guard case .copy(let cached) = first.variants[0].contents else { Issue.record("not cached"); return }
        #expect(cached.hasPrefix(root + "/.cookbook-cache/images/"))
        // Mark the cached file (same size): a second run that decoded again would not show the mark.
        var marked = TestPhoto.bytes(first.variants[0].contents)
        marked[marked.count - 3] ^= 0xFF
        try Data(marked).write(to: URL(fileURLWithPath: cached))
        let second = try #require(await ImageStage.run(uses, root: root, settings: ImageSettings()).value["images/plov.jpg"])
        #expect(second.variants == first.variants)
        #expect(TestPhoto.bytes(second.variants[0].contents) == marked)
        // Other settings are another entry; a deleted cache is made again.
        var settings = ImageSettings()
        settings.quality = 50
        let other = try #require(await ImageStage.run(uses, root: root, settings: settings).value["images/plov.jpg"])
        #expect(other.variants[0].contents != first.variants[0].contents)
        try FileManager.default.removeItem(atPath: root + "/.cookbook-cache")
        let again = try #require(await ImageStage.run(uses, root: root, settings: ImageSettings()).value["images/plov.jpg"])
        #expect(again.variants.map(\.byteCount) == first.variants.map(\.byteCount))
    }

    @Test func badImagesAreErrorsAtTheLineThatNamesThem() async throws {
        let good = TestPhoto.jpeg(width: 400, height: 300)
        let images: [String: [UInt8]] = [
            "bomb.png": TestPhoto.pngBomb(),
            "empty.jpg": [],
            "fake.jpg": Array("this is not a photo".utf8),
            "bitmap.png": Array("BM".utf8) + [UInt8](repeating: 0, count: 60),
            "truncated.jpg": Array(good.prefix(good.count / 2)),
        ]
        let root = try TestPhoto.site(images)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = await Builder.build(root: root)
        let found = result.diagnostics.map { "\($0.location.path):\($0.location.line):\($0.location.column) \($0.code)" }
        #expect(
            found == [
                "content/recipes/dish-0.md:3:8 unsupported-image",  // bitmap.png
                "content/recipes/dish-1.md:3:8 image-too-large",  // bomb.png
                "content/recipes/dish-2.md:3:8 unreadable-image",  // empty.jpg
                "content/recipes/dish-3.md:3:8 unsupported-image",  // fake.jpg
                "content/recipes/dish-4.md:3:8 unreadable-image",  // truncated.jpg
            ])
        #expect(result.files.isEmpty)
        let bomb = try #require(result.diagnostics.first { $0.code == "image-too-large" })
        #expect(bomb.message == "the image 'content/images/bomb.png' claims to be 30000 × 30000 pixels; cookbook reads photos up to 100 megapixels")
    }

    @Test func aPhotoOver20MBIsAWarning() async throws {
        // A valid JPEG padded with a comment-free tail: readers stop at the end marker.
        let photo = TestPhoto.jpeg(width: 400, height: 300) + [UInt8](repeating: 0, count: 21 * 1024 * 1024)
        let root = try TestPhoto.site(["big.jpg": photo])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = await ImageStage.run([ImageUse(path: "images/big.jpg", location: nil)], root: root, settings: ImageSettings())
        #expect(result.diagnostics.map(\.code) == ["large-image"])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.value["images/big.jpg"]?.variants.count == 2)
    }

    @Test func pagesShowPicturesWithEveryWidthAndDrawingsAsBefore() async throws {
        let root = try TestPhoto.site(
            ["plov.jpg": TestPhoto.jpeg(width: 2000, height: 1500)],
            body: "\n   ![Rice, rinsed](../images/plov.jpg)\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = await Builder.build(root: root)
        #expect(result.diagnostics.isEmpty)
        let page = try #require(result.files.first { $0.path == "recipes/dish-0.html" })
        let html = String(decoding: TestPhoto.bytes(page.contents), as: UTF8.self)
        #expect(html.contains("<picture><source type=\"image/webp\" srcset=\"../images/plov.jpg.480w.webp 480w, ../images/plov.jpg.960w.webp 960w, ../images/plov.jpg.1500w.webp 1500w\""))
        #expect(html.contains("<img src=\"../images/plov.jpg.960w.jpg\" srcset=\"../images/plov.jpg.480w.jpg 480w, ../images/plov.jpg.960w.jpg 960w, ../images/plov.jpg.1500w.jpg 1500w\""))
        #expect(html.contains("alt=\"Dish 0\" width=\"1500\" height=\"2000\"></picture>"))
        // The step image: lazy, with the text column's sizes.
        #expect(html.contains("sizes=\"\(Pictures.bodySizes)\" alt=\"Rice, rinsed\" width=\"1500\" height=\"2000\" loading=\"lazy\" decoding=\"async\"></picture>"))
        #expect(!html.contains("images/plov.jpg\""))
        let paths = Set(result.files.map(\.path))
        #expect(!paths.contains("images/plov.jpg"))  // the original, with its GPS position, is not published
        #expect(paths.isSuperset(of: ["images/plov.jpg.480w.webp", "images/plov.jpg.1500w.jpg"]))
        let home = try #require(result.files.first { $0.path == "index.html" })
        #expect(String(decoding: TestPhoto.bytes(home.contents), as: UTF8.self).contains("images/plov.jpg.480w.webp 480w"))
    }

    @Test func checkReportsImagesMuchLargerThanShown() async throws {
        let root = try TestPhoto.site(
            ["plov.jpg": TestPhoto.jpeg(width: 1000, height: 4000, orientation: 1)],
            siteYAML: "title: T\nimages:\n  widths: [3000]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let site = try #require(await Builder.build(root: root, options: BuildOptions(render: false)).site)
        let summary = try #require(ImageReport.report(site))
        #expect(summary.hasPrefix("Images: 1 photo (") && summary.hasSuffix(" MB) resized into 2 files (0.0 MB), without metadata."))
        let big = try TestPhoto.site(
            ["wide.jpg": TestPhoto.jpeg(width: 4000, height: 1000, orientation: 1)],
            siteYAML: "title: T\nimages:\n  widths: [4000]\n")
        defer { try? FileManager.default.removeItem(atPath: big) }
        let bigSite = try #require(await Builder.build(root: big, options: BuildOptions(render: false)).site)
        let report = try #require(ImageReport.report(bigSite))
        #expect(report.contains("Images much larger than they are shown:\n  content/images/wide.jpg: 4000 px wide where at most 1456 px are shown"))
    }
}
