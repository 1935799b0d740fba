"""Search, "What can I cook" and related recipes in a real browser, from file://.

The expected results are computed here, in Python, from the index files the build wrote
(search/index-<lang>.js), so the page's JavaScript is checked against an independent
reading of the same data: typing, every facet, facets together, the URL state and Back,
the empty result's explanation, Cyrillic queries on the Russian and Kazakh pages, the
pantry ranking (ties and the empty pantry) and the marks on recipe pages.
"""
import json
import re
from pathlib import Path
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

R_SLUG, R_TITLE, R_IMAGE, R_MINUTES, R_DIFFICULTY, R_CATEGORY, R_CUISINE, R_DIETS, R_FREE, R_TAGS, R_AUTHOR, R_DATE, R_INGREDIENTS = range(13)


# --------------------------------------------------------------------------
# The index, read in Python
# --------------------------------------------------------------------------

def load_index(site_dir: Path, lang: str) -> dict:
    text = (site_dir / "search" / f"index-{lang}.js").read_text(encoding="utf-8")
    body = text[text.index("]={") + 2:].strip().rstrip(";")
    index = json.loads(body)
    for name in index["parts"]:
        part = (site_dir / "search" / name).read_text(encoding="utf-8")
        data = json.loads(part[part.index("push(") + 5:].strip().rstrip(";").rstrip(")"))
        index["recipes"] += data["recipes"]
    return index


def covers(general: str, specific: str) -> bool:
    words = set(specific.split(" "))
    return bool(general) and all(w in words for w in general.split(" "))


def value_index(index, facet, value):
    return [v[0] for v in index[facet]].index(value)


def titles_where(index, keep):
    return [r[R_TITLE] for r in index["recipes"] if keep(r)]


def pantry_keys(index, pantry):
    """The keys in the index's language that the pantry's entries stand for (pantry.js):
    "k:<lang>:<key>" entries, and the keys of the ingredients of each "f:<food>" entry."""
    lang, keys = index["lang"], []
    for entry in pantry:
        if entry.startswith(f"k:{lang}:"):
            keys.append(entry[len(f"k:{lang}:"):])
        elif entry.startswith("f:"):
            keys += [i[0] for i in index["ingredients"] if len(i) > 4 and i[4] == entry[2:]]
    return keys


def at_hand(index, pantry, ingredient):
    food = ingredient[4] if len(ingredient) > 4 else None
    return bool(food and f"f:{food}" in pantry) or any(covers(k, ingredient[0]) for k in pantry_keys(index, pantry))


def pantry_ranking(index, pantry):
    """Fewest missing, then most used, then title order (the index's order)."""
    ingredients = index["ingredients"]
    ranked = []
    for position, recipe in enumerate(index["recipes"]):
        missing, used = [], 0
        for i in recipe[R_INGREDIENTS]:
            if ingredients[i][2]:
                continue
            if at_hand(index, pantry, ingredients[i]):
                used += 1
            else:
                missing.append(ingredients[i][1])
        if used:
            ranked.append((len(missing), -used, position, recipe[R_TITLE], missing))
    ranked.sort()
    return ranked


# --------------------------------------------------------------------------
# The page
# --------------------------------------------------------------------------

def wait(browser, condition, timeout=10):
    return WebDriverWait(browser, timeout).until(lambda d: condition())


def open_page(browser, site_dir, path, query="", app="search-app"):
    browser.get((site_dir / path).as_uri() + query)
    wait(browser, lambda: browser.execute_script(
        f"var a = document.getElementById('{app}'); return a && a.getAttribute('data-complete') === 'true';"))


def result_titles(browser, list_id="search-results"):
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, f"#{list_id} .card-title")]


def status(browser, element="search-status"):
    return browser.find_element(By.ID, element).text


def query_of(browser):
    return parse_qs(urlsplit(browser.current_url).query)


def check(browser, facet, value):
    box = browser.find_element(By.CSS_SELECTOR, f'input[name="{facet}"][value="{value}"]')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    box.click()
    return box


def facet_count(browser, facet, value):
    box = browser.find_element(By.CSS_SELECTOR, f'input[name="{facet}"][value="{value}"]')
    label = browser.find_element(By.CSS_SELECTOR, f'label[for="{box.get_attribute("id")}"]')
    return int(re.search(r"\((\d+)\)\s*$", label.text).group(1))


def type_slowly(element, text):
    for ch in text:
        element.send_keys(ch)


def no_errors(browser):
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert not errors, errors


