import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// Writes into real temporary folders; each test gets its own.
@Suite struct SiteWriterTests {
    let root: String
    let fm = FileManager.default

    init() throws {
        root = NSTemporaryDirectory() + "cookbook-writer-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/site/content/recipes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/site/templates", withIntermediateDirectories: true)
    }

    var site: String { root + "/site" }
    var output: String { site + "/public" }

    func cleanUp() { try? fm.removeItem(atPath: root) }

    func write(_ files: [OutputFile], to output: String? = nil, force: Bool = false) throws {
        try SiteWriter.write(files, to: output ?? self.output, siteRoot: site, display: "public", force: force)
    }

    func read(_ path: String) -> String? {
        fm.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func tree(_ folder: String) -> [String] {
        (fm.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: folder + "/" + $0, isDirectory: &isDir) && !isDir.boolValue
        }.sorted()
    }

    /// Runs `body`, expecting a `SiteWriter.Failure` with `code`.
    func expectFailure(_ code: String, message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("expected the write to fail with \(code)", sourceLocation: sourceLocation)
        } catch let failure as SiteWriter.Failure {
            #expect(failure.diagnostic.code == code, sourceLocation: sourceLocation)
            #expect(failure.diagnostic.message.contains(message), "\(failure.diagnostic.message)", sourceLocation: sourceLocation)
            #expect(failure.diagnostic.location == CookbookSupport.SourceLocation(path: "public", line: 1, column: 1), sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Nothing but `public` (and the site's own folders) beside the output: no staging folders left over.
    func expectNoLeftovers(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let entries = (try? fm.contentsOfDirectory(atPath: site)) ?? []
        #expect(entries.filter { $0.hasPrefix(".") }.isEmpty, "left over: \(entries)", sourceLocation: sourceLocation)
    }

    let first = [OutputFile(path: "index.html", text: "<h1>One</h1>"), OutputFile(path: "recipes/plov.html", text: "plov")]

    @Test func writesEveryFileAndAManifest() throws {
        defer { cleanUp() }
        try write(first)
        #expect(tree(output) == [".cookbook-manifest", "index.html", "recipes/plov.html"])
        #expect(read(output + "/index.html") == "<h1>One</h1>")
        #expect(read(output + "/.cookbook-manifest") == "index.html\nrecipes/plov.html\n")
        expectNoLeftovers()
    }

    @Test func copiesFilesFromTheSite() throws {
        defer { cleanUp() }
        try Data("JPEG".utf8).write(to: URL(fileURLWithPath: site + "/content/plov.jpg"))
        try write([OutputFile(path: "images/plov.jpg", contents: .copy(from: site + "/content/plov.jpg"))])
        #expect(read(output + "/images/plov.jpg") == "JPEG")
    }

    @Test func rebuildReplacesItsOwnPreviousOutput() throws {
        defer { cleanUp() }
        try write(first)
        try write([OutputFile(path: "index.html", text: "<h1>Two</h1>")])
        #expect(tree(output) == [".cookbook-manifest", "index.html"])
        #expect(read(output + "/index.html") == "<h1>Two</h1>")
        expectNoLeftovers()
    }

    @Test func refusesAFolderWithForeignFilesAndLeavesItAlone() throws {
        defer { cleanUp() }
        try write(first)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        expectFailure("foreign-output", message: "the output folder holds files cookbook did not write: notes.txt") {
            try write([OutputFile(path: "index.html", text: "new")])
        }
        #expect(read(output + "/index.html") == "<h1>One</h1>")
        #expect(read(output + "/notes.txt") == "mine")
        expectNoLeftovers()
    }

    @Test func refusesAnExistingFolderWithoutAManifest() throws {
        defer { cleanUp() }
        try fm.createDirectory(atPath: output + "/a", withIntermediateDirectories: true)
        for name in ["a/1", "b", "c", "d", "e"] { try Data().write(to: URL(fileURLWithPath: output + "/" + name)) }
        expectFailure("foreign-output", message: "a/1, b, c and 2 more") { try write(first) }
        #expect(tree(output) == ["a/1", "b", "c", "d", "e"])
    }

    @Test func forceReplacesAFolderCookbookWroteEvenWithForeignFiles() throws {
        defer { cleanUp() }
        try write(first)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        try write(first, force: true)
        #expect(tree(output) == [".cookbook-manifest", "index.html", "recipes/plov.html"])
        expectNoLeftovers()
    }

    @Test func forceNeverReplacesAFolderCookbookDidNotWrite() throws {
        defer { cleanUp() }
        try fm.createDirectory(atPath: output + "/.ssh", withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: output + "/.ssh/id_rsa"))
        expectFailure("foreign-output", message: "--force replaces only a folder cookbook wrote (one with .cookbook-manifest) or an empty one; this folder has neither and holds .ssh/id_rsa") {
            try write(first, force: true)
        }
        #expect(read(output + "/.ssh/id_rsa") == "secret")
        expectNoLeftovers()
    }

    @Test func forceReplacesAnEmptyFolder() throws {
        defer { cleanUp() }
        try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
        try write(first, force: true)
        #expect(tree(output) == [".cookbook-manifest", "index.html", "recipes/plov.html"])
    }

    @Test func neverReplacesAFolderHoldingVersionControlEvenWithForceAndAManifest() throws {
        defer { cleanUp() }
        try write(first)
        try fm.createDirectory(atPath: output + "/deep/.git", withIntermediateDirectories: true)
        expectFailure("unsafe-output", message: "the output folder holds a version-control folder (deep/.git)") { try write(first, force: true) }
        #expect(fm.fileExists(atPath: output + "/deep/.git"))
    }

    @Test func neverReplacesSystemHomeOrMountPointFolders() {
        let homes = ["/home/cook"]
        for system in ["/", "/etc", "/usr", "/usr/local", "/var/lib", "/home", "/opt", "/anything-at-the-top"] {
            #expect(OutputGuard.hardRefusal(output: system, real: system, homes: homes)?.message.contains("is a system folder") == true, "\(system)")
        }
        #expect(OutputGuard.hardRefusal(output: "/home/cook", real: "/home/cook", homes: homes)?.message == "the output folder is your home folder; cookbook never replaces it")
        #expect(OutputGuard.hardRefusal(output: "/srv/all", real: "/srv/all", homes: ["/srv/all/cook"])?.message.contains("contains your home folder") == true)
        #expect(OutputGuard.hardRefusal(output: "/home/cook/site", real: "/home/cook/site", homes: homes) == nil)
        #expect((OutputGuard.hardRefusal(output: "/dev/shm", real: "/dev/shm", homes: homes)?.message.contains("is a mount point") ?? false) == OutputGuard.isMountPoint("/dev/shm"))
        #expect(OutputGuard.isMountPoint("/proc"))
    }

    @Test func refusesAnOutputThatIsASymbolicLink() throws {
        defer { cleanUp() }
        try fm.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: output, withDestinationPath: root + "/real")
        expectFailure("unsafe-output", message: "the output path is a symbolic link (to \(root)/real)") { try write(first) }
        #expect(OutputGuard.isSymbolicLink(output))
        #expect(tree(root + "/real").isEmpty)
    }

    @Test func copiesFileContentsNeverLinks() throws {
        defer { cleanUp() }
        try Data("PNG".utf8).write(to: URL(fileURLWithPath: site + "/content/real.png"))
        try fm.createSymbolicLink(atPath: site + "/content/link.png", withDestinationPath: "real.png")
        try write([OutputFile(path: "images/link.png", contents: .copy(from: site + "/content/link.png"))])
        #expect(!OutputGuard.isSymbolicLink(output + "/images/link.png"))
        #expect(read(output + "/images/link.png") == "PNG")
        try write([OutputFile(path: "images/link.png", contents: .copy(from: site + "/content/link.png"))])
    }

    @Test func removesStaleStagingFoldersOfKilledBuildsOnlyIfOurs() throws {
        defer { cleanUp() }
        let stale = site + "/.public.new-999999999", old = site + "/.public.old-999999998", users = site + "/.public.new-999999997"
        let running = site + "/.public.new-\(getppid())"
        for folder in [stale, old, users, running] { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try Data().write(to: URL(fileURLWithPath: stale + "/" + StagingCleaner.markerName))
        try Data("index.html\n".utf8).write(to: URL(fileURLWithPath: old + "/.cookbook-manifest"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: users + "/notes.txt"))
        try Data().write(to: URL(fileURLWithPath: running + "/" + StagingCleaner.markerName))
        try write(first)
        let left = Set((try fm.contentsOfDirectory(atPath: site)).filter { $0.hasPrefix(".") })
        #expect(left == [".public.new-999999997", ".public.new-\(getppid())"])
        #expect(read(users + "/notes.txt") == "mine")
    }

    @Test func swapsTwoFoldersInOneStep() throws {
        defer { cleanUp() }
        try fm.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/b", withIntermediateDirectories: true)
        try Data("A".utf8).write(to: URL(fileURLWithPath: root + "/a/file"))
        try Data("B".utf8).write(to: URL(fileURLWithPath: root + "/b/file"))
        #if os(Linux)
            #expect(DiskWriter.exchange(root + "/a", root + "/b"))
            #expect(read(root + "/a/file") == "B")
            #expect(read(root + "/b/file") == "A")
        #endif
    }

    @Test func removesATreeWithoutFollowingLinks() throws {
        defer { cleanUp() }
        let tree = root + "/old"
        for folder in ["/recipes/deep/deeper", "/ru/recipes", "/empty"] {
            try fm.createDirectory(atPath: tree + folder, withIntermediateDirectories: true)
        }
        for file in ["/index.html", "/recipes/plov.html", "/recipes/deep/deeper/x.js", "/ru/recipes/plov.html"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: tree + file))
        }
        // Links to a folder and to a file outside: the links go, what they point to stays.
        try fm.createDirectory(atPath: root + "/keep", withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: root + "/keep/file"))
        try fm.createSymbolicLink(atPath: tree + "/recipes/link", withDestinationPath: root + "/keep")
        try fm.createSymbolicLink(atPath: tree + "/file-link", withDestinationPath: root + "/keep/file")
        DiskWriter.removeTree(tree)
        #expect(!fm.fileExists(atPath: tree))
        #expect(read(root + "/keep/file") == "kept")
    }

    @Test func diskErrorsAreToldInPlainWords() {
        #expect(DiskWriter.Failure(code: ENOSPC, path: "public/index.html", action: "write").text == "the disk is full (write public/index.html)")
        #expect(DiskWriter.reason(EROFS) == "the disk is read-only")
        #expect(DiskWriter.reason(EACCES) == "permission denied")
        #expect(DiskWriter.hint(ENOSPC).contains("free some space"))
        for code in [ENOSPC, EDQUOT, EROFS, EACCES, EIO, ENAMETOOLONG, EXDEV, EBUSY, 12345] {
            #expect(!DiskWriter.reason(code).contains("NSCocoaErrorDomain") && !DiskWriter.reason(code).contains("error 512"))
        }
    }

    @Test func emptyExistingFolderIsUsed() throws {
        defer { cleanUp() }
        try fm.createDirectory(atPath: output, withIntermediateDirectories: true)
        try write(first)
        #expect(read(output + "/recipes/plov.html") == "plov")
    }

    @Test func symbolicLinkInTheOutputIsForeign() throws {
        defer { cleanUp() }
        try write(first)
        try fm.createSymbolicLink(atPath: output + "/link", withDestinationPath: site + "/content")
        expectFailure("foreign-output", message: "link") { try write(first) }
    }

    @Test func failedWriteLeavesThePreviousOutputIntact() throws {
        defer { cleanUp() }
        try write(first)
        expectFailure("write-failed", message: "could not write the site") {
            try write([OutputFile(path: "index.html", text: "new"), OutputFile(path: "a.jpg", contents: .copy(from: site + "/missing.jpg"))])
        }
        #expect(tree(output) == [".cookbook-manifest", "index.html", "recipes/plov.html"])
        #expect(read(output + "/index.html") == "<h1>One</h1>")
        expectNoLeftovers()
    }

    @Test func outputPathsClimbingOutOfTheOutputAreRefused() throws {
        defer { cleanUp() }
        try write(first)
        expectFailure("write-failed", message: "could not write the site") {
            try write([OutputFile(path: "../escaped.html", text: "x")])
        }
        #expect(!fm.fileExists(atPath: site + "/escaped.html"))
        #expect(read(output + "/index.html") == "<h1>One</h1>")
        expectNoLeftovers()
    }

    @Test func refusesAnOutputThatContainsTheSite() throws {
        defer { cleanUp() }
        expectFailure("unsafe-output", message: "the output folder contains the site itself") { try write(first, to: site) }
        expectFailure("unsafe-output", message: "contains the site itself") { try write(first, to: root) }
        expectFailure("unsafe-output", message: "contains the site itself") { try write(first, to: site + "/public/..") }
        expectFailure("unsafe-output", message: "contains the site itself") { try write(first, to: "/") }
        #expect(fm.fileExists(atPath: site + "/content/recipes"))
    }

    @Test func refusesAnOutputInsideContentOrTemplates() throws {
        defer { cleanUp() }
        expectFailure("unsafe-output", message: "the output folder is inside content/") { try write(first, to: site + "/content") }
        expectFailure("unsafe-output", message: "inside content/") { try write(first, to: site + "/content/recipes/out") }
        expectFailure("unsafe-output", message: "inside templates/") { try write(first, to: site + "/templates/x") }
        #expect(tree(site + "/content").isEmpty)
    }

    @Test func refusesAnOutputReachedThroughASymlinkIntoContent() throws {
        defer { cleanUp() }
        try fm.createSymbolicLink(atPath: root + "/sneaky", withDestinationPath: site + "/content")
        expectFailure("unsafe-output", message: "inside content/") { try write(first, to: root + "/sneaky") }
    }

    @Test func refusesAnOutputThatIsAFile() throws {
        defer { cleanUp() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: output))
        expectFailure("unsafe-output", message: "exists and is not a folder") { try write(first) }
        #expect(read(output) == "x")
    }

    @Test func outputOutsideTheSiteIsAllowed() throws {
        defer { cleanUp() }
        try write(first, to: root + "/elsewhere/www")
        #expect(read(root + "/elsewhere/www/index.html") == "<h1>One</h1>")
    }
}
