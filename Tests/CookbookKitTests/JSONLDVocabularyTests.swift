import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// schema.org's definitions of the types and properties the recipe pages use, read from
/// the vendored subset in Fixtures/schemaorg (source and licence in its README).
struct SchemaVocabulary {
    var parents: [String: [String]] = [:]
    /// Property -> the types it is defined for, and the types of its values.
    var domains: [String: Set<String>] = [:]
    var ranges: [String: Set<String>] = [:]
    var superseded: Set<String> = []
    /// Enumeration member -> its enumeration ("VeganDiet" -> "RestrictedDiet").
    var members: [String: String] = [:]
    var classes: Set<String> = []

    static let shared: SchemaVocabulary = {
        let path = GoldenSiteTests.testsFolder + "/Fixtures/schemaorg/recipe-vocabulary.jsonld"
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        var vocabulary = SchemaVocabulary()
        func ids(_ value: Any?) -> [String] {
            let items = value as? [Any] ?? (value.map { [$0] } ?? [])
            return items.compactMap { (($0 as? [String: Any])?["@id"] as? String)?.replacingOccurrences(of: "schema:", with: "") }
        }
        for node in root["@graph"] as? [[String: Any]] ?? [] {
            guard let id = (node["@id"] as? String)?.replacingOccurrences(of: "schema:", with: "") else { continue }
            let types = node["@type"] as? [String] ?? [node["@type"] as? String ?? ""]
            if types.contains("rdf:Property") {
                vocabulary.domains[id] = Set(ids(node["schema:domainIncludes"]))
                vocabulary.ranges[id] = Set(ids(node["schema:rangeIncludes"]))
                if node["schema:supersededBy"] != nil { vocabulary.superseded.insert(id) }
            } else if types.contains("rdfs:Class") || types.contains("schema:DataType") {
                vocabulary.classes.insert(id)
                vocabulary.parents[id] = ids(node["rdfs:subClassOf"])
                if types.contains("schema:DataType") { vocabulary.parents[id, default: []].append("DataType") }
            } else if let type = types.first(where: { $0.hasPrefix("schema:") }) {
                vocabulary.members[id] = type.replacingOccurrences(of: "schema:", with: "")
            }
        }
        return vocabulary
    }()

    func ancestors(_ type: String) -> Set<String> {
        var result: Set<String> = [type]
        var queue = [type]
        while let next = queue.popLast() {
            for parent in parents[next] ?? [] where !result.contains(parent) {
                result.insert(parent)
                queue.append(parent)
            }
        }
        return result
    }

    /// What is wrong in one JSON-LD node and the nodes inside it, by schema.org: types
    /// that do not exist, properties not defined for the node's type (or superseded),
    /// values of a type the property does not take.
    func problems(_ node: [String: Any], at path: String = "$") -> [String] {
        let types = node["@type"] as? [String] ?? [(node["@type"] as? String) ?? ""]
        var problems: [String] = []
        for type in types where !classes.contains(type) { problems.append("\(path): unknown type '\(type)'") }
        let own = types.reduce(into: Set<String>()) { $0.formUnion(ancestors($1)) }
        for (key, value) in node.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("@") {
            guard let domain = domains[key] else {
                problems.append("\(path).\(key): not a schema.org property")
                continue
            }
            if domain.isDisjoint(with: own) { problems.append("\(path).\(key): not a property of \(types.joined(separator: ", "))") }
            if superseded.contains(key) { problems.append("\(path).\(key): superseded in schema.org") }
            let range = ranges[key] ?? []
            let rangeAncestors = range.reduce(into: Set<String>()) { $0.formUnion(ancestors($1)) }
            for (index, item) in (value as? [Any] ?? [value]).enumerated() {
                let at = value is [Any] ? "\(path).\(key)[\(index)]" : "\(path).\(key)"
                if let object = item as? [String: Any] {
                    let itemTypes = object["@type"] as? [String] ?? [(object["@type"] as? String) ?? ""]
                    if !itemTypes.contains(where: { !ancestors($0).isDisjoint(with: range) }) {
                        problems.append("\(at): a \(itemTypes.joined(separator: ", ")) where \(range.sorted().joined(separator: " or ")) is expected")
                    }
                    problems += self.problems(object, at: at)
                } else if let text = item as? String {
                    // Text fits a data type (Text, URL, Date, Number...) and, by schema.org's
                    // convention, a quantity ("250 kcal", "PT30M"); an enumeration takes its
                    // members' addresses ("https://schema.org/VeganDiet").
                    let member = text.hasPrefix("https://schema.org/") ? members[String(text.dropFirst("https://schema.org/".count))] : nil
                    let fits =
                        rangeAncestors.contains("DataType") || rangeAncestors.contains("Quantity")
                        || member.map { range.contains($0) } ?? false
                    if !fits { problems.append("\(at): text '\(text)' where \(range.sorted().joined(separator: " or ")) is expected") }
                } else if item is NSNumber {
                    if !rangeAncestors.contains("Number") && !range.contains("Text") {
                        problems.append("\(at): a number where \(range.sorted().joined(separator: " or ")) is expected")
                    }
                } else {
                    problems.append("\(at): a value of no schema.org type")
                }
            }
        }
        return problems
    }
}