@pytest.fixture(scope="module")
def index_en(site_dir):
    return load_index(site_dir, "en")


@pytest.fixture(autouse=True)
def empty_pantry(browser, site_dir):
    browser.get((site_dir / "index.html").as_uri())
    browser.execute_script("window.localStorage.clear();")
    browser.get_log("browser")
    yield


# --------------------------------------------------------------------------
# Search
# --------------------------------------------------------------------------

def test_the_page_lists_everything_before_a_query_and_has_a_fallback(browser, site_dir, index_en):
    html = (site_dir / "search.html").read_text(encoding="utf-8")
    assert re.search(r'<div id="search-app"[^>]* hidden', html), "the app is hidden until the script runs"
    noscript = html[html.index("<noscript>"):html.index("</noscript>")]
    assert 'href="recipes.html"' in noscript and 'href="categories.html"' in noscript
    open_page(browser, site_dir, "search.html")
    assert status(browser) == f"{len(index_en['recipes'])} recipes found"
    assert result_titles(browser) == [r[R_TITLE] for r in index_en["recipes"]]
    assert browser.find_element(By.ID, "search-status").get_attribute("role") == "status"
    no_errors(browser)


def test_typing_narrows_the_results_and_keeps_the_query_in_the_url(browser, site_dir):
    open_page(browser, site_dir, "search.html")
    field = browser.find_element(By.ID, "search-q")
    type_slowly(field, "carr")
    wait(browser, lambda: result_titles(browser)[:1] == ["Korean Carrot Salad"])
    assert "Borscht" in result_titles(browser)  # carrots in its ingredients
    assert "Syrniki" not in result_titles(browser)
    assert query_of(browser) == {"q": ["carr"]}
    field.send_keys("ot soup")
    wait(browser, lambda: query_of(browser) == {"q": ["carrot soup"]})
    titles = result_titles(browser)
    assert titles and all(t in ("Borscht", "Chicken Noodle Soup", "Red Lentil Soup", "Shorpa", "Stuffed Peppers") for t in titles), titles
    # A query that matches nothing says so.
    field.clear()
    type_slowly(field, "xyzzy")
    wait(browser, lambda: browser.find_element(By.ID, "search-empty").is_displayed())
    assert "No recipe matches “xyzzy”." in browser.find_element(By.ID, "search-empty").text
    assert status(browser) == "0 recipes found"
    no_errors(browser)


def test_prefix_typos_case_and_accents(browser, site_dir):
    open_page(browser, site_dir, "search.html", "?q=PL")
    assert result_titles(browser)[0] == "Plov"
    open_page(browser, site_dir, "search.html", "?q=" + quote("borsht "))  # one letter missing
    assert result_titles(browser)[0] == "Borscht"
    open_page(browser, site_dir, "search.html", "?q=" + quote("Bórscht"))
    assert result_titles(browser)[0] == "Borscht"
    open_page(browser, site_dir, "search.html", "?q=" + quote("onions "))
    with_onion = set(result_titles(browser))
    open_page(browser, site_dir, "search.html", "?q=" + quote("onion "))
    assert set(result_titles(browser)) == with_onion and len(with_onion) > 5


FACETS = [
    ("category", "soups", lambda ix, v: lambda r: r[R_CATEGORY] == value_index(ix, "category", v)),
    ("cuisine", "kazakh", lambda ix, v: lambda r: r[R_CUISINE] == value_index(ix, "cuisine", v)),
    ("diet", "vegan", lambda ix, v: lambda r: value_index(ix, "diet", v) in r[R_DIETS]),
    ("free", "milk", lambda ix, v: lambda r: value_index(ix, "free", v) in r[R_FREE]),
    ("difficulty", "hard", lambda ix, v: lambda r: r[R_DIFFICULTY] == value_index(ix, "difficulty", v)),
    ("tag", "soup", lambda ix, v: lambda r: value_index(ix, "tag", v) in r[R_TAGS]),
]


@pytest.mark.parametrize("facet,value,predicate", FACETS, ids=[f[0] for f in FACETS])
def test_each_facet_filters_and_counts(browser, site_dir, index_en, facet, value, predicate):
    expected = titles_where(index_en, predicate(index_en, value))
    assert expected, "the example site should have recipes for this facet"
    open_page(browser, site_dir, "search.html")
    assert facet_count(browser, facet, value) == len(expected)
    check(browser, facet, value)
    wait(browser, lambda: status(browser) == f"{len(expected)} recipe{'s' if len(expected) != 1 else ''} found")
    assert result_titles(browser) == expected
    assert query_of(browser) == {facet: [value]}


