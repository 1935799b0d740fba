import Foundation
import CookbookKit
import CookbookSupport

/// The pages only `cookbook serve` shows, and the reload script it adds to every HTML
/// page it serves (never to the built site: `cookbook build` writes pages without it).
public enum ServedPages {
    /// The path the reload script asks, long-polling, whether its page changed.
    public static let livePath = "/__cookbook/live"

    /// A classic inline script: once the page has loaded, asks `livePath` whether the page
    /// at `path` still has `stamp`; the server answers when it changes ("reload") or after a
    /// while ("wait"). (The first question also tells the server the page has loaded.)
    public static func reloadScript(path: String, stamp: String) -> String {
        let p = JSON.string(path).serialized(), s = JSON.string(stamp).serialized()
        return """
            <script>/* cookbook serve: reloads this page when it changes */(function () {
            var path = \(p), stamp = \(s);
            function ask(delay) {
              setTimeout(function () {
                var request = new XMLHttpRequest();
                request.open("GET", "\(livePath)?path=" + encodeURIComponent(path) + "&stamp=" + encodeURIComponent(stamp));
                request.onload = function () {
                  if (request.status === 200 && request.responseText === "reload") location.reload();
                  else ask(request.status === 200 ? 0 : 1000);
                };
                request.onerror = function () { ask(1000); };
                request.send();
              }, delay);
            }
            if (document.readyState === "complete") ask(0);
            else window.addEventListener("load", function () { ask(0); });
            })();</script>
            """
    }

    /// `html` with the reload script before its last `</body>` (or at the end).
    public static func injecting(_ script: String, into html: [UInt8]) -> [UInt8] {
        let marker = Array("</body>".utf8)
        var at = html.count
        if html.count >= marker.count {
            var index = html.count - marker.count
            while index >= 0 {
                if html[index] == marker[0], Array(html[index..<index + marker.count]) == marker { at = index; break }
                index -= 1
            }
        }
        return Array(html[..<at]) + Array(script.utf8) + Array(html[at...])
    }

    static let style = """
        body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#222;background:#fff}
        h1{font-size:1.4rem;color:#a00}pre{background:#f6f6f6;border:1px solid #ddd;padding:.6rem;overflow-x:auto;font:14px/1.4 monospace}
        .message{font-weight:bold;white-space:pre-wrap}.hint{color:#555}.mark{color:#a00;font-weight:bold}.at{background:#fde8e8}
        @media (prefers-color-scheme: dark){body{color:#eee;background:#1b1b1b}pre{background:#262626;border-color:#444}.hint{color:#bbb}.at{background:#4a2222}}
        """

    /// The page shown at every HTML address while the site has errors: each diagnostic as
    /// `path:line:col: error: message [code]`, its hint, and the source lines around it.
    /// - Parameter source: the lines of a file named as in the diagnostics, nil if it cannot be read.
    public static func errorPage(_ diagnostics: [Diagnostic], source: (String) -> [String]?) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        var body = "<h1>The cookbook did not build: \(errors) error\(errors == 1 ? "" : "s")"
        body += warnings > 0 ? ", \(warnings) warning\(warnings == 1 ? "" : "s")</h1>" : "</h1>"
        body += "<p>This page reloads by itself when the files are fixed. The last good build is not shown while there are errors.</p>\n"
        var lines: [String: [String]?] = [:]
        for diagnostic in diagnostics {
            let location = diagnostic.location
            body += "<section><pre><span class=\"message\">\(HTML.escape(diagnostic.formatted.split(separator: "\n").first.map(String.init) ?? ""))</span>"
            if let hint = diagnostic.hint { body += "\n<span class=\"hint\">  hint: \(HTML.escape(hint))</span>" }
            if lines[location.path] == nil { lines[location.path] = source(location.path) }
            if let file = lines[location.path] ?? nil, location.line >= 1, location.line <= file.count {
                body += "\n\n" + excerpt(file, line: location.line, column: location.column)
            }
            body += "</pre></section>\n"
        }
        return page(title: "cookbook: errors", body: body)
    }

    /// Two lines either side of `line`, numbered, with a caret under `column`.
    static func excerpt(_ file: [String], line: Int, column: Int) -> String {
        let first = max(1, line - 2), last = min(file.count, line + 2)
        let width = String(last).count
        var out = ""
        for number in first...last {
            let label = String(repeating: " ", count: width - String(number).count) + String(number)
            let text = HTML.escape(file[number - 1])
            if number == line {
                out += "<span class=\"at\">\(label) | \(text)</span>\n"
                let caret = String(repeating: " ", count: width + 3 + max(0, column - 1)) + "^"
                out += "<span class=\"mark\">\(caret)</span>\n"
            } else {
                out += "\(label) | \(text)\n"
            }
        }
        return out
    }

    public static func notFound(_ path: String) -> String {
        page(title: "Not found", body: "<h1>No page here</h1><p>The site has no file <code>\(HTML.escape(path))</code>. <a href=\"/index.html\">Home</a></p>")
    }

    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title><style>\(style)</style></head>
        <body><main>
        \(body)</main></body></html>
        """
    }
}
