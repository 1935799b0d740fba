import Foundation

/// Small readings shared by the readers.
public enum SchemaText {
    public static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return (lower.hasPrefix("https://") || lower.hasPrefix("http://")) && !text.contains(" ") && text.count > 8
    }

    /// `YYYY-MM-DD` from `2024-03-21`, `2024-03-21T10:00:00+01:00`, `2024-03-21 10:00:00`.
    public static func date(_ text: String) -> String? {
        let head = String(text.trimmingCharacters(in: .whitespaces).prefix(10))
        let parts = head.split(separator: "-")
        guard head.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            parts[0].count == 4, (1...12).contains(m), (1...31).contains(d), y > 1000
        else { return nil }
        return head
    }

    /// Steps from free text: a step a line, with the source's own numbering (`1.`, `Step 2:`) removed.
    public static func steps(_ text: String) -> [String] {
        text.split(separator: "\n").map { unnumbered(String($0)) }.filter { !$0.isEmpty }
    }

    /// A line without a leading `1.`, `2)`, `Step 3:` the source numbered it with.
    public static func unnumbered(_ line: String) -> String {
        var s = Substring(line.trimmingCharacters(in: .whitespaces))
        if s.lowercased().hasPrefix("step ") {
            let rest = s.dropFirst(5)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                var after = rest.dropFirst(digits.count)
                if after.first == ":" || after.first == "." || after.first == ")" { after = after.dropFirst() }
                s = after
            }
        } else {
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.count <= 3 {
                let after = s.dropFirst(digits.count)
                if (after.first == "." || after.first == ")"), after.dropFirst().first == " " { s = after.dropFirst() }
            }
        }
        return s.trimmingCharacters(in: .whitespaces)
    }

    /// `recipeYield` and its kin: a whole number of people becomes `servings`
    /// (`4`, `"4"`, `"4 servings"`, `"Serves 4"`); anything else is a `yield` in words.
    public static func yield(_ value: JValue?, into recipe: inout ImportedRecipe) {
        guard let value else { return }
        for item in value.list {
            guard let raw = item.looseText else { continue }
            let text = HTMLText.line(raw)
            if text.isEmpty { continue }
            if recipe.servings == nil, let n = servings(text) {
                recipe.servings = n
            } else if recipe.yield == nil, servings(text) == nil || recipe.servings != nil {
                if recipe.servings != nil, servings(text) == recipe.servings { continue }
                recipe.yield = text
            }
        }
    }

    static let peopleWords: Set<String> = [
        "serving", "servings", "serves", "serve", "people", "persons", "person", "portion", "portions", "pax",
        "порции", "порций", "порция", "персоны", "персон", "человек", "чел", "чел.", "порцию", "адам", "порцияға",
        "makes", "yield", "yields", "for", "на",
    ]

    /// A whole number of people from `4`, `4 servings`, `Serves 4`, `4 persons`; nil for `24 cookies`.
    public static func servings(_ text: String) -> Int? {
        var number: Int?
        for word in text.lowercased().split(whereSeparator: { $0 == " " || $0 == ":" }) {
            var w = String(word)
            if w.hasSuffix(",") { w.removeLast() }
            // Mealie writes "4 serving(s)".
            if w.hasSuffix("(s)") { w.removeLast(3) }
            if let n = Int(w) {
                guard number == nil else { return nil }
                number = n
            } else if let d = Double(w), d == d.rounded(), d > 0, d <= 1000 {
                guard number == nil else { return nil }
                number = Int(d)
            } else if !peopleWords.contains(w) {
                return nil
            }
        }
        guard let n = number, (1...1000).contains(n) else { return nil }
        // "makes 24" is not a number of people.
        if text.lowercased().hasPrefix("makes") || text.lowercased().hasPrefix("yield") { return nil }
        return n
    }
}

/// Limits on what is read, so a hostile file cannot fill the memory or the disk.
public struct ImportLimits: Sendable {
    /// A JSON, HTML or Markdown file.
    public var fileBytes: Int = 16 << 20
    /// An archive file itself.
    public var archiveBytes: Int = 1 << 30
    /// All entries of one archive, uncompressed, added up (nested archives included).
    public var totalUncompressedBytes: Int = 512 << 20
    /// One entry, uncompressed.
    public var entryBytes: Int = 64 << 20
    /// Entries in one archive.
    public var entries: Int = 20_000
    /// An image copied into content/images/.
    public var imageBytes: Int = 32 << 20
    public init() {}
}

/// Files: reading with a size limit, and paths that must stay inside a folder.
public enum ImportFiles {
    /// The absolute, symlink-resolved path of `relative` inside `folder`, when it exists,
    /// is a regular file and does not climb out of the folder.
    public static func inside(_ folder: String, _ relative: String) -> String? {
        let base = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        let candidate = relative.hasPrefix("/") ? relative : base + "/" + relative
        let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().standardizedFileURL.path
        guard resolved.hasPrefix(base + "/") else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return resolved
    }

    /// A file's bytes, refused when it is larger than `limit`.
    public static func read(_ path: String, origin: String, limit: Int) throws -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = (attributes?[.size] as? NSNumber)?.intValue else {
            throw ImportProblem(origin: origin, message: "cannot be read (no such file, or no permission)")
        }
        guard size <= limit else {
            throw ImportProblem(
                origin: origin, message: "is too large to import (\(size / 1_048_576) MB; the limit is \(limit / 1_048_576) MB)",
                hint: "a recipe file is a few kilobytes; check that this is the right file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportProblem(origin: origin, message: "cannot be read (no permission)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            throw ImportProblem(origin: origin, message: "is too large to import (over \(limit / 1_048_576) MB)")
        }
        return [UInt8](data)
    }

    /// The kind of picture by its first bytes, as a file extension; nil when it is none
    /// that a cookbook publishes.
    /// An SVG file: text whose first element is `<svg` (after an XML declaration,
    /// comments or a doctype).
    public static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let svg = head.range(of: "<svg") else { return false }
        var before = head[..<svg.lowerBound]
        while true {
            before = before.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if before.isEmpty { return true }
            let skipped: [(open: String, close: String)] = [("<!--", "-->"), ("<?", "?>"), ("<!", ">")]
            guard let pair = skipped.first(where: { before.hasPrefix($0.open) }), let end = before.range(of: pair.close) else { return false }
            before = before[end.upperBound...]
        }
    }

    public static func imageExtension(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return "jpg" }
        if bytes.count >= 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return "png" }
        if bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x45, 0x42, 0x50] { return "webp" }
        if bytes.count >= 6, bytes[0..<4] == [0x47, 0x49, 0x46, 0x38] { return "gif" }
        if bytes.count >= 12, bytes[4..<8] == [0x66, 0x74, 0x79, 0x70] {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if brand.hasPrefix("avif") || brand.hasPrefix("avis") { return "avif" }
            if ["heic", "heix", "mif1", "msf1", "heim", "heis"].contains(brand) { return "heic" }
        }
        return nil
    }
}
