import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookNutrition

/// Folding, stemming and ingredient keys against the table search.js also passes
/// (Tests/shared/search-cases.json), and the search index, related recipes, the pantry
/// staples setting and the search pages of a whole build.
@Suite struct SearchTextTests {
    struct Cases: Decodable {
        struct Text: Decodable { var language: String; var input: String; var fold: String; var words: [String]; var stems: [String] }
        struct Ingredient: Decodable { var language: String; var name: String; var key: String }
        var stop: [String: [String]]
        var text: [Text]
        var ingredients: [Ingredient]
    }

    static let cases: Cases = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/search-cases.json")
        let data = try! Data(contentsOf: path)
        return try! JSONDecoder().decode(Cases.self, from: data)
    }()

    /// The ASCII shortcuts of `fold` and `isWordScalar` agree with the general rules.
    @Test func asciiShortcutsAgree() {
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let category = scalar.properties.generalCategory
            let general: Bool =
                switch category {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                    .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                    true
                default: false
                }
            #expect(SearchText.isWordScalar(scalar) == general, "\(value)")
            #expect(SearchText.letterMap[scalar] == nil)
            #expect(String(scalar).decomposedStringWithCanonicalMapping == String(scalar))
        }
        #expect(SearchText.fold("Chef's ONE-pot 12") == "chef's one-pot 12")
        #expect(SearchText.words("Chef's ONE-pot, 12") == ["chefs", "one", "pot", "12"])
    }

    /// `words` read from an ASCII text's bytes gives the words of the scalar rule, and the
    /// English stemmer on bytes gives what it gave on `String`s (the old code, below).
    @Test func asciiWordsMatchTheScalarRule() {
        let texts = [
            "", "'", "''a'", "Chef's ONE-pot, 12", "Add 1 tsp of the salt; then 2 cups (500 ml) water.", "don't  stop'  'quoted' x'y",
            "Bake at 180 C for 25-30 min.", "ABC_def~ghi|jkl\tmno\npqr", "Tomatoes, berries & leaves: 3 halves",
        ]
        for text in texts {
            #expect(SearchText.asciiWords(text) == SearchText.scalarWords(text), "\(text)")
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ9' -,.'(yE".unicodeScalars)
        for _ in 0..<2_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<14, using: &generator) { view.append(alphabet.randomElement(using: &generator)!) }
            let text = String(view)
            #expect(SearchText.asciiWords(text) == SearchText.scalarWords(text), "\(text)")
        }
        #expect(SearchText.asciiWords("crème") == nil)
        #expect(SearchText.words("Crème Brûlée") == ["creme", "brulee"])
        func oldStem(_ word: String) -> String {
            guard word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
            var w = EnglishStemmer.irregular[word] ?? word
            if w.count > 4, w.hasSuffix("ies") {
                w = String(w.dropLast(3)) + "i"
            } else if w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), !w.hasSuffix("is") {
                w.removeLast()
            }
            if w.count > 3, w.hasSuffix("e") { w.removeLast() }
            if w.count > 2, w.hasSuffix("y"), let before = w.dropLast().last, !"aeiouy".contains(before) { w = String(w.dropLast()) + "i" }
            return w
        }
        let letters = Array("aeiouysdbt".unicodeScalars)
        var words = [
            "", "a", "ies", "ties", "pies", "series", "berries", "berry", "day", "ss", "glass", "us", "bus", "octopus", "is", "iris", "cheese",
            "cheeses", "leaves", "men", "women", "fry", "key", "yy", "tomatoes", "crème", "Onion",
        ]
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1..<8, using: &generator) { view.append(letters.randomElement(using: &generator)!) }
            words.append(String(view))
        }
        for word in words { #expect(EnglishStemmer.stem(word) == oldStem(word), "\(word)") }
    }

    /// The stems made on a plain text's bytes (the per-step lines) are `stems(_, "en")`,
    /// and other text is left to `stems`.
    @Test func plainStemsMatchTheStems() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "leaves", "Men", "women", "geese", "berries", "cheeses", "glass", "bus", "iris", "fry", "key", "tomatoes", "1/2", "O'Brien's", "'t",
            "a", "s", "ies", "ss", "--", ", ", " ", "(", "ALL", "children", "feet", "thirtysixcharacterlongwordsofberries", "180 °C", "2–3",
            "½", "1½", "’s", "don’t", "×", "\u{A0}", "…", "“", "cups”",
        ]
        var texts = ["", "Add the onions, then fry.", "Slice 2 leaves; halve the loaves.", "Bake at 180 °C for 20–25 min, add ½ cup."]
        for _ in 0..<3_000 {
            texts.append((0..<Int.random(in: 0..<9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            var stems: [String] = []
            var asciiFlags: [Bool] = []
            let read = SearchText.englishPlainStems(text) { stem, ascii in
                stems.append(String(decoding: stem, as: UTF8.self))
                asciiFlags.append(ascii)
            }
            #expect(read && stems == SearchText.stems(text, "en"), "\(text)")
            #expect(zip(stems, asciiFlags).allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } == $1 }, "\(text)")
        }
        for other in ["crème brûlée", "плов", "a\u{301}"] {
            var called = false
            #expect(!SearchText.englishPlainStems(other) { _, _ in called = true } && !called)
        }
        #expect(PackedWord("abcdefghijklmnop".utf8) != nil && PackedWord("abcdefghijklmnopq".utf8) == nil)
        #expect(PackedWord("ab".utf8) != PackedWord("ba".utf8) && PackedWord("abcdefghi".utf8) != PackedWord("abcdefgh".utf8))
    }

    /// The stemmer keeps a word's first byte (what lets `englishPlainStems` skip, unstemmed,
    /// the words whose first byte starts no word looked for): every irregular form, every
    /// short word and random words built from the rules' endings. With `firstBytes`, the
    /// stems handed are exactly those of the other stems that start with one of the bytes.
    @Test func stemsKeepTheFirstLetter() {
        var generator = SystemRandomNumberGenerator()
        var words = Array(EnglishStemmer.irregular.keys) + ["a", "s", "y", "es", "ies", "ys", "ay", "is", "us", "ss", "yes", "eyes", "sies", "ey", "e"]
        let parts = ["a", "e", "i", "o", "u", "y", "s", "ies", "es", "ss", "us", "is", "ey", "ay", "ves", "b", "t", "1"]
        for _ in 0..<3_000 {
            words.append((0..<Int.random(in: 1..<5, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined())
        }
        for word in words {
            #expect(EnglishStemmer.stem(word).utf8.first == word.utf8.first, "\(word)")
            var stem: [UInt8] = []
            EnglishStemmer.stem(ascii: Array(word.utf8), into: &stem)
            #expect(stem.first == word.utf8.first, "\(word)")
        }
        var wanted = StepUses.ByteSet()
        for byte in "lbw1".utf8 { wanted.insert(byte) }
        for text in ["Slice 2 leaves; halve the loaves with a knife.", "Whisk the berries, 1½ cups of water and butter.", words.joined(separator: " ")] {
            var all: [String] = []
            _ = SearchText.englishPlainStems(text) { stem, _ in all.append(String(decoding: stem, as: UTF8.self)) }
            var some: [String] = []
            _ = SearchText.englishPlainStems(text, firstBytes: wanted) { stem, _ in some.append(String(decoding: stem, as: UTF8.self)) }
            #expect(some == all.filter { $0.utf8.first.map { wanted.contains($0) || $0 >= 0x80 } ?? true }, "\(text)")
            #expect(!some.isEmpty && some.count < all.count)
        }
    }

    /// Words of a text of ASCII, separators like ° and – and fractions, read without
    /// folding, are the words of the scalar rule; each such scalar folds to itself.
    @Test func plainWordsMatchTheScalarRule() {
        let separators = [0xA0, 0xAB, 0xB0, 0xBB, 0xD7, 0x2013, 0x2014, 0x2018, 0x201C, 0x201D, 0x2026, 0x2032, 0x2033, 0x2212]
        let fractions = Array(0xBC...0xBE) + Array(0x2150...0x215E)
        for value in separators + fractions {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(SearchText.fold(String(scalar)) == String(scalar), "\(value)")
            #expect(SearchText.isWordScalar(scalar) == fractions.contains(value), "\(value)")
            #expect(SearchText.isPlainSeparator(UInt32(value)) == separators.contains(value))
            #expect(SearchText.isPlainWordScalar(UInt32(value)) == fractions.contains(value))
        }
        for value in 0x80..<0x2200 where !separators.contains(value) && !fractions.contains(value) && value != 0x2019 {
            #expect(!SearchText.isPlainSeparator(UInt32(value)) && !SearchText.isPlainWordScalar(UInt32(value)))
        }
        let texts = ["Bake at 180 °C (350 °F) for 25–30 min.", "½ cup", "1½ cups", "the cook’s “best” knife…", "2 × 3 cm", "crème", "Ёж"]
        for text in texts {
            if let plain = SearchText.plainWords(text) { #expect(plain == SearchText.scalarWords(text), "\(text)") }
        }
        #expect(SearchText.plainWords("crème") == nil)
        #expect(SearchText.plainWords("½ Cup’s") == ["½", "cups"])
        // The basic Cyrillic letters: each small one folds to itself and is a word scalar,
        // each capital folds to its small one; ё and a combining breve are not read here.
        for value in 0x410...0x44F {
            let scalar = Unicode.Scalar(UInt32(value))!
            let small = value < 0x430 ? String(Unicode.Scalar(UInt32(value + 0x20))!) : String(scalar)
            #expect(SearchText.fold(String(scalar)) == small, "\(value)")
            #expect(SearchText.isWordScalar(scalar), "\(value)")
            #expect(SearchText.plainWords(String(scalar)) == [small], "\(value)")
        }
        #expect(SearchText.plainWords("Свёкла") == nil)
        #expect(SearchText.plainWords("и\u{306}") == nil)
        #expect(SearchText.plainWords("Лук-порей, ЙОГУРТ") == ["лук", "порей", "йогурт"])
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ9' -’½°–“…×\u{A0}⅓.йЯжи".unicodeScalars)
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<14, using: &generator) { view.append(alphabet.randomElement(using: &generator)!) }
            let text = String(view)
            #expect(SearchText.plainWords(text) == SearchText.scalarWords(text), "\(text)")
            #expect(SearchText.words(text) == SearchText.scalarWords(text), "\(text)")
        }
    }

    /// The table of decompositions is Foundation's for every scalar in it, and the
    /// step-markup stems of an ASCII name on bytes are the stems by characters.
    @Test func decompositionTableAndASCIIStemsMatch() {
        for value in Array(0x80..<0x250) + Array(0x2000..<0x2200) {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(SearchText.decomposition(scalar) == Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars), "\(value)")
        }
        #expect(SearchText.decomposition("а") == nil)
        #expect(SearchText.fold("Crème Brûlée – 180 °C, ½") == "creme brulee – 180 °c, ½")
        func byCharacters(_ name: String) -> Set<String> {
            Set(name.split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }.map { StepMarkup.stem(String($0)) })
        }
        var names = ["", "Garlic", "GARLIC cloves", "egg", "eggs", "long-grain rice", "salt & pepper", "abcd", "abcde", "abcdef", "a1bcd5efgh"]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aBcD eF-9x".unicodeScalars)
        for _ in 0..<2_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<14, using: &generator) { view.append(alphabet.randomElement(using: &generator)!) }
            names.append(String(view))
        }
        for name in names {
            #expect(StepMarkup.asciiStems(of: name).map(Set.init) == byCharacters(name), "\(name)")
            #expect(StepMarkup.stems(of: [name, "чеснок"]) == byCharacters(name).union(byCharacters("чеснок")), "\(name)")
        }
    }

    @Test func sharedTableIsThere() {
        #expect(Self.cases.text.count > 90)
        #expect(Set(Self.cases.text.map(\.language)) == ["en", "ru", "kk"])
        #expect(Self.cases.ingredients.count > 20)
    }

    @Test(arguments: cases.text.indices)
    func sharedTextCase(_ index: Int) {
        let c = Self.cases.text[index]
        #expect(SearchText.fold(c.input) == c.fold, "fold \(c.input)")
        #expect(SearchText.words(c.input) == c.words, "words \(c.input)")
        #expect(SearchText.words(c.input).map { SearchText.stem($0, c.language) } == c.stems, "stems \(c.language) \(c.input)")
    }

    @Test(arguments: cases.ingredients.indices)
    func sharedIngredientCase(_ index: Int) {
        let c = Self.cases.ingredients[index]
        #expect(IngredientKey.make(c.name, c.language) == c.key, "\(c.language) \(c.name)")
    }

    @Test func stopListsInTheTableAreTheBuildsDescriptors() {
        for (language, stems) in Self.cases.stop {
            #expect(Set(stems) == IngredientKey.descriptorStems[language], "\(language)")
        }
    }

    @Test func foldingHandlesEveryLanguageOfTheSite() {
        #expect(SearchText.fold("Crème Brûlée") == "creme brulee")
        #expect(SearchText.fold("Ёлка, ЁЖ") == "елка, еж")
        #expect(SearchText.fold("Йогурт") == "йогурт")  // й is a letter of its own, not и with a mark
        #expect(SearchText.fold("Қазақ бауырсағы") == "казак бауырсагы")
        #expect(SearchText.fold("әғқңөұүһі") == "агкноуухи")
        #expect(SearchText.fold("ÆØß") == "aeoss")
    }

    @Test func wordFormsMeetAtOneStem() {
        let same: [(String, String, String)] = [
            ("ru", "моркови", "морковь"), ("ru", "морковью", "морковь"), ("ru", "перца", "перец"), ("ru", "свёклы", "свекла"),
            ("ru", "яиц", "яйцо"), ("ru", "чеснока", "чеснок"), ("ru", "банана", "банан"),
            ("en", "onions", "onion"), ("en", "tomatoes", "tomato"), ("en", "berries", "berry"), ("en", "cheeses", "cheese"),
            ("en", "leaves", "leaf"), ("kk", "сәбізді", "сәбіз"), ("kk", "пияздарды", "пияз"), ("kk", "күнбағыс майы", "күнбағыс май"),
        ]
        for (language, a, b) in same {
            #expect(SearchText.stems(a, language) == SearchText.stems(b, language), "\(language): \(a) / \(b)")
        }
        // Kazakh keeps three letters: "сірке суы" (vinegar) is not "су" (water).
        #expect(SearchText.stems("сірке суы", "kk") != ["сирке", "су"])
        // Words of another alphabet are left alone.
        #expect(SearchText.stem("feta", "ru") == "feta")
        #expect(SearchText.stem("сыр", "en") == "сыр")
    }

    @Test func ingredientKeysAndCovering() {
        #expect(IngredientKey.make("3 medium onions", "en") == "onion")
        #expect(IngredientKey.covers("onion", "red onion"))
        #expect(IngredientKey.covers("oil", IngredientKey.make("sunflower oil", "en")))
        #expect(!IngredientKey.covers("black pepper", IngredientKey.make("green bell pepper", "en")))
        #expect(IngredientKey.covers(IngredientKey.make("чёрный перец", "ru"), IngredientKey.make("свежемолотого чёрного перца", "ru")))
        // Plain "масло" would cover butter too: the Russian defaults name the oils.
        #expect(IngredientKey.covers(IngredientKey.make("масло", "ru"), IngredientKey.make("сливочного масла", "ru")))
        #expect(!IngredientKey.covers(IngredientKey.make("подсолнечное масло", "ru"), IngredientKey.make("сливочного масла", "ru")))
        #expect(!IngredientKey.covers(IngredientKey.make("су", "kk"), IngredientKey.make("алма сірке суы", "kk")))
        #expect(!IngredientKey.covers("", "onion"))
        #expect(IngredientKey.displayName("very ripe bananas", "en") == "bananas")
        #expect(IngredientKey.displayName("целые головки чеснока", "ru") == "чеснока")
        #expect(IngredientKey.displayName("fresh", "en") == "fresh")
    }
}

