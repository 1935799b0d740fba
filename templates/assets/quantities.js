/*
 * quantities.js: the browser's twin of Sources/CookbookKit/Quantities/QuantityFormatter
 * (docs/quantities.md, "Display"). The algorithm only: the unit table, labels and kitchen
 * steps come from assets/quantities-data.js, which the build generates from the Swift data. It prints an amount exactly as the build does, so the
 * recipe page can scale servings and switch between original / metric / US units.
 * Both must agree on every case of Tests/shared/quantity-cases.json (node --test Tests/js).
 *
 * A classic script: it defines one global, CookbookQuantities (and module.exports under
 * node). No modules, no fetch: the page works opened from disk.
 *
 *   CookbookQuantities.format(amount, options) -> string, or null
 *     amount:  {low: "3/2", high: "2" | null, unit: "cup" | null, approximate: false,
 *               multiplier: "2" | null}    the 2 of "2 × 400 g cans": scaling changes it
 *              (or {quantity: "2-3", unit, ...}: the exact text Swift's Quantity prints)
 *     options: {system: "original" | "metric" | "us", language: "en" | "ru" | "kk",
 *               scale: "2" (servings wanted / servings written), countable: true,
 *               pinned: false,             pinned: `scale: false`, the amount never scales
 *               density: "11/20" | null,   grams per ml: a dry food by volume -> grams (metric)
 *               governed: false}           after a word governing the genitive ("около")
 *     countable: a plain count (no unit) is whole unless false; a count unit is whole
 *     only when true (pieces a cook divides into), else halves.
 *     format({low: "3/2", unit: "cup"}, {system: "metric", scale: "2"})   // "710 ml"
 *
 *   CookbookQuantities.formatDimensions(["40", "60"], "cm", {system: "us"})  // "15 ½ × 23 ½ in"
 *
 *   CookbookQuantities.formatTemperature(value, unit, options) -> string, or null
 *     value: "180", "-18", "180-200" or {low, high};  unit: "celsius" | "fahrenheit"
 *     formatTemperature("180", "celsius", {system: "us"})                 // "355 °F"
 *
 * Numbers are rationals ("n/d", "-n", "1.5", or a safe integer) kept exact as {n, d}
 * on plain integers. Anything unreadable, or arithmetic leaving the safe integers (2^53;
 * Swift's limit is 2^63, so only amounts far beyond any recipe, e.g. 300 000 l shown in
 * US units, hit this), gives null: keep the build's text then.
 */
