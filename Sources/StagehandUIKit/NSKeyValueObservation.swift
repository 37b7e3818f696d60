import Foundation

/// Foundation's `NSKeyValueObservation`: a key-value observation that lasts as long as this
/// object, or until ``invalidate()`` (rule O12).
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private var removal: (() -> Void)?

    init(removal: (() -> Void)?) {
        self.removal = removal
        super.init()
    }

    /// Ends the observation: the handler is not called again.
    public func invalidate() {
        removal?()
        removal = nil
    }

    deinit { removal?() }
}
