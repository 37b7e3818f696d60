/// UIKit's `UIScreenEdgePanGestureRecognizer` (rule G8): a pan that begins only when its
/// finger came down within ``edgeMargin`` points of one of its ``edges`` of the screen and
/// moves away from that edge.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges it starts from (none by default, as UIKit's: set at least one).
    public var edges: [ScreenEdge] = []
    /// How near an edge the finger must come down: 20 points (**choice**: UIKit's margin is
    /// unpublished).
    public static let edgeMargin = 20.0

    override func mayBegin(from start: Point) -> Bool {
        guard let window = view?.window ?? touches.first?.window else { return false }
        let size = window.bounds.size
        let now = location(in: nil)
        return edges.contains { edge in
            switch edge {
            case .left: start.x < Self.edgeMargin && now.x > start.x
            case .right: start.x >= size.width - Self.edgeMargin && now.x < start.x
            case .top: start.y < Self.edgeMargin && now.y > start.y
            case .bottom: start.y >= size.height - Self.edgeMargin && now.y < start.y
            }
        }
    }
}
