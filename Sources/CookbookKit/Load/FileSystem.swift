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
    public static let local = FileSystem(
        listFiles: { folder in
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDir), !isDir.boolValue {
                    files.append(relative)
                }
            }
            return files.sorted()
        },
        read: { path in
            // Only regular files: reading a named pipe or a device would never end.
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(path: path) }
            guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(path: path) }
            return [UInt8](data)
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
        guard !written.contains("\\") else { return nil }
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
