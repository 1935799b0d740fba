import CookbookKit
import Foundation

/// The output folder of `cookbook build`, written while the build renders: the staging
/// folder is opened (and the output checked) when the first file arrives, so a build that
/// fails before rendering never touches the disk. Thread-safe.
final class StreamedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private let open: () throws -> SiteWriter.Staging
    private var staging: SiteWriter.Staging?
    private var failure: Error?

    init(_ open: @escaping () throws -> SiteWriter.Staging) {
        self.open = open
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
        let failed = failure, target = staging
        lock.unlock()
        if let failed { throw failed }
        try (target ?? open()).commit()
    }

    func abandon() {
        lock.lock()
        let target = staging
        lock.unlock()
        target?.abandon()
    }
}
