import Foundation
import FlyingFox
import FlyingSocks
import CookbookKit
import CookbookSupport
#if canImport(Glibc)
    import Glibc
#endif

/// `cookbook serve`: builds the site in memory (never into `public/`), serves it over HTTP
/// (FlyingFox) on 127.0.0.1 unless told otherwise, and rebuilds when a file of `content/`
/// or `templates/` changes, reusing what did not change (`BuildCache`); open pages reload
/// themselves. Stops on SIGINT or SIGTERM.
public struct Serve: Sendable {
    public var root: String
    public var displayPrefix: String
    public var host: String
    public var port: UInt16
    /// How often the files are looked at, in seconds, where the kernel does not tell of changes
    /// (inotify); where it does, they are looked at when told, and every half second.
    public var pollInterval = 0.03
    public var strict = false
    /// Lines for the terminal: what is served, each rebuild; and the diagnostics.
    public var say: @Sendable (String) -> Void
    public var warn: @Sendable (String) -> Void

    public init(
        root: String, displayPrefix: String, host: String, port: UInt16, strict: Bool = false,
        say: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void
    ) {
        self.root = root
        self.displayPrefix = displayPrefix
        self.host = host
        self.port = port
        self.strict = strict
        self.say = say
        self.warn = warn
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Serves until SIGINT or SIGTERM.
    public func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        // From the start: a Ctrl-C during the first build stops it as cleanly.
        let signals = Self.signals()
        let site = LiveSite()
        let cache = BuildCache()
        let address: any SocketAddress
        do {
            let numeric = host == "localhost" ? "127.0.0.1" : host
            address = numeric.contains(":") ? try sockaddr_in6.inet6(ip6: numeric, port: port) : try sockaddr_in.inet(ip4: numeric, port: port)
        } catch {
            throw Failure(description: "'\(host)' is not an IP address to listen on (use 127.0.0.1, ::1 or 0.0.0.0)")
        }
        let handler = Handler(site: site)
        let server = HTTPServer(config: .init(address: address, timeout: 60, logger: .disabled), handler: handler)

        let files = SiteFiles()
        await rebuild(site: site, cache: cache, reason: nil, files: files)
        // The server answers before the rebuild's many render tasks (which run at a lower priority).
        let serverTask = Task(priority: .high) { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            serverTask.cancel()
            if let failure = try? await serverTask.value { _ = failure }
            throw Failure(description: "cannot listen on \(host):\(port) (is the port taken? try --port 0 for a free one)")
        }
        guard let listening = await server.listeningAddress else { throw Failure(description: "cannot listen on \(host):\(port)") }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        var shownPort = port
        switch listening {
        case .ip4(_, let p), .ip6(_, let p): shownPort = p
        default: break
        }
        say("Serving \(displayPrefix.isEmpty ? "this cookbook" : String(displayPrefix.dropLast())) at http://\(shownHost):\(shownPort)/ (built in memory; public/ is not touched). Ctrl-C stops.")

        // The watcher (and the quick pages) before the whole builds it starts, which run low.
        let watcher = Task(priority: .high) { await watch(site: site, cache: cache, files: files) }
        for await _ in signals { break }
        say("Stopping.")
        watcher.cancel()
        await site.releaseAll()
        await server.stop(timeout: 1)
        serverTask.cancel()
        _ = await watcher.result
    }

