import LuaShim
import Synchronization

/// A Swift class exposed to Lua: a global class table with its methods, properties read and
/// written through the instance, a constructor, and `subclass` for Lua classes whose methods
/// override Swift behaviour.
///
/// In Lua, `Class{...}` makes an instance, `Class:subclass(name, methods)` a Lua subclass,
/// and `Class.method(self, ...)` calls the Swift method itself (the super call of an
/// override).
///
/// A description does not belong to a state: configure it once, then register it with as
/// many states as you like, on any thread. Registering costs a Lua closure per method and no
/// Swift allocation, which is why Stagehand describes its classes once per process. Do not
/// change a description after registering it.
public final class LuaClass: @unchecked Sendable {
    /// A property: a getter, and a setter unless read-only.
    public struct Property {
        let get: (AnyObject, LuaState) -> LuaValue
        let set: ((AnyObject, LuaValue, LuaState) throws(LuaError) -> Void)?
    }

    /// The class name, also the global's name.
    public let name: String
    /// `name` as a C string, for registering without converting it each time.
    let cName: ContiguousArray<CChar>
    /// The Swift superclass's Lua class, registered first.
    public let superclass: LuaClass?
    /// The exact Swift type whose objects get this class when pushed.
    public let swiftType: AnyObject.Type

    private(set) var properties: [String: Property] = [:]
    /// The methods as the class table holds them (an overridable method's base entry).
    private(set) var methods: [HostFunction] = []
    /// The send entries of this class and its superclasses, the nearest winning: what its
    /// instances find first (inherited when the class is made, so describe a superclass
    /// completely before its subclasses).
    private(set) var allSendMethods: [HostFunction] = []
    private(set) var overridable: Set<String> = []

    /// Makes instances: gets the Lua class name (the Lua subclass's, if any) and the init
    /// table (or nil).
    public var constructor: ((_ luaClassName: String, _ arguments: LuaValue, LuaState) throws(LuaError) -> AnyObject)?
    /// Init-table keys the constructor uses itself; the others are assigned afterwards, as by
    /// `instance.key = value`, in sorted order.
    public var constructorKeys: Set<String> = []
    /// What `tostring(instance)` prints.
    public var describe: ((AnyObject, LuaState) -> String)?
    /// Said after the error for a name the class's objects do not have (a registered Swift
    /// class tells where its callable methods are listed).
    public var unknownMemberHint: String?

    /// The description of the Lua class `name` for objects of exactly `swiftType`, below
    /// `superclass` (describe that one completely first: its methods are inherited now).
    public init(name: String, superclass: LuaClass? = nil, swiftType: AnyObject.Type) {
        self.name = name
        cName = name.utf8CString
        self.superclass = superclass
        self.swiftType = swiftType
        allSendMethods = superclass?.allSendMethods ?? []
    }

    /// Adds a property.
    public func property(_ name: String,
                         get: @escaping (AnyObject, LuaState) -> LuaValue,
                         set: ((AnyObject, LuaValue, LuaState) throws(LuaError) -> Void)? = nil) {
        properties[name] = Property(get: get, set: set)
    }

    /// Adds a method; `self` is argument 1. `Class.name(self, ...)` and `instance:name(...)`
    /// both call it.
    public func method(_ name: String, _ body: @escaping LuaFunction) {
        methods.append(HostFunction(name: name, body: body))
    }

    /// Adds a method that Lua subclasses override, with two entry points. `Class.name(self,
    /// ...)` calls `base`: the superclass implementation, what an override's super call
    /// reaches. `instance:name(...)` calls `send`, even when the instance's Lua class
    /// overrides the method: `send` dispatches to the override itself, as an Objective-C
    /// message send would, so the host sees every call.
    public func overridableMethod(_ name: String, base: @escaping LuaFunction, send: @escaping LuaFunction) {
        methods.append(HostFunction(name: name, body: base))
        let entry = HostFunction(name: name, body: send)
        if let index = allSendMethods.firstIndex(where: { $0.name == name }) {
            allSendMethods[index] = entry
        } else {
            allSendMethods.append(entry)
        }
        overridable.insert(name)
    }

    /// The names of this class's own properties (not its superclasses'), sorted.
    public var propertyNames: [String] { properties.keys.sorted() }

    /// The names of this class's own methods (not its superclasses'), sorted.
    public var methodNames: [String] { Array(Set(methods.map(\.name))).sorted() }

    /// The class's own methods by name, for class tables that make them when first looked up
    /// (`shim_set_class_lookup`): made at the first registration, when the description is
    /// complete, and shared by every state after.
    var directory: MethodDirectory { madeDirectories.withLock { $0.methods.made(from: methods) } }

    /// The send entries of the class's instances by name (nil when there are none), for the
    /// instance tables that make them when first looked up (`shim_push_object_lookups`); made
    /// and shared as ``directory`` is.
    var sendDirectory: MethodDirectory? {
        allSendMethods.isEmpty ? nil : madeDirectories.withLock { $0.sends.made(from: allSendMethods) }
    }

    /// The method and property names of this class and its superclasses, sorted, each once;
    /// made the first time they are asked for, as ``directory`` is.
    var allMemberNames: [String] {
        madeDirectories.withLock { made in
            if let names = made.memberNames { return names }
            var names = Set<String>()
            var current: LuaClass? = self
            while let cls = current {
                names.formUnion(cls.methods.map(\.name))
                names.formUnion(cls.properties.keys)
                current = cls.superclass
            }
            let sorted = names.sorted()
            made.memberNames = sorted
            return sorted
        }
    }

    private let madeDirectories = Mutex(Directories())

    private struct Directories {
        var methods = LazyDirectory()
        var sends = LazyDirectory()
        var memberNames: [String]?
    }

    /// The property `name` of this class or a superclass.
    func findProperty(_ name: String) -> Property? {
        var current: LuaClass? = self
        while let cls = current {
            if let property = cls.properties[name] { return property }
            current = cls.superclass
        }
        return nil
    }

    /// The nearest class (this or a superclass) with a constructor.
    var constructing: LuaClass? {
        var current: LuaClass? = self
        while let cls = current {
            if cls.constructor != nil { return cls }
            current = cls.superclass
        }
        return nil
    }
}
