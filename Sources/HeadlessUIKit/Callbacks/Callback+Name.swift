extension Callback {
    /// Every callback and notification the engine records: the one registry.
    ///
    /// To add a callback: add a case here and its entry in ``spec`` (the compiler asks for
    /// it); a base implementation that Swift subclasses override is an `open` method of the
    /// receiver, which the entry's `base` calls. The engine sends a controller's callback with
    /// ``ViewController/send(_:rule:)`` and any other with `Runtime.send(_:to:from:rule:)`;
    /// StagehandUIKit's `UIKitCallbacks.deliver` must then say where it goes (the compiler
    /// asks for that too). The Lua methods, the trace and the checks of the definition file all
    /// follow from the entry.
    public enum Name: String, CaseIterable, Sendable {
        // View controllers (rules V1, A1-A6, A8, L2, C1-C3, T2).
        case loadView, viewDidLoad
        case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
        case viewWillLayoutSubviews, viewDidLayoutSubviews
        // The constraint pass before layout (rule Y2).
        case updateViewConstraints
        case willMoveToParent, didMoveToParent
        case prepareForSegue
        // Segues and unwind segues (rules S11, S12).
        case shouldPerformSegue, canPerformUnwindSegueAction, unwindAction, unwindForSegue
        // Size, traits and the safe area (rules E1-E4).
        case willTransitionToTraitCollection, viewWillTransitionToSize, traitCollectionDidChange
        case viewSafeAreaInsetsDidChange
        // A tab bar controller as its bar's delegate, told of the item the user tapped (rule I6).
        case tabBarDidSelectItem
        // Table view controllers' data source (rules T1, T3).
        case numberOfSections, numberOfRows, heightForRow, cellForRow
        // Table view controllers' delegate, optional: estimated heights, headers and footers,
        // selection (rules T8-T10), cells on and off screen (rule U1).
        case estimatedHeightForRow, heightForHeader, heightForFooter, didSelectRow, didDeselectRow
        case willDisplayCell, didEndDisplayingCell
        // Collection views' data source (rule D1).
        case numberOfSectionsInCollection, numberOfItems, cellForItem
        // Collection views' delegate, optional: cells on and off screen (rule U1).
        case willDisplayItemCell, didEndDisplayingItemCell
        // Reusable cells, when dequeued again (rule U1).
        case prepareForReuse, prepareItemForReuse
        // Scroll views' delegate, optional (rules Q1-Q3).
        case scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
        case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating, scrollViewDidEndScrollingAnimation
        // Page view controllers' data source and delegate (rule S7).
        case viewControllerBefore, viewControllerAfter
        case willTransitionTo, didFinishAnimating
        // A split view controller's delegate, on collapsing and expanding (rule S10).
        case topColumnForCollapsingToProposedTopColumn, splitViewControllerDidCollapse
        case displayModeForExpandingToProposedDisplayMode, splitViewControllerDidExpand
        // A presentation controller's delegate, on a dismissal the user starts (rule S9).
        case presentationControllerShouldDismiss, presentationControllerWillDismiss
        case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
        // Custom transitions: the transitioning delegate, the navigation delegate, the
        // animator and the interaction controller (rules X1-X4).
        case animationControllerForPresented, animationControllerForDismissed
        case interactionControllerForPresentation, interactionControllerForDismissal
        case animationControllerFor, interactionControllerFor
        case transitionDuration, animateTransition, animationEnded
        case startInteractiveTransition
        // An animator's interruptible animator, which an interaction drives (rule H11).
        case interruptibleAnimator
        // Container delegates (rules S14-S16): the navigation delegate told of each new top,
        // the tab bar delegate asked and told of a tapped tab and asked for the animator and
        // interaction controller of a tab switch, the split delegate told of display mode
        // changes and of the columns it shows or hides, the page delegate asked for a curl's
        // spine location when the interface turns.
        case willShowViewController, didShowViewController
        case shouldSelectViewController, didSelectViewController
        case animationControllerForTransition, interactionControllerForTabTransition
        case willChangeToDisplayMode, willShowColumn, willHideColumn
        case spineLocationFor
        // The split delegate told of the user's swipe that shows a hidden column (rule S18).
        case splitViewControllerInteractivePresentationGestureWillBegin, splitViewControllerInteractivePresentationGestureDidEnd
        // Supported interface orientations (rule E6): a controller's, and the standard
        // containers' delegates answering for them.
        case supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation
        case navigationControllerSupportedInterfaceOrientations, navigationControllerPreferredInterfaceOrientationForPresentation
        case tabBarControllerSupportedInterfaceOrientations, tabBarControllerPreferredInterfaceOrientationForPresentation
        case splitViewControllerSupportedInterfaceOrientations, splitViewControllerPreferredInterfaceOrientationForPresentation
        case pageViewControllerSupportedInterfaceOrientations, pageViewControllerPreferredInterfaceOrientationForPresentation
        // Presentation controllers: the transitioning delegate's custom one and its own
        // callbacks (rule M1), the adaptive delegate (rule M2), sheets' detents (rule M3).
        case presentationControllerForPresented
        case presentationTransitionWillBegin, presentationTransitionDidEnd, dismissalTransitionWillBegin, dismissalTransitionDidEnd
        case containerViewWillLayoutSubviews, containerViewDidLayoutSubviews
        case frameOfPresentedViewInContainerView, shouldRemovePresentersView, presentedView
        case adaptivePresentationStyleForTraitCollection, adaptivePresentationStyle
        case presentationControllerWillPresentWithAdaptiveStyle
        case sheetPresentationControllerDidChangeSelectedDetentIdentifier
        // Responders and the keyboard (rules F1, F2).
        case becomeFirstResponder, resignFirstResponder
        // Touches (rules G1, G2)
        case touchesBegan, touchesMoved, touchesEnded, touchesCancelled, touchDropped
        // Gesture recognizers: their state changes and actions (rules G3, G6), their
        // delegate's questions (rules G4, G7).
        case gestureStateChanged, gestureAction
        case gestureRecognizerShouldBegin, shouldReceiveTouch, shouldRecognizeSimultaneouslyWith
        case shouldRequireFailureOf, shouldBeRequiredToFailBy
        // Property animators, layers and display links (rules H1, H8-H10): recorded; a
        // Core Animation delegate is told of its animation's start and stop.
        case animatorState, animatorCompletion, transactionCompletion, displayLinkFired, viewTransition
        case animationDidStart, animationDidStop
        // Controls (rules G10, G11): a control's tracking of a finger and the messages it sends.
        case beginTracking, continueTracking, endTracking, cancelTracking, sendAction, performAction
        case keyboardWillShow, keyboardDidShow, keyboardWillHide, keyboardDidHide
        // The app's lifecycle and memory warnings (rules B1, B2): the app delegate's, the
        // scene delegate's, a controller's; a notification's post (rule B3).
        case applicationWillResignActive, applicationDidEnterBackground, applicationWillEnterForeground, applicationDidBecomeActive
        case applicationDidReceiveMemoryWarning
        case sceneWillResignActive, sceneDidEnterBackground, sceneWillEnterForeground, sceneDidBecomeActive
        case didReceiveMemoryWarning
        case post
        // A line of the app's unified log: `Logger`, `os_log` (rule O7).
        case log
        // Haptic feedback the user feels: `UISelectionFeedbackGenerator` (rule W8).
        case feedback

        /// The registry entry: names, receiver, parameters, result and base behaviour.
        public var spec: Spec { Self.specs[self] ?? Self.makeSpec(self) }

        private static let specs = Dictionary(uniqueKeysWithValues: allCases.map { ($0, makeSpec($0)) })

        private static func makeSpec(_ name: Name) -> Spec {
            let animated = [Spec.Parameter("animated", .bool)]
            /// A controller callback without arguments or result.
            func plain(_ base: @escaping @Sendable (ViewController) -> Void) -> Spec {
                Spec(name, receiver: .viewController) { vc, _ in base(vc); return .nothing }
            }
            /// An appearance callback: one `animated` flag (rules A1-A6).
            func appearance(_ base: @escaping @Sendable (ViewController, Bool) -> Void) -> Spec {
                Spec(name, receiver: .viewController, parameters: animated, isAppearance: true) { vc, c in
                    if let animated = c.bool("animated") { base(vc, animated) }
                    return .nothing
                }
            }
            /// A container delegate's orientation question (rule E6): its supported orientations
            /// or its preferred one for a presentation, asked only when it implements it.
            func containerOrientation(_ receiver: Spec.Receiver) -> Spec {
                Spec(name, receiver: receiver, returns: name.rawValue.hasSuffix("SupportedInterfaceOrientations") ? .orientationMask : .interfaceOrientation,
                     isOptional: true)
            }
            switch name {
            case .loadView: return plain { $0.loadView() }
            case .viewDidLoad: return plain { $0.viewDidLoad() }
            case .viewWillAppear: return appearance { $0.viewWillAppear($1) }
            case .viewIsAppearing: return appearance { $0.viewIsAppearing($1) }
            case .viewDidAppear: return appearance { $0.viewDidAppear($1) }
            case .viewWillDisappear: return appearance { $0.viewWillDisappear($1) }
            case .viewDidDisappear: return appearance { $0.viewDidDisappear($1) }
            case .viewWillLayoutSubviews: return plain { $0.viewWillLayoutSubviews() }
            case .viewDidLayoutSubviews: return plain { $0.viewDidLayoutSubviews() }
            case .updateViewConstraints: return plain { $0.updateViewConstraints() }
            case .willMoveToParent:
                return Spec(name, receiver: .viewController, parameters: [.init("parent", .optionalController)]) { vc, c in
                    if c.hasArgument("parent") { vc.willMove(toParent: c.controller("parent")) }
                    return .nothing
                }
            case .didMoveToParent:
                return Spec(name, receiver: .viewController, parameters: [.init("parent", .optionalController)]) { vc, c in
                    if c.hasArgument("parent") { vc.didMove(toParent: c.controller("parent")) }
                    return .nothing
                }
            case .prepareForSegue:
                return Spec(name, receiver: .viewController, parameters: [.init("segue", .segue)]) { vc, c in
                    if let segue = c.segue("segue") { vc.prepare(for: segue) }
                    return .nothing
                }
            case .shouldPerformSegue:
                return Spec(name, receiver: .viewController,
                            parameters: [.init("identifier", .string), .init("sender", .optionalController)], returns: .flag) { vc, c in
                    guard let identifier = c.string("identifier") else { return .nothing }
                    return .flag(vc.shouldPerformSegue(withIdentifier: identifier, sender: c.controller("sender")))
                }
            case .canPerformUnwindSegueAction:
                return Spec(name, receiver: .viewController,
                            parameters: [.init("action", .string), .init("fromViewController", .controller),
                                         .init("sender", .optionalController)], returns: .flag) { vc, c in
                    guard let action = c.string("action"), let from = c.controller("fromViewController") else { return .nothing }
                    return .flag(vc.canPerformUnwindSegueAction(action, from: from, sender: c.controller("sender")))
                }
            case .unwindAction:
                return Spec(name, receiver: .viewController, parameters: [.init("action", .string), .init("segue", .segue)]) { vc, c in
                    if let action = c.string("action"), let segue = c.segue("segue") { vc.performUnwindAction(action, segue: segue) }
                    return .nothing
                }
            case .unwindForSegue:
                return Spec(name, receiver: .viewController,
                            parameters: [.init("segue", .segue), .init("towardsViewController", .controller)]) { vc, c in
                    if let segue = c.segue("segue"), let towards = c.controller("towardsViewController") { vc.unwind(for: segue, towards: towards) }
                    return .nothing
                }
            case .willTransitionToTraitCollection:
                return Spec(name, receiver: .viewController,
                            parameters: [.init("newCollection", .traits), .init("coordinator", .coordinator)]) { vc, c in
                    if let traits = c.traits("newCollection"), let coordinator = c.coordinator("coordinator") {
                        vc.willTransition(to: traits, with: coordinator)
                    }
                    return .nothing
                }
            case .viewWillTransitionToSize:
                return Spec(name, receiver: .viewController,
                            parameters: [.init("size", .size), .init("coordinator", .coordinator)]) { vc, c in
                    if let size = c.size("size"), let coordinator = c.coordinator("coordinator") {
                        vc.viewWillTransition(to: size, with: coordinator)
                    }
                    return .nothing
                }
            case .traitCollectionDidChange:
                return Spec(name, receiver: .viewController, parameters: [.init("previousTraitCollection", .traits)]) { vc, c in
                    if let previous = c.traits("previousTraitCollection") { vc.traitCollectionDidChange(previous) }
                    return .nothing
                }
            case .viewSafeAreaInsetsDidChange: return plain { $0.viewSafeAreaInsetsDidChange() }
            case .tabBarDidSelectItem:
                // Sent to tab bar controllers only; the base does nothing (rule I6).
                return Spec(name, receiver: .viewController, parameters: [.init("index", .int)]) { vc, c in
                    if let index = c.int("index") { (vc as? TabBarController)?.tabBarDidSelectItem(at: index) }
                    return .nothing
                }
            case .numberOfSections:
                return Spec(name, receiver: .tableViewController, returns: .count) { vc, _ in
                    (vc as? TableViewController).map { .number(Double($0.numberOfSections())) } ?? .nothing
                }
            case .numberOfRows:
                return Spec(name, receiver: .tableViewController, parameters: [.init("section", .int)],
                            returns: .count) { vc, c in
                    guard let table = vc as? TableViewController, let section = c.int("section") else { return .nothing }
                    return .number(Double(table.numberOfRows(inSection: section)))
                }
            case .heightForRow:
                return Spec(name, receiver: .tableViewController, parameters: [.init("indexPath", .indexPath)],
                            returns: .height, counter: .heightForRowCalls) { vc, c in
                    guard let table = vc as? TableViewController, let indexPath = c.indexPath("indexPath") else { return .nothing }
                    return .number(table.heightForRow(at: indexPath))
                }
            case .cellForRow:
                return Spec(name, receiver: .tableViewController, parameters: [.init("indexPath", .indexPath)],
                            returns: .cell, counter: .cellForRowCalls) { vc, c in
                    guard let table = vc as? TableViewController, let indexPath = c.indexPath("indexPath") else { return .nothing }
                    return table.cellForRow(at: indexPath).map { .view($0) } ?? .nothing
                }
            case .estimatedHeightForRow:
                return Spec(name, receiver: .tableViewController, parameters: [.init("indexPath", .indexPath)],
                            returns: .height, isOptional: true) { vc, c in
                    guard let table = vc as? TableViewController, let indexPath = c.indexPath("indexPath") else { return .nothing }
                    return .number(table.estimatedHeightForRow(at: indexPath))
                }
            case .heightForHeader, .heightForFooter:
                return Spec(name, receiver: .tableViewController, parameters: [.init("section", .int)],
                            returns: .height, isOptional: true) { vc, c in
                    guard let table = vc as? TableViewController, let section = c.int("section") else { return .nothing }
                    return .number(name == .heightForHeader ? table.heightForHeader(inSection: section) : table.heightForFooter(inSection: section))
                }
            case .didSelectRow, .didDeselectRow:
                return Spec(name, receiver: .tableViewController, parameters: [.init("indexPath", .indexPath)],
                            isOptional: true) { vc, c in
                    guard let table = vc as? TableViewController, let indexPath = c.indexPath("indexPath") else { return .nothing }
                    if name == .didSelectRow { table.didSelectRow(at: indexPath) } else { table.didDeselectRow(at: indexPath) }
                    return .nothing
                }
            case .willDisplayCell, .didEndDisplayingCell:
                return Spec(name, receiver: .tableViewController, parameters: [.init("cell", .view), .init("indexPath", .indexPath)],
                            isOptional: true) { vc, c in
                    guard let table = vc as? TableViewController, let cell = c.view("cell"), let indexPath = c.indexPath("indexPath") else {
                        return .nothing
                    }
                    if name == .willDisplayCell {
                        table.willDisplay(cell, forRowAt: indexPath)
                    } else {
                        table.didEndDisplaying(cell, forRowAt: indexPath)
                    }
                    return .nothing
                }
            case .willDisplayItemCell:
                return Spec(name, traceName: "willDisplayCell", receiver: .collectionDelegate,
                            parameters: [.init("cell", .view), .init("indexPath", .itemIndexPath)], isOptional: true)
            case .didEndDisplayingItemCell:
                return Spec(name, traceName: "didEndDisplayingCell", receiver: .collectionDelegate,
                            parameters: [.init("cell", .view), .init("indexPath", .itemIndexPath)], isOptional: true)
            case .prepareForReuse:
                return Spec(name, receiver: .tableViewCell, isOptional: true)
            case .prepareItemForReuse:
                return Spec(name, traceName: "prepareForReuse", receiver: .collectionViewCell, isOptional: true)
            case .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating,
                 .scrollViewDidEndDecelerating, .scrollViewDidEndScrollingAnimation:
                return Spec(name, receiver: .scrollViewDelegate, isOptional: true)
            case .scrollViewWillEndDragging:
                return Spec(name, receiver: .scrollViewDelegate,
                            parameters: [.init("velocity", .point), .init("targetContentOffset", .point)], returns: .point,
                            isOptional: true)
            case .scrollViewDidEndDragging:
                return Spec(name, receiver: .scrollViewDelegate, parameters: [.init("decelerate", .bool)], isOptional: true)
            case .numberOfSectionsInCollection:
                return Spec(name, traceName: "numberOfSections", receiver: .collectionDataSource, returns: .count, defaultAnswer: 1)
            case .numberOfItems:
                return Spec(name, receiver: .collectionDataSource, parameters: [.init("section", .int)], returns: .count)
            case .cellForItem:
                return Spec(name, receiver: .collectionDataSource, parameters: [.init("indexPath", .itemIndexPath)],
                            returns: .collectionCell)
            case .viewControllerBefore, .viewControllerAfter:
                return Spec(name, receiver: .pageDataSource, parameters: [.init("viewController", .controller)], returns: .controller)
            case .willTransitionTo:
                return Spec(name, receiver: .pageDelegate, parameters: [.init("pendingViewControllers", .controllers)])
            case .didFinishAnimating:
                return Spec(name, receiver: .pageDelegate, parameters: [.init("finished", .bool), .init("previousViewControllers", .controllers),
                                                                        .init("completed", .bool)])
            case .topColumnForCollapsingToProposedTopColumn:
                return Spec(name, receiver: .splitDelegate, parameters: [.init("proposedTopColumn", .column)], returns: .column,
                            isOptional: true)
            case .displayModeForExpandingToProposedDisplayMode:
                return Spec(name, receiver: .splitDelegate, parameters: [.init("proposedDisplayMode", .displayMode)],
                            returns: .displayMode, isOptional: true)
            case .splitViewControllerDidCollapse, .splitViewControllerDidExpand:
                return Spec(name, receiver: .splitDelegate, isOptional: true)
            case .presentationControllerShouldDismiss:
                return Spec(name, receiver: .presentationControllerDelegate, returns: .flag, isOptional: true)
            case .presentationControllerWillDismiss, .presentationControllerDidDismiss,
                 .presentationControllerDidAttemptToDismiss:
                return Spec(name, receiver: .presentationControllerDelegate, isOptional: true)
            case .animationControllerForPresented:
                return Spec(name, receiver: .transitioningDelegate,
                            parameters: [.init("presented", .controller), .init("presenting", .controller), .init("source", .controller)],
                            returns: .animator, isOptional: true)
            case .animationControllerForDismissed:
                return Spec(name, receiver: .transitioningDelegate, parameters: [.init("dismissed", .controller)], returns: .animator,
                            isOptional: true)
            case .interactionControllerForPresentation, .interactionControllerForDismissal:
                return Spec(name, receiver: .transitioningDelegate, parameters: [.init("animator", .animator)],
                            returns: .interactionController, isOptional: true)
            case .animationControllerFor:
                return Spec(name, receiver: .navigationDelegate,
                            parameters: [.init("operation", .string), .init("fromVC", .controller), .init("toVC", .controller)],
                            returns: .animator, isOptional: true)
            case .interactionControllerFor:
                return Spec(name, receiver: .navigationDelegate, parameters: [.init("animationController", .animator)],
                            returns: .interactionController, isOptional: true)
            case .willShowViewController, .didShowViewController:
                return Spec(name, traceName: name == .willShowViewController ? "willShow" : "didShow", receiver: .navigationDelegate,
                            parameters: [.init("viewController", .controller), .init("animated", .bool)], isOptional: true)
            case .shouldSelectViewController:
                return Spec(name, traceName: "shouldSelect", receiver: .tabBarDelegate, parameters: [.init("viewController", .controller)],
                            returns: .flag, isOptional: true)
            case .didSelectViewController:
                return Spec(name, traceName: "didSelect", receiver: .tabBarDelegate, parameters: [.init("viewController", .controller)],
                            isOptional: true)
            case .animationControllerForTransition:
                return Spec(name, receiver: .tabBarDelegate, parameters: [.init("fromVC", .controller), .init("toVC", .controller)],
                            returns: .animator, isOptional: true)
            case .interactionControllerForTabTransition:
                // The same Lua name as the navigation delegate's: another receiver (rule S15).
                return Spec(name, traceName: "interactionControllerFor", receiver: .tabBarDelegate,
                            parameters: [.init("animationController", .animator)], returns: .interactionController, isOptional: true)
            case .willChangeToDisplayMode:
                return Spec(name, traceName: "willChangeTo", receiver: .splitDelegate, parameters: [.init("displayMode", .displayMode)],
                            isOptional: true)
            case .willShowColumn, .willHideColumn:
                return Spec(name, traceName: name == .willShowColumn ? "willShow" : "willHide", receiver: .splitDelegate,
                            parameters: [.init("column", .column)], isOptional: true)
            case .spineLocationFor:
                return Spec(name, receiver: .pageDelegate, parameters: [.init("orientation", .string)], returns: .spineLocation,
                            isOptional: true)
            case .splitViewControllerInteractivePresentationGestureWillBegin, .splitViewControllerInteractivePresentationGestureDidEnd:
                return Spec(name, receiver: .splitDelegate, isOptional: true)
            case .supportedInterfaceOrientations:
                return Spec(name, receiver: .viewController, returns: .orientationMask, isOptional: true) { vc, _ in
                    .number(Double(vc.supportedInterfaceOrientations.rawValue))
                }
            case .shouldAutorotate:
                return Spec(name, receiver: .viewController, returns: .flag, isOptional: true) { vc, _ in .flag(vc.shouldAutorotate) }
            case .preferredInterfaceOrientationForPresentation:
                return Spec(name, receiver: .viewController, returns: .interfaceOrientation, isOptional: true) { vc, _ in
                    .text(vc.preferredInterfaceOrientationForPresentation.rawValue)
                }
            case .navigationControllerSupportedInterfaceOrientations, .navigationControllerPreferredInterfaceOrientationForPresentation:
                return containerOrientation(.navigationDelegate)
            case .tabBarControllerSupportedInterfaceOrientations, .tabBarControllerPreferredInterfaceOrientationForPresentation:
                return containerOrientation(.tabBarDelegate)
            case .splitViewControllerSupportedInterfaceOrientations, .splitViewControllerPreferredInterfaceOrientationForPresentation:
                return containerOrientation(.splitDelegate)
            case .pageViewControllerSupportedInterfaceOrientations, .pageViewControllerPreferredInterfaceOrientationForPresentation:
                return containerOrientation(.pageDelegate)
            case .transitionDuration:
                return Spec(name, receiver: .animator, parameters: [.init("transitionContext", .transitionContext)], returns: .duration)
            case .animateTransition:
                return Spec(name, receiver: .animator, parameters: [.init("transitionContext", .transitionContext)])
            case .animationEnded:
                return Spec(name, receiver: .animator, parameters: [.init("transitionCompleted", .bool)], isOptional: true)
            case .startInteractiveTransition:
                return Spec(name, receiver: .interactionController, parameters: [.init("transitionContext", .transitionContext)])
            case .interruptibleAnimator:
                return Spec(name, receiver: .animator, parameters: [.init("transitionContext", .transitionContext)],
                            returns: .propertyAnimator, isOptional: true)
            case .presentationControllerForPresented:
                return Spec(name, receiver: .transitioningDelegate,
                            parameters: [.init("presented", .controller), .init("presenting", .optionalController), .init("source", .controller)],
                            returns: .presentationController, isOptional: true)
            case .presentationTransitionWillBegin, .dismissalTransitionWillBegin, .containerViewWillLayoutSubviews,
                 .containerViewDidLayoutSubviews:
                return Spec(name, receiver: .presentationController)
            case .presentationTransitionDidEnd, .dismissalTransitionDidEnd:
                return Spec(name, receiver: .presentationController, parameters: [.init("completed", .bool)])
            case .frameOfPresentedViewInContainerView:
                return Spec(name, receiver: .presentationController, returns: .frame)
            case .shouldRemovePresentersView:
                return Spec(name, receiver: .presentationController, returns: .flag)
            case .presentedView:
                return Spec(name, receiver: .presentationController, returns: .view)
            case .adaptivePresentationStyleForTraitCollection:
                return Spec(name, receiver: .presentationControllerDelegate, parameters: [.init("traitCollection", .traits)],
                            returns: .presentationStyle, isOptional: true)
            case .adaptivePresentationStyle:
                return Spec(name, receiver: .presentationControllerDelegate, returns: .presentationStyle, isOptional: true)
            case .presentationControllerWillPresentWithAdaptiveStyle:
                return Spec(name, receiver: .presentationControllerDelegate,
                            parameters: [.init("style", .presentationStyle), .init("transitionCoordinator", .coordinator)], isOptional: true)
            case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
                return Spec(name, receiver: .presentationControllerDelegate, isOptional: true)
            case .becomeFirstResponder:
                return Spec(name, receiver: .view)
            case .resignFirstResponder:
                return Spec(name, receiver: .view)
            case .keyboardWillShow:
                return Spec(name, receiver: .app)
            case .keyboardDidShow:
                return Spec(name, receiver: .app)
            case .keyboardWillHide:
                return Spec(name, receiver: .app)
            case .keyboardDidHide:
                return Spec(name, receiver: .app)
            case .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
                 .applicationDidBecomeActive, .applicationDidReceiveMemoryWarning:
                return Spec(name, receiver: .appDelegate, isOptional: true)
            case .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive:
                return Spec(name, receiver: .sceneDelegate, isOptional: true)
            case .didReceiveMemoryWarning: return plain { $0.didReceiveMemoryWarning() }
            case .post:
                return Spec(name, receiver: .app, parameters: [.init("name", .string)])
            case .log:
                return Spec(name, receiver: .app, parameters: [.init("level", .string), .init("category", .string), .init("message", .string)])
            case .feedback:
                return Spec(name, receiver: .app, parameters: [.init("kind", .string)])
            case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
                return Spec(name, receiver: .view, parameters: [.init("location", .point)])
            case .touchDropped:
                return Spec(name, receiver: .app, parameters: [.init("location", .point)])
            case .gestureStateChanged:
                return Spec(name, traceName: "state", receiver: .gestureRecognizer, parameters: [.init("state", .string)])
            case .gestureAction:
                return Spec(name, traceName: "action", receiver: .gestureRecognizer, parameters: [.init("action", .string)])
            case .gestureRecognizerShouldBegin:
                return Spec(name, receiver: .gestureDelegate, returns: .flag, isOptional: true)
            case .shouldReceiveTouch:
                return Spec(name, traceName: "shouldReceive", receiver: .gestureDelegate, parameters: [.init("touch", .touch)],
                            returns: .flag, isOptional: true)
            case .shouldRecognizeSimultaneouslyWith, .shouldRequireFailureOf, .shouldBeRequiredToFailBy:
                return Spec(name, receiver: .gestureDelegate, parameters: [.init("otherGestureRecognizer", .gestureRecognizer)],
                            returns: .flag, isOptional: true)
            case .animatorState:
                return Spec(name, receiver: .app, parameters: [.init("state", .string)])
            case .animatorCompletion:
                return Spec(name, traceName: "completion", receiver: .app, parameters: [.init("position", .string)])
            case .transactionCompletion:
                return Spec(name, traceName: "completionBlock", receiver: .app)
            case .displayLinkFired:
                return Spec(name, traceName: "tick", receiver: .app, parameters: [.init("frame", .int)])
            case .viewTransition:
                return Spec(name, traceName: "transition", receiver: .view, parameters: [.init("kind", .string)])
            case .animationDidStart:
                return Spec(name, receiver: .animationDelegate, isOptional: true)
            case .animationDidStop:
                return Spec(name, receiver: .animationDelegate, parameters: [.init("finished", .bool)], isOptional: true)
            case .beginTracking, .continueTracking, .endTracking:
                return Spec(name, receiver: .view, parameters: [.init("location", .point)])
            case .cancelTracking:
                return Spec(name, receiver: .view)
            case .sendAction:
                return Spec(name, receiver: .view, parameters: [.init("action", .string), .init("target", .string), .init("events", .string)])
            case .performAction:
                return Spec(name, receiver: .view, parameters: [.init("identifier", .string), .init("events", .string)])
            }
        }
    }
}
