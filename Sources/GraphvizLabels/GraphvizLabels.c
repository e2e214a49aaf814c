#define _GNU_SOURCE 1 /* RTLD_NEXT */
#include "GraphvizLabels.h"

#include <dlfcn.h>
#include <graphviz/gvc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* make_label's `kind` for an HTML-like label (LT_HTML in libgvc's const.h, not installed). */
enum { label_kind_html = 1 << 1 };

/* libgvc's own, declared in its labels.h (not installed). */
typedef textlabel_t *(*make_label_function)(void *object, char *text, int kind, double font_size, char *font_name,
                                            char *font_colour);
extern void free_label(textlabel_t *label);

/* A label taken out of its graph, with copies of what it was made from: its graph may be freed
   before the label is taken. `node` is NULL for a label any node may take. */
typedef struct {
    Agnode_t *node;
    textlabel_t *label;
    uint64_t hash;
    char *text;
    char *font_name;
    char *font_colour;
    char *pen_colour;
    double font_size;
    int charset;
} kept_label;

/* Kept per thread: a layout calls make_label on the thread that lays it out, so what one thread
   keeps is for its own next layout (and its own release), whatever other threads lay out in
   between (each under the Graphviz runtime's lock). */
static _Thread_local kept_label *kept;
static _Thread_local size_t kept_count;
static _Thread_local size_t kept_capacity;
/* Where the next label is looked for: nodes are laid out in the order they were kept. */
static _Thread_local size_t next_kept;
static _Thread_local int taken;
static _Thread_local unsigned long taken_here;
static _Thread_local int made_again_here;

static pthread_once_t libgvc_resolved = PTHREAD_ONCE_INIT;
static make_label_function libgvc_make_label;

static void resolve_libgvc_own(void) { libgvc_make_label = (make_label_function)dlsym(RTLD_NEXT, "make_label"); }

static const char *or_empty(const char *text) { return text ? text : ""; }

/* The colour an HTML table without a COLOR of its own takes from its node, as libgvc's
   getPenColor (htmltable.c) finds it: `pencolor`, else `color`; "" for none. */
static const char *pen_colour(Agnode_t *node) {
    const char *colour = agget(node, "pencolor");
    if (colour && colour[0]) return colour;
    colour = agget(node, "color");
    return colour && colour[0] ? colour : "";
}

/* FNV-1a: a kept label is compared in full only when its text's hash is the one asked for. */
static uint64_t text_hash(const char *text) {
    uint64_t hash = 14695981039346656037ull;
    for (const unsigned char *byte = (const unsigned char *)text; *byte; byte += 1)
        hash = (hash ^ *byte) * 1099511628211ull;
    return hash;
}

static void free_entry(kept_label *entry) {
    if (entry->label) free_label(entry->label);
    free(entry->text);
    free(entry->font_name);
    free(entry->font_colour);
    free(entry->pen_colour);
    *entry = (kept_label){0};
}

int tg_keep_node_labels(Agraph_t *graph, int for_any_node) {
    int count = 0;
    for (Agnode_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        textlabel_t *label = ND_label(node);
        const char *text = agget(node, "label");
        /* Only a label libgvc parsed as HTML (a record's is parsed field by field, later). */
        if (!label || !label->html || !label->u.html || !text) continue;
        /* Escapes such as \N and \G name the node and its graph: such text is only its node's. */
        if (for_any_node && strchr(text, '\\')) continue;
        if (kept_count == kept_capacity) {
            size_t capacity = kept_capacity ? 2 * kept_capacity : 64;
            kept_label *grown = realloc(kept, capacity * sizeof *kept);
            if (!grown) break;
            kept = grown;
            kept_capacity = capacity;
        }
        kept_label entry = {
            .node = for_any_node ? NULL : node,
            .label = label,
            .hash = text_hash(text),
            .text = strdup(text),
            .font_name = strdup(or_empty(label->fontname)),
            .font_colour = strdup(or_empty(label->fontcolor)),
            .pen_colour = strdup(pen_colour(node)),
            .font_size = label->fontsize,
            .charset = label->charset,
        };
        if (!entry.text || !entry.font_name || !entry.font_colour || !entry.pen_colour) {
            entry.label = NULL;
            free_entry(&entry);
            break;
        }
        kept[kept_count++] = entry;
        ND_label(node) = NULL;
        count += 1;
    }
    return count;
}

int tg_release_kept_labels(void) {
    for (size_t index = 0; index < kept_count; index += 1) free_entry(&kept[index]);
    free(kept);
    kept = NULL;
    kept_capacity = 0;
    kept_count = 0;
    next_kept = 0;
    int count = taken;
    taken = 0;
    return count;
}

/* Whether `entry` holds the label make_label would make for `node` from these inputs. */
static int matches(const kept_label *entry, Agnode_t *node, uint64_t hash, const char *text, double font_size,
                   const char *font_name, const char *font_colour) {
    if (!entry->label || entry->hash != hash || (entry->node && entry->node != node)) return 0;
    return entry->font_size == font_size && entry->charset == GD_charset(agroot(agraphof(node))) &&
           strcmp(entry->text, text) == 0 && strcmp(entry->font_name, or_empty(font_name)) == 0 &&
           strcmp(entry->font_colour, or_empty(font_colour)) == 0 &&
           strcmp(entry->pen_colour, pen_colour(node)) == 0;
}

/* A kept label `node` may take; taken out of the list. Its own node's first. */
static textlabel_t *take_kept(Agnode_t *node, const char *text, double font_size, char *font_name,
                              char *font_colour) {
    uint64_t hash = text_hash(text);
    size_t found = kept_count;
    for (size_t step = 0; step < kept_count; step += 1) {
        size_t index = (next_kept + step) % kept_count;
        if (!matches(&kept[index], node, hash, text, font_size, font_name, font_colour)) continue;
        if (kept[index].node == node) {
            found = index;
            break;
        }
        if (found == kept_count) found = index;
    }
    if (found == kept_count) return NULL;
    textlabel_t *label = kept[found].label;
    kept[found].label = NULL;
    next_kept = found + 1;
    taken += 1;
    taken_here += 1;
    /* As make_label leaves a new label: the new node's strings, nothing the layout sets. */
    label->fontname = font_name;
    label->fontcolor = font_colour;
    label->space = (pointf){0, 0};
    label->pos = (pointf){0, 0};
    label->valign = 0;
    label->set = FALSE;
    return label;
}

textlabel_t *make_label(void *object, char *text, int kind, double font_size, char *font_name, char *font_colour) {
    if (kept_count > 0 && !made_again_here && kind == label_kind_html && text && agobjkind(object) == AGNODE) {
        textlabel_t *label = take_kept((Agnode_t *)object, text, font_size, font_name, font_colour);
        if (label) return label;
    }
    pthread_once(&libgvc_resolved, resolve_libgvc_own);
    if (!libgvc_make_label) {
        /* libgvc calls this, so it is loaded: its own cannot be missing. libgvc would crash on NULL. */
        fputs("triggergraph: libgvc's make_label not found\n", stderr);
        abort();
    }
    return libgvc_make_label(object, text, kind, font_size, font_name, font_colour);
}

unsigned long tg_labels_taken_here(void) { return taken_here; }

int tg_set_labels_made_again_here(int on) {
    int was = made_again_here;
    made_again_here = on;
    return was;
}
