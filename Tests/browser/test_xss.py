# No script from content ever runs: hostile cookbooks built and opened in Chromium.
#
#   COOKBOOK_BIN=.build/release/cookbook python3 -m pytest -q Tests/browser/test_xss.py
#
# Builds Tests/hostile/xss-site (every text of the cookbook, site.yaml included, is
# an attack: <script>, <img onerror>, "><svg onload>, javascript: links in Markdown,
# </script><script> in text that ends up in the JSON-LD <script>, Mustache tags)
# and every case of Tests/hostile/cases that must build (`@exit 0`), then loads
# every page of each in headless Chromium and asserts:
#   - no payload ran: window.__xss (each payload sets it to its own number) is
#     unset, the title is not PWNED, alert/confirm/prompt/print/open were never
#     called (they are hooked before any page script runs);
#   - the DOM holds no event-handler attribute, no javascript:/vbscript:/data:text
#     URL (as written or as resolved), no iframe/object/embed/base, and no
#     <script> but the JSON-LD one and the theme's own (assets/*.js, or an inline
#     script whose text is byte for byte one the theme writes for the clean
#     Tests/hostile/base site);
#   - the JSON-LD is valid JSON and, on the recipe pages of xss-site, its name and
#     the page's <h1> are exactly the title as written in the front matter;
#   - on pages with a search box or check boxes (search.html, pantry.html) the
#     same holds after typing queries that match the hostile recipes and ticking
#     every box: results drawn from the generated search index run nothing either.
# The binary comes from COOKBOOK_BIN (scripts/test sets it), else .build/release.

import os
import sys
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "shared"))
from serving import binary  # noqa: E402
HOSTILE = ROOT / "Tests" / "hostile"

# slug -> the title exactly as the front matter of xss-site gives it.
TITLES = {
    "fields": "<script>window.__xss=10</script>",
    "json-ld": "</script><script>window.__xss=50</script>",
    "entities": "Ünïcødé <b>bold</b> & \"quotes\" 'single' &amp; &lt;",
}
SITE_TITLE = "<script>window.__xss=1</script>Kitchen"

# Installed before any page script. (eval and Function are not hooked: chromedriver
# itself runs scripts through them.)
HOOKS = """
(() => {
  const caught = (what) => function () { window.__xss = window.__xss || ('called ' + what); };
  window.alert = caught('alert'); window.confirm = caught('confirm'); window.prompt = caught('prompt');
  window.print = caught('print'); window.open = caught('open');
})();
"""

CHECK_JS = """
const themeScripts = arguments[0];
const problems = [];
const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'cite', 'srcset'];
const bad = v => /^(javascript|vbscript|data:text|data:application)/.test(v.replace(/[\\u0000-\\u0020]/g, '').toLowerCase());
const describe = el => '<' + el.tagName.toLowerCase() + '> ' + el.outerHTML.slice(0, 120);
for (const el of document.querySelectorAll('*')) {
  for (const a of el.attributes) {
    const name = a.name.toLowerCase();
    if (name.startsWith('on')) problems.push('event handler ' + name + ' on ' + describe(el));
    if (name === 'srcdoc') problems.push('srcdoc on ' + describe(el));
    if (urlAttrs.includes(name) && bad(a.value)) problems.push('script URL in ' + name + ' of ' + describe(el));
  }
  if (['IFRAME', 'OBJECT', 'EMBED', 'FRAME', 'BASE', 'APPLET'].includes(el.tagName)) problems.push('element ' + describe(el));
}
for (const link of document.querySelectorAll('a[href], area[href]')) {
  if (['javascript:', 'vbscript:', 'data:'].includes(link.protocol)) problems.push('link resolves to ' + link.protocol + ' ' + describe(link));
}
const jsonld = [];
for (const s of document.scripts) {
  const src = s.getAttribute('src') || '';
  if (s.type === 'application/ld+json') {
    try { jsonld.push(JSON.parse(s.textContent)); } catch (e) { problems.push('JSON-LD is not JSON: ' + e + ' ' + s.textContent.slice(0, 120)); }
  } else if (!src && themeScripts.includes(s.textContent)) {
    // the theme's own inline script
  } else if (!src && s.type === 'application/json' && (s.id === 'kitchen-recipe' || s.id === 'weekplan-data')) {
    // the recipe's shopping data (docs/kitchen.md), a week plan's entries: data, never run
    try { JSON.parse(s.textContent); } catch (e) { problems.push('kitchen data is not JSON: ' + e); }
  } else if (!(/^(\\.\\.\\/)*(assets|search|kitchen)\\/[\\w.\\/-]+\\.js$/.test(src) && !s.textContent.trim())) {
    problems.push('script that is not the theme\\'s: ' + describe(s));
  }
}
const h1 = document.querySelector('h1');
return {problems, xss: window.__xss === undefined ? null : String(window.__xss), title: document.title,
        jsonld, h1: h1 ? h1.textContent : null, siteTitle: (document.querySelector('.site-title') || {}).textContent};
"""


