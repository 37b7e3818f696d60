import Foundation
import HeadlessUIKit

/// UIKit's `UIButton` over the engine's ``Button`` (rule G12): a title per state, and a tap
/// that sends `touchUpInside` and `primaryActionTriggered`.
open class UIButton: UIControl {
    /// The button's type, fixed at creation.
    public private(set) var buttonType: UIButton.ButtonType = .custom

    /// A custom button of the current app at `frame`, without a title.
    public override init(frame: CGRect) {
        UIView.provideEngineView(Button(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
    }

    /// A button with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(Button(app: CurrentApp.app, name: String(describing: Self.self), frame: .zero))
        super.init(coder: coder)
    }


    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button at `frame` whose tap runs `primaryAction` (added for `primaryActionTriggered`).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button of `buttonType` whose tap runs `primaryAction`.
    public convenience init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    var button: Button? { engineView as? Button }

    /// Sets the title of `state` (nil removes it).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        button?.setTitle(title, for: ControlState(rawValue: state.rawValue))
    }

    /// The title of `state`, else the normal state's.
    open func title(for state: UIControl.State) -> String? {
        button?.title(for: ControlState(rawValue: state.rawValue))
    }

    /// The title of the current state.
    open var currentTitle: String? { button?.currentTitle }
}