@Suite struct SearchIndexTests {
    static let site: [String: String] = [
        "/site/content/site.yaml": """
        title: Family Book
        author: The Family
        languages: [en, ru]
        categories:
          - Soups
          - Main dishes
        """,
        "/site/content/recipes/plov.md": """
        ---
        title: Plov
        summary: Festive rice with lamb and carrots.
        author: Aigerim
        date: 2024-03-21
        category: Main dishes
        cuisine: Uzbek
        image: ../images/recipes/plov.jpg
        tags: [rice, festive]
        diets: [gluten-free, halal]
        difficulty: medium
        total_time: 2 h 15 min
        nutrition: {calories: 640, protein: 28.5}
        ingredients: [1 kg rice, 1 kg lamb shoulder, 3 medium onions, 1 kg carrots, salt to taste, 200 ml sunflower oil]
        ---
        ## Steps

        1. Cook.
        """,
        "/site/content/recipes/plov.ru.md": """
        ---
        title: Плов
        ingredients: [1 кг риса, 1 кг бараньей лопатки, 3 средние луковицы, 1 кг моркови, соль по вкусу, 200 мл подсолнечного масла]
        ---
        ## Шаги

        1. Готовьте.
        """,
        "/site/content/recipes/soup.md": """
        ---
        title: Carrot soup
        category: Soups
        image: ../images/recipes/soup.jpg
        tags: [vegetables]
        diets: [vegan]
        difficulty: easy
        prep_time: 10 min
        cook_time: 30 min
        ingredients: [500 g carrots, 1 onion, 1 l water, salt]
        ---
        ## Steps

        1. Boil.
        """,
        "/site/content/recipes/lamb-stew.md": """
        ---
        title: Lamb stew
        category: Main dishes
        tags: [festive]
        ingredients: [1 kg lamb shoulder, 2 onions, water]
        ---
        ## Steps

        1. Stew.
        """,
        "/site/content/recipes/toast.md": """
        ---
        title: Toast
        ingredients: [2 slices bread]
        ---
        ## Steps

        1. Toast.
        """,
        "/site/content/i18n/ru.yaml": """
        title: Семейная книга
        categories: {Soups: Супы, Main dishes: Основные блюда}
        cuisines: {Uzbek: узбекская}
        tags: {rice: рис, festive: праздничное}
        """,
        "/site/content/images/recipes/plov.jpg": Fixture.drawing,
        "/site/content/images/recipes/soup.jpg": Fixture.drawing,
    ]

