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

/* One view's key line to mark: the view's node name and the line, from 0. */
typedef struct tg_svg_mark {
    const char *node;
    int line;
} tg_svg_mark;

/* What makes the renderer write SVG a web page holds, in the same pass (SVGWeb.c): the
   document starts at its <svg> start tag, which carries the frame's natural size, `root` and
   what follows; every id and local reference (`id`, `href="#…"`, `url(#…)` in start tags) is
   prefixed; every text names `font_family`; the text of a view's or source's node is anchored
   at the middle of its outline, its keys drawn regular but the marked one; a header's legend
   texts are as long as their cells. */
typedef struct tg_svg_web {
    /* Put before every id: `frame-`. */
    const char *id_prefix;
    /* Written after the root's natural size: ` id=… class=… role=…>`, the title and
       description elements; then `style`, up to the end of what precedes the first group. */
    const char *root;
    const char *style;
    /* Every text's font-family. */
    const char *font_family;
    /* Whether comments naming a node `k<digits and _>` (key labels, hidden) are left out. */
    int drops_key_label_comments;
    /* The gap after a legend text in its row, in points; no text lengths when not above 0. */
    double legend_text_gap;
    /* A view's and a source's node name: the prefix, then digits. */
    const char *view_prefix;
    const char *source_prefix;
    /* A key line's font-size as written (`12.00`), drawn bold. */
    const char *key_font_size;
    /* The key line to mark per view, sorted by node name (strcmp), and what the marked line's
       start tag gets at its end. */
    const tg_svg_mark *marks;
    size_t mark_count;
    const char *marked_key_attributes;
} tg_svg_web;

/* The web writing's own state; zero at the start of a render. */
typedef struct tg_svg_web_state {
    /* Bytes the web writing added to libgvc's document as the node text pass reads it. */
    long shift;
    /* The current group (from one `<g id=` to the next): 1 when it is a node's, and its title. */
    int node_part;
    int titled;
    /* 1 for a view, 2 for a source; where its title closes, in libgvc's bytes. */
    int kind;
    long title_close;
    /* The marked key line (-1 for none), and the key lines seen. */
    int marked;
    int keys;
    /* 0 until the first outline is seen, then 1 with a centre, 2 without. */
    int centre_state;
    char centre[350];
    size_t centre_length;
    /* Start tags of texts before the outline, to set once it is seen. */
    size_t *pending;
    size_t pending_count;
    size_t pending_capacity;
    /* ` font-size="<key_font_size>"`, made when the document starts. */
    char key_size[64];
    /* Where a legend node's content starts, or 0. */
    size_t legend_body;
    /* Where the shape being drawn starts. */
    size_t shape;
} tg_svg_web_state;

/* Where this package's SVG renderer writes a document: handed to libgvc as the render's
   context (`gvRenderContext`), grown with realloc. Zero it and set `root` (and `web` for a web
   page's SVG) before the render; free it with tg_svg_output_free after, its bytes taken first
   with tg_svg_output_take or not. */
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
    /* Set for SVG a web page holds (tg_svg_web); NULL for libgvc 2.42's document. */
    const tg_svg_web *web;
    tg_svg_web_state web_state;
} tg_svg_output;

/* Frees what the renderer allocated; the output can be used again. */
void tg_svg_output_free(tg_svg_output *output);

/* The document's bytes, fitted to their count, now the caller's to free (`free`); the output
   keeps none. NULL when it has none. */
char *tg_svg_output_take(tg_svg_output *output);

/* The renderer's engine, a `gvrender_engine_t` (gvplugin_render.h): libgvc 2.42's SVG, byte for
   byte, written into the job's context, a tg_svg_output. */
const void *tg_svg_render_engine(void);

/* Its device's engine, a `gvdevice_engine_t` (gvplugin_device.h): it opens and writes no file. */
const void *tg_svg_device_engine(void);

/* The renderer's features (SVGColours.c): `core`'s (a `gvrender_features_t`), copied once, with a
   list of known colours of their own, which tg_svg_know_colour adds to; `core` itself when
   memory runs out. */
void *tg_svg_features(const void *core);

/* Adds a `#rrggbb` colour to the colours the renderer knows by name, so that libgvc takes it as
   it is, not through `colorxlate`; the renderer reads its bytes. Returns whether it is known now:
   not for any other text, nor past 4,096 colours. Call under the runtime's lock. */
int tg_svg_know_colour(const char *colour);

/* While set on the calling thread, its SVG renders go to libgvc's own renderer, so that a test
   draws the same graph both ways and compares. Returns the setting it replaces. */
int tg_svg_set_libgvcs_own_here(int on);
int tg_svg_libgvcs_own_here(void);

/* Counts, on the calling thread, the numbers the renderer printed with integers: what shows it ran. */
void tg_svg_count_exact_numbers(unsigned long count);
unsigned long tg_svg_exact_numbers_here(void);

#endif
