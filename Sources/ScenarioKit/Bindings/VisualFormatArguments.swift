import HeadlessUIKit
import LuaBridge

/// Reading `LayoutConstraint.constraintsWithVisualFormat(format, {views=, metrics=, options=})`
/// (rule Y11) and lists of constraints (rule Y12) from scripts.
enum VisualFormatArguments {
    private static let keys = ["views", "metrics", "options"]

    /// The inactive constraints of `format` with the views, metrics and options of argument 2.
    static func constraints(format: String, _ call: LuaCall) throws(LuaError) -> [LayoutConstraint] {
        let state = call.state
        let table = try call.table(2)
        for key in state.namedKeys(table).names where !keys.contains(key) {
            throw call.argumentError(2, "unknown key \(key) (expected views, metrics or options)")
        }
        var views: [String: View] = [:]
        let viewsValue = state.tableGet(table, "views")
        guard case .table = viewsValue else { throw call.argumentError(2, "views must be a table of views by name, got \(viewsValue.shownInMessage)") }
        for name in state.namedKeys(viewsValue).names {
            let value = state.tableGet(viewsValue, name)
            guard let view = value.asObject(View.self) else { throw call.argumentError(2, "views.\(name) must be a View, got \(value.shownInMessage)") }
            views[name] = view
        }
        var metrics: [String: Double] = [:]
        let metricsValue = state.tableGet(table, "metrics")
        if !metricsValue.isNil {
            guard case .table = metricsValue else { throw call.argumentError(2, "metrics must be a table of numbers by name, got \(metricsValue.shownInMessage)") }
            for name in state.namedKeys(metricsValue).names {
                let value = state.tableGet(metricsValue, name)
                guard let number = value.asDouble, number.isFinite else { throw call.argumentError(2, "metrics.\(name) must be a finite number, got \(value.shownInMessage)") }
                metrics[name] = number
            }
        }
        var options: VisualFormatOptions = []
        let optionsValue = state.tableGet(table, "options")
        if !optionsValue.isNil {
            guard case .table = optionsValue else { throw call.argumentError(2, "options must be a list of names such as {\"alignAllTop\"}, got \(optionsValue.shownInMessage)") }
            for element in state.arrayValues(optionsValue) {
                guard let name = element.asString, let entry = VisualFormatOptions.names.first(where: { $0.name == name }) else {
                    throw call.argumentError(2, "unknown option \(element.shownInMessage) (expected \(VisualFormatOptions.names.map(\.name).joined(separator: ", ")))")
                }
                options.insert(entry.option)
            }
        }
        var made: [LayoutConstraint] = []
        try engine(call, "LayoutConstraint.constraintsWithVisualFormat(\"\(format)\")") { () throws(EngineError) in
            made = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        return made
    }

    /// The list of constraints at argument `index` of `function`.
    static func constraintList(_ call: LuaCall, _ index: Int, _ function: String) throws(LuaError) -> [LayoutConstraint] {
        let table = try call.table(index)
        var list: [LayoutConstraint] = []
        for (position, value) in call.state.arrayValues(table).enumerated() {
            guard let constraint = value.asObject(LayoutConstraint.self) else {
                throw call.argumentError(index, "\(function): element \(position + 1) must be a LayoutConstraint, got \(value.shownInMessage)")
            }
            list.append(constraint)
        }
        return list
    }
}
