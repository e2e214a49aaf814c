import Animation
import TriggerRender

extension FrameWriter {
    /// The frames a front end's settings ask for: ``Setting/format`` (svg unless given),
    /// ``Setting/theme`` (light unless given; light, dark or both), ``Setting/scale``, the
    /// animations of ``Setting/animate`` (none unless given) and their ``Setting/delay``.
    /// - Parameter settings: The settings as the front end was given them.
    /// - Throws: `PublishingError.request` naming the first setting whose text does not fit,
    ///   ``Request/scaleWithoutBitmaps(format:)`` for a scale with neither PNG nor GIF, or
    ///   ``Request/partialAnimation`` for animations of a selection (``Selection/init(settings:)``)
    ///   that leaves out blocks or changes.
    public init(settings: Settings) throws(PublishingError) {
        self.init(formats: try settings.formats(.format, fallback: "svg"), themes: try settings.themes())
        scale = try DiagramRenderer.scale(settings[.scale])
        animations = try settings.formats(.animate, fallback: nil)
        if scale > 1, !formats.contains(.png), !animations.contains(.gif) {
            throw .request(.scaleWithoutBitmaps(format: "png"))
        }
        delay = try AnimationFormat.delay(settings[.delay])
        if !animations.isEmpty, try Selection(settings: settings).isPartial { throw .request(.partialAnimation) }
    }
}

extension AnimationWriter {
    /// The animations a front end's settings ask for: ``Setting/format`` (svg unless given),
    /// ``Setting/theme`` (light unless given; light, dark or both), ``Setting/delay`` and
    /// ``Setting/scale``.
    /// - Parameter settings: The settings as the front end was given them.
    /// - Throws: `PublishingError.request` naming the first setting whose text does not fit, or
    ///   ``Request/scaleWithoutBitmaps(format:)`` for a scale without GIF.
    public init(settings: Settings) throws(PublishingError) {
        self.init(formats: try settings.formats(.format, fallback: "svg"), themes: try settings.themes())
        delay = try AnimationFormat.delay(settings[.delay])
        scale = try DiagramRenderer.scale(settings[.scale])
        if scale > 1, !formats.contains(.gif) { throw .request(.scaleWithoutBitmaps(format: "gif")) }
    }
}

extension CatalogWriter {
    /// The catalog a front end's settings ask for: written into ``Setting/output``
    /// (``init(catalog:title:format:themes:)``), titled ``Setting/title``, its figures in the one
    /// ``Setting/format`` (svg unless given) at ``Setting/scale`` (PNG only), laid out as
    /// ``Setting/layout`` says (tabs unless given), in ``Setting/theme`` (both unless given), with
    /// each block's animation when ``Setting/animate`` is on, its changes shown ``Setting/delay`` each.
    /// - Parameter settings: The settings as the front end was given them.
    /// - Throws: `PublishingError.request` naming the first setting whose text does not fit:
    ///   ``Request/scaleWithoutBitmaps(format:)`` and ``Request/delayWithoutAnimation`` among them.
    public init(settings: Settings) throws(PublishingError) {
        let format = try ImageFormat(named: settings[.format] ?? "svg")
        let scale = try DiagramRenderer.scale(settings[.scale])
        if scale > 1, format != .png { throw .request(.scaleWithoutBitmaps(format: "png")) }
        let layout = try FigureLayout(named: settings[.layout] ?? "tabs")
        let animates = settings.isOn(.animate)
        if settings[.delay] != nil, !animates { throw .request(.delayWithoutAnimation) }
        let themes = try settings.themes(fallback: [.light, .dark])
        try self.init(catalog: try settings.output(), title: settings[.title], format: format, themes: themes)
        (self.scale, figureLayout, self.animates) = (scale, layout, animates)
        delay = try AnimationFormat.delay(settings[.delay])
    }
}
