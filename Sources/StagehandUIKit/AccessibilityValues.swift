/// What an object stores of UIKit's accessibility properties (`accessibilityLabel`, ...):
/// stored; no assistive technology reads them in Stagehand.
struct AccessibilityValues {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
    var identifier: String?
}
