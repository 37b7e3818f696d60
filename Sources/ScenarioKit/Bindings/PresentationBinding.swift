import HeadlessUIKit
import LuaBridge

/// Presentation controllers in Lua (rules M1-M3): the `PresentationController` class that a
/// script subclasses for a custom presentation, `SheetPresentationController` with its
/// detents, and `vc.presentationController` / `vc.sheetPresentationController`.
enum PresentationBinding {
    /// The overridable members of a presentation controller: a Lua subclass's methods of
    /// these names are its overrides, and `PresentationController.name(self, ...)` its super
    /// call (the engine's base).
    static let overridable: [Callback.Name] = Callback.Name.allCases.filter { $0.spec.receiver == .presentationController }

    /// `PresentationController{presented=, presenting=, name=}` (UIKit's
    /// `init(presentedViewController:presenting:)`).
    static func makeClass() -> LuaClass {
        let cls = LuaClass(name: "PresentationController", swiftType: PresentationController.self)
        cls.constructorKeys = ["name", "presented", "presenting"]
        cls.constructor = { className, arguments, state throws(LuaError) in
            guard let presented = state.tableGet(arguments, "presented").asObject(ViewController.self) else {
                throw LuaError(message: "\(className){presented=...} needs the ViewController it presents")
            }
            let presentingValue = state.tableGet(arguments, "presenting")
            let presenting = presentingValue.asObject(ViewController.self)
            guard presentingValue.isNil || presenting != nil else {
                throw LuaError(message: "\(className){presenting=...} must be a ViewController or nil, got \(presentingValue.typeName)")
            }
            return PresentationController(presentedViewController: presented, presenting: presenting,
                                          name: state.tableGet(arguments, "name").asString ?? className)
        }
        addMembers(to: cls)
        return cls
    }

    /// `SheetPresentationController`: a sheet's, from `vc.sheetPresentationController`.
    static func makeSheetClass(superclass: LuaClass) -> LuaClass {
        let cls = LuaClass(name: "SheetPresentationController", superclass: superclass, swiftType: SheetPresentationController.self)
        cls.constructor = { _, _, _ throws(LuaError) in
            throw LuaError(message: "a SheetPresentationController comes with a sheet: read vc.sheetPresentationController")
        }
        func sheet(_ object: AnyObject) -> SheetPresentationController? { object as? SheetPresentationController }
        cls.property("detents", get: { object, state in
            state.array(sheet(object)?.detents.map { .string($0.identifier.rawValue) } ?? [])
        }, set: { object, value, state throws(LuaError) in
            let detents = try self.detents(value, in: state)
            sheet(object)?.detents = detents
        })
        for (name, path) in [("selectedDetentIdentifier", \SheetPresentationController.selectedDetentIdentifier),
                             ("largestUndimmedDetentIdentifier", \SheetPresentationController.largestUndimmedDetentIdentifier)] {
            cls.property(name, get: { object, _ in sheet(object)?[keyPath: path].map { .string($0.rawValue) } ?? .nil },
                         set: { object, value, _ throws(LuaError) in
                             guard value.isNil || value.asString != nil else {
                                 throw LuaError(message: "\(name) must be a detent's identifier (a string) or nil, got \(value.typeName)")
                             }
                             sheet(object)?[keyPath: path] = value.asString.map(Detent.Identifier.init(rawValue:))
                         })
        }
        SharedMembers.addFlag("prefersGrabberVisible", to: cls, \SheetPresentationController.prefersGrabberVisible)
        cls.property("currentDetentIdentifier") { object, _ in sheet(object).map { .string($0.currentDetentIdentifier.rawValue) } ?? .nil }
        cls.property("dimsPresenter") { object, _ in .boolean(sheet(object)?.dimsPresenter ?? true) }
        cls.method("height") { call throws(LuaError) in
            let sheet = try call.object(1, SheetPresentationController.self, expected: "SheetPresentationController")
            call.push(sheet.height(of: Detent.Identifier(rawValue: try call.string(2))).map { LuaValue(number: $0) } ?? .nil)
            return 1
        }
        cls.method("animateChanges") { call throws(LuaError) in
            let sheet = try call.object(1, SheetPresentationController.self, expected: "SheetPresentationController")
            let run = call.state.callback(try call.function(2))
            try engine(call, "\(sheet.name):animateChanges()") { sheet.animateChanges { run([]) } }
            return 0
        }
        cls.method("drag") { call throws(LuaError) in
            let sheet = try call.object(1, SheetPresentationController.self, expected: "SheetPresentationController")
            let identifier = Detent.Identifier(rawValue: try call.string(2))
            try engine(call, "\(sheet.name):drag(\(identifier.rawValue))") { () throws(EngineError) in try sheet.drag(to: identifier) }
            return 0
        }
        return cls
    }

