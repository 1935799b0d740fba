"""The kitchen features in Chromium from file:// (docs/kitchen.md): the shopping list
(merging with unit conversion, removing a recipe, reload, copy as text, print), saved
recipes (hearts, collections, recently viewed), export then import into a fresh
browser profile, the week plan, the ingredients under each step and cook mode (timers
with a fake clock). State lives in localStorage; each test starts from an empty one."""
import base64
import json
import os
import re
import tempfile
from contextlib import contextmanager

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_accessibility import run_axe, report


def fresh(browser, site_dir, rel):
    browser.get((site_dir / rel).as_uri())
    browser.execute_script("window.localStorage.clear()")
    browser.get((site_dir / rel).as_uri())


def open_page(browser, site_dir, rel):
    browser.get((site_dir / rel).as_uri())


def set_servings(browser, n):
    field = browser.find_element(By.ID, "servings-input")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(str(n))


def add_recipe(browser, site_dir, rel, servings=None):
    open_page(browser, site_dir, rel)
    if servings is not None:
        set_servings(browser, servings)
    browser.find_element(By.ID, "kitchen-add-list").click()
    return browser.find_element(By.ID, "kitchen-status").text


def items(browser):
    """{name: (amount text, from text, have)} of the shopping page's items."""
    return browser.execute_script("""
        const out = {};
        for (const li of document.querySelectorAll('#shopping-list .shopping-item')) {
          const name = li.querySelector('.item-name').textContent;
          const amount = li.querySelector('.item-amount');
          const from = li.querySelector('.item-from');
          out[name] = [amount ? amount.textContent : '', from ? from.textContent : '', li.classList.contains('have'),
                       li.querySelector('input').checked];
        }
        return out;""")


def aisles(browser):
    return [h.text for h in browser.find_elements(By.CSS_SELECTOR, "#shopping-list .shopping-aisle h2")]


# ---- Shopping list -------------------------------------------------------------------------

def test_merge_adds_within_a_dimension_and_keeps_the_rest_apart(browser, site_dir):
    fresh(browser, site_dir, "shopping.html")
    merged = browser.execute_script("""
        const recipes = [
          {title: 'A', servings: 1, base: 1, lines: [
            {k: 'f:flour', n: 'flour', a: 'grains', q: ['250', '250', 'g']},
            {k: 'f:milk', n: 'milk', a: 'dairy', q: ['1', '1', 'cup']},
            {k: 'f:onion', n: 'onion', a: 'produce', q: ['3', '3', '']},
            {k: 'f:salt', n: 'salt', a: 'spices', s: 1, pk: 'salt'}]},
          {title: 'B', servings: 4, base: 2, lines: [
            {k: 'f:flour', n: 'flour', a: 'grains', q: ['1/4', '1/4', 'kg']},
            {k: 'f:milk', n: 'milk', a: 'dairy', q: ['1', '1', 'tbsp']},
            {k: 'f:onion', n: 'onion', a: 'produce', q: ['100', '100', 'g']},
            {k: 'f:garlic', n: 'garlic', a: 'produce', q: ['2', '3', 'clove'], p: 1}]}];
        const run = system => CookbookShopping.merge(recipes, {system, language: 'en', pantry: [], aisles: COOKBOOK_KITCHEN.aisles})
          .map(i => [i.name, i.amounts, i.recipes, i.have]);
        return {original: run('original'), metric: run('metric'), us: run('us')};""")
    original = {name: (amounts, recipes, have) for name, amounts, recipes, have in merged["original"]}
    # 250 g + 2 × 1/4 kg = 750 g; 1 cup + 2 tbsp of milk in US measures; 3 onions and 200 g stay apart.
    assert original["flour"] == (["750 g"], ["A", "B"], False)
    assert original["milk"][0] == ["1 cup + 2 tbsp"]
    assert original["onion"][0] == ["3", "200 g"]
    assert original["garlic"][0] == ["2–3 cloves"]  # pinned: does not scale
    assert original["salt"] == ([], ["A"], True)  # a staple: "you have this"
    metric = {name: amounts for name, amounts, _, _ in merged["metric"]}
    assert metric["milk"] == ["275 ml"]
    us = {name: amounts for name, amounts, _, _ in merged["us"]}
    assert us["flour"] == ["1 ⅔ lb"]  # 1.65 lb: the nearest eighth or third
    # Shop order: produce, dairy, grains, spices; A to Z within an aisle.
    assert [name for name, *_ in merged["original"]] == ["garlic", "onion", "milk", "flour", "salt"]


