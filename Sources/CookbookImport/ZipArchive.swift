import Foundation
import ZIPFoundation

/// Reading zip archives with ZIPFoundation, bounded: at most `limits.entries` entries,
/// each at most `limits.entryBytes` and all together at most
/// `limits.totalUncompressedBytes` *as actually decompressed* (a zip bomb's headers lie
/// about its sizes). Entries are read into memory, never extracted to disk by their
/// names, so a name such as `../../etc/passwd` cannot place a file anywhere; such names
/// are refused and reported.
public struct ZipArchive {
    public struct Entry {
        public var path: String
        public var bytes: [UInt8]
    }

    public var entries: [Entry] = []
    /// Entries left out, and why, for the report.
    public var skipped: [String] = []

    /// Reads the entries whose names `wanted` accepts. `budget` is shared with nested archives.
    public init(
        bytes: [UInt8], origin: String, limits: ImportLimits, budget: inout Int,
        wanted: (String) -> Bool
    ) throws {
        let archive: Archive
        do {
            archive = try Archive(data: Data(bytes), accessMode: .read)
        } catch {
            throw ImportProblem(
                origin: origin, message: "is not a zip archive, or is damaged",
                hint: "export again from the app; the file should end in .zip or .paprikarecipes")
        }
        var count = 0
        for entry in archive {
            count += 1
            guard count <= limits.entries else {
                throw ImportProblem(origin: origin, message: "has more than \(limits.entries) entries: refused as a possible zip bomb")
            }
            // Names without the zip's UTF-8 flag are CP437 by the format, but macOS's Archive
            // Utility (Paprika, Mealie exports zipped by hand) writes UTF-8 without the flag:
            // a name that is valid UTF-8 is read as UTF-8.
            let utf8 = entry.path(using: .utf8)
            let path = utf8.isEmpty || utf8.contains("\u{FFFD}") ? entry.path : utf8
            guard entry.type == .file else {
                if entry.type == .symlink { skipped.append("\(path): a symbolic link, not read") }
                continue
            }
            guard ZipArchive.isSafe(path) else {
                skipped.append("\(path): the name climbs out of the archive or is absolute; not read")
                continue
            }
            guard wanted(path) else { continue }
            guard entry.uncompressedSize <= UInt64(limits.entryBytes) else {
                throw ImportProblem(origin: "\(origin)!\(path)", message: "is larger than \(limits.entryBytes / 1_048_576) MB uncompressed: refused")
            }
            var data = [UInt8]()
            var bomb = false
            let budgetAtStart = budget
            do {
                var left = min(limits.entryBytes, budget)
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    if chunk.count > left { bomb = true; throw CocoaError(.fileReadTooLarge) }
                    left -= chunk.count
                    data.append(contentsOf: chunk)
                }
            } catch {
                if bomb {
                    throw ImportProblem(
                        origin: "\(origin)!\(path)",
                        message: "unpacks to more than its archive allows (\(min(limits.entryBytes, budgetAtStart) / 1_048_576) MB left of \(limits.totalUncompressedBytes / 1_048_576) MB): refused as a possible zip bomb")
                }
                throw ImportProblem(origin: "\(origin)!\(path)", message: "is damaged in the archive (\(error))")
            }
            budget -= data.count
            entries.append(Entry(path: path, bytes: data))
        }
    }

    /// A relative path of plain names: no `..`, no leading `/` or drive, no backslashes.
    public static func isSafe(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.contains("\\") || path.contains("\0") { return false }
        if path.count >= 2, path.dropFirst().first == ":" { return false }
        return !path.split(separator: "/").contains("..")
    }
}

/// gzip (RFC 1952) around a deflate stream, inflated by ZIPFoundation's zlib binding, bounded.
public enum Gzip {
    public static func isGzip(_ bytes: [UInt8]) -> Bool { bytes.count > 18 && bytes[0] == 0x1F && bytes[1] == 0x8B }

    public static func inflate(_ bytes: [UInt8], origin: String, limit: Int) throws -> [UInt8] {
        guard isGzip(bytes), bytes[2] == 8 else {
            throw ImportProblem(origin: origin, message: "is not gzip-compressed")
        }
        let flags = bytes[3]
        var at = 10
        func need(_ n: Int) throws {
            guard at + n <= bytes.count else { throw ImportProblem(origin: origin, message: "is cut short (gzip header)") }
        }
        if flags & 4 != 0 {
            try need(2)
            at += 2 + Int(bytes[at]) + Int(bytes[at + 1]) << 8
        }
        for flag in [UInt8(8), 16] where flags & flag != 0 {
            while true {
                try need(1)
                at += 1
                if bytes[at - 1] == 0 { break }
            }
        }
        if flags & 2 != 0 { at += 2 }
        try need(8)
        let body = Data(bytes[at..<(bytes.count - 8)])
        let bufferSize = 32 * 1024
        var out = [UInt8]()
        var tooLarge = false
        var crc: UInt32 = 0
        do {
            crc = try Data.decompress(
                size: Int64(body.count), bufferSize: bufferSize, skipCRC32: false,
                provider: { position, size in
                    // The binding gives zlib a whole buffer each time: pad the end, which a
                    // complete stream never reaches and a cut one reports as damaged.
                    let start = Int(position)
                    guard start <= body.count + bufferSize else { throw CocoaError(.fileReadCorruptFile) }
                    var chunk = start < body.count ? Data(body[(body.startIndex + start)..<(body.startIndex + min(body.count, start + size))]) : Data()
                    if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
                    return chunk
                },
                consumer: { chunk in
                    if out.count + chunk.count > limit { tooLarge = true; throw CocoaError(.fileReadTooLarge) }
                    out.append(contentsOf: chunk)
                })
        } catch {
            if tooLarge {
                throw ImportProblem(origin: origin, message: "unpacks to more than \(limit / 1_048_576) MB: refused as a possible gzip bomb")
            }
            throw ImportProblem(origin: origin, message: "is damaged (the gzip data cannot be inflated)")
        }
        // The trailer: CRC-32 and length of the data, which a cut or altered file fails.
        let trailer = bytes.suffix(8).map(UInt32.init)
        let storedCRC = trailer[0] | trailer[1] << 8 | trailer[2] << 16 | trailer[3] << 24
        let storedSize = trailer[4] | trailer[5] << 8 | trailer[6] << 16 | trailer[7] << 24
        guard storedCRC == crc, storedSize == UInt32(truncatingIfNeeded: out.count) else {
            throw ImportProblem(origin: origin, message: "is damaged (the gzip checksum does not match: the file is cut short or altered)")
        }
        return out
    }
}
