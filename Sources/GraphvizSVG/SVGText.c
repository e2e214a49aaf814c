#include "SVGWeb.h"

#include <graphviz/gvc.h>
#include <graphviz/gvplugin_render.h>
#include <strings.h>

/* A span of text, as libgvc 2.42's SVG renderer draws it, for SVGRender.c's engine; for a web
   page (tg_svg_web), in its font family, and a node's set by SVGWeb.c. */

static tg_svg_output *output(GVJ_t *job) { return tg_svg_context(job->context); }

/* ` NAME="VALUE"` */
static void attribute(tg_svg_output *out, const char *name, const char *value) {
    tg_svg_putc(out, ' ');
    tg_svg_puts(out, name);
    tg_svg_puts(out, "=\"");
    const size_t start = out->count;
    tg_svg_puts(out, value);
    if (out->web) tg_web_urls(out, start);
    tg_svg_putc(out, '"');
}

/* ` font-family="FAMILY"`, or the web page's family in its place. */
static void family(tg_svg_output *out, const char *name, const char *more) {
    tg_svg_puts(out, " font-family=\"");
    if (out->web) {
        const size_t replaced = strlen(name) + (more ? 1 + strlen(more) : 0);
        tg_svg_puts(out, out->web->font_family);
        tg_web_replaced(out, out->web->font_family ? strlen(out->web->font_family) : 0, replaced);
    } else {
        tg_svg_puts(out, name);
        if (more) {
            tg_svg_putc(out, ',');
            tg_svg_puts(out, more);
        }
    }
    tg_svg_putc(out, '"');
}

/* The font's attributes; for a text SVGWeb.c sets (`direct`), a key line's weight as it sets it.
   Returns what tg_web_key_line returns. */
static int font(tg_svg_output *out, textspan_t *span, int direct, const char *size, size_t size_count) {
    PostscriptAlias *pA = span->font->postscript_alias;
    char *name = NULL, *weight = NULL, *stretch = NULL, *style = NULL;
    if (pA) {
        switch (out->root ? GD_fontnames((Agraph_t *)out->root) : NATIVEFONTS) {
        case PSFONTS: name = pA->name, weight = pA->weight, style = pA->style; break;
        case SVGFONTS: name = pA->svg_font_family, weight = pA->svg_font_weight, style = pA->svg_font_style; break;
        default: name = pA->family, weight = pA->weight, style = pA->style; break;
        }
    }
    const unsigned flags = span->font->flags;
    const int bold = weight ? strcmp(weight, "bold") == 0 : (flags & HTML_BF) != 0;
    const int key = direct ? tg_web_key_line(out, size, size_count, bold) : 0;
    if (pA) {
        stretch = pA->stretch;
        family(out, name ? name : "(null)", pA->svg_font_family);
        if (weight) attribute(out, "font-weight", key == 1 ? "normal" : weight);
        if (stretch) attribute(out, "font-stretch", stretch);
        if (style) attribute(out, "font-style", style);
    } else {
        family(out, span->font->name ? span->font->name : "(null)", NULL);
    }
    if (flags == 0) return key;
    if ((flags & HTML_BF) && !weight) tg_svg_puts(out, key == 1 ? " font-weight=\"normal\"" : " font-weight=\"bold\"");
    if ((flags & HTML_IF) && !style) tg_svg_puts(out, " font-style=\"italic\"");
    if (flags & (HTML_UL | HTML_S | HTML_OL)) {
        int comma = 0;
        tg_svg_puts(out, " text-decoration=\"");
        if (flags & HTML_UL) {
            tg_svg_puts(out, "underline");
            comma = 1;
        }
        if (flags & HTML_OL) {
            tg_svg_puts(out, comma ? ",overline" : "overline");
            comma = 1;
        }
        if (flags & HTML_S) tg_svg_puts(out, comma ? ",line-through" : "line-through");
        tg_svg_putc(out, '"');
    }
    if (flags & HTML_SUP) tg_svg_puts(out, " baseline-shift=\"super\"");
    if (flags & HTML_SUB) tg_svg_puts(out, " baseline-shift=\"sub\"");
    return key;
}

void tg_svg_textspan(GVJ_t *job, pointf p, textspan_t *span) {
    tg_svg_output *out = output(job);
    obj_state_t *obj = job->obj;
    const size_t tag = out->count;
    /* A view's or source's text once its outline is written: set as SVGWeb.c sets it. */
    const int direct = out->web && tg_web_sets_text(out);
    tg_svg_puts(out, "<text");
    switch (direct ? 'n' : span->just) {
    case 'l': tg_svg_puts(out, " text-anchor=\"start\""); break;
    case 'r': tg_svg_puts(out, " text-anchor=\"end\""); break;
    default: tg_svg_puts(out, " text-anchor=\"middle\""); break;
    }
    p.y += span->yoffset_centerline;
    if (!obj->labeledgealigned) {
        tg_svg_puts(out, " x=\"");
        if (direct) {
            tg_svg_write(out, out->web_state.centre, out->web_state.centre_length);
        } else {
            tg_svg_double(out, p.x);
        }
        tg_svg_puts(out, "\" y=\"");
        tg_svg_double(out, -p.y);
        tg_svg_putc(out, '"');
    }
    char size[350];
    const size_t size_count = tg_svg_two_decimals(span->font->size, size);
    const int key = font(out, span, direct, size, size_count);
    tg_svg_puts(out, " font-size=\"");
    tg_svg_write(out, size, size_count);
    tg_svg_putc(out, '"');
    const gvcolor_t pen = tg_svg_paint(obj->pencolor);
    switch (pen.type) {
    case COLOR_STRING:
        if (strcasecmp(pen.u.string, "black")) attribute(out, "fill", pen.u.string);
        break;
    case RGBA_BYTE:
        tg_svg_puts(out, " fill=\"");
        tg_svg_rgb(out, pen.u.rgba);
        tg_svg_putc(out, '"');
        if (pen.u.rgba[3] > 0 && pen.u.rgba[3] < 255) {
            tg_svg_puts(out, " fill-opacity=\"");
            tg_svg_opacity(out, pen.u.rgba[3]);
            tg_svg_putc(out, '"');
        }
        break;
    default: break;
    }
    if (key == 2) tg_svg_puts(out, out->web->marked_key_attributes);
    if (out->web && !direct) tg_web_text(out, tag);
    tg_svg_putc(out, '>');
    if (obj->labeledgealigned) {
        tg_svg_puts(out, "<textPath xlink:href=\"#");
        if (out->web) tg_web_prefix(out);
        const size_t value = out->count;
        tg_svg_xml(out, obj->id, 0);
        if (out->web) tg_web_urls(out, value);
        tg_svg_puts(out, "_p\" startOffset=\"50%\"><tspan x=\"0\" dy=\"");
        tg_svg_double(out, -p.y);
        tg_svg_puts(out, "\">");
    }
    tg_svg_xml(out, span->str, 1);
    if (obj->labeledgealigned) tg_svg_puts(out, "</tspan></textPath>");
    tg_svg_puts(out, "</text>\n");
}
