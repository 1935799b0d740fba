#ifndef CVIPS_SHIM_H
#define CVIPS_SHIM_H

/* A small, non-variadic C face of libvips for Swift (which cannot call C varargs).
 * Only plain C types cross this boundary; libvips and GLib stay inside shim.c, which
 * opens libvips (libvips.so.42, or the file COOKBOOK_LIBVIPS names) on the first call
 * that needs it: cookbook does not link it, so a start without photos never loads it. */

#include <stddef.h>

/* Source formats: the caller has checked the file's first bytes. */
enum { CB_SOURCE_JPEG = 1, CB_SOURCE_PNG = 2, CB_SOURCE_WEBP = 3, CB_SOURCE_HEIF = 4 };
/* Output formats. */
enum { CB_OUTPUT_WEBP = 1, CB_OUTPUT_JPEG = 2, CB_OUTPUT_PNG = 3, CB_OUTPUT_HEIF = 4 };

typedef struct {
    int width;        /* as stored, before the orientation is applied */
    int height;
    int orientation;  /* EXIF orientation 1...8 (1 when absent) */
    int has_alpha;
    int has_profile;  /* an embedded ICC colour profile */
} cb_header;

typedef struct {
    void *data;       /* free with cb_free */
    size_t length;
    int width;
    int height;
} cb_encoded;

/* Opens and starts libvips once: untrusted loaders (ImageMagick, ...) blocked, no
 * operation cache, one worker thread per image (the caller runs images in parallel).
 * Safe from any thread (the others wait). Returns 0, or -1 if libvips cannot be
 * loaded or started. */
int cb_start(void);

/* Why libvips could not be loaded or started (the loader's message), or NULL once it
 * has started. Starts it first if no call has. */
const char *cb_load_error(void);

/* Reads only the header of an image held in memory (no pixels are decoded).
 * Returns 0, or -1 if the bytes are not a readable image of that format. */
int cb_read_header(const void *data, size_t length, int source_format, cb_header *header);

/* Decodes, turns upright by the EXIF orientation, shrinks to `width` pixels wide
 * (never wider than the image), converts to sRGB and writes one file per output
 * format with no metadata at all (EXIF, XMP, IPTC, ICC). `results` has
 * `output_count` entries. Returns 0, or -1 (nothing to free) on any failure. */
int cb_make_variant(const void *data, size_t length, int source_format, int width, int to_srgb,
                    int quality, const int *outputs, int output_count, cb_encoded *results);

/* The SHA-256 of the bytes (FIPS 180-4) as 64 lowercase hex digits and a NUL into
 * `hex` (65 bytes). Needs no library: libvips is not loaded for it. */
void cb_sha256(const void *data, size_t length, char *hex);

/* Frees what cb_make_variant, cb_test_picture or cb_inspect returned. */
void cb_free(void *pointer);

/* --- For tests ------------------------------------------------------------- */

/* A test picture: the left half red, the right half blue, in the given output
 * format. Returns 0 and a buffer to free with cb_free, or -1. */
int cb_test_picture(int width, int height, int output_format, int quality, void **data, size_t *length);

/* Loads any image libvips reads and reports its size, the colour of one pixel
 * (0...255) and the names of its metadata fields, newline-separated, into `fields`
 * (free with cb_free). Returns 0, or -1 if unreadable. */
int cb_inspect(const void *data, size_t length, int *width, int *height, int x, int y, double *rgb, char **fields);

#endif
