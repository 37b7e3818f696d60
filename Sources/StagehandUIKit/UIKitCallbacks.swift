import HeadlessUIKit

/// The one way engine callbacks reach UIKit-shaped code (rule V3): every callback of the
/// registry is a case of ``deliver(_:to:)``'s exhaustive `switch`, so a callback added to the
/// registry does not compile until this says where it goes.
@MainActor
enum UIKitCallbacks {
    /// Delivers `callback` to `object`: a ``UIViewController`` for a controller's callbacks,
    /// the UIKit-shaped object whose data source or delegate hears the others (a
    /// ``UIPageViewController`` for its data source's). Returns the answer; nil when
    /// StagehandUIKit has no method for the callback (the engine's own base then runs for a
    /// controller; a delegate answers nothing).
    static func deliver(_ callback: Callback, to object: AnyObject) -> CallbackValue? {
        let controller = object as? UIViewController
        switch callback.name {
        // A view controller's own (rules V1, A1-A8, L2, C1-C3, E1-E4, T2).
        case .loadView:
            guard let controller else { return nil }
            controller.loadView()
            controller.scene?.connect(controller)
        case .viewDidLoad: return plain(controller) { $0.viewDidLoad() }
        case .viewWillAppear: return appearance(controller, callback) { $0.viewWillAppear($1) }
        case .viewIsAppearing: return appearance(controller, callback) { $0.viewIsAppearing($1) }
        case .viewDidAppear: return appearance(controller, callback) { $0.viewDidAppear($1) }
        case .viewWillDisappear: return appearance(controller, callback) { $0.viewWillDisappear($1) }
        case .viewDidDisappear: return appearance(controller, callback) { $0.viewDidDisappear($1) }
        case .viewWillLayoutSubviews: return plain(controller) { $0.viewWillLayoutSubviews() }
        case .viewDidLayoutSubviews: return plain(controller) { $0.viewDidLayoutSubviews() }
        case .viewSafeAreaInsetsDidChange: return plain(controller) { $0.viewSafeAreaInsetsDidChange() }
        case .willMoveToParent:
            guard let controller, callback.hasArgument("parent") else { return nil }
            controller.willMove(toParent: Surfaces.controller(callback.controller("parent")))
        case .didMoveToParent:
            guard let controller, callback.hasArgument("parent") else { return nil }
            controller.didMove(toParent: Surfaces.controller(callback.controller("parent")))
        case .viewWillTransitionToSize:
            guard let controller, let size = callback.size("size"), let coordinator = callback.coordinator("coordinator") else { return nil }
            controller.viewWillTransition(to: CGSize(size), with: TransitionCoordinatorSurface(coordinator))
        case .willTransitionToTraitCollection:
            guard let controller, let traits = callback.traits("newCollection"), let coordinator = callback.coordinator("coordinator") else {
                return nil
            }
            controller.willTransition(to: UITraitCollection(traits), with: TransitionCoordinatorSurface(coordinator))
        case .traitCollectionDidChange:
            guard let controller, let previous = callback.traits("previousTraitCollection") else { return nil }
            controller.traitCollectionDidChange(UITraitCollection(previous))
        case .prepareForSegue:
            guard let controller, let segue = callback.segue("segue") else { return nil }
            controller.prepare(for: UIStoryboardSegue(segue), sender: nil)
        case .shouldPerformSegue:
            guard let controller, let identifier = callback.string("identifier") else { return nil }
            return .flag(controller.shouldPerformSegue(withIdentifier: identifier, sender: Surfaces.controller(callback.controller("sender"))))
        case .updateViewConstraints: return plain(controller) { $0.updateViewConstraints() }
        case .tabBarDidSelectItem:
            // Rule I6: the bar's delegate, the controller unless the app gave it another.
            guard let tabs = controller as? UITabBarController, let index = callback.int("index") else { return nil }
            let bar = tabs.tabBar
            guard let items = bar.items, items.indices.contains(index) else { return .nothing }
            bar.delegate?.tabBar(bar, didSelect: items[index])
        // Not in StagehandUIKit yet: the engine's base runs.
        case .canPerformUnwindSegueAction, .unwindAction, .unwindForSegue:
            return nil

        // A table view controller's data source (rules T1, T3).
        case .numberOfSections:
            guard let table = controller as? UITableViewController, let tableView = table.tableView else { return nil }
            return .number(Double(table.numberOfSections(in: tableView)))
        case .numberOfRows:
            guard let table = controller as? UITableViewController, let tableView = table.tableView, let section = callback.int("section") else {
                return nil
            }
            return .number(Double(table.tableView(tableView, numberOfRowsInSection: section)))
        case .heightForRow:
            guard let table = controller as? UITableViewController, let tableView = table.tableView,
                  let indexPath = callback.indexPath("indexPath") else { return nil }
            return .number(Double(table.tableView(tableView, heightForRowAt: Foundation.IndexPath(indexPath))))
        case .cellForRow:
            guard let table = controller as? UITableViewController, let tableView = table.tableView,
                  let indexPath = callback.indexPath("indexPath") else { return nil }
            return .view(table.tableView(tableView, cellForRowAt: Foundation.IndexPath(indexPath)).engineView)
        // Its delegate's optional methods are not in StagehandUIKit yet: the engine's base runs.
        case .estimatedHeightForRow, .heightForHeader, .heightForFooter, .didSelectRow, .didDeselectRow, .willDisplayCell,
             .didEndDisplayingCell:
            return nil

        // A collection view's data source (rule D1).
        case .numberOfSectionsInCollection:
            guard let view = object as? UICollectionView, let source = view.dataSource else { return nil }
            return .number(Double(source.numberOfSections(in: view)))
        case .numberOfItems:
            guard let view = object as? UICollectionView, let source = view.dataSource, let section = callback.int("section") else { return nil }
            return .number(Double(source.collectionView(view, numberOfItemsInSection: section)))
        case .cellForItem:
            guard let view = object as? UICollectionView, let source = view.dataSource, let indexPath = callback.indexPath("indexPath") else {
                return nil
            }
            return .view(source.collectionView(view, cellForItemAt: Foundation.IndexPath(indexPath)).engineView)

        // A page view controller's data source and delegate (rule S7).
        case .viewControllerBefore, .viewControllerAfter:
            guard let pages = object as? UIPageViewController, let source = pages.dataSource,
                  let page = callback.controller("viewController") else { return nil }
            let surface = Surfaces.controller(page)
            let answer = callback.name == .viewControllerBefore
                ? source.pageViewController(pages, viewControllerBefore: surface)
                : source.pageViewController(pages, viewControllerAfter: surface)
            return answer.map { .controller($0.engineController) } ?? CallbackValue.nothing
        case .willTransitionTo:
            guard let pages = object as? UIPageViewController, let pending = callback.controllers("pendingViewControllers") else { return nil }
            pages.delegate?.pageViewController(pages, willTransitionTo: pending.map(Surfaces.controller))
        case .didFinishAnimating:
            guard let pages = object as? UIPageViewController, let finished = callback.bool("finished"),
                  let previous = callback.controllers("previousViewControllers"), let completed = callback.bool("completed") else { return nil }
            pages.delegate?.pageViewController(pages, didFinishAnimating: finished, previousViewControllers: previous.map(Surfaces.controller),
                                               transitionCompleted: completed)

        case .spineLocationFor:
            guard let pages = object as? UIPageViewController, let delegate = pages.delegate,
                  let orientation = callback.string("orientation").flatMap(Orientation.init(rawValue:)) else { return nil }
            return .text(delegate.pageViewController(pages, spineLocationFor: UIInterfaceOrientation(orientation)).engineLocation.rawValue)

        // A split view controller's delegate (rule S10).
        case .topColumnForCollapsingToProposedTopColumn:
            guard let split = object as? UISplitViewController, let delegate = split.delegate,
                  let proposed = callback.text("proposedTopColumn").flatMap(SplitViewController.Column.init(rawValue:)) else { return nil }
            return .text(delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .init(proposed)).engineColumn.rawValue)
        case .displayModeForExpandingToProposedDisplayMode:
            guard let split = object as? UISplitViewController, let delegate = split.delegate,
                  let proposed = callback.text("proposedDisplayMode").flatMap(SplitViewController.DisplayMode.init(rawValue:)) else { return nil }
            return .text(delegate.splitViewController(split, displayModeForExpandingToProposedDisplayMode: .init(proposed)).engineMode.rawValue)
        case .splitViewControllerDidCollapse:
            guard let split = object as? UISplitViewController else { return nil }
            split.delegate?.splitViewControllerDidCollapse(split)
        case .splitViewControllerDidExpand:
            guard let split = object as? UISplitViewController else { return nil }
            split.delegate?.splitViewControllerDidExpand(split)
        // ... its display mode and columns (rule S16).
        case .willChangeToDisplayMode:
            guard let split = object as? UISplitViewController,
                  let mode = callback.text("displayMode").flatMap(SplitViewController.DisplayMode.init(rawValue:)) else { return nil }
            split.delegate?.splitViewController(split, willChangeTo: .init(mode))
        case .willShowColumn, .willHideColumn:
            guard let split = object as? UISplitViewController,
                  let column = callback.text("column").flatMap(SplitViewController.Column.init(rawValue:)) else { return nil }
            if callback.name == .willShowColumn {
                split.delegate?.splitViewController(split, willShow: .init(column))
            } else {
                split.delegate?.splitViewController(split, willHide: .init(column))
            }

        // ... the user's swipe that shows a hidden column (rule S18).
        case .splitViewControllerInteractivePresentationGestureWillBegin:
            guard let split = object as? UISplitViewController else { return nil }
            split.delegate?.splitViewControllerInteractivePresentationGestureWillBegin(split)
        case .splitViewControllerInteractivePresentationGestureDidEnd:
            guard let split = object as? UISplitViewController else { return nil }
            split.delegate?.splitViewControllerInteractivePresentationGestureDidEnd(split)

        // Supported interface orientations (rule E6): a controller's own, and the containers'
        // delegates answering for them.
        case .supportedInterfaceOrientations:
            return controller.map { .number(Double($0.supportedInterfaceOrientations.rawValue)) }
        case .shouldAutorotate:
            return controller.map { .flag($0.shouldAutorotate) }
        case .preferredInterfaceOrientationForPresentation:
            return controller.map { .text($0.preferredInterfaceOrientationForPresentation.engineOrientation.rawValue) }
        case .navigationControllerSupportedInterfaceOrientations:
            guard let navigation = object as? UINavigationController, let delegate = navigation.delegate else { return nil }
            return .number(Double(delegate.navigationControllerSupportedInterfaceOrientations(navigation).rawValue))
        case .navigationControllerPreferredInterfaceOrientationForPresentation:
            guard let navigation = object as? UINavigationController, let delegate = navigation.delegate else { return nil }
            return .text(delegate.navigationControllerPreferredInterfaceOrientationForPresentation(navigation).engineOrientation.rawValue)
        case .tabBarControllerSupportedInterfaceOrientations:
            guard let tabs = object as? UITabBarController, let delegate = tabs.delegate else { return nil }
            return .number(Double(delegate.tabBarControllerSupportedInterfaceOrientations(tabs).rawValue))
        case .tabBarControllerPreferredInterfaceOrientationForPresentation:
            guard let tabs = object as? UITabBarController, let delegate = tabs.delegate else { return nil }
            return .text(delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(tabs).engineOrientation.rawValue)
        case .splitViewControllerSupportedInterfaceOrientations:
            guard let split = object as? UISplitViewController, let delegate = split.delegate else { return nil }
            return .number(Double(delegate.splitViewControllerSupportedInterfaceOrientations(split).rawValue))
        case .splitViewControllerPreferredInterfaceOrientationForPresentation:
            guard let split = object as? UISplitViewController, let delegate = split.delegate else { return nil }
            return .text(delegate.splitViewControllerPreferredInterfaceOrientationForPresentation(split).engineOrientation.rawValue)
        case .pageViewControllerSupportedInterfaceOrientations:
            guard let pages = object as? UIPageViewController, let delegate = pages.delegate else { return nil }
            return .number(Double(delegate.pageViewControllerSupportedInterfaceOrientations(pages).rawValue))
        case .pageViewControllerPreferredInterfaceOrientationForPresentation:
            guard let pages = object as? UIPageViewController, let delegate = pages.delegate else { return nil }
            return .text(delegate.pageViewControllerPreferredInterfaceOrientationForPresentation(pages).engineOrientation.rawValue)

        // A navigation controller's delegate (rule S14).
        case .willShowViewController, .didShowViewController:
            guard let navigation = object as? UINavigationController, let shown = callback.controller("viewController"),
                  let animated = callback.bool("animated") else { return nil }
            let surface = Surfaces.controller(shown)
            if callback.name == .willShowViewController {
                navigation.delegate?.navigationController(navigation, willShow: surface, animated: animated)
            } else {
                navigation.delegate?.navigationController(navigation, didShow: surface, animated: animated)
            }

        // A tab bar controller's delegate (rule S15).
        case .shouldSelectViewController:
            guard let tabs = object as? UITabBarController, let delegate = tabs.delegate, let tab = callback.controller("viewController") else {
                return nil
            }
            return .flag(delegate.tabBarController(tabs, shouldSelect: Surfaces.controller(tab)))
        case .didSelectViewController:
            guard let tabs = object as? UITabBarController, let tab = callback.controller("viewController") else { return nil }
            tabs.delegate?.tabBarController(tabs, didSelect: Surfaces.controller(tab))

        // A scroll view's delegate (rules Q1-Q4).
        case .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
             .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation:
            return ScrollCallbacks.deliver(callback, to: object)
        // Not in StagehandUIKit yet (Stagehand's scripts and Swift tests reach them through
        // the engine): collection delegates, cells' reuse.
        case .willDisplayItemCell, .didEndDisplayingItemCell, .prepareForReuse, .prepareItemForReuse:
            return nil
        // Custom transitions: the delegates' animators and interaction controllers, and the
        // app's own (rules X1-X4, S14, S15).
        case .animationControllerForPresented, .animationControllerForDismissed, .interactionControllerForPresentation,
             .interactionControllerForDismissal, .animationControllerFor, .interactionControllerFor,
             .animationControllerForTransition, .interactionControllerForTabTransition,
             .transitionDuration, .animateTransition, .animationEnded, .startInteractiveTransition, .interruptibleAnimator:
            return TransitionCallbacks.deliver(callback, to: object)
        // Presentation controllers (rule M1), their delegate (rules S9, M2, M3) and the
        // transitioning delegate's presentation controller (rule M1).
        case .presentationControllerForPresented, .presentationTransitionWillBegin, .presentationTransitionDidEnd,
             .dismissalTransitionWillBegin, .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
             .frameOfPresentedViewInContainerView, .shouldRemovePresentersView, .presentedView,
             .adaptivePresentationStyleForTraitCollection, .adaptivePresentationStyle, .presentationControllerWillPresentWithAdaptiveStyle,
             .sheetPresentationControllerDidChangeSelectedDetentIdentifier, .presentationControllerShouldDismiss,
             .presentationControllerWillDismiss, .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss:
            return PresentationCallbacks.deliver(callback, to: object)
        // Notifications and touches the engine records and sends to no one (rules F1, F2, G1, G2); posts reach
        // Foundation's center through the app's relay (rule B3).
        case .becomeFirstResponder, .resignFirstResponder, .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide,
             .post, .log, .feedback, .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .touchDropped,
             .beginTracking, .continueTracking, .endTracking, .cancelTracking, .sendAction, .performAction:
            return nil
        // Gesture recognizers (rules G3-G7): state changes and actions are recorded (the actions
        // reach their targets themselves); the delegate's questions go to the recognizer's delegate.
        case .gestureStateChanged, .gestureAction:
            return nil
        case .gestureRecognizerShouldBegin, .shouldReceiveTouch, .shouldRecognizeSimultaneouslyWith, .shouldRequireFailureOf,
             .shouldBeRequiredToFailBy:
            return GestureCallbacks.deliver(callback, to: object)
        // Property animators, transactions, display links and view transitions: recorded (rules H1, H5, H8, H10).
        case .animatorState, .animatorCompletion, .transactionCompletion, .displayLinkFired, .viewTransition:
            return nil
        // A Core Animation delegate (rule H9).
        case .animationDidStart, .animationDidStop:
            return CAAnimationCallbacks.deliver(callback, to: object)

        // The app's lifecycle and memory warnings (rules B1, B2).
        case .didReceiveMemoryWarning: return plain(controller) { $0.didReceiveMemoryWarning() }
        case .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
             .applicationDidBecomeActive, .applicationDidReceiveMemoryWarning:
            guard let app = object as? App else { return nil }
            UIApplication.tellDelegate(callback.name, in: app)
        case .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive:
            guard let app = object as? App else { return nil }
            UIScene.tellDelegate(callback.name, in: app)
        }
        return CallbackValue.nothing
    }

    /// A controller's callback without arguments: `body`, when there is a controller.
    private static func plain(_ controller: UIViewController?, _ body: (UIViewController) -> Void) -> CallbackValue? {
        guard let controller else { return nil }
        body(controller)
        return CallbackValue.nothing
    }

    /// An appearance callback: `body` with its `animated` flag.
    private static func appearance(_ controller: UIViewController?, _ callback: Callback,
                                   _ body: (UIViewController, Bool) -> Void) -> CallbackValue? {
        guard let controller, let animated = callback.bool("animated") else { return nil }
        body(controller, animated)
        return CallbackValue.nothing
    }
}
