/// Core Animation's `CALayer` (rule H7). A view's layer (``View/layer``) follows its view:
/// its frame, bounds, position, opacity, background colour and the affine part of its
/// transform are the view's; the rest it keeps. A layer made on its own keeps everything.
/// Its presentation (``presentation()``) shows its animations (rule H9) and, for a view's
/// layer, the view's animations (rules N1, H1).
public final class Layer {
    let runtime: Runtime
    /// The trace name.
    public let name: String
    /// The view this layer backs, if any.
    public private(set) weak var view: View?
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: Layer?
    /// The sublayers added with ``addSublayer(_:)`` and ``insertSublayer(_:at:)``, back to front.
    public private(set) var sublayers: [Layer] = []
    /// The model layer of a presentation copy (nil for a model layer).
    public private(set) var modelLayer: Layer?
    /// The layer's surface: the UIKit-shaped object a layer on top presents it as
    /// (StagehandUIKit's `CALayer`). Held weakly.
    public weak var surface: AnyObject?
    /// The sublayers as Core Animation lists them: a view's layer has its subviews' layers
    /// first (Stagehand's choice of order), then the layers added to it.
    public var allSublayers: [Layer] { (view?.subviews.map(\.layer) ?? []) + sublayers }
    /// Whether the layer clips its sublayers (stored).
    public var masksToBounds = false
    /// The running animations, in the order added, with their keys.
    public private(set) var animations: [LayerAnimation] = []

    /// The values of the properties the layer keeps itself, by ``LayerProperty`` (in its
    /// `allCases` order).
    private var stored: [[Double]] = LayerProperty.allCases.map(Layer.defaultValue)
    private var storedHidden = false

    /// A standalone layer of `app`, traced as `name`, at `frame`.
    public init(app: App, name: String = "CALayer", frame: Rect = .zero) {
        runtime = app.runtime
        self.name = runtime.naming.uniqueName(name)
        self.frame = frame
    }

    /// The layer backing `view`.
    init(backing view: View) {
        runtime = view.runtime
        name = "\(view.name).layer"
        self.view = view
    }

    /// A presentation copy of `model`.
    private init(presenting model: Layer) {
        runtime = model.runtime
        name = model.name
        modelLayer = model
        masksToBounds = model.masksToBounds
        storedHidden = model.isHidden
        for property in LayerProperty.allCases { stored[index(property)] = model.presentationValue(property).components }
    }

    /// The app it belongs to, while it exists.
    public var owningApp: App? { runtime.app }

    static func defaultValue(_ property: LayerProperty) -> [Double] {
        switch property {
        case .anchorPoint: [0.5, 0.5]
        case .opacity: [1]
        case .transform: Transform3D.identity.m
        case .shadowOffset: [0, -3]
        case .shadowRadius: [3]
        case .shadowColor: [0, 0, 0, 1]
        case .backgroundColor, .borderColor: []    // nil: no colour
        case .position: [0, 0]
        case .bounds: [0, 0, 0, 0]
        case .zPosition, .cornerRadius, .borderWidth, .shadowOpacity: [0]
        }
    }

    private func index(_ property: LayerProperty) -> Int { LayerProperty.allCases.firstIndex(of: property) ?? 0 }

    // MARK: Model values

    /// The model value of `property`: the view's for a view's layer where it follows its view.
    public func value(_ property: LayerProperty) -> AnimatedValue {
        guard let view else { return AnimatedValue(stored[index(property)]) }
        return viewValue(property, frame: view.frame, bounds: view.bounds, alpha: view.alpha,
                         transform: view.transform, color: view.backgroundColor)
    }

    /// A view's layer's value of `property` from the view's values.
    private func viewValue(_ property: LayerProperty, frame: Rect, bounds: Rect, alpha: Double,
                           transform: Transform2D, color: Color?) -> AnimatedValue {
        let anchor = stored[index(.anchorPoint)]
        switch property {
        case .position: return AnimatedValue([frame.minX + anchor[0] * frame.width, frame.minY + anchor[1] * frame.height])
        case .bounds: return AnimatedValue([bounds.minX, bounds.minY, frame.width, frame.height])
        case .opacity: return AnimatedValue([alpha])
        case .transform:
            let kept = Transform3D(stored[index(.transform)])
            return AnimatedValue((kept.affine == transform ? kept : Transform3D(affine: transform)).m)
        case .backgroundColor: return color.map(AnimatedValue.init) ?? AnimatedValue([])
        default: return AnimatedValue(stored[index(property)])
        }
    }

    /// Sets the model value of `property` (a view's layer sets its view's). A standalone
    /// layer in a layer tree animates the change implicitly (rule H8) unless the transaction
    /// disables actions.
    /// A value of the wrong size (other than no colour) is ignored.
    public func setValue(_ property: LayerProperty, _ value: AnimatedValue) {
        guard modelLayer == nil else { return }    // a presentation copy is read-only
        let isNoColour = value.components.isEmpty && [.backgroundColor, .borderColor, .shadowColor].contains(property)
        guard value.components.count == property.width || isNoColour else { return }
        guard let view else {
            let old = presentationValue(property)
            stored[index(property)] = value.components
            runtime.implicitAction(on: self, property, from: old, to: value)
            return
        }
        let anchor = stored[index(.anchorPoint)]
        let c = value.components
        switch property {
        case .position where c.count == 2:
            view.frame = Rect(x: c[0] - anchor[0] * view.frame.width, y: c[1] - anchor[1] * view.frame.height,
                              width: view.frame.width, height: view.frame.height)
        case .bounds where c.count == 4:
            let position = self.value(.position).components
            view.frame = Rect(x: position[0] - anchor[0] * c[2], y: position[1] - anchor[1] * c[3], width: c[2], height: c[3])
            view.bounds.origin = Point(x: c[0], y: c[1])
        case .opacity where c.count == 1: view.alpha = c[0]
        case .transform where c.count == 16:
            stored[index(.transform)] = c
            view.transform = Transform3D(c).affine
        case .backgroundColor: view.backgroundColor = c.count == 4 ? value.color : nil
        case .anchorPoint where c.count == 2:
            // The position stays; the frame moves around it, as in Core Animation.
            let position = self.value(.position).components
            stored[index(.anchorPoint)] = c
            view.frame = Rect(x: position[0] - c[0] * view.frame.width, y: position[1] - c[1] * view.frame.height,
                              width: view.frame.width, height: view.frame.height)
        case .position, .bounds, .opacity, .transform, .anchorPoint: break
        default: stored[index(property)] = c
        }
    }

