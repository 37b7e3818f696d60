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

    /// Makes a callback; the arguments follow the name's ``Spec/parameters``.
    public init(_ name: Name, _ arguments: Argument...) {
        self.init(name, arguments: arguments)
    }

    /// Makes a callback from an argument list.
    public init(_ name: Name, arguments: [Argument]) {
        self.name = name
        self.arguments = arguments
    }

    /// Everything the registry says of this callback.
    public var spec: Spec { name.spec }

    /// The arguments as the trace prints them, one string each (a coordinator is not printed).
    public var traceArguments: [String] { arguments.compactMap(\.traceText) }

    /// The `index`th argument as a flag (false when it is not one).
    public func bool(_ index: Int) -> Bool {
        if arguments.indices.contains(index), case .bool(let value) = arguments[index] { return value }
        return false
    }

    /// The `index`th argument as a string (empty when it is not one).
    public func string(_ index: Int) -> String {
        if arguments.indices.contains(index), case .string(let value) = arguments[index] { return value }
        return ""
    }

    /// The `index`th argument as a controller (nil when it is nil or not one).
    public func controller(_ index: Int) -> ViewController? {
        if arguments.indices.contains(index), case .controller(let value) = arguments[index] { return value }
        return nil
    }

    /// The `index`th argument as a list of controllers (empty when it is not one).
    public func controllers(_ index: Int) -> [ViewController] {
        if arguments.indices.contains(index), case .controllers(let value) = arguments[index] { return value }
        return []
    }

    /// The `index`th argument as an integer (0 when it is not one).
    public func int(_ index: Int) -> Int {
        if arguments.indices.contains(index), case .int(let value) = arguments[index] { return value }
        return 0
    }

    /// The `index`th argument as a view (nil when it is not one).
    public func view(_ index: Int) -> View? {
        if arguments.indices.contains(index), case .view(let value) = arguments[index] { return value }
        return nil
    }

    /// The `index`th argument as a point (zero when it is not one).
    public func point(_ index: Int) -> Point {
        if arguments.indices.contains(index), case .point(let value) = arguments[index] { return value }
        return .zero
    }

    /// The `index`th argument as an index path (0,0 when it is not one).
    public func indexPath(_ index: Int) -> IndexPath {
        if arguments.indices.contains(index), case .indexPath(let value) = arguments[index] { return value }
        return IndexPath(section: 0, row: 0)
    }

    /// The `index`th argument as a size (zero when it is not one).
    public func size(_ index: Int) -> Size {
        if arguments.indices.contains(index), case .size(let value) = arguments[index] { return value }
        return .zero
    }

    /// The `index`th argument as a trait collection (unspecified when it is not one).
    public func traits(_ index: Int) -> TraitCollection {
        if arguments.indices.contains(index), case .traits(let value) = arguments[index] { return value }
        return .unspecified
    }

    /// The `index`th argument as a transition coordinator (nil when it is not one).
    public func coordinator(_ index: Int) -> TransitionCoordinator? {
        if arguments.indices.contains(index), case .coordinator(let value) = arguments[index] { return value }
        return nil
    }

    /// The `index`th argument as a segue (nil when it is not one).
    public func segue(_ index: Int) -> Segue? {
        if arguments.indices.contains(index), case .segue(let value) = arguments[index] { return value }
        return nil
    }
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
        /// A name: a split view controller's column or display mode, an animator's.
        case text(String)
        /// A controller transition's context (rules X1-X4).
        case transitionContext(TransitionContext)
        /// A point: a velocity, a content offset.
        case point(Point)
        /// A view: a cell.
        case view(View)

        /// The argument as the trace prints it: `true`, the controller's name or `nil`, the
        /// segue's identifier, `3`, `0,1`, `667 x 375`, `wC hC light large`; nil for a
        /// coordinator, which the trace leaves out.
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
            }
        }
    }
}