def test_shopping_list_from_recipe_pages_merges_removes_and_survives_reload(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    said = add_recipe(browser, site_dir, "recipes/plov.html", servings=4)
    assert "Plov" in said and "4 servings" in said
    add_recipe(browser, site_dir, "recipes/manti.html")
    open_page(browser, site_dir, "shopping.html")
    shown = items(browser)
    # 1 kg of lamb for 8 -> 500 g for 4, and manti's 600 g: 1.1 kg, from both recipes.
    lamb = shown["Lamb shoulder"]
    assert lamb[0] == "1.1 kg", lamb
    assert "Plov" in lamb[1] and "Manti" in lamb[1]
    assert aisles(browser)[0] == "Fruit and vegetables"
    order = aisles(browser)
    assert order.index("Meat") < order.index("Grains, pasta and flour") < order.index("Spices and herbs")
    # Staples (salt, water, sunflower oil) are "you have this", collapsed.
    details = browser.find_element(By.CSS_SELECTOR, "details.shopping-have")
    assert details.get_attribute("open") is None
    assert shown["Salt"][2] is True
    # Tick one, add one by hand, reload: all still there.
    browser.find_element(By.CSS_SELECTOR, '#shopping-list [data-key="f:lamb-shoulder"] input').click()
    field = browser.find_element(By.ID, "shopping-add-text")
    field.send_keys("Paper towels", Keys.ENTER)
    browser.refresh()
    shown = items(browser)
    assert shown["Lamb shoulder"][3] is True
    assert shown["Paper towels"][3] is False
    # Remove manti: its amounts leave the merged item.
    remove = browser.find_element(By.CSS_SELECTOR, '#shopping-recipes button[aria-label="Remove “Manti”"]')
    remove.click()
    shown = items(browser)
    assert shown["Lamb shoulder"][0] == "500 g"
    assert "Manti" not in shown["Lamb shoulder"][1]
    assert [li.text.split(" · ")[0] for li in browser.find_elements(By.CSS_SELECTOR, "#shopping-recipes li")] == ["Plov"]
    # Untick.
    browser.find_element(By.CSS_SELECTOR, '#shopping-list [data-key="f:lamb-shoulder"] input').click()
    assert items(browser)["Lamb shoulder"][3] is False


def test_pantry_items_are_marked_you_have_this(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/plov.html")
    browser.execute_script("localStorage.setItem('cookbook-pantry:' + COOKBOOK_KITCHEN.site + ':en', JSON.stringify(['onion']))")
    open_page(browser, site_dir, "shopping.html")
    shown = items(browser)
    assert shown["Onion"][2] is True
    assert shown["Carrot"][2] is False
    summary = browser.find_element(By.CSS_SELECTOR, "details.shopping-have summary").text
    assert re.match(r"You have these \(\d+\)", summary), summary


def test_copy_as_text_and_units_follow_the_reader(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/plov.html")
    open_page(browser, site_dir, "shopping.html")
    browser.find_element(By.ID, "shopping-copy").click()
    text = browser.execute_script("return CookbookKitchen.lastCopied")
    lines = text.splitlines()
    assert lines[0] == "Shopping list"
    assert "- Lamb shoulder: 1 kg" in lines
    assert "Meat" in lines
    assert not any(line.startswith("- Salt") for line in lines)  # staples are not to buy
    browser.execute_script("localStorage.setItem('cookbook.units', 'us')")
    browser.refresh()
    assert items(browser)["Lamb shoulder"][0] == "2 ¼ lb"


def pdf_pages(browser) -> int:
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69})["data"])
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


