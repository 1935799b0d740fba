/// One file of the built site, by its path relative to the output folder.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case bytes([UInt8])
        /// Copy a file from the site folder (absolute path).
        case copy(from: String)
    }

    public var path: String
    public var contents: Contents

    init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    init(path: String, text: String) {
        self.init(path: path, contents: .bytes(Array(text.utf8)))
    }
}
