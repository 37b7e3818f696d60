/// The views marked for layout while each layout in progress ran (rule L1), innermost last:
/// a nested `layoutIfNeeded` may mark a view that an outer walk has already passed.
final class LayoutMarks {
    private var collectors: [[View]] = []

    /// Runs `body` (a view's layout) and returns the views it marked for layout.
    func collecting(_ body: () throws(EngineError) -> Void) throws(EngineError) -> [View] {
        collectors.append([])
        defer { collectors.removeLast() }
        try body()
        return collectors.last ?? []
    }

    /// Called when `view` becomes marked for layout: every layout in progress hears of it.
    func note(_ view: View) {
        for index in collectors.indices { collectors[index].append(view) }
    }
}