def test_time_facet(browser, site_dir, index_en):
    expected = titles_where(index_en, lambda r: 0 < r[R_MINUTES] <= 30)
    open_page(browser, site_dir, "search.html")
    select = Select(browser.find_element(By.ID, "search-time"))
    option = [o for o in select.options if o.get_attribute("value") == "30"][0]
    assert option.text == f"30 min or less ({len(expected)})"
    select.select_by_value("30")
    wait(browser, lambda: result_titles(browser) == expected)
    assert query_of(browser) == {"time": ["30"]}


def test_include_and_exclude_ingredients(browser, site_dir, index_en):
    ingredients = index_en["ingredients"]
    def has(recipe, key):
        return any(covers(key, ingredients[i][0]) for i in recipe[R_INGREDIENTS])
    expected = titles_where(index_en, lambda r: has(r, "garlic") and not has(r, "tomato"))
    assert expected
    open_page(browser, site_dir, "search.html")
    field = browser.find_element(By.ID, "search-with")
    field.send_keys("garlic", Keys.ENTER)
    other = browser.find_element(By.ID, "search-without")
    other.send_keys("tomatoes")
    browser.find_element(By.CSS_SELECTOR, '[data-add="without"]').click()
    wait(browser, lambda: result_titles(browser) == expected)
    assert query_of(browser) == {"with": ["garlic"], "without": ["tomatoes"]}
    chips = browser.find_elements(By.CSS_SELECTOR, ".ingredient-facet .chip-remove")
    assert [c.get_attribute("aria-label") for c in chips] == ["Remove “garlic”", "Remove “tomatoes”"]
    active = browser.find_elements(By.CSS_SELECTOR, "#active-filters .chip-remove")
    assert [c.get_attribute("aria-label") for c in active] == ["Remove “With ingredient: garlic”", "Remove “Without ingredient: tomatoes”"]
    chips[1].click()
    wait(browser, lambda: result_titles(browser) == titles_where(index_en, lambda r: has(r, "garlic")))


def test_nutrient_ranges_and_sorting_by_calories(browser, site_dir, index_en):
    keys = [n[0] for n in index_en["nutrients"]]
    assert "calories" in keys
    calories = keys.index("calories")
    with_calories = [r for r in index_en["recipes"] if len(r) > 13 and r[13][calories] is not None]
    expected = [r[R_TITLE] for r in with_calories if r[13][calories] <= 300]
    open_page(browser, site_dir, "search.html")
    field = browser.find_element(By.ID, "n-calories-max")
    field.send_keys("300", Keys.TAB)
    wait(browser, lambda: result_titles(browser) == expected)
    assert query_of(browser) == {"calories": ["-300"]}
    open_page(browser, site_dir, "search.html", "?sort=calories")
    ordered = [r[R_TITLE] for r in sorted(with_calories, key=lambda r: r[13][calories])]
    assert result_titles(browser)[:len(ordered)] == ordered
    assert Select(browser.find_element(By.ID, "search-sort")).first_selected_option.get_attribute("value") == "calories"


def test_sorting(browser, site_dir, index_en):
    recipes = index_en["recipes"]
    open_page(browser, site_dir, "search.html")
    Select(browser.find_element(By.ID, "search-sort")).select_by_value("quickest")
    order = sorted(range(len(recipes)), key=lambda i: (recipes[i][R_MINUTES] or 10**9, i))
    wait(browser, lambda: result_titles(browser) == [recipes[i][R_TITLE] for i in order])
    Select(browser.find_element(By.ID, "search-sort")).select_by_value("newest")
    order = sorted(range(len(recipes)), key=lambda i: (-recipes[i][R_DATE], i))
    wait(browser, lambda: result_titles(browser) == [recipes[i][R_TITLE] for i in order])
    assert query_of(browser) == {"sort": ["newest"]}


