/*
 * kitchen.js: what every page shares for the shopping list, saved recipes, the week
 * plan and cook mode (docs/kitchen.md). Loaded on every page after
 * kitchen/strings-<lang>.js, which sets window.COOKBOOK_KITCHEN = {site, lang, prefix,
 * aisles, nutrients: the keys of each recipe's per-serving values, t: interface strings}.
 *
 * It defines window.CookbookKitchen (strings with plurals, the state in localStorage,
 * copy and share) and does the small things of ordinary pages: the hearts on recipe
 * cards, and on a recipe page the tool bar (save, add to the shopping list, add to the
 * plan, share) and "recently viewed". A classic script: no modules, no fetch, no
 * workers; nothing leaves the browser.
 *
 * State, one localStorage entry each, per cookbook (`site` is the slug of its title):
 *   cookbook-shopping:<site>  {v, recipes: [{id, slug, lang, title, path, servings, base, source, lines}],
 *                              checked: {itemKey: 1}, manual: [{id, text, done}]}
 *   cookbook-saved:<site>     {v, favourites: [slug], info: {slug: {title, path, image}},
 *                              collections: [{name, slugs}], recent: [slug]}
 *   cookbook-plan:<site>      {v, entries: [{id, slug, lang, title, path, day, meal, servings, base, per, lines}]}
 */
