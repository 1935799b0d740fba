import CLibXML2
import Foundation

/// A saved web page: the schema.org Recipe in its JSON-LD scripts
/// (`<script type="application/ld+json">`), else in its microdata (`itemprop`).
public enum HTMLPageReader {
    public static func read(_ bytes: [UInt8], origin: String, folder: String?) throws -> [ImportedRecipe] {
        guard let document = HTMLText.Document(bytes), let root = document.root else {
            throw ImportProblem(origin: origin, message: bytes.isEmpty ? "is empty" : "could not be read as an HTML page")
        }
        var scripts: [String] = []
        var microdata: [JValue] = []
        collect(root, scripts: &scripts, microdata: &microdata)
        var recipes: [ImportedRecipe] = []
        var problems: [String] = []
        for (index, script) in scripts.enumerated() {
            do {
                let value = try JValue.parseLenient(script, origin: "\(origin) (JSON-LD script \(index + 1))")
                recipes += SchemaOrgReader.recipes(in: value, origin: origin, folder: folder)
            } catch let problem as ImportProblem {
                problems.append(problem.message)
            }
        }
        if recipes.isEmpty {
            for item in microdata { recipes += SchemaOrgReader.recipes(in: item, origin: origin, folder: folder) }
        }
        if recipes.isEmpty {
            let why = problems.isEmpty ? "" : " (a JSON-LD script \(problems[0]))"
            throw ImportProblem(
                origin: origin, message: "has no schema.org Recipe in JSON-LD or microdata\(why)",
                hint: "save the recipe's own page (not a list or search page), as \"Web page, complete\" or HTML only",
                notARecipe: problems.isEmpty)
        }
        // Several recipes on one page are numbered in the origin, so the report can tell them apart.
        if recipes.count > 1 {
            for i in recipes.indices { recipes[i].origin = "\(origin)#\(i + 1)" }
        }
        return recipes
    }

    static func collect(_ node: xmlNodePtr, scripts: inout [String], microdata: inout [JValue]) {
        for child in HTMLText.children(node) where HTMLText.isElement(child) {
            let name = HTMLText.name(child)
            if name == "script" {
                let type = (HTMLText.attribute(child, "type") ?? "").lowercased().trimmingCharacters(in: .whitespaces)
                if type.hasPrefix("application/ld+json") { scripts.append(HTMLText.rawText(child)) }
                continue
            }
            if HTMLText.attribute(child, "itemscope") != nil,
                let type = HTMLText.attribute(child, "itemtype"), type.lowercased().hasSuffix("schema.org/recipe")
            {
                microdata.append(item(child))
            }
            collect(child, scripts: &scripts, microdata: &microdata)
        }
    }

    /// An `itemscope` element as the JSON-LD object it stands for.
    static func item(_ node: xmlNodePtr) -> JValue {
        var fields: [String: [JValue]] = [:]
        if let type = HTMLText.attribute(node, "itemtype") {
            fields["@type"] = [.string(String(type.split(separator: "/").last ?? ""))]
        }
        properties(of: node, into: &fields)
        return .object(fields.mapValues { $0.count == 1 ? $0[0] : .array($0) })
    }

    static func properties(of node: xmlNodePtr, into fields: inout [String: [JValue]]) {
        for child in HTMLText.children(node) where HTMLText.isElement(child) {
            let name = HTMLText.name(child)
            if name == "script" || name == "style" { continue }
            let props = (HTMLText.attribute(child, "itemprop") ?? "").split(separator: " ").map(String.init)
            let scoped = HTMLText.attribute(child, "itemscope") != nil
            if !props.isEmpty {
                let value: JValue = scoped ? item(child) : .string(value(of: child, name: name))
                for prop in props { fields[prop, default: []].append(value) }
            }
            // A nested item keeps its own properties.
            if !scoped { properties(of: child, into: &fields) }
        }
    }

    static func value(of node: xmlNodePtr, name: String) -> String {
        switch name {
        case "meta": return HTMLText.attribute(node, "content") ?? ""
        case "img", "audio", "video", "source": return HTMLText.attribute(node, "src") ?? ""
        case "a", "link": return HTMLText.attribute(node, "href") ?? ""
        case "time": return HTMLText.attribute(node, "datetime") ?? text(node)
        case "data", "meter": return HTMLText.attribute(node, "value") ?? text(node)
        default:
            if let content = HTMLText.attribute(node, "content") { return content }
            return text(node)
        }
    }

    static func text(_ node: xmlNodePtr) -> String {
        var out = ""
        HTMLText.readable(node, into: &out)
        return HTMLText.tidy(out)
    }
}