    /// SIGINT and SIGTERM, as they come (no longer ending the process).
    static func signals() -> AsyncStream<Int32> {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        return AsyncStream<Int32> { continuation in
            let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { continuation.yield(number) }
                source.resume()
                return source
            }
            let box = SignalSources(sources)
            continuation.onTermination = { _ in box.cancel() }
        }
    }

    func watch(site: LiveSite, cache: BuildCache, files: SiteFiles) async {
        let queue = RebuildQueue()
        let signal = ChangeSignal()
        defer { signal.stop() }
        var known = Fingerprint.scan(root: root)
        signal.watch(known.folders.map { Paths.join(root, $0) })
        // Told by the kernel, the watcher looks at once; it also looks on its own now and then.
        let interval = signal.isListening ? 0.5 : pollInterval
        while !Task.isCancelled {
            await signal.wait(timeout: interval)
            if Task.isCancelled { break }
            var now = Fingerprint.scan(root: root)
            guard now != known else { continue }
            // An editor may write a file in more than one step: wait until it settles (told
            // by the kernel: until it has said nothing more for 5 ms).
            for _ in 0..<20 {
                if signal.isListening {
                    try? await Task.sleep(nanoseconds: 5_000_000)
                    guard signal.take() else { break }
                    now = Fingerprint.scan(root: root)
                    continue
                }
                try? await Task.sleep(nanoseconds: 10_000_000)
                let again = Fingerprint.scan(root: root)
                if again == now { break }
                now = again
            }
            let start = Date()
            let changed = now.changes(since: known)
            let edits = now.edits(since: known)
            let written = changed.compactMap { now.entries[$0] }.map { Double($0.seconds) + Double($0.nanoseconds) / 1e9 }.max()
            if now.folders != known.folders { signal.watch(now.folders.map { Paths.join(root, $0) }) }
            known = now
            files.forget(edited: edits.map { $0.map { Paths.join(root, $0) } })
            // From here a build begun before is not published; the next one waits for the quick pages.
            await site.bump()
            await queue.add(changed, since: start)
            var quick: Double?
            if let edits, !edits.isEmpty, edits.allSatisfy({ $0.hasPrefix("content/recipes/") && $0.hasSuffix(".md") }) {
                quick = await quickPages(edits, site: site, cache: cache, files: files, start: start, written: written)
            }
            if await queue.release(quick: quick) {
                Task(priority: .low) { await rebuildInBackground(queue: queue, site: site, cache: cache, files: files) }
            }
        }
    }

    /// The pages of the edited recipes, from what the last build knew, swapped in at once;
    /// then waits (a little) until the open page has loaded them. Returns the seconds from
    /// `start` to the swap, nil when the edit needs a whole build to be shown.
    func quickPages(_ edits: [String], site: LiveSite, cache: BuildCache, files: SiteFiles, start: Date, written: Double?) async -> Double? {
        guard cache.isQuickReady else { return nil }
        var sources: [SourceFile] = []
        for path in edits {
            guard let bytes = try? files.fileSystem.read(Paths.join(root, path)) else { return nil }
            sources.append(SourceFile(contentPath: String(path.dropFirst("content/".count)), displayPath: displayPrefix + path, bytes: bytes))
        }
        let read = Date().timeIntervalSince(start)
        guard let pages = await cache.quickPages(sources) else { return nil }
        let rendered = Date().timeIntervalSince(start)
        let changed = await site.publishEarly(pages)
        let seconds = Date().timeIntervalSince(start)
        var line = "\(edits.count == 1 ? edits[0] : "\(edits.count) files") saved: \(changed.count) page\(changed.count == 1 ? "" : "s") swapped in after \(Int(seconds * 1000)) ms"
        if ProcessInfo.processInfo.environment["COOKBOOK_SERVE_TIMING"] != nil {
            let seen = written.map { " seen \(Int((start.timeIntervalSince1970 - $0) * 1000)) ms after the write;" } ?? ""
            let stages = cache.lastQuickTimings.map { "\($0.stage) \(Int((read + $0.seconds) * 1000))" }.joined(separator: ", ")
            line += " [\(seen) read \(Int(read * 1000)), \(stages), pages \(Int(rendered * 1000)), swapped \(Int(seconds * 1000))]"
        }
        say(line + "; the rest of the site follows.")
        // Let the open page load (its HTML, styles and scripts) before the rest of the rebuild takes both cores.
        await site.waitForEarlyFetch(timeout: 1)
        return seconds
    }

    /// Runs whole builds while changes wait, one at a time; a build that files changed
    /// under is not published and runs again.
    func rebuildInBackground(queue: RebuildQueue, site: LiveSite, cache: BuildCache, files: SiteFiles) async {
        while let job = await queue.next() {
            let generation = await site.currentGeneration
            if await rebuild(site: site, cache: cache, reason: job.reasons, since: job.since, quick: job.quick, files: files, generation: generation) == nil {
                await queue.requeue(job)
            }
        }
    }

    /// Builds with the cache and publishes the result, or the error page. Never throws:
    /// a bad file is a page in the browser and lines on the terminal. Returns whether it
    /// built, nil when files changed while it built (nothing was published).
    @discardableResult
    func rebuild(
        site: LiveSite, cache: BuildCache, reason: [String]?, since start: Date = Date(), quick: Double? = nil, files: SiteFiles,
        generation: Int? = nil
    ) async -> Bool? {
        let early = EarlyClock()
        cache.earlyPages = { pages in
            let changed = await site.publishEarly(pages)
            early.record(Date().timeIntervalSince(start), pages: changed.count)
            // Let the open page load before the rest of the site takes both cores.
            await site.waitForEarlyFetch(timeout: 1)
        }
        let result = await Builder.build(
            root: root, displayPrefix: displayPrefix, options: BuildOptions(strict: strict), fileSystem: files.fileSystem,
            cache: cache)
        let seconds = Date().timeIntervalSince(start)
        let what = reason.map { changes in
            changes.count == 1 ? changes[0] : "\(changes.count) files"
        }
        if result.diagnostics.hasErrors || result.files.isEmpty {
            let page = ServedPages.errorPage(result.diagnostics) { sourceLines(displayPath: $0) }
            guard await site.fail(page, generation: generation) else { return nil }
            for diagnostic in result.diagnostics { warn(diagnostic.formatted) }
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            say("\(what.map { $0 + " changed: " } ?? "")the build has \(errors) error\(errors == 1 ? "" : "s"); the pages show them until they are fixed.")
            return false
        }
        guard let changed = await site.publish(result.files, generation: generation) else { return nil }
        for diagnostic in result.diagnostics { warn(diagnostic.formatted) }
        var line = what.map { "\($0) changed: " } ?? "Built \(result.recipeCount) recipe\(result.recipeCount == 1 ? "" : "s"): "
        line += "\(changed.count) file\(changed.count == 1 ? "" : "s") updated in \(Int(seconds * 1000)) ms"
        if let first = quick ?? early.seconds { line += " (the edited page in \(Int(first * 1000)) ms)" }
        // What the quick pages of the next edit need (its time is the rebuild's: the line comes after).
        await cache.prepareQuick()
        if ProcessInfo.processInfo.environment["COOKBOOK_SERVE_TIMING"] != nil {
            let offset = seconds - (cache.timings.last?.seconds ?? seconds)
            line += " [" + cache.timings.map { "\($0.stage) \(Int(($0.seconds + offset) * 1000))" }.joined(separator: ", ")
            line += ", ready for quick pages \(Int(Date().timeIntervalSince(start) * 1000))]"
        }
        say(line + ".")
        return true
    }

    /// The lines of a file named as in the diagnostics (`content/recipes/plov.md`, with the
    /// site folder's prefix), if it is a readable text file inside the site.
    func sourceLines(displayPath: String) -> [String]? {
        guard displayPath.hasPrefix(displayPrefix) else { return nil }
        let relative = String(displayPath.dropFirst(displayPrefix.count))
        guard let folder = ["content", "templates"].first(where: { relative.hasPrefix($0 + "/") }),
            let normal = Paths.normalize(relative), normal == relative,
            // Never through a link to outside the folder: the page would show another file's lines.
            let real = FileSystem.local.realPath(Paths.join(root, relative)),
            let realFolder = FileSystem.local.realPath(Paths.join(root, folder)), real.hasPrefix(realFolder + "/"),
            let bytes = try? FileSystem.local.read(real), bytes.count < 4 << 20
        else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    }
}

