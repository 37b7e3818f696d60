-- Rules X1-X6: custom animators written in Lua for presentations, pushes and pops and a
-- container's own transition; interactive transitions driven by a
-- PercentDrivenInteractiveTransition, cancelled and finished; vc.transitionCoordinator during
-- any transition; a transition left pending; bad input. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

-- An animator that slides the incoming view in from the right over `duration` seconds, on a
-- linear curve, and completes with `not ctx.transitionWasCancelled`, as UIKit's samples do.
local function slider(app, name, duration)
  return {
    name = name,
    transitionDuration = function(self, ctx) return duration end,
    animateTransition = function(self, ctx)
      local to = ctx:viewController("to")
      to.view.frame = { x = 375, y = 0, width = 375, height = 667 }
      app:animate{
        duration = duration, options = "curveLinear",
        animations = function() to.view.frame = { x = 0, y = 0, width = 375, height = 667 } end,
        completion = function() ctx:completeTransition(not ctx.transitionWasCancelled) end,
      }
    end,
    animationEnded = function(self, completed) self.ended = completed end,
  }
end

local function rootOnScreen(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  app:mark()
  return root
end

local function navOnScreen(app)
  local home = Screen{ name = "Home" }
  local nav = NavigationController{ name = "Nav", rootViewController = home }
  app.window.rootViewController = nav
  app:run()
  app:mark()
  return nav, home
end

scenario("X1: present and dismiss run by the transitioning delegate's animator, in its time", function(app)
  local root = rootOnScreen(app)
  local card = Screen{ name = "Card", modalPresentationStyle = "fullScreen" }
  local animator = slider(app, "Slide", 0.5)
  card.transitioningDelegate = {
    name = "Cards",
    animationControllerForPresented = function(self, presented, presenting, source)
      expect(presented):toBe(card)
      expect(presenting):toBe(root)
      expect(source):toBe(root)
      return animator
    end,
    animationControllerForDismissed = function(self, dismissed) return animator end,
  }
  local presented = false
  root:present(card, true, function() presented = true end)
  app:advance(0.3)                                   -- the system's 0.3 s would be over
  expect(card.appearState):toBe("appearing")
  expect(card.view:presentationFrame().x):toBe(150)  -- 0.3 of 0.5 s, linear: 375 * 0.4 left
  app:advance(0.2)
  expect(presented):toBe(true)
  expect(animator.ended):toBe(true)
  expect_trace(app, {
    "Cards animationControllerForPresented(Card, Root, Root)", "Slide transitionDuration",
    "Root viewWillDisappear(true)", "Card loadView", "Card viewDidLoad", "Card viewWillAppear(true)",
    "Slide animateTransition",
    "Card viewSafeAreaInsetsDidChange", "Card viewIsAppearing(true)", "Card viewWillLayoutSubviews", "Card viewDidLayoutSubviews",
    "Root viewDidDisappear(true)", "Card viewDidAppear(true)", "Slide animationEnded(true)",
  }, { exact = true })
  app:mark()
  card:dismiss(true)
  app:settle()
  expect(root.presentedViewController):toBeNil()
  expect_trace(app, {
    "Cards animationControllerForDismissed(Card)", "Slide transitionDuration",
    "Card viewWillDisappear(true)", "Root viewWillAppear(true)", "Slide animateTransition",
    -- W2: Root's view is back in the window from the dismissal's start, so it lays out then.
    "Root viewIsAppearing(true)", "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
    "Card viewDidDisappear(true)", "Root viewDidAppear(true)", "Slide animationEnded(true)",
  }, { exact = true })
end)

scenario("X1: without animation, or with a delegate that answers nil, the system's transition runs", function(app)
  local root = rootOnScreen(app)
  local asked = 0
  local card = Screen{ name = "Card", modalPresentationStyle = "fullScreen" }
  card.transitioningDelegate = { animationControllerForPresented = function() asked = asked + 1 end }
  root:present(card, false)
  app:run()
  expect(asked):toBe(0)
  card:dismiss(false)
  app:run()
  app:mark()
  root:present(card, true)
  app:advance(0.3)
  expect(asked):toBe(1)
  expect_trace(app, {
    "transitioningDelegate animationControllerForPresented(Card, Root, Root)",
    "Root viewWillDisappear(true)", "Card viewWillAppear(true)", "Root viewDidDisappear(true)", "Card viewDidAppear(true)",
  })
end)

scenario("X2: push and pop run by the navigation delegate's animator", function(app)
  local nav, home = navOnScreen(app)
  local detail = Screen{ name = "Detail" }
  local animator = slider(app, "Slide", 0.5)
  local operations = {}
  nav.delegate = {
    name = "NavDelegate",
    animationControllerFor = function(self, navigation, operation, fromVC, toVC)
      operations[#operations + 1] = operation .. " " .. fromVC.name .. " " .. toVC.name
      return animator
    end,
  }
  nav:pushViewController(detail, true)
  app:advance(0.35)
  expect(nav.isTransitioning):toBe(true)             -- the animator takes 0.5 s, not 0.35
  app:advance(0.15)
  expect(nav.isTransitioning):toBe(false)
  expect_trace(app, {
    "Detail willMoveToParent(Nav)", "NavDelegate animationControllerFor(push, Home, Detail)", "Slide transitionDuration",
    "Detail loadView", "Detail viewDidLoad", "Home viewWillDisappear(true)", "Detail viewWillAppear(true)",
    "Detail viewSafeAreaInsetsDidChange", "Detail viewIsAppearing(true)", "Detail viewWillLayoutSubviews", "Detail viewDidLayoutSubviews",
    "Slide animateTransition",
    "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews",
    "Home viewDidDisappear(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)", "Slide animationEnded(true)",
    "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews",
  }, { exact = true })
  app:mark()
  nav:popViewController(true)
  app:settle()
  expect(operations):toEqual({ "push Home Detail", "pop Detail Home" })
  expect_trace(app, {
    "Detail willMoveToParent(nil)", "NavDelegate animationControllerFor(pop, Detail, Home)", "Slide transitionDuration",
    "Detail viewWillDisappear(true)", "Home viewWillAppear(true)", "Slide animateTransition",
    "Detail viewDidDisappear(true)", "Home viewDidAppear(true)", "Detail didMoveToParent(nil)", "Slide animationEnded(true)",
  })
end)

scenario("X4: an interactive pop cancelled halfway, then finished, with a PercentDrivenInteractiveTransition", function(app)
  local nav, home = navOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  local animator = slider(app, "Slide", 0.4)
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  nav.delegate = {
    animationControllerFor = function(self, navigation, operation) if operation == "pop" then return animator end end,
    interactionControllerFor = function(self, navigation, animationController)
      expect(animationController):toBe(animator)
      return pan
    end,
  }
  app:mark()
  nav:popViewController(true)
  expect_trace(app, {
    "Detail willMoveToParent(nil)", "delegate animationControllerFor(pop, Detail, Home)", "delegate interactionControllerFor(Slide)",
    "Slide transitionDuration", "Detail viewWillDisappear(true)", "Home viewWillAppear(true)",
    "Home viewIsAppearing(true)", "Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews",
    "Pan startInteractiveTransition", "Slide animateTransition",
  }, { exact = true })
  app:advance(5)                                     -- the clock does not end a held animation
  expect(home.view:presentationFrame().x):toBe(375)
  pan:update(0.5)
  expect(pan.percentComplete):toBe(0.5)
  expect(home.view:presentationFrame().x):toBe(187.5)
  pan:update(-3)                                     -- below 0 counts as 0
  expect(pan.percentComplete):toBe(0)
  pan:update(0.5)
  app:mark()
  pan:cancel()
  expect(home.transitionCoordinator.isCancelled):toBe(true)
  app:advance(0.1)
  local x = home.view:presentationFrame().x           -- running back: 0.1 of the 0.2 s left
  expect(math.floor(x * 100 + 0.5) / 100):toBe(281.25)
  app:settle()
  expect(animator.ended):toBe(false)
  expect(nav.topViewController):toBe(detail)
  expect(#nav.viewControllers):toBe(2)
  expect(detail.parent):toBe(nav)
  expect_trace(app, {
    "Home viewWillDisappear(true)", "Detail viewWillAppear(true)",
    "Home viewDidDisappear(true)", "Detail viewIsAppearing(true)", "Detail viewDidAppear(true)",
    "Detail didMoveToParent(Nav)", "Slide animationEnded(false)",
  })
  app:mark()
  nav:popViewController(true)
  expect_error(function() pan.completionSpeed = 0 end, "completionSpeed must be a number above 0")
  pan.completionSpeed = 2
  pan:update(0.75)
  pan:finish()
  app:advance(0.05)                                  -- the last quarter of 0.4 s, twice as fast
  expect(nav.topViewController):toBe(home)
  expect(detail.parent):toBeNil()
  expect(animator.ended):toBe(true)
  expect_trace(app, {
    "Detail willMoveToParent(nil)", "Detail viewWillDisappear(true)", "Home viewWillAppear(true)",
    "Pan startInteractiveTransition", "Slide animateTransition",
    "Detail viewDidDisappear(true)", "Home viewDidAppear(true)", "Detail didMoveToParent(nil)",
  })
end)

scenario("X4: an interactive dismissal cancelled leaves the controller presented; finished, it is dismissed", function(app)
  local root = rootOnScreen(app)
  local card = Screen{ name = "Card", modalPresentationStyle = "fullScreen" }
  local animator = slider(app, "Slide", 0.3)
  local swipe = PercentDrivenInteractiveTransition{ name = "Swipe" }
  card.transitioningDelegate = {
    name = "Cards",
    animationControllerForDismissed = function() return animator end,
    interactionControllerForDismissal = function(self, a) return swipe end,
  }
  root:present(card, false)
  app:run()
  app:mark()
  local completions = 0
  card:dismiss(true, function() completions = completions + 1 end)
  expect(card.isBeingDismissed):toBe(true)
  expect(swipe.duration):toBe(0.3)
  swipe:update(0.3)
  swipe:cancel()
  app:settle()
  expect(root.presentedViewController):toBe(card)
  expect(card.isBeingDismissed):toBe(false)
  expect(completions):toBe(0)
  expect_trace(app, {
    "Cards animationControllerForDismissed(Card)", "Cards interactionControllerForDismissal(Slide)", "Slide transitionDuration",
    "Card viewWillDisappear(true)", "Root viewWillAppear(true)",
    "Swipe startInteractiveTransition", "Slide animateTransition",
    "Root viewWillDisappear(true)", "Card viewWillAppear(true)",
    -- W2: Root's view was put back when the dismissal began; it lays out before the
    -- cancelled transition takes it out again.
    "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
    "Root viewDidDisappear(true)", "Card viewIsAppearing(true)", "Card viewDidAppear(true)", "Slide animationEnded(false)",
  }, { without = { "Root viewIsAppearing", "Card viewWillLayoutSubviews", "Card viewDidLayoutSubviews" } })
  expect(root.view.window):toBeNil()                 -- W2: covered again
  app:mark()
  card:dismiss(true, function() completions = completions + 1 end)
  swipe:update(0.9)
  swipe:finish()
  app:settle()
  expect(root.presentedViewController):toBeNil()
  expect(completions):toBe(1)
  expect_trace(app, { "Card viewDidDisappear(true)", "Root viewDidAppear(true)", "Slide animationEnded(true)" })
end)

scenario("X5: vc.transitionCoordinator during a push, a presentation and a size transition; alongside and notify", function(app)
  local nav, home = navOnScreen(app)
  expect(home.transitionCoordinator):toBeNil()
  local detail = Screen{ name = "Detail" }
  local seen = {}
  detail.viewWillAppear = function(self, animated)
    Screen.viewWillAppear(self, animated)
    local coordinator = self.transitionCoordinator
    seen[#seen + 1] = coordinator.transitionDuration
    seen[#seen + 1] = coordinator:viewController("from").name .. " -> " .. coordinator:viewController("to").name
    coordinator:animateAlongsideTransition(nil, function(c) seen[#seen + 1] = "alongside done, cancelled " .. tostring(c.isCancelled) end)
    coordinator:notifyWhenInteractionChanges(function() seen[#seen + 1] = "never: not interactive" end)
  end
  nav:pushViewController(detail, true)
  expect(nav.transitionCoordinator):toBe(detail.transitionCoordinator)
  expect(home.transitionCoordinator.isInteractive):toBe(false)
  app:settle()
  expect(detail.transitionCoordinator):toBeNil()
  expect(seen):toEqual({ 0.35, "Home -> Detail", "alongside done, cancelled false" })

  -- An interactive pop with notifyWhenInteractionChanges, cancelled.
  detail.viewWillAppear = nil
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  nav.delegate = {
    animationControllerFor = function() return slider(app, "Slide", 0.4) end,
    interactionControllerFor = function() return pan end,
  }
  seen = {}
  home.viewWillAppear = function(self, animated)
    Screen.viewWillAppear(self, animated)
    local coordinator = self.transitionCoordinator
    if coordinator.initiallyInteractive and #seen == 0 then
      coordinator:notifyWhenInteractionChanges(function(c)
        seen[#seen + 1] = "interaction ended at " .. c.percentComplete .. ", cancelled " .. tostring(c.isCancelled)
      end)
      coordinator:animateAlongsideTransition(function() seen[#seen + 1] = "alongside" end,
        function(c) seen[#seen + 1] = "completed, cancelled " .. tostring(c.isCancelled) end)
    else
      seen[#seen + 1] = "viewWillAppear again, interactive " .. tostring(coordinator.isInteractive)
    end
  end
  nav:popViewController(true)
  expect(detail.transitionCoordinator.isInteractive):toBe(true)
  pan:update(0.25)
  pan:cancel()
  app:settle()
  expect(seen):toEqual({ "alongside", "interaction ended at 0.25, cancelled true", "completed, cancelled true" })

  -- A size transition's coordinator is every on-screen controller's while it runs.
  app:rotate("landscape")
  expect(detail.transitionCoordinator.transitionDuration):toBe(0.4)
  app:settle()
  expect(detail.transitionCoordinator):toBeNil()
end)

scenario("X5: S3's edge swipe and S9's sheet swipe have an interactive coordinator too", function(app)
  local nav, home = navOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  nav:beginInteractivePop()
  local coordinator = home.transitionCoordinator
  local cancelled
  coordinator:notifyWhenInteractionChanges(function(c) cancelled = c.isCancelled end)
  expect(coordinator.isInteractive):toBe(true)
  nav:cancelInteractivePop()
  expect(cancelled):toBe(true)
  expect(home.transitionCoordinator):toBeNil()
  local sheet = Screen{ name = "Sheet" }
  detail:present(sheet, false)
  app:run()
  sheet:beginInteractiveDismissal()
  sheet.transitionCoordinator:notifyWhenInteractionChanges(function(c) cancelled = c.isCancelled end)
  sheet:finishInteractiveDismissal()
  expect(cancelled):toBe(false)
  expect(sheet.transitionCoordinator):toBeNil()
end)

scenario("X3: an animator that never calls completeTransition leaves the transition pending", function(app)
  local nav, home = navOnScreen(app)
  local detail = Screen{ name = "Detail" }
  nav.delegate = { animationControllerFor = function()
    return { name = "Stuck", transitionDuration = function() return 0.3 end, animateTransition = function() end }
  end }
  nav:pushViewController(detail, true)
  app:settle()
  expect(nav.isTransitioning):toBe(true)
  expect(detail.appearState):toBe("appearing")
  expect(home.appearState):toBe("disappearing")
  expect(detail.transitionCoordinator ~= nil):toBe(true)
  app:mark()
  nav:popViewController(true)                        -- S4: waits for the pending transition
  expect_trace(app, { "Detail warning: Unbalanced calls to begin/end appearance transitions for Detail." }, { exact = true })
  -- The end-of-scenario lint records "Nav lint: the transition from Home to Detail never
  -- completed: its animator Stuck never called completeTransition" (CustomTransitionTests).
end)

scenario("S5, X3: a dismissal while a presentation is pending is refused with UIKit's warning", function(app)
  local root = rootOnScreen(app)
  local card = Screen{ name = "Card" }
  card.transitioningDelegate = { animationControllerForPresented = function()
    return { name = "Stuck", transitionDuration = function() return 0.3 end, animateTransition = function() end }
  end }
  root:present(card, true)
  app:settle()
  expect(card.isBeingPresented):toBe(true)
  app:mark()
  card:dismiss(true)
  expect(root.presentedViewController):toBe(card)
  expect_trace(app, { "Root warning: Attempt to dismiss from view controller <Root> while a presentation or dismiss is in progress!" }, { exact = true })
end)

scenario("X3: bad input: an animator without animateTransition, a non-animator, a second completeTransition, update(NaN)", function(app)
  local root = rootOnScreen(app)
  local card = Screen{ name = "Card" }
  card.transitioningDelegate = { name = "Bad", animationControllerForPresented = function() return { name = "Half", transitionDuration = function() return 1 end } end }
  expect_error(function() root:present(card, true) end, "the animator Half from Bad animationControllerForPresented has no animateTransition method")
  app:settle()
  expect(card.appearState):toBe("appeared")          -- the system's presentation ran
  card:dismiss(false)
  app:run()
  card.transitioningDelegate = { name = "Bad", animationControllerForPresented = function() return 42 end }
  expect_error(function() root:present(card, true) end, "Bad animationControllerForPresented must return an animator (a table with transitionDuration and animateTransition) or nil, got number")
  app:settle()
  card:dismiss(false)
  app:run()
  local context
  card.transitioningDelegate = { animationControllerForPresented = function()
    return { transitionDuration = function() return 0 end, animateTransition = function(self, ctx) context = ctx end }
  end }
  root:present(card, true)
  expect_error(function() context:completeTransition("yes") end, "completeTransition needs a boolean")
  app:mark()
  context:completeTransition(true)
  context:completeTransition(true)
  expect_trace(app, {
    "Card viewDidAppear(true)",
    "Root warning: completeTransition(true) was called again on a transition that already completed; it is ignored.",
  })
  expect_error(function() context:viewController("middle") end, 'the key must be "from" or "to"')
  local a, b = Screen{ name = "A" }, Screen{ name = "B" }
  root:addChild(a)
  root:addChild(b)
  a:didMoveToParent(root)
  b:didMoveToParent(root)
  expect_error(function() root:transition{ from = a, to = b, animator = 5 } end, "transition{animator=} must be an animator (a table with transitionDuration and animateTransition) or nil, got number")
  expect_error(function() root:transition{ from = a, to = b, animator = slider(app, "S", 0.1), interactionController = {} } end,
               "has no startInteractiveTransition method")
  expect_error(function() root:transition{ from = a, to = b, duration = 0.1, interactionController = PercentDrivenInteractiveTransition{} } end,
               "interactionController= needs animator=")
  local pan = PercentDrivenInteractiveTransition{}
  expect_error(function() pan:update(0 / 0) end, "the progress must be a finite number")
  pan:update(0.5)                                    -- not driving anything: only remembered
  pan:finish()
  expect(pan.percentComplete):toBe(0.5)
end)

scenario("X6: a container's own transition between two children, run by an animator, cancelled then completed", function(app)
  local container = rootOnScreen(app)
  local first, second = Screen{ name = "First" }, Screen{ name = "Second" }
  container:addChild(first)
  container.view:addSubview(first.view)
  first:didMoveToParent(container)
  app:run()
  container:addChild(second)
  app:mark()
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  local outcome
  container:transition{ from = first, to = second, animator = slider(app, "Slide", 0.3), interactionController = pan,
                        completion = function(completed) outcome = completed end }
  expect(second.view.superview):toBe(container.view)
  pan:update(0.2)
  pan:cancel()
  app:settle()
  expect(outcome):toBe(false)
  expect(second.view.superview):toBeNil()
  expect_trace(app, {
    "Slide transitionDuration", "First viewWillDisappear(true)", "Second viewWillAppear(true)",
    "Pan startInteractiveTransition", "Slide animateTransition",
    "Second viewWillDisappear(true)", "First viewWillAppear(true)",
    "Second viewDidDisappear(true)", "First viewDidAppear(true)", "Slide animationEnded(false)",
  })
  app:mark()
  container:transition{ from = first, to = second, animator = slider(app, "Slide", 0.3),
                        completion = function(completed)
                          first:willMoveToParent(nil)
                          first:removeFromParent()
                          second:didMoveToParent(container)
                        end }
  app:settle()
  expect(container.children):toEqual({ second })
  expect_trace(app, {
    "Slide transitionDuration", "First viewWillDisappear(true)", "Second viewWillAppear(true)", "Slide animateTransition",
    "First viewDidDisappear(true)", "Second viewDidAppear(true)",
    "First willMoveToParent(nil)", "First didMoveToParent(nil)", "Second didMoveToParent(Root)", "Slide animationEnded(true)",
  })
end)

scenario("X4: an interaction controller written as a table drives the context itself", function(app)
  local root = rootOnScreen(app)
  local card = Screen{ name = "Card", modalPresentationStyle = "fullScreen" }
  local animator = slider(app, "Slide", 0.2)
  local driver = { name = "Driver",
    startInteractiveTransition = function(self, ctx)
      self.context = ctx
      expect(ctx.isInteractive):toBe(true)
      animator:animateTransition(ctx)                -- it runs the animator itself, unheld
    end }
  card.transitioningDelegate = {
    animationControllerForPresented = function() return animator end,
    interactionControllerForPresentation = function() return driver end,
  }
  root:present(card, true)
  driver.context:updateInteractiveTransition(0.6)
  expect(card.transitionCoordinator.percentComplete):toBe(0.6)
  expect_error(function() driver.context:updateInteractiveTransition(1 / 0) end, "the progress must be a finite number")
  driver.context:finishInteractiveTransition()
  expect(driver.context.isInteractive):toBe(false)
  app:settle()
  expect(root.presentedViewController):toBe(card)
  expect(animator.ended):toBe(true)
  expect_trace(app, {
    "transitioningDelegate animationControllerForPresented(Card, Root, Root)",
    "transitioningDelegate interactionControllerForPresentation(Slide)", "Slide transitionDuration",
    "Root viewWillDisappear(true)", "Card viewWillAppear(true)", "Driver startInteractiveTransition",
    "Root viewDidDisappear(true)", "Card viewDidAppear(true)", "Slide animationEnded(true)",
  })
end)

scenario("X3: the context hands out no view for a presenter the presentation leaves in place", function(app)
  local root = rootOnScreen(app)
  local seen = {}
  local animator = {
    name = "Peek",
    transitionDuration = function() return 0.2 end,
    animateTransition = function(self, ctx)
      seen[#seen + 1] = string.format("%s from=%s to=%s", ctx:viewController("to") == root and "dismiss" or "present",
        ctx:view("from") and ctx:view("from").name or "nil", ctx:view("to") and ctx:view("to").name or "nil")
      ctx:completeTransition(true)
    end,
  }
  for _, style in ipairs({ "pageSheet", "fullScreen" }) do
    local card = Screen{ name = style, modalPresentationStyle = style }
    card.transitioningDelegate = {
      animationControllerForPresented = function() return animator end,
      animationControllerForDismissed = function() return animator end,
    }
    root:present(card, true)
    app:settle()
    card:dismiss(true)
    app:settle()
  end
  expect(seen):toEqual({
    "present from=nil to=pageSheet.view", "dismiss from=pageSheet.view to=nil",
    "present from=Root.view to=fullScreen.view", "dismiss from=fullScreen.view to=Root.view",
  })
end)
