import Foundation
import CookbookSupport
#if canImport(Glibc)
    import Glibc
#endif

/// What the writer may replace. The output folder is replaced as a whole, so before
/// anything is written the folder is checked: it must be a real folder (not a link,
/// not a mount point, not a system or home folder, holding no version-control folder),
/// readable all the way down, and either empty or written by cookbook (its manifest
/// lists every file). `--force` only lifts the last rule for a folder cookbook wrote.
enum OutputGuard {
    /// A reason to refuse the output folder.
    struct Refusal: Equatable {
        var code: DiagnosticCode
        var message: String
        var hint: String?
    }

    /// Folder names that hold a version-control repository.
    static let versionControlFolders: Set<String> = [".git", ".hg", ".svn", ".bzr", "_darcs", ".fossil", "CVS", ".jj", ".pijul"]

    /// Folders of the system that are never an output folder, whatever is in them.
    static let systemFolders: Set<String> = [
        "/", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32", "/media", "/mnt",
        "/opt", "/proc", "/root", "/run", "/sbin", "/srv", "/sys", "/tmp", "/usr", "/var", "/snap",
        "/usr/bin", "/usr/lib", "/usr/local", "/usr/sbin", "/usr/share", "/usr/include", "/usr/src", "/usr/local/bin",
        "/var/lib", "/var/log", "/var/cache", "/var/tmp", "/var/www", "/var/mail", "/var/spool", "/var/run",
        "/System", "/Library", "/Applications", "/Users", "/Volumes", "/private", "/private/etc", "/private/var", "/private/tmp",
    ]

    /// The home folders of the user running cookbook ($HOME and the password database's).
    static func homeFolders() -> [String] {
        var homes: [String] = []
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { homes.append(home) }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir { homes.append(String(cString: dir)) }
        return homes.compactMap { Paths.normalize($0) }.map { SiteWriter.realPathOrSelf($0) }.filter { $0.split(separator: "/").count >= 1 }
    }

    /// What `lstat` says about a path, nil if there is nothing there.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        guard let info = status(path) else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }

    /// A folder is a mount point when its parent lies on another device (or it is its own parent).
    static func isMountPoint(_ path: String) -> Bool {
        guard path != "/" else { return true }
        var here = stat(), parent = stat()
        guard stat(path, &here) == 0, stat(Paths.join(path, ".."), &parent) == 0 else { return false }
        return here.st_dev != parent.st_dev || here.st_ino == parent.st_ino
    }

    /// Refusals that no flag overrides, for an output path (normalised, absolute) and its real path.
    static func hardRefusal(output: String, real: String, homes: [String] = homeFolders()) -> Refusal? {
        if isSymbolicLink(output) {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: output)) ?? "?"
            return Refusal(
                code: "unsafe-output", message: "the output path is a symbolic link (to \(target)); cookbook does not replace links",
                hint: "name the folder itself with --output, or remove the link")
        }
        if systemFolders.contains(real) || systemFolders.contains(output) || real.split(separator: "/").count < 2 {
            return Refusal(
                code: "unsafe-output", message: "the output folder \(real) is a system folder; cookbook never replaces it",
                hint: "build into a folder of its own, e.g. --output \(Paths.join(real == "/" ? "/srv" : real, "cookbook"))")
        }
        for home in homes {
            if real == home {
                return Refusal(
                    code: "unsafe-output", message: "the output folder is your home folder; cookbook never replaces it",
                    hint: "build into a folder of its own, e.g. --output \(Paths.join(home, "cookbook-site"))")
            }
            if (home + "/").hasPrefix(real + "/") {
                return Refusal(
                    code: "unsafe-output", message: "the output folder contains your home folder (\(home)); cookbook never replaces it",
                    hint: "build into a folder of its own, e.g. --output \(Paths.join(home, "cookbook-site"))")
            }
        }
        if let info = status(real), isDirectory(info), isMountPoint(real) {
            return Refusal(
                code: "unsafe-output", message: "the output folder is a mount point (a disk of its own); cookbook replaces the whole folder and cannot do that to a mount point",
                hint: "build into a folder inside it, e.g. --output \(Paths.join(real, "site"))")
        }
        return nil
    }

    /// What a walk of the existing output folder found (symbolic links are not followed).
    struct Contents: Equatable {
        /// Files and links the manifest does not list, relative to the folder, sorted.
        var foreign: [String] = []
        /// Whether the folder holds cookbook's manifest.
        var hasManifest = false
        var isEmpty = true
        /// The first version-control folder found (relative path).
        var versionControl: String?
        /// The first folder that could not be read (relative path).
        var unreadable: String?
    }

    static func contents(of folder: String, manifestName: String) -> Contents {
        var result = Contents()
        let manifestPath = Paths.join(folder, manifestName)
        var listed = Set<String>()
        if let info = status(manifestPath), (info.st_mode & S_IFMT) == S_IFREG, let data = FileManager.default.contents(atPath: manifestPath) {
            result.hasManifest = true
            listed = Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        var pending = [""]
        while let relative = pending.popLast() {
            let full = relative.isEmpty ? folder : Paths.join(folder, relative)
            guard let dir = opendir(full) else {
                if result.unreadable == nil { result.unreadable = relative.isEmpty ? "." : relative }
                continue
            }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                result.isEmpty = false
                let path = relative.isEmpty ? name : relative + "/" + name
                guard let info = status(Paths.join(folder, path)) else { continue }
                if isDirectory(info) {
                    if versionControlFolders.contains(name), result.versionControl == nil { result.versionControl = path }
                    pending.append(path)
                } else if path == manifestName {
                    continue
                } else if (info.st_mode & S_IFMT) == S_IFLNK || !listed.contains(path) {
                    result.foreign.append(path)
                }
            }
        }
        result.foreign.sort()
        return result
    }

    /// Why the existing folder `output` may not be replaced, or nil.
    static func refusal(existing output: String, contents: Contents, force: Bool, manifestName: String) -> Refusal? {
        if let vcs = contents.versionControl {
            return Refusal(
                code: "unsafe-output", message: "the output folder holds a version-control folder (\(vcs)); cookbook never replaces it",
                hint: "build into a folder of its own, e.g. --output public, and add it to .gitignore")
        }
        if let unreadable = contents.unreadable {
            return Refusal(
                code: "unsafe-output", message: "cannot read the folder '\(unreadable)' inside the output folder, so cookbook cannot tell whose files are there",
                hint: "make it readable or remove it, or choose another --output folder")
        }
        guard !contents.foreign.isEmpty else { return nil }
        let shown = contents.foreign.prefix(3).joined(separator: ", ") + (contents.foreign.count > 3 ? " and \(contents.foreign.count - 3) more" : "")
        if !force {
            return Refusal(
                code: "foreign-output", message: "the output folder holds files cookbook did not write: \(shown)",
                hint: contents.hasManifest
                    ? "choose another --output folder, or pass --force to replace it"
                    : "choose another --output folder, or an empty one")
        }
        if !contents.hasManifest {
            return Refusal(
                code: "foreign-output",
                message: "--force replaces only a folder cookbook wrote (one with \(manifestName)) or an empty one; this folder has neither and holds \(shown)",
                hint: "choose another --output folder, or empty this one yourself")
        }
        return nil
    }
}
