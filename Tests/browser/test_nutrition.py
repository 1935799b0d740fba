# Browser checks of the nutrition section of recipe pages (docs/nutrition.md), opened
# from disk: the SVG charts render with real sizes and shapes, their words match the
# table, they follow dark mode and print, per-serving values stay put when the reader
# scales the servings, and the section fits a 320 px screen.

import re

import pytest

RECIPE = "recipes/plov.html"
RECIPE_RU = "ru/recipes/plov.html"

CHARTS_JS = r"""
const section = document.getElementById('nutrition');
if (!section) return null;
const box = el => { const r = el.getBoundingClientRect(); return [r.width, r.height]; };
const donut = section.querySelector('svg.energy-donut');
const bars = section.querySelector('svg.daily-value-bars');
const segments = [...donut.querySelectorAll('circle.segment')].map(c => ({
  cls: c.getAttribute('class'), stroke: getComputedStyle(c).stroke,
  dash: parseFloat(c.getAttribute('stroke-dasharray')), length: 2 * Math.PI * c.r.baseVal.value}));
const barRects = [...bars.querySelectorAll('rect.bar')].map(r => ({cls: r.getAttribute('class'), size: box(r)}));
const energyRow = [...section.querySelectorAll('tr')].find(tr => tr.querySelector('th[scope=row]') &&
  /Energy|Энерг/.test(tr.querySelector('th').textContent));
return {
  visible: section.offsetParent !== null,
  donut: box(donut), bars: box(bars),
  donutTitle: donut.querySelector('title').textContent,
  donutCentre: donut.querySelector('text').textContent,
  legend: [...donut.querySelectorAll('.legend text')].map(t => t.textContent),
  segments: segments, barRects: barRects,
  barLabels: [...bars.querySelectorAll('text')].map(t => t.textContent),
  energyCell: energyRow ? energyRow.querySelector('td').textContent : null,
  textFill: getComputedStyle(donut.querySelector('text')).fill,
  bodyColor: getComputedStyle(document.body).color,
  bodyBackground: getComputedStyle(document.body).backgroundColor,
  rows: [...section.querySelectorAll('.nutrition-table tbody tr')].map(tr => tr.textContent.replace(/\s+/g, ' ').trim()),
};
"""


def url_of(site, rel):
    return (site / rel).as_uri()


def open_page(browser, site_dir, rel):
    browser.get(url_of(site_dir, rel))
    data = browser.execute_script(CHARTS_JS)
    assert data is not None, f"{rel} has no #nutrition section"
    return data


def rgb(text):
    return tuple(int(v) for v in re.findall(r"\d+", text)[:3])


def luminance(color):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_charts_render_and_agree_with_the_table(browser, site_dir):
    data = open_page(browser, site_dir, RECIPE)
    assert data["visible"]
    # Both charts take real room on the page.
    assert data["donut"][0] >= 200 and data["donut"][1] >= 80, data["donut"]
    assert data["bars"][0] >= 200 and data["bars"][1] >= 80, data["bars"]
    # Three segments (protein, fat, carbohydrate), drawn with a colour, lengths adding up to the circle.
    assert [s["cls"] for s in data["segments"]] == ["segment protein", "segment fat", "segment carbohydrate"]
    assert all(s["stroke"] not in ("none", "") for s in data["segments"])
    total = sum(s["dash"] for s in data["segments"])
    assert abs(total - data["segments"][0]["length"]) < 0.05, (total, data["segments"][0]["length"])
    # The legend's percentages add up to 100.
    percents = [int(re.search(r"(\d+)%", t).group(1)) for t in data["legend"]]
    assert sum(percents) == 100, data["legend"]
    # The kcal in the middle of the donut, in its title and in the table are the same number.
    kcal = data["donutCentre"]
    assert re.fullmatch(r"\d+", kcal)
    assert f"{kcal} kcal" in data["donutTitle"]
    assert data["energyCell"].startswith(f"{kcal}\u00a0kcal"), data["energyCell"]
    # Each bar has a width and its percentage label.
    assert data["barRects"] and all(r["size"][0] > 0 and r["size"][1] > 0 for r in data["barRects"])
    assert any(re.fullmatch(r"≥? ?\d+%", t) for t in data["barLabels"])


def test_per_serving_values_do_not_follow_the_scaler(browser, site_dir):
    from selenium.webdriver.common.by import By

    before = open_page(browser, site_dir, RECIPE)["rows"]
    field = browser.find_element(By.ID, "servings-input")
    field.clear()
    field.send_keys("16")
    browser.execute_script("arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", field)
    after = browser.execute_script(CHARTS_JS)["rows"]
    # The scaler did change the ingredient amounts...
    note = browser.find_element(By.ID, "scale-note").text
    assert "16" in note, note
    # ...and the nutrition table is still per serving as written.
    assert after == before
    text = browser.find_element(By.CSS_SELECTOR, ".nutrition-basis").text
    assert "does not change these values" in text


def test_charts_follow_dark_mode(browser, site_dir):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        data = open_page(browser, site_dir, RECIPE)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    background = rgb(data["bodyBackground"])
    assert luminance(background) < 0.1, "the page is not dark"
    # Chart text is currentColor: the page's text colour, readable on the dark background.
    assert rgb(data["textFill"]) == rgb(data["bodyColor"])
    assert contrast(rgb(data["textFill"]), background) >= 4.5


def test_charts_print(browser, site_dir):
    browser.get(url_of(site_dir, RECIPE))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        data = browser.execute_script(CHARTS_JS)
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert data["visible"]
    assert data["donut"][0] > 100 and data["bars"][0] > 100


def test_russian_page_has_the_same_numbers(browser, site_dir):
    en = open_page(browser, site_dir, RECIPE)
    ru = open_page(browser, site_dir, RECIPE_RU)
    assert ru["donutCentre"] == en["donutCentre"]
    assert "ккал" in ru["donutTitle"]
    assert ru["energyCell"].startswith(f"{en['donutCentre']}\u00a0ккал"), ru["energyCell"]


@pytest.mark.parametrize("rel", (RECIPE, RECIPE_RU))
def test_section_fits_320_px(browser, site_dir, rel):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": 320, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    try:
        browser.get(url_of(site_dir, rel))
        width = browser.execute_script("return document.documentElement.scrollWidth")
        section = browser.execute_script("const r = document.getElementById('nutrition').getBoundingClientRect(); return [r.left, r.right];")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert width <= 320, f"{rel} scrolls sideways at 320 px ({width})"
    assert section[0] >= 0 and section[1] <= 320, section
