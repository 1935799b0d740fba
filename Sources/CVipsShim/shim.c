#include "cvips_shim.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libvips is opened with dlopen on the first photo, not linked: linked, the dynamic
 * loader resolved the symbols of the ~100 libraries it pulls in at every start of
 * cookbook (`--help` included), most of the start time, and a site without photos
 * never needs it. The few types and constants used here are written out below
 * (libvips 8.x ABI, soname 42; the values of vips/image.h, foreign.h, resample.h,
 * header.h of 8.14, unchanged since 8.0 or since the call was added). */

typedef struct VipsImage VipsImage;   /* opaque: only pointers cross */
typedef struct VipsArea VipsArea;
typedef int gboolean;
typedef unsigned long GType;

enum {
    FAIL_ON_TRUNCATED = 1,            /* VipsFailOn */
    SIZE_DOWN = 2,                    /* VipsSize */
    INTERPRETATION_B_W = 1,           /* VipsInterpretation */
    INTERPRETATION_sRGB = 22,
    INTERPRETATION_RGB16 = 25,
    INTERPRETATION_GREY16 = 26,
    FORMAT_UCHAR = 0,                 /* VipsBandFormat */
    MAX_COORD = 10000000,             /* VIPS_MAX_COORD */
    LOG_LEVEL_WARNING = 1 << 4,       /* GLogLevelFlags */
    LOG_LEVEL_MESSAGE = 1 << 5,
    LOG_LEVEL_INFO = 1 << 6,
    LOG_LEVEL_DEBUG = 1 << 7,
};
#define META_ICC_NAME "icc-profile-data"
#define TRUE 1

typedef void (*LogFunc)(const char *domain, int level, const char *message, void *data);

/* Every function of libvips and GLib the shim calls: a pointer of the same name,
 * set by dlsym (GLib's come through libvips, which depends on them). */
#define FUNCTIONS(X) \
    X(int, vips_init, (const char *argv0)) \
    X(int, vips_version, (int flag)) \
    X(void, vips_block_untrusted_set, (gboolean state)) \
    X(void, vips_cache_set_max, (int max)) \
    X(void, vips_cache_set_max_mem, (size_t max)) \
    X(void, vips_concurrency_set, (int concurrency)) \
    X(void, vips_error_clear, (void)) \
    X(int, vips_jpegload_buffer, (void *buf, size_t len, VipsImage **out, ...)) \
    X(int, vips_pngload_buffer, (void *buf, size_t len, VipsImage **out, ...)) \
    X(int, vips_webpload_buffer, (void *buf, size_t len, VipsImage **out, ...)) \
    X(int, vips_heifload_buffer, (void *buf, size_t len, VipsImage **out, ...)) \
    X(int, vips_image_get_width, (const VipsImage *image)) \
    X(int, vips_image_get_height, (const VipsImage *image)) \
    X(int, vips_image_get_orientation, (VipsImage *image)) \
    X(gboolean, vips_image_hasalpha, (VipsImage *image)) \
    X(GType, vips_image_get_typeof, (const VipsImage *image, const char *name)) \
    X(char **, vips_image_get_fields, (VipsImage *image)) \
    X(gboolean, vips_image_remove, (VipsImage *image, const char *name)) \
    X(int, vips_webpsave_buffer, (VipsImage *in, void **buf, size_t *len, ...)) \
    X(int, vips_jpegsave_buffer, (VipsImage *in, void **buf, size_t *len, ...)) \
    X(int, vips_pngsave_buffer, (VipsImage *in, void **buf, size_t *len, ...)) \
    X(int, vips_heifsave_buffer, (VipsImage *in, void **buf, size_t *len, ...)) \
    X(VipsArea *, vips_array_double_newv, (int n, ...)) \
    X(int, vips_flatten, (VipsImage *in, VipsImage **out, ...)) \
    X(void, vips_area_unref, (VipsArea *area)) \
    X(int, vips_thumbnail_buffer, (void *buf, size_t len, VipsImage **out, int width, ...)) \
    X(int, vips_image_get_interpretation, (const VipsImage *image)) \
    X(int, vips_colourspace, (VipsImage *in, VipsImage **out, int space, ...)) \
    X(VipsImage *, vips_image_copy_memory, (VipsImage *image)) \
    X(VipsImage *, vips_image_new_from_memory_copy, (const void *data, size_t size, int width, int height, int bands, int format)) \
    X(VipsImage *, vips_image_new_from_buffer, (const void *buf, size_t len, const char *options, ...)) \
    X(int, vips_getpoint, (VipsImage *in, double **vector, int *n, int x, int y, ...)) \
    X(void, g_object_unref, (void *object)) \
    X(void, g_free, (void *pointer)) \
    X(void *, g_malloc, (size_t size)) \
    X(void *, g_malloc0, (size_t size)) \
    X(void, g_strfreev, (char **strings)) \
    X(unsigned, g_log_set_handler, (const char *domain, int levels, LogFunc handler, void *data))

