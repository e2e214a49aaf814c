#ifndef TRIGGERGRAPH_GRAPHVIZ_NUMBERS_H
#define TRIGGERGRAPH_GRAPHVIZ_NUMBERS_H

#include <stddef.h>

/* What snprintf(out, 32, "%.2f", value) writes, in the C locale and the default rounding
   (to nearest, ties to even, on the exact binary value), worked out with integers: `value`'s
   significand times 100, shifted, rounded. Returns the length written (no terminating NUL),
   or 0 where it answers nothing and printf must: infinities, NaN, zero and subnormals, a
   magnitude below 2^-8 or from 2^57, and a rounding mode other than the default. */
size_t tg_two_decimals(double value, char out[static 32]);

/* What libgvc 2.42.2's `gvprintdouble` writes, as it writes it: 0 for values between -1e-8 and
   1e-8, else snprintf(out, 50, "%.02f") with the zeros after a point dropped, and the point
   when nothing follows it (so -0.001 is "-0"). Used only where libgvc's own cannot be found.
   Returns the length. */
size_t tg_libgvc_text(double value, char out[static 50]);

/* What this file's `gvprintdouble` writes for `value`: tg_two_decimals without the zeros after
   the point, nor the point when both are zeros. Returns the length, or 0 for what it leaves to
   libgvc's own: whatever tg_two_decimals answers nothing for, and every value between -0.005
   and 0.005. */
size_t tg_graphviz_text(double value, char out[static 32]);

/* libgvc's `gvprintdouble`, which its SVG renderer calls for every coordinate, is defined here
   too: a shared library in the link defines it, so the linker exports the executable's, and
   on an ELF system every library (libgvc, its plugins) binds to it. It writes what libgvc's
   own writes (2.42 and later: "%.02f" without trailing zeros or a bare point) through
   tg_two_decimals, and passes to libgvc's own what that answers nothing for, every value
   between -0.005 and 0.005 (which libgvc's versions print differently), and everything while
   exact printing is off. (On macOS, two-level namespaces keep libgvc bound to its own: nothing
   changes. A program that links libgvc statically cannot link this file: libgvc's gvdevice.o
   defines the function too.)

   Exact printing starts off: the runtime turns it on once it knows libgvc's version. */
void tg_graphviz_set_exact_numbers(int on);
int tg_graphviz_exact_numbers(void);

/* While set on the calling thread, every number this thread prints goes to libgvc's own, so
   that a test draws the same graph both ways and compares. Returns the setting it replaces. */
int tg_graphviz_set_libgvc_numbers_here(int on);

/* How many numbers this file has printed itself on the calling thread: what shows it ran. */
unsigned long tg_graphviz_numbers_printed(void);


#endif
