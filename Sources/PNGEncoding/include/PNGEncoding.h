#ifndef TRIGGERGRAPH_PNG_ENCODING_H
#define TRIGGERGRAPH_PNG_ENCODING_H

#include <stddef.h>

/* A cairo image (CAIRO_FORMAT_ARGB32: premultiplied, one native-endian 0xAARRGGBB word a
   pixel, `stride` bytes a row) as a PNG, through libpng: 8-bit RGB when every pixel is
   opaque, else RGBA with the colours unpremultiplied as cairo's own PNG writer does, so
   the pixels are cairo's (its writer does both too). Rows are stored unfiltered and deflated
   at zlib `level` (0-9).
   Returns a buffer to release with free(), its size in *length; NULL when libpng fails. */
unsigned char *tg_png_encode_argb32(const unsigned char *data, unsigned width, unsigned height, size_t stride,
                                    int level, size_t *length);

#endif
