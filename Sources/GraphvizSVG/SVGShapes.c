#include "SVGWeb.h"

#include <graphviz/gvc.h>
#include <graphviz/gvplugin_render.h>
#include <math.h>

/* The shapes and paints of libgvc 2.42's SVG renderer, as SVGRender.c's engine draws them. */

/* What libgvc passes as `filled` (its const.h, not installed): a plain fill, a linear
   gradient, a radial one. */
enum { fill_plain = 1, fill_linear = 2, fill_radial = 3 };

static tg_svg_output *output(GVJ_t *job) { return tg_svg_context(job->context); }

/* A colour, read once by the caller (`tg_svg_paint`). */
static void color(tg_svg_output *out, gvcolor_t color) {
    switch (color.type) {
    case COLOR_STRING: tg_svg_puts(out, color.u.string); break;
    case RGBA_BYTE:
        if (color.u.rgba[3] == 0) {
            tg_svg_puts(out, "transparent");
        } else {
            tg_svg_rgb(out, color.u.rgba);
        }
        break;
    default: break;
    }
}

static int translucent(gvcolor_t color) {
    return color.type == RGBA_BYTE && color.u.rgba[3] > 0 && color.u.rgba[3] < 255;
}

static void grstyle(tg_svg_output *out, obj_state_t *obj, int filled, int gradient) {
    tg_svg_puts(out, " fill=\"");
    size_t value = out->count;
    if (filled == fill_linear || filled == fill_radial) {
        tg_svg_puts(out, "url(#");
        if (out->web) tg_web_prefix(out);
        tg_svg_puts(out, filled == fill_linear ? "l_" : "r_");
        tg_svg_int(out, gradient);
        tg_svg_putc(out, ')');
    } else if (filled) {
        const gvcolor_t fill = tg_svg_paint(obj->fillcolor);
        color(out, fill);
        /* Only a colour's name can hold a local reference. */
        if (out->web && fill.type == COLOR_STRING) tg_web_urls(out, value);
        if (translucent(fill)) {
            tg_svg_puts(out, "\" fill-opacity=\"");
            tg_svg_opacity(out, fill.u.rgba[3]);
        }
    } else {
        tg_svg_puts(out, "none");
    }
    tg_svg_puts(out, "\" stroke=\"");
    value = out->count;
    const gvcolor_t pen = tg_svg_paint(obj->pencolor);
    color(out, pen);
    if (out->web && pen.type == COLOR_STRING) tg_web_urls(out, value);
    if (obj->penwidth != PENWIDTH_NORMAL) {
        tg_svg_puts(out, "\" stroke-width=\"");
        tg_svg_double(out, obj->penwidth);
    }
    if (obj->pen == PEN_DASHED) {
        tg_svg_puts(out, "\" stroke-dasharray=\"5,2");
    } else if (obj->pen == PEN_DOTTED) {
        tg_svg_puts(out, "\" stroke-dasharray=\"1,5");
    }
    if (translucent(pen)) {
        tg_svg_puts(out, "\" stroke-opacity=\"");
        tg_svg_opacity(out, pen.u.rgba[3]);
    }
    tg_svg_putc(out, '"');
}

/* A gradient stop: its offset written by the caller, then ` style="stop-color:…;stop-opacity:…;"/>`. */
static void stop(tg_svg_output *out, gvcolor_t given) {
    const gvcolor_t paint = tg_svg_paint(given);
    tg_svg_puts(out, "\" style=\"");
    const size_t value = out->count;
    tg_svg_puts(out, "stop-color:");
    color(out, paint);
    if (out->web) tg_web_urls(out, value);
    tg_svg_puts(out, ";stop-opacity:");
    if (translucent(paint)) {
        tg_svg_opacity(out, paint.u.rgba[3]);
    } else {
        tg_svg_puts(out, "1.");
    }
    tg_svg_puts(out, ";\"/>\n");
}

static void offset(tg_svg_output *out, double value) {
    char text[350];
    tg_svg_write(out, text, (size_t)snprintf(text, sizeof text, "%.03f", value));
}

