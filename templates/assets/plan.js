/*
 * plan.js: the week plan (plan.html), docs/kitchen.md. Days × meals; add a recipe with
 * its servings (here or from a recipe page), move it to another day, remove it; each
 * day's nutrition from the recipes' per-serving values; "Shopping list for this plan"
 * puts every planned recipe on the shopping list (replacing what an earlier plan put
 * there). The recipes come from kitchen/recipes-<lang>.js (a classic script). Needs
 * kitchen.js.
 */
(function () {
  "use strict";
  var C = window.CookbookKitchen, app = document.getElementById("plan-app");
  if (!C || !app) return;
  var K = C.config, t = C.t;
  var recipes = ((window.COOKBOOK_RECIPES || {})[K.lang] || []).slice();
  var days = C.list("kitchen_days"), meals = C.list("kitchen_meals");
  // The per-serving values of each recipe's `per`, as the build writes them
  // (kitchen/strings-<lang>.js, from Nutrient.kitchen): one column each.
  var NUTRIENTS = K.nutrients || [];
  app.hidden = false;
  var status = document.getElementById("plan-status");

  function element(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }

  recipes.sort(function (a, b) { return a.title.localeCompare(b.title, K.lang); });
  var recipeSelect = document.getElementById("plan-recipe");
  recipes.forEach(function (r, i) {
    var option = element("option", null, r.title);
    option.value = String(i);
    recipeSelect.appendChild(option);
  });
  C.fillSelect(document.getElementById("plan-day"), days);
  C.fillSelect(document.getElementById("plan-meal"), meals);
  recipeSelect.addEventListener("change", function () {
    var r = recipes[parseInt(recipeSelect.value, 10)];
    if (r) document.getElementById("plan-servings").value = String(r.base || 1);
  });
  if (recipes[0]) document.getElementById("plan-servings").value = String(recipes[0].base || 1);

  function save(change, focusId) {
    var p = C.plan();
    change(p);
    C.write("plan", p);
    render();
    var target = focusId && document.getElementById(focusId);
    if (target) target.focus();
  }

  /** Rounded for the table: kcal whole, grams to one decimal. */
  function number(value, key) {
    var rounded = key === "calories" ? Math.round(value) : Math.round(value * 10) / 10;
    var text = String(rounded);
    return K.lang === "en" ? text : text.replace(".", ",");
  }

  function render() {
    var p = C.plan(), box = document.getElementById("plan-days");
    box.textContent = "";
    var totals = days.map(function () { return { values: {}, partial: false, any: false }; });
    days.forEach(function (name, day) {
      var section = element("section", "plan-day");
      var h = element("h2", null, name);
      h.id = "plan-day-" + day;
      h.tabIndex = -1;
      section.setAttribute("aria-labelledby", h.id);
      section.appendChild(h);
      var entries = p.entries.filter(function (e) { return e.day === day; }).sort(function (a, b) { return a.meal - b.meal; });
      var ul = element("ul", "plan-entries");
      if (!entries.length) ul.appendChild(element("li", "plan-empty", t("kitchen_plan_empty")));
      entries.forEach(function (entry) {
        var li = element("li");
        li.appendChild(element("span", "plan-meal", (meals[entry.meal] || "") + ": "));
        var a = element("a", null, entry.title);
        a.href = C.root + entry.path;
        li.appendChild(a);
        li.appendChild(document.createTextNode(" · " + C.plural("kitchen_servings", entry.servings) + " "));
        var moveId = "plan-move-" + entry.id;
        var label = element("label", "visually-hidden", t("kitchen_move_to") + ": " + entry.title);
        label.htmlFor = moveId;
        var move = element("select", "no-print");
        move.id = moveId;
        days.forEach(function (d, i) {
          var option = element("option", null, d);
          option.value = String(i);
          move.appendChild(option);
        });
        move.value = String(day);
        move.addEventListener("change", function () {
          var to = parseInt(move.value, 10);
          save(function (q) { q.entries.forEach(function (e) { if (e.id === entry.id) e.day = to; }); }, moveId);
        });
        li.appendChild(label);
        li.appendChild(move);
        var remove = element("button", "no-print", "×");
        remove.type = "button";
        remove.setAttribute("aria-label", t("kitchen_remove_named", { name: entry.title + ", " + name }));
        remove.addEventListener("click", function () {
          save(function (q) { q.entries = q.entries.filter(function (e) { return e.id !== entry.id; }); }, h.id);
        });
        li.appendChild(remove);
        ul.appendChild(li);
        var total = totals[day];
        total.any = true;
        if (!entry.per) { total.partial = true; return; }
        NUTRIENTS.forEach(function (key) {
          if (typeof entry.per[key] !== "number") { total.partial = true; return; }
          total.values[key] = (total.values[key] || 0) + entry.per[key] * entry.servings;
        });
      });
      section.appendChild(ul);
      box.appendChild(section);
    });
    renderNutrition(totals);
  }

  function renderNutrition(totals) {
    var holder = document.getElementById("plan-nutrition");
    holder.textContent = "";
    if (!totals.some(function (x) { return x.any; })) {
      holder.appendChild(element("p", null, t("kitchen_plan_empty")));
      return;
    }
    var scroll = element("div", "table-scroll");
    scroll.setAttribute("role", "region");
    scroll.setAttribute("aria-labelledby", "plan-nutrition-caption");
    scroll.tabIndex = 0;
    var table = element("table", "plan-nutrition-table");
    var caption = element("caption", null, t("kitchen_plan_nutrition_caption"));
    caption.id = "plan-nutrition-caption";
    table.appendChild(caption);
    var head = element("thead"), row = element("tr");
    row.appendChild(Object.assign(element("th", null, t("kitchen_plan_day")), { scope: "col" }));
    NUTRIENTS.forEach(function (key) { row.appendChild(Object.assign(element("th", null, t("kitchen_nutrient_" + key)), { scope: "col" })); });
    head.appendChild(row);
    table.appendChild(head);
    var body = element("tbody"), partial = false;
    totals.forEach(function (total, day) {
      if (!total.any) return;
      var tr = element("tr");
      tr.appendChild(Object.assign(element("th", null, days[day]), { scope: "row" }));
      NUTRIENTS.forEach(function (key) {
        var value = total.values[key];
        tr.appendChild(element("td", null, value === undefined ? "–" : (total.partial ? "≥ " : "") + number(value, key)));
      });
      if (total.partial) partial = true;
      body.appendChild(tr);
    });
    table.appendChild(body);
    scroll.appendChild(table);
    holder.appendChild(scroll);
    if (partial) holder.appendChild(element("p", "plan-partial", t("kitchen_plan_partial")));
  }

  document.getElementById("plan-add").addEventListener("submit", function (event) {
    event.preventDefault();
    var r = recipes[parseInt(recipeSelect.value, 10)];
    if (!r) return;
    var servings = Math.max(1, Math.min(99, parseInt(document.getElementById("plan-servings").value, 10) || r.base || 1));
    var day = parseInt(document.getElementById("plan-day").value, 10) || 0, meal = parseInt(document.getElementById("plan-meal").value, 10) || 0;
    C.addToPlan(r, day, meal, servings);
    render();
    status.textContent = t("kitchen_added_to_plan", { day: days[day] || "", meal: meals[meal] || "" });
  });

  /** Every planned recipe on the shopping list, servings added up per recipe. */
  function toShoppingList() {
    var p = C.plan(), bySlug = {}, order = [];
    p.entries.forEach(function (e) {
      var key = e.lang + ":" + e.slug;
      if (!bySlug[key]) { bySlug[key] = { recipe: e, servings: 0 }; order.push(key); }
      bySlug[key].servings += e.servings;
    });
    var s = C.shopping();
    s.recipes = s.recipes.filter(function (r) { return r.source !== "plan"; });
    C.write("shopping", s);
    order.forEach(function (key) { C.addToList(bySlug[key].recipe, bySlug[key].servings, "plan"); });
    status.textContent = "";
    status.appendChild(document.createTextNode(C.plural("kitchen_plan_listed", order.length) + " "));
    var a = element("a", null, t("kitchen_open_list"));
    a.href = app.getAttribute("data-shopping");
    status.appendChild(a);
  }

  function planText() {
    var p = C.plan(), out = [t("kitchen_plan_heading")];
    days.forEach(function (name, day) {
      var entries = p.entries.filter(function (e) { return e.day === day; }).sort(function (a, b) { return a.meal - b.meal; });
      if (!entries.length) return;
      out.push("", name);
      entries.forEach(function (e) { out.push("- " + (meals[e.meal] || "") + ": " + e.title + " (" + C.plural("kitchen_servings", e.servings) + ")"); });
    });
    return out.join("\n") + "\n";
  }

  document.getElementById("plan-shopping").addEventListener("click", toShoppingList);
  document.getElementById("plan-share").addEventListener("click", function () { C.share({ title: t("kitchen_plan_heading"), text: planText() }, status); });
  document.getElementById("plan-print").addEventListener("click", function () { window.print(); });
  document.getElementById("plan-clear").addEventListener("click", function () {
    if (window.confirm && !window.confirm(t("kitchen_confirm_clear_plan"))) return;
    save(function (q) { q.entries = []; });
  });
  window.addEventListener("storage", render);
  C.planText = planText;
  if (!C.storageWorks()) C.warnIfNotKept(status);
  render();
})();
