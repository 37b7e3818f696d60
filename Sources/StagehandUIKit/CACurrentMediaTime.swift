import Foundation

/// Core Animation's `CACurrentMediaTime()`: the current app's virtual clock, in seconds (an
/// animation's `beginTime` is `CACurrentMediaTime() + delay`).
public func CACurrentMediaTime() -> CFTimeInterval { CurrentApp.app.time }
