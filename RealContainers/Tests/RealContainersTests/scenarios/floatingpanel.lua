-- scenee/FloatingPanel (github.com/scenee/FloatingPanel, Sources/), compiled with no edit through
-- the StagehandRewrite plugin; PanelHost and PanelContent are FloatingPanelScenarioTests.swift's.
-- The host adds a FloatingPanelController the README's way: set(contentViewController:),
-- track(scrollView:), addPanel(toParent:). FloatingPanel places its surface with Auto Layout
-- (rules Y1-Y18), follows its view's safe area by key-value observing (W15), and moves the
-- surface with its own spring on a display link (H10). The host records its delegate's calls,
-- a run of floatingPanelDidMove as one "didMove".
--
-- The window is 375 x 667 with a 20 pt status bar (rule E3). FloatingPanelBottomLayout's
-- anchors: full 18 pt below the safe area's top (y 38), half the safe area's height above its
-- bottom (667 - 647 / 2 = 343.5), tip 69 pt above its bottom (598). The surface is as tall as
-- at full (667 - 38 = 629) and only moves.

local function onScreen(app)
  local host = PanelHost{}
  app.window.rootViewController = host
  app:settle()
  return host
end

local function withPanel(app)
  local host = onScreen(app)
  host:addPanel(false)
  app:settle()
  host:clearEvents()
  return host
end

-- One layout pass of the panel controller's view.
local panelLayout = { "FloatingPanelController viewWillLayoutSubviews", "FloatingPanelController viewDidLayoutSubviews" }

