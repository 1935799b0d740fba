#include "cvips_shim.h"
#include <vips/vips.h>
#include <string.h>

static GOnce started = G_ONCE_INIT;

/* libvips reports damaged files with GLib warnings on standard error ("error in
 * tile 0 x 8"); cookbook reports them itself, once, at the line naming the file. */
static void quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer unused) {
    (void) domain; (void) level; (void) message; (void) unused;
}

static gpointer start_once(gpointer unused) {
    (void) unused;
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG, quiet, NULL);
    if (VIPS_INIT("cookbook")) return GINT_TO_POINTER(-1);
    /* Only the four loaders cookbook uses are ever reached, and nothing untrusted. */
    vips_block_untrusted_set(TRUE);
    vips_cache_set_max(0);
    vips_cache_set_max_mem(0);
    vips_concurrency_set(1);
    return GINT_TO_POINTER(0);
}

int cb_start(void) {
    return GPOINTER_TO_INT(g_once(&started, start_once, NULL));
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
    case CB_SOURCE_JPEG: status = vips_jpegload_buffer((void *) data, length, &image, "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL); break;
    case CB_SOURCE_PNG: status = vips_pngload_buffer((void *) data, length, &image, "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL); break;
    case CB_SOURCE_WEBP: status = vips_webpload_buffer((void *) data, length, &image, "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL); break;
    case CB_SOURCE_HEIF: status = vips_heifload_buffer((void *) data, length, &image, "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL); break;
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
    header->has_profile = vips_image_get_typeof(image, VIPS_META_ICC_NAME) != 0;
    g_object_unref(image);
    return 0;
}

static void strip_metadata(VipsImage *image) {
    gchar **names = vips_image_get_fields(image);
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
            VipsArrayDouble *white = vips_array_double_newv(1, 255.0);
            status = vips_flatten(image, &flat, "background", white, NULL);
            vips_area_unref(VIPS_AREA(white));
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
        ? vips_thumbnail_buffer((void *) data, length, &thumb, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
                                "option_string", loader_options, "export_profile", "srgb", NULL)
        : vips_thumbnail_buffer((void *) data, length, &thumb, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
                                "option_string", loader_options, NULL);
    if (status != 0) {
        if (thumb) g_object_unref(thumb);
        return fail();
    }
    /* 16-bit PNGs: down to 8 bits per channel. */
    VipsImage *eight = NULL;
    VipsInterpretation kind = vips_image_get_interpretation(thumb);
    if (kind == VIPS_INTERPRETATION_RGB16 || kind == VIPS_INTERPRETATION_GREY16) {
        status = vips_colourspace(thumb, &eight, kind == VIPS_INTERPRETATION_RGB16 ? VIPS_INTERPRETATION_sRGB : VIPS_INTERPRETATION_B_W, NULL);
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

void cb_sha256(const void *data, size_t length, char *hex) {
    gchar *digest = g_compute_checksum_for_data(G_CHECKSUM_SHA256, data, length);
    memcpy(hex, digest, 64);
    hex[64] = 0;
    g_free(digest);
}

void cb_free(void *pointer) {
    g_free(pointer);
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
    VipsImage *image = vips_image_new_from_memory_copy(pixels, size, width, height, 3, VIPS_FORMAT_UCHAR);
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
    gchar **names = vips_image_get_fields(image);
    GString *joined = g_string_new("");
    for (int i = 0; names[i]; i++) {
        g_string_append(joined, names[i]);
        g_string_append_c(joined, '\n');
    }
    g_strfreev(names);
    *fields = g_string_free(joined, FALSE);
    g_object_unref(image);
    return 0;
}
