"""`cookbook serve` in a browser: a page open in Chromium reloads itself when its recipe
is saved, shows the errors (path:line:col and the lines around) when the recipe is broken,
and comes back when it is fixed; nobody presses reload.

    COOKBOOK_BIN=.build/release/cookbook python3 -m pytest -q Tests/browser/test_serve.py
"""
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT / "Tests" / "shared"))
import serving  # noqa: E402


@pytest.fixture
def served(tmp_path):
    result = subprocess.run([serving.binary(), "init", "book", "--title", "Served Book"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    book = tmp_path / "book"
    server = serving.Server(book)
    try:
        yield book, server
    finally:
        assert server.stop() == 0


def wait_for(browser, condition, timeout=60):
    from selenium.webdriver.support.ui import WebDriverWait
    return WebDriverWait(browser, timeout, poll_frequency=0.05).until(lambda driver: condition(driver))


def heading(browser):
    try:
        return browser.execute_script("var h = document.querySelector('h1'); return h ? h.textContent.trim() : '';")
    except Exception:  # the page is being replaced
        return ""


def test_an_open_page_reloads_itself_after_an_edit_and_shows_errors(browser, served, screenshot_dir):
    book, server = served
    recipe = book / "content" / "recipes" / "lentil-soup.md"
    original = recipe.read_text()
    browser.get(server.url + "recipes/lentil-soup.html")
    title = heading(browser)
    assert title
    browser.execute_script("window.notReloadedYet = true;")

    recipe.write_text(original.replace("title: ", "title: Edited ", 1))
    wait_for(browser, lambda b: heading(b).startswith("Edited "))
    assert browser.execute_script("return window.notReloadedYet === undefined;")

    # A broken recipe: the page turns into the list of errors, with the file's lines.
    broken = original.replace("servings: ", "servings: [", 1)
    assert broken != original
    recipe.write_text(broken)
    wait_for(browser, lambda b: "did not build" in heading(b))
    text = browser.find_element("css selector", "main").text
    assert "content/recipes/lentil-soup.md:" in text and "[yaml-syntax]" in text
    assert "servings: [" in text  # the source line around the error
    browser.save_screenshot(str(screenshot_dir / "serve-error-page.png"))

    # Fixed: the recipe page comes back by itself.
    recipe.write_text(original.replace("title: ", "title: Fixed ", 1))
    wait_for(browser, lambda b: heading(b).startswith("Fixed "))
    assert server.process.poll() is None
