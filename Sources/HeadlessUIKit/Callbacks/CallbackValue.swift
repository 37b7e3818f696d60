/// What a callback returned: nothing, or the answer its spec's ``Callback/Spec/returns``
/// says it gives.
public enum CallbackValue {
    /// A callback without a result, an answer of nil, or an answer that was not usable.
    case nothing
    /// A number: a count, a height, a duration.
    case number(Double)
    /// A view: a cell.
    case view(View)
    /// A yes-or-no answer (`shouldPerformSegue`, `presentationControllerShouldDismiss`).
    case flag(Bool)
    /// A controller: a page data source's neighbour.
    case controller(ViewController)
    /// A name: a split view controller's column or display mode.
    case text(String)
    /// An animator or an interaction controller; a presentation controller.
    case receiver(CallbackReceiver)
    /// A rectangle: a presented view's frame (rule M1).
    case rect(Rect)
    /// A point: a scroll view's target content offset (rule Q7).
    case point(Point)
    /// A property animator: an animator's interruptible animator (rule H11).
    case propertyAnimator(PropertyAnimator)

    /// The value as a property animator, if it is one.
    public var propertyAnimator: PropertyAnimator? {
        if case .propertyAnimator(let value) = self { return value }
        return nil
    }

    /// The value as a rectangle, if it is one.
    public var rect: Rect? {
        if case .rect(let value) = self { return value }
        return nil
    }

    /// The value as a number, if it is one.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value as a yes-or-no answer, if it is one.
    public var flag: Bool? {
        if case .flag(let value) = self { return value }
        return nil
    }

    /// The value as a view, if it is one.
    public var view: View? {
        if case .view(let value) = self { return value }
        return nil
    }

    /// The value as a controller, if it is one.
    public var controller: ViewController? {
        if case .controller(let value) = self { return value }
        return nil
    }

    /// The value as a name, if it is one.
    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The value as an animator or interaction controller, if it is one.
    public var receiver: CallbackReceiver? {
        if case .receiver(let value) = self { return value }
        return nil
    }
}
