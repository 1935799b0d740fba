import CookbookSupport

/// Every unit `cookbook` understands, as data. To add a unit, add an entry; to add a
/// language, add its names and labels to the entries (and its grammar to
/// `LanguageGrammar.all`). Names are lowercase; the parser ignores case.
///
/// Sizes are exact, from the definitions: the US teaspoon is 4.92892159375 ml (1/6 US
/// fluid ounce), the avoirdupois pound 453.59237 g, the inch 25.4 mm, the imperial pint
/// 568.26125 ml; the Russian glass (стакан) is taken as 200 ml. The Russian and Kazakh
/// spoons (ст. л., ч. л.) share the US spoons' ids: 14.8 ml against 15 ml is below what
/// the display rounds away.
///
/// "T" and "t" (tablespoon, teaspoon in some American books) are deliberately not names:
/// they differ only by case and "t" is also a ton. Write `tbsp` and `tsp`.
public enum UnitTable {
    public static let all: [Unit] = mass + volume + lengthAndTemperature + kitchen

    static let byID: [String: Unit] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The unit with this id (`g`, `cup`, `glass-ru`).
    public static func unit(id: String?) -> Unit? {
        id.flatMap { byID[$0] }
    }

    /// A unit's dimension and system, without copying its names and labels.
    public struct Kind: Sendable, Equatable {
        public let dimension: Unit.Dimension
        public let system: Unit.System
    }

    static let kindByID: [String: Kind] = byID.mapValues { Kind(dimension: $0.dimension, system: $0.system) }

    /// The dimension and system of the unit with this id: what `unit(id:)` gives, with no
    /// copy of the whole `Unit` (its strings retained and released) for callers that read
    /// only these two.
    public static func kind(id: String?) -> Kind? {
        id.flatMap { kindByID[$0] }
    }

    /// The unit written as `name` in `language` (or in a language it falls back to, see
    /// `LanguageGrammar.unitLanguages`), or with that id. Case-insensitive; dots and
    /// spaces inside are loose.
    ///
    ///     UnitTable.lookup("Tbsp.", language: "en")?.id  // "tbsp"
    ///     UnitTable.lookup("ст.л.", language: "ru")?.id  // "tbsp"
    public static func lookup(_ name: String, language: String) -> Unit? {
        if let unit = byID[name.trimmingSpaces()] { return unit }
        let scalars = ScalarText(name.trimmingSpaces()).lower
        guard let match = UnitMatcher.forLanguage(language).longestMatch(in: scalars, at: 0),
            match.end == scalars.count
        else { return nil }
        return match.unit
    }

    static let tsp = Rational(157_725_491, 32_000_000)!  // 4.92892159375 ml
    static let ounce = Rational(45_359_237, 1_600_000)!  // 28.349523125 g

    static func times(_ r: Rational, _ n: Int) -> Rational { r.multiplied(by: Rational(n))! }

    static let mass: [Unit] = [
        Unit(
            "mg", .mass, .metric, factor: Rational(1, 1000)!,
            names: [
                "en": ["mg", "milligram", "milligrams", "milligramme", "milligrammes"],
                "ru": ["мг", "миллиграмм", "миллиграмма", "миллиграммов"], "kk": ["мг", "миллиграмм"],
            ],
            labels: ["en": "mg", "ru": "мг", "kk": "мг"]),
        Unit(
            "g", .mass, .metric, factor: .one,
            names: [
                "en": ["g", "gr", "gm", "gms", "gram", "grams", "gramme", "grammes"],
                "ru": ["г", "гр", "грамм", "грамма", "граммов", "грам", "грама", "грамов"], "kk": ["г", "гр", "грамм"],
            ],
            labels: ["en": "g", "ru": "г", "kk": "г"]),
        Unit(
            "kg", .mass, .metric, factor: Rational(1000),
            names: [
                "en": ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
                "ru": ["кг", "кило", "килограмм", "килограмма", "килограммов"], "kk": ["кг", "килограмм", "келі"],
            ],
            labels: ["en": "kg", "ru": "кг", "kk": "кг"]),
        Unit(
            "oz", .mass, .us, factor: ounce,
            names: ["en": ["oz", "ozs", "ounce", "ounces"], "ru": ["унция", "унции", "унций"], "kk": ["унция"]],
            labels: ["en": "oz", "ru": UnitLabel(one: "унция", few: "унции", many: "унций", other: "унции"), "kk": "унция"]),
        Unit(
            "lb", .mass, .us, factor: times(ounce, 16),
            names: ["en": ["lb", "lbs", "pound", "pounds"], "ru": ["фунт", "фунта", "фунтов"], "kk": ["фунт"]],
            labels: ["en": "lb", "ru": UnitLabel(one: "фунт", few: "фунта", many: "фунтов", other: "фунта"), "kk": "фунт"]),
    ]

