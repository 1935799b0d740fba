import Foundation
import Testing
import ZIPFoundation
@testable import CookbookImport
@testable import CookbookKit
@testable import CookbookSupport

/// Files and archives for the import tests, made here from the formats' documentation.
enum ImportFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/import"
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func temporaryFolder(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "cookbook-import-\(name)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An empty cookbook (as `cookbook init` makes it, without its sample recipe).
    static func emptyCookbook(_ name: String) throws -> String {
        let root = temporaryFolder(name) + "/book"
        try Scaffolder.write(Scaffolder.siteFiles(title: "Imported", date: RecipeDate(year: 2024, month: 1, day: 1), withTheme: false), into: root)
        for file in (try? FileManager.default.contentsOfDirectory(atPath: root + "/content/recipes")) ?? [] {
            try FileManager.default.removeItem(atPath: root + "/content/recipes/" + file)
        }
        return root
    }

    /// A zip with the given entries (stored or deflated), written with ZIPFoundation.
    static func zip(_ entries: [(String, [UInt8])], compress: Bool = true) throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, bytes) in entries {
            let data = Data(bytes)
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                compressionMethod: compress ? .deflate : .none
            ) { position, size in
                data.subdata(in: Int(position)..<(Int(position) + size))
            }
        }
        return [UInt8](archive.data ?? Data())
    }

    /// gzip (RFC 1952): header, raw deflate from ZIPFoundation, CRC-32 and length.
    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let data = Data(bytes)
        var deflated = Data()
        _ = try Data.compress(
            size: Int64(data.count), bufferSize: 16 * 1024,
            provider: { position, size in
                data.subdata(in: Int(position)..<min(data.count, Int(position) + size))
            }, consumer: { deflated.append($0) })
        let crc = data.crc32(checksum: 0)
        var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
        out += [UInt8](deflated)
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((crc >> UInt32(shift)) & 0xFF)) }
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((UInt32(truncatingIfNeeded: data.count) >> UInt32(shift)) & 0xFF)) }
        return out
    }

    static func json(_ object: Any) -> [UInt8] {
        [UInt8](try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }

    static let jpeg: [UInt8] = Array(FileManager.default.contents(atPath: folder + "/lentil-soup_files/soup.jpg") ?? Data())

    /// A Paprika 3 recipe as its export stores it (field names from Paprika's export format).
    static func paprikaRecipe(name: String, photo: Bool = true) -> [String: Any] {
        var recipe: [String: Any] = [
            "uid": "A1B2", "name": name, "servings": "4 servings", "prep_time": "15 mins", "cook_time": "1 hr",
            "total_time": "", "source": "Grandma", "source_url": "https://example.org/borsch",
            "categories": ["Soups", "Winter"], "rating": 5, "difficulty": "Easy", "created": "2021-02-03 10:11:12",
            "description": "", "notes": "Better the next day.",
            "ingredients": "For the broth:\n500 g beef\n2 l water\nVegetables:\n2 beets\n1 carrot\n1 onion",
            "directions": "1. Simmer the beef in the water for an hour.\n\n2. Add the vegetables and cook until tender.",
            "nutritional_info": "Calories: 300", "hash": "xyz",
        ]
        if photo { recipe["photo_data"] = Data(jpeg).base64EncodedString() }
        return recipe
    }
}

@Suite struct ImportReaderTests {
    @Test func jsonLDInASavedPage() throws {
        let source = ImportSource(path: ImportFixture.folder + "/lentil-soup.html", display: "lentil-soup.html")
        let recipes = try ImportFormats.format(forExtension: "html")!.read(source, ImportLimits())
        #expect(recipes.count == 1)
        let r = try #require(recipes.first)
        #expect(r.title == "Red lentil soup")
        // HTML in strings is read as text; a script's words are left out.
        #expect(r.summary == "A quick soup with red lentils & cumin.")
        #expect(r.author == "Dana Example")
        #expect(r.date == "2023-10-05")
        #expect(r.servings == 4)
        #expect(r.yield == "4 bowls")
        #expect(r.prepTime == "PT10M" && r.cookTime == "PT25M" && r.totalTime == "PT35M")
        #expect(r.category == "Soups" && r.cuisine == "Turkish")
        #expect(r.tags == ["lentils", "soup", "vegan"])
        #expect(r.equipment == ["large pot", "blender"])
        #expect(r.ingredientGroups.flatMap(\.lines).last == "2 glugs of something mysterious")
        #expect(r.stepSections.map(\.name) == ["The soup", "To finish"])
        #expect(r.stepSections[1].steps == ["Blend until smooth and season with salt."])
        #expect(r.source == "https://kitchen.example/red-lentil-soup/")
        #expect(r.nutrition.map(\.key) == ["calories", "proteinContent", "sodiumContent"].map { SchemaOrgReader.nutrientKeys[$0]! })
        #expect(r.rating == "4.7")
        // The web address of the picture is replaced by the copy the browser saved beside the page.
        guard case .file(let path) = r.images.first?.place else { Issue.record("no local image"); return }
        #expect(path.hasSuffix("lentil-soup_files/soup.jpg"))
        // suitableForDiet: https://schema.org/VeganDiet is a diet of the recipe format.
        #expect(r.diets == ["vegan"])
        #expect(!r.keptFields.map(\.key).contains("suitableForDiet"))
    }

