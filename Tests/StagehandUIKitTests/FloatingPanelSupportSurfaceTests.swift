import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A view that overrides UIKit's open `backgroundColor`, as FloatingPanel's surface view does.
private final class TintedSurface: UIView {
    var assigned: [UIColor?] = []
    override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set { assigned.append(newValue); super.backgroundColor = newValue }
    }
}

@MainActor
@Suite("StagehandUIKit: what scenee/FloatingPanel reads (issue #35)")
struct FloatingPanelSupportSurfaceTests {
    @Test("W14: views and controllers in a window have display scale 2; a collection made without one 0, and combining keeps the base's")
    func displayScale() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let child = UIView(frame: .zero)
            controller.view.addSubview(child)
            #expect(controller.traitCollection.displayScale == 2)
            #expect(child.traitCollection.displayScale == 2)
            #expect(UITraitCollection(horizontalSizeClass: .compact).displayScale == 0)
            #expect(UITraitCollection(displayScale: 3).displayScale == 3)
            let combined = UITraitCollection(traitsFrom: [controller.traitCollection, UITraitCollection(horizontalSizeClass: .regular)])
            #expect(combined.displayScale == 2)
        }
    }

    @Test("J3: the corners are the layer's radius on its masked corners until a configuration is set; effectiveRadius takes the largest")
    func corners() throws {
        let app = App()
        try app.withCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(view.effectiveRadius(corner: .allCorners) == 0)
            view.layer.cornerRadius = 10
            view.layer.maskedCorners = [.layerMinXMinYCorner]
            #expect(view.effectiveRadius(corner: .topLeft) == 10)
            #expect(view.effectiveRadius(corner: .topRight) == 0)
            view.cornerConfiguration = .corners(topLeftRadius: .fixed(4), bottomRightRadius: .fixed(9))
            #expect(view.effectiveRadius(corner: .topLeft) == 4)
            #expect(view.effectiveRadius(corner: .allCorners) == 9)
            #expect(view.effectiveRadius(corner: .bottomLeft) == 0)
            view.cornerConfiguration = .uniformCorners(radius: .fixed(6))
            #expect(view.effectiveRadius(corner: .bottomLeft) == 6)
            // J2: kept as set.
            let shape = CAShapeLayer()
            #expect(shape.fillRule == .nonZero)
            shape.fillRule = .evenOdd
            shape.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).cgPath
            #expect(shape.fillRule == .evenOdd)
            #expect(shape.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
        }
    }

    @Test("Y18: an offset dimension through UIKit's anchors docks a view a fraction of the safe area above its bottom")
    func offsetDimension() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let panel = UIView()
            panel.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(panel)
            let guide = controller.view.safeAreaLayoutGuide
            let offset = panel.topAnchor.anchorWithOffset(to: guide.bottomAnchor).constraint(equalTo: guide.heightAnchor, multiplier: 0.25)
            NSLayoutConstraint.activate([
                panel.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
                panel.widthAnchor.constraint(equalToConstant: 375),
                panel.heightAnchor.constraint(equalToConstant: 100),
                offset,
            ])
            controller.view.layoutIfNeeded()
            // The safe area is 20...667: a quarter of its 647 points above its bottom.
            #expect(panel.frame == CGRect(x: 0, y: 505.25, width: 375, height: 100))
            #expect(offset.firstItem === guide && offset.secondItem === guide)    // the offset's end, then the height's guide
        }
    }

    @Test("the values FloatingPanel reads: storyboard nil, table editing, a backgroundColor override, escape not handled")
    func storedValues() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            #expect(controller.storyboard == nil)
            #expect(!controller.accessibilityPerformEscape())
            #expect(controller.childForScreenEdgesDeferringSystemGestures == nil)
            let table = UITableViewController(style: .plain)
            #expect(table.tableView?.isEditing == false)
            table.setEditing(true, animated: false)
            #expect(table.isEditing && table.tableView?.isEditing == true)
            let surface = TintedSurface(frame: .zero)
            let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            #expect(grid.collectionView?.frame.size == CGSize(width: 375, height: 667))
            #expect(grid.collectionView === grid.view)
            let white = UIColor.white
            surface.backgroundColor = white
            #expect(surface.assigned.count == 1 && surface.assigned.first.flatMap { $0 } === white)
            #expect(surface.backgroundColor === white)
        }
    }

    @Test("V3: an NSException raised by the app is its uncaught exception, with its name and reason")
    func exceptions() throws {
        let app = App()
        try app.withCurrent {
            #expect(app.uncaughtException == nil)
            NSException(name: .invalidArgumentException, reason: "must have its controller as its delegate", userInfo: nil).raise()
            #expect(app.uncaughtException?.message == "NSInvalidArgumentException: must have its controller as its delegate")
        }
    }

    @Test("O18: a gesture delegate's forwarding target answers the methods it lacks; responds(to:) asks the override through any type")
    func forwarding() throws {
        let app = App()
        try app.withCurrent {
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            let router = ForwardingRouter(), refusing = Refusing()
            #expect(router.gestureRecognizerShouldBegin(pan))
            router.target = refusing
            #expect(!router.gestureRecognizerShouldBegin(pan))
            #expect(!(router as UIGestureRecognizerDelegate).gestureRecognizerShouldBegin(pan))
            #expect((router as NSObject).responds(to: Selector("anything")))
            #expect((router as UIGestureRecognizerDelegate).responds(to: Selector("anything")))
            #expect((router.forwardingTarget(for: Selector("anything")) as? Refusing) === refusing)
            #expect(!refusing.responds(to: Selector("anything")))
        }
    }
}

/// What the rewriter makes of a class that overrides `responds(to:)` and
/// `forwardingTarget(for:)` (rule O18).
private final class ForwardingRouter: NSObject, UIGestureRecognizerDelegate, @preconcurrency StagehandOverridable_NSObject_responds,
                                      @preconcurrency StagehandOverridable_NSObject_forwardingTarget {
    weak var target: UIGestureRecognizerDelegate?
    func responds_stagehandOverride(to aSelector: Selector!) -> Bool { true }
    func forwardingTarget_stagehandOverride(for aSelector: Selector!) -> Any? { target }
}

/// A gesture delegate that refuses to begin.
private final class Refusing: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
