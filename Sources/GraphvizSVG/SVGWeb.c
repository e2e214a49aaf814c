#include "SVGWeb.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* SVG a web page holds, written in the renderer's pass: what the package's WebSVG passes made
   of libgvc 2.42's document, byte for byte, each done where the renderer writes the part it
   changes. A node's text is set as WebSVG's node text pass set it: that pass read libgvc's
   document in parts, each from one `<g id="` to the next, so the state here follows the same
   parts, and measures the distance from a node's title to its outline in that document's bytes
   (`shift` is what the web writing added so far). */

static size_t length(const char *text) { return text ? strlen(text) : 0; }

void tg_web_prefix(tg_svg_output *out) {
    const size_t count = length(out->web->id_prefix);
    tg_svg_write(out, out->web->id_prefix, count);
    out->web_state.shift += (long)count;
}

void tg_web_urls(tg_svg_output *out, size_t value) {
    const char *prefix = out->web->id_prefix;
    const size_t count = length(prefix);
    for (size_t from = value; count > 0;) {
        const size_t at = tg_web_find(out->bytes, from, out->count, "url(#", 5);
        if (at == out->count || !tg_web_splice(out, at + 5, at + 5, prefix, count)) return;
        out->web_state.shift += (long)count;
        from = at + 5 + count;
    }
}

void tg_web_replaced(tg_svg_output *out, size_t written, size_t replaced) {
    out->web_state.shift += (long)written - (long)replaced;
}

int tg_web_drops_comment(const tg_svg_output *out, const char *text) {
    if (!out->web->drops_key_label_comments || text == NULL || text[0] != 'k' || text[1] == '\0') return 0;
    for (const char *s = text + 1; *s; s++) {
        if (*s != '_' && (*s < '0' || *s > '9')) return 0;
    }
    return 1;
}

void tg_web_root(tg_svg_output *out, size_t start, size_t end) {
    /* WebSVG.naturalSize: the value's numbers between spaces, those that read; four of them,
       the width and height above 0 and below 10^7, rounded up. */
    double numbers[4];
    int found = 0;
    for (size_t i = start; i < end;) {
        if (out->bytes[i] == ' ') {
            i++;
            continue;
        }
        size_t stop = i;
        while (stop < end && out->bytes[stop] != ' ') stop++;
        double value;
        if (tg_web_number(out->bytes + i, stop - i, &value)) {
            if (found < 4) numbers[found] = value;
            found += 1;
        }
        i = stop;
    }
    if (found == 4 && numbers[2] > 0 && numbers[3] > 0 && numbers[2] < 1e7 && numbers[3] < 1e7) {
        tg_svg_puts(out, " width=\"");
        tg_svg_int(out, (long)ceil(numbers[2]));
        tg_svg_puts(out, "\" height=\"");
        tg_svg_int(out, (long)ceil(numbers[3]));
        tg_svg_putc(out, '"');
    }
    tg_svg_puts(out, out->web->root);
    tg_svg_puts(out, out->web->style);
    snprintf(out->web_state.key_size, sizeof out->web_state.key_size, " font-size=\"%.40s\"",
             out->web->key_font_size ? out->web->key_font_size : "");
}

void tg_web_group(tg_svg_output *out, const char *id) {
    tg_svg_web_state *state = &out->web_state;
    state->node_part = id != NULL && strncmp(id, "node", 4) == 0;
    state->titled = 0;
    state->kind = 0;
    state->marked = -1;
    state->keys = 0;
    state->centre_state = 0;
    state->pending_count = 0;
}

/* Whether `name` is `prefix` and one or more ASCII digits. */
static int numbered(const char *name, const char *prefix) {
    const size_t count = length(prefix);
    if (name == NULL || strncmp(name, prefix ? prefix : "", count) != 0 || name[count] == '\0') return 0;
    for (const char *s = name + count; *s; s++) {
        if (*s < '0' || *s > '9') return 0;
    }
    return 1;
}

