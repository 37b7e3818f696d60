import HeadlessUIKit
import LuaBridge

/// A scroll view's (or collection view's) delegate written in Lua (rules Q1-Q4, U1): any
/// table (methods found through metatables too) or controller with some of the scroll
/// callbacks and, for a collection view, `willDisplayCell` and `didEndDisplayingCell`, each
/// called as `delegate:method(scrollView, ...)`. Only the methods it has are traced.
final class LuaScrollDelegate: LuaMethodTarget, ScrollViewDelegate {
    init(value: LuaValue, environment: ScenarioEnvironment) {
        super.init(value: value, environment: environment, defaultName: "delegate")
    }

    func scrollView(_ scrollView: ScrollView, received callback: Callback) {
        call(callback.name, [.object(scrollView)] + CallbackArguments.lua(for: callback, in: environment.state))
    }
}
