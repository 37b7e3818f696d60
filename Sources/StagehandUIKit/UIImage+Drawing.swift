extension UIImage {
    /// Draws the image in `rect` of the current context: nothing is drawn in Stagehand.
    public func draw(in rect: CGRect) {}
    /// Draws the image at `point` of the current context: nothing is drawn in Stagehand.
    public func draw(at point: CGPoint) {}
}
