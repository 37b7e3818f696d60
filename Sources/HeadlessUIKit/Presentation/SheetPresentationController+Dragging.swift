/// Rule G15: while a sheet is presented, its pan recognizer, `<presented>.sheetPanGestureRecognizer`,
/// lies on the presented view and drags the sheet (G14).
extension SheetPresentationController {
    /// Attaches the sheet's pan to the presented view, once it is placed.
    func attachSheetPan() {
        guard dragRecognizer == nil, let presented = presentedViewController, let view = presented.viewIfLoaded else { return }
        let target = SheetPan(self, presented)
        let recognizer = DragPanGestureRecognizer(runtime: runtime, name: "\(presented.name).sheetPanGestureRecognizer", draggable: target)
        dragTarget = target
        dragRecognizer = recognizer
        view.addGestureRecognizer(recognizer)
    }

    /// Takes the sheet's pan away: the sheet left the screen.
    func detachSheetPan() {
        guard let recognizer = dragRecognizer else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        dragRecognizer = nil
        dragTarget = nil
    }
}

/// A sheet under a finger (rule G14): a vertical pan on the presented view moves the sheet,
/// and its release rests it at the detent nearest where it projects to, or, pulled down past
/// the smallest detent, dismisses it (rule S9).
final class SheetPan: PanDraggable {
    private unowned let sheet: SheetPresentationController
    private unowned let presented: ViewController
    /// The sheet's top when the drag began, in window points.
    private var startTop = 0.0
    /// Whether the interactive dismissal began (rule S9), or was refused.
    private var dismissing = false
    private var refused = false

    init(_ sheet: SheetPresentationController, _ presented: ViewController) {
        self.sheet = sheet
        self.presented = presented
    }

    /// Rule G14: a mostly vertical pan on a sheet on screen, not in a transition.
    func beginsDrag(translation: Point) -> Bool {
        abs(translation.y) > abs(translation.x) && presented.viewIfLoaded?.window != nil
            && !presented.isBeingPresented && !presented.isBeingDismissed && presented.presentedController == nil
    }

    func dragBegan(translation: Point) {
        startTop = presented.viewIfLoaded?.frame.minY ?? 0
        dismissing = false
        refused = false
    }

    /// Rule G14: the sheet's top follows the finger (never above the window's top). Pulled
    /// below its smallest detent, the interactive dismissal begins (S9), once.
    func dragMoved(translation: Point) {
        guard let view = presented.viewIfLoaded, let window = view.superview else { return }
        let top = max(0, startTop + translation.y)
        view.frame = Rect(x: view.frame.minX, y: top, width: view.frame.width, height: window.bounds.height - top)
        if !dismissing, !refused, window.bounds.height - top < smallestHeight {
            dismissing = presented.beginInteractiveDismissal()
            refused = !dismissing
        }
    }

    /// Rule G14: the release. The height the sheet projects to (its top plus the velocity's
    /// projection at UIKit's normal rate): under half the smallest detent's, a dismissal under
    /// way finishes; otherwise it is cancelled and the sheet rests at the nearest active
    /// detent, a change of detent being the user's (M3: the delegate hears it).
    func dragEnded(velocity: Point) {
        guard let view = presented.viewIfLoaded, let window = view.superview else { return }
        let projectedTop = view.frame.minY + ScrollView.projectedDistance(velocity: velocity.y)
        let projectedHeight = window.bounds.height - projectedTop
        if dismissing {
            dismissing = false
            if projectedHeight < smallestHeight / 2 {
                presented.finishInteractiveDismissal()
                return
            }
            presented.cancelInteractiveDismissal()
        }
        let nearest = activeDetents.min { abs($0.height - projectedHeight) < abs($1.height - projectedHeight) }
        sheet.fitPresentedView()
        if let nearest, nearest.identifier != sheet.currentDetentIdentifier {
            try? sheet.drag(to: nearest.identifier)
        }
    }

    /// The active detents with their heights, in the order of ``SheetPresentationController/detents``.
    private var activeDetents: [(identifier: Detent.Identifier, height: Double)] {
        sheet.detents.compactMap { detent in sheet.height(of: detent.identifier).map { (detent.identifier, $0) } }
    }

    private var smallestHeight: Double { activeDetents.map(\.height).min() ?? 0 }
}
