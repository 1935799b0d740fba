import CLibXML2
import Foundation

/// Reading HTML with libxml2's HTML parser (never with patterns over the text): saved
/// web pages, and the bits of HTML that recipe sites put inside JSON-LD strings.
public enum HTMLText {
    /// An HTML document, freed when the value goes away.
    final class Document {
        let doc: htmlDocPtr
        init?(_ bytes: [UInt8]) {
            guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return nil }
            // libxml2 2.9 takes a page without a charset as Latin-1: say UTF-8 when it is.
            let encoding: String? = String(validating: bytes, as: UTF8.self) == nil ? nil : "UTF-8"
            let options = Int32(
                HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                    | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
            let parsed: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
                guard let start = buffer.baseAddress else { return nil }
                return start.withMemoryRebound(to: CChar.self, capacity: buffer.count) { base in
                    if let encoding { return htmlReadMemory(base, Int32(buffer.count), nil, encoding, options) }
                    return htmlReadMemory(base, Int32(buffer.count), nil, nil, options)
                }
            }
            guard let parsed else { return nil }
            doc = parsed
        }
        deinit { xmlFreeDoc(doc) }
        var root: xmlNodePtr? { xmlDocGetRootElement(doc) }
    }

    static func name(_ node: xmlNodePtr) -> String {
        guard let n = node.pointee.name else { return "" }
        return String(cString: n).lowercased()
    }

    static func attribute(_ node: xmlNodePtr, _ key: String) -> String? {
        var prop = node.pointee.properties
        while let p = prop {
            if let n = p.pointee.name, String(cString: n).lowercased() == key {
                var out = ""
                var child = p.pointee.children
                while let c = child {
                    if let content = c.pointee.content { out += String(cString: content) }
                    child = c.pointee.next
                }
                return out
            }
            prop = p.pointee.next
        }
        return nil
    }

    static func children(_ node: xmlNodePtr) -> [xmlNodePtr] {
        var out: [xmlNodePtr] = []
        var child = node.pointee.children
        while let c = child {
            out.append(c)
            child = c.pointee.next
        }
        return out
    }

    static func isElement(_ node: xmlNodePtr) -> Bool { node.pointee.type == XML_ELEMENT_NODE }

    /// The raw text of a node's text children (a script's JSON).
    static func rawText(_ node: xmlNodePtr) -> String {
        var out = ""
        for c in children(node) where c.pointee.type == XML_TEXT_NODE || c.pointee.type == XML_CDATA_SECTION_NODE {
            if let content = c.pointee.content { out += String(cString: content) }
        }
        return out
    }

    static let hidden: Set<String> = ["script", "style", "noscript", "template", "iframe", "object", "embed", "svg", "math", "head"]
    static let breaks: Set<String> = ["br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "ul", "ol", "table"]

    /// The words a person would read in a node: scripts and styles left out, block
    /// elements and `<br>` as line ends.
    static func readable(_ node: xmlNodePtr, into out: inout String) {
        for c in children(node) {
            switch c.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = c.pointee.content { out += String(cString: content) }
            case XML_ELEMENT_NODE:
                let n = name(c)
                if hidden.contains(n) { continue }
                if breaks.contains(n) { out += "\n" }
                readable(c, into: &out)
                if breaks.contains(n) { out += "\n" }
            default: continue
            }
        }
    }

    /// Plain text of a string that may hold HTML (`<p>Mix &amp; stir</p>`): tags and
    /// scripts removed, entities resolved, spaces tidied; lines kept as lines.
    public static func plain(_ text: String) -> String {
        var result = text
        if text.contains("<") || text.contains("&") {
            let bytes = Array(("<html><body><div>" + text + "</div></body></html>").utf8)
            if let document = Document(bytes), let root = document.root {
                var out = ""
                readable(root, into: &out)
                result = out
            }
        }
        return tidy(result)
    }

    /// Whitespace collapsed within lines, blank lines dropped, control characters removed.
    public static func tidy(_ text: String) -> String {
        let unified = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var lines: [String] = []
        for line in unified.split(separator: "\n", omittingEmptySubsequences: true) {
            var scalars = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if spaces.contains(scalar.value) {
                    scalars.append(" ")
                } else if !invisible(scalar.value) {
                    scalars.append(scalar)
                }
            }
            let words = String(scalars).split(separator: " ", omittingEmptySubsequences: true)
            if !words.isEmpty { lines.append(words.joined(separator: " ")) }
        }
        return lines.joined(separator: "\n")
    }

    static let spaces: Set<UInt32> = [0x09, 0xA0, 0x2009, 0x202F, 0x2007, 0x3000]

    static func invisible(_ v: UInt32) -> Bool {
        if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFEFF { return true }
        return (0x200B...0x200D).contains(v) || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// `plain` on one line: line ends become spaces.
    public static func line(_ text: String) -> String {
        plain(text).replacingOccurrences(of: "\n", with: " ")
    }
}
