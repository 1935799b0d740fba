import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The progress line of `cookbook build` on a terminal: the stage it is in and the time
/// so far, on one line of stderr that is rewritten in place and cleared at the end. Shown
/// only when stderr is a terminal and only once the build has taken a second
/// (`COOKBOOK_PROGRESS_AFTER` seconds, for tests); nothing at all otherwise.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private let after: Double
    private var stage = ""
    private var shown = false
    private var timer: DispatchSourceTimer?

    /// Nil when stderr is not a terminal: then the build prints nothing extra.
    static func onTerminal() -> Progress? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        let after = ProcessInfo.processInfo.environment["COOKBOOK_PROGRESS_AFTER"].flatMap(Double.init) ?? 1
        return Progress(after: after)
    }

    private init(after: Double) {
        self.after = after
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(250))
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
        self.timer = timer
    }

    /// The build started a stage.
    func tell(_ text: String) {
        lock.lock()
        stage = text
        lock.unlock()
        draw()
    }

    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        let elapsed = Date().timeIntervalSince(start)
        guard !stage.isEmpty, elapsed >= after else { return }
        write("\r\u{1B}[2K\(stage)… \(String(format: "%.1f", elapsed)) s")
        shown = true
    }

    /// Stops and clears the line (before the summary or the diagnostics are printed).
    func finish() {
        timer?.cancel()
        lock.lock()
        defer { lock.unlock() }
        stage = ""
        if shown { write("\r\u{1B}[2K") }
        shown = false
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
