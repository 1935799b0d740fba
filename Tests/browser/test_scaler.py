"""The servings control and unit toggle on a recipe page, in Chromium from file://.
Expected strings follow docs/quantities.md (the same rules the build and
Tests/shared/quantity-cases.json use)."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def amounts(browser):
    """The main amount of each ingredient line (the first scalable span of the line)."""
    return browser.execute_script(
        "return [...document.querySelectorAll('.ingredient-list li')].map(li => li.querySelector('.q')).filter(q => q).map(q => q.textContent)")


def step_amounts(browser):
    return [s.text for s in browser.find_elements(By.CSS_SELECTOR, ".step-text .q")]


def open_plov(browser, site_dir):
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    browser.execute_script("window.localStorage.clear()")
    browser.get((site_dir / "recipes" / "plov.html").as_uri())


def test_page_shows_the_recipe_as_written_until_the_reader_changes_something(browser, site_dir):
    open_plov(browser, site_dir)
    shown = amounts(browser)
    assert shown[:4] == ["1 kg", "1 kg", "200 ml", "3"]
    html = (site_dir / "recipes" / "plov.html").read_text(encoding="utf-8")
    assert '<span class="q" data-low="1" data-high="1" data-unit="kg">1 kg</span> long-grain rice' in html
    assert browser.find_element(By.ID, "recipe-tools").is_displayed()
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "8"


def test_scaling_servings_changes_list_and_steps_together(browser, site_dir):
    open_plov(browser, site_dir)
    field = browser.find_element(By.ID, "servings-input")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("4")
    shown = amounts(browser)
    assert shown[:4] == ["500 g", "500 g", "100 ml", "2"]  # 3 onions for 8 -> 1.5 -> shown whole: 2
    assert "1-2" not in shown  # chillies 1-2 for 8 -> for 4 a whole count, at least 1
    assert step_amounts(browser)[:2] == ["½ tsp", "500 ml"]
    assert "1.5 cm" in step_amounts(browser)  # lengths never scale
    assert "4" in browser.find_element(By.ID, "scale-note").text
    # Back to 8: the author's text again.
    browser.find_element(By.CSS_SELECTOR, '[data-delta="1"]').click()
    for _ in range(3):
        browser.find_element(By.CSS_SELECTOR, '[data-delta="1"]').click()
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "8"
    assert amounts(browser)[:4] == ["1 kg", "1 kg", "200 ml", "3"]


def test_unit_toggle_converts_and_is_remembered(browser, site_dir):
    open_plov(browser, site_dir)
    browser.find_element(By.CSS_SELECTOR, 'input[name="units"][value="us"]').click()
    shown = amounts(browser)
    assert shown[0] == "2 ¼ lb"
    assert shown[2] == "¾ cup + 1 ½ tbsp", shown[2]  # 200 ml: a measuring cup and spoons
    assert browser.execute_script("return window.localStorage.getItem('cookbook.units')") == "us"
    browser.get((site_dir / "recipes" / "baursak.html").as_uri())
    checked = browser.find_element(By.CSS_SELECTOR, 'input[name="units"]:checked').get_attribute("value")
    assert checked == "us"
    browser.execute_script("window.localStorage.clear()")


def test_oven_temperatures_convert_to_fahrenheit(browser, site_dir):
    page = next(p for p in sorted((site_dir / "recipes").glob("*.html")) if "°C" in p.read_text(encoding="utf-8"))
    browser.get(page.as_uri())
    browser.execute_script("window.localStorage.clear()")
    browser.get(page.as_uri())
    celsius = [s for s in step_amounts(browser) if "°C" in s]
    assert celsius, f"no temperature marked on {page.name}"
    browser.find_element(By.CSS_SELECTOR, 'input[name="units"][value="us"]').click()
    after = [s for s in step_amounts(browser) if "°" in s]
    assert all("°F" in s for s in after), after
    browser.execute_script("window.localStorage.clear()")


def test_keyboard_only_scaling(browser, site_dir):
    open_plov(browser, site_dir)
    plus = browser.find_element(By.CSS_SELECTOR, '[data-delta="1"]')
    plus.send_keys(Keys.ENTER)
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "9"
    metric = browser.find_element(By.CSS_SELECTOR, 'input[name="units"][value="metric"]')
    metric.send_keys(Keys.SPACE)
    assert metric.is_selected()
    browser.execute_script("window.localStorage.clear()")


def test_nouns_and_bracketed_weights_follow_the_scaled_count(browser, site_dir):
    """'3 medium onions (about 450 g)' for 8: for 2 it reads '1 medium onion (about 115 g)',
    for 16 '6 medium onions (about 900 g)'; the Russian page agrees its words with the number."""
    def onion_line(rel, word):
        browser.get((site_dir / rel).as_uri())
        return lambda: next(li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredient-list li") if word in li.text)

    def set_servings(n):
        field = browser.find_element(By.ID, "servings-input")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(str(n))

    line = onion_line("recipes/plov.html", "onion")
    assert line() == "3 medium onions (about 450 g), sliced into half-rings"
    set_servings(2)
    assert line() == "1 medium onion (about 115 g), sliced into half-rings"
    set_servings(16)
    assert line() == "6 medium onions (about 900 g), sliced into half-rings"
    set_servings(8)
    assert line() == "3 medium onions (about 450 g), sliced into half-rings"

    line = onion_line("ru/recipes/plov.html", "лукови")
    assert line() == "3 средние луковицы (около 450 г), нарезать полукольцами"
    set_servings(2)
    assert line() == "1 средняя луковица (около 115 г), нарезать полукольцами"
    set_servings(16)
    assert line() == "6 средних луковиц (около 900 г), нарезать полукольцами"
