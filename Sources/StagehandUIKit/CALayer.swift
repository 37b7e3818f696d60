import Foundation
import HeadlessUIKit

/// Core Animation's `CALayer` (rules H7-H9). A view's layer (`UIView.layer`) follows its view:
/// frame, bounds, position, opacity, background colour and the affine part of the transform
/// are the view's. A layer made on its own keeps its values, and in a layer tree animates
/// their changes implicitly (rule H8). ``presentation()`` shows the values on screen now.
open class CALayer {
    /// The engine's layer.
    public let engineLayer: Layer
    private var storedName: String?
    /// What the appearance properties store (``maskedCorners``, ``contentsRect``, ...).
    var appearance = Appearance()

    /// A standalone layer of the current app.
    public init() {
        engineLayer = Layer(app: CurrentApp.app, name: String(describing: Self.self))
        adopt()
    }

    /// A standalone layer (Core Animation uses this initialiser for presentation copies;
    /// Stagehand makes a fresh layer).
    public init(layer: Any) {
        engineLayer = Layer(app: CurrentApp.app, name: String(describing: Self.self))
        adopt()
    }

    /// Storyboards are not read: a fresh layer.
    public required init?(coder: NSCoder) {
        engineLayer = Layer(app: CurrentApp.app, name: String(describing: Self.self))
        adopt()
    }

    /// The surface of an engine layer (a view's layer, a presentation copy).
    init(engineLayer layer: Layer) {
        engineLayer = layer
        adopt()
    }

    private func adopt() {
        if engineLayer.surface == nil { engineLayer.surface = self }
        engineLayer.owningApp?.keepAlive(self)
    }

    /// The surface of `layer`: its own, or a new plain one.
    static func surface(of layer: Layer) -> CALayer {
        (layer.surface as? CALayer) ?? CALayer(engineLayer: layer)
    }

    private func point(_ property: LayerProperty) -> CGPoint {
        let c = engineLayer.value(property).components
        return c.count == 2 ? CGPoint(x: c[0], y: c[1]) : .zero
    }
    private func number(_ property: LayerProperty) -> CGFloat { CGFloat(engineLayer.value(property).number) }
    private func color(_ property: LayerProperty) -> CGColor? {
        let c = engineLayer.value(property).components
        return c.count == 4 ? CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : nil
    }
    private func set(_ property: LayerProperty, _ numbers: [CGFloat]) {
        engineLayer.setValue(property, AnimatedValue(numbers.map { Double($0) }))
    }
    private func set(_ property: LayerProperty, _ color: CGColor?) {
        set(property, color.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [])
    }

    // MARK: Geometry

