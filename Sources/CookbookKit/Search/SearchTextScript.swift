/// The data of the search's text rules (`SearchText`) for the browser: the folding
/// letters, the English irregular plurals, the Russian and Kazakh endings. The build
/// writes it as the classic script `search/text.js`, loaded before `assets/search-engine.js`,
/// so the JavaScript twin of the stemmers carries the algorithm and never a copy of the
/// data. `Tests/shared/search-text.js` is the same file for the node tests; a unit test
/// checks that it is up to date (re-record with `RECORD_SEARCH_TEXT=1 swift test --filter SearchTextScriptTests`).
///
///     (typeof window !== "undefined" ? window : globalThis).COOKBOOK_TEXT = {"v":1, "letters":{...}, ...};
enum SearchTextScript {
    static let path = "search/text.js"

    static func source() -> String {
        let w = JSWriter()
        w.raw("/* cookbook search text rules: folding letters and stemmer endings, generated from SearchText.swift. See docs/search.md. */\n")
        w.raw("(typeof window!==\"undefined\"?window:globalThis).COOKBOOK_TEXT={\"v\":1,\"letters\":{")
        let letters = SearchText.letterMap.map { (String(Character($0.key)), $0.value) }.sorted { $0.0.unicodeScalars.first!.value < $1.0.unicodeScalars.first!.value }
        w.list(letters) { pair in
            w.string(pair.0)
            w.raw(":")
            w.string(pair.1)
        }
        w.raw("},\"en\":{\"irregular\":{")
        w.list(EnglishStemmer.irregular.sorted { $0.key < $1.key }) { pair in
            w.string(pair.key)
            w.raw(":")
            w.string(pair.value)
        }
        w.raw("}},\"ru\":{\"vowels\":")
        w.string(String(String.UnicodeScalarView(RussianStemmer.vowels.sorted { $0.value < $1.value })))
        w.raw(",\"irregular\":{")
        w.list(RussianStemmer.irregular.sorted { $0.key < $1.key }) { pair in
            w.string(pair.key)
            w.raw(":")
            w.string(pair.value)
        }
        w.raw("}")
        let russian: [(String, [RussianStemmer.Word])] = [
            ("adjective", RussianStemmer.adjective), ("participle1", RussianStemmer.participle1),
            ("participle2", RussianStemmer.participle2), ("noun", RussianStemmer.noun), ("superlative", RussianStemmer.superlative),
        ]
        for (name, endings) in russian {
            w.raw(",")
            w.string(name)
            w.raw(":")
            list(endings, w)
        }
        w.raw("},\"kk\":{\"groups\":[")
        w.list(KazakhStemmer.groups) { list($0, w) }
        w.raw("]}};\n")
        return w.out
    }

    static func list(_ endings: [RussianStemmer.Word], _ w: JSWriter) {
        w.raw("[")
        w.list(endings) { w.string(String(String.UnicodeScalarView($0))) }
        w.raw("]")
    }
}
