import HeadlessUIKit
#if canImport(UIKit)
import UIKit
#else
import StagehandUIKit
#endif
import Testing

/// Code written for Swift 5 against UIKit, as real containers are: a plain `NSObject` animator
/// reaches views from methods that are not on the main actor. UIKit's isolation comes from
/// Objective-C headers, so Swift 5 code is not held to it; StagehandUIKit's declarations are
/// `@preconcurrency @MainActor` for the same answer (in Swift 6 the same code is an error, on
/// iOS as here). This file is compiled in Swift 5 mode only.
final class Swift5Animator: NSObject {
    func slide(_ view: UIView, by offset: CGFloat) {
        view.frame = view.frame.offsetBy(dx: offset, dy: 0)
        view.alpha = 0.5
        view.layoutIfNeeded()
    }
}

@Suite("UIKit's shape in Swift 5: nonisolated app code reaches UIKit as it does on iOS")
struct PreconcurrencyTests {
    @Test("a nonisolated NSObject moves a view (compiles only with UIKit's @preconcurrency isolation)")
    @MainActor
    func nonisolatedCodeReachesViews() {
        let app = App()
        app.withCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            Swift5Animator().slide(view, by: 5)
            #expect(view.frame.origin.x == 5)
            #expect(view.alpha == 0.5)
        }
    }
}
