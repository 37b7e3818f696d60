-- Seed 002: "Container View Controllerとは" — a custom container view controller (2014).
--
-- The passages reproduced here (without animation; the animated variant needs the virtual
-- clock's animations):
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
