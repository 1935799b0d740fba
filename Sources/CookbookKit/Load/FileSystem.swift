import Foundation

/// The file system as the pipeline sees it: a value of closures, so tests can hand
/// the build an in-memory site and see exactly what it reads.
public struct FileSystem: Sendable {
    /// Regular files below a folder (absolute path), recursively, as paths relative to
    /// it, sorted; hidden files and folders (starting with '.') are left out.
    var listFiles: @Sendable (_ folder: String) -> [String]
    public var read: @Sendable (_ path: String) throws -> [UInt8]
    public var isDirectory: @Sendable (_ path: String) -> Bool
    /// The path with every symbolic link resolved, or nil if it does not exist.
    public var realPath: @Sendable (_ path: String) -> String?
    /// Whether the entry at `path` is itself a symbolic link (`lstat`), nil when it cannot be
    /// told; nil for a file system that does not say (then every real path is asked of
    /// `realPath`). For the loader: a file that is no link has its folder's real path.
    public var isLink: (@Sendable (_ path: String) -> Bool?)? = nil

    public init(
        listFiles: @escaping @Sendable (String) -> [String], read: @escaping @Sendable (String) throws -> [UInt8],
        isDirectory: @escaping @Sendable (String) -> Bool, realPath: @escaping @Sendable (String) -> String?
    ) {
        self.listFiles = listFiles
        self.read = read
        self.isDirectory = isDirectory
        self.realPath = realPath
    }

    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var description: String { "cannot read \(path)" }
    }

    /// The real disk.
    public static let local: FileSystem = {
        var disk = diskWithoutLinks
        disk.isLink = { path in
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return (info.st_mode & S_IFMT) == S_IFLNK
        }
        return disk
    }()

    private static let diskWithoutLinks = FileSystem(
        listFiles: { folder in listFolder(folder) },
        read: { path in
            guard let bytes = readWholeFile(path) else { throw ReadError(path: path) }
            return bytes
        },
        isDirectory: { path in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
        },
        realPath: { path in
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    )

    /// The files below `folder` as `listFiles` gives them, read with `readdir`: the kind
    /// of each entry comes with the listing (`d_type`), so most files cost no `lstat` (the
    /// walk through Foundation's enumerator, a path object and a `stat` per file, was a
    /// stretch of one busy core at the start of every build). A link counts as what it
    /// leads to: a link to a file is listed, a link to a folder is not entered, a broken
    /// link is left out.
    public static func listFolder(_ folder: String) -> [String] {
        var files: [String] = []
        func walk(_ absolute: String, _ relative: String, depth: Int) {
            guard depth < 64 else { return }
            forEachEntry(in: absolute) { name, type in
                let path = absolute + "/" + name, inside = relative.isEmpty ? name : relative + "/" + name
                var kind = Int32(type)
                if kind == Int32(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(path, &info) == 0 else { return }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: kind = Int32(DT_DIR)
                    case S_IFLNK: kind = Int32(DT_LNK)
                    default: kind = Int32(DT_REG)
                    }
                }
                switch kind {
                case Int32(DT_DIR): walk(path, inside, depth: depth + 1)
                case Int32(DT_LNK):
                    var info = stat()
                    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { files.append(inside) }
                default: files.append(inside)
                }
            }
        }
        walk(folder, "", depth: 0)
        return files.sorted()
    }

    /// Calls `body` with the name and `d_type` of each entry of `folder` whose name does not
    /// start with '.' (editors' swap files, `.DS_Store`), in `readdir`'s order; nothing when
    /// the folder cannot be opened. Shared by `listFolder` and `cookbook serve`'s watcher.
    public static func forEachEntry(in folder: String, _ body: (String, UInt8) -> Void) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            body(name, entry.pointee.d_type)
        }
    }

    /// An in-memory tree: absolute path to contents. Symlinks are not modelled.
    static func memory(_ files: [String: [UInt8]]) -> FileSystem {
        FileSystem(
            listFiles: { folder in
                let prefix = folder.hasSuffix("/") ? folder : folder + "/"
                return files.keys.filter { $0.hasPrefix(prefix) }
                    .map { String($0.dropFirst(prefix.count)) }
                    .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                    .sorted()
            },
            read: { path in
                guard let bytes = files[path] else { throw ReadError(path: path) }
                return bytes
            },
            isDirectory: { path in
                let prefix = path.hasSuffix("/") ? path : path + "/"
                return files.keys.contains { $0.hasPrefix(prefix) }
            },
            realPath: { path in
                let normal = Paths.normalize(path) ?? path
                return files[normal] != nil || files.keys.contains { $0.hasPrefix(normal + "/") } ? normal : nil
            }
        )
    }

    static func memory(_ files: [String: String]) -> FileSystem {
        memory(files.mapValues { Array($0.utf8) })
    }
}

