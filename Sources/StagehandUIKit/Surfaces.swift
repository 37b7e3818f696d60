import HeadlessUIKit

/// The UIKit-shaped objects of the engine's objects: each engine controller and view has at
/// most one, made on demand for the objects the engine makes itself (a table's cells, the
/// window) and kept alive as long as the app (``HeadlessUIKit/App/keepAlive(_:)``), since
/// the engine holds its objects strongly and their surfaces weakly.
@MainActor
enum Surfaces {
    /// The surface of an engine controller: the one it has, or one of the class that
    /// matches it (`UITableViewController` for a table controller, ...) made for it.
    static func controller(_ engine: ViewController) -> UIViewController {
        if let surface = engine.surface as? UIViewController { return surface }
        switch engine {
        case is TableViewController: return UIViewController.adopting(engine) { UITableViewController(nibName: nil, bundle: nil) }
        case is NavigationController: return UIViewController.adopting(engine) { UINavigationController(nibName: nil, bundle: nil) }
        case is TabBarController: return UIViewController.adopting(engine) { UITabBarController(nibName: nil, bundle: nil) }
        case is PageViewController:
            return UIViewController.adopting(engine) { UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal) }
        case is SplitViewController: return UIViewController.adopting(engine) { UISplitViewController(style: .doubleColumn) }
        default: return UIViewController.adopting(engine) { UIViewController(nibName: nil, bundle: nil) }
        }
    }

    /// The one surface of `app` kept in `slot` (its application, its scene): the one made
    /// before, or one `make` makes now, kept as long as the app.
    static func ofApp<S: AnyObject>(_ app: App, _ slot: ReferenceWritableKeyPath<App, AnyObject?>, _ make: () -> S) -> S {
        if let made = app[keyPath: slot] as? S { return made }
        let made = make()
        app.keepAlive(made)
        app[keyPath: slot] = made
        return made
    }

    /// The surface of an engine controller, or nil.
    static func controller(_ engine: ViewController?) -> UIViewController? {
        engine.map { controller($0) }
    }

    /// The surface of an engine view, of the class that matches it.
    static func view(_ engine: View) -> UIView {
        if let surface = engine.surface as? UIView { return surface }
        switch engine {
        case let window as Window: return UIWindow.surface(of: window)
        case is TableView: return UIView.adopting(engine) { UITableView(frame: .zero, style: .plain) }
        case is TableViewCell: return UIView.adopting(engine) { UITableViewCell(style: .default, reuseIdentifier: nil) }
        case is Label: return UIView.adopting(engine) { UILabel(frame: .zero) }
        case is TabBar: return UIView.adopting(engine) { UITabBar(frame: .zero) }
        case is TabBarButton: return UIView.adopting(engine) { UITabBarButton(frame: .zero) }
        case is TextField: return UIView.adopting(engine) { UITextField(frame: .zero) }
        case is CollectionView:
            return UIView.adopting(engine) { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
        case is CollectionViewCell: return UIView.adopting(engine) { UICollectionViewCell(frame: .zero) }
        case is StackView: return UIView.adopting(engine) { UIStackView(frame: .zero) }
        case is ScrollView: return UIView.adopting(engine) { UIScrollView(frame: .zero) }
        case is Button: return UIView.adopting(engine) { UIButton(frame: .zero) }
        case is Switch: return UIView.adopting(engine) { UISwitch(frame: .zero) }
        case is SegmentedControl: return UIView.adopting(engine) { UISegmentedControl(frame: .zero) }
        case is Control: return UIView.adopting(engine) { UIControl(frame: .zero) }
        default: return UIView.adopting(engine) { UIView(frame: .zero) }
        }
    }

    /// The surface of an engine view, or nil.
    static func view(_ engine: View?) -> UIView? { engine.map { view($0) } }

    /// Rule V3: whether `other` belongs to `app`; if not (it was made outside the scope of
    /// `app.withCurrent`, in another app), the mistake is recorded as an uncaught exception of
    /// `app` and the caller does nothing.
    static func sameApp(_ app: App?, _ other: App?, subject: String, _ what: String) -> Bool {
        guard app !== other else { return true }
        app?.recordUncaughtException(EngineError(name: "Stagehand", reason: "\(what) belongs to another app: make every controller and view of a test inside the same app.withCurrent { }", rule: .V3), subject: subject)
        return false
    }

    /// Rule V3: runs a call that UIKit answers with an exception where the engine throws; an
    /// error is recorded as the app's uncaught exception (the scenario fails with UIKit's
    /// message) and the call returns as if it had done nothing.
    static func uncaught(_ app: App?, subject: String, _ body: () throws(EngineError) -> Void) {
        do { try body() } catch { app?.recordUncaughtException(error, subject: subject) }
    }
}

extension UIViewController {
    /// The UIKit-shaped controller of an engine controller (its surface, or a plain
    /// `UIViewController` made for it): how Stagehand's own code reaches the surface.
    public static func surface(of controller: ViewController) -> UIViewController { Surfaces.controller(controller) }
}

extension UIView {
    /// The UIKit-shaped view of an engine view, of the class that matches it.
    public static func surface(of view: View) -> UIView { Surfaces.view(view) }
}
