import HeadlessUIKit
import Testing
@testable import ScenarioKit

/// A cause read back from the text the JSON holds: its steps, their objects, its shared links.
@Suite("Cause read from its text")
struct CauseReaderTests {
    @Test("the steps are the parts between →; script is no step; every cause prints its text again")
    func steps() {
        var reader = CauseReader(objects: [])
        #expect(reader.cause("a.lua:3 app:run() → layout of V").steps.map(\.text) == ["a.lua:3 app:run()", "layout of V"])
        #expect(reader.cause("script").isEmpty)
        for text in ["", "x", "a → ", " → b", "é → 😀 → \n", "a →b → c"] {
            #expect(reader.cause(text).description == text)
        }
    }

    @Test("a step's object is the longest known object that begins it, followed by a space, 's or a dot")
    func objects() {
        var reader = CauseReader(objects: ["Nav", "Nav#2", "Nav Bar", "Root"])
        let objects = reader.cause("a.lua:1 Nav:push(Root) → Nav Bar's view was loaded → Nav#2 addChild Root → Nav.view was added to window → Root")
            .steps.map(\.object)
        #expect(objects == [nil, "Nav Bar", "Nav#2", "Nav", nil])
    }

    @Test("causes with one text are one chain, and chains with one start share it")
    func sharing() {
        var reader = CauseReader(objects: [])
        let first = reader.cause("s → a"), again = reader.cause("s → a"), other = reader.cause("s → b")
        #expect(first.isShared(with: again))
        #expect(first.outer.isShared(with: other.outer))
        #expect(!reader.cause("s").isShared(with: reader.cause("t").outer))
    }
}
