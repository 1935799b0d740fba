/// The words of one language that the ingredient line parser and the formatter need.
/// A language is added by adding an entry to `all` (and names to `UnitTable`), not code.
/// Phrases are lowercase and matched case-insensitively, longest first, on word boundaries.
public struct LanguageGrammar: Sendable {
    public var code: String
    /// `1,5` is one and a half (ru, kk). A decimal point is always accepted. Must agree with
    /// `LanguageCode.decimalSeparator` (a test checks).
    public var decimalComma: Bool
    /// Whose unit names are recognised, in order: Kazakh recipes use Russian units too.
    var unitLanguages: [String]
    /// "salt to taste", "соль по вкусу": no amount, on purpose.
    public var toTaste: [String]
    /// Between a unit and the name: "a pinch of salt", "2 cups of flour".
    var unitConnectors: [String]
    /// Between a preparation and the amount: "juice of 1 lemon".
    var preparationConnectors: [String]
    /// Size words and measure modifiers: "3 medium onions", "2 крупных яйца", "1 heaped tbsp".
    public var sizes: [String]
    /// Before an amount: "about 1.5 l water".
    public var approximate: [String]
    /// What `QuantityFormatter` prints for an approximate amount.
    public var approximateLabel: String
    /// The label governs the genitive: units and nouns after it take the genitive forms
    /// (Russian "около 2 фунтов", not "около 2 фунта").
    public var approximateGovernsGenitive: Bool = false
    /// Between the ends of a range, besides `-`, `–` and `—`: "2 to 3".
    var rangeWords: [String]
    /// Before the first end of a range: "от 2 до 3"; also "each" before an amount ("по 2 ст.
    /// ложки", "әрқайсысы 1 шымшым").
    var rangeStartWords: [String]
    /// Before an alternative with its own amount: "1 tbsp sugar or 2 tbsp honey".
    var alternativeWords: [String]
    /// Words meaning 1 before a unit: "a pinch of salt", "бір шымшым тұз".
    var oneWords: [String]
    /// After a name, before its amount: "Мука — 200 г", "Flour: 200 g".
    var nameSeparators: [String]
    /// Words that look like misspelled units but are food: "2 spring onions" is not "sprig".
    var notUnits: [String]

    /// The grammar for a language code (`ru`, `ru-RU`); English when unknown.
    public static func forLanguage(_ code: String) -> LanguageGrammar {
        // A key of `all` is its own code (lowercase, no region): no tag to take apart.
        if let grammar = all[code] { return grammar }
        return all[LanguageCode(code).code] ?? all["en"]!
    }

    static let separators = [" — ", " – ", " - ", ": ", "—"]
    static let multiplierSigns = ["x", "×", "х", "--"]
    /// Preparations written before the amount with no connector, longest first.
    /// Russian words for a part of a dish, written alone before a colon as a label.
    static let russianPartWords: Set<String> = [
        "тесто", "начинка", "крем", "соус", "глазурь", "заправка", "маринад", "пропитка", "корж", "коржи",
        "основа", "посыпка", "сироп", "декор", "украшение", "подача", "кляр", "панировка", "суфле", "подлива",
        "заливка",
    ]
    /// Headings of a Russian list, before a colon: "Состав: …", "Дополнительно: …".
    static let russianListHeadings: Set<String> = ["состав", "ингредиенты", "продукты", "дополнительно", "также", "ещё", "еще"]
    static let preparationWords: [String: [String]] = [
        // "семена 2 стручков кардамона", "семена 1 ванильной палочки": the seeds of the pods
        "ru": ["цедра и сок", "сок и цедра", "сок", "цедра", "семена"],
        // "zest 1 lemon", "juice ½ lime": British recipe sites write no "of".
        "en": ["zest and juice", "juice and zest", "finely grated zest", "grated zest", "zest", "juice"],
    ]

