import Testing
import Foundation
@testable import CookbookKit
@testable import CookbookTheme

@Suite struct UIStringsTests {
    static let russian = """
        language_name: Русский
        recipe_count: {one: "{n} рецепт", few: "{n} рецепта", many: "{n} рецептов", other: "{n} рецепта"}
        months: [января, февраля]
        """

    @Test(arguments: [
        (1, "1 рецепт"), (2, "2 рецепта"), (4, "4 рецепта"), (5, "5 рецептов"), (11, "11 рецептов"),
        (12, "12 рецептов"), (14, "14 рецептов"), (21, "21 рецепт"), (22, "22 рецепта"), (25, "25 рецептов"),
        (101, "101 рецепт"), (111, "111 рецептов"), (0, "0 рецептов"),
    ])
    func russianPluralsFollowCLDR(n: Int, expected: String) throws {
        let strings = try #require(UIStrings.parse(Self.russian, language: "ru", path: "ru.yaml").value)
        #expect(strings.plural("recipe_count", n) == expected)
    }

    @Test func englishAndKazakhUseOneAndOther() throws {
        let en = try #require(UIStrings.parse("n: {one: \"{n} recipe\", other: \"{n} recipes\"}", language: "en", path: "en.yaml").value)
        #expect(en.plural("n", 1) == "1 recipe")
        #expect(en.plural("n", 0) == "0 recipes")
        #expect(en.plural("n", 21) == "21 recipes")
        let kk = try #require(UIStrings.parse("n: {one: \"{n} рецепт\", other: \"{n} рецепт\"}", language: "kk", path: "kk.yaml").value)
        #expect(kk.plural("n", 5) == "5 рецепт")
    }

    @Test func aRussianPluralWithoutFewIsAnError() {
        let parsed = UIStrings.parse("count: {one: a, many: b, other: c}", language: "ru", path: "templates/i18n/ru.yaml")
        #expect(
            parsed.diagnostics.map(\.formatted) == [
                "templates/i18n/ru.yaml:1:8: error: 'count' has no 'few' form, which ru needs [missing-plural]\n  hint: ru uses the forms one, few, many, other"
            ])
    }

    @Test func missingKeysNameTheKeyAndTheFile() throws {
        let full = try #require(UIStrings.parse("a: A\nb: B\n", language: "en", path: "en.yaml").value)
        let part = try #require(UIStrings.parse("a: А\n", language: "ru", path: "templates/i18n/ru.yaml").value)
        #expect(
            part.missingKeys(comparedTo: full).map(\.formatted) == [
                "templates/i18n/ru.yaml:1:1: error: the interface string 'b' is missing in ru [missing-string]\n  hint: en.yaml has it; add 'b: ...'"
            ])
    }

    @Test func builtInLanguagesHaveTheSameKeys() throws {
        let theme = try #require(Theme.load(root: "/none", displayPrefix: "", fileSystem: .memory([String: String]())).value)
        let strings = theme.strings(for: ["en", "ru", "kk"], displayPrefix: "")
        #expect(strings.diagnostics.map(\.formatted) == [])
        #expect(strings.value["kk"]?.format("date_format", ["day": "21", "month": "наурыз", "year": "2024"]) == "2024 ж. 21 наурыз")
    }

    /// `format` fills each `{name}` in one pass: values are written as they are (a
    /// placeholder inside a value stays), unknown and unclosed braces stay.
    @Test func formatFillsPlaceholdersOnce() throws {
        let yaml = "a: \"{x} and {y}, {x}!\"\nb: \"{{x}} {unknown} {x\"\nc: plain\nd: \"é{x}\u{301}{x}\"\n"
        let strings = try #require(UIStrings.parse(yaml, language: "en", path: "en.yaml").value)
        #expect(strings.format("a", ["x": "1", "y": "{x}"]) == "1 and {x}, 1!")
        #expect(strings.format("b", ["x": "Ω"]) == "{Ω} {unknown} {x")
        #expect(strings.format("c", ["x": "1"]) == "plain")
        #expect(strings.format("d", ["x": "1"]) == "é1\u{301}1")
        #expect(strings.format("missing", ["x": "1"]) == "missing")
    }
}

@Suite struct TranslationTests {
    func site(_ extra: [String: String]) -> [String: String] {
        var files = [
            "/s/content/site.yaml": "title: T\nlanguages: [en, ru]\n",
            "/s/content/recipes/plov.md": "---\ntitle: Plov\nservings: 4\ningredients:\n  - 1 kg rice\n  - 1 onion\n---\n## Steps\n\n1. Cook.\n2. Eat.\n",
        ]
        for (k, v) in extra { files[k] = v }
        return files
    }

