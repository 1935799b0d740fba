import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookTheme

/// The printable book is written in pieces (cover and contents, each recipe, the index)
/// so a big cookbook's book is never held whole (docs/performance.md); the bytes stay
/// those of the whole page (the golden `book.html` of every language).
@Suite struct BookStreamTests {
    final class Files: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: OutputFile.Contents] = [:]
        func add(_ file: OutputFile) {
            lock.lock()
            files[file.path] = file.contents
            lock.unlock()
        }
        var all: [String: OutputFile.Contents] {
            lock.lock()
            defer { lock.unlock() }
            return files
        }
    }

    static let books = ["book.html", "ru/book.html", "kk/book.html"]

    func golden(_ path: String) throws -> [UInt8] {
        try #require(FileManager.default.contents(atPath: GoldenSiteTests.golden + "/" + path).map { [UInt8]($0) })
    }

    /// Builds `root` handing the files to a sink (as `cookbook build` does).
    func streamedBuild(_ root: String) async -> (BuildResult, [String: OutputFile.Contents]) {
        let files = Files()
        let result = await Builder.build(
            root: root, displayPrefix: "golden-site/", options: BuildOptions(strict: false, sink: { @Sendable in files.add($0) }))
        return (result, files.all)
    }

    @Test func theBuiltInBookIsCutIntoThePageAndOneRecipe() throws {
        let text = try #require(BuiltinTheme.files["book.mustache"])
        let parts = try #require(Theme.splitBook(text))
        #expect(parts[Theme.bookOuter]?.contains("\n" + Theme.bookMarker + "\n<section class=\"book-index\"") == true)
        #expect(parts[Theme.bookOuter]?.contains("<article") == false)
        #expect(parts[Theme.bookRecipe]?.hasPrefix("{{#recipe}}\n<article class=\"book-recipe\"") == true)
        #expect(parts[Theme.bookRecipe]?.hasSuffix("</article>\n{{/recipe}}\n") == true)
        #expect(Theme.splitBook("{{<layout}}{{$main}}<p>{{heading}}</p>{{/main}}{{/layout}}") == nil)
    }

    @Test func theBookIsStreamedAndMatchesTheWholePage() async throws {
        let (result, files) = await streamedBuild(GoldenSiteTests.fixture)
        #expect(result.diagnostics.map(\.formatted) == [])
        for path in Self.books {
            guard case .streamed(let text) = files[path] else {
                Issue.record("\(path) was not streamed: \(String(describing: files[path]))")
                continue
            }
            // The sink kept the file without writing it, so the renderer made the pieces (to check them).
            #expect(text.written)
            #expect(!text.failed)
        }
        // Written by the site writer: the same bytes as the golden page.
        let output = NSTemporaryDirectory() + "book-stream-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let staging = try SiteWriter.Staging(output: output, siteRoot: GoldenSiteTests.fixture, display: "out", force: false)
        let again = await Builder.build(
            root: GoldenSiteTests.fixture, displayPrefix: "golden-site/", options: BuildOptions(strict: false, sink: { @Sendable in staging.add($0) }))
        #expect(again.diagnostics.map(\.formatted) == [])
        try staging.commit()
        for path in Self.books {
            let written = FileManager.default.contents(atPath: output + "/" + path).map { [UInt8]($0) }
            #expect(written == (try golden(path)), "\(path)")
        }
    }

    @Test func aSiteWithItsOwnBookTemplateGetsItWhole() async throws {
        let root = NSTemporaryDirectory() + "book-own-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: GoldenSiteTests.fixture, toPath: root)
        try FileManager.default.createDirectory(atPath: root + "/templates", withIntermediateDirectories: true)
        let text = try #require(BuiltinTheme.files["book.mustache"])
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/templates/book.mustache"))
        let (result, files) = await streamedBuild(root)
        #expect(result.diagnostics.map(\.formatted) == [])
        for path in Self.books {
            guard case .bytes(let bytes) = files[path] else {
                Issue.record("\(path) was not rendered whole")
                continue
            }
            #expect(bytes == (try golden(path)), "\(path)")
        }
    }

    @Test func aPieceThatCannotBeMadeFailsTheFile() throws {
        let text = StreamedText { emit in
            try emit("a")
            try emit(Array("é".utf8))
            return false
        }
        var got: [UInt8] = []
        try text.write { got += $0 }
        #expect(got == Array("aé".utf8))
        #expect(text.failed)
        #expect(text.joined() == nil)
    }
}
