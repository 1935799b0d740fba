"""The hostile corpus: broken and hostile cookbooks fed to the real `cookbook build`.

Each folder in cases/ is a tiny site (content/..., maybe nothing at all) with an
expected.txt. For every case the test:

  1. copies base/ (a good site) to a temporary folder and builds it, so a good
     public/ is already there (built once per session and copied);
  2. replaces content/ with the case's files and applies the directives below;
  3. runs `cookbook build` and then `cookbook check`, and asserts: no crash (exit
     code exactly 1, or 0 with `@exit 0`, never a signal), standard error exactly
     as expected, and for a failed build the previous public/ byte for byte intact,
     nothing on standard output and no staging folder left behind; for a build
     that succeeds, every page is checked for script that content could run.

expected.txt holds directives, then the expected standard error, line for line:

  # a comment
  @exit 0                         the build must succeed (default: it must fail)
  @args --strict                  extra arguments for build and check
  @file PATH TEXT                 write TEXT to PATH (relative to the site; ../ is beside it)
  @symlink PATH -> TARGET         make PATH a symbolic link to TARGET (kept verbatim)
  @generate PATH huge BYTES       a valid recipe padded to BYTES bytes
  @generate PATH blockquotes N    a recipe whose steps hold N nested block quotes
  @generate PATH sections N       a template with N nested sections
  @contains PAGE TEXT             after a successful build PAGE (in public/) contains TEXT
  @absent PAGE|* TEXT             ... PAGE (or every page) does not contain TEXT
  content/recipes/x.md:3:8: error: ... [code]     every other line: standard error,
    hint: ...                                        compared exactly, except that ' ... '
  1 error, 0 warnings                                (or a final ' ...') stands for any text

Run:  COOKBOOK_BIN=.build/release/cookbook python3 -m pytest -q Tests/hostile
With HOSTILE_RECORD=1 the expected output of every case is (re)written from what
the binary prints: review every line before committing it.
"""
import hashlib
import json
import os
import sys
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "shared"))
from serving import binary  # noqa: E402
CASES = HERE / "cases"
BASE = HERE / "base"
RECORD = os.environ.get("HOSTILE_RECORD") == "1"
DIAGNOSTIC_RE = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<severity>error|warning): (?P<message>.*) \[(?P<code>[a-z0-9-]+)\]$")
SUMMARY_RE = re.compile(r"^\d+ errors?, \d+ warnings?$")


def run(args, cwd, timeout=120):
    return subprocess.run([binary(), *args], cwd=cwd, capture_output=True, timeout=timeout,
                          env={**os.environ, "NO_COLOR": "1", "LC_ALL": "C.UTF-8"})