@pytest.mark.parametrize("rel", ["plan.html", "saved.html"])
def test_plan_and_saved_print_on_one_clean_page(browser, site_dir, rel):
    populate(browser, site_dir)
    open_page(browser, site_dir, rel)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        shown = browser.execute_script("""
            return [...document.querySelectorAll('.site-header, .no-print, form, button')]
              .filter(n => getComputedStyle(n).display !== 'none' && n.offsetParent !== null).map(n => n.outerHTML.slice(0, 80));""")
        assert shown == [], shown
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    assert pdf_pages(browser) == 1


def test_share_falls_back_to_copying_the_link(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    has_share = browser.execute_script("return !!navigator.share")
    browser.find_element(By.ID, "kitchen-share").click()
    shared = browser.execute_script("return CookbookKitchen.lastShared")
    assert shared["title"] == "Plov" and shared["url"].endswith("/recipes/plov.html")
    if not has_share:
        status = browser.find_element(By.ID, "kitchen-status")
        browser.execute_script("return new Promise(r => setTimeout(r, 200))")
        assert status.text in ("The link is copied.", "Copying is not allowed here: select this text and copy it."), status.text
        assert browser.execute_script("return CookbookKitchen.lastCopied").endswith("/recipes/plov.html")


def test_shopping_list_by_keyboard(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/plov.html")
    open_page(browser, site_dir, "shopping.html")
    field = browser.find_element(By.ID, "shopping-add-text")
    field.send_keys("Napkins", Keys.ENTER)
    assert browser.switch_to.active_element.get_attribute("id") == "shopping-add-text"
    box = browser.find_element(By.CSS_SELECTOR, '#shopping-list [data-key="f:lamb-shoulder"] input')
    browser.execute_script("arguments[0].focus()", box)
    browser.switch_to.active_element.send_keys(Keys.SPACE)
    assert items(browser)["Lamb shoulder"][3] is True
    # The focus stays on the item after the list is redrawn.
    active = browser.switch_to.active_element
    assert active.get_attribute("type") == "checkbox" and active.is_selected()
    browser.switch_to.active_element.send_keys(Keys.SPACE)
    assert items(browser)["Lamb shoulder"][3] is False


def test_shopping_list_prints_on_one_clean_page(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/borscht.html")
    open_page(browser, site_dir, "shopping.html")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        hidden = browser.execute_script("""
            return ['.site-header', '#shopping-add', '#shopping-copy', '.shopping-recipes', '.site-footer']
              .map(s => document.querySelector(s)).map(n => !n || getComputedStyle(n).display === 'none' || n.offsetParent === null);""")
        assert all(hidden), hidden
        assert browser.find_element(By.CSS_SELECTOR, "#shopping-list .shopping-item").is_displayed()
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69})["data"])
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 1, f"the shopping list prints on {pages} pages"


# ---- Saved recipes, export and import -----------------------------------------------------

def test_hearts_collections_and_recently_viewed(browser, site_dir):
    fresh(browser, site_dir, "recipes.html")
    heart = browser.find_element(By.CSS_SELECTOR, '.card-heart[data-slug="borscht"]')
    assert heart.is_displayed()
    assert heart.get_attribute("aria-label") == "Save “Borscht”"
    heart.click()
    assert heart.get_attribute("aria-pressed") == "true"
    open_page(browser, site_dir, "recipes/plov.html")
    page_heart = browser.find_element(By.ID, "kitchen-heart")
    assert page_heart.get_attribute("aria-pressed") == "false"
    page_heart.click()
    assert page_heart.get_attribute("aria-pressed") == "true"
    open_page(browser, site_dir, "recipes/manti.html")
    open_page(browser, site_dir, "saved.html")
    favourites = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#saved-favourites a")]
    assert favourites == ["Plov", "Borscht"]
    recent = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#saved-recent a")]
    assert recent == ["Manti", "Plov"]
    # A collection, with one favourite in it.
    field = browser.find_element(By.ID, "saved-collection-name")
    field.send_keys("Sunday lunch", Keys.ENTER)
    select = browser.find_element(By.CSS_SELECTOR, "#saved-favourites li:first-child select")
    select.find_element(By.XPATH, "option[. = 'Sunday lunch']").click()
    collection = browser.find_element(By.CSS_SELECTOR, ".saved-collection")
    assert collection.find_element(By.TAG_NAME, "h3").text == "Sunday lunch"
    assert [a.text for a in collection.find_elements(By.CSS_SELECTOR, "a")] == ["Plov"]
    assert collection.find_element(By.CSS_SELECTOR, ".saved-count").text == "1 recipe"
    # The link opens the recipe, from disk.
    collection.find_element(By.LINK_TEXT, "Plov").click()
    assert browser.current_url.endswith("/recipes/plov.html")


