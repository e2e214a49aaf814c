#ifndef TRIGGERGRAPH_GRAPHVIZ_LABELS_H
#define TRIGGERGRAPH_GRAPHVIZ_LABELS_H

/* A node's HTML-like label made once for two layouts: a laid-out graph laid out again (`nop2`
   after `dot`) keeps its nodes' labels, and a frame's header node pinned above the body takes
   the label made when it was measured.

   libgvc's `make_label`, which every layout calls for every node's label (an HTML label: parsed
   with expat, each piece of text measured, the table sized and placed), is defined here too: a
   shared library in the link defines it, so the linker exports the executable's, and on an ELF
   system libgvc and its layout plugins bind to it. It passes every call to libgvc's own unless
   labels are kept. Then a node asking for an HTML label gets a kept one made from the same
   inputs as make_label would use: the same label text, font name, size and colour, pen colour
   (a table without a COLOR takes the node's `pencolor`, else its `color`) and character set;
   first its own node's, else any node's. Only labels libgvc parsed as HTML are kept (not a
   record's), and text with a backslash (escapes such as \N name the node) only for its own
   node. A node gets a kept label as make_label leaves a new one: pointing at the new node's font
   name and colour, without the position, space and vertical alignment the layout sets afterwards.
   (On macOS, two-level namespaces keep libgvc bound to its own: every label is made again, and
   the kept ones are freed. A program that links libgvc statically cannot link this file: libgvc's
   labels.o defines the function too.) */

struct Agraph_s;

/* Takes every node's HTML label out of the laid-out graph `graph`, for a node of a later layout
   on the calling thread to take (its own node only, unless `for_any_node`): call it before
   gvFreeLayout, which then frees none of them. Labels are kept per thread. Returns how many
   were kept. */
int tg_keep_node_labels(struct Agraph_s *graph, int for_any_node);

/* Frees the labels the calling thread kept that no node took, and stops keeping. Returns how
   many were taken since the last release. */
int tg_release_kept_labels(void);

/* How many kept labels nodes have taken on the calling thread: what shows it ran. */
unsigned long tg_labels_taken_here(void);

/* While set on the calling thread, make_label makes every label with libgvc's own, so that a
   test lays the same graph out both ways and compares. Returns the setting it replaces. */
int tg_set_labels_made_again_here(int on);

#endif
