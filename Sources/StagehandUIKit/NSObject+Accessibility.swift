/// An object that stores UIKit's accessibility properties: responders (views, controllers)
/// and bar items.
@MainActor
protocol AccessibilityStoring: AnyObject {
    /// What the accessibility properties store.
    var accessibility: AccessibilityValues { get set }
}

extension UIResponder: AccessibilityStoring {}
extension UIBarItem: AccessibilityStoring {}

/// UIKit's informal accessibility protocol on `NSObject`: stored by responders and bar items
/// (nil, false or none for other objects); no assistive technology reads them in Stagehand.
@MainActor
extension NSObject {
    /// Whether the object is an element assistive technologies see: stored; by default a
    /// control, a label or a bar item is one (UIKit's standard elements).
    public var isAccessibilityElement: Bool {
        get {
            let stored = (self as? AccessibilityStoring)?.accessibility.isElement
            return stored ?? (self is UIControl || self is UILabel || self is UIBarItem)
        }
        set { (self as? AccessibilityStoring)?.accessibility.isElement = newValue }
    }
    /// The label read for the element: stored.
    public var accessibilityLabel: String? {
        get { (self as? AccessibilityStoring)?.accessibility.label }
        set { (self as? AccessibilityStoring)?.accessibility.label = newValue }
    }
    /// The hint read for the element: stored.
    public var accessibilityHint: String? {
        get { (self as? AccessibilityStoring)?.accessibility.hint }
        set { (self as? AccessibilityStoring)?.accessibility.hint = newValue }
    }
    /// The element's value: stored.
    public var accessibilityValue: String? {
        get { (self as? AccessibilityStoring)?.accessibility.value }
        set { (self as? AccessibilityStoring)?.accessibility.value = newValue }
    }
    /// The element's traits: stored.
    public var accessibilityTraits: UIAccessibilityTraits {
        get { (self as? AccessibilityStoring)?.accessibility.traits ?? .none }
        set { (self as? AccessibilityStoring)?.accessibility.traits = newValue }
    }
    /// The identifier UI tests find the element by: stored.
    public var accessibilityIdentifier: String? {
        get { (self as? AccessibilityStoring)?.accessibility.identifier }
        set { (self as? AccessibilityStoring)?.accessibility.identifier = newValue }
    }
}
