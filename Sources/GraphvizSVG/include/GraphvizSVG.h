#ifndef TRIGGERGRAPH_GRAPHVIZ_SVG_H
#define TRIGGERGRAPH_GRAPHVIZ_SVG_H

#include <stddef.h>

/* What snprintf(out, 32, "%.2f", value) writes, in the C locale and the default rounding
   (to nearest, ties to even, on the exact binary value), worked out with integers: `value`'s
   significand times 100, shifted, rounded. Returns the length written (no terminating NUL),
   or 0 where it answers nothing and printf must: infinities, NaN, zero and subnormals, a
   magnitude below 2^-8 or from 2^57, and a rounding mode other than the default. */
size_t tg_two_decimals(double value, char out[static 32]);

/* What libgvc 2.42.2's SVG renderer writes for a coordinate (its `gvprintdouble`): 0 for values
   between -1e-8 and 1e-8, else snprintf(out, 50, "%.02f") with the zeros after a point dropped,
   and the point when nothing follows it (so -0.001 is "-0"). Returns the length. */
size_t tg_libgvc_text(double value, char out[static 50]);

/* tg_libgvc_text's bytes through tg_two_decimals: without the zeros after the point, nor the
   point when both are zeros. Returns the length, or 0 where tg_libgvc_text must answer:
   whatever tg_two_decimals answers nothing for, and every value between -0.005 and 0.005. */
size_t tg_graphviz_text(double value, char out[static 32]);

/* Where this package's SVG renderer writes a document: handed to libgvc as the render's
   context (`gvRenderContext`), grown with realloc. Zero it and set `root` before the render;
   free `bytes` with tg_svg_output_free after. */
typedef struct tg_svg_output {
    /* The document so far; `count` bytes of `capacity`. */
    char *bytes;
    size_t count;
    size_t capacity;
    /* Set when memory ran out: the document is incomplete. */
    int failed;
    /* How many numbers were printed with integers rather than printf. */
    unsigned long exact_numbers;
    /* The root graph drawn (an Agraph_t), whose `stylesheet` the prologue names. */
    void *root;
    /* The renderer's own: the layer being drawn. */
    const char *layer;
} tg_svg_output;

/* Frees what the renderer allocated; the output can be used again. */
void tg_svg_output_free(tg_svg_output *output);

/* The renderer's engine, a `gvrender_engine_t` (gvplugin_render.h): libgvc 2.42's SVG, byte for
   byte, written into the job's context, a tg_svg_output. */
const void *tg_svg_render_engine(void);

/* Its device's engine, a `gvdevice_engine_t` (gvplugin_device.h): it opens and writes no file. */
const void *tg_svg_device_engine(void);

/* While set on the calling thread, its SVG renders go to libgvc's own renderer, so that a test
   draws the same graph both ways and compares. Returns the setting it replaces. */
int tg_svg_set_libgvcs_own_here(int on);
int tg_svg_libgvcs_own_here(void);

/* Counts, on the calling thread, the numbers the renderer printed with integers: what shows it ran. */
void tg_svg_count_exact_numbers(unsigned long count);
unsigned long tg_svg_exact_numbers_here(void);

#endif
