import HeadlessUIKit
import ScenarioKit
import StagehandUIKit

/// The arguments a script passes to a Swift method it calls (`menu:select(child, true)`), after
/// the receiver, read as UIKit's types.
public struct ScriptArguments {
    let values: [ScriptValue]

    /// The number of arguments.
    public var count: Int { values.count }

    private func value(_ index: Int) -> ScriptValue { values.indices.contains(index) ? values[index] : .nil }

    /// The `index`th argument (0-based) as a boolean (`false` unless it is `true`).
    public func bool(_ index: Int) -> Bool { value(index).bool }
    /// The `index`th argument as a number, if it is one.
    public func number(_ index: Int) -> Double? { value(index).number }
    /// The `index`th argument as a string, if it is one.
    public func string(_ index: Int) -> String? { value(index).string }
    /// The `index`th argument as a controller, if it is one.
    @MainActor public func controller(_ index: Int) -> UIViewController? {
        value(index).controller.map { UIViewController.surface(of: $0) }
    }
    /// The `index`th argument as a view, if it is one.
    @MainActor public func view(_ index: Int) -> UIView? { value(index).view.map { UIView.surface(of: $0) } }
}
