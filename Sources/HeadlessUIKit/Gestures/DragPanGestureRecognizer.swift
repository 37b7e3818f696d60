/// Rule G15: the pan gesture recognizer the engine attaches to what a finger drags (a
/// ``PanDraggable``): a scroll view's `panGestureRecognizer` (UIKit's private
/// `UIScrollViewPanGestureRecognizer`, a `UIPanGestureRecognizer` on the scroll view), a sheet's
/// and a scroll-style pager's. It takes part in every touch sequence on its view like any
/// recognizer (G4, G7). Its own `gestureRecognizerShouldBegin` is the draggable's: the pan's
/// axis (Q5) and, when the content already has the touch, whether the drag may cancel it (G13).
/// Its target `handlePan:` drives the drag: began begins it, each change moves it by the
/// translation since it began, the end releases it at the velocity (whole points per second),
/// a cancel releases it where it is.
final class DragPanGestureRecognizer: PanGestureRecognizer {
    /// What it drags.
    private(set) weak var draggable: PanDraggable?
    /// Rule G13: the content view that heard the touch's `touchesBegan`, while it has it.
    weak var contentView: View?
    /// Rule G13: the finger came down on a motion under way and stopped it: the touch is the
    /// draggable's, the content hears nothing of it.
    private(set) var caughtMotion = false
    /// The translation when the drag began: the drag counts from there (Q5).
    private var dragOrigin = Point.zero

    init(runtime: Runtime, name: String, draggable: PanDraggable) {
        self.draggable = draggable
        super.init(runtime: runtime, name: name)
        defaultShouldBegin = { [weak self] in self?.draggableAllowsBegin() ?? false }
        addAction(GestureAction(name: "handlePan:", target: draggable) { [weak self] _ in self?.handlePan() })
    }

    override var hasOwnDelegate: Bool { true }
    override var publicKind: GestureRecognizer.Type { PanGestureRecognizer.self }

    /// The drag's answer to `gestureRecognizerShouldBegin` (rules Q5, G13).
    private func draggableAllowsBegin() -> Bool {
        guard let draggable, draggable.beginsDrag(translation: translation(in: nil)) else { return false }
        guard let contentView else { return true }
        return draggable.canCancelContentTouches && draggable.touchesShouldCancel(in: contentView)
    }

    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        caughtMotion = draggable?.fingerDown() ?? false
    }

    override func reset() {
        super.reset()
        draggable?.fingerUp()
        caughtMotion = false
        contentView = nil
        dragOrigin = .zero
    }

    /// The target's `handlePan:` (rule G15).
    private func handlePan() {
        guard let draggable else { return }
        switch state {
        case .began:
            dragOrigin = translation(in: nil)
            draggable.dragBegan(translation: dragOrigin)
        case .changed:
            let now = translation(in: nil)
            draggable.dragMoved(translation: Point(x: now.x - dragOrigin.x, y: now.y - dragOrigin.y))
        case .ended:
            // Whole points per second: the clock's sums of fractions must not reach the trace.
            let speed = velocity(in: nil)
            draggable.dragEnded(velocity: Point(x: speed.x.rounded(), y: speed.y.rounded()))
        case .cancelled:
            draggable.dragEnded(velocity: .zero)
        case .possible, .failed:
            break
        }
    }
}