-- FloatingPanel's spring moving the surface: a layout per frame of its display link, ticks
-- `first` to `last`.
local function attraction(first, last)
  local events = {}
  for tick = first, last do
    events[#events + 1] = "CADisplayLink tick(" .. tick .. ")"
    for _, event in ipairs(panelLayout) do events[#events + 1] = event end
  end
  return events
end

local function concat(...)
  local all = {}
  for _, list in ipairs({ ... }) do
    for _, event in ipairs(list) do all[#all + 1] = event end
  end
  return all
end

scenario("FloatingPanel adds its panel to the host: containment, appearance and layout at the half state", function(app)
  local host = onScreen(app)
  app:mark()
  host:addPanel(false)
  app:settle()
  expect(host:hasPanel()):toBe(true)
  expect(host:state()):toBe("half")
  expect(host:surfaceFrame()):toBe("0.0,343.5,375.0,629.0")
  expect(host:events()):toBe("didChangeState half, didMove")
  expect_trace(app, {
    -- set(contentViewController:): addChild (willMoveToParent, rule C1), the content's view
    -- into the surface, didMove(toParent:) by FloatingPanel, as UIKit's containment asks.
    "PanelContent willMoveToParent(FloatingPanelController)",
    "PanelContent loadView",
    "PanelContent viewDidLoad",
    "PanelContent didMoveToParent(FloatingPanelController)",
    -- addPanel(toParent:) adds its view to the host's view BEFORE addChild: a parentless
    -- controller's view entering the window appears (rule C5, hence the lint), its child with it
    -- (A4); addChild then sends willMoveToParent (C1).
    "FloatingPanelController loadView",
    "FloatingPanelController viewDidLoad",
    "FloatingPanelController lint: view added to PanelHost.view without addChild (no containment: appearance callbacks only if already on screen)",
    "FloatingPanelController viewWillAppear(false)",
    "PanelContent viewWillAppear(false)",
    "FloatingPanelController willMoveToParent(PanelHost)",
    -- show(animated: false): its layout activated and laid out at once (E3, A8, L2)...
    "FloatingPanelController viewSafeAreaInsetsDidChange",
    "FloatingPanelController viewIsAppearing(false)",
    "FloatingPanelController viewWillLayoutSubviews",
    "FloatingPanelController viewDidLayoutSubviews",
    "PanelContent viewSafeAreaInsetsDidChange",
    "PanelContent viewIsAppearing(false)",
    "PanelContent viewWillLayoutSubviews",
    "PanelContent viewDidLayoutSubviews",
    "FloatingPanelController viewWillLayoutSubviews",
    "FloatingPanelController viewDidLayoutSubviews",
    -- ...and its completion ends the containment (didMove(toParent:), C1).
    "FloatingPanelController didMoveToParent(PanelHost)",
    "PanelHost viewWillLayoutSubviews",
    "PanelHost viewDidLayoutSubviews",
    "FloatingPanelController viewDidAppear(false)",
    "PanelContent viewDidAppear(false)",
  }, { exact = true })
end)

scenario("FloatingPanel moves its panel to full at once, then to tip with its spring: delegate calls and surface frames", function(app)
  local host = withPanel(app)
  app:mark()
  host:moveTo("full", false)
  -- Without animation the move is done before move(to:animated:) returns.
  expect(host:events()):toBe("didChangeState full, didMove, moved")
  expect(host:surfaceFrame()):toBe("0.0,38.0,375.0,629.0")
  expect_trace(app, panelLayout, { exact = true })
  host:clearEvents()
  app:mark()
  host:moveTo("tip", true)
  -- The state changes as the move begins; the surface has not moved yet.
  expect(host:state()):toBe("tip")
  expect(host:events()):toBe("willBeginAttracting tip, didChangeState tip")
  expect(host:surfaceFrame()):toBe("0.0,38.0,375.0,629.0")
  app:settle()
  -- Animated, FloatingPanel attracts the surface to the anchor (willBeginAttracting), changes
  -- the state, reports the moves, and ends (didEndAttracting) before the completion: the order
  -- of its FloatingPanelControllerDelegate's documentation.
  expect(host:events()):toBe("willBeginAttracting tip, didChangeState tip, didMove, didEndAttracting tip, moved")
  expect(host:state()):toBe("tip")
  expect(host:surfaceFrame()):toBe("0.0,598.0,375.0,629.0")
  expect_trace(app, attraction(1, 49), { exact = true })
end)

scenario("FloatingPanel's surface dragged up by a finger: dragging delegate calls, then it settles at full (G1, G7)", function(app)
  local host = withPanel(app)
  app:mark()
  -- A finger on the surface at half, flicked up. FloatingPanel's pan recognizer on the surface
  -- is asked through its delegate router and begins; the tracked scroll view's pan fails
  -- (G7). Released moving up, the panel is attracted to full.
  app:pan{ from = { x = 187, y = 400 }, to = { x = 187, y = 150 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(host:events()):toBe("willBeginDragging half, didMove, willEndDragging up to full, didEndDragging true, "
    .. "willBeginAttracting full, didChangeState full, didMove, didEndAttracting full")
  expect(host:state()):toBe("full")
  expect(host:surfaceFrame()):toBe("0.0,38.0,375.0,629.0")
  local pan = "FloatingPanelPanGestureRecognizer"
  expect_trace(app, concat({
    "DelegateRouter shouldReceive(187,400)",
    "DelegateRouter shouldBeRequiredToFailBy(UIScrollView.panGestureRecognizer)",
    "DelegateRouter shouldRequireFailureOf(UIScrollView.panGestureRecognizer)",
    "DelegateRouter gestureRecognizerShouldBegin",
    pan .. " state(began)",
    "UIScrollView.panGestureRecognizer state(failed)",
    pan .. " action(handleWithPanGesture:)",
    pan .. " state(changed)",
    pan .. " action(handleWithPanGesture:)",
    pan .. " state(changed)",
    pan .. " action(handleWithPanGesture:)",
  }, panelLayout, {
    pan .. " state(changed)",
    pan .. " action(handleWithPanGesture:)",
  }, panelLayout, {
    pan .. " state(changed)",
    pan .. " action(handleWithPanGesture:)",
    pan .. " state(ended)",
    pan .. " action(handleWithPanGesture:)",
  }, attraction(7, 33)), { exact = true })
end)

scenario("FloatingPanel removes its panel from the host: hidden, then willMove(toParent: nil), its view, removeFromParent", function(app)
  local host = withPanel(app)
  app:mark()
  host:removePanel(true)
  app:settle()
  expect(host:hasPanel()):toBe(false)
  -- floatingPanelWillRemove first, floatingPanelDidRemove once it is removed, then the
  -- completion: FloatingPanelControllerDelegate's documentation.
  expect(host:events()):toBe("willRemove, didChangeState hidden, didMove, didRemove, removed")
  expect_trace(app, {
    "FloatingPanelController viewWillLayoutSubviews",
    "FloatingPanelController viewDidLayoutSubviews",
    -- hide(animated: true): its property animator moves the surface off screen.
    "UIViewPropertyAnimator animatorState(active)",
    "UIViewPropertyAnimator animatorState(inactive)",
    "UIViewPropertyAnimator completion(end)",
    -- Then UIKit's removal order: willMove(toParent: nil) (C2 leaves it to the caller), the
    -- view leaves the window (its disappearance, forwarded to the content, A4), then
    -- removeFromParent, which sends didMoveToParent(nil) (C2).
    "FloatingPanelController willMoveToParent(nil)",
    "FloatingPanelController viewWillDisappear(false)",
    "PanelContent viewWillDisappear(false)",
    "FloatingPanelController didMoveToParent(nil)",
    "PanelHost viewWillLayoutSubviews",
    "PanelHost viewDidLayoutSubviews",
    "FloatingPanelController viewDidDisappear(false)",
    "PanelContent viewDidDisappear(false)",
  }, { exact = true })
end)