def build(source: Path, folder: Path) -> Path:
    shutil.copytree(source, folder, symlinks=True, ignore=shutil.ignore_patterns("expected.txt"))
    result = subprocess.run([binary(), "build"], cwd=folder, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"building {source} failed (exit {result.returncode}):\n{result.stderr}"
    return folder / "public"


def must_build_cases() -> list[Path]:
    cases = []
    for case in sorted((HOSTILE / "cases").iterdir()):
        expected = case / "expected.txt"
        if expected.is_file() and "@exit 0" in expected.read_text(encoding="utf-8").splitlines():
            if not any(line.startswith(("@generate", "@symlink", "@file"))
                       for line in expected.read_text(encoding="utf-8").splitlines()):
                cases.append(case)
    return cases


INLINE_SCRIPT_RE = re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*application/ld\+json)[^>]*>(.*?)</script>", re.S | re.I)


@pytest.fixture(scope="module")
def theme_scripts(tmp_path_factory) -> list[str]:
    """The inline scripts the theme writes on a clean site (Tests/hostile/base)."""
    public = build(HOSTILE / "base", tmp_path_factory.mktemp("theme") / "base")
    found = set()
    for page in public.rglob("*.html"):
        found.update(INLINE_SCRIPT_RE.findall(page.read_text(encoding="utf-8")))
    return sorted(found)


@pytest.fixture(scope="module")
def hooked_browser(browser):
    added = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOKS})
    try:
        yield browser
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]})


QUERIES = ("xss", "img", "onerror", "svg", "alert", "script")
MAX_TICKS = 25

INTERACTIVE_JS = """
return Array.from(document.querySelectorAll('input[type=search], input[type=text], input[type=checkbox]'))
  .filter(el => el.getClientRects().length > 0 && !el.disabled);
"""


def interact(driver) -> str:
    """Types the queries into every search box, then ticks check boxes, as a reader would.
    Returns the text of the page right after the last query."""
    from selenium.common.exceptions import WebDriverException
    time.sleep(0.3)  # let the page load its search index
    elements = driver.execute_script(INTERACTIVE_JS)
    for element in elements:
        try:
            if element.get_attribute("type") != "checkbox":
                for query in QUERIES:
                    element.clear()
                    element.send_keys(query)
                    time.sleep(0.1)
        except WebDriverException:
            continue  # hidden or replaced by the page meanwhile
    time.sleep(0.2)
    text = driver.execute_script("return (document.querySelector('main') || document.body).innerText")
    ticked = 0
    for element in driver.execute_script(INTERACTIVE_JS):
        try:
            if element.get_attribute("type") == "checkbox" and not element.is_selected() and ticked < MAX_TICKS:
                element.click()
                ticked += 1
        except WebDriverException:
            continue
    time.sleep(0.2)
    return text


