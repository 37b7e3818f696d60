import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

@MainActor
@Suite("StagehandUIKit: the values real containers read (issue #35)")
struct UIKitValuesSurfaceTests {
    @Test("E2: a view's traitCollection is its controller's, its content size category the user's; E3: the status bar is the safe area's top")
    func traitsAndStatusBar() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let child = UIView(frame: .zero)
            controller.view.addSubview(child)
            #expect(child.traitCollection == controller.traitCollection)
            #expect(child.traitCollection.preferredContentSizeCategory == .large)
            #expect(!child.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
            #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
            #expect(UIView(frame: .zero).traitCollection.horizontalSizeClass == .compact)    // off the hierarchy: the window's
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
            #expect(controller.view.window?.windowScene?.statusBarManager?.statusBarFrame.height == 20)
        }
    }

    @Test("F2: endEditing resigns the first responder among the subviews, and says whether one did")
    func editingAndSelection() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(controller.view.endEditing(true))
            #expect(!field.isFirstResponder)
            #expect(!controller.view.endEditing(true))
        }
    }

    @Test("title names the tab bar and navigation items; accessibility, colours, values and image contexts are stored values")
    func storedValues() throws {
        let app = App()
        try app.withCurrent {
            let controller = UIViewController()
            controller.title = "Inbox"
            #expect(controller.navigationItem.title == "Inbox")
            #expect(controller.tabBarItem.title == "Inbox")
            controller.navigationItem.setHidesBackButton(true, animated: false)
            #expect(controller.navigationItem.hidesBackButton)
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            bar.items = [UINavigationItem(title: "A"), UINavigationItem(title: "B")]
            #expect(bar.topItem?.title == "B")
            #expect(bar.backItem?.title == "A")
            let button = UIButton(frame: .zero)
            #expect(button.isAccessibilityElement)
            #expect(!UIView(frame: .zero).isAccessibilityElement)
            button.accessibilityTraits = .button.union(.selected)
            #expect(button.accessibilityTraits.contains(.selected))
            let item = UITabBarItem(title: "T", image: nil, tag: 1)
            item.accessibilityLabel = "Tab"
            #expect(item.accessibilityLabel == "Tab")
            var red: CGFloat = 0, alpha: CGFloat = 0
            #expect(UIColor(displayP3Red: 0.5, green: 0, blue: 0, alpha: 0.25).getRed(&red, green: nil, blue: nil, alpha: &alpha))
            #expect(red == 0.5 && alpha == 0.25)
            #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
            #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
            #expect(UIGraphicsGetCurrentContext() == nil)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 32, height: 16), false, 2)
            UIGraphicsGetCurrentContext()?.fillPath()
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 32, height: 16))
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
            let layer = CALayer()
            #expect(layer.maskedCorners.contains(.layerMaxXMaxYCorner))
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            #expect(layer.maskedCorners.rawValue == 3)
            #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).snapshotView(afterScreenUpdates: false)?.bounds.size
                    == CGSize(width: 10, height: 20))
        }
    }
}
