import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// Two buttons laid out by visual format strings with margin attributes, as app code writes them.
final class FormatViewController: UIViewController {
    let left = UIView(), right = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for item in [left, right] {
            item.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(item)
        }
        let views: [String: Any] = ["left": left, "right": right]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[left(>=50@750)]-8-[right(==left)]-pad-|",
                                                           options: [.alignAllTop, .alignAllBottom], metrics: ["pad": 12], views: views))
        view.addConstraint(NSLayoutConstraint(item: left, attribute: .top, relatedBy: .equal, toItem: view,
                                              attribute: .topMargin, multiplier: 1, constant: 0))
        left.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
}

@MainActor
@Suite("StagehandUIKit: visual format, held constraints and margin attributes (rules Y11-Y13)")
struct VisualFormatSurfaceTests {
    @Test("Y11-Y13: a visual format with metrics and alignment options, installed on the common ancestor; a margin attribute")
    func formatLaysOut() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, FormatViewController())
            let top = controller.view.safeAreaInsets.top + controller.view.layoutMargins.top
            #expect(controller.left.frame == CGRect(x: 12, y: top, width: 171.5, height: 44))
            #expect(controller.right.frame == CGRect(x: 191.5, y: top, width: 171.5, height: 44))
            #expect(controller.view.constraints.count == 7)
            #expect(controller.left.constraints.count == 2)        // its width predicate and its height
            let held = controller.view.constraints[0]
            #expect(held.firstItem === controller.left && held.firstAttribute == .leading && held.constant == 12)
            controller.view.removeConstraints(controller.view.constraints)
            #expect(controller.view.constraints.isEmpty)
        }
    }

    @Test("Y11: a format UIKit cannot parse is the app's uncaught exception and gives no constraint")
    func parseError() throws {
        let app = App()
        try app.withCurrent {
            let view = UIView()
            let made = NSLayoutConstraint.constraints(withVisualFormat: "[missing]", metrics: nil, views: ["view": view])
            #expect(made.isEmpty)
            #expect(app.uncaughtException?.message.contains("missing is not a key in the views dictionary.") == true)
            #expect(UIStackView.spacingUseSystem != UIStackView.spacingUseDefault)
        }
    }
}
