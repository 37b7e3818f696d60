-- Rules S14-S16: the container delegates. The navigation delegate's willShow and didShow
-- among the appearance callbacks of pushes, pops, new stacks, the interactive pop and custom
-- transitions; the tab bar delegate's shouldSelect and didSelect for the user's taps, and its
-- animator and interaction controller for tab switches; the split delegate's willChangeTo,
-- willShow and willHide; the page delegate's spineLocationFor. See docs/semantics.md.
-- Sources: a device log of a navigation delegate's calls (vastdevblog.vast.com, 2012), radar
-- 21137690 on the cancelled back swipe, Apple's UITabBarControllerDelegate and
-- UISplitViewControllerDelegate pages.

local Screen = ViewController:subclass("Screen")

-- A navigation delegate that only listens; its calls are traced under "Listener".
local function listener()
  return { name = "Listener",
    willShow = function(self, navigation, viewController, animated) end,
    didShow = function(self, navigation, viewController, animated) end }
end

-- An animator that moves nothing and completes after `duration`, unless cancelled.
local function fader(app, name, duration)
  return { name = name,
    transitionDuration = function(self, ctx) return duration end,
    animateTransition = function(self, ctx)
      app:animate{ duration = duration, animations = function() end,
                   completion = function() ctx:completeTransition(not ctx.transitionWasCancelled) end }
    end }
end

