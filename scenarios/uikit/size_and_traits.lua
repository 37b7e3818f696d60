-- Rules E1-E4: size transitions, traits, the safe area and the transition coordinator.
-- See docs/semantics.md. The window starts as an iPhone in portrait, 375 x 667 pt: compact
-- wide, regular tall, a 20 pt status bar; in landscape it is compact both ways, without one.

-- A container that animates along with size transitions and says when they end.
local Sliding = ViewController:subclass("Sliding", {
  viewWillTransitionToSize = function(self, size, coordinator)
    ViewController.viewWillTransitionToSize(self, size, coordinator)
    self.log = self.log or {}
    coordinator:animateAlongsideTransition(function(context)
      self.log[#self.log + 1] = "alongside at width " .. self.view.frame.width
    end, function(context)
      self.log[#self.log + 1] = "completed, cancelled " .. tostring(context.isCancelled)
    end)
  end,
})

-- Navigation controller > Sliding container > A and B, B told to be regular wide.
local function hierarchy(app)
  local nav = NavigationController{ name = "Nav" }
  local container = Sliding{ name = "Container" }
  local a, b = ViewController{ name = "A" }, ViewController{ name = "B" }
  nav:pushViewController(container, false)
  for _, child in ipairs({ a, b }) do
    container:addChild(child)
    container.view:addSubview(child.view)
    child:didMoveToParent(container)
  end
  container:setOverrideTraitCollection({ horizontalSizeClass = "regular" }, b)
  app.window.rootViewController = nav
  app:settle()
  return nav, container, a, b
end

scenario("E1, E2, E3: rotating a three-level hierarchy to landscape and back", function(app)
  local nav, container, a, b = hierarchy(app)
  expect(b.traitCollection.horizontalSizeClass):toBe("regular")
  expect(a.traitCollection.verticalSizeClass):toBe("regular")
  app:mark()
  app:rotate("landscape")
  expect_trace(app, {
    -- The size classes change (regular tall becomes compact tall): traits first, then size,
    -- each forwarded down by the base implementations.
    "Nav willTransitionToTraitCollection(wC hC light large)",
    "Container willTransitionToTraitCollection(wC hC light large)",
    "A willTransitionToTraitCollection(wC hC light large)",
    "B willTransitionToTraitCollection(wC hC light large)",
    "Nav viewWillTransitionToSize(667 x 375)",
    "Container viewWillTransitionToSize(667 x 375)",
    "A viewWillTransitionToSize(667 x 375)",
    "B viewWillTransitionToSize(667 x 375)",
    -- The animation: traits change, parents first; B keeps its regular width.
    "Nav traitCollectionDidChange(wC hR light large)",
    "Container traitCollectionDidChange(wC hR light large)",
    "A traitCollectionDidChange(wC hR light large)",
    "B traitCollectionDidChange(wR hR light large)",
    -- The status bar goes: the safe area changes, then each view is laid out.
    "Nav viewSafeAreaInsetsDidChange", "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews",
    "Container viewSafeAreaInsetsDidChange", "Container viewWillLayoutSubviews", "Container viewDidLayoutSubviews",
    "A viewSafeAreaInsetsDidChange", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
    "B viewSafeAreaInsetsDidChange", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
  }, { exact = true })
  expect(app.orientation):toBe("landscape")
  expect(b.traitCollection.horizontalSizeClass):toBe("regular")
  expect(b.traitCollection.verticalSizeClass):toBe("compact")
  expect(nav.view.safeAreaInsets.top):toBe(0)
  -- The alongside animation ran with the new width; the completion waits for the clock.
  expect(container.log):toEqual({ "alongside at width 667" })
  app:advance(0.39)
  expect(#container.log):toBe(1)
  app:advance(0.01)
  expect(container.log[2]):toBe("completed, cancelled false")

  app:mark()
  app:rotate("portrait")
  -- Projection: every event of Nav, A and B with these callbacks, in order (the container's
  -- are left out, since no expected line names it).
  expect_trace(app, {
    "Nav willTransitionToTraitCollection(wC hR light large)",
    "A willTransitionToTraitCollection", "B willTransitionToTraitCollection",
    "Nav viewWillTransitionToSize(375 x 667)",
    "A viewWillTransitionToSize(375 x 667)", "B viewWillTransitionToSize(375 x 667)",
    "Nav traitCollectionDidChange(wC hC light large)",
    "A traitCollectionDidChange(wC hC light large)",
    "B traitCollectionDidChange(wR hC light large)",
    "Nav viewSafeAreaInsetsDidChange", "A viewSafeAreaInsetsDidChange", "B viewSafeAreaInsetsDidChange",
  })
  expect(nav.view.safeAreaInsets.top):toBe(20)
end)

scenario("E1: a container that overrides viewWillTransitionToSize without super cuts its children off", function(app)
  local Selfish = ViewController:subclass("Selfish", {
    viewWillTransitionToSize = function(self, size, coordinator) end,
  })
  local parent, child = Selfish{ name = "Parent" }, ViewController{ name = "Child" }
  parent:addChild(child)
  parent.view:addSubview(child.view)
  child:didMoveToParent(parent)
  app.window.rootViewController = parent
  app:settle()
  app:mark()
  app:setSize{ width = 320, height = 480 }
  expect_trace(app, { "Parent viewWillTransitionToSize(320 x 480)" }, { without = { "Child viewWillTransitionToSize" } })
end)

scenario("E1: a size that keeps the size classes sends no willTransitionToTraitCollection", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  app:mark()
  app:setSize{ width = 390, height = 844 }
  expect_trace(app, { "Root viewWillTransitionToSize(390 x 844)" },
    { without = { "Root willTransitionToTraitCollection", "Root traitCollectionDidChange" } })
  -- A notched phone: 47 pt on top, a 34 pt home indicator.
  expect(root.view.safeAreaInsets):toEqual({ top = 47, left = 0, bottom = 34, right = 0 })
end)

scenario("E2: an iPad-sized window is regular both ways; dark mode reaches parents before children", function(app)
  local root, child, dark = ViewController{ name = "Root" }, ViewController{ name = "Child" }, ViewController{ name = "Dark" }
  for _, c in ipairs({ child, dark }) do
    root:addChild(c)
    root.view:addSubview(c.view)
    c:didMoveToParent(root)
  end
  dark.traitOverrides = { userInterfaceStyle = "dark" }
  app.window.rootViewController = root
  app:settle()
  app:setSize{ width = 1024, height = 1366 }
  expect(child.traitCollection.horizontalSizeClass):toBe("regular")
  expect(child.traitCollection.verticalSizeClass):toBe("regular")
  local heard = {}
  child:registerForTraitChanges({ "userInterfaceStyle" }, function(vc, previous)
    heard[#heard + 1] = vc.name .. " was " .. previous.userInterfaceStyle
  end)
  app:mark()
  app:setTraits{ userInterfaceStyle = "dark" }
  -- Dark already was: it hears nothing.
  expect_trace(app, { "Root traitCollectionDidChange(wR hR light large)", "Child traitCollectionDidChange(wR hR light large)" },
    { exact = true })
  expect(heard):toEqual({ "Child was light" })
  expect(app.traitCollection.userInterfaceStyle):toBe("dark")
  expect_error(function() app:setTraits{ horizontalSizeClass = "regular" } end, "size classes follow the window's size")
end)

scenario("E2: setOverrideTraitCollection needs a child", function(app)
  local parent, stranger = ViewController{ name = "Parent" }, ViewController{ name = "Stranger" }
  expect_error(function() parent:setOverrideTraitCollection({ userInterfaceStyle = "dark" }, stranger) end,
    "NSInvalidArgumentException: Stranger is not a child of Parent")
end)

scenario("E3: additional safe area insets reach every view inside, announced before the next layout", function(app)
  local root, child = ViewController{ name = "Root" }, ViewController{ name = "Child" }
  root:addChild(child)
  root.view:addSubview(child.view)
  child:didMoveToParent(root)
  child.view.frame = { x = 0, y = 100, width = 375, height = 567 }
  app.window.rootViewController = root
  app:settle()
  expect(root.view.safeAreaInsets.top):toBe(20)
  expect(child.view.safeAreaInsets.top):toBe(0)     -- below the status bar
  app:mark()
  root.additionalSafeAreaInsets = { top = 150, bottom = 10 }
  app:run()
  expect_trace(app, {
    "Root viewSafeAreaInsetsDidChange", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
    "Child viewSafeAreaInsetsDidChange", "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
  }, { exact = true })
  expect(root.view.safeAreaInsets):toEqual({ top = 170, left = 0, bottom = 10, right = 0 })
  expect(child.view.safeAreaInsets):toEqual({ top = 70, left = 0, bottom = 10, right = 0 })
  expect(View{}.safeAreaInsets.top):toBe(0)          -- off the window: none
end)

scenario("E4: the coordinator of a resize that is not animated completes on the next run-loop turn", function(app)
  local seen = {}
  local Watcher = ViewController:subclass("Watcher", {
    viewWillTransitionToSize = function(self, size, coordinator)
      seen.duration, seen.animated = coordinator.transitionDuration, coordinator.isAnimated
      coordinator:animateAlongsideTransition(nil, function() seen.completed = app.time end)
    end,
  })
  app.window.rootViewController = Watcher{}
  app:settle()
  app:setSize{ width = 320, height = 568 }
  expect(seen.duration):toBe(0)
  expect(seen.animated):toBe(false)
  expect(seen.completed):toBe(nil)
  app:run()
  expect(seen.completed):toBe(0)
  app:setSize{ width = 375, height = 667, animated = true }
  expect(seen.duration):toBe(0.4)
end)

scenario("E1: a navigation controller's covered controllers and unselected tabs hear no size transition", function(app)
  local first, second = ViewController{ name = "First" }, ViewController{ name = "Second" }
  local nav = NavigationController{ name = "Nav", rootViewController = first }
  local other = ViewController{ name = "Other" }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { nav, other } }
  app.window.rootViewController = tabs
  app:settle()
  nav:pushViewController(second, false)
  app:settle()
  app:mark()
  app:rotate("landscape")
  expect_trace(app, { "Tabs viewWillTransitionToSize(667 x 375)", "Nav viewWillTransitionToSize(667 x 375)",
                      "Second viewWillTransitionToSize(667 x 375)" },
    { without = { "First viewWillTransitionToSize", "Other viewWillTransitionToSize" } })
  -- Traits reach every controller all the same: they follow the hierarchy, not the screen.
  expect(first.traitCollection.verticalSizeClass):toBe("compact")
end)

scenario("E1: a custom container's base forwards to every child, on screen or not", function(app)
  local parent, shown, hidden = ViewController{ name = "Parent" }, ViewController{ name = "Shown" }, ViewController{ name = "Hidden" }
  for _, child in ipairs({ shown, hidden }) do parent:addChild(child); child:didMoveToParent(parent) end
  parent.view:addSubview(shown.view)                 -- Hidden's view is never added
  app.window.rootViewController = parent
  app:settle()
  app:mark()
  app:rotate("landscape")
  expect_trace(app, { "Parent viewWillTransitionToSize(667 x 375)", "Shown viewWillTransitionToSize(667 x 375)",
                      "Hidden viewWillTransitionToSize(667 x 375)" })
end)

scenario("E5: the navigation bar and the tab bar leave their children's safe area; hiding them changes it", function(app)
  local first = ViewController{ name = "First" }
  local nav = NavigationController{ name = "Nav", rootViewController = first }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { nav, ViewController{ name = "Other" } } }
  app.window.rootViewController = tabs
  app:settle()
  -- 20 for the status bar and 44 for the navigation bar on top; 49 for the tab bar below.
  expect(first.view.safeAreaInsets):toEqual({ top = 64, left = 0, bottom = 49, right = 0 })
  expect(nav.view.safeAreaInsets):toEqual({ top = 20, left = 0, bottom = 49, right = 0 })
  app:mark()
  nav:setNavigationBarHidden(true, true)
  expect_trace(app, { "First viewSafeAreaInsetsDidChange", "First viewWillLayoutSubviews", "First viewDidLayoutSubviews" })
  expect(first.view.safeAreaInsets.top):toBe(20)
  expect(nav.isNavigationBarHidden):toBe(true)

  -- A pushed controller that hides the bottom bars takes the tab bar's inset away until popped.
  local detail = ViewController{ name = "Detail", hidesBottomBarWhenPushed = true }
  nav:pushViewController(detail, false)
  app:settle()
  expect(detail.view.safeAreaInsets.bottom):toBe(0)
  app:mark()
  nav:popViewController(false)
  app:settle()
  -- First left the window with the tab bar below it and comes back to it: nothing changed.
  expect_trace(app, { "First viewWillAppear(false)" }, { without = { "First viewSafeAreaInsetsDidChange" } })
  expect(first.view.safeAreaInsets.bottom):toBe(49)
end)

scenario("W15: safeAreaInsets observers hear of new insets at the view's next layout, never of the same ones", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  local seen = {}
  root.view:observe("safeAreaInsets", function(view, key)
    expect(key):toBe("safeAreaInsets")
    seen[#seen + 1] = view.safeAreaInsets.top
  end)
  root.view:setNeedsLayout()
  app:settle()
  expect(#seen):toBe(0)                       -- laid out again with the same insets
  app:setSize{ width = 390, height = 844 }    -- a notched phone: 47 pt on top
  app:settle()
  expect(seen):toEqual({ 47 })
  app:setSize{ width = 390, height = 844 }
  app:settle()
  expect(seen):toEqual({ 47 })
end)
