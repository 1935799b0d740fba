/*
 * search.js: the recipe search of search.html, and what pantry.js builds on.
 *
 * A classic script (no modules, no fetch, no workers: the site works opened from disk).
 * It defines one global, CookbookSearch (and module.exports under node):
 *
 *   fold(text), words(text), stem(word, language)   the twins of SearchText.swift; both
 *                                                   pass Tests/shared/search-cases.json
 *   ingredientKey(name, language, stop), covers(general, specific)   IngredientKey.swift
 *   within1(a, b)          true when a and b are one edit apart (typo tolerance)
 *   Engine(header)         the index in memory: addPart(part), search(state)
 *   load(url, language, onPart, onError)   loads search/index-<lang>.js and its parts
 *                                          with <script> tags, one after the other
 *   parseState(query), stateToQuery(state)  the search's state <-> "?q=...&diet=vegan"
 *
 * The index format and the ranking rules are in docs/search.md.
 */
(function (root) {
  "use strict";

  // ---- Text: folding, words, stems (Sources/CookbookKit/Search/SearchText.swift) ------

  var LETTERS = {
    "ә": "а", "ғ": "г", "қ": "к", "ң": "н", "ө": "о", "ұ": "у", "ү": "у", "һ": "х", "і": "и",
    "ґ": "г", "є": "е",
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ς": "σ"
  };

  /** Lowercase without accents; Kazakh letters folded to Russian ones; ё = е, й kept. */
  function fold(text) {
    var s = String(text).toLowerCase().normalize("NFD");
    var out = "", last = "";
    for (var i = 0; i < s.length;) {
      var cp = s.codePointAt(i);
      var ch = String.fromCodePoint(cp);
      i += ch.length;
      if (cp >= 0x300 && cp <= 0x36f) {
        if (cp === 0x306 && last === "и") { out = out.slice(0, -1) + "й"; last = "й"; }
        continue;
      }
      var mapped = LETTERS[ch];
      if (mapped !== undefined) { out += mapped; last = mapped.charAt(mapped.length - 1); } else { out += ch; last = ch; }
    }
    return out;
  }

  var WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

  /** The folded words of a text: apostrophes inside words dropped, anything else splits. */
  function words(text) {
    var s = fold(text), result = [], current = "";
    for (var i = 0; i < s.length;) {
      var ch = String.fromCodePoint(s.codePointAt(i));
      i += ch.length;
      if (WORD_CHAR.test(ch)) {
        current += ch;
      } else if ((ch === "'" || ch === "\u2019") && current) {
        continue;
      } else if (current) {
        result.push(current);
        current = "";
      }
    }
    if (current) result.push(current);
    return result;
  }

  var EN_IRREGULAR = {
    leaves: "leaf", loaves: "loaf", halves: "half", knives: "knife", calves: "calf",
    children: "child", feet: "foot", teeth: "tooth", geese: "goose", mice: "mouse", men: "man", women: "woman"
  };

  function endsWith(w, suffix) { return w.length >= suffix.length && w.slice(w.length - suffix.length) === suffix; }

  function stemEnglish(word) {
    if (!/^[a-z]+$/.test(word)) return word;
    var w = Object.prototype.hasOwnProperty.call(EN_IRREGULAR, word) ? EN_IRREGULAR[word] : word;
    if (w.length > 4 && endsWith(w, "ies")) {
      w = w.slice(0, -3) + "i";
    } else if (w.length > 3 && endsWith(w, "s") && !endsWith(w, "ss") && !endsWith(w, "us") && !endsWith(w, "is")) {
      w = w.slice(0, -1);
    }
    if (w.length > 3 && endsWith(w, "e")) w = w.slice(0, -1);
    if (w.length > 2 && endsWith(w, "y") && "aeiouy".indexOf(w.charAt(w.length - 2)) < 0) w = w.slice(0, -1) + "i";
    return w;
  }

  var RU = {
    vowels: "аеиоуыэюя",
    irregular: { "яиц": "яйц" },
    adjective: ["ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом", "его", "ого",
      "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею"],
    participle1: ["ем", "нн", "вш", "ющ", "щ"],
    participle2: ["ивш", "ывш", "ующ"],
    noun: ["а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й",
      "иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я"],
    superlative: ["ейш", "ейше"]
  };

  function isCyrillic(ch) { var c = ch.charCodeAt(0); return c >= 0x430 && c <= 0x44f; }
  function hasCyrillic(w) { for (var i = 0; i < w.length; i++) if (isCyrillic(w.charAt(i))) return true; return false; }

  /** Snowball Russian, nouns and adjectives only, plus fleeting vowels (перец/перца). */
  function stemRussian(word) {
    if (Object.prototype.hasOwnProperty.call(RU.irregular, word)) return RU.irregular[word];
    if (!hasCyrillic(word)) return word;
    var w = word, rv = -1;
    for (var i = 0; i < w.length; i++) if (RU.vowels.indexOf(w.charAt(i)) >= 0) { rv = i + 1; break; }
    if (rv < 0) return word;

    function remove(group1, group2) {
      var best = null;
      [[group1, true], [group2, false]].forEach(function (entry) {
        entry[0].forEach(function (ending) {
          if (ending.length > (best ? best.length : 0) && w.length - ending.length >= rv && endsWith(w, ending)) {
            best = { length: ending.length, first: entry[1] };
          }
        });
      });
      if (!best) return false;
      if (best.first) {
        var before = w.length - best.length - 1;
        if (!(before >= rv && (w.charAt(before) === "а" || w.charAt(before) === "я"))) return false;
      }
      w = w.slice(0, w.length - best.length);
      return true;
    }

    if (remove([], RU.adjective)) {
      remove(RU.participle1, RU.participle2);
    } else {
      remove([], RU.noun);
    }
    if (w.length > rv && endsWith(w, "и")) w = w.slice(0, -1);
    if (w.length - 2 >= rv && endsWith(w, "нн")) {
      w = w.slice(0, -1);
    } else if (remove([], RU.superlative)) {
      if (w.length - 2 >= rv && endsWith(w, "нн")) w = w.slice(0, -1);
    } else if (w.length > rv && endsWith(w, "ь")) {
      w = w.slice(0, -1);
    }
    var n = w.length;
    if (n >= 5 && (w.charAt(n - 1) === "ц" || w.charAt(n - 1) === "к") && (w.charAt(n - 2) === "е" || w.charAt(n - 2) === "о")) {
      w = w.slice(0, n - 2) + w.charAt(n - 1);
    }
    return w;
  }

  var KK = {
    cases: ["дан", "ден", "тан", "тен", "нан", "нен", "нын", "нин", "дын", "дин", "тын", "тин", "мен", "бен", "пен",
      "нда", "нде", "ды", "ди", "ты", "ти", "ны", "ни", "да", "де", "та", "те", "га", "ге"],
    possessives: ["сы", "си", "ы", "и"],
    plurals: ["лар", "лер", "дар", "дер", "тар", "тер"]
  };

  function byLength(a, b) { return b.length - a.length; }
  var KK_GROUPS = [KK.cases, KK.possessives, KK.plurals].map(function (g) {
    // A stable sort by length, longest first, as the Swift side does.
    return g.map(function (e, i) { return [e, i]; }).sort(function (a, b) { return byLength(a[0], b[0]) || a[1] - b[1]; })
      .map(function (p) { return p[0]; });
  });

  /** One case ending, a possessive, a plural; each only when three letters remain. */
  function stemKazakh(word) {
    if (!hasCyrillic(word)) return word;
    var w = word;
    KK_GROUPS.forEach(function (group) {
      for (var i = 0; i < group.length; i++) {
        var e = group[i];
        if (w.length - e.length >= 3 && endsWith(w, e)) { w = w.slice(0, w.length - e.length); break; }
      }
    });
    return w;
  }

  function stem(word, language) {
    if (language === "en") return stemEnglish(word);
    if (language === "ru") return stemRussian(word);
    if (language === "kk") return stemKazakh(word);
    return word;
  }

  /** IngredientKey.make: stems without descriptive words (`stop`: their stems) and numbers, joined by spaces. */
  function ingredientKey(name, language, stop) {
    var stems = words(name).map(function (w) { return stem(w, language); });
    var kept = stems.filter(function (s) { return !(stop && stop.has(s)) && !/^[0-9]+$/.test(s); });
    return (kept.length ? kept : stems).join(" ");
  }

  /** Every word of `general` is a word of `specific`: "onion" covers "red onion". */
  function covers(general, specific) {
    if (!general) return false;
    var have = specific.split(" "), need = general.split(" ");
    for (var i = 0; i < need.length; i++) if (have.indexOf(need[i]) < 0) return false;
    return true;
  }

  /** a and b differ by one insertion, deletion, substitution or swap of neighbours. */
  function within1(a, b) {
    if (a === b) return true;
    var la = a.length, lb = b.length;
    if (Math.abs(la - lb) > 1) return false;
    var i = 0;
    while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (la === lb) {
      if (a.slice(i + 1) === b.slice(i + 1)) return true;
      return a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && a.slice(i + 2) === b.slice(i + 2);
    }
    return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }

  // ---- The search state and the URL --------------------------------------------------

  var LIST_KEYS = ["category", "cuisine", "diet", "free", "difficulty", "tag", "with", "without"];
  var SORTS = ["relevance", "name", "newest", "quickest", "calories"];

  function emptyState() {
    var state = { q: "", time: 0, sort: "", nutrients: {} };
    LIST_KEYS.forEach(function (k) { state[k] = []; });
    return state;
  }

  /** "?q=plov&diet=vegan&time=60&calories=100-500" -> state. Unknown values are kept; the engine ignores them. */
  function parseState(query, nutrientKeys) {
    var params = new URLSearchParams(query || "");
    var state = emptyState();
    state.q = params.get("q") || "";
    LIST_KEYS.forEach(function (k) {
      params.getAll(k).forEach(function (v) { if (v && state[k].indexOf(v) < 0) state[k].push(v); });
    });
    var time = parseInt(params.get("time") || "", 10);
    state.time = time > 0 ? time : 0;
    var sort = params.get("sort") || "";
    state.sort = SORTS.indexOf(sort) >= 0 ? sort : "";
    (nutrientKeys || []).forEach(function (key) {
      var range = params.get(key);
      if (!range) return;
      var m = /^\s*(\d+(?:\.\d+)?)?\s*-\s*(\d+(?:\.\d+)?)?\s*$/.exec(range);
      if (m && (m[1] || m[2])) state.nutrients[key] = [m[1] ? parseFloat(m[1]) : null, m[2] ? parseFloat(m[2]) : null];
    });
    return state;
  }

  function stateToQuery(state) {
    var params = new URLSearchParams();
    if (state.q.trim()) params.append("q", state.q);
    LIST_KEYS.forEach(function (k) { state[k].forEach(function (v) { params.append(k, v); }); });
    if (state.time) params.append("time", String(state.time));
    Object.keys(state.nutrients).sort().forEach(function (key) {
      var r = state.nutrients[key];
      if (r && (r[0] !== null || r[1] !== null)) params.append(key, (r[0] !== null ? r[0] : "") + "-" + (r[1] !== null ? r[1] : ""));
    });
    if (state.sort) params.append("sort", state.sort);
    var text = params.toString();
    return text ? "?" + text : "";
  }

  // ---- The index in memory -----------------------------------------------------------

  // A recipe record: [slug, title, image, minutes, difficulty, category, cuisine, diets,
  // free, tags, author, date, ingredients, nutrients?] (docs/search.md).
  var R = { slug: 0, title: 1, image: 2, minutes: 3, difficulty: 4, category: 5, cuisine: 6, diets: 7, free: 8, tags: 9,
    author: 10, date: 11, ingredients: 12, nutrients: 13 };

  // Filters, each one bit of a recipe's "fails" mask.
  var FILTERS = ["category", "cuisine", "diet", "free", "difficulty", "time", "with", "without", "tag", "nutrients"];
  var BIT = {};
  FILTERS.forEach(function (f, i) { BIT[f] = 1 << i; });
  var OR_FACETS = { category: R.category, cuisine: R.cuisine, difficulty: R.difficulty };
  var AND_FACETS = { diet: R.diets, free: R.free, tag: R.tags };
  var TIME_STEPS = [15, 30, 45, 60, 90, 120, 180, 240];

  function Engine(header) {
    this.header = header;
    this.language = header.lang;
    this.total = header.count;
    this.weights = header.weights;
    this.stop = new Set(header.stop || []);
    this.recipes = [];
    this.postings = new Map();
    this.vocabularyReady = false;
    this.foldedTitles = [];
    this.ingredientKeys = header.ingredients.map(function (i) { return i[0]; });
    this.values = {};
    var self = this;
    ["category", "cuisine", "diet", "free", "difficulty", "tag"].forEach(function (facet) {
      var map = new Map();
      (header[facet] || []).forEach(function (v, i) { map.set(v[0], i); });
      self.values[facet] = map;
    });
    this.nutrientIndex = {};
    (header.nutrients || []).forEach(function (n, i) { self.nutrientIndex[n[0]] = i; });
    this.addPart({ offset: header.offset || 0, stride: header.stride || 1, recipes: header.recipes, terms: header.terms });
  }

  /** Adds a part: its recipe number i is the cookbook's recipe offset + i × stride. */
  Engine.prototype.addPart = function (part) {
    var offset = part.offset, stride = part.stride || 1;
    for (var i = 0; i < part.recipes.length; i++) {
      this.recipes[offset + i * stride] = part.recipes[i];
      this.foldedTitles[offset + i * stride] = fold(part.recipes[i][R.title]);
    }
    var postings = this.postings;
    Object.keys(part.terms).forEach(function (term) {
      var deltas = part.terms[term], list = postings.get(term);
      if (!list) { list = []; postings.set(term, list); }
      var value = 0;
      for (var j = 0; j < deltas.length; j++) {
        value += deltas[j];
        list.push((offset + (value >> 3) * stride) * 8 + (value & 7));
      }
    });
    this.vocabularyReady = false;
  };

  Engine.prototype.loaded = function () {
    var n = 0;
    for (var i = 0; i < this.recipes.length; i++) if (this.recipes[i]) n++;
    return n;
  };

  Engine.prototype.prepareVocabulary = function () {
    if (this.vocabularyReady) return;
    var terms = Array.from(this.postings.keys()).sort();
    var byStem = new Map(), byLength = new Map(), language = this.language;
    terms.forEach(function (t) {
      var s = stem(t, language);
      var list = byStem.get(s);
      if (!list) byStem.set(s, list = []);
      list.push(t);
      var bucket = byLength.get(t.length);
      if (!bucket) byLength.set(t.length, bucket = []);
      bucket.push(t);
    });
    this.terms = terms;
    this.byStem = byStem;
    this.byLength = byLength;
    this.vocabularyReady = true;
  };

  /** The index's terms a query word matches, with a quality: 1 same stem, 0.75 prefix (the
   * word being typed, 2+ letters), 0.5 one typo away (words of 5+ letters). */
  Engine.prototype.termMatches = function (word, partial) {
    this.prepareVocabulary();
    var result = new Map(), s = stem(word, this.language);
    (this.byStem.get(s) || []).forEach(function (t) { result.set(t, 1); });
    if (this.postings.has(word)) result.set(word, 1);
    if (partial && word.length >= 2) {
      var terms = this.terms, lo = 0, hi = terms.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (terms[mid] < word) lo = mid + 1; else hi = mid; }
      for (var i = lo; i < terms.length && terms[i].lastIndexOf(word, 0) === 0; i++) if (!result.has(terms[i])) result.set(terms[i], 0.75);
    }
    if (word.length >= 5) {
      for (var len = word.length - 1; len <= word.length + 1; len++) {
        (this.byLength.get(len) || []).forEach(function (t) {
          if (!result.has(t) && within1(t, word)) result.set(t, 0.5);
        });
      }
    }
    return result;
  };

  /** Which ingredients a typed name covers (by IngredientKey rules), as flags per ingredient. */
  Engine.prototype.ingredientFlags = function (name) {
    var key = ingredientKey(name, this.language, this.stop);
    var flags = new Uint8Array(this.ingredientKeys.length), any = false;
    for (var i = 0; i < this.ingredientKeys.length; i++) {
      if (covers(key, this.ingredientKeys[i])) { flags[i] = 1; any = true; }
    }
    return { key: key, flags: flags, any: any };
  };

  function indexesOf(engine, facet, list) {
    var map = engine.values[facet], out = [];
    list.forEach(function (v) { if (map.has(v)) out.push(map.get(v)); });
    return out;
  }

  /**
   * Runs a search. Returns
   *   order: recipe indexes, sorted;  scores: per recipe (text relevance);
   *   counts: {facet: [count per value]}, time: [count per TIME_STEPS entry];
   *   textMatches: recipes matching the text alone; reasons: [{filter, count}] when empty;
   *   active: the filters in use; unknownIngredients: typed names no recipe has.
   */
  Engine.prototype.search = function (state) {
    var recipes = this.recipes, n = recipes.length, weights = this.weights, self = this;
    var q = words(state.q);
    var partial = state.q.length > 0 && !/[\s\p{P}]$/u.test(state.q);
    var total = new Float64Array(n), alive = new Uint8Array(n);
    var i, r;
    for (i = 0; i < n; i++) alive[i] = recipes[i] ? 1 : 0;
    q.forEach(function (word, wi) {
      var matches = self.termMatches(word, partial && wi === q.length - 1);
      var best = new Float64Array(n);
      matches.forEach(function (quality, term) {
        var list = self.postings.get(term);
        for (var j = 0; j < list.length; j++) {
          var p = list[j], rr = p >> 3, s = weights[p & 7] * quality;
          if (s > best[rr]) best[rr] = s;
        }
      });
      for (var k = 0; k < n; k++) {
        if (best[k] > 0) total[k] += best[k]; else alive[k] = 0;
      }
    });
    var foldedQuery = q.join(" ");
    if (foldedQuery) {
      for (i = 0; i < n; i++) {
        if (alive[i] && this.foldedTitles[i].lastIndexOf(foldedQuery, 0) === 0) total[i] += 5;
      }
    }

    // Filters.
    var sel = {}, active = [];
    Object.keys(OR_FACETS).concat(Object.keys(AND_FACETS)).forEach(function (facet) {
      sel[facet] = indexesOf(self, facet, state[facet] || []);
      if (sel[facet].length) active.push(facet);
    });
    if (state.time > 0) active.push("time");
    var withFlags = (state["with"] || []).map(function (name) { return self.ingredientFlags(name); });
    var withoutFlags = (state.without || []).map(function (name) { return self.ingredientFlags(name); });
    if (withFlags.length) active.push("with");
    if (withoutFlags.length) active.push("without");
    var ranges = [];
    Object.keys(state.nutrients || {}).forEach(function (key) {
      if (self.nutrientIndex[key] === undefined) return;
      var range = state.nutrients[key];
      if (range && (range[0] !== null || range[1] !== null)) ranges.push([self.nutrientIndex[key], range[0], range[1]]);
    });
    if (ranges.length) active.push("nutrients");
    var unknownIngredients = [];
    withFlags.concat(withoutFlags).forEach(function (f, j) {
      if (!f.any) unknownIngredients.push((state["with"] || []).concat(state.without || [])[j]);
    });

    function hasAny(list, flags) { for (var j = 0; j < list.length; j++) if (flags[list[j]]) return true; return false; }
    function hasAll(list, wanted) { for (var j = 0; j < wanted.length; j++) if (list.indexOf(wanted[j]) < 0) return false; return true; }

    var masks = new Int32Array(n), textMatches = 0;
    for (r = 0; r < n; r++) {
      if (!alive[r]) { masks[r] = -1; continue; }
      textMatches++;
      var rec = recipes[r], mask = 0;
      if (sel.category.length && sel.category.indexOf(rec[R.category]) < 0) mask |= BIT.category;
      if (sel.cuisine.length && sel.cuisine.indexOf(rec[R.cuisine]) < 0) mask |= BIT.cuisine;
      if (sel.difficulty.length && sel.difficulty.indexOf(rec[R.difficulty]) < 0) mask |= BIT.difficulty;
      if (sel.diet.length && !hasAll(rec[R.diets], sel.diet)) mask |= BIT.diet;
      if (sel.free.length && !hasAll(rec[R.free], sel.free)) mask |= BIT.free;
      if (sel.tag.length && !hasAll(rec[R.tags], sel.tag)) mask |= BIT.tag;
      if (state.time > 0 && !(rec[R.minutes] > 0 && rec[R.minutes] <= state.time)) mask |= BIT.time;
      for (i = 0; i < withFlags.length; i++) if (!hasAny(rec[R.ingredients], withFlags[i].flags)) { mask |= BIT["with"]; break; }
      for (i = 0; i < withoutFlags.length; i++) if (hasAny(rec[R.ingredients], withoutFlags[i].flags)) { mask |= BIT.without; break; }
      for (i = 0; i < ranges.length; i++) {
        var values = rec[R.nutrients], v = values ? values[ranges[i][0]] : null;
        if (v === null || v === undefined || (ranges[i][1] !== null && v < ranges[i][1]) || (ranges[i][2] !== null && v > ranges[i][2])) {
          mask |= BIT.nutrients;
          break;
        }
      }
      masks[r] = mask;
    }

    // Counts: a value of an "any of" facet counts the recipes that pass every other
    // filter; a value of an "all of" facet counts the results that also have it.
    var counts = {}, header = this.header;
    Object.keys(OR_FACETS).concat(Object.keys(AND_FACETS)).forEach(function (facet) {
      counts[facet] = new Array((header[facet] || []).length).fill(0);
    });
    var timeCounts = new Array(TIME_STEPS.length).fill(0);
    var order = [];
    for (r = 0; r < n; r++) {
      var m = masks[r];
      if (m < 0) continue;
      var rec2 = recipes[r];
      if (m === 0) {
        order.push(r);
        for (var facet in AND_FACETS) {
          var list = rec2[AND_FACETS[facet]];
          for (i = 0; i < list.length; i++) counts[facet][list[i]]++;
        }
      }
      for (var f in OR_FACETS) {
        if ((m & ~BIT[f]) === 0 && rec2[OR_FACETS[f]] >= 0) counts[f][rec2[OR_FACETS[f]]]++;
      }
      if ((m & ~BIT.time) === 0 && rec2[R.minutes] > 0) {
        for (i = 0; i < TIME_STEPS.length; i++) if (rec2[R.minutes] <= TIME_STEPS[i]) timeCounts[i]++;
      }
    }

    // Why nothing: the recipes each active filter alone keeps out.
    var reasons = [];
    if (!order.length && textMatches) {
      active.forEach(function (filter) {
        var bit = BIT[filter], c = 0;
        for (var k = 0; k < n; k++) if (masks[k] === bit) c++;
        reasons.push({ filter: filter, count: c });
      });
    }

    var sort = state.sort || (q.length ? "relevance" : "name");
    var key = this.sortKey(sort, total);
    order.sort(function (a, b) { return key(a, b) || a - b; });
    return { order: order, scores: total, counts: counts, time: timeCounts, textMatches: textMatches, reasons: reasons,
      active: active, sort: sort, unknownIngredients: unknownIngredients, query: q };
  };

  /** Comparators; ties always go to the first recipe by title (the index's order). */
  Engine.prototype.sortKey = function (sort, scores) {
    var recipes = this.recipes, calories = this.nutrientIndex.calories;
    function last(v) { return v > 0 ? v : Infinity; }
    switch (sort) {
      case "relevance": return function (a, b) { return scores[b] - scores[a]; };
      case "newest": return function (a, b) { return recipes[b][R.date] - recipes[a][R.date]; };
      case "quickest": return function (a, b) { return last(recipes[a][R.minutes]) - last(recipes[b][R.minutes]) || 0; };
      case "calories":
        if (calories === undefined) return function () { return 0; };
        return function (a, b) {
          var x = recipes[a][R.nutrients], y = recipes[b][R.nutrients];
          var vx = x && x[calories] !== null ? x[calories] : Infinity, vy = y && y[calories] !== null ? y[calories] : Infinity;
          return vx === vy ? 0 : vx < vy ? -1 : 1;
        };
      default: return function () { return 0; };
    }
  };

  // ---- Loading the index with <script> tags -------------------------------------------

  /**
   * Loads the index's first file (`url`), then each further part, one at a time.
   * onPart(engine, done) is called after every file; onError(url) if one fails.
   */
  function load(url, language, onPart, onError) {
    var folder = url.slice(0, url.lastIndexOf("/") + 1);
    var engine = null;
    function add(src, next) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = next;
      script.onerror = function () { if (onError) onError(src); };
      document.head.appendChild(script);
    }
    add(url, function () {
      var header = window.COOKBOOK_INDEX && window.COOKBOOK_INDEX[language];
      if (!header) { if (onError) onError(url); return; }
      engine = new Engine(header);
      var parts = header.parts.slice();
      onPart(engine, parts.length === 0);
      (function next() {
        if (!parts.length) return;
        var name = parts.shift();
        add(folder + name, function () {
          var queue = window.COOKBOOK_INDEX_PARTS || [];
          for (var i = 0; i < queue.length; i++) {
            if (queue[i].lang === language) { engine.addPart(queue[i]); queue.splice(i, 1); i--; }
          }
          onPart(engine, parts.length === 0);
          next();
        });
      })();
    });
  }

  // ---- Shared page helpers -------------------------------------------------------------

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) {
      if (k === "text") node.textContent = attrs[k];
      else if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== false) node.setAttribute(k, attrs[k] === true ? "" : attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
    return node;
  }

  function Strings(json, language) {
    this.t = JSON.parse(json || "{}");
    this.plurals = typeof Intl !== "undefined" && Intl.PluralRules ? new Intl.PluralRules(language) : null;
  }
  Strings.prototype.get = function (key, values) {
    var text = typeof this.t[key] === "string" ? this.t[key] : key;
    Object.keys(values || {}).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
    return text;
  };
  Strings.prototype.plural = function (key, n) {
    var forms = this.t[key];
    if (!forms || typeof forms === "string") return this.get(key, { n: n });
    var category = this.plurals ? this.plurals.select(n) : (n === 1 ? "one" : "other");
    return (forms[category] || forms.other || "").split("{n}").join(String(n));
  };
  Strings.prototype.duration = function (minutes) {
    var h = Math.floor(minutes / 60), m = minutes % 60;
    if (h === 0) return this.get("duration_min", { m: m });
    if (m === 0) return this.get("duration_h", { h: h });
    return this.get("duration_h_min", { h: h, m: m });
  };

  function isoDuration(minutes) {
    var h = Math.floor(minutes / 60), m = minutes % 60;
    if (h === 0) return "PT" + m + "M";
    return m === 0 ? "PT" + h + "H" : "PT" + h + "H" + m + "M";
  }

  /** A result card, the same markup as templates/card.mustache. */
  function card(engine, index, strings, rootPath, extra) {
    var rec = engine.recipes[index], header = engine.header;
    var link = el("a", { "class": "card-link", href: "recipes/" + rec[R.slug] + ".html" }, [
      rec[R.image]
        ? el("img", { "class": "card-image", src: rootPath + header.imagePrefix + rec[R.image], alt: "", width: "400", height: "300", loading: "lazy" })
        : el("span", { "class": "card-image card-placeholder", "aria-hidden": "true" }),
      el("span", { "class": "card-title", dir: "auto", text: rec[R.title] })
    ]);
    var meta = el("p", { "class": "card-meta" });
    if (rec[R.minutes] > 0) {
      meta.appendChild(el("span", { "class": "card-time" }, [
        el("span", { "class": "visually-hidden", text: strings.get("total_time_label") + " " }),
        el("time", { datetime: isoDuration(rec[R.minutes]), text: strings.duration(rec[R.minutes]) })
      ]));
    }
    if (rec[R.difficulty] >= 0) {
      meta.appendChild(el("span", { "class": "card-difficulty" }, [
        el("span", { "class": "visually-hidden", text: strings.get("difficulty_label") + " " }),
        header.difficulty[rec[R.difficulty]][1]
      ]));
    }
    return el("li", { "class": "card" }, [link, meta].concat(extra || []));
  }

  // ---- The search page -----------------------------------------------------------------

  function SearchPage(app) {
    var language = app.getAttribute("data-lang") || "en";
    var rootPath = app.getAttribute("data-root") || "";
    var strings = new Strings(app.getAttribute("data-strings"), language);
    var input = document.getElementById("search-q");
    var status = document.getElementById("search-status");
    var list = document.getElementById("search-results");
    var empty = document.getElementById("search-empty");
    var more = document.getElementById("search-more");
    var sortSelect = document.getElementById("search-sort");
    var timeSelect = document.getElementById("search-time");
    var pageSize = 24, shown = pageSize;
    var engine = null, complete = false, typing = false;
    var state = parseState(location.search, []);
    var fileName = location.pathname.replace(/^.*\//, "") || "search.html";
    var facetBoxes = {};
    app.hidden = false;
    input.value = state.q;

    function facetNode(name) { return app.querySelector('[data-facet="' + name + '"]'); }
    function legend(name) {
      var node = facetNode(name), label = node && (node.querySelector("legend") || node.querySelector("label"));
      return label ? label.textContent.trim() : name;
    }

    function commit(kind) {
      var query = stateToQuery(state);
      if (query === location.search) return;
      var url = fileName + query;
      if (kind === "type" && typing) {
        history.replaceState(null, "", url);
      } else {
        history.pushState(null, "", url);
      }
      typing = kind === "type";
    }

    function buildFacets() {
      var header = engine.header;
      ["category", "cuisine", "diet", "free", "difficulty", "tag"].forEach(function (facet) {
        var values = header[facet] || [], node = facetNode(facet);
        if (!node || !values.length) return;
        var box = node.querySelector(".facet-options");
        facetBoxes[facet] = values.map(function (value, i) {
          var id = "f-" + facet + "-" + i;
          var checkbox = el("input", { type: "checkbox", id: id, name: facet, value: value[0] });
          var count = el("span", { "class": "facet-count" });
          checkbox.addEventListener("change", function () {
            var list = state[facet], at = list.indexOf(value[0]);
            if (checkbox.checked && at < 0) list.push(value[0]);
            if (!checkbox.checked && at >= 0) list.splice(at, 1);
            shown = pageSize;
            render();
            commit("facet");
          });
          box.appendChild(el("div", { "class": "facet-option" }, [checkbox, el("label", { "for": id }, [value[1] + " ", count])]));
          return { input: checkbox, count: count, value: value[0] };
        });
        node.hidden = false;
      });
      // Maximum total time.
      var maxMinutes = 0;
      engine.recipes.forEach(function (r) { if (r && r[R.minutes] > maxMinutes) maxMinutes = r[R.minutes]; });
      timeSelect.appendChild(el("option", { value: "0", text: strings.get("search_any_time") }));
      TIME_STEPS.forEach(function (step, i) {
        if (i > 0 && TIME_STEPS[i - 1] >= maxMinutes && engine.loaded() === engine.total) return;
        timeSelect.appendChild(el("option", { value: String(step), "data-step": String(i) }));
      });
      facetNode("time").hidden = false;
      timeSelect.addEventListener("change", function () {
        state.time = parseInt(timeSelect.value, 10) || 0;
        shown = pageSize;
        render();
        commit("facet");
      });
      // Ingredients to include or leave out.
      var datalist = document.getElementById("search-ingredients");
      var seen = new Set();
      header.ingredients.forEach(function (ing) {
        if (seen.has(ing[1])) return;
        seen.add(ing[1]);
        datalist.appendChild(el("option", { value: ing[1] }));
      });
      ["with", "without"].forEach(function (kind) {
        var field = document.getElementById("search-" + kind);
        function add() {
          var name = field.value.trim();
          if (!name || state[kind].indexOf(name) >= 0) { field.value = ""; return; }
          state[kind].push(name);
          field.value = "";
          shown = pageSize;
          render();
          commit("facet");
        }
        app.querySelector('[data-add="' + kind + '"]').addEventListener("click", add);
        field.addEventListener("keydown", function (e) { if (e.key === "Enter") { e.preventDefault(); add(); } });
      });
      // Nutrient ranges.
      var nutrients = header.nutrients || [];
      if (nutrients.length) {
        var box = facetNode("nutrients").querySelector(".facet-options");
        nutrients.forEach(function (n) {
          var name = strings.get("search_nutrient_" + n[0]);
          var row = el("div", { "class": "range", "data-nutrient": n[0] }, [el("span", { "class": "range-name", text: name })]);
          [0, 1].forEach(function (end) {
            var id = "n-" + n[0] + "-" + (end ? "max" : "min");
            var field = el("input", { type: "number", id: id, min: "0", step: "any", inputmode: "decimal" });
            field.addEventListener("change", function () {
              var range = state.nutrients[n[0]] || [null, null];
              var value = field.value === "" ? null : parseFloat(field.value);
              range[end] = isNaN(value) ? null : value;
              if (range[0] === null && range[1] === null) delete state.nutrients[n[0]]; else state.nutrients[n[0]] = range;
              shown = pageSize;
              render();
              commit("facet");
            });
            row.appendChild(el("label", { "for": id }, [el("span", { "class": "visually-hidden", text: name + " " }), strings.get(end ? "search_max" : "search_min")]));
            row.appendChild(field);
          });
          box.appendChild(row);
        });
        facetNode("nutrients").hidden = false;
      }
      if (engine.nutrientIndex.calories === undefined) {
        var option = sortSelect.querySelector('option[value="calories"]');
        if (option) option.remove();
      }
      // Parse the nutrient ranges of the URL now that the keys are known.
      state = parseState(location.search, nutrients.map(function (n) { return n[0]; }));
    }

    function syncControls() {
      if (input.value !== state.q) input.value = state.q;
      Object.keys(facetBoxes).forEach(function (facet) {
        facetBoxes[facet].forEach(function (box) { box.input.checked = state[facet].indexOf(box.value) >= 0; });
      });
      timeSelect.value = String(state.time || 0);
      if (timeSelect.value !== String(state.time || 0)) {
        timeSelect.appendChild(el("option", { value: String(state.time), text: strings.get("search_time_option", { time: strings.duration(state.time) }) }));
        timeSelect.value = String(state.time);
      }
      sortSelect.value = state.sort || (words(state.q).length ? "relevance" : "name");
      (engine ? engine.header.nutrients : []).forEach(function (n) {
        var range = state.nutrients[n[0]] || [null, null];
        var min = document.getElementById("n-" + n[0] + "-min"), max = document.getElementById("n-" + n[0] + "-max");
        if (min) min.value = range[0] === null ? "" : String(range[0]);
        if (max) max.value = range[1] === null ? "" : String(range[1]);
      });
      ["with", "without"].forEach(function (kind) {
        var chips = facetNode(kind).querySelector(".chips");
        chips.textContent = "";
        state[kind].forEach(function (name) {
          var button = el("button", { type: "button", "class": "chip-remove", "aria-label": strings.get("search_remove", { name: name }), text: "×" });
          button.addEventListener("click", function () {
            var at = state[kind].indexOf(name);
            if (at >= 0) state[kind].splice(at, 1);
            shown = pageSize;
            render();
            commit("facet");
            var field = document.getElementById("search-" + kind);
            if (field) field.focus();
          });
          chips.appendChild(el("li", { "class": "chip" }, [el("span", { text: name }), " ", button]));
        });
      });
    }

    function filterLabel(filter) {
      var header = engine.header;
      function names(facet) {
        return state[facet].map(function (v) {
          var found = (header[facet] || []).filter(function (x) { return x[0] === v; })[0];
          return found ? found[1] : v;
        }).join(", ");
      }
      switch (filter) {
        case "time": return legend("time") + ": " + strings.get("search_time_option", { time: strings.duration(state.time) });
        case "with": case "without": return legend(filter) + ": " + state[filter].join(", ");
        case "nutrients": return legend("nutrients");
        default: return legend(filter) + ": " + names(filter);
      }
    }

    function clearFilter(filter) {
      if (filter === "time") state.time = 0;
      else if (filter === "nutrients") state.nutrients = {};
      else state[filter] = [];
    }

    function render() {
      if (!engine) return;
      syncControls();
      var result = engine.search(state);
      // Facet counts.
      Object.keys(facetBoxes).forEach(function (facet) {
        facetBoxes[facet].forEach(function (box, i) {
          var c = result.counts[facet][i];
          box.count.textContent = "(" + c + ")";
          box.input.parentNode.classList.toggle("facet-zero", c === 0 && !box.input.checked);
        });
      });
      Array.prototype.forEach.call(timeSelect.options, function (option) {
        var step = option.getAttribute("data-step");
        if (step === null) return;
        option.textContent = strings.get("search_time_option", { time: strings.duration(TIME_STEPS[+step]) }) + " (" + result.time[+step] + ")";
      });
      // Results.
      list.textContent = "";
      var fragment = document.createDocumentFragment();
      result.order.slice(0, shown).forEach(function (index) { fragment.appendChild(card(engine, index, strings, rootPath)); });
      list.appendChild(fragment);
      more.hidden = result.order.length <= shown;
      // Why there is nothing.
      empty.textContent = "";
      empty.hidden = result.order.length > 0 || !complete && engine.loaded() < engine.total;
      if (!empty.hidden) {
        if (!result.textMatches) {
          empty.appendChild(el("p", { text: strings.get("search_no_match", { q: state.q.trim() }) }));
        } else {
          empty.appendChild(el("p", { text: strings.get("search_no_match_filters") }));
          var items = el("ul", { "class": "empty-reasons" });
          result.reasons.forEach(function (reason) {
            var label = filterLabel(reason.filter);
            var button = el("button", { type: "button", text: strings.get("search_remove", { name: label }) });
            button.addEventListener("click", function () {
              clearFilter(reason.filter);
              shown = pageSize;
              render();
              commit("facet");
              input.focus();
            });
            items.appendChild(el("li", { "data-filter": reason.filter }, [
              strings.get("search_without_filter", { filter: label, count: strings.plural("recipe_count", reason.count) }) + " ", button
            ]));
          });
          empty.appendChild(items);
        }
        result.unknownIngredients.forEach(function (name) {
          empty.appendChild(el("p", { text: strings.get("search_unknown_ingredient", { name: name }) }));
        });
      }
      var text = strings.plural("search_results", result.order.length);
      if (!complete) text += " " + strings.get("search_partial", { n: engine.loaded(), total: engine.total });
      status.textContent = text;
      app.setAttribute("data-results", String(result.order.length));
      app.setAttribute("data-complete", complete ? "true" : "false");
      return result;
    }

    input.addEventListener("input", function () {
      state.q = input.value;
      shown = pageSize;
      render();
      commit("type");
    });
    input.addEventListener("blur", function () { typing = false; });
    document.getElementById("search-form").addEventListener("submit", function (e) {
      e.preventDefault();
      typing = false;
      state.q = input.value;
      render();
      commit("facet");
    });
    sortSelect.addEventListener("change", function () {
      state.sort = sortSelect.value === (words(state.q).length ? "relevance" : "name") ? "" : sortSelect.value;
      render();
      commit("facet");
    });
    more.addEventListener("click", function () {
      var first = shown;
      shown += pageSize;
      render();
      var next = list.children[first];
      if (next) { var a = next.querySelector("a"); if (a) a.focus(); }
    });
    document.getElementById("search-clear").addEventListener("click", function () {
      var q = state.q, sort = state.sort;
      state = emptyState();
      state.q = q;
      state.sort = sort;
      shown = pageSize;
      render();
      commit("facet");
    });
    window.addEventListener("popstate", function () {
      typing = false;
      state = parseState(location.search, engine ? engine.header.nutrients.map(function (n) { return n[0]; }) : []);
      shown = pageSize;
      if (engine) render(); else input.value = state.q;
    });

    // Timings for scripts/bench-search, in ms since the page started loading.
    var timing = root.CookbookSearchTiming = { files: 0 };
    load(app.getAttribute("data-index"), language, function (loaded, done) {
      var first = !engine;
      engine = loaded;
      complete = done;
      timing.files++;
      if (first) buildFacets();
      var result = render();
      if (timing.firstResults === undefined && (result.order.length > 0 || done)) {
        timing.firstResults = performance.now();
        timing.filesBeforeFirstResults = timing.files;
        timing.results = result.order.length;
      }
      if (done) timing.complete = performance.now();
    }, function () {
      status.textContent = "⚠ " + app.getAttribute("data-index");
    });

    root.CookbookSearchPage = { render: function () { return render(); }, state: function () { return state; } };
  }

  var api = {
    fold: fold, words: words, stem: stem, ingredientKey: ingredientKey, covers: covers, within1: within1,
    Engine: Engine, load: load, parseState: parseState, stateToQuery: stateToQuery, emptyState: emptyState,
    Strings: Strings, card: card, el: el, isoDuration: isoDuration, RECORD: R, TIME_STEPS: TIME_STEPS
  };
  root.CookbookSearch = api;
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  if (typeof document !== "undefined") {
    var app = document.getElementById("search-app");
    if (app) SearchPage(app);
  }
})(typeof window !== "undefined" ? window : typeof globalThis !== "undefined" ? globalThis : this);
