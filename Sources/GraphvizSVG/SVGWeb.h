#ifndef TRIGGERGRAPH_SVG_WEB_H
#define TRIGGERGRAPH_SVG_WEB_H

#include "SVGWrite.h"

#include <graphviz/gvplugin_render.h>

/* SVG a web page holds (tg_svg_web), written by the renderer in the same pass as libgvc 2.42's
   document would be: each function is called where the renderer writes the part it changes,
   only when the output has web settings. Positions are offsets into the output's bytes. */

/* A colour as the renderer writes it: a `#rrggbb` libgvc took as a known name (tg_svg_know_colour)
   as the bytes `colorxlate` would have made of it, opaque; any other colour as it is. */
gvcolor_t tg_svg_paint(gvcolor_t color);

/* Writes the id prefix: where an `id` value starts, or after the `#` of a local `href`. */
void tg_web_prefix(tg_svg_output *out);

/* Prefixes every `url(#` in the attribute value written since `value`. */
void tg_web_urls(tg_svg_output *out, size_t value);

/* Records bytes written in place of libgvc's (a font-family's value): `written` for `replaced`. */
void tg_web_replaced(tg_svg_output *out, size_t written, size_t replaced);

/* Whether the comment is left out: a key label's node name. */
int tg_web_drops_comment(const tg_svg_output *out, const char *text);

/* The root's natural size, from its viewBox's value as written, bytes[start..<end], then the
   settings' root. */
void tg_web_root(tg_svg_output *out, size_t start, size_t end);

/* A group starts (`<g id="`), a node's when its id starts with `node`; it ends the one before. */
void tg_web_group(tg_svg_output *out, const char *id);

/* The group's title is written up to its `</title>`; `name` is its text (NULL when it is no
   node's name). */
void tg_web_title(tg_svg_output *out, const char *name);

/* A node's start tag was written from `tag`: a legend's content starts after it. */
void tg_web_node(tg_svg_output *out, size_t tag);

/* A node's content ends (before its `</g>`): a legend's texts get their lengths. */
void tg_web_node_end(tg_svg_output *out);

/* Whether a text is set as it is written: a view's or source's once its outline is written. */
int tg_web_sets_text(const tg_svg_output *out);

/* A text set as it is written, of font-size `size` (as written), bold or not: 0 when it is no key
   line, 1 when it is drawn regular, 2 when it is the marked one. Counts the key lines. */
int tg_web_key_line(tg_svg_output *out, const char *size, size_t count, int bold);

/* A text's start tag was written from `tag`, up to its `>` (not written yet): it is set if it
   is a view's or source's, now or once the outline is written. */
void tg_web_text(tg_svg_output *out, size_t tag);

/* A shape (path, polygon or ellipse) starts at the output's end. */
void tg_web_shape_start(tg_svg_output *out);

/* Whether the shape being written gives its node's text its centre: tg_web_shape wants it. */
int tg_web_wants_centre(const tg_svg_output *out);

/* The shape was written: the least and greatest x of its points (an ellipse's centre for both),
   `usable` when every coordinate is finite and below 10^12; else its bytes are read. */
void tg_web_shape(tg_svg_output *out, int usable, double low, double high);

/* The document ends. */
void tg_web_end(tg_svg_output *out);

/* Shared with SVGWebLegend.c. */

/* Where `needle` first occurs in bytes[from..<to], or `to`. */
size_t tg_web_find(const char *bytes, size_t from, size_t to, const char *needle, size_t length);

/* The number the bytes spell whole, as the package's SVGNumber.read reads it: 0 when they
   spell none. */
int tg_web_number(const char *bytes, size_t count, double *value);

/* Replaces bytes[start..<end] with `count` bytes; 0 when memory ran out. */
int tg_web_splice(tg_svg_output *out, size_t start, size_t end, const char *bytes, size_t count);

/* The middle of the x extent of the outline whose start tag is bytes[tag..<end], read as the
   node text pass read it: an ellipse's cx, else the numbers of a path's or polygon's points in
   turns, x first; 0 when there is none. */
int tg_web_outline_centre(const tg_svg_output *out, size_t tag, size_t end, double *value);

/* Sets the legend texts' lengths in a legend node's content, bytes[start..<end]. */
void tg_web_legend(tg_svg_output *out, size_t start, size_t end);

#endif
