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
}

extension CallbackOverriding {
    /// Whether the script gives `controller` a method named `action` (an unwind action, rule
    /// S12). None by default.
    public func respondsToAction(_ action: String, on controller: ViewController) -> Bool { false }
    /// Calls the script's method named `action` on `controller` with `segue`; false when there
    /// is none (rule S12).
    public func performAction(_ action: String, on controller: ViewController, segue: Segue) -> Bool { false }
}
