import HeadlessUIKit

/// The UIKit-shaped objects of the engine's objects: each engine controller and view has at
/// most one, made on demand for the objects the engine makes itself (a table's cells, the
/// window) and kept alive as long as the app (``HeadlessUIKit/App/keepAlive(_:)``), since
/// the engine holds its objects strongly and their surfaces weakly.
enum Surfaces {
    /// The surface of an engine controller: the one it has, or one of the class that
    /// matches it (`UITableViewController` for a table controller, ...) made for it.
    static func controller(_ engine: ViewController) -> UIViewController {
        if let surface = engine.surface as? UIViewController { return surface }
        switch engine {
        case is TableViewController: return UITableViewController(engineController: engine)
        case is NavigationController: return UINavigationController(engineController: engine)
        case is TabBarController: return UITabBarController(engineController: engine)
        case is PageViewController: return UIPageViewController(engineController: engine)
        case is SplitViewController: return UISplitViewController(engineController: engine)
        default: return UIViewController(engineController: engine)
        }
    }

    /// The surface of an engine controller, or nil.
    static func controller(_ engine: ViewController?) -> UIViewController? {
        engine.map { controller($0) }
    }

    /// The surface of an engine view, of the class that matches it.
    static func view(_ engine: View) -> UIView {
        if let surface = engine.surface as? UIView { return surface }
        switch engine {
        case let window as Window: return UIWindow(engineView: window)
        case let table as TableView: return UITableView(engineView: table)
        case let cell as TableViewCell: return UITableViewCell(engineView: cell)
        case let label as Label: return UILabel(engineView: label)
        case let field as TextField: return UITextField(engineView: field)
        case let collection as CollectionView: return UICollectionView(engineView: collection)
        case let cell as CollectionViewCell: return UICollectionViewCell(engineView: cell)
        case let stack as StackView: return UIStackView(engineView: stack)

        default: return UIView(engineView: engine)
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
