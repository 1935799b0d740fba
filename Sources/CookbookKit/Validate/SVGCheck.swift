import CookbookSupport

/// SVG images are documents: opened from the site they could run script on its origin
/// and read what readers saved. An SVG the site publishes must therefore hold nothing
/// but drawing: the elements and attributes below (an allow-list), references only to
/// its own parts (`#id`), no script, event handler, `foreignObject`, external reference,
/// entity declaration or processing instruction. Anything else is refused with the
/// line and column (`unsafe-svg`); the file is never rewritten.
enum SVGCheck {
    static let elements: Set<String> = [
        "svg", "g", "defs", "title", "desc", "symbol", "use", "switch",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "tspan", "textPath",
        "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "style",
        "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feDropShadow", "feFlood",
        "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology",
        "feOffset", "feTile", "feTurbulence",
    ]

    static let attributes: Set<String> = [
        "id", "class", "style", "lang", "xml:lang", "xml:space", "xmlns", "xmlns:xlink", "version", "baseProfile",
        "viewBox", "preserveAspectRatio", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry",
        "fx", "fy", "fr", "d", "points", "pathLength", "transform", "transform-origin",
        "gradientUnits", "gradientTransform", "spreadMethod", "offset", "stop-color", "stop-opacity",
        "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits",
        "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient",
        "href", "xlink:href",
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "clip-path", "clip-rule", "mask",
        "marker-start", "marker-mid", "marker-end", "color", "display", "visibility", "overflow",
        "font-family", "font-size", "font-weight", "font-style", "font-variant", "font-stretch", "text-anchor",
        "dominant-baseline", "alignment-baseline", "baseline-shift", "letter-spacing", "word-spacing", "text-decoration",
        "writing-mode", "direction", "unicode-bidi",
        "dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset", "method", "spacing", "side",
        "filter", "filterUnits", "primitiveUnits", "flood-color", "flood-opacity", "lighting-color", "stdDeviation",
        "in", "in2", "result", "mode", "operator", "k1", "k2", "k3", "k4", "values", "type", "tableValues", "slope",
        "intercept", "amplitude", "exponent", "radius", "baseFrequency", "numOctaves", "seed", "stitchTiles", "edgeMode",
        "shape-rendering", "image-rendering", "text-rendering", "color-interpolation", "color-interpolation-filters",
        "vector-effect", "paint-order", "mix-blend-mode", "isolation", "role", "focusable", "systemLanguage",
    ]

    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    struct Problem: Equatable, Sendable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first thing in the file that is not allowed, or nil for a plain drawing.
    static func problem(in bytes: [UInt8]) -> Problem? {
        var scanner = Scanner(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
        return scanner.run()
    }

    /// Errors for the SVG files among `paths` (relative to `content/`), read with `read`.
    static func check(_ paths: Set<String>, displayPrefix: String, read: (String) -> [UInt8]?) -> [Diagnostic] {
        paths.filter { $0.lowercased().hasSuffix(".svg") }.sorted().compactMap { path in
            guard let bytes = read(path), let found = problem(in: bytes) else { return nil }
            return Diagnostic(
                .error, "unsafe-svg", "this SVG image \(found.message); the site publishes only plain drawings",
                at: SourceLocation(path: displayPrefix + "content/" + path, line: found.line, column: found.column),
                hint: "remove it (export the drawing as plain SVG), or use a PNG, JPEG or WebP image instead")
        }
    }

    /// A small XML reader that knows only what a plain drawing needs.
    struct Scanner {
        let text: [Unicode.Scalar]
        var i = 0
        var line = 1, column = 1
        var stack: [String] = []
        var sawRoot = false

        init(_ text: [Unicode.Scalar]) { self.text = text }

        func problem(_ message: String, _ at: (Int, Int)) -> Problem { Problem(line: at.0, column: at.1, message: message) }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where i < text.count {
                if text[i] == "\n" { line += 1; column = 1 } else { column += 1 }
                i += 1
            }
        }

        func starts(_ prefix: String) -> Bool {
            var j = i
            for scalar in prefix.unicodeScalars {
                guard j < text.count, text[j] == scalar else { return false }
                j += 1
            }
            return true
        }

        /// Moves past `end`; false if it never comes.
        mutating func skip(past end: String) -> Bool {
            while i < text.count {
                if starts(end) { advance(end.unicodeScalars.count); return true }
                advance()
            }
            return false
        }

        mutating func run() -> Problem? {
            if text.first == "\u{FEFF}" { i = 1 }
            var styleText = ""
            while i < text.count {
                let here = (line, column)
                if text[i] != "<" {
                    if stack.last == "style" { styleText.unicodeScalars.append(text[i]) }
                    if stack.isEmpty, !text[i].properties.isWhitespace { return problem("has text outside the drawing", here) }
                    advance()
                    continue
                }
                if starts("<!--") {
                    guard skip(past: "-->") else { return problem("has a comment that is never closed", here) }
                } else if starts("<![CDATA[") {
                    advance(9)
                    let start = i
                    guard skip(past: "]]>") else { return problem("has a CDATA section that is never closed", here) }
                    if stack.last == "style" { styleText.unicodeScalars.append(contentsOf: text[start..<(i - 3)]) }
                } else if starts("<?") {
                    let start = i
                    guard skip(past: "?>") else { return problem("has a processing instruction that is never closed", here) }
                    let body = String(String.UnicodeScalarView(text[start..<i]))
                    guard body.hasPrefix("<?xml "), !body.hasPrefix("<?xml-"), start == 0 || start == 1 else {
                        return problem("has a processing instruction (\(body.prefix(20))...)", here)
                    }
                } else if starts("<!") {
                    let start = i
                    guard skip(past: ">") else { return problem("has a declaration that is never closed", here) }
                    let body = String(String.UnicodeScalarView(text[start..<i]))
                    guard body.hasPrefix("<!DOCTYPE"), !body.contains("["), !sawRoot else {
                        return problem("declares entities or a document type with its own definitions", here)
                    }
                } else if starts("</") {
                    advance(2)
                    let name = readName()
                    skipSpace()
                    guard i < text.count, text[i] == ">" else { return problem("has a malformed closing tag", here) }
                    advance()
                    guard stack.last == name else { return problem("has a closing tag </\(name)> that does not match", here) }
                    stack.removeLast()
                    if name == "style", let bad = unsafeCSS(styleText) { return problem("has a style sheet with \(bad)", here) }
                    if name == "style" { styleText = "" }
                } else {
                    advance()
                    if let found = tag(at: here) { return found }
                }
            }
            if !sawRoot { return problem("has no <svg> element", (line, column)) }
            if !stack.isEmpty { return problem("ends before <\(stack.last!)> is closed", (line, column)) }
            return nil
        }

        mutating func readName() -> String {
            var name = ""
            while i < text.count, !text[i].properties.isWhitespace, text[i] != ">", text[i] != "/", text[i] != "=" {
                name.unicodeScalars.append(text[i])
                advance()
            }
            return name
        }

        mutating func skipSpace() {
            while i < text.count, text[i].properties.isWhitespace { advance() }
        }

        /// An opening tag, after its '<'.
        mutating func tag(at here: (Int, Int)) -> Problem? {
            let name = readName()
            guard !name.isEmpty else { return problem("has a malformed tag", here) }
            guard Self.allowedElement(name) else {
                return problem(
                    name.lowercased() == "script" || name.hasSuffix(":script")
                        ? "has a script (<\(name)>)"
                        : "has the element <\(name)>, which is not allowed", here)
            }
            if stack.isEmpty {
                guard name == "svg", !sawRoot else { return problem("has <\(name)> outside the drawing", here) }
                sawRoot = true
            }
            while true {
                skipSpace()
                guard i < text.count else { return problem("ends inside the tag <\(name)>", here) }
                if text[i] == ">" { advance(); stack.append(name); return nil }
                if starts("/>") { advance(2); return nil }
                let at = (line, column)
                let attribute = readName()
                guard !attribute.isEmpty else { return problem("has a malformed tag <\(name)>", here) }
                skipSpace()
                guard i < text.count, text[i] == "=" else { return problem("has an attribute '\(attribute)' without a value", at) }
                advance()
                skipSpace()
                guard i < text.count, text[i] == "\"" || text[i] == "'" else { return problem("has an attribute value without quotes", at) }
                let quote = text[i]
                advance()
                var raw = ""
                while i < text.count, text[i] != quote {
                    guard text[i] != "<" else { return problem("has '<' in an attribute value", at) }
                    raw.unicodeScalars.append(text[i])
                    advance()
                }
                guard i < text.count else { return problem("ends inside an attribute value", at) }
                advance()
                guard let value = SVGCheck.decodeEntities(raw) else { return problem("uses an unknown entity in the attribute '\(attribute)'", at) }
                if let bad = Self.attributeProblem(attribute, value, element: name) { return problem(bad, at) }
            }
        }

        static func allowedElement(_ name: String) -> Bool { elements.contains(name) }

        static func attributeProblem(_ name: String, _ value: String, element: String) -> String? {
            if name.lowercased().hasPrefix("on") { return "has an event handler (\(name))" }
            let allowed = attributes.contains(name) || name.hasPrefix("data-") || name.hasPrefix("aria-")
            guard allowed else { return "has an attribute '\(name)' on <\(element)>, which is not allowed" }
            if name == "xmlns", value != svgNamespace { return "declares a namespace other than SVG's" }
            if name == "xmlns:xlink", value != xlinkNamespace { return "binds 'xlink' to another namespace" }
            let squashed = String(value.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
            if name == "href" || name == "xlink:href" {
                guard squashed.hasPrefix("#") else { return "refers to something outside the file (\(name)=\"\(value.prefix(40))\")" }
                return nil
            }
            if let bad = unsafeCSS(value) { return "has \(bad) in the attribute '\(name)'" }
            return nil
        }
    }

    /// What in CSS text could fetch or run something: `url()` other than `url(#id)`,
    /// `@import`, `expression(`, script addresses. Nil if none.
    static func unsafeCSS(_ css: String) -> String? {
        let squashed = String(css.unicodeScalars.filter { $0.value > 0x20 && $0 != "\\" }).lowercased()
        // An ASCII text searched on its bytes (no character there joins a byte of a word
        // to its neighbour: the same answer as the search by characters, used otherwise).
        let ascii = squashed.utf8.allSatisfy { $0 < 0x80 }
        func has(_ word: String) -> Bool { ascii ? squashed.containsExactly(word) : squashed.contains(word) }
        if has("@import") { return "an @import" }
        if has("javascript:") || has("vbscript:") { return "a script address" }
        if has("expression(") || has("behavior:") || has("-moz-binding") { return "a script expression" }
        var rest = Substring(squashed)
        while let range = rest.range(of: "url(") {
            rest = rest[range.upperBound...]
            let inside = rest.drop { $0 == "\"" || $0 == "'" }
            if !inside.hasPrefix("#") { return "a reference to something outside the file (url(...))" }
        }
        return nil
    }

    /// XML's five named entities and numeric references; nil for any other entity.
    static func decodeEntities(_ raw: String) -> String? {
        // No "&" byte, no "&" character (a byte search: the loop below finds none either
        // when the byte is joined to a mark after it, and gives the text back as it is).
        guard raw.utf8.contains(UInt8(ascii: "&")) else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { return nil }
            let name = rest[rest.index(after: amp)..<semi]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number: UInt32?
                if name.hasPrefix("#x") || name.hasPrefix("#X") { number = UInt32(name.dropFirst(2), radix: 16) } else if name.hasPrefix("#") { number = UInt32(name.dropFirst()) } else { return nil }
                guard let number, let scalar = Unicode.Scalar(number) else { return nil }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}

extension SVGCheck {
    /// Every image file the site will publish (relative to `content/`): the images of
    /// published recipes and of their translations, and the categories' images.
    static func publishedImages(recipes: [Recipe], translations: [RecipeTranslation], config: SiteConfig) -> Set<String> {
        var paths = Set<String>()
        var published = Set<String>()
        for recipe in recipes where !recipe.draft {
            published.insert(recipe.contentPath)
            for image in recipe.images { paths.insert(image.path) }
            paths.formUnion(recipe.bodyImages)
        }
        for translation in translations where published.contains(translation.originalPath) { paths.formUnion(translation.bodyImages) }
        for image in config.imageUses { paths.insert(image.path) }
        return paths
    }
}

/// The build's SVG rule for other stages (`cookbook import` copies an SVG picture only
/// when the build will take it).
public enum SafeSVG {
    /// Why the build would refuse this SVG (`unsafe-svg`), or nil for a plain drawing.
    public static func problem(_ bytes: [UInt8]) -> String? {
        SVGCheck.problem(in: bytes).map { "line \($0.line): \($0.message)" }
    }
}
