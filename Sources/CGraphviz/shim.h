#define _GNU_SOURCE 1 /* dladdr */
#include <dlfcn.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin_textlayout.h> /* the text layout plugin table TextLayoutCache installs */
#include <graphviz/gvplugin_device.h>     /* the device plugin table PNGDevice installs */
#include <graphviz/gvplugin_render.h>     /* the render plugin table PDFCreationDate installs */

/* Layout results live behind accessor macros (GD_bb, ND_coord) that Swift
   cannot expand, and dladdr is declared only under _GNU_SOURCE, which Swift's
   Glibc module is built without: these inline functions are all the shim adds. */
static inline boxf tg_graph_bb(graph_t *g) { return GD_bb(g); }
static inline pointf tg_node_coord(node_t *n) { return ND_coord(n); }
static inline pointf tg_node_size(node_t *n) { pointf size = { ND_lw(n) + ND_rw(n), ND_ht(n) }; return size; }
/* The resolution a laid-out graph is drawn at: read from the `dpi` attribute at layout into
   GD_drawing(g)->dpi, which each render reads; 0 means the device's own. */
static inline double tg_graph_dpi(graph_t *g) { return GD_drawing(g)->dpi; }
static inline void tg_set_graph_dpi(graph_t *g, double dpi) { GD_drawing(g)->dpi = dpi; }

/* The file libgvc was loaded from, as libgvc itself finds its plugin folder; NULL if unknown. */
static inline const char *tg_gvc_library_path(void) {
    Dl_info info;
    if (dladdr((void *)gvContext, &info) == 0) return NULL;
    return info.dli_fname;
}

/* libgvc's output for plugins (gvio.h, which the -dev package does not install): what a device
   plugin writes goes to the render's file or memory. */
extern size_t gvwrite(GVJ_t *job, const char *s, size_t len);

/* What libgvc's DOT output writes into a laid-out graph before printing it: its layout as the
   graph's attributes (pos, bb, lp, width, height, …). Declared in render.h, not installed. */
extern void attach_attrs(graph_t *g);