/// The signal sources, kept until the stream that reads them ends.
final class SignalSources: @unchecked Sendable {
    let sources: [any DispatchSourceSignal]
    init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
    func cancel() { for source in sources { source.cancel() } }
}

/// The changes waiting for a whole build, and whether a background build runs. While the
/// watcher swaps in the quick pages of an edit (`add` ... `release`) no build starts.
actor RebuildQueue {
    struct Job: Sendable {
        var reasons: [String]
        var since: Date
        var quick: Double?
    }

    private var pending: Job?
    private var held = false
    private var running = false

    func add(_ changes: [String], since: Date) {
        if pending == nil { pending = Job(reasons: [], since: since, quick: nil) }
        pending!.reasons = Array(Set(pending!.reasons + changes)).sorted()
        held = true
    }

    /// After `add`: builds may start. True when the caller is to start the worker.
    func release(quick: Double?) -> Bool {
        held = false
        if let quick, pending?.quick == nil { pending?.quick = quick }
        guard pending != nil, !running else { return false }
        running = true
        return true
    }

    /// The changes to build now, or nil (and the worker ends).
    func next() -> Job? {
        guard !held, let job = pending else {
            running = false
            return nil
        }
        pending = nil
        return job
    }

    /// A build that was out of date when done: its changes wait again with the newer ones.
    func requeue(_ job: Job) {
        guard var next = pending else {
            pending = job
            return
        }
        next.reasons = Array(Set(next.reasons + job.reasons)).sorted()
        next.since = min(next.since, job.since)
        next.quick = next.quick ?? job.quick
        pending = next
    }
}

