"""Languages in a real browser, from file://: the switcher on a recipe page lands on
the same recipe in the other language, and on an untranslated recipe it lands on that
language's home page, which says the recipe is not translated (and links it in the
languages that have it: test_recipe_pages.py)."""
from selenium.webdriver.common.by import By


def switch_to(browser, name):
    links = browser.find_elements(By.CSS_SELECTOR, ".language-switcher a")
    target = [a for a in links if a.text.strip() == name]
    assert target, f"no '{name}' in the language switcher: {[a.text for a in links]}"
    target[0].click()


def test_switching_language_on_a_recipe_lands_on_the_same_recipe(browser, site_dir):
    browser.get((site_dir / "recipes" / "plov.html").as_uri())
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Plov"

    switch_to(browser, "Русский")
    assert browser.current_url == (site_dir / "ru" / "recipes" / "plov.html").as_uri()
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru"
    assert browser.find_element(By.TAG_NAME, "h1").text == "Плов"
    assert browser.find_element(By.ID, "ingredients-heading").text == "Ингредиенты"
    # Numbers come from the original: the same eight servings.
    facts = {dt.text: dd.text for dt, dd in zip(browser.find_elements(By.CSS_SELECTOR, ".facts dt"),
                                                browser.find_elements(By.CSS_SELECTOR, ".facts dd"))}
    assert facts["ПОРЦИЙ"] == "8" or facts.get("Порций") == "8", facts

    switch_to(browser, "Қазақша")
    assert browser.current_url == (site_dir / "kk" / "recipes" / "plov.html").as_uri()
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "kk"

    switch_to(browser, "English")
    assert browser.current_url == (site_dir / "recipes" / "plov.html").as_uri()


def test_untranslated_recipe_leads_to_the_language_home_with_a_notice(browser, site_dir):
    browser.get((site_dir / "recipes" / "banana-bread.html").as_uri())
    switch_to(browser, "Қазақша")
    assert browser.current_url == (site_dir / "kk" / "index.html").as_uri() + "?recipe=banana-bread&in=en,ru#not-translated"
    notice = browser.find_element(By.ID, "not-translated")
    assert notice.is_displayed()
    assert "аударылмаған" in notice.text
    # The notice is hidden when the home page is opened normally.
    browser.get((site_dir / "kk" / "index.html").as_uri())
    assert not browser.find_element(By.ID, "not-translated").is_displayed()


def test_every_page_declares_its_language_and_its_alternates(crawl, site_dir):
    import re
    problems = []
    for page in sorted(p for p in crawl.pages if p.endswith(".html")):
        html = (site_dir / page).read_text(encoding="utf-8")
        lang = re.search(r'<html lang="([a-z]+)">', html)
        expected = page.split("/")[0] if page.split("/")[0] in ("ru", "kk") else "en"
        if not lang or lang.group(1) != expected:
            problems.append(f"{page}: lang={lang.group(1) if lang else None}, expected {expected}")
        if page.endswith("recipes/plov.html"):
            for code in ("en", "ru", "kk"):
                if f'hreflang="{code}" href=' not in html:
                    problems.append(f"{page}: no hreflang alternate for {code}")
    assert not problems, "\n".join(problems)
