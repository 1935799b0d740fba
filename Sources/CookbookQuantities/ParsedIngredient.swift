/// One ingredient line, read: what `IngredientLineParser` makes of
/// `"2-3 cloves garlic, crushed"` or of a structured `{item: flour, amount: "1 1/2", unit: cup}`.
///
///     "2-3 cloves garlic, crushed"      quantity 2-3, unit clove, name "garlic", note "crushed"
///     "2 × 400 g cans chickpeas"        multiplier 2, quantity 400, unit g, container can (800 g in all)
///     "1 (14 oz) can tomatoes"          multiplier 1, quantity 14, unit oz, container can
///     "3 medium onions (about 450 g)"   quantity 3, size "medium", name "onions", equivalent ~450 g
///     "juice of 1 lemon"                preparation "juice", quantity 1, name "lemon"
///     "salt to taste"                   toTaste, no quantity
public struct ParsedIngredient: Sendable, Hashable {
    /// The line as written.
    public var text: String
    /// How much: of the unit, or of each container when there is a `multiplier`.
    public var quantity: Quantity?
    /// The unit id (`g`, `tbsp`, `clove`), nil for a plain count ("3 eggs") or no amount.
    public var unit: String?
    /// The unit as written (`Tbsp.`, `ст.л.`).
    public var unitText: String?
    /// How many containers of `quantity` each: the 2 of "2 × 400 g cans". Scaling
    /// multiplies this, not the size of a can.
    public var multiplier: Rational?
    /// The container's unit id: the `can` of "2 × 400 g cans" or "1 (14 oz) can".
    public var container: String?
    /// A size word as written: "medium", "крупных".
    public var size: String?
    public var name: String
    /// What is taken from the named thing: the "juice" of "juice of 1 lemon".
    public var preparation: String?
    /// After the first comma outside brackets, and bracketed text without an amount.
    public var note: String?
    /// A bracketed amount after the name: the ~450 g of "3 onions (about 450 g)".
    public var equivalent: Amount?
    /// Written with "about", "около", "~".
    public var approximate: Bool
    /// "to taste", "по вкусу", "дәміне қарай": deliberately no amount.
    public var toTaste: Bool
    /// Does not scale with servings (`scale: false` in the structured form).
    public var pinned: Bool
    /// What may be used instead, each with its own amount: "or 2 tbsp honey".
    public var alternatives: [ParsedIngredient]

    public init(
        text: String, quantity: Quantity? = nil, unit: String? = nil, unitText: String? = nil,
        multiplier: Rational? = nil, container: String? = nil, size: String? = nil, name: String = "",
        preparation: String? = nil, note: String? = nil, equivalent: Amount? = nil, approximate: Bool = false,
        toTaste: Bool = false, pinned: Bool = false, alternatives: [ParsedIngredient] = []
    ) {
        self.text = text
        self.quantity = quantity
        self.unit = unit
        self.unitText = unitText
        self.multiplier = multiplier
        self.container = container
        self.size = size
        self.name = name
        self.preparation = preparation
        self.note = note
        self.equivalent = equivalent
        self.approximate = approximate
        self.toTaste = toTaste
        self.pinned = pinned
        self.alternatives = alternatives
    }

    /// The first alternative.
    public var alternative: ParsedIngredient? { alternatives.first }

    /// The quantity with its unit, as the formatter takes it.
    public var amount: Amount? {
        quantity.map { Amount($0, unit: unit, approximate: approximate) }
    }

    /// Everything together: 800 g for "2 × 400 g cans". Nil without a quantity or on overflow.
    public var total: Amount? {
        guard let amount else { return nil }
        guard let multiplier else { return amount }
        return amount.scaled(by: multiplier)
    }

    /// Scaled for `factor` times the servings. Pinned ingredients and temperatures stay;
    /// with a multiplier, the number of containers changes, not their size. Nil on overflow.
    ///
    ///     "2 × 400 g cans" scaled by 1/2  ->  multiplier 1, quantity 400 g
    public func scaled(by factor: Rational) -> ParsedIngredient? {
        if pinned { return self }
        var copy = self
        if let multiplier, quantity != nil {
            guard let scaled = multiplier.multiplied(by: factor) else { return nil }
            copy.multiplier = scaled
        } else if let amount {
            guard let scaled = amount.scaled(by: factor) else { return nil }
            copy.quantity = scaled.quantity
        }
        if let equivalent {
            guard let scaled = equivalent.scaled(by: factor) else { return nil }
            copy.equivalent = scaled
        }
        var alternatives: [ParsedIngredient] = []
        for alternative in self.alternatives {
            guard let scaled = alternative.scaled(by: factor) else { return nil }
            alternatives.append(scaled)
        }
        copy.alternatives = alternatives
        return copy
    }
}
