import CookbookKit
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What `cookbook serve` watches: every file and folder below the site's `content/`
/// (recipes, photos, `site.yaml`, `i18n/`) and `templates/`, by `lstat`: size, modification
/// time, inode and mode. Names starting with '.' (editors' swap files) are left out, as the
/// build leaves them out. Polling costs a stat per file (about a millisecond for a thousand).
public struct Fingerprint: Equatable, Sendable {
    struct Entry: Equatable, Sendable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
        var mode: UInt32
    }

    var entries: [String: Entry] = [:]

    public static func scan(root: String, folders: [String] = ["content", "templates"]) -> Fingerprint {
        var print = Fingerprint()
        for folder in folders { walk(root + "/" + folder, relative: folder, into: &print.entries, depth: 0) }
        return print
    }

    private static func walk(_ path: String, relative: String, into entries: inout [String: Entry], depth: Int) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        entries[relative] = Entry(
            size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec,
            inode: UInt64(info.st_ino), mode: UInt32(info.st_mode))
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK {
            // A link's target changes too: follow it once (the build reads a linked file
            // through it). A linked folder is not walked into, as the build's listing does
            // not enter one: links to a parent folder would otherwise make the scan grow
            // with every level.
            if stat(path, &info) == 0 {
                entries[relative + " ->"] = Entry(
                    size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec,
                    inode: UInt64(info.st_ino), mode: UInt32(info.st_mode))
            }
            return
        } else if type != S_IFDIR {
            return
        }
        guard depth < 32 else { return }
        FileSystem.forEachEntry(in: path) { name, _ in
            walk(path + "/" + name, relative: relative + "/" + name, into: &entries, depth: depth + 1)
        }
    }

    /// The paths that differ between two scans (for the log line).
    public func changes(since old: Fingerprint) -> [String] {
        var paths = Set<String>()
        for (path, entry) in entries where old.entries[path] != entry { paths.insert(path) }
        for path in old.entries.keys where entries[path] == nil { paths.insert(path) }
        // Files only: a folder's time changes with every file written into it.
        let isFolder = { (path: String) in ((entries[path] ?? old.entries[path]).map { $0.mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }) ?? false }
        return paths.filter { !$0.hasSuffix(" ->") && !isFolder($0) }.sorted()
    }
}

extension Fingerprint {
    /// The files whose contents changed since `old`, when that is all that changed: each
    /// was a regular file before and is one now (an editor may save by replacing it); no
    /// file or folder came or went, no link changed. Nil otherwise (the listing of the
    /// site must be read again). Folders whose time changed are not changes.
    public func edits(since old: Fingerprint) -> [String]? {
        var files: [String] = []
        for (path, entry) in entries where old.entries[path] != entry {
            guard let before = old.entries[path] else { return nil }
            let type = entry.mode & UInt32(S_IFMT), was = before.mode & UInt32(S_IFMT)
            if type == UInt32(S_IFDIR), was == UInt32(S_IFDIR) { continue }
            guard type == UInt32(S_IFREG), was == UInt32(S_IFREG), !path.hasSuffix(" ->") else { return nil }
            files.append(path)
        }
        for path in old.entries.keys where entries[path] == nil { _ = path; return nil }
        return files.sorted()
    }
}

/// Wakes the watcher as soon as the kernel tells (inotify) that something changed in a
/// watched folder, instead of at its next look. The watcher still looks now and then on
/// its own (a file linked from elsewhere changes without a word from these folders).
final class ChangeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false
    private var waiter: CheckedContinuation<Void, Never>?
    private var descriptor: Int32 = -1
    private var source: (any DispatchSourceRead)?
    private var watched: Set<String> = []

    /// Whether the kernel tells of changes (else the watcher only looks).
    var isListening: Bool { lock.withLock { source != nil } }

    init() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return }
        descriptor = fd
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .global(qos: .userInitiated))
        source.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 16384)
            while read(fd, &buffer, buffer.count) > 0 {}
            self?.signal()
        }
        source.setCancelHandler { close(fd) }
        source.resume()
        self.source = source
    }

    deinit { stop() }

    func stop() {
        let source = lock.withLock { () -> (any DispatchSourceRead)? in
            defer { self.source = nil }
            return self.source
        }
        source?.cancel()
    }

    /// Watches these folders (absolute paths); again after they were removed and made anew.
    func watch(_ folders: [String]) {
        guard descriptor >= 0 else { return }
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders {
            if inotify_add_watch(descriptor, folder, mask) >= 0 { lock.withLock { _ = watched.insert(folder) } }
        }
    }

    func signal() {
        let waiting: CheckedContinuation<Void, Never>? = lock.withLock {
            if let waiter {
                self.waiter = nil
                return waiter
            }
            pending = true
            return nil
        }
        waiting?.resume()
    }

    /// Whether a change was told since the last `wait` or `take` (and forgets it).
    func take() -> Bool {
        lock.withLock {
            defer { pending = false }
            return pending
        }
    }

    /// Returns when told of a change (or one was told since the last call), or after `timeout` seconds.
    func wait(timeout: Double) async {
        if lock.withLock({ () -> Bool in
            defer { pending = false }
            return pending
        }) {
            return
        }
        let timer = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(timeout * 1e9))
            if !Task.isCancelled { self?.signal() }
        }
        await withCheckedContinuation { continuation in
            let now: Bool = lock.withLock {
                if pending {
                    pending = false
                    return true
                }
                waiter = continuation
                return false
            }
            if now { continuation.resume() }
        }
        timer.cancel()
    }
}

extension Fingerprint {
    /// The folders scanned (relative to the site), for `ChangeSignal.watch`.
    var folders: [String] {
        entries.filter { !$0.key.hasSuffix(" ->") && $0.value.mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }.map(\.key).sorted()
    }
}
