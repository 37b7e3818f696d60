-- Rules N1 (animations on the virtual clock), N2 (transitions between children) and N3
-- (interaction ignored while animating). See docs/semantics.md.

local Parent = ViewController:subclass("Parent")
local Child = ViewController:subclass("Child")

scenario("N1: animations apply at once; completion(true) when the clock reaches delay + duration", function(app)
  local box = View{ name = "Box", frame = { x = 0, y = 0, width = 10, height = 10 } }
  local finished
  app:animate{ duration = 0.3, delay = 0.1, animations = function()
    box.frame = { x = 100, y = 0, width = 10, height = 10 }
  end, completion = function(done) finished = done end }
  expect(box.frame.x):toBe(100)                       -- the model value is final at once
  expect(box:presentationFrame().x):toBe(0)           -- the screen still shows the start
  app:advance(0.25)                                   -- 0.15 s into the 0.3 s animation
  expect(box:presentationFrame().x):toBe(50)          -- ease-in-out at the middle
  expect(finished):toBeNil()
  app:advance(0.15)
  expect(finished):toBe(true)
  expect(box:presentationFrame().x):toBe(100)
  expect(app.runningAnimations):toBe(0)
end)

scenario("N1: curves: linear, ease-in, ease-out", function(app)
  local boxes = {}
  for _, curve in ipairs({ "curveLinear", "curveEaseIn", "curveEaseOut" }) do
    local box = View{ name = curve, frame = { x = 0, y = 0, width = 1, height = 1 } }
    app:animate{ duration = 1, options = { curve }, animations = function()
      box.frame = { x = 100, y = 0, width = 1, height = 1 }
    end }
    boxes[#boxes + 1] = box
  end
  app:advance(0.5)
  expect(boxes[1]:presentationFrame().x):toBe(50)
  expect(boxes[2]:presentationFrame().x):toBe(25)
  expect(boxes[3]:presentationFrame().x):toBe(75)
end)

scenario("N1: duration 0 still completes on the next run-loop turn, not at once", function(app)
  local finished = false
  app:animate{ duration = 0, animations = function() end, completion = function(done) finished = done end }
  expect(finished):toBe(false)
  app:run()
  expect(finished):toBe(true)
end)

scenario("N1: removing a view's animations completes them with false", function(app)
  local box = View{ name = "Box" }
  local result
  app:animate{ duration = 1, animations = function()
    box.frame = { x = 0, y = 0, width = 50, height = 50 }
  end, completion = function(done) result = done end }
  box:removeAllAnimations()
  app:run()
  expect(result):toBe(false)
  app:settle()
  expect(result):toBe(false)                          -- and never true later
end)

scenario("N1: settle gives up on an endless chain of animations", function(app)
  local function again()
    app:animate{ duration = 1, animations = function() end, completion = again }
  end
  again()
  expect_error(function() app:settle() end, "settle gave up after")
end)

-- A container (a Parent, or an instance of `Class`) showing child A, about to transition to
-- child B.
local function withTwoChildren(app, Class)
  local parent, a, b = (Class or Parent){}, Child{ name = "A" }, Child{ name = "B" }
  parent:addChild(a)
  parent.view:addSubview(a.view)
  a:didMoveToParent(parent)
  app.window.rootViewController = parent
  app:run()
  parent:addChild(b)
  app:mark()
  return parent, a, b
end

scenario("N2: transition: begins at once, ends when the duration has passed, completion last", function(app)
  local parent, a, b = withTwoChildren(app)
  local done
  parent:transition{ from = a, to = b, duration = 0.5, animations = function() end,
                     completion = function(finished) done = finished end }
  expect(a.appearState):toBe("disappearing")
  expect(b.appearState):toBe("appearing")
  expect(b.view.superview):toBe(parent.view)
  expect(a.view.superview):toBe(parent.view)          -- still there mid-flight
  app:advance(0.5)
  expect(a.view.superview):toBeNil()
  expect(done):toBe(true)
  expect_trace(app, {
    "A viewWillDisappear(true)", "B viewWillAppear(true)",
    "A viewDidDisappear(true)", "B viewDidAppear(true)",
  }, { without = { "A willMoveToParent", "B didMoveToParent" } })   -- the caller sends those
end)

scenario("N2: an off-screen container's transition swaps the views and moves no appearance", function(app)
  local parent, a, b = Parent{}, Child{ name = "A" }, Child{ name = "B" }
  parent:addChild(a)
  parent.view:addSubview(a.view)
  a:didMoveToParent(parent)
  parent:addChild(b)
  app:mark()
  parent:transition{ from = a, to = b, duration = 0.5 }
  app:settle()
  expect(a.view.superview):toBeNil()
  expect(b.view.superview):toBe(parent.view)
  expect(b.appearState):toBe("disappeared")
  expect_trace(app, { "B loadView", "B viewDidLoad" }, { exact = true })   -- no appearance at all
  app.window.rootViewController = parent    -- its own appearance reaches B now
  app:run()
  expect(b.appearState):toBe("appeared")
end)

scenario("N2: transition between controllers that are not both children raises UIKit's error", function(app)
  local parent, a = withTwoChildren(app)
  local stranger = Child{ name = "Stranger" }
  expect_error(function()
    parent:transition{ from = a, to = stranger, duration = 0.3 }
  end, "Children view controllers <A> and <Stranger> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
end)

scenario("N2: a container that forwards appearance manually cannot transition: UIKit's NSInvalidArgumentException", function(app)
  -- UIKit's header: the method "will fail with an NSInvalidArgumentException if ... the receiver
  -- explicitly forwards its appearance and rotation callbacks to its children".
  local Manual = ViewController:subclass("Manual", {
    shouldAutomaticallyForwardAppearanceMethods = function(self) return false end,
  })
  local parent, a, b = withTwoChildren(app, Manual)
  local completed = false
  expect_error(function()
    parent:transition{ from = a, to = b, duration = 0.3, completion = function() completed = true end }
  end, "NSInvalidArgumentException: -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] cannot be used by <Manual>: it explicitly forwards its appearance callbacks to its children (shouldAutomaticallyForwardAppearanceMethods is NO)")
  app:settle()
  expect(completed):toBe(false)
  expect(b.isViewLoaded):toBe(false)                   -- nothing happened
  expect(a.view.superview):toBe(parent.view)
  expect_trace(app, {}, { exact = true })
end)

scenario("N3: taps are dropped while interaction is ignored during an animation", function(app)
  local root = Parent{}
  app.window.rootViewController = root
  local button = View{ name = "Button", frame = { x = 0, y = 0, width = 44, height = 44 } }
  root.view:addSubview(button)
  app:beginIgnoringInteractionEvents()
  app:animate{ duration = 0.3, animations = function() end,
               completion = function() app:endIgnoringInteractionEvents() end }
  expect(app:tap(button)):toBe(false)
  app:advance(0.2)
  expect(app:tap(button)):toBe(false)
  app:advance(0.1)
  expect(app:tap(button)):toBe(true)
end)
