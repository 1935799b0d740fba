/*
 * search-page.js: the page of search.html: the query box, the filters (collapsed behind a
 * "Filters (n)" button on narrow screens, active ones shown as removable chips above the
 * results), the results and the URL state. The engine is search-engine.js
 * (window.CookbookSearch), loaded before it with search/text.js.
 * Works from file://: no fetch, no modules.
 */
(function (root) {
  "use strict";
  var S = root.CookbookSearch;
  if (!S || typeof document === "undefined") return;
  var fold = S.fold, words = S.words, load = S.load, parseState = S.parseState, stateToQuery = S.stateToQuery,
    emptyState = S.emptyState, Strings = S.Strings, card = S.card, el = S.el, R = S.RECORD, TIME_STEPS = S.TIME_STEPS;

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
    var toggle = document.getElementById("filters-toggle");
    var filtersBox = document.getElementById("search-filters");
    var activeList = document.getElementById("active-filters");
    var elsewhereBox = document.getElementById("search-elsewhere");
    app.hidden = false;
    if (toggle) {
      toggle.addEventListener("click", function () {
        var open = toggle.getAttribute("aria-expanded") !== "true";
        toggle.setAttribute("aria-expanded", open ? "true" : "false");
        filtersBox.classList.toggle("open", open);
      });
    }
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

    /** Every filter value in use, each as {label, remove}: the chips above the results. */
    function activeFilters() {
      var header = engine.header, out = [];
      function refresh() { shown = pageSize; render(); commit("facet"); }
      ["category", "cuisine", "diet", "free", "difficulty", "tag"].forEach(function (facet) {
        state[facet].forEach(function (value) {
          var found = (header[facet] || []).filter(function (x) { return x[0] === value; })[0];
          if (!found) return;
          out.push({ label: legend(facet) + ": " + found[1], remove: function () {
            var at = state[facet].indexOf(value);
            if (at >= 0) state[facet].splice(at, 1);
            refresh();
          } });
        });
      });
      if (state.time) out.push({ label: filterLabel("time"), remove: function () { state.time = 0; refresh(); } });
      ["with", "without"].forEach(function (kind) {
        state[kind].forEach(function (name) {
          out.push({ label: legend(kind) + ": " + name, remove: function () {
            var at = state[kind].indexOf(name);
            if (at >= 0) state[kind].splice(at, 1);
            refresh();
          } });
        });
      });
      Object.keys(state.nutrients).sort().forEach(function (key) {
        var range = state.nutrients[key];
        if (!range || engine.nutrientIndex[key] === undefined) return;
        var text = (range[0] !== null ? range[0] : "") + "–" + (range[1] !== null ? range[1] : "");
        out.push({ label: strings.get("search_nutrient_" + key) + ": " + text, remove: function () { delete state.nutrients[key]; refresh(); } });
      });
      return out;
    }

    function renderActive() {
      var filters = activeFilters();
      activeList.textContent = "";
      filters.forEach(function (filter) {
        var button = el("button", { type: "button", "class": "chip-remove", "aria-label": strings.get("search_remove", { name: filter.label }), text: "×" });
        button.addEventListener("click", function () {
          filter.remove();
          var next = activeList.querySelector(".chip-remove");
          (next || input).focus();
        });
        activeList.appendChild(el("li", { "class": "chip" }, [el("span", { text: filter.label }), " ", button]));
      });
      activeList.hidden = filters.length === 0;
      if (toggle) toggle.textContent = filters.length ? strings.get("search_filters_count", { n: filters.length }) : strings.get("search_filters");
    }

    function renderElsewhere() {
      var found = engine.elsewhere(state.q);
      elsewhereBox.textContent = "";
      elsewhereBox.hidden = found.length === 0;
      if (!found.length) return;
      var items = el("ul", {});
      found.forEach(function (entry) {
        var links = [];
        entry.versions.forEach(function (v, i) {
          if (i) links.push(", ");
          links.push(el("a", { href: rootPath + v[3], hreflang: v[0], lang: v[0], text: v[2] }));
          links.push(" (" + v[1] + ")");
        });
        items.appendChild(el("li", { "data-slug": entry.slug }, links));
      });
      elsewhereBox.appendChild(el("p", { text: strings.get("search_elsewhere") }));
      elsewhereBox.appendChild(items);
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
      renderActive();
      renderElsewhere();
      var text = strings.plural("search_results", result.order.length);
      if (result.leaveOut.length) text += " " + strings.get("search_left_out", { list: result.leaveOut.join(", ") });
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

  var app = document.getElementById("search-app");
  if (app) SearchPage(app);
})(typeof window !== "undefined" ? window : globalThis);
