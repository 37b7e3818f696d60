import HeadlessUIKit

/// UIKit's private `UITabBarButton` (rule I5): the view of one item of a tab bar, one per
/// item among the bar's subviews. Not part of UIKit's API: apps reach its class only by name,
/// `NSClassFromString("UITabBarButton")`. (UIKit's is a `UIControl`; this one is a plain view,
/// since the bar takes the touches on its items.)
final class UITabBarButton: UIView {}
