# Cuisine and author pages, and the printable book (book.html), in headless Chromium
# from file:// (issue 16):
#
#   - every language has the cuisine and author pages, listed on the categories page and
#     linked from recipe pages and cards; an author's page shows the bio and picture of
#     site.yaml's `authors:` (the example site gives Saule Nurlanova both);
#   - axe-core finds no serious violation on them (light and dark), and they, with the
#     book, fit 320 px without scrolling sideways;
#   - the book printed to PDF (Page.printToPDF, the book's own @page size) has a cover and
#     the contents, every recipe starts on a new page, at least one page per recipe, and
#     the page numbers the contents give (assets/book.js) are the pages the recipes are
#     on in the PDF, read back with pdftotext (Debian poppler-utils).

import base64
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from test_accessibility import SCHEMES, check_pages
from test_site import OVERFLOW_JS, url_of

LANGUAGES = ("", "ru/", "kk/")


def links(driver, selector: str) -> list[str]:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(a => a.href)", selector)


@pytest.mark.parametrize("prefix", LANGUAGES)
def test_cuisine_and_author_pages_are_listed_and_linked(browser, site_dir, prefix):
    browser.get(url_of(site_dir, prefix + "categories.html"))
    cuisines = links(browser, "#cuisines-heading ~ ul a")
    authors = links(browser, "#authors-heading ~ ul a")
    assert cuisines and all("/cuisines/" in u and u.endswith(".html") for u in cuisines), cuisines
    assert authors and all("/authors/" in u and u.endswith(".html") for u in authors), authors
    for url in cuisines + authors:
        path = Path(url.removeprefix("file://"))
        assert path.is_file(), f"{url} (from {prefix}categories.html) does not exist"

    # The recipe page links its cuisine and author; following them lists the recipe.
    browser.get(url_of(site_dir, prefix + "recipes/plov.html"))
    recipe_url = browser.current_url
    for selector in (".eyebrow a[href*='cuisines/']", ".byline a[href*='authors/']"):
        target = browser.execute_script("const a = document.querySelector(arguments[0]); return a && a.href", selector)
        assert target, f"{prefix}recipes/plov.html has no link {selector}"
        browser.get(target)
        assert browser.execute_script("return document.documentElement.lang") == (prefix.rstrip("/") or "en")
        cards = links(browser, ".card-link")
        assert recipe_url in cards, f"{target} does not list plov: {cards}"
        # Its cards link the cuisine and the author too.
        assert links(browser, ".card-meta a.card-author"), f"{target}: the cards do not link their author"
        browser.get(recipe_url)


@pytest.mark.parametrize("prefix", LANGUAGES)
def test_author_page_shows_bio_and_picture(browser, site_dir, prefix):
    browser.get(url_of(site_dir, prefix + "authors/saule-nurlanova.html"))
    info = browser.execute_script("""
        const img = document.querySelector('.profile-picture');
        return {bio: (document.querySelector('.bio') || {}).textContent || '',
                em: !!document.querySelector('.bio em'),
                loaded: !!img && img.complete && img.naturalWidth > 0,
                heading: document.querySelector('h1').textContent,
                eyebrow: (document.querySelector('.list-header .eyebrow') || {}).textContent};""")
    assert info["loaded"], "the author's picture does not load"
    assert info["em"] and len(info["bio"]) > 40, info
    assert info["eyebrow"], info
    expected = {"": "Saule Nurlanova", "ru/": "Сауле Нурланова", "kk/": "Сәуле Нұрланова"}[prefix]
    assert info["heading"] == expected


NEW_PAGES = ("cuisines/uzbek.html", "authors/saule-nurlanova.html", "ru/cuisines/uzbek.html",
             "kk/authors/saule-nurlanova.html", "ru/book.html")


def test_new_pages_have_no_serious_axe_violations(browser, site_dir):
    check_pages(browser, site_dir, [(page, scheme) for page in NEW_PAGES for scheme in SCHEMES])


