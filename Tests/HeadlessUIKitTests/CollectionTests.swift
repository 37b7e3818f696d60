import Testing
@testable import HeadlessUIKit

/// A data source over an array of labels, counting its questions.
final class ArraySource: CallbackReceiver {
    var items: [String]
    var cellRequests = 0
    let traceName = "Source"
    init(_ items: [String]) { self.items = items }
    func implements(_ callback: Callback.Name) -> Bool { true }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        switch callback.name {
        case .numberOfSectionsInCollection: return .number(1)
        case .numberOfItems: return .number(Double(items.count))
        case .cellForItem:
            cellRequests += 1
            guard let collectionView = sender as? CollectionView, let indexPath = callback.indexPath("indexPath"),
                  let cell = try? collectionView.dequeueReusableCell("Cell", for: indexPath) else { return .nothing }
            return .view(cell)
        default: return .nothing
        }
    }
}

@Suite("Collection views (D1, D2) and seeded randomness")
struct CollectionTests {
    func grid(_ app: App, _ source: ArraySource, height: Double = 200) throws -> CollectionView {
        let root = try onScreen(app)
        let view = CollectionView(app: app, name: "Grid", frame: Rect(x: 0, y: 0, width: 375, height: height),
                                  itemSize: Size(width: 100, height: 100))
        view.register("Cell")
        view.dataSource = source
        try root.view.addSubview(view)
        try app.run()
        return view
    }

    @Test("D1: visible items only; reuse after scrolling")
    func visibleAndReuse() throws {
        let app = App()
        let source = ArraySource((0..<100).map(String.init))
        let view = try grid(app, source)
        #expect(view.visibleItems.count == 6)
        #expect(source.cellRequests == 6)
        view.contentOffset = Point(x: 0, y: 1100)
        try app.run()
        #expect(view.visibleItems.first == IndexPath(section: 0, item: 30))
        #expect(app.stats.cellsCreated == 6)
        #expect(app.stats.cellsReused == 6)
    }

    @Test("D2: UIKit's message for an insert the data source does not reflect")
    func inconsistentInsert() throws {
        let app = App()
        let source = ArraySource(["a", "b"])
        let view = try grid(app, source)
        do {
            try view.insertItems([IndexPath(section: 0, item: 2)])
            Issue.record("no error")
        } catch {
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.reason.hasPrefix("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"))
            #expect(error.rule == .D2)
        }
    }

    @Test("D2: an insert at the front keeps the old cells and asks for one new one")
    func insertKeepsCells() throws {
        let app = App()
        let source = ArraySource(["a", "b", "c"])
        let view = try grid(app, source)
        let oldFirst = view.cellForItem(at: IndexPath(section: 0, item: 0))
        source.items.insert("z", at: 0)
        try view.insertItems([IndexPath(section: 0, item: 0)])
        try app.run()
        #expect(source.cellRequests == 4)
        #expect(view.cellForItem(at: IndexPath(section: 0, item: 1)) === oldFirst)
    }

    @Test("R2: seeded randomness: the same seed gives the same numbers; another seed others")
    func random() {
        var a = SeededRandom(seed: 1), b = SeededRandom(seed: 1), c = SeededRandom(seed: 2)
        let first = (0..<10).map { _ in a.int(0, 99) }
        #expect(first == (0..<10).map { _ in b.int(0, 99) })
        #expect(first != (0..<10).map { _ in c.int(0, 99) })
        #expect(first.allSatisfy { (0...99).contains($0) })
        var d = SeededRandom(seed: 3)
        #expect((0..<1000).map { _ in d.float() }.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(d.int(5, 5) == 5)
        #expect((0..<100).allSatisfy { _ in (Int.min...Int.max).contains(d.int(Int.min, Int.max)) })
    }
}
