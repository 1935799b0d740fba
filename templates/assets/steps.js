/* steps.js: the step numbers of a recipe page. Tapping a number highlights its step and
 * puts #step-N in the address (to share or bookmark) without adding a history entry:
 * Back leaves the recipe instead of walking through the steps. Works from file://.
 */
(function () {
  "use strict";
  var list = document.querySelectorAll(".step-list > li[id]");
  if (!list.length || !window.history || !history.replaceState) return;

  function highlight(id) {
    Array.prototype.forEach.call(list, function (li) { li.classList.toggle("step-current", li.id === id); });
  }

  document.addEventListener("click", function (event) {
    var anchor = event.target.closest ? event.target.closest(".step-anchor") : null;
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var id = (anchor.getAttribute("href") || "").slice(1);
    var step = document.getElementById(id);
    if (!step) return;
    event.preventDefault();
    history.replaceState(history.state, "", "#" + id);
    highlight(id);
    step.scrollIntoView({ block: "start", behavior: "auto" });
    anchor.focus({ preventScroll: true });
  });

  function fromAddress() { if (location.hash) highlight(decodeURIComponent(location.hash.slice(1))); }
  window.addEventListener("hashchange", fromAddress);
  fromAddress();
})();
