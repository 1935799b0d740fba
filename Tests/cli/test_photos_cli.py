"""Photos through the real binary: upright, without metadata, resized, cached.

Photos are made at test time (Tests/shared/photos.py): phone-like JPEGs stored
sideways (EXIF orientation 6) with a GPS position, camera name and XMP packet.

    COOKBOOK_BIN=.build/release/cookbook python3 -m pytest -q Tests/cli/test_photos_cli.py
"""
import hashlib
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

REPO_ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO_ROOT / "Tests" / "shared"))
import photos  # noqa: E402
from serving import binary  # noqa: E402


def run(*args, cwd=None):
    return subprocess.run([binary(), *args], cwd=cwd, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "NO_COLOR": "1"})


def digest(folder: Path) -> dict:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture()
def site(tmp_path) -> Path:
    (tmp_path / "content" / "recipes").mkdir(parents=True)
    (tmp_path / "content" / "images").mkdir()
    (tmp_path / "content" / "images" / "plov.jpg").write_bytes(photos.photo(2000, 1500, seed=1))
    (tmp_path / "content" / "images" / "small.jpg").write_bytes(photos.photo(800, 600, seed=2))
    for name in ("plov", "small"):
        (tmp_path / "content" / "recipes" / f"{name}.md").write_text(
            f"---\ntitle: {name.title()}\nimage: ../images/{name}.jpg\ningredients:\n  - 1 egg\n---\n## Steps\n\n1. Cook.\n")
    return tmp_path


def test_photos_are_upright_resized_and_carry_no_metadata(site):
    result = run("build", str(site))
    assert result.returncode == 0, result.stderr
    images = site / "public" / "images"
    names = sorted(p.name for p in images.iterdir())
    assert names == sorted([f"plov.jpg.{w}w.{ext}" for w in (480, 960, 1500) for ext in ("jpg", "webp")]
                           + [f"small.jpg.{w}w.{ext}" for w in (480, 600) for ext in ("jpg", "webp")])
    for path in images.iterdir():
        data = path.read_bytes()
        image = Image.open(io.BytesIO(data))
        width = int(path.name.split(".")[2][:-1])
        # Stored 2000 x 1500 sideways: shown upright it is portrait, 4 high for 3 wide.
        assert image.size == (width, width * 4 // 3), (path.name, image.size)
        assert not photos.has_location(data), path.name
        assert not image.getexif(), path.name
        assert "icc_profile" not in image.info and "xmp" not in image.info, path.name
        # The stored left half is red, the right half blue: upright, red is on top.
        rgb = image.convert("RGB")
        w, h = image.size
        top = rgb.crop((0, 0, w, h // 4)).resize((1, 1), Image.BOX).getpixel((0, 0))
        bottom = rgb.crop((0, h * 3 // 4, w, h)).resize((1, 1), Image.BOX).getpixel((0, 0))
        # (Shapes on the "table" cover some of it; turned the wrong way both bands are alike.)
        assert (top[0] - top[2]) - (bottom[0] - bottom[2]) > 60, (path.name, top, bottom)


def test_a_rebuild_reads_the_cache_and_a_deleted_cache_gives_the_same_site(site):
    assert run("build", str(site)).returncode == 0
    cache = site / ".cookbook-cache" / "images"
    entries = {p: p.stat().st_mtime_ns for p in cache.rglob("*")}
    assert len([p for p in entries if p.name == "index"]) == 2
    first = digest(site / "public")
    assert run("build", str(site)).returncode == 0
    assert {p: p.stat().st_mtime_ns for p in cache.rglob("*")} == entries  # nothing made again
    assert digest(site / "public") == first
    shutil.rmtree(site / ".cookbook-cache")
    assert run("build", str(site)).returncode == 0
    assert digest(site / "public") == first  # same bytes from a cold cache


def test_check_reports_the_photos(site):
    result = run("check", str(site))
    assert result.returncode == 0, result.stderr
    assert "Images: 2 photos (" in result.stdout and "resized into 10 files" in result.stdout


def test_init_ignores_the_cache_folder(tmp_path):
    assert run("init", str(tmp_path / "book")).returncode == 0
    assert "/.cookbook-cache/" in (tmp_path / "book" / ".gitignore").read_text().splitlines()


def test_without_libvips_each_photo_is_a_clear_error_and_a_site_without_photos_builds(site, tmp_path):
    env = {**os.environ, "NO_COLOR": "1", "COOKBOOK_LIBVIPS": str(tmp_path / "no-such-libvips.so")}
    result = subprocess.run([binary(), "build", str(site)], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 1
    errors = [line for line in result.stderr.splitlines() if "[libvips-missing]" in line]
    assert len(errors) == 2, result.stderr
    assert "error: the photo 'content/images/plov.jpg' cannot be processed: libvips cannot be loaded (" in result.stderr
    assert "no-such-libvips.so" in errors[0] and "Traceback" not in result.stderr
    assert "apt install libvips42" in result.stderr
    # Only photos need it: the same site with drawings instead builds.
    for name in ("plov", "small"):
        (site / "content" / "images" / f"{name}.jpg").unlink()
        (site / "content" / "images" / f"{name}.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>')
        page = site / "content" / "recipes" / f"{name}.md"
        page.write_text(page.read_text().replace(f"{name}.jpg", f"{name}.svg"))
    result = subprocess.run([binary(), "build", str(site)], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="LD_DEBUG is the GNU dynamic loader's")
def test_a_start_does_not_load_libvips(tmp_path):
    """libvips is opened on the first photo, not linked: --help and a build without photos never map it."""
    result = subprocess.run([binary(), "--help"], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "LD_DEBUG": "files"})
    assert result.returncode == 0
    assert "libcmark" in result.stderr  # the loader did report what it loaded
    assert "libvips" not in result.stderr
