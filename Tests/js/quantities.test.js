// The browser's quantity formatter (templates/assets/quantities.js) against the case
// table the Swift formatter passes (Tests/shared/quantity-cases.json), plus unit tests.
// Run with: node --test Tests/js
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");

// The unit table the build generates from the Swift data (QuantityScriptData); this copy
// is checked against the generator by QuantityScriptDataTests.
globalThis.CookbookQuantityData = require(path.join(__dirname, "..", "shared", "quantities-data.js"));
const scriptPath = path.join(__dirname, "..", "..", "templates", "assets", "quantities.js");
const Q = require(scriptPath);
const R = Q.Rational;
const cases = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "shared", "quantity-cases.json"), "utf8"));

// A case's quantity is "3/2", "-18" or a range "2-3" (a "-" after the first character).
function amountOf(input) {
  const q = input.quantity, dash = q.indexOf("-", 1);
  return dash > 0
    ? { low: q.slice(0, dash), high: q.slice(dash + 1), unit: input.unit, approximate: input.approximate === true }
    : { low: q, high: null, unit: input.unit, approximate: input.approximate === true };
}

test("the case table is complete", () => {
  assert.ok(cases.length >= 80, `only ${cases.length} cases`); // as the Swift suite checks
  assert.deepEqual(new Set(cases.map((c) => c.input.system)), new Set(["original", "metric", "us"]));
  for (const c of cases) {
    if (c.input.unit !== null) assert.ok(Object.hasOwn(Q.units, c.input.unit), `unknown unit id ${c.input.unit}`);
  }
});

test("shared quantity cases", async (t) => {
  for (const { input, output } of cases) {
    const name = `${input.quantity} ${input.unit ?? "(count)"} ×${input.scale} ${input.system} ${input.language}` +
      `${input.pinned ? " pinned" : ""}${input.countable === false ? " uncountable" : ""} -> ${output}`;
    await t.test(name, () => {
      const actual = Q.format(amountOf(input), {
        system: input.system, language: input.language, scale: input.scale,
        pinned: input.pinned === true, countable: input.countable, density: input.density
      });
      assert.equal(actual, output);
    });
  }
});

test("rationals reduce, keep the sign on the numerator and compare exactly", () => {
  assert.deepEqual(R.make(3, 6), { n: 1, d: 2 });
  assert.deepEqual(R.make(4, -8), { n: -1, d: 2 });
  assert.deepEqual(R.make(0, 5), { n: 0, d: 1 });
  assert.deepEqual(R.parse("6/4"), { n: 3, d: 2 });
  assert.deepEqual(R.parse("-18"), { n: -18, d: 1 });
  assert.deepEqual(R.parse("1.25"), { n: 5, d: 4 });
  assert.equal(R.toString(R.mul(R.parse("1/3"), R.make(3))), "1");
  assert.equal(R.toString(R.add(R.parse("1/6"), R.parse("1/3"))), "1/2");
  assert.equal(R.floor(R.parse("-1/2")), -1);
  assert.equal(R.toString(R.roundTo(R.parse("5/4"), R.parse("1/2"))), "3/2"); // halves up
  assert.equal(R.toString(R.roundTo(R.parse("-5/4"), R.parse("1/2"))), "-1");
  // Cross products beyond 2^53 still compare exactly.
  const a = R.make(9007199254740881, 9007199254740880), b = R.make(9007199254740880, 9007199254740879);
  assert.equal(R.compare(a, b), -1);
  assert.equal(R.compare(b, a), 1);
  assert.equal(R.compare(a, R.make(9007199254740881, 9007199254740880)), 0);
  assert.equal(R.compare(R.make(-1, 3), R.make(-1, 4)), -1);
});