def test_facets_combine_and_counts_follow(browser, site_dir, index_en):
    vegetarian = value_index(index_en, "diet", "vegetarian")
    breakfast = value_index(index_en, "category", "breakfast")
    expected = titles_where(index_en, lambda r: vegetarian in r[R_DIETS] and r[R_CATEGORY] == breakfast)
    open_page(browser, site_dir, "search.html")
    check(browser, "diet", "vegetarian")
    # With "vegetarian" ticked, each category counts its vegetarian recipes.
    wait(browser, lambda: facet_count(browser, "category", "breakfast") == len(expected))
    desserts = value_index(index_en, "category", "desserts")
    assert facet_count(browser, "category", "desserts") == len(titles_where(index_en, lambda r: vegetarian in r[R_DIETS] and r[R_CATEGORY] == desserts))
    check(browser, "category", "breakfast")
    wait(browser, lambda: result_titles(browser) == expected)
    # Another category adds to the results (any of); another diet narrows them (all of).
    check(browser, "category", "desserts")
    wait(browser, lambda: set(result_titles(browser)) == set(expected) | set(
        titles_where(index_en, lambda r: vegetarian in r[R_DIETS] and r[R_CATEGORY] == desserts)))
    assert query_of(browser) == {"diet": ["vegetarian"], "category": ["breakfast", "desserts"]}
    # Keyboard: a facet toggles with the space bar.
    box = browser.find_element(By.CSS_SELECTOR, 'input[name="category"][value="desserts"]')
    box.send_keys(Keys.SPACE)
    wait(browser, lambda: result_titles(browser) == expected)
    assert box.get_attribute("id") == browser.switch_to.active_element.get_attribute("id")


def test_url_state_is_read_on_load_and_back_restores_it(browser, site_dir, index_en):
    open_page(browser, site_dir, "search.html", "?diet=vegan&category=salads-and-sides")
    assert browser.find_element(By.CSS_SELECTOR, 'input[name="diet"][value="vegan"]').is_selected()
    assert browser.find_element(By.CSS_SELECTOR, 'input[name="category"][value="salads-and-sides"]').is_selected()
    both = result_titles(browser)
    assert both == ["Achichuk", "Korean Carrot Salad"]
    field = browser.find_element(By.ID, "search-q")
    type_slowly(field, "carrot")
    wait(browser, lambda: query_of(browser).get("q") == ["carrot"])
    assert result_titles(browser) == ["Korean Carrot Salad"]
    check(browser, "difficulty", "easy")
    wait(browser, lambda: "difficulty" in query_of(browser))
    browser.back()
    wait(browser, lambda: not browser.find_element(By.CSS_SELECTOR, 'input[name="difficulty"][value="easy"]').is_selected())
    assert query_of(browser) == {"q": ["carrot"], "category": ["salads-and-sides"], "diet": ["vegan"]}
    assert field.get_attribute("value") == "carrot"
    browser.back()  # typing was one step of history, not one per letter
    wait(browser, lambda: field.get_attribute("value") == "")
    assert result_titles(browser) == both
    browser.forward()
    wait(browser, lambda: field.get_attribute("value") == "carrot")


def test_an_empty_result_says_which_filter_emptied_it(browser, site_dir):
    open_page(browser, site_dir, "search.html", "?q=beshbarmak&diet=vegan")
    box = browser.find_element(By.ID, "search-empty")
    assert box.is_displayed()
    assert "No recipe matches all the filters." in box.text
    assert "Without “Diet: Vegan”: 1 recipe." in box.text
    box.find_element(By.TAG_NAME, "button").click()
    wait(browser, lambda: result_titles(browser) == ["Beshbarmak"])
    assert query_of(browser) == {"q": ["beshbarmak"]}
    assert not browser.find_element(By.ID, "search-empty").is_displayed()


def test_cyrillic_queries_on_the_russian_page(browser, site_dir):
    ru = load_index(site_dir, "ru")
    open_page(browser, site_dir, "ru/search.html")
    assert len(ru["recipes"]) == 22
    assert status(browser) == "Найдено 22 рецепта"  # the "few" form
    field = browser.find_element(By.ID, "search-q")
    type_slowly(field, "моркови")  # finds "Морковь по-корейски"
    wait(browser, lambda: result_titles(browser)[:1] == ["Морковь по-корейски"])
    assert "Борщ" in result_titles(browser)
    assert query_of(browser) == {"q": ["моркови"]}
    for query, first in [("СВЁКЛА ", "Борщ"), ("свекла ", "Борщ"), ("ПЛОВ", "Плов"), ("лепешка", "Узбекская лепёшка"), ("перца ", "Фаршированные перцы")]:
        field.clear()
        type_slowly(field, query)
        wait(browser, lambda: result_titles(browser)[:1] == [first], timeout=5)
    no_errors(browser)


