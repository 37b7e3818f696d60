/// Scripts' overrides of controller callbacks, installed by a scripting layer.
public protocol CallbackOverriding: AnyObject {
    /// Runs the script's override of `callback` on `controller` if it has one and returns
    /// what it returned; returns nil to let the engine run the base implementation.
    func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue?
    /// The script's answer to `shouldAutomaticallyForwardAppearanceMethods`, or nil when it
    /// gives none.
    func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool?
    /// Whether the script gives `controller` a method named `action` (rule S12).
    func respondsToAction(_ action: String, on controller: ViewController) -> Bool
    /// Calls the script's method named `action` on `controller` with `segue` (rule S12).
    func performAction(_ action: String, on controller: ViewController, segue: Segue) -> Bool
    /// The script's object standing for `object` (a controller or a view) as a receiver of
    /// callbacks: its script methods hear them. A table tells its controller's methods as
    /// its scroll view's delegate (rule Q4); a cell's `prepareForReuse` is its own (rule U1).
    /// Nil when there is none.
    func receiver(standingFor object: AnyObject) -> CallbackReceiver?
}

extension CallbackOverriding {
    /// Whether the script gives `controller` a method named `action` (an unwind action, rule
    /// S12). None by default.
    public func respondsToAction(_ action: String, on controller: ViewController) -> Bool { false }
    /// Calls the script's method named `action` on `controller` with `segue`; false when there
    /// is none (rule S12).
    public func performAction(_ action: String, on controller: ViewController, segue: Segue) -> Bool { false }
    /// None by default (rules Q4, U1).
    public func receiver(standingFor object: AnyObject) -> CallbackReceiver? { nil }
}
