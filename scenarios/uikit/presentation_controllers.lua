-- Rules M1-M3: presentation controllers. A custom presentation controller written in Lua
-- (its callbacks' order around the appearance callbacks, the animator and the completion;
-- which controllers appear and disappear; its container view and frame), adaptivity in a
-- compact and a regular width with the delegate, and a sheet's detents (a script's change,
-- the user's drag, the dimming view and the presenter's taps). See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

local function rootOnScreen(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  return root
end

-- A card over the bottom 300 points of the window, as UIKit's samples write one.
local Card = PresentationController:subclass("CardPresentation")
function Card:frameOfPresentedViewInContainerView()
  local bounds = self.containerView.frame
  return { x = 0, y = bounds.height - 300, width = bounds.width, height = 300 }
end
function Card:presentationTransitionWillBegin() end
function Card:presentationTransitionDidEnd(completed) self.presented = completed end
function Card:dismissalTransitionWillBegin() end
function Card:dismissalTransitionDidEnd(completed) self.dismissed = completed end

local function cardDelegate(presentation)
  return {
    name = "Cards",
    presentationControllerForPresented = function(self, presented, presenting, source)
      presentation.made = presentation.made or Card{ presented = presented, presenting = presenting, name = "CardPC" }
      return presentation.made
    end,
  }
end

scenario("M1: a custom presentation controller's callbacks around the appearance callbacks, its container and frame", function(app)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet", modalPresentationStyle = "custom" }
  local made = {}
  sheet.transitioningDelegate = cardDelegate(made)
  local done = false
  root:present(sheet, true, function() done = true end)
  app:settle()
  expect(done):toBe(true)
  local pc = made.made
  expect(sheet.presentationController):toBe(pc)
  expect(pc.presented):toBe(true)
  expect(pc.presentingViewController):toBe(root)
  expect(sheet.view.superview):toBe(pc.containerView)
  expect(pc.containerView.superview):toBe(app.window)
  expect(sheet.view.frame):toEqual{ x = 0, y = 367, width = 375, height = 300 }
  expect(root.appearState):toBe("appeared")           -- shouldRemovePresentersView is false
  expect(root.view.window):toBe(app.window)
  expect_trace(app, {
    "Cards presentationControllerForPresented(Sheet, Root, Root)", "CardPC shouldRemovePresentersView",
    "Sheet loadView", "Sheet viewDidLoad", "Sheet viewWillAppear(true)",
    "CardPC presentationTransitionWillBegin", "CardPC presentedView",
    "CardPC containerViewWillLayoutSubviews", "CardPC frameOfPresentedViewInContainerView",
    "CardPC containerViewDidLayoutSubviews",
    "Sheet viewIsAppearing(true)", "Sheet viewWillLayoutSubviews", "Sheet viewDidLayoutSubviews", "Sheet viewDidAppear(true)", "CardPC presentationTransitionDidEnd(true)",
  }, { exact = true })
  app:mark()
  sheet:dismiss(true)
  app:settle()
  expect(pc.dismissed):toBe(true)
  expect(pc.containerView):toBeNil()
  expect(root.presentedViewController):toBeNil()
  expect_trace(app, {
    "Sheet viewWillDisappear(true)", "CardPC dismissalTransitionWillBegin",
    "Sheet viewDidDisappear(true)", "CardPC dismissalTransitionDidEnd(true)",
  }, { without = { "Root viewWillAppear", "Root viewDidAppear" } })
end)

scenario("M1: shouldRemovePresentersView makes the presenter disappear and leave the window until the dismissal begins", function(app)
  local root = rootOnScreen(app)
  local Cover = Card:subclass("Cover")
  function Cover:shouldRemovePresentersView() return true end
  local sheet = Screen{ name = "Sheet", modalPresentationStyle = "custom" }
  sheet.transitioningDelegate = {
    presentationControllerForPresented = function(self, presented, presenting)
      return Cover{ presented = presented, presenting = presenting, name = "CoverPC" }
    end,
  }
  root:present(sheet, true)
  app:settle()
  expect(root.appearState):toBe("disappeared")
  expect(root.view.window):toBeNil()
  expect_trace(app, {
    "CoverPC shouldRemovePresentersView", "Root viewWillDisappear(true)", "Sheet viewWillAppear(true)",
    "CoverPC presentationTransitionWillBegin", "Root viewDidDisappear(true)", "Sheet viewDidAppear(true)",
    "CoverPC presentationTransitionDidEnd(true)",
  })
  app:mark()
  sheet:dismiss(true)
  app:settle()
  expect(root.view.window):toBe(app.window)
  expect(root.appearState):toBe("appeared")
  expect_trace(app, {
    "Sheet viewWillDisappear(true)", "Root viewWillAppear(true)", "CoverPC dismissalTransitionWillBegin",
    "Sheet viewDidDisappear(true)", "Root viewDidAppear(true)", "CoverPC dismissalTransitionDidEnd(true)",
  })
end)

scenario("M1: a cancelled interactive presentation ends with presentationTransitionDidEnd(false) and takes the container away", function(app)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet", modalPresentationStyle = "custom" }
  local made = {}
  local delegate = cardDelegate(made)
  local driver = PercentDrivenInteractiveTransition{ name = "Drag" }
  delegate.animationControllerForPresented = function() return {
    name = "Rise",
    transitionDuration = function() return 0.4 end,
    animateTransition = function(self, ctx)
      app:animate{ duration = 0.4, animations = function() ctx:view("to").alpha = 1 end,
                   completion = function() ctx:completeTransition(not ctx.transitionWasCancelled) end }
    end,
  } end
  delegate.interactionControllerForPresentation = function() return driver end
  sheet.transitioningDelegate = delegate
  root:present(sheet, true)
  driver:update(0.3)
  driver:cancel()
  app:settle()
  expect(root.presentedViewController):toBeNil()
  expect(made.made.presented):toBe(false)
  expect(made.made.containerView):toBeNil()
  expect_trace(app, { "Sheet viewWillAppear(true)", "CardPC presentationTransitionWillBegin", "Drag startInteractiveTransition",
                      "Rise animateTransition", "Sheet viewWillDisappear(true)",
                      "Sheet viewDidDisappear(true)", "CardPC presentationTransitionDidEnd(false)" })
end)

scenario("M1: the container view takes the taps meant for the presenter; the presented view gets its own", function(app)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet", modalPresentationStyle = "custom" }
  sheet.transitioningDelegate = cardDelegate({})
  root:present(sheet, false)
  app:settle()
  expect(app:tap(root.view)):toBe(false)
  expect(app:tap(sheet.view)):toBe(true)
end)

scenario("M2: a popover in a compact width asks the delegate; none keeps the popover, fullScreen hides the presenter", function(app)
  local root = rootOnScreen(app)
  local answers = {}
  local delegate = {
    name = "Adapt",
    adaptivePresentationStyleForTraitCollection = function(self, presented, traits)
      expect(traits.horizontalSizeClass):toBe("compact")
      return answers[presented.name]
    end,
    presentationControllerWillPresentWithAdaptiveStyle = function(self, presented, style, coordinator) end,
  }
  answers.Keep, answers.Full = "none", "fullScreen"
  local keep = Screen{ name = "Keep", modalPresentationStyle = "popover" }
  keep.presentationDelegate = delegate
  root:present(keep, false)
  app:settle()
  expect(keep.presentationController.presentationStyle):toBe("popover")
  expect(root.appearState):toBe("appeared")
  keep:dismiss(false)
  app:settle()
  app:mark()
  local full = Screen{ name = "Full", modalPresentationStyle = "popover" }
  full.presentationController.delegate = delegate         -- the same as full.presentationDelegate
  expect(full.presentationDelegate):toBe(delegate)
  root:present(full, false)
  app:settle()
  expect(full.presentationController.presentationStyle):toBe("fullScreen")
  expect(full:beginInteractiveDismissal()):toBe(false)    -- no longer a sheet
  expect_trace(app, {
    "Adapt adaptivePresentationStyleForTraitCollection(wC hR light large)",
    "Adapt presentationControllerWillPresentWithAdaptiveStyle(fullScreen)",
    "Root viewWillDisappear(false)", "Full viewWillAppear(false)", "Root viewDidDisappear(false)", "Full viewDidAppear(false)",
  })
end)

scenario("M2: without an answer a compact popover is a sheet; in a regular width it stays a popover and nothing is asked", function(app)
  local root = rootOnScreen(app)
  local delegate = { name = "Adapt", adaptivePresentationStyle = function(self, presented) return nil end }
  local pop = Screen{ name = "Pop", modalPresentationStyle = "popover" }
  pop.presentationDelegate = { name = "Quiet" }
  root:present(pop, false)
  app:settle()
  expect(pop.presentationController.presentationStyle):toBe("pageSheet")
  pop:dismiss(false)
  app:settle()
  app:setSize{ width = 1024, height = 1366 }
  app:settle()
  app:mark()
  local wide = Screen{ name = "Wide", modalPresentationStyle = "popover" }
  wide.presentationDelegate = delegate
  root:present(wide, false)
  app:settle()
  expect(wide.presentationController.presentationStyle):toBe("popover")
  expect(root.appearState):toBe("appeared")
  expect_trace(app, { "Wide viewWillAppear(false)", "Wide viewDidAppear(false)" },
               { without = { "Adapt adaptivePresentationStyle", "Root viewWillDisappear" } })
end)

scenario("M2: an answer that is no style is an error at the delegate's line", function(app)
  local root = rootOnScreen(app)
  local pop = Screen{ name = "Pop", modalPresentationStyle = "popover" }
  pop.presentationDelegate = { adaptivePresentationStyle = function() return "sideways" end }
  expect_error(function() root:present(pop, false) end, "must return one of")
end)

scenario("M3: detents: a script's change moves the sheet silently; the user's drag tells the delegate", function(app)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet" }
  local detents = sheet.sheetPresentationController
  detents.detents = { "medium", "large" }
  expect(detents.currentDetentIdentifier):toBe("medium")
  local changes = 0
  sheet.presentationDelegate = { name = "Sheets", sheetPresentationControllerDidChangeSelectedDetentIdentifier = function() changes = changes + 1 end }
  root:present(sheet, true)
  app:settle()
  expect(sheet.view.frame):toEqual{ x = 0, y = 333.5, width = 375, height = 333.5 }
  app:mark()
  detents.selectedDetentIdentifier = "large"
  expect(sheet.view.frame.height):toBe(667)
  detents:drag("medium")
  app:settle()
  expect(detents.selectedDetentIdentifier):toBe("medium")
  expect(sheet.view.frame.y):toBe(333.5)
  detents:drag("medium")                                  -- where it rests: nothing
  expect(changes):toBe(1)                                 -- the drag's, not the script's
  expect_trace(app, { "Sheets sheetPresentationControllerDidChangeSelectedDetentIdentifier" })
  expect_error(function() detents:drag("small") end, "has no active detent \"small\"")
end)

scenario("M3: a custom detent's resolver gets the largest height; medium is inactive in a compact height", function(app)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet" }
  local detents = sheet.sheetPresentationController
  detents.detents = { { identifier = "peek", resolver = function(ctx) return ctx.maximumDetentValue / 4 end }, "medium", "large" }
  root:present(sheet, false)
  app:settle()
  expect(detents.currentDetentIdentifier):toBe("peek")
  expect(sheet.view.frame.height):toBe(166.75)
  expect(detents:height("medium")):toBe(333.5)
  app:rotate("landscape")
  app:settle()
  expect(detents:height("medium")):toBeNil()
end)

scenario("M3: below the largest undimmed detent the presenter takes taps; above it the dimming view does", function(app)
  local root = rootOnScreen(app)
  local sheet = Screen{ name = "Sheet" }
  local detents = sheet.sheetPresentationController
  detents.detents = { "medium", "large" }
  root:present(sheet, false)
  app:settle()
  expect(detents.dimsPresenter):toBe(true)              -- nil: dimmed at every detent
  expect(app:tap(root.view)):toBe(false)
  detents.largestUndimmedDetentIdentifier = "medium"
  expect(app:tap(root.view)):toBe(true)
  expect(app:tap(sheet.view)):toBe(true)
  detents:drag("large")
  expect(app:tap(root.view)):toBe(false)
end)

scenario("M2: a popover on screen in a regular width adapts when the width becomes compact, and back", function(app)
  app:setSize{ width = 1024, height = 1366 }
  local root = rootOnScreen(app)
  local pop = Screen{ name = "Pop", modalPresentationStyle = "popover" }
  local answer = nil
  pop.presentationDelegate = {
    name = "Adapt",
    adaptivePresentationStyle = function() return answer end,
    presentationControllerWillPresentWithAdaptiveStyle = function(self, presented, style, coordinator) end,
  }
  root:present(pop, false)
  app:settle()
  expect(pop.presentationController.presentationStyle):toBe("popover")
  app:mark()
  app:setSize{ width = 375, height = 667 }                 -- split screen: compact
  app:settle()
  expect(pop.presentationController.presentationStyle):toBe("pageSheet")
  expect(root.appearState):toBe("appeared")
  expect_trace(app, { "Adapt adaptivePresentationStyle", "Adapt presentationControllerWillPresentWithAdaptiveStyle(pageSheet)" })
  app:setSize{ width = 1024, height = 1366 }
  app:settle()
  expect(pop.presentationController.presentationStyle):toBe("popover")
  app:mark()
  answer = "fullScreen"
  app:setSize{ width = 375, height = 667 }
  app:settle()
  expect(root.appearState):toBe("disappeared")
  expect_trace(app, { "Adapt presentationControllerWillPresentWithAdaptiveStyle(fullScreen)",
                      "Root viewWillDisappear(false)", "Root viewDidDisappear(false)" })
end)

scenario("M1, M3: on rotation a custom container lays out again and a sheet keeps its detent's height", function(app)
  local root = rootOnScreen(app)
  local card = Screen{ name = "Card", modalPresentationStyle = "custom" }
  card.transitioningDelegate = cardDelegate({})
  root:present(card, false)
  app:settle()
  app:mark()
  app:rotate("landscape")
  app:settle()
  expect(card.view.frame):toEqual{ x = 0, y = 75, width = 667, height = 300 }
  expect_trace(app, { "CardPC containerViewWillLayoutSubviews", "CardPC frameOfPresentedViewInContainerView",
                      "CardPC containerViewDidLayoutSubviews" })
  card:dismiss(false)
  app:rotate("portrait")
  app:settle()
  local sheet = Screen{ name = "Sheet" }
  sheet.sheetPresentationController.detents = { { identifier = "third", resolver = function(ctx) return ctx.maximumDetentValue / 3 end } }
  root:present(sheet, false)
  app:settle()
  expect(sheet.view.frame.height):toBe(667 / 3)
  app:rotate("landscape")
  app:settle()
  expect(sheet.view.frame):toEqual{ x = 0, y = 250, width = 667, height = 125 }
end)

scenario("M1, X4: a custom presentation dismissed by an interaction controller and cancelled ends with dismissalTransitionDidEnd(false)", function(app)
  local root = rootOnScreen(app)
  local details = Screen{ name = "Details", modalPresentationStyle = "custom" }
  local made = {}
  local delegate = cardDelegate(made)
  local swipe = PercentDrivenInteractiveTransition{ name = "Swipe" }
  delegate.animationControllerForDismissed = function() return {
    name = "Sink",
    transitionDuration = function() return 0.3 end,
    animateTransition = function(self, ctx)
      app:animate{ duration = 0.3, animations = function() end,
                   completion = function() ctx:completeTransition(not ctx.transitionWasCancelled) end }
    end,
  } end
  delegate.interactionControllerForDismissal = function() return swipe end
  details.transitioningDelegate = delegate
  root:present(details, false)
  app:settle()
  app:mark()
  details:dismiss(true)
  swipe:update(0.4)
  swipe:cancel()
  app:settle()
  expect(root.presentedViewController):toBe(details)  -- still presented, at its frame
  expect(made.made.dismissed):toBe(false)
  expect(details.view.frame.y):toBe(367)
  expect_trace(app, {
    "Details viewWillDisappear(true)", "CardPC dismissalTransitionWillBegin", "Swipe startInteractiveTransition",
    "Details viewWillAppear(true)", "Details viewDidAppear(true)", "CardPC dismissalTransitionDidEnd(false)",
  })
  app:mark()
  details:dismiss(true)
  swipe:update(0.8)
  swipe:finish()
  app:settle()
  expect(root.presentedViewController):toBeNil()
  expect(made.made.dismissed):toBe(true)
  expect_trace(app, { "Details viewDidDisappear(true)", "CardPC dismissalTransitionDidEnd(true)" })
end)
