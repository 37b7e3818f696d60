/// A selector's name, as Foundation's `NSStringFromSelector` gives it (rule O2).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// A selector known only by its name, as Foundation's `NSSelectorFromString` makes it: it
/// knows no method, so sending it is "unrecognized selector" (rule O3).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
