#ifndef TRIGGERGRAPH_TEXT_SHAPING_H
#define TRIGGERGRAPH_TEXT_SHAPING_H

#include <stddef.h>

/* A line of text measured as Graphviz's Pango text-layout plugin measures it: the fields that
   plugin sets on a text span, in points. */
typedef struct {
    double width;      /* the span's width (size.x): Pango's logical width, whole, plus one */
    double height;     /* its height (size.y): 1.1 times the font size, rounded */
    double baseline;   /* from its top to its baseline (yoffset_layout) */
    double centerline; /* from its middle down to its centre line (yoffset_centerline) */
} tg_text_measure;

/* What tg_measure_text answers. */
enum {
    /* HarfBuzz cannot answer as Pango would: a glyph DejaVu Sans lacks (glyph 0), text that is not
       UTF-8, a control or format character, a line or paragraph separator, a right-to-left script,
       more than one script (Pango shapes each apart), a size out of range, or no font carried. */
    tg_text_unsupported = -1,
    /* Measured, and of no width: Pango's plugin answers false (libgvc then estimates the size). */
    tg_text_empty = 0,
    /* Measured. */
    tg_text_measured = 1,
};

/* Measures one line of UTF-8 `text` in DejaVu Sans, or DejaVu Sans Bold if `bold`, at `points`,
   with HarfBuzz alone, as Graphviz 2.42's Pango plugin (Pango 1.50, 96 dpi, hinted metrics)
   measures it: shaped at Pango's pixel size, each glyph's advance rounded to a whole pixel, the
   width (int)(points + 1), the baseline at the ascent rounded up to a whole pixel. `markup`: the
   span has font flags, so that the plugin sets it as Pango markup, where every space after a
   space is a no-break space. Safe from any thread. */
int tg_measure_text(const char *text, int bold, int markup, double points, tg_text_measure *measure);

/* The bytes of the font carried in the binary, DejaVu Sans or DejaVu Sans Bold; NULL, with
   *length 0, when the compiler could not carry it (#embed). */
const unsigned char *tg_text_font(int bold, size_t *length);

#endif
