-- Rules S17, S18 and E6: a split view controller's overlay and displace display modes and its
-- split behaviours, the user's swipe from its leading edge (the interactive presentation
-- gesture), and the orientations the window may take. See docs/semantics.md.
-- Sources: Apple's UISplitViewController.SplitBehavior, DisplayMode, preferredDisplayMode,
-- presentsWithGesture and UISplitViewControllerDelegate pages; UIViewController's
-- supportedInterfaceOrientations, shouldAutorotate and
-- preferredInterfaceOrientationForPresentation pages; Apple's QA1688 for the defaults.

local iPadLandscape = { width = 1024, height = 768 }
local iPadPortrait = { width = 768, height = 1024 }

-- A split delegate that keeps its display mode and gesture calls in the trace as "Delegate".
local function splitDelegate()
  return { name = "Delegate",
    willChangeTo = function(self, split, mode) end,
    splitViewControllerInteractivePresentationGestureWillBegin = function(self, split) end,
    splitViewControllerInteractivePresentationGestureDidEnd = function(self, split) end }
end

-- A split of List (and Filters, with `three`) and Detail, on screen in a window of `size`,
-- settled, the trace marked.
local function onScreen(app, size, properties, three)
  app:setSize(size)
  properties = properties or {}
  properties.name = "Split"
  properties.primary = ViewController{ name = "List" }
  if three then properties.supplementary = ViewController{ name = "Filters" } end
  properties.secondary = ViewController{ name = "Detail" }
  properties.delegate = properties.delegate or splitDelegate()
  local split = SplitViewController(properties)
  app.window.rootViewController = split
  app:run()
  app:mark()
  return split
end

-- S17: split behaviours and display modes.

scenario("S17: a portrait iPad overlays by default: the secondary alone, show(primary) lays the primary over it", function(app)
  local split = onScreen(app, iPadPortrait)
  expect(split.splitBehavior):toBe("overlay")
  expect(split.displayMode):toBe("secondaryOnly")
  local list, detail = split:viewController("primary"), split:viewController("secondary")
  split:show("primary")
  app:run()
  expect_trace(app, {
    "Delegate willChangeTo(oneOverSecondary)",
    "List viewWillAppear(false)",
    "List viewDidAppear(false)",
  }, { without = { "Detail viewWillDisappear", "Detail viewDidDisappear" } })
  expect(split.displayMode):toBe("oneOverSecondary")
  expect(list.view.frame.x):toBe(0)
  expect(list.view.frame.width):toBe(320)
  expect(detail.view.frame.x):toBe(0)
  expect(detail.view.frame.width):toBe(768)
  app:mark()
  split:hide("primary")
  app:run()
  expect_trace(app, { "Delegate willChangeTo(secondaryOnly)", "List viewWillDisappear(false)", "List viewDidDisappear(false)" })
end)

scenario("S17: a landscape iPad tiles; preferredDisplayMode secondaryOnly hides the primary, oneOverSecondary is tiled beside", function(app)
  local split = onScreen(app, iPadLandscape)
  expect(split.splitBehavior):toBe("tile")
  expect(split.displayMode):toBe("oneBesideSecondary")
  split.preferredDisplayMode = "secondaryOnly"
  app:run()
  expect_trace(app, { "Delegate willChangeTo(secondaryOnly)", "List viewWillDisappear(false)", "List viewDidDisappear(false)" })
  expect(split:viewController("secondary").view.frame.width):toBe(1024)
  app:mark()
  split.preferredDisplayMode = "oneOverSecondary"
  app:run()
  expect_trace(app, { "Delegate willChangeTo(oneBesideSecondary)", "List viewWillAppear(false)", "List viewDidAppear(false)" })
  expect(split.displayMode):toBe("oneBesideSecondary")
end)

