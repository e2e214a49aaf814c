// Graphviz: to be written.
