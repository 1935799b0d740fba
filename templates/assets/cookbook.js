/* cookbook: the recipe page's servings control and unit toggle.
 *
 * Every amount the build could read is a <span class="q"> with its exact value
 * (data-low, data-high as fractions "3/2"), its unit id (data-unit) and flags
 * (data-count: a plain count, data-pinned: never scales). The text inside is what
 * the author wrote. When the reader changes the servings or the units, each span is
 * rewritten by CookbookQuantities.format (quantities.js), which follows the same
 * rules as the build (docs/quantities.md); back at the written servings and "as
 * written", the author's text comes back. The unit choice is remembered in
 * localStorage. Works from file://: no fetch, no modules.
 */
(function () {
  "use strict";
  var tools = document.getElementById("recipe-tools");
  var Q = window.CookbookQuantities;
  if (!tools || !Q) return;

  var base = parseInt(tools.getAttribute("data-base"), 10) || 1;
  var language = tools.getAttribute("data-language") || "en";
  var input = document.getElementById("servings-input");
  var note = document.getElementById("scale-note");
  var spans = Array.prototype.slice.call(document.querySelectorAll(".recipe .q"));
  var storageKey = "cookbook.units";

  spans.forEach(function (span) { span.setAttribute("data-written", span.textContent); });

  /** The noun after a plain count ("3 onions"), whose form follows the number shown. */
  function nounOf(span) {
    var next = span.nextElementSibling;
    return next && next.classList.contains("n") && next.hasAttribute("data-forms") ? next : null;
  }
  spans.forEach(function (span) { var n = nounOf(span); if (n) n.setAttribute("data-written", n.textContent); });

  function storedUnits() {
    try { return window.localStorage.getItem(storageKey) || "original"; } catch (e) { return "original"; }
  }

  function storeUnits(value) {
    try { window.localStorage.setItem(storageKey, value); } catch (e) { /* private mode: not remembered */ }
  }

  function currentServings() {
    var n = parseInt(input.value, 10);
    return n > 0 && n < 10000 ? n : base;
  }

  function currentUnits() {
    var checked = tools.querySelector('input[name="units"]:checked');
    return checked ? checked.value : "original";
  }

  function render() {
    var servings = currentServings();
    var system = currentUnits();
    var scale = servings + "/" + base;
    spans.forEach(function (span) {
      var written = span.getAttribute("data-written");
      var noun = nounOf(span);
      if (servings === base && system === "original") {
        span.textContent = written;
        if (noun) noun.textContent = noun.getAttribute("data-written");
        return;
      }
      var unit = span.getAttribute("data-unit") || null;
      var text = null;
      if (unit === "celsius" || unit === "fahrenheit") {
        text = system === "original" ? written : Q.formatTemperature(span.getAttribute("data-low") + (span.getAttribute("data-high") !== span.getAttribute("data-low") ? "-" + span.getAttribute("data-high") : ""), unit, { system: system, language: language });
      } else {
        text = Q.format({ low: span.getAttribute("data-low"), high: span.getAttribute("data-high"), unit: unit },
                        { system: system, language: language, scale: scale,
                          countable: span.hasAttribute("data-count"), pinned: span.hasAttribute("data-pinned") });
      }
      span.textContent = text === null ? written : text;
      if (noun) {
        var form = text === null ? null : Q.nounForm(noun.getAttribute("data-forms"),
          { low: span.getAttribute("data-low"), high: span.getAttribute("data-high") },
          { language: noun.getAttribute("data-lang") || language, scale: scale, countable: true, pinned: span.hasAttribute("data-pinned") });
        noun.textContent = form === null ? noun.getAttribute("data-written") : form;
      }
    });
    var template = tools.getAttribute("data-note") || "";
    note.textContent = servings === base ? "" : template.replace("{n}", servings).replace("{base}", base);
  }

  tools.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-delta]") : null;
    if (!button) return;
    var next = currentServings() + parseInt(button.getAttribute("data-delta"), 10);
    input.value = Math.max(1, Math.min(999, next));
    render();
  });
  input.addEventListener("input", render);
  tools.addEventListener("change", function (event) {
    if (event.target.name === "units") { storeUnits(event.target.value); render(); }
  });

  var remembered = tools.querySelector('input[name="units"][value="' + storedUnits() + '"]');
  if (remembered) remembered.checked = true;
  render();
})();
