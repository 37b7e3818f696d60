import HeadlessUIKit

/// UIKit's `UITableViewCell` over the engine's cell (rules T1, P1-P3).
open class UITableViewCell: UIView {
    /// UIKit's cell styles: not modelled.
    public enum CellStyle: Int, Sendable {
        /// The default style.
        case `default`
        /// Value 1.
        case value1
        /// Value 2.
        case value2
        /// Subtitle.
        case subtitle
    }

    /// A cell of the current app, traced under its class's name and dequeued under
    /// `reuseIdentifier`; `style` is not modelled.
    public init(style: CellStyle, reuseIdentifier: String?) {
        UIView.provideEngineView(TableViewCell(app: CurrentApp.app, name: String(describing: Self.self), reuseIdentifier: reuseIdentifier))
        super.init(frame: .zero)
    }

    /// A cell of the current app at `frame`, with no reuse identifier.
    public override init(frame: CGRect) {
        UIView.provideEngineView({
            let cell = TableViewCell(app: CurrentApp.app, name: String(describing: Self.self))
            cell.frame = frame.engineRect
            return cell
        }())
        super.init(frame: frame)
    }

    /// A cell with no reuse identifier: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(TableViewCell(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(coder: coder)
    }

    /// The engine's cell.
    var cell: TableViewCell? { engineView as? TableViewCell }

    /// The reuse identifier.
    open var reuseIdentifier: String? { cell?.reuseIdentifier }
    /// The content view: the cell itself (the engine's cells have no separate content view).
    open var contentView: UIView { self }
    /// The cell's first label, if it was made with labels (storyboard prototypes, seed 001).
    open var textLabel: UILabel? { cell?.labels.first.map { Surfaces.view($0) as? UILabel ?? UIView.adopting($0) { UILabel(frame: .zero) } } }
    /// The view behind the cell's content: stored, not put in the hierarchy.
    open var backgroundView: UIView?
    /// The view behind a selected cell's content: stored, not put in the hierarchy.
    open var selectedBackgroundView: UIView?
    /// The view behind a selected cell's content while the table selects several: stored.
    open var multipleSelectionBackgroundView: UIView?
}
