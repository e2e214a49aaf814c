#include "PNGEncoding.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The PNG as it is written: a buffer grown by doubling. */
struct output {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
    int failed;
};

static void append(png_structp png, png_bytep bytes, size_t length) {
    struct output *out = png_get_io_ptr(png);
    if (out->failed) return;
    if (length > out->capacity - out->length) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (length > capacity - out->length) capacity *= 2;
        unsigned char *grown = realloc(out->bytes, capacity);
        if (grown == NULL) {
            out->failed = 1;
            return;
        }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->length, bytes, length);
    out->length += length;
}

static void flush(png_structp png) { (void)png; }

/* One row of cairo's pixels as PNG samples: RGB, or RGBA unpremultiplied (cairo-png.c's
   unpremultiply_data: a transparent pixel is all zeros). */
static void convert(const uint32_t *pixels, unsigned width, int opaque, unsigned char *row) {
    for (unsigned x = 0; x < width; x++) {
        uint32_t pixel = pixels[x];
        unsigned alpha = pixel >> 24;
        unsigned red = (pixel >> 16) & 0xff, green = (pixel >> 8) & 0xff, blue = pixel & 0xff;
        if (opaque) {
            row[0] = red;
            row[1] = green;
            row[2] = blue;
            row += 3;
        } else if (alpha == 0) {
            row[0] = row[1] = row[2] = row[3] = 0;
            row += 4;
        } else {
            row[0] = (red * 255 + alpha / 2) / alpha;
            row[1] = (green * 255 + alpha / 2) / alpha;
            row[2] = (blue * 255 + alpha / 2) / alpha;
            row[3] = alpha;
            row += 4;
        }
    }
}

unsigned char *tg_png_encode_argb32(const unsigned char *data, unsigned width, unsigned height, size_t stride,
                                    int level, size_t *length) {
    int opaque = 1;
    for (unsigned y = 0; y < height && opaque; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)y * stride);
        for (unsigned x = 0; x < width; x++) {
            if ((pixels[x] >> 24) != 0xff) {
                opaque = 0;
                break;
            }
        }
    }
    struct output out = {NULL, 0, 0, 0};
    unsigned char *row = malloc((size_t)width * 4 + 1);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (row == NULL || info == NULL || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(out.bytes);
        return NULL;
    }
    png_set_write_fn(png, &out, append, flush);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    for (unsigned y = 0; y < height; y++) {
        convert((const uint32_t *)(data + (size_t)y * stride), width, opaque, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (out.failed) {
        free(out.bytes);
        return NULL;
    }
    *length = out.length;
    return out.bytes;
}
