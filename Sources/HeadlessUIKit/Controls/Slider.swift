/// A control for a value in a continuous range, as UIKit's `UISlider` (rule G16): a finger that
/// comes down on the thumb drags it along the track; the value follows and `valueChanged` is
/// sent with each change (or once, at the lift, when not continuous). Setting the value from
/// code sends nothing.
open class Slider: Control {
    /// The thumb's width, the track's ends lying half of it inside the bounds (**choice**:
    /// UIKit's default thumb image is about this size).
    public static let thumbWidth = 31.0
    /// How far around the thumb a finger still takes it (**choice**: UIKit enlarges the
    /// thumb's touch area by an unpublished margin).
    public static let thumbTouchMargin = 10.0

    /// The value, kept within ``minimumValue`` and ``maximumValue``; setting it sends nothing.
    public var value: Double {
        get { currentValue }
        set { currentValue = clamped(newValue) }
    }
    private var currentValue = 0.0
    /// The value at the left end (0 by default); a value below it rises to it.
    public var minimumValue = 0.0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }
    /// The value at the right end (1 by default); a value above it falls to it.
    public var maximumValue = 1.0 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamped(value)
        }
    }
    /// Whether a drag sends `valueChanged` with each change (the default) or once at the lift.
    public var isContinuous = true

    /// The finger's distance from the thumb's centre when it took it, in points.
    private var grabOffset = 0.0
    /// The value when the finger took the thumb.
    private var valueAtGrab = 0.0

    /// A slider of `app` at `frame` (31 points high, UIKit's), at 0 of 0...1.
    public override init(app: App, name: String? = nil, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 31)) {
        super.init(app: app, name: name, frame: frame)
    }

    /// Rule G16: UIKit's `setValue(_:animated:)`: the value, within the range; no action is sent.
    public func setValue(_ value: Double, animated: Bool) { self.value = value }

    private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }

    /// The length the thumb's centre travels, in points.
    private var trackLength: Double { max(bounds.width - Slider.thumbWidth, 0) }

    /// The thumb's centre along x, in the slider's coordinates.
    public var thumbCenterX: Double {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return bounds.minX + Slider.thumbWidth / 2 + fraction * trackLength
    }

    /// Rule G16: the finger takes the thumb when it comes down within the thumb's width (and
    /// ``thumbTouchMargin``) of its centre; elsewhere on the track the slider does not track.
    open override func beginTracking(_ touch: Touch) -> Bool {
        let x = touch.location(in: self).x
        guard abs(x - thumbCenterX) <= Slider.thumbWidth / 2 + Slider.thumbTouchMargin else { return false }
        grabOffset = x - thumbCenterX
        valueAtGrab = value
        return super.beginTracking(touch)
    }

    /// Rule G16: the thumb follows the finger along x (where it took it), the value with it.
    open override func continueTracking(_ touch: Touch) -> Bool {
        let tracking = super.continueTracking(touch)
        guard tracking, trackLength > 0 else { return tracking }
        let position = touch.location(in: self).x - grabOffset - bounds.minX - Slider.thumbWidth / 2
        let previous = value
        value = clamped(minimumValue + position / trackLength * (maximumValue - minimumValue))
        if isContinuous, value != previous { sendActions(for: .valueChanged) }
        return tracking
    }

    /// Rule G16: the lift: the touch-up, and `valueChanged` with it when not continuous and the
    /// value changed since the finger took the thumb.
    open override func touchUpEvents(inside: Bool) -> ControlEvents {
        var events = super.touchUpEvents(inside: inside)
        if !isContinuous, value != valueAtGrab { events.insert(.valueChanged) }
        return events
    }
}
