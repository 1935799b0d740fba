"""Recipe pages and the pages around them (issue 17, "Pages"), in a real browser from
file://: the "not translated" notice links the recipe where it exists, one pantry in
every language, "What can I cook" from the home page and the header, step numbers that
do not fill the history and stay visible, deferred scripts, printing plov on two A4
pages, a "Jump to recipe" link on phones, and equipment lists in the page's language.
"""
import base64
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.print_page_options import PrintOptions

from test_search import open_page, wait


@pytest.fixture(autouse=True)
def empty_storage(browser, site_dir):
    browser.get((site_dir / "index.html").as_uri())
    browser.execute_script("window.localStorage.clear();")
    yield


@pytest.fixture
def phone(browser):
    size = browser.get_window_size()
    browser.set_window_size(390, 844)
    yield browser
    browser.set_window_size(size["width"], size["height"])


def switch_to(browser, name):
    [a for a in browser.find_elements(By.CSS_SELECTOR, ".language-switcher a") if a.text.strip() == name][0].click()


def test_the_not_translated_notice_links_the_recipe_where_it_exists(browser, site_dir):
    browser.get((site_dir / "recipes" / "banana-bread.html").as_uri())
    switch_to(browser, "Қазақша")
    assert browser.current_url == (site_dir / "kk" / "index.html").as_uri() + "?recipe=banana-bread&in=en,ru#not-translated"
    notice = browser.find_element(By.ID, "not-translated")
    assert notice.is_displayed() and "аударылмаған" in notice.text
    links = notice.find_elements(By.CSS_SELECTOR, "#not-translated-links a")
    assert [(a.text, a.get_attribute("hreflang")) for a in links] == [("English", "en"), ("Русский", "ru")]
    links[1].click()
    assert browser.current_url == (site_dir / "ru" / "recipes" / "banana-bread.html").as_uri()
    # A hand-made address cannot make links out of anything else.
    browser.get((site_dir / "kk" / "index.html").as_uri() + "?recipe=..%2Fx&in=en#not-translated")
    assert not browser.find_element(By.ID, "not-translated-links").is_displayed()


def tick(browser, name):
    box = browser.find_element(By.XPATH, f'//div[@id="pantry-list"]//label[normalize-space(text())="{name}"]/preceding-sibling::input')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", box)
    box.click()


def ticked(browser):
    return sorted(l.text for l in browser.find_elements(By.CSS_SELECTOR, "#pantry-list li") if l.find_element(By.TAG_NAME, "input").is_selected())


def test_one_pantry_in_every_language(browser, site_dir):
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    tick(browser, "carrot")
    tick(browser, "onion")
    # One food, one tick: red and white onions are onions to the ingredient dictionary.
    assert {"carrot", "onion"} <= set(ticked(browser)) and "garlic" not in ticked(browser)
    open_page(browser, site_dir, "ru/pantry.html", app="pantry-app")
    assert "морковь" in ticked(browser) and any(t.startswith("лук") for t in ticked(browser)), ticked(browser)
    assert browser.find_element(By.ID, "pantry-count").text == "Отмечено 2 продукта"
    assert browser.find_elements(By.CSS_SELECTOR, "#pantry-results .card")
    open_page(browser, site_dir, "kk/pantry.html", app="pantry-app")
    assert "сәбіз" in ticked(browser), ticked(browser)
    # Unticked in Kazakh: gone in English too.
    tick(browser, "сәбіз")
    open_page(browser, site_dir, "pantry.html", app="pantry-app")
    assert "onion" in ticked(browser) and "carrot" not in ticked(browser)


def test_a_pantry_kept_per_language_is_merged_in(browser, site_dir):
    browser.get((site_dir / "index.html").as_uri())
    key = "cookbook-pantry:the-steppe-kitchen"
    browser.execute_script(f"localStorage.setItem('{key}:ru', JSON.stringify(['морков']));")
    open_page(browser, site_dir, "ru/pantry.html", app="pantry-app")
    assert "морковь" in ticked(browser)
    assert browser.execute_script(f"return localStorage.getItem('{key}:ru')") is None


