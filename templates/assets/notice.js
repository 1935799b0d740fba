/* notice.js: the home page's "not translated" notice. A recipe page's language switcher
 * links a language that lacks the recipe to that language's home as
 * index.html?recipe=<slug>&in=<languages that have it>#not-translated; this adds links
 * to the recipe in those languages, made from the switcher's links to their homes.
 * Works from file://.
 */
(function () {
  "use strict";
  var box = document.getElementById("not-translated-links");
  if (!box || typeof URLSearchParams === "undefined") return;
  var params = new URLSearchParams(location.search);
  var slug = params.get("recipe") || "";
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) return;
  var links = [];
  (params.get("in") || "").split(",").forEach(function (code) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(code)) return;
    var home = document.querySelector('.language-switcher a[hreflang="' + code + '"]');
    if (!home) return;
    var href = home.getAttribute("href").replace(/index\.html(#.*)?$/, "recipes/" + slug + ".html");
    var a = document.createElement("a");
    a.href = href;
    a.hreflang = code;
    a.lang = code;
    a.textContent = home.textContent;
    links.push(a);
  });
  if (!links.length) return;
  links.forEach(function (a, i) {
    if (i) box.appendChild(document.createTextNode(", "));
    box.appendChild(a);
  });
  box.hidden = false;
})();
