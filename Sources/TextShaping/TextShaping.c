#include "TextShaping.h"

#include <hb-ot.h>
#include <hb.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

/* Graphviz lays text out at 96 pixels an inch, in points of 1/72 inch; Pango counts in 1/1024. */
static const double points_per_inch = 72.0;
static const double pixels_per_inch = 96.0;
enum { pango_units = 1024 };

/* The shortest and the longest point size measured here; past them, Pango's own rounding of
   sizes is not worth following. */
static const double smallest_points = 1.0;
static const double largest_points = 1000.0;

/* The fonts and the one buffer, made once and used under the lock. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t made = PTHREAD_ONCE_INIT;
static hb_font_t *fonts[2];
static hb_buffer_t *buffer;
/* Code points decoded from the text, grown as needed. */
static uint32_t *code_points;
static size_t code_point_capacity;

static hb_font_t *make_font(int bold) {
    size_t length = 0;
    const unsigned char *data = tg_text_font(bold, &length);
    if (!data || length == 0) return NULL;
    hb_blob_t *blob = hb_blob_create((const char *)data, (unsigned)length, HB_MEMORY_MODE_READONLY, NULL, NULL);
    hb_face_t *face = hb_face_create(blob, 0);
    hb_blob_destroy(blob);
    hb_font_t *font = hb_font_create(face);
    hb_face_destroy(face);
    if (hb_face_get_glyph_count(hb_font_get_face(font)) == 0) {
        hb_font_destroy(font);
        return NULL;
    }
    hb_ot_font_set_funcs(font);
    return font;
}

static void make_fonts(void) {
    fonts[0] = make_font(0);
    fonts[1] = make_font(1);
    buffer = hb_buffer_create();
    if (!hb_buffer_allocation_successful(buffer)) {
        hb_buffer_destroy(buffer);
        buffer = NULL;
    }
}

/* Decodes strict UTF-8 (no overlong forms, surrogates or values past U+10FFFF) into
   code_points; the count, or -1 if the text is not UTF-8 or memory is short. */
