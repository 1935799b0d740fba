/// An ingredient's identity for the pantry, the ingredient filters and related recipes:
/// the stems of its name's words without descriptions of size, temperature or cutting.
///
///     IngredientKey.make("freshly ground black pepper", "en")   "ground black pepper"
///     IngredientKey.make("onions", "en")                        "onion"
///     IngredientKey.make("холодной воды", "ru")                 "вод"
///     IngredientKey.make("свежемолотого чёрного перца", "ru")   "черн перц"
///
/// A key *covers* another when every word of it is a word of the other: "onion" covers
/// "red onion", "oil" covers "sunflower oil"; "black pepper" does not cover "bell pepper".
enum IngredientKey {
    /// Words that describe rather than name an ingredient, per language (as written;
    /// compared after folding and stemming).
    static let descriptors: [String: [String]] = [
        "en": [
            "fresh", "freshly", "large", "medium", "small", "big", "extra", "cold", "warm", "hot", "boiling", "lukewarm",
            "ripe", "very", "finely", "roughly", "thinly", "chopped", "sliced", "diced", "minced", "grated", "peeled",
            "whole", "optional", "good", "quality", "plain", "salted", "unsalted", "of", "the", "a", "an", "some",
            "bunch", "handful", "head", "clove", "sprig", "pinch", "stalk",
        ],
        "ru": [
            "свежий", "свежего", "свежемолотый", "свежемолотого", "крупный", "средний", "средняя", "мелкий", "небольшой",
            "большой", "холодный", "холодной", "тёплый", "тёплой", "горячий", "горячей", "кипящий", "кипящей", "кипячёный",
            "спелый", "спелых", "очень", "мелко", "крупно", "рубленый", "рубленой", "нарезанный", "тёртый", "очищенный",
            "несолёный", "несолёного", "целый", "целая", "хороший",
            "пучок", "горсть", "головка", "зубчик", "веточка", "щепотка", "горошина", "стебель",
        ],
        "kk": [
            "жаңа", "ірі", "орташа", "кішкене", "үлкен", "суық", "жылы", "ыстық", "қайнаған", "піскен", "туралған",
            "ұсақ", "тұтас", "бүтін", "бір", "шағын", "бума", "уыс", "бас", "түйір", "тісі", "шымшым",
        ],
    ]

    static let descriptorStems: [String: Set<String>] = descriptors.mapValues { words in
        Set(words.flatMap { SearchText.words($0) })
    }.reduce(into: [:]) { result, pair in
        result[pair.key] = Set(pair.value.map { SearchText.stem($0, pair.key) })
    }

    /// The key of an ingredient name in a language: its stems, descriptors and numbers
    /// left out (unless nothing else is left), joined by single spaces. Empty for a name without words.
    static func make(_ name: String, _ language: String) -> String {
        let stems = SearchText.stems(name, language)
        let dropped = descriptorStems[language] ?? []
        let kept = stems.filter { !dropped.contains($0) && !$0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        return (kept.isEmpty ? stems : kept).joined(separator: " ")
    }

    /// The name without its descriptive words, as written otherwise: "very ripe bananas"
    /// → "bananas", "целые головки чеснока" → "чеснока". The name itself if nothing is left.
    static func displayName(_ name: String, _ language: String) -> String {
        let dropped = descriptorStems[language] ?? []
        let tokens = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let kept = tokens.filter { token in
            let stems = SearchText.words(String(token)).map { SearchText.stem($0, language) }
            return stems.isEmpty || !stems.allSatisfy(dropped.contains)
        }
        return kept.isEmpty ? name : kept.joined(separator: " ")
    }

    /// Every word of `general` is a word of `specific`.
    static func covers(_ general: String, _ specific: String) -> Bool {
        let words = Set(specific.split(separator: " "))
        let needed = general.split(separator: " ")
        return !needed.isEmpty && needed.allSatisfy(words.contains)
    }
}

/// The ingredients nobody has to buy for a recipe: they never count as missing on the
/// "What can I cook" page. `pantry_staples` in site.yaml replaces the defaults, for every
/// language (a list) or per language (a mapping of language codes to lists).
enum PantryStaples {
    static let defaults: [String: [String]] = [
        "en": ["salt", "black pepper", "black peppercorns", "water", "oil"],
        "ru": ["соль", "чёрный перец", "вода", "кипяток", "растительное масло", "подсолнечное масло", "оливковое масло"],
        "kk": ["тұз", "қара бұрыш", "су", "өсімдік майы", "күнбағыс майы", "зәйтүн майы"],
    ]

    /// The staples of a language as written: the site's setting, else the default.
    static func names(for language: String, config: SiteConfig) -> [String] {
        config.pantryStaples[language] ?? config.pantryStaples["*"] ?? defaults[language] ?? []
    }

    /// Reads `pantry_staples` from site.yaml: a list for every language, or a mapping of
    /// language codes to lists. "*" stands for every language in the result.
    static func decode(_ r: inout FieldReader, languages: [String]) -> [String: [String]] {
        guard let node = r.value("pantry_staples") else { return [:] }
        func list(_ node: YAMLNode, field: String) -> [String]? {
            switch node.kind {
            case .sequence(let items):
                return items.compactMap { r.text($0, field: field) }
            case .scalar:
                if node.isNull { return [] }
                return r.text(node, field: field).map { [$0] }
            case .mapping:
                r.error("wrong-type", "'\(field)' must be a list of ingredient names", at: node, hint: "pantry_staples: [salt, black pepper, water, oil]")
                return nil
            }
        }
        switch node.kind {
        case .mapping(let pairs):
            var result: [String: [String]] = [:]
            for pair in pairs {
                guard let code = pair.key.scalar else { continue }
                guard languages.contains(code) else {
                    r.error(
                        "invalid-value", "'\(code)' is not one of the site's languages (\(languages.joined(separator: ", ")))", at: pair.key,
                        hint: "give a list per language: 'en: [salt, water]'")
                    continue
                }
                if let names = list(pair.value, field: "pantry_staples.\(code)") { result[code] = names }
            }
            return result
        default:
            return list(node, field: "pantry_staples").map { ["*": $0] } ?? [:]
        }
    }
}
