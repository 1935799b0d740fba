import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities

@Suite struct NounFormsTests {
    func phrase(_ line: String, _ language: String) -> NounForms.Phrase? {
        let parsed = IngredientLineParser.parse(line, language: language).value
        guard let quantity = parsed.quantity, let split = AmountMarkup.split(line, unitText: nil) else { return nil }
        return NounForms.phrase(after: split.after, quantity: quantity, language: language)
    }

    @Test func englishNounsAfterACount() throws {
        let onions = try #require(phrase("3 medium onions (about 450 g), sliced", "en"))
        #expect(onions == NounForms.Phrase(lead: " medium ", written: "onions", forms: ["onion", "onions"], rest: " (about 450 g), sliced"))
        #expect(phrase("1 egg", "en")?.forms == ["egg", "eggs"])
        #expect(phrase("2 bay leaves", "en")?.forms == ["leaf", "leaves"])
        #expect(phrase("4 potatoes, peeled", "en")?.forms == ["potato", "potatoes"])
        #expect(phrase("2 cherries", "en")?.forms == ["cherry", "cherries"])
        #expect(phrase("1 peach", "en")?.forms == ["peach", "peaches"])
        #expect(phrase("1 lemon, juiced", "en")?.rest == ", juiced")
        #expect(phrase("2 chicken breasts", "en")?.lead == " chicken ")
        // Mass nouns and odd forms are left as written.
        #expect(phrase("3 garlic", "en") == nil)
        #expect(phrase("1 hummus", "en") == nil)
        #expect(phrase("2 fish", "en") == nil)
        // The noun ends before "or", "cut", "into"...; "of" means the count counts something else.
        #expect(phrase("2 onions or shallots", "en")?.forms == ["onion", "onions"])
        #expect(phrase("3 carrots cut into sticks", "en")?.rest == " cut into sticks")
        #expect(phrase("2 bags of frozen peas", "en") == nil)
    }

    @Test func russianNounsAndAdjectivesAgreeWithTheNumber() throws {
        let onions = try #require(phrase("3 средние луковицы (около 450 г), нарезать", "ru"))
        #expect(onions.written == "средние луковицы")
        #expect(onions.forms == ["средняя луковица", "средние луковицы", "средних луковиц"])
        #expect(onions.rest == " (около 450 г), нарезать")
        #expect(phrase("2 яйца", "ru")?.forms == ["яйцо", "яйца", "яиц"])
        #expect(phrase("5 яиц", "ru")?.forms == ["яйцо", "яйца", "яиц"])
        #expect(phrase("1 луковица", "ru")?.forms == ["луковица", "луковицы", "луковиц"])
        #expect(phrase("2 лавровых листа", "ru")?.forms == ["лавровый лист", "лавровых листа", "лавровых листов"])
        #expect(phrase("1,5 луковицы", "ru")?.forms == ["луковица", "луковицы", "луковиц"])
        // A form that does not fit the number, or an unknown noun, is left alone.
        #expect(phrase("3 луковица", "ru") == nil)
        #expect(phrase("3 ломтя хлеба", "ru") == nil)
        #expect(phrase("2 средняя луковицы", "ru") == nil)
        #expect(phrase("3 свежих яйца", "ru")?.forms == ["свежее яйцо", "свежих яйца", "свежих яиц"])
        #expect(phrase("1 свежее яйцо", "ru")?.forms == ["свежее яйцо", "свежих яйца", "свежих яиц"])
    }

    /// Issue 17: every word of the name that inflects follows the number; adverbs stay.
    @Test func russianAgreementForEveryInflectingWord() throws {
        #expect(phrase("2 целые головки чеснока", "ru")?.forms == ["целая головка", "целые головки", "целых головок"])
        #expect(phrase("3 очень спелых банана (около 350 г)", "ru")?.forms == ["очень спелый банан", "очень спелых банана", "очень спелых бананов"])
        #expect(phrase("4 спелых средних помидора", "ru")?.forms == ["спелый средний помидор", "спелых средних помидора", "спелых средних помидоров"])
        #expect(phrase("8 фаршированных перцев", "ru")?.forms == ["фаршированный перец", "фаршированных перца", "фаршированных перцев"])
        #expect(phrase("3 очень банана", "ru")?.forms == nil)  // an adverb needs an adjective
    }

    @Test func theContainerAfterAMultipliedCountAgrees() {
        func view(_ text: String, _ language: String) -> IngredientLineView {
            PageBuilder.ingredientLine(
                IngredientLine(
                    text: text, location: SourceLocation(path: "x", line: 1, column: 1),
                    parsed: IngredientLineParser.parse(text, language: language).value, language: language))
        }
        let en = view("1 (400 g) can chickpeas, drained", "en")
        #expect(en.amount == "1" && en.lead == " (400 g) " && en.phrase == "can" && en.forms == "can|cans" && en.after == " chickpeas, drained")
        let ru = view("1 банка (400 г) нута", "ru")
        #expect(ru.phrase == "банка" && ru.forms == "банка|банки|банок")
        #expect(ru.html.contains("<span class=\"n\" data-forms=\"банка|банки|банок\" data-lang=\"ru\">банка</span> (400 г) нута"))
        #expect(view("2 × 400 g cans chickpeas", "en").forms == "can|cans")
    }

    @Test func kazakhNounsDoNotChange() {
        #expect(phrase("3 пияз", "kk") == nil)
    }

    @Test func thePageMarksTheNoun() {
        let line = IngredientLine(
            text: "3 medium onions (about 450 g), sliced", location: SourceLocation(path: "x", line: 1, column: 1),
            parsed: IngredientLineParser.parse("3 medium onions (about 450 g), sliced", language: "en").value, language: "en")
        let view = PageBuilder.ingredientLine(line)
        #expect(view.before == "" && view.amount == "3" && view.lead == " medium " && view.phrase == "onions")
        #expect(view.forms == "onion|onions" && view.formsLanguage == "en" && view.after == " (about 450 g), sliced")
    }

    /// The leading words read on the bytes (`leadingWordsASCII`) are those read by scalar,
    /// offsets included, and give way to the scalar reading at the first non-ASCII byte.
    @Test func leadingWordsOnBytesMatchScalars() {
        let texts = [
            " medium onions (about 450 g), sliced", "  onions", " red  onions", " bay leaves", " a b c d e f",
            " self-raising flour", " baker's yeast", "", " ", " onions,", " 1 onion", " Onions or shallots",
            " ripe jalapeños", " café au lait", " onions (½ cup)", " тёплой воды", " onions ", "onions",
        ]
        for text in texts {
            let scalars = NounForms.leadingWords(text)
            if let bytes = NounForms.leadingWordsASCII(text) {
                #expect(bytes.map(\.word) == scalars.map(\.word), "\(text)")
                #expect(bytes.map(\.start) == scalars.map(\.start), "\(text)")
                #expect(bytes.map(\.end) == scalars.map(\.end), "\(text)")
            } else {
                #expect(text.unicodeScalars.contains { !$0.isASCII }, "\(text)")
            }
        }
        #expect(NounForms.leadingWordsASCII(" ripe jalapeños") == nil)
        #expect(NounForms.leadingWordsASCII(" onions (½ cup)")?.map(\.word) == ["onions"])
        // A phrase read on the bytes keeps the text after the noun whole, non-ASCII included.
        #expect(phrase("2 onions (½ cup), sliced", "en")?.rest == " (½ cup), sliced")
        #expect(phrase("2 jalapeños", "en") == nil)
    }
}
