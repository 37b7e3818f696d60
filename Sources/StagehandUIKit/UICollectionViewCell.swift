import HeadlessUIKit

/// UIKit's `UICollectionViewCell` over the engine's cell (rule D1).
open class UICollectionViewCell: UIView {
    /// A detached plain view standing in for a cell that could not be dequeued.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Storyboards are not read.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The reuse identifier it was registered under.
    open var reuseIdentifier: String? { (engineView as? CollectionViewCell)?.reuseIdentifier }
    /// The content view: the cell itself.
    open var contentView: UIView { self }
}
