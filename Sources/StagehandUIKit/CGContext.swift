/// Core Graphics' `CGContext`, as far as drawing code calls it: an image context's size;
/// every drawing call is accepted and draws nothing (Stagehand renders no pixels).
public final class CGContext {
    /// The size of the image being drawn, in points.
    let size: CGSize

    init(size: CGSize) { self.size = size }

    /// Sets the width of stroked lines: nothing is drawn.
    public func setLineWidth(_ width: CGFloat) {}
    /// Sets the fill colour: nothing is drawn.
    public func setFillColor(_ color: CGColor) {}
    /// Sets the stroke colour: nothing is drawn.
    public func setStrokeColor(_ color: CGColor) {}
    /// Sets the opacity of what is drawn: nothing is drawn.
    public func setAlpha(_ alpha: CGFloat) {}
    /// Adds an ellipse to the path: nothing is drawn.
    public func addEllipse(in rect: CGRect) {}
    /// Adds a rectangle to the path: nothing is drawn.
    public func addRect(_ rect: CGRect) {}
    /// Fills the path: nothing is drawn.
    public func fillPath() {}
    /// Strokes the path: nothing is drawn.
    public func strokePath() {}
    /// Fills `rect`: nothing is drawn.
    public func fill(_ rect: CGRect) {}
    /// Clears `rect`: nothing is drawn.
    public func clear(_ rect: CGRect) {}
    /// Moves the origin: nothing is drawn.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    /// Scales the coordinates: nothing is drawn.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    /// Saves the graphics state: nothing is drawn.
    public func saveGState() {}
    /// Restores the graphics state: nothing is drawn.
    public func restoreGState() {}
}
