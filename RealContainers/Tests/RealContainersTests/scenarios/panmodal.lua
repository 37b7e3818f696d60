-- slackhq/PanModal (github.com/slackhq/PanModal, PanModal/), compiled with no edit through the
-- StagehandRewrite plugin; SheetHost and SheetContent are PanModalScenarioTests.swift's.
-- PanModal presents with a custom presentation controller and animator (rules M1, X1-X3).

local function onScreen(app)
  local host = SheetHost{}
  app.window.rootViewController = host
  app:settle()
  return host
end

scenario("PanModal presents its sheet: presentation controller, animator and appearances in UIKit's order", function(app)
  local host = onScreen(app)
  app:mark()
  host:presentSheet()
  app:settle()
  expect(host:events()):toBe("")
  expect(host:sheetTop()):toBe(667 - 300)
  expect_trace(app, {
    "PanModalPresentationDelegate presentationControllerForPresented(SheetContent, SheetHost, SheetHost)",
    "PanModalPresentationController shouldRemovePresentersView",
    "PanModalPresentationDelegate animationControllerForPresented(SheetContent, SheetHost, SheetHost)",
    "PanModalPresentationDelegate interactionControllerForPresentation(PanModalPresentationAnimator)",
    "PanModalPresentationAnimator transitionDuration",
    "SheetContent loadView",
    "SheetContent viewDidLoad",
    "SheetContent viewWillAppear(true)",
    "PanModalPresentationController presentationTransitionWillBegin",
    "PanModalPresentationController presentedView",
    "PanModalPresentationController containerViewWillLayoutSubviews",
    "PanModalPresentationController frameOfPresentedViewInContainerView",
    "PanModalPresentationController containerViewDidLayoutSubviews",
    "PanModalPresentationAnimator animateTransition",
    -- PanModal's animator begins the presenter's disappearance itself ("Calls viewWillAppear
    -- and viewWillDisappear"), since a custom presentation that keeps the presenter's view
    -- sends it none, and gives a selection tick.
    "SheetHost viewWillDisappear(true)",
    "app feedback(selectionChanged)",
    "SheetContent viewSafeAreaInsetsDidChange",
    "SheetContent viewIsAppearing(true)",
    "SheetContent viewWillLayoutSubviews",
    "SheetContent viewDidLayoutSubviews",
    "SheetHost viewDidDisappear(true)",
    "SheetContent viewDidAppear(true)",
    "PanModalPresentationController presentationTransitionDidEnd(true)",
    "PanModalPresentationAnimator animationEnded(true)",
  }, { exact = true })
end)

scenario("PanModal rounds the sheet's top corners with a mask drawn around its drag indicator (J1, J2)", function(app)
  local host = onScreen(app)
  host:presentSheet()
  app:settle()
  -- The path starts on the top edge after the top-left corner, runs to the indicator's left
  -- edge (375 / 2 - 36 / 2), around it, and ends on the top edge at its right edge.
  expect(host:maskEndsAt()):toBe("205.5,0.0")
end)

scenario("PanModal watches its scroll view's offset by key-value observing (O12): in the short form the list stays put", function(app)
  local host = onScreen(app)
  host:presentSheet()
  app:settle()
  app:mark()
  host:scrollList(100)
  app:settle()
  expect(host:listOffset()):toBe(0)        -- PanModal's observation halts the scroll
  expect(host:events()):toBe("")
  expect_trace(app, {}, { exact = true })
end)

scenario("PanModal moves to its long form, then dismisses: the sheet's and the presenter's transitions", function(app)
  local host = onScreen(app)
  host:presentSheet()
  app:settle()
  app:mark()
  host:transitionToLongForm()
  app:settle()
  expect(host:sheetTop()):toBe(20 + 21)     -- maxHeight: the top layout guide's length + 21
  host:dismissSheet()
  app:settle()
  expect(host:events()):toBe("willTransition longForm, panModalWillDismiss, panModalDidDismiss")
  -- PanModal's animator begins and ends the presenter's appearance itself, around its
  -- animation; UIKit ends the dismissal with dismissalTransitionDidEnd(true), then
  -- animationEnded(true) (rules M1, X2).
  expect_trace(app, {
    "PanModalPresentationDelegate animationControllerForDismissed(SheetContent)",
    "PanModalPresentationDelegate interactionControllerForDismissal(PanModalPresentationAnimator)",
    "PanModalPresentationAnimator transitionDuration",
    "SheetContent viewWillDisappear(true)",
    "PanModalPresentationController dismissalTransitionWillBegin",
    "PanModalPresentationAnimator animateTransition",
    "SheetHost viewWillAppear(true)",
    "SheetHost viewIsAppearing(true)",
    "SheetHost viewDidAppear(true)",
    "SheetContent viewDidDisappear(true)",
    "PanModalPresentationController dismissalTransitionDidEnd(true)",
    "PanModalPresentationAnimator animationEnded(true)",
  }, { exact = true })
end)

scenario("PanModal's own pan recognizer drags the sheet: a flick up snaps it to its long form, a flick down dismisses it (G1, G7)", function(app)
  local host = onScreen(app)
  host:presentSheet()
  app:settle()
  app:mark()
  -- A finger on the sheet, flicked up: PanModal's recognizer on the presented view follows it
  -- beside the list's own pan (its delegate lets both recognize) and, released moving up,
  -- transitions to the long form. While the sheet moves, PanModal holds the list in place.
  app:pan{ from = { x = 187, y = 380 }, to = { x = 187, y = 200 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(host:events()):toBe("willTransition longForm")
  expect(host:sheetTop()):toBe(20 + 21)
  expect(host:presentsSheet()):toBe(true)
  -- Once the sheet is anchored, the list's deceleration is no longer held: it scrolls on.
  expect(host:listOffset() > 0):toBe(true)
  -- Back at the list's top, a fast flick down drags the sheet (the list only bounces) and,
  -- released moving down far from the long form, dismisses it.
  host:scrollList(0)
  app:pan{ from = { x = 187, y = 60 }, to = { x = 187, y = 400 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(host:events()):toBe("willTransition longForm, panModalWillDismiss, panModalDidDismiss")
  expect(host:presentsSheet()):toBe(false)
end)