test("rounding helpers", () => {
  const r = (s) => R.toString(s);
  assert.equal(r(Q.rounding.grid(R.parse("7/24"))), "1/3");   // a tie between ¼ and ⅓ goes up
  assert.equal(r(Q.rounding.grid(R.parse("1/100"))), "1/8");  // at least ⅛
  assert.equal(r(Q.rounding.grid(R.parse("41/4"))), "21/2");  // from 10: halves
  assert.equal(r(Q.rounding.small(R.parse("199/10"), R.make(20))), "20");
  assert.equal(r(Q.rounding.significant(R.parse("123456/100"))), "1230");
  const steps = CookbookQuantityData.metric.mass.steps;
  assert.equal(r(Q.rounding.kitchen(R.parse("1125/4"), steps)), "280");   // 281.25 g
  assert.equal(r(Q.rounding.kitchen(R.parse("2125"), steps)), "2100");    // 2.125 kg
  assert.equal(r(Q.rounding.kitchen(R.parse("45/2"), steps)), "23");
  assert.equal(r(Q.rounding.whole(R.parse("1/3"))), "1");
  assert.equal(r(Q.rounding.halves(R.parse("1/10"))), "1/2");
});

test("plural rules", () => {
  assert.deepEqual([1, 2, 5, 11, 21, 22, 25, 111, 0].map((n) => Q.pluralCategory(n, "ru")),
    ["one", "few", "many", "many", "one", "few", "many", "many", "many"]);
  assert.deepEqual([1, 2, 5].map((n) => Q.pluralCategory(n, "kk")), ["one", "other", "other"]);
  assert.deepEqual(["1/2", "1", "3/2", "2"].map((v) => Q.pluralCategory(v, "en")), ["one", "one", "other", "other"]);
  assert.equal(Q.pluralCategory("1/2", "ru"), "other");
  assert.equal(Q.format({ low: "1/2", unit: "glass-ru" }, { language: "ru" }), "½ стакана");
});

test("approximate amounts, multipliers and temperatures", () => {
  assert.equal(Q.format({ low: "3/2", unit: "l", approximate: true }, { language: "en" }), "about 1.5 l");
  assert.equal(Q.format({ low: "3/2", unit: "l", approximate: true }, { system: "metric", language: "ru" }), "около 1,5 л");
  assert.equal(Q.format({ quantity: "2-3", unit: "clove" }, { scale: "2" }), "4–6 cloves");
  assert.equal(Q.format({ low: "400", unit: "g", multiplier: "2" }, {}), "2 × 400 g");
  assert.equal(Q.format({ low: "400", unit: "g", multiplier: "2" }, { scale: "1/2" }), "1 × 400 g");
  // Converted oven temperatures round as ovens are set (°F to 25 within 10 °F, else 5).
  assert.equal(Q.formatTemperature("180", "celsius", { system: "us", language: "en" }), "350 °F");
  assert.equal(Q.formatTemperature("200-220", "celsius", { system: "us" }), "400–425 °F");
  assert.equal(Q.formatTemperature("170", "celsius", { system: "us" }), "340 °F");
  assert.equal(Q.formatTemperature({ low: "-18", high: null }, "celsius", { system: "metric", language: "ru" }), "-18 °C");
  assert.equal(Q.formatTemperature("350", "fahrenheit", { system: "original" }), "350 °F");
});

test("unreadable input and overflow give null instead of a wrong string", () => {
  assert.equal(Q.format({ low: "abc", unit: "g" }, {}), null);
  assert.equal(Q.format({ low: "1/0", unit: "g" }, {}), null);
  assert.equal(Q.format({ low: "1", unit: "g" }, { scale: "1/0" }), null);
  assert.equal(Q.format({ low: String(2 ** 52), unit: "cup" }, { system: "metric", scale: "1000" }), null);
  assert.equal(Q.formatTemperature("180", "kelvin", {}), null);
});

test("it is a classic script defining one global, from the generated data script", () => {
  const sandbox = {};
  sandbox.window = sandbox;
  vm.runInNewContext(fs.readFileSync(path.join(__dirname, "..", "shared", "quantities-data.js"), "utf8"), sandbox);
  vm.runInNewContext(fs.readFileSync(scriptPath, "utf8"), sandbox);
  assert.deepEqual(Object.keys(sandbox).sort(), ["CookbookQuantities", "CookbookQuantityData", "window"]);
  assert.equal(sandbox.CookbookQuantities.format({ low: "1", unit: "cup" }, { system: "metric" }), "240 ml");
  // Without the data script the page keeps the author's text: no global, no error.
  const bare = {};
  bare.window = bare;
  vm.runInNewContext(fs.readFileSync(scriptPath, "utf8"), bare);
  assert.equal(bare.CookbookQuantities, undefined);
});

