import CookbookSupport
import CookbookQuantities

/// Finds the dictionary entry an ingredient line names, in English, Russian or Kazakh.
///
///     "3 medium onions (about 450 g)"       -> onion
///     "500 г пшеничной муки"                 -> flour      (inflected: мука, муки)
///     "1 ас қасық күнжіт"                    -> sesame-seeds
///     "bone-in beef shin or brisket"         -> beef-shin-bone-in (the longest name wins)
///     "juice of 1/2 lemon"                   -> lemon-juice (the lemon's `juice` variant)
///     "2 onions {food=shallot}"              -> shallot    (the author's choice)
///
/// Names are compared word by word after `FoodWords` normalisation: case, `ё`/`е`,
/// punctuation and, failing an exact word, the word's stem. The dictionary name covering
/// the most words wins; then the one with more exact words, then one in the recipe's
/// language, then the earliest in the line ("beef shin or brisket" is beef shin).
/// Descriptive words ("fresh", "chopped", "свежей") are skipped in a second pass.
public enum IngredientMatcher {
    /// A line's food.
    public struct Match: Sendable, Equatable {
        public enum How: String, Sendable {
            /// The author wrote `{food=id}`.
            case explicit
            /// A dictionary name was found in the line's name.
            case name
            /// Found only in the note ("farmer cheese, tvorog").
            case note
        }
        public var entry: IngredientEntry
        public var how: How
        /// The dictionary name that matched (`пшеничная мука`), or the id for `explicit`.
        public var matchedName: String
        /// Why another entry than the one named was used: "canned", "juice".
        public var variant: String?

        public init(entry: IngredientEntry, how: How, matchedName: String, variant: String? = nil) {
            self.entry = entry
            self.how = how
            self.matchedName = matchedName
            self.variant = variant
        }
    }

