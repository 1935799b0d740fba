// The printable book (book.html): the page numbers of the contents and the index.
//
// Browsers do not support CSS target-counter(), so the page each recipe starts on is
// worked out here: the book is laid out once at the printed page's width (the
// "book-measure" rules of book.css, which give the same heights as the print rules),
// and each part (cover, contents, every recipe, the index) is cut into pages the way
// print does it: a part starts a new page, and a block that does not fit (a list item,
// a paragraph, a heading with what follows it) moves to the next page. The result is a
// close estimate, checked against Chromium's PDF in Tests/browser/test_book.py; the
// paper is the one book.html asks for (@page size, `book: {paper}` in site.yaml).
// Without JavaScript the contents print without page numbers.
(function () {
  "use strict";
  var book = document.getElementById("book");
  if (!book) return;
  var MM = 96 / 25.4;
  var PAPERS = { a4: [210, 297], letter: [215.9, 279.4] };
  var MARGIN_X = 16, MARGIN_Y = 15; // the @page margins of book-a4.css and book-letter.css
  var BLOCKS = "li, p, dl, figure, h1, h2, h3, h4";
  var KEEP = /^H[1-4]$/;

  // The blocks print never splits, outermost first: a step's paragraphs go with their step.
  function blocks(part) {
    var found = part.querySelectorAll(BLOCKS), out = [];
    for (var i = 0; i < found.length; i++) {
      var el = found[i], inner = false;
      for (var up = el.parentElement; up && up !== part; up = up.parentElement) {
        if (up.matches(BLOCKS)) { inner = true; break; }
      }
      if (!inner && el.getClientRects().length) out.push(el);
    }
    return out;
  }

  // How many pages a part takes when it starts at the top of a page.
  function pagesOf(part, pageHeight) {
    var origin = part.getBoundingClientRect().top;
    var list = blocks(part).map(function (el) {
      var r = el.getBoundingClientRect();
      return { top: r.top - origin, bottom: r.bottom - origin, keep: KEEP.test(el.tagName) || el.classList.contains("eyebrow") };
    });
    var shift = 0, pageEnd = pageHeight, pages = 1, slack = 0.5;
    for (var i = 0; i < list.length; i++) {
      var top = list[i].top + shift, bottom = list[i].bottom + shift;
      if (bottom <= pageEnd + slack) continue;
      if (bottom - top > pageHeight) {
        while (bottom > pageEnd + slack) { pageEnd += pageHeight; pages++; }
        continue;
      }
      // To the next page, with the headings just before it (break-after: avoid).
      var first = i;
      while (first > 0 && list[first - 1].keep && list[first - 1].top + shift > pageEnd - pageHeight + slack) first--;
      shift += pageEnd - (list[first].top + shift);
      pageEnd += pageHeight;
      pages++;
    }
    var end = part.getBoundingClientRect().height + shift;
    while (end > pageEnd + slack) { pageEnd += pageHeight; pages++; }
    return pages;
  }

  function number() {
    var paper = PAPERS[book.getAttribute("data-paper")] || PAPERS.a4;
    var pageHeight = (paper[1] - 2 * MARGIN_Y) * MM;
    var root = document.documentElement;
    var printing = window.matchMedia && window.matchMedia("print").matches;
    if (!printing) {
      root.classList.add("book-measure");
      book.style.width = (paper[0] - 2 * MARGIN_X) * MM + "px";
    }
    var starts = {}, page = 1;
    var parts = book.querySelectorAll(".book-cover, .book-toc, .book-recipe, .book-index");
    for (var i = 0; i < parts.length; i++) {
      if (parts[i].id) starts[parts[i].id] = page;
      page += pagesOf(parts[i], pageHeight);
    }
    if (!printing) {
      root.classList.remove("book-measure");
      book.style.width = "";
    }
    var refs = book.querySelectorAll(".page-ref[data-target]");
    for (var j = 0; j < refs.length; j++) {
      var start = starts[refs[j].getAttribute("data-target")];
      refs[j].textContent = start ? String(start) : "";
    }
  }

  // Worked out when printing starts (Chromium fires beforeprint for its print dialogue
  // and for printing to PDF, before it lays the pages out): the numbers are hidden on
  // screen, and laying out a book of a thousand recipes twice takes seconds.
  window.addEventListener("beforeprint", number);
  var button = document.getElementById("book-print");
  if (button && window.print) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  }
})();