def test_cyrillic_queries_on_the_kazakh_page(browser, site_dir):
    open_page(browser, site_dir, "kk/search.html")
    field = browser.find_element(By.ID, "search-q")
    # Typed without the Kazakh letters: сабиз = сәбіз.
    type_slowly(field, "сабиз")
    wait(browser, lambda: result_titles(browser)[:1] == ["Корейше сәбіз"])
    field.clear()
    type_slowly(field, "Сәбіз")
    wait(browser, lambda: result_titles(browser)[:1] == ["Корейше сәбіз"])
    field.clear()
    type_slowly(field, "бауырсак")
    wait(browser, lambda: result_titles(browser)[:1] == ["Бауырсақ"])
    assert "рецепт табылды" in status(browser)
    no_errors(browser)


# --------------------------------------------------------------------------
# What can I cook
# --------------------------------------------------------------------------

def tick(browser, name):
    box = browser.find_element(By.XPATH, f'//div[@id="pantry-list"]//label[normalize-space(text())="{name}"]/preceding-sibling::input')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    box.click()
    return box.get_attribute("value")


def pantry_titles(browser):
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#pantry-results .card-title")]


def test_an_empty_pantry_asks_for_ingredients(browser, site_dir, index_en):
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    assert status(browser, "pantry-status") == "Tick the ingredients you have to see what you can cook."
    assert pantry_titles(browser) == []
    assert browser.find_element(By.ID, "pantry-count").text == "0 ingredients ticked"
    # Staples are not offered: they are always at hand.
    labels = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#pantry-list label")]
    assert "salt" not in labels and "water" not in labels
    assert len(labels) == len({i[1] for i in index_en["ingredients"] if not i[2]}) or len(labels) == sum(1 for i in index_en["ingredients"] if not i[2])
    assert "Always counted as at hand: salt, black pepper" in browser.page_source
    # Grouped by aisle, in the order of a walk through a shop (the index's "aisles").
    groups = [e.get_attribute("textContent") for e in browser.find_elements(By.CSS_SELECTOR, "#pantry-list .pantry-group h3")]
    assert groups == [a for a in index_en["aisles"] if a in groups], groups
    assert groups[0] == "Fruit and vegetables"
    no_errors(browser)


def test_pantry_ranks_by_fewest_missing_then_most_used_then_title(browser, site_dir, index_en):
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    pantry = [tick(browser, name) for name in ("carrot", "onion", "garlic", "sugar")]
    expected = pantry_ranking(index_en, pantry)
    wait(browser, lambda: pantry_titles(browser) == [e[3] for e in expected][:24])
    cards = browser.find_elements(By.CSS_SELECTOR, "#pantry-results .card")
    missing = [int(c.get_attribute("data-missing")) for c in cards]
    used = [int(c.get_attribute("data-used")) for c in cards]
    assert missing == sorted(missing)
    # Ties: the example data has recipes missing as many as each other.
    ties = [(m, u) for m, u in zip(missing, used)]
    assert len(set(ties)) < len(ties), "expected at least one tie to check the tie-break"
    for (m1, u1), (m2, u2) in zip(ties, ties[1:]):
        assert m1 < m2 or (m1 == m2 and u1 >= u2)
    # Each card says what is missing; staples never are.
    first = cards[0].find_element(By.CSS_SELECTOR, ".pantry-missing-list").text
    assert first == ("Missing: " + ", ".join(expected[0][4]) if expected[0][4] else "You have everything")
    for card in cards:
        text = card.find_element(By.CSS_SELECTOR, ".pantry-missing-list").text
        assert "salt" not in text.split(": ")[-1].split(", ")
    assert status(browser, "pantry-status") == f"{len(expected)} recipes found"
    # Remembered: a new visit finds the same pantry.
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    assert sorted(json.loads(browser.execute_script("return localStorage.getItem(document.getElementById('pantry-app').dataset.storage)"))) == sorted(pantry)
    assert pantry_titles(browser) == [e[3] for e in expected][:24]
    assert browser.find_element(By.ID, "pantry-count").text == "4 ingredients ticked"


def test_pantry_filter_box_and_untick_all(browser, site_dir):
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    field = browser.find_element(By.ID, "pantry-filter")
    field.send_keys("pepp")
    visible = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#pantry-list li") if e.is_displayed()]
    assert visible and all("pepp" in v.lower() for v in visible), visible
    field.clear()
    field.send_keys("zzz")
    assert "No ingredient matches “zzz”." in browser.find_element(By.ID, "pantry-filter-empty").text
    field.clear()
    field.send_keys(Keys.SPACE, Keys.BACKSPACE)
    tick(browser, "carrot")
    wait(browser, lambda: len(pantry_titles(browser)) > 0)
    browser.find_element(By.ID, "pantry-clear").click()
    wait(browser, lambda: pantry_titles(browser) == [])
    assert status(browser, "pantry-status") == "Tick the ingredients you have to see what you can cook."