    @Test func microdata() throws {
        let bytes = Array(FileManager.default.contents(atPath: ImportFixture.folder + "/microdata.html")!)
        let r = try #require(try HTMLPageReader.read(bytes, origin: "microdata.html", folder: nil).first)
        #expect(r.title == "Baked apples")
        #expect(r.author == "Sam Example")
        #expect(r.servings == 4)
        #expect(r.prepTime == "PT10M")
        #expect(r.ingredientGroups.flatMap(\.lines) == ["4 apples", "2 tbsp honey", "50 g walnuts, chopped"])
        #expect(r.stepSections.flatMap(\.steps) == ["Core the apples.", "Fill them with honey and walnuts.", "Bake at 180 °C for 30 minutes."])
    }

    @Test func jsonArrayWithNumberedTextSteps() throws {
        let recipes = try JSONFileReader.read(Array(FileManager.default.contents(atPath: ImportFixture.folder + "/pancakes.json")!), origin: "p.json", folder: nil)
        #expect(recipes.map(\.origin) == ["p.json#1", "p.json#2"])
        #expect(recipes[0].servings == 4 && recipes[0].yield == nil)
        #expect(recipes[0].stepSections.flatMap(\.steps) == ["Whisk everything together.", "Fry thin pancakes in a hot pan."])
        #expect(recipes[1].servings == nil && recipes[1].yield == "12 pancakes")
    }

    @Test func paprikaArchive() throws {
        let entry = try ImportFixture.gzip(ImportFixture.json(ImportFixture.paprikaRecipe(name: "Borscht")))
        let archive = try ImportFixture.zip([("Borscht.paprikarecipe", entry)])
        let recipes = try PaprikaReader.read(archive, origin: "my.paprikarecipes", limits: ImportLimits())
        let r = try #require(recipes.first)
        #expect(r.origin == "my.paprikarecipes!Borscht.paprikarecipe")
        #expect(r.title == "Borscht" && r.servings == 4 && r.prepTime == "15 mins" && r.cookTime == "1 hr")
        #expect(
            r.ingredientGroups == [
                ImportedIngredientGroup(name: "For the broth", lines: ["500 g beef", "2 l water"]),
                ImportedIngredientGroup(name: "Vegetables", lines: ["2 beets", "1 carrot", "1 onion"]),
            ])
        #expect(r.stepSections.flatMap(\.steps) == ["Simmer the beef in the water for an hour.", "Add the vegetables and cook until tender."])
        #expect(r.category == "Soups" && r.tags == ["Winter"] && r.date == "2021-02-03" && r.rating == "5")
        #expect(r.notes == ["Better the next day."])
        guard case .bytes(_, let data) = r.images.first?.place else { Issue.record("no photo"); return }
        #expect(data == ImportFixture.jpeg)
    }

    @Test func mealieExport() throws {
        let recipe: [String: Any] = [
            "id": "5f1", "slug": "shakshuka", "name": "Shakshuka", "description": "Eggs in tomato sauce.",
            "recipeYield": "2 servings", "prepTime": "10 minutes", "performTime": "20 minutes", "totalTime": "30 minutes",
            "orgURL": "https://example.org/shakshuka", "rating": 4, "dateAdded": "2023-05-06",
            "tags": [["name": "Eggs", "slug": "eggs"]], "recipeCategory": [["name": "Breakfast"]], "tools": [["name": "skillet"]],
            "recipeIngredient": [
                ["title": "", "note": "", "quantity": 4, "unit": NSNull(), "food": ["name": "eggs"], "display": "4 eggs", "originalText": NSNull()],
                ["title": "Sauce", "note": "chopped", "quantity": 0.5, "unit": ["name": "cup"], "food": ["name": "onion"], "display": "", "originalText": NSNull()],
                ["title": "", "note": "", "quantity": 0, "unit": NSNull(), "food": NSNull(), "display": "", "originalText": "1 can (400 g) tomatoes"],
            ],
            "recipeInstructions": [["title": "", "text": "Soften the onion."], ["title": "Finish", "text": "Add tomatoes, then crack in the eggs."]],
            "notes": [["title": "Tip", "text": "Serve with bread."]],
            "nutrition": ["calories": "320", "proteinContent": "18", "fatContent": NSNull()],
            "extras": [:],
        ]
        let zip = try ImportFixture.zip([
            ("mealie_2024/recipes/shakshuka/shakshuka.json", ImportFixture.json(recipe)),
            ("mealie_2024/recipes/shakshuka/images/original.webp", [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]),
        ])
        let r = try #require(try ZipExportReader.read(zip, origin: "mealie.zip", limits: ImportLimits()).first)
        #expect(r.title == "Shakshuka" && r.servings == 2)
        #expect(
            r.ingredientGroups == [
                ImportedIngredientGroup(lines: ["4 eggs"]),
                ImportedIngredientGroup(name: "Sauce", lines: ["1/2 cup onion, chopped", "1 can (400 g) tomatoes"]),
            ])
        #expect(r.stepSections == [ImportedStepSection(steps: ["Soften the onion."]), ImportedStepSection(name: "Finish", steps: ["Add tomatoes, then crack in the eggs."])])
        #expect(r.notes == ["Tip: Serve with bread."])
        #expect(r.cookTime == "20 minutes" && r.source == "https://example.org/shakshuka")
        #expect(r.tags == ["Eggs"] && r.category == "Breakfast" && r.equipment == ["skillet"])
        #expect(r.nutrition.map(\.key) == ["calories", "protein"])
        guard case .bytes(let name, _) = r.images.first?.place else { Issue.record("no image"); return }
        #expect(name.hasSuffix("images/original.webp"))
    }

    @Test func tandoorZipOfZips() throws {
        let recipe: [String: Any] = [
            "name": "Dal", "description": "Yellow lentils.", "keywords": [["name": "vegan"]], "working_time": 10, "waiting_time": 30,
            "internal": true, "servings": 4, "servings_text": "", "source_url": "",
            "steps": [
                [
                    "name": "", "instruction": "Rinse the lentils.\nBoil them with turmeric.",
                    "ingredients": [
                        ["food": ["name": "yellow lentils"], "unit": ["name": "g"], "amount": 250, "note": "", "is_header": false, "no_amount": false],
                        ["food": ["name": "turmeric"], "unit": ["name": "tsp"], "amount": 0.5, "note": "", "is_header": false, "no_amount": false],
                    ], "time": 0,
                ],
                [
                    "name": "Tadka", "instruction": "Fry cumin in ghee and pour over.",
                    "ingredients": [
                        ["food": NSNull(), "unit": NSNull(), "amount": 0, "note": "Tadka", "is_header": true, "no_amount": true],
                        ["food": ["name": "ghee"], "unit": ["name": "tbsp"], "amount": 2, "note": "", "is_header": false, "no_amount": false],
                        ["food": ["name": "salt"], "unit": NSNull(), "amount": 0, "note": "to taste", "is_header": false, "no_amount": true],
                    ], "time": 5,
                ],
            ],
        ]
        let inner = try ImportFixture.zip([("recipe.json", ImportFixture.json(recipe)), ("image.jpg", ImportFixture.jpeg)])
        let outer = try ImportFixture.zip([("1.zip", inner)], compress: false)
        let r = try #require(try ZipExportReader.read(outer, origin: "tandoor.zip", limits: ImportLimits()).first)
        #expect(r.origin == "tandoor.zip!1.zip!recipe.json")
        #expect(
            r.ingredientGroups == [
                ImportedIngredientGroup(lines: ["250 g yellow lentils", "1/2 tsp turmeric"]),
                ImportedIngredientGroup(name: "Tadka", lines: ["2 tbsp ghee", "salt, to taste"]),
            ])
        #expect(r.stepSections.map(\.name) == [nil, "Tadka"])
        #expect(r.prepTime == "10 min" && r.cookTime == "30 min" && r.servings == 4 && r.tags == ["vegan"])
        #expect(r.images.count == 1)
    }

    @Test func nextcloudFolder() throws {
        let recipes = try NextcloudReader.read(folder: ImportFixture.folder + "/nextcloud/Flatbread", display: "Flatbread", limits: ImportLimits())
        let r = try #require(recipes.first)
        #expect(r.title == "Flatbread" && r.servings == 6 && r.prepTime == "PT0H15M0S" && r.tags == ["bread", "quick"])
        guard case .file(let path) = r.images.first?.place else { Issue.record("no full.jpg"); return }
        #expect(path.hasSuffix("Flatbread/full.jpg") && r.images.count == 1)
    }
}

