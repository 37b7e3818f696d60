/// A column-style split view controller, as iOS 14's `UISplitViewController(style:)`: a
/// controller per column, all of them children; in a regular width the columns of its
/// display mode are on screen side by side, in a compact width it collapses to one
/// controller (rule S10).
open class SplitViewController: ViewController {
    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: String, CaseIterable, Sendable {
        /// The leading column: a list, a sidebar.
        case primary
        /// The middle column of a three-column split.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown, alone, when the split is collapsed.
        case compact
    }

    /// Which columns a regular width shows, and how (UIKit's `UISplitViewController.DisplayMode`,
    /// rules S10 and S17).
    public enum DisplayMode: String, CaseIterable, Sendable {
        /// As a preference: the mode the split behaviour suggests (rule S17). Never the
        /// display mode itself.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// One column beside the secondary: the primary (the supplementary in three columns).
        case oneBesideSecondary
        /// One column over the secondary, which stays on screen underneath (rule S17).
        case oneOverSecondary
        /// The primary and the supplementary beside the secondary (three columns).
        case twoBesideSecondary
        /// The primary and the supplementary over the secondary (rule S17).
        case twoOverSecondary
        /// The primary and the supplementary, pushing the secondary partly off screen (rule S17).
        case twoDisplaceSecondary

        /// How many columns before the secondary the mode shows (nil for `automatic`).
        public var leadingColumnCount: Int? {
            switch self {
            case .automatic: nil
            case .secondaryOnly: 0
            case .oneBesideSecondary, .oneOverSecondary: 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
            }
        }

        /// Rule S17: the mode of `behavior` that shows `count` leading columns (UIKit's table of
        /// the modes each split behaviour allows).
        public static func showing(_ count: Int, under behavior: SplitBehavior) -> DisplayMode {
            switch (min(max(count, 0), 2), behavior) {
            case (0, _): .secondaryOnly
            case (1, .overlay): .oneOverSecondary
            case (1, _): .oneBesideSecondary
            case (_, .overlay): .twoOverSecondary
            case (_, .displace): .twoDisplaceSecondary
            default: .twoBesideSecondary
            }
        }
    }

    /// How the columns before the secondary sit beside it (UIKit's
    /// `UISplitViewController.SplitBehavior`, rule S17).
    public enum SplitBehavior: String, CaseIterable, Sendable {
        /// As a preference: tile in a landscape window, overlay in a portrait one (rule S17).
        case automatic
        /// Side by side: `secondaryOnly`, `oneBesideSecondary`, `twoBesideSecondary`.
        case tile
        /// Over the secondary: `secondaryOnly`, `oneOverSecondary`, `twoOverSecondary`.
        case overlay
        /// Pushing the secondary aside: `secondaryOnly`, `oneBesideSecondary`, `twoDisplaceSecondary`.
        case displace
    }

    /// Whether the display mode button shows (UIKit's
    /// `UISplitViewController.DisplayModeButtonVisibility`); recorded, not drawn.
    public enum DisplayModeButtonVisibility: String, CaseIterable, Sendable {
        /// Shown when `presentsWithGesture` is true.
        case automatic
        /// Never shown.
        case never
        /// Always shown.
        case always
    }

    /// The width of the primary and of the supplementary column (**choice**: UIKit computes it
    /// from the window; 320 pt is its usual minimum).
    public static let columnWidth = 320.0

