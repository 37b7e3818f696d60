import Foundation
import HeadlessUIKit

/// UIKit's `UISlider` over the engine's ``Slider`` (rule G16): a finger drags the thumb and the
/// value follows, sending `valueChanged` while it moves (or once at the lift, when not
/// continuous); setting the value from code sends nothing.
open class UISlider: UIControl {
    /// A slider of the current app at `frame`, at 0 of 0...1.
    public override init(frame: CGRect) {
        UIView.provideEngineView(Slider(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
    }

    /// A slider with a zero frame: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(Slider(app: CurrentApp.app, name: String(describing: Self.self), frame: .zero))
        super.init(coder: coder)
    }

    var engineSlider: Slider? { engineView as? Slider }

    /// The value, kept within ``minimumValue`` and ``maximumValue``; setting it sends no action.
    open var value: Float {
        get { Float(engineSlider?.value ?? 0) }
        set { engineSlider?.value = Double(newValue) }
    }
    /// The value at the left end (0 by default).
    open var minimumValue: Float {
        get { Float(engineSlider?.minimumValue ?? 0) }
        set { engineSlider?.minimumValue = Double(newValue) }
    }
    /// The value at the right end (1 by default).
    open var maximumValue: Float {
        get { Float(engineSlider?.maximumValue ?? 1) }
        set { engineSlider?.maximumValue = Double(newValue) }
    }
    /// Whether a drag sends `valueChanged` as the thumb moves (the default) or once at the lift.
    open var isContinuous: Bool {
        get { engineSlider?.isContinuous ?? true }
        set { engineSlider?.isContinuous = newValue }
    }

    /// Sets the value without sending an action.
    open func setValue(_ value: Float, animated: Bool) { engineSlider?.setValue(Double(value), animated: animated) }
}
