import CookbookKit
import Foundation

/// The output folder of `cookbook build`, written while the build renders: the staging
/// folder is opened (and the output checked) when the first file arrives, so a build that
/// fails before rendering never touches the disk; or, when the output folder is there
/// already (a rebuild), on the side while the build reads the recipes
/// (`openOnTheSide`), removed again if the build fails. Thread-safe.
final class StreamedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let open: () throws -> SiteWriter.Staging
    private var staging: SiteWriter.Staging?
    private var failure: Error?
    /// Committed or abandoned: nothing is opened any more.
    private var closed = false

    init(_ open: @escaping () throws -> SiteWriter.Staging) {
        self.open = open
    }

    /// When `existing` is a folder (the output of an earlier build), opens the new site's
    /// folder now, on the side (the refusals of the output folder are kept for `commit`,
    /// as when it opens with the first file): checking the previous output lists every
    /// file of it, which the first page written waited for, alone on one core, while the
    /// other pages waited for the lock. Otherwise it opens with the first file, as before.
    func openOnTheSide(ifFolder existing: String) {
        var info = stat()
        guard stat(existing, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        Task.detached { [self] in openNow() }
    }

    private func openNow() {
        lock.lock()
        if staging == nil, failure == nil, !closed {
            do { staging = try open() } catch { failure = error }
        }
        lock.unlock()
    }

    func add(_ file: OutputFile) {
        lock.lock()
        if staging == nil, failure == nil {
            do { staging = try open() } catch { failure = error }
        }
        let target = staging
        lock.unlock()
        target?.add(file)
    }

    /// How many files were written.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return staging?.count ?? 0
    }

    /// Swaps the new site in (the refusal of the output folder, if any, is thrown here).
    func commit() throws {
        lock.lock()
        closed = true
        let failed = failure, target = staging
        lock.unlock()
        if let failed { throw failed }
        try (target ?? open()).commit()
    }

    func abandon() {
        lock.lock()
        closed = true
        let target = staging
        lock.unlock()
        target?.abandon()
    }
}
