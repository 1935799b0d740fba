/*
 * pantry.js: "What can I cook" (pantry.html) and, on recipe pages, the marks on the
 * ingredients the reader's pantry lacks.
 *
 * The reader has one pantry for every language of the cookbook, remembered in
 * localStorage under the key in data-storage ("cookbook-pantry:<site>") as a JSON list
 * of entries: "f:<food>" for an ingredient the build knows as a food of the ingredient
 * dictionary (the same in English, Russian and Kazakh: "f:onion" is onion, лук and
 * пияз), else "k:<language>:<key>" (IngredientKey.make: "k:ru:морков"). A ticked entry
 * covers every ingredient of the same food, and every ingredient whose key has all the
 * words of its key ("onion" covers "red onion"). Pantry staples (salt, water, oil...:
 * site.yaml `pantry_staples`) never count as missing. A pantry kept per language by
 * earlier versions ("cookbook-pantry:<site>:<language>", a list of keys) is merged in.
 *
 * pantry.html also loads search/text.js and search-engine.js (for the index loader and
 * folding). Works from file://: no fetch, no modules.
 */
(function () {
  "use strict";

  function readPantry(key) {
    try {
      var list = JSON.parse(window.localStorage.getItem(key) || "[]");
      return Array.isArray(list) ? list.filter(function (x) { return typeof x === "string" && x; }) : [];
    } catch (e) { return []; }
  }

  function writePantry(key, list) {
    try { window.localStorage.setItem(key, JSON.stringify(list)); } catch (e) { /* private mode: not remembered */ }
  }

  /** The pantry, with the list an earlier version kept for this language merged in once. */
  function loadPantry(key, language) {
    var list = readPantry(key), old = key + ":" + language, before = readPantry(old);
    if (before.length) {
      before.forEach(function (k) { var entry = "k:" + language + ":" + k; if (list.indexOf(entry) < 0) list.push(entry); });
      list.sort();
      writePantry(key, list);
      try { window.localStorage.removeItem(old); } catch (e) { /* nothing to remove */ }
    }
    return list;
  }

  function entryOf(key, food, language) { return food ? "f:" + food : "k:" + language + ":" + key; }

  /** The keys in this language the pantry's entries stand for: "k:<language>:" keys, and
   * the keys of this language's ingredients of each ticked food (`foodKeys`: food -> keys). */
  function pantryKeys(pantry, language, foodKeys) {
    var keys = [], prefix = "k:" + language + ":";
    pantry.forEach(function (entry) {
      if (entry.lastIndexOf(prefix, 0) === 0) keys.push(entry.slice(prefix.length));
      else if (entry.lastIndexOf("f:", 0) === 0 && foodKeys && foodKeys[entry.slice(2)]) keys.push.apply(keys, foodKeys[entry.slice(2)]);
    });
    return keys;
  }

  /** An ingredient (its key and food) is at hand: its food is ticked, or a key covers it. */
  function atHand(pantry, keys, key, food) {
    return (food && pantry.indexOf("f:" + food) >= 0) || coveredBy(keys, key);
  }

  function covers(general, specific) {
    if (!general) return false;
    var have = specific.split(" "), need = general.split(" ");
    for (var i = 0; i < need.length; i++) if (have.indexOf(need[i]) < 0) return false;
    return true;
  }

  function coveredBy(pantry, key) {
    for (var i = 0; i < pantry.length; i++) if (covers(pantry[i], key)) return true;
    return false;
  }

  // ---- A recipe page: mark what is missing ---------------------------------------------

  function markRecipe(marks) {
    var language = marks.getAttribute("data-lang") || document.documentElement.lang;
    var pantry = loadPantry(marks.getAttribute("data-storage"), language);
    if (!pantry.length) return;
    var keys = marks.getAttribute("data-keys").split("|");
    var foods = (marks.getAttribute("data-foods") || "").split("|");
    var lines = document.querySelectorAll(".recipe .ingredient-list > li");
    if (lines.length !== keys.length) return;
    var label = marks.getAttribute("data-label");
    // This recipe's own foods stand for their keys here (the index is not loaded).
    var foodKeys = {};
    keys.forEach(function (key, i) { if (foods[i]) (foodKeys[foods[i]] = foodKeys[foods[i]] || []).push(key); });
    var ticked = pantryKeys(pantry, language, foodKeys);
    for (var i = 0; i < lines.length; i++) {
      if (!keys[i] || atHand(pantry, ticked, keys[i], foods[i])) continue;
      lines[i].classList.add("pantry-missing");
      var flag = document.createElement("span");
      flag.className = "pantry-flag";
      flag.textContent = label;
      lines[i].appendChild(document.createTextNode(" "));
      lines[i].appendChild(flag);
    }
  }

  // ---- pantry.html -------------------------------------------------------------------

  function PantryPage(app) {
    var S = window.CookbookSearch;
    if (!S) return;
    var language = app.getAttribute("data-lang") || "en";
    var rootPath = app.getAttribute("data-root") || "";
    var storage = app.getAttribute("data-storage");
    var strings = new S.Strings(app.getAttribute("data-strings"), language);
    var listBox = document.getElementById("pantry-list");
    var filter = document.getElementById("pantry-filter");
    var count = document.getElementById("pantry-count");
    var status = document.getElementById("pantry-status");
    var results = document.getElementById("pantry-results");
    var more = document.getElementById("pantry-more");
    var pageSize = 24, shown = pageSize;
    var engine = null, complete = false, boxes = [];
    var pantry = loadPantry(storage, language);
    var R = S.RECORD;
    var foodKeys = {};
    app.hidden = false;

    function buildList() {
      var ingredients = engine.header.ingredients;
      var items = [];
      ingredients.forEach(function (ing, i) {
        if (ing[4]) (foodKeys[ing[4]] = foodKeys[ing[4]] || []).push(ing[0]);
        if (!ing[2]) items.push({ index: i, key: ing[0], name: ing[1], aisle: ing[3] || "", food: ing[4] || "", entry: entryOf(ing[0], ing[4], language), folded: S.fold(ing[1]) });
      });
      // Keys of a language's ingredients that are foods become the food (a pantry of
      // an earlier version, or ticked before the build knew the food).
      var changed = false;
      items.forEach(function (item) {
        var at = pantry.indexOf("k:" + language + ":" + item.key);
        if (!item.food || at < 0) return;
        pantry.splice(at, 1);
        if (pantry.indexOf(item.entry) < 0) pantry.push(item.entry);
        changed = true;
      });
      if (changed) { pantry.sort(); writePantry(storage, pantry); }
      var collator = new Intl.Collator(language);
      var byAisle = items.some(function (item) { return item.aisle; });
      // Aisles in shop order (the index's "aisles"), others after them A to Z.
      var order = engine.header.aisles || [];
      function rankOf(aisle) { var i = order.indexOf(aisle); return i < 0 ? order.length : i; }
      items.sort(function (a, b) {
        if (byAisle && a.aisle !== b.aisle) {
          if (!a.aisle) return 1;
          if (!b.aisle) return -1;
          return (rankOf(a.aisle) - rankOf(b.aisle)) || collator.compare(a.aisle, b.aisle);
        }
        return collator.compare(a.name, b.name) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
      });
      var groups = [], current = null;
      items.forEach(function (item) {
        var title = byAisle ? (item.aisle || strings.get("pantry_other")) : item.name.charAt(0).toLocaleUpperCase(language);
        if (!current || current.title !== title) groups.push(current = { title: title, items: [] });
        current.items.push(item);
      });
      listBox.textContent = "";
      groups.forEach(function (group, g) {
        var id = "pantry-group-" + g;
        var ul = S.el("ul", { "class": "pantry-items", "aria-labelledby": id });
        group.items.forEach(function (item) {
          var inputId = "pantry-" + item.index;
          var checkbox = S.el("input", { type: "checkbox", id: inputId, value: item.entry });
          checkbox.checked = pantry.indexOf(item.entry) >= 0;
          checkbox.addEventListener("change", function () {
            var at = pantry.indexOf(item.entry);
            if (checkbox.checked && at < 0) pantry.push(item.entry);
            if (!checkbox.checked && at >= 0) pantry.splice(at, 1);
            // Another name of the same food follows.
            boxes.forEach(function (box) { if (box.item.entry === item.entry) box.input.checked = checkbox.checked; });
            pantry.sort();
            writePantry(storage, pantry);
            shown = pageSize;
            render();
          });
          var li = S.el("li", {}, [checkbox, S.el("label", { "for": inputId, text: item.name })]);
          ul.appendChild(li);
          boxes.push({ item: item, li: li, input: checkbox });
        });
        var section = S.el("div", { "class": "pantry-group" }, [S.el("h3", { id: id, text: group.title }), ul]);
        listBox.appendChild(section);
        group.node = section;
      });
      listBox.groups = groups;
    }

    function applyFilter() {
      var q = S.fold(filter.value.trim());
      var visible = 0;
      boxes.forEach(function (box) {
        var show = !q || box.item.folded.indexOf(q) >= 0;
        box.li.hidden = !show;
        if (show) visible++;
      });
      (listBox.groups || []).forEach(function (group) {
        group.node.hidden = !!q && group.items.every(function (item) { return item.folded.indexOf(q) < 0; });
      });
      var note = document.getElementById("pantry-filter-empty");
      if (!visible && q) {
        if (!note) {
          note = S.el("p", { id: "pantry-filter-empty" });
          listBox.parentNode.insertBefore(note, listBox);
        }
        note.textContent = strings.get("pantry_no_filter_match", { q: filter.value.trim() });
      } else if (note) {
        note.remove();
      }
    }

    /** Recipes by fewest missing ingredients, then most of the reader's used, then title. */
    function rank() {
      var keys = engine.ingredientKeys, ingredients = engine.header.ingredients;
      var have = new Uint8Array(keys.length), ticked = pantryKeys(pantry, language, foodKeys);
      for (var i = 0; i < keys.length; i++) have[i] = atHand(pantry, ticked, keys[i], ingredients[i][4]) ? 1 : 0;
      var ranked = [];
      engine.recipes.forEach(function (rec, index) {
        if (!rec) return;
        var missing = [], used = 0;
        rec[R.ingredients].forEach(function (i) {
          if (ingredients[i][2]) return;
          if (have[i]) used++; else missing.push(i);
        });
        if (used > 0) ranked.push({ index: index, missing: missing, used: used });
      });
      ranked.sort(function (a, b) { return a.missing.length - b.missing.length || b.used - a.used || a.index - b.index; });
      return ranked;
    }

    function render() {
      if (!engine) return;
      app.setAttribute("data-complete", complete ? "true" : "false");
      var ticked = {};
      boxes.forEach(function (box) { if (box.input.checked) ticked[box.item.entry] = true; });
      var tickedCount = Object.keys(ticked).length;
      count.textContent = strings.plural("pantry_ticked", tickedCount);
      results.textContent = "";
      more.hidden = true;
      if (!tickedCount) {
        status.textContent = strings.get("pantry_empty");
        app.setAttribute("data-results", "0");
        return;
      }
      var ranked = rank(), ingredients = engine.header.ingredients;
      var fragment = document.createDocumentFragment();
      ranked.slice(0, shown).forEach(function (entry) {
        var missingText = entry.missing.length
          ? strings.get("pantry_missing", { list: entry.missing.map(function (i) { return ingredients[i][1]; }).join(", ") })
          : strings.get("pantry_have_all");
        var extra = [
          S.el("p", { "class": "pantry-missing-list" + (entry.missing.length ? "" : " pantry-complete"), text: missingText }),
          S.el("p", { "class": "pantry-uses", text: strings.plural("pantry_uses", entry.used) })
        ];
        var item = S.card(engine, entry.index, strings, rootPath, extra);
        item.setAttribute("data-missing", String(entry.missing.length));
        item.setAttribute("data-used", String(entry.used));
        fragment.appendChild(item);
      });
      results.appendChild(fragment);
      more.hidden = ranked.length <= shown;
      var text = ranked.length ? strings.plural("search_results", ranked.length) : strings.get("pantry_none");
      if (!complete) text += " " + strings.get("search_partial", { n: engine.loaded(), total: engine.total });
      status.textContent = text;
      app.setAttribute("data-results", String(ranked.length));
    }

    filter.addEventListener("input", applyFilter);
    document.getElementById("pantry-clear").addEventListener("click", function () {
      pantry = [];
      writePantry(storage, pantry);
      boxes.forEach(function (box) { box.input.checked = false; });
      shown = pageSize;
      render();
    });
    more.addEventListener("click", function () {
      var first = shown;
      shown += pageSize;
      render();
      var next = results.children[first];
      if (next) { var a = next.querySelector("a"); if (a) a.focus(); }
    });

    S.load(app.getAttribute("data-index"), language, function (loaded, done) {
      var first = !engine;
      engine = loaded;
      complete = done;
      if (first) { buildList(); applyFilter(); }
      render();
    }, function (src) { status.textContent = "⚠ " + src; });
  }

  var marks = document.getElementById("pantry-marks");
  if (marks) markRecipe(marks);
  var app = document.getElementById("pantry-app");
  if (app) PantryPage(app);
})();
