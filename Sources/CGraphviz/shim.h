#include <graphviz/gvc.h>

/* Layout results live behind accessor macros (GD_bb, ND_coord) that Swift
   cannot expand; these two inline functions are all the shim adds. */
static inline boxf tg_graph_bb(graph_t *g) { return GD_bb(g); }
static inline pointf tg_node_coord(node_t *n) { return ND_coord(n); }
