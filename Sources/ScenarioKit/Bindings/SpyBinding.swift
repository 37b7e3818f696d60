import HeadlessUIKit
import LuaBridge

/// A spy on one callback of one controller (`spy(vc, "viewWillAppear")`): the Lua table the
/// script reads, `calls` (how many times the callback was sent) and `args` (per call, its
/// arguments as `table.pack` gives them). Recording happens before the callback runs, which it
/// then does as usual: the script's override if any, else the base implementation.
final class Spy {
    /// The controller, kept so that its identity cannot be reused while the spy lives.
    let controller: ViewController
    /// The callback spied on.
    let callback: Callback.Name
    /// The table handed to the script.
    let table: LuaValue
    /// The calls so far, counted here so that a script that writes over `calls` cannot break
    /// the count.
    var calls = 0

    init(controller: ViewController, callback: Callback.Name, table: LuaValue) {
        self.controller = controller
        self.callback = callback
        self.table = table
    }
}

/// `spy(object, callbackName)`: records the calls of a callback without writing an override.
/// The name is a callback of the registry (``Callback/Name``) by its Lua name, sent to view
/// controllers (table view controllers' data source included); anything else is an error at
/// the script's line.
enum SpyBinding {
    static let spy = HostFunction(name: "spy") { call throws(LuaError) in
        let environment = try call.environment
        let controller = try call.object(1, ViewController.self, expected: "ViewController")
        let name = try call.string(2)
        let callback = try callbackNamed(name, for: controller, call)
        let state = call.state
        let table = state.newTable()
        state.tableSet(table, "callback", .string(name))
        state.tableSet(table, "calls", .integer(0))
        state.tableSet(table, "args", state.newTable())
        environment.spies[ObjectIdentifier(controller), default: []].append(Spy(controller: controller, callback: callback, table: table))
        call.push(table)
        return 1
    }

    /// The callback a script names, checked against the controller it spies on.
    private static func callbackNamed(_ name: String, for controller: ViewController, _ call: LuaCall) throws(LuaError) -> Callback.Name {
        guard let callback = Callback.Name.allCases.first(where: { $0.spec.luaName == name }) else {
            let close = NameSuggestions.suggestions(for: name, among: Callback.Name.allCases.map(\.spec.luaName))
            let hint = close.isEmpty ? "; stagehand docs ViewController lists the callbacks" : NameSuggestions.didYouMean(close)
            throw call.argumentError(2, "no callback named '\(name)'\(hint)")
        }
        switch callback.spec.receiver {
        case .viewController:
            return callback
        case .tableViewController where controller is TableViewController:
            return callback
        default:
            throw call.argumentError(2, "'\(name)' is sent to a \(callback.spec.receiver.rawValue), not to this \(controller.name); spy on a controller's callbacks")
        }
    }
}

extension ScenarioEnvironment {
    /// Records `callback` in every spy of `controller` on it (``SpyBinding``).
    func recordSpies(of callback: Callback, on controller: ViewController) {
        guard let list = spies[ObjectIdentifier(controller)] else { return }
        for spy in list where spy.callback == callback.name {
            spy.calls += 1
            _ = state.callFromHost(recordSpyCall, [spy.table, .integer(spy.calls)] + CallbackArguments.lua(for: callback, in: state))
        }
    }
}
