# Keyboard-only use of the home page, a recipe page and every other top-level
# page (A to Z, categories, search, ...), in headless Chromium.
#
#   COOKBOOK_SITE=/path/to/public python3 -m pytest -q Tests/browser/test_keyboard.py
#
# Real key presses (WebDriver actions, not element.focus()) check that:
#   - the first Tab lands on the skip link, which is then visible on screen;
#   - Enter on it goes to #main, and the next Tab lands inside <main>;
#   - Tab visits every visible link, button and form control of the page, in
#     order, each one once, and shows a focus indicator on each: its computed
#     outline or box-shadow when focused differs from when it is not, and a
#     focused outline is not "none", 0 px wide or transparent; a group of radio
#     buttons is one Tab stop, and the arrow keys then reach (and check) each of
#     its buttons, each with a focus indicator;
#   - on a recipe page every step anchor (#step-N) is reached by Tab and Enter
#     on it moves the page to that step.

from pathlib import Path

import pytest

MAX_TABS = 400

FOCUSABLE_JS = """
const selector = 'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, '
  + 'iframe, [contenteditable=""], [contenteditable=true], [tabindex]';
return Array.from(document.querySelectorAll(selector)).filter(el => {
  if (el.matches('[tabindex="-1"], :disabled')) return false;
  if (el.closest('[inert], [hidden]')) return false;
  // The content of a closed <details> (all but its summary) is not rendered.
  const details = el.closest('details');
  if (details && !details.open && !el.closest('summary')) return false;
  if (el.matches('input[type=radio]')) return false;  // a radio group is one Tab stop: see RADIO_GROUPS_JS
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.display === 'none') return false;
  return el.getClientRects().length > 0;
});
"""

RADIO_GROUPS_JS = """
const groups = {};
for (const el of document.querySelectorAll('input[type=radio]:not(:disabled)')) {
  if (el.getClientRects().length === 0 || el.closest('[inert], [hidden]')) continue;
  const key = (el.form ? 'form:' : '') + el.name;
  (groups[key] = groups[key] || []).push(el);
}
return Object.values(groups);
"""

# The parts of a computed style that show focus, and a short description.
STYLE_JS = """
const el = arguments[0];
const s = getComputedStyle(el);
const box = el.getBoundingClientRect();
let name = el.tagName.toLowerCase();
if (el.id) name += '#' + el.id;
if (el.classList.length) name += '.' + Array.from(el.classList).join('.');
const label = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
return {
  outlineStyle: s.outlineStyle, outlineWidth: s.outlineWidth, outlineColor: s.outlineColor,
  outlineOffset: s.outlineOffset, boxShadow: s.boxShadow,
  className: el.getAttribute('class') || '', href: el.getAttribute('href') || '',
  width: box.width, height: box.height, top: box.top, left: box.left,
  viewportWidth: innerWidth, viewportHeight: innerHeight,
  name: name + ' "' + label + '"' + (el.getAttribute('href') ? ' href=' + el.getAttribute('href') : ''),
};
"""


def press(driver, *keys) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(driver).send_keys(*keys).perform()


def active(driver):
    return driver.execute_script("return document.activeElement")


def is_body(driver, element) -> bool:
    return driver.execute_script("return arguments[0] === document.body || arguments[0] === null "
                                 "|| arguments[0] === document.documentElement", element)


def shows_focus(focused: dict, unfocused: dict) -> bool:
    outline = (focused["outlineStyle"] != "none" and not focused["outlineWidth"].startswith("0")
               and "rgba(0, 0, 0, 0)" not in focused["outlineColor"] and focused["outlineColor"] != "transparent")
    changed_outline = outline and (
        (focused["outlineStyle"], focused["outlineWidth"], focused["outlineColor"])
        != (unfocused["outlineStyle"], unfocused["outlineWidth"], unfocused["outlineColor"]))
    changed_shadow = focused["boxShadow"] not in ("none", "") and focused["boxShadow"] != unfocused["boxShadow"]
    return changed_outline or changed_shadow


def load(driver, site: Path, rel: str) -> None:
    driver.get((site / rel).as_uri())
    # Start from a clean state: nothing focused, at the top of the page.
    driver.execute_script("if (document.activeElement) document.activeElement.blur(); window.scrollTo(0, 0);")