    func build(_ files: [String: String] = site) async -> BuildResult {
        await Builder.build(root: "/site", fileSystem: .memory(files))
    }

    func text(_ result: BuildResult, _ path: String) -> String {
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON object a part assigns or pushes.
    static func parse(_ script: String) throws -> [String: Any] {
        let start = try #require(script.firstIndex(of: "{"))
        var body = String(script[start...]).trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasSuffix("});") { body.removeLast(2) } else if body.hasSuffix(";") { body.removeLast() }
        // The first file starts with a comment and an assignment: skip to the object after "]=".
        if let assign = script.range(of: "]={") {
            body = String(script[script.index(before: assign.upperBound)...]).trimmingCharacters(in: .whitespacesAndNewlines)
            body.removeLast()
        }
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    @Test func buildWritesOneIndexPerLanguageAndTheSearchPages() async {
        let result = await build()
        #expect(result.diagnostics.map(\.formatted) == [])
        let paths = Set(result.files.map(\.path))
        for path in [
            "search/index-en.js", "search/index-ru.js", "search.html", "pantry.html", "ru/search.html", "ru/pantry.html",
            "assets/search-engine.js", "assets/search-page.js", "assets/pantry.js", "search/text.js",
        ] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(!paths.contains { $0.hasPrefix("search/index-en-") })
        // Every page links to the search page of its language.
        #expect(text(result, "index.html").contains("<a href=\"search.html\">Search</a>"))
        #expect(text(result, "recipes/plov.html").contains("<a href=\"../search.html\">Search</a>"))
        #expect(text(result, "ru/recipes/plov.html").contains("<a href=\"../search.html\">Поиск</a>"))
        let search = text(result, "ru/search.html")
        #expect(search.contains("data-index=\"../search/index-ru.js\""))
        #expect(search.contains("<script src=\"../search/text.js\"></script>\n<script src=\"../assets/search-engine.js\"></script>\n<script src=\"../assets/search-page.js\"></script>"))
        #expect(search.contains("<noscript>"))
        #expect(search.contains("href=\"recipes.html\""))
        #expect(search.contains("href=\"categories.html\""))
        let pantry = text(result, "pantry.html")
        #expect(pantry.contains("Always counted as at hand: salt, black pepper, black peppercorns, water, oil."))
        #expect(pantry.contains("data-storage=\"cookbook-pantry:family-book\""))
    }

    @Test func indexHoldsEachRecipesFieldsCompactly() async throws {
        let result = await build()
        let index = try Self.parse(text(result, "search/index-en.js"))
        #expect(index["lang"] as? String == "en")
        #expect(index["count"] as? Int == 4)
        #expect((index["parts"] as? [String]) == [])
        #expect(index["imagePrefix"] as? String == "images/recipes/")
        let categories = try #require(index["category"] as? [[String]])
        #expect(categories == [["soups", "Soups"], ["main-dishes", "Main dishes"]])
        // Diets written in recipes, and vegetarian/vegan/pescatarian shown by the ingredients.
        #expect((index["diet"] as? [[String]]) == [["vegetarian", "Vegetarian"], ["vegan", "Vegan"], ["pescatarian", "Pescatarian"], ["halal", "Halal"]])
        // The nutrition stage knows the allergens of fully matched recipes: "free from" lists
        // every allergen its ingredient flags can tell about.
        #expect(
            (index["free"] as? [[String]]) == [
                ["gluten", "Gluten"], ["crustaceans", "Crustaceans"], ["eggs", "Eggs"], ["fish", "Fish"],
                ["peanuts", "Peanuts"], ["soy", "Soy"], ["milk", "Milk"], ["nuts", "Nuts"],
                ["sesame", "Sesame"], ["molluscs", "Molluscs"],
            ])
        #expect((index["author"] as? [String]) == ["Aigerim", "The Family"])
        // Aisles in shop order, as the pantry page lists them.
        #expect(
            (index["aisles"] as? [String]) == [
                "Fruit and vegetables", "Meat", "Bakery", "Grains, pasta and flour", "Spices and herbs",
                "Oils and vinegars", "Drinks",
            ])
        let recipes = try #require(index["recipes"] as? [[Any]])
        #expect(recipes.map { $0[0] as? String } == ["soup", "lamb-stew", "plov", "toast"])  // by title
        let plov = recipes[2]
        #expect(plov[1] as? String == "Plov")
        #expect(plov[2] as? String == "plov.jpg")
        #expect(plov[3] as? Int == 135)
        #expect(plov[4] as? Int == 1)  // medium
        #expect(plov[5] as? Int == 1)  // Main dishes
        #expect(plov[7] as? [Int] == [3])  // halal (lamb: not vegetarian); gluten-free is a "free from" value
        #expect(plov[8] as? [Int] == Array(0...9))  // rice, lamb, onions, carrots, salt, oil: free from all ten
        #expect(plov[10] as? Int == 0)
        #expect(plov[11] as? Int == 20240321)
        let ingredients = try #require(index["ingredients"] as? [[Any]])
        let names = try #require(plov[12] as? [Int]).map { ingredients[$0][1] as? String }
        #expect(names == ["rice", "lamb shoulder", "onion", "carrots", "salt", "sunflower oil"])  // "1 onion" is the nominative
        #expect(ingredients.filter { ($0[2] as? Int) == 1 }.map { $0[0] as? String } == ["salt", "sunflower oil", "water"])
        let soup = recipes[0]
        #expect(soup[7] as? [Int] == [0, 1, 2])  // carrots, onion, water, salt: vegetarian, vegan, pescatarian by its ingredients
        #expect(soup[3] as? Int == 40)  // prep + cook
        #expect(soup[10] as? Int == 1)  // the site's author
        let toast = recipes[3]
        #expect(toast[2] as? String == "")
        #expect(toast[3] as? Int == 0)
        #expect(toast[4] as? Int == -1)
        #expect(toast[5] as? Int == -1)
        #expect(toast[11] as? Int == 0)
    }