@Suite struct ImportWriterTests {
    @Test func everyStringIsQuotedAndReadsBackExactly() throws {
        var r = ImportedRecipe(origin: "x.json", title: "no")
        r.summary = "Plov: the \"wedding\" version # not a comment\n--- and a tab\t\\ \u{7}"
        r.tags = ["yes", "1.0", "null", "- dash", "[a, b]", "{x: 1}", "@at", "&anchor", "*alias", "!tag", "%pct", "`tick`"]
        r.ingredientGroups = [ImportedIngredientGroup(name: "For: the sauce", lines: ["salt: to taste", "1 cup flour # sifted"])]
        r.stepSections = [ImportedStepSection(steps: ["# not a heading", "2. not a list", "<script>alert(1)</script> stir", "- dash"])]
        let plan = RecipeFileWriter.plan([r], settings: .init()).planned
        let file = try #require(plan.first?.files.first)
        let decoded = Fixture.decode(bytes: file.bytes, path: "recipes/no.md")
        #expect(decoded.diagnostics.filter { $0.severity == .error } == [])
        let recipe = try #require(decoded.recipe)
        #expect(recipe.title == "no")
        #expect(recipe.summary == r.summary.map { HTMLText.line($0) } || recipe.summary == r.summary)
        #expect(recipe.tags == r.tags)
        #expect(recipe.ingredients.map(\.title) == ["For: the sauce"])
        #expect(recipe.ingredients.flatMap(\.lines).map(\.text) == ["salt: to taste", "1 cup flour # sifted"])
        #expect(recipe.allSteps.count == 4)
        let text = String(decoding: file.bytes, as: UTF8.self)
        #expect(!text.contains("<script>"))
    }

    @Test func timesAreNormalisedAndSlugsUnique() throws {
        var a = ImportedRecipe(origin: "a", title: "Soup")
        a.prepTime = "PT1H30M"
        a.cookTime = "45 minutes"
        a.totalTime = "PT0H10M0S"  // shorter than prep + cook: left out
        a.ingredientGroups = [ImportedIngredientGroup(lines: ["1 l water"])]
        a.stepSections = [ImportedStepSection(steps: ["Boil."])]
        var b = a
        b.prepTime = "a while"
        let plan = RecipeFileWriter.plan([a, b, a], settings: .init()).planned
        #expect(plan.map(\.slug) == ["soup", "soup-2", "soup-3"])
        let first = String(decoding: plan[0].files[0].bytes, as: UTF8.self)
        #expect(first.contains("prep_time: 1 h 30 min\ncook_time: 45 min\n"))
        #expect(!first.contains("total_time"))
        #expect(plan[0].dropped.contains { $0.hasPrefix("total_time") })
        let second = String(decoding: plan[1].files[0].bytes, as: UTF8.self)
        #expect(second.contains("# prep_time: a while"))
        #expect(second.contains("title: \"Soup (2)\""))
        // The same input gives the same bytes.
        #expect(RecipeFileWriter.plan([a, b, a], settings: .init()).planned.map(\.files) == plan.map(\.files))
    }