    public static let all: [String: LanguageGrammar] = [
        "en": LanguageGrammar(
            code: "en", decimalComma: false, unitLanguages: ["en"],
            toTaste: ["to taste", "or to taste", "as needed", "as required", "to your taste", "to your liking", "as desired"],
            unitConnectors: ["of"], preparationConnectors: ["of", "from"],
            sizes: [
                "extra-large", "extra large", "small", "medium", "large", "big", "jumbo", "giant", "huge",
                "small-sized", "medium-sized", "large-sized", "small sized", "medium sized", "large sized", "small-to-medium", "medium-to-large", "small to medium",
                "medium to large", "small-medium", "medium-large",
                "heaped", "heaping", "level", "scant", "generous", "rounded",
                "thumb-size", "thumb-sized", "thumb size", "thumb sized", "thumb-length",
                "lg.", "lg", "lge", "lrg", "med.", "med", "sm.", "sm",
                // "1 tall can evaporated milk": the 12-ounce can, said by its size.
                "tall",
            ],
            approximate: ["approximately", "approx.", "approx", "about", "around", "roughly", "circa", "ca.", "~", "≈"],
            approximateLabel: "about",
            rangeWords: ["to"], rangeStartWords: [], alternativeWords: ["or"], oneWords: ["a", "an", "one"],
            nameSeparators: separators,
            notUnits: [
                "spring", "springs", "stock", "stocks", "pine", "pinto", "quark", "spice", "spices",
                "cane", "jam", "gala", "heap",
                // English words one letter from a unit (pint, packet, slices, tin, cup, tsp...):
                // "1 pink grapefruit", "2 sliced onions", "1 packed cup" are no misspelt units.
                "pink", "thin", "thins", "tiny", "sliced", "packed", "pounded", "quarters", "cut",
                "end", "ends", "heat", "top", "tops", "tap", "garam",
            ]),
        "ru": LanguageGrammar(
            code: "ru", decimalComma: true, unitLanguages: ["ru", "en"],
            toTaste: [
                "по вкусу", "или по вкусу", "на вкус", "по вкусу и желанию", "по желанию и вкусу", "по необходимости",
                "сколько возьмет тесто", "сколько возьмёт тесто", "сколько потребуется", "сколько понадобится", "сколько нужно",
                "сколько уйдет", "сколько уйдёт", "на свой вкус", "по своему вкусу",
                // "Мука — сколько возьмет", "Соль по вк." ("на глаз" is a vague amount: a note)
                "сколько возьмет", "сколько возьмёт", "по вк",
                // "соль — по-вкусу", "соль — повкусу"
                "по-вкусу", "повкусу",
            ],
            unitConnectors: [], preparationConnectors: [],
            sizes: [
                "маленький", "маленькая", "маленькое", "маленькие", "маленьких", "маленькую",
                "небольшой", "небольшая", "небольшое", "небольшие", "небольших", "небольшую",
                "средний", "средняя", "среднее", "средние", "средних", "среднюю",
                "крупный", "крупная", "крупное", "крупные", "крупных", "крупную",
                "большой", "большая", "большое", "большие", "больших", "большую",
                "неполный", "неполная", "неполные", "неполных", "неполную", "полный", "полная", "полные", "полных", "полную",
                "маленького", "небольшого", "среднего", "крупного", "большого", "неполного", "полного",
                "с горкой", "без горки", "с верхом", "без верха", "с небольшим", "с лишним", "среднего размера", "крупного размера", "небольшого размера",
                "маленького размера", "большого размера", "гранёный", "граненый", "гранёного", "граненого", "гранёных", "граненых",
                // "Огурцы 1 литровая банка": a jar's size
                "литровая", "литровой", "литровую", "литровые", "литровых", "поллитровая", "пол-литровая", "трехлитровая",
                "трёхлитровая",
            ],
            // "Сахар — не более 100 г", "до 100 г", "не менее 500 г", "чуть больше стакана": an
            // amount at most, at least or a little off, read as about that much
            approximate: [
                "приблизительно", "примерно", "около", "прибл.", "ок.", "~", "≈", "не более", "не больше", "до",
                "не менее", "не меньше", "чуть больше", "чуть меньше", "немного больше", "немного меньше",
            ],
            approximateLabel: "около", approximateGovernsGenitive: true,
            rangeWords: ["до"], rangeStartWords: ["от", "по"], alternativeWords: ["или"], oneWords: [],
            nameSeparators: separators,
            // Russian nouns one letter from a unit (ложка, перо): "Клубника — 2 лотка" is two
            // punnets, "Перец сладкий — 3 перца" three peppers, no misspelt unit.
            notUnits: [
                "лоток", "лотка", "лотков", "лотке", "лотки", "лотку", "лоточек", "лоточка", "лоточки", "перец", "перца",
                "перцев", "перцы", "перчик", "перчика", "перчиков",
            ]),
        "kk": LanguageGrammar(
            code: "kk", decimalComma: true, unitLanguages: ["kk", "ru", "en"],
            toTaste: [
                "дәміне қарай", "дәмге қарай", "татымына қарай", "талғам бойынша", "талғамға қарай", "талғамыңызға қарай", "қалауыңызша",
                "дәмдік талғамға негізделген", "қажетінше", "илеуге қажетінше", "дәмі бойынша", "дәміне байланысты", "талғамға байланысты",
                "қалауынша", "қалағаныңызша", "талғамыңызша", "дәміне",
            ],
            unitConnectors: [], preparationConnectors: [],
            sizes: [
                "кішкентай", "кішкене", "кіші", "шағын", "орташа", "үлкен", "ірі", "деңгейдегі", "үйілген", "төбешікпен", "төбесімен", "слайдпен", "слайдсыз",
                "орташа өлшемді", "орта өлшемді", "үлкен өлшемді", "кішкентай өлшемді", "кішкене өлшемді", "шағын өлшемді",
            ],
            approximate: ["шамамен", "шамасы", "мөлшермен", "~", "≈"],
            approximateLabel: "шамамен",
            rangeWords: [], rangeStartWords: ["әрқайсысы", "әрбірі"], alternativeWords: ["немесе"], oneWords: ["бір"],
            nameSeparators: separators, notUnits: []),
    ]
}

