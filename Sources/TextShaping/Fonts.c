#include "TextShaping.h"

/* The two faces every label is measured in, carried in the binary (#embed, C23), so that every
   machine measures with the same bytes, whatever fonts it has, and no font is looked for. */

#pragma clang diagnostic ignored "-Wc23-extensions"

#if defined(__has_embed)
#if __has_embed("Fonts/DejaVuSans.ttf") && __has_embed("Fonts/DejaVuSans-Bold.ttf")
#define TG_FONTS_CARRIED 1
static const unsigned char regular[] __attribute__((aligned(16))) = {
#embed "Fonts/DejaVuSans.ttf"
};
static const unsigned char bold_face[] __attribute__((aligned(16))) = {
#embed "Fonts/DejaVuSans-Bold.ttf"
};
#endif
#endif

const unsigned char *tg_text_font(int bold, size_t *length) {
#ifdef TG_FONTS_CARRIED
    *length = bold ? sizeof bold_face : sizeof regular;
    return bold ? bold_face : regular;
#else
    (void)bold;
    *length = 0;
    return NULL;
#endif
}
