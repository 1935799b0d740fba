/* cookbook: the recipe page's servings control and unit toggle.
 *
 * Every amount the build could read is a <span class="q"> with its exact value
 * (data-low, data-high as fractions "3/2"), its unit id (data-unit) and flags
 * (data-count: a whole count, data-pinned: never scales, data-density: grams per ml of
 * a dry food, data-governed: after Russian "около"). A dimension ("40 × 60 cm") has its
 * sides in data-dims; a temperature followed by its own conversion ("175 °C (350 °F)")
 * has the second in data-alt-low/-high/-unit and -text and is shown once. The text
 * inside is what the author wrote. When the reader changes the servings or the units,
 * each span is rewritten by CookbookQuantities (quantities.js), which follows the same
 * rules as the build (docs/quantities.md); back at the written servings and "as
 * written", the author's text comes back. Numbers written as words (<span class="qw">)
 * are not rewritten: their step is marked while the amounts are scaled.
 *
 * The servings are clamped to the field's min..max (with a message), shown in the facts
 * box, and remembered per recipe; the unit choice is remembered for the site, in
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
  var facts = document.getElementById("facts-servings");
  var spans = Array.prototype.slice.call(document.querySelectorAll(".recipe .q"));
  var words = Array.prototype.slice.call(document.querySelectorAll(".recipe .qw"));
  var equivalents = Array.prototype.slice.call(document.querySelectorAll(".recipe .eq"));
  var minimum = parseInt(input.getAttribute("min"), 10) || 1;
  var maximum = parseInt(input.getAttribute("max"), 10) || 999;
  var unitsKey = "cookbook.units";
  // One key per recipe, the same in every language: the page's file name.
  var servingsKey = "cookbook.servings." + decodeURIComponent(location.pathname.split("/").pop() || "recipe");
  var lastGood = base;

  spans.forEach(function (span) { span.setAttribute("data-written", span.textContent); });

  /** The noun after a plain count ("3 onions"), whose form follows the number shown. */
  function nounOf(span) {
    var next = span.nextElementSibling;
    return next && next.classList.contains("n") && next.hasAttribute("data-forms") ? next : null;
  }
  spans.forEach(function (span) { var n = nounOf(span); if (n) n.setAttribute("data-written", n.textContent); });

  function load(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return null; }
  }
  function save(key, value) {
    try {
      if (value === null) window.localStorage.removeItem(key); else window.localStorage.setItem(key, value);
    } catch (e) { /* private mode: not remembered */ }
  }

  function template(name, values) {
    var text = tools.getAttribute(name) || "";
    Object.keys(values).forEach(function (k) { text = text.split("{" + k + "}").join(String(values[k])); });
    return text;
  }

  /** The servings to show and, when the field holds something out of range, why not
   *  that: {servings, message}. An empty field (while typing) keeps the last servings. */
  function readServings() {
    var text = String(input.value).trim();
    if (text === "") return { servings: lastGood, message: "" };
    var n = Number(text);
    if (!isFinite(n)) return { servings: lastGood, message: "" };
    n = Math.round(n);
    if (n < minimum) return { servings: minimum, message: template("data-min-note", { min: minimum }) };
    if (n > maximum) return { servings: maximum, message: template("data-max-note", { max: maximum }) };
    return { servings: n, message: "" };
  }

  function currentUnits() {
    var checked = tools.querySelector('input[name="units"]:checked');
    return checked ? checked.value : "original";
  }

  function range(low, high) { return low + (high !== low ? "-" + high : ""); }

  /** A temperature: as written; converted; or, when the author gave both ("175 °C
   *  (350 °F)"), the author's own value in the wanted scale, once. */
  function temperatureText(span, system) {
    var written = span.getAttribute("data-written");
    if (system === "original") return written;
    var unit = span.getAttribute("data-unit"), want = system === "metric" ? "celsius" : "fahrenheit";
    var altUnit = span.getAttribute("data-alt-unit");
    if (altUnit) {
      if (unit === want) return span.getAttribute("data-text");
      if (altUnit === want) return span.getAttribute("data-alt-text");
    }
    return Q.formatTemperature(range(span.getAttribute("data-low"), span.getAttribute("data-high")), unit, { system: system, language: language });
  }

  function render(fromInput) {
    var read = readServings();
    var servings = read.servings;
    lastGood = servings;
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
        text = temperatureText(span, system);
      } else if (span.hasAttribute("data-dims")) {
        text = system === "original" ? written : Q.formatDimensions(span.getAttribute("data-dims").split("|"), unit, { system: system, language: language });
      } else {
        text = Q.format({ low: span.getAttribute("data-low"), high: span.getAttribute("data-high"), unit: unit },
                        { system: system, language: language, scale: scale,
                          countable: span.hasAttribute("data-count"), pinned: span.hasAttribute("data-pinned"),
                          density: span.getAttribute("data-density"), governed: span.hasAttribute("data-governed") });
      }
      // A label ending in a full stop ("шт.") before the sentence's own: one stop.
      var after = span.nextSibling;
      if (text && /\.$/.test(text) && after && after.nodeType === 3 && /^\./.test(after.data)) text = text.slice(0, -1);
      span.textContent = text === null ? written : text;
      if (noun) {
        var form = text === null ? null : Q.nounForm(noun.getAttribute("data-forms"),
          { low: span.getAttribute("data-low"), high: span.getAttribute("data-high") },
          { language: noun.getAttribute("data-lang") || language, scale: scale, countable: true, pinned: span.hasAttribute("data-pinned") });
        noun.textContent = form === null ? noun.getAttribute("data-written") : form;
      }
    });
    // "115 g butter (½ cup)" in metric is "115 g butter (115 g)": the bracket goes.
    equivalents.forEach(function (eq) {
      var main = eq.parentNode.querySelector(".q"), inner = eq.querySelector(".q");
      eq.hidden = !!(main && inner && main !== inner && main.textContent === inner.textContent);
    });
    // Steps with numbers in words ("the two garlic heads") are marked, not rewritten.
    var scaled = servings !== base;
    words.forEach(function (word) {
      var step = word.closest("li") || word.parentNode;
      step.classList.toggle("words-unscaled", scaled);
      var mark = step.querySelector(".words-note");
      if (scaled && !mark) {
        mark = document.createElement("span");
        mark.className = "words-note";
        step.appendChild(mark);
      }
      if (mark) mark.textContent = scaled ? " " + template("data-words-note", { base: base }) : "";
    });
    if (facts) facts.textContent = String(servings);
    var messages = [];
    if (read.message) messages.push(read.message);
    if (servings !== base) messages.push(template("data-note", { n: servings, base: base }));
    note.textContent = messages.join(" ");
    tools.classList.toggle("scaled", messages.length > 0 || system !== "original");
    save(servingsKey, servings === base ? null : String(servings));
    if (!fromInput && String(input.value) !== String(servings)) input.value = servings;
  }

  tools.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-delta]") : null;
    if (!button) return;
    var next = readServings().servings + parseInt(button.getAttribute("data-delta"), 10);
    input.value = Math.max(minimum, Math.min(maximum, next));
    render(false);
  });
  // While typing the field keeps what is typed; leaving it shows the servings used.
  input.addEventListener("input", function () { render(true); });
  input.addEventListener("change", function () { render(false); });
  tools.addEventListener("change", function (event) {
    if (event.target.name === "units") { save(unitsKey, event.target.value); render(false); }
  });

  var remembered = tools.querySelector('input[name="units"][value="' + (load(unitsKey) || "original") + '"]');
  if (remembered) remembered.checked = true;
  var stored = parseInt(load(servingsKey), 10);
  if (stored >= minimum && stored <= maximum) input.value = stored;
  render(false);
})();