    static let volume: [Unit] = [
        Unit(
            "ml", .volume, .metric, factor: .one,
            names: [
                "en": ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"],
                "ru": ["мл", "миллилитр", "миллилитра", "миллилитров", "милилитр", "милилитра", "милилитров"], "kk": ["мл", "миллилитр"],
            ],
            labels: ["en": "ml", "ru": "мл", "kk": "мл"]),
        Unit(
            "cl", .volume, .metric, factor: Rational(10),
            names: ["en": ["cl", "centilitre", "centilitres", "centiliter", "centiliters"], "ru": ["сл"], "kk": ["сл"]],
            labels: ["en": "cl", "ru": "сл", "kk": "сл"]),
        Unit(
            "dl", .volume, .metric, factor: Rational(100),
            names: ["en": ["dl", "decilitre", "decilitres", "deciliter", "deciliters"], "ru": ["дл"], "kk": ["дл"]],
            labels: ["en": "dl", "ru": "дл", "kk": "дл"]),
        Unit(
            "l", .volume, .metric, factor: Rational(1000),
            names: [
                "en": ["l", "ltr", "litre", "litres", "liter", "liters"],
                "ru": ["л", "литр", "литра", "литров", "литром", "литрами"], "kk": ["л", "литр"],
            ],
            labels: ["en": "l", "ru": "л", "kk": "л"]),
        Unit(
            "tsp", .volume, .us, factor: tsp,
            names: [
                "en": ["tsp", "tsps", "ts", "teaspoon", "teaspoons"],
                "ru": [
                    "ч. л.", "ч. ложка", "ч. ложки", "ч. ложек", "чайн. л.", "чайн. ложка", "чайн. ложки", "чайн. ложек", "чайная ложка", "чайной ложки", "чайные ложки", "чайных ложек",
                    "чайную ложку", "чайных ложки", "ч. ложку", "ч. лож.", "чайн. ложку", "ч/л",
                    // "ложечка" is a teaspoon
                    "ложечка", "ложечки", "ложечек", "ложечку", "чайная ложечка", "чайные ложечки", "чайной ложечки", "чайных ложечек",
                    // "1 маленькая ложка соли": a small spoon is a teaspoon (not a small tablespoon)
                    "маленькая ложка", "маленькой ложки", "маленькие ложки", "маленьких ложки", "маленьких ложек", "маленькую ложку",
                    "чайной ложке", "ч. ложке", "чл",
                ],
                "kk": [
                    "шай қасық", "шай қасығы", "шай қасықтай", "ш. қ.", "шай қ.",
                    // "ч. л." half translated: "сірке суы - 1 ш. л."
                    "ш. л.",
                ],
            ],
            labels: ["en": "tsp", "ru": "ч. л.", "kk": "шай қасық"]),
        Unit(
            "tbsp", .volume, .us, factor: times(tsp, 3),
            names: [
                "en": ["tbsp", "tbsps", "tbs", "tb", "tbl", "tbls", "tblsp", "tablespoon", "tablespoons"],
                "ru": [
                    "ст. л.", "столовая ложка", "столовой ложки", "столовые ложки", "столовых ложек", "столовую ложку",
                    "ст. ложка", "ст. ложки", "ст. ложек", "столовых ложки", "ст. ложку", "ст. лож.", "ст. ложк.", "стол. л.",
                    "стол. ложка", "стол. ложки", "стол. ложек", "стол. ложку", "с. л.", "ст/л", "столов. л.", "столов. ложка",
                    "столов. ложки", "столов. ложек", "стл.", "с/л",
                    // with a Latin "c", as text pasted from a web page often has it
                    "cт. л.", "cт. ложка", "cт. ложки", "cт. ложек",
                    // "ст." read from a scan as Latin "cm.": "2 cm.л. соли"
                    "cm.л.", "cm. л.",
                    // a spoon without a kind is a tablespoon: "2 ложки сахара", "Пару ложек сметаны"
                    "ложка", "ложки", "ложек", "ложку",
                    // "по 1 столовой ложке", "по ложке": the dative after "по"
                    "столовой ложке", "ст. ложке", "ложке",
                ],
                "kk": [
                    "ас қасық", "ас қасығы", "ас қасықтай", "а. қ.", "ас. қ.", "ас қ.", "қасық",
                    // machine translations of "ст. л.", its "ст." read as статья or art.
                    "бап. л.", "өнер. л.",
                    // "ст. л." half translated: "май - 3 ас. л."
                    "ас. л.",
                ],
            ],
            labels: ["en": "tbsp", "ru": "ст. л.", "kk": "ас қасық"]),
        Unit(
            "dsp", .volume, .kitchen, factor: Rational(10),
            names: [
                "en": ["dsp", "dessertspoon", "dessertspoons", "dessert spoon", "dessert spoons"],
                "ru": [
                    "дес. л.", "десертная ложка", "десертной ложки", "десертные ложки", "десертных ложек", "десертную ложку",
                    "дес. ложка", "дес. ложки", "дес. ложек", "дес. ложку",
                    "десертн. ложка", "десертн. ложки", "десертн. ложек", "десертн. ложку", "десертн. л.",
                    // "две десертные ложечки какао": not the teaspoon a bare "ложечка" is
                    "десертная ложечка", "десертной ложечки", "десертные ложечки", "десертных ложечек", "десертную ложечку",
                ],
                "kk": ["десерт қасық", "десерт қасығы"],
            ],
            labels: ["en": "dsp", "ru": "дес. л.", "kk": "десерт қасық"]),
        Unit(
            "cup", .volume, .us, factor: times(tsp, 48),
            // "1 пиала риса", "кесе (пиала)": the tea bowl of Central Asian recipes is a cup
            names: [
                "en": ["cup", "cups", "c"], "ru": ["чашка", "чашки", "чашек", "пиала", "пиалы", "пиал", "пиалу"],
                "kk": ["кесе", "пиала"],
            ],
            labels: [
                "en": UnitLabel(one: "cup", other: "cups"),
                "ru": UnitLabel(one: "чашка", few: "чашки", many: "чашек", other: "чашки"), "kk": "кесе",
            ]),
        Unit(
            "fl-oz", .volume, .us, factor: times(tsp, 6),
            names: ["en": ["fl oz", "floz", "fluid ounce", "fluid ounces"], "ru": ["жидк. унц."], "kk": ["сұйық унция"]],
            labels: ["en": "fl oz", "ru": "жидк. унц.", "kk": "сұйық унция"]),
        Unit(
            "pint", .volume, .us, factor: times(tsp, 96),
            names: ["en": ["pint", "pints", "pt", "pts"], "ru": ["пинта", "пинты", "пинт"], "kk": ["пинта"]],
            labels: [
                "en": UnitLabel(one: "pint", other: "pints"),
                "ru": UnitLabel(one: "пинта", few: "пинты", many: "пинт", other: "пинты"), "kk": "пинта",
            ]),
        Unit(
            "quart", .volume, .us, factor: times(tsp, 192),
            names: ["en": ["quart", "quarts", "qt", "qts"], "ru": ["кварта", "кварты", "кварт"], "kk": ["кварта"]],
            labels: [
                "en": UnitLabel(one: "quart", other: "quarts"),
                "ru": UnitLabel(one: "кварта", few: "кварты", many: "кварт", other: "кварты"), "kk": "кварта",
            ]),
        Unit(
            "gallon", .volume, .us, factor: times(tsp, 768),
            names: ["en": ["gallon", "gallons", "gal"], "ru": ["галлон", "галлона", "галлонов"], "kk": ["галлон"]],
            labels: [
                "en": UnitLabel(one: "gallon", other: "gallons"),
                "ru": UnitLabel(one: "галлон", few: "галлона", many: "галлонов", other: "галлона"), "kk": "галлон",
            ]),
        Unit(
            "pint-imp", .volume, .imperial, factor: Rational(454_609, 800)!,
            names: ["en": ["imperial pint", "imperial pints", "imp pint", "imp pints"]],
            labels: [
                "en": UnitLabel(one: "imperial pint", other: "imperial pints"),
                "ru": UnitLabel(one: "имп. пинта", few: "имп. пинты", many: "имп. пинт", other: "имп. пинты"),
            ]),
        Unit(
            "glass-ru", .volume, .kitchen, factor: Rational(200),
            names: ["en": ["glass", "glasses"], "ru": ["стакан", "стакана", "стаканов", "стаканы", "ст", "стак", "стакану"], "kk": ["стақан", "стакан"]],
            labels: [
                "en": UnitLabel(one: "glass", other: "glasses"),
                "ru": UnitLabel(one: "стакан", few: "стакана", many: "стаканов", other: "стакана"), "kk": "стақан",
            ]),
    ]

