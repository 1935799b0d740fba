import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// With `COOKBOOK_STAGES=1` in the environment, `cookbook build` writes one line to standard
/// error at the end of each stage: the wall time since the build started, the CPU time of
/// the process (all threads) spent in the stage against its wall time (2.0: both cores busy;
/// 1.0: one), the resident memory, the same once malloc has given the freed memory back
/// (near the live heap) and the peak so far. A measuring aid for docs/performance.md; it prints nothing otherwise.
struct StageLog: Sendable {
    let enabled: Bool
    private let start: Double
    private var last: (wall: Double, cpu: Double)

    init(enabled: Bool = ProcessInfo.processInfo.environment["COOKBOOK_STAGES"] != nil) {
        self.enabled = enabled
        start = Self.wall()
        last = (start, Self.cpu())
    }

    mutating func mark(_ stage: String) {
        guard enabled else { return }
        let wall = Self.wall(), cpu = Self.cpu()
        let spent = wall - last.wall
        let cores = spent > 0 ? (cpu - last.cpu) / spent : 0
        let (resident, peak) = Self.memory()
        // What stays resident once the freed memory is given back: near the live heap.
        MallocTrim.trim()
        let trimmed = Self.memory().resident
        let line = String(
            format: "stage %-12@ at %7.3f s  took %6.3f s  cores %4.2f  resident %6.1f MiB (after trim %6.1f, peak %6.1f)\n",
            stage as NSString, wall - start, spent, cores, resident, trimmed, peak)
        FileHandle.standardError.write(Data(line.utf8))
        // The next stage's time starts after this line (the trim is not counted).
        last = (Self.wall(), Self.cpu())
    }

    private static func wall() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    private static func cpu() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The resident memory now and its peak so far (MiB), from /proc/self/status.
    private static func memory() -> (resident: Double, peak: Double) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .ascii) else { return (0, 0) }
        func field(_ name: String) -> Double {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return 0 }
            return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        }
        return (field("VmRSS:"), field("VmHWM:"))
    }
}

/// glibc's `malloc_trim`: gives the freed memory of every arena back to the system (looked
/// up at run time; nothing where it is missing).
enum MallocTrim {
    private typealias Trim = @convention(c) (Int) -> Int32
    private nonisolated(unsafe) static let symbol: UnsafeMutableRawPointer? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")

    static func trim() {
        guard let symbol else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
