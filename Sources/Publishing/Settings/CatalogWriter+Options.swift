import Pages

extension CatalogWriter.ImageFormat {
    /// A catalog's one format, as `--format` gives it: svg or png, never both, as DocC would show
    /// either file of a name at random.
    /// - Parameter list: The format's name, in any case.
    /// - Throws: `PublishingError.request` for an unknown name, or more than one.
    public init(named list: String) throws(PublishingError) {
        let formats = try OptionValue.formats(list, as: Self.self)
        guard formats.count == 1, let format = formats.first else {
            throw .request(
                "a catalog holds each figure in one format (DocC shows either of name.svg and name.png at random); "
                    + "use --format svg or --format png")
        }
        self = format
    }
}

extension CatalogWriter.FigureLayout {
    /// How a catalog lays out a block's figures, as `--layout` gives it: tabs or stacked.
    /// - Parameter name: The layout's name, in any case.
    /// - Throws: `PublishingError.request` for any other name.
    public init(named name: String) throws(PublishingError) {
        guard let layout = Self(rawValue: name.lowercased()) else {
            throw .request("unknown layout '\(name)'; use tabs or stacked")
        }
        self = layout
    }
}