    @Test func translationsAreWrittenBeside() throws {
        var r = ImportedRecipe(origin: "a", title: "Tea")
        r.ingredientGroups = [ImportedIngredientGroup(lines: ["1 tsp tea"])]
        r.stepSections = [ImportedStepSection(steps: ["Brew."])]
        var ru = ImportedRecipe(origin: "a", title: "Чай")
        ru.ingredientGroups = [ImportedIngredientGroup(lines: ["1 ч. л. чая"])]
        ru.stepSections = [ImportedStepSection(steps: ["Заварите."])]
        r.translations = ["ru": ru]
        let files = try #require(RecipeFileWriter.plan([r], settings: .init()).planned.first).files
        #expect(files.map(\.path) == ["content/recipes/tea.md", "content/recipes/tea.ru.md"])
        #expect(String(decoding: files[1].bytes, as: UTF8.self).contains("title: \"Чай\""))
    }

    @Test func tagsWithoutASlugAndLanguagesTheSiteLacks() throws {
        var r = ImportedRecipe(origin: "a", title: "温泉卵")
        r.tags = ["温泉卵", "Low carb", "low-carb", "eggs"]
        r.cuisine = "和食"
        r.language = "ja"
        r.ingredientGroups = [ImportedIngredientGroup(lines: ["2 eggs"])]
        r.stepSections = [ImportedStepSection(steps: ["Boil."])]
        var settings = RecipeFileWriter.Settings()
        settings.siteLanguages = ["en", "ru"]
        let plan = try #require(RecipeFileWriter.plan([r], settings: settings).planned.first)
        #expect(plan.slug == "recipe")
        let text = String(decoding: plan.files[0].bytes, as: UTF8.self)
        #expect(text.contains("tags:\n  - \"Low carb\"\n  - \"eggs\"\n"))
        #expect(!text.contains("\ncuisine:") && text.contains("# cuisine: 和食") && !text.contains("\nlanguage:"))
        #expect(plan.dropped.contains { $0.hasPrefix("language ja: not one of the site's languages (en, ru)") })
    }

    @Test func aCyrillicRecipeThatDoesNotSayItsLanguageIsReadInIt() throws {
        // A Russian recipe copied from a site without `inLanguage`, imported into an
        // English-default cookbook: Russian when the site has it, its lines read in Russian;
        // else the language is dropped with a note and the lines are read as the build will.
        var r = ImportedRecipe(origin: "syrniki.html", title: "Сырники")
        r.ingredientGroups = [ImportedIngredientGroup(lines: ["творог 500 г", "яйца 2 шт."])]
        r.stepSections = [ImportedStepSection(steps: ["Смешать и обжарить."])]
        var settings = RecipeFileWriter.Settings()
        settings.siteLanguages = ["en", "ru"]
        let plan = try #require(RecipeFileWriter.plan([r], settings: settings).planned.first)
        #expect(String(decoding: plan.files[0].bytes, as: UTF8.self).contains("\nlanguage: ru\n"))
        #expect(plan.lines.map(\.language) == ["ru", "ru"])
        let englishOnly = try #require(RecipeFileWriter.plan([r], settings: .init()).planned.first)
        #expect(!String(decoding: englishOnly.files[0].bytes, as: UTF8.self).contains("\nlanguage:"))
        #expect(englishOnly.dropped.contains { $0.hasPrefix("language ru: not one of the site's languages (en)") })
        #expect(englishOnly.lines.map(\.language) == ["en", "en"])
        // Kazakh by its own letters; Latin text is left to the site's default.
        r.title = "Бауырсақ"
        r.ingredientGroups = [ImportedIngredientGroup(lines: ["ұн 500 г", "қант 2 ас қасық"])]
        settings.siteLanguages = ["en", "kk"]
        #expect(try #require(RecipeFileWriter.plan([r], settings: settings).planned.first).lines.map(\.language) == ["kk", "kk"])
    }

    @Test func aCyrillicRecipeIsNotGuessedIntoASiteOfAnotherCyrillicLanguage() throws {
        // A Ukrainian recipe without ї, є or ґ looks Russian to the script guess: into a
        // Ukrainian cookbook (that also lists Russian) it stays the site's default.
        var r = ImportedRecipe(origin: "borshch.html", title: "Борщ український")
        r.ingredientGroups = [ImportedIngredientGroup(lines: ["буряк 2 шт", "капуста 300 г", "картопля 3 шт"])]
        r.stepSections = [ImportedStepSection(steps: ["Зварити бульйон."])]
        var settings = RecipeFileWriter.Settings()
        settings.siteLanguage = "uk"
        settings.siteLanguages = ["uk", "ru"]
        let plan = try #require(RecipeFileWriter.plan([r], settings: settings).planned.first)
        #expect(!String(decoding: plan.files[0].bytes, as: UTF8.self).contains("\nlanguage:"))
        #expect(plan.lines.map(\.language) == ["uk", "uk", "uk"])
    }

    @Test func looseJSONInPagesIsForgiven() throws {
        let page = "<html><head><script type=\"application/ld+json\">// <![CDATA[\n{\"@type\":\"Recipe\",\"name\":\"Tea\",\"description\":\"Hot\nand \\'strong\\'\",\"recipeIngredient\":[\"1 tsp tea\"],\"recipeInstructions\":\"Brew.\"}\n// ]]></script></head></html>"
        let r = try #require(try HTMLPageReader.read(Array(page.utf8), origin: "p.html", folder: nil).first)
        #expect(r.summary == "Hot and 'strong'")
    }

