import CookbookSupport
import CookbookNutrition
import CookbookQuantities

/// Nutrition charts as inline SVG: pure functions of their numbers, deterministic to the
/// byte, without scripts. Text uses `currentColor`, so the charts follow the page's text
/// colour in light and dark schemes; each shape has a class (`protein`, `fat`,
/// `carbohydrate`, `alcohol`, `bar`, `track`) that a theme can restyle, and a mid-tone
/// default colour readable on light and dark backgrounds. Each chart is `role="img"` with
/// a `<title>` and a `<desc>` that say every number, so screen readers get the chart in
/// words; the page's nutrition table repeats the numbers. All text is XML-escaped.
enum NutritionChart {
    /// The default colours of the energy sources.
    static let colors: [String: String] = [
        "protein": "#3a8fb7", "fat": "#d9822b", "carbohydrate": "#5a9e4b", "alcohol": "#9b6fc4", "bar": "#3a8fb7",
    ]

    /// A donut of the share of energy from protein, fat, carbohydrate and (if any)
    /// alcohol, with a legend of percentages (whole numbers adding up to 100) and, in the
    /// middle, the energy per serving when given.
    ///
    /// - Parameters:
    ///   - sources: energy from each source, any scale (whole recipe or per serving).
    ///   - kcal: the energy per serving to show in the middle, or nil.
    ///   - strings: the page's interface strings, for the words (`nutrient_*`, `chart_*`);
    ///     nil: the built-in theme's strings of `language`.
    ///   - id: a prefix for the element ids, unique on the page (`plov-energy`).
    static func energyDonut(_ sources: EnergySources, kcal: Double? = nil, language: String = "en", strings: UIStrings? = nil, id: String = "energy") -> String {
        let id = safeID(id)
        let words = Words(strings ?? Words.builtIn(language))
        let percentages = sources.percentages
        let parts: [(key: String, nutrient: Nutrient, percent: Int, value: Double)] = [
            ("protein", .protein, percentages[0], sources.protein), ("fat", .fat, percentages[1], sources.fat),
            ("carbohydrate", .carbohydrate, percentages[2], sources.carbohydrate), ("alcohol", .alcohol, percentages[3], sources.alcohol),
        ].filter { $0.key != "alcohol" || $0.value > 0 }
        let total = sources.total
        let (cx, cy, r) = (70.0, 70.0, 50.0)
        let circumference = 2 * Double.pi * r
        let legend = parts.map { "\(words.name($0.nutrient)) \($0.percent)%" }
        let title = kcal.map { "\(words.energyTitle): \(number($0, 0)) \(words.kcal)" } ?? words.energyTitle
        let description = total > 0 ? words.energyDescription(legend.joined(separator: ", ")) : words.noEnergy

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"nutrition-chart energy-donut\" viewBox=\"0 0 320 140\" width=\"320\" height=\"140\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">"
        out += "<title id=\"\(id)-title\">\(escape(title))</title>"
        out += "<desc id=\"\(id)-desc\">\(escape(description))</desc>"
        out += "<g transform=\"rotate(-90 \(number(cx)) \(number(cy)))\" fill=\"none\" stroke-width=\"20\">"
        out += "<circle class=\"track\" cx=\"\(number(cx))\" cy=\"\(number(cy))\" r=\"\(number(r))\" stroke=\"currentColor\" stroke-opacity=\"0.15\"/>"
        if total > 0 {
            var offset = 0.0
            for part in parts where part.value > 0 {
                let length = part.value / total * circumference
                out +=
                    "<circle class=\"segment \(part.key)\" cx=\"\(number(cx))\" cy=\"\(number(cy))\" r=\"\(number(r))\" stroke=\"\(colors[part.key]!)\""
                    + " stroke-dasharray=\"\(number(length)) \(number(circumference - length))\" stroke-dashoffset=\"\(number(-offset))\"/>"
                offset += length
            }
        }
        out += "</g>"
        if let kcal {
            out += "<text x=\"\(number(cx))\" y=\"72\" text-anchor=\"middle\" fill=\"currentColor\" font-size=\"20\" font-weight=\"bold\">\(escape(number(kcal, 0)))</text>"
            out += "<text x=\"\(number(cx))\" y=\"90\" text-anchor=\"middle\" fill=\"currentColor\" font-size=\"12\">\(words.kcal)</text>"
        }
        out += "<g class=\"legend\" font-size=\"13\">"
        let top = 70.0 - Double(parts.count) * 22 / 2
        for (i, part) in parts.enumerated() {
            let y = top + Double(i) * 22
            out += "<rect class=\"swatch \(part.key)\" x=\"150\" y=\"\(number(y + 2))\" width=\"12\" height=\"12\" fill=\"\(colors[part.key]!)\"/>"
            out += "<text x=\"170\" y=\"\(number(y + 13))\" fill=\"currentColor\">\(escape(legend[i]))</text>"
        }
        out += "</g></svg>"
        return out
    }

