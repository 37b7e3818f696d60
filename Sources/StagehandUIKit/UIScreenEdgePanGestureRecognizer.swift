import HeadlessUIKit

/// UIKit's `UIScreenEdgePanGestureRecognizer` (rule G8): a pan that starts at an edge of the screen.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    override class func makeEngineRecognizer(app: App, name: String) -> GestureRecognizer {
        ScreenEdgePanGestureRecognizer(app: app, name: name)
    }

    private var edgePan: ScreenEdgePanGestureRecognizer? { engineRecognizer as? ScreenEdgePanGestureRecognizer }

    /// The edges it starts from.
    open var edges: UIRectEdge {
        get {
            var edges: UIRectEdge = []
            for edge in edgePan?.edges ?? [] {
                switch edge {
                case .left: edges.insert(.left)
                case .right: edges.insert(.right)
                case .top: edges.insert(.top)
                case .bottom: edges.insert(.bottom)
                }
            }
            return edges
        }
        set {
            let pairs: [(UIRectEdge, ScreenEdge)] = [(.top, .top), (.left, .left), (.bottom, .bottom), (.right, .right)]
            edgePan?.edges = pairs.filter { newValue.contains($0.0) }.map(\.1)
        }
    }
}
