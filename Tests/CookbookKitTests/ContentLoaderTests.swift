import Foundation
import Testing
@testable import CookbookKit

@Suite struct ContentLoaderTests {
    static let files: [String: String] = [
        "/site/content/site.yaml": "title: Book\n",
        "/site/content/recipes/plov.md": "plov",
        "/site/content/recipes/soups/borsch.md": "borsch",
        "/site/content/recipes/notes.txt": "not a recipe",
        "/site/content/recipes/.draft.md": "hidden",
        "/site/content/images/plov.jpg": "jpeg",
        "/site/content/about.md": "not in recipes/",
    ]

    @Test func findsRecipesAndConfigAndListsEveryContentFile() throws {
        let result = ContentLoader.load(root: "/site", displayPrefix: "", fileSystem: .memory(Self.files))
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.value ?? nil)
        #expect(source.recipes.map(\.contentPath) == ["recipes/plov.md", "recipes/soups/borsch.md"])
        #expect(source.recipes.map(\.displayPath) == ["content/recipes/plov.md", "content/recipes/soups/borsch.md"])
        #expect(source.recipes.first?.bytes == Array("plov".utf8))
        #expect(source.config?.displayPath == "content/site.yaml")
        #expect(
            source.contentFiles == [
                "site.yaml", "recipes/plov.md", "recipes/soups/borsch.md", "recipes/notes.txt",
                "images/plov.jpg", "about.md",
            ])
        #expect(source.escapingFiles.isEmpty)
    }

    @Test func displayPrefixIsPutBeforeContent() throws {
        let source = try #require(ContentLoader.load(root: "/site", displayPrefix: "my-book/", fileSystem: .memory(Self.files)).value ?? nil)
        #expect(source.recipes.first?.displayPath == "my-book/content/recipes/plov.md")
        #expect(source.displayPath(content: "images/a.jpg") == "my-book/content/images/a.jpg")
    }

    @Test func missingContentFolderIsAnError() {
        let result = ContentLoader.load(root: "/site", displayPrefix: "my-book/", fileSystem: .memory(["/site/readme.md": "x"]))
        #expect((result.value ?? nil) == nil)
        expectDiagnostic(
            result.diagnostics, "no-content", line: 1, column: 1, path: "my-book/content",
            message: "there is no content folder", hint: "cookbook init")
    }

    @Test func noRecipesIsAWarning() {
        let result = ContentLoader.load(root: "/site", displayPrefix: "", fileSystem: .memory(["/site/content/site.yaml": "title: A\n"]))
        #expect(result.value?.config != nil)
        expectDiagnostic(
            result.diagnostics, "no-recipes", line: 1, column: 1, severity: .warning, path: "content",
            message: "there are no recipes in content/recipes/", hint: "cookbook new")
    }

    @Test func unreadableFileIsReportedAndTheRestLoaded() throws {
        var fs = FileSystem.memory(Self.files)
        let read = fs.read
        fs.read = { path in
            if path.hasSuffix("borsch.md") { throw FileSystem.ReadError(path: path) }
            return try read(path)
        }
        let result = ContentLoader.load(root: "/site", displayPrefix: "", fileSystem: fs)
        expectDiagnostic(
            result.diagnostics, "unreadable", line: 1, column: 1, path: "content/recipes/soups/borsch.md",
            message: "cannot read this file")
        #expect(result.value?.recipes.map(\.contentPath) == ["recipes/plov.md"])
    }

    @Test func recipeLinkingOutsideContentIsRefusedAndImagesAreMarked() throws {
        var fs = FileSystem.memory(Self.files)
        let real = fs.realPath
        fs.realPath = { path in
            if path.hasSuffix("plov.md") { return "/home/me/secret.md" }
            if path.hasSuffix("plov.jpg") { return "/etc/passwd" }
            return real(path)
        }
        let result = ContentLoader.load(root: "/site", displayPrefix: "", fileSystem: fs)
        expectDiagnostic(
            result.diagnostics, "symlink-outside", line: 1, column: 1, path: "content/recipes/plov.md",
            message: "symbolic link to a place outside content/", hint: "copy the file into content/")
        let source = try #require(result.value ?? nil)
        #expect(source.recipes.map(\.contentPath) == ["recipes/soups/borsch.md"])
        #expect(source.escapingFiles == ["recipes/plov.md", "images/plov.jpg"])
    }

    @Test func linkToASiblingFolderWithASharedPrefixStillEscapes() throws {
        var fs = FileSystem.memory(Self.files)
        let real = fs.realPath
        fs.realPath = { path in path.hasSuffix("plov.jpg") ? "/site/content-old/plov.jpg" : real(path) }
        let source = try #require(ContentLoader.load(root: "/site", displayPrefix: "", fileSystem: fs).value ?? nil)
        #expect(source.escapingFiles == ["images/plov.jpg"])
    }

    /// The disk's `read` gives each file's bytes as they are (read straight into the
    /// array), and refuses what is not a regular file (a pipe would never end).
    @Test func theDiskReadsRegularFilesWhole() throws {
        let folder = NSTemporaryDirectory() + "cookbook-read-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let big = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
        for (name, bytes) in [("empty", [UInt8]()), ("small.md", Array("---\ntitle: Плов\n---\n".utf8)), ("big", big)] {
            let path = folder + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(try FileSystem.local.read(path) == bytes, "\(name)")
        }
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        #expect(throws: (any Error).self) { try FileSystem.local.read(folder + "/pipe") }
        #expect(throws: (any Error).self) { try FileSystem.local.read(folder) }
        #expect(throws: (any Error).self) { try FileSystem.local.read(folder + "/missing") }
    }
}
