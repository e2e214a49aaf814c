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

static void font(tg_svg_output *out, textspan_t *span) {
    PostscriptAlias *pA = span->font->postscript_alias;
    char *name = NULL, *weight = NULL, *stretch = NULL, *style = NULL;
    if (pA) {
        switch (out->root ? GD_fontnames((Agraph_t *)out->root) : NATIVEFONTS) {
        case PSFONTS: name = pA->name, weight = pA->weight, style = pA->style; break;
        case SVGFONTS: name = pA->svg_font_family, weight = pA->svg_font_weight, style = pA->svg_font_style; break;
        default: name = pA->family, weight = pA->weight, style = pA->style; break;
        }
        stretch = pA->stretch;
        family(out, name ? name : "(null)", pA->svg_font_family);
        if (weight) attribute(out, "font-weight", weight);
        if (stretch) attribute(out, "font-stretch", stretch);
        if (style) attribute(out, "font-style", style);
    } else {
        family(out, span->font->name ? span->font->name : "(null)", NULL);
    }
    const unsigned flags = span->font->flags;
    if (flags == 0) return;
    if ((flags & HTML_BF) && !weight) tg_svg_puts(out, " font-weight=\"bold\"");
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
}

void tg_svg_textspan(GVJ_t *job, pointf p, textspan_t *span) {
    tg_svg_output *out = output(job);
    obj_state_t *obj = job->obj;
    const size_t tag = out->count;
    tg_svg_puts(out, "<text");
    switch (span->just) {
    case 'l': tg_svg_puts(out, " text-anchor=\"start\""); break;
    case 'r': tg_svg_puts(out, " text-anchor=\"end\""); break;
    default: tg_svg_puts(out, " text-anchor=\"middle\""); break;
    }
    p.y += span->yoffset_centerline;
    if (!obj->labeledgealigned) {
        tg_svg_puts(out, " x=\"");
        tg_svg_double(out, p.x);
        tg_svg_puts(out, "\" y=\"");
        tg_svg_double(out, -p.y);
        tg_svg_putc(out, '"');
    }
    font(out, span);
    tg_svg_puts(out, " font-size=\"");
    tg_svg_fixed(out, span->font->size);
    tg_svg_putc(out, '"');
    switch (obj->pencolor.type) {
    case COLOR_STRING:
        if (strcasecmp(obj->pencolor.u.string, "black")) attribute(out, "fill", obj->pencolor.u.string);
        break;
    case RGBA_BYTE:
        tg_svg_puts(out, " fill=\"");
        tg_svg_rgb(out, obj->pencolor.u.rgba);
        tg_svg_putc(out, '"');
        if (obj->pencolor.u.rgba[3] > 0 && obj->pencolor.u.rgba[3] < 255) {
            tg_svg_puts(out, " fill-opacity=\"");
            tg_svg_opacity(out, obj->pencolor.u.rgba[3]);
            tg_svg_putc(out, '"');
        }
        break;
    default: break;
    }
    if (out->web) tg_web_text(out, tag);
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