/// The recipe pages' JSON-LD against schema.org's vocabulary and Google's recipe guidance.
@Suite struct JSONLDVocabularyTests {
    /// Google's recipe guidance (developers.google.com/search/docs/appearance/structured-data/recipe):
    /// what a Recipe must have for a rich result, and what it recommends.
    static let googleRequired = ["name", "image"]
    static let googleRecommended = [
        "aggregateRating", "author", "cookTime", "datePublished", "description", "keywords", "nutrition",
        "prepTime", "recipeCategory", "recipeCuisine", "recipeIngredient", "recipeInstructions",
        "recipeYield", "totalTime", "video",
    ]
    /// Recommended properties cookbook leaves out on purpose: a rating by the recipe's own
    /// author is not an aggregate of readers' ratings (it goes in `review`), and a
    /// cookbook has no videos.
    static let leftOut: Set<String> = ["aggregateRating", "video"]

    static func jsonLD(_ html: String) -> [String: Any]? {
        guard let start = html.range(of: "<script type=\"application/ld+json\">"),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
    }

    static func recipePages(_ result: BuildResult) -> [(path: String, html: String)] {
        result.files.compactMap { file in
            guard file.path.contains("recipes/"), file.path.hasSuffix(".html"), case .bytes(let bytes) = file.contents else { return nil }
            return (file.path, String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func theVocabularyLoads() {
        let v = SchemaVocabulary.shared
        #expect(v.ancestors("Recipe").isSuperset(of: ["HowTo", "CreativeWork", "Thing"]))
        #expect(v.domains["recipeIngredient"] == ["Recipe"])
        #expect(v.members["VeganDiet"] == "RestrictedDiet")
        // The checker can fail: a made-up property, one of another type, a wrong value type.
        let bad: [String: Any] = [
            "@type": "Recipe", "name": "x", "cookingTime": "PT1M", "calories": "1 kcal", "author": "Ann",
            "suitableForDiet": ["https://schema.org/Vegan"],
            "recipeInstructions": [["@type": "Person", "name": "y"]],
        ]
        #expect(
            v.problems(bad) == [
                "$.author: text 'Ann' where Organization or Person is expected",
                "$.calories: not a property of Recipe",
                "$.cookingTime: not a schema.org property",
                "$.recipeInstructions[0]: a Person where CreativeWork or ItemList or Text is expected",
                "$.suitableForDiet[0]: text 'https://schema.org/Vegan' where Diet or RestrictedDiet is expected",
            ])
    }

    @Test func everyRecipePageUsesOnlySchemaOrgTermsWhereTheyBelong() async throws {
        let result = await GoldenSiteTests().build()
        let pages = Self.recipePages(result)
        #expect(pages.count == 4)  // soup and bread, soup in Russian, bread in Kazakh
        for page in pages {
            let data = try #require(Self.jsonLD(page.html), "no JSON-LD in \(page.path)")
            #expect(SchemaVocabulary.shared.problems(data) == [], "\(page.path)")
        }
    }

    @Test func aFullRecipeHasEverythingGoogleAsksFor() async throws {
        let result = await GoldenSiteTests().build()
        let soup = try #require(Self.recipePages(result).first { $0.path == "recipes/soup.html" })
        let data = try #require(Self.jsonLD(soup.html))
        for key in Self.googleRequired + Self.googleRecommended where !Self.leftOut.contains(key) {
            #expect(data[key] != nil, "recipes/soup.html has no \(key)")
        }
        for key in Self.leftOut { #expect(data[key] == nil) }
        let base = "https://cook.example.org/family&friends/"
        #expect(data["url"] as? String == base + "recipes/soup.html")
        #expect(data["image"] as? [String] == [base + "images/bowl.svg"])
        #expect(data["datePublished"] as? String == "2024-02-29")
        for key in ["prepTime", "cookTime", "totalTime"] {
            let value = try #require(data[key] as? String)
            #expect(value.range(of: #"^PT(\d+H)?(\d+M)?$"#, options: .regularExpression) != nil && value != "PT", "\(key): \(value)")
        }
        let nutrition = try #require(data["nutrition"] as? [String: Any])
        #expect(nutrition["calories"] as? String == "310 kcal")
        for (key, value) in nutrition where key.hasSuffix("Content") {
            let unit = ["sodiumContent", "cholesterolContent"].contains(key) ? "mg" : "g"
            #expect((value as? String)?.range(of: #"^\d+(\.\d+)? "# + unit + "$", options: .regularExpression) != nil, "\(key): \(value)")
        }
        let review = try #require(data["review"] as? [String: Any])
        let rating = try #require(review["reviewRating"] as? [String: Any])
        #expect(rating["ratingValue"] as? String == "4.5" && rating["bestRating"] as? String == "5")
        #expect((review["author"] as? [String: Any])?["name"] as? String == "Ann")
        // Each step: text, and the address of its anchor, an id on the page.
        let steps = try #require(data["recipeInstructions"] as? [[String: Any]])
        #expect(steps.count == 2)
        for (index, step) in steps.enumerated() {
            #expect(step["@type"] as? String == "HowToStep" && step["position"] as? Int == index + 1)
            #expect(!((step["text"] as? String) ?? "").isEmpty)
            #expect(step["url"] as? String == base + "recipes/soup.html#step-\(index + 1)")
            #expect(soup.html.contains("id=\"step-\(index + 1)\""))
        }
    }

    @Test func titledStepGroupsAreHowToSections() async throws {
        let result = await GoldenSiteTests().build()
        let bread = try #require(Self.recipePages(result).first { $0.path == "recipes/bread.html" })
        let data = try #require(Self.jsonLD(bread.html))
        // A recipe without a photo cannot have a rich result: the one required property it lacks.
        #expect(Self.googleRequired.filter { data[$0] == nil } == ["image"])
        let sections = try #require(data["recipeInstructions"] as? [[String: Any]])
        #expect(sections.map { $0["@type"] as? String } == ["HowToSection", "HowToSection"])
        #expect(sections.map { $0["name"] as? String } == ["Dough", "Baking"])
        let steps = sections.flatMap { $0["itemListElement"] as? [[String: Any]] ?? [] }
        #expect(steps.map { $0["position"] as? Int } == [1, 2, 1])
        #expect(steps.compactMap { ($0["url"] as? String)?.split(separator: "#").last.map(String.init) } == ["step-1", "step-2", "step-3"])
        for id in ["step-1", "step-2", "step-3"] { #expect(bread.html.contains("id=\"\(id)\"")) }
    }

    @Test func withoutBaseURLAddressesAreRelativeToThePage() async throws {
        let result = await PublishingTests.buildWithoutBaseURL()
        let soup = try #require(Self.recipePages(result).first { $0.path == "ru/recipes/soup.html" })
        let data = try #require(Self.jsonLD(soup.html))
        #expect(SchemaVocabulary.shared.problems(data) == [])
        #expect(data["url"] as? String == "soup.html")
        #expect(data["image"] as? [String] == ["../../images/bowl.svg"])
        #expect((data["recipeInstructions"] as? [[String: Any]])?.first?["url"] as? String == "soup.html#step-1")
    }
}