    @Test func nutrientsAreThereOnlyWhenKnown() async throws {
        let result = await build()
        let index = try Self.parse(text(result, "search/index-en.js"))
        #expect((index["nutrients"] as? [[String]]) == [["calories", "kcal"], ["protein", "g"]])
        let recipes = try #require(index["recipes"] as? [[Any]])
        #expect(recipes[2].count == 14)
        let values = try #require(recipes[2][13] as? [NSNumber])
        #expect(values.map(\.doubleValue) == [640, 28.5])
        #expect(recipes[0].count == 13)  // no nutrition: no field at all
        // Without any data the header lists no nutrients.
        var files = Self.site
        files["/site/content/recipes/plov.md"] = files["/site/content/recipes/plov.md"]!.replacingOccurrences(of: "nutrition: {calories: 640, protein: 28.5}\n", with: "")
        let plain = try Self.parse(text(await build(files), "search/index-en.js"))
        #expect((plain["nutrients"] as? [Any])?.isEmpty == true)
    }

    @Test func nutritionHookFillsTheIndex() throws {
        let recipes = SearchIndexTests.recipes()
        let data = SearchData(
            nutrients: { $0.slug == "soup" ? ["calories": Decimal(significand: 1205, scale: 1), "fat": Decimal(significand: 3, scale: 0), "bogus": Decimal(significand: 1, scale: 0)] : nil },
            allergens: { $0.slug == "soup" ? ["celery"] : nil })
        let writer = SearchIndexWriter(
            finder: RecipeFinder(recipes: recipes, language: "en", staples: ["salt"], data: data), language: "en",
            strings: UIStrings(language: "en", entries: [:], origin: ""), vocabulary: ContentVocabulary(),
            categories: [], tags: [], siteAuthor: nil, data: data)
        let index = try Self.parse(writer.files()[0].text)
        #expect((index["nutrients"] as? [[String]]) == [["calories", "kcal"], ["fat", "g"]])
        let rows = try #require(index["recipes"] as? [[Any]])
        let soup = try #require(rows.first { $0[0] as? String == "soup" })
        #expect((soup[13] as? [NSNumber])?.map(\.doubleValue) == [120.5, 3])
        // Allergen data: free from every known allergen but celery.
        let free = try #require(index["free"] as? [[String]]).map { $0[0] }
        #expect((soup[8] as? [Int])?.map { free[$0] } == SearchData.allergenNames.filter { $0 != "celery" })
    }

