import CookbookSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Helpers the text readers share (Markdown sites, Cooklang, RecipeMD, Open Recipe
/// Format): the limits every source is checked against, file lookups for pictures beside
/// a recipe, and small string helpers.
enum ImportText {
    /// The largest recipe text a reader takes: far above any real recipe (the largest
    /// real ones seen are about 20 KB), low enough that a hostile file cannot exhaust memory.
    static let maxBytes = 2_000_000

    /// Refuses text that is too large or is not text at all (NUL bytes: a binary file
    /// renamed, or UTF-16). `text` came from the caller, already decoded.
    static func check(_ text: String, origin: String) throws(ImportProblem) {
        if text.utf8.count > maxBytes {
            throw ImportProblem(origin: origin, message: "the file is \(text.utf8.count / 1000) KB, more than a recipe can be (limit \(maxBytes / 1000) KB)", hint: "is this the right file?")
        }
        if text.utf8.contains(0) {
            throw ImportProblem(origin: origin, message: "the file is not text (it contains NUL bytes)", hint: "save it as UTF-8 text")
        }
    }

    /// Reads a file as UTF-8 text with the same limits; for callers that have only a path.
    static func read(path: String) throws(ImportProblem) -> String {
        guard let file = fopen(path, "rb") else {
            throw ImportProblem(origin: path, message: "cannot open the file")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if bytes.count > maxBytes {
                throw ImportProblem(origin: path, message: "the file is more than \(maxBytes / 1000) KB, more than a recipe can be", hint: "is this the right file?")
            }
            if count < buffer.count { break }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ImportProblem(origin: path, message: "the file is not UTF-8 text", hint: "save it as UTF-8 text")
        }
        return text
    }

    /// True when a regular file (not a symbolic link) exists at `path`.
    static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The picture file types a recipe may name.
    static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg"]

    /// The folder of a file path (`a/b/c.md` -> `a/b`; `c.md` -> `.`).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its folder and extension (`a/Easy Pancakes.cook` -> `Easy Pancakes`).
    static func baseName(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }

    /// Joins a folder and a relative path, folding `.` and `..`.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        var parts = folder == "." ? [] : folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in relative.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// True for an address the importer keeps as written (`https://...`).
    static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//")
    }

    /// A picture named by a recipe: a web address is kept; a file name is looked for
    /// beside the recipe and in the `images`, `img` and `assets` folders of the site
    /// (Jekyll and Hugo keep them there), walking up to three folders. Nil when no file is
    /// found: the caller records it as dropped.
    static func image(_ name: String, besides recipePath: String) -> ImportedImage? {
        let name = name.trimmingSpaces()
        if name.isEmpty { return nil }
        if isWebAddress(name) { return ImportedImage(.web(name)) }
        // Only a picture, only below the folders searched: `../../etc/passwd` or a
        // symbolic link is never taken (the importer copies what is found).
        if name.contains("\0") || name.split(separator: "/").contains("..") { return nil }
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard name.contains("."), pictureExtensions.contains(ext) else { return nil }
        var folder = self.folder(of: recipePath)
        let relative = name.hasPrefix("/") ? String(name.dropFirst()) : name
        for _ in 0..<4 {
            for sub in ["", "images/", "img/", "assets/images/", "assets/img/", "assets/", "static/", "static/images/"] {
                let candidate = join(folder, sub + relative)
                if fileExists(candidate) { return ImportedImage(.file(path: absolute(candidate))) }
            }
            folder = join(folder, "..")
        }
        return nil
    }

    /// An absolute form of a path (the writer copies from it later).
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return join(cwd, path)
    }

    /// A list written as one comma-separated string (`tags: breakfast, baking`) or a list.
    static func list(_ value: ImportYAML) -> [String] {
        let raw: [String]
        switch value {
        case .scalar(let text): raw = text.split(separator: ",").map(String.init)
        default: raw = value.items.compactMap(\.text)
        }
        return raw.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// A whole number of people from `4`, `4 servings`, `Serves 4`; nil for `24 cookies`.
    static func servings(_ text: String) -> Int? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        let peopleWords: Set<Substring> = ["serving", "servings", "people", "persons", "person", "portions", "portion", "serves", "pax"]
        if words.count == 1, let n = Int(words[0]), n > 0, n < 1000 { return n }
        guard words.count >= 2, words.allSatisfy({ Int($0) != nil || peopleWords.contains($0) }) else { return nil }
        let numbers = words.compactMap { Int($0) }
        guard numbers.count == 1, let n = numbers.first, n > 0, n < 1000 else { return nil }
        return n
    }

    /// Collapses runs of spaces, tabs and line breaks into one space and trims.
    static func squeeze(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// `YYYY-MM-DD` from a date as Jekyll and Hugo write it (`2018-09-09 10:00:00 -0500`,
    /// `2018-09-09T10:00:00Z`); nil when it does not start with a date.
    static func date(_ text: String) -> String? {
        let prefix = Array(text.trimmingSpaces().prefix(10))
        guard prefix.count == 10, prefix[4] == "-", prefix[7] == "-",
            prefix.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || $0.element.isASCII && $0.element.isNumber })
        else { return nil }
        return String(prefix)
    }
}
