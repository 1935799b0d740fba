import CookbookSupport

extension ParsedIngredient {
    /// The structured form of an ingredient, a YAML mapping:
    ///
    ///     - {item: flour, amount: "1 1/2", unit: cup, note: sifted}
    ///     - {item: salt, amount: 1, unit: tsp, scale: false}
    ///     - {item: salt, amount: to taste}
    ///
    /// `amount` is read like a line's amount ("1 1/2", "2-3", "about 2", "1,5" in ru/kk);
    /// `unit` is a unit id or any of its names in `language` ("cups", "ст. л."). `pinned`
    /// (from `scale: false`) keeps the amount when servings change.
    ///
    /// Diagnostics: `invalid-amount` at `amountAt`, `unknown-unit` (with "did you mean")
    /// at `unitAt`, `empty-value` for an empty item at `itemAt`. A column inside the
    /// amount is added to `amountAt`'s column.
    public static func structured(
        item: String, amount: String? = nil, unit: String? = nil, note: String? = nil,
        pinned: Bool = false, language: String = "en",
        itemAt: SourceLocation? = nil, amountAt: SourceLocation? = nil,
        unitAt: SourceLocation? = nil
    ) -> Outcome<ParsedIngredient> {
        let fallback = itemAt ?? SourceLocation(path: "", line: 1, column: 1)
        var diagnostics: [Diagnostic] = []
        let name = item.trimmingSpaces()
        var result = ParsedIngredient(text: name, name: name, pinned: pinned)
        if name.isEmpty {
            diagnostics.append(Diagnostic(.error, "empty-value", "an ingredient needs a name in 'item'", at: fallback))
        }
        if let amount {
            diagnostics += readAmount(amount, language: language, at: amountAt ?? fallback, into: &result)
        }
        if let unit {
            diagnostics += readUnit(unit, language: language, at: unitAt ?? amountAt ?? fallback, into: &result)
        }
        if let note = note?.trimmingSpaces(), !note.isEmpty { result.note = note }
        return Outcome(result, diagnostics)
    }

    static func readAmount(
        _ amount: String, language: String, at location: SourceLocation,
        into result: inout ParsedIngredient
    ) -> [Diagnostic] {
        var reader = LineReader(amount, language: language, origin: location)
        let whole = reader.text.trimmed(0..<reader.text.count)
        if reader.text.match(anyOf: reader.grammar.toTaste, exactly: whole) {
            result.toTaste = true
            return []
        }
        var start = whole.lowerBound
        if let marker = reader.text.matchAny(reader.grammar.approximate, at: start, limit: whole.upperBound) {
            result.approximate = true
            start = reader.skip(marker, whole.upperBound)
        }
        let (quantity, end) = reader.startsNumberOrError(at: start) ? reader.amount(at: start, limit: whole.upperBound) : (nil, start)
        if reader.diagnostics.isEmpty, quantity == nil || end != whole.upperBound {
            reader.error(
                "invalid-amount", "cannot read the amount '\(amount.trimmingSpaces())'", at: whole.lowerBound,
                hint: "write a whole number (2), a decimal (1.5), a fraction (1 1/2) or a range (2-3)")
        }
        if reader.diagnostics.isEmpty { result.quantity = quantity }
        return reader.diagnostics
    }

    static func readUnit(
        _ unit: String, language: String, at location: SourceLocation,
        into result: inout ParsedIngredient
    ) -> [Diagnostic] {
        let written = unit.trimmingSpaces()
        if let found = UnitTable.lookup(written, language: language) {
            result.unit = found.id
            result.unitText = written
            return []
        }
        result.unitText = written
        let candidates = UnitTable.all.map(\.id) + UnitMatcher.forLanguage(language).entries.map(\.name)
        return [
            Diagnostic(
                .error, "unknown-unit", "unknown unit '\(written)'", at: location,
                hint: Suggest.hint(for: written.lowercased(), in: candidates) ?? "units are listed in docs/quantities.md")
        ]
    }
}
