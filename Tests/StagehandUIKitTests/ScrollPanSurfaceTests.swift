import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A drawer controller as apps write it: its view's pan opens the drawer, and the list inside
/// waits for that pan to fail (`scrollView.panGestureRecognizer.require(toFail:)`).
final class DrawerController: UIViewController, UIGestureRecognizerDelegate {
    let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
    lazy var drawerPan = UIPanGestureRecognizer(target: self, action: Selector("handleDrawer:", on: DrawerController.self) {
        $0.handleDrawer($1.first as? UIPanGestureRecognizer)
        return nil
    })
    var drawerStates: [UIGestureRecognizer.State] = []
    var sideways = true

    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 375, height: 2000)
        view.addSubview(list)
        drawerPan.delegate = self
        view.addGestureRecognizer(drawerPan)
        list.panGestureRecognizer.require(toFail: drawerPan)
    }

    func handleDrawer(_ pan: UIPanGestureRecognizer?) {
        if let pan { drawerStates.append(pan.state) }
    }

    /// The drawer opens sideways only; a vertical pan is the list's.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard sideways, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: view)
        return abs(translation.x) > abs(translation.y)
    }
}

/// A scroll delegate that reads the pan's translation as the content moves, as a parallax
/// header or a pull-to-dismiss does.
final class PanReader: UIScrollViewDelegate {
    var translations: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        translations.append(scrollView.panGestureRecognizer.translation(in: scrollView).y)
    }
}

/// A scroll view that lets its pan run with any other, as apps nest scroll views: UIKit makes
/// the scroll view its pan's delegate, so the subclass's method answers.
final class NestedScrollView: UIScrollView, UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return true
    }
}

@MainActor
@Suite("StagehandUIKit: the scroll view's pan gesture recognizer (G15, Q10), UISlider (G16), UIRotationGestureRecognizer (G17)")
struct ScrollPanSurfaceTests {
    @Test("G15: panGestureRecognizer is the scroll view's own UIPanGestureRecognizer, one object, on its gestureRecognizers")
    func exposed() throws {
        let app = App()
        try app.withCurrent {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            let pan = scroll.panGestureRecognizer
            #expect(scroll.panGestureRecognizer === pan)
            #expect(pan.view === scroll)
            #expect(scroll.gestureRecognizers?.contains { $0 === pan } == true)
            #expect(!scroll.isDirectionalLockEnabled)
            scroll.isDirectionalLockEnabled = true
            #expect(scroll.isDirectionalLockEnabled)
            scroll.isScrollEnabled = false
            #expect(!pan.isEnabled)
        }
    }

    @Test("G15, G7: an app's require(toFail:) makes the list wait for the drawer's pan; the drawer's delegate hands vertical pans back")
    func requireToFail() throws {
        let app = App()
        try app.withCurrent {
            let drawer = try onScreen(app, DrawerController())
            try app.pan(from: Point(x: 100, y: 400), to: Point(x: 200, y: 400), duration: 0.1, steps: 2)
            #expect(drawer.drawerStates == [.began, .changed, .ended])
            #expect(drawer.list.contentOffset == .zero)
            try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 2, hold: 0.1)
            #expect(drawer.drawerStates.count == 3)
            #expect(drawer.list.contentOffset == CGPoint(x: 0, y: 50))
            // Without its delegate's refusal the drawer's pan takes the vertical pan too.
            drawer.sideways = false
            try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 2, hold: 0.1)
            #expect(drawer.drawerStates.count == 6)
            #expect(drawer.list.contentOffset == CGPoint(x: 0, y: 50))
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("G15: a scroll view subclass adopting UIGestureRecognizerDelegate is its pan's delegate: nested, both scroll together")
    func scrollViewIsItsPansDelegate() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let outer = NestedScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
            outer.contentSize = CGSize(width: 375, height: 2000)
            let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
            inner.contentSize = CGSize(width: 375, height: 1000)
            root.view.addSubview(outer)
            outer.addSubview(inner)
            #expect(outer.panGestureRecognizer.delegate === outer)
            #expect(inner.panGestureRecognizer.delegate == nil)
            try app.pan(from: Point(x: 100, y: 300), to: Point(x: 100, y: 200), duration: 0.1, steps: 2, hold: 0.1)
            #expect(inner.contentOffset.y == 50)
            #expect(outer.contentOffset.y == 50)
            #expect(outer.asked > 0)
            // Its own axis test still decides: a horizontal pan moves neither.
            try app.pan(from: Point(x: 100, y: 300), to: Point(x: 200, y: 300), duration: 0.1, steps: 2, hold: 0.1)
            #expect(outer.contentOffset == CGPoint(x: 0, y: 50))
        }
    }

    @Test("G15: scrollViewDidScroll reads the pan's translation, counted from the finger's touch down")
    func translationInDidScroll() throws {
        let app = App()
        let reader = PanReader()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
            scroll.contentSize = CGSize(width: 375, height: 2000)
            scroll.delegate = reader
            root.view.addSubview(scroll)
            try app.pan(from: Point(x: 100, y: 400), to: Point(x: 100, y: 300), duration: 0.1, steps: 4, hold: 0.1)
            // The drag begins at the first move (-25); the content follows the three others.
            #expect(reader.translations == [-50, -75, -100])
            #expect(scroll.contentOffset.y == 75)
        }
    }

    @Test("G16: a UISlider's thumb dragged by a finger sends valueChanged with each change; setValue sends nothing")
    func slider() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 231, height: 31))
            slider.maximumValue = 100
            var values: [Float] = []
            slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
            root.view.addSubview(slider)
            try app.pan(from: Point(x: 36, y: 215), to: Point(x: 136, y: 215), duration: 0.1, steps: 2)
            #expect(values == [25, 50])
            slider.setValue(80, animated: true)
            slider.value = 120
            #expect(slider.value == 100)
            #expect(slider.isContinuous)
            #expect(values.count == 2)
        }
    }

    @Test("G17: a UIRotationGestureRecognizer reports the fingers' turn in radians")
    func rotation() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let photo = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 200))
            root.view.addSubview(photo)
            var turns: [Int] = []
            let rotation = UIRotationGestureRecognizer(target: nil, action: nil)
            photo.addGestureRecognizer(rotation)
            rotation.addTarget(photo, action: Selector("turn:", on: UIView.self) { _, arguments in
                if let r = arguments.first as? UIRotationGestureRecognizer { turns.append(Int((r.rotation * 1000).rounded())) }
                return nil
            })
            try app.rotateFingers(at: Point(x: 150, y: 300), distance: 100, to: Double.pi / 2, duration: 0.2, steps: 2)
            #expect(turns == [785, 1571, 1571])
        }
    }
}
