import Foundation
import CookbookSupport
#if canImport(Glibc)
    import Glibc
#endif

/// File operations for the writer that keep the system's error number, so a failure is
/// told in cookbook's words ("the disk is full") with the file it happened to, never as
/// a raw Foundation error.
enum DiskWriter {
    struct Failure: Error, Equatable {
        /// The `errno` of the failed call (0 when the error has no number).
        var code: Int32
        /// The path the operation was about.
        var path: String
        /// What was being done: "write", "create the folder", "read".
        var action: String
        /// Why, when the error number does not say it.
        var reason: String? = nil

        /// "the disk is full (write public/index.html)".
        var text: String { "\(reason ?? DiskWriter.reason(code)) (\(action) \(path))" }
    }

    /// A short reason in plain words for an error number.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "the disk is full"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the disk is read-only"
        case EACCES, EPERM: return "permission denied"
        case ENAMETOOLONG: return "a file name is too long for the disk"
        case EEXIST: return "something is already there"
        case ENOENT: return "a folder on the way does not exist"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "a folder is in the way"
        case EBUSY: return "the folder is in use (a mount point?)"
        case EXDEV: return "the two folders are on different disks"
        case EIO: return "the disk reported an input/output error"
        case EFBIG: return "a file is too large for the disk"
        case EMFILE, ENFILE: return "too many open files"
        case ENOTEMPTY: return "the folder is not empty"
        case 0: return "an unknown error"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// A hint for an error number.
    static func hint(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT, EFBIG: return "free some space on that disk and build again; the previous output is unchanged"
        case EROFS, EACCES, EPERM: return "choose an --output folder you can write to; the previous output is unchanged"
        default: return "the previous output is unchanged"
        }
    }

    /// Creates `path` and any missing parents (mode 0755). The folder itself is tried
    /// first and its parents only when one is missing, so a new folder in a site being
    /// written costs one `mkdir`, not one per part of its path; on any failure the parts
    /// are made one by one, which names the part that failed.
    static func makeFolders(_ path: String) throws(Failure) {
        if madeQuickly(path) { return }
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 {
                let code = errno
                if code == EEXIST, isFolder(current) { continue }
                throw Failure(code: code, path: current, action: "create the folder")
            }
        }
    }

    /// Whether `path` is a folder now, made with its missing parents; false on any failure.
    private static func madeQuickly(_ path: String) -> Bool {
        if mkdir(path, 0o755) == 0 { return true }
        let code = errno
        if code == EEXIST { return isFolder(path) }
        guard code == ENOENT else { return false }
        let parent = Paths.directory(of: path)
        guard !parent.isEmpty, parent != path, madeQuickly(parent) else { return false }
        return mkdir(path, 0o755) == 0 || (errno == EEXIST && isFolder(path))
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes a new file (never over an existing one) with every byte, then closes it,
    /// reporting the error of any of these steps (a full disk may only show at close).
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(code: errno, path: path, action: "write") }
        var failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Failure(code: failure, path: path, action: "write") }
    }

    /// Writes a new file from pieces made while it is written (`fill` calls its argument
    /// with each piece), so the whole file is never held in memory. Small pieces (one
    /// recipe of the book) are gathered up to `bufferSize` bytes per `write` call.
    static func write(to path: String, pieces fill: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(code: errno, path: path, action: "write") }
        var failure: Int32 = 0
        var buffer: [UInt8] = []
        buffer.reserveCapacity(bufferSize)
        func flush() throws(Failure) {
            guard !buffer.isEmpty else { return }
            failure = buffer.withUnsafeBytes { writeAll($0, to: fd) }
            buffer.removeAll(keepingCapacity: true)
            if failure != 0 { throw Failure(code: failure, path: path, action: "write") }
        }
        do {
            try fill { piece in
                if buffer.count + piece.count > bufferSize { try flush() }
                if piece.count >= bufferSize {
                    failure = writeAll(piece, to: fd)
                    if failure != 0 { throw Failure(code: failure, path: path, action: "write") }
                } else {
                    buffer.append(contentsOf: piece)
                }
            }
            try flush()
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Failure(code: failure, path: path, action: "write") }
    }

    /// How many bytes of a streamed file are gathered before they are written.
    static let bufferSize = 1 << 16

    /// Writes every byte of `raw` to `fd`, again after an interruption; 0, or the error.
    private static func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < raw.count {
            let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// The contents of a file (following links: the bytes are copied, never the link).
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: a named pipe must not make the build wait forever; only regular files are read.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw Failure(code: errno, path: path, action: "read") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(code: EINVAL, path: path, action: "read", reason: "it is not a regular file") }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno, path: path, action: "read")
            }
            if count == 0 { break }
            result += buffer[0..<count]
        }
        return result
    }

    /// Removes the folder `path` and everything in it, never following a symbolic link (a
    /// link is removed, not what it points to); the folders right inside it are emptied on
    /// every core. Errors are ignored (what could not be removed stays). For the previous
    /// output after the swap, which the user waits for at the end of a build: one
    /// `unlinkat` per file, without Foundation's per-file path objects.
    static func removeTree(_ path: String) {
        let top = entries(of: path)
        let folders = top.filter(\.isFolder).map { Paths.join(path, $0.name) }
        DispatchQueue.concurrentPerform(iterations: folders.count) { removeFolder(folders[$0]) }
        for entry in top where !entry.isFolder { unlink(Paths.join(path, entry.name)) }
        // Anything left (a name that is not UTF-8): Foundation's way, as before.
        if rmdir(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The names in a folder (not `.` and `..`), each with whether it is a folder (not a link to one).
    private static func entries(of path: String) -> [(name: String, isFolder: Bool)] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        let fd = dirfd(dir)
        var found: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            found.append((name, isFolder))
        }
        return found
    }

    /// Removes `path` and everything in it on this thread (see `removeTree`).
    private static func removeFolder(_ path: String) {
        for entry in entries(of: path) {
            let inner = Paths.join(path, entry.name)
            if entry.isFolder { removeFolder(inner) } else { unlink(inner) }
        }
        rmdir(path)
    }

    /// Swaps two folders in one step (Linux `renameat2` with `RENAME_EXCHANGE`), so there is
    /// no moment without either. False when the system or the disk cannot do it.
    static func exchange(_ a: String, _ b: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = renameat2Symbol else { return false }
        let call = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        return call(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }

    /// `renameat2` looked up at run time (glibc 2.28 and later); nil elsewhere.
    nonisolated(unsafe) static let renameat2Symbol: UnsafeMutableRawPointer? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")

    /// Renames, with the error number on failure.
    static func move(_ from: String, to: String) throws(Failure) {
        guard rename(from, to) == 0 else { throw Failure(code: errno, path: to, action: "move a folder to") }
    }
}