    @Test func hookNamesOfTheNutritionLibraryAreUnderstood() throws {
        let recipes = SearchIndexTests.recipes()
        let data = SearchData(
            nutrients: { _ in ["energy": SearchData.decimal(412.46)!, "sugars": SearchData.decimal(3.04)!] },
            allergens: { $0.slug == "plov" ? ["dairy", "tree-nut"] : [] },
            knownAllergens: ["gluten", "dairy", "egg", "peanut", "tree-nut", "sesame", "soy", "fish", "shellfish"])
        let writer = SearchIndexWriter(
            finder: RecipeFinder(recipes: recipes, language: "en", staples: [], data: data), language: "en",
            strings: UIStrings(language: "en", entries: [:], origin: ""), vocabulary: ContentVocabulary(),
            categories: [], tags: [], siteAuthor: nil, data: data)
        let index = try Self.parse(writer.files()[0].text)
        #expect((index["nutrients"] as? [[String]]) == [["calories", "kcal"], ["sugar", "g"]])
        let rows = try #require(index["recipes"] as? [[Any]])
        #expect((rows[0][13] as? [NSNumber])?.map(\.doubleValue) == [412.5, 3])
        let free = try #require(index["free"] as? [[String]]).map { $0[0] }
        // Only what the data knows: never "free from celery" for lack of knowing.
        #expect(free == ["gluten", "crustaceans", "eggs", "fish", "peanuts", "soy", "milk", "nuts", "sesame", "molluscs"])
        let plov = try #require(rows.first { $0[0] as? String == "plov" })
        #expect((plov[8] as? [Int])?.map { free[$0] } == ["gluten", "crustaceans", "eggs", "fish", "peanuts", "soy", "sesame", "molluscs"])
        #expect(SearchData.decimal(-1) == nil)
        #expect(SearchData.decimal(2.0, places: 0)?.description == "2")
    }

    @Test func largeIndexesAreSplitIntoParts() throws {
        let recipes = SearchIndexTests.recipes()
        var writer = SearchIndexWriter(
            finder: RecipeFinder(recipes: recipes, language: "en", staples: []), language: "en",
            strings: UIStrings(language: "en", entries: [:], origin: ""), vocabulary: ContentVocabulary(),
            categories: [], tags: [], siteAuthor: nil, data: SearchData())
        writer.partSize = 2
        let files = writer.files()
        #expect(files.map(\.path) == ["search/index-en.js", "search/index-en-2.js"])
        let first = try Self.parse(files[0].text)
        #expect(first["parts"] as? [String] == ["index-en-2.js"])
        #expect((first["recipes"] as? [Any])?.count == 2)
        #expect(files[1].text.hasPrefix("(window.COOKBOOK_INDEX_PARTS=window.COOKBOOK_INDEX_PARTS||[]).push({"))
        // Every part is a sample: part 1 has recipes 0 and 2, part 2 has 1 and 3 (by title).
        #expect(first["stride"] as? Int == 2)
        #expect((first["recipes"] as? [[Any]])?.map { $0[0] as? String } == ["soup", "plov"])
        let second = try Self.parse(files[1].text)
        #expect(second["offset"] as? Int == 1)
        #expect(second["stride"] as? Int == 2)
        #expect(second["part"] as? Int == 2)
        #expect((second["recipes"] as? [[Any]])?.map { $0[0] as? String } == ["lamb-stew", "toast"])
    }

    @Test func termsCarryTheirFieldsAndAreDeltaEncoded() throws {
        let recipes = SearchIndexTests.recipes()
        let writer = SearchIndexWriter(
            finder: RecipeFinder(recipes: recipes, language: "en", staples: []), language: "en",
            strings: UIStrings(language: "en", entries: [:], origin: ""), vocabulary: ContentVocabulary(),
            categories: [], tags: [], siteAuthor: nil, data: SearchData())
        let index = try Self.parse(writer.files()[0].text)
        let terms = try #require(index["terms"] as? [String: [Int]])
        func decoded(_ word: String) -> [(recipe: Int, field: String)] {
            var value = 0
            return (terms[word] ?? []).map { delta in
                value += delta
                return (value / 8, SearchIndexWriter.fields[value % 8].name)
            }
        }
        // Recipes by title: Carrot soup (0), Lamb stew (1), Plov (2), Toast (3).
        #expect(decoded("carrot").map { "\($0.recipe) \($0.field)" } == ["0 title"])
        #expect(decoded("carrots").map { "\($0.recipe) \($0.field)" } == ["0 ingredient", "2 ingredient", "2 summary"])
        #expect(decoded("toast").map { "\($0.recipe) \($0.field)" } == ["3 title"])
        #expect(terms["Plov"] == nil && terms["plov"] != nil)  // folded
    }

    /// The recipes of the in-memory site, decoded, by title.
    static func recipes() -> [Recipe] {
        ["plov.md", "soup.md", "lamb-stew.md", "toast.md"].compactMap { name -> Recipe? in
            let text = site["/site/content/recipes/" + name]!.replacingOccurrences(of: "image: ../images/recipes/plov.jpg\n", with: "")
                .replacingOccurrences(of: "image: ../images/recipes/soup.jpg\n", with: "")
            return Fixture.decode(text, path: "recipes/" + name, config: Fixture.config(categories: ["Soups", "Main dishes"])).recipe
        }.sorted { $0.title < $1.title }
    }
}

