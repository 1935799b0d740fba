// The browser's search engine (templates/assets/search-engine.js) with the text data the
// build generates from the Swift tables (Tests/shared/search-text.js, the same file as a
// built site's search/text.js; SearchTextScriptTests keeps it current): folding, words, stems and ingredient
// keys against the table the Swift side passes (Tests/shared/search-cases.json), typo
// tolerance, the URL state, and the engine on a small index.
// Run with: node --test Tests/js
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");

require(path.join(__dirname, "..", "shared", "search-text.js"));
const S = require(path.join(__dirname, "..", "..", "templates", "assets", "search-engine.js"));
const cases = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "shared", "search-cases.json"), "utf8"));

test("the case table covers the three languages", () => {
  assert.ok(cases.text.length > 90);
  assert.deepEqual(new Set(cases.text.map((c) => c.language)), new Set(["en", "ru", "kk"]));
  assert.ok(cases.ingredients.length > 20);
});

test("shared folding, word and stem cases", async (t) => {
  for (const c of cases.text) {
    await t.test(`${c.language}: ${c.input}`, () => {
      assert.equal(S.fold(c.input), c.fold);
      assert.deepEqual(S.words(c.input), c.words);
      assert.deepEqual(S.words(c.input).map((w) => S.stem(w, c.language)), c.stems);
    });
  }
});

test("shared ingredient key cases", async (t) => {
  for (const c of cases.ingredients) {
    await t.test(`${c.language}: ${c.name}`, () => {
      assert.equal(S.ingredientKey(c.name, c.language, new Set(cases.stop[c.language])), c.key);
    });
  }
});

test("word forms meet at one stem", () => {
  const same = [["ru", "моркови", "морковь"], ["ru", "перца", "перец"], ["ru", "свёклы", "свекла"], ["en", "onions", "onion"],
    ["en", "tomatoes", "tomato"], ["kk", "сәбізді", "сәбіз"]];
  for (const [language, a, b] of same) {
    assert.equal(S.stem(S.fold(a), language), S.stem(S.fold(b), language), `${a} / ${b}`);
  }
});

test("one edit apart: insertion, deletion, substitution, swap of neighbours", () => {
  assert.ok(S.within1("carrots", "carots"));
  assert.ok(S.within1("carots", "carrots"));
  assert.ok(S.within1("onions", "onoins"));
  assert.ok(S.within1("моркови", "морквои"));
  assert.ok(S.within1("tomato", "tomata"));
  assert.ok(!S.within1("tomato", "potatoes"));
  assert.ok(!S.within1("onions", "noinos"));
  assert.ok(!S.within1("abcdef", "abcdefgh"));
});

test("covers: every word of the general key is in the specific one", () => {
  assert.ok(S.covers("onion", "red onion"));
  assert.ok(!S.covers("black pepper", "green bell pepper"));
  assert.ok(!S.covers("", "onion"));
});

test("the URL state round-trips", () => {
  const state = S.parseState("?q=plov+rice&diet=vegan&diet=halal&category=soups&time=60&with=onion&without=garlic&sort=newest&calories=100-500&protein=20-",
    ["calories", "protein", "fat"]);
  assert.equal(state.q, "plov rice");
  assert.deepEqual(state.diet, ["vegan", "halal"]);
  assert.deepEqual(state.category, ["soups"]);
  assert.equal(state.time, 60);
  assert.deepEqual(state["with"], ["onion"]);
  assert.deepEqual(state.without, ["garlic"]);
  assert.equal(state.sort, "newest");
  assert.deepEqual(state.nutrients, { calories: [100, 500], protein: [20, null] });
  assert.equal(S.stateToQuery(state),
    "?q=plov+rice&category=soups&diet=vegan&diet=halal&with=onion&without=garlic&time=60&calories=100-500&protein=20-&sort=newest");
  assert.equal(S.stateToQuery(S.parseState("")), "");
  assert.equal(S.parseState("?sort=bogus&time=-5").sort, "");
  assert.equal(S.parseState("?q=%D0%BC%D0%BE%D1%80%D0%BA%D0%BE%D0%B2%D1%8C").q, "морковь");
});