    /// The entry for a parsed line, or nil. `language` is the recipe's (en, ru, kk):
    /// its names win ties, every language's names are tried.
    public static func match(_ line: ParsedIngredient, language: String, readPurpose: Bool = true) -> Match? {
        let texts = [line.name, line.note ?? "", line.text]
        if let id = texts.lazy.compactMap({ FoodReference.find(in: $0)?.id }).first {
            guard let entry = IngredientDictionary.entry(id: id) else { return nil }
            return Match(entry: entry, how: .explicit, matchedName: id)
        }
        // "Тауыққа:", "Фаршқа:" (for the chicken, for the mince): a Kazakh part heading in a
        // case form, with no amount, names the part of the recipe, not a food of the line.
        if language == "kk", line.quantity == nil, line.name.hasSuffix(":") {
            let words = FoodWords(line.name).words
            if words.count == 1, kazakhCaseRoot(words[0]) != nil, bestAsWritten(in: FoodWords(words: words), language: language) == nil {
                return nil
            }
        }
        // "Пиязды қуыруға арналған май", "Салатқа арналған қызанақ": in Kazakh the food follows
        // "арналған" (meant for) and the words before it say what for; when the whole name's
        // food is named only there (onion, for oil to fry onions in), the food after it is read,
        // with a frying purpose kept as the note. "нан пісіруге арналған бидай ұны" keeps its
        // bread flour, whose name reaches past "арналған". (A line starting with the purpose
        // has it moved to the note by the parser already.)
        if readPurpose, language == "kk", let r = line.name.range(of: " арналған ", options: .caseInsensitive) {
            let whole = match(line, language: language, readPurpose: false)
            let after = Set(FoodWords(String(line.name[r.upperBound...])).words.map { FoodWords.stem($0, language: "kk") })
            let wholeNamesFood = whole.map { FoodWords($0.matchedName).words.contains { after.contains(FoodWords.stem($0, language: "kk")) } } ?? false
            if !wholeNamesFood {
                var purposed = line
                purposed.name = String(line.name[r.upperBound...])
                let frying = FoodWords(String(line.name[..<r.lowerBound])).words.filter(Self.fryingWords.contains)
                purposed.note = (frying + [line.note ?? ""]).filter { !$0.isEmpty }.joined(separator: ", ")
                // "тауық етіне арналған дәмдеуіш" (a seasoning for chicken): when the food after
                // "арналған" is none the dictionary has, the purpose's food is still not the line's.
                return match(purposed, language: language, readPurpose: false)
            }
            return whole
        }
        // "Salt and pepper": the parser keeps the first of two foods as the name and "and
        // pepper" as the note; they are read together, as written.
        var written = line.name
        if language == "en", line.quantity == nil, let note = line.note, note.hasPrefix("and ") || note.hasPrefix("& ") {
            written += " " + (note.split(separator: ",", maxSplits: 1).first.map(String.init) ?? note)
        }
        // "butter/margarine", "cilantro/parsley": a slash between names is "or", in Russian
        // "или" and in Kazakh "немесе" ("растительное / сливочное масло" is vegetable oil,
        // the first alternative, as "растительное или сливочное масло").
        let stripped = FoodReference.strip(written)
        let or = language == "ru" ? " или " : language == "kk" ? " немесе " : " or "
        var name = stripped.utf8.contains(UInt8(ascii: "/")) ? stripped.replacingOccurrences(of: "/", with: or) : stripped
        if language == "en", let main = mainPart(of: name) { name = main }
        var found: Match?
        // "strawberry, raspberry, or apricot jam", "black, kidney, or refried beans": the
        // first of alternatives sharing the last one's noun (strawberry jam, black beans),
        // else the first alone ("onion, celery, or carrot" is onion).
        if language == "en", let (first, last) = listedAlternatives(name) {
            for j in last.indices {
                guard let hit = best(in: FoodWords(words: first + Array(last[j...])), language: language), hit.count >= 2,
                    hit.start < first.count, hit.start + hit.count > first.count
                else { continue }
                found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
                break
            }
            if found == nil, let hit = best(in: FoodWords(words: first), language: language) {
                found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
            }
        }
        // "1 тушка курицы", "2 тушки перепелов": the parser counts the carcass as a piece and
        // keeps only the bird in the name; read with it, it names the whole bird where the
        // dictionary has one (a fish's тушка is the fish).
        if found == nil, language == "ru", !FoodWords(name).words.contains(where: { $0.hasPrefix("тушк") }),
            FoodWords(line.text).words.contains(where: { ["тушка", "тушки", "тушку", "тушек"].contains($0) }),
            let hit = best(in: FoodWords("тушка " + name), language: language), hit.start == 0, hit.count >= 2
        {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
        }
        if found == nil, let preparation = line.preparation, let hit = best(in: FoodWords(preparation + " " + name), language: language) {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
        }
        if found == nil, let hit = best(in: FoodWords(name), language: language) {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
            // "sour cream (reduced fat)", "сливки (10%)": a short bracketed note that, read
            // with the name, names a longer dictionary name is part of the food.
            // The longer name must take words from both ("sugar (or brown sugar)" is sugar).
            var noteWords = line.note.map { FoodWords(FoodReference.strip($0)).words } ?? []
            // "Перец чили (красный острый) — 100-200 г (в зависимости от остроты)": in Russian
            // and Kazakh, the first of several notes when it was a bracket of its own.
            if language != "en", noteWords.count > 3, let note = line.note, let first = note.split(separator: ",").first,
                line.text.contains("(" + first + ")")
            {
                noteWords = FoodWords(FoodReference.strip(String(first))).words
            }
            if (1...3).contains(noteWords.count), !noteWords.contains(where: listWords.contains),
                noteWords.contains(where: { $0.allSatisfy({ $0.isNumber || $0 == "." }) || variantWords.contains($0) })
            {
                let nameWords = FoodWords(name).words
                var longer: Hit?
                for (words, joint) in [(noteWords + nameWords, noteWords.count), (nameWords + noteWords, nameWords.count)] {
                    guard let other = best(in: FoodWords(words: words), language: language), other.count > hit.count,
                        other.start < joint, other.start + other.count > joint
                    else { continue }
                    if let current = longer, current.score >= other.score { continue }
                    longer = other
                }
                if let longer { found = Match(entry: longer.entry, how: .name, matchedName: longer.name) }
            }
            // "вино (белое сухое)", "масло (сливочное)", "орехи (фундук)": in Russian and Kazakh,
            // a family name alone and a short bracket that says which member is meant, read
            // with the name (a longer name) or alone (one food named exactly).
            let nameWords = FoodWords(name).words
            // "Бульон (куриный или овощной)", "Сыр (твёрдый или полутвёрдый)": of a bracket's
            // alternatives, the first says which member is meant (as "A or B" names A).
            if language != "en" { noteWords = firstAlternative(noteWords) }
            if language != "en", found?.matchedName == hit.name, nameWords.count == 1, familyNames.contains(hit.name),
                (1...3).contains(noteWords.count), !noteWords.contains(where: listWords.contains)
            {
                if let longer = best(in: FoodWords(words: nameWords + noteWords), language: language), longer.count > 1,
                    longer.start == 0, longer.entryIndex != hit.entryIndex
                {
                    found = Match(entry: longer.entry, how: .name, matchedName: longer.name)
                } else if let member = best(in: FoodWords(words: noteWords), language: language), member.count == noteWords.count,
                    member.score.1 == member.count, member.entryIndex != hit.entryIndex,
                    // "Шұжық (жылқы еті)", "Колбаса (говядина)": what a sausage is made of is not it
                    !(sausageWords.contains(hit.name) && member.entry.food.group != 7),
                    // only a bracket names the member: "сахар, соль – по вкусу" is sugar, the
                    // comma list's first food
                    line.text.contains("(")
                {
                    found = Match(entry: member.entry, how: .name, matchedName: member.name)
                }
            }
        }
        // "Огурцы (солёные или маринованные)": in Russian and Kazakh, a short bracket after a
        // name of one or two words that, read after it, makes a longer dictionary name of all
        // their words, says which food is meant.
        if language != "en", let hit = found, hit.how == .name, line.text.contains("("),
            let noteText = line.note.map(FoodReference.strip)
        {
            let nameWords = FoodWords(name).words
            let noteWords = firstAlternative(FoodWords(noteText).words)
            if (1...2).contains(nameWords.count), (1...3).contains(noteWords.count), !noteWords.contains(where: listWords.contains),
                let longer = best(in: FoodWords(words: nameWords + noteWords), language: language), longer.start == 0,
                longer.count == nameWords.count + noteWords.count, longer.entry.id != hit.entry.id
            {
                found = Match(entry: longer.entry, how: .name, matchedName: longer.name)
            }
        }
        // "Масло (сливочное)": in Russian and Kazakh, one word that names no food alone, read
        // with a short bracket after it, may name one.
        if found == nil, language != "en", let note = line.note.map({ firstAlternative(FoodWords(FoodReference.strip($0)).words) }),
            (1...3).contains(note.count),
            !note.contains(where: listWords.contains), FoodWords(name).words.count == 1,
            let longer = best(in: FoodWords(words: FoodWords(name).words + note), language: language), longer.count > 1, longer.start == 0
        {
            found = Match(entry: longer.entry, how: .name, matchedName: longer.name)
        }
        // "расти тельного масла", "К вашеная капуста": in Russian, a word broken in two by a
        // stray space (text copied from a page) is read joined, when the joined word is a word
        // of the name found.
        if found == nil, language == "ru", let hit = joinedHit(FoodWords(name).words, language: language) {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
        }
        // "овсянных хлопьев", "моцарелы", "малоко": in Russian, a long word misspelt by a
        // doubled letter or an о written а (`oneLetterApart`) is read as the dictionary's word,
        // when the name then names one food with it.
        if found == nil, language == "ru", let hit = misspeltHit(FoodWords(name).words, language: language) {
            found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
        }
        // "Сливки «Село Зелёное», 33%", "печенье «К чаю»": in Russian, a maker's or product's
        // name in «» after a food is left out when the words in it name no food; not after a
        // bare cheese, where it names the kind ("сыр «Чечил»").
        if found == nil, language == "ru", let open = name.firstIndex(of: "«"), let close = name[open...].firstIndex(of: "»") {
            let quoted = String(name[name.index(after: open)..<close])
            let rest = String(name[..<open]) + " " + String(name[name.index(after: close)...])
            if best(in: FoodWords(quoted), language: language) == nil, let hit = best(in: FoodWords(rest), language: language),
                !cheeseWords.contains(hit.name)
            {
                found = Match(entry: hit.entry, how: .name, matchedName: hit.name)
            }
        }
        // Not a food the name already names and another word changed: "salsa verde (I use
        // a roasted salsa)" is no tomato salsa.
        // In English, a food deep inside a long note is an aside, not what the name stands
        // for: "potato gnocchi, shelf stable (the one that you find in pasta aisle)".
        // Nor a list of substitutes: "monk fruit sweetener (coconut sugar, honey or sweetener
        // of choice)" is none of them.
        if found == nil, let note = line.note.map(FoodReference.strip), let hit = noteHit(note, bracketed: line.text.contains("(" + note.prefix(8)), language: language),
            // "orange liquor (or use water)", "Erythritol (or sugar)", "vegan fish sauce (sub
            // for light soy sauce)": a substitute offered in a bracket is not the line's food
            // (after a comma it may be: "marionberries, or berries of your choice").
            language != "en" || !line.text.contains("(" + note.prefix(8)) || !offersSubstitute(note),
            // "2 cups vegan shredded cheddar cheese" (name "vegan", note "cheddar cheese"): a
            // word of the name that changes the note's food (vegan, dried, pickled) still does.
            language != "en"
                || {
                    var shifted = hit
                    shifted.start += FoodWords(name).words.count
                    return stateChange(shifted, in: FoodWords(name).words + FoodWords(note).words) == nil
                }(),
            !Set(FoodWords(hit.name).words).isSubset(of: Set(FoodWords(name).words)),
            language != "en" || hit.start <= 2 || FoodWords(note).words.count <= 4,
            language != "en" || !(note.contains(",") && FoodWords(note).words.contains("or")),
            // Nor a list of examples: "Grilled vegetables (eggplant, capsicum, courgette)",
            // "Barbecue Spice Blend (Smoked Paprika, Sweet Paprika, Ground Fennel Seeds, …)".
            language != "en" || note.filter({ $0 == "," }).count < 2,
            // "Жемістер (банан, құлпынай, т.б.)", "фрукты (яблоки, груши и т. д.)": an open list
            // of foods in the note ("and so on") gives examples of a group, not the line's food.
            !Self.openListEnds.contains(where: { FoodWords(note).joined.hasSuffix($0) }),
            // "соус белый основной (на мясном или курином бульоне)", "сок фруктовый – 400 мл и
            // вино белое – 100 мл": what the food is made with, or a second food, is not it.
            // (also after "или": "бульон из баранины (или из говядины)" is no raw beef)
            language == "en" || !FoodWords(note).words.prefix(2).contains(where: Self.madeWithOrAnd.contains),
            // "(помимо зелёного лука и укропа можно добавить и другую зелень …)", "зелень (кроме
            // укропа)": the foods after "besides" or "except" are not the line's.
            !["помимо", "кроме"].contains(FoodWords(note).words.first ?? ""),
            // "смеси семян зиры, кориандра, паприки": the foods after a mix are its parts.
            // "кости мясные или птицы (говядина, свинина...)": soup bones, not the meats.
            !FoodWords(name).words.contains(where: { Self.mixWords.contains($0) || $0 == "кости" }),
            // "филе рыбы холодного копчения (скумбрия, ...)", "филе слабосолёной рыбы (сёмга)":
            // the name says smoked or salted, so a raw fish or meat of the note is not it.
            hit.entry.flags.isDisjoint(with: [.fish, .shellfish, .meat, .pork, .beef, .poultry])
                || !FoodWords(name).words.contains(where: { Self.smokedWords.contains($0) || Self.saltedWords.contains($0) })
        {
            found = Match(entry: hit.entry, how: .note, matchedName: hit.name)
        }
        // "филе морской рыбы (окунь, треска)", "филе морской рыбы – скумбрия, треска", "красная
        // рыба (горбуша)": white or sea fish is read as cod, red fish as salmon, only when the
        // note names no fish; else the note's first fish.
        if language == "ru", ["cod", "salmon"].contains(found?.entry.id ?? ""), found?.how == .name,
            FoodWords(name).words.contains(where: { $0.hasPrefix("рыб") }),
            let note = line.note.map(FoodReference.strip),
            let hit = noteHit(note, bracketed: line.text.contains("(" + note.prefix(8)), language: language),
            hit.entry.flags.contains(.fish)
        {
            found = Match(entry: hit.entry, how: .note, matchedName: hit.name)
        }
        // A bare name that is both a vegetable or herb and a spice, measured by the pinch or
        // spoon, is the spice (two cases below).
        let bySpoon = ["pinch", "tsp", "tbsp"].contains(line.unit ?? "")
        // "Красный перец — щепотка", "Қызыл бұрыш — 1 шымшым": red pepper, which alone may be a
        // bell pepper or a chilli, by the pinch or spoon is the ground spice.
        if found == nil, language != "en", bySpoon,
            Self.redPepperNames.contains(FoodWords(name).joined), let cayenne = IngredientDictionary.entry(id: "cayenne")
        {
            found = Match(entry: cayenne, how: .name, matchedName: name)
        }
        // "Куриный бульон: 2 кубика", "бульон — 1 кубик", "бульон куриный (кубик) — 1 шт.": broth
        // counted in cubes is the bouillon cube (beef when the name says beef), weighed per
        // cube; broth by the litre "(можно из кубиков)" stays broth.
        if language == "ru", let hit = found, ["beef-broth", "chicken-broth", "vegetable-broth"].contains(hit.entry.id),
            line.unit == nil || line.unit == "piece", line.quantity != nil,
            let first = FoodWords(line.note ?? "").words.first, Self.cubeWords.contains(first),
            let cube = IngredientDictionary.entry(
                id: FoodWords(name).words.contains(where: { ["говяж", "говяд", "мясн"].contains(where: $0.hasPrefix) })
                    ? "beef-bouillon" : "bouillon-cube")
        {
            found = Match(entry: cube, how: .name, matchedName: hit.matchedName)
        }
        // "половина пачки масла", "1 пачка масла (200 г)", "1 палочка масла", "1/2 стакана масла,
        // растопленного": a bare Russian "масло" by the pack or the (American) stick, melted or
        // softened, is butter: oil is sold in bottles and is neither melted nor softened.
        // "масло — 50 г", "100 г масла", "масло 82,5% — 200 г": by the gram too, as Russian
        // recipes weigh butter and measure oil by the spoon or millilitre.
        let softened: (String) -> Bool = { word in ["растопл", "размягч"].contains(where: word.hasPrefix) }
        if found == nil, language == "ru", Self.bareOilNames.contains(FoodWords(name).words.filter({ !softened($0) }).joined(separator: " ")),
            ["packet", "stick", "g", "kg"].contains(line.unit ?? "") || ["packet", "stick"].contains(line.container ?? "")
                || FoodWords(name + " " + (line.note ?? "")).words.contains(where: softened),
            let butter = IngredientDictionary.entry(id: "butter")
        {
            found = Match(entry: butter, how: .name, matchedName: name)
        }
        // "масло – 70 мл", "Масло для жарки", "Май - 150мл", "Қуыруға арналған май": a bare
        // Russian "масло" or Kazakh "май" (butter or oil) poured by the millilitre, litre,
        // glass or cup, or meant for frying, is vegetable oil; by the spoon it stays unsaid.
        if found == nil, language != "en", Self.bareOilNames.contains(FoodWords(name).joined),
            ["ml", "l", "glass-ru", "cup"].contains(line.unit ?? "")
                || FoodWords(line.note ?? "").words.contains(where: Self.fryingWords.contains),
            let oil = IngredientDictionary.entry(id: "vegetable-oil")
        {
            found = Match(entry: oil, how: .name, matchedName: name)
        }
        // "желе клубничное — 1 пакетик", "желе — 1 упаковка", "желе киви — 2 пакетика": a jelly
        // bought by the packet is the dry dessert mix; by the gram or the spoon it may be a made
        // jelly or a fruit jelly (jam), and "желе для торта" a glaze: no food for those.
        if found == nil, language == "ru", FoodWords(name).words.first == "желе", !FoodWords(name).words.contains("для"),
            line.unit == "packet" || line.container == "packet", let mix = IngredientDictionary.entry(id: "gelatin-dessert")
        {
            found = Match(entry: mix, how: .name, matchedName: name)
        }
        // "пудинг ванильный — 1 пакетик", "пудинг ванильный — 3 ст.л.": a vanilla or chocolate
        // pudding by the packet or the spoon is the dry mix (by the gram or the piece it may be
        // a made pudding: no food).
        if found == nil, language == "ru", FoodWords(name).words.contains(where: { $0.hasPrefix("пудинг") }),
            ["packet", "tbsp", "tsp"].contains(line.unit ?? "") || line.container == "packet"
        {
            let words = FoodWords(name).words
            var kind: String?
            if words.contains(where: { $0.hasPrefix("ванильн") }) {
                kind = "vanilla-pudding-mix"
            } else if words.contains(where: { $0.hasPrefix("шоколадн") }) {
                kind = "chocolate-pudding-mix"
            }
            if let kind, let mix = IngredientDictionary.entry(id: kind) {
                found = Match(entry: mix, how: .name, matchedName: name)
            }
        }
        // "2 tablespoons coriander", "1 tsp coriander": a bare coriander by the pinch or spoon
        // is the spice (the leaves are chopped, fresh, by the bunch or handful).
        if language == "en", found?.entry.id == "coriander-leaves", bySpoon,
            FoodWords(name).joined == "coriander",
            FoodWords(line.text).words.allSatisfy({ !["fresh", "chopped", "minced", "leaves", "leaf", "sprigs", "cilantro"].contains($0) }),
            let seed = IngredientDictionary.entry(id: "coriander-seed")
        {
            found = Match(entry: seed, how: .name, matchedName: name)
        }
        // "смесь перцев — 5 шт.", "Смесь перцев (красный, жёлтый, зелёный) — 500 г": counted or
        // by the pack or the half kilo, a mix of peppers may be bell peppers of three colours;
        // only by the spoon or pinch, up to 30 g or ml, or to taste is it the ground spice.
        if found?.entry.id == "black-pepper", FoodWords(found?.matchedName ?? "").words.contains(where: mixWords.contains),
            let quantity = line.quantity, !FoodWords(found?.matchedName ?? "").words.contains(where: { $0.hasPrefix("молот") }),
            !bySpoon, line.unit != "dsp", !(["g", "ml"].contains(line.unit ?? "") && quantity.high <= Rational(30))
        {
            return nil
        }
        guard var match = found else { return nil }
        // "фарша (поровну говядина и свинина)", "Фарш (смешанный, свинина и говядина)",
        // "мясного фарша (у меня говядина + свинина)": mince said to be beef and pork together
        // is the mixed mince, not one of its meats.
        if language != "en", match.how != .explicit, FoodWords(name).words.contains(where: { $0.hasPrefix("фарш") }),
            Self.saysBeefAndPork(line.text), let mixed = IngredientDictionary.entry(id: "mixed-mince")
        {
            match = Match(entry: mixed, how: match.how, matchedName: match.matchedName)
        }
        // "Половина стручка ванили", "1 стручок ванили", "Ваниль в стручках 1 шт.", "ванильная
        // палочка", "1 vanilla pod": vanilla by the pod is the bean, which the dictionary does not
        // have; not the extract that a bare "ваниль" or "vanilla" names, nor vanilla sugar.
        if match.how != .explicit, ["vanilla-extract", "vanilla-sugar"].contains(match.entry.id),
            ([line.unitText?.lowercased() ?? ""] + FoodWords(line.text).words).contains(where: Self.isPodWord)
        {
            return nil
        }
        // "Сливки 18% — 240 мл", "500мл 33% сливок", "Сливки (33-35%)": the fat share written on
        // a cream says which cream it is, whatever name was found.
        if match.how != .explicit, let split = Self.fatSplits.first(where: { $0.lean == match.entry.id || $0.rich == match.entry.id }),
            let share = Self.fatShare(in: line.text), let entry = IngredientDictionary.entry(id: share < split.from ? split.lean : split.rich)
        {
            match.entry = entry
        }
        // "3-4 листочка черной смородины", "5 листиков вишни": counted in leaves, a fruit's
        // leaves are not the fruit (as "листья вишни" in the name).
        if language != "en", match.how != .explicit, line.unit == "leaf",
            match.entry.food.group == 9 || match.entry.food.description.lowercased().hasPrefix("horseradish")
        {
            return nil
        }
        // "10 горошин чёрного перца", "черный перец 5-7 горошин": counted in peppercorns,
        // black pepper is whole.
        if match.entry.id == "black-pepper", line.unitText.map({ $0.lowercased().hasPrefix("горошин") }) == true,
            let whole = IngredientDictionary.entry(id: "black-peppercorns")
        {
            match.entry = whole
        }
        // "3 peppers (diced)", "1 cup peppers": peppers are the vegetable or a chili, never
        // black pepper, which is ground or in peppercorns; without a word saying which, none.
        if language == "en", match.entry.id == "black-pepper", match.how == .name, FoodWords(name).words.contains("peppers") {
            return nil
        }
        // "Перец — 2 шт.", "Бұрыш — 2 дана": in Russian and Kazakh, the bare word counted in
        // pieces is a vegetable pepper (bell or chilli, the line does not say), not black
        // pepper, which is counted in peppercorns ("горошин").
        if language != "en", match.entry.id == "black-pepper", match.how == .name, line.quantity != nil,
            line.unit == nil || line.unit == "piece", ["перец", "перца", "перцу", "бұрыш"].contains(FoodWords(match.matchedName).joined)
        {
            return nil
        }
        // (Only an entry with variants can change: most have none.)
        var kind = variantKind(of: line)
        // "1 can biscuits" is American biscuit dough; "1 tin butter cookies" is a tin of cookies.
        if kind == "canned", match.entry.id == "butter-cookies", !["biscuits", "biscuit"].contains(match.matchedName.lowercased()) {
            kind = nil
        }
        // "One 4 lb. chicken", "2 12-ounce chicken breasts": a count of a meat's weight is so
        // many pieces of meat, not cans, unless a can or a canned word says so ("1 can chicken").
        // So is "1 (1-pound) salmon fillet": a fish's fillet or steak is never canned.
        if kind == "canned",
            !match.entry.flags.isDisjoint(with: [.meat, .poultry])
                || (match.entry.flags.contains(.fish) && FoodWords(line.name).words.contains(where: Self.filletWords.contains)),
            line.container != "can", line.unit != "can",
            line.container != "jar", FoodWords(line.name + " " + (line.note ?? "")).words.allSatisfy({ !cannedWords.contains($0) })
        {
            kind = nil
        }
        if !match.entry.variants.isEmpty, let kind, let id = match.entry.variants[kind], let variant = IngredientDictionary.entry(id: id) {
            match.entry = variant
            match.variant = kind
        } else if kind == "cooked", [16, 20].contains(match.entry.food.group),
            !FoodWords(match.matchedName).words.contains(where: cookedWords.contains)
        {
            // "2 cups cooked quinoa", "фасоль отварная": a dry grain or legume weighs
            // about a third of what it does cooked. Cooked beans are canned ones; for a
            // grain with no cooked entry, no food.
            guard let id = match.entry.variants["canned"], let canned = IngredientDictionary.entry(id: id) else { return nil }
            match.entry = canned
            match.variant = "cooked"
        }
        return match
    }

    /// Words of a fish's cut, which no can holds.
    static let filletWords: Set<String> = ["fillet", "fillets", "filet", "filets", "steak", "steaks"]

    /// Whether an English note offers a substitute, or names what is left out, rather than
    /// saying more of the food: "or use water", "or 3 medium potatoes", "sub for light soy
    /// sauce", "omit cinnamon from base recipe", "not canned".
    static func offersSubstitute(_ note: String) -> Bool {
        let words = FoodWords(note).words
        guard let first = words.first else { return false }
        return ["or", "sub", "substitute", "substitutes", "alternatively", "instead", "omit", "without", "not", "except"].contains(first)
            || (first == "can" && words.dropFirst().first.map { ["sub", "substitute", "use"].contains($0) } == true)
    }

