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

    /// Which columns a regular width shows (the display modes of UIKit's
    /// `UISplitViewController.DisplayMode` that lay columns side by side).
    public enum DisplayMode: String, CaseIterable, Sendable {
        /// Only the secondary column.
        case secondaryOnly
        /// One column beside the secondary: the primary (the supplementary in three columns).
        case oneBesideSecondary
        /// The primary and the supplementary beside the secondary (three columns).
        case twoBesideSecondary
    }

    /// The width of the primary and of the supplementary column (**choice**: UIKit computes it
    /// from the window; 320 pt is its usual minimum).
    public static let columnWidth = 320.0

    /// Told when the split collapses and expands (rule S10), when its display mode changes and
    /// which columns it shows or hides then (rule S16).
    public weak var delegate: CallbackReceiver?
    /// Whether the split shows one controller, as it does in a compact width.
    public private(set) var isCollapsed = false
    /// The columns shown in a regular width (rule S10): `oneBesideSecondary` for two
    /// columns, `twoBesideSecondary` for three, until `show`, `hide` or the delegate change it.
    public private(set) var displayMode: DisplayMode = .oneBesideSecondary
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
            if column == .supplementary, !isViewLoaded { displayMode = controller == nil ? .oneBesideSecondary : .twoBesideSecondary }
            arrange()
            controller?.send(.didMoveToParent, .controller(self), rule: .S10)
            if let old {
                old.send(.willMoveToParent, .controller(nil), rule: .S10)
                old.removeFromParent()
            }
        }
    }

    /// Rule S10: shows `column`. Collapsed without a compact controller, the column's
    /// controller takes the screen (UIKit's collapsed stack pops or pushes to it); collapsed
    /// with one, nothing changes. In a regular width, showing the primary or the
    /// supplementary widens the display mode to include it; the secondary is always shown.
    public func show(_ column: Column) {
        runtime.withCause("\(object: name) show \(column.rawValue) (S10)", rule: .S10) {
            if isCollapsed {
                guard columns[.compact] == nil, column != .compact, columns[column] != nil else { return }
                topColumn = column
            } else {
                let threeColumns = columns[.supplementary] != nil
                switch (column, displayMode) {
                case (.primary, _) where threeColumns: changeDisplayMode(to: .twoBesideSecondary)
                case (.primary, _), (.supplementary, .secondaryOnly): changeDisplayMode(to: .oneBesideSecondary)
                default: return
                }
            }
            arrange()
        }
    }

    /// Rule S10: hides `column` in a regular width: hiding the primary narrows the display
    /// mode to the columns after it, hiding the supplementary leaves the secondary alone. The
    /// secondary cannot be hidden, and a collapsed split ignores it (**choice**).
    public func hide(_ column: Column) {
        guard !isCollapsed else { return }
        runtime.withCause("\(object: name) hide \(column.rawValue) (S10)", rule: .S10) {
            let threeColumns = columns[.supplementary] != nil
            switch (column, displayMode) {
            case (.primary, .twoBesideSecondary): changeDisplayMode(to: .oneBesideSecondary)
            case (.primary, .oneBesideSecondary) where !threeColumns: changeDisplayMode(to: .secondaryOnly)
            case (.supplementary, _) where threeColumns: changeDisplayMode(to: .secondaryOnly)
            default: return
            }
            arrange()
        }
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
            let answer = runtime.send(Callback(.displayModeForExpandingToProposedDisplayMode, .text(displayMode.rawValue)), to: delegate,
                                      from: self, rule: .S10)?.text.flatMap(DisplayMode.init(rawValue:)) ?? displayMode
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
        let threeColumns = columns[.supplementary] != nil
        let shown: [Column] = switch displayMode {
        case .secondaryOnly: [.secondary]
        case .oneBesideSecondary: [threeColumns ? .supplementary : .primary, .secondary]
        case .twoBesideSecondary: [.primary, .supplementary, .secondary]
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

    /// Puts the views of ``visibleViewControllers`` into the split's view, leading first, and
    /// takes the others out: the incoming views first, then the outgoing ones, so that with
    /// the view in the window the incoming controllers begin appearing before the outgoing
    /// ones begin disappearing (A5; the order of S6's tabs, a **choice**).
    private func arrange() {
        guard let container = viewIfLoaded else { return }
        let shown = visibleViewControllers
        let bounds = container.bounds
        var x = 0.0
        for (index, controller) in shown.enumerated() {
            let isLast = index == shown.count - 1
            let width = isLast ? max(0, bounds.size.width - x) : Self.columnWidth
            let childView = controller.view
            childView.frame = Rect(x: x, y: 0, width: width, height: bounds.size.height)
            childView.fillsSuperview = shown.count == 1
            if childView.superview !== container { try? container.addSubview(childView) }
            x += width
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