// A small index as the build writes it (docs/search.md): recipes by title.
function entry(slug, title, minutes, difficulty, category, diets, free, ingredients, date, nutrients) {
  const r = [slug, title, "", minutes, difficulty, category, -1, diets, free, [], -1, date, ingredients];
  if (nutrients) r.push(nutrients);
  return r;
}

function termsOf(recipes, texts) {
  // texts: per recipe, [[field, text], ...]
  const table = {};
  texts.forEach((fields, r) => {
    const seen = new Set();
    for (const [field, text] of fields) {
      for (const w of S.words(text)) {
        const p = r * 8 + field;
        if (seen.has(w + " " + p)) continue;
        seen.add(w + " " + p);
        (table[w] = table[w] || []).push(p);
      }
    }
  });
  const out = {};
  for (const w of Object.keys(table).sort()) {
    const list = table[w].sort((a, b) => a - b);
    out[w] = list.map((v, i) => (i ? v - list[i - 1] : v));
  }
  return out;
}

function engine() {
  const recipes = [
    entry("borscht", "Borscht", 150, 1, 1, [], [0], [0, 1, 2], 20240101, [320, null]),
    entry("carrot-cake", "Carrot cake", 90, 0, 2, [0], [], [1, 3, 4], 20240301, [450, 12]),
    entry("carrot-soup", "Carrot soup", 40, 0, 1, [0, 1], [0], [1, 2, 5], 20230505, null),
    entry("plov", "Plov", 135, 1, 0, [], [0], [6, 1, 2, 7], 20240321, [640, 30]),
  ];
  const texts = [
    [[0, "Borscht"], [2, "beetroots"], [2, "carrots"], [2, "onion"], [7, "Red beet soup with beef"]],
    [[0, "Carrot cake"], [2, "carrots"], [2, "flour"], [2, "sugar"], [7, "Spiced cake with walnuts"]],
    [[0, "Carrot soup"], [2, "carrots"], [2, "onion"], [2, "water"], [5, "vegan"]],
    [[0, "Plov"], [2, "rice"], [2, "carrots"], [2, "onions"], [2, "lamb shoulder"], [1, "festive"], [7, "Festive rice with lamb"]],
  ];
  const header = {
    v: 1, lang: "en", count: 4, parts: ["index-en-2.js"],
    fields: ["title", "tag", "ingredient", "category", "cuisine", "diet", "author", "summary"],
    weights: [10, 6, 5, 4, 4, 3, 3, 1],
    category: [["main-dishes", "Main dishes"], ["soups", "Soups"], ["desserts", "Desserts"]],
    cuisine: [], diet: [["vegetarian", "Vegetarian"], ["vegan", "Vegan"]], free: [["gluten", "Gluten"]],
    difficulty: [["easy", "Easy"], ["medium", "Medium"], ["hard", "Hard"]], tag: [], author: [],
    nutrients: [["calories", "kcal"], ["protein", "g"]], imagePrefix: "", stop: ["fresh", "larg"], staples: ["water"],
    ingredients: [["beetroot", "beetroots", 0], ["carrot", "carrots", 0], ["onion", "onion", 0], ["flour", "flour", 0], ["sugar", "sugar", 0],
      ["water", "water", 1], ["ric", "rice", 0], ["lamb shoulder", "lamb shoulder", 0]],
  };
  // Two parts, as the build splits them: recipes 0 and 2, then 1 and 3.
  const pick = (list, k) => list.filter((_, i) => i % 2 === k);
  header.offset = 0;
  header.stride = 2;
  header.recipes = pick(recipes, 0);
  header.terms = termsOf(pick(recipes, 0), pick(texts, 0));
  const e = new S.Engine(header);
  assert.equal(e.loaded(), 2);
  assert.deepEqual(run(e, "").titles, ["Borscht", "Carrot soup"]);
  e.addPart({ lang: "en", part: 2, offset: 1, stride: 2, recipes: pick(recipes, 1), terms: termsOf(pick(recipes, 1), pick(texts, 1)) });
  assert.equal(e.loaded(), 4);
  return e;
}

function run(e, query, extra) {
  const state = Object.assign(S.parseState(query, ["calories", "protein"]), extra || {});
  const result = e.search(state);
  return { titles: result.order.map((i) => e.recipes[i][1]), result };
}

