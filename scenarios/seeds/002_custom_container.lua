-- Seed 002: "Container View Controllerとは" — a custom container view controller (2014).
--
-- The passages reproduced here, without and with animation:
--   * The five steps to add a child: "addChildViewController: / didMoveToParentViewController: /
--     beginAppearanceTransition:animated: / addSubview: / endAppearanceTransition", exactly in the
--     order of the article's -addViewController: (which also begins a disappearance of the
--     container itself: [srcViewController beginAppearanceTransition:NO ...]).
--   * Their reverse in -removeViewController: (begin on both, removeFromSuperview,
--     endAppearanceTransition on the child then the container, willMove(nil),
--     removeFromParentViewController).
--   * shouldAutomaticallyForwardAppearanceMethods: "デフォルトはYES"; with NO the container
--     forwards appearance to its children by hand.

local Container = ViewController:subclass("Container", {
  -- -addViewController: of the article, the animated == NO branch.
  addViewController = function(self, dest)
    local finalFrame = { x = 0, y = 0, width = 375, height = 667 }
    self:addChild(dest)                                  -- 1. addChildViewController:
    dest:didMoveToParent(self)                           -- 2. didMoveToParentViewController:
    dest.view.frame = { x = 375, y = 0, width = 375, height = 667 }  -- 3. the view's start frame
    self:beginAppearanceTransition(false, false)         -- 4. begin (the container: NO)
    dest:beginAppearanceTransition(true, false)          --    begin (the child: YES)
    self.view:addSubview(dest.view)                      -- 5. addSubview:
    dest.view.frame = finalFrame                         -- 6. the animation block, run at once
    self:endAppearanceTransition()                       -- 7. endAppearanceTransition
    dest:endAppearanceTransition()
  end,
  -- -removeViewController: of the article, the animated == NO branch.
  removeViewController = function(self, dest)
    self:beginAppearanceTransition(true, false)          -- 1. begin (the container: YES)
    dest:beginAppearanceTransition(false, false)         --    begin (the child: NO)
    dest.view.frame = { x = 375, y = 0, width = 375, height = 667 }  -- 2. the animation block
    dest.view:removeFromSuperview()                      -- 3. removeFromSuperview
    dest:endAppearanceTransition()                       -- 4. endAppearanceTransition
    self:endAppearanceTransition()
    dest:willMoveToParent(nil)                           -- 5. willMoveToParentViewController:nil
    dest:removeFromParent()                              -- 6. removeFromParentViewController
  end,
})

local Child = ViewController:subclass("Child")

-- The article's animated branch: "[[UIApplication sharedApplication] beginIgnoringInteractionEvents];
-- [UIView animateWithDuration:0.3 delay:0 options:UIViewAnimationOptionCurveEaseOut ...]", with
-- endIgnoringInteractionEvents and the finish steps in the completion.
local Animated = Container:subclass("Animated", {
  addViewController = function(self, app, dest)
    self:addChild(dest)
    dest:didMoveToParent(self)
    dest.view.frame = { x = 375, y = 0, width = 375, height = 667 }
    self:beginAppearanceTransition(false, true)
    dest:beginAppearanceTransition(true, true)
    self.view:addSubview(dest.view)
    app:beginIgnoringInteractionEvents()
    app:animate{ duration = 0.3, delay = 0, options = "curveEaseOut",
      animations = function() dest.view.frame = { x = 0, y = 0, width = 375, height = 667 } end,
      completion = function(finished)
        app:endIgnoringInteractionEvents()
        self:endAppearanceTransition()
        dest:endAppearanceTransition()
      end }
  end,
  removeViewController = function(self, app, dest)
    self:beginAppearanceTransition(true, true)
    dest:beginAppearanceTransition(false, true)
    app:beginIgnoringInteractionEvents()
    app:animate{ duration = 0.3, options = "curveEaseOut",
      animations = function() dest.view.frame = { x = 375, y = 0, width = 375, height = 667 } end,
      completion = function(finished)
        app:endIgnoringInteractionEvents()
        dest.view:removeFromSuperview()
        dest:endAppearanceTransition()
        self:endAppearanceTransition()
        dest:willMoveToParent(nil)
        dest:removeFromParent()
      end }
  end,
})

local function onScreen(app)
  local container = Container{}
  app.window.rootViewController = container
  app:run()
  app:mark()
  return container
end

scenario("adding a child in the article's five steps, without animation", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addViewController(child)
  expect_trace(app, {
    "Child willMoveToParent(Container)",
    "Child didMoveToParent(Container)",
    "Child loadView",
    "Child viewDidLoad",
    "Container viewWillDisappear(false)",
    "Child viewWillAppear(false)",
    "Container viewDidDisappear(false)",
    -- The child's view is in the window and the end comes before any layout: viewIsAppearing
    -- just before viewDidAppear (rule A8; the article predates it), its safe area brought up
    -- to date first (rule E3: the status bar covers its top).
    "Child viewSafeAreaInsetsDidChange",
    "Child viewIsAppearing(false)",
    "Child viewDidAppear(false)",
  }, { exact = true })
  -- The article's source/destination code tells the container itself that it disappeared,
  -- while its view is still on screen: the state machine believes it.
  expect(container.appearState):toBe("disappeared")
  expect(child.appearState):toBe("appeared")
  expect(child.isMovingToParent):toBe(false)
  -- The child's view entered the window with a transition already begun: no second
  -- viewWillAppear, and its layout comes on the next run-loop turn.
  app:run()
  expect_trace(app, {
    "Child viewWillAppear", "Child viewDidAppear",
    "Child viewWillLayoutSubviews", "Child viewDidLayoutSubviews",
  })
  expect(child.view.frame):toEqual({ x = 0, y = 0, width = 375, height = 667 })
end)