extension LanguageGrammar {
    /// Numbers written as words, longest first when matched: "two eggs", "half a lemon",
    /// "a dozen eggs", "два яйца", "половина луковицы", "полтора стакана", "екі жұмыртқа".
    /// A word number is followed by a space (or, for `пол`, a hyphen or a unit: "пол-лимона",
    /// "полстакана"); "a" and "an" alone are not numbers ("a little oil").
    public var numberWords: [(String, Rational)] { Self.numberWordTable[code] ?? [] }

    static func words(_ pairs: [(String, Int, Int)]) -> [(String, Rational)] {
        pairs.map { ($0.0, Rational($0.1, $0.2)!) }.sorted { $0.0.unicodeScalars.count > $1.0.unicodeScalars.count }
    }

    static let numberWordTable: [String: [(String, Rational)]] = [
        "en": words([
            ("one and a half", 3, 2), ("half a", 1, 2), ("half an", 1, 2), ("a half", 1, 2), ("half", 1, 2),
            ("a quarter", 1, 4), ("a dozen", 12, 1), ("dozen", 12, 1), ("a pair of", 2, 1), ("a couple of", 2, 1),
            ("one", 1, 1), ("two", 2, 1), ("three", 3, 1), ("four", 4, 1), ("five", 5, 1), ("six", 6, 1),
            ("seven", 7, 1), ("eight", 8, 1), ("nine", 9, 1), ("ten", 10, 1), ("eleven", 11, 1), ("twelve", 12, 1),
        ]),
        "ru": words([
            ("один", 1, 1), ("одна", 1, 1), ("одно", 1, 1), ("одну", 1, 1), ("два", 2, 1), ("две", 2, 1),
            ("три", 3, 1), ("четыре", 4, 1), ("пять", 5, 1), ("шесть", 6, 1), ("семь", 7, 1), ("восемь", 8, 1),
            ("девять", 9, 1), ("десять", 10, 1), ("полтора", 3, 2), ("полторы", 3, 2), ("половина", 1, 2),
            ("половину", 1, 2), ("половины", 1, 2), ("половинка", 1, 2), ("половинку", 1, 2), ("половинки", 1, 2), ("половине", 1, 2), ("треть", 1, 3), ("четверть", 1, 4), ("четвертинка", 1, 4), ("четвертинку", 1, 4), ("пара", 2, 1),
            ("пару", 2, 1), ("пол", 1, 2), ("десяток", 10, 1), ("пяток", 5, 1),
            // "три четверти стакана", "две трети стакана", "двух третей стакана"
            ("три четверти", 3, 4), ("трех четвертей", 3, 4), ("трёх четвертей", 3, 4), ("две трети", 2, 3),
            ("двух третей", 2, 3), ("одна треть", 1, 3), ("одну треть", 1, 3), ("одна четверть", 1, 4), ("одну четверть", 1, 4),
        ]),
        "kk": words(
            [
                ("бір жарым", 3, 2), ("бір", 1, 1), ("екі", 2, 1), ("үш", 3, 1), ("төрт", 4, 1), ("бес", 5, 1),
                ("алты", 6, 1), ("жеті", 7, 1), ("сегіз", 8, 1), ("тоғыз", 9, 1), ("он", 10, 1), ("жарты", 1, 2),
                ("жартысы", 1, 2), ("ширек", 1, 4),
            ] + kazakhCompoundNumbers),
    ]