test("engine: title words outrank ingredients, and all words must match", () => {
  const e = engine();
  assert.deepEqual(run(e, "?q=carrot").titles, ["Carrot cake", "Carrot soup", "Borscht", "Plov"]);
  assert.deepEqual(run(e, "?q=carrot soup").titles, ["Carrot soup", "Borscht"]);  // Borscht: carrots, and "soup" in its summary
  assert.deepEqual(run(e, "?q=onions").titles, ["Borscht", "Carrot soup", "Plov"]);  // onion = onions
  assert.deepEqual(run(e, "?q=zzz").titles, []);
  assert.equal(run(e, "?q=zzz").result.textMatches, 0);
});

test("engine: the word being typed matches as a prefix, a finished word does not", () => {
  const e = engine();
  assert.deepEqual(run(e, "?q=pl").titles, ["Plov"]);
  assert.deepEqual(run(e, "?q=bee").titles, ["Borscht"]);  // beetroots, beef
  assert.deepEqual(run(e, "?q=bee%20").titles, []);
});

test("engine: one typo is forgiven in words of five letters or more", () => {
  const e = engine();
  // "carots" is one letter from the ingredient "carrots" (not from the title word "carrot"): all tie, by title.
  assert.deepEqual(run(e, "?q=carots ").titles, ["Borscht", "Carrot cake", "Carrot soup", "Plov"]);
  assert.deepEqual(run(e, "?q=oinon ").titles, ["Borscht", "Carrot soup"]);  // swapped letters of "onion"
  assert.deepEqual(run(e, "?q=plvo ").titles, []);  // four letters: no typo tolerance
  assert.deepEqual(run(e, "?q=borsch").titles, ["Borscht"]);  // prefix
});

test("engine: facets combine, and counts show what each value would give", () => {
  const e = engine();
  let { titles, result } = run(e, "?diet=vegetarian");
  assert.deepEqual(titles, ["Carrot cake", "Carrot soup"]);
  // Category counts: recipes passing the other filters (vegetarian), per category.
  assert.deepEqual(result.counts.category, [0, 1, 1]);
  // Diet ("all of") counts: results that also have the value.
  assert.deepEqual(result.counts.diet, [2, 1]);
  ({ titles, result } = run(e, "?diet=vegetarian&category=soups"));
  assert.deepEqual(titles, ["Carrot soup"]);
  assert.deepEqual(result.counts.category, [0, 1, 1]);  // the other categories stay countable
  assert.deepEqual(run(e, "?category=soups&category=main-dishes").titles, ["Borscht", "Carrot soup", "Plov"]);
  assert.deepEqual(run(e, "?free=gluten&difficulty=medium").titles, ["Borscht", "Plov"]);
  assert.deepEqual(run(e, "?time=60").titles, ["Carrot soup"]);
  assert.deepEqual(run(e, "?time=60").result.time.slice(0, 6), [0, 0, 1, 1, 2, 2]);
  assert.deepEqual(run(e, "?with=carrot&without=onions").titles, ["Carrot cake"]);
  assert.deepEqual(run(e, "?with=large+carrots").titles, ["Borscht", "Carrot cake", "Carrot soup", "Plov"]);  // descriptors ignored
  assert.deepEqual(run(e, "?calories=300-500").titles, ["Borscht", "Carrot cake"]);
  assert.deepEqual(run(e, "?protein=20-").titles, ["Plov"]);  // a recipe without the value never passes a range
});

test("engine: an empty result says which filters emptied it", () => {
  const e = engine();
  const { titles, result } = run(e, "?q=plov&diet=vegan&time=30");
  assert.deepEqual(titles, []);
  assert.equal(result.textMatches, 1);
  assert.deepEqual(result.reasons, [{ filter: "diet", count: 0 }, { filter: "time", count: 0 }]);
  const one = run(e, "?q=plov&diet=vegan").result;
  assert.deepEqual(one.reasons, [{ filter: "diet", count: 1 }]);
  assert.deepEqual(run(e, "?with=truffle").result.unknownIngredients, ["truffle"]);
});

test("engine: sorting by name, newest, quickest and fewest calories; ties by title", () => {
  const e = engine();
  assert.deepEqual(run(e, "?sort=name").titles, ["Borscht", "Carrot cake", "Carrot soup", "Plov"]);
  assert.deepEqual(run(e, "?sort=newest").titles, ["Plov", "Carrot cake", "Borscht", "Carrot soup"]);
  assert.deepEqual(run(e, "?sort=quickest").titles, ["Carrot soup", "Carrot cake", "Plov", "Borscht"]);
  assert.deepEqual(run(e, "?sort=calories").titles, ["Borscht", "Carrot cake", "Plov", "Carrot soup"]);
  assert.deepEqual(run(e, "").titles, ["Borscht", "Carrot cake", "Carrot soup", "Plov"]);
});

