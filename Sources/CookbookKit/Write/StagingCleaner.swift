import Foundation
import CookbookSupport
#if canImport(Glibc)
    import Glibc
#endif

/// Staging folders of builds that were killed: `.public.new-PID` (a site being written)
/// and `.public.old-PID` (a previous output being retired). The next build removes the
/// ones a cookbook process made (they hold `markerName` or the manifest, or are empty)
/// whose process is gone; anything else with such a name is left alone.
enum StagingCleaner {
    /// Written first into every staging folder and removed just before it is swapped in.
    static let markerName = ".cookbook-staging"
    static let markerText = "A site being written by cookbook. If no build is running, this folder can be deleted.\n"

    /// The process id in `.NAME.new-PID` or `.NAME.old-PID`, or nil for any other name.
    static func processID(of entry: String, output name: String) -> Int32? {
        for kind in ["new", "old"] {
            let prefix = ".\(name).\(kind)-"
            if entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)), pid > 0 { return pid }
        }
        return nil
    }

    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Whether a folder (not followed if it is a link) was made by cookbook.
    static func isOurs(_ folder: String) -> Bool {
        guard let info = OutputGuard.status(folder), OutputGuard.isDirectory(info) else { return false }
        for marker in [markerName, SiteWriter.manifestName] {
            if let file = OutputGuard.status(Paths.join(folder, marker)), (file.st_mode & S_IFMT) == S_IFREG { return true }
        }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? ["?"]).isEmpty
    }

    /// Removes stale staging folders of the output `name` in `parent`; returns their names.
    @discardableResult
    static func removeStale(in parent: String, name: String, ownPID: Int32) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return [] }
        var removed: [String] = []
        for entry in entries.sorted() {
            guard let pid = processID(of: entry, output: name), pid != ownPID, !isRunning(pid) else { continue }
            let folder = Paths.join(parent, entry)
            guard isOurs(folder) else { continue }
            if (try? FileManager.default.removeItem(atPath: folder)) != nil { removed.append(entry) }
        }
        return removed
    }
}
