"""Safety of the real binary (issue 18): what `--force` may replace, links, the
output folder's own checks, leftovers of killed builds, messages for disk problems,
and file names that could forge diagnostic lines.

Some tests need root (a tiny tmpfs for a full disk) or a user that is not root (an
unreadable folder); they run as what is available and are skipped otherwise.
"""
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from test_cli import binary, run, tree_digest

DIAGNOSTIC = re.compile(r"^[^\n]+:\d+:\d+: (error|warning): .* \[[a-z0-9-]+\]$")


def run_env(*args, cwd, env=None, user=None):
    extra = {}
    if user is not None:
        def drop():
            os.setgid(user)
            os.setuid(user)
        extra["preexec_fn"] = drop
    return subprocess.run([binary(), *args], cwd=cwd, capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})}, **extra)


@pytest.fixture
def book(tmp_path):
    result = run("init", "book", "--title", "Test Book", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return tmp_path / "book"


# 1. --force ------------------------------------------------------------------

def test_force_never_replaces_a_folder_cookbook_did_not_write(book, tmp_path):
    out = tmp_path / "home-like"
    (out / ".ssh").mkdir(parents=True)
    (out / ".ssh" / "id_rsa").write_text("secret")
    (out / "notes.txt").write_text("mine")
    before = tree_digest(out)
    result = run("build", "--output", str(out), "--force", cwd=book)
    assert result.returncode == 1, result.stderr
    assert "error: --force replaces only a folder cookbook wrote (one with .cookbook-manifest) or an empty one; " \
           "this folder has neither and holds .ssh/id_rsa, notes.txt [foreign-output]" in result.stderr
    assert tree_digest(out) == before


def test_force_replaces_a_folder_cookbook_wrote_or_an_empty_one(book, tmp_path):
    out = tmp_path / "www"
    assert run("build", "--output", str(out), cwd=book).returncode == 0
    (out / "extra.txt").write_text("added by hand")
    refused = run("build", "--output", str(out), cwd=book)
    assert refused.returncode == 1 and "[foreign-output]" in refused.stderr
    forced = run("build", "--output", str(out), "--force", cwd=book)
    assert forced.returncode == 0, forced.stderr
    assert not (out / "extra.txt").exists() and (out / "index.html").is_file()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert run("build", "--output", str(empty), "--force", cwd=book).returncode == 0


def test_force_never_replaces_system_or_home_folders(book, tmp_path):
    for system in ["/etc", "/usr", "/usr/local", "/"]:
        result = run("build", "--output", system, "--force", cwd=book)
        assert result.returncode == 1, system
        assert ("is a system folder; cookbook never replaces it [unsafe-output]" in result.stderr
                or "contains the site itself" in result.stderr), (system, result.stderr)
    assert Path("/etc/passwd").exists()
    home = tmp_path / "home"
    home.mkdir()
    (home / ".profile").write_text("mine")
    result = run_env("build", "--output", str(home), "--force", cwd=book, env={"HOME": str(home)})
    assert result.returncode == 1
    assert "error: the output folder is your home folder; cookbook never replaces it [unsafe-output]" in result.stderr
    assert (home / ".profile").read_text() == "mine"


def test_force_never_replaces_a_folder_holding_a_version_control_folder(book, tmp_path):
    out = tmp_path / "www"
    assert run("build", "--output", str(out), cwd=book).returncode == 0
    (out / "repo" / ".git").mkdir(parents=True)
    result = run("build", "--output", str(out), "--force", cwd=book)
    assert result.returncode == 1
    assert "error: the output folder holds a version-control folder (repo/.git); cookbook never replaces it [unsafe-output]" in result.stderr
    assert (out / "repo" / ".git").is_dir()


def test_a_mount_point_is_never_the_output(book):
    if not os.path.ismount("/dev/shm"):
        pytest.skip("/dev/shm is not a mount point here")
    before = sorted(os.listdir("/dev/shm"))
    result = run("build", "--output", "/dev/shm", "--force", cwd=book)
    assert result.returncode == 1
    assert "error: the output folder is a mount point (a disk of its own); cookbook replaces the whole folder and cannot do that to a mount point [unsafe-output]" in result.stderr
    assert "hint: build into a folder inside it, e.g. --output /dev/shm/site" in result.stderr
    assert sorted(os.listdir("/dev/shm")) == before


# 2. links --------------------------------------------------------------------

def test_a_symlinked_image_is_copied_as_a_file_and_the_next_build_works(book):
    images = book / "content" / "images"
    images.mkdir()
    (images / "real.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n')
    os.symlink("real.svg", images / "alias.svg")
    recipe = book / "content" / "recipes" / "lentil-soup.md"
    recipe.write_text(recipe.read_text().replace("category: Soups", "category: Soups\nimage: ../images/alias.svg"))
    first = run("build", cwd=book)
    assert first.returncode == 0, first.stderr
    copied = book / "public" / "images" / "alias.svg"
    assert copied.is_file() and not copied.is_symlink()
    second = run("build", cwd=book)
    assert second.returncode == 0, second.stderr


def test_inspect_refuses_a_recipe_symlinked_out_of_content(book, tmp_path):
    secret = tmp_path / "secret.md"
    secret.write_text("---\ntitle: Secret\ningredients: [top secret]\n---\n\n## Steps\n\n1. Leak.\n")
    os.symlink(secret, book / "content" / "recipes" / "leak.md")
    result = run("inspect", "content/recipes/leak.md", cwd=book)
    assert result.returncode == 1
    assert "top secret" not in result.stdout
    assert "error: content/recipes/leak.md is a symbolic link to a place outside content/; cookbook does not read it" in result.stderr


def test_a_templates_symlink_out_of_the_site_is_not_published(book):
    (book / "templates" / "assets").mkdir(parents=True)
    os.symlink("/etc/passwd", book / "templates" / "assets" / "leak.css")
    result = run("build", cwd=book)
    assert result.returncode == 1
    assert "templates/assets/leak.css:1:1: error: this file is a symbolic link to a place outside templates/ [symlink-outside]" in result.stderr
    assert not (book / "public").exists()


# 6. leftovers of killed builds ---------------------------------------------------

def test_stale_staging_folders_are_cleaned_only_if_cookbook_made_them(book):
    ours = book / ".public.new-999999999"
    ours.mkdir()
    (ours / ".cookbook-staging").write_text("")
    (ours / "index.html").write_text("half written")
    retired = book / ".public.old-999999998"
    retired.mkdir()
    (retired / ".cookbook-manifest").write_text("index.html\n")
    theirs = book / ".public.new-999999997"
    theirs.mkdir()
    (theirs / "notes.txt").write_text("a user's folder with a confusing name")
    result = run("build", cwd=book)
    assert result.returncode == 0, result.stderr
    assert not ours.exists() and not retired.exists()
    assert (theirs / "notes.txt").read_text() == "a user's folder with a confusing name"
    assert sorted(p.name for p in book.iterdir() if p.name.startswith(".public")) == [".public.new-999999997"]


def test_init_ignores_the_staging_folders_in_git(book):
    ignore = (book / ".gitignore").read_text().splitlines()
    assert "/public/" in ignore and "/.public.new-*/" in ignore and "/.public.old-*/" in ignore
    if shutil.which("git"):
        subprocess.run(["git", "init", "-q"], cwd=book, check=True)
        (book / ".public.new-123").mkdir()
        (book / ".public.new-123" / "x.html").write_text("x")
        (book / ".public.old-123").mkdir()
        (book / ".public.old-123" / "x.html").write_text("x")
        status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=book, capture_output=True, text=True).stdout
        assert ".public." not in status, status


# 7. the output path itself --------------------------------------------------------

def test_an_output_that_is_a_symlink_is_refused(book, tmp_path):
    real = tmp_path / "real"
    real.mkdir()
    (real / "keep.txt").write_text("keep")
    link = tmp_path / "link"
    os.symlink(real, link)
    result = run("build", "--output", str(link), "--force", cwd=book)
    assert result.returncode == 1
    assert f"error: the output path is a symbolic link (to {real}); cookbook does not replace links [unsafe-output]" in result.stderr
    assert link.is_symlink() and (real / "keep.txt").read_text() == "keep"


def test_an_unreadable_folder_in_the_output_is_refused(tmp_path):
    # Root reads every folder: then run the binary as 'nobody' in a folder it owns.
    user = None
    base = tmp_path
    if os.geteuid() == 0:
        user = 65534
        base = Path(tempfile.mkdtemp(prefix="cookbook-unreadable-", dir="/tmp"))
        os.chmod(base, 0o755)
        os.chown(base, user, user)
    try:
        assert run_env("init", "book", cwd=base, user=user).returncode == 0
        book = base / "book"
        assert run_env("build", cwd=book, user=user).returncode == 0
        private = book / "public" / "private"
        private.mkdir()
        (private / "secret.txt").write_text("mine")
        if user is not None:
            os.chown(private, user, user)
        os.chmod(private, 0)
        result = run_env("build", cwd=book, user=user)
        forced = run_env("build", "--force", cwd=book, user=user)
        os.chmod(private, 0o755)
        assert result.returncode == 1
        assert "error: cannot read the folder 'private' inside the output folder, so cookbook cannot tell whose files are there [unsafe-output]" in result.stderr
        assert forced.returncode == 1 and "cannot read the folder 'private'" in forced.stderr
        assert (private / "secret.txt").read_text() == "mine"
    finally:
        if base != tmp_path:
            shutil.rmtree(base, ignore_errors=True)


# 8. messages ---------------------------------------------------------------------

def test_a_full_disk_is_told_in_plain_words(book, tmp_path):
    small = tmp_path / "small"
    small.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(small)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("cannot mount a small tmpfs here (needs root)")
    try:
        result = run("build", "--output", str(small / "site"), cwd=book)
        assert result.returncode == 1
        lines = result.stderr.splitlines()
        assert re.fullmatch(r".*small/site:1:1: error: could not write the site: the disk is full \(write .*small/site/.+\) \[write-failed\]", lines[0]), lines
        assert lines[1] == "  hint: free some space on that disk and build again; the previous output is unchanged"
        assert "NSCocoaErrorDomain" not in result.stderr and "error 512" not in result.stderr
        assert os.listdir(small) == [], "the half-written staging folder was left behind"
    finally:
        subprocess.run(["umount", str(small)])


def test_init_on_an_existing_file_says_so(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    result = run("init", "notes.txt", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == "error: notes.txt exists and is a file, not a folder; cookbook init creates a new folder"
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_new_with_a_300_character_title_makes_a_usable_file(book):
    title = ("Slow braised lamb with apricots " * 10)[:300]
    result = run("new", title, cwd=book)
    assert result.returncode == 0, result.stderr
    written = result.stdout.splitlines()[0].removeprefix("Wrote ")
    assert written.startswith("content/recipes/slow-braised-lamb") and len(Path(written).stem) <= 80
    assert "the file name was shortened" in result.stdout
    assert (book / written).is_file()
    check = run("check", cwd=book)
    assert check.returncode == 0, check.stderr


# 9. file names that could forge lines -------------------------------------------

def test_control_characters_in_file_names_are_escaped(book):
    name = "evil\nok.md:1:1: error: forged line [forged]\r\x1b[2K.md"
    (book / "content" / "recipes" / name).write_text("---\ntitle: [x\n---\n")
    result = run("check", cwd=book)
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert "[forged]" not in [line[-8:] for line in lines]
    for line in lines:
        assert DIAGNOSTIC.match(line) or line.startswith("  hint: ") or re.fullmatch(r"\d+ errors?, \d+ warnings?", line), repr(line)
    assert any(line.startswith("content/recipes/evil\\nok.md:1:1: error: forged line [forged]\\r\\u{1B}[2K.md:2:8: error:")
               for line in lines), lines