/// Lexical path helpers (no disk access).
public enum Paths {
    /// Resolves `.` and `..` in a '/'-separated path. Returns nil if `..` climbs above
    /// the start of a relative path.
    public static func normalize(_ path: String) -> String? {
        // Most paths (every file the site writer is handed) are normal already: no empty,
        // `.` or `..` part, no "/" at the end. Those are their own result.
        isNormal(path) ? path : normalizedByParts(path)
    }

    /// `normalize` part by part (the general rule).
    static func normalizedByParts(_ path: String) -> String? {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `normalize` gives the path back as it is: after a leading "/", parts
    /// between single slashes, none of them `.` or `..`, and no "/" at the end.
    static func isNormal(_ path: String) -> Bool {
        var utf8 = path.utf8[...]
        if utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        if utf8.isEmpty { return true }
        var length = 0, dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        // (A part of dots alone is `.` or `..` when it is one or two long; "..." is a name.)
        return length > 0 && !(dots == length && length <= 2)
    }

    /// The folder part of a relative path ("recipes/plov.md" -> "recipes").
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// A path as written in the file `contentPath` (relative to that file's folder, or to
    /// `content/` with a leading `/`) as a path relative to `content/`; nil when it leads
    /// outside `content/`, is empty, or uses `\`.
    static func resolve(_ written: String, from contentPath: String) -> String? {
        guard !written.containsLikeFoundation(ascii: "\\") else { return nil }
        let joined = written.hasPrefix("/") ? String(written.dropFirst()) : join(directory(of: contentPath), written)
        guard let path = normalize(joined), !path.isEmpty else { return nil }
        return path
    }

    public static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// The relative path from the folder `from` (relative to the site) to `to`.
    /// `relative(from: "recipes", to: "images/a.png")` is `../images/a.png`.
    static func relative(from folder: String, to target: String) -> String {
        let depth = folder.split(separator: "/").count
        return String(repeating: "../", count: depth) + target
    }
}

/// The bytes of the regular file at `path`, read straight into the array (a file of the
/// size it had when opened in one `read`; more if it grew since); nil when it cannot be
/// opened or read, or is no regular file. Only regular files: reading a named pipe or a
/// device would never end. The kind is asked of the open file (`fstat`), not of the path
/// before opening it, so a pipe put in the file's place in between is refused, and it is
/// opened without waiting (`O_NONBLOCK`: opening a pipe for reading would wait for a
/// writer; it changes nothing for a regular file).
/// (Foundation's `contents(atPath:)` read into a `Data` that was then copied.)
private func readWholeFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let expected = Int(info.st_size)
    /// Reads into `buffer` until it is full or the file ends; the count read, nil on an error.
    func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        while count < buffer.count {
            let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            count += n
        }
        return count
    }
    // One byte more than expected, so a file of the expected size ends in this read.
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: max(expected, 0) + 1) { buffer, count in
        guard let read = fill(buffer) else { failed = true; count = 0; return }
        count = read
    }
    if failed { return nil }
    if bytes.count == max(expected, 0) + 1 {
        // The file grew since it was measured: the rest, in chunks.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            guard let read = chunk.withUnsafeMutableBufferPointer({ fill($0) }) else { return nil }
            bytes += chunk[0..<read]
            if read < chunk.count { break }
        }
    }
    return bytes
}
