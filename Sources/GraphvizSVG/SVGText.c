#include "SVGWrite.h"

#include <graphviz/gvc.h>
#include <graphviz/gvplugin_render.h>
#include <strings.h>

/* A span of text, as libgvc 2.42's SVG renderer draws it, for SVGRender.c's engine. */

static tg_svg_output *output(GVJ_t *job) { return tg_svg_context(job->context); }

/* ` NAME="VALUE"` */
static void attribute(tg_svg_output *out, const char *name, const char *value) {
    tg_svg_putc(out, ' ');
    tg_svg_puts(out, name);
    tg_svg_puts(out, "=\"");
    tg_svg_puts(out, value);
    tg_svg_putc(out, '"');
}

static void font(tg_svg_output *out, textspan_t *span) {
    PostscriptAlias *pA = span->font->postscript_alias;
    char *family = NULL, *weight = NULL, *stretch = NULL, *style = NULL;
    if (pA) {
        switch (out->root ? GD_fontnames((Agraph_t *)out->root) : NATIVEFONTS) {
        case PSFONTS: family = pA->name, weight = pA->weight, style = pA->style; break;
        case SVGFONTS: family = pA->svg_font_family, weight = pA->svg_font_weight, style = pA->svg_font_style; break;
        default: family = pA->family, weight = pA->weight, style = pA->style; break;
        }
        stretch = pA->stretch;
        tg_svg_puts(out, " font-family=\"");
        tg_svg_puts(out, family ? family : "(null)");
        if (pA->svg_font_family) {
            tg_svg_putc(out, ',');
            tg_svg_puts(out, pA->svg_font_family);
        }
        tg_svg_putc(out, '"');
        if (weight) attribute(out, "font-weight", weight);
        if (stretch) attribute(out, "font-stretch", stretch);
        if (style) attribute(out, "font-style", style);
    } else {
        attribute(out, "font-family", span->font->name ? span->font->name : "(null)");
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
    tg_svg_putc(out, '>');
    if (obj->labeledgealigned) {
        tg_svg_puts(out, "<textPath xlink:href=\"#");
        tg_svg_xml(out, obj->id, 0);
        tg_svg_puts(out, "_p\" startOffset=\"50%\"><tspan x=\"0\" dy=\"");
        tg_svg_double(out, -p.y);
        tg_svg_puts(out, "\">");
    }
    tg_svg_xml(out, span->str, 1);
    if (obj->labeledgealigned) tg_svg_puts(out, "</tspan></textPath>");
    tg_svg_puts(out, "</text>\n");
}
