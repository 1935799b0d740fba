import Testing
@testable import CookbookKit
@testable import CookbookQuantities

@Suite struct UnitTests {
    func unit(_ id: String) -> CookbookQuantities.Unit { UnitTable.unit(id: id)! }
    func r(_ n: Int, _ d: Int = 1) -> Rational { Rational(n, d)! }

    @Test func idsAreUniqueAndEveryRequiredUnitExists() {
        let ids = UnitTable.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in [
            "g", "kg", "mg", "ml", "l", "dl", "cl", "tsp", "tbsp", "cup", "fl-oz", "pint", "quart", "gallon", "oz", "lb",
            "pinch", "dash", "clove", "bunch", "can", "piece", "slice", "sprig", "stick", "glass-ru", "cm", "mm", "inch",
            "celsius", "fahrenheit", "pint-imp",
        ] {
            #expect(UnitTable.unit(id: id) != nil, "missing \(id)")
        }
    }

    @Test(arguments: ["en", "ru", "kk"])
    func everyNameMeansOneUnitInALanguage(_ language: String) {
        var seen: [String: String] = [:]
        for entry in UnitMatcher.forLanguage(language).entries {
            if let other = seen[entry.name] { #expect(other == entry.unit.id, "'\(entry.name)' is \(other) and \(entry.unit.id)") }
            seen[entry.name] = entry.unit.id
            #expect(entry.name == entry.name.lowercased())
        }
    }

    @Test func everyUnitHasEnglishNamesAndLabels() {
        for unit in UnitTable.all {
            #expect(unit.labels["en"] != nil, "\(unit.id) has no English label")
            #expect(!(unit.names["en"] ?? []).isEmpty, "\(unit.id) has no English name")
        }
    }

    @Test func exactDefinitions() {
        #expect(unit("tsp").factor.description == "157725491/32000000")  // 4.92892159375 ml
        #expect(unit("tbsp").factor == unit("tsp").factor * 3)
        #expect(unit("cup").factor == r(473_176_473, 2_000_000))  // 236.5882365 ml
        #expect(unit("fl-oz").factor == unit("tbsp").factor * 2)
        #expect(unit("pint").factor == unit("cup").factor * 2)
        #expect(unit("quart").factor == unit("pint").factor * 2)
        #expect(unit("gallon").factor == r(473_176_473 * 16, 2_000_000))  // 3785.411784 ml
        #expect(unit("oz").factor == r(28_349_523_125, 1_000_000_000))
        #expect(unit("lb").factor == r(45_359_237, 100_000))
        #expect(unit("pint-imp").factor == r(56_826_125, 100_000))
        #expect(unit("glass-ru").factor == r(200))
        #expect(unit("inch").factor == r(254, 10))
    }

    @Test func conversionsAreExact() {
        #expect(Unit.convert(r(1), from: unit("lb"), to: unit("oz")) == r(16))
        #expect(Unit.convert(r(3), from: unit("cup"), to: unit("ml")) == r(1_419_529_419, 2_000_000))
        #expect(Unit.convert(r(1), from: unit("gallon"), to: unit("tsp")) == r(768))
        #expect(Unit.convert(r(3, 2), from: unit("kg"), to: unit("g")) == r(1500))
        #expect(Unit.convert(r(180), from: unit("celsius"), to: unit("fahrenheit")) == r(356))
        #expect(Unit.convert(r(350), from: unit("fahrenheit"), to: unit("celsius")) == r(1590, 9))
        #expect(Unit.convert(r(-40), from: unit("celsius"), to: unit("fahrenheit")) == r(-40))
        #expect(Unit.convert(r(2), from: unit("clove"), to: unit("clove")) == r(2))
    }

    @Test func refusedConversions() {
        #expect(Unit.convert(r(1), from: unit("cup"), to: unit("g")) == nil)
        #expect(Unit.convert(r(1), from: unit("clove"), to: unit("can")) == nil)
        #expect(Unit.convert(r(1), from: unit("clove"), to: unit("g")) == nil)
        #expect(Unit.convert(r(1), from: unit("cm"), to: unit("celsius")) == nil)
    }

    @Test func densityHookConvertsMassAndVolume() {
        let flour = r(53, 100)  // g per ml
        #expect(Unit.convert(r(1), from: unit("cup"), to: unit("g"), density: flour) == r(473_176_473 * 53, 200_000_000))
        #expect(Unit.convert(r(53), from: unit("g"), to: unit("ml"), density: flour) == r(100))
    }

    @Test(arguments: [
        ("g", "en", "g"), ("Grams", "en", "g"), ("KG", "en", "kg"), ("Tbsp.", "en", "tbsp"), ("tablespoons", "en", "tbsp"),
        ("fl. oz.", "en", "fl-oz"), ("lbs", "en", "lb"), ("ст.л.", "ru", "tbsp"), ("ст. л.", "ru", "tbsp"), ("ст л", "ru", "tbsp"),
        ("ч.л", "ru", "tsp"), ("Стакана", "ru", "glass-ru"), ("шт.", "ru", "piece"), ("cups", "ru", "cup"), ("ас қасық", "kk", "tbsp"),
        ("кг", "kk", "kg"), ("зубчика", "kk", "clove"), ("glass-ru", "en", "glass-ru"), ("°С", "ru", "celsius"),
        // Issue 12: the abbreviations of Russian recipe sites.
        ("ст.", "ru", "glass-ru"), ("зуб.", "ru", "clove"), ("дес. л.", "ru", "dsp"), ("дес.л.", "ru", "dsp"), ("гр.", "ru", "g"),
        ("на кончике ножа", "ru", "pinch"), ("ears", "en", "piece"), ("strips", "en", "slice"), ("leaves", "en", "leaf"),
        ("sheets", "en", "sheet"), ("bottle", "en", "bottle"), ("бутылки", "ru", "bottle"),
        // Issue 12, third pass: "1 1/2 c. sugar", "1/2 C flour" (no other unit is written c).
        ("c", "en", "cup"), ("c.", "en", "cup"), ("C", "en", "cup"), ("box", "en", "packet"),
        ("чайных ложки", "ru", "tsp"), ("столовых ложки", "ru", "tbsp"),
    ])
    func lookup(_ name: String, _ language: String, _ id: String) {
        #expect(UnitTable.lookup(name, language: language)?.id == id)
    }

    @Test(arguments: [("T", "en"), ("t", "en"), ("tbsps sugar", "en"), ("стакан", "en"), ("cupz", "en")])
    func notAUnit(_ name: String, _ language: String) {
        #expect(UnitTable.lookup(name, language: language) == nil)
    }

    @Test func pluralCategories() {
        let ru = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map { PluralRules.category(for: $0, language: "ru").rawValue }
        #expect(ru == ["many", "one", "few", "few", "many", "many", "many", "many", "one", "few", "many", "one", "many"])
        #expect([0, 1, 2].map { PluralRules.category(for: $0, language: "en") } == [.other, .one, .other])
        #expect([1, 2, 21].map { PluralRules.category(for: $0, language: "kk") } == [.one, .other, .other])
        #expect(PluralRules.category(for: r(3, 2), language: "ru") == .other)
        #expect(PluralRules.category(for: r(1, 2), language: "en") == .one)
        #expect(PluralRules.category(for: r(3, 2), language: "en") == .other)
    }

    @Test func labelsInEachLanguage() {
        #expect(unit("clove").label(for: r(5), language: "ru") == "зубчиков")
        #expect(unit("tbsp").label(for: r(5), language: "ru") == "ст. л.")
        #expect(unit("pinch").label(for: r(2), language: "en") == "pinches")
        #expect(unit("tsp").label(for: r(2), language: "kk") == "шай қасық")
        #expect(unit("clove").label(for: r(2), language: "de") == "cloves")  // unknown language: English
    }

    @Test func grammarFallsBackToEnglish() {
        #expect(LanguageGrammar.forLanguage("ru-RU").code == "ru")
        #expect(LanguageGrammar.forLanguage("xx").code == "en")
        #expect(LanguageGrammar.forLanguage("kk").decimalComma)
    }
}
