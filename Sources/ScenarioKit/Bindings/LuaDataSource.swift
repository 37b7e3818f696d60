import HeadlessUIKit
import LuaBridge

/// A Lua table (or controller) that the engine calls by method name: a data source, a
/// delegate. Its trace name is the controller's name, else the table's `name`, else a default.
class LuaMethodTarget {
    let value: LuaValue
    unowned let environment: ScenarioEnvironment
    let traceName: String

    init(value: LuaValue, environment: ScenarioEnvironment, defaultName: String) {
        self.value = value
        self.environment = environment
        switch value {
        case .object(let controller as ViewController): traceName = controller.name
        default: traceName = environment.state.tableGet(value, "name").asString ?? defaultName
        }
    }

    /// Whether the script's object has the callback's method (UIKit's `respondsToSelector:`),
    /// for delegates whose methods are optional.
    func implements(_ callback: Callback.Name) -> Bool {
        environment.state.callFromHost(environment.hasMethod, [value, .string(callback.spec.luaName)])?.first?.asBool == true
    }

    /// Calls `value:name(...)` through the prelude's helper (a normal, metatable-aware
    /// lookup, in protected mode); nil when the method is missing or failed.
    @discardableResult
    func call(_ name: Callback.Name, _ arguments: [LuaValue]) -> LuaValue? {
        let state = environment.state
        guard let results = state.callFromHost(environment.callMethod, [value, .string(name.spec.luaName)] + arguments),
              results.first?.asBool == true else { return nil }
        return results.count > 1 ? results[1] : .nil
    }
}

/// A collection view's data source written in Lua: any table (with methods, also inherited
/// through a metatable) or controller with `numberOfSections(cv)`, `numberOfItems(cv,
/// section)` and `cellForItem(cv, indexPath)`. A script's mistakes become the pending error.
final class LuaDataSource: LuaMethodTarget, CollectionViewDataSource {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "dataSource")
    }

    private func number(_ name: Callback.Name, _ arguments: [LuaValue], default fallback: Int?) -> Int {
        guard let result = call(name, arguments) else {
            if let fallback { return fallback }
            environment.state.setPendingError(LuaError(message: "the data source \(traceName) has no method \(name.spec.luaName)"))
            return 0
        }
        guard let count = result.asInt, count >= 0 else {
            environment.state.setPendingError(LuaError(message: "\(traceName) \(name.spec.luaName) must return a count, got \(result.typeName)"))
            return 0
        }
        return count
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        number(.numberOfSectionsInCollection, [.object(collectionView)], default: 1)
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        number(.numberOfItems, [.object(collectionView), .integer(section)], default: nil)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell? {
        let path = CallbackArguments.luaIndexPath(indexPath, in: environment.state, item: true)
        guard let result = call(.cellForItem, [.object(collectionView), path]) else {
            environment.state.setPendingError(LuaError(message: "the data source \(traceName) has no method cellForItem"))
            return nil
        }
        guard let cell = result.asObject(CollectionViewCell.self) else {
            environment.state.setPendingError(LuaError(message: "\(traceName) cellForItem must return a cell from dequeueReusableCell, got \(result.typeName)"))
            return nil
        }
        return cell
    }
}
