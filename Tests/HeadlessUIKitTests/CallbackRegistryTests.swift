import Testing
@testable import HeadlessUIKit

/// The callback registry: one entry per callback, and everything else follows from it.
@Suite("Callback registry")
struct CallbackRegistryTests {
    @Test("every callback a controller receives has a base implementation; no other has one")
    func bases() {
        for name in Callback.Name.allCases {
            let receivesAsController = name.spec.receiver == .viewController || name.spec.receiver == .tableViewController
            #expect((name.spec.base != nil) == receivesAsController, "\(name)")
            #expect(name.spec.isOverridable == receivesAsController, "\(name)")
        }
    }

    @Test("trace names are unique per receiver, and Lua names are what scripts can spell")
    func names() {
        var seen = Set<String>()
        for name in Callback.Name.allCases {
            #expect(seen.insert("\(name.spec.receiver.rawValue).\(name.spec.traceName)").inserted, "\(name)")
            #expect(name.spec.luaName.allSatisfy { $0.isLetter || $0.isNumber }, "\(name)")
        }
    }

    @Test("A6, A8: exactly the five appearance callbacks, viewIsAppearing among them, count as appearance callbacks")
    func appearance() {
        #expect(Callback.Name.allCases.filter(\.spec.isAppearance)
                == [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
    }

    @Test("V2: a super call runs the registry's base, which runs the open method a Swift subclass overrides")
    func baseRunsOpenMethod() {
        final class Counting: ViewController {
            var appeared: [Bool] = []
            override func viewDidAppear(_ animated: Bool) { appeared.append(animated) }
        }
        let app = App()
        let vc = Counting(app: app, name: "C")
        vc.superCall(Callback(.viewDidAppear, .bool(true)))
        #expect(vc.appeared == [true])
    }

    @Test("T1: the data-source base answers from the static rows and counts the questions")
    func tableBase() {
        let app = App()
        let table = TableViewController(app: app, name: "T", sections: [[StaticRow(id: "a", height: 30)]])
        table.loadViewIfNeeded()
        #expect(table.superCall(Callback(.numberOfRows, .int(0))).number == 1)
        #expect(table.superCall(Callback(.heightForRow, .indexPath(IndexPath(section: 0, row: 0)))).number == 30)
        #expect(app.stats.heightForRowCalls == 1)
    }
}
