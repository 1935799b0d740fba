import Foundation
import CookbookSupport
#if canImport(Glibc)
import Glibc
#endif

/// Stage 6: writes the output folder atomically. The new site is written into a
/// hidden folder beside the output, then swapped in (in one step on Linux, else with
/// two renames); a failure at any point leaves the previous output as it was. A
/// manifest of the files it wrote lets the next build tell its own files from a
/// user's; `OutputGuard` says which folders may be replaced at all.
public enum SiteWriter {
    public static let manifestName = ".cookbook-manifest"

    public struct Failure: Error, CustomStringConvertible {
        public var diagnostic: Diagnostic
        public var description: String { diagnostic.formatted }
    }

    /// - Parameters:
    ///   - output: absolute path of the output folder.
    ///   - siteRoot: absolute path of the site folder (the output may not contain it).
    ///   - display: how to name the output folder in messages.
    public static func write(_ files: [OutputFile], to output: String, siteRoot: String, display: String, force: Bool) throws {
        let fm = FileManager.default
        let here = SourceLocation(path: display, line: 1, column: 1)
        func fail(_ code: String, _ message: String, hint: String? = nil) -> Failure {
            Failure(diagnostic: Diagnostic(.error, code, message, at: here, hint: hint))
        }
        let output = Paths.normalize(output) ?? output
        let root = realPathOrSelf(siteRoot)
        let realOutput = realPathOrSelf(output)
        if output == "/" || (root + "/").hasPrefix(realOutput + "/") {
            throw fail("unsafe-output", "the output folder contains the site itself", hint: "name a folder inside the site, e.g. --output public")
        }
        for protected in ["content", "templates"] where (realOutput + "/").hasPrefix(root + "/" + protected + "/") {
            throw fail("unsafe-output", "the output folder is inside \(protected)/", hint: "the default output folder is public/")
        }
        if let refusal = OutputGuard.hardRefusal(output: output, real: realOutput) {
            throw fail(refusal.code, refusal.message, hint: refusal.hint)
        }
        var isDir: ObjCBool = false
        let exists = fm.fileExists(atPath: output, isDirectory: &isDir)
        if exists {
            guard isDir.boolValue else { throw fail("unsafe-output", "the output path exists and is not a folder") }
            let contents = OutputGuard.contents(of: output, manifestName: manifestName)
            if let refusal = OutputGuard.refusal(existing: output, contents: contents, force: force, manifestName: manifestName) {
                throw fail(refusal.code, refusal.message, hint: refusal.hint)
            }
        }
        let parent = (output as NSString).deletingLastPathComponent
        let name = (output as NSString).lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = Paths.join(parent, ".\(name).new-\(pid)")
        let retired = Paths.join(parent, ".\(name).old-\(pid)")
        /// A disk error in the project's words, with the path shown as the user named the output.
        func diskFailure(_ what: String, _ error: DiskWriter.Failure) -> Failure {
            var shown = error
            for (real, named) in [(staging, display), (output, display), (retired, display)] where shown.path == real || shown.path.hasPrefix(real + "/") {
                shown.path = named + shown.path.dropFirst(real.count)
                break
            }
            return fail("write-failed", "\(what): \(shown.text)", hint: DiskWriter.hint(error.code))
        }
        do {
            try DiskWriter.makeFolders(parent)
        } catch {
            throw diskFailure("could not create the folder for the site", error)
        }
        StagingCleaner.removeStale(in: parent, name: name, ownPID: pid)
        do {
            if fm.fileExists(atPath: staging) { try? fm.removeItem(atPath: staging) }
            try DiskWriter.makeFolders(staging)
            try DiskWriter.write(Array(StagingCleaner.markerText.utf8), to: Paths.join(staging, StagingCleaner.markerName))
            try writeTree(files, into: staging)
            guard unlink(Paths.join(staging, StagingCleaner.markerName)) == 0 else {
                throw DiskWriter.Failure(code: errno, path: Paths.join(staging, StagingCleaner.markerName), action: "remove")
            }
        } catch let error as DiskWriter.Failure {
            try? fm.removeItem(atPath: staging)
            throw diskFailure("could not write the site", error)
        } catch {
            try? fm.removeItem(atPath: staging)
            throw fail("write-failed", "could not write the site: \(error)")
        }
        if exists {
            // One atomic swap where the system can; the previous output is then at `staging`.
            if DiskWriter.exchange(staging, output) {
                try? fm.removeItem(atPath: staging)
                return
            }
            do { try DiskWriter.move(output, to: retired) } catch {
                try? fm.removeItem(atPath: staging)
                throw diskFailure("could not move the previous output aside", error)
            }
        }
        do { try DiskWriter.move(staging, to: output) } catch {
            if exists { try? DiskWriter.move(retired, to: output) }
            try? fm.removeItem(atPath: staging)
            throw diskFailure("could not put the new site in place", error)
        }
        if exists { try? fm.removeItem(atPath: retired) }
    }

    /// Writes every file (and the manifest) into the empty folder `folder`. Copies take a
    /// file's bytes, never a link.
    static func writeTree(_ files: [OutputFile], into folder: String) throws {
        var made = Set<String>()
        var manifest = ""
        for file in files {
            guard let relative = Paths.normalize(file.path), !relative.hasPrefix("/"), !relative.isEmpty,
                  relative != manifestName, relative != StagingCleaner.markerName else {
                throw DiskWriter.Failure(code: EINVAL, path: Paths.join(folder, file.path), action: "write (the name is not allowed)")
            }
            let target = Paths.join(folder, relative)
            let directory = Paths.directory(of: target)
            if !made.contains(directory) {
                try DiskWriter.makeFolders(directory)
                made.insert(directory)
            }
            switch file.contents {
            case .bytes(let bytes):
                try DiskWriter.write(bytes, to: target)
            case .copy(let source):
                try DiskWriter.write(try DiskWriter.read(source), to: target)
            }
            manifest += relative + "\n"
        }
        try DiskWriter.write(Array(manifest.utf8), to: Paths.join(folder, manifestName))
    }

    static func realPathOrSelf(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            // Not there yet: resolve the parent.
            let parent = (path as NSString).deletingLastPathComponent
            if parent != path, !parent.isEmpty, let p = realpath(parent, nil) {
                defer { free(p) }
                return Paths.join(String(cString: p), (path as NSString).lastPathComponent)
            }
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