    /// Kazakh tens and hundreds, alone and with units after them ("он екі жұмыртқа" is 12
    /// eggs, not 10 of "екі жұмыртқа"; "екі жүз грамм", "жүз елу грамм").
    static let kazakhCompoundNumbers: [(String, Int, Int)] = {
        let ones = ["бір", "екі", "үш", "төрт", "бес", "алты", "жеті", "сегіз", "тоғыз"]
        let tens = [("он", 10), ("жиырма", 20), ("отыз", 30), ("қырық", 40), ("елу", 50), ("алпыс", 60), ("жетпіс", 70), ("сексен", 80), ("тоқсан", 90)]
        var all: [(String, Int, Int)] = []
        for (ten, value) in tens {
            if ten != "он" { all.append((ten, value, 1)) }
            for (i, one) in ones.enumerated() { all.append((ten + " " + one, value + i + 1, 1)) }
        }
        all.append(("жүз", 100, 1))
        all.append(("жүз елу", 150, 1))
        for (i, one) in ones.enumerated() {
            all.append((one + " жүз", (i + 1) * 100, 1))
            all.append((one + " жүз елу", (i + 1) * 100 + 50, 1))
        }
        return all
    }()

    /// Word numbers that may be written straight onto the next word: "полстакана",
    /// "пол-лимона", "полкило".
    static let gluedNumberWords: Set<String> = ["пол"]

    /// Between two amounts that add up: "1 cup plus 2 tablespoons", "1 стакан и 2 ст. л.".
    var plusWords: [String] { Self.plusWordTable[code] ?? [] }
    static let plusWordTable: [String: [String]] = [
        "en": ["plus", "+", "and"], "ru": ["плюс", "+", "и"], "kk": ["плюс", "+", "және"],
    ]

    /// Between a number and another number, "or" makes a range: "2 or 3 cloves", "3 или 4 шт.".
    var rangeOrWords: [String] { alternativeWords }

    /// Between an amount and its equivalent: "Сметана 2 ст. л. = 50 г".
    static let equivalentSigns = ["=", "≈"]

    /// Words before a percentage that say what it is: "сметана жирностью 20%".
    static let percentWords = ["жирностью", "жирности", "жирн.", "fat", "майлылығы", "от"]

    /// English words that describe a food in a comma list before its name: "2 tablespoons
    /// toasted, chopped walnuts", "8 small, waxy potatoes". Besides these, any word ending
    /// in -ed or -ly describes.
    static let englishAdjectives: Set<String> = [
        "fresh", "ripe", "large", "small", "medium", "big", "waxy", "firm", "dry", "hot", "cold", "warm", "raw", "whole",
        "thin", "thick", "lean", "boneless", "skinless", "sweet", "good", "quality", "soft", "hard", "sharp", "mild", "plain",
        "light", "dark", "young", "tender", "organic", "crisp", "crunchy", "juicy", "fat", "fatty", "fine", "coarse", "long",
        "short", "heaping", "level", "scant", "generous", "extra", "virgin", "day-old", "stale", "new", "baby", "mini",
        "jumbo", "green", "red", "yellow", "white", "black", "golden", "brown", "seedless", "unpeeled", "bite-size",
        "bite-sized", "high-quality", "store-bought", "homemade", "frozen", "canned", "thawed", "instant",
        // "1 (8-11 pounds) bone-in, fully cooked spiral-sliced ham", "4 bone-in, skin-on chicken
        // thighs" (`FoodWords.split` gives the words of "bone-in" and "skin-on" apart)
        "bone-in", "skin-on", "bone", "skin", "in", "on",
        // "1 cup strong, freshly brewed coffee"
        "strong",
    ]
}

extension LanguageGrammar {
    /// Words ending a name that say what the food is for: "кинза для подачи", "berries for
    /// garnish". They go to the note, where the weigher reads them.
    static let purposeSuffixes = [
        "for garnish", "to garnish", "as garnish", "as a garnish", "as a topping", "to serve", "for serving", "for frying", "for greasing",
        "for deep frying", "for deep-frying", "for shallow frying", "for brushing", "for drizzling", "for dusting",
        "for sprinkling", "for the pan", "for the grill",
        "for topping", "for the topping", "to top", "for dipping", "for decorating", "for decoration", "to decorate",
        "for rolling", "for greasing the pan", "for greasing the tin", "for finishing", "to finish", "for the top",
        "for the work surface", "for coating", "for dredging", "for kneading", "for basting",
        "для подачи", "для украшения", "для жарки", "для жарения", "для смазывания",
        "для обваливания", "для фритюра", "дастарқанға",
        "для обсыпки", "для посыпки", "для присыпки", "для подпыла", "для смазки", "для обжарки", "для панировки",
        "для сервировки", "для раскатки", "для раскатывания", "для разделки", "для замешивания",
        "для припыления", "для припыливания", "для прослойки", "для прослаивания",
        // what part of the recipe the food goes to: "Сахар для сиропа", "Соль для маринада"
        "для теста", "для крема", "для сиропа", "для маринада", "для начинки", "для соуса", "для заправки", "для пропитки",
        "для глазури", "для кляра", "для опары", "в тесто", "в крем", "на подпыл", "на смазку", "на смазку формы",
        // "Мука на тесто 300 г", "Сахар на крем", "вода для бульона"
        "на тесто", "на крем", "на начинку", "на сироп", "на пропитку", "на глазурь", "в начинку", "в соус", "в фарш",
        "для бульона", "для варки", "для отваривания", "на сковороду", "для сковороды",
        // not a purpose, but a note ending a name all the same: "Кефир любой жирности",
        // "фарш из магазина", "орехи любые" (not "любой": its "й" is no scalar of its own, see
        // `purposeSuffixEnds`; the matcher reads "Сыр любой" as cheese already)
        "любой жирности", "из магазина", "любая", "любое", "любые", "қуыруға", "жағуға", "майлауға", "безендіруге", "сеуіп беруге",
        "ұсыну үшін", "ұсынуға",
    ]

