#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libgvc's render-time attribute symbols: process globals (`N_fillcolor`, `E_color`, `G_margin`, …)
/// that `gvLayout` points at the graph it lays out, and that rendering reads attributes through.
///
/// Each graph keeps the values its own layout chose and puts them back before it renders, so that
/// graphs laid out one after another render in any order without being laid out again (each
/// layout also leaks a few KB inside libgvc). The symbols are looked up by name, so a Graphviz
/// without one of them simply has nothing to save for it.
struct AttributeSymbols {
    /// The globals Graphviz 2.43 declares in `common/globals.h` for graph (`G_`), node (`N_`)
    /// and edge (`E_`) attributes.
    static let names: [String] = [
        "E_activefillcolor", "E_activepencolor", "E_arrowhead", "E_arrowsz", "E_arrowtail", "E_color", "E_comment",
        "E_constr", "E_decorate", "E_deletedfillcolor", "E_deletedpencolor", "E_dir", "E_fillcolor", "E_fontcolor",
        "E_fontname", "E_fontsize", "E_headclip", "E_headlabel", "E_label", "E_label_float", "E_labelangle",
        "E_labeldistance", "E_labelfontcolor", "E_labelfontname", "E_labelfontsize", "E_layer", "E_minlen",
        "E_penwidth", "E_samehead", "E_sametail", "E_selectedfillcolor", "E_selectedpencolor", "E_showboxes",
        "E_style", "E_tailclip", "E_taillabel", "E_visitedfillcolor", "E_visitedpencolor", "E_weight", "E_xlabel",
        "G_activefillcolor", "G_activepencolor", "G_deletedfillcolor", "G_deletedpencolor", "G_gradientangle",
        "G_margin", "G_ordering", "G_penwidth", "G_peripheries", "G_selectedfillcolor", "G_selectedpencolor",
        "G_visitedfillcolor", "G_visitedpencolor", "N_activefillcolor", "N_activepencolor", "N_color", "N_comment",
        "N_deletedfillcolor", "N_deletedpencolor", "N_distortion", "N_fillcolor", "N_fixed", "N_fontcolor",
        "N_fontname", "N_fontsize", "N_gradientangle", "N_group", "N_height", "N_imagepos", "N_imagescale",
        "N_label", "N_layer", "N_margin", "N_nojustify", "N_ordering", "N_orientation", "N_penwidth",
        "N_peripheries", "N_selectedfillcolor", "N_selectedpencolor", "N_shape", "N_showboxes", "N_sides", "N_skew",
        "N_style", "N_vertices", "N_visitedfillcolor", "N_visitedpencolor", "N_width", "N_xlabel", "N_z",
    ]

    /// The address of each global that this libgvc has; written once, then only read.
    nonisolated(unsafe) private static let addresses: [UnsafeMutablePointer<UnsafeMutableRawPointer?>] = {
        let process = dlopen(nil, RTLD_NOW)
        return names.compactMap { name in
            dlsym(process, name).map { $0.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) }
        }
    }()

    /// How many of the globals this libgvc has.
    static var count: Int { addresses.count }

    /// Whether every global of the list was found, so that putting them back renders a graph
    /// with its own: checked at run time. When not (a libgvc whose globals differ), or when a test
    /// forces it (``forcePublicPath``), a graph is laid out again (`gvLayout`, which points the
    /// globals at it) before it renders, unless it was the last laid out.
    static var restorable: Bool { !forcePublicPath && count == names.count }

    /// Takes the public path as if a global were missing; for tests, in a process of their own.
    nonisolated(unsafe) static var forcePublicPath = false

    private let values: [UnsafeMutableRawPointer?]

    /// The globals as they are now; call inside the runtime's lock, right after a layout.
    static func current() -> AttributeSymbols {
        AttributeSymbols(values: addresses.map(\.pointee))
    }

    /// Puts the globals back as they were saved, when every one was found; call inside the
    /// runtime's lock.
    func restore() {
        guard Self.restorable else { return }
        for (address, value) in zip(Self.addresses, values) { address.pointee = value }
    }
}
