/// One of a tab bar's item buttons, UIKit's private `UITabBarButton` (rule I5): the view that
/// shows one item, which apps that draw their own items find among the bar's subviews, hide
/// and take the frame of. Its surface's class is named `UITabBarButton`.
public final class TabBarButton: View {
    /// The item it shows.
    public private(set) weak var item: TabBarItem?

    /// The button of `item`, traced as `UITabBarButton`.
    init(runtime: Runtime, item: TabBarItem) {
        self.item = item
        super.init(runtime: runtime, name: "UITabBarButton", frame: .zero)
        // Rule I5 (choice): the bar takes the touches on its items (rule I2), not the button.
        userInteractionEnabled = false
    }
}
