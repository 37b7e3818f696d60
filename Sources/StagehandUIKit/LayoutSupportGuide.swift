import Foundation

/// Rule Y17: a controller's `topLayoutGuide` or `bottomLayoutGuide`: the strip between its
/// view's edge and the edge of the view's safe area, as a layout guide of the view made on
/// first use of an anchor.
@MainActor
final class LayoutSupportGuide: UILayoutSupport {
    /// Which strip: the top one, or the bottom one.
    private let isTop: Bool
    private unowned let controller: UIViewController
    private var guide: UILayoutGuide?

    init(controller: UIViewController, isTop: Bool) {
        self.controller = controller
        self.isTop = isTop
    }

    var length: CGFloat {
        let insets = controller.view.safeAreaInsets
        return isTop ? insets.top : insets.bottom
    }
    var topAnchor: NSLayoutYAxisAnchor { placedGuide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { placedGuide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { placedGuide.heightAnchor }

    /// The guide, added to the controller's view and pinned between its edge and its safe
    /// area's on first use.
    private var placedGuide: UILayoutGuide {
        if let guide { return guide }
        let made = UILayoutGuide()
        let view: UIView = controller.view
        view.addLayoutGuide(made)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            isTop ? made.topAnchor.constraint(equalTo: view.topAnchor) : made.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            isTop ? made.bottomAnchor.constraint(equalTo: safeArea.topAnchor) : made.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        guide = made
        return made
    }
}