    /// The part of an English name that is the food, when the rest only says where it comes
    /// from or what it is kept in: "olive oil from the sun-dried tomato jar" is olive oil,
    /// "sun-dried tomatoes packed in extra-virgin olive oil" sun-dried tomatoes,
    /// "oil-packed tuna" tuna. Only when that part ends with a food's name (its head noun):
    /// "juice from 1 lemon" stays as it is.
    static func mainPart(of name: String) -> String? {
        let lower = name.lowercased()
        var candidates: [(head: String, oilPacked: Bool)] = []
        if let r = lower.range(of: " from ") {
            var head = String(lower[..<r.lowerBound])
            for tail in [" made", " reserved"] where head.hasSuffix(tail) { head.removeLast(tail.count) }
            candidates.append((head, false))
        }
        for marker in [" packed in ", " in extra-virgin olive oil", " in extra virgin olive oil", " in olive oil", " in oil"] {
            if let r = lower.range(of: marker) { candidates.append((String(lower[..<r.lowerBound]), false)) }
        }
        for marker in ["oil-packed ", "oil packed "] where lower.contains(marker) {
            candidates.append((lower.replacingOccurrences(of: marker, with: ""), true))
        }
        guard !candidates.isEmpty, let whole = best(in: FoodWords(lower), language: "en") else { return nil }
        for (head, oilPacked) in candidates {
            let words = FoodWords(head).words
            // Only when the rest took the name over ("tuna in olive oil" is a name of its own).
            guard !words.isEmpty, words.count < FoodWords(lower).words.count,
                oilPacked ? FoodWords(whole.name).words.last == "oil" : whole.start >= words.count,
                let hit = best(in: FoodWords(words: words), language: "en"), hit.start + hit.count == words.count
            else { continue }
            return head
        }
        return nil
    }

    /// The food a note names. In Russian and Kazakh a bracketed comma list's first food, not
    /// its longest name: "филе рыбы (треска, морской окунь, хек или др.)" is cod.
    static func noteHit(_ note: String, bracketed: Bool, language: String) -> Hit? {
        if language != "en", bracketed, note.contains(",") {
            // only the first: "(сайра, сардина, лосось)" names no food of the dictionary first
            return note.split(separator: ",").first.flatMap { best(in: FoodWords(String($0)), language: language) }
        }
        return best(in: FoodWords(note), language: language)
    }

    /// A pod or stick, counted or named: "стручок ванили", "ваниль в стручках", "ванильная
    /// палочка", "vanilla pods".
    static func isPodWord(_ word: String) -> Bool {
        word == "pod" || word == "pods" || ["стручк", "стручок", "палочк", "палочек"].contains(where: word.hasPrefix)
    }

    /// Foods split by the fat share a line writes on them: below `from` percent the lean one,
    /// from it the rich one. USDA's light cream has 19 % fat and its heavy cream 36 %; Russian
    /// creams are sold at 10, 20, 22, 25 (light) and 33, 35, 38 % (for whipping).
    static let fatSplits: [(lean: String, rich: String, from: Double)] = [("light-cream", "heavy-cream", 30)]

    /// The first fat share a line writes, the number before "%" ("18%", "33 %", "2,5%");
    /// of a range ("33-35%", "30~50%") the low end. Nil when the line has no "%".
    static func fatShare(in text: String) -> Double? {
        let chars = Array(text)
        guard let percent = chars.firstIndex(of: "%") else { return nil }
        func number(endingAt end: Int) -> (value: Double, start: Int)? {
            var i = end
            while i >= 0, chars[i].isNumber || chars[i] == "," || chars[i] == "." { i -= 1 }
            let digits = String(chars[(i + 1)...end].drop(while: { !$0.isNumber })).replacingOccurrences(of: ",", with: ".")
            guard let value = Double(digits.hasSuffix(".") ? String(digits.dropLast()) : digits) else { return nil }
            return (value, i + 1)
        }
        var end = percent - 1
        while end >= 0, chars[end] == " " { end -= 1 }
        guard end >= 0, var found = number(endingAt: end) else { return nil }
        // "33-35%", "30~50%": the low end of the range
        var before = found.start - 1
        while before >= 0, chars[before] == " " { before -= 1 }
        if before >= 1, "-–~".contains(chars[before]) {
            var low = before - 1
            while low >= 0, chars[low] == " " { low -= 1 }
            if low >= 0, let range = number(endingAt: low) { found = range }
        }
        return found.value
    }

    /// Whether a line says beef and pork together, joined by "и", "+", "," or "/" (not "или"):
    /// "говядина+свинина", "свинина и говядина".
    static func saysBeefAndPork(_ text: String) -> Bool {
        // Words of letters, and each "+", "," and "/" a word of its own.
        var words: [Substring] = []
        let lower = text.lowercased()
        var start: String.Index? = nil
        for i in lower.indices {
            let c = lower[i]
            if c.isLetter {
                if start == nil { start = i }
                continue
            }
            if let s = start { words.append(lower[s..<i]); start = nil }
            if "+,/".contains(c) { words.append(lower[i...i]) }
        }
        if let s = start { words.append(lower[s...]) }
        func meat(_ w: Substring) -> Int? {
            if w.hasPrefix("говяд") || w.hasPrefix("говяж") || w == "сиыр" { return 0 }
            if w.hasPrefix("свинин") || w == "шошқа" { return 1 }
            return nil
        }
        for (i, w) in words.enumerated() {
            guard let a = meat(w), i + 2 < words.count, ["и", "+", ",", "/", "және"].contains(words[i + 1]) else { continue }
            if let b = meat(words[i + 2]), b != a { return true }
        }
        return false
    }

    /// Russian "масло" and Kazakh "май" alone: butter or oil, the line does not say which.
    static let bareOilNames: Set<String> = ["масло", "масла", "маслом", "масличко", "масличка", "май", "майды", "маймен"]

    /// Frying, as the purpose of a fat: "для жарки", "для обжарки", "для фритюра", "қуыруға".
    static let fryingWords: Set<String> = ["жарки", "обжарки", "фритюра", "жарения", "обжаривания", "қуыруға"]

    /// Family names of sausages: a meat in their bracket is what they are made of.
    static let sausageWords: Set<String> = ["sausage", "sausages", "колбаса", "колбасы", "шұжық"]

    /// Red pepper without saying which ("красный перец", "қызыл бұрыш").
    static let redPepperNames: Set<String> = [
        "красный перец", "перец красный", "красного перца", "перца красного", "красный перчик", "қызыл бұрыш",
    ]

    /// The food `words` name with two neighbours joined into one word, the first join (from
    /// the left) whose word is part of the name found; nil when none is. Only words of
    /// letters are joined ("1 ст", "по 2" are not).
    static func joinedHit(_ words: [String], language: String) -> Hit? {
        guard words.count >= 2 else { return nil }
        for i in 0..<(words.count - 1) where words[i].allSatisfy(\.isLetter) && words[i + 1].allSatisfy(\.isLetter) {
            var joined = words
            joined.replaceSubrange(i...(i + 1), with: [words[i] + words[i + 1]])
            if let hit = best(in: FoodWords(words: joined), language: language), hit.start <= i, i < hit.start + hit.count {
                return hit
            }
        }
        return nil
    }

    /// The words of six letters or more of the dictionary's Russian names, in order, with
    /// their letters (`misspeltHit` compares them with each unknown word: made once).
    static let longRussianNameWords: [(word: String, letters: [Character])] =
        russianNameWords.filter { $0.count >= 6 && $0.allSatisfy(\.isLetter) }.sorted().map { ($0, Array($0)) }

    /// The food `words` name with one word of six letters or more, that is no word of the
    /// dictionary's Russian names, read as the name words one slip away from it
    /// (`oneLetterApart`); nil unless all of them give one entry, with the word in its name.
    static func misspeltHit(_ words: [String], language: String) -> Hit? {
        for i in words.indices where words[i].count >= 6 && words[i].allSatisfy(\.isLetter) && !russianNameWords.contains(words[i]) {
            var found: Hit?
            let letters = Array(words[i])
            for close in longRussianNameWords where oneLetterApart(letters, close.letters) {
                var fixed = words
                fixed[i] = close.word
                guard let hit = best(in: FoodWords(words: fixed), language: language), hit.start <= i, i < hit.start + hit.count else { continue }
                if let other = found, other.entryIndex != hit.entryIndex { return nil }
                if found == nil { found = hit }
            }
            if let found { return found }
        }
        return nil
    }

    /// Whether `a` becomes `b` by the two commonest slips of Russian spelling: a doubled
    /// letter written once or a single one twice ("овсянных", "моцарелы"), or an unstressed
    /// о written а or the other way ("малоко"). Other letters are not changed: one letter
    /// apart, калина is no малина, мелисса no меласса.
    static func oneLetterApart(_ x: [Character], _ y: [Character]) -> Bool {
        guard abs(x.count - y.count) <= 1, x != y else { return false }
        var i = 0
        while i < min(x.count, y.count), x[i] == y[i] { i += 1 }
        if x.count == y.count {
            return Set([x[i], y[i]]) == ["а", "о"] && x[(i + 1)...] == y[(i + 1)...]
        }
        let (long, short) = x.count > y.count ? (x, y) : (y, x)
        // The letter `long` has at `i` must be doubled there (its neighbour the same).
        let doubled = (i > 0 && long[i - 1] == long[i]) || (i + 1 < long.count && long[i + 1] == long[i])
        return doubled && long[(i + 1)...] == short[i...]
    }

    /// Of a Russian or Kazakh bracket's alternatives, the first's words when it has one or two
    /// ("куриный или овощной" is "куриный"), else the words unchanged.
    static func firstAlternative(_ words: [String]) -> [String] {
        guard let or = words.firstIndex(where: { $0 == "или" || $0 == "немесе" }), (1...2).contains(or),
            !words[..<or].contains(where: listWords.contains)
        else { return words }
        return Array(words[..<or])
    }

    /// The words of the first and of the last of a comma list of alternatives ("A, B, or
    /// C D"), or nil when the name is no such list.
    static func listedAlternatives(_ name: String) -> ([String], [String])? {
        let pieces = name.split(separator: ",", omittingEmptySubsequences: false).map { FoodWords(String($0)).words }
        guard pieces.count >= 3, var last = pieces.last, last.first == "or", let first = pieces.first, !first.isEmpty else { return nil }
        last.removeFirst()
        guard !last.isEmpty, pieces.dropFirst().dropLast().allSatisfy({ !$0.isEmpty }) else { return nil }
        return (first, last)
    }

    /// The entry whose name best covers `text` (a name as cooks write it), or nil.
    public static func match(name text: String, language: String) -> IngredientEntry? {
        best(in: FoodWords(text), language: language)?.entry
    }

