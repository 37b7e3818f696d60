#if canImport(UIKit)
import UIKit
#else
import StagehandUIKit
#endif

/// A static-table form whose second row holds a container view that embeds a
/// ``NameFieldViewController`` (seed 000). The row is shown or hidden by its height: 300 pt,
/// or 0 when hidden; the child's view is hidden with it, so that its field takes focus only
/// when the row is visible.
public final class FormViewController: UITableViewController {
    /// The storyboard's identifier of the embed segue.
    public static let embedSegueIdentifier = "embedNameField"
    /// The static row that holds the container view.
    public static let nameRow = IndexPath(row: 1, section: 0)
    public static let nameRowHeight: CGFloat = 300

    public private(set) var nameFieldViewController: NameFieldViewController?
    public private(set) var isNameRowHidden = false
    private weak var nameCell: UITableViewCell?

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The static cell of the row, from the storyboard's table (seed 000 compares cells).
        nameCell = super.tableView(tableView, cellForRowAt: Self.nameRow)
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == Self.embedSegueIdentifier {
            nameFieldViewController = segue.destination as? NameFieldViewController
            nameFieldViewController?.view.isHidden = true
        }
    }

    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        guard cell == nameCell else { return super.tableView(tableView, heightForRowAt: indexPath) }
        nameFieldViewController?.view.isHidden = isNameRowHidden
        return isNameRowHidden ? 0 : Self.nameRowHeight
    }

    /// Hides or shows the name row; the table asks the heights again.
    public func setNameRowHidden(_ hidden: Bool) {
        isNameRowHidden = hidden
        tableView.beginUpdates()
        tableView.endUpdates()
    }
}
