import Foundation
import HeadlessUIKit

/// Core Animation's `CADisplayLink` (rule H10): once added to the main run loop, it sends its
/// selector to its target at every frame of the virtual clock's 60 Hz display. A target that
/// does not understand the selector is UIKit's "unrecognized selector" exception (rule V3).
open class CADisplayLink {
    /// The engine's link.
    public let engineLink: DisplayLink

    /// A link sending `sel` to `target` (kept strongly until ``invalidate()``, as UIKit does).
    public init(target: Any, selector sel: Selector) {
        let app = CurrentApp.app
        var link: CADisplayLink?
        var retained: AnyObject? = target as AnyObject
        engineLink = DisplayLink(app: app, name: "CADisplayLink") { _ in
            guard let link, let target = retained else { return }
            if sel.send(to: target, arguments: [link]) == nil {
                app.recordUncaughtException(EngineError(
                    name: "NSInvalidArgumentException",
                    reason: "-[\(String(describing: type(of: target))) \(sel.name)]: unrecognized selector sent to instance",
                    rule: .H10), subject: link.engineLink.name)
                retained = nil
            }
        }
        link = self
        app.keepAlive(self)
    }

    /// Starts calling the target at the next frame (any run loop and mode: the app has one).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { engineLink.add() }
    /// Stops the calls, keeping the target: the app has one run loop and mode (rule H10).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { engineLink.remove() }
    /// Stops for ever, releasing the target.
    open func invalidate() { engineLink.invalidate() }
    /// Whether it skips its frames.
    open var isPaused: Bool {
        get { engineLink.isPaused }
        set { engineLink.isPaused = newValue }
    }
    /// The wished frame rate (0 for the display's).
    open var preferredFramesPerSecond: Int {
        get { engineLink.preferredFramesPerSecond }
        set { engineLink.preferredFramesPerSecond = newValue }
    }
    /// The time of the frame last delivered.
    open var timestamp: CFTimeInterval { engineLink.timestamp }
    /// The time of the next frame.
    open var targetTimestamp: CFTimeInterval { engineLink.targetTimestamp }
    /// The display's refresh interval (1/60 s).
    open var duration: CFTimeInterval { engineLink.duration }
}
