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
   unpremultiply_data: a transparent pixel is all zeros). The opaque row, every row of a
   diagram on a background, is a loop of its own without branches, which the compiler
   vectorises; an opaque pixel of a translucent image needs no division either. */
static void convert(const uint32_t *restrict pixels, unsigned width, int opaque, unsigned char *restrict row) {
    if (opaque) {
        for (unsigned x = 0; x < width; x++) {
            uint32_t pixel = pixels[x];
            row[3 * x] = (unsigned char)(pixel >> 16);
            row[3 * x + 1] = (unsigned char)(pixel >> 8);
            row[3 * x + 2] = (unsigned char)pixel;
        }
        return;
    }
    for (unsigned x = 0; x < width; x++, row += 4) {
        uint32_t pixel = pixels[x];
        unsigned alpha = pixel >> 24;
        unsigned red = (pixel >> 16) & 0xff, green = (pixel >> 8) & 0xff, blue = pixel & 0xff;
        if (alpha == 0xff) {
            row[0] = red;
            row[1] = green;
            row[2] = blue;
        } else if (alpha == 0) {
            row[0] = row[1] = row[2] = 0;
        } else {
            row[0] = (red * 255 + alpha / 2) / alpha;
            row[1] = (green * 255 + alpha / 2) / alpha;
            row[2] = (blue * 255 + alpha / 2) / alpha;
        }
        row[3] = alpha;
    }
}

/* Whether every pixel is opaque: each row's pixels AND-ed together, without a branch a pixel. */
static int all_opaque(const unsigned char *data, unsigned width, unsigned height, size_t stride) {
    for (unsigned y = 0; y < height; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)y * stride);
        uint32_t all = 0xffffffffu;
        for (unsigned x = 0; x < width; x++) all &= pixels[x];
        if ((all >> 24) != 0xff) return 0;
    }
    return 1;
}

unsigned char *tg_png_encode_argb32(const unsigned char *data, unsigned width, unsigned height, size_t stride,
                                    int level, size_t *length) {
    int opaque = all_opaque(data, width, height, stride);
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
