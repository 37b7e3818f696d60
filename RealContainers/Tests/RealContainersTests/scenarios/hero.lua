-- HeroTransitions/Hero (github.com/HeroTransitions/Hero, Sources/), compiled with no edit through
-- the StagehandRewrite plugin; HeroGallery and HeroDetail are HeroScenarioTests.swift's.
-- Hero is the presented controller's transitioning delegate, animator and interaction
-- controller (rules X1-X4): UIKit asks it for the animator and the interaction, then starts the
-- interaction, in which Hero snapshots the views, matches them by heroID (an associated object,
-- rule Z1), animates the snapshots with Core Animation (H9, H13, H14) and drives its progress
-- with a display link (H10) before it finishes the interaction and completes the transition.
-- Its swizzle of CALayer.add(_:forKey:) cannot be applied (Z2): a lint event says so.

local swizzle = "runtime lint: method_exchangeImplementations(-[CALayer add:forKey:], -[CALayer hero_addWithAnim:forKey:]): "
  .. "Swift calls these methods directly on Linux; the exchange is not applied and each keeps its implementation"

local function onScreen(app)
  local gallery = HeroGallery{}
  app.window.rootViewController = gallery
  app:settle()
  return gallery
end

-- The display link's ticks from `first` to `last`, as the trace names them.
local function ticks(events, link, first, last)
  for i = first, last do events[#events + 1] = link .. " tick(" .. i .. ")" end
  return events
end

scenario("Hero presents with a fade: UIKit's full-screen order (X1, X4), the matched card flies to the banner over the virtual clock", function(app)
  local gallery = onScreen(app)
  app:mark()
  gallery:present("fade")
  -- 0.1 s in: the banner's snapshot has left the card's frame (20,100 100x100) for the
  -- banner's (0,0 375x300), its position along Hero's curve ahead of its size (which Hero
  -- animates with UIView.animate); the presented view's snapshot fades in.
  app:advance(0.1)
  expect(gallery:isTransitioning()):toBe(true)
  expect(gallery:matchedFrame()):toBe("34.8,84.6 142.3x130.8")
  expect(gallery:detailOnScreen()):toBe("0.0,0.0 375.0x667.0 alpha 0.31 tx 0.0")
  app:advance(0.1)
  expect(gallery:matchedFrame()):toBe("35.3,39.6 266.0x220.7")
  expect(gallery:detailOnScreen()):toBe("0.0,0.0 375.0x667.0 alpha 0.84 tx 0.0")
  app:settle()
  expect(gallery:isTransitioning()):toBe(false)
  expect(gallery:matchedFrame()):toBe("0.0,0.0 375.0x300.0")
  expect(gallery:detailOnScreen()):toBe("0.0,0.0 375.0x667.0 alpha 1.00 tx 0.0")
  local expected = {
    "HeroTransition animationControllerForPresented(HeroDetail, HeroGallery, HeroGallery)",
    "HeroTransition interactionControllerForPresentation(HeroTransition)",
    "HeroTransition transitionDuration",
    "HeroGallery viewWillDisappear(true)",
    "HeroDetail loadView",
    "HeroDetail viewDidLoad",
    "HeroDetail viewWillAppear(true)",
    "HeroTransition startInteractiveTransition",
    "HeroDetail viewSafeAreaInsetsDidChange",
    "HeroDetail viewIsAppearing(true)",
    "HeroDetail viewWillLayoutSubviews",
    "HeroDetail viewDidLayoutSubviews",
    "HeroDetail viewWillLayoutSubviews",
    "HeroDetail viewDidLayoutSubviews",
    swizzle,
  }
  -- Hero's progress runner: 22 frames of 1/60 s, then finishInteractiveTransition and
  -- completeTransition(true), which end the appearances and the animator.
  ticks(expected, "CADisplayLink", 1, 22)
  expected[#expected + 1] = "HeroGallery viewDidDisappear(true)"
  expected[#expected + 1] = "HeroDetail viewDidAppear(true)"
  expected[#expected + 1] = "HeroTransition animationEnded(true)"
  expect_trace(app, expected, { exact = true })
end)

scenario("Hero pushes the presented view in from the right, then dismisses it: the banner flies back to the card", function(app)
  local gallery = onScreen(app)
  gallery:present("push")
  app:advance(0.1)
  -- The presented view's snapshot slides in by its translation; the banner flies as before.
  expect(gallery:detailOnScreen()):toBe("0.0,0.0 375.0x667.0 alpha 1.00 tx 140.0")
  expect(gallery:matchedFrame()):toBe("34.8,84.6 142.3x130.8")
  app:settle()
  expect(gallery:detailOnScreen()):toBe("0.0,0.0 375.0x667.0 alpha 1.00 tx 0.0")
  app:mark()
  gallery:dismiss()
  app:advance(0.1)
  expect(gallery:matchedFrame()):toBe("-14.8,15.4 332.7x269.2")
  app:settle()
  expect(gallery:isTransitioning()):toBe(false)
  expect(gallery:cardFrame()):toBe("20.0,100.0 100.0x100.0 hidden false alpha 1.0")
  local expected = {
    "HeroTransition animationControllerForDismissed(HeroDetail)",
    "HeroTransition interactionControllerForDismissal(HeroTransition)",
    "HeroTransition transitionDuration",
    "HeroDetail viewWillDisappear(true)",
    "HeroGallery viewWillAppear(true)",
    -- Hero puts the presenter's view in a view of its own inside the container (rule C5's
    -- lint: UIKit says nothing).
    "HeroGallery lint: view added to UIView#4 without addChild (no containment: appearance callbacks only if already on screen)",
    "HeroTransition startInteractiveTransition",
    "HeroGallery viewIsAppearing(true)",
    "HeroGallery viewWillLayoutSubviews",
    "HeroGallery viewDidLayoutSubviews",
  }
  ticks(expected, "CADisplayLink#2", 23, 44)
  expected[#expected + 1] = "HeroDetail viewDidDisappear(true)"
  expected[#expected + 1] = "HeroGallery viewDidAppear(true)"
  expected[#expected + 1] = "HeroTransition animationEnded(true)"
  expect_trace(app, expected, { exact = true })
end)