def visit_all(driver, public: Path, label: str, theme_scripts: list) -> dict:
    """Loads every page; returns page -> CHECK_JS result; fails on any problem."""
    from selenium.common.exceptions import UnexpectedAlertPresentException
    pages = sorted(str(p.relative_to(public)) for p in public.rglob("*.html"))
    assert pages, f"{label}: no page was built"
    results, problems = {}, []
    for rel in pages:
        try:
            driver.get((public / rel).as_uri())
            time.sleep(0.05)  # let a broken <img onerror> fire, if there were one
            searched = interact(driver) if driver.execute_script(INTERACTIVE_JS) else None
            result = driver.execute_script(CHECK_JS, theme_scripts)
            result["searched"] = searched
        except UnexpectedAlertPresentException as alert:
            problems.append(f"{rel}: an alert opened: {alert.alert_text!r}")
            continue
        results[rel] = result
        if result["xss"] is not None:
            problems.append(f"{rel}: a payload ran: window.__xss = {result['xss']}")
        if result["title"] == "PWNED":
            problems.append(f"{rel}: the document title was changed to PWNED")
        problems += [f"{rel}: {p}" for p in result["problems"]]
    if problems:
        pytest.fail(f"{label}: content became script:\n  " + "\n  ".join(problems), pytrace=False)
    return results


def test_xss_site_runs_no_content_script(hooked_browser, theme_scripts, tmp_path):
    public = build(HOSTILE / "xss-site", tmp_path / "xss-site")
    results = visit_all(hooked_browser, public, "Tests/hostile/xss-site", theme_scripts)
    assert len(results) >= 10, f"only {len(results)} pages: {sorted(results)}"

    # The text survives exactly: escaped for HTML and JSON, never dropped or altered.
    for slug, title in TITLES.items():
        result = results[f"recipes/{slug}.html"]
        assert result["h1"] == title, f"recipes/{slug}.html: <h1> is {result['h1']!r}, not {title!r}"
        recipes = [item for item in result["jsonld"] if item.get("@type") == "Recipe"]
        assert len(recipes) == 1, f"recipes/{slug}.html: {len(recipes)} JSON-LD Recipe objects"
        assert recipes[0]["name"] == title, f"recipes/{slug}.html: JSON-LD name {recipes[0]['name']!r}"
    assert results["index.html"]["siteTitle"].strip() == SITE_TITLE
    if "search.html" in results:  # the search found the hostile recipes and showed their titles as text
        searched = results["search.html"]["searched"] or ""
        assert TITLES["fields"] in searched, f"searching 'script' did not show {TITLES['fields']!r}:\n{searched[:1500]}"
    ingredients = [item for item in results["recipes/json-ld.html"]["jsonld"] if item.get("@type") == "Recipe"][0]
    assert ingredients["recipeIngredient"] == ["</script><svg onload=window.__xss=52>",
                                               "]]></script><script>window.__xss=53</script>"]


def test_hostile_cases_that_build_run_no_content_script(hooked_browser, theme_scripts, tmp_path):
    cases = must_build_cases()
    assert cases, "no case in Tests/hostile/cases has '@exit 0'"
    for case in cases:
        public = build(case, tmp_path / case.name)
        visit_all(hooked_browser, public, f"Tests/hostile/cases/{case.name}", theme_scripts)


def test_no_javascript_href_in_any_page(tmp_path):
    """The same without a browser, on the raw HTML: no script URL in any attribute."""
    from html.parser import HTMLParser

    found = []

    class Attributes(HTMLParser):
        def handle_starttag(self, tag, attrs):
            for name, value in attrs:
                squashed = "".join(ch for ch in (value or "") if ord(ch) > 0x20).lower()
                if squashed.startswith(("javascript:", "vbscript:")):
                    found.append(f"{self.page}:{self.getpos()[0]}: <{tag} {name}={value!r}>")

    public = build(HOSTILE / "xss-site", tmp_path / "site")
    pages = sorted(public.rglob("*.html"))
    for page in pages:
        parser = Attributes(convert_charrefs=True)
        parser.page = page.relative_to(public)
        parser.feed(page.read_text(encoding="utf-8"))
        parser.close()
    assert len(pages) >= 10
    assert found == [], "javascript: URLs in the output:\n  " + "\n  ".join(found)
