// The shopping list's merging (templates/assets/shopping.js, docs/kitchen.md): amounts of
// one food added exactly within a dimension, the rest kept apart, scaling, pinned lines,
// staples and the pantry, shop order, and the plain-text list.
// Run with: node --test Tests/js
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");

// The unit table the build generates from the Swift data (see quantities.test.js).
globalThis.CookbookQuantityData = require(path.join(__dirname, "..", "shared", "quantities-data.js"));
require(path.join(__dirname, "..", "..", "templates", "assets", "quantities.js"));
const S = require(path.join(__dirname, "..", "..", "templates", "assets", "shopping.js"));
const AISLES = ["produce", "meat", "fish", "dairy", "bakery", "grains", "spices", "oils", "canned", "frozen", "drinks", "other"];

function merge(recipes, options) {
  return S.merge(recipes, Object.assign({ language: "en", aisles: AISLES, pantry: [] }, options));
}
const line = (k, q, extra) => Object.assign({ k: "f:" + k, n: k, t: k, a: "produce", q }, extra || {});

test("250 g and 0.5 kg make 750 g", () => {
  const items = merge([{ title: "A", servings: 1, base: 1, lines: [line("flour", ["250", "250", "g"])] },
                       { title: "B", servings: 1, base: 1, lines: [line("flour", ["1/2", "1/2", "kg"])] }]);
  assert.deepEqual(items.map((i) => [i.name, i.amounts, i.recipes]), [["flour", ["750 g"], ["A", "B"]]]);
});

test("1 cup and 2 tbsp of milk: US as written, millilitres in metric", () => {
  const recipes = [{ title: "A", servings: 1, base: 1, lines: [line("milk", ["1", "1", "cup"]), line("milk", ["2", "2", "tbsp"])] }];
  assert.deepEqual(merge(recipes)[0].amounts, ["1 cup + 2 tbsp"]);
  assert.deepEqual(merge(recipes, { system: "metric" })[0].amounts, ["275 ml"]);
  // Metric and US lines together: metric when "as written".
  recipes[0].lines.push(line("milk", ["100", "100", "ml"]));
  assert.deepEqual(merge(recipes)[0].amounts, ["375 ml"]);
});

test("3 onions and 200 g of onion stay together as one item with both amounts", () => {
  const items = merge([{ title: "A", servings: 1, base: 1, lines: [line("onion", ["3", "3", ""]), line("onion", ["200", "200", "g"])] }]);
  assert.deepEqual(items[0].amounts, ["3", "200 g"]);
});

test("servings scale, pinned lines do not, ranges add both ends", () => {
  const items = merge([{ title: "A", servings: 6, base: 4, lines: [line("garlic", ["2", "3", "clove"]), line("salt", ["1", "1", "tsp"], { p: 1, a: "spices" })] }]);
  assert.deepEqual(items.map((i) => i.amounts), [["3–5 cloves"], ["1 tsp"]]);
});

test("removing a recipe takes its amounts out", () => {
  const a = { title: "A", servings: 1, base: 1, lines: [line("lamb", ["500", "500", "g"], { a: "meat" })] };
  const b = { title: "B", servings: 1, base: 1, lines: [line("lamb", ["600", "600", "g"], { a: "meat" })] };
  assert.deepEqual(merge([a, b])[0].amounts, ["1.1 kg"]);
  assert.deepEqual(merge([a])[0].amounts, ["500 g"]);
  assert.deepEqual(merge([a])[0].recipes, ["A"]);
});

test("staples and the pantry are 'you have this'; shop order, then A to Z", () => {
  const items = merge([{ title: "A", servings: 1, base: 1, lines: [
    line("salt", null, { a: "spices", s: 1, pk: "salt" }), line("rice", ["1", "1", "kg"], { a: "grains", pk: "long grain ric" }),
    line("carrot", ["1", "1", "kg"], { pk: "carrot" }), line("apple", ["2", "2", ""], { pk: "appl" })] }], { pantry: ["ric"] });
  assert.deepEqual(items.map((i) => [i.name, i.have]), [["apple", false], ["carrot", false], ["rice", true], ["salt", true]]);
  assert.deepEqual(items.find((i) => i.name === "salt").amounts, []);
});

test("bad data is skipped, not thrown", () => {
  const items = merge([{ title: "A", servings: 1, base: 1, lines: [line("x", ["a", "b", "g"]), line("y", ["1", "1", "parsec"]), null, { k: 3 }] }]);
  assert.deepEqual(items.map((i) => [i.name, i.amounts, i.loose]), [["x", [], true], ["y", [], true]]);
});

test("the plain-text list: aisles, items to buy, items added by hand", () => {
  const items = merge([{ title: "A", servings: 1, base: 1, lines: [line("onion", ["3", "3", ""]), line("salt", null, { a: "spices", s: 1 }),
                                                                     line("lamb", ["1", "1", "kg"], { a: "meat" })] }]);
  items.forEach((i) => { i.checked = false; });
  const text = S.text(items, [{ text: "Bread", done: false }, { text: "Milk", done: true }],
                      { title: "Shopping list", aisle: (a) => ({ produce: "Fruit and vegetables", meat: "Meat" })[a] || a, byHand: "Added by hand" });
  assert.equal(text, "Shopping list\n\nFruit and vegetables\n- Onion: 3\n\nMeat\n- Lamb: 1 kg\n\nAdded by hand\n- Bread\n");
});