static int marked_line(const tg_svg_web *web, const char *name) {
    size_t low = 0, high = web->mark_count;
    while (low < high) {
        const size_t middle = low + (high - low) / 2;
        const int order = strcmp(web->marks[middle].node, name);
        if (order == 0) return web->marks[middle].line;
        if (order < 0) {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    return -1;
}

void tg_web_title(tg_svg_output *out, const char *name) {
    tg_svg_web_state *state = &out->web_state;
    if (state->titled) return;
    state->titled = 1;
    state->title_close = (long)out->count - state->shift;
    if (!state->node_part) return;
    if (numbered(name, out->web->view_prefix)) {
        state->kind = 1;
        state->marked = marked_line(out->web, name);
    } else if (numbered(name, out->web->source_prefix)) {
        state->kind = 2;
    }
}

/* Where the start tag from `tag` ends: its first '>', or the output's end. */
static size_t tag_end(const tg_svg_output *out, size_t tag) {
    const char *close = memchr(out->bytes + tag, '>', out->count - tag);
    return close ? (size_t)(close - out->bytes) : out->count;
}

/* Sets the value of the tag's first `attribute` (` name="`), if it has one. */
static void set_value(tg_svg_output *out, size_t tag, size_t *end, const char *attribute, const char *value,
                      size_t count) {
    const size_t found = tg_web_find(out->bytes, tag, *end, attribute, strlen(attribute));
    if (found == *end) return;
    const size_t start = found + strlen(attribute);
    const char *quote = memchr(out->bytes + start, '"', *end - start);
    if (quote == NULL) return;
    const size_t stop = (size_t)(quote - out->bytes);
    if (!tg_web_splice(out, start, stop, value, count)) return;
    const long delta = (long)count - (long)(stop - start);
    *end = (size_t)((long)*end + delta);
    out->web_state.shift += delta;
}

static int tag_contains(const tg_svg_output *out, size_t tag, size_t end, const char *part) {
    return tg_web_find(out->bytes, tag, end, part, strlen(part)) != end;
}

/* A view's or source's text anchored at the outline's centre; a view's key line marked or regular. */
static void set_text(tg_svg_output *out, size_t tag) {
    tg_svg_web_state *state = &out->web_state;
    size_t end = tag_end(out, tag);
    set_value(out, tag, &end, " text-anchor=\"", "middle", 6);
    set_value(out, tag, &end, " x=\"", state->centre, state->centre_length);
    if (state->kind != 1) return;
    if (!tag_contains(out, tag, end, state->key_size) || !tag_contains(out, tag, end, " font-weight=\"bold\"")) return;
    if (state->keys == state->marked) {
        const char *marked = out->web->marked_key_attributes;
        if (tg_web_splice(out, end, end, marked, length(marked))) state->shift += (long)length(marked);
    } else {
        set_value(out, tag, &end, " font-weight=\"", "normal", 6);
    }
    state->keys += 1;
}

int tg_web_sets_text(const tg_svg_output *out) {
    const tg_svg_web_state *state = &out->web_state;
    return state->node_part && state->kind != 0 && state->centre_state == 1 && !out->failed;
}

int tg_web_key_line(tg_svg_output *out, const char *size, size_t count, int bold) {
    tg_svg_web_state *state = &out->web_state;
    /* ` font-size="` */
    const size_t name = 12;
    if (state->kind != 1 || !bold || strlen(state->key_size) != name + count + 1 ||
        memcmp(state->key_size + name, size, count) != 0)
        return 0;
    const int marked = state->keys == state->marked;
    state->keys += 1;
    return marked ? 2 : 1;
}

void tg_web_text(tg_svg_output *out, size_t tag) {
    tg_svg_web_state *state = &out->web_state;
    if (!state->node_part || state->kind == 0 || state->centre_state == 2 || out->failed) return;
    if (state->centre_state == 1) {
        set_text(out, tag);
        return;
    }
    if (state->pending_count == state->pending_capacity) {
        const size_t capacity = state->pending_capacity ? state->pending_capacity * 2 : 8;
        size_t *pending = realloc(state->pending, capacity * sizeof *pending);
        if (pending == NULL) {
            out->failed = 1;
            return;
        }
        state->pending = pending;
        state->pending_capacity = capacity;
    }
    state->pending[state->pending_count++] = tag;
}

void tg_web_shape_start(tg_svg_output *out) { out->web_state.shape = out->count; }

int tg_web_wants_centre(const tg_svg_output *out) {
    const tg_svg_web_state *state = &out->web_state;
    return state->node_part && state->kind != 0 && state->centre_state == 0 && !out->failed;
}

/* The x as the document writes it (tg_svg_double), read back as the node text pass read it. */
static int written(double x, double *value) {
    char text[50];
    size_t count = tg_graphviz_text(x, text);
    if (count == 0) count = tg_libgvc_text(x, text);
    return tg_web_number(text, count, value);
}

void tg_web_shape(tg_svg_output *out, int usable, double low, double high) {
    tg_svg_web_state *state = &out->web_state;
    if (!tg_web_wants_centre(out)) return;
    state->centre_state = 2;
    const size_t tag = state->shape;
    const char *close = memchr(out->bytes + tag, '>', out->count - tag);
    /* The outline's tag ends within 4,096 bytes of the title's end, in libgvc's document. */
    if (close == NULL || (long)(close - out->bytes) - state->shift >= state->title_close + 4096) return;
    /* Writing and reading back keeps the order of the x's: the extent of those read is that of
       the least and greatest written. */
    double value, read_low, read_high;
    /* Unless both read as 0: then the pass took the sign of 0 from the first x it read. */
    if (usable && written(low, &read_low) && written(high, &read_high) &&
        (low == high || read_low != 0 || read_high != 0)) {
        value = low == high ? read_low : (read_low + read_high) / 2;
    } else if (!tg_web_outline_centre(out, tag, (size_t)(close - out->bytes), &value)) {
        return;
    }
    state->centre_length = tg_svg_two_decimals(value, state->centre);
    state->centre_state = 1;
    for (size_t i = 0; i < state->pending_count; i++) {
        const size_t before = out->count;
        set_text(out, state->pending[i]);
        for (size_t j = i + 1; j < state->pending_count; j++) state->pending[j] += out->count - before;
    }
    state->pending_count = 0;
}

void tg_web_node(tg_svg_output *out, size_t tag) {
    static const char header[] = "\" class=\"node header\"", legend[] = "&#45;legend";
    const size_t header_count = sizeof header - 1, legend_count = sizeof legend - 1;
    out->web_state.legend_body = 0;
    if (!(out->web->legend_text_gap > 0) || out->failed || out->count - tag < header_count ||
        memcmp(out->bytes + out->count - header_count, header, header_count) != 0)
        return;
    size_t i = out->count - header_count;
    while (i > tag && out->bytes[i - 1] >= '0' && out->bytes[i - 1] <= '9') i--;
    if (i - tag < legend_count || memcmp(out->bytes + i - legend_count, legend, legend_count) != 0) return;
    /* The content starts after the tag's '>', the next byte written. */
    out->web_state.legend_body = out->count + 1;
}

void tg_web_node_end(tg_svg_output *out) {
    const size_t body = out->web_state.legend_body;
    out->web_state.legend_body = 0;
    if (body == 0 || body > out->count || out->failed) return;
    tg_web_legend(out, body, tg_web_find(out->bytes, body, out->count, "</g>", 4));
}

void tg_web_end(tg_svg_output *out) { out->web_state.pending_count = 0; }