def tab_through(driver) -> list[tuple[object, dict]]:
    """Presses Tab until focus leaves the page or comes back to the first stop."""
    from selenium.webdriver.common.keys import Keys
    stops = []
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        element = active(driver)
        if element is None or is_body(driver, element):
            break
        if stops and element == stops[0][0]:
            break
        stops.append((element, driver.execute_script(STYLE_JS, element)))
    else:
        pytest.fail(f"focus never left the page after {MAX_TABS} Tab presses (a keyboard trap?)")
    return stops


def check_page(driver, site: Path, rel: str) -> list:
    from selenium.webdriver.common.keys import Keys
    load(driver, site, rel)
    stops = tab_through(driver)
    assert stops, f"{rel}: Tab focuses nothing"
    problems = []

    first, first_style = stops[0]
    if "skip-link" not in first_style["className"].split() or first_style["href"] != "#main":
        problems.append(f"the first Tab stop is {first_style['name']}, not the skip link to #main")
    if not (first_style["width"] > 1 and first_style["height"] > 1 and 0 <= first_style["top"] < first_style["viewportHeight"]
            and first_style["left"] >= 0 and first_style["left"] + first_style["width"] <= first_style["viewportWidth"] + 1):
        problems.append(f"the focused skip link is not visible on screen: {first_style}")

    # Each stop once, and every focusable element is a stop.
    seen = []
    for element, style in stops:
        if element in seen:
            problems.append(f"{style['name']} is reached twice by Tab")
        seen.append(element)
    focusable = driver.execute_script(FOCUSABLE_JS)
    for element in focusable:
        if element not in seen:
            problems.append(f"not reachable by Tab: {driver.execute_script(STYLE_JS, element)['name']}")
    groups = driver.execute_script(RADIO_GROUPS_JS)
    for group in groups:
        if not any(member in seen for member in group):
            problems.append(f"no button of the radio group '{group[0].get_attribute('name')}' is reachable by Tab")

    # A visible focus indicator on every stop.
    driver.execute_script("document.activeElement && document.activeElement.blur()")
    for element, focused in stops:
        if element == first:
            continue  # the skip link is hidden until focused: its visibility is checked above
        unfocused = driver.execute_script(STYLE_JS, element)
        if not shows_focus(focused, unfocused):
            problems.append(f"no visible focus indicator on {focused['name']}: focused outline "
                            f"{focused['outlineStyle']} {focused['outlineWidth']} {focused['outlineColor']}, box-shadow "
                            f"{focused['boxShadow']}; unfocused outline {unfocused['outlineStyle']} "
                            f"{unfocused['outlineWidth']}, box-shadow {unfocused['boxShadow']}")
        if focused["width"] < 1 or focused["height"] < 1:
            problems.append(f"{focused['name']} is focusable but has no size ({focused['width']}x{focused['height']})")

    # Arrow keys move through each radio group, checking each button.
    for index in range(len(groups)):
        problems += check_radio_group(driver, site, rel, index)

    # The skip link moves the reader to main.
    load(driver, site, rel)
    press(driver, Keys.TAB)
    press(driver, Keys.ENTER)
    hash_ = driver.execute_script("return location.hash")
    if hash_ != "#main":
        problems.append(f"Enter on the skip link leads to {hash_!r}, not #main")
    press(driver, Keys.TAB)
    inside = driver.execute_script(
        "const m = document.querySelector('main'); const a = document.activeElement;"
        "return !!m && (a === m || m.contains(a));")
    if not inside:
        problems.append("after the skip link, the next Tab is not inside <main> "
                        f"(it is {driver.execute_script(STYLE_JS, active(driver))['name']})")
    return problems, stops


