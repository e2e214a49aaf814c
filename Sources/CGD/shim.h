#ifndef TRIGGERGRAPH_CGD_SHIM_H
#define TRIGGERGRAPH_CGD_SHIM_H

// libgd's types and declarations: PNG decoding, image copies and animated GIF encoding.
// The module does not link libgd; AnimatedGIF opens it when a GIF is made (GDLibrary.swift).
#include <gd.h>

#endif