scenario("removing it in the reverse steps, without animation", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addViewController(child)
  app:run()
  app:mark()
  container:removeViewController(child)
  expect_trace(app, {
    "Container viewWillAppear(false)",
    "Child viewWillDisappear(false)",
    "Child viewDidDisappear(false)",
    "Container viewIsAppearing(false)",   -- its view never left the window, no layout: rule A8
    "Container viewDidAppear(false)",
    -- The container forwards appearance automatically (the default YES): its begin(YES) went
    -- to the child whose view was still inside it, and the child's own begin(NO) replaced
    -- that; so the container's end reaches a child with nothing pending (rule A4, A3).
    "Child warning: Unbalanced calls to begin/end appearance transitions for Child.",
    "Child willMoveToParent(nil)",
    "Child didMoveToParent(nil)",
  }, { exact = true })
  expect(child.parent):toBeNil()
  expect(child.appearState):toBe("disappeared")
  expect(container.appearState):toBe("appeared")
end)

scenario("with shouldAutomaticallyForwardAppearanceMethods = NO the remove is balanced", function(app)
  local Manual = Container:subclass("Manual", {
    shouldAutomaticallyForwardAppearanceMethods = function(self) return false end,
  })
  local container = Manual{}
  app.window.rootViewController = container
  app:run()
  local child = Child{}
  container:addViewController(child)
  app:run()
  app:mark()
  container:removeViewController(child)
  expect_trace(app, {
    "Manual viewWillAppear(false)",
    "Child viewWillDisappear(false)",
    "Child viewDidDisappear(false)",
    "Manual viewIsAppearing(false)",   -- rule A8, as above
    "Manual viewDidAppear(false)",
    "Child willMoveToParent(nil)",
    "Child didMoveToParent(nil)",
  }, { exact = true })
end)

scenario("the default is YES: a container on screen forwards to a child in its view", function(app)
  local container = Container{}
  expect(container.shouldAutomaticallyForwardAppearanceMethods):toBe(true)
  local child = Child{}
  container:addChild(child)
  container.view:addSubview(child.view)
  child:didMoveToParent(container)
  app.window.rootViewController = container
  app:run()
  expect_trace(app, {
    "Container viewWillAppear(false)",
    "Child viewWillAppear(false)",
    "Container viewDidAppear(false)",
    "Child viewDidAppear(false)",
  })
end)

scenario("with NO, a container on screen leaves its children to itself", function(app)
  local container = Container{ shouldAutomaticallyForwardAppearanceMethods = false }
  local child = Child{}
  container:addChild(child)
  container.view:addSubview(child.view)
  child:didMoveToParent(container)
  app.window.rootViewController = container
  app:run()
  expect(child.appearState):toBe("disappeared")
  -- "手動でchildViewControllersの表示状態を管理し、適時beginAppearanceTransition:animated:を呼び出す"
  child:beginAppearanceTransition(true, false)
  child:endAppearanceTransition()
  expect(child.appearState):toBe("appeared")
end)

scenario("adding a child with animation: the state at the start, the middle and the end", function(app)
  local container = Animated{}
  app.window.rootViewController = container
  app:run()
  local button = View{ name = "Button", frame = { x = 0, y = 600, width = 44, height = 44 } }
  container.view:addSubview(button)
  app:mark()
  local child = Child{}
  container:addViewController(app, child)
  -- Start: both transitions begun, nothing ended, taps dropped.
  expect(container.appearState):toBe("disappearing")
  expect(child.appearState):toBe("appearing")
  expect(app.isIgnoringInteractionEvents):toBe(true)
  expect(app:tap(button)):toBe(false)
  expect(child.view.frame.x):toBe(0)                       -- the model is final at once
  expect(child.view:presentationFrame().x):toBe(375)       -- the screen is not
  -- Middle: 0.15 s of 0.3 s, ease-out: three quarters of the way.
  app:advance(0.15)
  expect(child.view:presentationFrame().x):toBe(93.75)
  expect(child.appearState):toBe("appearing")
  expect(app:tap(button)):toBe(false)
  -- End.
  app:advance(0.15)
  expect(child.appearState):toBe("appeared")
  expect(container.appearState):toBe("disappeared")
  expect(app.isIgnoringInteractionEvents):toBe(false)
  expect(app:tap(button)):toBe(true)
  expect_trace(app, {
    "Child willMoveToParent(Animated)", "Child didMoveToParent(Animated)",
    "Animated viewWillDisappear(true)", "Child viewWillAppear(true)",
    "Animated viewDidDisappear(true)", "Child viewDidAppear(true)",
  })
end)

scenario("removing it with animation: the child stays until the completion", function(app)
  local container = Animated{}
  app.window.rootViewController = container
  app:run()
  local child = Child{}
  container:addViewController(app, child)
  app:settle()
  app:mark()
  container:removeViewController(app, child)
  expect(child.appearState):toBe("disappearing")
  app:advance(0.15)
  expect(child.parent):toBe(container)
  expect(child.view.superview):toBe(container.view)
  app:advance(0.15)
  expect(child.parent):toBeNil()
  expect(child.view.superview):toBeNil()
  expect(child.appearState):toBe("disappeared")
  expect_trace(app, {
    "Animated viewWillAppear(true)", "Child viewWillDisappear(true)",
    "Child viewDidDisappear(true)", "Animated viewDidAppear(true)",
    "Child willMoveToParent(nil)", "Child didMoveToParent(nil)",
  })
end)