    @Test func recipesWithoutStepsAreRefused() {
        let r = ImportedRecipe(origin: "empty.json", title: "Nothing")
        let result = RecipeFileWriter.plan([r], settings: .init())
        #expect(result.planned.isEmpty)
        #expect(result.refused.first?.message == "not imported: the recipe has no ingredients and no steps")
    }
}

@Suite struct ImportCommandTests {
    @Test func importTwiceGivesTheSameFilesAndNeverOverwritesWithoutForce() async throws {
        let root = try ImportFixture.emptyCookbook("twice")
        let sources = [(ImportFixture.folder, "import")]
        let first = Importer.run(sources, options: .init(into: root, intoDisplay: "book"))
        #expect(first.problems == [])
        #expect(first.recipes.count == 5)
        #expect(first.written.contains("content/images/red-lentil-soup.jpg"))
        let soup = try String(contentsOfFile: root + "/content/recipes/red-lentil-soup.md", encoding: .utf8)
        #expect(first.unreadLines == ["book/content/recipes/red-lentil-soup.md:31: 2 glugs of something mysterious -- no food of the dictionary matches \"glugs of something mysterious\""])
        // Imported recipes build.
        let built = await Builder.build(root: root)
        #expect(built.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        #expect(built.recipeCount == 5)
        // Again: nothing changes.
        let second = Importer.run(sources, options: .init(into: root, intoDisplay: "book"))
        #expect(second.problems == [] && second.written == [])
        // A file changed by hand is not overwritten without --force.
        try "changed".write(toFile: root + "/content/recipes/red-lentil-soup.md", atomically: true, encoding: .utf8)
        let third = Importer.run(sources, options: .init(into: root, intoDisplay: "book"))
        #expect(third.problems.map(\.message) == ["book/content/recipes/red-lentil-soup.md exists and differs; nothing written for this recipe"])
        #expect(try String(contentsOfFile: root + "/content/recipes/red-lentil-soup.md", encoding: .utf8) == "changed")
        let forced = Importer.run(sources, options: .init(into: root, intoDisplay: "book", force: true))
        #expect(forced.problems == [])
        #expect(try String(contentsOfFile: root + "/content/recipes/red-lentil-soup.md", encoding: .utf8) == soup)
    }

    /// The text formats (Cooklang, Jekyll/Chowdown Markdown, Open Recipe Format) go
    /// through the same command; a folder's README and other non-recipe pages are passed
    /// over and listed, while a non-recipe named on the command line is a problem.
    @Test func textFormatsImportAndBuildAndFolderNonRecipesAreSkipped() async throws {
        let fixtures =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path
            + "/CookbookImportTests/Fixtures"
        let root = try ImportFixture.emptyCookbook("text-formats")
        let sources = [
            (fixtures + "/cookcli", "cookcli"), (fixtures + "/chowdown", "chowdown"),
            (fixtures + "/orf/banana-bread.yaml", "orf/banana-bread.yaml"),
        ]
        let outcome = Importer.run(sources, options: .init(into: root, intoDisplay: "book"))
        // The Chowdown tart is made only of other recipes (components): no lines of its own.
        #expect(
            outcome.problems.map { "\($0.origin): \($0.message)" } == [
                "chowdown/_recipes/red-berry-tart.md: not imported: the recipe has no ingredients"
            ])
        let origins = Set(outcome.recipes.map(\.origin))
        #expect(origins.contains("cookcli/Risotto.cook"))
        #expect(origins.contains("orf/banana-bread.yaml"))
        #expect(origins.contains { $0.hasPrefix("chowdown/_recipes/") })
        #expect(outcome.report.contains("cookcli/SOURCE.md: skipped, holds no recipe"))
        let built = await Builder.build(root: root)
        #expect(built.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        #expect(built.recipeCount == outcome.recipes.count)
        let named = Importer.run([(fixtures + "/cookcli/SOURCE.md", "SOURCE.md")], options: .init(into: root, intoDisplay: "book", dryRun: true))
        #expect(named.problems.map(\.origin) == ["SOURCE.md"])
    }

    @Test func dryRunWritesNothing() throws {
        let root = try ImportFixture.emptyCookbook("dry")
        let outcome = Importer.run([(ImportFixture.folder + "/pancakes.json", "pancakes.json")], options: .init(into: root, intoDisplay: "book", dryRun: true))
        #expect(outcome.recipes.count == 2 && outcome.written == [])
        #expect(outcome.report.contains("2 recipes would import into book/content/recipes/"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/content/recipes") == [])
    }

    @Test func notACookbook() {
        let outcome = Importer.run([(ImportFixture.folder, "import")], options: .init(into: ImportFixture.temporaryFolder("none"), intoDisplay: "nowhere"))
        #expect(outcome.problems.map(\.message) == ["is not a cookbook (it has no content/ folder)"])
    }
}

/// Hostile input: each case ends in a clear message naming the file, and nothing is
/// written outside the cookbook.
@Suite struct ImportHostileTests {
    @Test func zipBombIsRefusedByTheBytesActuallyInflated() throws {
        let zeros = [UInt8](repeating: 0, count: 4 << 20)
        let zip = try ImportFixture.zip([("a.json", zeros), ("b.json", zeros)])
        #expect(zip.count < 100_000)
        var limits = ImportLimits()
        limits.totalUncompressedBytes = 6 << 20
        let error = #expect(throws: ImportProblem.self) { try ZipExportReader.read(zip, origin: "bomb.zip", limits: limits) }
        #expect(error?.origin == "bomb.zip!b.json")
        #expect(error?.message.contains("possible zip bomb") == true)
    }

