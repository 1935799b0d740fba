"""Search quality (issue 17), in a real browser from file://: a typo never turns one food
into another, only real matches count, everyday spellings and transliterations find the
dish, "без мяса" / "without meat" leave meat out, the filters fold away on phones behind a
"Filters (n)" button with the active ones as chips above the results, and a search for a
recipe this language lacks links it in the languages that have it.

Expectations are read from the index files the build wrote (search/index-<lang>.js).
"""
import re
from urllib.parse import quote

import pytest
from selenium.webdriver.common.by import By

from test_search import (R_INGREDIENTS, R_SLUG, R_TITLE, load_index, no_errors, open_page, query_of, result_titles,
                         status, wait)


def search(browser, site_dir, lang, q):
    path = "search.html" if lang == "en" else f"{lang}/search.html"
    open_page(browser, site_dir, path, "?q=" + quote(q))
    return result_titles(browser)


def ingredient_names(index, recipe):
    return [index["ingredients"][i][1].lower() for i in recipe[R_INGREDIENTS]]


@pytest.fixture(scope="module")
def indexes(site_dir):
    return {lang: load_index(site_dir, lang) for lang in ("en", "ru", "kk")}


@pytest.fixture
def phone(browser):
    size = browser.get_window_size()
    browser.set_window_size(390, 844)
    yield browser
    browser.set_window_size(size["width"], size["height"])


def test_a_typo_never_turns_one_food_into_another(browser, site_dir, indexes):
    ru = indexes["ru"]
    with_cinnamon = [r[R_TITLE] for r in ru["recipes"] if any("кориц" in n for n in ingredient_names(ru, r))]
    assert "Рисовый пудинг" in with_cinnamon  # the example has cinnamon in rice pudding
    for q in ("курицы", "курица", "курицы "):
        titles = search(browser, site_dir, "ru", q)
        assert "Куриный суп с лапшой" in titles, (q, titles)
        assert not set(titles) & set(with_cinnamon), (q, titles)
    # A typo of a word that is no food still finds it, ranked as found.
    assert search(browser, site_dir, "en", "chiken ") == ["Chicken Noodle Soup"]
    no_errors(browser)


def test_egg_counts_only_recipes_with_eggs(browser, site_dir, indexes):
    en = indexes["en"]
    egg = re.compile(r"\beggs?\b", re.I)
    with_eggs = {r[R_TITLE] for r in en["recipes"] if any(egg.search(n) for n in ingredient_names(en, r))}
    assert 0 < len(with_eggs) < len(en["recipes"])
    titles = search(browser, site_dir, "en", "egg ")
    assert with_eggs <= set(titles), sorted(with_eggs - set(titles))
    # Every result says "egg" in its title, summary or ingredients ("Egg-free" is no egg).
    slugs = {r[R_TITLE]: r[R_SLUG] for r in en["recipes"]}
    for title in titles:
        html = (site_dir / "recipes" / f"{slugs[title]}.html").read_text(encoding="utf-8")
        words = re.findall(r'<h1>(.*?)</h1>|<p class="lead">(.*?)</p>|<ul class="ingredient-list">(.*?)</ul>', html, re.S)
        assert any(egg.search(re.sub(r"<[^>]+>", " ", "".join(w))) for w in words), title
    assert len(titles) < len(en["recipes"])
    assert status(browser) == f"{len(titles)} recipes found"


@pytest.mark.parametrize("lang, q, title", [
    ("ru", "плоф", "Плов"), ("ru", "борш", "Борщ"), ("ru", "морковка", "Морковь по-корейски"),
    ("ru", "plof", "Плов"), ("ru", "pilaf", "Плов"), ("ru", "borshch", "Борщ"), ("ru", "plov", "Плов"),
    ("en", "plof", "Plov"), ("en", "pilaf", "Plov"), ("en", "borshch", "Borscht"),
    ("kk", "плов", "Палау"), ("kk", "морковь", "Корейше сәбіз"), ("kk", "palau", "Палау"),
])
def test_everyday_spellings_and_transliterations_find_the_dish(browser, site_dir, lang, q, title):
    titles = search(browser, site_dir, lang, q)
    assert titles and titles[0] == title, titles