test("quantities.js carries no unit data of its own (issue 11: generated from Swift)", () => {
  const source = fs.readFileSync(scriptPath, "utf8");
  for (const copied of ["4.92892159375", "157725491", "45359237", "стакан", "унция", "щепотка", "\"tbsp\", \"ст. л."]) {
    assert.ok(!source.includes(copied), `quantities.js still holds ${copied}`);
  }
  assert.ok(Q.units.tbsp && Q.units["glass-ru"], "the units come from the data script");
});

test("dimensions convert as a whole and never scale", () => {
  assert.equal(Q.formatDimensions(["40", "60"], "cm", { system: "us" }), "15 ½ × 23 ½ in");  // from 10 in: halves
  assert.equal(Q.formatDimensions(["40", "60"], "cm", { system: "metric", language: "ru" }), "40 × 60 см");
  assert.equal(Q.formatDimensions(["9", "13"], "inch", { system: "metric" }), "23 × 33 cm");
  assert.equal(Q.formatDimensions(["40"], "g", { system: "us" }), null);
});

test("kitchen rounding helpers", () => {
  const r = (s) => R.toString(s);
  assert.equal(r(Q.rounding.teaspoons(R.parse("3/8"))), "1/2");   // ⅛ ¼ ½ ¾ below 1; a tie goes up
  assert.equal(r(Q.rounding.teaspoons(R.parse("13/8"))), "3/2");  // halves from 1
  assert.equal(r(Q.rounding.cups(R.parse("7/8"))), "1");          // quarters and thirds only
  assert.equal(r(Q.rounding.cups(R.parse("3/10"))), "1/3");
  assert.equal(r(Q.rounding.oven(R.parse("356"), true)), "350");
  assert.equal(r(Q.rounding.oven(R.parse("338"), true)), "340");
  assert.equal(r(Q.rounding.oven(R.parse("1060/6"), false)), "175"); // 176.7 °C: 180 is 3.3 off
  assert.equal(r(Q.rounding.oven(R.parse("2"), false)), "0");
});

test("the noun after a count follows the number shown (NounForms.swift)", () => {
  // 3 onions for 8 servings: for 2 it shows 1 (0.75 rounded to a whole one), for 16, 6.
  assert.equal(Q.nounForm("onion|onions", { low: "3", high: "3" }, { language: "en", scale: "2/8" }), "onion");
  assert.equal(Q.nounForm("onion|onions", { low: "3", high: "3" }, { language: "en", scale: "16/8" }), "onions");
  const ru = "средняя луковица|средние луковицы|средних луковиц";
  assert.equal(Q.nounForm(ru, { low: "3", high: "3" }, { language: "ru", scale: "2/8" }), "средняя луковица");
  assert.equal(Q.nounForm(ru, { low: "3", high: "3" }, { language: "ru", scale: "6/8" }), "средние луковицы");  // 2.25 -> 2
  assert.equal(Q.nounForm(ru, { low: "3", high: "3" }, { language: "ru", scale: "16/8" }), "средних луковиц");  // 6
  assert.equal(Q.nounForm(ru, { low: "3", high: "3" }, { language: "ru", scale: "7" }), "средняя луковица");  // 21
  // A range takes the form of its upper end; a pinned amount does not scale.
  assert.equal(Q.nounForm(ru, { low: "2", high: "3" }, { language: "ru", scale: "2" }), "средних луковиц");  // 4-6
  assert.equal(Q.nounForm("egg|eggs", { low: "1", high: "1" }, { language: "en", scale: "3", pinned: true }), "egg");
  assert.equal(Q.nounForm("egg", { low: "1", high: "1" }, { language: "en", scale: "3" }), null);
});
