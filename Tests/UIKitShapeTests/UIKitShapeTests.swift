// The app code of AppCode.swift, driven as an app's tests would: compiled in Swift 6 here and
// in Swift 5 in UIKitShapeSwift5Tests (whose files are links to these).
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A fresh app, current while `body` runs.
@MainActor
private func inApp<T>(_ body: (App) throws -> T) rethrows -> T {
    let app = App()
    return try app.withCurrent { try body(app) }
}

@MainActor
@Suite("UIKit's shape: app code compiles and behaves as on iOS")
struct UIKitShapeTests {
    @Test("UIKit's designated initialisers only: a subclass overriding them inherits init(), and responders are NSObjects")
    func initialiserInheritanceAndNSObject() throws {
        try inApp { _ in
            let screen = PlainScreen()
            #expect(screen.title == "Plain")
            #expect(screen.description == "PlainScreen(Plain)")
            let other = PlainScreen()
            #expect(screen.isEqual(other) && screen == other)    // the override of isEqual decides ==
            #expect(screen !== other)
            let view = BadgeView()
            #expect(view.frame == .zero && view.tag == 7 && view.clipsToBounds && view.contentMode == .center)
            let object: NSObject = view
            #expect(object.isEqual(view) && !object.isEqual(BadgeView()))
            let table = GalleryTableViewController(style: .grouped)
            #expect(table.tableView != nil)
            let window = OverlayWindow(frame: .zero)
            #expect(window.windowLevel == .normal + 1 && window.windowLevel > .normal && window.isKeyWindow)
            let stack = CardStackViewController()
            #expect(stack.cornerRadius == 12)
            let decoded = try #require(CardStackViewController(coder: NSCoder()))
            #expect(decoded.cornerRadius == 12)
        }
    }