    /// Each of `purposeSuffixes`, with a space before it and its last scalar. A name can
    /// end with one only if its last scalar is that one: each ends in a letter that is a
    /// character of its own, equal to no other (no canonical decomposition), so checking
    /// the scalar first skips the character-by-character `hasSuffix` for most lines.
    static let purposeSuffixEnds: [(suffix: String, spaced: String, last: Unicode.Scalar?)] = purposeSuffixes.map {
        ($0, " " + $0, $0.unicodeScalars.last)
    }

    /// After "или"/"немесе", words for "any other": "Сыр твёрдый или другой", "масло
    /// растительное или любое". The name ends before "или"; the rest is a note.
    static let otherChoiceWords: Set<String> = [
        "другой", "другая", "другое", "другие", "другого", "другую", "других", "любой", "любая", "любое", "любые",
        "любого", "любую", "любых", "иной", "иная", "иное", "иные", "иного", "басқа", "басқасы",
    ]

    /// Count units an English name may end with: "2 garlic cloves" is 2 cloves of garlic,
    /// "1/4 cinnamon stick" a quarter stick of cinnamon. Leaves only of the herbs
    /// below: a leaf of another plant is not its fruit ("avocado leaves", "lime leaves").
    static let trailingCountUnits: Set<String> = ["clove", "stalk", "sprig", "stick", "head", "bunch"]

    /// Purposes a Russian or Kazakh line may start with, without a colon: "Для посыпки 4 ст.
    /// ложки сахарной пудры", "қызмет ету үшін лимон тілімдері". They go to the note.
    static let leadPurposes = [
        "для посыпки", "для обсыпки", "для смазывания", "для подачи", "для украшения", "для декора", "қызмет ету үшін",
        "қызмет етуге арналған", "безендіру үшін", "безендіруге арналған", "дастарқанға беру үшін", "ұсыну үшін",
    ]

    /// An amount said against the line before ("в два раза больше творога;", "столько же
    /// воды;", "вполовину меньше сметаны;"): a note before the name, not an amount of its
    /// own (the line before is not at hand, so the line has no amount).
    /// Russian conditions written first without a colon: "Можно добавить разрыхлитель",
    /// "на выбор 250 г отварной говядины или языка". They go to the note.
    static let russianLeadConditions = [
        "при желании можно добавить", "по желанию можно добавить", "при желании добавить", "по желанию добавить", "можно добавить",
        "при желании", "по желанию", "на выбор",
    ]

    /// What a Russian line may start with that goes to the note: an amount said against the
    /// line before or a condition.
    static let russianLeads = leadRelativeAmounts + russianLeadConditions

    static let leadRelativeAmounts = [
        "в два раза больше", "в два раза меньше", "в три раза больше", "в три раза меньше", "вдвое больше", "вдвое меньше",
        "втрое больше", "втрое меньше", "вполовину меньше", "вполовину больше", "в полтора раза больше",
        "в полтора раза меньше", "столько же", "столько же по весу",
    ]

    /// Kazakh words for a part of a dish (or a food the line's food goes into), which in
    /// the dative (қамырға, сүтке, қамырына, ішіне) start a line as its part label.
    static let kazakhPartStems: Set<String> = [
        "қамыр", "тұздық", "соус", "салат", "сорпа", "ет", "крем", "толтырма", "іш", "үст", "бет", "маринад", "глазурь",
        "сироп", "шәрбат", "ұн", "сүт", "су", "май", "фарш", "палау", "торт", "пирог", "бәліш", "самса", "манты", "тұшпара",
        "лағман", "қуырдақ", "бауырсақ", "десерт", "қоспа", "безендіру", "жабын", "бисквит", "шелпек", "нан",
    ]

