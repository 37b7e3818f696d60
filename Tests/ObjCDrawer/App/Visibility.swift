import UIKit

/// Builds objects with a block, as jonkykong/SideMenu does for every `NSObject` (rule O16).
protocol Configurable: AnyObject {
    init()
}

extension Configurable {
    init(_ block: (Self) -> Void) {
        self.init()
        block(self)
    }

    @discardableResult func with(_ block: (Self) -> Void) -> Self {
        block(self)
        return self
    }
}

extension NSObject: Configurable {}

/// A configuration of the app's own, made with the protocol's initialiser (rule O16).
final class DrawerStyle: Configurable {
    var width = 0
    required init() {}
}

/// Whether a controller shows the drawer, declared for every controller in an extension and
/// overridden by the drawer's panel in an extension of its own, as SideMenu declares
/// `isHidden` (rule O15).
extension UIViewController {
    @objc var showsDrawer: Bool {
        return presentingViewController != nil
    }

    @objc func describeDrawer(_ prefix: String, count: Int) -> String {
        "\(prefix) \(count) controller"
    }
}

/// The drawer's panel.
final class DrawerPanel: UIViewController {}

extension DrawerPanel {
    override var showsDrawer: Bool {
        return !super.showsDrawer
    }

    override func describeDrawer(_ prefix: String, count: Int) -> String {
        super.describeDrawer(prefix, count: count + 1) + " panel"
    }
}

/// What the scenario reads: the members called through `UIViewController` on a plain
/// controller and on the panel, and objects made with a block.
enum DrawerProbe {
    static func report() -> String {
        let plain = UIViewController(nibName: nil, bundle: nil)
        let panel: UIViewController = DrawerPanel(nibName: nil, bundle: nil)
        let view = UIView { $0.alpha = 0.5 }
        let label = UILabel(frame: .zero).with { $0.text = "made" }
        let style = DrawerStyle { $0.width = 276 }
        return "\(plain.showsDrawer) \(panel.showsDrawer), \(plain.describeDrawer("plain", count: 1)), "
            + "\(panel.describeDrawer("panel", count: 1)), \(view.alpha) \(label.text ?? "-") \(style.width)"
    }
}
