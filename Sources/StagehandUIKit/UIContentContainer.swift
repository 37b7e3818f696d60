/// UIKit's `UIContentContainer`: the content-size conversation between a container and its
/// children, which `UIViewController` adopts.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size of a child's content in a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The view is about to take `size` (rule E1).
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The traits are about to change (rule E1).
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