extension OutputFile {
    var text: String {
        if case .bytes(let bytes) = contents { return String(decoding: bytes, as: UTF8.self) }
        return ""
    }
}

@Suite struct NutrientValuesTests {
    typealias Decimal = CookbookKit.Decimal
    /// The index's rule written out: keys A to Z, another name counted under its key, the
    /// key as written winning over another name, unknown keys and values below 0 left out.
    static func general(_ values: [String: Decimal]) -> [String: Decimal] {
        var result: [String: Decimal] = [:]
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            let name = SearchData.nutrientAliases[key] ?? key
            if SearchData.nutrientKeys.contains(name), value.significand >= 0, result[name] == nil || key == name { result[name] = value }
        }
        return result
    }

    @Test func knownKeysAreKeptAsTheyAreAndOtherNamesFollowTheGeneralRule() {
        let plain: [String: Decimal] = ["calories": Decimal(significand: 420, scale: 0), "protein": Decimal(significand: 125, scale: 1)]
        let data = SearchData(nutrients: { _ in plain })
        let recipe = SearchIndexTests.recipes()[0]
        #expect(data.nutrientValues(recipe) == plain)
        #expect(data.nutrientValues(recipe) == Self.general(plain))
        // Fixed and random mixes of known keys, other names, unknown keys and values below 0.
        let keys = Array(SearchData.nutrientKeys) + Array(SearchData.nutrientAliases.keys) + ["vitamin-q"]
        #expect(keys.count > SearchData.nutrientKeys.count + 1)
        let mixed: [String: Decimal] = ["energy": Decimal(significand: 500, scale: 0), "calories": Decimal(significand: 420, scale: 0), "fat": Decimal(significand: -1, scale: 0)]
        #expect(data.nutrientValues(recipe) != Self.general(mixed))
        #expect(SearchData(nutrients: { _ in mixed }).nutrientValues(recipe) == Self.general(mixed))
        #expect(SearchData(nutrients: { _ in mixed }).nutrientValues(recipe) == ["calories": Decimal(significand: 420, scale: 0)])
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var values: [String: Decimal] = [:]
            for key in keys where Bool.random(using: &generator) {
                values[key] = Decimal(significand: Int.random(in: -2...900, using: &generator), scale: Int.random(in: 0...2, using: &generator))
            }
            let fixed = values
            #expect(SearchData(nutrients: { _ in fixed }).nutrientValues(recipe) == Self.general(fixed))
        }
    }
}

@Suite struct RelatedRecipesTests {
    @Test func relatedRecipesShareIngredientsCategoryOrTags() async {
        let recipes = SearchIndexTests.recipes()  // Carrot soup, Lamb stew, Plov, Toast
        let finder = RecipeFinder(recipes: recipes, language: "en", staples: PantryStaples.defaults["en"]!)
        let related = await finder.related()
        let titles = related.map { $0.map { recipes[$0].title } }
        #expect(titles[0] == ["Plov", "Lamb stew"])  // carrots and onions; onions only (water, salt are staples)
        #expect(titles[1] == ["Plov", "Carrot soup"])  // lamb, onions, category, tag
        #expect(titles[2] == ["Lamb stew", "Carrot soup"])
        #expect(titles[3] == [])  // shares nothing
        let again = await finder.related()
        #expect(again == related)
    }

    @Test func tiesGoToTheFirstRecipeByTitleAndAtMostFourAreKept() async {
        let base = SearchIndexTests.recipes()[1]  // Lamb stew
        var recipes: [Recipe] = []
        for title in ["Stew A", "Stew B", "Stew C", "Stew D", "Stew E", "Stew F"] {
            var copy = base
            copy.title = title
            copy.slug = Slug.make(title)
            recipes.append(copy)
        }
        let finder = RecipeFinder(recipes: recipes, language: "en", staples: [])
        let related = await finder.related()
        #expect(related[0] == [1, 2, 3, 4])
        #expect(related[5] == [0, 1, 2, 3])
        #expect(await finder.related(count: 2)[2] == [0, 1])
    }

    /// The walk over the postings (`related`) finds the same recipes as scoring every
    /// recipe that shares a feature (`relatedScoringAll`): on random sites of a few hundred
    /// recipes (more than 200, so the common features are left out too) with few
    /// ingredients, tags, categories and cuisines to share, many copies (ties at every
    /// score) and recipes sharing nothing.
    @Test func walkingThePostingsFindsWhatScoringEveryRecipeFinds() async {
        let base = SearchIndexTests.recipes()[1]  // Lamb stew
        let foods = ["lamb", "onion", "carrot", "rice", "beef", "garlic", "cumin", "apple", "flour", "milk", "egg", "leek", "dill", "butter"]
        let tags = ["quick", "winter", "party", "spicy", "cheap", "Quick"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<4 {
            var recipes: [Recipe] = []
            var originals: [Recipe] = []
            for number in 0..<(round < 2 ? 260 : 60) {
                var recipe: Recipe
                if !originals.isEmpty, Int.random(in: 0..<3, using: &generator) == 0 {
                    recipe = originals.randomElement(using: &generator)!  // a copy: the same features
                } else {
                    recipe = base
                    let chosen = foods.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
                    recipe.ingredients = [IngredientGroup(title: nil, lines: chosen.map { IngredientLine(text: $0, location: SourceLocation(path: "", line: 1, column: 1)) })]
                    recipe.tags = tags.filter { _ in Int.random(in: 0..<5, using: &generator) == 0 }
                    recipe.category = Int.random(in: 0..<3, using: &generator) == 0 ? nil : ["Soups", "Mains", "Bread"].randomElement(using: &generator)
                    recipe.cuisine = Int.random(in: 0..<2, using: &generator) == 0 ? nil : ["Uzbek", "French"].randomElement(using: &generator)
                    originals.append(recipe)
                }
                recipe.title = "Recipe \(number)"
                recipe.slug = "recipe-\(number)"
                recipes.append(recipe)
            }
            let finder = RecipeFinder(recipes: recipes, language: "en", staples: ["water"])
            for count in [1, 4, 7] {
                let walked = await finder.related(count: count)
                let scored = finder.relatedScoringAll(count: count)
                #expect(walked == scored, "round \(round), count \(count)")
                #expect(walked.contains { $0.count == count })
            }
        }
    }

    @Test func recipePageListsRelatedRecipesAndMarksIngredientsForThePantry() async {
        let result = await Builder.build(root: "/site", fileSystem: .memory(SearchIndexTests.site))
        guard case .bytes(let bytes)? = result.files.first(where: { $0.path == "recipes/plov.html" })?.contents else {
            Issue.record("no plov page")
            return
        }
        let page = String(decoding: bytes, as: UTF8.self)
        #expect(page.contains("<h2 id=\"related-heading\">You might also like</h2>"))
        #expect(page.contains("href=\"../recipes/lamb-stew.html\""))
        #expect(page.contains("data-keys=\"ric|lamb shoulder|onion|carrot||\""))
        #expect(page.contains("<script defer src=\"../assets/pantry.js\"></script>"))
        guard case .bytes(let toastBytes)? = result.files.first(where: { $0.path == "recipes/toast.html" })?.contents else { return }
        #expect(!String(decoding: toastBytes, as: UTF8.self).contains("related-heading"))
    }
}

@Suite struct PantryStaplesTests {
    func config(_ yaml: String) -> Outcome<SiteConfig> {
        ConfigDecoder.decode(SourceFile(contentPath: "site.yaml", displayPath: "content/site.yaml", bytes: Array(yaml.utf8)), contentFiles: [], escapingFiles: [])
    }