    /// `vc.presentationController` and `vc.sheetPresentationController` (rules M1, M3).
    static func addControllerMembers(to cls: LuaClass) {
        cls.property("presentationController") { object, _ in (object as? ViewController).map { .object($0.presentationController) } ?? .nil }
        cls.property("sheetPresentationController") { object, _ in
            (object as? ViewController)?.sheetPresentationController.map { .object($0) } ?? .nil
        }
    }

    /// What every presentation controller has: its controllers, container, style and
    /// delegate, and the base of each overridable member.
    private static func addMembers(to cls: LuaClass) {
        func presentation(_ object: AnyObject) -> PresentationController? { object as? PresentationController }
        cls.property("name") { object, _ in .string(presentation(object)?.name ?? "") }
        cls.property("presentedViewController") { object, _ in presentation(object)?.presentedViewController.map { .object($0) } ?? .nil }
        cls.property("presentingViewController") { object, _ in presentation(object)?.presentingViewController.map { .object($0) } ?? .nil }
        cls.property("containerView") { object, _ in presentation(object)?.containerView.map { .object($0) } ?? .nil }
        cls.property("presentationStyle") { object, _ in presentation(object).map { .string($0.presentationStyle.rawValue) } ?? .nil }
        cls.property("shouldPresentInFullscreen") { object, _ in .boolean(presentation(object)?.shouldPresentInFullscreen ?? true) }
        // The delegate is the presented controller's presentationDelegate: one and the same.
        cls.property("delegate", get: { object, state in
            guard let presented = presentation(object)?.presentedViewController else { return .nil }
            return state.environment?.scriptTarget(.presentationDelegate, of: presented) ?? .nil
        }, set: { object, value, state throws(LuaError) in
            guard let presented = presentation(object)?.presentedViewController else { return }
            try state.scenarioEnvironment().setScriptTarget(value, as: .presentationDelegate, of: presented,
                                                              hearing: [.presentationControllerDelegate]) {
                presented.presentationDelegate = $0
            }
        })
        for name in overridable {
            cls.method(name.spec.luaName) { call throws(LuaError) in
                let target = try call.object(1, PresentationController.self, expected: "PresentationController")
                let callback = try CallbackArguments.callback(name, from: call)
                return CallbackArguments.push(target.base(callback), to: call)
            }
        }
    }

    /// A list of detents: `"medium"`, `"large"`, or `{identifier=, height=}` /
    /// `{identifier=, resolver=function(context) ... end}` for a custom one (rule M3).
    static func detents(_ value: LuaValue, in state: LuaState) throws(LuaError) -> [Detent] {
        guard case .table = value else { throw LuaError(message: "detents must be a list of detents, got \(value.typeName)") }
        var detents: [Detent] = []
        for (offset, entry) in state.arrayValues(value).enumerated() {
            let what = "detents[\(offset + 1)]"
            if let name = entry.asString {
                switch name {
                case "medium": detents.append(.medium())
                case "large": detents.append(.large())
                default: throw LuaError(message: "\(what) must be \"medium\", \"large\" or a custom detent table {identifier=, height= or resolver=}, got \"\(name)\"")
                }
                continue
            }
            guard case .table = entry, let identifier = state.tableGet(entry, "identifier").asString else {
                throw LuaError(message: "\(what) must be \"medium\", \"large\" or a table {identifier=, height= or resolver=}, got \(entry.typeName)")
            }
            let height = state.tableGet(entry, "height"), resolver = state.tableGet(entry, "resolver")
            if let fixed = height.asDouble, fixed.isFinite, resolver.isNil {
                detents.append(.custom(identifier: Detent.Identifier(rawValue: identifier)) { _ in fixed })
            } else if case .function = resolver, height.isNil {
                let resolve = state.answeringCallback(resolver)
                detents.append(.custom(identifier: Detent.Identifier(rawValue: identifier)) { [weak state] context in
                    guard let state else { return nil }
                    let argument = state.newTable()
                    state.tableSet(argument, "maximumDetentValue", LuaValue(number: context.maximumDetentValue))
                    return resolve([argument])?.first?.asDouble
                })
            } else {
                throw LuaError(message: "\(what) needs either a finite height or a resolver function")
            }
        }
        return detents
    }
}
