import Foundation
import CookbookKit

/// What `cookbook serve` is serving: the files of the last complete build (in memory;
/// photos copied from `content/` are read when asked for), the pages rendered early from
/// the build under way, or the error page of a build that failed. Each HTML path has a
/// stamp that changes when what is served at it changes; the reload script of a page waits
/// (`/__cookbook/live`) until its stamp is not the one it was served with.
public actor LiveSite {
    private var files: [String: OutputFile.Contents] = [:]
    private var changedAt: [String: Int] = [:]
    private var version = 0
    /// The error page of the last build, while it failed.
    private var errorPage: String?
    private var errorGeneration = 0
    private var hasBuilt = false
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// The paths pages are waiting on now (a page open in a browser), with how many.
    private var watched: [String: Int] = [:]
    /// Early pages that an open browser page is about to ask for, and who waits for that.
    private var expected: Set<String> = []
    private var fetchWaiter: CheckedContinuation<Void, Never>?
    /// Changes when the watcher sees a change: a build begun before it is not published.
    private var generation = 0

    public init() {}

    public enum Lookup: Equatable, Sendable {
        case file(OutputFile.Contents)
        /// The build failed: this HTML page's address shows the errors.
        case error(String)
        case missing
    }

    /// The files changed: a build begun before this is out of date. Returns the new generation.
    @discardableResult
    public func bump() -> Int {
        generation += 1
        return generation
    }

    /// What `bump` returned last: a build takes it when it starts.
    public var currentGeneration: Int { generation }

    /// Replaces the whole site with a complete build, unless files changed since the build
    /// began (`generation`; nil: in any case). Returns the paths whose contents changed, or
    /// nil when it was not published.
    public func publish(_ complete: [OutputFile], generation built: Int?) -> [String]? {
        if let built, built != generation { return nil }
        return publish(complete)
    }

    /// The build begun at generation `built` failed: shows `page` unless files changed since.
    /// False when it was out of date.
    public func fail(_ page: String, generation built: Int?) -> Bool {
        if let built, built != generation { return false }
        fail(page)
        return true
    }

    /// Replaces the whole site with a complete build. Returns the paths whose contents changed.
    @discardableResult
    public func publish(_ complete: [OutputFile]) -> [String] {
        var next: [String: OutputFile.Contents] = [:]
        next.reserveCapacity(complete.count)
        for file in complete { next[file.path] = file.contents }
        version += 1
        var changed: [String] = []
        for (path, contents) in next where files[path] != contents {
            changed.append(path)
            changedAt[path] = version
        }
        for path in files.keys where next[path] == nil {
            changed.append(path)
            changedAt[path] = nil
        }
        files = next
        hasBuilt = true
        if errorPage != nil {
            errorPage = nil
            errorGeneration += 1
        }
        wakeAll()
        return changed.sorted()
    }

    /// Swaps in some pages of the build under way before the rest (the edited recipe's).
    @discardableResult
    public func publishEarly(_ pages: [OutputFile]) -> [String] {
        version += 1
        var changed: [String] = []
        for page in pages where files[page.path] != page.contents {
            files[page.path] = page.contents
            changedAt[page.path] = version
            changed.append(page.path)
        }
        expected = Set(changed.filter { (watched[$0] ?? 0) > 0 })
        if !changed.isEmpty { wakeAll() }
        return changed
    }

    /// After `publishEarly`: waits (at most `timeout` seconds) until the browser pages open
    /// at the changed paths have loaded them again (their reload script asks `/__cookbook/live`
    /// once the page has loaded), so that the rest of the rebuild does not compete with their
    /// reload. Returns at once when no page is open there. True when a page was waited for.
    @discardableResult
    public func waitForEarlyFetch(timeout: Double) async -> Bool {
        guard !expected.isEmpty else { return false }
        let timer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(timeout * 1e9))
            if !Task.isCancelled { await self?.fetched(nil) }
        }
        await withCheckedContinuation { fetchWaiter = $0 }
        timer.cancel()
        return true
    }

    /// A page has loaded the version now served at `path` (nil: the wait is over anyway).
    public func fetched(_ path: String?) {
        if let path {
            guard expected.remove(path) != nil, expected.isEmpty else { return }
        }
        expected = []
        fetchWaiter?.resume()
        fetchWaiter = nil
    }

    /// The build failed: its HTML pages show `page` until a build succeeds; other files
    /// (styles, scripts, photos) are still served from the last good build.
    public func fail(_ page: String) {
        if errorPage != page {
            errorPage = page
            errorGeneration += 1
            wakeAll()
        }
    }

    public func lookup(_ path: String) -> Lookup {
        if let errorPage, path.hasSuffix(".html") { return .error(errorPage) }
        if let contents = files[path] { return .file(contents) }
        return .missing
    }

    /// Changes when what is served at `path` changes.
    public func stamp(_ path: String) -> String {
        if errorPage != nil, path.hasSuffix(".html") { return "e\(errorGeneration)" }
        guard files[path] != nil else { return hasBuilt ? "none" : "start" }
        return "p\(changedAt[path] ?? 0)"
    }

    /// Waits until `path`'s stamp is no longer `stamp` (true) or `timeout` seconds pass (false).
    public func waitForChange(of path: String, from stamp: String, timeout: Double) async -> Bool {
        // A page asking with the stamp now served has loaded it (after an early swap).
        if expected.contains(path), stamp == self.stamp(path) { fetched(path) }
        watched[path, default: 0] += 1
        defer {
            watched[path, default: 1] -= 1
            if watched[path] == 0 { watched[path] = nil }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while self.stamp(path) == stamp {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            let id = nextWaiter
            nextWaiter += 1
            let timer = Task { [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(left * 1e9))
                await self?.wake(id)
            }
            await withCheckedContinuation { waiters[id] = $0 }
            timer.cancel()
        }
        return true
    }

    private func wake(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }

    private func wakeAll() {
        let all = waiters
        waiters = [:]
        for continuation in all.values { continuation.resume() }
    }

    /// Wakes every waiting page (when the server stops).
    public func releaseAll() { wakeAll() }
}
