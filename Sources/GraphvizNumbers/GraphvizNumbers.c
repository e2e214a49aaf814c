#define _GNU_SOURCE 1 /* RTLD_NEXT */
#include "GraphvizNumbers.h"

#include <dlfcn.h>
#include <fenv.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

size_t tg_two_decimals(double value, char out[static 32]) {
    uint64_t bits;
    memcpy(&bits, &value, sizeof bits);
    const int negative = (int)(bits >> 63);
    const int biased = (int)((bits >> 52) & 0x7ff);
    if (biased == 0 || biased == 0x7ff) return 0;
    /* value = significand * 2^exponent, exactly. */
    const uint64_t significand = (bits & ((UINT64_C(1) << 52) - 1)) | (UINT64_C(1) << 52);
    const int exponent = biased - 1075;
    uint64_t hundredths;
    if (exponent >= 0) {
        /* Whole: significand * 2^exponent * 100 stays below 2^64 up to 2^57. */
        if (exponent > 4) return 0;
        hundredths = (significand << exponent) * 100;
    } else {
        const int shift = -exponent;
        /* significand * 100 < 2^60; a larger shift leaves less than a hundredth, which the
           callers never ask for (libgvc prints those as "0") and printf answers. */
        if (shift > 60) return 0;
        if (fegetround() != FE_TONEAREST) return 0;
        const uint64_t scaled = significand * 100;
        hundredths = scaled >> shift;
        const uint64_t rest = scaled & ((UINT64_C(1) << shift) - 1);
        const uint64_t half = UINT64_C(1) << (shift - 1);
        if (rest > half || (rest == half && (hundredths & 1))) hundredths += 1;
    }
    char digits[24];
    size_t count = 0;
    uint64_t whole = hundredths / 100;
    do {
        digits[count++] = (char)('0' + whole % 10);
        whole /= 10;
    } while (whole > 0);
    size_t length = 0;
    if (negative) out[length++] = '-';
    while (count > 0) out[length++] = digits[--count];
    const unsigned cents = (unsigned)(hundredths % 100);
    out[length++] = '.';
    out[length++] = (char)('0' + cents / 10);
    out[length++] = (char)('0' + cents % 10);
    return length;
}

/* libgvc's own: GVJ_t is only passed through. */
extern size_t gvwrite(void *job, const char *s, size_t len);
typedef void (*print_double)(void *, double);

static atomic_int exact = 0;
static _Thread_local unsigned long printed = 0;
static _Thread_local int libgvc_here = 0;
static print_double libgvc_print_double;
static pthread_once_t libgvc_resolved = PTHREAD_ONCE_INIT;

void tg_graphviz_set_exact_numbers(int on) { atomic_store_explicit(&exact, on != 0, memory_order_relaxed); }

int tg_graphviz_exact_numbers(void) { return atomic_load_explicit(&exact, memory_order_relaxed); }

int tg_graphviz_set_libgvc_numbers_here(int on) {
    const int was = libgvc_here;
    libgvc_here = on != 0;
    return was;
}

unsigned long tg_graphviz_numbers_printed(void) { return printed; }

static void resolve_libgvc_own(void) { libgvc_print_double = (print_double)dlsym(RTLD_NEXT, "gvprintdouble"); }

/* libgvc's `gvprintdouble`: the next definition after this executable's; NULL when there is
   none (libgvc opened by a library loaded with RTLD_LOCAL, say). */
static print_double libgvc_own(void) {
    pthread_once(&libgvc_resolved, resolve_libgvc_own);
    return libgvc_print_double;
}

size_t tg_libgvc_text(double num, char out[static 50]) {
    if (num > -1e-8 && num < 1e-8) num = 0;
    snprintf(out, 50, "%.02f", num);
    char *point = strchr(out, '.');
    if (point != NULL) {
        char *last = out + strlen(out) - 1;
        while (*last == '0') *last-- = '\0';
        if (*last == '.') *last = '\0';
    }
    return strlen(out);
}

/* libgvc's own, or libgvc 2.42.2's arithmetic when its own cannot be found. */
static void print_as_libgvc(print_double own, void *job, double num) {
    if (own != NULL) {
        own(job, num);
        return;
    }
    char text[50];
    gvwrite(job, text, tg_libgvc_text(num, text));
}

size_t tg_graphviz_text(double num, char out[static 32]) {
    /* Which values near 0 print as "0" and which as "-0" changed between libgvc's versions
       (2.42.2: below 1e-8 is 0, so -0.001 prints "-0"; later: below 0.005): libgvc's own says. */
    if (num > -0.005 && num < 0.005) return 0;
    size_t length = tg_two_decimals(num, out);
    if (length == 0) return 0;
    /* Two decimals always follow the point: those that are zeros go, and the point with both. */
    if (out[length - 1] == '0') length -= 1;
    if (out[length - 1] == '0') length -= 2;
    return length;
}

void gvprintdouble(void *job, double num);

void gvprintdouble(void *job, double num) {
    const print_double own = libgvc_own();
    if (own != NULL && (!tg_graphviz_exact_numbers() || libgvc_here)) {
        own(job, num);
        return;
    }
    char buffer[32];
    const size_t length = tg_graphviz_text(num, buffer);
    if (length == 0) {
        print_as_libgvc(own, job, num);
        return;
    }
    printed += 1;
    gvwrite(job, buffer, length);
}
