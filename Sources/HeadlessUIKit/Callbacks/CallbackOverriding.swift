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
    /// The script's object standing for `controller` as a scroll view's delegate, so that a
    /// table tells its controller's script methods (rule Q4); nil when there is none.
    func scrollViewDelegate(standingFor controller: ViewController) -> ScrollViewDelegate?
    /// Runs the script's method for `callback` on `view` (a cell's `prepareForReuse`, rule
    /// U1) if it has one; returns whether it did.
    func runOverride(of callback: Callback, onView view: View) -> Bool
    /// Whether the script gives `view` a method for `callback`.
    func viewResponds(to callback: Callback.Name, _ view: View) -> Bool
}

extension CallbackOverriding {
    /// Whether the script gives `controller` a method named `action` (an unwind action, rule
    /// S12). None by default.
    public func respondsToAction(_ action: String, on controller: ViewController) -> Bool { false }
    /// Calls the script's method named `action` on `controller` with `segue`; false when there
    /// is none (rule S12).
    public func performAction(_ action: String, on controller: ViewController, segue: Segue) -> Bool { false }
    /// None by default (rule Q4).
    public func scrollViewDelegate(standingFor controller: ViewController) -> ScrollViewDelegate? { nil }
    /// None by default (rule U1).
    public func runOverride(of callback: Callback, onView view: View) -> Bool { false }
    /// None by default (rule U1).
    public func viewResponds(to callback: Callback.Name, _ view: View) -> Bool { false }
}
