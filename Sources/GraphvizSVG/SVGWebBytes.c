#include "SVGWeb.h"

#include <stdint.h>
#include <stdio.h>
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

size_t tg_web_two_decimals(double value, char text[static 350]) {
    const size_t exact = tg_two_decimals(value, text);
    if (exact > 0) return exact;
    const int count = snprintf(text, 350, "%.2f", value);
    return count < 0 ? 0 : (size_t)count < 350 ? (size_t)count : 349;
}
