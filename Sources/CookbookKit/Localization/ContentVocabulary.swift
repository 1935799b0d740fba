import CookbookSupport

/// Translations of the site's own words into one language, from `content/i18n/<lang>.yaml`:
///
///     title: Степная кухня
///     description: Семейные рецепты...
///     categories:
///       Main dishes: {name: Основные блюда, description: Обеды и ужины.}
///     cuisines:
///       Uzbek: узбекская
///     tags:
///       rice: рис
///     authors:
///       Aigerim Nurlanovna: {name: Айгерим Нурлановна, bio: Готовит с детства.}
///
/// Anything missing falls back to the words of the default language (with a warning).
struct ContentVocabulary: Sendable, Equatable {
    var title: String?
    var description: String?
    var categoryNames: [String: String] = [:]
    var categoryDescriptions: [String: String] = [:]
    var cuisines: [String: String] = [:]
    var tags: [String: String] = [:]
    /// An author's name and bio in this language, by the name as the recipes write it.
    var authorNames: [String: String] = [:]
    var authorBios: [String: String] = [:]
    /// Groups of words the search takes as one (`synonyms: ["плов, плоф, палау"]`), added
    /// to the theme's (docs/search.md).
    var synonyms: [String] = []

    init() {}

    static func decode(_ file: SourceFile) -> Outcome<ContentVocabulary> {
        let decoded = TextDecoder.decode(file)
        guard let text = decoded.value else { return Outcome(ContentVocabulary(), decoded.diagnostics) }
        let yaml = YAMLParser.parse(text, path: file.displayPath)
        guard let root = yaml.value ?? nil else { return Outcome(ContentVocabulary(), yaml.diagnostics) }
        var vocabulary = ContentVocabulary()
        var r = FieldReader(root, path: file.displayPath)
        vocabulary.title = r.string("title")
        vocabulary.description = r.string("description")
        vocabulary.cuisines = simpleMap(&r, "cuisines")
        vocabulary.tags = simpleMap(&r, "tags")
        if let node = r.value("synonyms") {
            if case .sequence(let items) = node.kind {
                vocabulary.synonyms = items.compactMap { r.text($0, field: "synonyms") }
            } else {
                r.error("wrong-type", "'synonyms' must be a list of groups of words, each as \"plov, pilaf, palov\"", at: node)
            }
        }
        if let node = r.value("categories") {
            if case .mapping(let pairs) = node.kind {
                for pair in pairs {
                    guard let key = pair.key.scalar else { continue }
                    switch pair.value.kind {
                    case .scalar:
                        vocabulary.categoryNames[key] = r.text(pair.value, field: "categories.\(key)")
                    case .mapping:
                        var sub = FieldReader(pair.value, path: file.displayPath)
                        vocabulary.categoryNames[key] = sub.string("name", required: true)
                        vocabulary.categoryDescriptions[key] = sub.string("description")
                        sub.finish(known: ["name", "description"], what: "a category translation")
                        r.diagnostics += sub.diagnostics
                    case .sequence:
                        r.error("wrong-type", "a category translation is a name or a mapping with 'name' and 'description'", at: pair.value)
                    }
                }
            } else {
                r.error("wrong-type", "'categories' must map each category to its translation", at: node)
            }
        }
        if let node = r.value("authors") {
            if case .mapping(let pairs) = node.kind {
                for pair in pairs {
                    guard let key = pair.key.scalar else { continue }
                    switch pair.value.kind {
                    case .scalar:
                        vocabulary.authorNames[key] = r.text(pair.value, field: "authors.\(key)")
                    case .mapping:
                        var sub = FieldReader(pair.value, path: file.displayPath)
                        vocabulary.authorNames[key] = sub.string("name")
                        vocabulary.authorBios[key] = sub.string("bio")
                        sub.finish(known: ["name", "bio"], what: "an author translation")
                        r.diagnostics += sub.diagnostics
                    case .sequence:
                        r.error("wrong-type", "an author translation is a name or a mapping with 'name' and 'bio'", at: pair.value)
                    }
                }
            } else {
                r.error("wrong-type", "'authors' must map each author to their name and bio in this language", at: node)
            }
        }
        r.finish(known: ["title", "description", "categories", "cuisines", "tags", "synonyms", "authors"], what: "a site translation")
        return Outcome(vocabulary, yaml.diagnostics + r.diagnostics)
    }

    static func simpleMap(_ r: inout FieldReader, _ key: String) -> [String: String] {
        guard let node = r.value(key) else { return [:] }
        guard case .mapping(let pairs) = node.kind else {
            r.error("wrong-type", "'\(key)' must map each word to its translation", at: node)
            return [:]
        }
        var result: [String: String] = [:]
        for pair in pairs {
            guard let word = pair.key.scalar, let value = r.text(pair.value, field: "\(key).\(word)") else { continue }
            result[word] = value
        }
        return result
    }
}
