import Pages

extension CatalogWriter.ImageFormat {
    /// A catalog's one format, as a front end gives it: svg or png, never both, as DocC would show
    /// either file of a name at random.
    /// - Parameter list: The format's name, in any case.
    /// - Throws: `PublishingError.request` for an unknown name, or more than one.
    public init(named list: String) throws(PublishingError) {
        let formats = try OptionValue.formats(list, as: Self.self)
        guard formats.count == 1, let format = formats.first else {
            throw .request(.oneFormatPerCatalog)
        }
        self = format
    }
}

extension CatalogWriter.FigureLayout {
    /// How a catalog lays out a block's figures, as a front end gives it: tabs or stacked.
    /// - Parameter name: The layout's name, in any case.
    /// - Throws: `PublishingError.request` for any other name.
    public init(named name: String) throws(PublishingError) {
        guard let layout = Self(rawValue: name.lowercased()) else {
            throw .request(.unknownName(kind: "layout", name: name, choices: ["tabs", "stacked"]))
        }
        self = layout
    }
}