    /// Told when the split collapses and expands (rule S10), when its display mode changes and
    /// which columns it shows or hides then (rule S16).
    public weak var delegate: CallbackReceiver?
    /// Rule E6: the delegate answers for the container's supported and preferred orientations
    /// when it implements `splitViewControllerSupportedInterfaceOrientations`/`splitViewControllerPreferredInterfaceOrientationForPresentation`.
    override var orientationDelegate: (receiver: CallbackReceiver?, supported: Callback.Name, preferred: Callback.Name)? {
        (delegate, .splitViewControllerSupportedInterfaceOrientations, .splitViewControllerPreferredInterfaceOrientationForPresentation)
    }
    /// Whether the split shows one controller, as it does in a compact width.
    public private(set) var isCollapsed = false
    /// The columns shown in a regular width (rules S10, S17): the preferred display mode, or
    /// with `automatic` the split behaviour's (all the columns tiled, none over the secondary),
    /// until `show`, `hide`, the user's swipe or the delegate change it.
    public private(set) var displayMode: DisplayMode = .oneBesideSecondary
    /// The display mode the app asks for (rule S17); `automatic` lets the split behaviour decide.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { adoptPreferences("preferredDisplayMode = \(preferredDisplayMode.rawValue)") }
    }
    /// The split behaviour the app asks for (rule S17); `automatic` decides by the window.
    public var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { adoptPreferences("preferredSplitBehavior = \(preferredSplitBehavior.rawValue)") }
    }
    /// Whether the user's swipe from the leading edge shows a hidden column (rule S18); true
    /// by default, as in UIKit.
    public var presentsWithGesture = true
    /// Whether the display mode button shows; recorded (rule S17).
    public var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    /// The column on top while collapsed without a compact controller.
    public private(set) var topColumn: Column = .secondary
    private var columns: [Column: ViewController] = [:]

    /// A column-style split view controller with the columns given; each controller is added as
    /// a child, in the order primary, supplementary, secondary, compact (rule S10). Throws when
    /// one cannot be a child of it.
    public init(app: App, name: String? = nil, primary: ViewController? = nil, supplementary: ViewController? = nil,
                secondary: ViewController? = nil, compact: ViewController? = nil) throws(EngineError) {
        super.init(app: app, name: name)
        for (column, controller) in [(Column.primary, primary), (.supplementary, supplementary), (.secondary, secondary), (.compact, compact)] {
            if let controller { try setViewController(controller, for: column) }
        }
    }

    /// The controller of `column`, if one is set.
    public func viewController(for column: Column) -> ViewController? { columns[column] }

    /// The controllers on screen (when the view is in the window), leading first.
    public var visibleViewControllers: [ViewController] { shownColumns.compactMap { columns[$0] } }

    /// Rule E1: a size or trait transition reaches the controllers on screen.
    override var transitionRecipients: [ViewController] { visibleViewControllers }

    /// Rules S10 and S11: a split view controller handles `showDetailViewController`, for
    /// itself and the controllers inside it.
    open override func handles(_ action: ShowAction) -> Bool { action == .showDetail || super.handles(action) }

    /// Rules S10 and S11: the detail becomes the secondary column's controller, and the
    /// secondary column is shown. A controller that cannot be a column (it has another
    /// parent up the chain) is refused with a warning.
    open override func perform(_ action: ShowAction, showing controller: ViewController, animated: Bool) {
        guard action == .showDetail else { return super.perform(action, showing: controller, animated: animated) }
        do {
            try setViewController(controller, for: .secondary)
            show(.secondary)
        } catch {
            runtime.warn(name, "showDetailViewController: \(error.message)", rule: .S10)
        }
    }

    /// The split's view holds the views of the controllers on screen. In a compact width the
    /// split collapses first (rule S10: "When it is added to the window, if running in a
    /// compact horizontal size class, it collapses").
    open override func loadView() {
        super.loadView()
        displayMode = preferredMode()    // rule S17
        if traitCollection.horizontalSizeClass == .compact {
            collapse()
        } else {
            arrange()
        }
    }

    // MARK: Columns (rule S10)

    /// Rule S10: makes `controller` the controller of `column`, a child of the split
    /// (`willMoveToParent`, `didMoveToParent`); the controller it replaces leaves
    /// (`willMoveToParent(nil)`, `didMoveToParent(nil)`) and the views on screen follow, with
    /// the appearance callbacks of their views entering and leaving the window (A5). Nil
    /// empties the column. A controller already in another column is an error
    /// (`NSInvalidArgumentException`, Stagehand's wording).
    public func setViewController(_ controller: ViewController?, for column: Column) throws(EngineError) {
        let old = columns[column]
        guard old !== controller else { return }
        if let controller, let other = Column.allCases.first(where: { columns[$0] === controller }) {
            throw EngineError(name: "NSInvalidArgumentException", reason: "<\(controller.name)> is already the view controller of the \(other.rawValue) column of <\(name)>", rule: .S10)
        }
        if let controller { try checkCanAddChild(controller) }    // rules C1, S13, R3, before anything changes
        try runtime.withCause("\(object: name) setViewController \(controller?.name ?? "nil") for \(column.rawValue) (S10)", rule: .S10) { () throws(EngineError) in
            if let controller { try addChild(controller) }
            columns[column] = controller
            if column == .supplementary, !isViewLoaded { displayMode = preferredMode() }
            arrange()
            controller?.send(.didMoveToParent, .controller(self), rule: .S10)
            if let old {
                old.send(.willMoveToParent, .controller(nil), rule: .S10)
                old.removeFromParent()
            }
        }
    }

    /// Rules S10 and S17: shows `column`. Collapsed without a compact controller, the column's
    /// controller takes the screen (UIKit's collapsed stack pops or pushes to it); collapsed
    /// with one, nothing changes. In a regular width, showing the primary shows every column
    /// before the secondary, showing the supplementary at least it, in the split behaviour's
    /// way (beside, over or displacing the secondary); the secondary is always shown.
    public func show(_ column: Column) {
        runtime.withCause("\(object: name) show \(column.rawValue) (S10)", rule: .S10) {
            if isCollapsed {
                guard columns[.compact] == nil, column != .compact, columns[column] != nil else { return }
                topColumn = column
            } else {
                let shown = displayMode.leadingColumnCount ?? 0
                switch column {
                case .primary: changeDisplayMode(to: mode(showing: maxLeadingColumns))
                case .supplementary where hasThreeColumns: changeDisplayMode(to: mode(showing: max(shown, 1)))
                default: return
                }
            }
            arrange()
        }
    }

    /// Rules S10 and S17: hides `column` in a regular width: hiding the primary leaves the
    /// columns after it, hiding the supplementary leaves the secondary alone. The secondary
    /// cannot be hidden, and a collapsed split ignores it (**choice**).
    public func hide(_ column: Column) {
        guard !isCollapsed else { return }
        runtime.withCause("\(object: name) hide \(column.rawValue) (S10)", rule: .S10) {
            let shown = displayMode.leadingColumnCount ?? 0
            switch column {
            case .primary: changeDisplayMode(to: mode(showing: hasThreeColumns ? min(shown, 1) : 0))
            case .supplementary where hasThreeColumns: changeDisplayMode(to: mode(showing: 0))
            default: return
            }
            arrange()
        }
    }

    // MARK: Split behaviour and preferences (rule S17)

    /// Rule S17: the split behaviour in effect: the preferred one, or with `automatic` tile in
    /// a landscape window and overlay in a portrait one (**choice**: UIKit decides "based on
    /// the device and the current app size"; on an iPad it overlays in portrait and tiles in
    /// landscape).
    public var splitBehavior: SplitBehavior { splitBehavior(in: runtime.display.size) }

    /// Rule S17: the split behaviour in a window of `size`.
    private func splitBehavior(in size: Size) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        return Orientation(of: size) == .landscape ? .tile : .overlay
    }

    /// Rule S17: a size transition that changes the split behaviour (an iPad turning, with
    /// `automatic`) gives an expanded split the preferences' display mode of the new
    /// behaviour, inside the transition's animation (E4): the delegate hears `willChangeTo`
    /// and the columns' controllers appear and disappear as their views come and go.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard isViewLoaded, !isCollapsed, splitBehavior(in: size) != splitBehavior else { return }
        coordinator.animateAlongsideTransition({ [weak self] _ in
            self?.adoptPreferences("took the split behaviour of its new size")
        }, completion: nil)
    }

    /// Whether the split has a supplementary column.
    private var hasThreeColumns: Bool { columns[.supplementary] != nil }
    /// The most columns before the secondary it can show: two with a supplementary, else one.
    private var maxLeadingColumns: Int { hasThreeColumns ? 2 : 1 }

    /// Rule S17: the mode of the current split behaviour that shows `count` leading columns.
    private func mode(showing count: Int) -> DisplayMode {
        DisplayMode.showing(min(count, maxLeadingColumns), under: splitBehavior)
    }

    /// Rule S17: the display mode the preferences ask for under the current split behaviour:
    /// the preferred mode's columns in the behaviour's way; with `automatic`, every column
    /// when tiled, one beside the secondary when displacing, none when overlaying.
    private func preferredMode() -> DisplayMode {
        if let count = preferredDisplayMode.leadingColumnCount { return mode(showing: count) }
        switch splitBehavior {
        case .tile, .automatic: return mode(showing: maxLeadingColumns)
        case .displace: return mode(showing: 1)
        case .overlay: return .secondaryOnly
        }
    }

    /// Rule S17: a preference changed: an expanded split with its view loaded takes the mode
    /// it asks for (the delegate hears `willChangeTo`, S16, and the views follow); before the
    /// view loads it is only recorded.
    private func adoptPreferences(_ change: String) {
        guard isViewLoaded else {
            displayMode = preferredMode()
            return
        }
        guard !isCollapsed else { return }
        runtime.withCause("\(object: name) \(change) (S17)", rule: .S17) {
            changeDisplayMode(to: preferredMode())
            arrange()
        }
    }

    // MARK: The user's swipe (rule S18)

    /// Rule S18: the user swipes from the split's leading edge (UIKit's interactive
    /// presentation gesture, installed when ``presentsWithGesture`` is true): in a regular
    /// width, with a column before the secondary hidden, the delegate hears
    /// `splitViewControllerInteractivePresentationGestureWillBegin`, then `willChangeTo` the mode
    /// that shows one more column in the split behaviour's way (the primary of two columns; the
    /// supplementary, then the primary, of three), the column's controller begins appearing,
    /// the gesture ends (`splitViewControllerInteractivePresentationGestureDidEnd`), and the
    /// appearance completes after the next commit (A5). Returns false, doing nothing, when the
    /// gesture is off, the split is collapsed or not on screen, or nothing is hidden.
    @discardableResult
    public func swipeFromLeadingEdge() -> Bool {
        let shown = displayMode.leadingColumnCount ?? 0
        guard presentsWithGesture, !isCollapsed, viewIfLoaded?.window != nil, shown < maxLeadingColumns else { return false }
        runtime.withCause("\(object: name) swiped from its leading edge by the user (S18)", rule: .S18) {
            runtime.send(Callback(.splitViewControllerInteractivePresentationGestureWillBegin), to: delegate, from: self, rule: .S18)
            changeDisplayMode(to: mode(showing: shown + 1))
            arrange()
            runtime.send(Callback(.splitViewControllerInteractivePresentationGestureDidEnd), to: delegate, from: self, rule: .S18)
        }
        return true
    }

    // MARK: Collapsing and expanding (rule S10)

    /// Rule S10: the horizontal size class changed: compact collapses, regular expands.
    override func adaptToTraitChange(from previous: TraitCollection) {
        guard isViewLoaded else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact, !isCollapsed { collapse() } else if !compact, isCollapsed { expand() }
    }

    /// Rule S10: the delegate is asked `topColumnForCollapsingToProposedTopColumn("secondary")`;
    /// the split shows the compact controller if there is one, else the answer's controller
    /// (the proposed column when the answer has none); the delegate hears `willHide` of each
    /// column that leaves the screen (rule S16); the other views leave; then the delegate's
    /// `splitViewControllerDidCollapse`.
    private func collapse() {
        runtime.withCause("\(object: name) collapses (S10)", rule: .S10) {
            let proposed = Column.secondary
            let top = runtime.send(Callback(.topColumnForCollapsingToProposedTopColumn, .text(proposed.rawValue)), to: delegate, from: self,
                                   rule: .S10)?.text.flatMap(Column.init(rawValue:)) ?? proposed
            let before = shownColumns
            topColumn = columns[top] != nil && top != .compact ? top : .secondary
            isCollapsed = true
            tellDelegate(.willHideColumn, of: before.filter { !shownColumns.contains($0) })
            arrange()
            runtime.send(Callback(.splitViewControllerDidCollapse), to: delegate, from: self, rule: .S10)
        }
    }

    /// Rule S10: the delegate is asked `displayModeForExpandingToProposedDisplayMode` with the
    /// display mode the split had before collapsing; an answer that differs is told with
    /// `willChangeTo` (rule S16); the delegate hears `willShow` of each column that comes on
    /// screen (rule S16); the columns of the answer come on screen and the collapsed
    /// controller leaves unless it is one of them; then the delegate's
    /// `splitViewControllerDidExpand`.
    private func expand() {
        runtime.withCause("\(object: name) expands (S10)", rule: .S10) {
            let proposed = mode(showing: displayMode.leadingColumnCount ?? 0)    // rule S17: in the behaviour's way
            let answer = runtime.send(Callback(.displayModeForExpandingToProposedDisplayMode, .text(proposed.rawValue)), to: delegate,
                                      from: self, rule: .S10)?.text.flatMap(DisplayMode.init(rawValue:)).flatMap { $0 == .automatic ? nil : $0 }
                ?? proposed
            let before = shownColumns
            changeDisplayMode(to: answer)
            isCollapsed = false
            tellDelegate(.willShowColumn, of: shownColumns.filter { !before.contains($0) })
            arrange()
            runtime.send(Callback(.splitViewControllerDidExpand), to: delegate, from: self, rule: .S10)
        }
    }

    // MARK: The delegate's display mode and columns (rule S16)

    /// The columns on screen, leading first: the collapsed split's one, or the display
    /// mode's (those with a controller).
    private var shownColumns: [Column] {
        if isCollapsed { return [columns[.compact] != nil ? .compact : topColumn].filter { columns[$0] != nil } }
        let shown: [Column] = switch displayMode.leadingColumnCount ?? 0 {
        case 0: [.secondary]
        case 1: [hasThreeColumns ? .supplementary : .primary, .secondary]
        default: [.primary, .supplementary, .secondary]
        }
        return shown.filter { columns[$0] != nil }
    }

    /// Rule S16: the delegate hears `willChangeTo(mode)` before the display mode becomes
    /// `mode`, once the split's view is loaded; nothing when it stays the same.
    private func changeDisplayMode(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        if isViewLoaded {
            runtime.send(Callback(.willChangeToDisplayMode, .text(mode.rawValue)), to: delegate, from: self, rule: .S16)
        }
        displayMode = mode
    }

    /// Rule S16: `willShow(column)` or `willHide(column)` to the delegate for each of
    /// `changed`, leading first.
    private func tellDelegate(_ callback: Callback.Name, of changed: [Column]) {
        for column in changed {
            runtime.send(Callback(callback, .text(column.rawValue)), to: delegate, from: self, rule: .S16)
        }
    }

    /// Puts the views of ``visibleViewControllers`` into the split's view and takes the others
    /// out: the incoming views first, then the outgoing ones, so that with the view in the
    /// window the incoming controllers begin appearing before the outgoing ones begin
    /// disappearing (A5; the order of S6's tabs, a **choice**). Side by side, the columns
    /// before the secondary are 320 pt wide each and the secondary takes the rest; over the
    /// secondary (rule S17) the secondary fills the split, beneath them; displaced, it keeps
    /// the width it has beside one column and moves right, partly off screen.
    private func arrange() {
        guard let container = viewIfLoaded else { return }
        let shown = visibleViewControllers
        let bounds = container.bounds
        let leading = shown.filter { $0 !== columns[.secondary] }
        let secondary = shown.first { $0 === columns[.secondary] }
        let leadingWidth = Self.columnWidth * Double(leading.count)
        let secondaryFrame: Rect = switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: bounds
        case .twoDisplaceSecondary:
            Rect(x: leadingWidth, y: 0, width: max(0, bounds.size.width - Self.columnWidth), height: bounds.size.height)
        default: Rect(x: leadingWidth, y: 0, width: max(0, bounds.size.width - leadingWidth), height: bounds.size.height)
        }
        var frames: [(ViewController, Rect)] = leading.enumerated().map { index, controller in
            (controller, Rect(x: Self.columnWidth * Double(index), y: 0, width: Self.columnWidth, height: bounds.size.height))
        }
        if shown.count == 1, let only = shown.first {
            frames = [(only, bounds)]
        } else if let secondary {
            // Over the secondary, the leading columns lie above it: it goes in first.
            let isOverlay = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
            frames.insert((secondary, leading.isEmpty ? bounds : secondaryFrame), at: isOverlay ? 0 : frames.count)
        }
        for (controller, frame) in frames {
            let childView = controller.view
            childView.frame = frame
            childView.fillsSuperview = shown.count == 1
            if childView.superview !== container { try? container.addSubview(childView) }
        }
        for controller in children where !shown.contains(where: { $0 === controller }) {
            if let childView = controller.viewIfLoaded, childView.superview === container { childView.removeFromSuperview() }
        }
    }
}

extension ViewController {
    /// The nearest split view controller above this controller, if any (UIKit's
    /// `splitViewController`).
    public var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

}
