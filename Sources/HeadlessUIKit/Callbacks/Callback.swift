/// One callback the engine sends, with its arguments: what the trace records, what a script's
/// override receives and what a base implementation runs with.
///
/// Which callbacks exist, and everything about each (its names, its parameters, what it
/// returns, its base behaviour), is declared once, in ``Callback/Name/spec``.
public struct Callback {
    /// Which callback this is.
    public let name: Name
    /// The arguments, in the order of ``Spec/parameters``.
    public let arguments: [Argument]

    /// The callback `name` with its arguments, in the order of the name's ``Spec/parameters``.
    public init(_ name: Name, _ arguments: Argument...) {
        self.init(name, arguments: arguments)
    }

    /// The callback `name` with `arguments` in the order of the name's ``Spec/parameters``.
    public init(_ name: Name, arguments: [Argument]) {
        self.name = name
        self.arguments = arguments
    }

    /// Everything the registry says of this callback.
    public var spec: Spec { name.spec }

    /// The arguments as the trace prints them, one string each (a coordinator is not printed).
    public var traceArguments: [String] { arguments.compactMap(\.traceText) }

    /// The argument for the parameter `name` of ``Spec/parameters``, or nil when the spec
    /// has no such parameter or the callback was made without it.
    ///
    /// Arguments are read by name, and each typed reader below gives nil for an argument of
    /// another kind: a base implementation that reads a parameter its spec does not declare
    /// gets nil and does not run, which the tests of every callback's base catch.
    public func argument(_ name: String) -> Argument? {
        guard let index = spec.parameters.firstIndex(where: { $0.name == name }), arguments.indices.contains(index) else { return nil }
        return arguments[index]
    }

    /// The flag `name`.
    public func bool(_ name: String) -> Bool? {
        if case .bool(let value)? = argument(name) { return value }
        return nil
    }

    /// The string `name`.
    public func string(_ name: String) -> String? {
        if case .string(let value)? = argument(name) { return value }
        return nil
    }

    /// The controller `name`: nil when it is nil or missing; see ``hasArgument(_:)``.
    public func controller(_ name: String) -> ViewController? {
        if case .controller(let value)? = argument(name) { return value }
        return nil
    }

    /// The controllers `name`.
    public func controllers(_ name: String) -> [ViewController]? {
        if case .controllers(let value)? = argument(name) { return value }
        return nil
    }

    /// The integer `name`.
    public func int(_ name: String) -> Int? {
        if case .int(let value)? = argument(name) { return value }
        return nil
    }

    /// The view `name`.
    public func view(_ name: String) -> View? {
        if case .view(let value)? = argument(name) { return value }
        return nil
    }

    /// The point `name`.
    public func point(_ name: String) -> Point? {
        if case .point(let value)? = argument(name) { return value }
        return nil
    }

    /// The index path `name`.
    public func indexPath(_ name: String) -> IndexPath? {
        if case .indexPath(let value)? = argument(name) { return value }
        return nil
    }

    /// The size `name`.
    public func size(_ name: String) -> Size? {
        if case .size(let value)? = argument(name) { return value }
        return nil
    }

    /// The trait collection `name`.
    public func traits(_ name: String) -> TraitCollection? {
        if case .traits(let value)? = argument(name) { return value }
        return nil
    }

    /// The transition coordinator `name`.
    public func coordinator(_ name: String) -> TransitionCoordinator? {
        if case .coordinator(let value)? = argument(name) { return value }
        return nil
    }

    /// The segue `name`.
    public func segue(_ name: String) -> Segue? {
        if case .segue(let value)? = argument(name) { return value }
        return nil
    }

    /// The name `name` (a split view controller's column or display mode).
    public func text(_ name: String) -> String? {
        if case .text(let value)? = argument(name) { return value }
        return nil
    }

    /// The transition context `name`.
    public func transitionContext(_ name: String) -> TransitionContext? {
        if case .transitionContext(let value)? = argument(name) { return value }
        return nil
    }

    /// The animator `name`.
    public func animator(_ name: String) -> CallbackReceiver? {
        if case .animator(let value)? = argument(name) { return value }
        return nil
    }

    /// The touch `name` (rule G4).
    public func touch(_ name: String) -> Touch? {
        if case .touch(let value)? = argument(name) { return value }
        return nil
    }

    /// The gesture recognizer `name` (rule G7).
    public func gestureRecognizer(_ name: String) -> GestureRecognizer? {
        if case .gestureRecognizer(let value)? = argument(name) { return value }
        return nil
    }

    /// Whether the callback has an argument for the parameter `name` (of any value, nil
    /// included): tells a nil controller from a missing one.
    public func hasArgument(_ name: String) -> Bool { argument(name) != nil }
}

extension Callback {
    /// One argument of a callback.
    public enum Argument {
        /// A flag: `animated`.
        case bool(Bool)
        /// A string: a segue's identifier, an unwind action's name.
        case string(String)
        /// A controller or nil: the new parent of `willMoveToParent`.
        case controller(ViewController?)
        /// Controllers: a page view controller's pages.
        case controllers([ViewController])
        /// A storyboard segue.
        case segue(Segue)
        /// An integer: a section.
        case int(Int)
        /// A row or an item.
        case indexPath(IndexPath)
        /// A view's new size.
        case size(Size)
        /// A trait collection.
        case traits(TraitCollection)
        /// The coordinator of a transition under way.
        case coordinator(TransitionCoordinator)
        /// A name: a split view controller's column or display mode.
        case text(String)
        /// A controller transition's context (rules X1-X4).
        case transitionContext(TransitionContext)
        /// A point: a velocity, a content offset.
        case point(Point)
        /// A view: a cell.
        case view(View)
        /// A custom transition's animator (a delegate's question about it).
        case animator(CallbackReceiver)
        /// A finger's touch (rule G4).
        case touch(Touch)
        /// A gesture recognizer (rule G7).
        case gestureRecognizer(GestureRecognizer)

        /// The argument as the trace prints it: `true`, the controller's name or `nil`, the
        /// segue's identifier, `3`, `0,1`, `667 x 375`, `wC hC light large`, an animator's
        /// name; nil for a coordinator or a transition context, which the trace leaves out.
        public var traceText: String? {
            switch self {
            case .bool(let value): String(value)
            case .string(let value): value
            case .controller(let controller): controller?.name ?? "nil"
            case .controllers(let controllers): "[" + controllers.map(\.name).joined(separator: " ") + "]"
            case .segue(let segue): segue.identifier
            case .int(let value): String(value)
            case .indexPath(let indexPath): "\(indexPath.section),\(indexPath.row)"
            case .size(let size): size.description
            case .traits(let traits): traits.description
            case .coordinator, .transitionContext: nil
            case .text(let text): text
            case .point(let point): "\(format(point.x)),\(format(point.y))"
            case .view(let view): view.name
            case .animator(let animator): animator.traceName
            case .touch(let touch): "\(format(touch.locationInWindow.x)),\(format(touch.locationInWindow.y))"
            case .gestureRecognizer(let recognizer): recognizer.name
            }
        }
    }
}
