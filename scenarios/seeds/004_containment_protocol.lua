-- Seed 004: "自前コンテナでaddChildViewController:するときdidMoveToParentViewController:はやはり使うべき"
-- (Why didMoveToParentViewController: must follow addChildViewController:), 2013-02-11.
--
-- The passages reproduced here:
--   * "willMoveToParentViewController:(add後に自動で呼ばれる) / didMoveToParentViewController:(任意の
--     タイミングで呼ぶ)": addChild sends willMove by itself; didMove is the caller's job.
--   * "isMovingToParentViewControllerメソッドによって取得できる": isMovingToParent tells whether a
--     move is in progress, and only didMove ends it.
--   * "追加したViewControllerのviewWillAppear:が動作しない場合がある": adding only the child's view
--     (addSubview without containment) can leave viewWillAppear uncalled.
--   * "transitionFromViewController:toViewController:duration:1.0 ... completion:^(BOOL finished) {
--     [toViewController didMoveToParentViewController:self]; }": why didMove is left to the
--     caller: a transition takes time, and the move ends in its completion.

local Container = ViewController:subclass("Container")

-- A child that writes down, at each callback, whether it thinks it is moving.
local Child = ViewController:subclass("Child", {
  willMoveToParent = function(self, parent)
    ViewController.willMoveToParent(self, parent)
    self.movingInWillMove = self.isMovingToParent
  end,
  viewWillAppear = function(self, animated)
    ViewController.viewWillAppear(self, animated)
    self.movingInWillAppear = self.isMovingToParent
  end,
})

local function onScreen(app)
  local container = Container{}
  app.window.rootViewController = container
  app:run()
  app:mark()
  return container
end

scenario("addChild sends willMoveToParent by itself and never didMoveToParent", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addChild(child)
  expect_trace(app, { "Child willMoveToParent(Container)" }, { exact = true })
  expect(child.parent):toBe(container)
  expect(container.children):toEqual({ child })
end)

scenario("isMovingToParent is true from willMove until the caller's didMove", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addChild(child)
  expect(child.movingInWillMove):toBe(true)
  expect(child.isMovingToParent):toBe(true)
  -- "完了を明示的に行う": only the explicit didMove ends the move.
  child:didMoveToParent(container)
  expect(child.isMovingToParent):toBe(false)
  expect_trace(app, {
    "Child willMoveToParent(Container)",
    "Child didMoveToParent(Container)",
  }, { exact = true })
end)

scenario("without didMove the child stays 'moving' for as long as it lives", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addChild(child)
  container.view:addSubview(child.view)
  app:run()
  -- It appears (the container forwards), and still believes it is being added.
  expect(child.appearState):toBe("appeared")
  expect(child.movingInWillAppear):toBe(true)
  expect(child.isMovingToParent):toBe(true)
end)

scenario("the full protocol: addChild, addSubview, didMove; the child appears", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addChild(child)
  container.view:addSubview(child.view)
  child:didMoveToParent(container)
  app:run()
  expect_trace(app, {
    "Child willMoveToParent(Container)",
    "Child viewDidLoad",
    "Child viewWillAppear(false)",
    "Child didMoveToParent(Container)",
    "Child viewDidAppear(false)",
  })
  expect(child.isMovingToParent):toBe(false)
  expect(child.appearState):toBe("appeared")
end)

scenario("removing: willMove(nil), removeFromSuperview, removeFromParent", function(app)
  local container = onScreen(app)
  local child = Child{}
  container:addChild(child)
  container.view:addSubview(child.view)
  child:didMoveToParent(container)
  app:run()
  app:mark()
  child:willMoveToParent(nil)
  expect(child.isMovingFromParent):toBe(true)
  child.view:removeFromSuperview()
  child:removeFromParent()
  app:run()
  expect(child.isMovingFromParent):toBe(false)
  expect(child.parent):toBeNil()
  expect_trace(app, {
    "Child willMoveToParent(nil)",
    "Child viewWillDisappear(false)",
    "Child didMoveToParent(nil)",
    "Child viewDidDisappear(false)",
  })
end)

scenario("a view added without containment before the container is on screen: no viewWillAppear", function(app)
  local container = Container{}
  local loose = Child{ name = "Loose" }
  container.view:addSubview(loose.view)        -- "addSubViewすればいいだけだと思ってしまう"
  app.window.rootViewController = container
  app:run()
  expect(loose.appearState):toBe("disappeared")
  expect_trace(app, {
    "Loose lint",
    "Container viewWillAppear(false)",
    "Container viewDidAppear(false)",
  })
  local names = {}
  for _, line in ipairs(app.trace) do
    if line:find("^Loose view") then names[#names + 1] = line end
  end
  -- Loaded and laid out, but never told it appeared (it does hear that the status bar covers
  -- its top, rule E3, since its view is in the window).
  expect(names):toEqual({ "Loose viewDidLoad", "Loose viewSafeAreaInsetsDidChange", "Loose viewWillLayoutSubviews",
                          "Loose viewDidLayoutSubviews" })
end)

scenario("a view added without containment to an on-screen container does appear", function(app)
  local container = onScreen(app)
  local loose = Child{ name = "Loose" }
  container.view:addSubview(loose.view)
  app:run()
  expect(loose.appearState):toBe("appeared")
  expect_trace(app, {
    "Loose lint",
    "Loose viewWillAppear(false)",
    "Loose viewDidAppear(false)",
  })
end)

scenario("transition(from:to:) over 1.0 s, with didMoveToParent in the completion", function(app)
  local container = onScreen(app)
  local from, to = Child{ name = "From" }, Child{ name = "To" }
  container:addChild(from)                  -- "fromViewControllerはすでにコンテナに追加されているとする"
  container.view:addSubview(from.view)
  from:didMoveToParent(container)
  app:run()
  app:mark()
  container:addChild(to)
  container:transition{ from = from, to = to, duration = 1.0, options = "transitionNone",
    animations = function() end,
    completion = function(finished) to:didMoveToParent(container) end }
  -- During the transition the move is in progress...
  app:advance(0.5)
  expect(to.isMovingToParent):toBe(true)
  expect(to.appearState):toBe("appearing")
  expect(from.appearState):toBe("disappearing")
  -- ...and the completion ends it.
  app:advance(0.5)
  expect(to.isMovingToParent):toBe(false)
  expect(to.appearState):toBe("appeared")
  expect(from.appearState):toBe("disappeared")
  expect(from.view.superview):toBeNil()
  expect_trace(app, {
    "To willMoveToParent(Container)",
    "From viewWillDisappear(true)", "To viewWillAppear(true)",
    "From viewDidDisappear(true)", "To viewDidAppear(true)",
    "To didMoveToParent(Container)",
  })
end)