static long decode(const char *text) {
    size_t count = 0;
    const unsigned char *byte = (const unsigned char *)text;
    while (*byte) {
        uint32_t value;
        int extra;
        if (*byte < 0x80) {
            value = *byte;
            extra = 0;
        } else if (*byte >= 0xC2 && *byte <= 0xDF) {
            value = *byte & 0x1F;
            extra = 1;
        } else if (*byte >= 0xE0 && *byte <= 0xEF) {
            value = *byte & 0x0F;
            extra = 2;
        } else if (*byte >= 0xF0 && *byte <= 0xF4) {
            value = *byte & 0x07;
            extra = 3;
        } else {
            return -1;
        }
        byte += 1;
        for (int index = 0; index < extra; index += 1, byte += 1) {
            if ((*byte & 0xC0) != 0x80) return -1;
            value = (value << 6) | (*byte & 0x3F);
        }
        static const uint32_t smallest[] = {0, 0x80, 0x800, 0x10000};
        if (value < smallest[extra] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return -1;
        if (count == code_point_capacity) {
            size_t capacity = code_point_capacity ? 2 * code_point_capacity : 256;
            uint32_t *grown = realloc(code_points, capacity * sizeof *code_points);
            if (!grown) return -1;
            code_points = grown;
            code_point_capacity = capacity;
        }
        code_points[count++] = value;
    }
    return (long)count;
}

/* Whether Pango would set these code points as one run of one font, script and direction, as
   HarfBuzz shapes them here: no control, format or unassigned character (Pango breaks lines and
   reorders text around some), no line or paragraph separator, and at most one script besides
   the common and inherited ones, written left to right. */
static int one_run(const uint32_t *text, size_t count) {
    hb_unicode_funcs_t *unicode = hb_unicode_funcs_get_default();
    hb_script_t only = HB_SCRIPT_COMMON;
    for (size_t index = 0; index < count; index += 1) {
        switch (hb_unicode_general_category(unicode, text[index])) {
        case HB_UNICODE_GENERAL_CATEGORY_CONTROL:
        case HB_UNICODE_GENERAL_CATEGORY_FORMAT:
        case HB_UNICODE_GENERAL_CATEGORY_UNASSIGNED:
        case HB_UNICODE_GENERAL_CATEGORY_PRIVATE_USE:
        case HB_UNICODE_GENERAL_CATEGORY_SURROGATE:
        case HB_UNICODE_GENERAL_CATEGORY_LINE_SEPARATOR:
        case HB_UNICODE_GENERAL_CATEGORY_PARAGRAPH_SEPARATOR:
            return 0;
        default:
            break;
        }
        hb_script_t script = hb_unicode_script(unicode, text[index]);
        if (script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED) continue;
        if (script == HB_SCRIPT_UNKNOWN || hb_script_get_horizontal_direction(script) != HB_DIRECTION_LTR) return 0;
        if (only != HB_SCRIPT_COMMON && script != only) return 0;
        only = script;
    }
    return 1;
}

/* Shapes the decoded text with `font` at `scale`; its width in Pango units, each glyph's
   advance rounded to a whole pixel, or -1 when a glyph is missing. Under the lock. */
static long shaped_width(hb_font_t *font, int scale, size_t count) {
    hb_font_set_scale(font, scale, scale);
    hb_buffer_clear_contents(buffer);
    hb_buffer_add_codepoints(buffer, code_points, (int)count, 0, (int)count);
    hb_buffer_guess_segment_properties(buffer);
    /* The text is the whole paragraph: a mark that begins it is shaped on a dotted circle. */
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_BOT | HB_BUFFER_FLAG_EOT);
    hb_shape(font, buffer, NULL, 0);
    if (!hb_buffer_allocation_successful(buffer)) return -1;
    unsigned int glyphs = 0;
    const hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &glyphs);
    const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &glyphs);
    long width = 0;
    for (unsigned int index = 0; index < glyphs; index += 1) {
        if (infos[index].codepoint == 0) return -1;
        width += (positions[index].x_advance + pango_units / 2) & ~(pango_units - 1);
    }
    return width;
}

int tg_measure_text(const char *text, int bold, int markup, double points, tg_text_measure *measure) {
    if (!text || !measure || !(points >= smallest_points && points <= largest_points)) return tg_text_unsupported;
    pthread_once(&made, make_fonts);
    hb_font_t *font = fonts[bold ? 1 : 0];
    if (!font || !buffer) return tg_text_unsupported;

    pthread_mutex_lock(&lock);
    long count = decode(text);
    long width = -1;
    if (count >= 0 && one_run(code_points, (size_t)count)) {
        /* As markup, every space after a space is a no-break space (Graphviz's XML escaping). */
        if (markup) {
            for (long index = count - 1; index > 0; index -= 1)
                if (code_points[index] == ' ' && code_points[index - 1] == ' ') code_points[index] = 0xA0;
        }
        /* Pango's pixel size, in its units: the size in whole units, at 96 dpi, rounded. */
        int scale = (int)(0.5 + (int)(points * pango_units) * pixels_per_inch / points_per_inch);
        width = shaped_width(font, scale, (size_t)count);
    }
    hb_font_extents_t extents = {0};
    if (width >= 0) hb_font_get_h_extents(font, &extents);
    pthread_mutex_unlock(&lock);
    if (width < 0) return tg_text_unsupported;

    const double scale = points_per_inch / (pixels_per_inch * pango_units);
    const long ascent = (long)ceil((double)extents.ascender / pango_units) * pango_units;
    measure->width = (int)(width * scale + 1);
    measure->height = (int)(points * 1.1 + .5);
    measure->baseline = ascent * scale;
    measure->centerline = 0.2 * points;
    return width == 0 ? tg_text_empty : tg_text_measured;
}