/* The line a linear gradient runs along, as libgvc 2.42's get_gradient_points draws it (not radial, y down). */
static void gradient_line(pointf *A, int n, float angle, pointf G[2]) {
    pointf min, max, center;
    if (n == 2) {
        const double rx = A[1].x - A[0].x, ry = A[1].y - A[0].y;
        min.x = A[0].x - rx, max.x = A[0].x + rx, min.y = A[0].y - ry, max.y = A[0].y + ry;
    } else {
        min = max = A[0];
        for (int i = 0; i < n; i++) {
            min.x = fmin(A[i].x, min.x), min.y = fmin(A[i].y, min.y);
            max.x = fmax(A[i].x, max.x), max.y = fmax(A[i].y, max.y);
        }
    }
    center.x = min.x + (max.x - min.x) / 2;
    center.y = min.y + (max.y - min.y) / 2;
    const double half_x = max.x - center.x;
    G[0].y = -center.y + (max.y - center.y) * sin(angle);
    G[1].y = -center.y - (center.y - min.y) * sin(angle);
    G[0].x = center.x - half_x * cos(angle);
    G[1].x = center.x + half_x * cos(angle);
}

/* The <defs> of a gradient fill; its number, counted per process as libgvc counts its own. */
static int gradient(tg_svg_output *out, obj_state_t *obj, pointf *A, int n, int filled) {
    static int linear_count, radial_count;
    const float angle = obj->gradient_angle * M_PI / 180;
    if (filled == fill_linear) {
        const int id = linear_count++;
        pointf G[2];
        gradient_line(A, n, angle, G);
        tg_svg_puts(out, "<defs>\n<linearGradient id=\"");
        if (out->web) tg_web_prefix(out);
        tg_svg_puts(out, "l_");
        tg_svg_int(out, id);
        tg_svg_puts(out, "\" gradientUnits=\"userSpaceOnUse\" x1=\"");
        tg_svg_double(out, G[0].x);
        tg_svg_puts(out, "\" y1=\"");
        tg_svg_double(out, G[0].y);
        tg_svg_puts(out, "\" x2=\"");
        tg_svg_double(out, G[1].x);
        tg_svg_puts(out, "\" y2=\"");
        tg_svg_double(out, G[1].y);
        tg_svg_puts(out, "\" >\n<stop offset=\"");
        if (obj->gradient_frac > 0) offset(out, obj->gradient_frac - 0.001); else tg_svg_putc(out, '0');
        stop(out, obj->fillcolor);
        tg_svg_puts(out, "<stop offset=\"");
        if (obj->gradient_frac > 0) offset(out, obj->gradient_frac); else tg_svg_putc(out, '1');
        stop(out, obj->stopcolor);
        tg_svg_puts(out, "</linearGradient>\n</defs>\n");
        return id;
    }
    const int id = radial_count++;
    const int fx = angle == 0. ? 50 : (int)(50 * (1 + cos(angle)));
    const int fy = angle == 0. ? 50 : (int)(50 * (1 - sin(angle)));
    tg_svg_puts(out, "<defs>\n<radialGradient id=\"");
    if (out->web) tg_web_prefix(out);
    tg_svg_puts(out, "r_");
    tg_svg_int(out, id);
    tg_svg_puts(out, "\" cx=\"50%\" cy=\"50%\" r=\"75%\" fx=\"");
    tg_svg_int(out, fx);
    tg_svg_puts(out, "%\" fy=\"");
    tg_svg_int(out, fy);
    tg_svg_puts(out, "%\">\n<stop offset=\"0");
    stop(out, obj->fillcolor);
    tg_svg_puts(out, "<stop offset=\"1");
    stop(out, obj->stopcolor);
    tg_svg_puts(out, "</radialGradient>\n</defs>\n");
    return id;
}

static int gradient_if_any(tg_svg_output *out, obj_state_t *obj, pointf *A, int n, int filled) {
    return filled == fill_linear || filled == fill_radial ? gradient(out, obj, A, n, filled) : 0;
}