    /// Up to `limit` entries whose names are closest to `text` by edit distance, for a
    /// "did you mean" hint. Names in `language` are preferred.
    public static func suggestions(for text: String, language: String, limit: Int = 3) -> [IngredientEntry] {
        let words = FoodWords(FoodReference.strip(text)).withoutDescriptive
        guard !words.isEmpty else { return [] }
        let phrase = words.joined
        var scored: [(distance: Int, order: Int, entry: IngredientEntry)] = []
        for (order, entry) in IngredientDictionary.entries.enumerated() {
            var best = Int.max
            for (nameLanguage, names) in entry.names where nameLanguage == language || nameLanguage == "en" {
                for name in names {
                    let candidate = FoodWords(name).joined
                    var d = Suggest.distance(phrase, candidate)
                    // A single word close to one word of the line also counts ("onoin soup").
                    for word in words.words where word.count >= 4 {
                        for part in candidate.split(separator: " ") where part.count >= 4 {
                            d = min(d, Suggest.distance(word, String(part)) + (candidate.contains(" ") ? 1 : 0))
                        }
                    }
                    best = min(best, d)
                }
            }
            let limitDistance = max(2, min(4, phrase.count / 3))
            // Fewer edits than letters: "x" is close to nothing.
            if best <= limitDistance, best < phrase.count { scored.append((best, order, entry)) }
        }
        return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }.prefix(limit).map(\.entry)
    }

    // MARK: Variants

    static let cannedWords: Set<String> = [
        "canned", "tinned", "консервированный", "консервированная", "консервированные",
        "консервированного", "консервированной", "консервированных", "консервіленген", "консервілеген", "консервленген",
        // as often written: one н
        "консервированый", "консервированая", "консервированые", "консервированой",
        "консервированого", "консервированых",
    ]
    static let frozenWords: Set<String> = [
        "frozen", "замороженный", "замороженная", "замороженные", "замороженного",
        "замороженной", "замороженных", "мұздатылған", "қатырылған",
    ]
    static let juiceWords: Set<String> = ["juice", "сок", "сока", "шырыны", "шырын", "суы"]
    static let zestWords: Set<String> = ["zest", "peel", "rind", "цедра", "цедры", "цедру", "қабығы"]

    /// `canned`, `frozen`, `juice` or `zest` when the line asks for that form of the food.
    static func variantKind(of line: ParsedIngredient) -> String? {
        let preparation = Set(FoodWords(line.preparation ?? "").words)
        if !preparation.isDisjoint(with: juiceWords) { return "juice" }
        if !preparation.isDisjoint(with: zestWords) { return "zest" }
        if line.container == "can" || line.unit == "can" || line.container == "jar" { return "canned" }
        // "1 15oz black beans", "2 × 400 g chickpeas": a count of a can's size (10 oz or
        // more each) of a food that has a canned entry is cans.
        if line.multiplier != nil, line.container == nil, let quantity = line.quantity, let unit = UnitTable.unit(id: line.unit),
            unit.dimension == .mass || unit.dimension == .volume,
            let each = Unit.convert(quantity.low, from: unit, to: UnitTable.unit(id: unit.dimension == .mass ? "g" : "ml")!),
            each >= Rational(280)
        {
            return "canned"
        }
        // "2 ripe pears (or 4 canned pear halves)": a substitute's form is not the food's.
        let note = line.note.map { offersSubstitute($0) ? "" : $0 } ?? ""
        let words = Set(FoodWords(line.name + " " + note).words)
        let nameWords = Set(FoodWords(line.name).words)
        // "сок половины лимона", "lemon, juiced": the juice or zest named with the food.
        if !nameWords.isDisjoint(with: juiceWords) { return "juice" }
        if !nameWords.isDisjoint(with: zestWords) { return "zest" }
        // "fresh or frozen strawberries": fresh is the first choice.
        let fresh = !nameWords.isDisjoint(with: freshWords)
        if !fresh, !words.isDisjoint(with: cannedWords) { return "canned" }
        // "фасоль красная в собственном соку", "фасоль в томатной пасте": sold in cans (the
        // name says so; not a note: "Помидоры — 4 шт. или томаты в собственном соку").
        let joined = " " + FoodWords(line.name).words.joined(separator: " ") + " "
        if ["в собственном соку", "в томатном соусе", "в томатной пасте", "в томате"].contains(where: { joined.contains(" \($0) ") }) {
            return "canned"
        }
        if !fresh, !words.isDisjoint(with: frozenWords) { return "frozen" }
        if !nameWords.isDisjoint(with: driedWords) { return "dried" }
        if !nameWords.isDisjoint(with: pickledWords) { return "pickled" }
        // "сельдь (слабого посола или готовое филе)", "огурцы (солёные)": a salted form named
        // by the note's first choice (a salted herring is the pickled entry); not a note that
        // allows or replaces ("огурцы (можно солёные или свежие)", "огурец (или солёный)") or says
        // what the food is for ("сельдь свежемороженая (для посола)").
        let noteWords = FoodWords(note).words
        if !fresh, !["или", "либо", "можно", "не", "без", "для", "вместо", "заменить"].contains(noteWords.first ?? ""),
            !Set(firstAlternative(noteWords)).isDisjoint(with: saltedWords)
        {
            return "pickled"
        }
        if !nameWords.isDisjoint(with: groundWords) { return "ground" }
        if !nameWords.isDisjoint(with: cookedWords) { return "cooked" }
        return nil
    }

    /// "cooked, cold jasmine rice", "рис отварной": the `cooked` entry of a raw food.
    /// Kazakh `піскен` is not one: it is also "ripe", and `піскен тары` in a майсөк is
    /// millet parched dry, not boiled (`пісірілген` is cooked).
    static let cookedWords: Set<String> = [
        "cooked", "boiled", "steamed", "leftover", "вареный", "вареная", "вареное", "вареные", "вареного", "вареной",
        "вареных", "отварной", "отварная", "отварное", "отварные", "отварного", "отварных", "отваренный",
        "отваренная", "отваренные", "отваренного", "отваренной", "отваренных", "пісірілген",
        // Kazakh "boiled": "қайнатылған сиыр еті"
        "қайнатылған",
        // "300 г готового нута": ready to eat, cooked
        "готовый", "готовая", "готовое", "готовые", "готового", "готовой", "готовых", "готовую",
    ]

    static let freshWords: Set<String> = [
        "fresh", "свежий", "свежая", "свежее", "свежие", "свежего", "свежей", "свежих", "свежую", "жаңа",
    ]

    /// "ground chilli", "перец чили молотый": the `ground` entry of a fresh food.
    static let groundWords: Set<String> = [
        "ground", "молотый", "молотая", "молотое", "молотые", "молотого", "молотой", "молотых", "молотым", "ұнтақталған",
    ]

    // MARK: The index

    struct Name: Sendable {
        let entry: Int
        let language: String
        /// Where `language` is in `Index.languages`.
        let languageIndex: Int
        let text: String
        let words: [String]
        let stems: [String]
    }

    /// What the matcher asks of an entry for every hit, worked out once with the index
    /// (it was worked out again for every candidate of every line).
    struct EntryFacts: Sendable {
        /// Every word of the entry's names, in every language.
        let nameWords: Set<String>
        /// The words of its English names, and their English stems.
        let englishWords: Set<String>
        let englishStems: Set<String>
        let hasJuice: Bool
        let hasZest: Bool
        /// A drying word makes it another food: a fresh food, not dry already, without a
        /// `dried` variant.
        let dries: Bool
        /// A pickling word makes it another food: no `pickled` variant, not pickled,
        /// canned or in brine or vinegar already.
        let pickles: Bool
        /// Its USDA description says candied.
        let candied: Bool
        /// Its USDA description says malt ("malted" then does not make another food).
        let malt: Bool
        let animalDerived: Bool
        let gluten: Bool
        /// Raw meat or fish (USDA says raw): a smoking word makes it another food.
        let rawFlesh: Bool
        /// Raw fish: a salting word makes it another food.
        let rawFish: Bool
        /// A raw vegetable (USDA's group 11, raw): a frying word makes it another food.
        let rawVegetable: Bool

        /// `words(language)` is `FoodWords.split` of each of the entry's names in
        /// `language` (the index has split them already).
        init(_ entry: IngredientEntry, words: (String) -> [[String]]) {
            var nameWords = Set<String>()
            for language in ["en", "ru", "kk"] {
                for split in words(language) { nameWords.formUnion(split) }
            }
            self.nameWords = nameWords
            let english = words("en").flatMap { $0 }
            englishWords = Set(english)
            englishStems = Set(english.map(FoodWords.englishStem))
            hasJuice = entry.variants["juice"] != nil
            hasZest = entry.variants["zest"] != nil
            let description = entry.food.description.lowercased()
            // USDA's descriptions are ASCII: searched on their bytes (the same answer as
            // Foundation's search by characters there, which is the one used otherwise).
            let ascii = description.utf8.allSatisfy { $0 < 0x80 }
            func has(_ word: String) -> Bool { ascii ? description.containsExactly(word) : description.contains(word) }
            let alreadyDry = ["dried", "dry", "dehydrated", "powder", "flakes", "seed", "ground", "leavening"].contains { has($0) }
            let fresh = [5, 9, 10, 11, 13, 15, 17].contains(entry.food.group) || has("fresh")
            dries = entry.variants["dried"] == nil && fresh && !alreadyDry
            pickles = entry.variants["pickled"] == nil && !["pickle", "canned", "brine", "vinegar"].contains(where: { has($0) })
            candied = has("candied")
            malt = has("malt")
            animalDerived = entry.flags.contains(.animalDerived)
            gluten = entry.flags.contains(.gluten)
            let raw = has(", raw") || description.hasSuffix(" raw")
            rawFish = raw && !entry.flags.isDisjoint(with: [.fish, .shellfish])
            // Smoked сало or курдюк is still the fat (USDA has no smoked fat).
            let fat = has("backfat") || has("separable fat")
            rawFlesh = rawFish || (raw && !fat && !entry.flags.isDisjoint(with: [.meat, .pork, .beef, .poultry]))
            rawVegetable = raw && entry.food.group == 11
        }
    }

    struct Index: Sendable {
        let names: [Name]
        /// Names by their first word, and by the stem of their first word (per language,
        /// in the order of `languages`).
        let byWord: [String: [Int]]
        let byStem: [[String: [Int]]]
        let languages: [String]
        /// Where English is in `languages`.
        let english: Int
        /// Per entry, in dictionary order.
        let facts: [EntryFacts]

        init(entries: [IngredientEntry]) {
            var languages = Set<String>()
            for entry in entries { languages.formUnion(entry.names.keys) }
            let sorted = languages.sorted()
            let position = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
            var names: [Name] = []
            var byWord: [String: [Int]] = [:]
            var byStem = [[String: [Int]]](repeating: [:], count: sorted.count)
            var facts: [EntryFacts] = []
            facts.reserveCapacity(entries.count)
            for (e, entry) in entries.enumerated() {
                // Each name split once, for the names below and the entry's facts.
                var splitNames: [String: [[String]]] = [:]
                for (language, list) in entry.names.sorted(by: { $0.key < $1.key }) {
                    let l = position[language]!
                    let listWords = list.map { FoodWords.split($0) }
                    splitNames[language] = listWords
                    // Russian and Kazakh put the adjective after the noun as often as before:
                    // "перец сладкий" is "сладкий перец", "масло растительное" "растительное масло".
                    var texts = list
                    if language != "en" {
                        let known = Set(listWords)
                        for words in listWords {
                            if words.count == 2, !known.contains(Array(words.reversed())) { texts.append(words.reversed().joined(separator: " ")) }
                            // Of three words, the noun comes first as often: "перец черный
                            // горошком" (чёрный перец горошком), "перец черный молотый".
                            if words.count == 3 {
                                for other in [[words[1], words[0], words[2]], Array(words.reversed())] where !known.contains(other) {
                                    texts.append(other.joined(separator: " "))
                                }
                            }
                        }
                    }
                    for (t, text) in texts.enumerated() {
                        // The names as listed are split above; the reordered ones here.
                        let words = t < listWords.count ? listWords[t] : IngredientMatcher.splitReordered(text)
                        guard let first = words.first else { continue }
                        let name = Name(
                            entry: e, language: language, languageIndex: l, text: text, words: words,
                            stems: words.map { FoodWords.stem($0, language: language) })
                        byWord[first, default: []].append(names.count)
                        byStem[l][name.stems[0], default: []].append(names.count)
                        names.append(name)
                    }
                }
                facts.append(EntryFacts(entry, words: { splitNames[$0] ?? [] }))
            }
            self.names = names
            self.byWord = byWord
            self.byStem = byStem
            self.languages = sorted
            self.english = position["en"] ?? 0
            self.facts = facts
        }
    }

    static let index = Index(entries: IngredientDictionary.entries)

    /// `FoodWords.split` of a reordered name (words of a split name joined by spaces): the
    /// words cut at the spaces when each is plain (`FoodWords.isPlain`: splitting it again
    /// gives it back), else split again.
    static func splitReordered(_ text: String) -> [String] {
        let words = text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { String(Substring($0)) }
        return words.allSatisfy(FoodWords.isPlain) ? words : FoodWords.split(text)
    }

    /// Makes the tables the matcher and the weigher make on first use (the index of the
    /// dictionary's words and stems, the food data), so a build can have them made on the
    /// side while it parses: made by the first line matched, they were a stretch of one
    /// busy core in the nutrition stage while its other tasks waited for them.
    public static func prepareTables() {
        _ = (index.facts.count, FoodTable.byNDB.count)
    }

    struct Hit {
        /// The entry's place in the dictionary.
        var entryIndex: Int
        var name: String
        /// Words covered, exact words, in the recipe's language, minus the position.
        var score: (Int, Int, Int, Int)
        /// Where the name starts in the words, and how many it covers.
        var start = 0
        var count = 0

        var entry: IngredientEntry { IngredientDictionary.entries[entryIndex] }
        var facts: EntryFacts { IngredientMatcher.index.facts[entryIndex] }
    }

    static func best(in text: FoodWords, language: String) -> Hit? {
        let hit = bestAsWritten(in: text, language: language)
        // "Сәбізге 2 дана", "Сары майда", "sábiz 2 dana": a Kazakh line is read once more with
        // its dative and locative forms and its Latin-script words as the food names they are
        // (`kazakhReading`); the words stay where they were, so the hit's place in the line is
        // the same. That reading's food is the line's when the line names none as written, or
        // when its name covers the written one's words and more ("Зәйтүн майына" is olive oil,
        // not the olives of "зәйтүн"); not a food beside it ("Сары майда қуырылған пияз" is
        // the onion, fried in butter).
        if language == "kk", let read = kazakhReading(text.words), let other = bestAsWritten(in: FoodWords(words: read), language: language) {
            guard let hit else { return other }
            if other.count > hit.count, other.start <= hit.start, other.start + other.count >= hit.start + hit.count { return other }
        }
        return hit
    }

    static func bestAsWritten(in text: FoodWords, language: String) -> Hit? {
        // Both passes stem the same words: stem each once, in every language (in the
        // order of `index.languages`).
        let languages = index.languages
        var cache: [String: [String]] = [:]
        let stem = { (word: String) -> [String] in
            if let known = cache[word] { return known }
            let stems = languages.map { FoodWords.stem(word, language: $0) }
            cache[word] = stems
            return stems
        }
        let first = best(words: text.words, language: language, stem: stem)
        // "and" stays: it separates foods ("salt and freshly ground pepper" is salt).
        // "leaves" stays too: "kaffir lime leaves" are not limes.
        // "мягкий" stays too: "сыр мягкий" is a soft cheese, not the everyday hard one.
        let secondWords = text.words.filter {
            !FoodWords.descriptive.contains($0) || andWords.contains($0) || leafWords.contains($0) || softCheeseWords.contains($0)
        }
        let second = best(words: secondWords, language: language, stem: stem)
        // "вино сухое белое", "фасоль сухая белая": a neutral word between the words of a
        // name ("белое вино", "белая фасоль") does not hide it. Only a longer name counts.
        let thirdWords = text.words.filter {
            (!FoodWords.descriptive.contains($0) && !neutralWords.contains($0)) || andWords.contains($0) || listWords.contains($0)
                || leafWords.contains($0) || isOneWordName($0)
        }
        let third = best(words: thirdWords, language: language, stem: stem)
        var result: Hit?
        var resultWords = text.words
        switch (first, second) {
        case let (a?, b?): result = a.score >= b.score ? a : b; if a.score < b.score { resultWords = secondWords }
        case let (a, b): result = a ?? b; if a == nil { resultWords = secondWords }
        }
        // Not a food joined by "и"/"или" after the one found: "твердого сыра и копчено-вареной
        // колбасы" stays cheese, the first.
        func joinsBefore(_ hit: Hit, _ words: [String]) -> Int {
            words[..<hit.start].filter { andWords.contains($0) || (language == "en" ? $0 == "or" : $0 == "или" || $0 == "немесе") }.count
        }
        if let third, third.count > 1, third.count > result?.count ?? 0,
            result.map({ joinsBefore(third, thirdWords) <= joinsBefore($0, resultWords) }) ?? true
        {
            result = third
        }
        if let shared = sharedHead(text.words, language: language, stem: stem) { result = shared }
        return result
    }

    /// Whether `word` is a dictionary name of one word ("вода"): the neutral-word pass keeps
    /// it, so that "вода или мясной бульон" stays water, the first of the alternatives.
    static func isOneWordName(_ word: String) -> Bool {
        index.byWord[word]?.contains { index.names[$0].words.count == 1 } ?? false
    }

    /// The words that join alternatives whose last one may finish the first one's name.
    static func sharedJoins(_ language: String) -> Set<String> {
        switch language {
        case "en": return ["or", "and"]
        case "ru": return ["или", "и"]
        case "kk": return ["немесе", "және"]
        default: return []
        }
    }

    /// "canola or other neutral oil", "chicken or vegetable broth", "red or white wine
    /// vinegar": in English the words after "or" may finish the name before it too. The
    /// first alternative read with the end of the second ("canola oil", "chicken broth",
    /// "red wine vinegar") is the line's food when it is a dictionary name of at least two
    /// words that takes words from both sides. Russian and Kazakh too: "куриный или овощной
    /// бульон" is chicken broth, "говяжий или свиной фарш" minced beef, "растительное и
    /// сливочное масло" vegetable oil.
    static func sharedHead(_ words: [String], language: String, stem: (String) -> [String]) -> Hit? {
        // "chicken and vegetable broth", "garlic and onion powder": "and" too.
        let joins = sharedJoins(language)
        guard let or = words.firstIndex(where: joins.contains), or > 0, !listWords.contains(words[or - 1]) else { return nil }
        var start = or - 1
        // In Russian and Kazakh only the adjective right before: "горячий мясной или куриный
        // бульон" ("мясо без костей – говядина, свинина или мясо бедра" is no such pair).
        while start > 0, language == "en", !listWords.contains(words[start - 1]) { start -= 1 }
        let before = Array(words[start..<or])
        var second = Array(words[(or + 1)...])
        if let end = second.firstIndex(where: listWords.contains) { second = Array(second[..<end]) }
        while let first = second.first, ["other", "another", "any", "your", "favorite", "favourite"].contains(first) { second.removeFirst() }
        guard second.count >= 2 else { return nil }
        for j in 1..<second.count {
            let candidate = before + Array(second[j...])
            guard var hit = best(words: candidate, language: language, stem: stem), hit.count >= 2,
                hit.start < before.count, hit.start + hit.count > before.count
            else { continue }
            hit.start += start
            return hit
        }
        // "обычной или варёной сгущёнки", "домашний или покупной майонез": in Russian and
        // Kazakh, a first adjective that makes no name with the shared noun (and names no
        // food alone) leaves the noun alone as the food, not the second's longer name
        // (варёная сгущёнка). Not after a noun: "сок лимонный или винный уксус".
        if language != "en", start == 0 || listWords.contains(words[start - 1]), best(words: before, language: language, stem: stem) == nil,
            var noun = best(words: Array(second[1...]), language: language, stem: stem), noun.start == 0,
            noun.count == second.count - 1
        {
            noun.start += or + 2
            return noun
        }
        return nil
    }

    static func best(words: [String], language: String, stem: (String) -> [String]) -> Hit? {
        guard !words.isEmpty else { return nil }
        let index = self.index
        let wordStems = words.map(stem)
        var hits: [Hit] = []
        var candidates: [Int] = []
        for i in words.indices {
            // The names starting with the word or its stem, in index order, each once.
            candidates.removeAll(keepingCapacity: true)
            candidates += index.byWord[words[i]] ?? []
            for l in index.languages.indices { candidates += index.byStem[l][wordStems[i][l]] ?? [] }
            candidates.sort()
            var previous = -1
            for c in candidates where c != previous {
                previous = c
                let name = index.names[c]
                guard i + name.words.count <= words.count else { continue }
                var exact = 0
                var matched = true
                for (k, word) in name.words.enumerated() {
                    if words[i + k] == word {
                        exact += 1
                    } else if wordStems[i + k][name.languageIndex] != name.stems[k] || !stemAllowed(words[i + k], for: word)
                        || (name.language == "ru" && !shortStemAllowed(words[i + k], for: word, stem: name.stems[k]))
                    {
                        matched = false
                        break
                    }
                }
                guard matched else { continue }
                let score = (name.words.count, exact, name.language == language ? 1 : 0, -i)
                hits.append(Hit(entryIndex: name.entry, name: name.text, score: score, start: i, count: name.words.count))
            }
        }
        // "Kosher salt and ground black pepper", "аскөк пен ақжелкен": of foods joined by
        // "and", the first is the line's food, however many words the others have.
        var segment: [Int] = []
        var count = 0
        for word in words {
            // English "or" too: "butter or olive oil" is butter, "milk or heavy cream" milk;
            // and Russian and Kazakh "или", "немесе": "Уксус или лимонный сок" is vinegar.
            if andWords.contains(word) || (language == "en" && word == "or") || (language != "en" && (word == "или" || word == "немесе")) {
                count += 1
            }
            segment.append(count)
        }
        // Best first; the first that no word of the line changes into another food.
        let ranked = hits.enumerated().sorted { a, b in
            let (sa, sb) = (segment[a.element.start], segment[b.element.start])
            if sa != sb { return sa < sb }
            return a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }.map(\.element)
        // The hits no word changes, in rank order: asked only of the hits each question
        // below needs (the first kept one; the first kept one placed as asked).
        let kept = { (hit: Hit) in !changed(hit, in: words, stems: wordStems) }
        let firstKept = ranked.first(where: kept)
        // English puts the head noun last: in "whole milk ricotta", "cherry tomatoes",
        // "coconut sugar" the food named right after another is the line's food.
        // "light cream cheese", "white wine vinegar", "vegetable stock cube": of two names of
        // as many words that share one, the later is the head when it ends in a product.
        if language == "en", let first = firstKept,
            let later = ranked.first(where: {
                $0.count == first.count && $0.start > first.start && $0.start < first.start + first.count
                    && segment[$0.start] == segment[first.start] && headNouns.contains(words[$0.start + $0.count - 1])
                    && kept($0)
            })
        {
            return later
        }
        // Not between meats and other foods: "chicken tenderloins", "celery ribs".
        if language == "en", let first = firstKept,
            let head = ranked.first(where: {
                $0.start == first.start + first.count && segment[$0.start] == segment[first.start] && kept($0)
            }),
            !first.entry.isAnimal, !head.entry.isAnimal
        {
            return head
        }
        // "apple butter", "cocoa butter", "orange soda": a product noun that is a dictionary
        // name, after a food it made another, is that food's product, not the dictionary's.
        if language == "en", let first = firstKept, first.count == 1, productNouns.contains(words[first.start]),
            ranked.contains(where: { $0.start + $0.count == first.start && segment[$0.start] == segment[first.start] && !kept($0) })
        {
            return nil
        }
        // "lemon pepper", "chicken sausage", "banana peppers": a food right before the name
        // of another that a word of the line changes only says which kind of the second is
        // meant, and the dictionary has no such kind: no food (not the first). Not when the
        // first is of the family the second names ("parmesan cheese", "jalapeno peppers").
        if language == "en", let first = firstKept {
            let next = ranked.filter { $0.start == first.start + first.count && segment[$0.start] == segment[first.start] }
            if !next.isEmpty, !next.contains(where: kept) {
                var head = words[next[0].start + next[0].count - 1]
                if head.hasSuffix("s") { head.removeLast() }
                if !first.entry.food.description.lowercased().contains(head) { return nil }
            }
        }
        // "зелень базилика", "зелени мяты": the greens of a named herb are that herb, not the
        // dill and parsley a bare "зелень" is; of another plant ("зелень чеснока", "зелень
        // сельдерея") no food (garlic cloves or celery stalks are not their leaves).
        if language == "ru", let first = firstKept, first.count == 1, greensWords.contains(words[first.start]),
            let next = ranked.first(where: { $0.start == first.start + 1 && segment[$0.start] == segment[first.start] })
        {
            return kept(next) && next.entry.negligible && next.entry.aisle == .produce ? next : nil
        }
        return firstKept
    }

    // MARK: Kazakh case forms and Latin script

    /// Kazakh case endings, with the sounds each follows: the dative and locative, which the
    /// stemmer leaves alone (too many roots end like them: сода, жұмыртқа): -ға/-ге and
    /// -да/-де after a vowel or a voiced consonant, -қа/-ке and -та/-те after a voiceless one,
    /// -на/-не (dative) and -нда/-нде (locative) after the possessive -ы/-і (етіне, майына);
    /// the accusative -н after it where the stemmer keeps the word whole (`етін`, which ends
    /// like the participles in -етін: "шошқа етін", "тауықтың төс етін"); and the genitive,
    /// accusative, ablative and instrumental the stemmer cuts, for the roots it does not: a
    /// Russian word with a Kazakh ending ("Горчицаны", "Сметанаға") and a root whose last
    /// vowel is и ("Желатиннен", "Маргариннен").
    static let kazakhCaseForms: [(ending: [Unicode.Scalar], after: Set<Unicode.Scalar>, back: Bool?)] = {
        let vowels = "аәеиоөұүыіуэюяё"
        let voiced = vowels + "жзлрйумнң"
        let voiceless = "кқпстфхцчшщбвгд"
        let forms: [(String, String, Bool?)] = [
            ("ның", vowels + "мнң", true), ("нің", vowels + "мнң", false), ("дың", "лрйужз", true), ("дің", "лрйужз", false),
            ("тың", voiceless, true), ("тің", voiceless, false), ("нан", "мнңыі", true), ("нен", "мнңыі", false),
            ("дан", vowels + "лрйужз", true), ("ден", vowels + "лрйужз", false), ("тан", voiceless, true), ("тен", voiceless, false),
            ("мен", vowels + "лрйумнң", nil), ("бен", "жз", nil), ("пен", voiceless, nil), ("нда", "ы", true), ("нде", "і", false),
            ("ны", vowels, true), ("ні", vowels, false), ("ды", "лрйужзмнң", true), ("ді", "лрйужзмнң", false),
            ("ты", voiceless, true), ("ті", voiceless, false), ("на", "ы", true), ("не", "і", false),
            ("ға", voiced, true), ("ге", voiced, false), ("қа", voiceless, true), ("ке", voiceless, false),
            ("да", voiced, true), ("де", voiced, false), ("та", voiceless, true), ("те", voiceless, false), ("н", "ыі", nil),
        ]
        return forms.map { (Array($0.0.unicodeScalars), Set($0.1.unicodeScalars), $0.2) }
    }()

    /// Kazakh words that end like a dative or locative of a food's name but are words of
    /// their own: `майда` (finely, small: "майда туралған пияз"; read as the locative of
    /// `май` only after a word that makes a name with it, "сары майда"), `балға` (a
    /// hammer), `табада` (in the pan, not of "таба нан"), and datives that say what a part
    /// of the recipe is for: "Салатқа", "Қамырға", "Тұздыққа", "Сорпаға", "Салмаға" (for the
    /// salad, dough, sauce, broth, filling).
    static let kazakhCaseTraps: Set<String> = ["майда", "балға", "салатқа", "қамырға", "тұздыққа", "сорпаға", "салмаға", "табада"]

    /// The stems of every word of the dictionary's Kazakh names: a word is read without a
    /// case ending, or in Cyrillic, only when this knows the result.
    static let kazakhNameStems: Set<String> = {
        var stems = Set<String>()
        for name in index.names where name.language == "kk" { stems.formUnion(name.stems) }
        return stems
    }()

    /// The first words of the dictionary's Kazakh names as listed (not as the index
    /// reorders them: "тоң майға" starts with "тоң" only).
    static let kazakhNameStarts: Set<String> = {
        var words = Set<String>()
        for entry in IngredientDictionary.entries {
            for name in entry.names["kk"] ?? [] { if let first = FoodWords.split(name).first { words.insert(first) } }
        }
        return words
    }()

    /// `words` with each word that names no food as written, but does as a Kazakh food's
    /// dative or locative (`сәбізге`, `пиязға`, `сиыр етіне`, `сары майда`) or in the Latin
    /// script (`sábiz`, `pııaz`, `sút`, `qant`), replaced by the form the dictionary knows;
    /// nil when no word changed. A word that starts a Kazakh name as written, a trap
    /// (`kazakhCaseTraps`) and a case form before other words ("Етке арналған дәмдеуіш")
    /// are kept.
    static func kazakhReading(_ words: [String]) -> [String]? {
        var read = words
        var changed = false
        for (i, word) in words.enumerated() {
            if kazakhNameStarts.contains(word) { continue }
            var form = word
            if !word.unicodeScalars.contains(where: { (0x400...0x4FF).contains($0.value) }) {
                // "shaı qasyq", "as qasyq": a Latin-script spoon, not tea.
                if isKazakhLatinSpoon(word) || (i + 1 < words.count && isKazakhLatinSpoon(words[i + 1])) { continue }
                // "Sút nemese sý": the words that join foods, so the first stays the line's.
                if let joining = kazakhLatinJoins[word] {
                    read[i] = joining
                    continue
                }
                guard let cyrillic = kazakhCyrillic(word) else { continue }
                form = cyrillic
                if kazakhNameStems.contains(FoodWords.stem(form, language: "kk")) {
                    read[i] = form
                    changed = true
                    continue
                }
            }
            guard let root = kazakhCaseRoot(form) else { continue }
            // Kazakh puts the head noun last: a case form before other words says where or
            // what for ("Сірке суына маринадталған пияз", "Сүзбеге қосылатын қант"), so only
            // the name's last word is read so (an amount left in the name does not count).
            if words[(i + 1)...].contains(where: { !kazakhAmountWords.contains($0) && !isKazakhLatinSpoon($0) && !$0.allSatisfy({ $0.isNumber || $0 == "." }) }) {
                continue
            }
            if kazakhCaseTraps.contains(form) {
                // "сары майда": only as the second word of a name.
                guard i > 0, let hit = bestAsWritten(in: FoodWords(words: [read[i - 1], root]), language: "kk"), hit.count == 2 else { continue }
            }
            read[i] = root
            changed = true
        }
        return changed ? read : nil
    }

    /// A Latin-script spoon word in any case form or spelling: `qasyq`, `qasıq`, `kasyk`,
    /// `qasyǵy`, `kasygy`, `qasyğy` (every word starting so is the spoon; no Kazakh food
    /// starts with қас-).
    static func isKazakhLatinSpoon(_ word: String) -> Bool {
        ["qas", "kas", "qaş"].contains { word.hasPrefix($0) }
    }

    /// Latin-script Kazakh "or" and "and".
    static let kazakhLatinJoins: [String: String] = [
        "nemese": "немесе", "jáne": "және", "jäne": "және", "jane": "және", "men": "мен", "ben": "бен", "pen": "пен",
    ]

    /// Units and counts the parser may leave in a Kazakh name, in either script: after a
    /// case form, they leave it the name's last word ("Sábizge 2 dana").
    static let kazakhAmountWords: Set<String> = [
        "дана", "г", "гр", "кг", "мл", "л", "литр", "стақан", "тіс", "ас", "шай", "қасық", "шымшым", "байлам",
        "dana", "g", "gr", "kg", "ml", "l", "litr", "stakan", "tis", "as", "shaı", "shai", "şai", "qasyq", "shymshym", "baılam",
    ]

    /// `word` without a case ending (`kazakhCaseForms`), when the sound before it is one
    /// that ending follows and the root's stem is a Kazakh name's, the ending's vowel
    /// agreeing with the root's last vowel (`жұмыртқаларға` -> `жұмыртқалар`), or the root
    /// is a word of a Russian name (`сметанаға` -> `сметана`, `картофельді` -> `картофель`);
    /// else nil.
    static func kazakhCaseRoot(_ word: String) -> String? {
        let scalars = Array(word.unicodeScalars)
        for (ending, after, back) in kazakhCaseForms where scalars.count > ending.count + 1 && scalars.suffix(ending.count).elementsEqual(ending) {
            let root = Array(scalars.dropLast(ending.count))
            guard let last = root.last else { continue }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: root)
            let text = String(view)
            // Vowel harmony, where the root has a back or front vowel (су has neither).
            let vowel = root.last(where: { kazakhBackVowels.contains($0) || kazakhFrontVowels.contains($0) })
            let harmonious = back == nil || vowel == nil || kazakhBackVowels.contains(vowel!) == back
            if harmonious, after.contains(last), kazakhNameStems.contains(FoodWords.stem(text, language: "kk")) { return text }
            // A Russian word takes the endings less regularly ("Кетчупқа", "Рисқа",
            // "Картофельді" after the soft sign): the sound before the ending is checked,
            // not the vowel.
            if russianNameWords.contains(text), after.contains(last) || last == "ь" { return text }
        }
        return nil
    }

    /// The words of the dictionary's Russian names, as written: a Russian word in a Kazakh
    /// line takes Kazakh endings ("Сметанаға", "Горчицаны").
    static let russianNameWords: Set<String> = {
        var words = Set<String>()
        for entry in IngredientDictionary.entries {
            for name in entry.names["ru"] ?? [] { words.formUnion(FoodWords.split(name)) }
        }
        return words
    }()

    /// A Latin-script Kazakh word in Cyrillic (as a food's name or a case form of one,
    /// `kazakhCaseRoot`): the 2018 alphabet (`sábiz`, `pııaz`, `sút`,
    /// `qant`, `maı`, `sý`), the 2021 one (`säbiz`, `ūn`, `şai`) and the common informal
    /// spelling (`sabiz`, `piyaz`, `zhumyrtka`). Letters that stand for more than one
    /// Cyrillic letter are tried each way; the first spelling whose stem, or root, is a
    /// Kazakh name's wins (nil when none is, or the word has letters of neither).
    static func kazakhCyrillic(_ word: String) -> String? {
        guard word.unicodeScalars.count >= 2, word.unicodeScalars.allSatisfy({ $0.value < 0x250 && FoodWords.isLetter($0) }) else { return nil }
        var options: [[String]] = []
        let scalars = Array(word.unicodeScalars)
        var k = 0
        while k < scalars.count {
            let pair = k + 1 < scalars.count ? String(scalars[k]) + String(scalars[k + 1]) : ""
            if let two = kazakhLatinPairs[pair] {
                options.append(two)
                k += 2
                continue
            }
            guard let one = kazakhLatinLetters[scalars[k]] else { return nil }
            options.append(one)
            k += 1
        }
        // Every spelling, the letters' first readings first, at most 1024 ("jumyrtqalardy" has 384).
        var spellings = [""]
        for option in options {
            spellings = spellings.flatMap { s in option.map { s + $0 } }
            if spellings.count > 1024 { return nil }
        }
        return spellings.first { kazakhNameStems.contains(FoodWords.stem($0, language: "kk")) || kazakhCaseRoot($0) != nil }
    }

    static let kazakhBackVowels = Set("аоұыяё".unicodeScalars)
    /// The vowels that choose an ending's; и, which Kazakh has in loanwords, as a front one
    /// ("желатиннен", "маргаринге").
    static let kazakhFrontVowels = Set("әеөүіэи".unicodeScalars)

    static let kazakhLatinPairs: [String: [String]] = [
        "sh": ["ш"], "ch": ["ч"], "zh": ["ж"], "ıa": ["я", "ыа"], "ia": ["я", "ия", "иа", "іа"], "ya": ["я", "йа", "ыа"],
        "ıý": ["ю"], "iu": ["ю"], "yu": ["ю"], "kh": ["х"], "ts": ["ц"],
    ]
    static let kazakhLatinLetters: [Unicode.Scalar: [String]] = [
        "a": ["а", "ә"], "á": ["ә"], "ä": ["ә"], "b": ["б"], "c": ["с", "ц"], "ç": ["ч"], "d": ["д"], "e": ["е"], "f": ["ф"],
        "g": ["г", "ғ"], "ǵ": ["ғ"], "ğ": ["ғ"], "h": ["х", "һ"], "ı": ["ы", "и", "й"], "i": ["і", "и", "ы", "й"], "j": ["ж"],
        "k": ["қ", "к"], "l": ["л"], "m": ["м"], "n": ["н", "ң"], "ń": ["ң"], "ñ": ["ң"], "o": ["о", "ө"], "ó": ["ө"],
        "ö": ["ө"], "p": ["п"], "q": ["қ"], "r": ["р"], "s": ["с"], "ş": ["ш"], "t": ["т"], "u": ["ұ", "ү", "у"],
        "ū": ["ұ"], "ú": ["ү"], "ü": ["ү"], "v": ["в"], "w": ["у"], "x": ["х"], "y": ["ы", "у", "й", "и"], "ý": ["у"],
        "z": ["з"],
    ]

    /// Russian "кубик" (a bouillon cube) and its forms.
    static let cubeWords: Set<String> = ["кубик", "кубика", "кубиков", "кубики", "кубиках"]

    /// Russian "зелень" (greens) and its forms: followed by a food, that food's leaves.
    static let greensWords: Set<String> = ["зелень", "зелени", "зеленью"]

    /// "листья вишни", "смородиновый лист": a fruit's leaves are not the fruit (the Russian
    /// words too; "листья салата", "листья базилика" are names or herbs, not changed).
    static let leafWords: Set<String> = ["leaves", "leaf", "листья", "листьев", "листьями", "лист", "листа", "листочки", "листочков"]

    /// Words after a food that say it is left out: "salt free", "no salt added".
    static let absentWords: Set<String> = ["free", "added"]

    /// Last words of a name that make it the head of a name it overlaps.
    static let headNouns: Set<String> = productNouns.union(["cheese", "cube", "cubes"])

    /// Words whose stems meet but which are other words: "вареное" (boiled) is not
    /// "варенье" (jam). A word beginning with one of a pair matches a name word beginning
    /// with the other only when both begin alike.
    /// Kazakh "тұзды" (salted: "тұзды қияр") is not "тұз" (salt). Russian "зелень", "зелени"
    /// (greens) are not "зелёный", "зелёная", "зелёное", "зелёную" (green: "зелёный перец").
    static let stemGuards: [(String, String)] = [
        ("варень", "варен"), ("тұзды", "тұз"), ("филей", "филе"), ("фило", "фил"), ("молоки", "молок"), ("такой", "тако"),
        ("зелены", "зелен"), ("зелена", "зелен"), ("зелено", "зелен"), ("зелену", "зелен"),
        // "перец розовый горошком": "in peppercorns", the form of a spice, never green peas
        ("горошко", "горошк"), ("горошк", "горош"),
    ]

    /// Whether `word` may match the dictionary word `name` by stem.
    static func stemAllowed(_ word: String, for name: String) -> Bool {
        for (longer, shorter) in stemGuards where word.hasPrefix(shorter) && name.hasPrefix(shorter) {
            if word.hasPrefix(longer) != name.hasPrefix(longer) { return false }
        }
        return true
    }

    /// Whether a Russian `word` may match the dictionary word `name` by a stem of three
    /// letters, where the stemmer cuts deepest and unrelated words meet ("Фила", a cheese's
    /// name, and "филей", sirloin; "сало" and "салями"): not when one word's ending is hard
    /// (а, о, у, ы...) and the other's soft (я, ю, ь, й, и, ей...), as the forms of one
    /// noun or adjective never are. A stem ending in a letter after which spelling rules
    /// write и or е for hard endings (к, г, х, ж, ш, щ, ч, ц) is not judged, nor a bare е
    /// (рыбе, муке: both kinds).
    static func shortStemAllowed(_ word: String, for name: String, stem: String) -> Bool {
        guard stem.count == 3, let last = stem.last, !"кгхжшщчц".contains(last) else { return true }
        func kind(_ w: String) -> Int {
            guard w.hasPrefix(stem) else { return 0 }
            let rest = w.dropFirst(stem.count)
            guard let first = rest.first else { return 0 }
            if "аоуы".contains(first) { return 1 }
            if "яюьйёи".contains(first) || (first == "е" && rest.count > 1) { return -1 }
            return 0
        }
        return kind(word) * kind(name) >= 0
    }

    // MARK: Words that change the food

    /// Nouns that make a food into another one when they follow its name: hazelnut *oil*
    /// is not hazelnuts, corn *tortillas* not sweet corn, bacon *fat* not bacon.
    static let productNouns: Set<String> = [
        "oil", "oils", "flour", "starch", "extract", "essence", "paste", "sauce", "sauces", "stock", "broth", "fat",
        "grease", "drippings", "dripping", "tortilla", "tortillas", "chip", "chips", "crisps", "mix", "soup", "starter",
        "discard", "liqueur", "syrup", "jelly", "candy", "candies", "butter", "milk", "cream", "powder",
        "vinegar", "seasoning", "bouillon", "noodles", "pasta", "bread", "cake", "cookies", "wine", "beer",
        "tea", "water", "jam", "spread", "dressing", "salsa", "puree", "purée", "concentrate", "leather", "wafers",
        "spice", "spices", "pie", "filling", "rolls", "gnocchi", "rub", "glaze", "frosting", "icing", "aminos",
        "vinaigrette", "yogurt", "yoghurt", "kefir", "juice", "nectar", "liquor", "molasses", "marinade", "pudding",
        "custard", "croutons", "crackers", "biscuits", "gelatin", "jello", "sorbet", "soda", "coating", "protein",
        "curd", "sugar", "muffin", "muffins", "chutney", "cordial",
        // "cocoa krispies", "cocoa puffs", "corn puffs": breakfast cereals
        "krispies", "puffs",
        // "Pickle Crisp granules" (calcium chloride) are no crisps; granules of a food the
        // dictionary names ("garlic granules", "chicken bouillon granules") keep their entry
        "granules",
        // "onion dip", "strawberry topping", "coffee creamer", "graham cracker crust"
        "dip", "topping", "toppings", "creamer", "crust",
        // "almond bark": a white confectionery coating, not almonds
        "bark",
        // "garlic salt", "celery salt", "onion salt": seasoned salts, not salt
        "salt",
        // "lemon balm", "lemon verbena": herbs, not lemons
        "balm", "verbena",
        // "salsa verde" is not tomato salsa; "chicken gravy", "beef jerky" are no meat; parts
        // that are not the food: egg roll wrappers, corn husks, chicken bones, ham hocks,
        // pork rinds, garlic scapes, pea shoots, chicken feet; "chicken salad" is a dish
        "verde", "gravy", "jerky", "wrapper", "wrappers", "husk", "husks", "bone", "bones", "hock", "hocks", "rind",
        "rinds", "scapes", "shoots", "feet", "salad",
        "крахмал", "сироп",
        // Kazakh names a product after its food, in the possessive: "жылқы майы" (horse fat),
        // "лимон қышқылы" (citric acid), "қызанақ шырыны" are no horse meat, lemon or tomato
        // (the dictionary's own such names, "күнбағыс майы", "алма шырыны", "сиыр бауыры",
        // are read whole first)
        "майы", "ұны", "шырыны", "сорпасы", "соусы", "пастасы", "қышқылы", "бауыры",
        // "сальса-верде", "сальса верде": not tomato salsa either
        "верде",
    ]

    /// Words of a bracketed note that choose a variant of the food: "(reduced fat)",
    /// "(10%)" (numbers too). Preparations ("diced", "ерітілген") do not: diced tomatoes
    /// are fresh ones cut up, melted butter is not ghee.
    static let variantWords: Set<String> = [
        "reduced", "low", "fat", "nonfat", "non", "free", "light", "lite", "skim", "skimmed", "lean", "whole", "unsalted",
        "salted", "sweetened", "unsweetened", "нежирный", "нежирная", "нежирное", "нежирные", "обезжиренный",
        "обезжиренное", "обезжиренная", "жирный", "жирная", "жирное", "жирностью", "несоленое", "соленое",
        "майсыз", "майлылығы", "майлы", "тұзсыз",
        // "Перец чили (красный острый)", "перец (сладкий)": a colour or taste in the bracket
        // says which of the foods the name stands for.
        "красный", "красная", "красное", "красные", "зеленый", "зеленая", "зеленое", "зеленые", "желтый", "желтая",
        "желтые", "острый", "острая", "острые", "сладкий", "сладкая", "сладкие", "қызыл", "жасыл", "сары", "ащы", "тәтті",
    ]

    /// Russian and Kazakh words that, starting a note, lead to what the food is made with
    /// or to a second food: no food of such a note is the line's.
    static let madeWithOrAnd: Set<String> = ["на", "и", "с", "со", "из", "және"]

    /// How a list left open ends ("etc.", "и т. д.", "т.б."), as `FoodWords` joins it. ("и др." is
    /// left out: the corpus's labels accept the first food of such a list.)
    static let openListEnds = ["etc", "т д", "т п", "т б", "тд", "тп", "тб"]

    /// "and" in the three languages: the first of foods joined by one is the line's.
    static let andWords: Set<String> = ["and", "&", "и", "және", "пен", "мен", "бен"]

    /// Words that end the phrase a product noun can belong to: "eggs and milk" is eggs.
    static let listWords: Set<String> = ["and", "&", "or", "in", "with", "for", "to", "from", "plus", "of", "и", "или", "в", "с", "немесе", "және"]

    /// Russian and Kazakh nouns that make the food after them into another one: "масло
    /// тыквенных семечек", "масла рапса" are oils, "мука кукурузная" is not wheat flour.
    /// Russian "in", "with" and "on" (made with: "тесто на кефире"): a food named after them
    /// is not the line's food.
    static let inOrWithWords: Set<String> = ["в", "во", "с", "со", "на"]

    /// Adjectives of vegetable "икра" (a spread): "кабачковая", "баклажанная", "грибная".
    static let vegetableRoeStems: [String] = ["кабачков", "баклажан", "грибн", "свекольн", "овощн", "морковн", "томатн"]

    /// English words that, right before a food's name, make it another food: candy corn (a
    /// sweet), cookie butter (a spread of ground cookies), shirataki or konjac noodles (not
    /// egg noodles), juniper berries (a spice, not mixed berries), Sichuan peppercorns (a
    /// prickly ash, not black pepper).
    static let wordsBeforeChanging: Set<String> = [
        "candy", "cookie", "shirataki", "konjac", "konnyaku", "juniper", "sichuan", "szechuan", "szechwan",
    ]

    static let productNounsBefore: Set<String> = [
        "масло", "масла", "маслом", "мука", "муки", "муку", "крахмал", "крахмала", "паста", "пасты", "пасту", "соус",
        "соуса", "бульон", "бульона", "экстракт", "экстракта", "сироп", "сиропа", "чипсы", "жир", "жира",
        "пюре", "варенье", "варенья", "джем", "джема", "майы", "ұны", "сорпасы", "сок", "сока", "соком", "нектар",
        "нектара", "настойка", "настойки", "ликер", "ликера", "печенье", "печенья", "конфеты", "шырыны",
        // "печень трески" is not cod; "паштет из куриной печени" is no raw liver
        "печень", "печени", "паштет", "паштета",
        // "тушёнка из свинины" (canned stewed meat), "кости мясные" (soup bones), "смеси семян
        // зиры" (see `mixWords`), "сухарики из белого хлеба" (croutons), "суп из курицы": not the food named after
        "тушенка", "тушенки", "тушенку", "кости", "сухарики", "сухариков", "суп", "супа",
        // "желе киви" (a jelly dessert): not the fruit ("стрелки чеснока": see `scapeWords`)
        "желе",
    ]

    /// "стрелки", "стрелок": garlic scapes before "чеснока".
    static let scapeWords: Set<String> = ["стрелки", "стрелок", "стрелками", "стрелка"]

    /// "бренд", "марка": a maker's name follows; never a food ("бренда" is not "бренди").
    static let brandWords: Set<String> = ["бренд", "бренда", "бренду", "брендом", "бренде"]

    /// Foods made of what follows "из" ("лапши из муки высшего сорта" is noodles, not
    /// flour), which unlike `productNounsBefore` do not take the food right after them as
    /// theirs ("лапша удон" is udon).
    static let madeFromNouns: Set<String> = ["лапша", "лапши", "лапшу", "лапшой"]

    /// "смесь", "смеси": a mix of the foods named after it.
    static let mixWords: Set<String> = ["смесь", "смеси", "смесью", "қоспасы", "қоспа"]

    /// Plural forms of "перец": vegetables (bell or chilli peppers), not the spice.
    static let pepperPlurals: Set<String> = ["перцы", "перцев", "перцами", "перцах", "перчики", "перчиков"]

    /// What a food is coated in after "в": "орехи в шоколаде", "клюква в сахаре" are sweets.
    static let coatingWords: Set<String> = ["шоколаде", "глазури", "карамели", "сахаре", "шоколадной", "сахарной"]

    /// Names so general that they stand for a whole family of foods: cheese, wine, stock,
    /// oil. Their entry is the family's everyday member (cheddar, red wine, beef broth),
    /// right only when no other word says which member is meant.
    static let familyNames: Set<String> = [
        "cheese", "сыр", "ірімшік", "wine", "вино", "шарап", "broth", "stock", "бульон", "сорпа", "oil", "масло", "май",
        "pepper", "peppers", "перец", "бұрыш", "cream", "сливки", "кілегей", "tortillas", "tortilla", "крахмал", "мука",
        "ұн", "sourdough", "yeast", "sausage", "sausages", "колбаса", "шұжық", "vinegar", "уксус", "сірке", "milk", "молоко",
        "сүт", "sugar", "сахар", "қант", "rice", "рис", "күріш", "chilli", "chili", "salad", "салат", "flour", "starch",
        "meat", "мясо", "ет", "fish", "рыба", "балық", "mushrooms", "грибы", "саңырауқұлақ", "cabbage",
        "капуста", "nuts", "орехи", "beans", "фасоль", "сыра", "сыром", "вина", "перца", "сливок", "муки", "муку", "масла",
        "бульона", "колбасы", "уксуса", "молока", "сахара", "риса", "мяса", "рыбы", "грибов", "капусты", "орехов",
        "фасоли", "крахмала", "филе", "печень", "печени", "паста", "пасты", "чипсы", "чипсов", "cookies", "cookie", "biscuits", "crackers", "печенье", "печенья", "фарш", "фарша",
    ]

    /// Words beside a family name that do not choose another member: "grated cheese",
    /// "dry wine", "тёртый сыр", "сухое вино".
    static let neutralWords: Set<String> = [
        "grated", "shredded", "hard", "dry", "dried", "ground", "good", "quality", "cooking", "neutral", "frying", "light",
        "your", "favorite", "favourite", "any", "other", "mild", "sharp", "terbaik", "black", "cracked", "freshly", "fine",
        "coarse", "granulated", "white", "hot", "cold", "warm", "boiling", "homemade", "mature", "aged", "full", "plain",
        "терт", "тертый", "тертого", "натертый", "натертого", "твердый", "твердого", "твердых", "сухое", "сухого",
        "сухой", "любой", "любого", "горячий", "горячего", "холодный", "холодного", "теплый", "теплого", "молотый",
        "молотого", "черный", "черного", "белый", "белого", "мелкий", "мелкого", "крупный", "рафинированное",
        "рафинированного", "нерафинированное", "нерафинированного", "кипяченая", "кипяченой", "вода",
        "рубленые", "рубленные", "рубленый", "рубленных", "рубленых", "измельченные", "измельченных", "молотые",
        "молотых", "очищенные", "очищенных", "жареные", "жареных",
        // "молоко пастеризованное": how it was kept does not choose another member
        "пастеризованное", "пастеризованного", "ультрапастеризованное", "ультрапастеризованного", "коровье", "коровьего",
        // "подогретое молоко", "горячее молоко", "уксус обычный", "полутвердый сыр": warmth,
        // "ordinary" and a texture do not choose another member either
        "горячее", "горячая", "горячей", "теплое", "теплая", "теплой", "подогретое", "подогретого", "подогретая",
        "подогретой", "обычный", "обычного", "обычная", "обычной", "обычное", "полутвердый", "полутвердого",
        // "апельсиновый свежевыжатый сок": between the words of a name, freshly squeezed does
        // not hide it ("молодая капуста": see `youngWords`)
        "свежевыжатый", "свежевыжатого",
        "свежевыжатая", "свежевыжатой", "свежевыжатое", "свежевыжатые", "свежевыжатых",
        "or", "and", "with", "in", "или", "и", "с", "в", "немесе", "және",
    ]

    /// "молодая капуста" (young cabbage) is still white cabbage; young beans or a young
    /// cheese are other foods than the family's dry beans or cheddar, so these words are
    /// neutral beside cabbage only.
    static let youngWords: Set<String> = ["молодая", "молодой", "молодую", "молодые", "молодых", "молодого"]
    static let cabbageWords: Set<String> = ["капуста", "капусты", "капусту", "cabbage"]

    /// Words that make a food another one whatever follows: dried pears are not pears,
    /// pickled onions not onions, vegan butter not butter. A name containing the word
    /// ("dried cranberries", "маринованные огурцы") or an entry for that form (`dried=`,
    /// `pickled=`) is used instead; foods already dry (spices, beans, pasta) are not changed.
    static let driedWords: Set<String> = [
        "dried", "dehydrated", "сушеный", "сушеная", "сушеное", "сушеные", "сушеного", "сушеной", "сушеных", "сушеным",
        "сушеную", "вяленый", "вяленая", "вяленое", "вяленые", "вяленого", "вяленой", "вяленых", "кептірілген", "кепкен",
    ]
    static let pickledWords: Set<String> = [
        // "preserved lemons": salt-cured, not the fresh fruit
        "pickled", "preserved", "маринованный", "маринованная", "маринованное", "маринованные", "маринованного", "маринованной",
        "маринованных", "маринованным", "маринованную", "малосольный", "малосольная", "малосольные", "малосольных",
        "малосольного", "малосольной", "маринадталған", "қақталған",
    ]
    static let candiedWords: Set<String> = [
        "candied", "glace", "glacé", "maraschino", "crystallized", "crystallised", "засахаренный", "засахаренные",
        "засахаренных", "засахаренная", "засахаренного",
    ]
    /// "копчёная скумбрия", "скумбрия холодного копчения", "ысталған балық": smoked meat or
    /// fish is not the raw entry (no smoked entry of it: unmatched, unless a name says it,
    /// "копчёный лосось", "копченая грудинка"). Russian and Kazakh words only: the English
    /// lines are tuned elsewhere.
    static let smokedWords: Set<String> = [
        "копченый", "копченая", "копченое", "копченые", "копченого", "копченой", "копченых", "копченым",
        "копченую", "копчения", "ысталған", "ыслы",
        // as often written: two н
        "копченный", "копченная", "копченное", "копченные", "копченного", "копченной", "копченных", "копченным",
        "копченную",
    ]
    /// "солёная скумбрия", "треска солёная", "тұздалған балық": salted fish is not the raw
    /// entry (`salted-mackerel`, `salted-cod`, `pickled-herring` name theirs).
    static let saltedWords: Set<String> = [
        "соленый", "соленая", "соленое", "соленые", "соленого", "соленой", "соленых", "соленым",
        "соленую", "слабосоленый", "слабосоленая", "слабосоленое", "слабосоленые", "слабосоленого", "слабосоленой",
        "слабосоленых", "слабосоленую", "посола", "тұздалған",
    ]
    /// Plants without an entry, in the genitive after "ягоды" (see `changed`).
    static let otherPlantGenitives: Set<String> = [
        "можжевельника", "шиповника", "боярышника", "облепихи", "рябины", "калины", "бузины", "ирги", "жимолости",
    ]

    /// Russian "soy" adjectives (see `changed`).
    static let soyAdjectives: Set<String> = ["соевый", "соевая", "соевое", "соевые", "соевого", "соевой", "соевую", "соевых"]

    /// "мягкий сыр" in the forms of "сыр"; and the forms of "сыр" (see `changed`).
    static let softCheeseWords: Set<String> = ["мягкий", "мягкого", "мягким", "мягкие", "мягких"]
    static let cheeseWords: Set<String> = ["сыр", "сыра", "сыром", "сыры", "сыров"]

    /// "пророщенная пшеница", "пророщенные бобы": sprouted seeds (see `stateChange`).
    static let sproutedWords: Set<String> = [
        "пророщенный", "пророщенная", "пророщенное", "пророщенные", "пророщенного", "пророщенной", "пророщенных",
        "пророщенную", "пророщенным",
    ]
    /// "french fried onions", "crispy shallots": fried in oil, not the raw vegetable.
    static let friedWords: Set<String> = ["fried", "crispy", "deep-fried"]

    /// Words that say a food is made without animal products: vegan butter, plant-based milk.
    static let veganWords: Set<String> = [
        "vegan", "nondairy", "meatless", "веганский", "веганская", "веганское", "веганские", "веганского",
        "веганской", "веганских", "постный", "постная", "постное", "постные",
    ]

    /// Plants a dairy, egg or meat food is made of instead: soy yogurt, coconut milk powder,
    /// nut butter, cashew cream are no dairy (a name holding the word, "coconut milk", "rice
    /// milk", "peanut butter", is its own entry and not changed).
    static let plantWords: Set<String> = ["soy", "soya", "coconut", "almond", "oat", "cashew", "nut", "nuts", "hemp"]

    /// The kind of change ("dried", "pickled", "candied", "vegan", "gluten-free") a word of
    /// the phrase around `hit` makes to its food, when the entry is not that already.
    static func stateChange(_ hit: Hit, in words: [String]) -> String? {
        var lower = hit.start
        while lower > 0, !listWords.contains(words[lower - 1]) { lower -= 1 }
        var upper = hit.start + hit.count
        while upper < words.count, !listWords.contains(words[upper]) { upper += 1 }
        let inside = words[hit.start..<(hit.start + hit.count)]
        let around = Array(words[lower..<hit.start]) + Array(words[(hit.start + hit.count)..<upper])
        guard !around.isEmpty else { return nil }
        let facts = hit.facts
        func present(_ set: Set<String>) -> Bool { around.contains { set.contains($0) && !inside.contains($0) && !facts.nameWords.contains($0) } }
        func pair(_ a: String, _ b: String) -> Bool {
            zip(around, around.dropFirst()).contains { $0 == a && $1 == b }
        }
        if facts.dries, present(driedWords) { return "dried" }
        if facts.pickles, present(pickledWords) { return "pickled" }
        if !facts.candied, present(candiedWords) { return "candied" }
        if facts.rawFlesh, present(smokedWords) { return "smoked" }
        if facts.rawFish, present(saltedWords) { return "salted" }
        // "malted barley", "malted milk powder": malt is another product.
        if !facts.malt, around.contains("malted") { return "malted" }
        // "french fried onions", "crispy onions", "fried shallots": a fried product, not the
        // raw vegetable (English words only, like the line's other English changes).
        if facts.rawVegetable, present(friedWords) { return "fried" }
        // "пророщенная соя", "пророщенные бобы": sprouts are mostly water, not the dry seed
        // (a name saying it, "пророщенный маш", is the sprouts' own entry).
        if present(sproutedWords), !hit.entry.food.description.lowercased().contains("sprouted") { return "sprouted" }
        // "kaffir lime rind", "makrut lime leaves": another plant than the lime.
        if around.contains("kaffir") || around.contains("makrut") { return "other plant" }
        if facts.animalDerived,
            present(veganWords) || present(plantWords) || pair("plant", "based") || pair("dairy", "free") || pair("non", "dairy")
        {
            return "vegan"
        }
        if facts.gluten, pair("gluten", "free") || around.contains("безглютеновая") || around.contains("безглютеновой") {
            return "gluten-free"
        }
        return nil
    }

    /// Russian adjectives that say which animal a meat product is made of: "ветчина
    /// куриная" is not pork ham, "сосиски куриные" not pork-and-beef frankfurters.
    static let animalAdjectives: [(prefix: String, flag: FoodFlag?)] = [
        ("курин", .poultry), ("индюш", .poultry), ("утин", .poultry), ("гусин", .poultry), ("говяж", .beef), ("теляч", .beef), ("свин", .pork),
        ("баран", nil), ("ягнят", nil),
        // Kazakh nouns of the animal: "тауықтың төс еті" (chicken breast) is no beef brisket.
        ("тауық", .poultry), ("үйрек", .poultry), ("сиыр", .beef), ("шошқа", .pork),
    ]

    /// Whether the phrase around a meat `hit` names only other animals than the entry's
    /// ("ветчина куриная"); a phrase naming the entry's animal too ("фарш свино-говяжий")
    /// does not change it.
    static func otherAnimal(_ hit: Hit, in words: [String]) -> Bool {
        guard hit.entry.isAnimal else { return false }
        var lower = hit.start
        while lower > 0, !listWords.contains(words[lower - 1]) { lower -= 1 }
        var upper = hit.start + hit.count
        while upper < words.count, !listWords.contains(words[upper]) { upper += 1 }
        let flags = hit.entry.flags
        var named = false
        for word in words[lower..<upper] {
            guard let kind = animalAdjectives.first(where: { word.hasPrefix($0.prefix) }) else { continue }
            named = true
            if let flag = kind.flag {
                if flags.contains(flag) { return false }
            } else if flags.isDisjoint(with: [.pork, .beef, .poultry]) {
                return false
            }
        }
        return named
    }

    /// Whether a word of the line beside `hit` makes it another food.
    static func changed(_ hit: Hit, in words: [String], stems: [[String]]) -> Bool {
        let after = hit.start + hit.count
        let facts = hit.facts
        // "hazelnut oil", "whole berry cranberry sauce", "ginger-garlic paste": a product
        // noun after the name, before any "and"/"or"/"in"/"with", makes it another food,
        // unless the entry is itself such a product (marinara: "pasta sauce").
        // "cream of chicken soup", "cream of mushroom": a soup, not cream.
        if after + 1 < words.count, words[after - 1] == "cream", words[after] == "of" { return true }
        // "candy corn", "cookie butter", "shirataki noodles": a word right before the name
        // that makes it a sweet or another food. "mac and cheese", "mac & cheese": a dish.
        if hit.start > 0, wordsBeforeChanging.contains(words[hit.start - 1]) { return true }
        if hit.start > 1, ["and", "&", "n"].contains(words[hit.start - 1]), words[hit.start - 2] == "mac" { return true }
        // "5 1/2 oz. Chinese noodles", "chow mein noodles": the fried noodles of American
        // casseroles (half again the energy of egg noodles), or any Chinese noodle: not egg noodles.
        if hit.start > 0, words[after - 1] == "noodles",
            words[hit.start - 1] == "chinese" || (hit.start > 1 && words[hit.start - 1] == "mein" && words[hit.start - 2] == "chow")
        {
            return true
        }
        // "1 can baby corn": whole young cobs, not sweet corn kernels (far less sugar).
        if hit.start > 0, words[hit.start - 1] == "baby", words[after - 1] == "corn" { return true }
        // "turkey chili", "beef chili": a stew, not the meat alone.
        if after < words.count, ["chili", "chilli"].contains(words[after]), hit.entry.isAnimal { return true }
        // "no salt added diced tomatoes", "sugar free syrup", "no added sugar": a food said
        // to be left out of another is not the line's food.
        if after < words.count, absentWords.contains(words[after]) { return true }
        if hit.start > 0, words[hit.start - 1] == "no" || (hit.start > 1 && words[hit.start - 2] == "no" && words[hit.start - 1] == "added") {
            return true
        }
        var k = after
        // "kaffir lime leaves", "fig leaves", "curry leaves": the leaves of a fruit tree or
        // of a spice sold ground are not that food.
        if words[after...].prefix(while: { !listWords.contains($0) }).contains(where: leafWords.contains)
            || words[..<hit.start].reversed().prefix(while: { !listWords.contains($0) }).contains(where: leafWords.contains),
            hit.entry.food.group == 9 || hit.entry.food.description.lowercased().contains("powder")
                // "Лист хрена — 1 шт.", "3 листа хрена" (for pickling): not the grated root
                || hit.entry.food.description.lowercased().hasPrefix("horseradish")
        {
            return true
        }
        while k < words.count, !listWords.contains(words[k]) {
            // The word's English stem, worked out with the line's stems.
            let word = words[k], stem = stems[k][index.english]
            if productNouns.contains(word) || productNouns.contains(stem), !words[hit.start..<after].contains(word),
                !facts.englishWords.contains(word), !facts.englishStems.contains(stem),
                !(facts.hasJuice && juiceWords.contains(word)), !(facts.hasZest && zestWords.contains(word))
            {
                return true
            }
            k += 1
        }
        // "масла рапса", "масло тыквенных семечек", "бульон из говядины", "сок манго": the
        // product noun one or two words before (or before "из"), unless it names the
        // entry's own juice or zest ("сок половины лимона").
        for k in [hit.start - 1, hit.start - 2] where k >= 0 && productNounsBefore.contains(words[k]) {
            if facts.hasJuice, juiceWords.contains(words[k]) { continue }
            // "паста пенне", "паста фузилли", "печенье «дамские пальчики»": the noun is itself a
            // word of the food's names (pasta, "печенье савоярди"), the rest says which kind.
            if facts.nameWords.contains(words[k]) { continue }
            return true
        }
        if hit.start >= 2, words[hit.start - 1] == "из",
            productNounsBefore.contains(words[hit.start - 2]) || madeFromNouns.contains(words[hit.start - 2])
        {
            return true
        }
        // "бульон прозрачный из курицы", "бульон из индейки или из курицы": a product noun
        // further before, with "из" between, makes the food after it an ingredient too.
        if let p = words[..<hit.start].lastIndex(where: { productNounsBefore.contains($0) || madeFromNouns.contains($0) }),
            words[(p + 1)..<hit.start].contains("из")
        {
            return true
        }
        // "салат с курицей", "салат из огурцов": a dish, not lettuce.
        if hit.entry.id == "lettuce", after < words.count, ["с", "со", "из"].contains(words[after]) { return true }
        // "«Московский Провансаль» от бренда «Я люблю готовить»": the maker's name, not brandy,
        // which "бренда" stems alike with.
        if words[hit.start..<after].contains(where: brandWords.contains) { return true }
        // "смеси свежемолотых семян зиры, кориандра": a mix named before is not its first spice.
        if words[..<hit.start].reversed().prefix(while: { !listWords.contains($0) }).contains(where: mixWords.contains) { return true }
        // "консервированные перцы", "перцы фаршированные": peppers (plural) are vegetables,
        // never ground black pepper; but a mix of peppers ("смесь перцев", a name of its own)
        // is ground peppercorns.
        if hit.entry.id == "black-pepper", words[hit.start..<after].contains(where: pepperPlurals.contains),
            !words[hit.start..<after].contains(where: mixWords.contains)
        {
            return true
        }
        // "приправа для курицы", "соус для пасты": a food named after "для" is what the
        // line's food is for, not the line's food.
        if words[..<hit.start].contains("для"), !FoodWords.split(hit.name).contains("для") { return true }
        // "фасоль в томатном соусе", "рыбные консервы в масле", "вареники с картошкой",
        // "тесто на кефире": a food named after "в"/"во" is what the line's food is packed or
        // cooked in, one after "с"/"со"/"на" what it is made or served with, not the line's food (unless the name says
        // it itself: "горошек в стручках", "томаты в собственном соку", "сыр с плесенью").
        // "консервированной в собственном соку красной фасоли": "в собственном соку" says how
        // the food is packed and names no other food, wherever it stands.
        if hit.start > 1,
            (1..<hit.start).contains(where: { k in
                Self.inOrWithWords.contains(words[k]) && !(words[k] == "в" && k + 1 < words.count && words[k + 1] == "собственном")
            }),
            !FoodWords.split(hit.name).contains(where: Self.inOrWithWords.contains)
        {
            return true
        }
        // "орехи в шоколаде", "клюква в сахаре": coated, another food (a sweet).
        if after + 1 < words.count, words[after] == "в" || words[after] == "во", coatingWords.contains(words[after + 1]) { return true }
        // "кабачковая икра", "баклажанной икры": a spread of vegetables, not roe.
        if hit.entry.id == "caviar", words.contains(where: { word in vegetableRoeStems.contains { word.hasPrefix($0) } }) { return true }
        // "шафран имеретинский": dried marigold petals, a Georgian spice, not saffron.
        if hit.entry.id == "saffron", words.contains(where: { $0.hasPrefix("имеретинск") }) { return true }
        if stateChange(hit, in: words) != nil { return true }
        if otherAnimal(hit, in: words) { return true }
        // "стрелки чеснока" (garlic scapes, as English "scapes"): not the cloves; "стрелки
        // зелёного лука" are the green onion's own leaves, its food.
        if hit.start > 0, scapeWords.contains(words[hit.start - 1]), hit.entry.id == "garlic" { return true }
        // "ягоды можжевельника", "ягоды шиповника": the berries of a plant the dictionary
        // has no food of (a spice, rose hips), not mixed berries.
        if after < words.count, otherPlantGenitives.contains(words[after]) { return true }
        // "соевая спаржа" (dried tofu skin), "соевое мясо": soy made to stand for another
        // food is not that food ("соевый соус", "соевые бобы" are names of their own).
        if hit.start > 0, soyAdjectives.contains(words[hit.start - 1]), !hit.entry.flags.contains(.soy) { return true }
        // "rye sourdough starter", "rich simple syrup": a composed food's parts are fixed
        // (`FoodRecord.parts`), so a word before its name that may name a food says another
        // mixture; descriptive and neutral words, -ed and -ly words keep it.
        if !hit.entry.food.parts.isEmpty, hit.start > 0, !keepsComposition(words[hit.start - 1]) { return true }
        guard hit.count == 1, familyNames.contains(words[hit.start]) || familyNames.contains(hit.name) else { return false }
        for k in [hit.start - 1, after] where k >= 0 && k < words.count {
            let word = words[k]
            // "сыр мягкий", "мягкий сыр": a soft cheese (brie, cream cheese...), not cheddar.
            if softCheeseWords.contains(word), cheeseWords.contains(words[hit.start]) { return true }
            if youngWords.contains(word), cabbageWords.contains(words[hit.start]) { continue }
            if FoodWords.descriptive.contains(word) || neutralWords.contains(word) || word.allSatisfy({ $0.isNumber || $0 == "." }) { continue }
            // "фасоль отварная": cooked is read as the food's cooked (or canned) entry below.
            if cookedWords.contains(word) { continue }
            // "рис для плова", "мука для обсыпки": what the food is for does not choose it.
            if k == after, word == "для" { continue }
            if word.count > 4, word.hasSuffix("ed") || word.hasSuffix("ly") { continue }
            if FoodWords.split(word).isEmpty { continue }
            return true
        }
        return false
    }
}

