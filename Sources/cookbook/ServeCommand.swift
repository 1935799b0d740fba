import ArgumentParser
import CookbookServe
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site in memory, serve it on localhost and rebuild it when a file changes.",
        discussion: """
            Watches content/ (recipes, photos, site.yaml) and templates/. Open pages reload \
            themselves after a change; while the cookbook has errors, every page shows them. \
            Nothing is written to public/. Ctrl-C stops.
            """)

    @OptionGroup var siteOptions: SiteOptions
    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8000
    @Option(help: "The address to listen on. Anything but 127.0.0.1, ::1 or localhost lets other computers see the site.")
    var host: String = "127.0.0.1"
    @Flag(help: "Treat warnings as errors.")
    var strict = false

    func run() async throws {
        var stderr = StandardError()
        if !Serve.isLoopback(host) {
            print("warning: listening on \(host): other computers on the network can see this cookbook and its drafts' pages; use --host 127.0.0.1 to keep it to this one", to: &stderr)
        }
        let serve = Serve(
            root: siteOptions.root, displayPrefix: siteOptions.displayPrefix, host: host, port: port, strict: strict,
            say: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            warn: { line in
                var err = StandardError(); print(line, to: &err)
            })
        do {
            try await serve.run()
        } catch let failure as Serve.Failure {
            print("error: \(failure.description)", to: &stderr)
            throw ExitCode.failure
        }
    }
}
