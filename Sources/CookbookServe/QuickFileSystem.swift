import Foundation
import CookbookKit
#if canImport(Glibc)
    import Glibc
#endif

extension FileSystem {
    /// The real disk: `FileSystem.local`, which lists folders with `readdir` (no longer
    /// Foundation's enumerator, which `cookbook serve` avoided on every rebuild).
    public static let quick = FileSystem.local

    /// The regular files below `folder`, as `FileSystem.quick` lists them.
    static func quickList(_ folder: String) -> [String] {
        FileSystem.listFolder(folder)
    }
}

/// What `cookbook serve` read of the site folder, kept between rebuilds: the listing of
/// each folder, the bytes of small files and where paths really lead. The watcher tells
/// it what changed (`forget`): an edited file is read again; a file or folder added,
/// removed or turned into a link makes it forget everything, so a rebuild after an edit
/// of one recipe lists nothing and reads one file. Reads the disk as `FileSystem.quick`.
public final class SiteFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var listings: [String: [String]] = [:]
    private var bytes: [String: [UInt8]] = [:]
    private var real: [String: String?] = [:]
    private var folders: [String: Bool] = [:]
    /// Files larger than this (photos) are read from the disk every time.
    static let keptSize = 1 << 20

    public init() {}

    /// The watcher saw these files (absolute paths) edited; nil: something else changed.
    public func forget(edited paths: [String]?) {
        lock.withLock {
            guard let paths else {
                listings = [:]
                bytes = [:]
                real = [:]
                folders = [:]
                return
            }
            for path in paths { bytes[path] = nil }
        }
    }

    public var fileSystem: FileSystem {
        FileSystem(
            listFiles: { folder in
                if let known = self.lock.withLock({ self.listings[folder] }) { return known }
                let listed = FileSystem.quickList(folder)
                self.lock.withLock { self.listings[folder] = listed }
                return listed
            },
            read: { path in
                if let known = self.lock.withLock({ self.bytes[path] }) { return known }
                let read = try FileSystem.quick.read(path)
                if read.count <= Self.keptSize { self.lock.withLock { self.bytes[path] = read } }
                return read
            },
            isDirectory: { path in
                if let known = self.lock.withLock({ self.folders[path] }) { return known }
                let answer = FileSystem.quick.isDirectory(path)
                self.lock.withLock { self.folders[path] = answer }
                return answer
            },
            realPath: { path in
                if let known = self.lock.withLock({ self.real[path] }) { return known }
                let answer = FileSystem.quick.realPath(path)
                self.lock.withLock { self.real[path] = answer }
                return answer
            })
    }
}
