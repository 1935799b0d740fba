# Accessibility of each page type, in the light and the dark colour scheme.
#
#   COOKBOOK_SITE=/path/to/public python3 -m pytest -q Tests/browser/test_accessibility.py
#
# axe-core runs in headless Chromium on the home page, a recipe, a category, a
# tag, the A to Z index and the categories page, with prefers-color-scheme
# emulated as light and as dark through the DevTools protocol
# (Emulation.setEmulatedMedia). Any violation of impact "serious" or "critical"
# fails the test, printed rule by rule with the offending elements (and, for
# colour contrast, the colours and the ratio). Violations of lower impact are
# printed but do not fail. The same runs for every other top-level page (page
# types added later: search.html, ...) and for the home page and a recipe of every
# translated site (<lang>/index.html) found in the site folder.
#
# axe-core comes from a Python package that bundles axe.min.js (no network):
# selenium-axe-python (axe 4.9, preferred) or axe-selenium-python (axe 3.1; on
# Python < 3.12 that is its newest release). axe 3.1 predates HTML allowing <div>
# groups in a <dl>, so with it that one rule is not applied to dl > div > dt/dd.

import json
from pathlib import Path

import pytest

SCHEMES = ("light", "dark")
FAILING_IMPACTS = {"serious", "critical"}
PAGE_TYPES = ("home", "recipe", "category", "tag", "a-to-z", "categories")


AXE_PACKAGES = (("selenium_axe_python", "axe-core/axe.min.js"),
                ("axe_selenium_python", "node_modules/axe-core/axe.min.js"))


def axe_script() -> str:
    import importlib
    for module, relative in AXE_PACKAGES:
        try:
            package = importlib.import_module(module)
        except ImportError:
            continue
        path = Path(package.__file__).parent / relative
        if path.is_file():
            return path.read_text(encoding="utf-8")
    pytest.fail("axe-core is missing: pip install selenium-axe-python (or axe-selenium-python); "
                "scripts/setup installs it", pytrace=False)


def drop_known_false_positives(violations: list[dict], version: str) -> list[dict]:
    """axe 3.x reports dt/dd grouped in <dl><div> (valid HTML since 2017) as dlitem."""
    if not version.startswith("3."):
        return violations
    kept = []
    for violation in violations:
        if violation["id"] == "dlitem":
            nodes = [n for n in violation.get("nodes", []) if " > dt" not in " ".join(map(str, n.get("target", [])))
                     and " > dd" not in " ".join(map(str, n.get("target", [])))]
            if not nodes:
                continue
            violation = {**violation, "nodes": nodes}
        kept.append(violation)
    return kept


def first_page(site: Path, folder: str) -> str:
    pages = sorted((site / folder).glob("*.html")) if (site / folder).is_dir() else []
    assert pages, f"the site has no page in {folder}/"
    return f"{folder}/{pages[0].name}"


def page_of(site: Path, kind: str, prefix: str = "") -> str:
    return {
        "home": lambda: prefix + "index.html",
        "recipe": lambda: first_page(site, prefix + "recipes"),
        "category": lambda: first_page(site, prefix + "categories"),
        "tag": lambda: first_page(site, prefix + "tags"),
        "a-to-z": lambda: prefix + "recipes.html",
        "categories": lambda: prefix + "categories.html",
    }[kind]()


def set_scheme(driver, scheme: str) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}],
    })


def clear_scheme(driver) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def describe_node(node: dict) -> list[str]:
    lines = [f"    at {' '.join(map(str, node.get('target', [])))}"]
    html = " ".join((node.get("html") or "").split())
    lines.append(f"       {html[:200]}{'...' if len(html) > 200 else ''}")
    for check in node.get("any", []) + node.get("all", []) + node.get("none", []):
        data = check.get("data")
        if check.get("id") == "color-contrast" and isinstance(data, dict):
            lines.append(f"       contrast {data.get('contrastRatio')}:1, needs {data.get('expectedContrastRatio')}; "
                         f"text {data.get('fgColor')} on {data.get('bgColor')}, "
                         f"{data.get('fontSize')} {data.get('fontWeight')}")
        elif check.get("message"):
            lines.append(f"       {check['message']}")
    return lines


