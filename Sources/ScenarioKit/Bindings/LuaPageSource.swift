import HeadlessUIKit
import LuaBridge

/// A page view controller's data source or delegate written in Lua: any table (methods
/// found through metatables too) or controller with `viewControllerBefore(page, vc)` and
/// `viewControllerAfter(page, vc)`, or `willTransitionTo(page, pending)` and
/// `didFinishAnimating(page, finished, previous, completed)`. The delegate's methods are
/// optional. A script's mistakes become the pending error.
final class LuaPageSource: LuaMethodTarget, PageViewControllerDataSource, PageViewControllerDelegate {
    private func page(_ name: Callback.Name, _ pageViewController: PageViewController, _ viewController: ViewController) -> ViewController? {
        guard let result = call(name, [.object(pageViewController), .object(viewController)]) else {
            environment.state.setPendingError(LuaError(message: "the data source \(traceName) has no method \(name.spec.luaName)"))
            return nil
        }
        if result.isNil { return nil }
        guard let controller = result.asObject(ViewController.self) else {
            environment.state.setPendingError(LuaError(message: "\(traceName) \(name.spec.luaName) must return a ViewController or nil, got \(result.typeName)"))
            return nil
        }
        return controller
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        page(.viewControllerBefore, pageViewController, viewController)
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        page(.viewControllerAfter, pageViewController, viewController)
    }

    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        _ = call(.willTransitionTo, [.object(pageViewController), environment.state.array(pendingViewControllers.map { .object($0) })])
    }

    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
        _ = call(.didFinishAnimating, [.object(pageViewController), .boolean(finished),
                                       environment.state.array(previousViewControllers.map { .object($0) }), .boolean(completed)])
    }
}
