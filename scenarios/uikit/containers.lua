-- Rules S1-S6: the standard containers and modal presentation. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

local function navigationOnScreen(app)
  local root = Screen{ name = "Root" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  app.window.rootViewController = nav
  app:run()
  app:mark()
  return nav, root
end

scenario("S1: push, animated: the callback order and the 0.35 s transition", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, true)
  expect(nav.topViewController):toBe(detail)
  expect(detail.appearState):toBe("appearing")
  app:advance(0.3)
  expect(detail.appearState):toBe("appearing")        -- still sliding in
  app:advance(0.05)
  expect_trace(app, {
    "Detail willMoveToParent(Nav)",
    "Detail viewDidLoad",
    "Root viewWillDisappear(true)",
    "Detail viewWillAppear(true)",
    "Detail viewWillLayoutSubviews",
    "Root viewDidDisappear(true)",
    "Detail viewDidAppear(true)",
    "Detail didMoveToParent(Nav)",
  })
  expect(root.view.superview):toBeNil()
  expect(nav.viewControllers):toEqual({ root, detail })
end)

scenario("S1: push without animation ends on the next run-loop turn", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  expect(detail.appearState):toBe("appearing")
  app:run()
  expect(detail.appearState):toBe("appeared")
  expect_trace(app, { "Root viewWillDisappear(false)", "Detail viewWillAppear(false)",
                      "Root viewDidDisappear(false)", "Detail viewDidAppear(false)" })
end)

scenario("S2: pop: willMove(nil), the appearance pair, the transition, didMove(nil)", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  app:mark()
  local popped = nav:popViewController(true)
  expect(popped):toBe(detail)
  app:settle()
  expect_trace(app, {
    "Detail willMoveToParent(nil)",
    "Detail viewWillDisappear(true)",
    "Root viewWillAppear(true)",
    "Detail viewDidDisappear(true)",
    "Root viewDidAppear(true)",
    "Detail didMoveToParent(nil)",
  })
  expect(detail.parent):toBeNil()
  expect(nav:popViewController(true)):toBeNil()     -- only the root left: nothing happens
end)

scenario("S2: popToRootViewController pops everything above the root", function(app)
  local nav, root = navigationOnScreen(app)
  local a, b = Screen{ name = "A" }, Screen{ name = "B" }
  nav:pushViewController(a, false)
  app:run()
  nav:pushViewController(b, false)
  app:run()
  app:mark()
  local popped = nav:popToRootViewController(false)
  app:run()
  expect(popped):toEqual({ a, b })
  expect(nav.viewControllers):toEqual({ root })
  expect_trace(app, {
    "B willMoveToParent(nil)", "A willMoveToParent(nil)",
    "B viewWillDisappear(false)", "Root viewWillAppear(false)",
    "B viewDidDisappear(false)", "Root viewDidAppear(false)",
    "B didMoveToParent(nil)", "A didMoveToParent(nil)",
  }, { without = { "A viewWillAppear", "A viewWillDisappear" } })
end)

scenario("S3: an interactive pop cancelled half-way leaves the stack as it was", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  app:mark()
  nav:beginInteractivePop()
  expect(detail.appearState):toBe("disappearing")
  expect(root.appearState):toBe("appearing")
  nav:cancelInteractivePop()
  app:run()
  expect_trace(app, {
    "Detail viewWillDisappear(true)", "Root viewWillAppear(true)",
    "Root viewWillDisappear(true)", "Root viewDidDisappear(true)",
    "Detail viewWillAppear(true)", "Detail viewDidAppear(true)",
  }, { without = { "Detail willMoveToParent", "Detail didMoveToParent" } })
  expect(nav.viewControllers):toEqual({ root, detail })
  expect(detail.appearState):toBe("appeared")
  expect(root.appearState):toBe("disappeared")
end)

scenario("S3: an interactive pop that finishes is a pop", function(app)
  local nav, root = navigationOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  app:mark()
  nav:beginInteractivePop()
  nav:finishInteractivePop()
  expect(nav.viewControllers):toEqual({ root })
  expect_trace(app, {
    "Detail viewWillDisappear(true)", "Root viewWillAppear(true)",
    "Detail willMoveToParent(nil)", "Detail viewDidDisappear(true)", "Root viewDidAppear(true)",
    "Detail didMoveToParent(nil)",
  })
end)

