/// A rectangle in a view hierarchy, as UIKit's `UIView`: frame and bounds, hidden flag,
/// superview and subviews, window membership, layout marks and key-value observing.
open class View: Responder {
    let runtime: Runtime
    /// The name the trace uses for this view (`Name#2` for a second view of the same name).
    public let name: String
    /// The name asked for, before `#2` was added (what a copy is named after).
    public let baseName: String

    /// The controller whose view this is, if any.
    public internal(set) weak var viewController: ViewController?
    /// The view this view is a subview of.
    public private(set) weak var superview: View?
    /// Subviews, back to front.
    public internal(set) var subviews: [View] = []
    /// The window this view is in, if any.
    public internal(set) weak var window: Window?

    /// Whether the next run-loop turn (or `layoutIfNeeded`) lays this view out (rule L1).
    public internal(set) var needsLayout = false {
        didSet { if needsLayout, !oldValue { runtime.layoutMarks.note(self) } }
    }
    /// The cell whose content view this is (rule U3).
    weak var contentOfCell: ReusableCell?
    /// Whether taps and touches reach this view (and its subviews): hit testing skips a view
    /// with it false (rule G1).
    public var userInteractionEnabled = true
    /// The view's opacity, 1 by default; hit testing skips a view below 0.01 (rule G1).
    /// Animatable (rule H4).
    public var alpha: Double = 1 {
        didSet { runtime.noteChange(self, .alpha, from: AnimatedValue([oldValue]), to: AnimatedValue([alpha])) }
    }
    /// The view's affine transform, the identity by default; animatable (rule H4). The frame
    /// the engine reports does not follow it.
    public var transform: Transform2D = .identity {
        didSet { runtime.noteChange(self, .transform, from: AnimatedValue(oldValue), to: AnimatedValue(transform)) }
    }
    /// The view's layer (rule H7), made when first asked for; it follows the view.
    public private(set) lazy var layer: Layer = Layer(backing: self)
    /// The view's background colour, none by default; animatable (rule H4) from and to a colour.
    public var backgroundColor: Color? {
        didSet {
            if let oldValue, let backgroundColor {
                runtime.noteChange(self, .backgroundColor, from: AnimatedValue(oldValue), to: AnimatedValue(backgroundColor))
            }
        }
    }
    /// What the view shows, for right-to-left languages (rule Y16); `unspecified` by default.
    /// Changing it lays the constraints out again (rule Y15).
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { runtime.layoutEngine?.directionChanged() } }
    }
    /// The view's surface: the UIKit-shaped object a layer on top presents it as
    /// (StagehandUIKit's `UIView`). Held weakly: that layer keeps it alive with
    /// ``App/keepAlive(_:)``.
    public weak var surface: AnyObject?
    /// The app this view belongs to, while it exists.
    public var owningApp: App? { runtime.app }
    /// Called when a tap is delivered to this view.
    public var tapHandler: ((View) -> Void)?
    /// The gesture recognizers attached to the view, in order of addition (rule G4).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    private var observers: [(id: Int, key: String, handler: (View, String) -> Void)] = []
    private var nextObserverID = 0
    /// The safe area insets `safeAreaInsets` observers last heard of (rule W15); nil until one
    /// observes them.
    var observedSafeAreaInsets: EdgeInsets?

    /// A view of `app` at `frame`, traced as `name` (its class's name when nil; `#2` is added
    /// to a name already used). It is in no window until added to one.
    public init(app: App, name: String? = nil, frame: Rect = .zero) {
        runtime = app.runtime
        baseName = name ?? String(describing: type(of: self))
        self.name = runtime.naming.uniqueName(baseName)
        storedFrame = frame
        bounds = Rect(origin: .zero, size: frame.size)
        LiveObjects.born(.view, self)
        runtime.memory.object(MemoryMeter.viewBytes)
    }

    /// Releases the subviews without recursion: a subview only this view holds gives its own
    /// subviews to the loop before it goes, so a hierarchy of any depth is freed with a flat
    /// stack (rule R3).
    deinit {
        LiveObjects.died(self)
        runtime.memory.object(-MemoryMeter.viewBytes)
        var pending = subviews
        subviews.removeAll()
        // The uniqueness is asked of the array's own element, so that no copy of the
        // reference (which an unoptimised build may keep) hides that this is the last one.
        while !pending.isEmpty {
            let last = pending.count - 1
            guard isKnownUniquelyReferenced(&pending[last]) else {
                pending.removeLast()
                continue
            }
            let grandchildren = pending[last].subviews
            pending[last].subviews.removeAll()
            pending.removeLast()        // freed now, with no subviews left to free
            pending.append(contentsOf: grandchildren)
        }
    }

    init(runtime: Runtime, name: String, frame: Rect) {
        self.runtime = runtime
        baseName = name
        self.name = runtime.naming.uniqueName(name)
        storedFrame = frame
        bounds = Rect(origin: .zero, size: frame.size)
        LiveObjects.born(.view, self)
        runtime.memory.object(MemoryMeter.viewBytes)
    }

    /// The view's rectangle in its superview. Setting it notifies `frame` observers (rule K1)
    /// and, when the size changes, marks the view for layout (rule L1).
    public var frame: Rect {
        get { storedFrame }
        set {
            let old = storedFrame
            resize(to: newValue)
            runtime.noteFrameChange(self, from: old, to: newValue)
            notify("frame")
        }
    }
    private var storedFrame: Rect

    /// How the view follows its superview's size changes (rule Y4); none by default, as in
    /// UIKit. The resize does not notify `frame` observers (rule K1).
    public var autoresizingMask: AutoresizingMask = []

    /// Whether the view keeps its superview's bounds when the superview is resized: the
    /// autoresizing mask with flexible width and height (a container view in a cell) (rule Y4).
    public var fillsSuperview: Bool {
        get { autoresizingMask.isSuperset(of: [.flexibleWidth, .flexibleHeight]) }
        set {
            if newValue { autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight]) }
            else { autoresizingMask.subtract([.flexibleWidth, .flexibleHeight]) }
        }
    }

    /// Changes the frame without notifying observers, as autoresizing does; marks the view
    /// (rule L1) and resizes its subviews by their autoresizing masks (rule Y4).
    func resize(to newFrame: Rect) {
        // Iterative, subviews in order and each one's own before the next (rule R3: a deep
        // hierarchy cannot overflow the stack).
        var pending: [(view: View, frame: Rect)] = [(self, newFrame)]
        while let (view, frame) = pending.popLast(), runtime.charge() {
            let oldSize = view.storedFrame.size
            view.storedFrame = frame
            view.bounds.size = frame.size
            if view.layoutVariables != nil, view.translatesAutoresizingMaskIntoConstraints
                || (view.intrinsicSizeFollowsWidth && frame.width != oldSize.width) {
                runtime.layoutEngine?.viewChanged(view)    // rule Y4: its frame pins it; Y6: a wrapping label
            }
            guard frame.size != oldSize else { continue }
            view.setNeedsLayout()
            // A view placed by constraints ignores its mask, as in UIKit.
            for subview in view.subviews.reversed() where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
                pending.append((subview, subview.autoresizingMask.resized(subview.storedFrame, from: oldSize, to: frame.size)))
            }
        }
    }

    /// The view's own coordinate space. Layout may change it without notifying `frame`
    /// observers (rule K1).
    public var bounds: Rect

    /// Whether the view is hidden. Setting it notifies `hidden` observers (rule K1); an
    /// arranged view of a stack changing it marks the stack (rule Y1).
    public var isHidden = false {
        didSet {
            notify("hidden")
            if isHidden != oldValue, let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedVisibilityChanged()    // rule Y9
            }
        }
    }

    /// The view's height constraint made by ``constrainHeight(to:)`` (rule Y1), if any.
    public internal(set) var heightConstraint: LayoutConstraint?
    /// The view's unknowns in the layout engine, once a constraint involves it (rule Y3).
    var layoutVariables: LayoutVariables?
    /// Content hugging and compression resistance (rule Y6).
    var contentPriorities = ContentPriorities()
    /// The view's layout guides and margins (rule Y7).
    lazy var guideStore = GuideStore()

    /// The size the view's content needs (rule Y6), which the layout engine keeps it at with
    /// its content hugging and compression resistance priorities; ``noIntrinsicMetric`` on an
    /// axis without one. The base view has none; a label measures its text. Override it in
    /// Swift, and call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Whether ``intrinsicContentSize`` depends on the view's width (a multi-line label):
    /// the engine measures it again when the width changes.
    var intrinsicSizeFollowsWidth: Bool { false }

    /// Whether the layout engine pins the view to its frame (rule Y4): true for a view made in
    /// code, as in UIKit; set it to false to place the view by constraints. A stack view sets
    /// it to false on the views it arranges.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            runtime.layoutEngine?.viewChanged(self)
        }
    }

    /// Whether the next run-loop turn (or `layoutIfNeeded`) updates this view's constraints
    /// before laying out (rule Y2).
    public internal(set) var needsUpdateConstraints = false

    /// Rule Y2: marks the view; the next constraint pass, before layout, sends its
    /// controller `updateViewConstraints` (for a controller's view) or calls
    /// ``updateConstraints()``.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraints else { return }
        needsUpdateConstraints = true
        runtime.constraintMarks.append(WeakView(view: self))
    }

    /// Updates the view's constraints, before layout (rule Y2). Does nothing; a Swift subclass
    /// changes its constraints' constants here.
    open func updateConstraints() {}

    // MARK: Hit testing and touches (rules G1, G2)

    /// Whether `point`, in the view's own coordinates, lies inside it: inside its bounds
    /// (rule G1). Override it to widen or narrow the area that takes touches.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The farthest descendant of the view (or the view itself) that contains `point`, in the
    /// view's own coordinates, or nil (rule G1): a hidden view, one with interaction disabled
    /// or almost transparent, or one whose ``point(inside:)`` is false is skipped with its
    /// subviews; subviews are asked front to back. Override it to redirect touches.
    open func hitTest(_ point: Point) -> View? { standardHitTest(point) }

    /// A touch began on this view, the hit view (rule G2); the base passes it to the
    /// ``nextResponder``, as UIKit's `UIResponder` does.
    open func touchesBegan(_ touches: [Touch]) { nextResponder?.touchesBegan(touches) }
    /// A touch moved (rule G2); the base passes it on.
    open func touchesMoved(_ touches: [Touch]) { nextResponder?.touchesMoved(touches) }
    /// A touch lifted (rule G2); the base passes it on.
    open func touchesEnded(_ touches: [Touch]) { nextResponder?.touchesEnded(touches) }
    /// A touch was cancelled (rule G2); the base passes it on.
    open func touchesCancelled(_ touches: [Touch]) { nextResponder?.touchesCancelled(touches) }

    // MARK: Hierarchy

    /// Whether `self` is `other` or lies inside it.
    public func isDescendant(of other: View) -> Bool {
        var view: View? = self
        while let current = view, runtime.charge() {    // rule R3: ends once the engine has stopped
            if current === other { return true }
            view = current.superview
        }
        return false
    }

    /// Whether this view or an ancestor is hidden.
    public var isHiddenInHierarchy: Bool {
        var view: View? = self
        while let current = view, runtime.charge() {    // rule R3: ends once the engine has stopped
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }

    /// The controller owning the nearest view at or above `self` that is a controller's view.
    var nearestController: ViewController? {
        var view: View? = self
        while let current = view, runtime.charge() {    // rule R3: ends once the engine has stopped
            if let owner = current.viewController { return owner }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` as the frontmost subview, moving it from its old superview.
    ///
    /// Marks `self` for layout (rule L1). A controller's view may go under another
    /// controller's view only if that controller is its parent (rule C4). A view entering the
    /// window marks its subtree for layout and sends the window hooks of rule A5.
    public func addSubview(_ view: View) throws(EngineError) {
        try insertSubview(view, at: nil)
    }

    /// Inserts `view` among the subviews at `index` (clamped to them), as UIKit's
    /// `insertSubview(_:at:)`; otherwise as ``addSubview(_:)``.
    public func insertSubview(_ view: View, at index: Int) throws(EngineError) {
        try insertSubview(view, at: Optional(index))
    }

    /// Inserts `view` at `index`, or frontmost when nil.
    private func insertSubview(_ view: View, at index: Int?) throws(EngineError) {
        if isDescendant(of: view) {
            throw EngineError(name: "NSInvalidArgumentException", reason: "Can't add self as subview", rule: .C4)
        }
        try checkContainment(adding: view)
        if view.superview === self {
            // Rule W6: a subview moved among its siblings hears no hierarchy hook.
            subviews.removeAll { $0 === view }
            place(view, at: index)
            setNeedsLayout()
            return
        }
        lintUncontained(view)
        // Rule W5: UIKit's hooks around the move, in Chameleon's UIView.m order.
        let movesWindow = view.window !== window
        view.superview?.sendHierarchyHook(.willRemoveSubview(view))
        if movesWindow { view.forEachInSubtree { $0.sendHierarchyHook(.willMoveToWindow(window)) } }
        view.sendHierarchyHook(.willMoveToSuperview(self))
        if !movesWindow {
            attach(view, at: index)    // within the window, or off it: no window hook (rule A5)
        } else {
            runtime.withCause("\(object: view.name) was added to \(name)") {
                let arriving = runtime.focusState.arriving
                runtime.focusState.arriving = window == nil ? arriving : view
                view.windowWillChange(to: window)    // rule W1: the appearance callbacks come first
                runtime.focusState.arriving = arriving
                let oldWindow = view.window
                attach(view, at: index)
                view.windowDidChange(from: oldWindow)
            }
            view.forEachInSubtree { $0.sendHierarchyHook(.didMoveToWindow) }
        }
        view.sendHierarchyHook(.didMoveToSuperview)
        sendHierarchyHook(.didAddSubview(view))
    }

    /// Makes `view` a subview at `index` (frontmost when nil), in this view's window.
    private func attach(_ view: View, at index: Int?) {
        view.detachFromSuperview()
        place(view, at: index)
        view.superview = self
        setNeedsLayout()
        contentOfCell?.noteHosted(view)
        view.setWindow(window)
    }

    /// Removes the view from its superview; a view leaving the window sends the window
    /// hooks of rule A5 and resigns a first responder inside it (rule F2).
    public func removeFromSuperview() {
        guard let superview else { return }
        // Rule W5: UIKit's hooks around the removal, in Chameleon's UIView.m order.
        let leavesWindow = window != nil
        superview.sendHierarchyHook(.willRemoveSubview(self))
        if leavesWindow { forEachInSubtree { $0.sendHierarchyHook(.willMoveToWindow(nil)) } }
        sendHierarchyHook(.willMoveToSuperview(nil))
        guard self.superview === superview else { return }    // a hook moved it already
        if !leavesWindow {
            detach(from: superview)    // off the window: no window hook (rule A5)
        } else {
            runtime.withCause("\(object: name) was removed from \(superview.name)") {
                windowWillChange(to: nil)    // rule W1: viewWillDisappear while the view is still in its window
                guard self.superview === superview else { return }    // a callback moved it already
                let oldWindow = window
                detach(from: superview)
                windowDidChange(from: oldWindow)
            }
            forEachInSubtree { $0.sendHierarchyHook(.didMoveToWindow) }
        }
        sendHierarchyHook(.didMoveToSuperview)
    }

    /// Takes the view out of `superview`, which needs layout, and out of the window.
    private func detach(from superview: View) {
        detachFromSuperview()
        superview.setNeedsLayout()
        setWindow(nil)
    }

    /// Puts `view` among the subviews at `index` (clamped), or frontmost.
    private func place(_ view: View, at index: Int?) {
        subviews.insert(view, at: min(max(0, index ?? subviews.count), subviews.count))
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        runtime.layoutEngine?.viewWillLeaveSuperview(self)    // rule Y3
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        // Rule Y1: UIKit's stack "removes the view from its arrangedSubviews array" when it
        // leaves the stack, so arranged views are always subviews (and stacks nested in
        // stacks follow the view tree, which cannot loop).
        (superview as? StackView)?.forgetArranged(self)
    }

    private func setWindow(_ newWindow: Window?) {
        if window === newWindow { return }
        forEachInSubtree { $0.window = newWindow }
    }

    /// Rule C4: `UIViewControllerHierarchyInconsistency` when a controller's view goes under
    /// the view of a controller that is not its parent.
    private func checkContainment(adding view: View) throws(EngineError) {
        guard let child = view.viewController, let actualParent = child.parent,
              let container = nearestController, container !== actualParent else { return }
        throw EngineError(
            name: "UIViewControllerHierarchyInconsistency",
            reason: "child view controller:<\(child.name)> should have parent view controller:<\(container.name)> but actual parent is:<\(actualParent.name)>",
            rule: .C4)
    }

    /// Rule C5: a controller's view added with no containment is allowed, and linted.
    private func lintUncontained(_ view: View) {
        // A presented controller's view belongs to its presentation's container (rule M1).
        guard let controller = view.viewController, controller.parent == nil, controller.presentingController == nil,
              controller !== window?.rootViewController, !(self is Window) else { return }
        runtime.lint(controller.name, "view added to \(name) without addChild (no containment: appearance callbacks only if already on screen)", rule: .C5)
    }

    /// Rule W1: the window hooks of rule A5 run before the view moves, as UIKit's
    /// `willMoveToWindow` does: a controller whose view enters the window gets
    /// `viewWillAppear` while `view.window` is still nil (and its safe area zero), and one
    /// whose view leaves gets `viewWillDisappear` while it is still in the window.
    private func windowWillChange(to newWindow: Window?) {
        if window === newWindow { return }
        if let window { window.sendAppearanceHooks(for: self, appearing: false) }
        if let newWindow { newWindow.sendAppearanceHooks(for: self, appearing: true) }
    }

    /// After the move: a first responder that left the window resigns (rule F2), and a
    /// subtree that entered it is marked for layout (rule L1), where `viewIsAppearing`
    /// finds it in the window (rule A8).
    private func windowDidChange(from oldWindow: Window?) {
        if oldWindow === window { return }
        if oldWindow != nil { resignFocusInside() }
        if window != nil {
            markSubtreeForLayout()
            promoteFocusInside()
        }
    }

    /// Rule F1: a field that asked for focus while its view was on its way into the window
    /// (in a `viewWillAppear` that rule W1 sends before the move) takes it now that it is there.
    private func promoteFocusInside() {
        guard let field = runtime.focusState.promoted, field.isDescendant(of: self) else { return }
        runtime.focusState.promoted = nil
        guard field.window != nil, runtime.focusState.firstResponder !== field else { return }
        runtime.withCause("\(object: field.name) entered the window after asking for focus (F1)") {
            runtime.focus(field)
        }
    }

    private func resignFocusInside() {
        if let responder = runtime.focusState.firstResponder, responder.isDescendant(of: self) {
            runtime.withCause("\(object: responder.name) left the window (F2)") {
                runtime.resign(responder)
            }
        }
    }

    private func markSubtreeForLayout() {
        forEachInSubtree { $0.needsLayout = true }
    }

    /// The views at or below `self`, parents before children, back to front. Iterative, so
    /// that a script's very deep hierarchy cannot overflow the stack.
    public func forEachInSubtree(_ body: (View) -> Void) {
        _ = firstInSubtree { view in
            body(view)
            return false
        }
    }

    /// The first view at or below `self`, parents before children, back to front, for which
    /// `test` holds.
    func firstInSubtree(where test: (View) -> Bool) -> View? {
        var stack: [View] = [self]
        while let view = stack.popLast(), runtime.fault == nil {
            runtime.charge()    // rule R3
            if test(view) { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    // MARK: Layout (rules L1, L2)

    /// Marks the view; the next run-loop turn lays it out (rule L1).
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out at once the views at or below `self` that are marked, parents before
    /// children; does nothing when none is (rule L1).
    public func layoutIfNeeded() throws(EngineError) {
        runtime.updateConstraintsPass(within: self)
        runtime.solveConstraints()
        var counts: [ObjectIdentifier: Int] = [:]
        try layoutSubtree(counts: &counts, runtime: runtime)
    }

    /// The first marked view at or below `self`, in parents-before-children order.
    func firstViewNeedingLayout() -> View? {
        firstInSubtree { $0.needsLayout }
    }

    /// Lays out marked views below `self` until none is marked, parents before children: one
    /// walk in that order, laying out each marked view as it is reached (its layout may add
    /// subviews, which the walk then visits). A layout that marks a view the walk has passed (an
    /// ancestor, itself, an earlier branch) starts the walk again from the top, so the order is
    /// always that of the first marked view from the top. Linear in the views when layouts
    /// mark only their own subtrees, as they almost always do.
    func layoutSubtree(counts: inout [ObjectIdentifier: Int], runtime: Runtime) throws(EngineError) {
        var restart = true
        while restart {
            restart = false
            var stack: [View] = [self]
            while let view = stack.popLast() {
                if runtime.isStopped { return }
                runtime.charge()    // rule R3
                if view.needsLayout {
                    let count = (counts[ObjectIdentifier(view)] ?? 0) + 1
                    counts[ObjectIdentifier(view)] = count
                    if count > Runtime.maxLayoutsPerView {
                        throw EngineError(name: "Stagehand", reason: "layout does not converge: \(view.name) was marked for layout again \(Runtime.maxLayoutsPerView) times in one pass", rule: .L1)
                    }
                    let marks = try runtime.layoutMarks.collecting { () throws(EngineError) in try view.performLayout() }
                    if marks.contains(where: { $0 === view || !$0.isDescendant(of: view) }) {
                        restart = true
                        break
                    }
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
    }

    /// Rule L2: a controller's view sends `viewWillLayoutSubviews`, lays out its subviews,
    /// then sends `viewDidLayoutSubviews`. A view of zero height is laid out all the same.
    /// Before it, a safe area that changed is announced (rule E3), then the first layout of an
    /// appearing controller's view in the window sends `viewIsAppearing` (rule A8), whose
    /// traits and geometry are then up to date.
    func performLayout() throws(EngineError) {
        needsLayout = false
        runtime.stats.layoutPasses += 1
        runtime.charge(Runtime.layoutUnits)    // rule R3
        let owner = viewController?.viewIfLoaded === self ? viewController : nil
        try runtime.withCause("layout of \(name)") { () throws(EngineError) in
            notifySafeAreaObservers()
            owner?.notifySafeAreaChange()
            owner?.sendViewIsAppearingIfDue()
            owner?.send(.viewWillLayoutSubviews, rule: .L2)
            try layoutSubviews()
            owner?.send(.viewDidLayoutSubviews, rule: .L2)
        }
    }

    /// Positions the subviews. The base view gives its subviews that take part in Auto Layout
    /// (without `translatesAutoresizingMaskIntoConstraints`) their frames from the layout
    /// engine's solution (rule Y3); an override that does not call it leaves them where they
    /// were, as on iOS. Tables place their cells here.
    open func layoutSubviews() throws(EngineError) {
        applyConstraintLayout()
    }

    // MARK: Animation (rule N1)

    /// Where the view is drawn now: its frame, or its place in a running animation.
    public var presentationFrame: Rect { runtime.presentationFrame(of: self) }

    /// Stops this view's running animations; their completions get `false`.
    public func removeAllAnimations() { runtime.removeAnimations(of: self) }

    // MARK: Key-value observing (rule K1)

    /// The keys ``observe(_:_:)`` accepts: `frame`, `hidden` and `safeAreaInsets`, and a scroll
    /// view's `contentOffset` (rules K1, O12, W15).
    public class var observableKeys: [String] { ["frame", "hidden", "safeAreaInsets"] }

    /// Calls `handler(view, key)` after every assignment of `key` through its setter.
    @discardableResult
    public func observe(_ key: String, _ handler: @escaping (View, String) -> Void) throws(EngineError) -> Int {
        guard Self.observableKeys.contains(key) else {
            throw EngineError(name: "NSUnknownKeyException", reason: "[<\(name)> addObserver:forKeyPath:\(key)]: this class is not key value coding-compliant for the key \(key).", rule: .K1)
        }
        if key == "safeAreaInsets", observedSafeAreaInsets == nil { observedSafeAreaInsets = safeAreaInsets }    // Rule W15
        nextObserverID += 1
        observers.append((nextObserverID, key, handler))
        return nextObserverID
    }

    /// Stops an observation made by ``observe(_:_:)``.
    public func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Calls the handlers observing `key` (rule K1).
    func notify(_ key: String) {
        for observer in observers where observer.key == key {
            observer.handler(self, key)
        }
    }
}
