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
            // A link's target changes too: follow it once (the build reads through it).
            if stat(path, &info) == 0 {
                entries[relative + " ->"] = Entry(
                    size: Int64(info.st_size), seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec,
                    inode: UInt64(info.st_ino), mode: UInt32(info.st_mode))
            }
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return }
        } else if type != S_IFDIR {
            return
        }
        guard depth < 32, let dir = opendir(path) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
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
