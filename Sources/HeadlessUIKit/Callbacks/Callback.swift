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

    /// The arguments as the trace prints them, one string each.
    public var traceArguments: [String] { arguments.map(\.traceText) }

    /// The `index`th argument as a flag (false when it is not one).
    public func bool(_ index: Int) -> Bool {
        if arguments.indices.contains(index), case .bool(let value) = arguments[index] { return value }
        return false
    }

    /// The `index`th argument as a controller (nil when it is nil or not one).
    public func controller(_ index: Int) -> ViewController? {
        if arguments.indices.contains(index), case .controller(let value) = arguments[index] { return value }
        return nil
    }

    /// The `index`th argument as an integer (0 when it is not one).
    public func int(_ index: Int) -> Int {
        if arguments.indices.contains(index), case .int(let value) = arguments[index] { return value }
        return 0
    }

    /// The `index`th argument as an index path (0,0 when it is not one).
    public func indexPath(_ index: Int) -> IndexPath {
        if arguments.indices.contains(index), case .indexPath(let value) = arguments[index] { return value }
        return IndexPath(section: 0, row: 0)
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
        /// A controller or nil: the new parent of `willMoveToParent`.
        case controller(ViewController?)
        /// A storyboard segue.
        case segue(Segue)
        /// An integer: a section.
        case int(Int)
        /// A row or an item.
        case indexPath(IndexPath)

        /// The argument as the trace prints it: `true`, the controller's name or `nil`, the
        /// segue's identifier, `3`, `0,1`.
        public var traceText: String {
            switch self {
            case .bool(let value): String(value)
            case .controller(let controller): controller?.name ?? "nil"
            case .segue(let segue): segue.identifier
            case .int(let value): String(value)
            case .indexPath(let indexPath): "\(indexPath.section),\(indexPath.row)"
            }
        }
    }
}