def test_recently_viewed_keeps_the_last_12(browser, site_dir):
    fresh(browser, site_dir, "recipes.html")
    pages = sorted(p.name for p in (site_dir / "recipes").glob("*.html"))[:14]
    for name in pages:
        open_page(browser, site_dir, "recipes/" + name)
    open_page(browser, site_dir, "saved.html")
    recent = browser.find_elements(By.CSS_SELECTOR, "#saved-recent a")
    assert len(recent) == 12
    assert recent[0].get_attribute("href").endswith("/recipes/" + pages[-1])


@contextmanager
def fresh_profile_browser():
    """A second Chromium with its own, empty profile: another device."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--window-size=1280,900",
                     "--no-first-run", "--disable-background-networking", "--disable-extensions", "--lang=en-US"):
        options.add_argument(argument)
    profile = tempfile.TemporaryDirectory(prefix="cookbook-chromium-other-")
    options.add_argument(f"--user-data-dir={profile.name}")
    driver = webdriver.Chrome(options=options, service=Service(executable_path=os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")))
    try:
        yield driver
    finally:
        driver.quit()
        profile.cleanup()


def test_export_then_import_into_a_fresh_profile(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/plov.html", servings=4)
    browser.find_element(By.ID, "kitchen-heart").click()
    browser.find_element(By.CSS_SELECTOR, "#kitchen-plan summary").click()
    browser.find_element(By.ID, "kitchen-plan-add").click()
    browser.execute_script("localStorage.setItem('cookbook-pantry:' + COOKBOOK_KITCHEN.site + ':en', JSON.stringify(['onion']))")
    open_page(browser, site_dir, "saved.html")
    browser.find_element(By.ID, "saved-export").click()
    backup = browser.execute_script("return CookbookKitchen.lastExport")
    data = json.loads(backup)
    assert data["format"] == "cookbook-backup" and data["saved"]["favourites"] == ["plov"]
    with fresh_profile_browser() as other:
        other.get((site_dir / "saved.html").as_uri())
        assert other.find_elements(By.CSS_SELECTOR, "#saved-favourites a") == []
        assert other.execute_script("return CookbookKitchen.importText(arguments[0])", "not a backup") is False
        assert "not a cookbook backup" in other.find_element(By.ID, "saved-status").text
        # The real way: the file picker.
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
            f.write(backup)
        try:
            other.find_element(By.ID, "saved-import").send_keys(f.name)
            from selenium.webdriver.support.ui import WebDriverWait
            WebDriverWait(other, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#saved-favourites a"))
        finally:
            os.unlink(f.name)
        assert other.find_element(By.ID, "saved-status").text == "Loaded: your lists are back."
        assert [a.text for a in other.find_elements(By.CSS_SELECTOR, "#saved-favourites a")] == ["Plov"]
        other.get((site_dir / "shopping.html").as_uri())
        shown = items(other)
        assert shown["Lamb shoulder"][0] == "500 g"
        assert shown["Onion"][2] is True  # the pantry came along
        other.get((site_dir / "plan.html").as_uri())
        assert "Plov" in other.find_element(By.ID, "plan-days").text


# ---- Week plan -----------------------------------------------------------------------------

def test_week_plan_add_move_remove_nutrition_and_shopping_list(browser, site_dir):
    fresh(browser, site_dir, "plan.html")
    from selenium.webdriver.support.ui import Select
    Select(browser.find_element(By.ID, "plan-recipe")).select_by_visible_text("Plov")
    Select(browser.find_element(By.ID, "plan-day")).select_by_visible_text("Monday")
    Select(browser.find_element(By.ID, "plan-meal")).select_by_visible_text("Dinner")
    servings = browser.find_element(By.ID, "plan-servings")
    servings.send_keys(Keys.CONTROL, "a")
    servings.send_keys("2")
    browser.find_element(By.CSS_SELECTOR, "#plan-add button[type=submit]").click()
    Select(browser.find_element(By.ID, "plan-recipe")).select_by_visible_text("Borscht")
    Select(browser.find_element(By.ID, "plan-day")).select_by_visible_text("Monday")
    browser.find_element(By.CSS_SELECTOR, "#plan-add button[type=submit]").click()
    monday = browser.find_element(By.ID, "plan-day-0").find_element(By.XPATH, "..")
    assert "Plov" in monday.text and "Borscht" in monday.text
    # Monday's energy: 2 servings of plov (1130 kcal each) + 8 of borscht.
    row = browser.find_element(By.CSS_SELECTOR, "#plan-nutrition tbody tr")
    assert row.find_element(By.TAG_NAME, "th").text == "Monday"
    kcal = row.find_elements(By.TAG_NAME, "td")[0].text
    assert kcal.replace("≥ ", "").isdigit() and int(kcal.replace("≥ ", "")) > 2260
    # Move borscht to Tuesday; remove plov.
    move = monday.find_element(By.XPATH, ".//li[contains(., 'Borscht')]//select")
    Select(move).select_by_visible_text("Tuesday")
    tuesday = browser.find_element(By.ID, "plan-day-1").find_element(By.XPATH, "..")
    assert "Borscht" in tuesday.text
    browser.find_element(By.ID, "plan-shopping").click()
    assert "2 recipes are on the shopping list" in browser.find_element(By.ID, "plan-status").text
    open_page(browser, site_dir, "shopping.html")
    assert items(browser)["Lamb shoulder"][0] == "250 g"  # 1 kg for 8, planned for 2
    open_page(browser, site_dir, "plan.html")
    browser.find_element(By.CSS_SELECTOR, 'button[aria-label="Remove “Plov, Monday”"]').click()
    assert "Plov" not in browser.find_element(By.ID, "plan-days").text


# ---- Per-step amounts ----------------------------------------------------------------------

STEP_USES = {
    # (page, step number): ingredients that must be shown under it (substrings)
    ("recipes/plov.html", 2): ["lamb shoulder", "sunflower oil"],
    ("recipes/plov.html", 3): ["3 medium onions"],
    ("recipes/plov.html", 1): ["long-grain rice", "1 tsp salt"],  # "add 1 tsp of the salt"
    ("recipes/plov.html", 5): ["cumin seeds", "barberries", "chickpeas", "2 tsp salt"],  # "the rest of the salt"
    ("ru/recipes/plov.html", 4): ["моркови"],
    ("ru/recipes/plov.html", 5): ["зиры", "нута", "2 ч. л. соли"],
    ("ru/recipes/borscht.html", 5): ["картофелины", "капусты"],
    ("kk/recipes/plov.html", 3): ["пияз"],
    ("kk/recipes/plov.html", 4): ["сәбіз"],
}


@pytest.mark.parametrize("page,step", sorted(STEP_USES))
def test_steps_show_the_ingredients_they_use(site_dir, page, step):
    html = (site_dir / page).read_text(encoding="utf-8")
    match = re.search(rf'<li id="step-{step}">(.*?)</li>\n', html, re.S)
    assert match, f"no step {step} on {page}"
    uses = re.search(r'<ul class="step-uses"[^>]*>(.*?)</ul>', match.group(1), re.S)
    assert uses, f"step {step} of {page} shows no ingredients"
    text = re.sub(r"<[^>]+>", "", uses.group(1))
    for want in STEP_USES[(page, step)]:
        assert want in text, f"{want!r} not under step {step} of {page}: {text}"


def test_step_amounts_scale_and_convert_with_the_controls(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    def step2():
        return [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#step-2 .step-uses li")]
    assert step2() == ["1 kg lamb shoulder", "200 ml sunflower oil"]
    set_servings(browser, 4)
    assert step2() == ["500 g lamb shoulder", "100 ml sunflower oil"]
    browser.find_element(By.CSS_SELECTOR, 'input[name="units"][value="us"]').click()
    assert step2()[0].startswith("1 ⅛ lb")
    browser.execute_script("localStorage.clear()")


# ---- Cook mode -----------------------------------------------------------------------------

def test_cook_mode_steps_keyboard_timers_and_return(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    browser.execute_script("window.scrollTo(0, 700)")
    y = browser.execute_script("return window.pageYOffset")
    button = browser.find_element(By.ID, "kitchen-cook")
    browser.execute_script("arguments[0].focus()", button)
    button.send_keys(Keys.ENTER)
    overlay = browser.find_element(By.ID, "cook-mode")
    assert overlay.is_displayed()
    assert browser.find_element(By.ID, "cook-counter").text == "Step 1 of 10"
    assert browser.switch_to.active_element.get_attribute("id") == "cook-title"
    wake = browser.find_element(By.ID, "cook-wake").text
    assert wake in ("The screen stays on while you cook.", "This browser cannot keep the screen on: touch it now and then.")
    # Next by button, then by keyboard; the step's ingredients come along.
    browser.find_element(By.ID, "cook-next").click()
    browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    assert browser.find_element(By.ID, "cook-counter").text == "Step 3 of 10"
    assert "3 medium onions" in browser.find_element(By.CSS_SELECTOR, "#cook-step .step-uses").text
    # "8–10 minutes" is a timer; a fake clock drives it.
    start = browser.find_element(By.CSS_SELECTOR, "#cook-step .cook-timer-start")
    assert start.text == "Start a timer: 8–10 minutes"
    browser.execute_script("window.__now = 1000000; CookbookCookMode.clock.now = () => window.__now;")
    start.click()
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)  # to step 2: the timer keeps counting
    assert browser.find_element(By.ID, "cook-counter").text == "Step 2 of 10"
    browser.find_element(By.CSS_SELECTOR, "#cook-step .cook-timer-start").click()  # "3 minutes": a second timer
    timers = lambda: [li.find_element(By.CLASS_NAME, "timer-time").text for li in browser.find_elements(By.CSS_SELECTOR, "#cook-timers li")]
    assert timers() == ["8:00", "3:00"]
    browser.execute_script("window.__now += 60000; CookbookCookMode.tick()")
    assert timers() == ["7:00", "2:00"]
    # Pause the first; time passes; it stays; the second ends with an alert.
    browser.find_element(By.CSS_SELECTOR, "#cook-timers li:first-child .timer-pause").click()
    browser.execute_script("window.__now += 150000; CookbookCookMode.tick()")
    assert timers() == ["7:00", "0:00"]
    assert browser.find_element(By.ID, "cook-alert").text == "Time is up: 3 minutes"
    browser.find_element(By.CSS_SELECTOR, "#cook-timers li:first-child .timer-pause").click()  # resume
    browser.execute_script("window.__now += 30000; CookbookCookMode.tick()")
    assert timers()[0] == "6:30"
    # Escape leaves, back at the same scroll place, focus on the button.
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert not overlay.is_displayed()
    assert abs(browser.execute_script("return window.pageYOffset") - y) <= 2
    assert browser.switch_to.active_element.get_attribute("id") == "kitchen-cook"


@pytest.mark.parametrize("text,seconds", [
    ("fry for 8–10 minutes", 480), ("варите 25 минут", 1500), ("1 сағат қайнатыңыз", 3600),
    ("bake for 1 h", 3600), ("тушите 1,5 часа", 5400), ("10 мин", 600),
])
def test_durations_in_every_language(browser, site_dir, text, seconds):
    open_page(browser, site_dir, "recipes/plov.html")
    found = browser.execute_script("return CookbookCookMode.durations(arguments[0])", text)
    assert [d["seconds"] for d in found] == [seconds]


# ---- Languages, accessibility, 320 px --------------------------------------------------------

def test_russian_plurals_and_names(browser, site_dir):
    fresh(browser, site_dir, "ru/recipes/plov.html")
    set_servings(browser, 5)
    browser.find_element(By.ID, "kitchen-add-list").click()
    assert "на 5 порций" in browser.find_element(By.ID, "kitchen-status").text
    set_servings(browser, 2)
    browser.find_element(By.ID, "kitchen-add-list").click()
    assert "на 2 порции" in browser.find_element(By.ID, "kitchen-status").text
    open_page(browser, site_dir, "ru/shopping.html")
    assert browser.find_element(By.CSS_SELECTOR, ".shopping-count").text.startswith("Купить")
    assert "Мясо" in aisles(browser)
    assert "2 порции" in browser.find_element(By.ID, "shopping-recipes").text


def populate(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/plov.html")
    add_recipe(browser, site_dir, "recipes/borscht.html")
    browser.find_element(By.ID, "kitchen-heart").click()
    browser.find_element(By.CSS_SELECTOR, "#kitchen-plan summary").click()
    browser.find_element(By.ID, "kitchen-plan-add").click()
    browser.execute_script("""
        const s = CookbookKitchen.saved(); s.collections.push({name: 'Kids', slugs: ['borscht']});
        CookbookKitchen.write('saved', s);
        const l = CookbookKitchen.shopping(); l.manual.push({id: 'x', text: 'Bread', done: true});
        CookbookKitchen.write('shopping', l);""")


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_kitchen_pages_with_content_are_axe_clean(browser, site_dir, scheme):
    populate(browser, site_dir)
    failures = []
    for rel in ("shopping.html", "saved.html", "plan.html", "recipes/borscht.html"):
        failing, _ = run_axe(browser, site_dir, rel, scheme)
        if failing:
            failures.append(report(failing, f"{rel} ({scheme})"))
    # Cook mode open.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        browser.get((site_dir / "recipes/plov.html").as_uri())
        browser.find_element(By.ID, "kitchen-cook").click()
        browser.find_element(By.ID, "cook-next").click()
        browser.find_element(By.CSS_SELECTOR, "#cook-step .cook-timer-start").click()
        from test_accessibility import axe_script
        browser.execute_script(axe_script())
        result = json.loads(browser.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then(r => done(JSON.stringify(r)), e => done(JSON.stringify({error: String(e)})));"))
        serious = [v for v in result.get("violations", []) if v.get("impact") in ("serious", "critical")]
        if serious:
            failures.append(report(serious, f"cook mode ({scheme})"))
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    assert not failures, "\n".join(failures)


def test_kitchen_pages_fit_320_px(browser, site_dir):
    populate(browser, site_dir)
    browser.set_window_size(320, 800)
    try:
        wide = []
        for rel in ("shopping.html", "saved.html", "plan.html", "recipes/plov.html"):
            open_page(browser, site_dir, rel)
            if rel.startswith("recipes/"):
                browser.find_element(By.ID, "kitchen-cook").click()
            overflow = browser.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
            if overflow > 0:
                wide.append(f"{rel}: {overflow} px too wide")
        assert not wide, wide
    finally:
        browser.set_window_size(1280, 900)
        browser.execute_script("localStorage.clear()")


def test_a_browser_that_keeps_nothing_says_so(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    browser.execute_script("Storage.prototype.setItem = function () { throw new DOMException('no', 'SecurityError'); };")
    browser.find_element(By.ID, "kitchen-add-list").click()
    assert "does not keep lists" in browser.find_element(By.ID, "kitchen-status").text


def test_cook_mode_swipes(browser, site_dir):
    fresh(browser, site_dir, "recipes/plov.html")
    browser.find_element(By.ID, "kitchen-cook").click()
    swipe = """
        const target = document.getElementById('cook-step'), [from, to] = arguments;
        const touch = x => new Touch({identifier: 1, target, clientX: x, clientY: 200});
        target.dispatchEvent(new TouchEvent('touchstart', {touches: [touch(from)], changedTouches: [touch(from)], bubbles: true}));
        target.dispatchEvent(new TouchEvent('touchend', {touches: [], changedTouches: [touch(to)], bubbles: true}));"""
    browser.execute_script(swipe, 300, 100)  # to the left: next
    assert browser.find_element(By.ID, "cook-counter").text == "Step 2 of 10"
    browser.execute_script(swipe, 100, 300)  # to the right: back
    assert browser.find_element(By.ID, "cook-counter").text == "Step 1 of 10"
    browser.find_element(By.ID, "cook-close").click()
    assert not browser.find_element(By.ID, "cook-mode").is_displayed()
