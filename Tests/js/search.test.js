// The browser's search (templates/assets/search.js): folding, words, stems and ingredient
// keys against the table the Swift side passes (Tests/shared/search-cases.json), typo
// tolerance, the URL state, and the engine on a small index.
// Run with: node --test Tests/js
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");

const S = require(path.join(__dirname, "..", "..", "templates", "assets", "search.js"));
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
