/// The changes of one batch update, and UIKit's consistency check of them (rule D2).
struct BatchChanges {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    /// Whole sections (rule T7): new indexes for inserts, old ones for deletes and reloads.
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []

    var isEmpty: Bool {
        inserted.isEmpty && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
    }

    /// Rule T7: where each old section goes: deleted sections go nowhere, inserted ones take
    /// their new indexes, the others keep their order.
    func newSection(for old: Int, sectionsAfter: Int) -> Int? {
        if deletedSections.contains(old) { return nil }
        let rank = (0..<old).filter { !deletedSections.contains($0) }.count
        var seen = -1
        for candidate in 0..<sectionsAfter where !insertedSections.contains(candidate) {
            seen += 1
            if seen == rank { return candidate }
        }
        return nil
    }

    /// nil when `after` is what `before` becomes through these changes; otherwise UIKit's
    /// `NSInternalInconsistencyException`, with "items" for collection views and "rows" for
    /// tables.
    func validate(before: [Int], after: [Int], noun: String, collection: String) -> EngineError? {
        func failure(_ reason: String) -> EngineError {
            EngineError(name: "NSInternalInconsistencyException", reason: reason, rule: .D2)
        }
        for section in deletedSections.sorted() where !before.indices.contains(section) {
            return failure("attempt to delete section \(section), but there are only \(before.count) sections before the update")
        }
        for section in insertedSections.sorted() where !after.indices.contains(section) {
            return failure("attempt to insert section \(section) but there are only \(after.count) sections after the update")
        }
        if before.count + insertedSections.count - deletedSections.count != after.count {
            return failure("Invalid update: invalid number of sections. The number of sections contained in the \(collection) after the update (\(after.count)) must be equal to the number of sections contained in the \(collection) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        for old in before.indices where !reloadedSections.contains(old) {
            guard let section = newSection(for: old, sectionsAfter: after.count) else { continue }
            // Deletes and moves out name old sections; inserts and moves in name new ones.
            let insertedCount = inserted.filter { $0.section == section }.count
            let deletedCount = deleted.filter { $0.section == old }.count
            let movedIn = moved.filter { $0.to.section == section && $0.from.section != old }.count
            let movedOut = moved.filter { $0.from.section == old && $0.to.section != section }.count
            let expected = before[old] + insertedCount - deletedCount + movedIn - movedOut
            if after[section] != expected {
                return failure("Invalid update: invalid number of \(noun)s in section \(section). The number of \(noun)s contained in an existing section after the update (\(after[section])) must be equal to the number of \(noun)s contained in that section before the update (\(before[old])), plus or minus the number of \(noun)s inserted or deleted from that section (\(insertedCount) inserted, \(deletedCount) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        for path in deleted.sorted() where !before.indices.contains(path.section) || path.row >= before[path.section] || path.row < 0 {
            let count = before.indices.contains(path.section) ? before[path.section] : 0
            return failure("attempt to delete \(noun) \(path.row) from section \(path.section) which only contains \(count) \(noun)s before the update")
        }
        for path in inserted.sorted() where !after.indices.contains(path.section) || path.row >= after[path.section] || path.row < 0 {
            let count = after.indices.contains(path.section) ? after[path.section] : 0
            return failure("attempt to insert \(noun) \(path.row) into section \(path.section), but there are only \(count) \(noun)s in section \(path.section) after the update")
        }
        return nil
    }

    /// Where each surviving old item goes: deletes name old positions, inserts new ones,
    /// moves both; the other items keep their order (UIKit's batch-update semantics). Reloaded
    /// and deleted items map to nil.
    func newIndexPath(for old: IndexPath, after: [Int]) -> IndexPath? {
        if deleted.contains(old) || reloaded.contains(old) || reloadedSections.contains(old.section) { return nil }
        if let move = moved.first(where: { $0.from == old }) { return move.to }
        guard let section = newSection(for: old.section, sectionsAfter: after.count), after.indices.contains(section) else { return nil }
        // The old items of this section that stay in it, in order, up to `old`.
        let leaving = Set(deleted.filter { $0.section == old.section }.map(\.row) + moved.filter { $0.from.section == old.section }.map(\.from.row))
        let rank = (0..<old.row).filter { !leaving.contains($0) }.count
        // The new positions not taken by inserted or moved-in items, in order.
        let taken = Set(inserted.filter { $0.section == section }.map(\.row) + moved.filter { $0.to.section == section }.map(\.to.row))
        var free = -1
        var seen = -1
        while seen < rank {
            free += 1
            if free >= after[section] { return nil }
            if !taken.contains(free) { seen += 1 }
        }
        return IndexPath(section: section, row: free)
    }
}