    /// The name.
    open var name: String? {
        get { storedName }
        set { storedName = newValue }
    }
    /// The frame in the superlayer (the transform is not applied).
    open var frame: CGRect {
        get { CGRect(engineLayer.frame) }
        set { engineLayer.frame = newValue.engineRect }
    }
    /// The bounds.
    open var bounds: CGRect {
        get {
            let c = engineLayer.value(.bounds).components
            return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        }
        set { set(.bounds, [newValue.minX, newValue.minY, newValue.width, newValue.height]) }
    }
    /// The position of the anchor point in the superlayer.
    open var position: CGPoint {
        get { point(.position) }
        set { set(.position, [newValue.x, newValue.y]) }
    }
    /// The anchor point, in the unit square of the bounds (0.5, 0.5 by default).
    open var anchorPoint: CGPoint {
        get { point(.anchorPoint) }
        set { set(.anchorPoint, [newValue.x, newValue.y]) }
    }
    /// The position on the z axis.
    open var zPosition: CGFloat {
        get { number(.zPosition) }
        set { set(.zPosition, [newValue]) }
    }
    /// The transform (a view's layer: the view's transform as its affine part).
    open var transform: CATransform3D {
        get { CATransform3D(Transform3D(engineLayer.value(.transform).components)) }
        set { engineLayer.setValue(.transform, AnimatedValue(newValue.engine.m)) }
    }
    /// The affine part of the transform.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the transform to an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// The opacity (a view's layer: the view's alpha).
    open var opacity: Float {
        get { Float(engineLayer.value(.opacity).number) }
        set { set(.opacity, [CGFloat(newValue)]) }
    }
    /// Whether it is hidden.
    open var isHidden: Bool {
        get { engineLayer.isHidden }
        set { engineLayer.isHidden = newValue }
    }
    /// The corner radius.
    open var cornerRadius: CGFloat {
        get { number(.cornerRadius) }
        set { set(.cornerRadius, [newValue]) }
    }
    /// Whether sublayers are clipped to the bounds (stored).
    open var masksToBounds: Bool {
        get { engineLayer.masksToBounds }
        set { engineLayer.masksToBounds = newValue }
    }
    /// The border width.
    open var borderWidth: CGFloat {
        get { number(.borderWidth) }
        set { set(.borderWidth, [newValue]) }
    }
    /// The border colour.
    open var borderColor: CGColor? {
        get { color(.borderColor) }
        set { set(.borderColor, newValue) }
    }
    /// The background colour (a view's layer: the view's).
    open var backgroundColor: CGColor? {
        get { color(.backgroundColor) }
        set { set(.backgroundColor, newValue) }
    }
    /// The shadow's opacity (0 by default).
    open var shadowOpacity: Float {
        get { Float(engineLayer.value(.shadowOpacity).number) }
        set { set(.shadowOpacity, [CGFloat(newValue)]) }
    }
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat {
        get { number(.shadowRadius) }
        set { set(.shadowRadius, [newValue]) }
    }
    /// The shadow's offset ((0, -3) by default).
    open var shadowOffset: CGSize {
        get {
            let p = point(.shadowOffset)
            return CGSize(width: p.x, height: p.y)
        }
        set { set(.shadowOffset, [newValue.width, newValue.height]) }
    }
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? {
        get { color(.shadowColor) }
        set { set(.shadowColor, newValue) }
    }
    /// The content (stored, never drawn).
    open var contents: Any?
    /// The content's scale (stored).
    open var contentsScale: CGFloat = 1
    /// A layer whose opaque parts let this layer show (rule J2): kept, not drawn.
    open var mask: CALayer?
    /// Whether the layer is drawn once into a bitmap and reused (rule J2): kept, `false` by
    /// default.
    open var shouldRasterize = false
    /// The scale of that bitmap (rule J2): kept, 1 by default.
    open var rasterizationScale: CGFloat = 1
    /// The shape of the shadow (rule J5): kept, nil by default (the shadow follows the
    /// layer's content).
    open var shadowPath: CGPath?

    // MARK: The layer tree

    /// The superlayer.
    open var superlayer: CALayer? { engineLayer.superlayer.map(CALayer.surface) }
    /// The sublayers: a view's layer lists its subviews' layers first, then the layers
    /// added to it; nil when there are none.
    open var sublayers: [CALayer]? {
        let all = engineLayer.allSublayers
        return all.isEmpty ? nil : all.map(CALayer.surface)
    }
    /// Adds a sublayer at the front.
    open func addSublayer(_ layer: CALayer) { engineLayer.addSublayer(layer.engineLayer) }
    /// Inserts a sublayer at `idx` among the added sublayers.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { engineLayer.insertSublayer(layer.engineLayer, at: Int(idx)) }
    /// Inserts a sublayer just below `sibling` (at the back when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = engineLayer.sublayers.firstIndex { $0 === sibling?.engineLayer } ?? 0
        engineLayer.insertSublayer(layer.engineLayer, at: index)
    }
    /// Inserts a sublayer just above `sibling` (at the front when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = engineLayer.sublayers.firstIndex { $0 === sibling?.engineLayer }.map { $0 + 1 } ?? engineLayer.sublayers.count
        engineLayer.insertSublayer(layer.engineLayer, at: index)
    }
    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() { engineLayer.removeFromSuperlayer() }

    // MARK: Presentation and animations (rule H9)

    /// A copy showing the values on screen now. A subclass's presentation is nil: Stagehand
    /// cannot make an instance of a subclass it does not know.
    open func presentation() -> Self? { CALayer(engineLayer: engineLayer.presentation()) as? Self }
    /// The model layer of a presentation copy, else `self`.
    open func model() -> Self { (engineLayer.modelLayer?.surface as? Self) ?? self }

    /// Runs a copy of `anim` under `key` (replacing the one there).
    open func add(_ anim: CAAnimation, forKey key: String?) { engineLayer.add(anim.engineAnimation, forKey: key) }
    /// The running animation under `key` (a copy of the one added).
    open func animation(forKey key: String) -> CAAnimation? { engineLayer.animation(forKey: key).map(CAAnimation.surface) }
    /// Removes the animation under `key`: its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) { engineLayer.removeAnimation(forKey: key) }
    /// Removes every animation.
    open func removeAllAnimations() { engineLayer.removeAllAnimations() }
    /// The keys of the running animations, nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = engineLayer.animationKeys
        return keys.isEmpty ? nil : keys
    }
}
