import Testing
@testable import HeadlessUIKit

/// A table controller whose every callback method notes what it was given, as the trace
/// would print it.
private final class Probe: TableViewController {
    var heard: [(Callback.Name, [String])] = []
    private func note(_ name: Callback.Name, _ arguments: Callback.Argument...) {
        heard.append((name, arguments.compactMap(\.traceText)))
    }
    override func loadView() { note(.loadView) }
    override func viewDidLoad() { note(.viewDidLoad) }
    override func viewWillAppear(_ animated: Bool) { note(.viewWillAppear, .bool(animated)) }
    override func viewIsAppearing(_ animated: Bool) { note(.viewIsAppearing, .bool(animated)) }
    override func viewDidAppear(_ animated: Bool) { note(.viewDidAppear, .bool(animated)) }
    override func viewWillDisappear(_ animated: Bool) { note(.viewWillDisappear, .bool(animated)) }
    override func viewDidDisappear(_ animated: Bool) { note(.viewDidDisappear, .bool(animated)) }
    override func viewWillLayoutSubviews() { note(.viewWillLayoutSubviews) }
    override func viewDidLayoutSubviews() { note(.viewDidLayoutSubviews) }
    override func updateViewConstraints() { note(.updateViewConstraints) }
    override func willMove(toParent parent: ViewController?) { note(.willMoveToParent, .controller(parent)) }
    override func didMove(toParent parent: ViewController?) { note(.didMoveToParent, .controller(parent)) }
    override func prepare(for segue: Segue) { note(.prepareForSegue, .segue(segue)) }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: ViewController?) -> Bool {
        note(.shouldPerformSegue, .string(identifier), .controller(sender))
        return true
    }
    override func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: ViewController?) -> Bool {
        note(.canPerformUnwindSegueAction, .string(action), .controller(source), .controller(sender))
        return true
    }
    override func performUnwindAction(_ action: String, segue: Segue) { note(.unwindAction, .string(action), .segue(segue)) }
    override func unwind(for segue: Segue, towards child: ViewController) { note(.unwindForSegue, .segue(segue), .controller(child)) }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        note(.willTransitionToTraitCollection, .traits(newCollection), .coordinator(coordinator))
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        note(.viewWillTransitionToSize, .size(size), .coordinator(coordinator))
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        note(.traitCollectionDidChange, .traits(previousTraitCollection))
    }
    override func viewSafeAreaInsetsDidChange() { note(.viewSafeAreaInsetsDidChange) }
    override func didReceiveMemoryWarning() { note(.didReceiveMemoryWarning) }
    override var supportedInterfaceOrientations: InterfaceOrientationMask { note(.supportedInterfaceOrientations); return .all }
    override var shouldAutorotate: Bool { note(.shouldAutorotate); return true }
    override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        note(.preferredInterfaceOrientationForPresentation)
        return .portrait
    }
    override func numberOfSections() -> Int { note(.numberOfSections); return 1 }
    override func numberOfRows(inSection section: Int) -> Int { note(.numberOfRows, .int(section)); return 1 }
    override func heightForRow(at indexPath: IndexPath) -> Double { note(.heightForRow, .indexPath(indexPath)); return 1 }
    override func cellForRow(at indexPath: IndexPath) -> View? { note(.cellForRow, .indexPath(indexPath)); return nil }
    override func estimatedHeightForRow(at indexPath: IndexPath) -> Double { note(.estimatedHeightForRow, .indexPath(indexPath)); return 1 }
    override func heightForHeader(inSection section: Int) -> Double { note(.heightForHeader, .int(section)); return 1 }
    override func heightForFooter(inSection section: Int) -> Double { note(.heightForFooter, .int(section)); return 1 }
    override func didSelectRow(at indexPath: IndexPath) { note(.didSelectRow, .indexPath(indexPath)) }
    override func didDeselectRow(at indexPath: IndexPath) { note(.didDeselectRow, .indexPath(indexPath)) }
    override func willDisplay(_ cell: View, forRowAt indexPath: IndexPath) { note(.willDisplayCell, .view(cell), .indexPath(indexPath)) }
    override func didEndDisplaying(_ cell: View, forRowAt indexPath: IndexPath) {
        note(.didEndDisplayingCell, .view(cell), .indexPath(indexPath))
    }
}

/// A receiver that answers nothing and notes what it was sent, and by whom.
private final class Listener: CallbackReceiver {
    let traceName = "Listener"
    let implemented: Set<Callback.Name>
    var heard: [(Callback.Name, AnyObject?)] = []
    init(implementing implemented: Set<Callback.Name>) { self.implemented = implemented }
    func implements(_ callback: Callback.Name) -> Bool { implemented.contains(callback) }
    func receive(_ callback: Callback, from sender: AnyObject?) -> CallbackValue {
        heard.append((callback.name, sender))
        return .nothing
    }
}