(function (root) {
  "use strict";

  // ---- Exact rationals ------------------------------------------------------------

  /** Unreadable input, or a result beyond the safe integers: format answers null. */
  class CannotFormat extends Error {}

  function safe(x) {
    if (!Number.isSafeInteger(x)) throw new CannotFormat();
    return x === 0 ? 0 : x; // no -0
  }

  function gcd(a, b) {
    a = Math.abs(a); b = Math.abs(b);
    while (b !== 0) { var t = a % b; a = b; b = t; }
    return a === 0 ? 1 : a;
  }

  /** n/d reduced, denominator positive. */
  function rat(n, d) {
    if (d === undefined) d = 1;
    safe(n); safe(d);
    if (d === 0) throw new CannotFormat();
    var g = gcd(n, d), s = d < 0 ? -1 : 1;
    return { n: safe(s * n / g), d: s * d / g };
  }

  /** "3/2", "-18", "1.5", 2 or {n, d} -> a rational; throws on anything else. */
  function parse(text) {
    if (text && typeof text === "object") return rat(text.n, text.d);
    if (typeof text === "number") return rat(text);
    var s = String(text).trim(), m;
    if ((m = /^(-?)(\d+)(?:\/(\d+))?$/.exec(s))) return rat((m[1] ? -1 : 1) * Number(m[2]), m[3] ? Number(m[3]) : 1);
    if ((m = /^(-?)(\d+)\.(\d+)$/.exec(s))) {
      var scale = Math.pow(10, m[3].length);
      return rat((m[1] ? -1 : 1) * (Number(m[2]) * scale + Number(m[3])), scale);
    }
    throw new CannotFormat();
  }

  function mul(a, b) {
    var g1 = gcd(a.n, b.d), g2 = gcd(b.n, a.d);
    return rat(safe((a.n / g1) * (b.n / g2)), safe((a.d / g2) * (b.d / g1)));
  }
  function div(a, b) { return mul(a, rat(b.d, b.n)); }
  function add(a, b) {
    var g = gcd(a.d, b.d);
    return rat(safe(safe(a.n * (b.d / g)) + safe(b.n * (a.d / g))), safe(a.d * (b.d / g)));
  }
  function sub(a, b) { return add(a, { n: -b.n, d: b.d }); }
  function abs(a) { return { n: Math.abs(a.n), d: a.d }; }

  /** floor(n/d) and the remainder, exact even where n/d is not a representable double. */
  function divmod(n, d) {
    var q = Math.floor(n / d), r = n - q * d;
    if (r < 0) { q -= 1; r += d; } else if (r >= d) { q += 1; r -= d; }
    return [q, r];
  }
  function floor(a) { return divmod(a.n, a.d)[0]; }

  /** -1, 0 or 1. Exact without big products (cross products can pass 2^53): compare the
   *  whole parts, then the reciprocals of the remainders (a continued fraction). */
  function compare(a, b) {
    var an = a.n, ad = a.d, bn = b.n, bd = b.d;
    for (var flip = 1; ; flip = -flip) {
      var x = divmod(an, ad), y = divmod(bn, bd);
      if (x[0] !== y[0]) return x[0] < y[0] ? -flip : flip;
      if (x[1] === 0 || y[1] === 0) return x[1] === y[1] ? 0 : (x[1] === 0 ? -flip : flip);
      an = ad; ad = x[1]; bn = bd; bd = y[1];
    }
  }
  function lt(a, b) { return compare(a, b) < 0; }
  function eq(a, b) { return a.n === b.n && a.d === b.d; }
  function isZero(a) { return a.n === 0; }

  /** floor(x / step + 1/2) × step: the nearest multiple, halves up. */
  function roundTo(x, step) { return mul(step, rat(floor(add(div(x, step), HALF)))); }

  function str(a) { return a.d === 1 ? String(a.n) : a.n + "/" + a.d; }

  var ONE = rat(1), HALF = rat(1, 2), EIGHTH = rat(1, 8), TENTH = rat(1, 10);

  // ---- Units: data generated by the build from UnitTable.swift, LanguageGrammar.swift
  // and QuantityFormatter.metricScales (assets/quantities-data.js, loaded before this
  // script; under node, Tests/shared/quantities-data.js). Labels per language: one form,
  // or [one, few, many, other]. A missing language prints English.

  var DATA = root.CookbookQuantityData;
  if (!DATA && typeof require === "function") {
    try { DATA = require("./quantities-data.js"); } catch (e) { DATA = null; }
  }
  if (!DATA) return; // no unit table: the page keeps the author's text

  var UNITS = {};
  DATA.units.forEach(function (u) {
    UNITS[u.id] = { id: u.id, dimension: u.dimension, system: u.system, factor: parse(u.factor), offset: parse(u.offset), labels: u.labels };
  });
  var TSP = UNITS.tsp.factor;

  /** Unit.convert for one dimension: base = value × factor + offset. */
  function convert(value, from, to) {
    if (from.id === to.id) return value;
    return div(sub(add(mul(value, from.factor), from.offset), to.offset), to.factor);
  }

  // ---- Language: plural rules (PluralRules.swift), decimal comma, "about" ----------

  /** "one" | "few" | "many" | "other" for an exact value (a rational or its text). */
  function pluralCategory(value, language) {
    var v = parse(value);
    if (v.d !== 1) return language === "en" && lt(abs(v), ONE) ? "one" : "other";
    var n = Math.abs(v.n);
    if (language === "ru") {
      if (n % 10 === 1 && n % 100 !== 11) return "one";
      if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)) return "few";
      return "many";
    }
    return n === 1 ? "one" : "other";
  }

  /** CLDR one -> few, few/many -> many, other -> few: the noun's form when the number
   *  itself is in the genitive (Russian "около 2 фунтов"), PluralRules.genitive. */
  function genitive(category) {
    return { one: "few", few: "many", many: "many", other: "few" }[category];
  }

  /** The unit's printed name for a shown value; English when the language has none. */
  function label(u, value, language, governed) {
    var forms = u.labels[language] || u.labels.en || u.id;
    if (typeof forms === "string") return forms;
    var category = pluralCategory(value, language);
    if (governed) category = genitive(category);
    return forms[{ one: 0, few: 1, many: 2, other: 3 }[category]];
  }

  // LanguageGrammar.forLanguage: "ru-RU" -> ru, unknown -> en.
  function grammar(language) {
    var code = String(language).toLowerCase().split("-")[0];
    return DATA.languages[code] || DATA.languages.en;
  }

  // ---- Rounding (QuantityFormatter+Systems.swift, Rounding) -------------------------

  function whole(x) { var r = roundTo(x, ONE); return isZero(r) ? ONE : r; }
  function halves(x) { var r = roundTo(x, HALF); return isZero(r) ? HALF : r; }

  /** The nearest value on the grids 1/den (a tie goes to the larger), at least `minimum`. */
  function nearest(x, dens, minimum) {
    var best = null, bestDistance = null;
    dens.forEach(function (den) {
      var candidate = roundTo(x, rat(1, den)), distance = abs(sub(candidate, x));
      if (best && (lt(bestDistance, distance) || (eq(bestDistance, distance) && lt(candidate, best)))) return;
      best = candidate; bestDistance = distance;
    });
    return isZero(best) ? minimum : best;
  }

  /** Below 10 the nearest eighth or third, from 10 the nearest half; at least ⅛. */
  function grid(x) { return nearest(x, lt(x, rat(10)) ? [8, 3] : [2], EIGHTH); }

  /** Cups: below 10 the nearest quarter or third, from 10 the nearest half; at least ¼. */
  function cups(x) { return nearest(x, lt(x, rat(10)) ? [4, 3] : [2], rat(1, 4)); }

  /** The largest quarter or third not above x. */
  function cupsBelow(x) {
    var a = rat(floor(mul(x, rat(4))), 4), b = rat(floor(mul(x, rat(3))), 3);
    return lt(b, a) ? a : b;
  }

  /** Teaspoons: below 1 the nearest of ⅛ ¼ ½ ¾ 1 (a tie to the larger), from 1 halves. */
  function teaspoons(x) {
    if (!lt(x, ONE)) return roundTo(x, HALF);
    var best = EIGHTH;
    [EIGHTH, rat(1, 4), HALF, rat(3, 4), ONE].forEach(function (c) {
      var d = abs(sub(c, x)), bd = abs(sub(best, x));
      if (lt(d, bd) || (eq(d, bd) && lt(best, c))) best = c;
    });
    return best;
  }

  function small(x, wholeFrom) {
    if (!lt(x, wholeFrom)) return roundTo(x, ONE);
    var h = roundTo(x, HALF);
    if (!isZero(h)) return h;
    var t = roundTo(x, TENTH);
    return isZero(t) ? TENTH : t;
  }

  /** Grams and millilitres as a cook measures: the step of the first row whose bound is
   *  above x; beyond the last row three significant figures. */
  function kitchen(x, steps) {
    var step = null;
    for (var i = 0; i < steps.length && !step; i++) if (lt(x, parse(steps[i][0]))) step = parse(steps[i][1]);
    if (!step) return significant(x);
    var r = roundTo(x, step);
    if (!isZero(r)) return r;
    var t = roundTo(x, TENTH);
    return isZero(t) ? TENTH : t;
  }

  function significant(x) {
    if (x.n <= 0) return x;
    var power = ONE, ten = rat(10);
    while (!lt(x, mul(power, ten))) power = mul(power, ten);
    while (lt(x, power)) power = div(power, ten);
    return roundTo(x, div(power, rat(100)));
  }

  /** A converted oven temperature: °F to 25 within 10 °F, °C to 10 within 3 °C (from
   *  212 °F / 100 °C up); otherwise to 5. */
  function oven(x, fahrenheit) {
    var from = rat(fahrenheit ? 212 : 100), coarse = rat(fahrenheit ? 25 : 10), tolerance = rat(fahrenheit ? 10 : 3);
    if (!lt(x, from)) {
      var r = roundTo(x, coarse);
      if (!lt(tolerance, abs(sub(r, x)))) return r;
    }
    return roundTo(x, rat(5));
  }

  // ---- Display: a quantity is {low, high}; a piece is {low, high, unit, decimal} ------

  function map(q, f) {
    var low = f(q.low);
    return { low: low, high: eq(q.low, q.high) ? low : f(q.high) };
  }
  function piece(q, u, decimal) { return { low: q.low, high: q.high, unit: u, decimal: decimal }; }
  function single(v, u) { return [piece({ low: v, high: v }, u, false)]; }

  /** base in g, ml or mm; the unit is chosen by the rounded upper end (999.7 g -> 1 kg). */
  function metric(base, dimension) {
    var s = DATA.metric[dimension], large = UNITS[s.large], threshold = parse(s.threshold);
    if (!s.steps.length) { // lengths: whole from 10, halves below
      var ten = rat(10);
      if (lt(base.high, threshold)) {
        var shown = map(base, function (v) { return small(v, ten); });
        if (lt(shown.high, threshold)) return [piece(shown, UNITS[s.small], true)];
      }
      return [piece(map(base, function (v) { return small(div(v, large.factor), ten); }), large, true)];
    }
    var rounded = map(base, function (v) { return kitchen(v, s.steps); });
    if (lt(rounded.high, threshold)) return [piece(rounded, UNITS[s.small], true)];
    return [piece(map(rounded, function (v) { return div(v, large.factor); }), large, true)];
  }

  /** t teaspoons as measuring spoons: "¼ tsp", "1 ½ tbsp", "2 tbsp" + "2 tsp". */
  function spoons(t) {
    if (lt(t, rat(3))) { var shown = teaspoons(t); if (lt(shown, rat(3))) return single(shown, UNITS.tsp); }
    var h = roundTo(t, HALF), tbsp = rat(floor(div(h, rat(3)))), rest = sub(h, mul(tbsp, rat(3)));
    if (isZero(rest)) return single(tbsp, UNITS.tbsp);
    if (eq(rest, rat(3, 2))) return single(add(tbsp, HALF), UNITS.tbsp);
    return single(tbsp, UNITS.tbsp).concat(single(rest, UNITS.tsp));
  }

  /** One US volume in gallons, cups (with spoons for the rest), or spoons. */
  function usVolume(ml, spoonsOnly) {
    var t = div(ml, TSP);
    if (spoonsOnly || lt(t, rat(12))) return spoons(t);
    function gallons() { return single(grid(div(ml, UNITS.gallon.factor)), UNITS.gallon); }
    if (!lt(t, rat(768))) return gallons();
    var c = div(t, rat(48)), shown = cups(c);
    if (!lt(shown, rat(16))) return gallons();
    // Near a measuring cup: within 5% below a cup, 10% from 1 cup; always from 4 cups.
    var tolerance = div(c, rat(lt(c, ONE) ? 20 : 10));
    if (!lt(tolerance, abs(sub(shown, c))) || !lt(c, rat(4))) return single(shown, UNITS.cup);
    if (lt(c, HALF)) return spoons(t); // below half a cup: "4 ½ tbsp"
    var below = cupsBelow(c);
    if (isZero(below)) return spoons(t);
    return single(below, UNITS.cup).concat(spoons(sub(t, mul(below, rat(48)))));
  }

  function us(base, dimension, spoonsOnly) {
    var u;
    if (dimension === "mass") u = UNITS[lt(grid(convert(base.high, UNITS.g, UNITS.oz)), rat(16)) ? "oz" : "lb"];
    else if (dimension === "volume") {
      if (eq(base.low, base.high)) return usVolume(base.low, spoonsOnly);
      u = usVolume(base.high, spoonsOnly)[0].unit;
    } else u = UNITS.inch;
    var round = u.id === "cup" ? cups : u.id === "tsp" ? teaspoons : u.id === "tbsp" ? halves : grid;
    return [piece(map(base, function (v) { return round(div(v, u.factor)); }), u, false)];
  }

  /** °C or °F: whole degrees as written; converted, as ovens are set. */
  function temperature(q, u, system) {
    var target = UNITS[system === "metric" ? "celsius" : system === "us" ? "fahrenheit" : u.id];
    var round = target.id === u.id ? function (v) { return roundTo(v, ONE); } : function (v) { return oven(v, target.id === "fahrenheit"); };
    return [piece(map(q, function (v) { return round(convert(v, u, target)); }), target, true)];
  }

  /** density: grams per millilitre of the food, or null. */
  function pieces(q, u, system, countable, density) {
    if (!u) return [piece(map(q, countable ? whole : grid), null, false)];
    if (u.dimension === "count") return [piece(map(q, countable === true ? whole : halves), u, false)];
    if (u.dimension === "temperature") return temperature(q, u, system);
    var base = map(q, function (v) { return mul(v, u.factor); });
    var isSpoon = u.id === "tsp" || u.id === "tbsp";
    if (system === "metric" && isSpoon) return us(base, u.dimension, true); // spoons stay spoons
    if (system === "metric" && u.dimension === "volume" && density) return metric(map(base, function (v) { return mul(v, density); }), "mass");
    if (system === "metric" || (system === "original" && u.system === "metric")) return metric(base, u.dimension);
    if (system === "us") return us(base, u.dimension, false);
    if (system === "original" && u.system === "us") return us(base, u.dimension, isSpoon);
    return [piece(map(q, grid), u, false)]; // imperial and kitchen measures, as written
  }

  // ---- Text -------------------------------------------------------------------------

  var SIGNS = { "1/8": "⅛", "1/4": "¼", "1/3": "⅓", "3/8": "⅜", "1/2": "½", "5/8": "⅝", "2/3": "⅔", "3/4": "¾", "7/8": "⅞" };

  /** "1.25", or "1,25" with a decimal comma; at most 6 decimals. */
  function decimal(v, language) {
    var m = abs(v), qr = divmod(m.n, m.d), text = (v.n < 0 ? "-" : "") + qr[0], digits = "", r = qr[1];
    while (r !== 0 && digits.length < 6) { var s = divmod(safe(r * 10), m.d); digits += s[0]; r = s[1]; }
    return digits ? text + (grammar(language).decimalComma ? "," : ".") + digits : text;
  }

  /** "1 ½", "⅔", "3"; a value off the grid (never produced by the rounding) as a decimal. */
  function fraction(v, language) {
    var w = floor(v), part = sub(v, rat(w));
    if (isZero(part)) return String(w);
    var sign = SIGNS[str(part)];
    if (!sign) return decimal(v, language);
    return w === 0 ? sign : w + " " + sign;
  }

  function render(p, language, governed) {
    var number = p.decimal ? decimal : fraction, text = number(p.low, language);
    if (!eq(p.low, p.high)) text += "–" + number(p.high, language);
    return p.unit ? text + " " + label(p.unit, p.high, language, governed) : text;
  }

  // ---- API --------------------------------------------------------------------------

  function attempt(f) {
    try { return f(); } catch (e) { if (e instanceof CannotFormat) return null; throw e; }
  }

  /** {low, high?}, {quantity: "2-3"} or "2-3" (a "-" after the first character separates
   *  the ends, as in Quantity.description and the case table) -> {low, high}. */
  function quantity(value) {
    if (value && typeof value === "object" && typeof value.quantity === "string") return quantity(value.quantity);
    if (value && typeof value === "object" && "low" in value) {
      var low = parse(value.low);
      return { low: low, high: value.high === null || value.high === undefined ? low : parse(value.high) };
    }
    var s = String(value).trim(), dash = s.indexOf("-", 1);
    return dash > 0 ? { low: parse(s.slice(0, dash)), high: parse(s.slice(dash + 1)) } : { low: parse(s), high: parse(s) };
  }

  function format(amount, options) {
    var o = options || {}, system = o.system || "original", language = o.language || "en";
    return attempt(function () {
      var q = quantity(amount), u = (amount.unit && UNITS.hasOwnProperty(amount.unit)) ? UNITS[amount.unit] : null;
      var scale = parse(o.scale === undefined || o.scale === null ? 1 : o.scale);
      var multiplier = amount.multiplier === undefined || amount.multiplier === null ? null : parse(amount.multiplier);
      if (!o.pinned) {
        if (multiplier) multiplier = mul(multiplier, scale); // more cans, not bigger ones
        else if (!u || u.dimension !== "temperature") q = map(q, function (v) { return mul(v, scale); });
      }
      var countable = o.countable === undefined || o.countable === null ? (u ? false : true) : !!o.countable;
      var density = o.density === undefined || o.density === null || o.density === "" ? null : parse(o.density);
      var governed = (amount.approximate || o.governed) && grammar(language).aboutGenitive;
      var text = pieces(q, u, system, countable, density).map(function (p) { return render(p, language, governed); }).join(" + ");
      if (amount.approximate) text = grammar(language).about + " " + text;
      if (multiplier) text = fraction(halves(multiplier), language) + " × " + text;
      return text;
    });
  }

  function formatTemperature(value, unit, options) {
    var o = options || {};
    if (unit !== "celsius" && unit !== "fahrenheit") return null;
    return attempt(function () {
      var q = quantity(value);
      return format({ low: q.low, high: q.high, unit: unit }, { system: o.system, language: o.language });
    });
  }

  /** A dimension ("40 × 60 cm", "20 × 30 × 5 cm"): every side in the unit the largest
   *  side is shown in, one label: "15 ¾ × 23 ⅝ in". Never scales. */
  function formatDimensions(values, unit, options) {
    var o = options || {}, system = o.system || "original", language = o.language || "en";
    var u = UNITS.hasOwnProperty(unit) ? UNITS[unit] : null;
    if (!u || u.dimension !== "length" || !values || !values.length) return null;
    return attempt(function () {
      var sides = values.map(parse), largest = sides[0];
      sides.forEach(function (v) { if (lt(largest, v)) largest = v; });
      var shown = pieces({ low: largest, high: largest }, u, system, false, null)[0], target = shown.unit;
      var ten = rat(10);
      var numbers = sides.map(function (v) {
        var inTarget = div(mul(v, u.factor), target.factor);
        return shown.decimal ? decimal(small(inTarget, ten), language) : fraction(grid(inTarget), language);
      });
      return numbers.join(" × ") + " " + label(target, shown.high, language);
    });
  }

  /** The form of the noun after a plain count ("onion" | "onions"; Russian
   *  "луковица" | "луковицы" | "луковиц") for the number `format` shows for `amount`
   *  with the same options: the plural category of its upper end picks the form
   *  (NounForms.swift). `forms` is a list or a "|"-separated string. */
  function nounForm(forms, amount, options) {
    var o = options || {}, language = o.language || "en";
    var list = typeof forms === "string" ? forms.split("|") : forms;
    if (!list || list.length < 2) return null;
    return attempt(function () {
      var q = quantity(amount);
      if (!o.pinned) {
        var scale = parse(o.scale === undefined || o.scale === null ? 1 : o.scale);
        q = map(q, function (v) { return mul(v, scale); });
      }
      var shown = map(q, o.countable === false ? grid : whole);
      var category = pluralCategory(shown.high, language);
      if (list.length === 2) return category === "one" ? list[0] : list[1];
      return { one: list[0], few: list[1], many: list[2], other: list[1] }[category];
    });
  }

  var CookbookQuantities = {
    format: format,
    formatDimensions: formatDimensions,
    nounForm: nounForm,
    formatTemperature: formatTemperature,
    pluralCategory: pluralCategory,
    units: UNITS,
    Rational: {
      parse: parse, make: rat, add: add, sub: sub, mul: mul, div: div, compare: compare,
      floor: floor, roundTo: roundTo, toString: str, gcd: gcd
    },
    rounding: { whole: whole, halves: halves, grid: grid, small: small, significant: significant, kitchen: kitchen,
                cups: cups, teaspoons: teaspoons, oven: oven }
  };

  root.CookbookQuantities = CookbookQuantities;
  if (typeof module !== "undefined" && module.exports) module.exports = CookbookQuantities;
})(typeof window !== "undefined" ? window : typeof globalThis !== "undefined" ? globalThis : this);
