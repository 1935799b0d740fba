/*
 * quantities.js: the browser's twin of Sources/CookbookKit/Quantities/QuantityFormatter
 * (docs/quantities.md, "Display"). It prints an amount exactly as the build does, so the
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
 *               pinned: false}             pinned: `scale: false`, the amount never scales
 *     format({low: "3/2", unit: "cup"}, {system: "metric", scale: "2"})   // "710 ml"
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

  // ---- Units (facts from UnitTable.swift and UnitTable+Kitchen.swift) --------------
  // labels per language: "g" one form; [one, other] English style;
  // [one, few, many] Russian style (other = few). A missing language prints English.

  var TSP = rat(157725491, 32000000);  // 4.92892159375 ml
  var OUNCE = rat(45359237, 1600000);  // 28.349523125 g
  function times(r, k) { return mul(r, rat(k)); }

  var UNITS = {};
  function unit(id, dimension, system, factor, labels, offset) {
    UNITS[id] = { id: id, dimension: dimension, system: system, factor: factor, offset: offset || rat(0), labels: labels };
  }
  function abbr(en, ru, kk) { return { en: en, ru: ru, kk: kk }; }
  function count(id, en, ru, kk) { unit(id, "count", "kitchen", ONE, { en: en, ru: ru, kk: kk }); }

  unit("mg", "mass", "metric", rat(1, 1000), abbr("mg", "мг", "мг"));
  unit("g", "mass", "metric", ONE, abbr("g", "г", "г"));
  unit("kg", "mass", "metric", rat(1000), abbr("kg", "кг", "кг"));
  unit("oz", "mass", "us", OUNCE, { en: "oz", ru: ["унция", "унции", "унций"], kk: "унция" });
  unit("lb", "mass", "us", times(OUNCE, 16), { en: "lb", ru: ["фунт", "фунта", "фунтов"], kk: "фунт" });
  unit("ml", "volume", "metric", ONE, abbr("ml", "мл", "мл"));
  unit("cl", "volume", "metric", rat(10), abbr("cl", "сл", "сл"));
  unit("dl", "volume", "metric", rat(100), abbr("dl", "дл", "дл"));
  unit("l", "volume", "metric", rat(1000), abbr("l", "л", "л"));
  unit("tsp", "volume", "us", TSP, abbr("tsp", "ч. л.", "шай қасық"));
  unit("tbsp", "volume", "us", times(TSP, 3), abbr("tbsp", "ст. л.", "ас қасық"));
  unit("cup", "volume", "us", times(TSP, 48), { en: ["cup", "cups"], ru: ["чашка", "чашки", "чашек"], kk: "кесе" });
  unit("fl-oz", "volume", "us", times(TSP, 6), abbr("fl oz", "жидк. унц.", "сұйық унция"));
  unit("pint", "volume", "us", times(TSP, 96), { en: ["pint", "pints"], ru: ["пинта", "пинты", "пинт"], kk: "пинта" });
  unit("quart", "volume", "us", times(TSP, 192), { en: ["quart", "quarts"], ru: ["кварта", "кварты", "кварт"], kk: "кварта" });
  unit("gallon", "volume", "us", times(TSP, 768), { en: ["gallon", "gallons"], ru: ["галлон", "галлона", "галлонов"], kk: "галлон" });
  unit("pint-imp", "volume", "imperial", rat(454609, 800),
       { en: ["imperial pint", "imperial pints"], ru: ["имп. пинта", "имп. пинты", "имп. пинт"] });
  unit("dsp", "volume", "kitchen", rat(10), abbr("dsp", "дес. л.", "десерт қасық"));
  unit("glass-ru", "volume", "kitchen", rat(200), { en: ["glass", "glasses"], ru: ["стакан", "стакана", "стаканов"], kk: "стақан" });
  unit("mm", "length", "metric", ONE, abbr("mm", "мм", "мм"));
  unit("cm", "length", "metric", rat(10), abbr("cm", "см", "см"));
  unit("inch", "length", "us", rat(127, 5), { en: "in", ru: ["дюйм", "дюйма", "дюймов"], kk: "дюйм" });
  unit("celsius", "temperature", "metric", ONE, { en: "°C" });
  unit("fahrenheit", "temperature", "us", rat(5, 9), { en: "°F" }, rat(-160, 9));
  count("pinch", ["pinch", "pinches"], ["щепотка", "щепотки", "щепоток"], "шымшым");
  count("dash", ["dash", "dashes"], ["капля", "капли", "капель"], "тамшы");
  count("drop", ["drop", "drops"], ["капля", "капли", "капель"], "тамшы");
  count("clove", ["clove", "cloves"], ["зубчик", "зубчика", "зубчиков"], "тістем");
  count("bunch", ["bunch", "bunches"], ["пучок", "пучка", "пучков"], "бума");
  count("can", ["can", "cans"], ["банка", "банки", "банок"], "банка");
  count("jar", ["jar", "jars"], ["банка", "банки", "банок"], "банка");
  count("packet", ["packet", "packets"], ["пачка", "пачки", "пачек"], "пакет");
  count("piece", ["piece", "pieces"], "шт.", "дана");
  count("slice", ["slice", "slices"], ["ломтик", "ломтика", "ломтиков"], "тілім");
  count("sprig", ["sprig", "sprigs"], ["веточка", "веточки", "веточек"], "бұтақ");
  count("stick", ["stick", "sticks"], ["палочка", "палочки", "палочек"], "таяқша");
  count("stalk", ["stalk", "stalks"], ["стебель", "стебля", "стеблей"], "сабақ");
  count("head", ["head", "heads"], ["головка", "головки", "головок"], "бас");
  count("handful", ["handful", "handfuls"], ["горсть", "горсти", "горстей"], "уыс");
  count("leaf", ["leaf", "leaves"], ["листик", "листика", "листиков"], "жапырақ");
  count("sheet", ["sheet", "sheets"], ["лист", "листа", "листов"], "парақ");
  count("bottle", ["bottle", "bottles"], ["бутылка", "бутылки", "бутылок"], "бөтелке");

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

  /** The unit's printed name for a shown value; English when the language has none. */
  function label(u, value, language) {
    var forms = u.labels[language] || u.labels.en || u.id;
    if (typeof forms === "string") return forms;
    var category = pluralCategory(value, language);
    if (forms.length === 2) return category === "one" ? forms[0] : forms[1];
    return { one: forms[0], few: forms[1], many: forms[2], other: forms[1] }[category];
  }

  // LanguageGrammar.forLanguage: "ru-RU" -> ru, unknown -> en.
  var GRAMMAR = { en: { comma: false, about: "about" }, ru: { comma: true, about: "около" }, kk: { comma: true, about: "шамамен" } };
  function grammar(language) { return GRAMMAR[String(language).toLowerCase().split("-")[0]] || GRAMMAR.en; }

  // ---- Rounding (QuantityFormatter+Systems.swift, Rounding) -------------------------

  function whole(x) { var r = roundTo(x, ONE); return isZero(r) ? ONE : r; }
  function halves(x) { var r = roundTo(x, HALF); return isZero(r) ? HALF : r; }

  /** Below 10 the nearest eighth or third, from 10 the nearest half; a tie goes to the larger; at least ⅛. */
  function grid(x) {
    var best = null, bestDistance = null;
    (lt(x, rat(10)) ? [8, 3] : [2]).forEach(function (den) {
      var candidate = roundTo(x, rat(1, den)), distance = abs(sub(candidate, x));
      if (best && (lt(bestDistance, distance) || (eq(bestDistance, distance) && lt(candidate, best)))) return;
      best = candidate; bestDistance = distance;
    });
    return isZero(best) ? EIGHTH : best;
  }

  function small(x, wholeFrom) {
    if (!lt(x, wholeFrom)) return roundTo(x, ONE);
    var h = roundTo(x, HALF);
    if (!isZero(h)) return h;
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

  // ---- Display: a quantity is {low, high}; a piece is {low, high, unit, decimal} ------

  function map(q, f) {
    var low = f(q.low);
    return { low: low, high: eq(q.low, q.high) ? low : f(q.high) };
  }
  function piece(q, u, decimal) { return { low: q.low, high: q.high, unit: u, decimal: decimal }; }
  function single(v, u) { return [piece({ low: v, high: v }, u, false)]; }

  var METRIC = {
    mass: { small: "g", large: "kg", threshold: rat(1000), smallWhole: rat(10), largeWhole: null },
    volume: { small: "ml", large: "l", threshold: rat(1000), smallWhole: rat(20), largeWhole: null },
    length: { small: "mm", large: "cm", threshold: rat(10), smallWhole: rat(10), largeWhole: rat(10) }
  };

  /** base in g, ml or mm; the unit is chosen by the upper end (999.7 g -> 1 kg). */
  function metric(base, dimension) {
    var s = METRIC[dimension], large = UNITS[s.large];
    if (lt(base.high, s.threshold)) {
      var shown = map(base, function (v) { return small(v, s.smallWhole); });
      if (lt(shown.high, s.threshold)) return [piece(shown, UNITS[s.small], true)];
    }
    return [piece(map(base, function (v) {
      var inLarge = div(v, large.factor);
      return s.largeWhole ? small(inLarge, s.largeWhole) : significant(inLarge);
    }), large, true)];
  }

  /** One US volume in gallons, cups, tablespoons (and teaspoons) or teaspoons. */
  function usVolume(ml, spoonsOnly) {
    var t = div(ml, TSP);
    function inUnit(id) { return single(grid(div(ml, UNITS[id].factor)), UNITS[id]); }
    if (!spoonsOnly && !lt(t, rat(768))) return inUnit("gallon");
    var cups = div(t, rat(48));
    if (!spoonsOnly) {
      var shown = grid(cups);
      if (!lt(t, rat(48))) return inUnit(lt(shown, rat(16)) ? "cup" : "gallon");
      if (!lt(t, rat(12)) && !lt(div(cups, rat(20)), abs(sub(shown, cups)))) return inUnit("cup");
    }
    if (lt(t, rat(3)) && lt(grid(t), rat(3))) return inUnit("tsp");
    // Tablespoons: "2 tbsp 2 tsp", "1 ½ tbsp" (1 ½ tsp left is half a tablespoon), "3 tbsp".
    var h = roundTo(t, HALF), tbsp = rat(floor(div(h, rat(3)))), rest = sub(h, mul(tbsp, rat(3)));
    if (isZero(rest)) return single(tbsp, UNITS.tbsp);
    if (eq(rest, rat(3, 2))) return single(add(tbsp, HALF), UNITS.tbsp);
    return single(tbsp, UNITS.tbsp).concat(single(rest, UNITS.tsp));
  }

  function us(base, dimension, spoonsOnly) {
    var u;
    if (dimension === "mass") u = UNITS[lt(grid(convert(base.high, UNITS.g, UNITS.oz)), rat(16)) ? "oz" : "lb"];
    else if (dimension === "volume") {
      if (eq(base.low, base.high)) return usVolume(base.low, spoonsOnly);
      u = usVolume(base.high, spoonsOnly)[0].unit;
    } else u = UNITS.inch;
    return [piece(map(base, function (v) { return grid(div(v, u.factor)); }), u, false)];
  }

  /** °C or °F: whole degrees as written, to the nearest 5 when converted. */
  function temperature(q, u, system) {
    var target = UNITS[system === "metric" ? "celsius" : system === "us" ? "fahrenheit" : u.id];
    var step = rat(target.id === u.id ? 1 : 5);
    return [piece(map(q, function (v) { return roundTo(convert(v, u, target), step); }), target, true)];
  }

  function pieces(q, u, system, countable) {
    if (!u) return [piece(map(q, countable ? whole : grid), null, false)];
    if (u.dimension === "count") return [piece(map(q, halves), u, false)];
    if (u.dimension === "temperature") return temperature(q, u, system);
    var base = map(q, function (v) { return mul(v, u.factor); });
    if (system === "metric" || (system === "original" && u.system === "metric")) return metric(base, u.dimension);
    if (system === "us") return us(base, u.dimension, false);
    if (system === "original" && u.system === "us") return us(base, u.dimension, u.id === "tsp" || u.id === "tbsp");
    return [piece(map(q, grid), u, false)]; // imperial and kitchen measures, as written
  }

  // ---- Text -------------------------------------------------------------------------

  var SIGNS = { "1/8": "⅛", "1/4": "¼", "1/3": "⅓", "3/8": "⅜", "1/2": "½", "5/8": "⅝", "2/3": "⅔", "3/4": "¾", "7/8": "⅞" };

  /** "1.25", or "1,25" with a decimal comma; at most 6 decimals. */
  function decimal(v, language) {
    var m = abs(v), qr = divmod(m.n, m.d), text = (v.n < 0 ? "-" : "") + qr[0], digits = "", r = qr[1];
    while (r !== 0 && digits.length < 6) { var s = divmod(safe(r * 10), m.d); digits += s[0]; r = s[1]; }
    return digits ? text + (grammar(language).comma ? "," : ".") + digits : text;
  }

  /** "1 ½", "⅔", "3"; a value off the grid (never produced by the rounding) as a decimal. */
  function fraction(v, language) {
    var w = floor(v), part = sub(v, rat(w));
    if (isZero(part)) return String(w);
    var sign = SIGNS[str(part)];
    if (!sign) return decimal(v, language);
    return w === 0 ? sign : w + " " + sign;
  }

  function render(p, language) {
    var number = p.decimal ? decimal : fraction, text = number(p.low, language);
    if (!eq(p.low, p.high)) text += "–" + number(p.high, language);
    return p.unit ? text + " " + label(p.unit, p.high, language) : text;
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
      var countable = o.countable === undefined || o.countable === null ? true : !!o.countable;
      var text = pieces(q, u, system, countable).map(function (p) { return render(p, language); }).join(" ");
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
    nounForm: nounForm,
    formatTemperature: formatTemperature,
    pluralCategory: pluralCategory,
    units: UNITS,
    Rational: {
      parse: parse, make: rat, add: add, sub: sub, mul: mul, div: div, compare: compare,
      floor: floor, roundTo: roundTo, toString: str, gcd: gcd
    },
    rounding: { whole: whole, halves: halves, grid: grid, small: small, significant: significant }
  };

  root.CookbookQuantities = CookbookQuantities;
  if (typeof module !== "undefined" && module.exports) module.exports = CookbookQuantities;
})(typeof window !== "undefined" ? window : typeof globalThis !== "undefined" ? globalThis : this);
