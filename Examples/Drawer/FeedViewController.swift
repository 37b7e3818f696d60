import UIKit
import os.log

private let logger = Logger(subsystem: "com.example.drawer", category: "feed")

/// The drawer's content: a feed with a menu button. It is the drawer's delegate, and takes no
/// touches while the menu is open, so that a tap or a drag on it reaches the drawer.
final class FeedViewController: UIViewController, DrawerViewControllerDelegate {
    private let menuButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.backgroundColor = .systemBackground
        menuButton.setTitle("Menu", for: .normal)
        menuButton.frame = CGRect(x: 16, y: 60, width: 80, height: 44)
        menuButton.addTarget(self, action: #selector(menuButtonTapped(_:)), for: .touchUpInside)
        view.addSubview(menuButton)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        drawerViewController?.delegate = self
    }

    @IBAction private func menuButtonTapped(_ sender: UIButton) {
        drawerViewController?.toggle()
    }

    func drawer(_ drawer: DrawerViewController, willSettleOpen isOpen: Bool) {
        logger.debug("drawer will settle \(isOpen ? "open" : "closed", privacy: .public)")
    }

    func drawerDidOpen(_ drawer: DrawerViewController) {
        view.isUserInteractionEnabled = false
        logger.info("drawer did open")
    }

    func drawerDidClose(_ drawer: DrawerViewController) {
        view.isUserInteractionEnabled = true
        logger.info("drawer did close")
    }
}