def report(violations: list[dict], where: str) -> str:
    lines = []
    for violation in violations:
        nodes = violation.get("nodes", [])
        lines.append(f"{where}: [{violation.get('impact')}] {violation['id']}: {violation.get('help')} "
                     f"({len(nodes)} element(s); {violation.get('helpUrl')})")
        for node in nodes[:8]:
            lines += describe_node(node)
        if len(nodes) > 8:
            lines.append(f"    ... and {len(nodes) - 8} more")
    return "\n".join(lines)


def run_axe(driver, site: Path, rel: str, scheme: str) -> tuple[list, list]:
    """(failing, other) violations of one page in one scheme."""
    set_scheme(driver, scheme)
    try:
        driver.get((site / rel).as_uri())
        matches = driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches")
        assert matches, f"could not emulate prefers-color-scheme: {scheme}"
        driver.execute_script(axe_script())
        driver.set_script_timeout(60)
        results = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']})"
            "  .then(r => done(JSON.stringify(r)), e => done(JSON.stringify({error: String(e)})));")
    finally:
        clear_scheme(driver)
    results = json.loads(results)
    assert "error" not in results, f"axe failed on {rel}: {results['error']}"
    version = (results.get("testEngine") or {}).get("version", "")
    violations = drop_known_false_positives(results.get("violations", []), version)
    failing = [v for v in violations if v.get("impact") in FAILING_IMPACTS]
    other = [v for v in violations if v.get("impact") not in FAILING_IMPACTS]
    return failing, other


def check_pages(driver, site: Path, pages: list[tuple[str, str]]) -> None:
    failures, notes = [], []
    for rel, scheme in pages:
        failing, other = run_axe(driver, site, rel, scheme)
        if failing:
            failures.append(report(failing, f"{rel} ({scheme})"))
        if other:
            notes.append(report(other, f"{rel} ({scheme})"))
    if notes:
        print("axe violations of minor or moderate impact (not failing):\n" + "\n".join(notes))
    if failures:
        pytest.fail("axe-core found serious or critical violations:\n" + "\n".join(failures), pytrace=False)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("kind", PAGE_TYPES)
def test_page_type_has_no_serious_violations(browser, site_dir, kind, scheme):
    check_pages(browser, site_dir, [(page_of(site_dir, kind), scheme)])


def test_dark_scheme_is_really_different(browser, site_dir):
    """The dark runs above test something: the theme does change colours."""
    colours = {}
    for scheme in SCHEMES:
        set_scheme(browser, scheme)
        try:
            browser.get((site_dir / "index.html").as_uri())
            colours[scheme] = browser.execute_script(
                "const s = getComputedStyle(document.body);"
                "const h = getComputedStyle(document.documentElement);"
                "return [s.backgroundColor, h.backgroundColor, s.color];")
        finally:
            clear_scheme(browser)
    assert colours["light"] != colours["dark"], (
        f"the page looks the same in both schemes (background, root background, text): {colours['light']}")


KNOWN_TOP_LEVEL = {"index.html", "recipes.html", "categories.html"}


def other_top_level_pages(site: Path) -> list[str]:
    """Page types added later (search.html, pantry.html, ...): every other top-level page."""
    return sorted(p.name for p in site.glob("*.html") if p.name not in KNOWN_TOP_LEVEL)


def test_other_page_types_have_no_serious_violations(browser, site_dir):
    pages = other_top_level_pages(site_dir)
    if not pages:
        pytest.skip("the site has no other top-level page than " + ", ".join(sorted(KNOWN_TOP_LEVEL)))
    check_pages(browser, site_dir, [(page, scheme) for page in pages for scheme in SCHEMES])


def translated_sites(site: Path) -> list[str]:
    return sorted(f"{p.parent.name}/" for p in site.glob("*/index.html")
                  if len(p.parent.name) in (2, 3) and p.parent.name.isalpha() and p.parent.name.islower())


def test_translated_pages_have_no_serious_violations(browser, site_dir):
    prefixes = translated_sites(site_dir)
    if not prefixes:
        pytest.skip("the site has no translated pages (<lang>/index.html)")
    pages = []
    for prefix in prefixes:
        for kind in ("home", "recipe"):
            if kind == "recipe" and not (site_dir / prefix / "recipes").is_dir():
                continue
            pages += [(page_of(site_dir, kind, prefix), scheme) for scheme in SCHEMES]
    check_pages(browser, site_dir, pages)