/* The web writing's centre of a node's outline: the extent of the points' x. */
static void web_shape(tg_svg_output *out, pointf *A, int n) {
    if (!tg_web_wants_centre(out)) return;
    double low = A[0].x, high = A[0].x;
    int usable = 1;
    for (int i = 0; i < n; i++) {
        usable = usable && fabs(A[i].x) < 1e12 && fabs(A[i].y) < 1e12;
        low = fmin(low, A[i].x), high = fmax(high, A[i].x);
    }
    tg_web_shape(out, usable, low, high);
}

static void coordinates(tg_svg_output *out, pointf p) {
    tg_svg_double(out, p.x);
    tg_svg_putc(out, ',');
    tg_svg_double(out, -p.y);
}

void tg_svg_ellipse(GVJ_t *job, pointf *A, int filled) {
    tg_svg_output *out = output(job);
    const int id = gradient_if_any(out, job->obj, A, 2, filled);
    if (out->web) tg_web_shape_start(out);
    tg_svg_puts(out, "<ellipse");
    grstyle(out, job->obj, filled, id);
    tg_svg_puts(out, " cx=\"");
    tg_svg_double(out, A[0].x);
    tg_svg_puts(out, "\" cy=\"");
    tg_svg_double(out, -A[0].y);
    tg_svg_puts(out, "\" rx=\"");
    tg_svg_double(out, A[1].x - A[0].x);
    tg_svg_puts(out, "\" ry=\"");
    tg_svg_double(out, A[1].y - A[0].y);
    tg_svg_puts(out, "\"/>\n");
    if (out->web) web_shape(out, A, 1);
}

void tg_svg_bezier(GVJ_t *job, pointf *A, int n, int arrow_at_start, int arrow_at_end, int filled) {
    (void)arrow_at_start;
    (void)arrow_at_end;
    tg_svg_output *out = output(job);
    obj_state_t *obj = job->obj;
    const int id = gradient_if_any(out, obj, A, n, filled);
    if (out->web) tg_web_shape_start(out);
    tg_svg_puts(out, "<path");
    if (obj->labeledgealigned) {
        tg_svg_puts(out, " id=\"");
        if (out->web) tg_web_prefix(out);
        const size_t value = out->count;
        tg_svg_xml(out, obj->id, 0);
        if (out->web) tg_web_urls(out, value);
        tg_svg_puts(out, "_p\" ");
    }
    grstyle(out, obj, filled, id);
    tg_svg_puts(out, " d=\"");
    for (int i = 0; i < n; i++) {
        tg_svg_putc(out, i == 0 ? 'M' : i == 1 ? 'C' : ' ');
        coordinates(out, A[i]);
    }
    tg_svg_puts(out, "\"/>\n");
    if (out->web) web_shape(out, A, n);
}

void tg_svg_polygon(GVJ_t *job, pointf *A, int n, int filled) {
    tg_svg_output *out = output(job);
    const int id = gradient_if_any(out, job->obj, A, n, filled);
    if (out->web) tg_web_shape_start(out);
    tg_svg_puts(out, "<polygon");
    grstyle(out, job->obj, filled, id);
    tg_svg_puts(out, " points=\"");
    for (int i = 0; i < n; i++) {
        coordinates(out, A[i]);
        tg_svg_putc(out, ' ');
    }
    /* The first point again, as libgvc writes it (for Adobe's viewer). */
    coordinates(out, A[0]);
    tg_svg_puts(out, "\"/>\n");
    if (out->web) web_shape(out, A, n);
}

void tg_svg_polyline(GVJ_t *job, pointf *A, int n) {
    tg_svg_output *out = output(job);
    tg_svg_puts(out, "<polyline");
    grstyle(out, job->obj, 0, 0);
    tg_svg_puts(out, " points=\"");
    for (int i = 0; i < n; i++) {
        coordinates(out, A[i]);
        tg_svg_putc(out, ' ');
    }
    tg_svg_puts(out, "\"/>\n");
}