    static let lengthAndTemperature: [Unit] = [
        Unit(
            "mm", .length, .metric, factor: .one,
            names: ["en": ["mm", "millimetre", "millimetres", "millimeter", "millimeters"], "ru": ["мм"], "kk": ["мм"]],
            labels: ["en": "mm", "ru": "мм", "kk": "мм"]),
        Unit(
            "cm", .length, .metric, factor: Rational(10),
            names: ["en": ["cm", "centimetre", "centimetres", "centimeter", "centimeters"], "ru": ["см"], "kk": ["см"]],
            labels: ["en": "cm", "ru": "см", "kk": "см"]),
        Unit(
            "inch", .length, .us, factor: Rational(127, 5)!,
            names: ["en": ["inch", "inches", "in"], "ru": ["дюйм", "дюйма", "дюймов"], "kk": ["дюйм"]],
            labels: ["en": "in", "ru": UnitLabel(one: "дюйм", few: "дюйма", many: "дюймов", other: "дюйма"), "kk": "дюйм"]),
        Unit(
            "celsius", .temperature, .metric, factor: .one,
            names: ["en": ["°c", "℃", "degrees celsius"], "ru": ["°с", "градусов цельсия"]],
            labels: ["en": "°C"]),
        Unit(
            "fahrenheit", .temperature, .us, factor: Rational(5, 9)!, offset: Rational(-160, 9)!,
            names: ["en": ["°f", "℉", "degrees fahrenheit"], "ru": ["градусов фаренгейта"]],
            labels: ["en": "°F"]),
    ]
}