    @Test func gzipBombInPaprika() throws {
        let entry = try ImportFixture.gzip([UInt8](repeating: 0x20, count: 3 << 20))
        let zip = try ImportFixture.zip([("x.paprikarecipe", entry)], compress: false)
        var limits = ImportLimits()
        limits.entryBytes = 1 << 20
        let error = #expect(throws: ImportProblem.self) { try PaprikaReader.read(zip, origin: "x.paprikarecipes", limits: limits) }
        #expect(error?.message == "unpacks to more than 1 MB: refused as a possible gzip bomb")
    }

    @Test func tooManyEntries() throws {
        let zip = try ImportFixture.zip((0..<12).map { ("\($0).txt", [UInt8]("x".utf8)) })
        var limits = ImportLimits()
        limits.entries = 10
        let error = #expect(throws: ImportProblem.self) { try ZipExportReader.read(zip, origin: "many.zip", limits: limits) }
        #expect(error?.message == "has more than 10 entries: refused as a possible zip bomb")
    }

    @Test func pathTraversalEntriesAreNotRead() throws {
        let good = try ImportFixture.gzip(ImportFixture.json(ImportFixture.paprikaRecipe(name: "Good", photo: false)))
        let evil = try ImportFixture.gzip(ImportFixture.json(ImportFixture.paprikaRecipe(name: "Evil", photo: false)))
        let zip = try ImportFixture.zip([("../../evil.paprikarecipe", evil), ("/etc/evil2.paprikarecipe", evil), ("good.paprikarecipe", good)])
        let recipes = try PaprikaReader.read(zip, origin: "t.paprikarecipes", limits: ImportLimits())
        #expect(recipes.map(\.title) == ["Good"])
        #expect(recipes[0].dropped.contains("../../evil.paprikarecipe: the name climbs out of the archive or is absolute; not read"))
        #expect(ZipArchive.isSafe("a/b.json") && !ZipArchive.isSafe("a/../../b") && !ZipArchive.isSafe("C:/x") && !ZipArchive.isSafe("a\\..\\b"))
    }

    @Test func scriptInJSONLDStringsIsRemoved() throws {
        let json = #"{"@type":"Recipe","name":"<img src=x onerror=alert(1)>Tea<script>alert(2)</script>","recipeIngredient":["1 tsp tea<script>x()</script>"],"recipeInstructions":[{"@type":"HowToStep","text":"<a href=\"javascript:alert(3)\">Brew</a> <style>*{}</style>it."}]}"#
        let r = try #require(try JSONFileReader.read(Array(json.utf8), origin: "s.json", folder: nil).first)
        #expect(r.title == "Tea")
        #expect(r.ingredientGroups.flatMap(\.lines) == ["1 tsp tea"])
        #expect(r.stepSections.flatMap(\.steps) == ["Brew it."])
    }

    @Test func hugeFileIsRefused() throws {
        let folder = ImportFixture.temporaryFolder("huge")
        let path = folder + "/big.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(count: 3 << 20))
        var limits = ImportLimits()
        limits.fileBytes = 1 << 20
        let error = #expect(throws: ImportProblem.self) { try ImportFormats.format(forExtension: "json")!.read(ImportSource(path: path, display: "big.json"), limits) }
        #expect(error?.message == "is too large to import (3 MB; the limit is 1 MB)")
    }

    @Test func invalidJSONNamesTheFile() throws {
        let error = #expect(throws: ImportProblem.self) { try JSONFileReader.read(Array(#"{"@type": "Recipe", "name": "#.utf8), origin: "broken.json", folder: nil) }
        #expect(error?.origin == "broken.json")
        #expect(error?.message.hasPrefix("is not valid JSON") == true)
        let notZip = #expect(throws: ImportProblem.self) { try ZipExportReader.read(Array("PK not really".utf8), origin: "fake.zip", limits: ImportLimits()) }
        #expect(notZip?.message == "is not a zip archive, or is damaged")
        let cut = try ImportFixture.gzip(Array("{\"name\": \"x\"}".utf8))
        let damaged = #expect(throws: ImportProblem.self) { try Gzip.inflate(Array(cut.prefix(cut.count - 12)) + [0, 0, 0, 0], origin: "cut.paprikarecipe", limit: 1 << 20) }
        #expect(damaged?.origin == "cut.paprikarecipe")
    }

    @Test func emptyFiles() throws {
        let html = #expect(throws: ImportProblem.self) { try HTMLPageReader.read([], origin: "empty.html", folder: nil) }
        #expect(html?.message == "is empty")
        let json = #expect(throws: ImportProblem.self) { try JSONFileReader.read([], origin: "empty.json", folder: nil) }
        #expect(json?.message.hasPrefix("is not valid JSON") == true)
        let zip = #expect(throws: ImportProblem.self) { try ZipExportReader.read([], origin: "empty.zip", limits: ImportLimits()) }
        #expect(zip?.origin == "empty.zip")
        #expect(throws: ImportProblem.self) { try Gzip.inflate([0x1F, 0x8B, 8, 0], origin: "tiny.gz", limit: 100) }
    }

    @Test func imagesOutsideThePageFolderAreNotCopied() throws {
        let folder = ImportFixture.temporaryFolder("escape")
        let json = #"{"@type":"Recipe","name":"Tea","image":["../../../../etc/passwd","/etc/hostname"],"recipeIngredient":["1 tsp tea"],"recipeInstructions":"Brew."}"#
        let r = try #require(try JSONFileReader.read(Array(json.utf8), origin: "t.json", folder: folder).first)
        #expect(r.images == [])
        #expect(r.dropped.count == 2)
    }

