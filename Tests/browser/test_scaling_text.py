"""Issue 17, "Scaling and units rewrite text wrongly", "Yields" and "Servings": what a
cook reads after changing the servings or the units, in Chromium from file://.
The rules are docs/quantities.md; the exact formatter outputs are checked against
Tests/shared/quantity-cases.json by the Swift and node tests."""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def open_page(browser, site_dir, rel):
    browser.get((site_dir / rel).as_uri())
    browser.execute_script("window.localStorage.clear()")
    browser.get((site_dir / rel).as_uri())


def set_servings(browser, n, commit=True):
    field = browser.find_element(By.ID, "servings-input")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(str(n))
    if commit:
        field.send_keys(Keys.TAB)  # the change event: the field shows the servings used


def units(browser, system):
    browser.find_element(By.CSS_SELECTOR, f'input[name="units"][value="{system}"]').click()


def steps(browser):
    return [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".step-list li")]


def ingredient(browser, word):
    return next(li.text for li in browser.find_elements(By.CSS_SELECTOR, ".ingredient-list li") if word in li.text)


def text_of(browser, selector):
    return browser.find_element(By.CSS_SELECTOR, selector).text


# ---- Dimensions -------------------------------------------------------------------

def test_a_dimension_converts_as_a_whole_and_never_scales(browser, site_dir):
    open_page(browser, site_dir, "recipes/samsa.html")
    step = lambda: next(s for s in steps(browser) if "rectangle" in s)
    assert "about 40 × 60 cm" in step()
    units(browser, "us")
    assert "about 15 ½ × 23 ½ in" in step(), step()
    set_servings(browser, 16)
    assert "about 15 ½ × 23 ½ in" in step(), step()   # the dough's size does not double
    units(browser, "metric")
    assert "about 40 × 60 cm" in step(), step()


def test_equipment_lengths_convert(browser, site_dir):
    open_page(browser, site_dir, "recipes/sharlotka.html")
    equipment = lambda: [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".equipment-list li")]
    assert "24 cm springform pan" in equipment()
    units(browser, "us")
    assert "9 ½ in springform pan" in equipment(), equipment()
    set_servings(browser, 16)
    assert "9 ½ in springform pan" in equipment(), equipment()


# ---- Oven temperatures ---------------------------------------------------------------

def test_a_temperature_with_its_own_conversion_is_shown_once(browser, site_dir):
    open_page(browser, site_dir, "recipes/buttermilk-pancakes.html")
    step = lambda: next(s for s in steps(browser) if "oven" in s)
    assert "90 °C (200 °F) oven" in step()
    units(browser, "us")
    assert "in a 200 °F oven" in step(), step()
    units(browser, "metric")
    assert "in a 90 °C oven" in step(), step()
    open_page(browser, site_dir, "ru/recipes/banana-bread.html")
    units(browser, "us")
    step = steps(browser)[0]
    assert "до 350 °F." in step and "°F (" not in step and "345" not in step, step


def test_converted_oven_temperatures_round_as_ovens_are_set(browser, site_dir):
    open_page(browser, site_dir, "recipes/baursak.html")
    units(browser, "us")
    tips = " ".join(li.text for li in browser.find_elements(By.CSS_SELECTOR, ".tips li"))
    assert "350 °F oven" in tips, tips          # 180 °C, not 355 °F (notes and tips convert too)
    text = " ".join(steps(browser))
    assert "340 °F" in text                     # oil at 170 °C: 338 °F, 350 would be 12 °F off


# ---- Counted pieces and punctuation ---------------------------------------------------

def test_counted_pieces_stay_whole_and_the_full_stop_stays(browser, site_dir):
    open_page(browser, site_dir, "recipes/lagman.html")
    step = lambda: next(s for s in steps(browser) if "log" in s)
    assert "cut it into 8 pieces. Roll each piece" in step()
    set_servings(browser, 5)   # 8 × 5/4 = 10
    assert "cut it into 10 pieces. Roll each piece" in step(), step()
    set_servings(browser, 3)   # 6
    assert "cut it into 6 pieces. Roll each piece" in step(), step()
    open_page(browser, site_dir, "recipes/beshbarmak.html")
    step = lambda: next(s for s in steps(browser) if "Divide the dough" in s)
    set_servings(browser, 13)  # 3 × 13/6 = 6.5: pieces of dough are whole
    assert re.search(r"Divide the dough into \d+ pieces\. ", step()), step()