    /// Whether `word` (lowercased) is a Kazakh part label in the dative: one of
    /// `kazakhPartStems` with -ға/-ге/-қа/-ке (after a possessive -на/-не), or a verbal noun
    /// of purpose in -уға/-уге of at least four letters (қуыруға, майлауға, себуге).
    static func isKazakhDativeLabel(_ word: String) -> Bool {
        for ending in ["ға", "ге", "қа", "ке", "на", "не"] where word.hasSuffix(ending) {
            var stem = String(word.dropLast(2))
            if ending == "на" || ending == "не" {
                guard let last = stem.last, last == "ы" || last == "і" else { continue }
                stem.removeLast()
                if stem.hasSuffix("с"), !kazakhPartStems.contains(stem) { stem.removeLast() }
            } else if stem.unicodeScalars.count >= 4, stem.hasSuffix("у") || stem.hasSuffix("ю") {
                return true
            }
            if kazakhPartStems.contains(stem) { return true }
        }
        return false
    }

    /// Russian and Kazakh words for a family of foods, which a dash or colon after them
    /// followed by the kind makes the line's generic name ("Мясо - говядина 500 г").
    static let genericFoodWords: Set<String> = ["мясо", "рыба", "грибы", "ет", "балық", "саңырауқұлақ", "саңырауқұлақтар"]

    /// Words ending like the instrumental -мен/-бен/-пен that are not in it.
    static let kazakhWordsEndingLikeInstrumental: Set<String> = ["пельмен", "пельмени", "төмен", "семен"]

    /// Kazakh count words written after the name with a possessive ending, and their unit:
    /// "5 аскөк бұтақтары" is 5 sprigs of dill, "3 сарымсақ қалампыры" 3 cloves of garlic
    /// (a clove only after сарымсақ).
    static let kazakhTrailingUnits: [String: String] = [
        "бұтағы": "sprig", "бұтақтары": "sprig", "бұтақшасы": "sprig", "сабағы": "stalk", "сабақтары": "stalk",
        "қалампыры": "clove", "қалампырлары": "clove", "түйірі": "clove", "түйірлері": "clove", "тістемі": "clove",
        "тістемдері": "clove", "тісі": "clove", "тістері": "clove", "сынасы": "clove", "сыналары": "clove",
        "қауырсыны": "stalk", "қауырсындары": "stalk", "басы": "head",
    ]

    /// Kazakh words for a bunch, with the possessive ending, written after the food with no
    /// number ("қымыздықтың үлкен шоғыры": one big bunch of sorrel).
    static let kazakhTrailingBunches: Set<String> = ["шоғыры", "байламы", "бумасы"]

    /// Herbs whose leaves are the herb: "6 mint leaves" is 6 leaves of mint, as "2 garlic
    /// cloves" is 2 cloves of garlic ("2 bay leaves", "lime leaves" stay names).
    static let leafyHerbs: Set<String> = [
        "mint", "basil", "sage", "parsley", "cilantro", "coriander", "tarragon", "oregano", "marjoram", "dill", "lovage",
        "spearmint", "peppermint", "shiso", "chervil", "sorrel", "epazote",
    ]

    /// Herbs named by their leaf, English: "2 bay leaves" is 2 leaves of bay leaf; the name
    /// keeps "leaves", as "bay" alone would be Old Bay or bay scallops ("4 kaffir lime leaves":
    /// leaves, and "lime" alone would be the fruit).
    static let leafNamedHerbs: Set<String> = ["bay", "laurel", "curry", "lime"]

    /// Units a cook may type onto the next word ("3/4 cupheavy cream", "1 tablespoonolive
    /// oil"), longest first, and the endings after them that make another word
    /// ("cupcakes", "cupful", "poundcake").
    static let gluedUnitPrefixes = [
        "tablespoons", "tablespoon", "teaspoons", "teaspoon", "ounces", "ounce", "pounds", "pound", "grams", "cups",
        "cup", "tbsp", "tbs", "tsp", "lbs", "oz",
    ]
    static let gluedUnitPlurals: Set<String> = ["tablespoons", "teaspoons", "ounces", "pounds", "grams", "cups", "lbs"]
    static let notGluedRests = ["cake", "ful", "board"]

    /// Words that size a unit but only before one: "Good pinch of salt", "2 good handfuls"
    /// ("good-quality tomatoes" is no size).
    var unitSizes: [String] { Self.unitSizeTable[code] ?? [] }
    static let unitSizeTable: [String: [String]] = ["en": ["good", "whole"]]

