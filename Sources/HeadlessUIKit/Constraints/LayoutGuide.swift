/// A rectangle in a view's coordinates that constraints can relate, without being a view, as
/// UIKit's `UILayoutGuide` (rule Y7). Add one with ``View/addLayoutGuide(_:)``; every view
/// also has a ``View/safeAreaLayoutGuide`` and a ``View/layoutMarginsGuide``, which the engine
/// keeps at its safe area and its margins.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// What places the guide.
    enum Kind {
        /// Constraints only (``View/addLayoutGuide(_:)``).
        case custom
        /// The owning view's safe area (rule E3).
        case safeArea
        /// The owning view's layout margins, inside its safe area.
        case margins
        /// A scroll view's frame guide (rule Y10).
        case scrollFrame
        /// A scroll view's content guide (rule Y10).
        case scrollContent
    }

    let runtime: Runtime
    let kind: Kind
    /// The view whose coordinates the guide is in, while it is added to one.
    public internal(set) weak var owningView: View?
    /// A name for descriptions and warnings.
    public var identifier: String
    /// The guide's unknowns in the layout engine.
    var layoutVariables: LayoutVariables?
    /// The guide's surface: the UIKit-shaped object a layer on top presents it as
    /// (StagehandUIKit's `UILayoutGuide`), held weakly as a view's is.
    public weak var surface: AnyObject?
    /// The app the guide belongs to, while it exists.
    public var owningApp: App? { runtime.app }

    /// A guide of `app`, named `identifier`, not yet in a view.
    public convenience init(app: App, identifier: String = "") {
        self.init(runtime: app.runtime, kind: .custom, identifier: identifier)
    }

    init(runtime: Runtime, kind: Kind, identifier: String) {
        self.runtime = runtime
        self.kind = kind
        self.identifier = identifier
    }

    /// `Owner.identifier` (or the identifier alone while in no view).
    public var layoutItemName: String {
        let own = identifier.isEmpty ? "UILayoutGuide" : identifier
        return owningView.map { "\($0.name).\(own)" } ?? own
    }

    /// The guide's rectangle in its owning view's coordinates, from the last solve (zero
    /// before one).
    public var layoutFrame: Rect {
        if let solved = layoutVariables?.solved { return solved }
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom, .scrollContent: return .zero
        case .scrollFrame: return Rect(origin: .zero, size: owner.bounds.size)
        case .safeArea, .margins: return owner.bounds.inset(by: insets)
        }
    }

    /// The guide as its name.
    public var description: String { layoutItemName }

    /// Rule Y7: how far a built-in guide lies inside its owning view.
    var insets: EdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .custom, .scrollFrame, .scrollContent: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .margins:
            let margins = owner.layoutMargins
            let safe = owner.insetsLayoutMarginsFromSafeArea ? owner.safeAreaInsets : .zero
            return EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                              bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
    }

    // MARK: Anchors (rule Y3)

    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (the left).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension Rect {
    /// The rectangle shrunk by `insets` (never below zero size).
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}

/// A guide held weakly.
struct WeakGuide {
    weak var guide: LayoutGuide?
}
