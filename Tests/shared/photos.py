"""Test photos made at test time (nothing large is committed): JPEGs like a phone's,
with EXIF orientation 6 (stored sideways), GPS position, camera make and an XMP packet.

The stored picture is landscape, red on the left half and blue on the right, with
noise so the file has the size of a real photo. Orientation 6 means "turn 90 degrees
clockwise to show", so shown upright it is portrait: red on top, blue below.
Used by Tests/cli, Tests/browser and scripts/bench-images."""
import io
import random

from PIL import Image, ImageDraw

GPS = {1: "N", 2: (43.0, 15.0, 30.0), 3: "E", 4: (76.0, 57.0, 12.0)}
XMP = b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Almaty"/></rdf:RDF></x:xmpmeta>'


def photo(width=4000, height=3000, seed=1, orientation=6, gps=True, noise=24, quality=90, fmt="JPEG") -> bytes:
    """The bytes of a photo `width` x `height` as stored (before orientation)."""
    rng = random.Random(seed)
    base = Image.new("RGB", (width, height))
    draw = ImageDraw.Draw(base)
    draw.rectangle([0, 0, width // 2 - 1, height], fill=(200 + rng.randrange(40), 30, 40))
    draw.rectangle([width // 2, 0, width, height], fill=(30, 60, 200 + rng.randrange(40)))
    for _ in range(40):  # some shapes, like things on a table
        x, y = rng.randrange(width), rng.randrange(height)
        r = rng.randrange(width // 40, width // 8)
        shade = tuple(rng.randrange(256) for _ in range(3))
        draw.ellipse([x - r, y - r, x + r, y + r], fill=shade)
    draw.rectangle([0, 0, width // 2 - 1, height // 50], fill=(255, 0, 0))
    if noise:
        grain = Image.effect_noise((width, height), noise).convert("RGB")
        base = Image.blend(base, grain, 0.25)
    exif = Image.Exif()
    exif[0x0112] = orientation
    exif[0x010F] = "TestPhone"
    exif[0x0110] = "TestPhone 15 Pro"
    if gps:
        exif.get_ifd(0x8825).update(GPS)
    out = io.BytesIO()
    if fmt == "JPEG":
        base.save(out, "JPEG", quality=quality, exif=exif.tobytes(), xmp=XMP)
    else:
        base.save(out, fmt, exif=exif.tobytes())
    return out.getvalue()


def has_location(data: bytes) -> bool:
    """Whether a file still holds the GPS block, camera name or XMP packet."""
    return any(marker in data for marker in (b"Exif\x00\x00", b"TestPhone", b"xmpmeta", b"Almaty"))


if __name__ == "__main__":
    data = photo(400, 300)
    image = Image.open(io.BytesIO(data))
    print(len(data), image.size, image.getexif().get(0x0112), dict(image.getexif().get_ifd(0x8825)), has_location(data))
