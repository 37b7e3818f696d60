import UIKit
import Combine
import os.log

/// What a drawer tells the object that owns it. Written for iOS, as an app's repository has
/// it: an Objective-C protocol with optional requirements.
@objc protocol DrawerControllerDelegate: AnyObject {
    func drawerDidOpen(_ drawer: DrawerController)
    @objc optional func drawer(_ drawer: DrawerController, willSlideTo offset: CGFloat)
    @objc optional var prefersDimming: Bool { get }
}

private let log = Logger(subsystem: "com.example.drawer", category: "drawer")

extension Notification.Name {
    static let drawerShouldClose = Notification.Name("DrawerShouldClose")
    static let drawerShouldCollapse = Notification.Name("DrawerShouldCollapse")
}

/// A drawer controller in the style of the open-source ones: @objc members, selectors for
/// target-action and notifications, a delayed close, a timer and a logger.
@objcMembers
final class DrawerController: UIViewController {
    @IBOutlet weak var menuView: UIView!
    weak var delegate: DrawerControllerDelegate?
    @objc dynamic private(set) var isOpen = false
    private(set) var isDimmed = false
    private(set) var ticks = 0
    @Published private(set) var openCount = 0
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(closeOnRequest(_:)),
                                               name: .drawerShouldClose, object: self)
        NotificationCenter.default.publisher(for: .drawerShouldCollapse, object: self)
            .sink { [weak self] _ in self?.close() }
            .store(in: &cancellables)
        $openCount.dropFirst()
            .receive(on: DispatchQueue.main)
            .sink { count in log.debug("opened \(count) times") }
            .store(in: &cancellables)
    }

    /// Opens the drawer, asking the delegate's optional requirements first.
    @objc func open() {
        guard !isOpen else { return }
        delegate?.drawer?(self, willSlideTo: 276)
        isDimmed = delegate?.prefersDimming ?? false
        isOpen = true
        openCount += 1
        delegate?.drawerDidOpen(self)
        log.info("opened by \(self.title ?? "nobody", privacy: .public) for \(self.title ?? "nobody")")
    }

    @objc(closeDrawer)
    func close() {
        guard isOpen else { return }
        isOpen = false
        os_log("closed after %d ticks by %{public}@", log: OSLog(subsystem: "com.example.drawer", category: "drawer"),
               type: .debug, ticks, "close")
    }

    @IBAction func toggle(_ sender: Any?) {
        isOpen ? close() : open()
    }

    @objc private func closeOnRequest(_ notification: Notification) {
        close()
    }

    /// Whether the delegate implements the optional slide requirement.
    var delegateWantsSlides: Bool {
        delegate?.responds(to: #selector(DrawerControllerDelegate.drawer(_:willSlideTo:))) ?? false
    }

    /// Closes the drawer after `seconds`, replacing an earlier request.
    func scheduleAutoClose(after seconds: TimeInterval) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(close), with: nil, afterDelay: seconds)
    }

    func cancelAutoClose() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(close), object: nil)
    }

    /// Ticks once a second while connected.
    func startTicking() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }

    func stopTicking() {
        cancellables.removeAll()
    }

    /// The selector names the rewriter gave, for the scenarios to check.
    static var selectorNames: [String] {
        [#selector(toggle(_:)), #selector(close), #selector(DrawerController.open),
         #selector(getter: isOpen), #selector(setter: DrawerController.isDimmedPreference),
         #selector(slide(to:animated:)), #selector(present(with:))].map { NSStringFromSelector($0) }
    }

    @objc var isDimmedPreference = false
    @objc func slide(to offset: CGFloat, animated: Bool) {}
    @objc func present(with message: String) {}

    /// Sends a message the drawer does not have: UIKit's "unrecognized selector".
    func sendUnknownMessage() {
        perform(Selector(("wobble")))
    }

    /// Key paths as an iOS app writes them, for key-value coding.
    static var keyPaths: [String] {
        [#keyPath(UIApplication.shared), #keyPath(UIView.isHidden), #keyPath(DrawerController.isDimmedPreference)]
    }

    /// The application reached by key, as PanModal reaches it.
    var applicationByKey: UIApplication? {
        UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication
    }
}
