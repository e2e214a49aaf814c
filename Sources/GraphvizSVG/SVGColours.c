#include "SVGWeb.h"

#include <graphviz/gvplugin_render.h>
#include <stdlib.h>
#include <string.h>

/* The colours the renderer knows by name: `core`'s SVG colour names, and the `#rrggbb`
   colours it has been told of (a diagram's palette). libgvc looks a colour up in this list
   (lowercased, by `strcmp`) before it translates it with `colorxlate`, which reads a `#rrggbb`
   with `sscanf`; a colour found here stays the string it is, and the renderer reads its bytes
   itself (`tg_svg_paint`), as `colorxlate` would have: the same document, without the scan. */

enum { most_colours = 4096 };

static gvrender_features_t features;
static char **names;
static int count;

static int compare(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Whether `text` starts with `#` and six hexadecimal digits, followed by `end`. */
static int is_rgb(const char *text, char end) {
    if (!text || text[0] != '#') return 0;
    for (int i = 1; i <= 6; i++)
        if (hex_digit(text[i]) < 0) return 0;
    return text[7] == '\0' || text[7] == end;
}

void *tg_svg_features(const void *core) {
    const gvrender_features_t *given = core;
    features = *given;
    count = given->sz_knowncolors;
    names = malloc(sizeof(char *) * (size_t)(count > 0 ? count : 1));
    if (!names) return (void *)core;
    if (count > 0) memcpy(names, given->knowncolors, sizeof(char *) * (size_t)count);
    features.knowncolors = names;
    return &features;
}

int tg_svg_know_colour(const char *colour) {
    if (!names || !is_rgb(colour, '\0')) return 0;
    char lower[8];
    for (int i = 0; i < 8; i++) lower[i] = (char)(colour[i] >= 'A' && colour[i] <= 'F' ? colour[i] + 32 : colour[i]);
    const char *key = lower;
    if (bsearch(&key, names, (size_t)count, sizeof(char *), compare)) return 1;
    if (count >= most_colours) return 0;
    char *copy = strdup(lower);
    char **grown = realloc(names, sizeof(char *) * (size_t)(count + 1));
    if (!copy || !grown) {
        free(copy);
        if (grown) names = grown;
        features.knowncolors = names;
        return 0;
    }
    names = grown;
    int at = 0;
    while (at < count && strcmp(names[at], lower) < 0) at++;
    memmove(names + at + 1, names + at, sizeof(char *) * (size_t)(count - at));
    names[at] = copy;
    count += 1;
    features.knowncolors = names;
    features.sz_knowncolors = count;
    return 1;
}

/* A colour list (`a:b`) whose first colour is known comes as the whole list: libgvc looks the
   first name up, and hands on the text it cut. It is drawn in its first colour, as translated. */
gvcolor_t tg_svg_paint(gvcolor_t color) {
    if (color.type != COLOR_STRING || !is_rgb(color.u.string, ':')) return color;
    const char *text = color.u.string;
    unsigned char rgb[3];
    for (int i = 0; i < 3; i++) rgb[i] = (unsigned char)(hex_digit(text[1 + 2 * i]) * 16 + hex_digit(text[2 + 2 * i]));
    color.type = RGBA_BYTE;
    color.u.rgba[0] = rgb[0];
    color.u.rgba[1] = rgb[1];
    color.u.rgba[2] = rgb[2];
    color.u.rgba[3] = 255;
    return color;
}