/// When the early pages of a rebuild were swapped in.
final class EarlyClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double?
    func record(_ seconds: Double, pages: Int) { lock.withLock { if value == nil, pages > 0 { value = seconds } } }
    var seconds: Double? { lock.withLock { value } }
}

/// Answers every request: the reload script's long poll, and the site's files.
struct Handler: HTTPHandler {
    let site: LiveSite

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(.methodNotAllowed, "only GET and HEAD")
        }
        let raw = request.target.path(percentEncoded: true)
        if raw == ServedPages.livePath {
            let path = request.query.first { $0.name == "path" }?.value ?? ""
            let stamp = request.query.first { $0.name == "stamp" }?.value ?? ""
            let changed = await site.waitForChange(of: path, from: stamp, timeout: 20)
            return Self.text(.ok, changed ? "reload" : "wait")
        }
        guard let path = ServePath.resolve(raw) else {
            return Self.text(.notFound, "no such file")
        }
        let response: HTTPResponse
        switch await site.lookup(path) {
        case .error(let page):
            let stamp = await site.stamp(path)
            response = Self.html(.internalServerError, ServedPages.injecting(ServedPages.reloadScript(path: path, stamp: stamp), into: Array(page.utf8)))
        case .missing:
            if path.hasSuffix(".html") {
                let stamp = await site.stamp(path)
                response = Self.html(.notFound, ServedPages.injecting(ServedPages.reloadScript(path: path, stamp: stamp), into: Array(ServedPages.notFound(path).utf8)))
            } else {
                response = Self.text(.notFound, "no such file")
            }
        case .file(let contents):
            var bytes: [UInt8]
            switch contents {
            case .bytes(let b): bytes = b
            case .copy(let from):
                // A file the build copies from content/ (a drawing); the build checked it stays inside.
                guard let read = try? FileSystem.local.read(from) else { return Self.text(.notFound, "no such file") }
                bytes = read
            case .streamed(let text):
                // Not made by the server's builds (they hold their files); made whole if one comes.
                guard let whole = text.joined() else { return Self.text(.notFound, "no such file") }
                bytes = whole
            }
            if path.hasSuffix(".html") {
                let stamp = await site.stamp(path)
                bytes = ServedPages.injecting(ServedPages.reloadScript(path: path, stamp: stamp), into: bytes)
                bytes = await versioned(bytes, page: path)
                response = HTTPResponse(statusCode: .ok, headers: [.contentType: ServePath.contentType(path), .cacheControl: "no-store"], body: Data(bytes))
            } else {
                let version = request.query.first { $0.name == "v" }?.value
                response = Self.asset(path, bytes, ifNoneMatch: request.headers[.ifNoneMatch], version: version)
            }
        }
        return response
    }

    /// A style, script, photo or data file: the browser may keep it, but asks each time
    /// whether it is still the one served (`no-cache`); its ETag is a hash of its bytes, so
    /// when they are unchanged the answer is an empty 304 and when they changed, the new bytes.
    /// (HTML pages are never kept: `no-store`.)
    /// Asked for by the name a served page gives it (`?v=` its tag, see `versioned`), and
    /// that is still its tag: the browser keeps it without asking again (`immutable`); a
    /// changed file has a new name in the pages that use it.
    static func asset(_ path: String, _ bytes: [UInt8], ifNoneMatch: String?, version: String? = nil) -> HTTPResponse {
        let tag = entityTag(bytes)
        let kept = version.map { "\"" + $0 + "\"" == tag } ?? false
        let headers: [HTTPHeader: String] = [
            .contentType: ServePath.contentType(path), .cacheControl: kept ? "max-age=31536000, immutable" : "no-cache", .eTag: tag,
        ]
        if let ifNoneMatch, matches(ifNoneMatch, tag) {
            return HTTPResponse(statusCode: .notModified, headers: headers, body: Data())
        }
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data(bytes))
    }

    /// The page with each `href="…"` and `src="…"` that leads to a style or script of the
    /// site followed by `?v=` and the file's tag (unquoted), so that the browser keeps what
    /// did not change and asks for what did by a new name.
    func versioned(_ html: [UInt8], page: String) async -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(html.count + 512)
        let folder = page.lastIndex(of: "/").map { String(page[..<$0]) } ?? ""
        let quote = UInt8(ascii: "\"")
        var index = 0
        var copied = 0
        while index < html.count {
            // ` href="` or ` src="`
            var valueStart: Int?
            if html[index] == UInt8(ascii: " ") {
                for name in [Array("href=\"".utf8), Array("src=\"".utf8)] where index + 1 + name.count <= html.count {
                    if html[(index + 1)..<(index + 1 + name.count)].elementsEqual(name) { valueStart = index + 1 + name.count }
                }
            }
            guard let start = valueStart, let end = html[start...].firstIndex(of: quote) else {
                index += 1
                continue
            }
            index = end + 1
            let value = String(decoding: html[start..<end], as: UTF8.self)
            guard value.hasSuffix(".css") || value.hasSuffix(".js"), !value.hasPrefix("/"),
                !value.contains(":"), !value.contains("?"), !value.contains("#"), !value.contains("&"),
                let target = Paths.normalize(Paths.join(folder, value)), !target.isEmpty,
                case .file(.bytes(let asset)) = await site.lookup(target)
            else { continue }
            let tag = Self.entityTag(asset)
            out += html[copied..<end]
            out += Array(("?v=" + tag.dropFirst().dropLast()).utf8)
            copied = end
        }
        out += html[copied...]
        return out
    }

    /// A quoted 64-bit FNV-1a hash of the bytes and their count.
    static func entityTag(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(bytes.count, radix: 16) + "\""
    }

    /// Whether an If-None-Match value (`*`, or a comma-separated list of tags, weak `W/` or
    /// not) names `tag`.
    static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { item in
            var candidate = item.trimmingCharacters(in: .whitespaces)
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            return candidate == "*" || candidate == tag
        }
    }

    static func text(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"], body: Data(text.utf8))
    }

    static func html(_ status: HTTPStatusCode, _ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"], body: Data(bytes))
    }
}