# ---- Brackets and words after the amount --------------------------------------------

def test_an_amount_in_brackets_scales_with_its_line(browser, site_dir):
    open_page(browser, site_dir, "recipes/banana-bread.html")
    assert ingredient(browser, "butter") == "115 g unsalted butter (½ cup), melted"
    set_servings(browser, 20)
    assert ingredient(browser, "butter") == "230 g unsalted butter (1 cup), melted"


def test_an_equivalent_that_says_the_same_is_not_repeated(browser, site_dir):
    open_page(browser, site_dir, "recipes/banana-bread.html")
    units(browser, "metric")
    assert ingredient(browser, "butter") == "115 g unsalted butter, melted"   # not "(120 ml)"
    flour = ingredient(browser, "flour")
    assert re.fullmatch(r"\d+ g all-purpose flour", flour), flour            # not "190 g flour (190 g)"
    units(browser, "original")
    assert ingredient(browser, "butter") == "115 g unsalted butter (½ cup), melted"


def test_the_container_after_a_count_agrees(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    assert ingredient(browser, "chickpeas").startswith("1 (400 g) can chickpeas")
    set_servings(browser, 16)
    assert ingredient(browser, "chickpeas").startswith("2 (400 g) cans chickpeas"), ingredient(browser, "chickpeas")
    open_page(browser, site_dir, "ru/recipes/plov.html")
    set_servings(browser, 16)
    assert ingredient(browser, "нута").startswith("2 банки (400 г) нута"), ingredient(browser, "нута")
    set_servings(browser, 40)
    assert ingredient(browser, "нута").startswith("5 банок (400 г) нута"), ingredient(browser, "нута")


def test_numbers_in_words_are_marked_not_contradicted(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    step = lambda: next(li for li in browser.find_elements(By.CSS_SELECTOR, ".step-list li") if "garlic heads" in li.text)
    assert "two garlic heads" in step().text
    assert "for 8" not in step().text
    set_servings(browser, 16)
    assert "the two garlic heads" in step().text            # prose is left alone...
    assert "words-unscaled" in step().get_attribute("class")  # ...and marked
    assert "for 8" in step().find_element(By.CSS_SELECTOR, ".words-note").text
    set_servings(browser, 8)
    assert "words-unscaled" not in (step().get_attribute("class") or "")


# ---- Russian agreement ------------------------------------------------------------------

def test_russian_adjectives_and_nouns_follow_the_number(browser, site_dir):
    open_page(browser, site_dir, "ru/recipes/plov.html")
    assert ingredient(browser, "чеснока").startswith("2 целые головки чеснока")
    set_servings(browser, 4)
    assert ingredient(browser, "чеснока").startswith("1 целая головка чеснока"), ingredient(browser, "чеснока")
    set_servings(browser, 20)
    assert ingredient(browser, "чеснока").startswith("5 целых головок чеснока"), ingredient(browser, "чеснока")
    open_page(browser, site_dir, "ru/recipes/banana-bread.html")
    set_servings(browser, 17)  # 3 × 17/10 = 5.1 -> 5
    assert ingredient(browser, "банан").startswith("5 очень спелых бананов"), ingredient(browser, "банан")
    set_servings(browser, 4)   # 1.2 -> 1
    assert ingredient(browser, "банан").startswith("1 очень спелый банан "), ingredient(browser, "банан")


def test_russian_units_after_okolo_take_the_genitive(browser, site_dir):
    open_page(browser, site_dir, "ru/recipes/plov.html")
    units(browser, "us")
    set_servings(browser, 16)  # 3 onions (около 450 г) -> 6 (около 900 г) = about 2 lb
    line = ingredient(browser, "лукови")
    assert "(около 2 фунтов)" in line, line


# ---- Kitchen rounding ------------------------------------------------------------------

def amounts(browser):
    return [q.text for q in browser.find_elements(By.CSS_SELECTOR, ".recipe .q")]


def test_metric_shows_spoons_as_spoons_and_dry_cups_as_grams(browser, site_dir):
    open_page(browser, site_dir, "recipes/buttermilk-pancakes.html")
    units(browser, "metric")
    flour = ingredient(browser, "flour")
    assert re.match(r"\d+ g ", flour), flour              # 2 cups flour: grams, not 473 ml
    salt = ingredient(browser, "salt")
    assert "tsp" in salt and "ml" not in salt, salt        # spoons stay spoons
    for text in amounts(browser):
        m = re.fullmatch(r"([\d.]+) (ml|g)", text)
        if m and float(m.group(1)) >= 100:
            assert float(m.group(1)) % 5 == 0, text      # kitchen steps, not 473 ml


def test_us_spoons_are_measuring_spoons(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    units(browser, "us")
    for n in (3, 5, 7, 11, 13):
        set_servings(browser, n)
        for text in amounts(browser):
            if "tsp" in text or "tbsp" in text:
                assert not re.search(r"[⅜⅝⅞⅓⅔] tsp", text), (n, text)


# ---- Yields ----------------------------------------------------------------------------

def test_yield_is_in_the_page_language_and_scales(browser, site_dir):
    for rel, written, doubled in [("recipes/baursak.html", "about 40 baursaks", "about 80 baursaks"),
                                  ("ru/recipes/baursak.html", "около 40 баурсаков", "около 80 баурсаков"),
                                  ("kk/recipes/baursak.html", "шамамен 40 бауырсақ", "шамамен 80 бауырсақ")]:
        open_page(browser, site_dir, rel)
        facts = lambda: text_of(browser, ".facts")
        assert written in facts(), (rel, facts())
        assert "baursaks" not in facts() or rel.startswith("recipes/"), facts()
        set_servings(browser, 20)
        assert doubled in facts(), (rel, facts())
    open_page(browser, site_dir, "recipes/syrniki.html")
    set_servings(browser, 2)  # 12 syrniki for 4
    assert "6 syrniki" in text_of(browser, ".facts")


# ---- Servings -------------------------------------------------------------------------

def test_facts_box_follows_the_servings(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    assert text_of(browser, "#facts-servings") == "8"
    set_servings(browser, 16)
    assert text_of(browser, "#facts-servings") == "16"


def test_servings_are_remembered_per_recipe(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    set_servings(browser, 12)
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "12"
    assert text_of(browser, "#facts-servings") == "12"
    assert "12" in text_of(browser, "#scale-note")
    browser.get((site_dir / "recipes" / "baursak.html").as_uri())  # another recipe: its own servings
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "10"
    browser.get((site_dir / "ru" / "recipes" / "plov.html").as_uri())  # the same recipe in Russian
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "12"
    browser.execute_script("window.localStorage.clear()")


def test_servings_are_clamped_with_a_message(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    first = ingredient(browser, "rice")
    set_servings(browser, 1500)
    assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "999"
    assert "999" in text_of(browser, "#scale-note") and "At most" in text_of(browser, "#scale-note")
    assert text_of(browser, "#facts-servings") == "999"
    for bad in ("0", "-3"):
        set_servings(browser, bad)
        assert browser.find_element(By.ID, "servings-input").get_attribute("value") == "1", bad
        assert "At least 1" in text_of(browser, "#scale-note"), bad
        assert ingredient(browser, "rice") != first, bad  # amounts for 1, not the original 8
    browser.execute_script("window.localStorage.clear()")


def test_print_shows_what_the_page_shows(browser, site_dir):
    open_page(browser, site_dir, "recipes/plov.html")
    set_servings(browser, 16)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        note = browser.find_element(By.ID, "scale-note")
        assert note.is_displayed() and "16" in note.text
        assert not browser.find_element(By.ID, "servings-input").is_displayed()
        assert text_of(browser, "#facts-servings") == "16"
        assert ingredient(browser, "rice").startswith("2 kg")
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        browser.execute_script("window.localStorage.clear()")