    /// Horizontal bars of nutrients as a share of their daily value (per serving). A bar
    /// is full at 100%; above it, the bar has the class `over` and the number says how
    /// much. A share that leaves out foods without data is written "≥ 12%".
    static func dailyValueBars(
        _ shares: [DailyValueShare], standard: DailyValueStandard = .fda2016,
        language: String = "en", strings: UIStrings? = nil, id: String = "daily-values"
    ) -> String {
        let id = safeID(id)
        let words = Words(strings ?? Words.builtIn(language))
        let rowHeight = 22.0
        let height = max(rowHeight, Double(shares.count) * rowHeight) + 4
        let (labelWidth, barWidth, width) = (140.0, 140.0, 340.0)
        let items = shares.map { share -> (label: String, percent: String, share: DailyValueShare) in
            let text = (share.partial ? "≥ " : "") + number(share.percent, 0) + "%"
            return (words.name(share.nutrient), text, share)
        }
        let title = words.dailyTitle(standard)
        let description = items.isEmpty ? words.noValues : items.map { "\($0.label) \($0.percent)" }.joined(separator: ", ")

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"nutrition-chart daily-value-bars\" viewBox=\"0 0 \(number(width)) \(number(height))\" width=\"\(number(width))\" height=\"\(number(height))\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">"
        out += "<title id=\"\(id)-title\">\(escape(title))</title>"
        out += "<desc id=\"\(id)-desc\">\(escape(description))</desc>"
        out += "<g font-size=\"12\">"
        for (i, item) in items.enumerated() {
            let y = 2 + Double(i) * rowHeight
            let fraction = min(1, max(0, item.share.percent / 100))
            let over = item.share.percent > 100 ? " over" : ""
            out += "<text x=\"0\" y=\"\(number(y + 14))\" fill=\"currentColor\">\(escape(item.label))</text>"
            out += "<rect class=\"track\" x=\"\(number(labelWidth))\" y=\"\(number(y + 4))\" width=\"\(number(barWidth))\" height=\"12\" fill=\"currentColor\" fill-opacity=\"0.15\"/>"
            if fraction > 0 {
                out += "<rect class=\"bar \(item.share.nutrient.rawValue)\(over)\" x=\"\(number(labelWidth))\" y=\"\(number(y + 4))\" width=\"\(number(fraction * barWidth))\" height=\"12\" fill=\"\(colors["bar"]!)\"/>"
            }
            out += "<text x=\"\(number(width))\" y=\"\(number(y + 14))\" text-anchor=\"end\" fill=\"currentColor\">\(escape(item.percent))</text>"
        }
        out += "</g></svg>"
        return out
    }

    // MARK: Helpers

    /// XML text and attribute escaping.
    static func escape(_ text: String) -> String { HTML.escape(text) }

    /// Ids keep letters, digits, `-` and `_`; anything else becomes `-`.
    static func safeID(_ text: String) -> String {
        let kept = String(text.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "-" })
        guard let first = kept.first, first.isLetter else { return "chart-" + kept }
        return kept
    }

    static func number(_ value: Double, _ decimals: Int = 2) -> String {
        NutritionFormat.number(value, decimals: decimals, trim: true)
    }

    /// The charts' words, from the theme's strings (`templates/i18n/<lang>.yaml`), so a
    /// theme can translate them.
    struct Words {
        let strings: UIStrings
        init(_ strings: UIStrings) { self.strings = strings }

        /// The built-in theme's strings of `language` (English when it has none).
        static func builtIn(_ language: String) -> UIStrings {
            let theme = Theme.load(root: "/nonexistent", displayPrefix: "", fileSystem: .memory([String: String]())).value ?? nil
            let byLanguage = theme?.strings ?? [:]
            return byLanguage[LanguageCode(language).code] ?? byLanguage["en"] ?? UIStrings(language: "en", entries: [:], origin: "")
        }

        func name(_ nutrient: Nutrient) -> String { strings[nutrient.stringKey] }
        var kcal: String { strings["nutrition_unit_kcal"] }
        var energyTitle: String { strings["chart_energy_title"] }
        func energyDescription(_ parts: String) -> String { strings.format("chart_energy_description", ["parts": parts]) }
        var noEnergy: String { strings["chart_no_energy"] }
        var noValues: String { strings["chart_no_values"] }

        func dailyTitle(_ standard: DailyValueStandard) -> String {
            switch standard {
            case .fda2016: strings["chart_daily_title_fda"]
            case .eu: strings["chart_daily_title_eu"]
            }
        }
    }
}
