import Foundation
import StagehandUIKit

/// A bottom sheet written as PanModal writes its own, with UIKit's API only: it observes its
/// scroll view's offset by key-value observing, masks its top corners with a shape layer, gives
/// selection feedback and reads the device and the deprecated layout supports.
final class SupportSheet: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    private var observation: NSKeyValueObservation?
    private let feedback = UISelectionFeedbackGenerator()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 375, height: 1000)
        observation = scrollView.observe(\.contentOffset, options: .old) { [weak self] scrollView, change in
            self?.log.append("offset \(change.oldValue?.y ?? -1) -> \(scrollView.contentOffset.y)")
        }
        feedback.prepare()
    }

    /// Masks the view's top corners, then draws a notch from the path's current point, as
    /// PanModal draws around its drag indicator; returns where the path ends.
    func roundTopCorners(radius: CGFloat) -> String {
        let path = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: radius, height: radius))
        let start = path.currentPoint
        path.addLine(to: CGPoint(x: 170, y: path.currentPoint.y))
        path.addLine(to: CGPoint(x: path.currentPoint.x, y: path.currentPoint.y - 13))
        let mask = CAShapeLayer()
        mask.path = path.cgPath
        view.layer.mask = mask
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = UIScreen.main.scale
        let end = (view.layer.mask as? CAShapeLayer)?.path?.currentPoint ?? .zero
        return "start \(start.x),\(start.y) end \(end.x),\(end.y) rasterized \(view.layer.shouldRasterize)"
    }

    /// Docks a panel as FloatingPanel does (rule Y18): its top `fraction` of the safe area's
    /// height above the safe area's bottom, through an offset dimension; then lays out and
    /// answers the panel's frame, the display scale (rule W14) and the corners (rule J3).
    func dockPanel(fraction: CGFloat) -> String {
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel)
        let guide = view.safeAreaLayoutGuide
        let offset = panel.topAnchor.anchorWithOffset(to: guide.bottomAnchor)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 600),
            offset.constraint(equalTo: guide.heightAnchor, multiplier: fraction),
        ])
        view.layoutIfNeeded()
        panel.layer.cornerRadius = 12
        panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let corners = "corners \(panel.effectiveRadius(corner: .topLeft)) \(panel.effectiveRadius(corner: .bottomRight))"
        panel.cornerConfiguration = .corners(topLeftRadius: .fixed(20), topRightRadius: .fixed(16))
        return "panel \(panel.frame.minX),\(panel.frame.minY) \(panel.frame.width)x\(panel.frame.height) scale \(panel.traitCollection.displayScale) \(corners)"
            + " configured \(panel.effectiveRadius(corner: [.topLeft, .topRight])) \(panel.effectiveRadius(corner: .bottomLeft))"
    }

    /// The user picked another detent: a selection tick.
    func select() { feedback.selectionChanged() }

    /// What the sheet reads of the device and the bars.
    var environment: String {
        let idiom = UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone"
        return "\(idiom) \(UIDevice.current.systemVersion) top \(topLayoutGuide.length) bottom \(bottomLayoutGuide.length)"
            + " popover \(popoverPresentationController == nil ? "none" : "some")"
    }
}

/// A list of three rows, as a menu's table controller (rule S19).
final class SupportList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
}

extension SupportSheet {
    /// Presents a list whose second row is selected before it appears (rule S19).
    func presentList(clearingSelection clears: Bool) {
        let list = SupportList(style: .plain)
        list.clearsSelectionOnViewWillAppear = clears
        list.loadViewIfNeeded()
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        present(list, animated: false)
    }

    /// The presented list's selected row, or `none`.
    var listSelection: String {
        guard let list = presentedViewController as? UITableViewController else { return "no list" }
        return list.tableView.indexPathForSelectedRow.map { "row \($0.row)" } ?? "none"
    }

    /// A split's `viewControllers`, by title, after setting them (rule S20).
    static func splitControllers() -> String {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(nibName: nil, bundle: nil), secondary = UIViewController(nibName: nil, bundle: nil)
        primary.title = "primary"
        secondary.title = "secondary"
        let before = split.viewControllers.count
        split.viewControllers = [primary, secondary]
        return "\(before): " + split.viewControllers.map { $0.title ?? "?" }.joined(separator: ", ")
    }
}
