-- jonkykong/SideMenu (github.com/jonkykong/SideMenu, Pod/Classes), compiled with no edit through
-- the StagehandRewrite plugin; MenuHost and MenuContent are SideMenuScenarioTests.swift's.
-- SideMenu presents its navigation controller overFullScreen (its setup), with the animator of
-- the transitioning delegate its navigation controller's getter answers (rule X1), and moves
-- the presenter's view into the transition's container beside the menu's.

local function onScreen(app)
  local host = MenuHost{}
  app.window.rootViewController = host
  app:settle()
  return host
end

-- UIKit's order for a custom animator (rule X1, Apple's "Customizing the Transition Animations":
-- the animation controller, then the interaction controller, are requested; the presented
-- controller's viewWillAppear comes before animateTransition, its viewDidAppear after
-- completeTransition, and animationEnded last). overFullScreen leaves the presenter's view in
-- place: MenuHost hears no appearance callback (rule S5).
local presentation = {
  "MenuContent willMoveToParent(SideMenuNavigationController)",
  "MenuContent didMoveToParent(SideMenuNavigationController)",
  "SideMenuTransitionController animationControllerForPresented(SideMenuNavigationController, MenuHost, MenuHost)",
  "SideMenuTransitionController interactionControllerForPresentation(SideMenuAnimationController)",
  "SideMenuAnimationController transitionDuration",
  "SideMenuNavigationController loadView",
  "MenuContent loadView",
  "MenuContent viewDidLoad",
  "SideMenuNavigationController viewDidLoad",
  "SideMenuNavigationController viewWillAppear(true)",
  "MenuContent viewWillAppear(true)",
  "SideMenuAnimationController animateTransition",
  "SideMenuNavigationController viewSafeAreaInsetsDidChange",
  "SideMenuNavigationController viewIsAppearing(true)",
  "SideMenuNavigationController viewWillLayoutSubviews",
  "SideMenuNavigationController viewDidLayoutSubviews",
  "MenuContent viewSafeAreaInsetsDidChange",
  "MenuContent viewIsAppearing(true)",
  "MenuContent viewWillLayoutSubviews",
  "MenuContent viewDidLayoutSubviews",
  "SideMenuNavigationController viewDidAppear(true)",
  "MenuContent viewDidAppear(true)",
  "SideMenuAnimationController animationEnded(true)",
}

scenario("SideMenu presents its left menu (menuSlideIn) overFullScreen with its own animator, in UIKit's order; the presenter stays", function(app)
  local host = onScreen(app)
  app:mark()
  host:presentMenu("menuSlideIn")
  app:settle()
  expect_trace(app, presentation, { exact = true })
  expect(host:menuIsHidden()):toBe(false)
  expect(host:events()):toBe("willAppear(true), didAppear(true)")
  expect(host:menuFrame()):toBe("0,0 240x667")
  expect(host:menuTranslation()):toBe(0)
  expect(host:hostFrame()):toBe("0,0 375x667")
  expect(host:hostTranslation()):toBe(0)
end)

scenario("SideMenu's viewSlideOut moves the presenter's view aside by the menu's width, the menu under it", function(app)
  local host = onScreen(app)
  host:presentMenu("viewSlideOut")
  app:settle()
  expect(host:menuFrame()):toBe("0,0 240x667")
  expect(host:menuTranslation()):toBe(0)
  expect(host:hostTranslation()):toBe(240)
end)

scenario("SideMenu dismisses its menu with its animator: the menu disappears, the presenter hears nothing", function(app)
  local host = onScreen(app)
  host:presentMenu("viewSlideOut")
  app:settle()
  app:mark()
  host:dismissMenu()
  app:settle()
  -- UIKit's order for a custom dismissal animator (rule X1): the menu disappears around
  -- animateTransition; overFullScreen gives the presenter no appearance callback (rule S5).
  expect_trace(app, {
    "SideMenuTransitionController animationControllerForDismissed(SideMenuNavigationController)",
    "SideMenuTransitionController interactionControllerForDismissal(SideMenuAnimationController)",
    "SideMenuAnimationController transitionDuration",
    "SideMenuNavigationController viewWillDisappear(true)",
    "MenuContent viewWillDisappear(true)",
    "SideMenuAnimationController animateTransition",
    "SideMenuNavigationController viewDidDisappear(true)",
    "MenuContent viewDidDisappear(true)",
    "SideMenuAnimationController animationEnded(true)",
  }, { exact = true })
  expect(host:menuIsHidden()):toBe(true)
  expect(host:events()):toBe("willAppear(true), didAppear(true), willDisappear(true), didDisappear(true)")
  expect(host:hostTranslation()):toBe(0)
  expect(host:hostFrame()):toBe("0,0 375x667")
end)

scenario("SideMenu presents its left menu by a pan from the screen's left edge (addScreenEdgePanGesturesToPresent)", function(app)
  local host = onScreen(app)
  host:makeMenu("menuSlideIn")
  expect(host:addEdgeGestures()):toBe(2)
  app:mark()
  app:pan{ from = { x = 2, y = 300 }, to = { x = 202, y = 300 }, steps = 10, duration = 0.2 }
  app:settle()
  -- The left edge's recognizer begins after the finger's first 20 points and cancels the
  -- view's touches; the right edge's fails (rules G1, G2). Its first action presents the
  -- menu interactively: SideMenu's interaction controller gets startInteractiveTransition
  -- before the animator's animateTransition (rule X4); each move updates it, the lift
  -- finishes it (fast enough), and the menu appears (UIKit's order for an interactive
  -- transition: viewDidAppear once the animator completes, then animationEnded).
  expect_trace(app, {
    "MenuHost.view touchesBegan(2,300)",
    "SideMenuScreenEdgeGestureRecognizer state(began)",
    "MenuHost.view touchesCancelled(22,300)",
    "SideMenuScreenEdgeGestureRecognizer#2 state(failed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuTransitionController animationControllerForPresented(SideMenuNavigationController, MenuHost, MenuHost)",
    "SideMenuTransitionController interactionControllerForPresentation(SideMenuAnimationController)",
    "SideMenuAnimationController transitionDuration",
    "SideMenuNavigationController loadView",
    "MenuContent loadView",
    "MenuContent viewDidLoad",
    "SideMenuNavigationController viewDidLoad",
    "SideMenuNavigationController viewWillAppear(true)",
    "MenuContent viewWillAppear(true)",
    "SideMenuInteractionController startInteractiveTransition",
    "SideMenuAnimationController animateTransition",
    "SideMenuNavigationController viewSafeAreaInsetsDidChange",
    "SideMenuNavigationController viewIsAppearing(true)",
    "SideMenuNavigationController viewWillLayoutSubviews",
    "SideMenuNavigationController viewDidLayoutSubviews",
    "MenuContent viewSafeAreaInsetsDidChange",
    "MenuContent viewIsAppearing(true)",
    "MenuContent viewWillLayoutSubviews",
    "MenuContent viewDidLayoutSubviews",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(changed)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuScreenEdgeGestureRecognizer state(ended)",
    "SideMenuScreenEdgeGestureRecognizer action(handlePresentMenuScreenEdge:)",
    "SideMenuNavigationController viewDidAppear(true)",
    "MenuContent viewDidAppear(true)",
    "SideMenuAnimationController animationEnded(true)",
  }, { exact = true })
  expect(host:menuIsHidden()):toBe(false)
  expect(host:events()):toBe("willAppear(true), didAppear(true)")
  expect(host:menuFrame()):toBe("0,0 240x667")
end)