// ---- Search quality (issue 17) ------------------------------------------------------------

/** A one-part index of a language: recipes [slug, title, [[field, text]...], [ingredient indexes]]. */
function smallEngine(lang, list, extra) {
  const recipes = list.map(([slug, title, , ingredients]) => entry(slug, title, 30, 0, -1, [], [], ingredients, 20240101));
  const header = Object.assign({
    v: 1, lang, count: recipes.length, parts: [], offset: 0, stride: 1,
    fields: ["title", "tag", "ingredient", "category", "cuisine", "diet", "author", "summary"], weights: [10, 6, 5, 4, 4, 3, 3, 1],
    category: [], cuisine: [], diet: [], free: [], difficulty: [["easy", "Easy"]], tag: [], author: [], nutrients: [],
    imagePrefix: "", stop: [], staples: [], aisles: [], ingredients: [], foods: [], without: { words: [], suffixes: [] }, elsewhere: [],
  }, extra || {});
  header.recipes = recipes;
  header.terms = termsOf(recipes, list.map((r) => r[2]));
  return new S.Engine(header);
}

test("a typo never turns one known food into another: курицы is not корицы", () => {
  const make = (foods) => smallEngine("ru", [
    ["chicken-soup", "Куриный суп", [[0, "Куриный суп"], [2, "курицы"], [2, "лапши"]], [0, 1]],
    ["rice-pudding", "Рисовый пудинг", [[0, "Рисовый пудинг"], [2, "риса"], [2, "корицы"]], [2, 3]],
  ], { foods, ingredients: [["куриц", "курица", 0], ["лапш", "лапша", 0], ["рис", "рис", 0], ["кориц", "корица", 0]] });
  const e = make([]);
  // The index's own ingredient words are known foods even without the dictionary's list.
  assert.deepEqual(run(e, "?q=курицы").titles, ["Куриный суп"]);
  assert.deepEqual(run(e, "?q=курица").titles, ["Куриный суп"]);
  assert.deepEqual(run(e, "?q=корица").titles, ["Рисовый пудинг"]);
  // Without any chicken in the book, "курица" finds nothing rather than cinnamon.
  const noChicken = smallEngine("ru", [["rice-pudding", "Рисовый пудинг", [[0, "Рисовый пудинг"], [2, "корицы"]], [0]]],
    { foods: ["куриц", "кориц"], ingredients: [["кориц", "корица", 0]] });
  assert.deepEqual(run(noChicken, "?q=курица").titles, []);
  assert.equal(run(noChicken, "?q=курица").result.textMatches, 0);
  // A word that is no food keeps its typo tolerance: "карицы" is one letter from корицы.
  assert.deepEqual(run(noChicken, "?q=карицы").titles, ["Рисовый пудинг"]);
});

test("typos only when nothing has the word's stem, and they rank below real matches", () => {
  const e = smallEngine("en", [
    ["onion-soup", "Onion soup", [[0, "Onion soup"], [2, "onions"]], [0]],
    ["union-cake", "Union cake", [[0, "Union cake"], [2, "flour"]], [1]],
  ], { ingredients: [["onion", "onions", 0], ["flour", "flour", 0]] });
  // "onion" is in the index: "union" (one letter away) is not taken for it.
  assert.deepEqual(run(e, "?q=onion ").titles, ["Onion soup"]);
  assert.deepEqual(run(e, "?q=unoin ").titles, ["Union cake"]);  // swapped letters, no real match: a typo of the title word "union"
  const f = smallEngine("en", [
    ["carrot-cake", "Carrot cake", [[0, "Carrot cake"], [2, "flour"]], [0]],
    ["carrot-salad", "Salad", [[0, "Salad"], [2, "carrots"]], [1]],
  ], { ingredients: [["flour", "flour", 0], ["carrot", "carrots", 0]] });
  // A typo counts 0.4 of the field's weight, below a prefix (0.75) and a real match (1).
  let { titles, result } = run(f, "?q=carot ");
  assert.deepEqual(titles, ["Carrot cake"]);
  assert.equal(result.scores[0], 10 * 0.4);
  ({ titles, result } = run(f, "?q=carro"));
  assert.deepEqual(titles, ["Carrot cake", "Salad"]);
  assert.deepEqual([result.scores[0], result.scores[1]], [10 * 0.75 + 5, 5 * 0.75]);  // + 5: the title starts with the query
  assert.deepEqual(run(f, "?q=carrots").titles, ["Carrot cake", "Salad"]);
  assert.equal(run(f, "?q=carrots").result.scores[1], 5);
});

