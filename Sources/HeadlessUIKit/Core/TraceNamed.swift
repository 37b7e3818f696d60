/// An object with a name in the trace: views, controllers.
public protocol TraceNamed: AnyObject {
    /// The name the trace uses (`Form`, `Form#2`).
    var name: String { get }
}

extension View: TraceNamed {}
extension ViewController: TraceNamed {}