    @Test func nothingIsWrittenThroughASymbolicLinkOutOfTheCookbook() throws {
        let root = try ImportFixture.emptyCookbook("symlink")
        let outside = ImportFixture.temporaryFolder("outside")
        try FileManager.default.removeItem(atPath: root + "/content/recipes")
        try FileManager.default.createSymbolicLink(atPath: root + "/content/recipes", withDestinationPath: outside)
        let outcome = Importer.run([(ImportFixture.folder + "/pancakes.json", "pancakes.json")], options: .init(into: root, intoDisplay: "book", force: true))
        #expect(outcome.written == [])
        #expect(outcome.problems.count == 2)
        #expect(outcome.problems.first?.message.contains("would be written outside book") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
    }
}

/// The round trip of the issue: the example cookbook's built pages (their schema.org
/// JSON-LD) imported into an empty cookbook and built again give the same titles,
/// servings, times, ingredient lines and steps.
@Suite struct ImportRoundTripTests {
    static func jsonLD(_ html: [UInt8]) -> [String: JValue]? {
        let text = String(decoding: html, as: UTF8.self)
        guard let start = text.range(of: "<script type=\"application/ld+json\">"),
            let end = text.range(of: "</script>", range: start.upperBound..<text.endIndex)
        else { return nil }
        return (try? JValue.parse(Array(text[start.upperBound..<end.lowerBound].utf8), origin: "page"))?.object
    }

    static func pages(_ files: [OutputFile]) -> [String: [String: JValue]] {
        var out: [String: [String: JValue]] = [:]
        for file in files where file.path.hasPrefix("recipes/") && file.path.hasSuffix(".html") {
            guard case .bytes(let bytes) = file.contents, let object = jsonLD(bytes), let name = object["name"]?.text else { continue }
            out[name] = object
        }
        return out
    }

    static func steps(_ value: JValue?) -> [String] {
        SchemaOrgReader.instructions(value).flatMap(\.steps)
    }

    @Test func exampleCookbookExportedAsJSONLDAndImportedBack() async throws {
        let example = ImportFixture.repoRoot
        let built = await Builder.build(root: example)
        #expect(built.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let output = ImportFixture.temporaryFolder("roundtrip") + "/public"
        try SiteWriter.write(built.files, to: output, siteRoot: example, display: "public", force: true)
        let originals = Self.pages(built.files)
        #expect(originals.count >= 10)

        let root = try ImportFixture.emptyCookbook("roundtrip")
        let pages = try FileManager.default.contentsOfDirectory(atPath: output + "/recipes").filter { $0.hasSuffix(".html") }.sorted()
        let outcome = Importer.run(pages.map { (output + "/recipes/" + $0, "public/recipes/" + $0) }, options: .init(into: root, intoDisplay: "book"))
        #expect(outcome.problems.map { "\($0.origin): \($0.message)" } == [])
        #expect(outcome.recipes.count == originals.count)

        let rebuilt = await Builder.build(root: root)
        #expect(rebuilt.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        let copies = Self.pages(rebuilt.files)
        #expect(Set(copies.keys) == Set(originals.keys))
        for (name, original) in originals.sorted(by: { $0.key < $1.key }) {
            guard let copy = copies[name] else { Issue.record("\(name) was not imported"); continue }
            for key in ["recipeYield", "prepTime", "cookTime", "totalTime", "recipeIngredient"] {
                #expect(copy[key] == original[key], "\(name): \(key)")
            }
            #expect(Self.steps(copy["recipeInstructions"]) == Self.steps(original["recipeInstructions"]), "\(name): steps")
            // The picture beside the saved pages (public/images/, named `../images/...`) comes along.
            #expect((original["image"] == nil) == (copy["image"] == nil), "\(name): image")
        }
        // Every picture of the example is an SVG drawing under public/images/recipes/.
        let pictures = outcome.written.filter { $0.hasPrefix("content/images/") }
        #expect(pictures.count == originals.values.filter { $0["image"] != nil }.count)
        #expect(pictures.contains("content/images/plov.svg"))
        let plovSource = try String(contentsOfFile: root + "/content/recipes/plov.md", encoding: .utf8)
        #expect(plovSource.contains("\nimage: \"../images/plov.svg\"\n") || plovSource.contains("  src: \"../images/plov.svg\"\n"))
        let plovPage = rebuilt.files.first { $0.path == "recipes/plov.html" }?.text ?? ""
        #expect(plovPage.contains("images/plov.svg"))
        #expect(plovPage.contains("<img"))
    }
}

/// Pages of real recipe sites saved by others (Fixtures/import-real/README.md): read as
/// that project's expected output says.
@Suite struct ImportRealPagesTests {
    @Test(arguments: ["nhs-chilli-con-carne", "cdkitchen-veal-steak-vesuvio"])
    func realPage(_ name: String) throws {
        let folder = ImportFixture.folder + "-real/"
        let expected = try JValue.parse(Array(FileManager.default.contents(atPath: folder + name + ".expected.json")!), origin: name)
        let recipes = try ImportFormats.format(forExtension: "html")!.read(ImportSource(path: folder + name + ".html", display: name), ImportLimits())
        let r = try #require(recipes.first)
        // nhs.uk's JSON-LD name is "Chilli con carne recipe"; the page's heading, which
        // recipe-scrapers reads, is "Chilli con carne".
        #expect(r.title.hasPrefix(expected["title"]?.text ?? "?"))
        let lines = r.ingredientGroups.flatMap(\.lines)
        let wanted = expected["ingredients"]?.list.compactMap(\.text) ?? []
        // cdkitchen marks its sub-heading "Seasoning" as an ingredient in its microdata:
        // it is imported as a line (and the report lists it as one no food matches).
        let headings = name.hasPrefix("cdkitchen") ? ["Seasoning"] : []
        #expect(lines.filter { !headings.contains($0) } == wanted.map { HTMLText.line($0) })
        #expect(!r.stepSections.isEmpty)
        let plan = RecipeFileWriter.plan(recipes, settings: .init())
        #expect(plan.refused == [] && plan.planned.count == 1)
    }
}

