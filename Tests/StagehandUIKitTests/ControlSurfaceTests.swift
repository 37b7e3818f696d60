import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A controller that handles its buttons' and switch's actions, as an app's code does.
final class FormController: UIViewController {
    var saves = 0
    var switched: [Bool] = []
    func save(_ sender: UIButton?) { saves += 1 }
    func toggled(_ sender: UISwitch?) { switched.append(sender?.isOn ?? false) }
}

/// A control that tracks only touches in its top half, noting its tracking calls.
final class TopHalfControl: UIControl {
    var notes: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        notes.append("begin")
        return touch.location(in: self).y < bounds.height / 2
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        notes.append("end")
        super.endTracking(touch, with: event)
    }
}

/// A scroll view delegate that pages by rows of 100 points through the target pointer.
final class RowSnapper: UIScrollViewDelegate {
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
}

@MainActor
@Suite("StagehandUIKit: controls (rules G10-G12) and dragging (Q7)")
struct ControlSurfaceTests {
    @Test("G10: addTarget(_:action:for:) with a selector and addAction(_:for:) run on a tap, in order; a missing method is uncaught")
    func targetAction() throws {
        let app = App()
        try app.withCurrent {
            let form = FormController()
            let controller = try onScreen(app, form)
            let ok = UIButton(type: .system)
            ok.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            ok.setTitle("OK", for: .normal)
            controller.view.addSubview(ok)
            var handled: [String] = []
            ok.addTarget(form, action: Selector("save:", on: FormController.self) { $0.save($1.first as? UIButton) }, for: .touchUpInside)
            ok.addAction(UIAction(title: "Log") { action in handled.append("\(action.title) \((action.sender as? UIButton)?.currentTitle ?? "")") },
                         for: .primaryActionTriggered)
            _ = try app.tap(at: Point(x: 30, y: 110))
            #expect(form.saves == 1)
            #expect(handled == ["Log OK"])
            #expect(ok.actions(forTarget: form, forControlEvent: .touchUpInside) == ["save:"])
            #expect(ok.allControlEvents == [.touchUpInside, .primaryActionTriggered])
            ok.addTarget(form, action: Selector("missing:"), for: .touchUpInside)
            ok.sendActions(for: .touchUpInside)
            #expect(app.uncaughtException?.reason == "-[StagehandUIKitTests.FormController missing:]: unrecognized selector sent to instance FormController")
        }
    }

    @Test("G11: an app's beginTracking override decides whether a touch is tracked; G12: a switch turns and sends valueChanged")
    func trackingAndSwitch() throws {
        let app = App()
        try app.withCurrent {
            let form = FormController()
            let controller = try onScreen(app, form)
            let control = TopHalfControl(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            controller.view.addSubview(control)
            var downs = 0
            control.addAction(UIAction { _ in downs += 1 }, for: .touchDown)
            _ = try app.tap(at: Point(x: 10, y: 310))
            _ = try app.tap(at: Point(x: 10, y: 390))
            #expect(control.notes == ["begin", "end", "begin"])
            #expect(downs == 1)
            let wifi = UISwitch(frame: CGRect(x: 200, y: 100, width: 0, height: 0))
            #expect(wifi.frame.size == CGSize(width: 51, height: 31))
            controller.view.addSubview(wifi)
            wifi.addTarget(form, action: Selector("toggled:", on: FormController.self) { $0.toggled($1.first as? UISwitch) }, for: .valueChanged)
            _ = try app.tap(at: Point(x: 210, y: 110))
            wifi.setOn(false, animated: true)
            #expect(form.switched == [true])
            #expect(!wifi.isOn)
        }
    }

    @Test("Q7: a UIScrollViewDelegate writes the release's target through the pointer; Q8: isPagingEnabled reaches the engine")
    func targetPointer() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            scroll.contentSize = CGSize(width: 375, height: 3000)
            let snapper = RowSnapper()
            scroll.delegate = snapper
            controller.view.addSubview(scroll)
            _ = try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 4)
            try app.settle()
            #expect(scroll.contentOffset.y == 600)    // 574 projected, snapped to 600
            scroll.isPagingEnabled = true
            scroll.decelerationRate = .fast
            #expect(scroll.decelerationRate == .fast)
            #expect(scroll.isPagingEnabled)
        }
    }

    @Test("G12: UISegmentedControl(items:) selects the tapped segment and sends valueChanged; selectedSegmentIndex from code sends nothing")
    func segmentedControl() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, UIViewController())
            let tabs = UISegmentedControl(items: ["Day", "Week"])
            tabs.frame = CGRect(x: 0, y: 300, width: 200, height: 32)
            controller.view.addSubview(tabs)
            var picked: [Int] = []
            tabs.addAction(UIAction { action in picked.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2) },
                           for: .valueChanged)
            #expect(tabs.selectedSegmentIndex == UISegmentedControl.noSegment)
            _ = try app.tap(at: Point(x: 150, y: 310))
            tabs.selectedSegmentIndex = 0
            #expect(picked == [1])
            #expect(tabs.titleForSegment(at: 1) == "Week")
        }
    }

    @Test("L2: a UIControl subclass's layoutSubviews runs in the layout pass, its base first placing constrained subviews")
    func controlSubclassLaysOut() throws {
        final class Tile: UIControl {
            let badge = UIView()
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                badge.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let app = App()
        try app.withCurrent {
            let host = UIViewController()
            _ = try onScreen(app, host)
            let tile = Tile(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            tile.addSubview(tile.badge)
            host.view.addSubview(tile)
            tile.setNeedsLayout()
            try app.settle()
            #expect(tile.passes == 1)
            #expect(tile.badge.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        }
    }

    @Test("G1: hit testing asks a UIControl subclass's point(inside:), so a control can take taps beyond its bounds")
    func controlPointInside() throws {
        final class Reaching: UIControl {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { point.y >= -30 && point.y < bounds.height }
        }
        let app = App()
        try app.withCurrent {
            let host = UIViewController()
            _ = try onScreen(app, host)
            let control = Reaching(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
            host.view.addSubview(control)
            #expect(try app.tap(at: Point(x: 50, y: 180)) === control.engineView)    // 20 points above it
            #expect(try app.tap(at: Point(x: 50, y: 160)) !== control.engineView)
        }
    }
}
