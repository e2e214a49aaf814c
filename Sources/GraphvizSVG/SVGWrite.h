#ifndef TRIGGERGRAPH_SVG_WRITE_H
#define TRIGGERGRAPH_SVG_WRITE_H

#include "GraphvizSVG.h"

#include <string.h>

/* The renderer's writing: bytes appended to a tg_svg_output, text escaped as libgvc 2.42's
   xml_string escapes it, numbers as its gvprintdouble and printf formats print them. */

/* The output a job's context points at; without one, an output that takes nothing (marked failed). */
tg_svg_output *tg_svg_context(void *context);

/* Makes room for `more` bytes; 0 when memory ran out (the output is marked failed). */
int tg_svg_reserve(tg_svg_output *out, size_t more);

static inline void tg_svg_write(tg_svg_output *out, const char *bytes, size_t count) {
    if (count == 0 || (out->capacity - out->count < count && !tg_svg_reserve(out, count))) return;
    memcpy(out->bytes + out->count, bytes, count);
    out->count += count;
}

static inline void tg_svg_puts(tg_svg_output *out, const char *text) {
    if (text != NULL) tg_svg_write(out, text, strlen(text));
}

static inline void tg_svg_putc(tg_svg_output *out, char c) { tg_svg_write(out, &c, 1); }

/* `text` as libgvc 2.42's xml_string0(text, raw): &, <, >, -, ", ' and every space after a
   space as references (& left alone where it begins an entity, unless raw), and when raw, line
   feeds and carriage returns too. */
void tg_svg_xml(tg_svg_output *out, const char *text, int raw);

/* A coordinate, as gvprintdouble: two decimals, without trailing zeros or a bare point. */
void tg_svg_double(tg_svg_output *out, double value);

/* printf's "%.2f". */
void tg_svg_fixed(tg_svg_output *out, double value);

/* printf's "%.2f", into `text` (350 bytes): what tg_svg_fixed writes; returns the length. */
size_t tg_svg_two_decimals(double value, char text[static 350]);

/* printf's "%d". */
void tg_svg_int(tg_svg_output *out, long value);

/* printf's "#%02x%02x%02x". */
void tg_svg_rgb(tg_svg_output *out, const unsigned char rgba[4]);

/* printf's "%f" of a float: an opacity. */
void tg_svg_opacity(tg_svg_output *out, unsigned char alpha);

#endif
