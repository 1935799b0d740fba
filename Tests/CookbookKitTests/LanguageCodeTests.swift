import Testing
@testable import CookbookKit
@testable import CookbookQuantities

/// `LanguageCode`: one normalisation and one decimal-separator rule for every stage.
@Suite struct LanguageCodeTests {
    @Test func tagsNormaliseToTheLanguage() {
        #expect(LanguageCode("ru-RU").code == "ru")
        #expect(LanguageCode("KK_kz").code == "kk")
        #expect(LanguageCode("en").isKnown)
        #expect(!LanguageCode("pie").isKnown)
        #expect(LanguageCode("ru-RU") == LanguageCode("ru"))
    }

    /// A bare lowercase code is taken as it is; every other tag is lowercased and cut at
    /// its first `-` or `_`: both give the same code.
    @Test func bareCodesAndTagsGiveTheSameCode() {
        let cases = [
            ("en", "en"), ("ru", "ru"), ("", ""), ("EN", "en"), ("Ru", "ru"), ("en-GB", "en"), ("-en", "en"), ("_", ""),
            ("kk_KZ", "kk"), ("en1", "en1"), ("de-", "de"), ("é", "é"), ("\u{212A}k", "kk"),
        ]
        for (tag, code) in cases {
            #expect(LanguageCode(tag).code == code, "\(tag)")
            #expect(LanguageCode(tag).code == (tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""), "\(tag)")
        }
    }

    @Test func oneDecimalSeparatorForQuantitiesMoneyAndNutrition() {
        for tag in ["en", "ru", "kk", "de", "ru-RU", "en-GB"] {
            let separator = LanguageCode(tag).decimalSeparator
            #expect(NumberStyle.decimalSeparator(tag) == separator, "\(tag)")
            #expect(QuantityFormatter(language: tag).decimal(Rational(3, 2)!) == "1\(separator)5", "\(tag)")
            #expect(Money.format(Decimal(significand: 15, scale: 1), language: tag) == "1\(separator)50", "\(tag)")
        }
        #expect(LanguageCode("ru").decimalSeparator == ",")
        #expect(LanguageCode("en").decimalSeparator == ".")
    }

    @Test func theGrammarReadsTheSeparatorItsLanguageWrites() {
        for (code, grammar) in LanguageGrammar.all {
            #expect(grammar.decimalComma == (LanguageCode(code).decimalSeparator == ","), "\(code)")
        }
    }

    @Test func theScriptTellsRussianKazakhAndUkrainianApart() {
        #expect(LanguageCode.guess(fromScript: ["Сырники", "творог 500 г", "мука 3 ст. л."]) == "ru")
        #expect(LanguageCode.guess(fromScript: ["Бауырсақ", "ұн 500 г", "қант 2 ас қасық"]) == "kk")
        #expect(LanguageCode.guess(fromScript: ["Вареники", "сир 500 г", "яйце, їжа, ґрунт"]) == "uk")
        // Latin tells nothing, nor do a few letters, nor a Russian dish name in English lines.
        #expect(LanguageCode.guess(fromScript: ["Pancakes", "200 g flour"]) == nil)
        #expect(LanguageCode.guess(fromScript: ["Щи", "2 л"]) == nil)
        #expect(LanguageCode.guess(fromScript: ["Борщ", "500 g beetroot", "1 onion, chopped", "2 tbsp sour cream"]) == nil)
    }

    @Test func pluralRulesAndGrammarFollowTheNormalisedCode() {
        #expect(LanguageCode("ru-RU").pluralCategory(for: 3) == .few)
        #expect(PluralRules.category(for: 5, language: "ru-RU") == .many)
        #expect(LanguageCode("kk-KZ").grammar.code == "kk")
    }
}
