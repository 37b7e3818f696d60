/// What a callback returned: nothing, or a data-source answer.
public enum CallbackValue {
    /// A callback without a result (or an override that returned nothing usable).
    case none
    /// A number: a count or a height.
    case number(Double)
    /// A view: a cell.
    case view(View)
    /// A yes-or-no answer (`shouldPerformSegue`, `canPerformUnwindSegueAction`).
    case flag(Bool)

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
}
