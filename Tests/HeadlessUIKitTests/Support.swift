@testable import HeadlessUIKit

/// A root controller on screen with its run loop drained and the trace marked.
func onScreen(_ app: App, _ name: String = "Root") throws -> ViewController {
    let root = ViewController(app: app, name: name)
    try app.window.setRootViewController(root)
    try app.run()
    app.mark()
    return root
}

/// An on-screen root and a child added to it with `addChild`, its view loaded but not yet in
/// the root's view; the trace marked.
func rootWithChildOffView(_ app: App) throws -> (root: ViewController, child: ViewController) {
    let root = try onScreen(app)
    let child = ViewController(app: app, name: "Child")
    try root.addChild(child)
    _ = child.view
    app.mark()
    return (root, child)
}

/// `child` added to `parent` with the full protocol: addChild, addSubview, didMove.
func contain(_ child: ViewController, in parent: ViewController) throws {
    try parent.addChild(child)
    try parent.view.addSubview(child.view)
    child.sendFromScript(.didMoveToParent, .controller(parent))
}

extension App {
    /// The texts of the events since the mark.
    var recent: [String] { trace.sinceMark.map(\.text) }
}

/// A test double for scripts: overrides that record and call super through the engine.
final class RecordingOverrides: CallbackOverriding {
    var calls: [String] = []
    var forwards: Bool?
    var overridden: Set<String>

    init(overriding names: Set<String>) { overridden = names }

    func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
        guard overridden.contains(callback.name.rawValue) else { return nil }
        calls.append("\(controller.name) \(callback.name.rawValue)")
        return controller.superCall(callback)
    }

    func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { forwards }
}
