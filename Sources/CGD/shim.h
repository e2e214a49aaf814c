#ifndef TRIGGERGRAPH_CGD_SHIM_H
#define TRIGGERGRAPH_CGD_SHIM_H

// libgd: PNG decoding, image copies and animated GIF encoding.
#include <gd.h>

#endif
