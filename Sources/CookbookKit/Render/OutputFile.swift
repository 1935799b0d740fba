import Foundation

/// One file of the built site, by its path relative to the output folder.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case bytes([UInt8])
        /// Copy a file from the site folder (absolute path).
        case copy(from: String)
        /// Text made piece by piece while it is written (the printable book), so the whole
        /// file is never held in memory. Only handed to a build's sink.
        case streamed(StreamedText)
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

/// A file's text as pieces made on demand: `write` renders them one after the other and
/// hands each to `emit` (which writes it out), holding one piece at a time. Made once: a
/// second `write` makes nothing. `failed` tells whether a piece could not be made (the
/// file is then incomplete and the build must fail). The pieces go as UTF-8 bytes: the
/// book's recipes are rendered as bytes, and made a `String` only to be copied out again
/// they were checked as UTF-8 once more on the way (docs/performance.md, stop 29).
public final class StreamedText: @unchecked Sendable, Equatable {
    /// Takes the pieces a producer makes: text or bytes, handed on as bytes without a copy.
    public struct Pieces {
        let take: (UnsafeRawBufferPointer) throws -> Void

        public func callAsFunction(_ text: String) throws {
            var text = text
            try text.withUTF8 { try take(UnsafeRawBufferPointer($0)) }
        }

        public func callAsFunction(_ bytes: [UInt8]) throws {
            try bytes.withUnsafeBytes { try take($0) }
        }
    }

    /// Makes the pieces in order, giving each to the closure; false when one could not be made.
    private let produce: @Sendable (Pieces) throws -> Bool
    private let lock = NSLock()
    private var done = false
    private var failure = false

    init(_ produce: @escaping @Sendable (Pieces) throws -> Bool) {
        self.produce = produce
    }

    /// Makes the pieces and hands each to `emit` (its bytes, valid only during the call); an
    /// error `emit` throws stops it and is rethrown.
    public func write(_ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        lock.lock()
        guard !done else { lock.unlock(); return }
        done = true
        lock.unlock()
        let ok = try withoutActuallyEscaping(emit) { emit in try produce(Pieces(take: emit)) }
        if !ok {
            lock.lock()
            failure = true
            lock.unlock()
        }
    }

    /// Whether the pieces were made (by `write`).
    var written: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    /// Whether a piece could not be made.
    var failed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// The whole file (for a caller that holds files in memory); nil when a piece failed.
    public func joined() -> [UInt8]? {
        var bytes: [UInt8] = []
        try? write { bytes.append(contentsOf: $0) }
        return failed ? nil : bytes
    }

    public static func == (a: StreamedText, b: StreamedText) -> Bool { a === b }
}