/// How callbacks carry their arguments: by the names and kinds the registry declares.
@Suite("Callback arguments")
struct CallbackArgumentTests {
    /// A value of `parameter`'s kind that tells positions apart (`C1` for the second argument).
    static func sample(_ parameter: Callback.Spec.Parameter, at index: Int, in app: App, source: ViewController) -> Callback.Argument {
        let controller = ViewController(app: app, name: "C\(index)")
        switch parameter.kind {
        case .bool: return .bool(index % 2 == 0)
        case .string: return .string("s\(index)")
        case .optionalController, .controller: return .controller(controller)
        case .controllers: return .controllers([controller])
        case .segue: return .segue(Segue(identifier: "segue\(index)", source: source, destination: controller))
        case .int: return .int(index + 3)
        case .indexPath, .itemIndexPath: return .indexPath(IndexPath(section: index + 1, row: index + 2))
        case .size: return .size(Size(width: Double(index + 10), height: 20))
        case .traits: return .traits(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        case .coordinator: return .coordinator(TransitionCoordinator(duration: 0))
        case .column: return .text("primary")
        case .displayMode: return .text("oneBesideSecondary")
        case .presentationStyle: return .text("fullScreen")
        case .animator: return .animator(Listener(implementing: []))
        case .transitionContext, .point: return .point(Point(x: Double(index), y: 1))
        case .view: return .view(View(app: app, name: "V\(index)"))
        case .touch: return .point(Point(x: Double(index), y: 2))
        case .gestureRecognizer: return .string("g\(index)")
        }
    }

    @Test("every controller callback's base reads its arguments by the registry's names and passes each to its open method")
    func basesReadByName() {
        // `tabBarDidSelectItem` is a tab bar controller's (rule I6): `tabBarBaseReadsItsIndex`.
        for name in Callback.Name.allCases where name.spec.base != nil && name != .tabBarDidSelectItem {
            let app = App()
            let probe = Probe(app: app, name: "Probe")
            let arguments = name.spec.parameters.enumerated().map { Self.sample($1, at: $0, in: app, source: probe) }
            let callback = Callback(name, arguments: arguments)
            #expect(name.spec.accepts(arguments), "\(name)")
            _ = probe.performBase(callback)
            #expect(probe.heard.map(\.0) == [name], "\(name)'s base reached \(probe.heard.map(\.0))")
            #expect(probe.heard.first?.1 == callback.traceArguments, "\(name)'s base passed its arguments on in another order")
        }
    }

    @Test("I6: tabBarDidSelectItem's base passes its index to a tab bar controller's open method")
    func tabBarBaseReadsItsIndex() throws {
        final class Tabs: TabBarController {
            var heard: [Int] = []
            override func tabBarDidSelectItem(at index: Int) { heard.append(index) }
        }
        let app = App()
        let tabs = try Tabs(app: app, name: "Tabs", viewControllers: [])
        _ = tabs.performBase(Callback(.tabBarDidSelectItem, .int(3)))
        #expect(tabs.heard == [3])
    }

    @Test("a reader gives nil for a name the spec does not declare or an argument of another kind, never a default")
    func readersRefuse() {
        let callback = Callback(.numberOfRows, .int(2))
        #expect(callback.int("section") == 2)
        #expect(callback.int("row") == nil)
        #expect(callback.bool("section") == nil)
        #expect(Callback(.numberOfRows).int("section") == nil)
        #expect(Callback(.willMoveToParent, .controller(nil)).hasArgument("parent"))
        #expect(!Callback(.willMoveToParent).hasArgument("parent"))
    }

    @Test("R3: a callback sent with arguments its spec does not declare stops the engine, naming it (debug builds)")
    func mismatchStops() {
        let app = App()
        let vc = ViewController(app: app, name: "VC")
        vc.send(Callback(.viewWillAppear, .int(1)), rule: .V2)
        #if DEBUG
        #expect(app.uncaughtException?.reason.contains("internal error: viewWillAppear was sent with 1 arguments that do not match its spec (animated: bool)") == true)
        #expect(!app.recent.contains { $0.contains("viewWillAppear(") })
        #endif
    }

    @Test("an optional callback reaches only a receiver that implements it; the sender comes with it; the trace names the receiver")
    func sendToReceiver() {
        let app = App()
        let scroll = ScrollView(app: app, name: "Scroll", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let listener = Listener(implementing: [.scrollViewDidScroll])
        app.runtime.send(Callback(.scrollViewWillBeginDragging), to: listener, from: scroll, rule: .Q2)
        app.runtime.send(Callback(.scrollViewDidScroll), to: listener, from: scroll, rule: .Q1)
        #expect(listener.heard.map(\.0) == [.scrollViewDidScroll])
        #expect(listener.heard.first?.1 === scroll)
        #expect(app.recent == ["Listener scrollViewDidScroll"])
        #expect(app.runtime.send(Callback(.scrollViewDidScroll), to: nil, from: scroll, rule: .Q1) == nil)
    }
}