test("без X, without X and Kazakh X-сыз leave X out of the results", () => {
  const aisles = ["Мясо", "Овощи и фрукты"];
  const e = smallEngine("ru", [
    ["shurpa", "Шурпа", [[0, "Шурпа"], [2, "баранины"], [2, "моркови"]], [0, 1]],
    ["salad", "Салат", [[0, "Салат"], [2, "моркови"]], [1]],
    ["stew", "Рагу из говядины", [[0, "Рагу из говядины"], [2, "говядины"]], [2]],
  ], { aisles, without: { words: ["без"], suffixes: [] },
       ingredients: [["баранин", "баранина", 0, "Мясо"], ["морков", "морковь", 0, "Овощи и фрукты"], ["говядин", "говядина", 0, "Мясо"]] });
  let { titles, result } = run(e, "?q=без мяса");
  assert.deepEqual(titles, ["Салат"]);
  assert.deepEqual(result.leaveOut, ["мяса"]);
  assert.deepEqual(run(e, "?q=морковь без баранины").titles, ["Салат"]);
  assert.deepEqual(run(e, "?q=без").titles, []);  // "без" alone is a word like any other
  assert.deepEqual(e.parseQuery("суп без мяса"), { words: ["суп"], leaveOut: ["мяса"] });
  const kk = smallEngine("kk", [["sorpa", "Сорпа", [[0, "Сорпа"], [2, "қой еті"]], [0]], ["salat", "Салат", [[0, "Салат"], [2, "сәбіз"]], [1]]],
    { aisles: ["Ет"], without: { words: ["без"], suffixes: ["сыз", "сіз"] }, ingredients: [["кой ет", "қой еті", 0, "Ет"], ["сабиз", "сәбіз", 0]] });
  assert.deepEqual(kk.parseQuery("етсіз"), { words: [], leaveOut: ["ет"] });
  assert.deepEqual(run(kk, "?q=етсіз").titles, ["Салат"]);
  const en = smallEngine("en", [["stew", "Lamb stew", [[0, "Lamb stew"], [2, "lamb"]], [0]], ["soup", "Lentil soup", [[0, "Lentil soup"], [2, "lentils"]], [1]]],
    { aisles: ["Meat"], without: { words: ["without"], suffixes: [] }, ingredients: [["lamb", "lamb", 0, "Meat"], ["lentil", "lentils", 0]] });
  assert.deepEqual(run(en, "?q=without meat").titles, ["Lentil soup"]);
  assert.deepEqual(run(en, "?q=soup without lamb").titles, ["Lentil soup"]);
});

test("recipes only in other languages are found by their titles there", () => {
  const e = smallEngine("kk", [["plov", "Палау", [[0, "Палау"]], []]], {
    elsewhere: [["borscht", [["en", "English", "Borscht", "recipes/borscht.html"], ["ru", "Русский", "Борщ", "ru/recipes/borscht.html"]]],
      ["banana-bread", [["en", "English", "Banana Bread", "recipes/banana-bread.html"]]]],
  });
  assert.deepEqual(e.elsewhere("борщ").map((x) => x.slug), ["borscht"]);
  assert.deepEqual(e.elsewhere("borscht").map((x) => x.slug), ["borscht"]);
  assert.deepEqual(e.elsewhere("banana breads ").map((x) => x.slug), ["banana-bread"]);
  assert.deepEqual(e.elsewhere("бан").map((x) => x.slug), []);
  assert.deepEqual(e.elsewhere("ban").map((x) => x.slug), ["banana-bread"]);
  assert.deepEqual(e.elsewhere("палау"), []);
  assert.deepEqual(e.elsewhere(""), []);
});
