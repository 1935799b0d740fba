import Foundation
import CookbookSupport

/// Stage 6: writes the output folder atomically. The new site is written into a
/// hidden folder beside the output, then swapped in with two renames; a failure
/// at any point leaves the previous output as it was. A manifest of the files it
/// wrote lets the next build tell its own files from a user's.
public enum SiteWriter {
    public static let manifestName = ".cookbook-manifest"

    public struct Failure: Error, CustomStringConvertible {
        public var diagnostic: Diagnostic
        public var description: String { diagnostic.formatted }
    }

    /// - Parameters:
    ///   - output: absolute path of the output folder.
    ///   - siteRoot: absolute path of the site folder (the output may not contain it).
    ///   - display: how to name the output folder in messages.
    public static func write(_ files: [OutputFile], to output: String, siteRoot: String, display: String, force: Bool) throws {
        let fm = FileManager.default
        let here = SourceLocation(path: display, line: 1, column: 1)
        func fail(_ code: DiagnosticCode, _ message: String, hint: String? = nil) -> Failure {
            Failure(diagnostic: Diagnostic(.error, code, message, at: here, hint: hint))
        }
        let output = Paths.normalize(output) ?? output
        let root = realPathOrSelf(siteRoot)
        let realOutput = realPathOrSelf(output)
        if output == "/" || (root + "/").hasPrefix(realOutput + "/") {
            throw fail("unsafe-output", "the output folder contains the site itself", hint: "name a folder inside the site, e.g. --output public")
        }
        for protected in ["content", "templates"] where (realOutput + "/").hasPrefix(root + "/" + protected + "/") {
            throw fail("unsafe-output", "the output folder is inside \(protected)/", hint: "the default output folder is public/")
        }
        var isDir: ObjCBool = false
        let exists = fm.fileExists(atPath: output, isDirectory: &isDir)
        if exists {
            guard isDir.boolValue else { throw fail("unsafe-output", "the output path exists and is not a folder") }
            if !force {
                let foreign = try foreignFiles(in: output)
                if !foreign.isEmpty {
                    let shown = foreign.prefix(3).joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
                    throw fail("foreign-output", "the output folder holds files cookbook did not write: \(shown)",
                               hint: "choose another --output folder, or pass --force to replace it")
                }
            }
        }
        let parent = (output as NSString).deletingLastPathComponent
        let name = (output as NSString).lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = Paths.join(parent, ".\(name).new-\(pid)")
        let retired = Paths.join(parent, ".\(name).old-\(pid)")
        do {
            try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
            if fm.fileExists(atPath: staging) { try fm.removeItem(atPath: staging) }
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: false)
            try writeTree(files, into: staging)
        } catch {
            try? fm.removeItem(atPath: staging)
            throw fail("write-failed", "could not write the site: \(error.localizedDescription)")
        }
        if exists {
            do { try fm.moveItem(atPath: output, toPath: retired) } catch {
                try? fm.removeItem(atPath: staging)
                throw fail("write-failed", "could not move the previous output aside: \(error.localizedDescription)")
            }
        }
        do { try fm.moveItem(atPath: staging, toPath: output) } catch {
            if exists { try? fm.moveItem(atPath: retired, toPath: output) }
            try? fm.removeItem(atPath: staging)
            throw fail("write-failed", "could not put the new site in place: \(error.localizedDescription)")
        }
        if exists { try? fm.removeItem(atPath: retired) }
    }

    static func writeTree(_ files: [OutputFile], into folder: String) throws {
        let fm = FileManager.default
        var made = Set<String>()
        var manifest = ""
        for file in files {
            guard let relative = Paths.normalize(file.path), !relative.hasPrefix("/"), !relative.isEmpty else {
                throw CocoaError(.fileWriteInvalidFileName)
            }
            let target = Paths.join(folder, relative)
            let directory = Paths.directory(of: target)
            if !made.contains(directory) {
                try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
                made.insert(directory)
            }
            switch file.contents {
            case .bytes(let bytes):
                guard fm.createFile(atPath: target, contents: Data(bytes)) else { throw CocoaError(.fileWriteUnknown) }
            case .copy(let source):
                try fm.copyItem(atPath: source, toPath: target)
            }
            manifest += relative + "\n"
        }
        guard fm.createFile(atPath: Paths.join(folder, manifestName), contents: Data(manifest.utf8)) else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Files in the folder that the manifest does not list (all of them if there is no manifest).
    static func foreignFiles(in folder: String) throws -> [String] {
        let fm = FileManager.default
        let listed = (fm.contents(atPath: Paths.join(folder, manifestName))).map { Set(String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)) } ?? []
        var foreign: [String] = []
        guard let walker = fm.enumerator(atPath: folder) else { return [] }
        while let relative = walker.nextObject() as? String {
            var isDir: ObjCBool = false
            let full = Paths.join(folder, relative)
            if let type = try? fm.attributesOfItem(atPath: full)[.type] as? FileAttributeType, type == .typeSymbolicLink {
                foreign.append(relative)
                continue
            }
            guard fm.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue, relative != manifestName else { continue }
            if !listed.contains(relative) { foreign.append(relative) }
        }
        return foreign.sorted()
    }

    static func realPathOrSelf(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            // Not there yet: resolve the parent.
            let parent = (path as NSString).deletingLastPathComponent
            if parent != path, !parent.isEmpty, let p = realpath(parent, nil) {
                defer { free(p) }
                return Paths.join(String(cString: p), (path as NSString).lastPathComponent)
            }
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