scenario("S17: three columns displacing the secondary: show(primary) moves it partly off screen, all three on screen", function(app)
  local split = onScreen(app, iPadPortrait, { preferredSplitBehavior = "displace" }, true)
  expect(split.splitBehavior):toBe("displace")
  expect(split.displayMode):toBe("oneBesideSecondary")
  split:show("primary")
  app:run()
  expect_trace(app, { "Delegate willChangeTo(twoDisplaceSecondary)", "List viewWillAppear(false)", "List viewDidAppear(false)" },
    { without = { "Filters viewWillDisappear", "Detail viewWillDisappear" } })
  local detail = split:viewController("secondary")
  expect(detail.view.frame.x):toBe(640)
  expect(detail.view.frame.width):toBe(768 - 320)
  expect(#split.visibleViewControllers):toBe(3)
end)

scenario("S17: turning an iPad from landscape to portrait overlays: the tiled primary leaves, and comes back on the way back", function(app)
  local split = onScreen(app, iPadLandscape)
  app:setSize(iPadPortrait)
  app:run()
  expect_trace(app, {
    "Split viewWillTransitionToSize(768 x 1024)",
    "List viewWillTransitionToSize(768 x 1024)",
    "Delegate willChangeTo(secondaryOnly)",
    "List viewWillDisappear(false)",
    "List viewDidDisappear(false)",
  })
  expect(split.splitBehavior):toBe("overlay")
  app:mark()
  app:setSize(iPadLandscape)
  app:run()
  expect_trace(app, { "Delegate willChangeTo(oneBesideSecondary)", "List viewWillAppear(false)", "List viewDidAppear(false)" })
end)

-- S18: the user's swipe from the leading edge.

scenario("S18: a swipe from the leading edge shows the primary over the secondary: gesture begins, mode, appearance, gesture ends", function(app)
  local split = onScreen(app, iPadPortrait)
  expect(split:swipeFromLeadingEdge()):toBe(true)
  app:run()
  expect_trace(app, {
    "Delegate splitViewControllerInteractivePresentationGestureWillBegin",
    "Delegate willChangeTo(oneOverSecondary)",
    "List viewWillAppear(false)",
    "Delegate splitViewControllerInteractivePresentationGestureDidEnd",
    "List viewIsAppearing(false)",
    "List viewDidAppear(false)",
  }, { without = { "Detail viewWillDisappear" } })
  expect(split.displayMode):toBe("oneOverSecondary")
  app:mark()
  expect(split:swipeFromLeadingEdge()):toBe(false)
  expect_trace(app, {}, { exact = true })
end)

scenario("S18: with three columns a swipe shows the supplementary, the next the primary; presentsWithGesture false stops it", function(app)
  local split = onScreen(app, iPadPortrait, nil, true)
  expect(split.displayMode):toBe("secondaryOnly")
  split:swipeFromLeadingEdge()
  app:run()
  expect_trace(app, { "Delegate willChangeTo(oneOverSecondary)", "Filters viewWillAppear(false)" })
  app:mark()
  split:swipeFromLeadingEdge()
  app:run()
  expect_trace(app, { "Delegate willChangeTo(twoOverSecondary)", "List viewWillAppear(false)" })
  split:hide("supplementary")
  app:run()
  app:mark()
  split.presentsWithGesture = false
  expect(split:swipeFromLeadingEdge()):toBe(false)
  expect_trace(app, {}, { exact = true })
  expect(split.displayMode):toBe("secondaryOnly")
end)

-- E6: supported interface orientations.

local PortraitOnly = ViewController:subclass("PortraitOnly")
function PortraitOnly:supportedInterfaceOrientations() return "portrait" end

local LandscapeOnly = ViewController:subclass("LandscapeOnly")
function LandscapeOnly:supportedInterfaceOrientations() return { "landscapeLeft", "landscapeRight" } end
function LandscapeOnly:preferredInterfaceOrientationForPresentation() return "landscapeRight" end

scenario("E6: a root that supports only portrait keeps the window when the device turns, and rotate says why", function(app)
  local root = PortraitOnly{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  local rotated, why = app:rotate("landscape")
  expect(rotated):toBe(false)
  expect(why):toBe("landscape is not supported (Root supports portrait, the app allButUpsideDown)")
  expect_trace(app, { "Root supportedInterfaceOrientations" }, { without = { "Root viewWillTransitionToSize" } })
  expect(app.orientation):toBe("portrait")
end)

scenario("E6: shouldAutorotate false keeps the window; the app's own list limits every controller", function(app)
  local Still = ViewController:subclass("Still")
  function Still:shouldAutorotate() return false end
  app.window.rootViewController = Still{ name = "Root" }
  app:run()
  local rotated, why = app:rotate("landscape")
  expect(rotated):toBe(false)
  expect(why):toBe("Root.shouldAutorotate is false")
  app.window.rootViewController = ViewController{ name = "Plain" }
  app:run()
  app.supportedInterfaceOrientations = "portrait"
  expect(app.supportedInterfaceOrientations):toBe("portrait")
  rotated, why = app:rotate("landscape")
  expect(rotated):toBe(false)
  expect(why):toBe("landscape is not supported (Plain supports allButUpsideDown, the app portrait)")
  app.supportedInterfaceOrientations = { "portrait", "landscapeLeft" }
  expect(app.supportedInterfaceOrientations):toBe("portrait+landscapeLeft")
  expect(app:rotate("landscape")):toBe(true)
  expect(app.orientation):toBe("landscape")
end)

scenario("E6: a navigation controller answers through its delegate, not through its top controller", function(app)
  local nav = NavigationController{ name = "Nav", root = PortraitOnly{ name = "Top" } }
  app.window.rootViewController = nav
  app:run()
  app:mark()
  expect(app:rotate("landscape")):toBe(true)
  expect_trace(app, { "Nav viewWillTransitionToSize(667 x 375)" }, { without = { "Top supportedInterfaceOrientations" } })
  app:rotate("portrait")
  app:run()
  nav.delegate = { name = "NavDelegate",
    navigationControllerSupportedInterfaceOrientations = function(self, navigationController) return "portrait" end }
  app:mark()
  expect(app:rotate("landscape")):toBe(false)
  expect_trace(app, { "NavDelegate navigationControllerSupportedInterfaceOrientations" })
  app:settle()
end)

scenario("E6: the tab bar, split and page view controllers' delegates answer for them too", function(app)
  local function answering(method) return { name = "Answers", [method] = function(self, container) return "portrait" end } end
  local pages = PageViewController{ name = "Pages", delegate = answering("pageViewControllerSupportedInterfaceOrientations") }
  pages:setViewControllers({ ViewController{ name = "Page" } }, "forward", false)
  for _, case in ipairs({
    { TabBarController{ name = "Tabs", viewControllers = { ViewController{ name = "Tab" } },
                        delegate = answering("tabBarControllerSupportedInterfaceOrientations") },
      "Answers tabBarControllerSupportedInterfaceOrientations" },
    { pages, "Answers pageViewControllerSupportedInterfaceOrientations" },
    { SplitViewController{ name = "Split", primary = ViewController{ name = "List" }, secondary = ViewController{ name = "Detail" },
                           delegate = answering("splitViewControllerSupportedInterfaceOrientations") },
      "Answers splitViewControllerSupportedInterfaceOrientations" },
  }) do
    app.window.rootViewController = case[1]
    app:run()
    app:mark()
    expect(app:rotate("landscape")):toBe(false)
    expect_trace(app, { case[2] }, { exact = true })
  end
end)

scenario("E6: a full-screen presentation turns the window to the presented controller's preferred orientation, the dismissal back", function(app)
  local root = PortraitOnly{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local player = LandscapeOnly{ name = "Player" }
  player.modalPresentationStyle = "fullScreen"
  app:mark()
  root:present(player, true)
  app:settle()
  expect_trace(app, {
    "Player preferredInterfaceOrientationForPresentation",
    "Player supportedInterfaceOrientations",
    "Root viewWillTransitionToSize(667 x 375)",
    "Player viewWillAppear(true)",
    "Player viewDidAppear(true)",
  })
  expect(app.orientation):toBe("landscape")
  app:mark()
  root:dismiss(true)
  app:settle()
  expect_trace(app, {
    "Player viewWillDisappear(true)",
    "Player viewDidDisappear(true)",
    "Root supportedInterfaceOrientations",
    "Root viewWillTransitionToSize(375 x 667)",
  })
  expect(app.orientation):toBe("portrait")
end)

scenario("E6: setNeedsUpdateOfSupportedInterfaceOrientations turns the window to the way the device is held once allowed", function(app)
  local Switch = ViewController:subclass("Switch")
  function Switch:supportedInterfaceOrientations() return self.locked and "portrait" or "allButUpsideDown" end
  local root = Switch{ name = "Root" }
  root.locked = true
  app.window.rootViewController = root
  app:run()
  expect(app:rotate("landscape")):toBe(false)
  root.locked = false
  app:mark()
  root:setNeedsUpdateOfSupportedInterfaceOrientations()
  app:settle()
  expect_trace(app, { "Root supportedInterfaceOrientations", "Root viewWillTransitionToSize(667 x 375)" })
  expect(app.orientation):toBe("landscape")
  root.locked = true
  app:mark()
  root:setNeedsUpdateOfSupportedInterfaceOrientations()
  app:settle()
  expect_trace(app, { "Root viewWillTransitionToSize(375 x 667)" })
end)