extension IngredientMatcher {
    /// Whether `word` before a composed food's name leaves its composition as it is.
    static func keepsComposition(_ word: String) -> Bool {
        FoodWords.descriptive.contains(word) || neutralWords.contains(word) || listWords.contains(word)
            || word.allSatisfy({ $0.isNumber || $0 == "." || $0 == "%" }) || (word.count > 4 && (word.hasSuffix("ed") || word.hasSuffix("ly")))
            || FoodWords.split(word).isEmpty
    }
}

/// The author's choice of food in an ingredient line: `2 onions, sliced {food=shallot}`.
/// `{food: shallot}` is accepted too, but a line containing `: ` must then be quoted in
/// YAML. The id is a dictionary id (`scripts/data/ingredients.tsv`).
public enum FoodReference {
    /// The id and the scalar range of the `{...}` in `text`, if there is one.
    public static func find(in text: String) -> (id: String, range: Range<Int>)? {
        // Most lines have no braces: not worth an array of their scalars.
        guard text.utf8.contains(UInt8(ascii: "{")) else { return nil }
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}") {
                let inner = String(String.UnicodeScalarView(scalars[(i + 1)..<close])).trimmingSpaces()
                let lower = inner.lowercased()
                if lower.hasPrefix("food") {
                    var rest = Substring(inner.dropFirst(4)).drop { $0 == " " }
                    if rest.first == "=" || rest.first == ":" {
                        rest = rest.dropFirst().drop { $0 == " " }
                        let id = String(rest).trimmingSpaces().lowercased()
                        if !id.isEmpty, !id.contains(where: { $0 == " " || $0 == "{" }) {
                            return (id, i..<(close + 1))
                        }
                    }
                }
                i = close + 1
            } else {
                i += 1
            }
        }
        return nil
    }

    /// `text` without its `{food=...}`, trimmed: what the ingredient-line parser should read.
    public static func strip(_ text: String) -> String {
        guard let found = find(in: text) else { return text }
        var scalars = Array(text.unicodeScalars)
        scalars.removeSubrange(found.range)
        var text = String(String.UnicodeScalarView(scalars)).split(separator: " ", omittingEmptySubsequences: true)
            .joined(separator: " ").trimmingSpaces()
        // "2 onions {food=shallot}, sliced" -> "2 onions, sliced".
        for mark in [",", ";", ".", ")"] { text = text.replacingOccurrences(of: " " + mark, with: mark) }
        return text
    }
}

extension IngredientEntry {
    /// Meat, poultry or fish: a name of its own, never the head of another food's name.
    var isAnimal: Bool { !flags.isDisjoint(with: [.meat, .poultry, .fish, .shellfish]) }
}
