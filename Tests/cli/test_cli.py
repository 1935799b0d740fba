"""End-to-end tests of the real `cookbook` binary: init, new, check, build, inspect;
exit codes, messages on stderr, and the atomic output folder.

The binary comes from COOKBOOK_BIN (scripts/test sets it to the release build);
by default .build/release/cookbook, else .build/debug/cookbook.
"""
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "shared"))
from serving import binary  # noqa: E402  (the one way the tests find the binary)


def run(*args, cwd):
    return subprocess.run([binary(), *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def tree_digest(folder):
    """Path -> sha256 of every file below folder."""
    result = {}
    for path in sorted(Path(folder).rglob("*")):
        if path.is_file():
            result[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return result


@pytest.fixture
def book(tmp_path):
    result = run("init", "book", "--title", "Test Book", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return tmp_path / "book"


def test_init_creates_a_cookbook_that_builds(book):
    assert (book / "content" / "site.yaml").read_text().startswith("# Settings")
    assert (book / "content" / "recipes" / "lentil-soup.md").exists()
    assert not (book / "templates").exists()  # the built-in theme is used
    result = run("build", cwd=book)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "Built 1 recipe into public/" in result.stdout
    index = (book / "public" / "index.html").read_text()
    assert "<title>Test Book</title>" in index
    assert (book / "public" / "recipes" / "red-lentil-soup.html").exists() is False
    assert (book / "public" / "recipes" / "lentil-soup.html").exists()


def test_init_with_theme_copies_the_theme(tmp_path):
    result = run("init", "themed", "--with-theme", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "themed" / "templates" / "recipe.mustache").exists()
    assert (tmp_path / "themed" / "templates" / "assets" / "style.css").exists()
    assert run("build", "themed", cwd=tmp_path).returncode == 0


def test_init_refuses_a_folder_that_is_not_empty(tmp_path):
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "notes.txt").write_text("mine")
    result = run("init", "full", cwd=tmp_path)
    assert result.returncode != 0
    assert "not empty" in result.stderr
    assert (tmp_path / "full" / "notes.txt").read_text() == "mine"


def test_new_writes_every_field_and_never_overwrites(book):
    result = run("new", "Chicken soup", cwd=book)
    assert result.returncode == 0, result.stderr
    text = (book / "content" / "recipes" / "chicken-soup.md").read_text()
    for field in ["title", "slug", "summary", "author", "date", "image", "category", "cuisine", "tags", "diets",
                  "difficulty", "servings", "yield", "prep_time", "cook_time", "total_time", "equipment",
                  "ingredients", "source", "nutrition", "cost", "rating", "featured", "draft"]:
        assert f"{field}:" in text, field
    assert run("check", cwd=book).returncode == 0
    (book / "content" / "recipes" / "chicken-soup.md").write_text(text + "\nmy edits\n")
    again = run("new", "Chicken soup", cwd=book)
    assert again.returncode != 0
    assert "already exists" in again.stderr
    assert (book / "content" / "recipes" / "chicken-soup.md").read_text().endswith("my edits\n")


BROKEN = """---
title: Broken
difficulty: meduim
servings: many
ingredients: [1 egg]
---

## Steps

1. Cook.
"""

ALSO_BROKEN = """---
titel: Typo
ingredients:
  - 1 egg
---

No steps here.
"""


def test_check_reports_every_problem_in_every_file_sorted(book):
    (book / "content" / "recipes" / "broken.md").write_text(BROKEN)
    (book / "content" / "recipes" / "also.md").write_text(ALSO_BROKEN)
    result = run("check", cwd=book)
    assert result.returncode == 1
    lines = [l for l in result.stderr.splitlines() if ": error: " in l]
    assert lines == [
        "content/recipes/also.md:1:1: error: the recipe has no steps [missing-steps]",
        "content/recipes/also.md:2:1: error: 'title' is required [missing-field]",
        "content/recipes/also.md:2:1: error: unknown field 'titel' in the recipe's front matter [unknown-field]",
        "content/recipes/broken.md:3:13: error: 'difficulty' must be one of easy, medium, hard, not 'meduim' [invalid-value]",
        "content/recipes/broken.md:4:11: error: 'servings' must be a whole number from 1 to 1000, not 'many' [invalid-value]",
    ]
    assert "  hint: did you mean 'medium'?" in result.stderr
    assert "  hint: did you mean 'title'?" in result.stderr
    assert result.stderr.strip().endswith("5 errors, 0 warnings")
    assert not (book / "public").exists()


def test_paths_in_messages_include_the_site_folder_named(book):
    (book / "content" / "recipes" / "broken.md").write_text(BROKEN)
    result = run("check", "book", cwd=book.parent)
    assert "book/content/recipes/broken.md:3:13: error:" in result.stderr


def test_failed_build_leaves_previous_output_intact(book):
    assert run("build", cwd=book).returncode == 0
    before = tree_digest(book / "public")
    (book / "content" / "recipes" / "broken.md").write_text(BROKEN)
    result = run("build", cwd=book)
    assert result.returncode == 1
    assert tree_digest(book / "public") == before
    leftovers = [p.name for p in book.iterdir() if p.name.startswith(".public")]
    assert leftovers == []


def test_build_shows_no_progress_when_stderr_is_not_a_terminal(book):
    # The progress line would show at once with COOKBOOK_PROGRESS_AFTER=0; not on a pipe.
    env = dict(os.environ, COOKBOOK_PROGRESS_AFTER="0")
    result = subprocess.run([binary(), "build"], cwd=book, capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.startswith("Built 1 recipe into public/")


def test_build_shows_progress_on_a_terminal_and_clears_it(book):
    import pty
    master, slave = pty.openpty()
    env = dict(os.environ, COOKBOOK_PROGRESS_AFTER="0")
    process = subprocess.Popen([binary(), "build"], cwd=book, stdout=subprocess.PIPE, stderr=slave, env=env)
    os.close(slave)
    out, _ = process.communicate(timeout=120)
    shown = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    os.close(master)
    assert process.returncode == 0
    text = shown.decode()
    assert "Rendering 1 recipe page in 1 language" in text
    assert text.endswith("\r\x1b[2K")  # the line is cleared before the summary
    assert out.decode().startswith("Built 1 recipe into public/")
    # The same site as without a terminal.
    first = tree_digest(book / "public")
    assert run("build", cwd=book).returncode == 0
    assert tree_digest(book / "public") == first


def test_two_builds_are_byte_identical(book):
    assert run("build", cwd=book).returncode == 0
    first = tree_digest(book / "public")
    assert run("build", cwd=book).returncode == 0
    assert tree_digest(book / "public") == first


def test_refuses_output_with_foreign_files_unless_forced(book, tmp_path):
    out = tmp_path / "www"
    out.mkdir()
    (out / "precious.txt").write_text("do not delete")
    result = run("build", "--output", str(out), cwd=book)
    assert result.returncode == 1
    assert "[foreign-output]" in result.stderr
    assert "precious.txt" in result.stderr
    assert (out / "precious.txt").read_text() == "do not delete"
    # --force replaces only a folder cookbook wrote (issue 18): this one it did not.
    forced = run("build", "--output", str(out), "--force", cwd=book)
    assert forced.returncode == 1
    assert (out / "precious.txt").read_text() == "do not delete"
    (out / "precious.txt").unlink()
    assert run("build", "--output", str(out), cwd=book).returncode == 0
    (out / "precious.txt").write_text("added later")
    forced = run("build", "--output", str(out), "--force", cwd=book)
    assert forced.returncode == 0, forced.stderr
    assert (out / "index.html").exists() and not (out / "precious.txt").exists()


def test_refuses_to_write_over_the_site_itself(book):
    for target in [".", "..", "content/out", "templates/out"]:
        result = run("build", "--output", target, "--force", cwd=book)
        assert result.returncode == 1, target
        assert "[unsafe-output]" in result.stderr, target
    assert (book / "content" / "site.yaml").exists()


def test_strict_turns_warnings_into_errors(book):
    recipe = book / "content" / "recipes" / "lentil-soup.md"
    recipe.write_text(recipe.read_text().replace("tags: [soup, quick]", "tags: [soup, quick, soup]"))
    relaxed = run("check", cwd=book)
    assert relaxed.returncode == 0
    assert "warning: the tag 'soup' is given twice [duplicate-tag]" in relaxed.stderr
    strict = run("check", "--strict", cwd=book)
    assert strict.returncode == 1
    assert "error: the tag 'soup' is given twice [duplicate-tag]" in strict.stderr


def test_missing_content_folder_is_a_clear_error(tmp_path):
    result = run("build", cwd=tmp_path)
    assert result.returncode == 1
    assert "content:1:1: error: there is no content folder [no-content]" in result.stderr
    assert "cookbook init" in result.stderr


def test_inspect_prints_every_stage_as_json(book):
    result = run("inspect", "content/recipes/lentil-soup.md", "--format", "json", cwd=book)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["version"] == 1
    recipe = data["recipes"][0]
    assert recipe["file"] == "content/recipes/lentil-soup.md"
    front = recipe["stages"]["frontMatter"]["mapping"]
    title = next(p for p in front if p["key"]["scalar"] == "title")
    assert title["value"] == {"scalar": "Red lentil soup", "style": "plain", "at": {"line": 2, "column": 8}}
    model = recipe["stages"]["recipe"]
    assert model["slug"] == "lentil-soup"
    assert model["timesMinutes"] == {"prep": 10, "cook": 30, "total": 40}
    first = model["ingredients"][0]["lines"][0]
    assert (first["text"], first["line"], first["column"]) == ("2 tbsp olive oil", 14, 5)
    assert first["parsed"]["quantity"] == {"low": "2", "high": "2"}
    assert (first["parsed"]["unit"], first["parsed"]["name"]) == ("tbsp", "olive oil")
    lemon = model["ingredients"][0]["lines"][-1]
    assert (lemon["text"], lemon["parsed"]["preparation"], lemon["parsed"]["quantity"]) == ("juice of 1/2 lemon", "juice", {"low": "1/2", "high": "1/2"})
    assert [s["text"] for s in model["steps"][0]["steps"]][0].startswith("Warm the oil")
    assert recipe["diagnostics"] == []


def test_inspect_reports_diagnostics_of_a_bad_file(book):
    (book / "content" / "recipes" / "broken.md").write_text(BROKEN)
    result = run("inspect", "content/recipes/broken.md", cwd=book)
    data = json.loads(result.stdout)
    codes = [(d["code"], d["line"], d["column"]) for d in data["recipes"][0]["diagnostics"]]
    assert codes == [("invalid-value", 3, 13), ("invalid-value", 4, 11)]
    assert data["recipes"][0]["stages"]["recipe"] is None


def test_site_templates_override_the_built_in_theme_file_by_file(book):
    (book / "templates").mkdir()
    (book / "templates" / "card.mustache").write_text('<li class="my-card"><a href="{{url}}">{{title}}</a></li>\n')
    result = run("build", cwd=book)
    assert result.returncode == 0, result.stderr
    listing = (book / "public" / "recipes.html").read_text()
    assert '<li class="my-card"><a href="recipes/lentil-soup.html">Red lentil soup</a></li>' in listing
    assert '<a class="skip-link"' in listing  # the layout is still the built-in one


def test_template_typos_are_build_errors_with_positions(book):
    (book / "templates").mkdir()
    (book / "templates" / "recipe.mustache").write_text(
        "{{<layout}}{{$main}}\n<h1>{{recipe.titel}}</h1>{{> cardd}}\n{{/main}}{{/layout}}\n")
    result = run("build", cwd=book)
    assert result.returncode == 1
    assert "templates/recipe.mustache:2:5: error: the template uses 'titel', which no page provides [unknown-template-key]" in result.stderr
    assert "  hint: did you mean 'title'?" in result.stderr
    assert "templates/recipe.mustache:2:26: error: the template includes 'cardd', which the theme does not have [missing-template]" in result.stderr
    assert not (book / "public").exists()


def test_check_reports_how_much_of_the_nutrition_is_known(book):
    result = run("check", cwd=book)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "1 recipe checked: no errors."
    assert lines[1].startswith("Nutrition: ") and lines[1].endswith("ingredient lines matched to a food and weighed (100%).")
    (book / "content" / "recipes" / "kurt.md").write_text(
        "---\ntitle: Kurt snack\nservings: 2\ningredients:\n  - 50 g kurt\n  - 100 g butter\n---\n## Steps\n\n1. Eat.\n")
    result = run("check", cwd=book)
    assert result.returncode == 0
    assert "content/recipes/kurt.md:5:5: warning: no food found for 'kurt': its nutrition is not counted [unmatched-ingredient]" in result.stderr
    assert "; 1 recipe has incomplete values (see the warnings)." in result.stdout


def test_foods_lists_matching_foods_in_any_language(tmp_path):
    result = run("foods", "сыр", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    ids = [line.split("\t")[0] for line in lines]
    assert "cheddar" in ids and "queso-fresco" in ids
    cheddar = next(line for line in lines if line.startswith("cheddar\t"))
    assert cheddar.split("\t")[2].startswith("USDA 01009 Cheese, cheddar")
    missing = run("foods", "onoin", cwd=tmp_path)
    assert missing.returncode == 1
    assert "did you mean onion" in missing.stderr


def test_base_url_adds_sitemap_robots_feed_and_canonical_links_and_only_then(book):
    """Without base_url: no sitemap, robots.txt or feed, no absolute address in any page
    (the site works from disk). With it: all of them, well-formed XML, in two identical builds."""
    import xml.etree.ElementTree as ET

    assert run("build", cwd=book).returncode == 0
    public = book / "public"
    for name in ("sitemap.xml", "robots.txt", "feed.xml"):
        assert not (public / name).exists(), name
    for page in public.rglob("*.html"):
        html = page.read_text()
        assert 'rel="canonical"' not in html and "application/atom+xml" not in html, page

    site_yaml = book / "content" / "site.yaml"
    site_yaml.write_text(site_yaml.read_text() + "\nbase_url: https://example.org/my book\n")
    result = run("build", cwd=book)
    assert result.returncode == 1
    assert "content/site.yaml" in result.stderr and "[invalid-url]" in result.stderr
    assert "hint: for example 'base_url: https://example.org/cookbook/'" in result.stderr
    assert not (public / "sitemap.xml").exists()  # the failed build left the output as it was

    site_yaml.write_text(site_yaml.read_text().replace("my book", "book"))
    result = run("build", cwd=book)
    assert result.returncode == 0, result.stderr
    first = tree_digest(public)
    assert run("build", cwd=book).returncode == 0
    assert tree_digest(public) == first

    sm = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    sitemap = ET.parse(public / "sitemap.xml").getroot()
    locs = sorted(loc.text for loc in sitemap.iter(sm + "loc"))
    pages = sorted("https://example.org/book/" + str(p.relative_to(public)) for p in public.rglob("*.html"))
    assert locs == pages
    assert (public / "robots.txt").read_text().endswith("Sitemap: https://example.org/book/sitemap.xml\n")
    atom = "{http://www.w3.org/2005/Atom}"
    feed = ET.parse(public / "feed.xml").getroot()
    assert feed.tag == atom + "feed"
    assert feed.find(atom + "id").text == "https://example.org/book/feed.xml"
    entries = feed.findall(atom + "entry")
    assert [e.find(atom + "link").get("href") for e in entries] == ["https://example.org/book/recipes/lentil-soup.html"]
    recipe = (public / "recipes" / "lentil-soup.html").read_text()
    assert '<link rel="canonical" href="https://example.org/book/recipes/lentil-soup.html">' in recipe
    assert '<link rel="alternate" type="application/atom+xml"' in recipe and 'href="../feed.xml"' in recipe
