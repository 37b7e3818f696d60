import HeadlessUIKit
import LuaBridge

/// What the engine takes from a script's answer to a callback, as the registry says the
/// callback returns (``Callback/Spec/returns``): the one reading of answers, for controller
/// overrides and for data sources, delegates and animators alike.
enum CallbackAnswer {
    /// Reads `result`, the first value a script's method returned for `callback`; `what`
    /// names the method in an error (`Cards numberOfItems`, `Bad heightForRow(0,0)`).
    static func read(_ result: LuaValue, answering callback: Callback, what: String,
                     in environment: ScenarioEnvironment) throws(LuaError) -> CallbackValue {
        func mistake(_ expected: String, got: String? = nil) -> LuaError {
            LuaError(message: "\(what) must return \(expected), got \(got ?? result.typeName)")
        }
        switch callback.spec.returns {
        case .nothing:
            return .nothing
        case .count:
            guard let count = result.asInt, count >= 0 else { throw mistake("a count") }
            return .number(Double(count))
        case .height:
            guard let number = result.asDouble, number.isFinite else { throw mistake("a number") }
            return .number(number)
        case .duration:
            guard let seconds = result.asDouble, seconds.isFinite, seconds >= 0 else { throw mistake("a number of seconds (0 or more)") }
            return .number(seconds)
        case .flag:
            guard case .boolean(let answer) = result else { throw mistake("a boolean") }
            return .flag(answer)
        case .cell:
            if result.isNil { return .nothing }
            guard let cell = result.asObject(View.self) else { throw mistake("a cell (a View)") }
            return .view(cell)
        case .collectionCell:
            guard let cell = result.asObject(CollectionViewCell.self) else { throw mistake("a cell from dequeueReusableCell") }
            return .view(cell)
        case .controller:
            if result.isNil { return .nothing }
            guard let controller = result.asObject(ViewController.self) else { throw mistake("a ViewController or nil") }
            return .controller(controller)
        case .column:
            return .text(try name(result, of: SplitViewController.Column.self, mistake))
        case .displayMode:
            return .text(try name(result, of: SplitViewController.DisplayMode.self, mistake))
        case .spineLocation:
            return .text(try name(result, of: PageViewController.SpineLocation.self, mistake))
        case .animator:
            return try LuaCallbackTarget.transitionPart(result, as: .animator, in: environment, what: what).map { .receiver($0) } ?? .nothing
        case .propertyAnimator:    // rule H11
            if result.isNil { return .nothing }
            guard let animator = result.asObject(PropertyAnimator.self) else {
                throw LuaError(message: "\(what) must return a PropertyAnimator or nil, got \(result.typeName)")
            }
            return .propertyAnimator(animator)
        case .interactionController:
            return try LuaCallbackTarget.transitionPart(result, as: .interactionController, in: environment, what: what)
                .map { .receiver($0) } ?? .nothing
        case .presentationController:
            if result.isNil { return .nothing }
            guard let presentation = result.asObject(PresentationController.self) else { throw mistake("a PresentationController or nil") }
            return .receiver(presentation)
        case .frame:
            return .rect(try Rect(lua: result, in: environment.state, what: what))
        case .view:
            if result.isNil { return .nothing }
            guard let view = result.asObject(View.self) else { throw mistake("a View or nil") }
            return .view(view)
        case .orientationMask:
            return .number(Double(try orientationMask(result, in: environment.state, mistake).rawValue))
        case .interfaceOrientation:
            return .text(try name(result, of: InterfaceOrientation.self, mistake))
        case .point:
            if result.isNil { return .nothing }
            guard case .table = result else { throw mistake("a point {x=, y=} or nil") }
            return .point(try CallbackArguments.point(result, in: environment.state, what: what))
        case .presentationStyle:
            if result.isNil { return .nothing }
            guard let text = result.asString, text == ModalPresentationStyle.adaptationNone || ModalPresentationStyle(rawValue: text) != nil else {
                let names = (ModalPresentationStyle.allCases.map(\.rawValue) + [ModalPresentationStyle.adaptationNone]).map { "\"\($0)\"" }
                throw mistake("one of \(names.joined(separator: ", "))", got: result.asString.map { "\"\($0)\"" })
            }
            return .text(text)
        }
    }

    /// Rule E6: a set of interface orientations: a mask's name (`"portrait"`,
    /// `"allButUpsideDown"`) or a list of names, whose union it is.
    static func orientationMask(_ value: LuaValue, in state: LuaState,
                                _ mistake: (String, String?) -> LuaError) throws(LuaError) -> InterfaceOrientationMask {
        let expected = "an orientation mask (one of \(InterfaceOrientationMask.names.map { "\"\($0.name)\"" }.joined(separator: ", ")), or a list of them)"
        if let text = value.asString {
            guard let mask = InterfaceOrientationMask(name: text) else { throw mistake(expected, "\"\(text)\"") }
            return mask
        }
        guard case .table = value else { throw mistake(expected, nil) }
        var mask: InterfaceOrientationMask = []
        for element in state.arrayValues(value) {
            guard let text = element.asString else { throw mistake(expected, element.typeName) }
            guard let one = InterfaceOrientationMask(name: text) else { throw mistake(expected, "\"\(text)\"") }
            mask.formUnion(one)
        }
        return mask
    }

    /// One of `T`'s names (a split view controller's column or display mode, a page view
    /// controller's spine location).
    private static func name<T: RawRepresentable & CaseIterable>(_ result: LuaValue, of _: T.Type,
                                                                 _ mistake: (String, String?) -> LuaError) throws(LuaError) -> String
        where T.RawValue == String {
        guard let text = result.asString, T(rawValue: text) != nil else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw mistake("one of \(names)", result.asString.map { "\"\($0)\"" })
        }
        return text
    }
}
