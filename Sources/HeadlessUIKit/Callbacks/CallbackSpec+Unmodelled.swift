extension Callback.Spec.Receiver {
    /// The UIKit protocol this receiver stands for (`UICollectionViewDataSource`), for messages;
    /// nil for the receivers that are not a protocol (controllers, cells, views, the app).
    public var uikitProtocol: String? {
        switch self {
        case .collectionDataSource: "UICollectionViewDataSource"
        case .collectionDelegate: "UICollectionViewDelegate"
        case .scrollViewDelegate: "UIScrollViewDelegate"
        case .pageDataSource: "UIPageViewControllerDataSource"
        case .pageDelegate: "UIPageViewControllerDelegate"
        case .splitDelegate: "UISplitViewControllerDelegate"
        case .presentationControllerDelegate: "UIAdaptivePresentationControllerDelegate"
        case .transitioningDelegate: "UIViewControllerTransitioningDelegate"
        case .navigationDelegate: "UINavigationControllerDelegate"
        case .tabBarDelegate: "UITabBarControllerDelegate"
        case .animator: "UIViewControllerAnimatedTransitioning"
        case .interactionController: "UIViewControllerInteractiveTransitioning"
        case .appDelegate: "UIApplicationDelegate"
        case .sceneDelegate: "UIWindowSceneDelegate"
        case .gestureDelegate: "UIGestureRecognizerDelegate"
        case .animationDelegate: "CAAnimationDelegate"
        case .viewController, .tableViewController, .presentationController, .tableViewCell, .collectionViewCell, .view, .app, .gestureRecognizer: nil
        }
    }

    /// Rule V4: the methods of ``uikitProtocol`` that Stagehand does not model, spelled as a
    /// script's method would be (the selector's words after the sender, as the modelled ones
    /// are: `collectionView(_:canMoveItemAt:)` is `canMoveItem`). Nothing ever calls them, so
    /// a table that has one is linted. Empty for the receivers that are not a protocol.
    public var unmodelledMethods: [String] {
        switch self {
        case .collectionDataSource:
            ["viewForSupplementaryElementOfKind", "canMoveItem", "moveItem", "indexTitles", "indexPathForIndexTitle"]
        case .collectionDelegate:
            // With UICollectionViewDelegateFlowLayout's, which a flow layout asks its delegate.
            ["shouldHighlightItem", "didHighlightItem", "didUnhighlightItem", "shouldSelectItem", "shouldDeselectItem",
             "didSelectItem", "didDeselectItem", "willDisplaySupplementaryView", "didEndDisplayingSupplementaryView",
             "contextMenuConfigurationForItems", "canFocusItem", "targetIndexPathForMoveOfItemFromOriginalIndexPath",
             "performPrimaryActionForItem", "sizeForItem", "insetForSection", "minimumLineSpacingForSection",
             "minimumInteritemSpacingForSection", "referenceSizeForHeader", "referenceSizeForFooter"]
        case .scrollViewDelegate:
            ["viewForZooming", "scrollViewDidZoom", "scrollViewWillBeginZooming", "scrollViewDidEndZooming",
             "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset"]
        case .pageDataSource:
            ["presentationCount", "presentationIndex"]
        case .pageDelegate:
            []
        case .splitDelegate:
            ["collapseSecondary", "separateSecondaryFrom", "primaryViewControllerForCollapsing", "primaryViewControllerForExpanding",
             // Apple: "only applies to classic split view interfaces"; Stagehand's split is column-style (S17).
             "targetDisplayModeForAction"]
        case .navigationDelegate:
            []
        case .tabBarDelegate:
            ["willBeginCustomizing", "willEndCustomizing", "didEndCustomizing"]
        case .animator:
            []
        case .appDelegate:
            ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions", "applicationWillTerminate",
             "applicationSignificantTimeChange", "configurationForConnecting", "didDiscardSceneSessions"]
        case .sceneDelegate:
            ["willConnectTo", "sceneDidDisconnect", "openURLContexts", "continueUserActivity"]
        case .presentationControllerDelegate:
            ["viewControllerForAdaptivePresentationStyle", "prepareForPopoverPresentation",
             "popoverPresentationControllerDidDismissPopover", "popoverPresentationControllerShouldDismissPopover"]
        case .transitioningDelegate, .interactionController, .animationDelegate, .viewController, .tableViewController, .presentationController,
             .tableViewCell, .collectionViewCell, .view, .app, .gestureRecognizer, .gestureDelegate:
            []
        }
    }
}
