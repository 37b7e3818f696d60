import HeadlessUIKit

/// UIKit's `UIImageView`: a view showing an image (nothing is drawn). As in UIKit, it ignores
/// touches until `isUserInteractionEnabled` is set (rule G1 skips it), and its intrinsic
/// content size is its image's size (rule Y6).
open class UIImageView: UIView {
    /// An image view sized to `image` (a zero frame without one).
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }

    /// An image view sized to `image`, showing `highlightedImage` when highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        isUserInteractionEnabled = false
    }

    /// An empty image view at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An empty image view: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image; setting it changes the intrinsic content size (rule Y6).
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    open var isHighlighted: Bool = false

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
