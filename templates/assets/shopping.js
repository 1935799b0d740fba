/*
 * shopping.js: the shopping list (shopping.html), docs/kitchen.md.
 *
 * CookbookShopping.merge(recipes, options) turns the recipes on the list (each with its
 * ingredient lines, as the build wrote them, and the servings chosen) into items: one
 * per food, amounts of the same dimension added exactly after conversion (250 g + 0.5 kg
 * = 750 g; cups and spoons in ml, shown in the reader's unit system), amounts that cannot
 * be added (3 onions and 200 g of onion) kept side by side. Each item knows its recipes,
 * its shop aisle, and whether it is a pantry staple. The numbers go through
 * CookbookQuantities (quantities.js), the same rules as the recipe page.
 *
 * The page: items by aisle in shop order, what the reader has (staples, ticked in "What
 * can I cook") apart and collapsed; tick, add by hand, remove a recipe, clear, copy as
 * text, share, print. Needs kitchen.js and quantities.js. Classic script, no fetch.
 */
(function (root) {
  "use strict";
  var Q = root.CookbookQuantities;
  if (!Q) return;
  var R = Q.Rational;

  var WEIGHED = { mass: "g", volume: "ml" };

  function covers(general, specific) {
    if (!general || !specific) return false;
    var have = specific.split(" "), need = general.split(" ");
    for (var i = 0; i < need.length; i++) if (have.indexOf(need[i]) < 0) return false;
    return true;
  }

  /**
   * recipes: [{id, title, servings, base, lines: [{t, n, k, a?, s?, pk?, q?: [low, high, unit], p?}]}]
   * options: {system: "original" | "metric" | "us", language, pantry: [keys], aisles: [aisle ids in shop order]}
   * -> [{key, name, aisle, staple, have, recipes: [title], amounts: [text], loose}]
   */
  function merge(recipes, options) {
    var o = options || {}, byKey = {}, order = [];
    (recipes || []).forEach(function (recipe) {
      var scale;
      try { scale = R.make(Math.max(1, recipe.servings | 0), Math.max(1, recipe.base | 0)); } catch (e) { scale = R.make(1); }
      (recipe.lines || []).forEach(function (line) {
        if (!line || typeof line.k !== "string") return;
        var item = byKey[line.k];
        if (!item) {
          item = byKey[line.k] = { key: line.k, name: String(line.n || line.t || ""), aisle: line.a || "other", staple: !!line.s,
                                   pk: line.pk || "", recipes: [], buckets: {}, bucketOrder: [], loose: false };
          order.push(line.k);
        }
        if (item.recipes.indexOf(recipe.title) < 0) item.recipes.push(recipe.title);
        if (!add(item, line, scale)) item.loose = true;
      });
    });
    var aisles = o.aisles || [];
    var items = order.map(function (key) {
      var item = byKey[key];
      return { key: key, name: item.name, aisle: item.aisle, staple: item.staple, pk: item.pk,
               have: item.staple || (o.pantry || []).some(function (p) { return covers(p, item.pk); }),
               recipes: item.recipes, amounts: item.bucketOrder.map(function (b) { return show(item.buckets[b], o); }).filter(Boolean),
               loose: item.loose };
    });
    items.sort(function (a, b) {
      var x = aisles.indexOf(a.aisle), y = aisles.indexOf(b.aisle);
      if (x < 0) x = aisles.length;
      if (y < 0) y = aisles.length;
      return x !== y ? x - y : a.name.localeCompare(b.name, o.language || undefined);
    });
    return items;
  }

  /** Adds one line's amount to its item's bucket of the same dimension; false when it has none. */
  function add(item, line, scale) {
    if (!Array.isArray(line.q)) return false;
    try {
      var low = R.parse(line.q[0]), high = R.parse(line.q[1] || line.q[0]), id = line.q[2] || "";
      var unit = id && Q.units.hasOwnProperty(id) ? Q.units[id] : null;
      if (id && !unit) return false;
      if (unit && (unit.dimension === "temperature" || unit.dimension === "length")) return false;
      if (!line.p) { low = R.mul(low, scale); high = R.mul(high, scale); }
      var bucketKey, system = unit ? unit.system : "";
      if (unit && WEIGHED[unit.dimension]) {
        bucketKey = unit.dimension;
        low = R.mul(low, unit.factor);
        high = R.mul(high, unit.factor);
        id = WEIGHED[unit.dimension];
      } else bucketKey = "count:" + id;
      var bucket = item.buckets[bucketKey];
      if (!bucket) {
        bucket = item.buckets[bucketKey] = { low: R.make(0), high: R.make(0), unit: id, systems: {} };
        item.bucketOrder.push(bucketKey);
      }
      bucket.low = R.add(bucket.low, low);
      bucket.high = R.add(bucket.high, high);
      bucket.systems[system] = true;
      return true;
    } catch (e) { return false; }
  }

  function show(bucket, o) {
    var system = o.system || "original";
    if (system === "original" && (bucket.unit === "g" || bucket.unit === "ml")) {
      // As written: US measures stay US when every line was US, else metric.
      var systems = Object.keys(bucket.systems);
      system = systems.length === 1 && systems[0] === "us" ? "us" : "metric";
    }
    return Q.format({ low: bucket.low, high: bucket.high, unit: bucket.unit || null },
                    { system: system, language: o.language || "en", countable: true });
  }

  /** The list as plain text for a message: aisles, then items ("Onion: 3, 200 g"). */
  function text(items, manual, strings) {
    var s = strings, out = [s.title], current = null;
    items.filter(function (i) { return !i.have && !i.checked; }).forEach(function (item) {
      if (item.aisle !== current) { current = item.aisle; out.push("", s.aisle(item.aisle)); }
      out.push("- " + capital(item.name) + (item.amounts.length ? ": " + item.amounts.join(", ") : ""));
    });
    var hand = (manual || []).filter(function (m) { return !m.done; });
    if (hand.length) {
      out.push("", s.byHand);
      hand.forEach(function (m) { out.push("- " + m.text); });
    }
    return out.join("\n") + "\n";
  }

  function capital(s) { return s ? s.charAt(0).toLocaleUpperCase() + s.slice(1) : s; }

  var api = { merge: merge, text: text, covers: covers, capital: capital };
  root.CookbookShopping = api;
  if (typeof module !== "undefined" && module.exports) module.exports = api;

  // ---- shopping.html -------------------------------------------------------------------

  var app = typeof document !== "undefined" ? document.getElementById("shopping-app") : null;
  var C = root.CookbookKitchen;
  if (!app || !C) return;
  var K = C.config, t = C.t;
  app.hidden = false;
  var listBox = document.getElementById("shopping-list"), recipesBox = document.getElementById("shopping-recipes");
  var status = document.getElementById("shopping-status");

  function pantry() {
    try {
      var list = JSON.parse(window.localStorage.getItem("cookbook-pantry:" + K.site + ":" + K.lang) || "[]");
      return Array.isArray(list) ? list.filter(function (x) { return typeof x === "string"; }) : [];
    } catch (e) { return []; }
  }
  function units() {
    try { return window.localStorage.getItem("cookbook.units") || "original"; } catch (e) { return "original"; }
  }
  function aisleName(aisle) { return K.t["aisle_" + aisle] || K.t.aisle_other || aisle; }

  function currentItems(state) {
    var items = merge(state.recipes, { system: units(), language: K.lang, pantry: pantry(), aisles: K.aisles });
    items.forEach(function (item) { item.checked = !!state.checked[item.key]; });
    return items;
  }

  function element(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }

  var counter = 0;
  function itemRow(item, onToggle, extra) {
    var li = element("li", "shopping-item" + (item.checked ? " done" : "") + (item.have ? " have" : ""));
    li.setAttribute("data-key", item.key);
    var id = "shop-item-" + (++counter);
    var box = element("input");
    box.type = "checkbox";
    box.id = id;
    box.checked = !!item.checked;
    box.addEventListener("change", function () { onToggle(box.checked); });
    var label = element("label");
    label.htmlFor = id;
    label.appendChild(element("span", "item-name", capital(item.name)));
    if (item.amounts && item.amounts.length) {
      label.appendChild(document.createTextNode(" "));
      label.appendChild(element("span", "item-amount", item.amounts.join(" + ")));
    }
    li.appendChild(box);
    li.appendChild(label);
    if (item.have) li.appendChild(element("span", "item-have", " · " + t("kitchen_have_this")));
    if (item.recipes && item.recipes.length) li.appendChild(element("span", "item-from", t("kitchen_for", { list: item.recipes.join(", ") })));
    if (extra) li.appendChild(extra);
    return li;
  }

  function render() {
    var state = C.shopping();
    counter = 0;
    var items = currentItems(state);
    listBox.textContent = "";
    var toBuy = items.filter(function (i) { return !i.have; }), have = items.filter(function (i) { return i.have; });
    if (!items.length && !state.manual.length) {
      listBox.appendChild(element("p", "shopping-empty", t("kitchen_list_empty")));
    } else {
      var left = toBuy.filter(function (i) { return !i.checked; }).length + state.manual.filter(function (m) { return !m.done; }).length;
      listBox.appendChild(element("p", "shopping-count", C.plural("kitchen_to_buy", left)));
    }
    var current = null, ul = null;
    toBuy.forEach(function (item) {
      if (item.aisle !== current) {
        current = item.aisle;
        var section = element("section", "shopping-aisle");
        var id = "aisle-" + item.aisle;
        var h = element("h2", null, aisleName(item.aisle));
        h.id = id;
        section.setAttribute("aria-labelledby", id);
        ul = element("ul", "shopping-items");
        section.appendChild(h);
        section.appendChild(ul);
        listBox.appendChild(section);
      }
      ul.appendChild(itemRow(item, function (on) { toggle(item.key, on); }));
    });
    if (state.manual.length) {
      var section = element("section", "shopping-aisle");
      var h = element("h2", null, capital(t("kitchen_by_hand")));
      h.id = "aisle-by-hand";
      section.setAttribute("aria-labelledby", h.id);
      var hand = element("ul", "shopping-items");
      state.manual.forEach(function (m) {
        var remove = element("button", "item-remove no-print", "×");
        remove.type = "button";
        remove.setAttribute("aria-label", t("kitchen_remove_named", { name: m.text }));
        remove.addEventListener("click", function () {
          var s = C.shopping();
          s.manual = s.manual.filter(function (x) { return x.id !== m.id; });
          C.write("shopping", s);
          render();
          document.getElementById("shopping-add-text").focus();
        });
        hand.appendChild(itemRow({ key: "manual:" + m.id, name: m.text, checked: m.done }, function (on) {
          var s = C.shopping();
          s.manual.forEach(function (x) { if (x.id === m.id) x.done = on; });
          C.write("shopping", s);
          render();
          refocus("manual:" + m.id);
        }, remove));
      });
      section.appendChild(h);
      section.appendChild(hand);
      listBox.appendChild(section);
    }
    if (have.length) {
      var details = element("details", "shopping-have");
      details.appendChild(element("summary", null, C.plural("kitchen_have_these", have.length)));
      var haveList = element("ul", "shopping-items");
      have.forEach(function (item) { haveList.appendChild(itemRow(item, function (on) { toggle(item.key, on); })); });
      details.appendChild(haveList);
      listBox.appendChild(details);
    }
    recipesBox.textContent = "";
    state.recipes.forEach(function (r) {
      var li = element("li");
      var a = element("a", null, r.title);
      a.href = C.root + r.path;
      li.appendChild(a);
      li.appendChild(document.createTextNode(" · " + C.plural("kitchen_servings", r.servings) + " "));
      var remove = element("button", "recipe-remove", "×");
      remove.type = "button";
      remove.setAttribute("aria-label", t("kitchen_remove_named", { name: r.title }));
      remove.addEventListener("click", function () {
        var s = C.shopping();
        s.recipes = s.recipes.filter(function (x) { return x.id !== r.id; });
        C.write("shopping", s);
        render();
        status.textContent = "";
        (recipesBox.querySelector("button") || document.getElementById("shopping-add-text")).focus();
      });
      li.appendChild(remove);
      recipesBox.appendChild(li);
    });
    recipesBox.parentNode.hidden = !state.recipes.length;
  }

  function refocus(key) {
    var row = listBox.querySelector('[data-key="' + key.replace(/["\\]/g, "") + '"] input');
    if (row) row.focus();
  }

  function toggle(key, on) {
    var s = C.shopping();
    if (on) s.checked[key] = 1; else delete s.checked[key];
    C.write("shopping", s);
    render();
    refocus(key);
  }

  function plainText() {
    var s = C.shopping();
    return text(currentItems(s), s.manual, { title: t("kitchen_shopping_text_title"), aisle: aisleName, byHand: capital(t("kitchen_by_hand")) });
  }

  document.getElementById("shopping-add").addEventListener("submit", function (event) {
    event.preventDefault();
    var input = document.getElementById("shopping-add-text"), value = input.value.trim();
    if (!value) return;
    var s = C.shopping();
    s.manual.push({ id: C.newId(), text: value.slice(0, 200), done: false });
    C.write("shopping", s);
    input.value = "";
    render();
    input.focus();
  });
  document.getElementById("shopping-clear").addEventListener("click", function () {
    if (window.confirm && !window.confirm(t("kitchen_confirm_clear"))) return;
    C.write("shopping", { v: 1, recipes: [], checked: {}, manual: [] });
    render();
    status.textContent = t("kitchen_cleared");
  });
  document.getElementById("shopping-copy").addEventListener("click", function () { C.copy(plainText(), status); });
  document.getElementById("shopping-share").addEventListener("click", function () {
    C.share({ title: t("kitchen_shopping_text_title"), text: plainText() }, status);
  });
  document.getElementById("shopping-print").addEventListener("click", function () { window.print(); });
  window.addEventListener("storage", render);
  api.render = render;
  api.plainText = plainText;
  if (!C.storageWorks()) C.warnIfNotKept(status);
  render();
})(typeof window !== "undefined" ? window : globalThis);