    func build(_ files: [String: String]) async -> BuildResult {
        await Builder.build(root: "/s", fileSystem: .memory(files))
    }

    @Test func aTranslationBecomesThePageInItsLanguageWithTheOriginalsNumbers() async throws {
        let result = await build(site(["/s/content/recipes/plov.ru.md": "---\ntitle: Плов\n---\n## Шаги\n\n1. Варить.\n2. Есть.\n"]))
        #expect(result.diagnostics.map(\.code) == ["missing-translation"])
        let page = try #require(result.files.first { $0.path == "ru/recipes/plov.html" })
        guard case .bytes(let bytes) = page.contents else { return }
        let html = String(decoding: bytes, as: UTF8.self)
        #expect(html.contains("<html lang=\"ru\">"))
        #expect(html.contains("<h1 dir=\"auto\">Плов</h1>"))
        #expect(html.contains("<dt>Порций</dt><dd id=\"facts-servings\">4</dd>"))
        // The original's lines, with the food's name in Russian from the ingredient dictionary.
        #expect(html.contains("<li><span class=\"q\" data-low=\"1\" data-high=\"1\" data-unit=\"kg\">1 kg</span> rice <span class=\"gloss\">(рис)</span></li>"))
        #expect(html.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../recipes/plov.html\">"))
        #expect(html.contains("<a href=\"../../recipes/plov.html\" hreflang=\"en\" lang=\"en\">English</a>"))
    }

    @Test func anUntranslatedRecipeLinksToTheOtherLanguagesHome() async throws {
        let result = await build(site([:]))
        let page = try #require(result.files.first { $0.path == "recipes/plov.html" })
        guard case .bytes(let bytes) = page.contents else { return }
        let html = String(decoding: bytes, as: UTF8.self)
        // The home says it is not translated and links it where it is (assets/notice.js reads the query).
        #expect(html.contains("<a href=\"../ru/index.html?recipe=plov&amp;in=en#not-translated\" hreflang=\"ru\" lang=\"ru\">Русский</a>"))
        #expect(!html.contains("hreflang=\"ru\" href="))
        #expect(result.files.contains { $0.path == "ru/index.html" })
        #expect(!result.files.contains { $0.path == "ru/recipes/plov.html" })
    }

