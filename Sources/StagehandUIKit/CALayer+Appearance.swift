extension CALayer {
    /// What a layer stores of its appearance beside the engine's values: nothing here is
    /// drawn or animated.
    struct Appearance {
        var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var cornerCurve: CALayerCornerCurve = .circular
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var sublayerTransform = CATransform3DIdentity
        var minificationFilter: CALayerContentsFilter = .linear
        var magnificationFilter: CALayerContentsFilter = .linear
        var minificationFilterBias: Float = 0
        var isOpaque = false
        var allowsGroupOpacity = true
    }

    /// The corners `cornerRadius` rounds (all four by default): stored.
    public var maskedCorners: CACornerMask {
        get { appearance.maskedCorners }
        set { appearance.maskedCorners = newValue }
    }
    /// The curve of the rounded corners (circular by default): stored.
    public var cornerCurve: CALayerCornerCurve {
        get { appearance.cornerCurve }
        set { appearance.cornerCurve = newValue }
    }
    /// The part of the contents shown, in the unit square (all of it by default): stored.
    public var contentsRect: CGRect {
        get { appearance.contentsRect }
        set { appearance.contentsRect = newValue }
    }
    /// The transform applied to the sublayers (the identity by default): stored, not applied.
    public var sublayerTransform: CATransform3D {
        get { appearance.sublayerTransform }
        set { appearance.sublayerTransform = newValue }
    }
    /// The filter scaling the contents down: stored.
    public var minificationFilter: CALayerContentsFilter {
        get { appearance.minificationFilter }
        set { appearance.minificationFilter = newValue }
    }
    /// The filter scaling the contents up: stored.
    public var magnificationFilter: CALayerContentsFilter {
        get { appearance.magnificationFilter }
        set { appearance.magnificationFilter = newValue }
    }
    /// The bias of the minification filter: stored.
    public var minificationFilterBias: Float {
        get { appearance.minificationFilterBias }
        set { appearance.minificationFilterBias = newValue }
    }
    /// Whether the layer is opaque: stored.
    public var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }
    /// Whether the layer's opacity applies to its sublayers as a group: stored.
    public var allowsGroupOpacity: Bool {
        get { appearance.allowsGroupOpacity }
        set { appearance.allowsGroupOpacity = newValue }
    }

    /// Renders the layer into `ctx`: nothing is drawn in Stagehand.
    public func render(in ctx: CGContext) {}
}