    @Test func defaultsPerLanguage() {
        let config = SiteConfig()
        #expect(PantryStaples.names(for: "en", config: config) == ["salt", "black pepper", "black peppercorns", "water", "oil"])
        #expect(PantryStaples.names(for: "ru", config: config).first == "соль")
        #expect(PantryStaples.names(for: "fr", config: config) == [])
    }

    @Test func aListIsForEveryLanguage() {
        let decoded = config("languages: [en, ru]\npantry_staples: [salt, соль]\n")
        #expect(decoded.diagnostics.isEmpty)
        #expect(PantryStaples.names(for: "en", config: decoded.value) == ["salt", "соль"])
        #expect(PantryStaples.names(for: "ru", config: decoded.value) == ["salt", "соль"])
        #expect(PantryStaples.names(for: "en", config: config("pantry_staples: []\n").value) == [])
    }

    @Test func aMappingIsPerLanguage() {
        let decoded = config("languages: [en, ru]\npantry_staples:\n  en: [salt, water]\n")
        #expect(decoded.diagnostics.isEmpty)
        #expect(PantryStaples.names(for: "en", config: decoded.value) == ["salt", "water"])
        #expect(PantryStaples.names(for: "ru", config: decoded.value) == PantryStaples.defaults["ru"])
    }

