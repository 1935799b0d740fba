"""`cookbook serve` from outside: it prints its address, serves the site built in memory
(never public/), never serves a file from outside the built site (.., %2e%2e, encoded
slashes, symbolic links), warns when it listens beyond this computer, and stops cleanly
on Ctrl-C (SIGINT) and SIGTERM.

    COOKBOOK_BIN=.build/release/cookbook python3 -m pytest -q Tests/cli/test_serve_cli.py
"""
import http.client
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT / "Tests" / "shared"))
import serving  # noqa: E402

SECRET = "top secret text outside the site"


@pytest.fixture
def book(tmp_path):
    result = subprocess.run([serving.binary(), "init", "book", "--title", "Served Book"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    (tmp_path / "secret.txt").write_text(SECRET)
    return tmp_path / "book"


def get(url, path, method="GET"):
    """The path is sent exactly as written (no client-side normalising)."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    connection.putrequest(method, path, skip_accept_encoding=True)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, dict(response.getheaders()), body


def test_serve_prints_its_address_and_serves_the_site_from_memory(book):
    server = serving.Server(book)
    try:
        assert server.url.startswith("http://127.0.0.1:")
        status, headers, body = get(server.url, "/")
        assert status == 200
        assert headers["Content-Type"] == "text/html; charset=utf-8"
        assert b"<title>Served Book</title>" in body
        # The reload script is in served pages only.
        assert b"/__cookbook/live" in body
        status, _, body = get(server.url, "/recipes/lentil-soup.html")
        assert status == 200 and b"/__cookbook/live" in body
        status, headers, body = get(server.url, "/assets/style.css")
        assert status == 200 and headers["Content-Type"].startswith("text/css") and b"/__cookbook" not in body
        assert get(server.url, "/no-such-page.html")[0] == 404
        assert get(server.url, "/index.html", method="POST")[0] == 405
        assert not (book / "public").exists()
    finally:
        assert server.stop() == 0
    assert not (book / "public").exists()
    # `cookbook build` still writes pages without the script.
    result = subprocess.run([serving.binary(), "build", str(book)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "__cookbook" not in (book / "public" / "index.html").read_text()


@pytest.mark.parametrize("path", [
    "/../secret.txt", "/../../secret.txt", "/recipes/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/secret.txt",
    "/.%2e/secret.txt", "/recipes/..%2f..%2fsecret.txt", "/recipes%2f..%2f..%2fsecret.txt", "/..%5c..%5csecret.txt",
    "/images/outside.txt", "/assets/outside.css", "/%00", "/.cookbook-cache/", "//secret.txt",
])
def test_no_path_leaves_the_built_site(book, path):
    (book / "content" / "images").mkdir(exist_ok=True)
    os.symlink(book.parent / "secret.txt", book / "content" / "images" / "outside.txt")
    server = serving.Server(book)
    try:
        status, _, body = get(server.url, path)
        assert status in (400, 404), path
        assert SECRET.encode() not in body
    finally:
        server.stop()


def test_a_symbolic_link_out_of_templates_is_an_error_page_not_the_file(book):
    (book / "templates" / "assets").mkdir(parents=True)
    os.symlink(book.parent / "secret.txt", book / "templates" / "assets" / "outside.css")
    server = serving.Server(book)
    try:
        for path in ("/assets/outside.css", "/index.html"):
            status, _, body = get(server.url, path)
            assert SECRET.encode() not in body
        status, _, body = get(server.url, "/index.html")
        assert status == 500
        assert b"templates/assets/outside.css:1:1: error: this file is a symbolic link to a place outside templates/ [symlink-outside]" in body
    finally:
        server.stop()


def test_the_reload_poll_answers_when_the_page_changes(book):
    server = serving.Server(book)
    try:
        _, _, body = get(server.url, "/recipes/lentil-soup.html")
        stamp = body.split(b'stamp = "')[1].split(b'"')[0].decode()
        # An unchanged page: the server holds the question, then answers "wait" (not checked: 20 s).
        recipe = book / "content" / "recipes" / "lentil-soup.md"
        recipe.write_text(recipe.read_text().replace("title: ", "title: Changed ", 1))
        start = time.monotonic()
        status, _, answer = get(server.url, f"/__cookbook/live?path=recipes/lentil-soup.html&stamp={stamp}")
        assert (status, answer) == (200, b"reload")
        assert time.monotonic() - start < 60
        _, _, body = get(server.url, "/recipes/lentil-soup.html")
        assert b"Changed " in body
    finally:
        server.stop()


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_and_sigterm_stop_it_cleanly(book, how):
    server = serving.Server(book)
    start = time.monotonic()
    code = server.stop(how)
    assert code == 0, "\n".join(server.lines + server.errors)
    assert time.monotonic() - start < 15
    assert "Stopping." in server.lines


def test_listening_beyond_localhost_warns(book):
    server = serving.Server(book, "--host", "0.0.0.0")
    try:
        assert any(line.startswith("warning: listening on 0.0.0.0") for line in server.errors)
        port = urlsplit(server.url).port
        assert get(f"http://127.0.0.1:{port}/", "/")[0] == 200
    finally:
        server.stop()
    quiet = serving.Server(book)
    try:
        assert not any("warning" in line for line in quiet.errors)
    finally:
        quiet.stop()
