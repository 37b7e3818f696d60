/// A tab bar, as UIKit's `UITabBar`: a row of items sharing its width, one of them selected
/// (rules I1, I2). A tab bar controller's own bar shows its tabs' items; any other bar holds
/// the items it is given.
public final class TabBar: View {
    /// The controller whose tabs this bar shows, or nil for a bar of the app's own (rule I1).
    public internal(set) weak var controller: TabBarController?
    /// The items of a bar of the app's own.
    private var ownItems: [TabBarItem] = []
    /// The selected item of a bar of the app's own.
    private weak var ownSelectedItem: TabBarItem?

    /// Rule I1: the items, left to right: a tab bar controller's tabs' `tabBarItem`s, in
    /// the order of its tabs.
    public var items: [TabBarItem] { controller?.viewControllers.map(\.tabBarItem) ?? ownItems }

    /// Rule I1: the selected item: a tab bar controller's selected tab's item.
    public var selectedItem: TabBarItem? {
        if let controller { return controller.selectedViewController?.tabBarItem }
        return ownSelectedItem.flatMap { item in ownItems.contains { $0 === item } ? item : nil }
    }

    /// Rule I1: a tab bar controller's bar is hidden while its selected tab is a navigation
    /// controller with a pushed controller that hides the bottom bars (rule E5's inset is gone
    /// then too); setting it hides the bar as any view's.
    public override var isHidden: Bool {
        get { super.isHidden || hiddenByPushedController }
        set { super.isHidden = newValue }
    }

    /// Whether the selected tab hides the bottom bars (rule E5).
    private var hiddenByPushedController: Bool {
        (controller?.selectedViewController as? NavigationController)?.hidesBottomBars ?? false
    }

    /// Rule I1: sets the items of a bar of the app's own. A tab bar controller's bar raises
    /// UIKit's `NSInternalInconsistencyException`, changing nothing.
    public func setItems(_ items: [TabBarItem]) throws(EngineError) {
        try checkNotManaged()
        ownItems = items
    }

    /// Rule I1: selects `item` of a bar of the app's own (nil: none), as setting UIKit's
    /// `selectedItem` does; no delegate hears of it. A tab bar controller's bar raises, as
    /// ``setItems(_:)`` does.
    public func select(_ item: TabBarItem?) throws(EngineError) {
        try checkNotManaged()
        ownSelectedItem = item
    }

    /// Rule I1: a tab bar controller's bar raises UIKit's `NSInternalInconsistencyException`
    /// when it is changed directly.
    private func checkNotManaged() throws(EngineError) {
        guard controller == nil else {
            throw EngineError(name: "NSInternalInconsistencyException",
                              reason: "Directly modifying a tab bar managed by a tab bar controller is not allowed.", rule: .I1)
        }
    }

    /// Rule I2: the item under `x`, in the bar's coordinates: the items share the width
    /// equally (UIKit's `fill` positioning).
    public func itemIndex(atX x: Double) -> Int? {
        let items = items
        guard !items.isEmpty, bounds.width > 0, x >= 0, x < bounds.width else { return nil }
        let index = Int((x / (bounds.width / Double(items.count))).rounded(.down))
        return items.indices.contains(index) ? index : nil
    }

    /// Rule I2: the user taps the item at `index`. A disabled item does nothing. On a tab bar
    /// controller's bar the tab is selected through the controller's delegate (rule S15); a
    /// bar of the app's own selects the item. Returns whether the item was selected; an index
    /// out of range raises `NSRangeException`.
    @discardableResult
    public func userTapItem(at index: Int) throws(EngineError) -> Bool {
        let items = items
        guard items.indices.contains(index) else {
            throw EngineError(name: "NSRangeException", reason: "index \(index) beyond bounds [0 .. \(items.count - 1)]", rule: .I2)
        }
        guard items[index].isEnabled else { return false }
        if let controller { return try controller.userSelect(index: index) }
        ownSelectedItem = items[index]
        return true
    }

    // Rule I2: the bar takes the touches on its items (UIKit's item buttons), and a lift
    // inside the bar taps the item under the finger.
    public override func touchesBegan(_ touches: [Touch]) {}
    public override func touchesMoved(_ touches: [Touch]) {}
    public override func touchesCancelled(_ touches: [Touch]) {}
    public override func touchesEnded(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard point.y >= 0, point.y < bounds.height, let index = itemIndex(atX: point.x) else { return }
        do { try userTapItem(at: index) } catch { runtime.raise(error, subject: name) }
    }
}
