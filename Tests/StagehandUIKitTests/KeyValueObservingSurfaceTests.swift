import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

@MainActor
@Suite("Key-value observing through key paths (O12)")
struct KeyValueObservingSurfaceTests {
    @Test("O12: a scroll view's contentOffset observation fires after every change, after scrollViewDidScroll, with the old value; the same offset again is no change")
    func contentOffset() {
        let app = App()
        app.withCurrent {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let log = ScrollLog()
            scroll.delegate = log
            var changes: [String] = []
            let observation = scroll.observe(\.contentOffset, options: [.old, .new]) { view, change in
                log.events.append("observed \(change.oldValue?.y ?? -1) -> \(change.newValue?.y ?? -1)")
                #expect(view === scroll)
                changes.append("\(change.kind)")
            }
            scroll.contentOffset = CGPoint(x: 0, y: 10)
            scroll.contentOffset = CGPoint(x: 0, y: 30)
            scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: false)    // PanModal's halt: no change, no call
            #expect(log.events == ["didScroll 10.0", "observed 0.0 -> 10.0", "didScroll 30.0", "observed 10.0 -> 30.0"])
            #expect(changes == ["setting", "setting"])
            observation.invalidate()
            scroll.contentOffset = .zero
            #expect(log.events.count == 5)
        }
    }

    @Test("O12: .initial calls at once; only the values the options ask for come; an observation ends with its object")
    func optionsAndLifetime() {
        let app = App()
        app.withCurrent {
            let view = UIView()
            var seen: [String] = []
            var observation: NSKeyValueObservation? = view.observe(\.isHidden, options: [.initial, .new]) { _, change in
                seen.append("\(String(describing: change.oldValue)) \(String(describing: change.newValue))")
            }
            view.isHidden = true
            #expect(seen == ["nil Optional(false)", "nil Optional(true)"])
            _ = observation
            observation = nil
            view.isHidden = false
            #expect(seen.count == 2)
            let frames = view.observe(\.frame, options: .old) { _, change in seen.append("frame from \(change.oldValue?.width ?? -1)") }
            view.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            #expect(seen.last == "frame from 0.0")
            frames.invalidate()
        }
    }

    @Test("W15: a view's safeAreaInsets observation hears a change at the view's next layout, with old and new insets, and nothing while they stay the same")
    func safeAreaInsets() throws {
        let app = App()
        var seen: [String] = []
        var observation: NSKeyValueObservation?
        try app.withCurrent {
            let root = UIViewController(nibName: nil, bundle: nil)
            UIApplication.shared.keyWindow?.rootViewController = root
            try app.settle()
            observation = root.view.observe(\.safeAreaInsets, options: [.initial, .old, .new]) { _, change in
                seen.append("\(change.oldValue?.top ?? -1) -> \(change.newValue?.top ?? -1)")
            }
            root.view.setNeedsLayout()
            root.view.layoutIfNeeded()                                 // the same insets: no call
            #expect(seen == ["-1.0 -> 20.0"])
        }
        try app.setSize(Size(width: 390, height: 844))                 // a notched phone: 47 pt on top
        try app.settle()
        #expect(seen == ["-1.0 -> 20.0", "20.0 -> 47.0"])
        observation?.invalidate()
    }

    @Test("O12: a property the engine does not notify is NSUnknownKeyException")
    func unknownKey() {
        let app = App()
        app.withCurrent {
            let view = UIView()
            _ = view.observe(\.alpha) { _, _ in }
            #expect(app.uncaughtException?.name == "NSUnknownKeyException")
            #expect(app.uncaughtException?.rule == .O12)
        }
    }
}
