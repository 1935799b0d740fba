"""The cookbook's week plans (content/plans/<slug>.yaml -> plans/<slug>.html, docs/
recipe-format.md "Week plans") in Chromium from file://: "Add this week to my plan"
fills the cook's plan (localStorage, docs/kitchen.md) and plan.html then shows the
recipes on their days; by keyboard; in Russian; axe-clean; 320 px; print."""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_accessibility import run_axe, report
from test_kitchen import fresh, open_page, pdf_pages

PLAN = "plans/a-week-of-steppe-food.html"


def planned(browser):
    return browser.execute_script("return CookbookKitchen.plan().entries")


def day_text(browser, day):
    return browser.find_element(By.ID, f"plan-day-{day}").find_element(By.XPATH, "..").text


def test_plan_page_lists_the_cookbooks_plans(browser, site_dir):
    fresh(browser, site_dir, "plan.html")
    link = browser.find_element(By.CSS_SELECTOR, ".weekplan-list a")
    assert link.text == "A week of steppe food"
    link.click()
    assert browser.current_url.endswith("/" + PLAN)


def test_add_this_week_fills_the_plan(browser, site_dir):
    fresh(browser, site_dir, PLAN)
    # Without a click, nothing is planned; the page itself lists the week.
    assert planned(browser) == []
    monday = browser.find_element(By.ID, "day-1").find_element(By.XPATH, "..").text
    assert "Plov" in monday and "4 servings" in monday and "1 cup green tea" in monday
    button = browser.find_element(By.ID, "weekplan-add")
    assert button.is_displayed()
    button.click()
    status = browser.find_element(By.ID, "weekplan-status")
    assert status.text.startswith("This week is in your plan."), status.text
    entries = planned(browser)
    assert len(entries) == 10
    manti = next(e for e in entries if e["slug"] == "manti")
    assert (manti["day"], manti["meal"], manti["servings"], manti["title"], manti["lang"]) == (2, 2, 6, "Manti", "en")
    assert manti["lines"] and manti["path"] == "recipes/manti.html"
    # The status links to the plan page, which shows the recipes on their days.
    status.find_element(By.TAG_NAME, "a").click()
    assert browser.current_url.endswith("/plan.html")
    assert "Plov" in day_text(browser, 0) and "Buttermilk Pancakes" in day_text(browser, 0)
    assert "Lagman" in day_text(browser, 1)
    assert "Manti" in day_text(browser, 2) and "6 servings" in day_text(browser, 2)
    assert "Beshbarmak" in day_text(browser, 5)
    assert browser.find_element(By.CSS_SELECTOR, "#plan-nutrition tbody tr") is not None
    # The nutrition columns are the build's (COOKBOOK_KITCHEN.nutrients), in its order.
    heads = [th.text for th in browser.find_elements(By.CSS_SELECTOR, "#plan-nutrition thead th")]
    assert heads == ["Day", "Energy (kcal)", "Protein (g)", "Fat (g)", "Carbohydrate (g)"], heads
    assert browser.execute_script("return COOKBOOK_KITCHEN.nutrients") == ["calories", "protein", "fat", "carbohydrate"]
    browser.execute_script("localStorage.clear()")


def test_add_this_week_by_keyboard_in_russian(browser, site_dir):
    fresh(browser, site_dir, "ru/" + PLAN)
    # The plan's own words come from its Russian translation (a-week-of-steppe-food.ru.yaml).
    assert browser.find_element(By.TAG_NAME, "h1").text == "Неделя степной кухни"
    monday = browser.find_element(By.ID, "day-1").find_element(By.XPATH, "..").text
    assert "Понедельник" in monday and "Завтрак" in monday and "1 чашка зелёного чая" in monday, monday
    # Tab until the button has the focus, then Enter.
    for _ in range(80):
        browser.switch_to.active_element.send_keys(Keys.TAB)
        if browser.switch_to.active_element.get_attribute("id") == "weekplan-add":
            break
    assert browser.switch_to.active_element.get_attribute("id") == "weekplan-add"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert browser.find_element(By.ID, "weekplan-status").text.startswith("Эта неделя добавлена в ваш план.")
    entries = planned(browser)
    assert len(entries) == 10 and {e["lang"] for e in entries} == {"ru"}
    assert any(e["title"] == "Плов" and e["day"] == 0 and e["meal"] == 2 for e in entries)
    open_page(browser, site_dir, "ru/plan.html")
    assert "Плов" in day_text(browser, 0)
    browser.execute_script("localStorage.clear()")


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_week_plan_pages_are_axe_clean(browser, site_dir, scheme):
    failures = []
    for rel in (PLAN, "ru/" + PLAN, "kk/" + PLAN, "plan.html"):
        failing, _ = run_axe(browser, site_dir, rel, scheme)
        if failing:
            failures.append(report(failing, f"{rel} ({scheme})"))
    assert not failures, "\n".join(failures)


def test_week_plan_page_fits_320_px_and_prints(browser, site_dir):
    fresh(browser, site_dir, PLAN)
    browser.set_window_size(320, 800)
    try:
        open_page(browser, site_dir, PLAN)
        overflow = browser.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{overflow} px too wide"
    finally:
        browser.set_window_size(1280, 900)
    open_page(browser, site_dir, PLAN)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
    try:
        shown = browser.execute_script("""
            return [...document.querySelectorAll('.site-header, .no-print, button')]
              .filter(n => getComputedStyle(n).display !== 'none' && n.offsetParent !== null).map(n => n.outerHTML.slice(0, 80));""")
        assert shown == [], shown
        days = browser.execute_script("return [...document.querySelectorAll('.weekplan-day')].filter(n => n.offsetParent !== null).length")
        assert days == 4
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    assert pdf_pages(browser) == 1