    @Test func driftInStepsAndIngredientsIsReported() async {
        let ru = "---\ntitle: Плов\ningredients:\n  - 1 кг риса\n---\n## Шаги\n\n1. Варить.\n"
        let result = await build(site(["/s/content/recipes/plov.ru.md": ru]))
        let drift = result.diagnostics.filter { $0.code == "translation-drift" }.map(\.formatted)
        #expect(
            drift == [
                "content/recipes/plov.ru.md:1:1: warning: the steps differ from the original: 1 step here, 2 steps in content/recipes/plov.md [translation-drift]\n  hint: step N of a translation should say what step N of the original says",
                "content/recipes/plov.ru.md:4:1: warning: the ingredients differ from the original: 1 line here, 2 lines in content/recipes/plov.md [translation-drift]\n  hint: translate every ingredient line, in the same order and groups",
            ])
    }

    /// Issue 17: "Выход: about 40 baursaks" on a Russian page.
    @Test func aYieldInWordsIsTranslatedOrNotShown() async throws {
        func page(_ result: BuildResult, _ path: String) throws -> String {
            let file = try #require(result.files.first { $0.path == path })
            guard case .bytes(let bytes) = file.contents else { return "" }
            return String(decoding: bytes, as: UTF8.self)
        }
        var files = site(["/s/content/recipes/plov.ru.md": "---\ntitle: Плов\n---\n## Шаги\n\n1. А.\n2. Б.\n"])
        files["/s/content/recipes/plov.md"] = files["/s/content/recipes/plov.md"]!.replacingOccurrences(of: "servings: 4", with: "servings: 4\nyield: about 40 baursaks")
        var result = await build(files)
        #expect(try page(result, "recipes/plov.html").contains("<span class=\"n\" data-forms=\"baursak|baursaks\" data-lang=\"en\">baursaks</span>"))
        #expect(try !page(result, "ru/recipes/plov.html").contains("baursak"))
        #expect(
            result.diagnostics.map(\.formatted).contains(
                "content/recipes/plov.ru.md:1:1: warning: the yield 'about 40 baursaks' of content/recipes/plov.md is not translated: the page shows none [translation-drift]\n  hint: add 'yield:' in this language to the front matter"))
        files["/s/content/recipes/plov.ru.md"] = "---\ntitle: Плов\nyield: около 40 баурсаков\n---\n## Шаги\n\n1. А.\n2. Б.\n"
        result = await build(files)
        #expect(try page(result, "ru/recipes/plov.html").contains(">баурсаков</span>") || page(result, "ru/recipes/plov.html").contains("около <span class=\"q\""))
        #expect(!result.diagnostics.contains { $0.message.contains("yield") })
    }

    @Test func translationsMayNotChangeNumbers() async {
        let ru = "---\ntitle: Плов\nservings: 8\n---\n## Шаги\n\n1. А.\n2. Б.\n"
        let result = await build(site(["/s/content/recipes/plov.ru.md": ru]))
        #expect(
            result.diagnostics.map(\.formatted).contains(
                "content/recipes/plov.ru.md:3:1: error: 'servings' cannot be translated: it is taken from the original [unknown-field]\n  hint: remove it here and change it in recipes/plov.md if needed"))
    }

    /// Issue 17: a Russian page showed "kazan or heavy Dutch oven" under «Посуда».
    @Test func anUntranslatedEquipmentListIsReported() async throws {
        var files = site([:])
        files["/s/content/recipes/plov.md"] = files["/s/content/recipes/plov.md"]!.replacingOccurrences(of: "servings: 4\n", with: "servings: 4\nequipment: [kazan, skimmer]\n")
        let ru = "---\ntitle: Плов\n---\n## Шаги\n\n1. А.\n2. Б.\n"
        let missing = await build(files.merging(["/s/content/recipes/plov.ru.md": ru], uniquingKeysWith: { _, b in b }))
        #expect(
            missing.diagnostics.filter { $0.code == "untranslated-list" }.map(\.formatted) == [
                "content/recipes/plov.ru.md:1:1: warning: the equipment list is not translated: the ru page would show kazan, skimmer [untranslated-list]\n  hint: add equipment: [...] to the front matter, in ru, in the same order"
            ])
        let short = ru.replacingOccurrences(of: "title: Плов\n", with: "title: Плов\nequipment: [казан]\n")
        let drift = await build(files.merging(["/s/content/recipes/plov.ru.md": short], uniquingKeysWith: { _, b in b }))
        #expect(drift.diagnostics.map(\.formatted).contains { $0.contains("the equipment differs from the original: 1 here, 2 in content/recipes/plov.md [translation-drift]") })
        let full = ru.replacingOccurrences(of: "title: Плов\n", with: "title: Плов\nequipment: [казан, шумовка]\n")
        let translated = await build(files.merging(["/s/content/recipes/plov.ru.md": full], uniquingKeysWith: { _, b in b }))
        #expect(translated.diagnostics.filter { ["untranslated-list", "translation-drift"].contains($0.code) }.isEmpty)
        guard case .bytes(let bytes)? = translated.files.first(where: { $0.path == "ru/recipes/plov.html" })?.contents else {
            Issue.record("no Russian page")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains("<ul class=\"equipment-list\"><li>казан</li><li>шумовка</li></ul>"))
    }

    @Test func orphanAndUnknownLanguageTranslations() async {
        let result = await build(
            site([
                "/s/content/recipes/manti.ru.md": "---\ntitle: Манты\n---\n## Шаги\n\n1. А.\n",
                "/s/content/recipes/plov.de.md": "---\ntitle: Plov\n---\n## Steps\n\n1. A.\n",
            ]))
        let codes = result.diagnostics.map { "\($0.location.path) \($0.code)" }
        #expect(codes.contains("content/recipes/manti.ru.md orphan-translation"))
        #expect(codes.contains("content/recipes/plov.de.md unknown-language"))
    }

    @Test func aLanguageWithoutInterfaceStringsIsAnError() async {
        var files = site([:])
        files["/s/content/site.yaml"] = "title: T\nlanguages: [en, de]\n"
        let result = await build(files)
        #expect(result.diagnostics.map(\.formatted).contains { $0.hasPrefix("templates/i18n/de.yaml:1:1: error: the theme has no interface strings for 'de' [missing-strings]") })
    }

    @Test func translationTableShowsWhatIsMissing() async {
        let result = await build(site(["/s/content/recipes/plov.ru.md": "---\ntitle: Плов\n---\n## Шаги\n\n1. А.\n2. Б.\n"]))
        #expect(
            result.translationReport == """
                recipe                   en  ru
                content/recipes/plov.md  ✓   ✓
                1 recipe in en; ru: 1 of 1
                """)
    }

    /// A translation's name is told apart by its parts; a name with fewer than two dots
    /// is rejected by a scan of bytes first.
    @Test func translationNamesAreSplit() {
        #expect(TranslationDecoder.split("recipes/plov.ru.md")! == ("ru", "recipes/plov.md"))
        #expect(TranslationDecoder.split("recipes/soups/shchi.kk.md")! == ("kk", "recipes/soups/shchi.md"))
        #expect(TranslationDecoder.split("plov.en.md")! == ("en", "plov.md"))
        #expect(TranslationDecoder.split("recipes/plov.md") == nil)
        #expect(TranslationDecoder.split("recipes/a.b.c/plov.md") == nil)
        #expect(TranslationDecoder.split("recipes/plov.xx.md") == nil)
        #expect(TranslationDecoder.split("recipes/plov.ru.txt") == nil)
        #expect(TranslationDecoder.split("recipes/a.plov.ru.md") == nil)
        #expect(TranslationDecoder.split("recipes/plov..ru.md")! == ("ru", "recipes/plov.md"))
        #expect(TranslationDecoder.split("") == nil)
    }
}

