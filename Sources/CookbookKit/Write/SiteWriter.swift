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
    static let manifestName = ".cookbook-manifest"

    public struct Failure: Error, CustomStringConvertible {
        public var diagnostic: Diagnostic
        public var description: String { diagnostic.formatted }
    }

    /// - Parameters:
    ///   - output: absolute path of the output folder.
    ///   - siteRoot: absolute path of the site folder (the output may not contain it).
    ///   - display: how to name the output folder in messages.
    static func write(_ files: [OutputFile], to output: String, siteRoot: String, display: String, force: Bool) throws {
        let staging = try Staging(output: output, siteRoot: siteRoot, display: display, force: force)
        for file in files { staging.add(file) }
        try staging.commit()
    }

    /// A new site being written beside the output folder: files are added as they are
    /// made (from any thread), so the build need not hold the whole site in memory;
    /// `commit` swaps it in, `abandon` (or a failure) removes it and leaves the output as it was.
    public final class Staging: @unchecked Sendable {
        let output: String, display: String, exists: Bool
        let staging: String, retired: String
        private let lock = NSLock()
        private var made = Set<String>()
        private var paths: [String] = []
        private var failure: Failure?
        private var finished = false

        /// Checks the output folder may be written (the refusals of `write`) and creates the
        /// hidden folder the new site goes into.
        public init(output: String, siteRoot: String, display: String, force: Bool) throws {
            let fm = FileManager.default
            let here = SourceLocation(path: display, line: 1, column: 1)
            func fail(_ code: DiagnosticCode, _ message: String, hint: String? = nil) -> Failure {
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
            self.output = output
            self.display = display
            self.exists = exists
            self.staging = Paths.join(parent, ".\(name).new-\(pid)")
            self.retired = Paths.join(parent, ".\(name).old-\(pid)")
            do {
                try DiskWriter.makeFolders(parent)
            } catch {
                throw failure("could not create the folder for the site", error)
            }
            StagingCleaner.removeStale(in: parent, name: name, ownPID: pid)
            try orDiscard("could not write the site") {
                if fm.fileExists(atPath: staging) { try? fm.removeItem(atPath: staging) }
                try DiskWriter.makeFolders(staging)
                try DiskWriter.write(Array(StagingCleaner.markerText.utf8), to: Paths.join(staging, StagingCleaner.markerName))
            }
            made.insert(staging)
        }

        private func fail(_ code: DiagnosticCode, _ message: String, hint: String? = nil) -> Failure {
            Failure(diagnostic: Diagnostic(.error, code, message, at: SourceLocation(path: display, line: 1, column: 1), hint: hint))
        }

        /// A disk error in the project's words, with the path shown as the user named the output.
        private func diskFailure(_ what: String, _ error: DiskWriter.Failure) -> Failure {
            var shown = error
            for (real, named) in [(staging, display), (output, display), (retired, display)] where shown.path == real || shown.path.hasPrefix(real + "/") {
                shown.path = named + shown.path.dropFirst(real.count)
                break
            }
            return fail("write-failed", "\(what): \(shown.text)", hint: DiskWriter.hint(error.code))
        }

        /// Any error of writing the site as a `Failure`: disk errors in the project's words
        /// (`diskFailure`), a `Failure` as it is.
        private func failure(_ what: String, _ error: any Error) -> Failure {
            if let kept = error as? Failure { return kept }
            if let disk = error as? DiskWriter.Failure { return diskFailure(what, disk) }
            return fail("write-failed", "\(what): \(error)")
        }

        /// Runs `body`; if it throws, removes the new site (the output stays as it was) and
        /// throws the error as a `Failure`. The one path every failure of the staging
        /// folder's set-up and of `commit` takes.
        private func orDiscard<T>(_ what: String, _ body: () throws -> T) throws(Failure) -> T {
            do {
                return try body()
            } catch {
                discard()
                throw failure(what, error)
            }
        }

        private func discard() {
            try? FileManager.default.removeItem(atPath: staging)
        }

        /// How many files were added.
        public var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return paths.count
        }

        /// Writes one file of the new site (any thread). A failure is kept and thrown by `commit`.
        public func add(_ file: OutputFile) {
            lock.lock()
            guard failure == nil, !finished else { lock.unlock(); return }
            lock.unlock()
            do {
                guard let relative = Paths.normalize(file.path), !relative.hasPrefix("/"), !relative.isEmpty,
                    relative != manifestName, relative != StagingCleaner.markerName
                else {
                    throw DiskWriter.Failure(
                        code: EINVAL, path: Paths.join(staging, file.path), action: "write",
                        reason: "the file name leads outside the output folder or is cookbook's own")
                }
                let target = Paths.join(staging, relative)
                let directory = Paths.directory(of: target)
                lock.lock()
                let known = made.contains(directory)
                lock.unlock()
                if !known {
                    try DiskWriter.makeFolders(directory)
                    lock.lock()
                    made.insert(directory)
                    lock.unlock()
                }
                switch file.contents {
                case .bytes(let bytes):
                    try DiskWriter.write(bytes, to: target)
                case .copy(let source):
                    try DiskWriter.write(try DiskWriter.read(source), to: target)
                case .streamed(let text):
                    try DiskWriter.write(to: target) { emit in try text.write(emit) }
                }
                lock.lock()
                paths.append(relative)
                lock.unlock()
            } catch {
                let kept = failure("could not write the site", error)
                lock.lock()
                if failure == nil { failure = kept }
                lock.unlock()
            }
        }

        /// Writes the manifest and swaps the new site in; on any failure removes it and throws.
        public func commit() throws {
            lock.lock()
            finished = true
            let failed = failure
            let written = paths.sorted()
            lock.unlock()
            try orDiscard("could not write the site") {
                if let failed { throw failed }
                try DiskWriter.write(Array(written.map { $0 + "\n" }.joined().utf8), to: Paths.join(staging, manifestName))
                guard unlink(Paths.join(staging, StagingCleaner.markerName)) == 0 else {
                    throw DiskWriter.Failure(code: errno, path: Paths.join(staging, StagingCleaner.markerName), action: "remove")
                }
            }
            if exists {
                // One atomic swap where the system can; the previous output is then at `staging`.
                if DiskWriter.exchange(staging, output) {
                    DiskWriter.removeTree(staging)
                    return
                }
                try orDiscard("could not move the previous output aside") { try DiskWriter.move(output, to: retired) }
            }
            try orDiscard("could not put the new site in place") {
                do { try DiskWriter.move(staging, to: output) } catch {
                    if exists { try? DiskWriter.move(retired, to: output) }
                    throw error
                }
            }
            if exists { DiskWriter.removeTree(retired) }
        }

        /// Removes the new site; the output stays as it was.
        public func abandon() {
            lock.lock()
            finished = true
            lock.unlock()
            discard()
        }
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
