-- Rules R1, L1-L3: the run loop and layout passes. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

scenario("L3: first display: viewWillAppear at once, layout next turn, viewDidAppear after the commit", function(app)
  local vc = Screen{}
  app.window.rootViewController = vc
  expect_trace(app, { "Screen loadView", "Screen viewDidLoad", "Screen viewWillAppear(false)" }, { exact = true })
  app:mark()
  app:run()
  expect_trace(app, {
    "Screen viewSafeAreaInsetsDidChange",   -- the status bar now covers its top (E3)
    "Screen viewIsAppearing(false)",   -- the first layout of the appearance begins with it (A8)
    "Screen viewWillLayoutSubviews", "Screen viewDidLayoutSubviews", "Screen viewDidAppear(false)",
  }, { exact = true })
end)

scenario("L1: setNeedsLayout marks; the next turn lays out once", function(app)
  local vc = Screen{}
  app.window.rootViewController = vc
  app:run()
  app:mark()
  vc.view:setNeedsLayout()
  vc.view:setNeedsLayout()
  expect_trace(app, {}, { exact = true })       -- nothing until the run loop turns
  app:run()
  expect_trace(app, { "Screen viewWillLayoutSubviews", "Screen viewDidLayoutSubviews" }, { exact = true })
end)

scenario("L1: layoutIfNeeded lays out at once when marked, and does nothing when not", function(app)
  local vc = Screen{}
  app.window.rootViewController = vc
  app:run()
  app:mark()
  vc.view:layoutIfNeeded()
  expect_trace(app, {}, { exact = true })
  vc.view:setNeedsLayout()
  vc.view:layoutIfNeeded()
  expect_trace(app, { "Screen viewWillLayoutSubviews", "Screen viewDidLayoutSubviews" }, { exact = true })
end)

scenario("L1: adding a subview and resizing mark the view", function(app)
  local vc = Screen{}
  app.window.rootViewController = vc
  app:run()
  local before = app.stats.layoutPasses
  vc.view:addSubview(View{ name = "Badge", frame = { x = 0, y = 0, width = 10, height = 10 } })
  app:run()
  -- the Screen's view (a subview was added) and the badge (it entered the window)
  expect(app.stats.layoutPasses - before):toBe(2)
  app:mark()
  vc.view.frame = { x = 0, y = 0, width = 375, height = 300 }
  app:run()
  expect_trace(app, { "Screen viewWillLayoutSubviews", "Screen viewDidLayoutSubviews" }, { exact = true })
end)

scenario("L2: a zero-height controller view is still laid out", function(app)
  local root, flat = Screen{}, ViewController:subclass("Flat"){}
  root:addChild(flat)
  flat.view.frame = { x = 0, y = 0, width = 375, height = 0 }
  root.view:addSubview(flat.view)
  flat:didMoveToParent(root)
  app.window.rootViewController = root
  app:run()
  expect_trace(app, { "Flat viewWillAppear", "Flat viewWillLayoutSubviews", "Flat viewDidLayoutSubviews", "Flat viewDidAppear" })
end)

scenario("L2: parents are laid out before children", function(app)
  local root, child = Screen{}, ViewController:subclass("Inner"){}
  root:addChild(child)
  root.view:addSubview(child.view)
  child:didMoveToParent(root)
  app.window.rootViewController = root
  app:run()
  expect_trace(app, {
    "Screen viewWillLayoutSubviews", "Screen viewDidLayoutSubviews",
    "Inner viewWillLayoutSubviews", "Inner viewDidLayoutSubviews",
  })
end)

scenario("R1: main-queue blocks run first in a turn, then layout, then the deferred ends", function(app)
  local order = {}
  local Probe = ViewController:subclass("Probe", {
    viewDidLayoutSubviews = function(self) order[#order + 1] = "layout" end,
    viewDidAppear = function(self, animated) order[#order + 1] = "didAppear" end,
  })
  app.window.rootViewController = Probe{}
  app:async(function() order[#order + 1] = "block" end)
  expect(order):toEqual({})
  app:run()
  expect(order):toEqual({ "block", "layout", "didAppear" })
  expect(app.time):toBe(0)                     -- the run loop does not move the clock
end)

scenario("R1: a block queued by a block runs on a later turn of the same run", function(app)
  local order = {}
  app:async(function()
    order[#order + 1] = "first"
    app:async(function() order[#order + 1] = "second" end)
  end)
  app:run()
  expect(order):toEqual({ "first", "second" })
end)
