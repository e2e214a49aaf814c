#ifndef TRIGGERGRAPH_GRAPHVIZ_NUMBERS_H
#define TRIGGERGRAPH_GRAPHVIZ_NUMBERS_H

#include <stddef.h>

/* What snprintf(out, 32, "%.2f", value) writes, in the C locale and the default rounding
   (to nearest, ties to even, on the exact binary value), worked out with integers: `value`'s
   significand times 100, shifted, rounded. Returns the length written (no terminating NUL),
   or 0 where it answers nothing and printf must: infinities, NaN, zero and subnormals, a
   magnitude of 2^57 or more, and a rounding mode other than the default. */
size_t tg_two_decimals(double value, char out[static 32]);

/* What libgvc 2.42's `gvprintdouble` writes, as it writes it: 0 for values between -0.005 and
   0.005, else snprintf(out, 50, "%.02f") with the zeros after a point dropped, and the point
   when nothing follows it. Used where libgvc's own cannot be found (a libgvc linked in
   statically) for what tg_two_decimals answers nothing for. Returns the length. */
size_t tg_libgvc_text(double value, char out[static 50]);

/* libgvc's `gvprintdouble`, which its SVG renderer calls for every coordinate, is defined here
   too, and the executable's definition is the one every library binds to. It writes what
   libgvc's own does (2.42 and later: "0" between -0.005 and 0.005, else "%.02f" without
   trailing zeros or a bare point) through tg_two_decimals, and passes anything that function
   answers nothing for, or everything while exact printing is off, to libgvc's own.

   Exact printing starts off: the runtime turns it on once it knows libgvc's version. */
void tg_graphviz_set_exact_numbers(int on);
int tg_graphviz_exact_numbers(void);

/* While set on the calling thread, every number this thread prints goes to libgvc's own, so
   that a test draws the same graph both ways and compares. */
void tg_graphviz_set_libgvc_numbers_here(int on);

/* Whether `gvprintdouble` as the process resolves it is this file's: 0 would mean a library
   bound to libgvc's own, and exact printing changes nothing. */
int tg_graphviz_numbers_interposed(void);

#endif