@pytest.mark.parametrize("lang, q, left_out", [("ru", "без мяса", "Без: мяса."), ("en", "without meat", "Leaving out: meat."),
                                               ("kk", "етсіз", "Алынып тасталды: ет.")])
def test_without_meat_leaves_meat_out(browser, site_dir, indexes, lang, q, left_out):
    index = indexes[lang]
    meat = [a for a in index["aisles"] if a in ("Meat", "Мясо", "Ет")]
    assert meat, index["aisles"]
    with_meat = {r[R_TITLE] for r in index["recipes"]
                 if any(len(index["ingredients"][i]) > 3 and index["ingredients"][i][3] == meat[0] for i in r[R_INGREDIENTS])}
    assert with_meat
    titles = search(browser, site_dir, lang, q)
    expected = [r[R_TITLE] for r in index["recipes"] if r[R_TITLE] not in with_meat]
    assert titles == expected[:24], titles
    assert left_out in status(browser)


def test_filters_fold_away_on_phones_and_show_as_chips(phone, site_dir):
    browser = phone
    open_page(browser, site_dir, "search.html")
    toggle = browser.find_element(By.ID, "filters-toggle")
    filters = browser.find_element(By.ID, "search-filters")
    assert toggle.is_displayed() and toggle.text == "Filters"
    assert not filters.is_displayed()
    first = browser.find_element(By.CSS_SELECTOR, "#search-results .card")
    assert first.rect["y"] < 700, first.rect  # results come first, not below every filter
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "true" and filters.is_displayed()
    box = browser.find_element(By.CSS_SELECTOR, 'input[name="category"][value="soups"]')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    box.click()
    wait(browser, lambda: toggle.text == "Filters (1)")
    chips = browser.find_elements(By.CSS_SELECTOR, "#active-filters .chip")
    assert [c.find_element(By.TAG_NAME, "span").text for c in chips] == ["Category: Soups"]
    # The chips are above the results.
    assert chips[0].rect["y"] < browser.find_element(By.CSS_SELECTOR, "#search-results .card").rect["y"]
    chips[0].find_element(By.CSS_SELECTOR, ".chip-remove").click()
    wait(browser, lambda: not browser.find_elements(By.CSS_SELECTOR, "#active-filters .chip"))
    assert "category" not in query_of(browser)
    assert not box.is_selected() and toggle.text == "Filters"
    no_errors(browser)


def test_wide_screens_show_the_filters_without_a_button(browser, site_dir):
    open_page(browser, site_dir, "search.html", "?category=soups")
    assert not browser.find_element(By.ID, "filters-toggle").is_displayed()
    assert browser.find_element(By.ID, "search-filters").is_displayed()
    assert [c.text for c in browser.find_elements(By.CSS_SELECTOR, "#active-filters .chip span")] == ["Category: Soups"]


def test_kazakh_search_links_a_recipe_only_in_other_languages(browser, site_dir, indexes):
    kk = indexes["kk"]
    assert "borscht" not in {r[R_SLUG] for r in kk["recipes"]}
    titles = search(browser, site_dir, "kk", "борщ")
    assert titles == []
    box = browser.find_element(By.ID, "search-elsewhere")
    assert box.is_displayed()
    assert "басқа тілде бар" in box.text
    links = {a.get_attribute("hreflang"): a for a in box.find_elements(By.CSS_SELECTOR, 'li[data-slug="borscht"] a')}
    assert set(links) == {"en", "ru"}
    assert links["ru"].text == "Борщ"
    links["ru"].click()
    assert browser.current_url == (site_dir / "ru" / "recipes" / "borscht.html").as_uri()
    assert browser.find_element(By.TAG_NAME, "h1").text == "Борщ"
    # A Kazakh recipe is not listed as elsewhere.
    search(browser, site_dir, "kk", "палау")
    assert not browser.find_element(By.ID, "search-elsewhere").is_displayed()