def test_recipe_page_marks_what_the_pantry_lacks(browser, site_dir, index_en):
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    pantry = [tick(browser, name) for name in ("carrot", "garlic")]
    browser.get((site_dir / "recipes" / "korean-carrot-salad.html").as_uri())
    lines = browser.find_elements(By.CSS_SELECTOR, ".recipe .ingredient-list > li")
    marks = browser.find_element(By.ID, "pantry-marks")
    keys = marks.get_attribute("data-keys").split("|")
    foods = marks.get_attribute("data-foods").split("|")
    assert len(lines) == len(keys) == len(foods)
    # The recipe's own lines stand for the foods ticked (the page has no index).
    local = {"lang": "en", "ingredients": [[k, "", 0, None, f] for k, f in zip(keys, foods) if f]}
    for line, key, food in zip(lines, keys, foods):
        marked = "pantry-missing" in line.get_attribute("class").split()
        should = bool(key) and not at_hand(local, pantry, [key, "", 0, None, food] if food else [key])
        assert marked == should, (line.text, key)
        if marked:
            assert line.find_element(By.CSS_SELECTOR, ".pantry-flag").text == "not in your pantry"
    assert any(not key for key in keys), "the salt line is a staple and never marked"
    # Without a pantry nothing is marked.
    browser.execute_script("localStorage.clear()")
    browser.refresh()
    assert not browser.find_elements(By.CSS_SELECTOR, ".pantry-missing")
    no_errors(browser)


def test_russian_pantry(browser, site_dir):
    ru = load_index(site_dir, "ru")
    open_page(browser, site_dir, "ru/pantry.html", app="pantry-app")
    assert status(browser, "pantry-status") == "Отметьте продукты, которые у вас есть, и здесь появятся рецепты."
    pantry = [tick(browser, "морковь")]
    expected = pantry_ranking(ru, pantry)
    wait(browser, lambda: pantry_titles(browser) == [e[3] for e in expected][:24])
    assert browser.find_element(By.ID, "pantry-count").text == "Отмечен 1 продукт"


# --------------------------------------------------------------------------
# Related recipes
# --------------------------------------------------------------------------

def test_every_recipe_page_lists_a_few_related_recipes(site_dir, index_en):
    for recipe in index_en["recipes"]:
        page = (site_dir / "recipes" / f"{recipe[R_SLUG]}.html").read_text(encoding="utf-8")
        if "related-heading" not in page:
            continue
        section = page[page.index('<section class="related"'):]
        section = section[:section.index("</section>")]
        links = re.findall(r'<a class="card-link" href="([^"]+)"', section)
        assert 1 <= len(links) <= 4, recipe[R_SLUG]
        assert f"{recipe[R_SLUG]}.html" not in [Path(l).name for l in links]
        for link in links:
            assert (site_dir / "recipes" / link).resolve().is_file(), link
    plov = (site_dir / "recipes" / "plov.html").read_text(encoding="utf-8")
    assert len(re.findall(r'class="card-link"', plov[plov.index('<section class="related"'):])) == 4


# --------------------------------------------------------------------------
# Small screens
# --------------------------------------------------------------------------

@pytest.mark.parametrize("path,query", [("search.html", "?q=carrot&diet=vegan"), ("ru/search.html", "?q=" + quote("морковь")),
                                        ("pantry.html", ""), ("kk/pantry.html", "")])
def test_no_horizontal_scroll_at_320_px(browser, site_dir, path, query):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 320, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    try:
        open_page(browser, site_dir, path, query, app="pantry-app" if "pantry" in path else "search-app")
        if "pantry" in path:
            browser.find_element(By.CSS_SELECTOR, "#pantry-list input").click()
        metrics = browser.execute_script("""
            const width = window.innerWidth, wide = [];
            for (const el of document.body.querySelectorAll('*')) {
              const box = el.getBoundingClientRect();
              if (box.width > 0 && (box.right > width + 0.5 || box.left < -0.5)) wide.push(el.tagName + '#' + el.id + '.' + el.className);
            }
            return {scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide: wide.slice(0, 10)};""")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert metrics["innerWidth"] == 320
    assert metrics["scrollWidth"] <= 320, metrics["wide"]