@Suite struct TranslationAmountTests {
    func build(_ ru: String) async -> [String] {
        let files = [
            "/s/content/site.yaml": "title: T\nlanguages: [en, ru]\n",
            "/s/content/i18n/ru.yaml": "title: Т\n",
            "/s/content/recipes/plov.md": "---\ntitle: Plov\ningredients:\n  - 1 1/2 cups milk\n  - 1.5 l water\n  - juice of 1/2 lemon\n---\n## Steps\n\n1. Cook.\n",
            "/s/content/recipes/plov.ru.md": "---\ntitle: Плов\ningredients:\n" + ru + "---\n## Шаги\n\n1. Варить.\n",
        ]
        return await Builder.build(root: "/s", fileSystem: .memory(files)).diagnostics.map(\.formatted)
    }

    @Test func theSameAmountsInOtherUnitsAndDecimalCommasAreNoDrift() async {
        #expect(await build("  - 1 1/2 чашки молока\n  - 1,5 л воды\n  - сок 1/2 лимона\n") == [])
    }

    @Test func anotherAmountIsReportedAtTheLine() async {
        #expect(
            await build("  - 1 1/2 чашки молока\n  - 1,2 л воды\n  - сок 1/2 лимона\n") == [
                "content/recipes/plov.ru.md:5:5: warning: '1,2 л воды' has another amount than '1.5 l water' in content/recipes/plov.md [translation-drift]\n  hint: a translation must keep the original's amounts"
            ])
    }
}

/// No page shows a key instead of its text: the keys the code reads are required.
@Suite struct UIStringsRequiredKeysTests {
    @Test func theBuiltInStringsHaveEveryRequiredKey() throws {
        let theme = try #require(Theme.load(root: "/none", displayPrefix: "", fileSystem: .memory([String: String]())).value)
        for language in ["en", "ru", "kk"] {
            let strings = try #require(theme.strings[language])
            #expect(strings.missingRequiredKeys().map(\.formatted) == [], "\(language)")
        }
    }

    @Test func aKeyMissingInEveryLanguageIsAnError() throws {
        let theme = try #require(
            Theme.load(
                root: "/s", displayPrefix: "",
                fileSystem: .memory([
                    "/s/templates/i18n/en.yaml": String(decoding: BuiltinTheme.files["i18n/en.yaml"]!.utf8, as: UTF8.self)
                        .split(separator: "\n").filter { !$0.hasPrefix("nav_home:") }.joined(separator: "\n") + "\n"
                ])
            ).value)
        let strings = theme.strings(for: ["en"], displayPrefix: "")
        #expect(
            strings.diagnostics.map(\.formatted) == [
                "templates/i18n/en.yaml:1:1: error: the interface string 'nav_home' is missing in en [missing-string]\n"
                    + "  hint: cookbook needs it; the built-in theme's templates/i18n/en.yaml has it (cookbook init --with-theme)"
            ])
    }

    /// Every literal key the sources read (`strings["x"]`, `.plural("x"`, `.format("x"`,
    /// `.list("x"`) is required.
    @Test func everyKeyTheSourcesReadIsRequired() throws {
        let root = ExampleCookbook.root + "/Sources"
        let pattern = try NSRegularExpression(pattern: #"strings(?:\[|\.plural\(|\.format\(|\.list\()"([a-z_0-9]+)""#)
        var read = Set<String>()
        let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files where !file.hasSuffix("BuiltinTheme.swift") {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                read.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(read.count > 30)
        // `"diet_" + name`: a prefix, which some required keys must start with.
        let missing = read.filter { key in key.hasSuffix("_") ? !UIStrings.requiredKeys.contains { $0.hasPrefix(key) } : !UIStrings.requiredKeys.contains(key) }
        #expect(missing.sorted() == [], "add these keys to UIStrings.requiredKeys")
    }
}
