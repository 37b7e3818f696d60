/// A control that shows a title per state and sends its primary action on a tap, as
/// UIKit's `UIButton` (rule G12).
open class Button: Control {
    private var titles: [(state: ControlState, title: String)] = []

    /// A button of `app` at `frame`, titled `title` in the normal state.
    public init(app: App, name: String? = nil, frame: Rect = .zero, title: String? = nil) {
        super.init(app: app, name: name, frame: frame)
        if let title { setTitle(title, for: .normal) }
    }

    /// Rule G12: sets the title of `state` (nil removes it).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles.removeAll { $0.state == state }
        if let title { titles.append((state, title)) }
    }

    /// Rule G12: the title of `state`, else the normal state's, as UIKit falls back.
    public func title(for state: ControlState) -> String? {
        titles.first { $0.state == state }?.title ?? titles.first { $0.state == .normal }?.title
    }

    /// Rule G12: the title of the current ``Control/state``.
    public var currentTitle: String? { title(for: state) }

    /// Rule G12: a tap (a lift inside) sends `touchUpInside` and `primaryActionTriggered` as
    /// one set of events.
    open override func touchUpEvents(inside: Bool) -> ControlEvents {
        inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside
    }
}
