import Foundation

#if !canImport(QuartzCore)
/// Core Foundation's `CFTimeInterval`, which Foundation on Linux lacks: seconds, Core
/// Animation's unit of time.
public typealias CFTimeInterval = Double
#endif