def test_what_can_i_cook_is_linked_from_home_and_header(browser, site_dir):
    for page, header_href, home_href in (("index.html", "pantry.html", "pantry.html"), ("ru/index.html", "pantry.html", "pantry.html")):
        browser.get((site_dir / page).as_uri())
        assert browser.find_elements(By.CSS_SELECTOR, f'.site-nav a[href="{header_href}"]')
        assert browser.find_elements(By.CSS_SELECTOR, f'main a[href="{home_href}"]')
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    link = browser.find_element(By.CSS_SELECTOR, '.site-nav a[href="../pantry.html"]')
    assert link.text == "What can I cook"
    link.click()
    assert browser.current_url == (site_dir / "pantry.html").as_uri()


def test_step_numbers_replace_the_history_entry_and_stay_in_view(browser, site_dir):
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    before = browser.execute_script("return history.length")
    for n in (2, 5, 1):
        anchor = browser.find_element(By.CSS_SELECTOR, f'a.step-anchor[href="#step-{n}"]')
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", anchor)
        anchor.click()
        assert browser.execute_script("return location.hash") == f"#step-{n}"
        current = browser.find_elements(By.CSS_SELECTOR, ".step-list li.step-current")
        assert [li.get_attribute("id") for li in current] == [f"step-{n}"]
        # The number's circle is whole on screen, with room above it.
        top = browser.execute_script("return arguments[0].getBoundingClientRect().top", anchor)
        assert top >= 8, top
    assert browser.execute_script("return history.length") == before
    # Opened from a link, the step is highlighted too.
    browser.get((site_dir / "recipes" / "plov.html").as_uri() + "#step-3")
    assert browser.find_element(By.ID, "step-3").get_attribute("class") == "step-current"


def test_recipe_scripts_are_deferred(site_dir):
    for page in ("recipes/plov.html", "ru/recipes/plov.html", "index.html"):
        html = (site_dir / page).read_text(encoding="utf-8")
        tags = re.findall(r"<script\b[^>]*\bsrc=[^>]*>", html)
        assert tags, page
        assert all(" defer" in t for t in tags), (page, tags)


@pytest.mark.parametrize("page", ["recipes/plov.html", "ru/recipes/plov.html", "kk/recipes/plov.html"])
def test_plov_prints_on_two_a4_pages(browser, site_dir, page):
    browser.get((site_dir / page).as_uri())
    options = PrintOptions()
    options.page_width, options.page_height = 21.0, 29.7
    pdf = base64.b64decode(browser.print_page(options))
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 2, pages
    # In print, the nutrition table is never a scrolled box and the ingredients sit beside the steps.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        scroll = browser.find_element(By.CSS_SELECTOR, ".nutrition .table-scroll")
        assert scroll.value_of_css_property("overflow-x") == "visible"
        ingredients = browser.find_element(By.ID, "ingredients").rect
        steps = browser.find_element(By.ID, "steps").rect
        assert ingredients["x"] + ingredients["width"] <= steps["x"] and abs(ingredients["y"] - steps["y"]) < 5
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_jump_to_recipe_on_phones(phone, site_dir):
    browser = phone
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    link = browser.find_element(By.CSS_SELECTOR, ".jump-link a")
    assert link.is_displayed() and link.text == "Jump to recipe"
    assert link.rect["y"] < 400, link.rect
    assert browser.find_element(By.ID, "ingredients").rect["y"] > 900
    link.click()
    assert browser.execute_script("return document.getElementById('ingredients').getBoundingClientRect().top") < 50
    browser.get((site_dir / "ru" / "recipes" / "plov.html").as_uri())
    assert browser.find_element(By.CSS_SELECTOR, ".jump-link a").text == "К рецепту"


def test_jump_link_is_not_shown_on_wide_screens(browser, site_dir):
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    assert not browser.find_element(By.CSS_SELECTOR, ".jump-link a").is_displayed()


@pytest.mark.parametrize("lang", ["ru", "kk"])
def test_equipment_lists_are_in_the_pages_language(site_dir, lang):
    problems = []
    for page in sorted((site_dir / lang / "recipes").glob("*.html")):
        html = page.read_text(encoding="utf-8")
        match = re.search(r'<ul class="equipment-list">(.*?)</ul>', html, re.S)
        if not match:
            continue
        for item in re.findall(r"<li>(.*?)</li>", match.group(1)):
            # The words, not the markup of marked lengths (<span class="q" data-unit="cm">).
            if re.search(r"[A-Za-z]{3,}", re.sub(r"<[^>]*>", "", item)):
                problems.append(f"{lang}/recipes/{page.name}: {item}")
    assert not problems, "\n".join(problems)
