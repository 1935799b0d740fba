import Foundation
import Testing
@testable import CookbookKit
@testable import CookbookSupport
@testable import CookbookQuantities
@testable import CookbookNutrition
@testable import CookbookTheme

/// Measures the parser, matcher and weigher on ingredient lines written by others
/// (`Tests/data/real-lines/{en,ru,kk}.tsv`, labelled by hand; sources in that folder's
/// README). Prints, per language and half (`tune`, `test`):
/// - line: amount + unit + name all right;
/// - precision: matched lines whose food is the labelled one;
/// - coverage: matched lines among all lines;
/// - weighed: lines with an amount that the weigher weighed;
/// then the commonest failure kinds. Fails below the floors, which are the figures
/// reached so far: raise them when the numbers go up, never lower them to pass.
///
///     swift test --filter RealLinesTests
///     REAL_LINES_DUMP=/tmp/got.tsv swift test --filter RealLinesTests   # every line's reading
///     REAL_LINES_FAILURES=1 swift test --filter RealLinesTests          # every failing tune line ("all": both halves)
@Suite struct RealLinesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/real-lines")

    /// Floors in percent: line accuracy, food precision, coverage, weighed share, set to
    /// the figures reached so far (rounded down). English coverage and weighed share are
    /// lower than when the corpus was labelled (96.1 / 95.7, then 92.9 / 89.3 on the test
    /// half) on purpose: lines that used to get a wrong food (hazelnut oil, sourdough
    /// starter, mushroom soup, cranberry sauce, ginger-garlic paste) are now left unmatched
    /// with a did-you-mean. Kazakh: both halves were read while labelling (see README).
    /// Third pass: 178 English and 127 Russian lines from new sources were added (labelled
    /// before the parser read them; on their own they measured en 90.4 / 89.5 and ru 86.7 /
    /// 86.5 % line accuracy, tune / test, before the pass). The floors are the figures of
    /// the grown corpus: lower than the old ones where the new lines are harder (ru/test
    /// line, precision, coverage, weighed); on the old lines alone the line figures rose
    /// (en 96.5 / 92.5 to 97.9 / 93.8, ru 97.8 / 95.3 to 98.2 / 95.8).
    /// The food pass of issue 12 lowered English coverage and weighed share once more
    /// (test 92.5 / 88.6 -> 90.2 / 87.8, tune coverage 92.0 -> 91.7) for the same reason:
    /// brands (Oreo cookies), vegan and gluten-free versions, pickled, dried and candied
    /// foods, apple pie spice, coconut aminos are no longer given the plain food; test
    /// precision rose from 92.6 to 95.3. Lines labelled `none` cannot be matched rightly,
    /// so they cap coverage: 30 of the 308 English test lines are.
    /// Both passes merged, on the grown corpus (the figures below, rounded down).
    /// Relabel of the `food` column against the grown dictionary (by hand, without the
    /// matcher; see README): en/test and ru/test precision rose (95.4 -> 95.9, 94.2 -> 95.6)
    /// and their floors with them; en/tune precision fell (98.5 -> 97.9) because two tune
    /// lines whose only food was missing then now have their exact food (masa harina, corn
    /// tortillas), so the stand-ins accepted before no longer count; its floor was lowered.
    /// Fourth pass (English): "A or B" names the first food ("canola or other neutral oil"
    /// is canola oil), herb leaves and glued units ("cupheavy cream") are read, 65
    /// English foods were added, and 70 English lines of a new source
    /// (labelled before the parser read them). Tune coverage and weighed share fell from 93.2 / 92.8 to 92.8 / 92.5 at
    /// the end of the pass on purpose: "malted barley" and "oat muffins" (labelled none)
    /// are no longer given barley and oats.
    /// Fourth pass (Russian and Kazakh words, pinches weighed as 1/16 tsp): ru/test line
    /// 94.6 -> 95.0, precision 94.2 -> 95.1, weighed 89.9 -> 91.3; coverage 93.4 -> 92.6
    /// because two test lines that got a wrong food (generic "специи"/"приправа" read as the
    /// sweet spice blend) are now unmatched: the count of rightly matched test lines is the
    /// same (213 before and after). kk/test precision 90.6 -> 93.8, weighed 84.8 -> 87.9.
    /// Relabel against the added foods: every line of both halves was judged by hand against
    /// the ids added in the fourth pass, and the floors are the figures
    /// after it minus 0.1 (strict precision, no line left out as "to relabel").
    /// Fifth pass (Russian and Kazakh): 286 Russian and 31 Kazakh lines from new pages were
    /// added in three batches (labelled before the parser read them), and only their tune
    /// failures and lines written for probing were used. The floors are the grown corpus's
    /// figures minus 0.1. Lower than before only because of the new lines (on the old lines
    /// those figures are unchanged or higher): ru/tune coverage and weighed (97.9 / 98.0 ->
    /// 97.8 / 97.8: new tune lines labelled none, a celeriac root with no piece weight) and
    /// kk/test precision, coverage and weighed (93.7 / 88.8 / 87.8 -> 93.2 / 88.1 / 86.8).
    /// Fifth pass (English branch): 229 + 112 English lines of two new sources were added (labelled
    /// before the parser read them; harder than the old ones: many of their foods are not
    /// in the dictionary), so en/test coverage and weighed share are lower than before; on
    /// the 444 old test lines line and precision rose (94.8 -> 95.7, 96.6 -> 97.3) and two
    /// lines with a wrong food became unmatched (coverage 92.8 -> 92.1, weighed 91.3 -> 90.6);
    /// en/tune coverage 93.0 -> 92.8 on the old lines: "parmesan rinds" (none|parmesan) is unmatched.
    /// The independent audit of the new lines' labels then gave counts of herb leaves the
    /// `leaf` unit, as older lines have it ("1 bay leaf", "2 Bay leaves"): en line accuracy
    /// 99.8 -> 99.6 (tune) and 96.4 -> 96.0 (test), the floors lowered with it.
    /// Sixth pass (English): 179 lines of a new source (wikankun/cookbook, recipe-site
    /// lines) and 68 foods added; every en figure rose on the grown corpus (the 619 old
    /// test lines: 96.0 / 96.8 / 91.0 / 88.6 -> 96.4 / 97.9 / 91.1 / 88.8).
    /// Sixth pass (Russian and Kazakh): 424 Russian lines (three batches) and 11 Kazakh lines
    /// from new pages were added (labelled before the parser read them); only their tune
    /// failures and lines written for probing were used. ru/test and both kk floors rose to
    /// the figures reached minus 0.1 (ru/test coverage and weighed ended 0.1 and 0.2 below
    /// their best of the pass, when a test line with a wrong food became unmatched).
    /// ru/tune is lower than before only because of the new lines (many of their foods are
    /// labelled none: generic meat, herbs, fish preserves; a celeriac root, a whole fish
    /// with no piece weight): on the 443 old tune lines the figures are unchanged or higher
    /// (99.5 / 100.0 / 98.0 / 98.0 -> 99.5 / 100.0 / 98.0 / 98.2), so its floors were lowered
    /// to the grown corpus's figures minus 0.1 (99.4 / 97.8 / 97.8 -> 99.1 / 97.4 / 97.2).
    /// Seventh pass (Russian and Kazakh): lines written for probing (smoked and salted meat
    /// and fish, "X в шоколаде", "паштет из ...", leaves counted in шт.), five foods added, and
    /// 65 Russian lines of a new source (34 tune, 31 test). On the 608 old test lines ru rose
    /// 97.0 / 97.9 / 94.1 / 92.6 -> 97.2 / 98.2 / 93.9 / 92.6 (coverage fell because one test
    /// line labelled `none`, smoked chicken, lost its wrong food: raw chicken). ru/test floors
    /// are the grown corpus's figures minus 0.1; ru/tune coverage and weighed floors follow the
    /// grown corpus too (two new tune lines are labelled `none`: "Рыба", dried tkemali plums).
    /// Seventh pass (English): household measures (packages, bunches, cartons, strips),
    /// densities and names from probing lines and a public corpus not in this file, a plant
    /// word before a dairy or meat food (soy yogurt, nut butter) changing the food;
    /// en/tune weighed and en/test precision, coverage and weighed rose, their floors with them.
    /// Eighth pass (English parser): 166 lines of a new source (cjthedj97/chowdown, 101 tune,
    /// 65 test, labelled before the parser read them) and notes, measures and units read
    /// after and before the name. On the 705 old test lines line accuracy rose 96.3 -> 97.3
    /// (precision, coverage, weighed unchanged); the en/test floors are the grown corpus's
    /// figures minus 0.1. en/tune precision, coverage and weighed are lower only because of
    /// the new lines (foods the dictionary lacks or reads wrong: hot sauce by brand, white
    /// baking chocolate, generic cheese, pudding mix by the spoon); on the 659 old tune lines
    /// they are unchanged (99.8 / 93.6 / 93.9), so those floors follow the grown corpus.
    /// Eighth pass (English foods): 167 lines of a new source (jeffThompson/Recipes, 81 tune,
    /// 86 test, labelled before the parser read them) and 42 foods added (cookies, pie
    /// fillings, dressings, extracts, seasoned salts, chili garlic sauce, habanero, salsa
    /// verde...), with the relabels the README lists. Every en figure rose or held on the
    /// old lines (test 96.3 / 98.0 / 91.8 / 89.7 -> 96.3 / 98.0 / 92.9 / 90.7); en/tune line
    /// accuracy is lower than before only because of the new lines (three of their tune
    /// lines are read wrong by the parser: "generous 1/4 cup rub", "Chopped cilantro as
    /// garnish", "Kosher salt (1/2 tsp per pound)"), so that floor was lowered to the grown
    /// corpus's figure minus 0.1 (99.6 -> 99.2).
    /// Eighth pass (Russian and Kazakh): 171 Russian lines (80 tune, 91 test) and 62 Kazakh
    /// lines (32 tune, 30 test) of new sources, labelled before the parser read them. On the
    /// lines before the pass no figure fell (ru test 97.3 / 98.2 / 94.2 / 93.0 -> 97.3 / 98.2 /
    /// 94.2 / 93.2; kk test unchanged, 100.0 / 94.1 / 91.1 / 91.3). The floors are the grown
    /// corpus's figures minus 0.1. Lower than before only because of the new lines: ru/test
    /// line, precision and coverage (the 91 new test lines read 94.5 / 95.2 / 92.3 / 93.6 and
    /// were not tuned on), kk/test line (one new test line), kk/tune coverage and weighed (two
    /// new tune lines are rightly `none`: a scoop of protein powder, "fruits (banana, ...)").
    /// The three eighth-pass branches merged (and the audit's label changes, see the README):
    /// the floors are the merged corpus's figures minus 0.1.
    /// Ninth pass (Russian and Kazakh foods, names and SR28 foods only): ru/test coverage and
    /// weighed rose (94.0 / 93.2 -> 94.1 / 93.4), their floors with them; no other figure moved.
    /// Ninth pass (English foods): foods and names added from unmatched names of recipe
    /// pages, five `none` labels relabelled (see README); en/tune coverage and weighed rose
    /// (94.1 / 93.7 -> 94.5 / 94.2), en/test coverage and weighed (93.1 / 90.9 -> 93.3 /
    /// 91.1), their floors with them (the figures minus 0.1).
    /// Tenth pass (English): 137 lines of a new source (`en-2000`…`en-2136`), foods and names
    /// from recipe pages' unmatched names, a third slash amount, "1/4 + 1/8 teaspoon", a rate
    /// in a bracket, "as garnish", fried vegetables (see README). en/tune 99.5 / 99.4 / 94.5 /
    /// 94.2 -> 99.8 / 99.5 / 95.1 / 94.8,
    /// en/test 97.1 / 98.1 / 93.3 / 91.1 -> 97.2 / 98.3 / 93.5 / 91.4 (grown corpus); the
    /// floors are the figures minus 0.1.
    /// Tenth pass (Russian and Kazakh): 103 fresh Russian lines (`ru-1600`…`ru-1702`; their
    /// test lines read 91.7 % right, so ru/test line accuracy fell 97.0 -> 96.7 on the grown
    /// corpus) and matcher fixes from two unlabelled corpora (see README): ru/test precision
    /// 97.8 -> 98.0, coverage 94.1 -> 94.7, weighed 93.4 -> 94.0; ru/tune coverage and
    /// weighed 97.6 -> 97.4 and 97.5 with the grown corpus; kk/test precision 96.2 -> 97.5.
    /// The ru and kk floors are the figures minus 0.1.
    /// Eleventh pass (Russian and Kazakh): 118 fresh Russian lines (`ru-1800`…`ru-1917`, 59
    /// tune, 59 test; before any change they read 96.6 / 98.2 / 96.6 / 94.4 and 94.9 / 98.2 /
    /// 94.9 / 92.3), parser and matcher fixes from their tune failures and from lines written
    /// for probing, four foods added (see README). On the lines before the pass ru/test line
    /// accuracy rose 96.7 -> 96.9 (precision, coverage, weighed unchanged: 98.0 / 94.7 / 94.0),
    /// ru/tune 99.3 -> 99.4. ru/test precision is lower than before (97.9 -> 97.86, floor 97.9
    /// -> 97.8) only because of the new test lines, not tuned on: two of them are labelled
    /// `none` (pork feet, a pork hock) and now get the foods added for them (`pork-feet`,
    /// `pork-hock`), which an independent labeller is to judge. The other ru floors are the
    /// figures minus 0.1 (ru/test weighed stays 93.9).
    /// Eleventh pass (English foods): 130 foods added (126 from SR28, 4 composed of SR28
    /// foods: sourdough starter, poolish, ginger-garlic paste, simple syrup) and names for
    /// existing ones; nine tune lines relabelled (see README). en/tune 99.8 / 99.5 / 95.1 /
    /// 94.8 -> 99.8 / 99.5 / 96.1 / 95.8; en/test 97.3 / 98.3 / 93.5 / 91.5 -> 97.3 / 96.8 /
    /// 94.8 / 92.9. en/test precision fell, and its floor with it (98.2 -> 96.7), only because
    /// test lines labelled `none` (or with the stand-in of before) now get a food added in
    /// this pass, and the test half may not be relabelled by the tuner: an independent
    /// labeller relabels it against the added ids (README), then the floor goes back up to
    /// the figure reached minus 0.1. The other floors are the figures minus 0.1.
    /// Independent relabel after both eleventh passes (a labeller who ran nothing judged the
    /// test lines labelled `none` and those naming an added or moved food, from the text and
    /// the dictionary rows; README): 15 English test lines and 2 Russian ones relabelled, and
    /// the tune relabel en-1266 (rinsed jackfruit pieces: young canned jackfruit, not the raw
    /// ripe fruit) set back to `none`. en/test precision 96.8 -> 98.3 (floor 98.2), en/tune
    /// precision 99.5 -> 99.4 (floor 99.3: en-1266 now counts as a wrong food), ru/test
    /// precision 97.9 -> 98.1 (floor 98.0).
    /// Twelfth pass (precision: candy corn, cookie butter, shirataki noodles, mac and cheese,
    /// turkey chili, cocoa krispies and puffs, Pickle Crisp granules no longer given the food
    /// they name; README): en/test precision 98.3 -> 98.4 (floor 98.3) and coverage 94.8 ->
    /// 94.7, floor 94.7 -> 94.6: one test line that got a wrong food now gets none (a wrong
    /// match counted as matched; the precision rose with it). Not read, as the rules ask.
    /// Thirteenth pass (English foods: 67 SR28 foods, names, `juniper`/`sichuan` before and
    /// `balm`/`verbena` after a name; README): en/tune 99.8 / 99.4 / 96.1 / 95.8 -> 99.8 /
    /// 99.4 / 96.2 / 95.9 (en-1531 "5 chiles pasilla" relabelled `pasilla-chile`); en/test
    /// 97.3 / 98.4 / 94.7 / 92.9 -> 97.3 / 98.2 / 94.9 / 93.2. en/test precision fell, and its
    /// floor with it (98.3 -> 98.1), only because two test lines that had no food now get
    /// one of the added foods (the count of rightly matched test lines is unchanged) and the
    /// tuner may not relabel the test half: an independent labeller judges them against the
    /// added ids (README), then the floor goes back to the figure reached minus 0.1. The
    /// other en floors are the figures minus 0.1; ru and kk are left to their pass.
    /// Then 58 English lines of a new source (a New Zealand family cookbook, `en-2200`…,
    /// labelled before the project read them; 26 tune, 32 test): their tune failures gave
    /// "baby corn" (no sweet corn) and "strong" (an adjective before a comma). On the old
    /// lines the figures are those above; the grown corpus's en/tune coverage and weighed
    /// share are lower (96.2 / 95.9 -> 96.0 / 95.7, floors 95.9 / 95.6) only because three of
    /// the new tune lines rightly have no food (green curry paste, baby corn, mascarpone).
    /// A second batch of the same cookbook (64 lines, `en-2258`…; 28 tune, 36 test) gave
    /// flat breads (pita), scotch fillet (ribeye), a bracketed size after a can's name in
    /// English too ("1 tin chopped tomatoes (400g)") and no food from a bracketed list of
    /// examples ("Grilled vegetables (eggplant, capsicum, courgette)"). Grown corpus: en/tune
    /// 99.8 / 99.5 / 95.8 / 95.6, en/test 97.5 / 98.3 / 94.8 / 93.3. en/test coverage is 0.1
    /// lower than before the batch (floor 94.8 -> 94.7): on the 921 old test lines one line
    /// that had a wrong food now has none (precision 98.2 -> 98.3, coverage 94.9 -> 94.8,
    /// weighed 93.2 -> 93.0; not read); en/tune coverage and weighed share fall only with the
    /// new tune lines that rightly have no food (five of 54).
    /// Thirteenth pass (Russian and Kazakh): 18 fresh Kazakh lines (`kk-0300`…`kk-0317`, 7
    /// tune, 11 test, labelled before anything read them); before any change kk/test read
    /// 99.0 / 97.8 / 91.8 / 90.0 on 97 lines (86 before: 98.8 / 97.5 / 91.9 / 91.4; the new
    /// test lines lower coverage and weighed share), kk/tune 100.0 / 100.0 / 97.2 / 98.8. Foods and reading (README): cooked chicken, chicken breast
    /// and beef are the cooked entries of the raw ones ("отварная курица", "қайнатылған"),
    /// parsley root is its own food (parsnip stands in; it was parsley leaves), and a bracket
    /// names the food more often. ru/test weighed rose 94.0 -> 94.3. ru/test precision fell
    /// 98.1 -> 97.7 and kk/test 97.8 -> 95.5 only because test lines whose labels name the
    /// raw meat or parsley leaves (labelled before these foods existed; two tune lines so
    /// labelled, `ru-0065` and `ru-1406`, were relabelled by the tuner) now get the cooked
    /// entry or the root, measured by switching the changes off one by one (figures only, no
    /// test line read); one of them is likely the new `kk-0304` (boiled chicken breast,
    /// labelled raw breast or cooked chicken before the cooked breast was added). Those floors
    /// were lowered to the figures minus 0.1 until an independent labeller relabels the test
    /// half against the ids in the README; kk/test coverage and weighed floors follow the
    /// grown corpus (new lines). The others are the figures minus 0.1. Then 31 fresh Russian
    /// lines (`ru-2000`…`ru-2030`, 16 tune, 15 test; measured after the pass's other changes,
    /// tune 100.0 / 93.8 / 100.0 / 100.0, test 100.0 / 100.0 / 100.0 / 100.0) and one name from
    /// their one tune failure (сахар-песок тростниковый): ru/test 96.9 / 97.8 / 95.0 / 94.4 on
    /// 852 lines, its floors the figures minus 0.1. Then the part of a recipe a food goes to,
    /// ending a name, is a note ("Сахар для сиропа", "Соль для маринада", "Сахар в тесто",
    /// "Кефир любой жирности"): ru/test line accuracy 96.9 -> 97.1 (floor 97.0). Then a
    /// metric amount and a smaller one add up ("1 кг 200 г"), `бут.`, `пуч.`, `гол.`: ru/test
    /// line accuracy 97.1 -> 97.2 (floor 97.1). Kazakh case endings stemmed (етінен, сүтін)
    /// and a bare coriander by the spoon read as the spice: kk/tune floors raised to the
    /// figures reached before them (100.0 / 100.0 / 98.2 / 100.0) minus 0.1, en/tune
    /// precision 99.5 -> 99.6 (floor 99.5); kk/test unchanged (99.0 / 95.5 / 91.8 / 90.0).
    /// Thirteenth pass, merged and relabelled: an independent labeller, who ran nothing,
    /// judged the test half against the pass's new ids from the line text and the dictionary
    /// rows (README, "Thirteenth pass, relabel"): 10 labels changed (en 1, ru 7, kk 2: parsley
    /// root, cooked chicken breast, turkey and beef, pasilla chile). Figures on the merged
    /// main: en/test 97.5 / 98.4 / 94.8 / 93.3, ru/test 97.2 / 98.1 / 95.0 / 94.4, kk/test
    /// 99.0 / 97.8 / 91.8 / 90.0; the lowered precision floors go back to the figures minus 0.1.
    /// Fourteenth pass (Russian and Kazakh): 64 fresh Kazakh lines (`kk-0400`…`kk-0463`, 39
    /// tune, 25 test: three app repositories' recipes, much of them machine-translated or
    /// garbled, "бұршақ жасыл балмұздақ", "қасық тұз (міндетті емес)") and 118 Russian
    /// (`ru-2100`…`ru-2217`, 55 tune, 63 test), labelled before anything read them. Before any
    /// change the grown corpus read kk/tune 99.3 / 97.9 / 95.9 / 97.3 (148 lines), kk/test 99.2
    /// / 97.3 / 92.6 / 91.1 (122), ru/tune 99.4 / 99.6 / 97.6 / 97.6 (946), ru/test 97.0 /
    /// 98.2 / 94.9 / 94.4 (915); the old lines alone were unchanged. The kk/tune floors (99.9 /
    /// 99.9 / 98.1 / 99.9) and the kk/test precision floor (97.7) are lower than before only
    /// because of the new lines: on the 109 old tune lines the figures are still 100.0 / 100.0
    /// / 98.2 / 100.0, on the 97 old test lines 99.0 / 97.8 / 91.8 / 90.0; the new tune lines
    /// read 97.4 / 94.4 / 92.3 / 92.6 after the pass (two labels, a "шұжық/колбаса" on a pizza
    /// and the ice-cream peas, disagree with the matcher, and a garbled spoon is read as one),
    /// the new test lines 100.0 / 95.8 / 96.0 / 95.2. After the pass (slash alternatives,
    /// Kazakh product nouns, part labels, "по желанию", units, names, a bare "масло"/"май" by
    /// volume or for frying as vegetable oil; README): ru/tune 99.5 / 100.0 / 98.2 / 98.2,
    /// ru/test 97.2 / 98.2 / 95.3 / 94.6, kk/tune 99.3 / 98.6 / 96.6 / 98.2, kk/test 99.2 /
    /// 97.3 / 92.6 / 91.1; the floors are these minus 0.1. Then `mixed-mince` (minced beef and
    /// pork 1 : 1, both meats flagged; "фарш свино-говяжий", "смешанный фарш", which were ground
    /// pork or beef alone): ru/test precision fell 98.2 -> 97.9 (floor 97.8) only because test lines
    /// labelled ground beef or pork before the food existed now get it, measured by switching
    /// it off (figures only); the floor goes back up after the independent relabel (README).
    /// Fourteenth pass, relabelled: an independent labeller, who ran nothing, judged the test
    /// half against the pass's foods: four Russian mince lines that say beef and pork
    /// ("фарша (поровну говядина и свинина)") are `mixed-mince`, and a Kazakh green apple is
    /// `sour-apple` (the dictionary's name; its Russian twin had it); three tune lines of the
    /// same mince were relabelled alike. Then mince said to be beef and pork in its bracket
    /// ("говядина + свинина", "свинина и говядина", not "или") is read as the mixed mince:
    /// ru/tune 99.5 / 100.0 / 98.2 / 98.2, ru/test 97.2 / 98.2 / 95.3 / 94.6, kk/test 99.2 /
    /// 98.2 / 92.6 / 91.1; the floors are these minus 0.1.
    /// Fourteenth pass (English): 217 lines of two family cookbooks (`en-2400`…`en-2616`, 109
    /// tune, 108 test, labelled before anything read them; typed from recipe cards: `2 T.`,
    /// `1 sm. can`, `Cake: 2-c. sugar`, `1 (or 2) 5-oz. cans`) read 92.7 / 97.1 / 94.5 / 94.1
    /// (tune) and 87.0 / 93.1 / 94.4 / 90.7 (test) before any change, 98.2 / 100.0 / 93.6 /
    /// 94.1 and 92.6 / 94.3 / 97.2 / 93.8 after the pass (README). They are harder than the
    /// old lines, so en/tune line and coverage and en/test line and precision are lower on
    /// the grown corpus (1076 / 1097 lines: 99.6 / 99.6 / 95.5 / 95.6 and 97.3 / 97.9 / 95.1 /
    /// 93.4), and the floors follow the grown corpus minus 0.1. On the old lines the figures
    /// are as before or higher (tune 99.8 / 99.6 / 95.8 / 95.7, test 97.8 / 98.3 / 94.8 /
    /// 93.3; lime leaves are counted in leaves, as the labels have them), except old test
    /// precision 98.4 -> 98.3: one old test line labelled `pear` now
    /// gets the added `canned-pears` (found by switching the added rows off one by one,
    /// figures only; a can, a can's size or a canned word makes it canned pears, so it awaits
    /// the independent relabel).
    /// Fourteenth pass (English), relabelled: an independent labeller, who ran nothing, judged
    /// the test half against the pass's foods: one label changed ("Corn Chex", labelled `none`
    /// before `corn-chex` existed); the pear line keeps `pear` (fresh pears first, canned halves
    /// only as the bracket's alternative: the reader is wrong there). en/test after it: 97.3 /
    /// 97.99 / 95.1 / 93.4, so the precision floor is 97.9.
    /// Fourteenth pass, precision audit (English): 7,689 unlabelled lines (7,216 matched) of the
    /// recipe-scrapers test data were read and their wrong foods fixed (README): en/tune
    /// 99.6 / 99.6 / 95.5 / 95.6 -> 99.6 / 99.7 / 95.4 / 95.47, en/test 97.3 / 97.99 / 95.1 /
    /// 93.4 -> 97.3 / 98.2 / 95.1 / 93.4. The en/tune weighed floor is 95.4 (was 95.5) on
    /// purpose: a tune line labelled `none` ("Golden Mountain sauce (or more soy sauce)") was
    /// matched and weighed as soy sauce, the bracket's substitute; now it is unmatched.
    /// Fifteenth pass (Kazakh as written; English and Russian margins): no old line's figure
    /// moved. Seven Kazakh lines of a diet app (`kk-0464`…`kk-0470`, 2 tune, 5 test, labelled
    /// before anything read them) read 100.0 / 100.0 / 100.0 / 100.0 (tune) and 100.0 / 100.0 /
    /// 80.0 / 66.7 (test: a lightly salted salmon, `ақсерке`, the dictionary does not name); so
    /// the kk/test coverage and weighed floors follow the grown corpus (127 lines: 99.2 / 98.3 /
    /// 92.1 / 90.4), the figures minus 0.1; on the 122 old test lines they are unchanged (99.2 /
    /// 98.2 / 92.6 / 91.1). kk/tune (150 lines) 99.3 / 98.6 / 96.7 / 98.2. A generic word, a
    /// dash and its kind (`мясо - баранина, говядина 1кг`) read as with a bracket: ru/tune line
    /// 99.5 -> 99.6, its floor with it.
    /// Sixteenth pass (a fresh measurement): 143 English and 118 Russian lines of recipe
    /// sites' pages stored in boterai/recipes-parser (`en-2700`…, `ru-2300`…, labelled before
    /// anything read them) read, before any change, en 95.2 / 97.3 / 89.3 / 90.0 (tune, 84)
    /// and 96.6 / 100.0 / 98.3 / 100.0 (test, 59), ru 92.9 / 100.0 / 92.9 / 93.8 (tune, 56) and
    /// 91.9 / 96.4 / 88.7 / 88.5 (test, 62). The ru/test floors follow the grown corpus (977
    /// lines; the 915 old test lines are unchanged at 97.2 / 98.2 / 95.3 / 94.6), and so do the
    /// en/tune and ru/tune coverage and weighed floors: new tune lines are labelled `none`
    /// (crispy onions, a branded seasoning mix, a gluten-free blend, pizza dough, mascarpone,
    /// food colouring, a meat seasoning), which caps coverage. The en/test floors rose
    /// (97.2 / 98.1 / 95.0 / 93.3 -> the figures minus 0.1).
    /// Seventeenth pass (Kazakh foods): the added foods (kumis, talkan of a named grain) name
    /// no corpus line, so no old line's figure moved. Twelve new Kazakh lines (`kk-0500`…
    /// `kk-0511`, 6 tune and 6 test, labelled before anything read them: a mealy.kz recipe's
    /// comma list, machine-translated, and a recipe app's placeholder) read, before any change,
    /// kk/tune (156) 99.4 / 98.7 / 96.2 / 97.5 and kk/test (133) 98.5 / 98.4 / 92.5 / 90.0; one
    /// tune line's `желкек` (хрен) is now horseradish: kk/tune 99.4 / 98.7 / 96.8 / 98.3. The
    /// kk/test line and weighed floors follow the grown corpus (one new test line is read
    /// wrong, one not weighed; the 127 old test lines are unchanged at 99.2 / 98.3 / 92.1 /
    /// 90.4): the figures minus 0.1.
    /// Seventeenth pass (a fresh Russian measurement): 172 lines of five repositories never
    /// used before (`ru-2500`…`ru-2671`, 86 tune, 86 test: a console helper's teas and cakes,
    /// an Android app's bakes, a CLIPS breakfast system, a Telegram bot's fitness desserts with
    /// brands and sweeteners, a plant-milk site's dump; labelled before anything read them)
    /// read, before any change, 96.5 / 96.3 / 94.2 / 94.9 (tune) and 94.2 / 98.7 / 88.4 / 88.5
    /// (test); after the pass 98.8 / 98.8 / 93.0 / 93.6 and 96.5 / 100.0 / 87.2 / 87.2 (the
    /// test lines' rise is mostly names compared without quotation marks at their ends, as
    /// the README says; README). Many new lines are rightly `none` (a plant milk, sweeteners,
    /// a branded protein pudding, rosehip, chokeberry, a vanilla pod), so the ru/tune and
    /// ru/test coverage and weighed floors follow the grown corpus (1088 / 1063 lines: 99.54 /
    /// 99.91 / 97.52 / 97.64 and 96.80 / 98.30 / 94.26 / 93.66) minus 0.1; ru/test precision
    /// rose 98.1 -> 98.3, its floor with it. On the old lines ru/tune is unchanged (99.6 /
    /// 100.0 / 97.9 / 98.0); on the 977 old test lines one reading changed (not read): a line
    /// that had a wrong food is now unmatched (910 rightly matched lines before and after):
    /// precision 98.06 -> 98.17, coverage 94.98 -> 94.88, weighed 94.37 -> 94.25.
    /// Then 40 more fresh lines of a seafood shop's recipe blog (`ru-2672`…`ru-2699` and
    /// `ru-2950`…`ru-2961`, 21 tune, 19 test), labelled before anything read them, read with the pass's changes 95.2 /
    /// 100.0 / 100.0 / 100.0 (tune: `4 кружка лимона`, four round slices, is read as a count,
    /// since `кружка` is also a mug) and 100.0 / 94.7 / 100.0 / 100.0 (test); `кружок` and its
    /// other forms were then made the slice, which moved no line. The floors are the grown
    /// corpus's figures (1109 / 1082 lines: 99.46 / 99.91 / 97.57 / 97.68 and 96.86 / 98.24 /
    /// 94.36 / 93.76) minus 0.1 (ru/tune precision stays 99.9): ru/tune line 99.5 -> 99.3 and
    /// ru/test precision 98.2 -> 98.1 only because of these new lines (the old lines' figures
    /// are those above).
    /// Seventeenth pass (a fresh measurement, Russian): 199 lines of 28 stored web pages
    /// (`ru-2700`…`ru-2898`: translated American recipes in cups and ounces, Soviet book
    /// norms, glued and run-on lines), labelled before anything read them, read before any
    /// change 96.0 / 97.8 / 90.9 / 90.6 (tune, 99) and 90.0 / 98.9 / 93.0 / 89.5 (test, 100),
    /// after the pass 98.0 / 100.0 / 91.9 / 91.7 and 91.0 / 98.9 / 93.0 / 89.5. They are harder
    /// than the old lines, and many of their foods are labelled `none`, so the ru floors follow
    /// the grown corpus (tune 1101 lines: 99.5 / 100.0 / 97.4 / 97.4; test 1077: 96.6 / 98.2 /
    /// 94.7 / 93.8), the figures minus 0.1. On the old lines the figures are as before or
    /// higher (tune 1002: 99.6 / 100.0 / 97.9 / 98.0; test 977: 96.8 / 98.1 / 95.0 / 94.4 ->
    /// 97.1 / 98.2 / 94.9 / 94.2), except old test coverage and weighed share: one old test line
    /// that was matched to vanilla extract and weighed is now unmatched (vanilla counted in pods
    /// is no extract; found by switching that rule off, figures only), which raised precision.
    /// Both seventeenth-pass branches merged (ru/tune 1208 lines, ru/test 1182): 99.3 / 99.9 /
    /// 97.1 / 97.2 and 96.6 / 98.3 / 94.2 / 93.4; the ru floors are those figures minus 0.1,
    /// lower than either branch's only because the other branch's new lines are in too.
    /// Seventeenth pass (Russian foods): `fresh-herbs` (bare `зелень`, dill and parsley 1 : 1)
    /// and `bliny-flour` (`блинная мука`) added, 18 Russian labels relabelled against them from
    /// their text before the matcher read them (README). ru/tune 99.5 / 99.9 / 97.6 / 97.7 ->
    /// 99.5 / 99.9 / 97.9 / 97.8, ru/test 96.9 / 98.2 / 94.4 / 93.8 -> 96.9 / 98.2 / 94.9 / 94.1
    /// (as printed); the ru floors are these minus 0.1 (ru/tune precision stays 99.9, ru/test
    /// precision 98.1); en and kk unchanged.
    /// The three Russian branches merged (the two fresh passes and the foods), with `ru-2858`
    /// and `ru-2887` relabelled for `fresh-herbs` (README): ru/tune (1208) 99.3 / 99.9 / 97.5 /
    /// 97.3, ru/test (1182) 96.6 / 98.3 / 94.8 / 93.7; the ru floors are these minus 0.1.
    /// Seventeenth pass (Russian foods, second round): `chicken-giblets`, `turkey-giblets`,
    /// `pizza-dough`, Russian golden syrup (corn syrup), dried plums (prunes) and English aji
    /// names (red and dried chilli); 3 labels relabelled from their text before the matcher
    /// read them (README). ru/tune 99.3 / 99.9 / 97.5 / 97.3 -> 99.3 / 99.9 / 97.8 / 97.6,
    /// en/test 97.4 / 98.3 / 95.2 / 93.8 -> 97.4 / 98.3 / 95.3 / 93.8 (as printed); those
    /// floors are these minus 0.1; ru/test, en/tune and kk unchanged.
    /// Eighteenth pass (Russian parser; no new lines, only tune failures and 1164 lines written
    /// for probing): ru/tune 99.3 / 99.9 / 97.1 / 97.2 -> 99.6 / 99.9 / 97.1 / 97.2, ru/test
    /// 96.6 / 98.3 / 94.2 / 93.4 -> 96.8 / 98.3 / 94.2 / 93.6; the ru line floors and the
    /// ru/test weighed floor rose to the figures minus 0.1. en and kk unchanged.
    /// The eighteenth pass merged with the Russian foods' two rounds and the audit: ru/tune
    /// (1208) 99.6 / 99.9 / 97.8 / 97.6, ru/test (1182) 96.8 / 98.3 / 94.8 / 93.9 (as printed);
    /// the ru floors are these minus 0.1 (ru/tune precision 99.8 as before).
    /// Nineteenth pass (Russian foods and weights; no new lines; `ru-1820` relabelled, both
    /// foods): ru/tune precision 99.9 -> 100.0, ru/test precision 98.3 -> 98.4 (as printed),
    /// the other ru figures unchanged; those two floors rose to the figures minus 0.1.
    /// Nineteenth pass (Russian parser; no new lines, tune failures and 622 lines written for
    /// probing): ru/tune 99.6 / 99.9 / 97.8 / 97.6 -> 99.7 / 99.9 / 97.8 / 97.7, ru/test
    /// unchanged at 96.8 / 98.3 / 94.8 / 93.9; the ru/tune line and weighed floors rose to the
    /// figures minus 0.1. en and kk unchanged.
    /// Both nineteenth-pass branches merged: ru/tune (1208) 99.7 / 100.0 / 97.8 / 97.7, ru/test
    /// (1182) 96.8 / 98.4 / 94.8 / 93.9 (as printed); the ru floors are these minus 0.1 (ru/tune
    /// precision 99.9).
    /// Twentieth pass (Russian names; no new lines, 389 lines written for probing): ru/test
    /// line 96.8 -> 97.0 as printed (96.95: 1,146 of 1,182 lines, one short of 97), the other
    /// ru figures unchanged; the ru/test line floor rose to 96.9.
    /// Twentieth pass (Kazakh names; no new lines, tune failures and 463 lines written for
    /// probing): kk/tune 99.4 / 98.7 / 96.8 / 98.3 -> 99.4 / 99.3 / 96.8 / 98.3, kk/test
    /// unchanged at 98.5 / 98.4 / 92.5 / 90.0; the kk/tune precision floor rose to 99.2.
    /// Twenty-first pass (Kazakh case forms; no new lines, tune failures, 14 lines of another
    /// repository read unlabelled and 903 lines written for probing): kk/tune precision 99.3 ->
    /// 100.0 (`kk-0421`, "Шұжық/Колбаса", is sausage), the other kk figures unchanged (kk/test
    /// 98.5 / 98.4 / 92.5 / 90.0); the kk/tune precision floor rose to 99.9.
    /// Twenty-first pass (Russian coverage; no new lines, an unlabelled sample of 23,488
    /// vkuso.ru lines read through `probe`): ru/test 97.0 / 98.4 / 94.8 / 93.9 -> 97.0 / 98.5 /
    /// 94.8 / 94.0 as printed (98.48, 94.84, 94.04); the ru/test precision and weighed floors
    /// rose to 98.4 and 93.9. ru/tune, en and kk unchanged.
    /// Twenty-second pass (Russian coverage; no new lines, the vkuso.ru sample and the Soviet
    /// recipe book read through `probe`): ru/test weighed 94.04 -> 94.14 (980 of 1,041), the
    /// other figures unchanged (96.95 / 98.48 / 94.84); the ru/test weighed floor rose to 94.0.
    /// Twenty-third pass (Russian coverage; no new lines, the vkuso.ru sample read again):
    /// all figures unchanged as printed, no floor changed (a dictionary entry for blini that
    /// took ru/test precision below its floor was left out, the floor kept).
    /// Twenty-fourth pass (fresh Kazakh lines): 69 lines of six pages of a recipe site's
    /// Kazakh edition never used before (`kk-0512`…`kk-0580`, 32 tune, 37 test: borsch, a pork
    /// palau, sorrel, champignon, canned-fish and solyanka soups, machine-translated from
    /// Russian; labelled before anything read them) read, before any change, 87.5 / 100.0 /
    /// 81.2 / 80.0 (tune) and 91.9 / 96.8 / 83.8 / 83.3 (test); after the pass (three Kazakh
    /// names: smoked and "doctor's" sausage, fresh herbs) 87.5 / 100.0 / 90.6 / 88.0 (tune),
    /// test unchanged. They are harder than the old lines (counts after the noun, `үлкен
    /// шоғыры`, `бір топ`, `деңгейдегі ас қасық`, a `Тынық мұхиты` saury and peppercorns
    /// translated as `бұршақ бұршақ` the dictionary cannot name), so every kk floor but
    /// kk/tune precision follows the grown corpus (tune 188 lines: 97.34 / 100.0 / 95.74 /
    /// 96.50; test 170: 97.06 / 98.05 / 90.59 / 88.57), the figures minus 0.1. On the 289 old
    /// lines nothing moved (tune 99.4 / 100.0 / 96.8 / 98.3, test 98.5 / 98.4 / 92.5 / 90.0).
    /// Twenty-fourth pass (Russian coverage; no new lines, the vkuso.ru sample, the Soviet
    /// recipe book and the web pages read through `probe`): ru/test 96.95 / 98.48 / 94.84 /
    /// 94.14 -> 96.95 / 98.57 / 94.92 / 94.14 (1,106 of 1,122 matched lines right), ru/tune
    /// coverage 97.76 -> 98.01 and weighed 97.70 -> 97.89; the ru/test precision and coverage
    /// floors rose to 98.5 and 94.8, the ru/tune coverage and weighed floors to 97.9 and 97.8.
    /// en and kk unchanged.
    /// Twenty-fifth pass (Kazakh as translated; no new lines, 1,159 lines written for probing
    /// and the kk tune failures): kk/tune 97.3 / 100.0 / 95.7 / 96.5 -> 100.0 / 100.0 / 95.7 /
    /// 97.9, kk/test 97.1 / 98.1 / 90.6 / 88.6 -> 97.6 / 98.1 / 91.2 / 89.3 as printed; the kk
    /// floors rose to these minus 0.1 (kk/test precision and kk/tune coverage unchanged). en
    /// and ru unchanged.
    /// Twenty-sixth pass (weights for count units; no new lines, the dictionary's options
    /// only): en/test weighed 93.8 -> 94.1 as printed, its floor to 94.0; every other figure
    /// unchanged.
    static let floors: [String: Figures] = [
        "en/tune": Figures(line: 99.5, precision: 99.6, coverage: 95.0, weighed: 95.1),
        "en/test": Figures(line: 97.3, precision: 98.2, coverage: 95.2, weighed: 94.0),
        "ru/tune": Figures(line: 99.6, precision: 99.9, coverage: 97.9, weighed: 97.8),
        "ru/test": Figures(line: 96.9, precision: 98.5, coverage: 94.8, weighed: 94.0),
        "kk/tune": Figures(line: 99.9, precision: 99.9, coverage: 95.6, weighed: 97.8),
        "kk/test": Figures(line: 97.5, precision: 97.9, coverage: 91.1, weighed: 89.2),
    ]

    struct Figures: CustomStringConvertible {
        var line: Double
        var precision: Double
        var coverage: Double
        var weighed: Double
        var description: String {
            String(format: "line %.1f %%  precision %.1f %%  coverage %.1f %%  weighed %.1f %%", line, precision, coverage, weighed)
        }
    }

    /// One labelled line.
    struct Record {
        var id: String
        var half: String
        var text: String
        /// nil: no amount. Low and high (equal for a single amount).
        var amount: (low: Rational, high: Rational)?
        /// nil: a plain count or no amount.
        var unit: String?
        var toTaste: Bool
        /// Accepted names (any of them), normalised.
        var names: [String]
        /// The right foods (one, or several equally right: "salt and pepper").
        var foods: Set<String>
        /// Unmatched is right: the dictionary has no right food (`none`).
        var noneIsRight: Bool
        var source: String
    }

    /// The half of a line: FNV-1a (64 bit) of its UTF-8 text, even `tune`, odd `test`.
    static func half(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash % 2 == 0 ? "tune" : "test"
    }

    static func rational(_ text: String) -> Rational? {
        let parts = text.split(separator: "/")
        if parts.count == 2, let n = Int(parts[0]), let d = Int(parts[1]) { return Rational(n, d) }
        if parts.count == 1, let n = Int(parts[0]) { return Rational(n) }
        return nil
    }

    /// Quotation marks at the ends are punctuation too: a brand in guillemets
    /// (`1 стакан «Ідеаль Немолоко» 2,5%`) is compared without them, as the README says.
    @Test func namesAreComparedWithoutPunctuationAtTheEnds() {
        #expect(Self.normalised("«Ідеаль Немолоко»") == "ідеаль немолоко")
        #expect(Self.normalised("майонез «Провансаль»") == Self.normalised("Майонез «Провансаль»"))
        #expect(Self.normalised("\"Nutella\" spread,") == "nutella\" spread")
    }

    /// Lowercase, `ё` as `е`, no invisible format characters, one space between words,
    /// no punctuation at the ends.
    static func normalised(_ name: String) -> String {
        let visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.generalCategory != .format }))
        let lowered = visible.lowercased().replacingOccurrences(of: "ё", with: "е")
            .replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "’", with: "'")
        let words = lowered.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return words.trimmingCharacters(in: CharacterSet(charactersIn: " .,;:-–—*«»“”„\""))
    }

    static func load(_ language: String) throws -> [Record] {
        let url = folder.appendingPathComponent("\(language).tsv")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let text = try String(contentsOf: url, encoding: .utf8)
        var records: [Record] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            if line.hasPrefix("#") || line.hasPrefix("id\t") { continue }
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(c.count == 8, "\(language).tsv line \(number + 1): 8 columns expected, found \(c.count)")
            var amount: (Rational, Rational)?
            if c[3] != "-" {
                let bounds = c[3].split(separator: "-").map(String.init)
                guard let low = rational(bounds[0]), let high = rational(bounds.count > 1 ? bounds[1] : bounds[0]) else {
                    preconditionFailure("\(language).tsv line \(number + 1): bad amount \(c[3])")
                }
                amount = (low, high)
            }
            records.append(
                Record(
                    id: c[0], half: c[1], text: c[2], amount: amount,
                    unit: c[4] == "-" || c[4] == "to-taste" ? nil : c[4], toTaste: c[4] == "to-taste",
                    names: c[5].split(separator: "|").map { normalised(String($0)) },
                    foods: Set(c[6].split(separator: "|").map(String.init).filter { $0 != "none" }),
                    noneIsRight: c[6].split(separator: "|").contains("none"), source: c[7]))
        }
        return records
    }

    /// What the project made of one line, and what was wrong with it.
    struct Outcome {
        var record: Record
        var parsed: ParsedIngredient
        var food: String?
        var weighed: Bool
        var kinds: [String]
        var lineRight: Bool { !kinds.contains { $0.hasPrefix("amount") || $0.hasPrefix("unit") || $0.hasPrefix("name") } }
    }

    static func run(_ record: Record, language: String) -> Outcome {
        let parsed = IngredientLineParser.parse(record.text, language: language).value
        var kinds: [String] = []
        let total = parsed.total
        switch (record.amount, total) {
        case (nil, nil): break
        case (nil, .some): kinds.append("amount: one read where none is written")
        case (.some, nil): kinds.append("amount: missed")
        case let (.some(want), .some(got)):
            if got.quantity.low != want.low || got.quantity.high != want.high { kinds.append("amount: wrong value") }
        }
        if record.toTaste, !parsed.toTaste { kinds.append("unit: 'to taste' not seen") }
        if let unit = total?.unit ?? parsed.unit, record.unit == nil, record.amount != nil {
            kinds.append("unit: \(unit) read for a plain count")
        } else if let want = record.unit, (total?.unit ?? parsed.unit) != want {
            kinds.append((total?.unit ?? parsed.unit).map { "unit: \($0) instead of \(want)" } ?? "unit: \(want) missed")
        }
        let name = normalised(parsed.name)
        if !record.names.contains(name) {
            if name.contains(where: \.isNumber) {
                kinds.append("name: amount or unit left in the name")
            } else if name.contains("(") && !record.names.contains(where: { $0.contains("(") }) {
                kinds.append("name: bracketed note kept in the name")
            } else if name.contains(",") && !record.names.contains(where: { $0.contains(",") }) {
                kinds.append("name: text after a comma kept in the name")
            } else if record.names.contains(where: { name.contains($0) }) {
                kinds.append("name: extra words kept")
            } else if record.names.contains(where: { $0.contains(name) && !name.isEmpty }) {
                kinds.append("name: words lost")
            } else {
                kinds.append("name: other")
            }
        }
        let match = IngredientMatcher.match(parsed, language: language)
        let got = match?.entry.id
        if let id = got {
            if !record.foods.contains(id) {
                kinds.append(record.foods.isEmpty ? "food: matched where the dictionary has none" : "food: wrong")
            }
        } else if !record.noneIsRight {
            kinds.append("food: unmatched")
        }
        var weighed = false
        if let match {
            weighed = GramWeigher.weigh(parsed, entry: match.entry, language: language).status == .weighed
        }
        if record.amount != nil, !weighed, got != nil { kinds.append("weigh: matched line with an amount not weighed") }
        return Outcome(record: record, parsed: parsed, food: got, weighed: weighed, kinds: kinds)
    }

    static func figures(_ outcomes: [Outcome]) -> Figures {
        func percent(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 100 : Double(part) * 100 / Double(whole) }
        let matched = outcomes.filter { $0.food != nil }
        let withAmount = outcomes.filter { $0.record.amount != nil }
        return Figures(
            line: percent(outcomes.filter(\.lineRight).count, outcomes.count),
            precision: percent(matched.filter { $0.record.foods.contains($0.food ?? "") }.count, matched.count),
            coverage: percent(outcomes.filter { $0.food != nil }.count, outcomes.count),
            weighed: percent(withAmount.filter(\.weighed).count, withAmount.count))
    }

    static func show(_ value: Rational?) -> String { value.map(\.description) ?? "-" }

    /// Lines written for probing (not labelled, not in the corpus): with
    /// `REAL_LINES_PROBE=file`, each line `LANGUAGE<TAB>TEXT` of the file is read and its
    /// amount, unit, name, food and weighing are appended to `file.out`.
    ///
    ///     REAL_LINES_PROBE=/tmp/probe.tsv swift test --filter RealLinesTests/probe
    @Test func probe() throws {
        guard let path = ProcessInfo.processInfo.environment["REAL_LINES_PROBE"] else { return }
        var out = ""
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let parsed = IngredientLineParser.parse(parts[1], language: parts[0]).value
            let match = IngredientMatcher.match(parsed, language: parts[0])
            let weighed = match.map { GramWeigher.weigh(parsed, entry: $0.entry, language: parts[0]).status == .weighed } ?? false
            let t = parsed.total
            let amount = t.map { $0.quantity.isRange ? "\($0.quantity.low)-\($0.quantity.high)" : $0.quantity.low.description } ?? "-"
            let unit = t?.unit ?? (parsed.toTaste ? "to-taste" : (parsed.unit ?? "-"))
            out += [match?.entry.id ?? "NONE", amount, unit, "'\(parsed.name)'", weighed ? "weighed" : "-", parts[1]].joined(separator: "\t") + "\n"
        }
        try out.write(toFile: path + ".out", atomically: true, encoding: .utf8)
    }

    @Test(arguments: ["en", "ru", "kk"])
    func measure(language: String) throws {
        let records = try Self.load(language)
        guard !records.isEmpty else { return }
        var ids = Set<String>()
        for record in records {
            #expect(ids.insert(record.id).inserted, "duplicate id \(record.id)")
            #expect(record.half == Self.half(of: record.text), "\(record.id): half must be \(Self.half(of: record.text))")
            #expect(!record.source.isEmpty, "\(record.id): no source")
            for food in record.foods { #expect(IngredientDictionary.entry(id: food) != nil, "\(record.id): unknown food \(food)") }
        }
        let outcomes = records.map { Self.run($0, language: language) }
        if let path = ProcessInfo.processInfo.environment["REAL_LINES_DUMP"] {
            var dump = ""
            for o in outcomes {
                let t = o.parsed.total
                let amount = t.map { $0.quantity.isRange ? "\($0.quantity.low)-\($0.quantity.high)" : $0.quantity.low.description } ?? "-"
                let unit = t?.unit ?? (o.parsed.toTaste ? "to-taste" : (o.parsed.unit ?? "-"))
                dump +=
                    [
                        o.record.id, o.record.text, amount, unit, o.parsed.name, o.food ?? "none",
                        o.weighed ? "weighed" : "-", o.kinds.joined(separator: "; "),
                    ].joined(separator: "\t") + "\n"
            }
            let url = URL(fileURLWithPath: path)
            let previous = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            try (previous + dump).write(to: url, atomically: true, encoding: .utf8)
        }
        var report = "real lines, \(language): \(records.count) lines\n"
        for half in ["tune", "test"] {
            let part = outcomes.filter { $0.record.half == half }
            let figures = Self.figures(part)
            report += "  \(language)/\(half) (\(part.count) lines): \(figures)\n"
            if let floor = Self.floors["\(language)/\(half)"] {
                #expect(figures.line >= floor.line, "\(language)/\(half) line accuracy \(figures.line) below \(floor.line)")
                #expect(figures.precision >= floor.precision, "\(language)/\(half) precision \(figures.precision) below \(floor.precision)")
                #expect(figures.coverage >= floor.coverage, "\(language)/\(half) coverage \(figures.coverage) below \(floor.coverage)")
                #expect(figures.weighed >= floor.weighed, "\(language)/\(half) weighed \(figures.weighed) below \(floor.weighed)")
            }
        }
        // Failure kinds counted in both halves; examples and the full list only from the
        // tune half, so the test half stays unseen (REAL_LINES_FAILURES=all shows both).
        var counts: [String: (tune: [Outcome], test: Int)] = [:]
        for o in outcomes {
            for kind in Set(o.kinds) {
                if o.record.half == "tune" { counts[kind, default: ([], 0)].tune.append(o) } else { counts[kind, default: ([], 0)].test += 1 }
            }
        }
        report += "  failure kinds (lines in tune + test; example from tune):\n"
        let ranked = counts.sorted { ($0.value.tune.count + $0.value.test, $1.key) > ($1.value.tune.count + $1.value.test, $0.key) }
        for (kind, found) in ranked.prefix(10) {
            report += "    \(found.tune.count) + \(found.test)\t\(kind)"
            if let example = found.tune.first {
                report += "\t e.g. \(example.record.id) \"\(example.record.text)\" -> \(Self.show(example.parsed.total?.quantity.low)) \(example.parsed.total?.unit ?? example.parsed.unit ?? "-") '\(example.parsed.name)' \(example.food ?? "none")"
            }
            report += "\n"
        }
        if let which = ProcessInfo.processInfo.environment["REAL_LINES_FAILURES"] {
            for o in outcomes where !o.kinds.isEmpty && (which == "all" || o.record.half == "tune") {
                report += "    \(o.record.id) \"\(o.record.text)\": \(o.kinds.joined(separator: "; ")) | got \(Self.show(o.parsed.total?.quantity.low)) \(o.parsed.total?.unit ?? o.parsed.unit ?? "-") '\(o.parsed.name)' \(o.food ?? "none")\n"
            }
        }
        print(report)
    }
}
