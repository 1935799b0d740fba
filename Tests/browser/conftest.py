# Fixtures for the browser tests of a built cookbook site (see test_site.py).
#
# The site to test is the folder named by the environment variable
# COOKBOOK_SITE (scripts/test builds the example site and sets it):
#
#     COOKBOOK_SITE=/path/to/public python3 -m pytest -q Tests/browser
#
# Chromium and chromedriver are Debian's (/usr/bin/chromium and
# /usr/bin/chromedriver; CHROMIUM_BIN and CHROMEDRIVER_BIN override them).
# The browser runs headless with --no-sandbox but WITHOUT
# --allow-file-access-from-files: the site must work opened from disk with
# Chromium's strict file:// rules. Screenshots go to artifacts/screenshots/
# at the repository root (COOKBOOK_ARTIFACTS overrides the artifacts folder).

import os
import posixpath
import re
import tempfile
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
HOW_TO_SETUP = "run scripts/setup (or scripts/setup --no-build) to install it"


# --------------------------------------------------------------------------
# The site folder
# --------------------------------------------------------------------------

@pytest.fixture(scope="session")
def site_dir() -> Path:
    value = os.environ.get("COOKBOOK_SITE")
    if not value:
        pytest.fail(
            "COOKBOOK_SITE is not set: point it at a built site folder, e.g.\n"
            "  COOKBOOK_SITE=$PWD/public python3 -m pytest -q Tests/browser\n"
            "(scripts/test builds the example site and sets it for you)",
            pytrace=False,
        )
    path = Path(value).expanduser().resolve()
    if not path.is_dir():
        pytest.fail(f"COOKBOOK_SITE={value!r} is not a folder", pytrace=False)
    if not (path / "index.html").is_file():
        pytest.fail(f"the site folder {path} has no index.html", pytrace=False)
    return path


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    base = Path(os.environ.get("COOKBOOK_ARTIFACTS", REPO_ROOT / "artifacts"))
    path = base / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path


# --------------------------------------------------------------------------
# Crawling the site from disk (no browser)
# --------------------------------------------------------------------------

# Attributes that reference another file, per element.
REF_ATTRS = {
    "a": ("href",),
    "area": ("href",),
    "link": ("href", "imagesrcset"),
    "img": ("src", "srcset"),
    "script": ("src",),
    "source": ("src", "srcset"),
    "video": ("src", "poster"),
    "audio": ("src",),
    "track": ("src",),
    "iframe": ("src",),
    "embed": ("src",),
    "object": ("data",),
    "input": ("src",),
    "use": ("href", "xlink:href"),
    "image": ("href", "xlink:href"),
}
SRCSET_ATTRS = {"srcset", "imagesrcset"}
# <link rel=...> values that name a page rather than load something: such a
# link may point to an external page, like <a href>.
NAVIGATION_LINK_RELS = {
    "canonical", "alternate", "author", "license", "help", "me", "bookmark",
    "next", "prev",
}
# Schemes an <a href> may use besides http(s).
LINK_SCHEMES = {"mailto", "tel", "sms"}
HTML_SUFFIXES = {".html", ".htm"}

CSS_COMMENT_RE = re.compile(r"/\*.*?\*/", re.S)
CSS_URL_RE = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)""", re.I)
CSS_IMPORT_RE = re.compile(r"""@import\s+(?:"([^"]*)"|'([^']*)')""", re.I)


@dataclass
class Ref:
    line: int
    tag: str  # element name, or "css" for a url() in a stylesheet
    attr: str
    url: str
    navigation: bool  # True for <a href> and the like, False for resources

    def describe(self) -> str:
        if self.tag == "css":
            return f"url({self.url})"
        if self.attr == "style":
            return f'<{self.tag} style="...url({self.url})...">'
        return f'<{self.tag} {self.attr}="{self.url}">'


