#include "SVGWeb.h"

#include <stdlib.h>

/* A legend's texts set as long as their cells, as the package's WebSVG legend pass set them on
   libgvc's document: a legend row is a table of its own, a text's cell as wide as the text and
   its padding, so a text a swatch follows gets `textLength`, the next swatch's left edge less
   the text's x and the gap, and a browser draws it that wide in any font. Read from the bytes
   the renderer wrote, once the legend node's content is written. */

typedef struct swatch {
    size_t start;
    double x, top, bottom;
} swatch;

/* The number `-?[0-9.]+` at `*cursor`, which moves past it, and past `then` when not 0 (which
   must follow it). */
static int number(const char *bytes, size_t count, size_t *cursor, char then, double *value) {
    const size_t start = *cursor;
    if (*cursor < count && bytes[*cursor] == '-') *cursor += 1;
    while (*cursor < count && ((bytes[*cursor] >= '0' && bytes[*cursor] <= '9') || bytes[*cursor] == '.')) *cursor += 1;
    if (*cursor == start || !tg_web_number(bytes + start, *cursor - start, value)) return 0;
    if (then) {
        if (*cursor >= count || bytes[*cursor] != then) return 0;
        *cursor += 1;
    }
    return 1;
}

/* Each swatch's fill, the first of its polygons: its cell's left edge, and its height. */
static size_t swatches(tg_svg_output *out, size_t start, size_t end, swatch **found) {
    static const char polygon[] = "<polygon fill=\"", transparent[] = "\" stroke=\"transparent\"",
                      points[] = " points=\"";
    const char *bytes = out->bytes;
    size_t count = 0, capacity = 0;
    for (size_t from = start;;) {
        const size_t at = tg_web_find(bytes, from, end, polygon, sizeof polygon - 1);
        if (at == end) break;
        from = at + sizeof polygon - 1;
        const char *quote = memchr(bytes + from, '"', end - from);
        if (quote == NULL) continue;
        const size_t fill_end = (size_t)(quote - bytes);
        if (end - fill_end < sizeof transparent - 1 || memcmp(quote, transparent, sizeof transparent - 1) != 0)
            continue;
        const char *close = memchr(quote, '>', end - fill_end);
        if (close == NULL) continue;
        const size_t tag_end = (size_t)(close - bytes);
        const size_t at_points = tg_web_find(bytes, fill_end, tag_end, points, sizeof points - 1);
        if (at_points == tag_end) continue;
        size_t cursor = at_points + sizeof points - 1;
        double x, y1, ignored, y2;
        if (!number(bytes, out->count, &cursor, ',', &x) || !number(bytes, out->count, &cursor, ' ', &y1) ||
            !number(bytes, out->count, &cursor, ',', &ignored) || !number(bytes, out->count, &cursor, 0, &y2))
            continue;
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 8;
            swatch *grown = realloc(*found, capacity * sizeof *grown);
            if (grown == NULL) {
                out->failed = 1;  /* a legend without its text lengths would not be the document */
                break;
            }
            *found = grown;
        }
        (*found)[count++] = (swatch){at, x, y1 < y2 ? y1 : y2, y1 < y2 ? y2 : y1};
    }
    return count;
}

void tg_web_legend(tg_svg_output *out, size_t start, size_t end) {
    static const char text_start[] = "<text text-anchor=\"start\" x=\"", y_start[] = "\" y=\"";
    const double gap = out->web->legend_text_gap;
    swatch *found = NULL;
    const size_t swatch_count = swatches(out, start, end, &found);
    const char *bytes = out->bytes;
    tg_svg_output content = {0};  /* the legend as it becomes, spliced in whole */
    size_t copied = start;
    for (size_t from = start;;) {
        const size_t at = tg_web_find(bytes, from, end, text_start, sizeof text_start - 1);
        if (at == end) break;
        size_t cursor = at + sizeof text_start - 1;
        from = cursor;
        double x, y;
        if (!number(bytes, out->count, &cursor, 0, &x) || cursor > end || end - cursor < sizeof y_start - 1 ||
            memcmp(bytes + cursor, y_start, sizeof y_start - 1) != 0)
            continue;
        cursor += sizeof y_start - 1;
        if (!number(bytes, out->count, &cursor, 0, &y) || cursor >= end || bytes[cursor] != '"') continue;
        const swatch *next = NULL;
        for (size_t i = 0; i < swatch_count && next == NULL; i++) {
            if (found[i].start > cursor) next = &found[i];
        }
        /* The next swatch is in the text's row: the text's baseline is within its height. */
        if (next == NULL || !(next->top - gap <= y && y <= next->bottom + gap)) continue;
        const double width = next->x - x - gap;
        if (!(width > 0)) continue;
        char length[350];
        const size_t length_count = tg_svg_two_decimals(width, length);
        tg_svg_write(&content, bytes + copied, cursor + 1 - copied);
        tg_svg_puts(&content, " textLength=\"");
        tg_svg_write(&content, length, length_count);
        tg_svg_puts(&content, "\" lengthAdjust=\"spacing\"");
        copied = cursor + 1;
        from = copied;
    }
    free(found);
    if (copied > start) {
        tg_svg_write(&content, bytes + copied, end - copied);
        if (content.failed) {
            out->failed = 1;
        } else {
            tg_web_splice(out, start, end, content.bytes, content.count);
        }
    }
    tg_svg_output_free(&content);
}
