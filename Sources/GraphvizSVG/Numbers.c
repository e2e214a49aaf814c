#include "GraphvizSVG.h"

#include <fenv.h>
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
    /* The whole part's digits (below 10^16), written from the last, two at a time. */
    static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                "8081828384858687888990919293949596979899";
    uint64_t whole = hundredths / 100;
    const unsigned cents = (unsigned)(hundredths % 100);
    size_t digits = 1;
    for (uint64_t power = 10; digits < 19 && whole >= power; power *= 10) digits++;
    size_t length = (size_t)negative + digits;
    char *at = out + length;
    for (; whole >= 100; whole /= 100) {
        at -= 2;
        memcpy(at, pairs + 2 * (whole % 100), 2);
    }
    if (whole >= 10) {
        memcpy(at - 2, pairs + 2 * whole, 2);
    } else {
        at[-1] = (char)('0' + whole);
    }
    if (negative) out[0] = '-';
    out[length] = '.';
    memcpy(out + length + 1, pairs + 2 * cents, 2);
    return length + 3;
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

size_t tg_graphviz_text(double num, char out[static 32]) {
    /* Values near 0 go to tg_libgvc_text: 2.42.2 prints those from 1e-8 to 0.005 as "0" or "-0". */
    if (num > -0.005 && num < 0.005) return 0;
    size_t length = tg_two_decimals(num, out);
    if (length == 0) return 0;
    /* Two decimals always follow the point: those that are zeros go, and the point with both. */
    if (out[length - 1] == '0') length -= 1;
    if (out[length - 1] == '0') length -= 2;
    return length;
}
