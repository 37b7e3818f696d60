import HeadlessUIKit

/// A Swift class that scripts see like a built-in one: a subclass of a built-in controller
/// class whose instances are made by Swift and implemented by a Swift object (a StagehandUIKit
/// `UIViewController` subclass, the controller's ``HeadlessUIKit/ViewController/surface``).
/// Lua makes instances (`SlideMenu{}`), subclasses it, overrides its callbacks (whose super
/// calls reach the Swift overrides), and calls the methods listed in ``methods``.
public struct ScriptedClass: Sendable {
    /// The Lua name of the class.
    public var name: String
    /// The built-in class it derives from: `ViewController`, `TableViewController`,
    /// `NavigationController`, `TabBarController`.
    public var superclassName: String
    /// The Swift type of the surfaces: a controller whose surface has this exact type belongs
    /// to this class in Lua, however it reached the script.
    public var surfaceType: AnyObject.Type
    /// Makes an instance in `app`; nil when it could not be made.
    public var make: @Sendable (App) -> ViewController?
    /// The methods scripts may call, by name: each gets the controller and the arguments after
    /// the receiver, and returns one value.
    public var methods: [String: @Sendable (ViewController, [ScriptValue]) -> ScriptValue]

    /// The class `name`, a subclass of the built-in `superclassName`, for controllers whose
    /// surface is exactly `surfaceType`; `make` makes its instances and `methods` are all a
    /// script may call.
    public init(name: String, superclassName: String = "ViewController", surfaceType: AnyObject.Type,
                make: @escaping @Sendable (App) -> ViewController?,
                methods: [String: @Sendable (ViewController, [ScriptValue]) -> ScriptValue] = [:]) {
        self.name = name
        self.superclassName = superclassName
        self.surfaceType = surfaceType
        self.make = make
        self.methods = methods
    }
}

/// A value passed between a script and a Swift method of a ``ScriptedClass``.
public enum ScriptValue {
    /// `nil`.
    case `nil`
    /// A boolean.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An engine object: a controller or a view.
    case object(AnyObject)

    /// The value as a boolean (`false` unless it is `true`).
    public var bool: Bool { if case .bool(let value) = self { value } else { false } }
    /// The value as a number, if it is one.
    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    /// The value as a string, if it is one.
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    /// The value as an engine controller, if it is one.
    public var controller: ViewController? { if case .object(let value) = self { value as? ViewController } else { nil } }
    /// The value as an engine view, if it is one.
    public var view: View? { if case .object(let value) = self { value as? View } else { nil } }
}
