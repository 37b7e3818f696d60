/// Row selection (rule T10): from code, which tells the delegate nothing, and by the user's
/// tap, which does.
extension TableView {
    /// Rule T10: selects a row from code: no delegate callback; a row that does not exist is
    /// UIKit's exception; nil deselects.
    public func selectRow(_ indexPath: IndexPath?, animated: Bool) throws(EngineError) {
        guard let indexPath else { selectedRow = nil; return }
        try checkRow(indexPath, "selectRowAtIndexPath:animated:scrollPosition:")
        selectedRow = indexPath
    }

    /// Rule T10: deselects a row from code: no delegate callback; a row that is not selected
    /// is left alone.
    public func deselectRow(_ indexPath: IndexPath, animated: Bool) {
        if selectedRow == indexPath { selectedRow = nil }
    }

    /// Rule T10: the user taps a visible row: the row selected before is deselected
    /// (`didDeselectRow`), this one selected (`didSelectRow`). A row off screen cannot be
    /// tapped (false).
    @discardableResult
    public func tapRow(_ indexPath: IndexPath) throws(EngineError) -> Bool {
        try checkRow(indexPath, "tapRow")
        guard visibleRows.contains(indexPath), window != nil else { return false }
        runtime.withCause("\(object: name) row \(indexPath) was tapped (T10)") {
            if let old = selectedRow, old != indexPath {
                selectedRow = nil
                controller?.sendIfImplemented(.didDeselectRow, .indexPath(old), rule: .T10)
            }
            selectedRow = indexPath
            controller?.sendIfImplemented(.didSelectRow, .indexPath(indexPath), rule: .T10)
        }
        return true
    }

    private func checkRow(_ indexPath: IndexPath, _ method: String) throws(EngineError) {
        let counts = knownRowCounts()
        let sections = counts.count
        guard indexPath.section >= 0, indexPath.section < sections else {
            throw EngineError(name: "NSRangeException", reason: "-[UITableView \(method)]: section (\(indexPath.section)) beyond bounds (\(sections))", rule: .T10)
        }
        let rows = counts[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < rows else {
            throw EngineError(name: "NSRangeException", reason: "-[UITableView \(method)]: row (\(indexPath.row)) beyond bounds (\(rows)) for section (\(indexPath.section))", rule: .T10)
        }
    }
}