    /// After a name separator instead of an amount: the name has no amount, and these words
    /// are its note ("Зелень – по желанию", "Растительное масло – для жарки").
    static let separatorNotes =
        [
            "по желанию", "при желании", "опционально", "optional",
            // "Соль — немного", "Сахар — чуть-чуть", "Зелень — на глаз": a vague amount, no number
            "немного", "немножко", "чуть-чуть", "чуть", "на глаз",
            // "Ананасы: не обязательно", "Луковые листья: несколько": optional, a few
            "не обязательно", "необязательно", "несколько",
            // Kazakh, as translated: "бұрыш - қалауы бойынша", "тұз - қажет болса"
            "қалауы бойынша", "қалау бойынша", "қажет болса", "міндетті емес",
        ] + purposeSuffixes

    /// Labels written before a colon at the start of a line, in every language: "Optional:
    /// 1/4 cup chopped nuts", "Для подачи: сметана". They go to the note.
    static let leadLabels = [
        "optional", "optional toppings", "optional topping", "garnish", "garnishes", "for garnish", "to garnish", "to serve",
        "for serving",
        "topping", "toppings", "по желанию", "для подачи", "для украшения", "опционально", "қалауыңызша",
    ]

    /// English conditions written before a line without a colon: "If desired add 1/4 cup sour
    /// cream", "Optional 1 tbsp honey" (only before an amount). They go to the note.
    static let englishLeadConditions = [
        "if desired, add", "if desired add", "if desired", "if using, add", "if using", "if you like", "optional",
    ]

    /// Words for "some" before a count unit: the unit without an amount ("несколько веточек",
    /// "a few sprigs of thyme").
    var vagueAmounts: [String] { Self.vagueAmountTable[code] ?? [] }
    static let vagueAmountTable: [String: [String]] = ["en": ["a few", "several", "few"], "ru": ["несколько"], "kk": ["бірнеше"]]

    /// Russian and Kazakh words after an amount that say the food's state, not which food:
    /// "Яйца 2 шт. комнатной температуры", "Молоко 200 мл теплое".
    static let stateWords: Set<String> = [
        "комнатной", "комнатная", "температуры", "теплое", "теплого", "теплой", "теплая", "теплые", "теплых", "холодное",
        "холодного", "холодной", "холодная", "холодные", "холодных", "горячее", "горячего", "горячей", "горячая",
        "горячие", "охлажденное", "охлажденного", "охлажденные", "охлажденных", "мягкое", "мягкой", "размягченное",
        "размягченного", "свежих", "свежие", "спелых", "спелые", "кипятка", "кипящей", "без", "кожи", "кожуры",
        "костей", "кости", "косточек", "через", "пресс", "кубиками", "кольцами", "полукольцами", "соломкой",
        "ломтиками", "дольками", "кусочками", "мелкими", "крупными", "примерно", "около", "или", "по", "желанию",
        "для", "подачи", "смазки", "смазывания", "жарки", "посыпки", "украшения", "теста", "начинки", "жылы", "суық",
        "и", "более", "больше", "меньше", "чуть", "немного", "еще", "можно", "на", "выбор", "вкус", "ваш",
        // "Сода 1/2 ч.л. погасить уксусом"
        "погасить", "гасить", "погашенная", "погашенной", "погашенную", "гашеная", "гашеной", "гашенная", "уксусом",
        // "Сметана 200 г жирная", "Кефир 1 стакан любой жирности", "Сахар 1 стакан неполный"
        "жирная", "жирный", "жирное", "жирной", "жирные", "жирных", "жирности", "любой", "домашняя", "домашний",
        "домашнее", "домашней", "неполный", "неполная", "полный", "крупная", "крупный", "крупные", "крупных", "средняя",
        "средний", "средние", "средних", "мелкие", "мелкая", "спелая", "спелый", "свежая", "свежий", "свежее",
        // "Морковь 1 шт. натереть на терке", "Лук 1 шт. нарезать кубиком": the tool or cut after a verb
        "терке", "терку", "мелкой", "крупной", "мелко", "крупно", "тонко", "блендере", "блендером", "мясорубку",
        "мясорубке", "кубик", "кубики", "кубиком", "полоски", "полосками", "соломку", "кружочки", "кружочками",
        "кружками", "половинки", "пополам", "четвертинки", "сито", "сквозь",
    ]

    /// Beginnings of Russian words for states that make another food (processed cheese,
    /// smoked, dried, pickled, canned, frozen, cooked, salted, condensed milk, ghee): after
    /// an amount they stay in the name for the matcher to read.
    static let foodChangingStems = [
        "плавлен", "копчен", "вялен", "сушен", "маринован", "консервирован", "заморожен", "варен", "отварн", "отварен",
        "жарен", "обжарен", "солен", "малосолен", "сгущен", "топлен", "квашен", "мочен", "засахарен", "печен", "запечен",
        "пастеризован", "растворим",
    ]

