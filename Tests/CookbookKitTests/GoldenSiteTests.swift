import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookTheme

/// Builds the fixture site in Fixtures/golden-site and compares every output file
/// with Golden/golden-site byte for byte. To re-record after an intended change:
///
///     RECORD_GOLDEN=1 swift test --filter GoldenSiteTests
@Suite struct GoldenSiteTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let fixture = testsFolder + "/Fixtures/golden-site"
    static let golden = testsFolder + "/Golden/golden-site"

    func build() async -> BuildResult {
        await Builder.build(root: Self.fixture, displayPrefix: "golden-site/", options: .init(strict: false))
    }

    @Test func buildsWithoutDiagnostics() async {
        let result = await build()
        #expect(result.diagnostics.map(\.formatted) == [])
        #expect(result.recipeCount == 2)  // the draft is left out
    }

    @Test func outputMatchesGoldenFiles() async throws {
        let result = await build()
        let fm = FileManager.default
        let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
        var expectedPaths: [String] = []
        // Pages, the sitemap, the feeds and robots.txt: the theme's assets are checked
        // against templates/ by BuiltinThemeTests.
        for file in result.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".xml") || file.path == "robots.txt" {
            guard case .bytes(let bytes) = file.contents else { continue }
            expectedPaths.append(file.path)
            let path = Self.golden + "/" + file.path
            if record {
                try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                fm.createFile(atPath: path, contents: Data(bytes))
                continue
            }
            let stored = fm.contents(atPath: path).map { [UInt8]($0) }
            #expect(stored != nil, "missing golden file \(file.path); run RECORD_GOLDEN=1 swift test --filter GoldenSiteTests")
            if let stored, stored != bytes {
                let got = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let want = String(decoding: stored, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let line = Array(zip(got, want)).firstIndex { $0.0 != $0.1 } ?? min(got.count, want.count)
                Issue.record("\(file.path) differs from its golden file at line \(line + 1):\n  got:  \(line < got.count ? got[line] : "<end>")\n  want: \(line < want.count ? want[line] : "<end>")")
            }
        }
        if !record {
            let stored = (fm.enumerator(atPath: Self.golden)?.allObjects as? [String] ?? [])
                .filter { !$0.hasSuffix("/") && !isDirectory(Self.golden + "/" + $0) }.sorted()
            #expect(stored == expectedPaths.sorted(), "golden files without a page, or pages without a golden file")
        }
    }

    @Test func copiesImagesAndLeavesDraftsOut() async {
        let result = await build()
        let copies = result.files.compactMap { file -> String? in
            if case .copy = file.contents { return file.path }
            return nil
        }
        #expect(copies == ["images/bowl.svg"])
        #expect(!result.files.contains { $0.path.contains("not-yet") })
    }

    @Test func twoBuildsAreByteIdentical() async {
        let first = await build()
        let second = await build()
        #expect(first.files == second.files)
    }

    @Test func rawHTMLAndMarkupInFieldsAreEscaped() async throws {
        let result = await build()
        let page = try #require(result.files.first { $0.path == "recipes/soup.html" })
        guard case .bytes(let bytes) = page.contents else { return }
        let html = String(decoding: bytes, as: UTF8.self)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>not bold</b>"))
        #expect(html.contains("&lt;b&gt;not bold&lt;/b&gt;"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}