def tree_digest(folder: Path) -> dict:
    """Relative path -> sha256 (files) or 'dir' / 'link:target', for every entry."""
    result = {}
    for path in sorted(folder.rglob("*")):
        rel = str(path.relative_to(folder))
        if path.is_symlink():
            result[rel] = "link:" + os.readlink(path)
        elif path.is_dir():
            result[rel] = "dir"
        else:
            result[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return result


# --------------------------------------------------------------------------
# expected.txt
# --------------------------------------------------------------------------

@dataclass
class Expected:
    exit: int = 1
    args: list = field(default_factory=list)
    setup: list = field(default_factory=list)  # (kind, ...) in file order
    contains: list = field(default_factory=list)  # (page, text)
    absent: list = field(default_factory=list)  # (page or "*", text)
    directives: list = field(default_factory=list)  # the raw directive and comment lines
    lines: list = field(default_factory=list)  # expected standard error


def parse_expected(path: Path) -> Expected:
    expected = Expected()
    if not path.exists():
        return expected
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if raw.startswith("#") or raw.startswith("@"):
            expected.directives.append(raw)
        if raw.startswith("#"):
            continue
        if not raw.startswith("@"):
            expected.lines.append(raw)
            continue
        name, _, rest = raw.partition(" ")
        where = f"{path}:{number}"
        if name == "@exit":
            expected.exit = int(rest)
        elif name == "@args":
            expected.args += rest.split()
        elif name == "@file":
            target, _, text = rest.partition(" ")
            expected.setup.append(("file", target, text))
        elif name == "@symlink":
            link, arrow, target = rest.partition(" -> ")
            assert arrow, f"{where}: write @symlink PATH -> TARGET"
            expected.setup.append(("symlink", link, target))
        elif name == "@generate":
            target, kind, size = rest.split()
            expected.setup.append(("generate", target, kind, int(size)))
        elif name == "@contains":
            page, _, text = rest.partition(" ")
            expected.contains.append((page, text))
        elif name == "@absent":
            page, _, text = rest.partition(" ")
            expected.absent.append((page, text))
        else:
            raise AssertionError(f"{where}: unknown directive {name}")
    return expected


def generate(kind: str, size: int) -> bytes:
    head = "---\ntitle: Generated\ningredients:\n  - 1 egg\n---\n\n## Steps\n\n1. Cook.\n\n"
    if kind == "huge":
        paragraph = "The soup simmers slowly while the story of the soup goes on and on.\n\n"
        text = head + "## Story\n\n" + paragraph * (size // len(paragraph) + 1)
        return text.encode()[:size]
    if kind == "blockquotes":
        return (head + ">" * size + " deep\n").encode()
    if kind == "sections":
        return ("{{#page}}\n" * size + "{{/page}}\n" * size).encode()
    raise AssertionError(f"unknown generator {kind}")


def line_matches(expected: str, actual: str) -> bool:
    """Exact, except that ' ... ' (or a final ' ...') stands for any text."""
    if " ..." not in expected:
        return expected == actual
    parts = re.split(r" \.\.\.(?: |$)", expected)
    pattern = " .* ".join(map(re.escape, parts[:-1] if expected.endswith(" ...") else parts))
    if expected.endswith(" ..."):
        pattern += " .*"
    return re.fullmatch(pattern, actual) is not None


# --------------------------------------------------------------------------
# Output that content must never be able to turn into script
# --------------------------------------------------------------------------

URL_ATTRS = {"href", "src", "action", "formaction", "xlink:href", "data", "poster", "srcset", "background", "cite"}
FORBIDDEN_TAGS = {"iframe", "object", "embed", "base", "frame", "frameset", "applet"}
DANGEROUS_SCHEMES = ("javascript:", "vbscript:", "data:text", "data:application")


class SafetyParser(HTMLParser):
    """Finds what could run script. `theme_scripts` are the texts of the inline
    <script>s the theme itself writes (collected from the good base site)."""

    def __init__(self, page: str, theme_scripts: frozenset = frozenset()):
        super().__init__(convert_charrefs=True)
        self.page = page
        self.theme_scripts = theme_scripts
        self.problems: list[str] = []
        self.scripts: list[tuple[dict, list]] = []
        self._script = None

    def handle_starttag(self, tag, attrs):
        where = f"{self.page}:{self.getpos()[0]}"
        values = dict(attrs)
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"{where}: <{tag}> has an event handler attribute {name}={value!r}")
            if name in URL_ATTRS and value:
                squashed = re.sub(r"[\x00-\x20]", "", value).lower()
                if squashed.startswith(DANGEROUS_SCHEMES):
                    self.problems.append(f"{where}: <{tag} {name}={value!r}> uses a script URL")
        if tag in FORBIDDEN_TAGS:
            self.problems.append(f"{where}: <{tag}> element in the output")
        if tag == "meta" and (values.get("http-equiv") or "").lower() == "refresh":
            self.problems.append(f"{where}: <meta http-equiv=refresh>")
        if tag == "script":
            self._script = (values, [], where)

    def handle_data(self, data):
        if self._script is not None:
            self._script[1].append(data)

    def handle_endtag(self, tag):
        if tag == "script" and self._script is not None:
            values, parts, where = self._script
            self._script = None
            text = "".join(parts)
            kind = (values.get("type") or "").lower()
            src = values.get("src") or ""
            if kind == "application/ld+json":
                try:
                    json.loads(text)
                except ValueError as error:
                    self.problems.append(f"{where}: the JSON-LD script is not JSON ({error}): {text[:200]!r}")
                if "<!--" in text or "<script" in text.lower():
                    self.problems.append(f"{where}: the JSON-LD script contains '<!--' or '<script'")
            elif kind == "application/json" and values.get("id") in ("kitchen-recipe", "weekplan-data") and not src:
                # The recipe's shopping data (docs/kitchen.md), a week plan's entries
                # (docs/recipe-format.md, "Week plans"): JSON that cannot end the element.
                try:
                    json.loads(text)
                except ValueError as error:
                    self.problems.append(f"{where}: the kitchen data is not JSON ({error}): {text[:200]!r}")
                if "<" in text:
                    self.problems.append(f"{where}: the kitchen data contains '<'")
            elif re.fullmatch(r"(\.\./)*assets/[\w./-]+\.js", src) and not text.strip():
                pass  # the theme's own script file
            elif re.fullmatch(r"(\.\./)*search/text\.js", src) and not text.strip():
                pass  # the search's text tables, generated from the Swift code (never from content)
            elif re.fullmatch(r"(\.\./)*kitchen/(strings|recipes)-[a-z]{2,3}\.js", src) and not text.strip():
                pass  # the build's kitchen data scripts
            elif not src and text in self.theme_scripts:
                pass  # the theme's own inline script, byte for byte
            else:
                self.problems.append(f"{where}: a <script> that is not the theme's: type={kind!r} src={src!r} {text[:120]!r}")


def inline_scripts(public: Path) -> frozenset:
    """The texts of every inline <script> other than JSON-LD in a site."""
    found = set()

    class Collector(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.current = None

        def handle_starttag(self, tag, attrs):
            values = dict(attrs)
            if tag == "script" and not values.get("src") and (values.get("type") or "").lower() != "application/ld+json":
                self.current = []

        def handle_data(self, data):
            if self.current is not None:
                self.current.append(data)

        def handle_endtag(self, tag):
            if tag == "script" and self.current is not None:
                found.add("".join(self.current))
                self.current = None

    for page in sorted(public.rglob("*.html")):
        collector = Collector()
        collector.feed(page.read_text(encoding="utf-8"))
        collector.close()
    return frozenset(found)


def unsafe_output(public: Path, theme_scripts: frozenset = frozenset()) -> list[str]:
    problems = []
    for page in sorted(public.rglob("*.html")):
        rel = str(page.relative_to(public))
        parser = SafetyParser(rel, theme_scripts)
        parser.feed(page.read_text(encoding="utf-8"))
        parser.close()
        problems += parser.problems
    return problems


# --------------------------------------------------------------------------
# The previous good build
# --------------------------------------------------------------------------

@pytest.fixture(scope="session")
def good_build(tmp_path_factory):
    """A copy of base/ with public/ built: (folder, digest of public/, the theme's inline scripts)."""
    folder = tmp_path_factory.mktemp("base") / "site"
    shutil.copytree(BASE, folder)
    result = run(["build"], folder)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stderr == b"", result.stderr.decode()
    public = folder / "public"
    assert (public / "recipes" / "good-soup.html").is_file()
    theme_scripts = inline_scripts(public)
    assert unsafe_output(public, theme_scripts) == []
    return folder, tree_digest(public), theme_scripts


def case_names() -> list[str]:
    return sorted(p.name for p in CASES.iterdir() if p.is_dir())


def test_the_corpus_is_complete():
    names = case_names()
    assert len(names) >= 60, f"only {len(names)} cases"
    missing = [name for name in names if not (CASES / name / "expected.txt").is_file()]
    assert missing == [], f"cases without expected.txt: {missing}"
    succeeding = [name for name in names if parse_expected(CASES / name / "expected.txt").exit == 0]
    assert len(succeeding) >= 4, f"too few cases that must build (XSS escaping): {succeeding}"


def prepare(name: str, good_build, tmp_path: Path) -> tuple[Path, Expected]:
    source = good_build[0]
    site = tmp_path / "site"
    shutil.copytree(source, site, symlinks=True)
    shutil.rmtree(site / "content")
    for item in (CASES / name).iterdir():
        if item.name == "expected.txt":
            continue
        if item.is_dir():
            shutil.copytree(item, site / item.name, symlinks=True)
        else:
            shutil.copy2(item, site / item.name)
    expected = parse_expected(CASES / name / "expected.txt")
    for step in expected.setup:
        target = site / step[1]
        target.parent.mkdir(parents=True, exist_ok=True)
        if step[0] == "file":
            target.write_text(step[2] + "\n")
        elif step[0] == "symlink":
            os.symlink(step[2], target)
        elif step[0] == "generate":
            target.write_bytes(generate(step[2], step[3]))
    return site, expected


def record(name: str, expected: Expected, stderr: str) -> None:
    text = "\n".join(expected.directives + stderr.splitlines()) + "\n"
    (CASES / name / "expected.txt").write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name", case_names())
def test_case(name, good_build, tmp_path):
    site, expected = prepare(name, good_build, tmp_path)
    _, good_digest, theme_scripts = good_build

    build = run(["build", *expected.args], site)
    assert build.returncode >= 0, f"cookbook build was killed by signal {-build.returncode}"
    stderr = build.stderr.decode("utf-8", errors="replace")
    stdout = build.stdout.decode("utf-8", errors="replace")
    if RECORD:
        record(name, expected, stderr)
        expected = parse_expected(CASES / name / "expected.txt")

    assert build.returncode == expected.exit, (
        f"exit code {build.returncode}, expected {expected.exit}\nstderr:\n{stderr}\nstdout:\n{stdout}")
    actual = stderr.splitlines()
    if len(actual) != len(expected.lines) or not all(map(line_matches, expected.lines, actual)):
        pytest.fail("standard error differs from expected.txt\n--- expected\n" + "\n".join(expected.lines)
                    + "\n--- actual\n" + "\n".join(actual), pytrace=False)
    for line in actual:
        assert DIAGNOSTIC_RE.match(line) or line.startswith("  hint: ") or SUMMARY_RE.match(line), (
            f"not a diagnostic, hint or summary line: {line!r}")

    public = site / "public"
    leftovers = sorted(p.name for p in site.iterdir() if p.name.startswith(".public"))
    assert leftovers == [], f"staging folders left beside public/: {leftovers}"
    if expected.exit != 0:
        assert stdout == "", f"a failed build printed to standard output: {stdout!r}"
        assert tree_digest(public) == good_digest, "the failed build changed the previous public/"
    else:
        assert stdout.startswith("Built "), stdout
        links = sorted(str(p.relative_to(public)) for p in public.rglob("*") if p.is_symlink())
        assert links == [], f"symbolic links published (copy the file's contents): {links}"
        assert tree_digest(public) != good_digest, "the build did not replace public/"
        problems = unsafe_output(public, theme_scripts)
        assert problems == [], "content became script in the output:\n  " + "\n  ".join(problems)
        pages = sorted(str(p.relative_to(public)) for p in public.rglob("*.html"))
        for page, text in expected.contains:
            assert (public / page).is_file(), f"{page} was not written; pages: {pages}"
            assert text in (public / page).read_text(encoding="utf-8"), f"{page} does not contain {text!r}"
        for page, text in expected.absent:
            for each in (pages if page == "*" else [page]):
                assert text not in (public / each).read_text(encoding="utf-8"), f"{each} contains {text!r}"

    check = run(["check", *expected.args], site)
    assert check.returncode == expected.exit, f"check exited {check.returncode}, build {build.returncode}"
    assert check.stderr.decode("utf-8", errors="replace") == stderr, "check and build print different diagnostics"