    /// The frame in the superlayer: the position less the anchor point's share of the size
    /// (the transform is not applied).
    public var frame: Rect {
        get {
            let p = value(.position).components, b = value(.bounds).components, a = value(.anchorPoint).components
            return Rect(x: p[0] - a[0] * b[2], y: p[1] - a[1] * b[3], width: b[2], height: b[3])
        }
        set {
            if let view {
                view.frame = newValue
                return
            }
            let a = value(.anchorPoint).components, b = value(.bounds).components
            setValue(.bounds, AnimatedValue([b[0], b[1], newValue.width, newValue.height]))
            setValue(.position, AnimatedValue([newValue.minX + a[0] * newValue.width, newValue.minY + a[1] * newValue.height]))
        }
    }

    /// Whether the layer is hidden (a view's layer: the view's `isHidden`).
    public var isHidden: Bool {
        get { view?.isHidden ?? storedHidden }
        set {
            if let view { view.isHidden = newValue } else { storedHidden = newValue }
        }
    }

    // MARK: The layer tree

    /// Adds `layer` as the frontmost sublayer, taking it from its old superlayer. Adding the
    /// layer to itself or to one of its sublayers does nothing.
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: sublayers.count) }

    /// Inserts `layer` among the sublayers at `index` (clamped to them).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self, !isInside(layer), modelLayer == nil, layer.modelLayer == nil else { return }
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: min(max(0, index), sublayers.count))
        layer.superlayer = self
    }

    /// Takes the layer out of its superlayer.
    public func removeFromSuperlayer() {
        superlayer?.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    private func isInside(_ other: Layer) -> Bool {
        var current: Layer? = superlayer
        while let layer = current, runtime.charge() {
            if layer === other { return true }
            current = layer.superlayer
        }
        return false
    }

    // MARK: Presentation (rule H9)

    /// Core Animation's `presentation()`: a copy showing the values on screen now (its
    /// animations, and a view's layer's view animations), or the copy's own values for a copy.
    public func presentation() -> Layer { modelLayer == nil ? Layer(presenting: self) : self }

    /// Core Animation's `model()`: the model layer of a presentation copy, else `self`.
    public func model() -> Layer { modelLayer ?? self }

    /// The value of `property` on screen now.
    public func presentationValue(_ property: LayerProperty) -> AnimatedValue {
        guard modelLayer == nil else { return AnimatedValue(stored[index(property)]) }
        var value: AnimatedValue
        if let view {
            value = viewValue(property, frame: view.presentationFrame, bounds: view.bounds,
                              alpha: view.presentationValue(.alpha).number, transform: view.presentationValue(.transform).transform,
                              color: view.backgroundColor.map { _ in view.presentationValue(.backgroundColor).color })
        } else {
            value = self.value(property)
        }
        for animation in animations {
            guard let path = animation.keyPath.flatMap(LayerKeyPath.init), path.property == property,
                  let shown = animation.value(at: runtime.time) else { continue }
            switch path {
            case .components(_, let range):
                guard shown.components.count == range.count else { continue }
                if value.components.count != property.width { value = AnimatedValue(Layer.defaultValue(property)) }
                if value.components.count != property.width { value = AnimatedValue(Array(repeating: 0, count: property.width)) }
                value.components.replaceSubrange(range, with: shown.components)
            case .transformPart(let part):
                // The part's transform, applied before the model transform (Stagehand's
                // reading of Core Animation's value functions).
                value = AnimatedValue(part.transform(shown.number).concatenating(Transform3D(value.components)).m)
            }
        }
        return value
    }

    // MARK: Animations (rule H9)

    /// The running animation under `key`.
    public func animation(forKey key: String) -> LayerAnimation? { animations.last { $0.key == key } }

    /// The keys of the running animations, in the order added.
    public var animationKeys: [String] { animations.compactMap(\.key) }

    /// Core Animation's `add(_:forKey:)`: runs a copy of `animation` (replacing the one under
    /// the same key, which stops unfinished).
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        guard modelLayer == nil else { return }
        if let key, let old = animations.first(where: { $0.key == key }) { runtime.remove(old, from: self) }
        let copy = animation.copy()
        copy.layer = self
        copy.key = key
        animations.append(copy)
        runtime.start(copy, on: self)
    }

    /// Core Animation's `removeAnimation(forKey:)`: the animation stops unfinished.
    public func removeAnimation(forKey key: String) {
        for animation in animations where animation.key == key { runtime.remove(animation, from: self) }
    }

    /// Core Animation's `removeAllAnimations()`.
    public func removeAllAnimations() {
        for animation in animations { runtime.remove(animation, from: self) }
    }

    /// Forgets `animation` (it ended or was removed).
    func drop(_ animation: LayerAnimation) { animations.removeAll { $0 === animation } }
}