    /// English preparations written after a food's name without a comma ("3 cloves garlic
    /// minced"): what the cook does, not which food. Not those that make another food
    /// (cooked, dried, smoked, roasted, ground, packed), nor "juiced"/"zested" (the matcher
    /// reads them in the name).
    static let englishPreparations: Set<String> = [
        "minced", "chopped", "diced", "sliced", "divided", "softened", "melted", "halved", "quartered", "drained",
        "rinsed", "trimmed", "peeled", "seeded", "deseeded", "cored", "beaten", "whisked", "sifted", "julienned",
        "cubed", "crumbled", "torn", "thawed", "defrosted", "separated", "cut", "spooned", "shaken", "mashed",
        "toasted", "pitted", "stemmed", "deveined", "patted", "warmed", "chilled", "cooled", "scrubbed", "washed",
        "grated", "shredded", "crushed", "squeezed", "slivered", "shelled", "snipped", "segmented", "lightly",
        "removed", "reserved", "optional", "leveled", "levelled", "sieved", "juiced", "zested", "picked",
        // "1 lb ground beef browned and drained", "8 oz mushrooms cleaned and sliced", "1 can
        // tomato soup undiluted" (the condensed soup as it comes)
        "browned", "cleaned", "undiluted",
    ]

    /// After "for" at the end of an English name, words that make it a purpose ("sugar for the
    /// topping", "1/2 cup sugar for each crème brûlée"); a word in -ing does too ("for spritzing").
    static let englishPurposeNouns: Set<String> = [
        "the", "a", "an", "each", "garnish", "serving", "decoration", "topping", "toppings", "dipping", "sprinkling",
        "drizzling", "dusting", "brushing", "greasing", "frying", "glaze", "later",
    ]

    /// After "to" at the end of an English name, verbs that make it a purpose ("1 egg to
    /// glaze", "red wine to steam patty", "powdered sugar to dust on top").
    static let englishPurposeVerbs: Set<String> = [
        "serve", "top", "garnish", "glaze", "dust", "brush", "coat", "drizzle", "sprinkle", "finish", "decorate", "grease",
        "fry", "steam", "dip", "cover", "thin", "loosen", "balance", "deglaze", "season", "sweeten", "soak", "marinate",
        "spread", "roll", "thicken", "adjust", "fill", "line", "cook", "boil", "poach", "baste", "wash", "make", "mix",
    ]

    /// Parts of a food a cook takes off, written after the name with "removed": "1 red bell
    /// pepper seeds removed" (the name is the pepper).
    static let englishRemovedParts: Set<String> = [
        "seeds", "seed", "stems", "stem", "pits", "pit", "skin", "skins", "core", "cores", "ends", "tops", "membranes",
        "ribs", "shells", "shell", "peel", "husks", "husk", "bones", "stones", "strings",
    ]

    /// English names of one food made of two words joined by "and": not two foods.
    static let pairedNames = [
        "half and half", "sweet and sour", "salt and vinegar", "bread and butter", "mac and cheese",
        "macaroni and cheese", "cookies and cream", "peaches and cream", "pork and beans", "franks and beans",
        "surf and turf", "fish and chips", "hot and sour", "sweet and spicy", "salt and pepper chips",
    ]

    /// Words after an amount that only say its size: "картофель 4 шт. среднего размера".
    static let sizeNouns: Set<String> = ["размера", "размеров", "size", "sized"]
    /// Leaves of a food, counted: "5–6 капустных листьев".
    static let russianLeaves: Set<String> = ["листьев", "листа", "листов", "листья"]
    /// Words for one piece of a food that, after a name and a count, say only what is
    /// counted ("имбирь 1 корень", "картофель 3 клубня", "Лук 2 луковицы", "Бадьян 2
    /// звездочки"): a plain count, the word goes to the note.
    static let russianPieceNouns: Set<String> = [
        "корень", "корня", "корней", "клубень", "клубня", "клубней", "початок", "початка", "початков",
        "луковица", "луковицы", "луковиц", "лист", "листа", "листов", "звездочка", "звездочки", "звездочек",
        "звёздочка", "звёздочки", "звёздочек", "коробочка", "коробочки", "коробочек", "бутон", "бутона", "бутонов",
        "шарик", "шарика", "шариков",
    ]
    /// An egg's grade after its count ("Яйца 5 шт. категории С1"): Cyrillic or Latin C.
    static func isEggGrade(_ word: String) -> Bool {
        let w = word.lowercased()
        return ["категории", "категория", "кат", "кат."].contains(w)
            || (w.count == 2 && (w.hasPrefix("с") || w.hasPrefix("c")) && ["0", "1", "2", "3", "в", "о", "o"].contains(String(w.dropFirst())))
    }
}
