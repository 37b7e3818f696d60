import Foundation
import HeadlessUIKit

extension UIView {
    /// The view's layer (rule H7): it follows the view.
    public var layer: CALayer { CALayer.surface(of: engineView.layer) }

    /// The affine transform (rule H4): animatable; the frame the engine reports ignores it.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(engineView.transform) }
        set { engineView.transform = newValue.engine }
    }
}
