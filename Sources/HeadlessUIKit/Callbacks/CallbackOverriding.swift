/// Scripts' overrides of controller callbacks, installed by a scripting layer.
public protocol CallbackOverriding: AnyObject {
    /// Runs the script's override of `callback` on `controller` if it has one and returns
    /// what it returned; returns nil to let the engine run the base implementation.
    func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue?
    /// The script's answer to `shouldAutomaticallyForwardAppearanceMethods`, or nil when it
    /// gives none.
    func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool?
}
