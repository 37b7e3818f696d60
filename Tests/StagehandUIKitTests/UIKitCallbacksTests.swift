import HeadlessUIKit
import Foundation
import StagehandUIKit
import Testing

/// A table controller whose UIKit methods note which callback reached them (its view loads as
/// UIKit's does, so that its table is there).
private final class Probe: UITableViewController {
    var heard: [Callback.Name] = []
    override func loadView() {
        heard.append(.loadView)
        super.loadView()
    }
    override func viewDidLoad() {
        heard.append(.viewDidLoad)
        super.viewDidLoad()
    }
    override func viewWillAppear(_ animated: Bool) { heard.append(.viewWillAppear) }
    override func viewIsAppearing(_ animated: Bool) { heard.append(.viewIsAppearing) }
    override func viewDidAppear(_ animated: Bool) { heard.append(.viewDidAppear) }
    override func viewWillDisappear(_ animated: Bool) { heard.append(.viewWillDisappear) }
    override func viewDidDisappear(_ animated: Bool) { heard.append(.viewDidDisappear) }
    override func viewWillLayoutSubviews() { heard.append(.viewWillLayoutSubviews) }
    override func viewDidLayoutSubviews() { heard.append(.viewDidLayoutSubviews) }
    override func viewSafeAreaInsetsDidChange() { heard.append(.viewSafeAreaInsetsDidChange) }
    override func didReceiveMemoryWarning() { heard.append(.didReceiveMemoryWarning) }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { heard.append(.supportedInterfaceOrientations); return .all }
    override var shouldAutorotate: Bool { heard.append(.shouldAutorotate); return true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        heard.append(.preferredInterfaceOrientationForPresentation)
        return .portrait
    }
    override func willMove(toParent parent: UIViewController?) { heard.append(.willMoveToParent) }
    override func didMove(toParent parent: UIViewController?) { heard.append(.didMoveToParent) }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        heard.append(.viewWillTransitionToSize)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        heard.append(.willTransitionToTraitCollection)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { heard.append(.traitCollectionDidChange) }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { heard.append(.prepareForSegue) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        heard.append(.shouldPerformSegue)
        return true
    }
    override func numberOfSections(in tableView: UITableView) -> Int { heard.append(.numberOfSections); return 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heard.append(.numberOfRows); return 1 }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: Foundation.IndexPath) -> CGFloat { heard.append(.heightForRow); return 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
        heard.append(.cellForRow)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

/// Rule V3: how StagehandUIKit's one dispatcher takes the engine's callbacks to UIKit's methods.
@MainActor
@Suite("StagehandUIKit: every callback to its UIKit method")
struct UIKitCallbacksTests {
    /// The controller callbacks StagehandUIKit has no UIKit method for yet: the engine's base
    /// runs for them.
    static let notInStagehandUIKit: Set<Callback.Name> = [
        .updateViewConstraints, .canPerformUnwindSegueAction, .unwindAction, .unwindForSegue,
        .estimatedHeightForRow, .heightForHeader, .heightForFooter, .didSelectRow, .didDeselectRow, .willDisplayCell,
        .didEndDisplayingCell,
    ]

    /// An argument of `kind` for a controller callback.
    static func sample(_ kind: Callback.Spec.Parameter.Kind, app: App, source: ViewController) -> Callback.Argument? {
        switch kind {
        case .bool: .bool(true)
        case .string: .string("id")
        case .optionalController, .controller: .controller(ViewController(app: app, name: "Other"))
        case .segue: .segue(Segue(identifier: "segue", source: source, destination: ViewController(app: app, name: "Destination")))
        case .int: .int(0)
        case .indexPath, .itemIndexPath: .indexPath(HeadlessUIKit.IndexPath(section: 0, row: 0))
        case .size: .size(Size(width: 10, height: 20))
        case .traits: .traits(TraitCollection())
        case .coordinator: .coordinator(TransitionCoordinator(duration: 0))
        case .view: .view(View(app: app, name: "V"))
        case .controllers, .column, .displayMode, .animator, .transitionContext, .point, .presentationStyle, .touch, .gestureRecognizer: nil
        }
    }

    @Test("V3: each controller callback with a UIKit method reaches it, its arguments read by the registry's names")
    func everyControllerCallbackReachesItsMethod() {
        let app = App()
        app.withCurrent {
            // `tabBarDidSelectItem` reaches a tab bar controller's bar's delegate: TabBarButtonSurfaceTests (rule I6).
            for name in Callback.Name.allCases where name.spec.isOverridable && name != .tabBarDidSelectItem {
                let probe = Probe(style: .plain)
                let arguments = name.spec.parameters.compactMap { Self.sample($0.kind, app: app, source: probe.engineController) }
                _ = probe.receive(Callback(name, arguments: arguments), from: nil)
                if Self.notInStagehandUIKit.contains(name) {
                    #expect(!probe.heard.contains(name), "\(name) reached \(probe.heard)")
                } else {
                    #expect(probe.heard.filter { $0 == name } == [name], "\(name) reached \(probe.heard)")
                }
            }
        }
    }
}
