extension UIView {
    /// Asks the view's first responder among its subviews to resign (rule F2); returns
    /// whether one did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = firstResponder(in: self) else { return false }
        return responder.resignFirstResponder()
    }

    private func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}