def check_radio_group(driver, site: Path, rel: str, index: int) -> list[str]:
    """Tab to the index-th radio group, then press the down arrow through it."""
    from selenium.webdriver.common.keys import Keys
    load(driver, site, rel)
    group = driver.execute_script(RADIO_GROUPS_JS)[index]
    name = group[0].get_attribute("name")
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        if active(driver) in group:
            break
    else:
        return [f"Tab never reaches the radio group '{name}'"]
    problems, visited = [], [active(driver)]
    for _ in range(len(group) - 1):
        press(driver, Keys.ARROW_DOWN)
        visited.append(active(driver))
    driver.execute_script("document.activeElement.blur()")
    for member in group:
        label = driver.execute_script(STYLE_JS, member)["name"] + " value=" + (member.get_attribute("value") or "")
        if member not in visited:
            problems.append(f"the arrow keys never reach {label} in the radio group '{name}'")
    # Each button, focused by the keyboard, shows it.
    load(driver, site, rel)
    group = driver.execute_script(RADIO_GROUPS_JS)[index]
    for _ in range(MAX_TABS):
        press(driver, Keys.TAB)
        if active(driver) in group:
            break
    for step in range(len(group)):
        if step:
            press(driver, Keys.ARROW_DOWN)
        element = active(driver)
        focused = driver.execute_script(STYLE_JS, element)
        if not driver.execute_script("return arguments[0].checked", element):
            problems.append(f"the arrow keys focus {focused['name']} but do not check it")
        driver.execute_script("arguments[0].blur()", element)
        unfocused = driver.execute_script(STYLE_JS, element)
        driver.execute_script("arguments[0].focus()", element)
        if not shows_focus(focused, unfocused):
            problems.append(f"no visible focus indicator on the radio button {focused['name']} "
                            f"value={element.get_attribute('value')}")
    return problems


def recipe_page(site: Path) -> str:
    pages = sorted((site / "recipes").glob("*.html"))
    assert pages, "the site has no recipe page"
    # The recipe with the most steps exercises step anchors best.
    return "recipes/" + max(pages, key=lambda p: (p.read_text(encoding="utf-8").count('class="step-anchor"'), p.name)).name


def test_home_page_by_keyboard(browser, site_dir):
    problems, stops = check_page(browser, site_dir, "index.html")
    assert len(stops) >= 3, f"only {len(stops)} Tab stops on the home page"
    if problems:
        pytest.fail("index.html, keyboard only:\n  " + "\n  ".join(problems), pytrace=False)


def test_recipe_page_by_keyboard(browser, site_dir):
    from selenium.webdriver.common.keys import Keys
    rel = recipe_page(site_dir)
    problems, stops = check_page(browser, site_dir, rel)

    anchors = [style for _, style in stops if "step-anchor" in style["className"].split()]
    expected = browser.execute_script("return document.querySelectorAll('a.step-anchor').length")
    assert expected > 0, f"{rel} has no step anchors (a.step-anchor)"
    if len(anchors) != expected:
        problems.append(f"{len(anchors)} of {expected} step anchors are reached by Tab")
    # Enter on a step anchor, reached by keyboard, goes to that step.
    load(browser, site_dir, rel)
    target = browser.execute_script("const a = document.querySelectorAll('a.step-anchor'); return a[a.length - 1]")
    wanted = target.get_attribute("href").split("#")[-1]
    for _ in range(MAX_TABS):
        press(browser, Keys.TAB)
        if active(browser) == target:
            break
    else:
        problems.append(f"Tab never reaches the last step anchor (#{wanted})")
    press(browser, Keys.ENTER)
    if browser.execute_script("return location.hash") != f"#{wanted}":
        problems.append(f"Enter on the step anchor does not go to #{wanted}")
    elif not browser.execute_script(
            "const s = document.getElementById(arguments[0]).getBoundingClientRect();"
            "return s.top < innerHeight && s.bottom > 0;", wanted):
        problems.append(f"after Enter on its anchor, step #{wanted} is not on screen")
    if problems:
        pytest.fail(f"{rel}, keyboard only:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.mark.parametrize("name", ("recipes.html", "categories.html", "search.html", "pantry.html", "shopping.html", "saved.html", "plan.html"))
def test_other_page_by_keyboard(browser, site_dir, name):
    if not (site_dir / name).is_file():
        pytest.skip(f"the site has no {name}")
    problems, stops = check_page(browser, site_dir, name)
    if problems:
        pytest.fail(f"{name}, keyboard only:\n  " + "\n  ".join(problems), pytrace=False)
