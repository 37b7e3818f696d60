/// A tab bar, as UIKit's `UITabBar`: a row of items sharing its width, one of them selected
/// (rules I1, I2), each shown by a private button view (rule I5). A tab bar controller's own
/// bar shows its tabs' items; any other bar holds the items it is given.
open class TabBar: View {
    /// The controller whose tabs this bar shows, or nil for a bar of the app's own (rule I1).
    public internal(set) weak var controller: TabBarController?
    /// The items of a bar of the app's own.
    private var ownItems: [TabBarItem] = []
    /// The selected item of a bar of the app's own.
    private weak var ownSelectedItem: TabBarItem?
    /// Rule I5: the private item buttons, one per item, in the order of the items.
    public private(set) var buttons: [TabBarButton] = []

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
        updateButtons()    // rule I5
    }

    /// Rule I1: selects `item` of a bar of the app's own (nil: none), as setting UIKit's
    /// `selectedItem` does; no delegate hears of it. A tab bar controller's bar raises, as
    /// ``setItems(_:)`` does.
    public func select(_ item: TabBarItem?) throws(EngineError) {
        try checkNotManaged()
        ownSelectedItem = item
    }

    /// Rule I7: the bar's controller gave it its tabs' items (its tabs were set, a tab's item
    /// replaced, or the bar installed, rule I4): the buttons follow (rule I5), then
    /// ``controllerDidSetItems()`` runs.
    public func takeControllerItems() {
        updateButtons()
        controllerDidSetItems()
    }

    /// Rule I7: what a bar does once its controller gave it the items; the base does nothing.
    /// StagehandUIKit's bar calls its surface's `setItems(_:animated:)` here, as UIKit's
    /// controller does, for a subclass to override.
    open func controllerDidSetItems() {}

    /// Rule I5: one button per item, in the order of the items: an item keeps its button, a
    /// new item gets one, behind the bar's other subviews, and the buttons of items gone leave
    /// the bar; then they are laid out.
    func updateButtons() {
        var remaining = buttons
        let updated = items.map { item -> TabBarButton in
            if let index = remaining.firstIndex(where: { $0.item === item }) { return remaining.remove(at: index) }
            return TabBarButton(runtime: runtime, item: item)
        }
        for gone in remaining { gone.removeFromSuperview() }
        for (index, button) in updated.enumerated() where button.superview !== self {
            try? insertSubview(button, at: min(index, subviews.count))
        }
        buttons = updated
        layoutButtons()
    }

    /// Rule I5: the buttons share the bar's width, left to right, below its 1-point top line
    /// (UIKit's `fill` positioning, as the items, rule I2).
    func layoutButtons() {
        guard !buttons.isEmpty else { return }
        let width = bounds.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: width * Double(index), y: 1, width: width, height: max(0, bounds.height - 1))
        }
    }

    /// Rule I5: a layout pass places the buttons after the base layout (rule Y3).
    open override func layoutSubviews() throws(EngineError) {
        try super.layoutSubviews()
        layoutButtons()
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
        if let controller {
            // Rule I6: the bar's delegate hears of the item first, the old tab still selected.
            controller.send(.tabBarDidSelectItem, .int(index), rule: .I6)
            return try controller.userSelect(index: index)
        }
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
