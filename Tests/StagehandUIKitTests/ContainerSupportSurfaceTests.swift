import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// What real containers (Pageboy, PanModal) ask UIKit for beyond controllers and views: class
/// messages, the device, haptics, drawing values and the deprecated layout supports.
@MainActor
@Suite("Container support: class messages, device, feedback, paths, layout supports (O11, W8, W9, J1, J2, Y17)")
struct ContainerSupportSurfaceTests {
    @Test("O11: UIApplication answers sharedApplication by selector and by key, as the same object each time")
    func classMessages() {
        let app = App()
        app.withCurrent {
            let selector = NSSelectorFromString("sharedApplication")
            #expect(UIApplication.responds(to: selector))
            #expect(!UIView.responds(to: selector))
            let shared = UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
            #expect(shared === UIApplication.shared)
            #expect(UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication === UIApplication.shared)
            #expect(app.uncaughtException == nil)
            #expect(UIApplication.perform(NSSelectorFromString("nope")) == nil)
            #expect(app.uncaughtException?.reason.hasPrefix("+[StagehandUIKit.UIApplication nope]: unrecognized selector sent to class") == true)
            #expect(app.uncaughtException?.rule == .O11)
        }
        let other = App()
        other.withCurrent {
            #expect(UIApplication.value(forKey: "nope") == nil)
            #expect(other.uncaughtException?.name == "NSUnknownKeyException")
        }
    }

    @Test("W8, W9: selection feedback is traced; the device is an iPhone on iOS 17.0, held as the window is")
    func deviceAndFeedback() throws {
        let app = App()
        try app.withCurrent {
            let generator = UISelectionFeedbackGenerator()
            generator.prepare()
            app.mark()
            generator.selectionChanged()
            #expect(app.recent == ["app feedback(selectionChanged)"])
            #expect(app.rules(of: "feedback") == [.W8])
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.systemVersion == "17.0")
            #expect(UIDevice.current.orientation == .portrait)
            #expect(!UIAccessibility.isVoiceOverRunning)
            #expect(UIViewController(nibName: nil, bundle: nil).popoverPresentationController == nil)
            _ = try app.rotate(to: .landscape)
            try app.run()
            #expect(UIDevice.current.orientation == .landscapeLeft)
        }
    }

    @Test("J1: a rounded rectangle starts on its top edge; lines from its current point; cgPath keeps the elements")
    func bezierPaths() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: 8, height: 8))
        #expect(path.currentPoint == CGPoint(x: 8, y: 0))
        #expect(path.bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(abs(path.bounds.width - 100) < 1e-9)
        path.addLine(to: CGPoint(x: 40, y: path.currentPoint.y))
        path.addLine(to: CGPoint(x: path.currentPoint.x, y: path.currentPoint.y - 10))
        #expect(path.currentPoint == CGPoint(x: 40, y: -10))
        #expect(abs(path.bounds.minY + 10) < 1e-9 && abs(path.bounds.height - 60) < 1e-9)
        let cgPath = path.cgPath
        #expect(cgPath.currentPoint == CGPoint(x: 40, y: -10))
        #expect(UIBezierPath(cgPath: cgPath).cgPath == cgPath)
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPath.elements.count == 5)
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(abs(oval.bounds.width - 20) < 1e-9 && abs(oval.bounds.height - 10) < 1e-6)
        #expect(UIBezierPath().currentPoint == .zero && UIBezierPath().isEmpty)
    }

    @Test("J2: a shape layer as a view's mask, and rasterization, are kept as set")
    func masks() {
        let app = App()
        app.withCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let mask = CAShapeLayer()
            mask.path = UIBezierPath(rect: view.bounds).cgPath
            view.layer.mask = mask
            view.layer.shouldRasterize = true
            view.layer.rasterizationScale = 3
            #expect(view.layer.mask === mask)
            #expect((view.layer.mask as? CAShapeLayer)?.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(view.layer.shouldRasterize && view.layer.rasterizationScale == 3)
            #expect(mask.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1) && mask.strokeColor == nil)
        }
    }

    @Test("Y17: topLayoutGuide and bottomLayoutGuide measure the safe area's insets and place views")
    func layoutSupports() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController(nibName: nil, bundle: nil))
            #expect(root.topLayoutGuide.length == root.view.safeAreaInsets.top)
            #expect(root.bottomLayoutGuide.length == root.view.safeAreaInsets.bottom)
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
                bar.heightAnchor.constraint(equalTo: root.topLayoutGuide.heightAnchor),
                bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                bar.widthAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(bar.frame.minY == root.view.safeAreaInsets.top)
            #expect(bar.frame.height == root.view.safeAreaInsets.top)
            #expect(root.topLayoutGuide === root.topLayoutGuide)
        }
    }

    @Test("scroll indicator insets and CATransition progress are kept")
    func storedValues() {
        let app = App()
        app.withCurrent {
            let scroll = UIScrollView()
            scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            #expect(scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            #expect(scroll.horizontalScrollIndicatorInsets == scroll.verticalScrollIndicatorInsets)
            let transition = CATransition()
            #expect(transition.startProgress == 0 && transition.endProgress == 1)
            transition.startProgress = 0.25
            #expect(transition.startProgress == 0.25)
        }
    }
}
