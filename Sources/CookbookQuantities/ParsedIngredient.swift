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
    /// The parts of a line, stored once per distinct value.
    public struct Fields: Sendable, Hashable {
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
    }

    /// The box the parts live in; never written while shared (`fields`). A copy of a
    /// parsed line (into an `IngredientLine`, out of `ParsedLines`, into a view) is one
    /// retain, and every line of the build with the same text shares one box instead of
    /// holding its parts inline (about 280 bytes a line; docs/performance.md, "Stop 31,
    /// memory per recipe"). Unchecked exclusivity: written only through `fields` of its
    /// one owner.
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    public init(
        text: String, quantity: Quantity? = nil, unit: String? = nil, unitText: String? = nil,
        multiplier: Rational? = nil, container: String? = nil, size: String? = nil, name: String = "",
        preparation: String? = nil, note: String? = nil, equivalent: Amount? = nil, approximate: Bool = false,
        toTaste: Bool = false, pinned: Bool = false, alternatives: [ParsedIngredient] = []
    ) {
        storage = Storage(
            Fields(
                text: text, quantity: quantity, unit: unit, unitText: unitText, multiplier: multiplier, container: container,
                size: size, name: name, preparation: preparation, note: note, equivalent: equivalent, approximate: approximate,
                toTaste: toTaste, pinned: pinned, alternatives: alternatives))
    }

    public static func == (a: ParsedIngredient, b: ParsedIngredient) -> Bool {
        a.storage === b.storage || a.storage.fields == b.storage.fields
    }

    public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

    /// All the parts, to read; to write, the box made unique first.
    public var fields: Fields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    /// The line as written.
    public var text: String {
        _read { yield storage.fields.text }
        _modify { yield &fields.text }
    }
    /// How much: of the unit, or of each container when there is a `multiplier`.
    public var quantity: Quantity? {
        _read { yield storage.fields.quantity }
        _modify { yield &fields.quantity }
    }
    /// The unit id (`g`, `tbsp`, `clove`), nil for a plain count ("3 eggs") or no amount.
    public var unit: String? {
        _read { yield storage.fields.unit }
        _modify { yield &fields.unit }
    }
    /// The unit as written (`Tbsp.`, `ст.л.`).
    public var unitText: String? {
        _read { yield storage.fields.unitText }
        _modify { yield &fields.unitText }
    }
    /// How many containers of `quantity` each: the 2 of "2 × 400 g cans". Scaling
    /// multiplies this, not the size of a can.
    public var multiplier: Rational? {
        _read { yield storage.fields.multiplier }
        _modify { yield &fields.multiplier }
    }
    /// The container's unit id: the `can` of "2 × 400 g cans" or "1 (14 oz) can".
    public var container: String? {
        _read { yield storage.fields.container }
        _modify { yield &fields.container }
    }
    /// A size word as written: "medium", "крупных".
    public var size: String? {
        _read { yield storage.fields.size }
        _modify { yield &fields.size }
    }
    public var name: String {
        _read { yield storage.fields.name }
        _modify { yield &fields.name }
    }
    /// What is taken from the named thing: the "juice" of "juice of 1 lemon".
    public var preparation: String? {
        _read { yield storage.fields.preparation }
        _modify { yield &fields.preparation }
    }
    /// After the first comma outside brackets, and bracketed text without an amount.
    public var note: String? {
        _read { yield storage.fields.note }
        _modify { yield &fields.note }
    }
    /// A bracketed amount after the name: the ~450 g of "3 onions (about 450 g)".
    public var equivalent: Amount? {
        _read { yield storage.fields.equivalent }
        _modify { yield &fields.equivalent }
    }
    /// Written with "about", "около", "~".
    public var approximate: Bool {
        _read { yield storage.fields.approximate }
        _modify { yield &fields.approximate }
    }
    /// "to taste", "по вкусу", "дәміне қарай": deliberately no amount.
    public var toTaste: Bool {
        _read { yield storage.fields.toTaste }
        _modify { yield &fields.toTaste }
    }
    /// Does not scale with servings (`scale: false` in the structured form).
    public var pinned: Bool {
        _read { yield storage.fields.pinned }
        _modify { yield &fields.pinned }
    }
    /// What may be used instead, each with its own amount: "or 2 tbsp honey".
    public var alternatives: [ParsedIngredient] {
        _read { yield storage.fields.alternatives }
        _modify { yield &fields.alternatives }
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
