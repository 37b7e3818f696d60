extension UIKitProtocol {
    /// The protocols StagehandUIKit offers for an app's objects to adopt. The
    /// `SourceCheckTests` hold the table to StagehandUIKit's declarations (`modelled` and the
    /// declared part of `unmodelled`) and to the engine's registry (every `lua` name).
    public static let all: [UIKitProtocol] = [
        UIKitProtocol(name: "UIAdaptivePresentationControllerDelegate", refines: nil, modelled: [
            "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
            "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
            "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
            "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
        ], unmodelled: [
            .init(lua: "viewControllerForAdaptivePresentationStyle", swift: "presentationController(_:viewControllerForAdaptivePresentationStyle:)"),
            .init(lua: "prepareForPopoverPresentation", swift: "prepareForPopoverPresentation(_:)"),
            .init(lua: "popoverPresentationControllerDidDismissPopover", swift: "popoverPresentationControllerDidDismissPopover(_:)"),
            .init(lua: "popoverPresentationControllerShouldDismissPopover", swift: "popoverPresentationControllerShouldDismissPopover(_:)"),
        ]),
        // Stagehand's iPhone shows no popover (rule W8): the popover's own methods are its
        // parent's unmodelled ones, never called.
        UIKitProtocol(name: "UIPopoverPresentationControllerDelegate", refines: "UIAdaptivePresentationControllerDelegate",
                      modelled: [], unmodelled: []),
        UIKitProtocol(name: "UISheetPresentationControllerDelegate", refines: "UIAdaptivePresentationControllerDelegate", modelled: [
            "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
        ], unmodelled: []),
        UIKitProtocol(name: "UIViewControllerTransitioningDelegate", refines: nil, modelled: [
            "presentationController(forPresented:presenting:source:)", "animationController(forPresented:presenting:source:)",
            "animationController(forDismissed:)", "interactionControllerForPresentation(using:)",
            "interactionControllerForDismissal(using:)",
        ], unmodelled: []),
        UIKitProtocol(name: "UIApplicationDelegate", refines: nil, modelled: [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillEnterForeground(_:)",
            "applicationDidBecomeActive(_:)", "applicationDidReceiveMemoryWarning(_:)",
        ], unmodelled: [
            .init(lua: "willFinishLaunchingWithOptions", swift: "application(_:willFinishLaunchingWithOptions:)"),
            .init(lua: "didFinishLaunchingWithOptions", swift: "application(_:didFinishLaunchingWithOptions:)"),
            .init(lua: "applicationWillTerminate", swift: "applicationWillTerminate(_:)"),
            .init(lua: "applicationSignificantTimeChange", swift: "applicationSignificantTimeChange(_:)"),
            .init(lua: "configurationForConnecting", swift: "application(_:configurationForConnecting:options:)"),
            .init(lua: "didDiscardSceneSessions", swift: "application(_:didDiscardSceneSessions:)"),
        ]),
        UIKitProtocol(name: "UICollectionViewDataSource", refines: nil, modelled: [
            "numberOfSections(in:)", "collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)",
        ], unmodelled: [
            .init(lua: "viewForSupplementaryElementOfKind", swift: "collectionView(_:viewForSupplementaryElementOfKind:at:)"),
            .init(lua: "canMoveItem", swift: "collectionView(_:canMoveItemAt:)"),
            .init(lua: "moveItem", swift: "collectionView(_:moveItemAt:to:)"),
            .init(lua: "indexTitles", swift: "indexTitles(for:)"),
            .init(lua: "indexPathForIndexTitle", swift: "collectionView(_:indexPathForIndexTitle:at:)"),
        ]),
        UIKitProtocol(name: "UINavigationControllerDelegate", refines: nil, modelled: [
            "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
            "navigationController(_:animationControllerFor:from:to:)", "navigationController(_:interactionControllerFor:)",
            "navigationControllerSupportedInterfaceOrientations(_:)", "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
        ], unmodelled: []),
        UIKitProtocol(name: "UIPageViewControllerDataSource", refines: nil, modelled: [
            "pageViewController(_:viewControllerBefore:)", "pageViewController(_:viewControllerAfter:)",
        ], unmodelled: [
            .init(lua: "presentationCount", swift: "presentationCount(for:)"),
            .init(lua: "presentationIndex", swift: "presentationIndex(for:)"),
        ]),
        UIKitProtocol(name: "UIPageViewControllerDelegate", refines: nil, modelled: [
            "pageViewController(_:willTransitionTo:)", "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
            "pageViewController(_:spineLocationFor:)",
            "pageViewControllerSupportedInterfaceOrientations(_:)", "pageViewControllerPreferredInterfaceOrientationForPresentation(_:)",
        ], unmodelled: []),
        UIKitProtocol(name: "UISceneDelegate", refines: nil, modelled: [
            "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
        ], unmodelled: [
            .init(lua: "willConnectTo", swift: "scene(_:willConnectTo:options:)"),
            .init(lua: "sceneDidDisconnect", swift: "sceneDidDisconnect(_:)"),
            .init(lua: "openURLContexts", swift: "scene(_:openURLContexts:)"),
            .init(lua: "continueUserActivity", swift: "scene(_:continue:)"),
        ]),
        UIKitProtocol(name: "UIWindowSceneDelegate", refines: "UISceneDelegate", modelled: [], unmodelled: []),
        UIKitProtocol(name: "UISplitViewControllerDelegate", refines: nil, modelled: [
            "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
            "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)",
            "splitViewControllerDidCollapse(_:)", "splitViewControllerDidExpand(_:)", "splitViewController(_:willChangeTo:)",
            "splitViewController(_:willShow:)", "splitViewController(_:willHide:)",
            "splitViewControllerInteractivePresentationGestureWillBegin(_:)", "splitViewControllerInteractivePresentationGestureDidEnd(_:)",
            "splitViewControllerSupportedInterfaceOrientations(_:)", "splitViewControllerPreferredInterfaceOrientationForPresentation(_:)",
        ], unmodelled: [
            .init(lua: "collapseSecondary", swift: "splitViewController(_:collapseSecondary:onto:)"),
            .init(lua: "separateSecondaryFrom", swift: "splitViewController(_:separateSecondaryFrom:)"),
            .init(lua: "primaryViewControllerForCollapsing", swift: "primaryViewController(forCollapsing:)"),
            .init(lua: "primaryViewControllerForExpanding", swift: "primaryViewController(forExpanding:)"),
            .init(lua: "targetDisplayModeForAction", swift: "targetDisplayModeForAction(in:)"),
        ]),
        // A tab bar's own delegate (rule I2): Stagehand's taps select through the tab bar
        // controller's delegate and never call these; no Lua table hears them.
        UIKitProtocol(name: "UITabBarDelegate", refines: nil, modelled: [], unmodelled: [
            .init(lua: "tabBarDidSelect", swift: "tabBar(_:didSelect:)"),
            .init(lua: "tabBarWillBeginCustomizing", swift: "tabBar(_:willBeginCustomizing:)"),
            .init(lua: "tabBarDidBeginCustomizing", swift: "tabBar(_:didBeginCustomizing:)"),
            .init(lua: "tabBarWillEndCustomizing", swift: "tabBar(_:willEndCustomizing:changed:)"),
            .init(lua: "tabBarDidEndCustomizing", swift: "tabBar(_:didEndCustomizing:changed:)"),
        ]),
        UIKitProtocol(name: "UITabBarControllerDelegate", refines: nil, modelled: [
            "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
            "tabBarController(_:animationControllerForTransitionFrom:to:)", "tabBarController(_:interactionControllerFor:)",
            "tabBarControllerSupportedInterfaceOrientations(_:)", "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)",
        ], unmodelled: [
            .init(lua: "willBeginCustomizing", swift: "tabBarController(_:willBeginCustomizing:)"),
            .init(lua: "willEndCustomizing", swift: "tabBarController(_:willEndCustomizing:changed:)"),
            .init(lua: "didEndCustomizing", swift: "tabBarController(_:didEndCustomizing:changed:)"),
        ]),
        UIKitProtocol(name: "UIGestureRecognizerDelegate", refines: nil, modelled: [
            "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldReceive:)",
            "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", "gestureRecognizer(_:shouldRequireFailureOf:)",
            "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        ], unmodelled: []),
        UIKitProtocol(name: "UIScrollViewDelegate", refines: nil, modelled: [
            "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)",
            "scrollViewDidEndScrollingAnimation(_:)",
        ], unmodelled: [
            .init(lua: "viewForZooming", swift: "viewForZooming(in:)"),
            .init(lua: "scrollViewDidZoom", swift: "scrollViewDidZoom(_:)"),
            .init(lua: "scrollViewWillBeginZooming", swift: "scrollViewWillBeginZooming(_:with:)"),
            .init(lua: "scrollViewDidEndZooming", swift: "scrollViewDidEndZooming(_:with:atScale:)"),
            .init(lua: "scrollViewShouldScrollToTop", swift: "scrollViewShouldScrollToTop(_:)"),
            .init(lua: "scrollViewDidScrollToTop", swift: "scrollViewDidScrollToTop(_:)"),
            .init(lua: "scrollViewDidChangeAdjustedContentInset", swift: "scrollViewDidChangeAdjustedContentInset(_:)"),
        ]),
        UIKitProtocol(name: "UIViewControllerAnimatedTransitioning", refines: nil, modelled: [
            "transitionDuration(using:)", "animateTransition(using:)", "animationEnded(_:)", "interruptibleAnimator(using:)",
        ], unmodelled: []),
        UIKitProtocol(name: "UIViewControllerInteractiveTransitioning", refines: nil, modelled: [
            "startInteractiveTransition(_:)",
        ], unmodelled: []),
        UIKitProtocol(name: "CAAnimationDelegate", refines: nil, modelled: [
            "animationDidStart(_:)", "animationDidStop(_:finished:)",
        ], unmodelled: []),
        // Rule J6: a layer's delegate; Stagehand draws nothing, so it asks nothing of it.
        UIKitProtocol(name: "CALayerDelegate", refines: nil, modelled: [], unmodelled: []),
    ]

    /// The protocol named `name`, if the table has it.
    public static func named(_ name: String) -> UIKitProtocol? { all.first { $0.name == name } }

    /// This protocol's requirements and those of the protocols it refines, `modelled` first.
    var lineage: [UIKitProtocol] {
        var chain = [self]
        while let parent = chain.last?.refines.flatMap(Self.named) { chain.append(parent) }
        return chain
    }
}