#define POINTER(type, name, arguments) static type (*name) arguments;
FUNCTIONS(POINTER)
#undef POINTER

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_status = -1;
static char load_error[512] = "libvips was not started";

/* libvips reports damaged files with GLib warnings on standard error ("error in
 * tile 0 x 8"); cookbook reports them itself, once, at the line naming the file. */
static void quiet(const char *domain, int level, const char *message, void *unused) {
    (void) domain; (void) level; (void) message; (void) unused;
}

static const char *library_name(void) {
    const char *named = getenv("COOKBOOK_LIBVIPS");
    if (named && *named) return named;
#ifdef __APPLE__
    return "libvips.42.dylib";
#else
    return "libvips.so.42";
#endif
}

static void start_once(void) {
    const char *name = library_name();
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *why = dlerror();
        snprintf(load_error, sizeof load_error, "%s", why ? why : name);
        return;
    }
#define LOOKUP(type, symbol, arguments) \
    *(void **) (&symbol) = dlsym(library, #symbol); \
    if (!symbol) { \
        snprintf(load_error, sizeof load_error, "%s has no function %s (libvips 8.13 or later is needed)", name, #symbol); \
        return; \
    }
    FUNCTIONS(LOOKUP)
#undef LOOKUP
    /* What VIPS_INIT checks: the library's ABI is the one these declarations describe. */
    if (vips_version(0) != 8 || vips_version(3) - vips_version(5) != 42) {
        snprintf(load_error, sizeof load_error, "%s is libvips %d.%d, whose ABI is not libvips 8's (soname 42)", name,
                 vips_version(0), vips_version(1));
        return;
    }
    g_log_set_handler("VIPS", LOG_LEVEL_WARNING | LOG_LEVEL_MESSAGE | LOG_LEVEL_INFO | LOG_LEVEL_DEBUG, quiet, NULL);
    if (vips_init("cookbook")) {
        snprintf(load_error, sizeof load_error, "%s could not start (vips_init failed)", name);
        return;
    }
    /* Only the four loaders cookbook uses are ever reached, and nothing untrusted. */
    vips_block_untrusted_set(TRUE);
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_concurrency_set(1);
    load_error[0] = 0;
    start_status = 0;
}

int cb_start(void) {
    pthread_once(&started, start_once);
    return start_status;
}

const char *cb_load_error(void) {
    return cb_start() == 0 ? NULL : load_error;
}

/* The error buffer is shared by all threads; cookbook writes its own messages. */
static int fail(void) {
    vips_error_clear();
    return -1;
}

static const char *loader_options = "fail_on=truncated";

static VipsImage *load_header(const void *data, size_t length, int source_format) {
    VipsImage *image = NULL;
    int status = -1;
    switch (source_format) {
    case CB_SOURCE_JPEG: status = vips_jpegload_buffer((void *) data, length, &image, "fail_on", FAIL_ON_TRUNCATED, NULL); break;
    case CB_SOURCE_PNG: status = vips_pngload_buffer((void *) data, length, &image, "fail_on", FAIL_ON_TRUNCATED, NULL); break;
    case CB_SOURCE_WEBP: status = vips_webpload_buffer((void *) data, length, &image, "fail_on", FAIL_ON_TRUNCATED, NULL); break;
    case CB_SOURCE_HEIF: status = vips_heifload_buffer((void *) data, length, &image, "fail_on", FAIL_ON_TRUNCATED, NULL); break;
    default: break;
    }
    if (status != 0) {
        if (image) g_object_unref(image);
        return NULL;
    }
    return image;
}

int cb_read_header(const void *data, size_t length, int source_format, cb_header *header) {
    if (cb_start() != 0) return -1;
    VipsImage *image = load_header(data, length, source_format);
    if (!image) return fail();
    header->width = vips_image_get_width(image);
    header->height = vips_image_get_height(image);
    header->orientation = vips_image_get_orientation(image);
    header->has_alpha = vips_image_hasalpha(image);
    header->has_profile = vips_image_get_typeof(image, META_ICC_NAME) != 0;
    g_object_unref(image);
    return 0;
}

static void strip_metadata(VipsImage *image) {
    char **names = vips_image_get_fields(image);
    /* Built-in properties (width, bands, ...) are not metadata items and stay. */
    for (int i = 0; names[i]; i++) vips_image_remove(image, names[i]);
    g_strfreev(names);
}

static int save(VipsImage *image, int output, int quality, cb_encoded *result) {
    void *buffer = NULL;
    size_t size = 0;
    int status = -1;
    VipsImage *flat = NULL;
    switch (output) {
    case CB_OUTPUT_WEBP:
        status = vips_webpsave_buffer(image, &buffer, &size, "Q", quality, "strip", TRUE, "effort", 4, NULL);
        break;
    case CB_OUTPUT_JPEG:
        /* JPEG has no transparency: lay the picture on white. */
        if (vips_image_hasalpha(image)) {
            VipsArea *white = vips_array_double_newv(1, 255.0);
            status = vips_flatten(image, &flat, "background", white, NULL);
            vips_area_unref(white);
            if (status != 0) break;
            image = flat;
        }
        status = vips_jpegsave_buffer(image, &buffer, &size, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
        break;
    case CB_OUTPUT_PNG:
        status = vips_pngsave_buffer(image, &buffer, &size, "strip", TRUE, NULL);
        break;
    case CB_OUTPUT_HEIF:
        status = vips_heifsave_buffer(image, &buffer, &size, "Q", quality, "strip", TRUE, NULL);
        break;
    default: break;
    }
    if (flat) g_object_unref(flat);
    if (status != 0) {
        g_free(buffer);
        return -1;
    }
    result->data = buffer;
    result->length = size;
    result->width = vips_image_get_width(image);
    result->height = vips_image_get_height(image);
    return 0;
}

int cb_make_variant(const void *data, size_t length, int source_format, int width, int to_srgb,
                    int quality, const int *outputs, int output_count, cb_encoded *results) {
    if (cb_start() != 0) return -1;
    (void) source_format;
    VipsImage *thumb = NULL;
    /* Width alone decides: the height box is as large as libvips allows. The
     * thumbnail is turned upright by its EXIF orientation (the default). */
    int status = to_srgb
        ? vips_thumbnail_buffer((void *) data, length, &thumb, width, "height", MAX_COORD, "size", SIZE_DOWN,
                                "option_string", loader_options, "export_profile", "srgb", NULL)
        : vips_thumbnail_buffer((void *) data, length, &thumb, width, "height", MAX_COORD, "size", SIZE_DOWN,
                                "option_string", loader_options, NULL);
    if (status != 0) {
        if (thumb) g_object_unref(thumb);
        return fail();
    }
    /* 16-bit PNGs: down to 8 bits per channel. */
    VipsImage *eight = NULL;
    int kind = vips_image_get_interpretation(thumb);
    if (kind == INTERPRETATION_RGB16 || kind == INTERPRETATION_GREY16) {
        status = vips_colourspace(thumb, &eight, kind == INTERPRETATION_RGB16 ? INTERPRETATION_sRGB : INTERPRETATION_B_W, NULL);
        g_object_unref(thumb);
        if (status != 0) return fail();
        thumb = eight;
    }
    /* Decode once, encode several times. */
    VipsImage *memory = vips_image_copy_memory(thumb);
    g_object_unref(thumb);
    if (!memory) return fail();
    /* Not every saver honours "strip" (webpsave in 8.14 writes EXIF and XMP
     * anyway): remove every metadata item from the image itself. */
    strip_metadata(memory);
    int done = 0;
    for (; done < output_count; done++) {
        if (save(memory, outputs[done], quality, &results[done]) != 0) break;
    }
    g_object_unref(memory);
    if (done < output_count) {
        for (int i = 0; i < done; i++) g_free(results[i].data);
        return fail();
    }
    return 0;
}

void cb_free(void *pointer) {
    /* Only what libvips (GLib) allocated comes here, so g_free is loaded. */
    if (pointer) g_free(pointer);
}

int cb_test_picture(int width, int height, int output_format, int quality, void **data, size_t *length) {
    if (cb_start() != 0 || width <= 0 || height <= 0) return -1;
    size_t size = (size_t) width * (size_t) height * 3;
    unsigned char *pixels = g_malloc0(size);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            unsigned char *p = pixels + ((size_t) y * width + x) * 3;
            if (x < width / 2) p[0] = 255; else p[2] = 255;
        }
    }
    VipsImage *image = vips_image_new_from_memory_copy(pixels, size, width, height, 3, FORMAT_UCHAR);
    g_free(pixels);
    if (!image) return fail();
    cb_encoded encoded;
    int status = save(image, output_format, quality, &encoded);
    g_object_unref(image);
    if (status) return fail();
    *data = encoded.data;
    *length = encoded.length;
    return 0;
}

int cb_inspect(const void *data, size_t length, int *width, int *height, int x, int y, double *rgb, char **fields) {
    if (cb_start() != 0) return -1;
    VipsImage *image = vips_image_new_from_buffer(data, length, "", NULL);
    if (!image) return fail();
    *width = vips_image_get_width(image);
    *height = vips_image_get_height(image);
    double *pixel = NULL;
    int n = 0;
    if (vips_getpoint(image, &pixel, &n, x, y, NULL) == 0) {
        for (int i = 0; i < 3; i++) rgb[i] = n > i ? pixel[i] : (n > 0 ? pixel[0] : 0);
        g_free(pixel);
    } else {
        g_object_unref(image);
        return fail();
    }
    char **names = vips_image_get_fields(image);
    size_t total = 1;
    for (int i = 0; names[i]; i++) total += strlen(names[i]) + 1;
    char *joined = g_malloc(total), *end = joined;
    for (int i = 0; names[i]; i++) {
        size_t count = strlen(names[i]);
        memcpy(end, names[i], count);
        end += count;
        *end++ = '\n';
    }
    *end = 0;
    g_strfreev(names);
    *fields = joined;
    g_object_unref(image);
    return 0;
}
