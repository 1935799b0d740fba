/*
 * weekplan.js: a week plan of the cookbook (plans/<slug>.html, docs/recipe-format.md).
 * "Add this week to my plan" puts each recipe of the page into the cook's week plan
 * (cookbook-plan:<site> in localStorage, docs/kitchen.md) at its day, meal and servings.
 * The entries come from the page (<script type="application/json" id="weekplan-data">,
 * [{slug, day, meal, servings}]); each recipe's lines and nutrition from
 * kitchen/recipes-<lang>.js, as on the plan page. A classic script; needs kitchen.js.
 */
(function () {
  "use strict";
  var C = window.CookbookKitchen, tools = document.getElementById("weekplan-tools");
  var node = document.getElementById("weekplan-data");
  if (!C || !tools || !node) return;
  var entries = [];
  try { entries = JSON.parse(node.textContent) || []; } catch (e) { entries = []; }
  var recipes = (window.COOKBOOK_RECIPES || {})[C.config.lang] || [];
  var bySlug = {};
  recipes.forEach(function (r) { bySlug[r.slug] = r; });
  var status = document.getElementById("weekplan-status");
  tools.hidden = false;

  document.getElementById("weekplan-add").addEventListener("click", function () {
    var added = 0;
    entries.forEach(function (entry) {
      var recipe = bySlug[entry.slug];
      if (!recipe) return;
      var day = Math.max(0, Math.min(6, entry.day | 0)), meal = Math.max(0, Math.min(2, entry.meal | 0));
      C.addToPlan(recipe, day, meal, entry.servings > 0 ? entry.servings : (recipe.base || 1));
      added += 1;
    });
    status.textContent = "";
    if (!added) {
      status.textContent = tools.getAttribute("data-nothing");
      return;
    }
    status.appendChild(document.createTextNode(tools.getAttribute("data-added") + " "));
    var link = document.createElement("a");
    link.href = tools.getAttribute("data-plan");
    link.textContent = tools.getAttribute("data-open");
    status.appendChild(link);
    C.warnIfNotKept(status);
  });
})();