@Suite struct ImportNumbersTests {
    @Test func hugeNumbersDoNotCrash() throws {
        let json = #"{"@type":"Recipe","name":"Big","recipeYield":"1e300 servings","prepTime":"PT1e300M","totalTime":"P99999999999W","recipeIngredient":["1 egg"],"recipeInstructions":"Boil.","nutrition":{"calories":"1e308"},"aggregateRating":{"ratingValue":"1e999"}}"#
        let recipes = try JSONFileReader.read(Array(json.utf8), origin: "big.json", folder: nil)
        #expect(recipes.first?.servings == nil)
        let plan = try #require(RecipeFileWriter.plan(recipes, settings: .init()).planned.first)
        let text = String(decoding: plan.files[0].bytes, as: UTF8.self)
        #expect(!text.contains("\nprep_time:") && !text.contains("\ntotal_time:") && !text.contains("\nrating:") && text.contains("# prep_time: PT1e300M"))
        #expect(ImportAmount.text("1e300") == "1e300" && ImportAmount.text("0.333333") == "1/3" && ImportAmount.text("2.75") == "2 3/4")
    }
}

/// Exports written by Mealie and Tandoor themselves (Fixtures/import-real/README.md).
@Suite struct ImportRealExportsTests {
    static let folder = ImportFixture.folder + "-real/"

    @Test func mealie2021Export() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "mealie-2021-recipes.zip"))
        let recipes = try ZipExportReader.read(Array(bytes), origin: "mealie.zip", limits: ImportLimits())
        #expect(recipes.map(\.title) == ["Levain Chocolate Chip Cookies", "Old-Fashioned Beef Stew", "PIZZA DOUGH — Basics With Babish"])
        let stew = recipes[1]
        // "4 serving(s)" is a number of people.
        #expect(stew.servings == 4 && stew.yield == nil)
        #expect(stew.totalTime == "2 Hours 30 Minutes")
        #expect(stew.nutrition.map(\.key) == ["carbohydrate", "fat", "fiber", "protein", "sodium", "sugar"])
        let pizza = recipes[2]
        // disable_amount: the placeholder quantity 1 is not an amount.
        let lines = pizza.ingredientGroups.flatMap(\.lines)
        #expect(lines.contains("Pepperoni") && !lines.contains("1, Pepperoni"))
        #expect(pizza.stepSections.first?.name == "Preparation")
        #expect(pizza.prepTime == "1 Day")
        let plan = RecipeFileWriter.plan(recipes, settings: .init())
        #expect(plan.refused == [] && plan.planned.count == 3)
        let stewFile = String(decoding: plan.planned[1].files[0].bytes, as: UTF8.self)
        #expect(stewFile.contains("\nservings: 4\n") && stewFile.contains("\ntotal_time: 2 h 30 min\n"))
        // "10-15 Minutes" is a range: the time is its upper end, the report says so, and
        // the range itself stays in a comment.
        let pizzaFile = String(decoding: plan.planned[2].files[0].bytes, as: UTF8.self)
        #expect(pizzaFile.contains("\ncook_time: 15 min\n") && pizzaFile.contains("cook_time: 10-15 Minutes"))
        #expect(plan.planned[2].became.contains("cook_time: 15 min (the upper end of the range \"10-15 Minutes\"; the range is kept in a comment)"))
        #expect(!plan.planned[2].dropped.contains { $0.contains("10-15") })
        let cookiesFile = String(decoding: plan.planned[0].files[0].bytes, as: UTF8.self)
        #expect(cookiesFile.contains("\ncook_time: 13 min\n"))
    }

    @Test func timeRanges() {
        #expect(RecipeFileWriter.timeRange("10-15 Minutes")! == (10, 15))
        #expect(RecipeFileWriter.timeRange("1 - 2 hours")! == (60, 120))
        #expect(RecipeFileWriter.timeRange("30 min to 1 h")! == (30, 60))
        #expect(RecipeFileWriter.timeRange("10–15 мин")! == (10, 15))
        #expect(RecipeFileWriter.timeRange("15-10 min") == nil)
        #expect(RecipeFileWriter.timeRange("about an hour") == nil)
        #expect(RecipeFileWriter.timeRange("45 min") == nil)
    }

    @Test func tandoorExport() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "tandoor-export.zip"))
        let recipes = try ZipExportReader.read(Array(bytes), origin: "tandoor.zip", limits: ImportLimits())
        let chili = try #require(recipes.first)
        #expect(recipes.count == 1)
        #expect(chili.title == "“Texas Red” Chili")
        #expect(chili.ingredientGroups.flatMap(\.lines).count == 12)
        #expect(chili.ingredientGroups.flatMap(\.lines).first == "2 oz New Mexico chile, dry, 57 g")
        // The instruction's "### Source" part is a note (and its address the source), not steps.
        #expect(chili.stepSections.flatMap(\.steps).count == 3)
        #expect(chili.notes.first?.hasPrefix("Source: Craftbeerkitchen.com http://craftbeerkitchen.com/") == true)
        #expect(chili.source?.hasPrefix("http://craftbeerkitchen.com/VuhBhyUAAHQUNcsR/article/texas-red-chili-recipe") == true)
        #expect(chili.tags.count == 4)
        #expect(chili.images.count == 1)
        let plan = RecipeFileWriter.plan(recipes, settings: .init())
        #expect(plan.refused == [] && plan.planned.count == 1)
        #expect(plan.planned[0].files.map(\.path).contains("content/images/texas-red-chili.jpg"))
    }
}
