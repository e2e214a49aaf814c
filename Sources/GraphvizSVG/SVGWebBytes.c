#include "SVGWeb.h"

#include <stdint.h>
#include <stdlib.h>

/* The byte work the web writing shares: searching the output, changing it in place, and
   reading and writing numbers as the package's SVGNumber does. */

size_t tg_web_find(const char *bytes, size_t from, size_t to, const char *needle, size_t count) {
    if (count == 0) return to;
    /* Looked for by its first byte that is not a space: start tags have many. */
    size_t key = 0;
    while (key + 1 < count && needle[key] == ' ') key++;
    while (from + count <= to) {
        const char *hit = memchr(bytes + from + key, needle[key], to - from - count + 1);
        if (hit == NULL) return to;
        const size_t at = (size_t)(hit - bytes) - key;
        if (memcmp(bytes + at, needle, count) == 0) return at;
        from = at + 1;
    }
    return to;
}

int tg_web_splice(tg_svg_output *out, size_t start, size_t end, const char *bytes, size_t count) {
    const size_t removed = end - start;
    if (out->failed) return 0;
    if (count > removed && out->capacity - out->count < count - removed && !tg_svg_reserve(out, count - removed))
        return 0;
    memmove(out->bytes + start + count, out->bytes + end, out->count - end);
    if (count > 0) memcpy(out->bytes + start, bytes, count);
    out->count = out->count - removed + count;
    return 1;
}

int tg_web_number(const char *bytes, size_t count, double *value) {
    static const double powers[] = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    size_t i = count > 0 && bytes[0] == '-' ? 1 : 0;
    uint64_t digits = 0;
    int figures = 0, decimals = -1;
    for (; i < count; i++) {
        if (bytes[i] == '.' && decimals < 0) {
            decimals = 0;
        } else if (bytes[i] >= '0' && bytes[i] <= '9' && figures < 15) {
            digits = digits * 10 + (uint64_t)(bytes[i] - '0');
            figures += 1;
            if (decimals >= 0) decimals += 1;
        } else {
            break;
        }
    }
    if (i == count && figures > 0) {
        const double magnitude = (double)digits / powers[decimals < 0 ? 0 : decimals];
        *value = bytes[0] == '-' ? -magnitude : magnitude;
        return 1;
    }
    /* Anything else as Swift's Double(_:) reads text: all of it, or nothing. */
    char text[400];
    if (count == 0 || count >= sizeof text) return 0;
    memcpy(text, bytes, count);
    text[count] = '\0';
    char *end;
    const double read = strtod(text, &end);
    if (end != text + count) return 0;
    *value = read;
    return 1;
}

static int number_byte(char c) { return c == '-' || c == '.' || (c >= '0' && c <= '9'); }

/* The middle of the outline's x extent: an ellipse's cx, else the points' or path's numbers
   taken in turns, x first; 0 when there is none. */
int tg_web_outline_centre(const tg_svg_output *out, size_t tag, size_t end, double *value) {
    const char *bytes = out->bytes;
    const char *attribute;
    if (end - tag > 5 && memcmp(bytes + tag, "<path ", 6) == 0) {
        attribute = " d=\"";
    } else if (end - tag > 8 && memcmp(bytes + tag, "<polygon ", 9) == 0) {
        attribute = " points=\"";
    } else if (end - tag > 8 && memcmp(bytes + tag, "<ellipse ", 9) == 0) {
        attribute = " cx=\"";
    } else {
        return 0;
    }
    const size_t found = tg_web_find(bytes, tag, end, attribute, strlen(attribute));
    if (found == end) return 0;
    const size_t start = found + strlen(attribute);
    const char *quote = memchr(bytes + start, '"', end - start);
    if (quote == NULL) return 0;
    const size_t stop = (size_t)(quote - bytes);
    if (attribute[1] == 'c') return tg_web_number(bytes + start, stop - start, value);
    double x = 0, low = 0, high = 0;
    int has_x = 0, has_extent = 0;
    for (size_t i = start; i < stop;) {
        if (!number_byte(bytes[i])) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < stop && number_byte(bytes[j])) j++;
        double read;
        if (tg_web_number(bytes + i, j - i, &read)) {
            if (has_x) {
                low = has_extent && low <= x ? low : x;
                high = has_extent && high >= x ? high : x;
                has_extent = 1;
                has_x = 0;
            } else {
                x = read;
                has_x = 1;
            }
        }
        i = j;
    }
    if (has_extent) *value = (low + high) / 2;
    return has_extent;
}
