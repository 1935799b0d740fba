extension UnitTable {
    /// A count unit: counted, never converted, printed in the reader's language.
    static func counted(_ id: String, names: [String: [String]], labels: [String: UnitLabel]) -> Unit {
        Unit(id, .count, .kitchen, factor: .one, names: names, labels: labels)
    }

    static func ru(_ one: String, _ few: String, _ many: String) -> UnitLabel {
        UnitLabel(one: one, few: few, many: many, other: few)
    }

    static func en(_ one: String, _ other: String) -> UnitLabel {
        UnitLabel(one: one, other: other)
    }

    static let kitchen: [Unit] = [
        counted(
            "pinch",
            names: [
                "en": ["pinch", "pinches"], "ru": ["щепотка", "щепотки", "щепоток", "щепотку", "щепотке", "щепоть", "на кончике ножа", "щепот"],
                "kk": ["шымшым", "шымшу", "пышақтың ұшымен", "шай қасықтың ұшымен", "қасықтың ұшымен", "пышақтың ұшында"],
            ],
            labels: ["en": en("pinch", "pinches"), "ru": ru("щепотка", "щепотки", "щепоток"), "kk": "шымшым"]),
        counted(
            "dash", names: ["en": ["dash", "dashes"]],
            labels: ["en": en("dash", "dashes"), "ru": ru("капля", "капли", "капель"), "kk": "тамшы"]),
        counted(
            "drop", names: ["en": ["drop", "drops"], "ru": ["капля", "капли", "капель", "капл"], "kk": ["тамшы"]],
            labels: ["en": en("drop", "drops"), "ru": ru("капля", "капли", "капель"), "kk": "тамшы"]),
        counted(
            "clove",
            names: [
                "en": ["clove", "cloves"], "ru": ["зубчик", "зубчика", "зубчиков", "зубчики", "зуб", "зубч", "зубок", "зубка", "зубков", "зубки", "долька", "дольки", "долек"],
                "kk": ["тістем", "тіс", "тісі", "тістемі", "қалампыр", "қалампыры", "түйір", "түйірі", "сына"],
            ],
            labels: ["en": en("clove", "cloves"), "ru": ru("зубчик", "зубчика", "зубчиков"), "kk": "тістем"]),
        counted(
            "bunch", names: ["en": ["bunch", "bunches"], "ru": ["пучок", "пучка", "пучков", "пучку", "пучочек", "пучочка", "гроздь", "грозди", "гроздей", "пуч"], "kk": ["бума", "байлам", "шоқ", "бумадан", "топ", "шоқтан", "шоғыр", "шоғыры", "шоғы", "байламы", "бумасы"]],
            labels: ["en": en("bunch", "bunches"), "ru": ru("пучок", "пучка", "пучков"), "kk": "бума"]),
        counted(
            "can", names: ["en": ["can", "cans", "tin", "tins"], "ru": ["банка", "банки", "банок", "банку", "бан", "баночка", "баночки", "баночек", "баночку"], "kk": ["банка", "құты", "қалбыр"]],
            labels: ["en": en("can", "cans"), "ru": ru("банка", "банки", "банок"), "kk": "банка"]),
        counted(
            "jar", names: ["en": ["jar", "jars"]],
            labels: ["en": en("jar", "jars"), "ru": ru("банка", "банки", "банок"), "kk": "банка"]),
        counted(
            "packet",
            names: [
                "en": [
                    "packet", "packets", "pack", "packs", "package", "packages", "pkg", "pkgs", "pkt", "pkts", "box", "boxes", "bag", "bags",
                    "envelope", "envelopes", "env", "sachet", "sachets", "container", "containers", "tub", "tubs", "tube", "tubes",
                    // "1 carton chicken stock": a carton of broth or cream
                    "carton", "cartons",
                ],
                "ru": [
                    "пачка", "пачки", "пачек", "пачку", "пакетик", "пакетика", "пакетиков", "упаковка", "упаковки", "упаковок", "упаковку",
                    "пакет", "пакета", "пакетов",
                    // written short: "Дрожжи — 1 уп.", "масло — 1 пач."
                    "уп", "упак", "пач", "пак",
                ],
                "kk": ["пакет", "пакеті", "қорап", "қорабы", "қалта", "қалтасы", "орам", "қаптама", "қаптамасы"],
            ],
            labels: ["en": en("packet", "packets"), "ru": ru("пачка", "пачки", "пачек"), "kk": "пакет"]),
        counted(
            "piece",
            names: [
                "en": ["piece", "pieces", "pc", "pcs", "ear", "ears", "bulb", "bulbs", "fillet", "fillets", "filet", "filets", "block", "blocks", "link", "links"],
                "ru": [
                    "шт", "штука", "штуки", "штук", "штучки", "кусок", "куска", "кусков", "кусочек", "кусочка", "кусочков", "плитка",
                    "плитки", "плиток", "плитку", "горошина", "горошины", "горошин", "тушка", "тушки", "тушек", "тушку",
                    // a pod of a pepper or vanilla: "перец чили – 1 стручок"
                    "стручок", "стручка", "стручков",
                ],
                "kk": ["дана", "данадан", "тал", "талы", "түп", "түйнек", "кесек", "тақта", "данасы"],
            ],
            labels: ["en": en("piece", "pieces"), "ru": "шт.", "kk": "дана"]),
        counted(
            "slice",
            names: [
                "en": ["slice", "slices", "strip", "strips", "rasher", "rashers", "sl"],
                // "Хлеб — 12 ломт.": recipe sites shorten the word as they shorten "зуб." and "уп."
                // a round slice: "5 кружков лимона", "2 кружочка огурца" ("кружка" is also a mug, left out)
                "ru": ["ломтик", "ломтика", "ломтиков", "ломтики", "ломтя", "ломтей", "ломт", "кружок", "кружков", "кружочек", "кружочка", "кружочков"],
                "kk": ["тілім"],
            ],
            labels: ["en": en("slice", "slices"), "ru": ru("ломтик", "ломтика", "ломтиков"), "kk": "тілім"]),
        counted(
            "sprig", names: ["en": ["sprig", "sprigs"], "ru": ["веточка", "веточки", "веточек", "веточку", "веточ"], "kk": ["бұтақ", "бұтағы"]],
            labels: ["en": en("sprig", "sprigs"), "ru": ru("веточка", "веточки", "веточек"), "kk": "бұтақ"]),
        counted(
            "stick", names: ["en": ["stick", "sticks"], "ru": ["палочка", "палочки", "палочек"], "kk": ["таяқша"]],
            labels: ["en": en("stick", "sticks"), "ru": ru("палочка", "палочки", "палочек"), "kk": "таяқша"]),
        counted(
            "stalk", names: ["en": ["stalk", "stalks"], "ru": ["стебель", "стебля", "стеблей", "перо", "пера", "перьев", "перышко", "перышка", "перышек", "пёрышко", "пёрышка", "пёрышек"], "kk": ["сабақ", "қауырсын"]],
            labels: ["en": en("stalk", "stalks"), "ru": ru("стебель", "стебля", "стеблей"), "kk": "сабақ"]),
        counted(
            "head", names: ["en": ["head", "heads"], "ru": ["головка", "головки", "головок", "кочан", "кочана", "кочанов", "гол", "вилок", "вилка", "вилков"], "kk": ["бас", "басы"]],
            labels: ["en": en("head", "heads"), "ru": ru("головка", "головки", "головок"), "kk": "бас"]),
        counted(
            "handful", names: ["en": ["handful", "handfuls", "hand-full", "hand-fulls"], "ru": ["горсть", "горсти", "горстей", "горстку", "горстка", "горстки", "жменя", "жмени", "жменю"], "kk": ["уыс"]],
            labels: ["en": en("handful", "handfuls"), "ru": ru("горсть", "горсти", "горстей"), "kk": "уыс"]),
        counted(
            "leaf",
            names: [
                "en": ["leaf", "leaves"],
                // "5 листьев базилика" ("листья" starts names: "Листья салата"; "листа", "листов" are sheets)
                "ru": ["листик", "листика", "листиков", "листочек", "листочка", "листочков", "листьев"],
                "kk": ["жапырақ"],
            ],
            labels: ["en": en("leaf", "leaves"), "ru": ru("листик", "листика", "листиков"), "kk": "жапырақ"]),
        counted(
            "sheet", names: ["en": ["sheet", "sheets"], "ru": ["пласт", "пласта", "пластов"], "kk": ["парақ"]],
            labels: ["en": en("sheet", "sheets"), "ru": ru("лист", "листа", "листов"), "kk": "парақ"]),
        counted(
            "bottle", names: ["en": ["bottle", "bottles"], "ru": ["бутылка", "бутылки", "бутылок", "бутылку", "бут"], "kk": ["бөтелке"]],
            labels: ["en": en("bottle", "bottles"), "ru": ru("бутылка", "бутылки", "бутылок"), "kk": "бөтелке"]),
    ]
}