@pytest.mark.parametrize("rel", ("book.html", "cuisines/uzbek.html", "authors/saule-nurlanova.html", "kk/book.html"))
def test_new_pages_fit_320_px(browser, site_dir, rel):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 320, "height": 800, "deviceScaleFactor": 1, "mobile": False})
    try:
        browser.get(url_of(site_dir, rel))
        metrics = browser.execute_script(OVERFLOW_JS)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert metrics["scrollWidth"] <= metrics["innerWidth"], f"{rel} scrolls sideways at 320 px: {metrics['wide']}"


def pdf_pages(browser, site_dir, rel: str, tmp_path: Path) -> tuple[list[str], dict]:
    """The book printed to PDF as Chromium prints it, one text per page, and what the page says."""
    if shutil.which("pdftotext") is None:
        pytest.fail("pdftotext is missing (Debian package poppler-utils): run scripts/setup", pytrace=False)
    browser.get(url_of(site_dir, rel))
    info = browser.execute_script("""
        return {toc: Array.from(document.querySelectorAll('.book-toc .page-ref')).map(e => e.dataset.target),
                titles: Object.fromEntries(Array.from(document.querySelectorAll('.book-recipe')).map(a => [a.id, a.querySelector('h2').textContent])),
                index: document.getElementById('book-index-heading').textContent,
                contents: document.getElementById('book-contents-heading').textContent,
                cover: document.getElementById('book-title').textContent};""")
    # book.js works the numbers out when printing starts: nothing before.
    assert browser.execute_script("return Array.from(document.querySelectorAll('.page-ref')).every(e => e.textContent === '')")
    pdf = browser.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "printBackground": False})
    path = tmp_path / "book.pdf"
    path.write_bytes(base64.b64decode(pdf["data"]))
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    pages = text.split("\f")
    if pages and not pages[-1].strip():
        pages.pop()
    return pages, info


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


TOC_LINE = re.compile(r"^(?P<title>.*?\S)\s{2,}(?P<page>\d+)$")


@pytest.mark.parametrize("prefix", LANGUAGES)
def test_book_prints_one_recipe_per_page_with_the_right_page_numbers(browser, site_dir, prefix, tmp_path):
    pages, info = pdf_pages(browser, site_dir, prefix + "book.html", tmp_path)
    recipes = len(info["titles"])
    assert recipes > 0
    # Cover, contents, at least a page per recipe, the index.
    assert len(pages) >= recipes + 3, f"{len(pages)} pages for {recipes} recipes"
    assert norm(info["cover"]) in norm(pages[0])
    assert norm(info["contents"]) in norm(pages[1]), "the contents are not on page 2"

    def lines(page: str) -> list[str]:
        return [norm(line) for line in page.splitlines() if line.strip()]

    # The printed contents: "Title    12" on the pages up to the one listing the index.
    contents_end = next(i for i, page in enumerate(pages) if norm(info["index"]) in norm(page))
    printed = {}
    for page in pages[1:contents_end + 1]:
        for line in page.splitlines():
            match = TOC_LINE.match(line.strip())
            if match:
                printed[norm(match.group("title"))] = int(match.group("page"))
    previous = contents_end + 1
    wrong = []
    for target in info["toc"]:
        want = norm(info["index"] if target == "book-index" else info["titles"][target])
        starts = [i + 1 for i, page in enumerate(pages) if i > contents_end and want in lines(page)[:3]]
        assert starts, f"{want!r} does not start a page of the PDF"
        assert starts[0] > previous, f"{want!r} starts on page {starts[0]}, not after the one before it (page {previous})"
        previous = starts[0]
        assert want in printed, f"the printed contents give no page number for {want!r}"
        if printed[want] != starts[0]:
            wrong.append(f"{want}: the contents say {printed[want]}, the PDF has it on page {starts[0]}")
        # The page itself is numbered at its foot (@page margin box).
        assert lines(pages[starts[0] - 1])[-1] == str(starts[0]), f"page {starts[0]} does not end with its number"
    assert not wrong, "page numbers in the contents differ from the PDF:\n" + "\n".join(wrong)