    @Test("E6 and the recorded members: the overrides answer, and the calls that ask again do nothing harmful")
    func overridesAnswer() throws {
        try inApp { app in
            let stack = CardStackViewController()
            UIApplication.shared.keyWindow?.rootViewController = stack
            try app.run()
            stack.push(PlainScreen())
            stack.push(PlainScreen())
            try app.run()
            #expect(stack.preferredStatusBarStyle == .lightContent && stack.prefersStatusBarHidden)
            #expect(stack.preferredStatusBarUpdateAnimation == .slide && stack.childForStatusBarStyle === stack.cards.last)
            #expect(stack.prefersHomeIndicatorAutoHidden && stack.childForHomeIndicatorAutoHidden === stack.cards.last)
            #expect(stack.supportedInterfaceOrientations == .allButUpsideDown && stack.shouldAutorotate)
            #expect(stack.preferredInterfaceOrientationForPresentation == .portrait)
            #expect(UIViewController().preferredStatusBarStyle == .default)
            stack.awakeFromNib()
            stack.setEditing(true, animated: false)
            #expect(stack.isEditing && !stack.shouldAutorotate)
            #expect(stack.size(forChildContentContainer: stack.cards[0], withParentContainerSize: CGSize(width: 100, height: 80))
                    == CGSize(width: 100, height: 40))
            app.simulateMemoryWarning()
            #expect(stack.events == ["awakeFromNib", "editing true", "memory warning"])
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("W7: a child's new preferred content size tells its parent once; the same size again tells no one")
    func preferredContentSizeTellsTheParent() throws {
        try inApp { _ in
            let stack = CardStackViewController()
            let card = PlainScreen()
            stack.push(card)
            card.preferredContentSize = CGSize(width: 100, height: 300)
            card.preferredContentSize = CGSize(width: 100, height: 300)
            PlainScreen().preferredContentSize = CGSize(width: 1, height: 1)    // no parent
            #expect(stack.events == ["child prefers 300"])
        }
    }

    @Test("W5: an app's view hears its hierarchy hooks in UIKit's order")
    func hierarchyHooks() throws {
        try inApp { app in
            let stack = CardStackViewController()
            UIApplication.shared.keyWindow?.rootViewController = stack
            try app.run()
            let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            badge.addSubview(UIView())
            #expect(badge.hooks == ["didAddSubview"])
            badge.hooks = []
            stack.view.addSubview(badge)
            #expect(badge.hooks == ["willMove(toWindow:)", "willMove(toSuperview:)", "didMoveToWindow (in)", "didMoveToSuperview"])
            badge.hooks = []
            stack.view.sendSubviewToBack(badge)
            #expect(badge.hooks.isEmpty)    // W6: a reorder is no move
            badge.subviews[0].removeFromSuperview()
            badge.removeFromSuperview()
            #expect(badge.hooks == ["willRemoveSubview", "willMove(toWindow: nil)", "willMove(toSuperview: nil)",
                                    "didMoveToWindow (out)", "didMoveToSuperview"])
        }
    }

    @Test("W6 and G1: the surface's subview order, hit testing following it; an image view lets touches through")
    func subviewOrder() throws {
        try inApp { app in
            let stack = CardStackViewController()
            UIApplication.shared.keyWindow?.rootViewController = stack
            try app.run()
            let cards = [PlainScreen(), PlainScreen(), PlainScreen()]
            for card in cards { stack.push(card) }
            try app.run()
            let point = CGPoint(x: 100, y: 100)
            #expect(stack.view.hitTest(point, with: nil) === cards[2].view)
            stack.raise(0)
            #expect(stack.view.subviews.map { $0 } == [cards[1].view, cards[2].view, cards[0].view])
            #expect(stack.view.hitTest(point, with: nil) === cards[0].view)
            stack.view.exchangeSubview(at: 0, withSubviewAt: 2)
            #expect(stack.view.subviews.first === cards[0].view)
            let badge = BadgeView(frame: stack.view.bounds)
            stack.view.insertSubview(badge, aboveSubview: cards[1].view)
            #expect(stack.view.subviews.last === badge && stack.view.viewWithTag(7) === badge)
            let picture = UIImageView(image: UIImage(named: "Background"))
            picture.frame = stack.view.bounds
            stack.view.addSubview(picture)
            #expect(stack.view.hitTest(point, with: nil) === badge)    // the image view ignores touches
        }
    }

    @Test("UIKit's default arguments: the coordinator without a completion, present and dismiss without one, the spring animation")
    func defaultArguments() throws {
        try inApp { app in
            let stack = CardStackViewController()
            UIApplication.shared.keyWindow?.rootViewController = stack
            try app.run()
            stack.push(PlainScreen())
            try app.advance(by: 1)
            #expect(stack.cards[0].view.alpha == 1)
            let card = PlainScreen()
            stack.spotlight(card)
            try app.run()
            #expect(stack.presentedViewController === card)
            stack.endSpotlight()
            try app.run()
            #expect(stack.presentedViewController == nil)
            _ = try app.rotate(to: .landscape)
            try app.advance(by: 1)
            #expect(stack.events.contains("alongside 667"))
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("UIScreen, UIImage, UIImageView and the geometry helpers")
    func valuesAndGeometry() throws {
        try inApp { _ in
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
            #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
            #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
            let named = try #require(UIImage(named: "Background"))
            #expect(named.size == .zero && named.renderingMode == .automatic)
            let symbol = try #require(UIImage(systemName: "xmark"))
            #expect(symbol.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
            let sized = UIImageView(image: UIImage(stagehandSize: CGSize(width: 30, height: 20)))
            #expect(sized.frame.size == CGSize(width: 30, height: 20))
            #expect(sized.intrinsicContentSize == CGSize(width: 30, height: 20))
            #expect(!sized.isUserInteractionEnabled)
            sized.image = nil
            #expect(sized.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))

            let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
            #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 10, y: 5, width: 70, height: 30))
            let transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
            #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 3))
            #expect(CGPoint(x: 12, y: 3).applying(transform.inverted()) == CGPoint(x: 1, y: 1))
            #expect(CGSize(width: 2, height: 2).applying(transform) == CGSize(width: 4, height: 6))
            let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
            #expect(abs(quarter.x) < 1e-9 && abs(quarter.y - 1) < 1e-9)
            #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 2)) == CGRect(x: 0, y: 0, width: 200, height: 100))
            #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0) && CGVector.zero.dx == 0)
            #expect(UIOffset(horizontal: 1, vertical: 2) != .zero && UIEdgeInsets() == .zero)

            let outer = BadgeView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
            let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            outer.addSubview(inner)
            #expect(inner.convert(CGPoint(x: 1, y: 1), to: outer) == CGPoint(x: 6, y: 6))
            #expect(outer.convert(CGPoint(x: 6, y: 6), to: inner) == CGPoint(x: 1, y: 1))
            #expect(inner.convert(CGRect(x: 0, y: 0, width: 3, height: 3), to: nil) == CGRect(x: 15, y: 25, width: 3, height: 3))
            #expect(inner.convert(CGPoint(x: 15, y: 25), from: nil) == .zero)
            inner.sizeToFit()
            #expect(inner.frame.size == CGSize(width: 10, height: 10))
            outer.sizeToFit()
            #expect(outer.frame == CGRect(x: 10, y: 20, width: 40, height: 20))
        }
    }
}