(function () {
  "use strict";
  var K = window.COOKBOOK_KITCHEN;
  if (!K) return;
  var script = document.currentScript;
  var src = script ? script.getAttribute("src") || "" : "";
  /** From this page to the site root ("", "../", "../../"). */
  var root = src.replace(/assets\/kitchen\.js(\?.*)?$/, "");

  // ---- Strings ------------------------------------------------------------------------

  function fill(text, values) {
    return String(text).replace(/\{(\w+)\}/g, function (all, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : all;
    });
  }

  /** CLDR plural category of a whole number: Russian one/few/many, others one/other. */
  function category(n, language) {
    n = Math.abs(Math.floor(n));
    if (language === "ru") {
      if (n % 10 === 1 && n % 100 !== 11) return "one";
      if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)) return "few";
      return "many";
    }
    return n === 1 ? "one" : "other";
  }

  function t(key, values) {
    var s = K.t[key];
    if (s && typeof s === "object" && !Array.isArray(s)) s = s.other;
    return fill(typeof s === "string" ? s : key, values);
  }

  function plural(key, n, values) {
    var forms = K.t[key], v = { n: n };
    for (var name in values || {}) v[name] = values[name];
    if (!forms || typeof forms !== "object") return fill(forms || key, v);
    return fill(forms[category(n, K.lang)] || forms.other || key, v);
  }

  function list(key) { return Array.isArray(K.t[key]) ? K.t[key] : []; }

  // ---- State --------------------------------------------------------------------------

  function storageKey(what) { return "cookbook-" + what + ":" + K.site; }

  function read(what, fallback) {
    try {
      var value = JSON.parse(window.localStorage.getItem(storageKey(what)) || "null");
      return value && typeof value === "object" && !Array.isArray(value) ? value : fallback;
    } catch (e) { return fallback; }
  }

  /** Saves; false when the browser refuses (private mode, full, file:// in some browsers). */
  function write(what, value) {
    try { window.localStorage.setItem(storageKey(what), JSON.stringify(value)); return true; } catch (e) {
      window.CookbookKitchen.storageOff = true;
      return false;
    }
  }

  /** Can this page keep anything? (Not in some browsers for pages opened from disk.) */
  function storageWorks() {
    try {
      var key = "cookbook-test:" + K.site;
      window.localStorage.setItem(key, "1");
      window.localStorage.removeItem(key);
      return true;
    } catch (e) { return false; }
  }

  /** Says in `status` that nothing is kept, when that is so. */
  function warnIfNotKept(status) {
    if (status && (window.CookbookKitchen.storageOff || !storageWorks())) {
      status.appendChild(document.createTextNode(" " + t("kitchen_storage_off")));
    }
  }

  function arrayOf(x) { return Array.isArray(x) ? x : []; }

  function shopping() {
    var s = read("shopping", {});
    return { v: 1, recipes: arrayOf(s.recipes), checked: s.checked && typeof s.checked === "object" ? s.checked : {}, manual: arrayOf(s.manual) };
  }
  function saved() {
    var s = read("saved", {});
    return { v: 1, favourites: arrayOf(s.favourites), info: s.info && typeof s.info === "object" ? s.info : {},
             collections: arrayOf(s.collections), recent: arrayOf(s.recent) };
  }
  function plan() {
    var s = read("plan", {});
    return { v: 1, entries: arrayOf(s.entries) };
  }

  function newId() { return Date.now().toString(36) + Math.random().toString(36).slice(2, 7); }

  /** Puts a recipe on the shopping list at `servings` (replacing the same recipe from the same source). */
  function addToList(recipe, servings, source) {
    var state = shopping();
    source = source || "page";
    state.recipes = state.recipes.filter(function (r) { return !(r.slug === recipe.slug && r.lang === recipe.lang && (r.source || "page") === source); });
    state.recipes.push({ id: newId(), slug: recipe.slug, lang: recipe.lang, title: recipe.title, path: recipe.path,
                         servings: servings, base: recipe.base || 1, source: source, lines: recipe.lines || [] });
    write("shopping", state);
    return state;
  }

  function remember(recipe) {
    var s = saved();
    s.info[recipe.slug] = { title: recipe.title, path: recipe.path, image: recipe.image || "" };
    return s;
  }

  function isFavourite(slug) { return saved().favourites.indexOf(slug) >= 0; }

  function toggleFavourite(recipe) {
    var s = remember(recipe), at = s.favourites.indexOf(recipe.slug);
    if (at >= 0) s.favourites.splice(at, 1); else s.favourites.unshift(recipe.slug);
    write("saved", s);
    return at < 0;
  }

  function recordView(recipe) {
    var s = remember(recipe);
    s.recent = [recipe.slug].concat(s.recent.filter(function (x) { return x !== recipe.slug; })).slice(0, 12);
    write("saved", s);
  }

  function addToPlan(recipe, day, meal, servings) {
    var p = plan();
    p.entries.push({ id: newId(), slug: recipe.slug, lang: recipe.lang, title: recipe.title, path: recipe.path,
                     day: day, meal: meal, servings: servings, base: recipe.base || 1, per: recipe.per || null, lines: recipe.lines || [] });
    write("plan", p);
    return p;
  }

  // ---- Everything at once: export and import -------------------------------------------

  function pantryKeys() {
    var prefix = "cookbook-pantry:" + K.site + ":", keys = [];
    try {
      for (var i = 0; i < window.localStorage.length; i++) {
        var key = window.localStorage.key(i);
        if (key && key.indexOf(prefix) === 0) keys.push(key);
      }
    } catch (e) { /* no storage */ }
    return keys.sort();
  }

  function exportAll() {
    var pantry = {};
    pantryKeys().forEach(function (key) {
      try { pantry[key.slice(key.lastIndexOf(":") + 1)] = JSON.parse(window.localStorage.getItem(key) || "[]"); } catch (e) { /* skip */ }
    });
    var units = null;
    try { units = window.localStorage.getItem("cookbook.units"); } catch (e) { /* none */ }
    return { format: "cookbook-backup", v: 1, site: K.site, shopping: shopping(), saved: saved(), plan: plan(), pantry: pantry, units: units };
  }

  /** Replaces the state with a backup; false (and nothing changed) when it is not one. */
  function importAll(data) {
    if (!data || data.format !== "cookbook-backup" || typeof data.v !== "number") return false;
    if (data.shopping && typeof data.shopping === "object") write("shopping", data.shopping);
    if (data.saved && typeof data.saved === "object") write("saved", data.saved);
    if (data.plan && typeof data.plan === "object") write("plan", data.plan);
    if (data.pantry && typeof data.pantry === "object") {
      Object.keys(data.pantry).forEach(function (language) {
        if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(language) || !Array.isArray(data.pantry[language])) return;
        try { window.localStorage.setItem("cookbook-pantry:" + K.site + ":" + language, JSON.stringify(data.pantry[language].filter(function (x) { return typeof x === "string"; }))); } catch (e) { /* ignore */ }
      });
    }
    if (data.units === "original" || data.units === "metric" || data.units === "us") {
      try { window.localStorage.setItem("cookbook.units", data.units); } catch (e) { /* ignore */ }
    }
    return true;
  }

  // ---- Copy and share -------------------------------------------------------------------

  /** Copies `text`; says so in `status`. Where the browser refuses, shows the text selected. */
  function copy(text, status, done) {
    function say(message) { if (status) status.textContent = message; }
    function manual() {
      var box = document.createElement("textarea");
      box.value = text;
      box.setAttribute("readonly", "");
      box.className = "kitchen-copy-box";
      box.setAttribute("aria-label", t("kitchen_copy_manual"));
      document.body.appendChild(box);
      box.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      if (ok) { box.parentNode.removeChild(box); say(done || t("kitchen_copied")); return; }
      if (status && status.parentNode) status.parentNode.insertBefore(box, status.nextSibling);
      box.focus();
      box.select();
      say(t("kitchen_copy_manual"));
    }
    window.CookbookKitchen.lastCopied = text;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { say(done || t("kitchen_copied")); }, manual);
    } else manual();
  }

  /** The Web Share API where the browser has it (and allows it), else copying. */
  function share(data, status) {
    window.CookbookKitchen.lastShared = data;
    var fallback = function () { copy(data.url && !data.text ? data.url : (data.text || "") + (data.url ? "\n" + data.url : ""), status, data.url && !data.text ? t("kitchen_link_copied") : null); };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      navigator.share(data).catch(function (e) { if (!e || e.name !== "AbortError") fallback(); });
    } else fallback();
  }

  // ---- Hearts -------------------------------------------------------------------------

  function setHeart(button, on) {
    button.setAttribute("aria-pressed", on ? "true" : "false");
    var label = button.querySelector(".heart-label");
    if (label) label.textContent = on ? t("kitchen_saved_label") : t("kitchen_save");
  }

  /** A card's recipe, from its link: the path from the site root. */
  function cardRecipe(button) {
    var card = button.closest(".card"), link = card && card.querySelector(".card-link");
    if (!link) return null;
    var base = new URL(root || "./", window.location.href).href;
    var href = new URL(link.getAttribute("href"), window.location.href).href;
    var img = card.querySelector("img.card-image");
    var image = img ? new URL(img.getAttribute("src"), window.location.href).href : "";
    return { slug: button.getAttribute("data-slug"), title: (card.querySelector(".card-title") || link).textContent.trim(),
             path: href.indexOf(base) === 0 ? href.slice(base.length) : href,
             image: image.indexOf(base) === 0 ? image.slice(base.length) : "" };
  }

  function initCardHearts() {
    var favourites = saved().favourites;
    Array.prototype.forEach.call(document.querySelectorAll(".card-heart[data-slug]"), function (button) {
      var recipe = cardRecipe(button);
      if (!recipe) return;
      button.setAttribute("aria-label", t("kitchen_save_named", { title: recipe.title }));
      setHeart(button, favourites.indexOf(recipe.slug) >= 0);
      button.hidden = false;
      button.addEventListener("click", function () {
        var on = toggleFavourite(recipe);
        Array.prototype.forEach.call(document.querySelectorAll('.heart[data-slug="' + recipe.slug.replace(/"/g, "") + '"]'), function (b) { setHeart(b, on); });
      });
    });
  }

  // ---- The recipe page ------------------------------------------------------------------

  function recipeData() {
    var node = document.getElementById("kitchen-recipe");
    if (!node) return null;
    try { return JSON.parse(node.textContent); } catch (e) { return null; }
  }

  function currentServings(recipe) {
    var input = document.getElementById("servings-input");
    var n = input ? parseInt(input.value, 10) : NaN;
    return n > 0 && n < 1000 ? n : recipe.base || 1;
  }

  function fillSelect(select, names) {
    if (!select) return;
    select.textContent = "";
    names.forEach(function (name, i) {
      var option = document.createElement("option");
      option.value = String(i);
      option.textContent = name;
      select.appendChild(option);
    });
  }

  function initRecipePage() {
    var tools = document.getElementById("kitchen-tools"), recipe = recipeData();
    if (!tools || !recipe) return;
    tools.hidden = false;
    var status = document.getElementById("kitchen-status");
    recordView(recipe);

    var heart = document.getElementById("kitchen-heart");
    heart.setAttribute("data-slug", recipe.slug);
    setHeart(heart, isFavourite(recipe.slug));
    heart.addEventListener("click", function () {
      var on = toggleFavourite(recipe);
      setHeart(heart, on);
      status.textContent = on ? t("kitchen_saved_label") : "";
    });

    document.getElementById("kitchen-add-list").addEventListener("click", function () {
      var servings = currentServings(recipe);
      addToList(recipe, servings, "page");
      status.textContent = "";
      var message = document.createTextNode(plural("kitchen_added_to_list", servings, { title: recipe.title }) + " ");
      var link = document.createElement("a");
      link.href = tools.getAttribute("data-shopping");
      link.textContent = t("kitchen_open_list");
      status.appendChild(message);
      status.appendChild(link);
      warnIfNotKept(status);
    });

    var days = list("kitchen_days"), meals = list("kitchen_meals");
    fillSelect(document.getElementById("kitchen-plan-day"), days);
    fillSelect(document.getElementById("kitchen-plan-meal"), meals);
    var today = (new Date().getDay() + 6) % 7;
    document.getElementById("kitchen-plan-day").value = String(today);
    document.getElementById("kitchen-plan-meal").value = String(Math.min(2, meals.length - 1));
    document.getElementById("kitchen-plan-add").addEventListener("click", function () {
      var day = parseInt(document.getElementById("kitchen-plan-day").value, 10) || 0;
      var meal = parseInt(document.getElementById("kitchen-plan-meal").value, 10) || 0;
      addToPlan(recipe, day, meal, currentServings(recipe));
      status.textContent = "";
      status.appendChild(document.createTextNode(t("kitchen_added_to_plan", { day: days[day] || "", meal: meals[meal] || "" }) + " "));
      var link = document.createElement("a");
      link.href = tools.getAttribute("data-plan");
      link.textContent = t("kitchen_plan_heading");
      status.appendChild(link);
      warnIfNotKept(status);
    });

    document.getElementById("kitchen-share").addEventListener("click", function () {
      share({ title: recipe.title, url: window.location.href.split("#")[0] }, status);
    });
  }

  window.CookbookKitchen = {
    config: K, root: root, t: t, plural: plural, list: list, category: category,
    read: read, write: write, shopping: shopping, saved: saved, plan: plan, newId: newId,
    addToList: addToList, addToPlan: addToPlan, toggleFavourite: toggleFavourite, isFavourite: isFavourite,
    exportAll: exportAll, importAll: importAll, copy: copy, share: share, fillSelect: fillSelect,
    storageKey: storageKey, storageWorks: storageWorks, warnIfNotKept: warnIfNotKept, storageOff: false,
    lastCopied: null, lastShared: null
  };

  initCardHearts();
  initRecipePage();
})();