-- A navigation controller of Root with a listening delegate, on screen, settled, marked.
local function navigationOnScreen(app)
  local root = Screen{ name = "Root" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  nav.delegate = listener()
  app.window.rootViewController = nav
  app:run()
  app:mark()
  return nav, root
end

scenario("S14: the root is shown when the navigation controller enters the window", function(app)
  local root = Screen{ name = "Root" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  nav.delegate = listener()
  app:mark()
  app.window.rootViewController = nav
  app:run()
  expect_trace(app, {
    "Nav viewWillAppear(false)", "Root viewWillAppear(false)", "Listener willShow(Root, false)",
    "Nav viewWillLayoutSubviews", "Root viewWillLayoutSubviews",
    "Nav viewDidAppear(false)", "Root viewDidAppear(false)", "Listener didShow(Root, false)",
  })
end)

scenario("S14: an animated push: willShow after the new top's viewWillAppear, didShow after didMoveToParent", function(app)
  local nav = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, true)
  app:advance(0.35)
  expect_trace(app, {
    "Detail willMoveToParent(Nav)", "Root viewWillDisappear(true)", "Detail viewWillAppear(true)",
    "Listener willShow(Detail, true)", "Detail viewWillLayoutSubviews",
    "Root viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)",
    "Listener didShow(Detail, true)",
  })
end)

scenario("S14: pops, popToRoot and a new stack tell of the controller they show; an unchanged top tells nothing", function(app)
  local nav, root = navigationOnScreen(app)
  local a, b = Screen{ name = "A" }, Screen{ name = "B" }
  nav:pushViewController(a, false)
  app:run()
  nav:pushViewController(b, false)
  app:run()
  app:mark()
  nav:popViewController(false)
  app:run()
  expect_trace(app, {
    "B willMoveToParent(nil)", "B viewWillDisappear(false)", "A viewWillAppear(false)", "Listener willShow(A, false)",
    "B viewDidDisappear(false)", "A viewDidAppear(false)", "B didMoveToParent(nil)", "Listener didShow(A, false)",
  })
  app:mark()
  nav:popToRootViewController(false)
  app:run()
  expect_trace(app, { "A viewWillDisappear(false)", "Root viewWillAppear(false)", "Listener willShow(Root, false)",
                      "Root viewDidAppear(false)", "A didMoveToParent(nil)", "Listener didShow(Root, false)" })
  app:mark()
  nav:setViewControllers({ root, b }, false)
  app:run()
  expect_trace(app, { "B willMoveToParent(Nav)", "B viewWillAppear(false)", "Listener willShow(B, false)",
                      "B viewDidAppear(false)", "B didMoveToParent(Nav)", "Listener didShow(B, false)" })
  app:mark()
  nav:setViewControllers({ a, b }, false)               -- the top stays B
  app:run()
  expect_trace(app, { "Root willMoveToParent(nil)", "A willMoveToParent(Nav)" },
               { without = { "Listener willShow", "Listener didShow" } })
end)

scenario("S14: an interactive pop: willShow when it begins; cancelled, nothing more; finished, didShow", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  app:mark()
  nav:beginInteractivePop()
  nav:cancelInteractivePop()
  app:run()
  expect_trace(app, {
    "Detail viewWillDisappear(true)", "Root viewWillAppear(true)", "Listener willShow(Root, true)",
    "Root viewWillDisappear(true)", "Root viewDidDisappear(true)", "Detail viewWillAppear(true)", "Detail viewDidAppear(true)",
  }, { without = { "Listener didShow", "Listener willShow(Detail" } })
  app:mark()
  nav:beginInteractivePop()
  nav:finishInteractivePop()
  app:run()
  expect_trace(app, {
    "Listener willShow(Root, true)", "Detail willMoveToParent(nil)", "Detail viewDidDisappear(true)", "Root viewDidAppear(true)",
    "Detail didMoveToParent(nil)", "Listener didShow(Root, true)",
  })
end)

scenario("S14: a custom push and an interactive custom pop: animator asked first, no didShow when cancelled", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  local delegate = listener()
  delegate.animationControllerFor = function(self, navigation, operation) return fader(app, "Fade", 0.2) end
  delegate.interactionControllerFor = function(self, navigation, animator)
    if nav.topViewController == root then return pan end  -- a pop: the top already left the stack
  end
  nav.delegate = delegate
  nav:pushViewController(detail, true)
  app:settle()
  expect_trace(app, {
    "Listener animationControllerFor(push, Root, Detail)", "Listener interactionControllerFor(Fade)",
    "Detail viewWillAppear(true)", "Listener willShow(Detail, true)", "Fade animateTransition",
    "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)", "Listener didShow(Detail, true)",
  })
  app:mark()
  nav:popViewController(true)
  pan:update(0.3)
  pan:cancel()
  app:settle()
  expect(nav.topViewController):toBe(detail)
  expect_trace(app, {
    "Listener animationControllerFor(pop, Detail, Root)", "Detail viewWillDisappear(true)", "Root viewWillAppear(true)", "Listener willShow(Root, true)",
    "Pan startInteractiveTransition", "Root viewWillDisappear(true)", "Detail viewWillAppear(true)",
    "Root viewDidDisappear(true)", "Detail viewDidAppear(true)",
  }, { without = { "Listener didShow" } })
end)

scenario("S14: off screen the delegate hears nothing; the next appearance shows the new top, a reappearance nothing", function(app)
  local root = Screen{ name = "Root" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  nav.delegate = listener()
  local detail = Screen{ name = "Detail" }
  app:mark()
  nav:pushViewController(detail, true)
  expect_trace(app, { "Detail willMoveToParent(Nav)", "Detail didMoveToParent(Nav)" }, { without = { "Listener" } })
  app:mark()
  app.window.rootViewController = nav
  app:run()
  expect_trace(app, { "Detail viewWillAppear(false)", "Listener willShow(Detail, false)",
                      "Detail viewDidAppear(false)", "Listener didShow(Detail, false)" })
  local cover = Screen{ name = "Cover", modalPresentationStyle = "fullScreen" }
  nav:present(cover, false)
  app:run()
  app:mark()
  nav:dismiss(false)
  app:run()
  expect_trace(app, { "Detail viewWillAppear(false)", "Detail viewDidAppear(false)" }, { without = { "Listener" } })
end)

-- A tab bar controller of First and Second, on screen, with `delegate`, settled, marked.
local function tabsOnScreen(app, delegate)
  local first, second = Screen{ name = "First" }, Screen{ name = "Second" }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { first, second } }
  tabs.delegate = delegate
  app.window.rootViewController = tabs
  app:run()
  app:mark()
  return tabs, first, second
end

scenario("S15: a tapped tab: shouldSelect, the switch begins, didSelect, then the switch ends", function(app)
  local tabs, first, second = tabsOnScreen(app, { name = "TabDelegate",
    shouldSelect = function(self, tabBarController, viewController) return true end,
    didSelect = function(self, tabBarController, viewController) end })
  expect(tabs:tapTab(1)):toBe(true)
  app:run()
  expect(tabs.selectedViewController):toBe(second)
  expect_trace(app, {
    "TabDelegate shouldSelect(Second)", "Second viewWillAppear(false)", "First viewWillDisappear(false)",
    "TabDelegate didSelect(Second)", "First viewDidDisappear(false)", "Second viewDidAppear(false)",
  }, { exact = false })
  app:mark()
  expect(tabs:tapTab(1)):toBe(true)                     -- the selected tab again: asked and told, nothing moves
  app:run()
  expect_trace(app, { "TabDelegate shouldSelect(Second)", "TabDelegate didSelect(Second)" }, { exact = true })
  app:mark()
  tabs.selectedIndex = 0                                -- code, not the user: the delegate hears nothing
  app:run()
  expect_trace(app, { "First viewWillAppear(false)", "Second viewDidDisappear(false)" }, { without = { "TabDelegate" } })
  expect_error(function() tabs:tapTab(7) end, "index 7 beyond bounds")
end)

scenario("S15: shouldSelect false keeps the selected tab; a delegate without it allows the tap", function(app)
  local tabs, first = tabsOnScreen(app, { name = "Gate", shouldSelect = function() return false end })
  expect(tabs:tapTab(1)):toBe(false)
  app:run()
  expect(tabs.selectedViewController):toBe(first)
  expect_trace(app, { "Gate shouldSelect(Second)" }, { exact = true })
  tabs.delegate = { name = "Teller", didSelect = function() end }
  app:mark()
  expect(tabs:tapTab(1)):toBe(true)
  expect_trace(app, { "Second viewWillAppear(false)", "Teller didSelect(Second)" }, { without = { "shouldSelect" } })
end)

scenario("S15: the delegate's animator runs a tab switch as a custom transition; cancelled, the old tab stays", function(app)
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  local interactive = false
  local tabs, first, second = tabsOnScreen(app, { name = "TabDelegate",
    didSelect = function() end,
    animationControllerForTransition = function(self, tabBarController, fromVC, toVC) return fader(app, "Fade", 0.2) end,
    interactionControllerFor = function(self, tabBarController, animationController)
      if interactive then return pan end
    end })
  tabs:tapTab(1)
  app:advance(0.1)
  expect(second.appearState):toBe("appearing")
  app:settle()
  expect(second.appearState):toBe("appeared")
  expect_trace(app, {
    "TabDelegate animationControllerForTransition(First, Second)", "Fade transitionDuration",
    "First viewWillDisappear(true)", "Second viewWillAppear(true)", "Fade animateTransition",
    "TabDelegate didSelect(Second)", "First viewDidDisappear(true)", "Second viewDidAppear(true)",
  })
  interactive = true
  app:mark()
  tabs.selectedIndex = 0                                -- code too: the animator is asked
  expect(tabs.selectedIndex):toBe(0)
  pan:update(0.4)
  pan:cancel()
  app:settle()
  expect(tabs.selectedIndex):toBe(1)
  expect(tabs.selectedViewController):toBe(second)
  expect(second.appearState):toBe("appeared")
  expect_trace(app, {
    "TabDelegate animationControllerForTransition(Second, First)", "TabDelegate interactionControllerFor(Fade)",
    "Second viewWillDisappear(true)", "First viewWillAppear(true)", "Pan startInteractiveTransition",
    "First viewWillDisappear(true)", "Second viewWillAppear(true)", "First viewDidDisappear(true)", "Second viewDidAppear(true)",
  }, { without = { "didSelect" } })
end)

-- A split of List and Detail on an iPad-sized window with `delegate`, on screen, marked.
local function splitOnIPad(app, delegate)
  app:setSize{ width = 1024, height = 768 }
  local split = SplitViewController{ name = "Split", primary = ViewController{ name = "List" },
                                     secondary = ViewController{ name = "Detail" }, delegate = delegate }
  app.window.rootViewController = split
  app:run()
  app:mark()
  return split
end

local function splitListener(mode)
  return { name = "SplitDelegate",
    willChangeTo = function(self, split, displayMode) end,
    willShow = function(self, split, column) end,
    willHide = function(self, split, column) end,
    displayModeForExpandingToProposedDisplayMode = function(self, split, proposed) return mode or proposed end }
end

scenario("S16: hide and show change the display mode with willChangeTo first, and no willHide or willShow", function(app)
  local split = splitOnIPad(app, splitListener())
  split:hide("primary")
  app:run()
  expect(split.displayMode):toBe("secondaryOnly")
  expect_trace(app, { "SplitDelegate willChangeTo(secondaryOnly)", "List viewWillDisappear(false)" },
               { without = { "SplitDelegate willHide", "SplitDelegate willShow" } })
  app:mark()
  split:show("primary")
  split:show("primary")                                 -- already shown: no change, no call
  app:run()
  expect_trace(app, { "SplitDelegate willChangeTo(oneBesideSecondary)", "List viewWillAppear(false)" },
               { without = { "SplitDelegate willShow" } })
end)

scenario("S16: collapsing hides the columns that leave; expanding shows those that come, after a new display mode", function(app)
  local split = splitOnIPad(app, splitListener())
  app:setSize{ width = 375, height = 667 }
  app:run()
  expect_trace(app, { "SplitDelegate willHide(primary)", "List viewWillDisappear(false)" },
               { without = { "SplitDelegate willHide(secondary)", "SplitDelegate willChangeTo" } })
  app:mark()
  app:setSize{ width = 1024, height = 768 }
  app:run()
  expect_trace(app, { "SplitDelegate displayModeForExpandingToProposedDisplayMode(oneBesideSecondary)",
                      "SplitDelegate willShow(primary)", "List viewWillAppear(false)" },
               { without = { "SplitDelegate willChangeTo" } })
  split.delegate = splitListener("secondaryOnly")
  app:setSize{ width = 375, height = 667 }
  app:run()
  app:mark()
  app:setSize{ width = 1024, height = 768 }
  app:run()
  expect(split.displayMode):toBe("secondaryOnly")
  expect_trace(app, { "SplitDelegate displayModeForExpandingToProposedDisplayMode(oneBesideSecondary)",
                      "SplitDelegate willChangeTo(secondaryOnly)" }, { without = { "SplitDelegate willShow" } })
end)

scenario("S16: a page curl asks its delegate for the spine location as the window turns; the scroll style is not asked", function(app)
  local curl = PageViewController{ name = "Book", transitionStyle = "pageCurl", delegate = { name = "Spine",
    spineLocationFor = function(self, pageViewController, orientation)
      if orientation == "landscape" then return "mid" end
      return "min"
    end } }
  curl:setViewControllers({ ViewController{ name = "Page" } }, "forward", false)
  expect(curl.spineLocation):toBe("min")
  expect(curl.isDoubleSided):toBe(false)
  app.window.rootViewController = curl
  app:run()
  app:mark()
  app:rotate("landscape")
  app:settle()
  expect(curl.spineLocation):toBe("mid")
  expect_trace(app, { "Book viewWillTransitionToSize(667 x 375)", "Spine spineLocationFor(landscape)",
                      "Page viewWillTransitionToSize(667 x 375)" })
  app:mark()
  app:setSize{ width = 375, height = 600 }          -- portrait again
  expect(curl.spineLocation):toBe("min")
  expect_trace(app, { "Spine spineLocationFor(portrait)" })
  curl.isDoubleSided = true
  expect(curl.isDoubleSided):toBe(true)
  expect_error(function() curl.isDoubleSided = "yes" end, "isDoubleSided must be a boolean")

  local scroll = PageViewController{ name = "Feed", delegate = { name = "Never", spineLocationFor = function() return "max" end } }
  expect(scroll.spineLocation):toBe("none")
  scroll:setViewControllers({ ViewController{ name = "Item" } }, "forward", false)
  app.window.rootViewController = scroll
  app:run()
  app:mark()
  app:rotate("landscape")
  app:settle()
  expect(scroll.spineLocation):toBe("none")
  expect_trace(app, { "Feed viewWillTransitionToSize(600 x 375)" }, { without = { "Never spineLocationFor" } })
end)
