-- Rules A1-A6 and A8: the appearance state machine, its forwarding and viewIsAppearing. See docs/semantics.md.

local Parent = ViewController:subclass("Parent")
local Child = ViewController:subclass("Child")

-- A parent on screen with one child properly contained.
local function family(app)
  local parent, child = Parent{}, Child{}
  parent:addChild(child)
  parent.view:addSubview(child.view)
  child:didMoveToParent(parent)
  app.window.rootViewController = parent
  app:run()
  app:mark()
  return parent, child
end

scenario("A1: disappeared -> appearing -> appeared -> disappearing -> disappeared", function(app)
  local vc = Child{}
  local states = { vc.appearState }
  vc:beginAppearanceTransition(true, false);  states[#states + 1] = vc.appearState
  vc:endAppearanceTransition();               states[#states + 1] = vc.appearState
  vc:beginAppearanceTransition(false, true);  states[#states + 1] = vc.appearState
  vc:endAppearanceTransition();               states[#states + 1] = vc.appearState
  expect(states):toEqual({ "disappeared", "appearing", "appeared", "disappearing", "disappeared" })
  expect_trace(app, { "Child viewWillAppear(false)", "Child viewDidAppear(false)",
                      "Child viewWillDisappear(true)", "Child viewDidDisappear(true)" })
end)

scenario("A2: begin loads the view; a begin in the same direction only raises the level", function(app)
  local vc = Child{}
  vc:beginAppearanceTransition(true, false)
  expect(vc.isViewLoaded):toBe(true)
  vc:beginAppearanceTransition(true, false)
  vc:endAppearanceTransition()
  expect(vc.appearState):toBe("appearing")     -- one begin still open
  vc:endAppearanceTransition()
  expect(vc.appearState):toBe("appeared")
  expect_trace(app, { "Child viewDidLoad", "Child viewWillAppear", "Child viewDidAppear" }, {})
end)

scenario("A2: begin(true) while already appeared sends nothing", function(app)
  local vc = Child{}
  vc:beginAppearanceTransition(true, false)
  vc:endAppearanceTransition()
  app:mark()
  vc:beginAppearanceTransition(true, false)
  vc:endAppearanceTransition()
  expect_trace(app, {}, { exact = true })
end)

scenario("A3: cancelling is begin(false), begin(true), one end: no viewDidDisappear", function(app)
  local parent, child = family(app)
  child:beginAppearanceTransition(false, true)
  child:beginAppearanceTransition(true, true)
  child:endAppearanceTransition()
  -- The view never left the window and was not laid out: viewIsAppearing comes with the end (A8).
  expect_trace(app, {
    "Child viewWillDisappear(true)", "Child viewWillAppear(true)",
    "Child viewIsAppearing(true)", "Child viewDidAppear(true)",
  }, { exact = true })
  expect(child.appearState):toBe("appeared")
end)

scenario("A3: an end with nothing pending is UIKit's unbalanced-calls warning", function(app)
  local vc = Child{}
  vc:endAppearanceTransition()
  expect_trace(app, { "Child warning: Unbalanced calls to begin/end appearance transitions for Child." }, { exact = true })
  expect(vc.appearState):toBe("disappeared")
end)

scenario("A4: a begin is forwarded after the parent's own callback, to children in its view", function(app)
  local parent, child = family(app)
  local outside = Child{ name = "Outside" }
  parent:addChild(outside)                     -- a child whose view is not in the parent's view
  outside:didMoveToParent(parent)
  app:mark()
  parent:beginAppearanceTransition(false, true)
  parent:endAppearanceTransition()
  expect_trace(app, {
    "Parent viewWillDisappear(true)", "Child viewWillDisappear(true)",
    "Parent viewDidDisappear(true)", "Child viewDidDisappear(true)",
  })
  -- Outside's view is not loaded, let alone inside Parent's view: nothing reaches it.
  expect(outside.isViewLoaded):toBe(false)
  for _, line in ipairs(app.trace) do
    expect(line:find("^Outside view")):toBeNil()
  end
end)

scenario("A4: the end goes to exactly the children that got the begin", function(app)
  local parent, child = family(app)
  parent:beginAppearanceTransition(false, false)   -- forwarded to Child
  local late = Child{ name = "Late" }
  parent:addChild(late)
  late:beginAppearanceTransition(true, false)      -- Late appears on its own...
  late:endAppearanceTransition()
  parent.view:addSubview(late.view)                -- ...and is in the view by the end
  late:didMoveToParent(parent)
  app:mark()
  parent:endAppearanceTransition()
  expect_trace(app, { "Parent viewDidDisappear(false)", "Child viewDidDisappear(false)" }, { exact = true })
  expect(late.appearState):toBe("appeared")
end)

scenario("A5: the root appears when the window gets it, and ends after the commit", function(app)
  local root = Parent{}
  app.window.rootViewController = root
  expect(root.appearState):toBe("appearing")
  expect_trace(app, { "Parent viewWillAppear(false)" })
  app:run()
  expect(root.appearState):toBe("appeared")
  expect_trace(app, { "Parent viewWillAppear(false)", "Parent viewDidAppear(false)" })
end)

scenario("A5: a child's view added to an on-screen parent appears through the window hook", function(app)
  local parent = family(app)
  local late = Child{ name = "Late" }
  parent:addChild(late)
  parent.view:addSubview(late.view)
  expect(late.appearState):toBe("appearing")
  late:didMoveToParent(parent)
  app:run()
  expect_trace(app, { "Late viewWillAppear(false)", "Late didMoveToParent(Parent)", "Late viewDidAppear(false)" })
end)

scenario("A5: a controller already begun in the same direction is left alone", function(app)
  local parent = family(app)
  local late = Child{ name = "Late" }
  parent:addChild(late)
  late:beginAppearanceTransition(true, true)
  parent.view:addSubview(late.view)
  app:run()
  expect(late.appearState):toBe("appearing")   -- no deferred end: the script owns the transition
  late:endAppearanceTransition()
  expect_trace(app, { "Late viewWillAppear(true)", "Late viewDidAppear(true)" }, { exact = false })
end)

scenario("A5: leaving the window is the same with false", function(app)
  local parent, child = family(app)
  child.view:removeFromSuperview()
  expect(child.appearState):toBe("disappearing")
  app:run()
  expect(child.appearState):toBe("disappeared")
  expect_trace(app, { "Child viewWillDisappear(false)", "Child viewDidDisappear(false)" })
end)

scenario("A5: a deferred end is dropped when a begin the other way interrupts it", function(app)
  local parent = family(app)
  local late = Child{ name = "Late" }
  parent:addChild(late)
  parent.view:addSubview(late.view)           -- window hook: begin(true), end deferred
  late.view:removeFromSuperview()             -- leaves before the commit: begin(false)
  app:run()
  expect_trace(app, {
    "Late viewWillAppear(false)", "Late viewWillDisappear(false)", "Late viewDidDisappear(false)",
  })
  expect(late.appearState):toBe("disappeared")
end)

scenario("A6: calling an appearance callback directly is a warning and changes no state", function(app)
  local vc = Child{}
  vc:viewWillAppear(true)
  expect(vc.appearState):toBe("disappeared")
  expect_trace(app, {
    "Child warning: Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.",
  }, { exact = true })
end)

scenario("A6: a super call from an override is not a direct call", function(app)
  local Counting = ViewController:subclass("Counting", {
    viewWillAppear = function(self, animated)
      ViewController.viewWillAppear(self, animated)
      self.calls = (self.calls or 0) + 1
    end,
  })
  local vc = Counting{}
  vc:beginAppearanceTransition(true, false)
  expect(vc.calls):toBe(1)
  for _, line in ipairs(app.trace) do
    expect(line:find("warning", 1, true)):toBeNil()
  end
end)

scenario("A4: a child that left the view during a transition gets its end when the transition is interrupted", function(app)
  local parent, child = family(app)
  parent:beginAppearanceTransition(false, false)    -- forwarded to the child
  child.view:removeFromSuperview()                  -- already disappearing: no second begin
  parent:beginAppearanceTransition(true, false)     -- interrupts; the child is not in the view
  parent:endAppearanceTransition()
  expect(child.appearState):toBe("disappeared")
  expect_trace(app, {
    "Parent viewWillDisappear(false)", "Child viewWillDisappear(false)",
    "Parent viewWillAppear(false)", "Child viewDidDisappear(false)",
    "Parent viewDidAppear(false)",
  })
end)

scenario("A5: a child inside a parent that began appearing before its view entered the window gets the hook itself", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local parent, child = Parent{}, Child{}
  parent:beginAppearanceTransition(true, false)     -- no children yet: forwarded to nobody
  parent:addChild(child)
  parent.view:addSubview(child.view)
  child:didMoveToParent(parent)
  app:mark()
  root.view:addSubview(parent.view)                 -- the parent is skipped: already appearing
  parent:endAppearanceTransition()
  app:run()
  expect(child.appearState):toBe("appeared")
  expect_trace(app, { "Child viewWillAppear(false)", "Parent viewDidAppear(false)", "Child viewDidAppear(false)" })
end)

scenario("A8: viewIsAppearing after viewWillAppear, in the window and sized, before the first layout", function(app)
  local Probe = ViewController:subclass("Probe", {
    viewIsAppearing = function(self, animated)
      ViewController.viewIsAppearing(self, animated)     -- the super call: no A6 warning
      self.seen = { inWindow = self.view.window ~= nil, width = self.view.frame.width }
    end,
  })
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  app:run()
  local probe = Probe{}
  root:addChild(probe)
  local _ = probe.view                                 -- loaded before the mark
  app:mark()
  root.view:addSubview(probe.view)
  probe:didMoveToParent(root)
  expect(probe.seen):toBeNil()                         -- not at viewWillAppear time
  app:run()
  expect(probe.seen):toEqual({ inWindow = true, width = 375 })
  expect_trace(app, {
    "Probe viewWillAppear(false)", "Probe didMoveToParent(Root)",
    "Root viewWillLayoutSubviews", "Root viewDidLayoutSubviews",
    "Probe viewSafeAreaInsetsDidChange", "Probe viewIsAppearing(false)", "Probe viewWillLayoutSubviews", "Probe viewDidLayoutSubviews",
    "Probe viewDidAppear(false)",
  }, { exact = true })
end)

scenario("A8: once per appearance: with no layout it comes just before viewDidAppear; not for disappearing", function(app)
  local parent, child = family(app)
  child:beginAppearanceTransition(false, true)
  child:endAppearanceTransition()
  child:beginAppearanceTransition(true, true)          -- a new appearance, view still in the window
  child:endAppearanceTransition()
  expect_trace(app, {
    "Child viewWillDisappear(true)", "Child viewDidDisappear(true)",
    "Child viewWillAppear(true)", "Child viewIsAppearing(true)", "Child viewDidAppear(true)",
  }, { exact = true })
  app:mark()
  local loose = Child{}                                -- a manual transition off the window
  loose:beginAppearanceTransition(true, false)
  loose:endAppearanceTransition()
  expect_trace(app, {
    "Child#2 loadView", "Child#2 viewDidLoad", "Child#2 viewWillAppear(false)", "Child#2 viewDidAppear(false)",
  }, { exact = true })
end)

scenario("A8: calling viewIsAppearing yourself is misuse, as for the other appearance callbacks (A6)", function(app)
  local vc = Child{}
  vc:viewIsAppearing(false)
  expect(vc.appearState):toBe("disappeared")
  expect_trace(app, {
    "Child warning: Calling -viewIsAppearing: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior.",
  }, { exact = true })
end)