class PageParser(HTMLParser):
    """Collects the ids and the references of one HTML page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.refs: list[Ref] = []
        self._style_depth = 0

    def handle_starttag(self, tag, attrs):
        line = self.getpos()[0]
        values: dict[str, str] = {}
        for name, value in attrs:
            values.setdefault(name, value if value is not None else "")
        if values.get("id"):
            self.ids.add(values["id"])
        if tag == "a" and values.get("name"):
            self.ids.add(values["name"])
        rels = set(values.get("rel", "").lower().split())
        for attr in REF_ATTRS.get(tag, ()):
            if attr not in values:
                continue
            navigation = tag in ("a", "area") or (
                tag == "link" and attr == "href" and bool(rels & NAVIGATION_LINK_RELS)
            )
            if attr in SRCSET_ATTRS:
                urls = parse_srcset(values[attr])
            else:
                urls = [values[attr].strip()]
            for url in urls:
                self.refs.append(Ref(line, tag, attr, url, navigation))
        if values.get("style"):
            for _, url in css_refs(values["style"]):
                self.refs.append(Ref(line, tag, "style", url, False))
        if tag == "style":
            self._style_depth += 1

    def handle_endtag(self, tag):
        if tag == "style" and self._style_depth:
            self._style_depth -= 1

    def handle_data(self, data):
        if self._style_depth:
            line = self.getpos()[0]
            for offset, url in css_refs(data):
                self.refs.append(
                    Ref(line + data.count("\n", 0, offset), "css", "url", url, False)
                )


def parse_srcset(value: str) -> list[str]:
    """The URLs of a srcset attribute ("a.png 1x, b.png 2x")."""
    urls = []
    for candidate in value.split(","):
        parts = candidate.strip().split()
        if parts:
            urls.append(parts[0])
    return urls


def css_refs(text: str) -> list[tuple[int, str]]:
    """(offset, url) of every url(...) and @import in a piece of CSS."""
    # Blank out comments but keep offsets (for line numbers) unchanged.
    text = CSS_COMMENT_RE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    found = []
    for regex in (CSS_URL_RE, CSS_IMPORT_RE):
        for match in regex.finditer(text):
            url = next((g for g in match.groups() if g is not None), "").strip()
            found.append((match.start(), url))
    found.sort()
    return found


@dataclass
class Failure:
    page: str  # site-relative path of the file holding the reference
    line: int
    what: str  # the reference, as written
    problem: str

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: {self.what}: {self.problem}"


@dataclass
class Crawl:
    site: Path
    pages: list[str] = field(default_factory=list)  # reachable HTML, BFS order
    stylesheets: list[str] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)

    def report(self) -> str:
        lines = [f"{len(self.failures)} broken reference(s) in the site {self.site}:"]
        lines += [f"  {failure}" for failure in self.failures]
        return "\n".join(lines)


def crawl_site(site: Path, start: str = "index.html") -> Crawl:
    """Follows every reference from start, reading files from disk."""
    result = Crawl(site)
    parsed: dict[str, PageParser] = {}

    def parse_page(rel: str) -> PageParser:
        if rel not in parsed:
            parser = PageParser()
            parser.feed((site / rel).read_text(encoding="utf-8", errors="replace"))
            parser.close()
            parsed[rel] = parser
        return parsed[rel]

    queue = [start]
    seen_pages = {start}
    seen_css: set[str] = set()
    css_queue: list[str] = []

    def check(page: str, ref: Ref, is_html: bool) -> None:
        def fail(problem: str) -> None:
            result.failures.append(Failure(page, ref.line, ref.describe(), problem))

        url = ref.url
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if url == "":
            if not ref.navigation:
                fail("empty reference")
            return
        if scheme in ("http", "https") or url.startswith("//"):
            if url.startswith("//"):
                fail("protocol-relative URL: from file:// it becomes file://HOST/...")
            elif not ref.navigation:
                fail("loads a resource from the network; the site must work offline")
            return  # an external link (<a href="https://...">) is fine
        if scheme == "data":
            if ref.navigation:
                fail("data: URL used as a link")
            return
        if scheme:
            if not (ref.navigation and scheme in LINK_SCHEMES):
                fail(f"unsupported URL scheme {scheme}:")
            return
        if parts.path.startswith("/"):
            fail('root-absolute path: from file:// "/" is the root of the disk; use a relative path')
            return
        fragment = unquote(parts.fragment)
        if parts.path == "":
            # Same document: "#id" (or "?query" alone).
            if is_html and fragment and fragment != "top" and fragment not in parse_page(page).ids:
                fail(f'no element with id="{fragment}" on this page')
            return
        path = unquote(parts.path)
        target = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
        if target == ".." or target.startswith("../"):
            fail("points outside the site folder")
            return
        if path.endswith("/") or (site / target).is_dir():
            fail("points to a folder: file:// does not open its index.html; link to the file")
            return
        if not (site / target).is_file():
            fail(f"missing file {target}")
            return
        suffix = posixpath.splitext(target)[1].lower()
        if suffix in HTML_SUFFIXES:
            if fragment and fragment != "top" and fragment not in parse_page(target).ids:
                fail(f'{target} has no element with id="{fragment}"')
            if target not in seen_pages:
                seen_pages.add(target)
                queue.append(target)
        elif suffix == ".css" and target not in seen_css:
            seen_css.add(target)
            css_queue.append(target)

    while queue:
        page = queue.pop(0)
        result.pages.append(page)
        for ref in parse_page(page).refs:
            check(page, ref, True)

    while css_queue:
        sheet = css_queue.pop(0)
        result.stylesheets.append(sheet)
        text = (site / sheet).read_text(encoding="utf-8", errors="replace")
        for offset, url in css_refs(text):
            line = text.count("\n", 0, offset) + 1
            check(sheet, Ref(line, "css", "url", url, False), False)

    result.failures.sort(key=lambda f: (f.page, f.line))
    return result


@pytest.fixture(scope="session")
def crawl(site_dir: Path) -> Crawl:
    return crawl_site(site_dir)


# --------------------------------------------------------------------------
# The browser
# --------------------------------------------------------------------------

@pytest.fixture(scope="session")
def browser():
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.fail(f"the Python package selenium is missing: {HOW_TO_SETUP}", pytrace=False)

    chromium = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    chromedriver = os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver")
    for path, package in ((chromium, "chromium"), (chromedriver, "chromium-driver")):
        if not os.access(path, os.X_OK):
            pytest.fail(f"{path} not found (Debian package {package}): {HOW_TO_SETUP}", pytrace=False)

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1280,900",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-default-apps",
        "--disable-sync",
        "--disable-extensions",
        "--hide-scrollbars",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    # No --allow-file-access-from-files: we want Chromium's strict file:// rules.
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})

    profile = tempfile.TemporaryDirectory(prefix="cookbook-chromium-")
    options.add_argument(f"--user-data-dir={profile.name}")
    driver = webdriver.Chrome(options=options, service=Service(executable_path=chromedriver))
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()
        profile.cleanup()
