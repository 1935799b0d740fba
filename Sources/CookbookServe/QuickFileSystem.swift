import CookbookKit
#if canImport(Glibc)
    import Glibc
#endif

extension FileSystem {
    /// The real disk, as `FileSystem.local`, but listing folders with `readdir` and `stat`
    /// instead of Foundation's enumerator: `cookbook serve` lists `content/` on every rebuild.
    /// The same files in the same order: regular files (also through a link), names
    /// starting with '.' left out, links to folders not followed.
    public static let quick = FileSystem(
        listFiles: { folder in
            var files: [String] = []
            func walk(_ absolute: String, _ relative: String, depth: Int) {
                guard depth < 64, let dir = opendir(absolute) else { return }
                defer { closedir(dir) }
                while let entry = readdir(dir) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                    }
                    if name.hasPrefix(".") { continue }
                    let path = absolute + "/" + name, inside = relative.isEmpty ? name : relative + "/" + name
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: walk(path, inside, depth: depth + 1)
                    case S_IFLNK:
                        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { files.append(inside) }
                    default: files.append(inside)
                    }
                }
            }
            walk(folder, "", depth: 0)
            return files.sorted()
        },
        read: FileSystem.local.read, isDirectory: FileSystem.local.isDirectory, realPath: FileSystem.local.realPath)
}
