import Testing
@testable import CookbookKit
@testable import CookbookSupport

/// `RecipeFile.decode`: the one path from a file's bytes to a recipe or translation,
/// which build, check and inspect share.
@Suite struct RecipeFileTests {
    static let withImage = Fixture.recipe("title: Plov\ndifficulty: meduim", body: "\n![](missing.jpg)\n\n## Steps\n\n1. Cook.\n")

    @Test func aRecipeGetsTheParserTheBodyImageAndTheDecoderDiagnostics() throws {
        let file = RecipeFile.decode(Fixture.file(Self.withImage), context: Fixture.context())
        #expect(file.translationOf == nil)
        #expect(file.parsed != nil)
        #expect(file.decoded == nil)
        #expect(file.diagnostics.sortedForOutput().map(\.code.rawValue) == ["missing-field", "invalid-value", "missing-image", "missing-alt"])
    }

    @Test func aGoodRecipeIsDecodedWithItsWarnings() throws {
        let text = Fixture.recipe("title: Plov\ningredients:\n  - 1 onion", body: "\n![](photo.jpg)\n\n## Steps\n\n1. Cook.\n")
        let file = RecipeFile.decode(Fixture.file(text), context: Fixture.context(contentFiles: ["recipes/photo.jpg"]))
        #expect(file.recipe?.title == "Plov")
        #expect(file.translation == nil)
        #expect(file.diagnostics.map(\.code.rawValue) == ["missing-alt"])
    }

    @Test func aTranslationIsDecodedAsATranslation() throws {
        let text = "---\ntitle: Плов\n---\n\n## Шаги\n\n1. Варить.\n"
        let file = RecipeFile.decode(Fixture.file(text, path: "recipes/plov.ru.md"), context: Fixture.context())
        #expect(file.translationOf?.language == "ru")
        #expect(file.translationOf?.original == "recipes/plov.md")
        #expect(file.recipe == nil)
        #expect(file.translation?.title == "Плов")
    }

    @Test func unreadableBytesStopBeforeParsing() {
        let file = RecipeFile.decode(Fixture.file(bytes: [0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe]), context: Fixture.context())
        #expect(file.parsed == nil)
        #expect(file.decoded == nil)
        #expect(file.diagnostics.map(\.code.rawValue) == ["not-utf8"])
    }

    @Test func buildAndInspectReportTheSameDiagnostics() throws {
        let source = Fixture.file(Self.withImage)
        let context = Fixture.context()
        let expected = RecipeFile.decode(source, context: context).diagnostics.sortedForOutput().map(\.code.rawValue)
        let json = Inspector.inspect(files: [source], context: context).serialized()
        for code in expected { #expect(json.contains("\"code\":\"\(code)\"")) }
        #expect(expected.count == 4)
    }
}