    @Test func unknownLanguageAndWrongShapeAreErrors() {
        let unknown = config("pantry_staples:\n  de: [Salz]\n")
        #expect(unknown.diagnostics.map(\.code) == ["invalid-value"])
        #expect(unknown.diagnostics.first?.location.line == 2)
        let wrong = config("pantry_staples:\n  en: {salt: 1}\n")
        #expect(wrong.diagnostics.map(\.code) == ["wrong-type"])
    }
}

/// Issue 17 (search quality) and issue 11 (twins, not data): the text rules the browser
/// gets from the Swift tables, other words and Latin spellings in the index, known foods,
/// "without" words, recipes that exist only in other languages, and one pantry for all
/// languages.
@Suite struct SearchQualityTests {
    static var repository: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    /// Tests/shared/search-text.js (what the node tests load) is what the build writes as
    /// search/text.js. Re-record: RECORD_SEARCH_TEXT=1 swift test --filter SearchQualityTests
    @Test func theBrowsersTextDataIsGeneratedFromTheSwiftTables() throws {
        let path = Self.repository.appendingPathComponent("Tests/shared/search-text.js")
        let source = SearchTextScript.source()
        if ProcessInfo.processInfo.environment["RECORD_SEARCH_TEXT"] == "1" {
            try source.write(to: path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: path, encoding: .utf8)
        #expect(stored == source, "Tests/shared/search-text.js is stale: RECORD_SEARCH_TEXT=1 swift test --filter SearchQualityTests")
        // The tables themselves, not copies: every Russian noun ending and Kazakh plural is in it.
        for ending in RussianStemmer.noun { #expect(source.contains("\"\(String(String.UnicodeScalarView(ending)))\"")) }
        #expect(source.contains("\"ә\":\"а\""))
        #expect(source.contains("\"leaves\":\"leaf\""))
        // The engine carries no copy of the data.
        let engine = try String(contentsOf: Self.repository.appendingPathComponent("templates/assets/search-engine.js"), encoding: .utf8)
        #expect(!engine.contains("\"иями\""))
        #expect(!engine.contains("leaves: \"leaf\""))
    }

    @Test func latinSpellingsOfCyrillicWords() throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("Tests/shared/search-cases.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(root["latin"] as? [[String: Any]])
        #expect(cases.count >= 8)
        for c in cases {
            let input = try #require(c["input"] as? String)
            #expect(SearchText.latin(input) == c["latin"] as? String, "\(input)")
        }
        #expect(SearchText.latin("борщ") == "borshch")
        #expect(SearchText.latin("плов") == "plov")
        #expect(SearchText.latin(SearchText.fold("бешбармақ")) == "beshbarmak")
        #expect(SearchText.latin("plov") == nil)
    }

    @Test func synonymsMeetByStem() {
        let ru = SearchSynonyms(groups: ["морковь, морковка, морковки", "плов, плоф, pilaf", "мясной фарш, фарш"], language: "ru")
        #expect(ru.words(for: "моркови", "ru") == ["морковка", "морковки", "морковь"])
        #expect(ru.words(for: "плова", "ru") == ["pilaf", "плов", "плоф"])
        // A member of several words is added, but only one-word members bring a group in.
        #expect(ru.words(for: "фарша", "ru") == ["мясной", "фарш"])
        #expect(ru.words(for: "мясной", "ru") == [])
        #expect(ru.words(for: "рис", "ru") == [])
    }

    @Test func theIndexFindsOtherWordsLatinSpellingsAndSaysWhatIsElsewhere() async throws {
        var files = SearchIndexTests.site
        files["/site/content/i18n/ru.yaml"]! += "\nsynonyms: [\"лопатка, плечо\"]\n"
        let result = await Builder.build(root: "/site", fileSystem: .memory(files))
        #expect(result.diagnostics.map(\.formatted) == [])
        func index(_ path: String) throws -> [String: Any] {
            guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return [:] }
            return try SearchIndexTests.parse(String(decoding: bytes, as: UTF8.self))
        }
        let ru = try index("search/index-ru.js")
        let terms = try #require(ru["terms"] as? [String: Any])
        #expect(terms["plov"] != nil)  // Плов in Latin letters
        #expect(terms["плоф"] != nil)  // the theme's synonyms
        #expect(terms["pilaf"] != nil)
        #expect(terms["плечо"] != nil)  // the site's own (content/i18n/ru.yaml)
        #expect(terms["морковка"] != nil)  // моркови
        // Known foods: a typo of one is never another ("курицы" is not "корицы").
        let foods = Set(try #require(ru["foods"] as? [String]))
        #expect(foods.isSuperset(of: ["куриц", "кориц", "морков"]))
        let without = try #require(ru["without"] as? [String: [String]])
        #expect(without["words"] == ["без"])
        // Recipes only in English, and where they are.
        let elsewhere = try #require(ru["elsewhere"] as? [[Any]])
        #expect(elsewhere.map { $0[0] as? String } == ["lamb-stew", "soup", "toast"])
        let soup = try #require(elsewhere[1][1] as? [[String]])
        #expect(soup == [["en", "English", "Carrot soup", "recipes/soup.html"]])
        // Each ingredient the dictionary knows carries its food, the same in every language.
        let en = try index("search/index-en.js")
        #expect((en["elsewhere"] as? [Any])?.isEmpty == true)
        func foodsByName(_ index: [String: Any]) -> [String: String] {
            let list = (index["ingredients"] as? [[Any]]) ?? []
            return Dictionary(list.compactMap { i in (i.count > 4 ? i[4] as? String : nil).map { (i[1] as! String, $0) } }, uniquingKeysWith: { a, _ in a })
        }
        let enFoods = foodsByName(en), ruFoods = foodsByName(ru)
        #expect(enFoods["carrots"] != nil)
        #expect(enFoods["carrots"] == ruFoods["моркови"])
        // "Gluten-free" is a "free from" value, not the word "gluten".
        let enTerms = try #require(en["terms"] as? [String: Any])
        #expect(enTerms["gluten"] == nil)
        #expect(enTerms["halal"] != nil)
    }

    @Test func onePantryForEveryLanguageAndLinksToUntranslatedRecipes() async throws {
        let result = await Builder.build(root: "/site", fileSystem: .memory(SearchIndexTests.site))
        func page(_ path: String) -> String {
            guard case .bytes(let bytes)? = result.files.first(where: { $0.path == path })?.contents else { return "" }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(page("pantry.html").contains("data-storage=\"cookbook-pantry:family-book\""))
        #expect(page("ru/pantry.html").contains("data-storage=\"cookbook-pantry:family-book\""))
        #expect(page("ru/recipes/plov.html").contains("data-foods=\""))
        // "What can I cook" from the header of every page and from the home page.
        #expect(page("recipes/plov.html").contains("<a href=\"../pantry.html\">What can I cook</a>"))
        #expect(page("ru/index.html").contains("<a href=\"pantry.html\">Что приготовить</a>"))
        #expect(page("index.html").contains("<p class=\"all-link\"><a href=\"pantry.html\">"))
        // A recipe only in English: the Russian link says which languages have it.
        #expect(page("recipes/soup.html").contains("href=\"../ru/index.html?recipe=soup&amp;in=en#not-translated\""))
        #expect(page("ru/index.html").contains("<script defer src=\"../assets/notice.js\"></script>"))
        // Recipe pages load their scripts deferred and offer a jump to the ingredients.
        let plov = page("recipes/plov.html")
        #expect(!plov.contains("<script src="))
        #expect(plov.contains("<script defer src=\"../assets/steps.js\"></script>"))
        #expect(plov.contains("<a href=\"#ingredients\">Jump to recipe</a>"))
    }
}

/// `Allergen`: one vocabulary for the filter names, the food flags and the strings.
@Suite struct AllergenVocabularyTests {
    @Test func flagsAndSpellingsMapOntoTheFourteen() {
        #expect(Allergen.allCases.count == 14)
        #expect(Allergen.named("dairy") == [.milk])
        #expect(Allergen.named("shellfish") == [.crustaceans, .molluscs])
        #expect(Allergen.named("sulfites") == [.sulphites])
        #expect(Allergen.named("meat") == [])
        #expect(SearchData.allergenNames.first == "gluten")
        // Every allergen flag of the food data means at least one of the fourteen.
        for flag in FoodFlag.allergens { #expect(!flag.euAllergens.isEmpty, "\(flag)") }
        #expect(SearchData.canonicalAllergens(["tree-nut", "egg", "nut"]) == ["nuts", "eggs"])
    }
}

/// Related recipes by scoring every recipe that shares a feature with each recipe (the way
/// before stop 31): what `RecipeFinder.related` is compared with.
extension RecipeFinder {
    /// `related(count:)` by scoring every recipe that shares a feature with each recipe:
    /// the way before stop 31, time growing with the square of the recipes on a large site.
    /// For the tests, which compare the two.
    func relatedScoringAll(count: Int = 4) -> [[Int]] {
        let n = recipes.count
        guard n > 1, count > 0 else { return Array(repeating: [], count: n) }
        return relatedTables().scoringAll(0..<n, count: count)
    }
}

extension RecipeFinder.RelatedTables {
    /// Every recipe sharing a feature scored, for each recipe of `range`.
    func scoringAll(_ range: Range<Int>, count: Int) -> [[Int]] {
        var scores = [Double](repeating: 0, count: recipeCount)
        var touched: [Int] = []
        var out: [[Int]] = []
        for index in range {
            for f in featureStarts[index]..<featureStarts[index + 1] {
                let feature = features[f]
                let weight = weights[feature]
                for p in postingStarts[feature]..<postingStarts[feature + 1] {
                    let o = Int(postings[p])
                    if o == index { continue }
                    if scores[o] == 0 { touched.append(o) }
                    scores[o] += weight
                }
            }
            var best: [(score: Double, index: Int)] = []
            for o in touched {
                Self.keep((score: scores[o], index: o), in: &best, count: count)
                scores[o] = 0
            }
            touched.removeAll(keepingCapacity: true)
            out.append(best.map(\.index))
        }
        return out
    }
}
