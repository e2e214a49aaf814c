#include "SVGWrite.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* A frame of the course is 10 to 60 KB: most documents never grow. */
enum { first_capacity = 64 * 1024 };

int tg_svg_reserve(tg_svg_output *out, size_t more) {
    if (out->failed) return 0;
    size_t capacity = out->capacity < first_capacity ? first_capacity : out->capacity;
    while (capacity - out->count < more) {
        if (capacity > SIZE_MAX / 2) {
            out->failed = 1;
            return 0;
        }
        capacity *= 2;
    }
    char *bytes = realloc(out->bytes, capacity);
    if (bytes == NULL) {
        out->failed = 1;
        return 0;
    }
    out->bytes = bytes;
    out->capacity = capacity;
    return 1;
}

tg_svg_output *tg_svg_context(void *context) {
    static _Thread_local tg_svg_output nowhere;
    if (context != NULL) return context;
    nowhere.failed = 1;
    return &nowhere;
}

void tg_svg_output_free(tg_svg_output *output) {
    free(output->bytes);
    free(output->web_state.pending);
    *output = (tg_svg_output){0};
}

char *tg_svg_output_take(tg_svg_output *output) {
    char *bytes = output->bytes;
    if (bytes == NULL) return NULL;
    char *fitted = realloc(bytes, output->count > 0 ? output->count : 1);
    output->bytes = NULL;
    output->capacity = 0;
    return fitted ? fitted : bytes;
}

/* Whether `s` (at a '&') begins &name; &#digits; or &#xhex; as libgvc 2.42's xml_isentity reads it. */
static int is_entity(const char *s) {
    s++;
    if (*s == '#') {
        s++;
        if (*s == 'x' || *s == 'X') {
            s++;
            while ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F')) s++;
        } else {
            while (*s >= '0' && *s <= '9') s++;
        }
    } else {
        while ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')) s++;
    }
    return *s == ';';
}

void tg_svg_xml(tg_svg_output *out, const char *text, int raw) {
    if (text == NULL) return;
    const char *run = text;
    const char *s = text;
    for (; *s; s++) {
        const char *reference;
        switch (*s) {
        case '&': reference = (raw || !is_entity(s)) ? "&amp;" : NULL; break;
        case '<': reference = "&lt;"; break;
        case '>': reference = "&gt;"; break;
        case '-': reference = "&#45;"; break;
        case ' ': reference = (s > text && s[-1] == ' ') ? "&#160;" : NULL; break;
        case '"': reference = "&quot;"; break;
        case '\'': reference = "&#39;"; break;
        case '\n': reference = raw ? "&#10;" : NULL; break;
        case '\r': reference = raw ? "&#13;" : NULL; break;
        default: reference = NULL; break;
        }
        if (reference == NULL) continue;
        tg_svg_write(out, run, (size_t)(s - run));
        tg_svg_puts(out, reference);
        run = s + 1;
    }
    tg_svg_write(out, run, (size_t)(s - run));
}

void tg_svg_double(tg_svg_output *out, double value) {
    /* Written in place, most often. */
    if (out->capacity - out->count >= 32 || tg_svg_reserve(out, 32)) {
        const size_t length = tg_graphviz_text(value, out->bytes + out->count);
        if (length > 0) {
            out->exact_numbers += 1;
            out->count += length;
            return;
        }
    }
    char text[50];
    tg_svg_write(out, text, tg_libgvc_text(value, text));
}

size_t tg_svg_two_decimals(double value, char text[static 350]) {
    const size_t exact = tg_two_decimals(value, text);
    if (exact > 0) return exact;
    const int count = snprintf(text, 350, "%.2f", value);
    return count < 0 ? 0 : (size_t)count < 350 ? (size_t)count : 349;
}

void tg_svg_fixed(tg_svg_output *out, double value) {
    char text[350];
    tg_svg_write(out, text, tg_svg_two_decimals(value, text));
}

void tg_svg_int(tg_svg_output *out, long value) {
    char digits[24];
    size_t count = 0;
    unsigned long magnitude = value < 0 ? 0UL - (unsigned long)value : (unsigned long)value;
    do {
        digits[sizeof digits - 1 - count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (value < 0) digits[sizeof digits - 1 - count++] = '-';
    tg_svg_write(out, digits + sizeof digits - count, count);
}

void tg_svg_rgb(tg_svg_output *out, const unsigned char rgba[4]) {
    static const char hex[] = "0123456789abcdef";
    char text[7] = {'#'};
    for (int i = 0; i < 3; i++) {
        text[1 + 2 * i] = hex[rgba[i] >> 4];
        text[2 + 2 * i] = hex[rgba[i] & 15];
    }
    tg_svg_write(out, text, sizeof text);
}

void tg_svg_opacity(tg_svg_output *out, unsigned char alpha) {
    char text[32];
    const int length = snprintf(text, sizeof text, "%f", (float)alpha / 255.0);
    tg_svg_write(out, text, (size_t)length);
}

static _Thread_local int libgvcs_own_here = 0;
static _Thread_local unsigned long exact_numbers_here = 0;

int tg_svg_set_libgvcs_own_here(int on) {
    const int was = libgvcs_own_here;
    libgvcs_own_here = on != 0;
    return was;
}

int tg_svg_libgvcs_own_here(void) { return libgvcs_own_here; }

void tg_svg_count_exact_numbers(unsigned long count) { exact_numbers_here += count; }

unsigned long tg_svg_exact_numbers_here(void) { return exact_numbers_here; }
