import HeadlessUIKit
import StagehandUIKit

/// A test's app, current for the test's UIKit code.
extension App {
    /// The texts of the events since the mark, layout callbacks left out.
    var recent: [String] { trace.sinceMark.map(\.text).filter { !$0.contains("Layout") } }
    /// The rules of the events since the mark whose text contains `text`.
    func rules(of text: String) -> [Rule] { trace.sinceMark.filter { $0.text.contains(text) }.map(\.rule) }
}

/// A plain root controller on screen, its run loop drained and the trace marked.
@MainActor
func onScreen<C: UIViewController>(_ app: App, _ root: C) throws -> C {
    app.withCurrent {
        UIApplication.shared.keyWindow?.rootViewController = root
    }
    try app.run()
    app.mark()
    return root
}
