/*
 * saved.js: the Saved page (saved.html), docs/kitchen.md: favourites, named collections,
 * the last 12 recipes viewed, and moving everything to another browser (save to a file,
 * open a saved file). Needs kitchen.js. Classic script: no fetch; the file is read with
 * FileReader and written as a download of a Blob, nothing leaves the browser.
 */
(function () {
  "use strict";
  var C = window.CookbookKitchen, app = document.getElementById("saved-app");
  if (!C || !app) return;
  var t = C.t;
  app.hidden = false;
  var status = document.getElementById("saved-status");

  function element(tag, className, content) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  }

  function link(state, slug) {
    var info = state.info[slug] || {};
    var a = element("a", null, info.title || slug);
    a.href = C.root + (info.path || C.config.prefix + "recipes/" + encodeURIComponent(slug) + ".html");
    return a;
  }

  function button(text, label, onClick) {
    var b = element("button", "no-print", text);
    b.type = "button";
    if (label) b.setAttribute("aria-label", label);
    b.addEventListener("click", onClick);
    return b;
  }

  function update(change, focusId) {
    var s = C.saved();
    change(s);
    C.write("saved", s);
    render();
    var target = focusId && document.getElementById(focusId);
    if (target) target.focus();
  }

  var selectCount = 0;
  function collectionPicker(state, slug) {
    if (!state.collections.length) return null;
    var id = "collection-pick-" + (++selectCount);
    var wrap = element("span", "collection-pick no-print");
    var label = element("label", "visually-hidden", t("kitchen_add_to_collection") + ": " + ((state.info[slug] || {}).title || slug));
    label.htmlFor = id;
    var select = element("select");
    select.id = id;
    var first = element("option", null, t("kitchen_add_to_collection"));
    first.value = "";
    select.appendChild(first);
    state.collections.forEach(function (c, i) {
      if (c.slugs.indexOf(slug) >= 0) return;
      var option = element("option", null, c.name);
      option.value = String(i);
      select.appendChild(option);
    });
    if (select.options.length === 1) return null;
    select.addEventListener("change", function () {
      var index = parseInt(select.value, 10);
      if (isNaN(index)) return;
      update(function (s) { if (s.collections[index] && s.collections[index].slugs.indexOf(slug) < 0) s.collections[index].slugs.push(slug); }, "saved-collection-name");
    });
    wrap.appendChild(label);
    wrap.appendChild(select);
    return wrap;
  }

  function render() {
    var state = C.saved();
    selectCount = 0;
    var favourites = document.getElementById("saved-favourites");
    favourites.textContent = "";
    if (!state.favourites.length) favourites.appendChild(element("li", "saved-empty", t("kitchen_no_favourites")));
    state.favourites.forEach(function (slug, i) {
      var li = element("li");
      li.appendChild(link(state, slug));
      li.appendChild(document.createTextNode(" "));
      var picker = collectionPicker(state, slug);
      if (picker) { li.appendChild(picker); li.appendChild(document.createTextNode(" ")); }
      var remove = button("×", t("kitchen_remove_named", { name: (state.info[slug] || {}).title || slug }), function () {
        update(function (s) { s.favourites = s.favourites.filter(function (x) { return x !== slug; }); }, "saved-favourites-heading");
      });
      remove.id = "fav-remove-" + i;
      li.appendChild(remove);
      favourites.appendChild(li);
    });

    var collections = document.getElementById("saved-collections");
    collections.textContent = "";
    if (!state.collections.length) collections.appendChild(element("p", "saved-empty", t("kitchen_no_collections")));
    state.collections.forEach(function (c, index) {
      var section = element("section", "saved-collection");
      var h = element("h3", null, c.name);
      h.id = "collection-" + index;
      h.tabIndex = -1;
      section.setAttribute("aria-labelledby", h.id);
      section.appendChild(h);
      section.appendChild(element("p", "saved-count", C.plural("kitchen_recipe_count", c.slugs.length)));
      var ul = element("ul", "saved-list");
      if (!c.slugs.length) ul.appendChild(element("li", "saved-empty", t("kitchen_collection_empty")));
      c.slugs.forEach(function (slug) {
        var li = element("li");
        li.appendChild(link(state, slug));
        li.appendChild(document.createTextNode(" "));
        li.appendChild(button("×", t("kitchen_remove_named", { name: (state.info[slug] || {}).title || slug }), function () {
          update(function (s) { if (s.collections[index]) s.collections[index].slugs = s.collections[index].slugs.filter(function (x) { return x !== slug; }); }, h.id);
        }));
        ul.appendChild(li);
      });
      section.appendChild(ul);
      section.appendChild(button(t("kitchen_delete_named", { name: c.name }), null, function () {
        update(function (s) { s.collections.splice(index, 1); }, "saved-collections-heading");
      }));
      collections.appendChild(section);
    });

    var recent = document.getElementById("saved-recent");
    recent.textContent = "";
    if (!state.recent.length) recent.appendChild(element("li", "saved-empty", t("kitchen_no_recent")));
    state.recent.slice(0, 12).forEach(function (slug) {
      var li = element("li");
      li.appendChild(link(state, slug));
      recent.appendChild(li);
    });
  }

  ["saved-favourites-heading", "saved-collections-heading"].forEach(function (id) {
    var h = document.getElementById(id);
    if (h) h.tabIndex = -1;
  });

  document.getElementById("saved-new-collection").addEventListener("submit", function (event) {
    event.preventDefault();
    var input = document.getElementById("saved-collection-name"), name = input.value.trim().slice(0, 80);
    if (!name) return;
    update(function (s) { if (!s.collections.some(function (c) { return c.name === name; })) s.collections.push({ name: name, slugs: [] }); });
    input.value = "";
    input.focus();
  });

  document.getElementById("saved-export").addEventListener("click", function () {
    var data = C.exportAll(), text = JSON.stringify(data, null, 1);
    C.lastExport = text;
    var blob = new Blob([text], { type: "application/json" });
    var a = element("a");
    a.href = URL.createObjectURL(blob);
    a.download = "cookbook-" + C.config.site + ".json";
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  });

  /** Loads a backup's text; also used by the tests. */
  function importText(text) {
    var data = null;
    try { data = JSON.parse(text); } catch (e) { data = null; }
    var ok = C.importAll(data);
    status.textContent = ok ? t("kitchen_imported") : t("kitchen_import_failed");
    render();
    return ok;
  }
  C.importText = importText;

  document.getElementById("saved-import").addEventListener("change", function (event) {
    var file = event.target.files && event.target.files[0];
    if (!file) return;
    var reader = new FileReader();
    reader.onload = function () { importText(String(reader.result || "")); event.target.value = ""; };
    reader.onerror = function () { status.textContent = t("kitchen_import_failed"); };
    reader.readAsText(file);
  });
  window.addEventListener("storage", render);
  if (!C.storageWorks()) C.warnIfNotKept(status);
  render();
})();
