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

        // Appended piece by piece into one string (no interpolated pieces made first), the
        // centre and radius written once.
        let cxText = number(cx), cyText = number(cy), rText = number(r)
        var out = ""
        out.reserveCapacity(1200 + description.utf8.count + parts.count * 520)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"nutrition-chart energy-donut\" viewBox=\"0 0 320 140\" width=\"320\" height=\"140\" role=\"img\" aria-labelledby=\""
        appendLabels(to: &out, id: id, title: title, description: description)
        out += "<g transform=\"rotate(-90 "
        out += cxText
        out += " "
        out += cyText
        out += ")\" fill=\"none\" stroke-width=\"20\">"
        out += "<circle class=\"track\" cx=\""
        out += cxText
        out += "\" cy=\""
        out += cyText
        out += "\" r=\""
        out += rText
        out += "\" stroke=\"currentColor\" stroke-opacity=\"0.15\"/>"
        if total > 0 {
            var offset = 0.0
            for part in parts where part.value > 0 {
                let length = part.value / total * circumference
                out += "<circle class=\"segment "
                out += part.key
                out += "\" cx=\""
                out += cxText
                out += "\" cy=\""
                out += cyText
                out += "\" r=\""
                out += rText
                out += "\" stroke=\""
                out += colors[part.key]!
                out += "\" stroke-dasharray=\""
                out += number(length)
                out += " "
                out += number(circumference - length)
                out += "\" stroke-dashoffset=\""
                out += number(-offset)
                out += "\"/>"
                offset += length
            }
        }
        out += "</g>"
        if let kcal {
            out += "<text x=\""
            out += cxText
            out += "\" y=\"72\" text-anchor=\"middle\" fill=\"currentColor\" font-size=\"20\" font-weight=\"bold\">"
            out += escape(number(kcal, 0))
            out += "</text>"
            out += "<text x=\""
            out += cxText
            out += "\" y=\"90\" text-anchor=\"middle\" fill=\"currentColor\" font-size=\"12\">"
            out += words.kcal
            out += "</text>"
        }
        out += "<g class=\"legend\" font-size=\"13\">"
        let top = 70.0 - Double(parts.count) * 22 / 2
        for (i, part) in parts.enumerated() {
            let y = top + Double(i) * 22
            out += "<rect class=\"swatch "
            out += part.key
            out += "\" x=\"150\" y=\""
            out += number(y + 2)
            out += "\" width=\"12\" height=\"12\" fill=\""
            out += colors[part.key]!
            out += "\"/>"
            out += "<text x=\"170\" y=\""
            out += number(y + 13)
            out += "\" fill=\"currentColor\">"
            out += escape(legend[i])
            out += "</text>"
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

        // Appended piece by piece into one string (no interpolated pieces made first), the
        // numbers that are the same on every row written once.
        let widthText = number(width), labelText = number(labelWidth), barText = number(barWidth), barColor = colors["bar"]!
        var out = ""
        out.reserveCapacity(600 + description.utf8.count + items.count * 480)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"nutrition-chart daily-value-bars\" viewBox=\"0 0 "
        out += widthText
        out += " "
        let heightText = number(height)
        out += heightText
        out += "\" width=\""
        out += widthText
        out += "\" height=\""
        out += heightText
        out += "\" role=\"img\" aria-labelledby=\""
        appendLabels(to: &out, id: id, title: title, description: description)
        out += "<g font-size=\"12\">"
        for (i, item) in items.enumerated() {
            let y = 2 + Double(i) * rowHeight
            let fraction = min(1, max(0, item.share.percent / 100))
            let textY = number(y + 14), barY = number(y + 4)
            out += "<text x=\"0\" y=\""
            out += textY
            out += "\" fill=\"currentColor\">"
            out += escape(item.label)
            out += "</text>"
            out += "<rect class=\"track\" x=\""
            out += labelText
            out += "\" y=\""
            out += barY
            out += "\" width=\""
            out += barText
            out += "\" height=\"12\" fill=\"currentColor\" fill-opacity=\"0.15\"/>"
            if fraction > 0 {
                out += "<rect class=\"bar "
                out += item.share.nutrient.rawValue
                if item.share.percent > 100 { out += " over" }
                out += "\" x=\""
                out += labelText
                out += "\" y=\""
                out += barY
                out += "\" width=\""
                out += number(fraction * barWidth)
                out += "\" height=\"12\" fill=\""
                out += barColor
                out += "\"/>"
            }
            out += "<text x=\""
            out += widthText
            out += "\" y=\""
            out += textY
            out += "\" text-anchor=\"end\" fill=\"currentColor\">"
            out += escape(item.percent)
            out += "</text>"
        }
        out += "</g></svg>"
        return out
    }

    // MARK: Helpers

    /// XML text and attribute escaping.
    /// The end of the `<svg>` tag's `aria-labelledby` (the ids of its title and description),
    /// then the `<title>` and `<desc>` themselves, escaped.
    static func appendLabels(to out: inout String, id: String, title: String, description: String) {
        out += id
        out += "-title "
        out += id
        out += "-desc\">"
        out += "<title id=\""
        out += id
        out += "-title\">"
        out += escape(title)
        out += "</title>"
        out += "<desc id=\""
        out += id
        out += "-desc\">"
        out += escape(description)
        out += "</desc>"
    }

    static func escape(_ text: String) -> String { HTML.escape(text) }

    /// Ids keep letters, digits, `-` and `_`; anything else becomes `-`.
    static func safeID(_ text: String) -> String {
        // The usual id (`nutrition-energy`) is kept whole: checked on its bytes, not
        // rebuilt character by character for every chart.
        if let first = text.utf8.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z"),
            text.utf8.allSatisfy({ byte in
                let lower = byte | 0x20
                return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            })
        {
            return text
        }
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
