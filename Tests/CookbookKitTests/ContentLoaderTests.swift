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

    /// On the disk a file that is no link takes its folder's real path (`isLink`); the
    /// links found are the same as with `realpath` asked of every file, the site's root
    /// reached through a link too.
    @Test func theDiskFindsLinksOutOfContentAsRealpathDoes() throws {
        let base = NSTemporaryDirectory() + "cookbook-links-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let manager = FileManager.default
        defer { try? manager.removeItem(atPath: base) }
        for folder in ["site/content/recipes/soups", "site/content/images", "elsewhere"] {
            try manager.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["site/content/recipes/plov.md", "site/content/recipes/soups/shchi.md", "site/content/images/a.svg", "elsewhere/secret.md"] {
            #expect(manager.createFile(atPath: base + "/" + file, contents: Data("---\ntitle: T\n---\n".utf8)))
        }
        try manager.createSymbolicLink(atPath: base + "/site/content/recipes/out.md", withDestinationPath: base + "/elsewhere/secret.md")
        try manager.createSymbolicLink(atPath: base + "/site/content/recipes/in.md", withDestinationPath: "plov.md")
        try manager.createSymbolicLink(atPath: base + "/site/content/images/b.svg", withDestinationPath: "../../../elsewhere/secret.md")
        try manager.createSymbolicLink(atPath: base + "/linked-site", withDestinationPath: base + "/site")
        var everyFile = FileSystem.local
        everyFile.isLink = nil
        for root in [base + "/site", base + "/linked-site"] {
            let byFolders = try #require(ContentLoader.load(root: root, displayPrefix: "", fileSystem: .local).value ?? nil)
            let byFiles = try #require(ContentLoader.load(root: root, displayPrefix: "", fileSystem: everyFile).value ?? nil)
            #expect(byFolders.escapingFiles == ["recipes/out.md", "images/b.svg"])
            #expect(byFiles.escapingFiles == byFolders.escapingFiles)
            #expect(byFolders.recipes.map(\.contentPath) == ["recipes/in.md", "recipes/plov.md", "recipes/soups/shchi.md"])
        }
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