scenario("S4: a push during a running push warns, and is applied when the first ends", function(app)
  local nav = navigationOnScreen(app)
  local a, b = Screen{ name = "A" }, Screen{ name = "B" }
  nav:pushViewController(a, true)
  nav:pushViewController(b, true)
  expect_trace(app, { "B warning: Unbalanced calls to begin/end appearance transitions for B." })
  expect(nav.topViewController):toBe(a)
  app:settle()
  expect(nav.topViewController):toBe(b)
  expect(b.appearState):toBe("appeared")
  expect(a.appearState):toBe("disappeared")
end)

scenario("S1: pushing off screen changes the stack and containment only", function(app)
  local root, detail = Screen{ name = "Root" }, Screen{ name = "Detail" }
  local nav = NavigationController{ name = "Nav", rootViewController = root }
  nav:pushViewController(detail, true)
  expect(nav.topViewController):toBe(detail)
  expect(detail.parent):toBe(nav)
  expect(detail.appearState):toBe("disappeared")
  expect_error(function() nav:pushViewController(detail, false) end, "Pushing the same view controller instance")
end)

scenario("S5: present (default sheet): the presented appears, the presenter stays", function(app)
  local root, sheet = Screen{ name = "Root" }, Screen{ name = "Sheet" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  local sawPresented
  local Modal = ViewController:subclass("Modal", {
    viewWillAppear = function(self, animated)
      ViewController.viewWillAppear(self, animated)
      sawPresented = self.isBeingPresented
    end,
  })
  local modal = Modal{}
  local completed = false
  root:present(modal, true, function() completed = true end)
  expect(root.presentedViewController):toBe(modal)
  expect(modal.presentingViewController):toBe(root)
  app:settle()
  expect(sawPresented):toBe(true)
  expect(modal.isBeingPresented):toBe(false)
  expect(completed):toBe(true)
  expect_trace(app, { "Modal viewWillAppear(true)", "Modal viewDidAppear(true)" },
               { without = { "Root viewWillDisappear", "Root viewDidDisappear" } })
end)

scenario("S5: full screen: the presenter disappears, and dismiss reverses it", function(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  local cover = Screen{ name = "Cover", modalPresentationStyle = "fullScreen" }
  root:present(cover, false)
  app:run()
  cover:dismiss(true)
  expect(cover.isBeingDismissed):toBe(true)
  app:settle()
  expect_trace(app, {
    "Root viewWillDisappear(false)", "Cover viewWillAppear(false)",
    "Root viewDidDisappear(false)", "Cover viewDidAppear(false)",
    "Cover viewWillDisappear(true)", "Root viewWillAppear(true)",
    "Cover viewDidDisappear(true)", "Root viewDidAppear(true)",
  })
  expect(root.presentedViewController):toBeNil()
  expect(cover.view.superview):toBeNil()
end)

scenario("S5: presenting from a controller whose view is not in the window is a warning", function(app)
  local offscreen, other = Screen{ name = "A" }, Screen{ name = "B" }
  offscreen:present(other, true)
  expect(offscreen.presentedViewController):toBeNil()
  expect_trace(app, { "A warning: Attempt to present <B> on <A> whose view is not in the window hierarchy." })
end)

scenario("S6: tab switch: the new tab loads and will-appears before the old will-disappears, then the did pair", function(app)
  local one, two = Screen{ name = "One" }, Screen{ name = "Two" }
  local tabs = TabBarController{ name = "Tabs", viewControllers = { one, two } }
  app.window.rootViewController = tabs
  app:run()
  expect(one.appearState):toBe("appeared")
  expect(two.appearState):toBe("disappeared")
  expect(two.isViewLoaded):toBe(false)               -- only the selected tab's view is shown
  app:mark()
  tabs.selectedIndex = 1
  app:run()
  expect(tabs.selectedViewController):toBe(two)
  expect(one.view.superview):toBeNil()
  -- UIKit's device logs: new viewDidLoad, new viewWillAppear, old viewWillDisappear,
  -- old viewDidDisappear, new viewDidAppear (docs/semantics.md, S6).
  expect_trace(app, {
    "Two viewDidLoad", "Two viewWillAppear(false)", "One viewWillDisappear(false)",
    "Two viewIsAppearing(false)", "One viewDidDisappear(false)", "Two viewDidAppear(false)",
  })
  app:mark()
  tabs.selectedViewController = one
  app:run()
  expect_trace(app, {
    "One viewWillAppear(false)", "Two viewWillDisappear(false)",
    "One viewIsAppearing(false)", "Two viewDidDisappear(false)", "One viewDidAppear(false)",
  })
  expect(tabs.selectedIndex):toBe(0)
  expect_error(function() tabs.selectedIndex = 5 end, "index 5 beyond bounds")
end)
