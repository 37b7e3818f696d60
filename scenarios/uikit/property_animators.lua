-- Rules H1-H6, H12: property animators, their timing curves and springs, animatable properties,
-- UIView's keyframe, spring and transition animations, and changes without animation.
-- See docs/semantics.md.

-- A box at x = 0 and an animator of 1 s moving it to x = 100.
local function slide(app, timing)
  local box = View{ name = "Box", frame = { x = 0, y = 0, width = 10, height = 10 } }
  local options = timing or { curve = "linear" }
  options.name, options.duration = "Slide", 1
  options.animations = function() box.frame = { x = 100, y = 0, width = 10, height = 10 } end
  return box, PropertyAnimator(options)
end

scenario("H1: an animator runs to its end: active, inactive, then its completions with end", function(app)
  local box, animator = slide(app)
  local log = {}
  animator:addCompletion(function(position) log[#log + 1] = "first " .. position end)
  animator:addCompletion(function(position) log[#log + 1] = "second " .. position end)
  expect(animator.state):toBe("inactive")
  app:mark()
  animator:startAnimation()
  expect(box.frame.x):toBe(100)                             -- the model value is final at once
  app:advance(0.25)
  expect(box:presentationFrame().x):toBe(25)
  expect(animator.fractionComplete):toBe(0.25)
  expect(animator.isRunning):toBe(true)
  app:advance(0.75)
  expect(log):toEqual({ "first end", "second end" })
  expect(animator.state):toBe("inactive")
  expect_trace(app, {
    "Slide animatorState(active)",
    "Slide animatorState(inactive)",
    "Slide completion(end)",
  }, { exact = true })
end)

scenario("H1: pause, scrub linearly, reverse, and finish at the start", function(app)
  local box, animator = slide(app, { curve = "easeInOut" })
  local finished
  animator:addCompletion(function(position) finished = position end)
  app:mark()
  animator:pauseAnimation()
  expect(animator.state):toBe("active")
  expect(animator.isRunning):toBe(false)
  animator.fractionComplete = 0.4
  expect(box:presentationFrame().x):toBe(40)               -- scrubsLinearly by default
  animator.isReversed = true
  expect(animator.fractionComplete):toBe(0.6)               -- counted from the end now
  animator:startAnimation()
  app:advance(0.4)
  expect(finished):toBe("start")
  expect(box.frame.x):toBe(0)                               -- back at the start value
  expect_trace(app, {
    "Slide animatorState(active)",
    "Slide animatorState(inactive)",
    "Slide completion(start)",
  }, { exact = true })
end)

scenario("H1: stop keeps what is shown; finish runs the completions; stop(true) skips them", function(app)
  local box, animator = slide(app)
  local log = {}
  animator:addCompletion(function(position) log[#log + 1] = position end)
  app:mark()
  animator:startAnimation()
  app:advance(0.5)
  animator:stopAnimation(false)
  expect(animator.state):toBe("stopped")
  expect(box.frame.x):toBe(50)
  app:settle()
  expect(log):toEqual({})
  animator:finishAnimation("current")
  expect(log):toEqual({ "current" })
  local other, second = slide(app)
  second:addCompletion(function() log[#log + 1] = "never" end)
  second:startAnimation()
  app:advance(0.25)
  second:stopAnimation(true)
  expect(other.frame.x):toBe(25)
  expect_trace(app, {
    "Slide animatorState(active)",
    "Slide animatorState(stopped)",
    "Slide animatorState(inactive)",
    "Slide completion(current)",
    "Slide#2 animatorState(active)",
    "Slide#2 animatorState(inactive)",
  }, { exact = true })
  expect(log):toEqual({ "current" })
end)

scenario("H1: misuse is UIKit's exception: finishing an animator that is not stopped, starting a stopped one", function(app)
  local _, animator = slide(app)
  expect_error(function() animator:finishAnimation("end") end,
    "NSInternalInconsistencyException: finishAnimationAtPosition: should only be called on a stopped animator!")
  expect_error(function() animator:stopAnimation(false) end, "called on an inactive animator")
  animator:startAnimation()
  expect_error(function() animator.isInterruptible = false end, "cannot be changed on an active animator")
  animator:stopAnimation(false)
  expect_error(function() animator:startAnimation() end, "startAnimation] called on a stopped animator")
  expect_error(function() animator:pauseAnimation() end, "pauseAnimation] called on a stopped animator")
  expect(animator.state):toBe("stopped")
  expect_error(function() animator:finishAnimation("middle") end, "position must be \"end\", \"start\" or \"current\"")
end)

scenario("H1: pausesOnCompletion, a delay factor and a start delay", function(app)
  local box, animator = slide(app)
  local dot = View{ name = "Dot" }
  animator:addAnimations(function() dot.alpha = 0 end, 0.5)
  animator.pausesOnCompletion = true
  local ran = false
  animator:addCompletion(function() ran = true end)
  animator:startAnimation(0.5)
  app:advance(0.5)
  expect(box:presentationFrame().x):toBe(0)                 -- still waiting
  app:advance(0.75)
  expect(dot:presentationValue("alpha")):toBe(0.5)          -- its half began at 0.5
  app:advance(1)
  expect(animator.state):toBe("active")
  expect(animator.isRunning):toBe(false)
  expect(animator.fractionComplete):toBe(1)
  expect(ran):toBe(false)
end)

scenario("H1: runningPropertyAnimator starts at once; continueAnimation stretches the rest", function(app)
  local box = View{ name = "Box", frame = { x = 0, y = 0, width = 10, height = 10 } }
  local finished
  app:mark()
  local animator = app:runningPropertyAnimator{ name = "Run", duration = 1, options = "curveLinear",
    animations = function() box.frame = { x = 100, y = 0, width = 10, height = 10 } end,
    completion = function(position) finished = position end }
  expect(animator.isRunning):toBe(true)
  app:advance(0.5)
  animator:pauseAnimation()
  animator:continueAnimation(nil, 2)
  app:advance(0.5)
  expect(box:presentationFrame().x):toBe(75)
  app:advance(0.5)
  expect(finished):toBe("end")
  expect_trace(app, { "Run animatorState(active)", "Run animatorState(inactive)", "Run completion(end)" }, { exact = true })
end)

scenario("H12: continuing with a new curve carries the view on from where it is, blending into the curve", function(app)
  local box, animator = slide(app)                         -- linear, 1 s
  animator:startAnimation()
  app:advance(0.5)
  animator:pauseAnimation()
  expect(box:presentationFrame().x):toBe(50)
  app:mark()
  animator:continueAnimation({ curve = "easeIn" }, 1)
  expect(box:presentationFrame().x):toBe(50)                -- no jump to the ease-in curve's 31.5
  app:advance(0.25)
  local x = box:presentationFrame().x
  expect(x > 50 and x < 75):toBe(true)                     -- the rest starts slowly, ease-in
  expect(math.floor(x * 100 + 0.5) / 100):toBe(65.77)      -- 50 + 50 x easeIn(0.5)
  app:advance(0.25)
  expect(box:presentationFrame().x):toBe(100)
  expect_trace(app, { "Slide animatorState(inactive)", "Slide completion(end)" }, { exact = true })
end)

scenario("H2: control points make a cubic Bézier curve; scrubsLinearly false scrubs along it", function(app)
  local box, animator = slide(app, { controlPoints = { 0.42, 0, 0.58, 1 } })
  animator:pauseAnimation()
  animator.scrubsLinearly = false
  animator.fractionComplete = 0.5
  expect(box:presentationFrame().x):toBe(50)                -- symmetric curve at its middle
  animator.fractionComplete = 0.25
  expect(box:presentationFrame().x < 25):toBe(true)         -- ease-in: slower at the start
  expect_error(function() PropertyAnimator{ duration = 1, curve = "bouncy" } end, "curve must be one of")
end)

scenario("H3: a spring overshoots and settles; a mass-stiffness spring lasts its settling duration", function(app)
  local box, animator = slide(app, { dampingRatio = 0.3 })
  animator:startAnimation()
  local peak = 0
  for _ = 1, 100 do
    app:advance(0.01)
    peak = math.max(peak, box:presentationFrame().x)
  end
  expect(peak > 100):toBe(true)
  expect(animator.state):toBe("inactive")
  local other, physical = slide(app, { spring = { mass = 1, stiffness = 100, damping = 5 } })
  physical:startAnimation()
  app:advance(1)
  expect(physical.state):toBe("active")                      -- the 1 s duration is ignored
  app:settle()
  expect(other.frame.x):toBe(100)
  local bounce = View{ name = "Bounce" }
  app:animate{ duration = 1, dampingRatio = 0.2, animations = function() bounce.alpha = 0 end }
  app:advance(0.3)
  expect(bounce:presentationValue("alpha") < 0):toBe(true)  -- past its end value
end)

scenario("H4: alpha, transform and background colour animate; presentation values mid-flight", function(app)
  local box = View{ name = "Box" }
  box.backgroundColor = { red = 1, green = 0, blue = 0 }
  app:animate{ duration = 1, options = "curveLinear", animations = function()
    box.alpha = 0
    box.transform = { a = 2, d = 2, tx = 10 }
    box.backgroundColor = { red = 0, green = 0, blue = 1 }
  end }
  app:advance(0.5)
  expect(box:presentationValue("alpha")):toBe(0.5)
  expect(box:presentationValue("transform")):toEqual({ a = 1.5, b = 0, c = 0, d = 1.5, tx = 5, ty = 0 })
  expect(box:presentationValue("backgroundColor")):toEqual({ red = 0.5, green = 0, blue = 0.5, alpha = 1 })
  expect(box.transform):toEqual({ a = 2, b = 0, c = 0, d = 2, tx = 10, ty = 0 })
end)

scenario("H5: keyframes, autoreverse, repeat and beginFromCurrentState", function(app)
  local box = View{ name = "Box", frame = { x = 0, y = 0, width = 10, height = 10 } }
  local finished
  app:animateKeyframes{ duration = 1, animations = function()
    app:addKeyframe(0, 0.5, function() box.frame = { x = 100, y = 0, width = 10, height = 10 } end)
    app:addKeyframe(0.5, 0.5, function() box.frame = { x = 100, y = 100, width = 10, height = 10 } end)
  end, completion = function(done) finished = done end }
  app:advance(0.25)
  expect(box:presentationFrame().x):toBe(50)
  app:advance(0.5)
  expect(box:presentationFrame().y):toBe(50)
  app:advance(0.25)
  expect(finished):toBe(true)
  local dot = View{ name = "Dot" }
  app:animate{ duration = 1, options = { "curveLinear", "autoreverse" }, animations = function() dot.alpha = 0 end }
  app:advance(1.5)
  expect(dot:presentationValue("alpha")):toBe(0.5)          -- on its way back
  app:advance(0.5)
  expect(dot:presentationValue("alpha")):toBe(0)            -- then the model value: UIKit's jump
  local spinner = View{ name = "Spinner" }
  local ended = false
  app:animate{ duration = 1, options = { "curveLinear", "repeat" }, animations = function() spinner.alpha = 0 end,
    completion = function() ended = true end }
  app:advance(10.25)
  expect(spinner:presentationValue("alpha")):toBe(0.75)
  expect(ended):toBe(false)
  local mover = View{ name = "Mover", frame = { x = 0, y = 0, width = 10, height = 10 } }
  app:animate{ duration = 1, options = "curveLinear", animations = function() mover.frame = { x = 100, y = 0, width = 10, height = 10 } end }
  app:advance(0.5)
  app:animate{ duration = 1, options = { "curveLinear", "beginFromCurrentState" }, animations = function()
    mover.frame = { x = 0, y = 0, width = 10, height = 10 }
  end }
  expect(mover:presentationFrame().x):toBe(50)
end)

scenario("H5: view transitions are traced; from-to swaps the views and completes after the duration", function(app)
  local container = View{ name = "Container" }
  local old, new = View{ name = "Old" }, View{ name = "New" }
  container:addSubview(old)
  local log = {}
  app:mark()
  app:transition{ with = old, duration = 0.3, options = "transitionCrossDissolve",
    animations = function() old.alpha = 0.5 end, completion = function(done) log[#log + 1] = done end }
  expect(old:presentationValue("alpha")):toBe(0.5)          -- made at once
  app:transition{ from = old, to = new, duration = 0.3, options = "transitionFlipFromLeft",
    completion = function(done) log[#log + 1] = done end }
  expect(#container.subviews):toBe(1)
  expect(container.subviews[1]):toBe(new)
  app:advance(0.3)
  expect(log):toEqual({ true, true })
  expect_trace(app, {
    "Old transition(transitionCrossDissolve)",
    "Container transition(transitionFlipFromLeft)",
  }, { exact = true })
end)

scenario("H6: performWithoutAnimation makes its changes at once, even inside an animations block", function(app)
  local box = View{ name = "Box" }
  app:animate{ duration = 1, options = "curveLinear", animations = function()
    box.alpha = 0
    app:performWithoutAnimation(function() box.frame = { x = 50, y = 0, width = 1, height = 1 } end)
  end }
  app:advance(0.5)
  expect(box:presentationFrame().x):toBe(50)
  expect(box:presentationValue("alpha")):toBe(0.5)
end)

-- An animator whose interruptible animator slides the leaving controller's view out; its
-- completion completes the transition (rule H11).
local function interruptibleSlider()
  local animator = { name = "Slide" }
  function animator:transitionDuration(ctx) return 0.4 end
  function animator:interruptibleAnimator(ctx)
    if self.current then return self.current end
    local leaving = ctx:viewController("from").view
    local drive = PropertyAnimator{ name = "Drive", duration = 0.4, curve = "linear", animations = function()
      leaving.frame = { x = 375, y = 0, width = 375, height = 667 }
    end }
    drive:addCompletion(function(position)
      self.current = nil
      ctx:completeTransition(position == "end")
    end)
    self.current = drive
    return drive
  end
  function animator:animateTransition(ctx) self:interruptibleAnimator(ctx):startAnimation() end
  return animator
end

scenario("H11: a percent-driven pop drives the animator's interruptible animator: scrubbed, cancelled back, then finished", function(app)
  local home = ViewController{ name = "Home" }
  local nav = NavigationController{ name = "Nav", rootViewController = home }
  app.window.rootViewController = nav
  app:run()
  local detail = ViewController{ name = "Detail" }
  nav:pushViewController(detail, false)
  app:run()
  local animator = interruptibleSlider()
  local pan = PercentDrivenInteractiveTransition{ name = "Pan" }
  nav.delegate = {
    animationControllerFor = function(self, navigation, operation) if operation == "pop" then return animator end end,
    interactionControllerFor = function() return pan end,
  }
  app:mark()
  nav:popViewController(true)
  local drive = animator.current
  expect(drive.state):toBe("active")
  expect(drive.isRunning):toBe(false)                       -- held by the interaction
  app:advance(1)
  expect(detail.view:presentationFrame().x):toBe(0)
  pan:update(0.5)
  expect(drive.fractionComplete):toBe(0.5)
  expect(detail.view:presentationFrame().x):toBe(187.5)
  pan:cancel()
  app:advance(0.1)
  local x = detail.view:presentationFrame().x
  expect(math.floor(x * 100 + 0.5) / 100):toBe(93.75)       -- running back: 0.1 of the 0.2 s left
  app:settle()
  expect(nav.topViewController):toBe(detail)
  expect(detail.view.frame.x):toBe(0)
  expect_trace(app, {
    "Detail willMoveToParent(nil)", "delegate animationControllerFor(pop, Detail, Home)", "delegate interactionControllerFor(Slide)",
    "Slide transitionDuration", "Detail viewWillDisappear(true)", "Home viewWillAppear(true)",
    "Home viewIsAppearing(true)", "Home viewWillLayoutSubviews", "Home viewDidLayoutSubviews",
    "Pan startInteractiveTransition", "Slide animateTransition", "Drive animatorState(active)",
    "Slide interruptibleAnimator",
    "Home viewWillDisappear(true)", "Detail viewWillAppear(true)",
    "Drive animatorState(inactive)", "Drive completion(start)",
    "Home viewDidDisappear(true)", "Detail viewIsAppearing(true)", "Detail viewDidAppear(true)", "Detail didMoveToParent(Nav)",
  })
  app:mark()
  nav:popViewController(true)
  pan:update(0.75)
  pan:finish()
  app:advance(0.1)                                           -- the last quarter of 0.4 s
  expect(nav.topViewController):toBe(home)
  expect_trace(app, {
    "Pan startInteractiveTransition", "Slide animateTransition", "Drive#2 animatorState(active)", "Slide interruptibleAnimator",
    "Drive#2 animatorState(inactive)", "Drive#2 completion(end)",
    "Detail viewDidDisappear(true)", "Home viewDidAppear(true)", "Detail didMoveToParent(nil)",
  })
end)
