-- Rules G3-G9, G17: gesture recognizers see the touches of their view and its subviews before the
-- hit view, move through UIKit's state machine, send their actions, compete with each other, and
-- drive the navigation controller's interactive pop. See docs/semantics.md.

-- A root controller on screen whose view holds a panel with a button inside it.
local function screen(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local panel = View{ name = "Panel", frame = { x = 0, y = 100, width = 300, height = 300 } }
  local button = View{ name = "Button", frame = { x = 10, y = 10, width = 50, height = 40 } }
  root.view:addSubview(panel)
  panel:addSubview(button)
  app:settle()
  return root, panel, button
end

scenario("G3, G4, G5, G6: a tap recognizer on the panel sees the touch first, recognizes at the lift, cancels the button's touch, then sends its actions", function(app)
  local _, panel = screen(app)
  local heard = {}
  local Handler = { name = "Handler", handleTap = function(self, r) heard[#heard + 1] = "method " .. r.state end }
  local tap = TapGestureRecognizer{ name = "Tap", target = Handler, action = "handleTap" }
  local note = function(r) heard[#heard + 1] = "function " .. r.state end
  tap:addTarget(note)
  tap:addTarget(note)                  -- a pair already added is ignored, as UIKit ignores it
  tap:addTarget(Handler, "handleTap")
  panel:addGestureRecognizer(tap)
  expect(tap.view):toBe(panel)
  expect(panel.gestureRecognizers):toEqual({ tap })
  expect(tap.isDiscrete):toBe(true)
  app:mark()
  app:tap{ x = 20, y = 120 }
  expect_trace(app, { "Button touchesBegan(20,120)", "Tap state(ended)", "Button touchesCancelled(20,120)",
                      "Tap action(handleTap)", "Tap action(function)" }, { exact = true })
  expect(heard):toEqual({ "method ended", "function ended" })
  expect(tap.state):toBe("possible")            -- reset once the sequence ended

  -- Without cancelsTouchesInView the button keeps its touch; removeTarget drops an action.
  tap.cancelsTouchesInView = false
  tap:removeTarget(Handler, "handleTap")
  app:mark()
  app:tap{ x = 20, y = 120 }
  expect_trace(app, { "Button touchesBegan(20,120)", "Tap state(ended)", "Tap action(function)",
                      "Button touchesEnded(20,120)" }, { exact = true })

  -- A disabled recognizer sees nothing; a removed one neither.
  tap.isEnabled = false
  app:mark()
  app:tap{ x = 20, y = 120 }
  expect_trace(app, { "Button touchesBegan(20,120)", "Button touchesEnded(20,120)" }, { exact = true })
  panel:removeGestureRecognizer(tap)
  expect(tap.view):toBeNil()
  expect(#panel.gestureRecognizers):toBe(0)
end)

scenario("G3: a forbidden transition is ignored with a warning; a script drives the base recognizer", function(app)
  local r = GestureRecognizer{ name = "Custom", action = function() end }
  app:mark()
  r:setState("changed")
  expect(r.state):toBe("possible")
  r:setState("began")
  r:setState("changed")
  r:setState("ended")
  r:setState("possible")
  expect_trace(app, {
    "Custom warning: invalid gesture state transition from possible to changed; it is ignored.",
    "Custom state(began)", "Custom action(function)", "Custom state(changed)", "Custom action(function)",
    "Custom state(ended)", "Custom action(function)",
  }, { exact = true })
  expect_error(function() r:setState("recognized") end, "state must be one of")
end)

scenario("G5: delaysTouchesBegan holds the button's touches until the swipe fails, and drops them when it recognizes", function(app)
  local _, panel = screen(app)
  local swipe = SwipeGestureRecognizer{ name = "Swipe", delaysTouchesBegan = true }
  panel:addGestureRecognizer(swipe)
  app:mark()
  app:pan{ from = { x = 20, y = 120 }, to = { x = 20, y = 180 }, duration = 0.2, steps = 2 }
  expect_trace(app, { "Swipe state(failed)", "Button touchesBegan(20,180)", "Button touchesMoved(20,180)",
                      "Button touchesEnded(20,180)" }, { exact = true })
  app:mark()
  app:pan{ from = { x = 20, y = 120 }, to = { x = 120, y = 120 }, duration = 0.2, steps = 2 }
  expect_trace(app, { "Swipe state(ended)" }, { exact = true })
end)

scenario("G7, G8: a single tap waits for the double tap to fail; two taps in a row are the double tap's", function(app)
  local _, panel = screen(app)
  local single = TapGestureRecognizer{ name = "Single" }
  local double = TapGestureRecognizer{ name = "Double", numberOfTapsRequired = 2 }
  single:requireToFail(double)
  panel:addGestureRecognizer(single)
  panel:addGestureRecognizer(double)
  app:mark()
  app:tap{ x = 150, y = 250 }
  expect_trace(app, { "Panel touchesBegan(150,250)", "Double state(failed)", "Single state(ended)",
                      "Panel touchesCancelled(150,250)" }, { exact = true })
  app:mark()
  app:tap{ x = 150, y = 250, taps = 2 }
  expect_trace(app, { "Panel touchesBegan(150,250)", "Panel touchesEnded(150,250)", "Panel touchesBegan(150,250)",
                      "Double state(ended)", "Panel touchesCancelled(150,250)", "Single state(failed)" }, { exact = true })
  expect_error(function() app:tap{ x = 1, y = 1, taps = 0 } end, "taps must be an integer from 1 to 10")
end)

scenario("G7: nested pans: the inner one wins, a delegate lets both run, shouldBegin false hands it to the outer one", function(app)
  local _, panel, button = screen(app)
  local outer = PanGestureRecognizer{ name = "Outer" }
  local inner = PanGestureRecognizer{ name = "Inner" }
  panel:addGestureRecognizer(outer)
  button:addGestureRecognizer(inner)
  local function drag()
    app:mark()
    app:pan{ from = { x = 20, y = 120 }, to = { x = 60, y = 120 }, duration = 0.1, steps = 2 }
  end
  drag()
  expect_trace(app, { "Inner state(began)", "Outer state(failed)", "Inner state(changed)", "Inner state(ended)" })
  outer.delegate = { name = "Together", shouldRecognizeSimultaneouslyWith = function(self, r, other) return other == inner end }
  drag()
  -- Asked when Inner would block Outer, and again when Outer begins beside Inner.
  expect_trace(app, { "Inner state(began)", "Together shouldRecognizeSimultaneouslyWith(Inner)",
                      "Together shouldRecognizeSimultaneouslyWith(Inner)", "Outer state(began)",
                      "Inner state(changed)", "Outer state(changed)", "Inner state(ended)", "Outer state(ended)" })
  inner.delegate = { name = "Refuses", gestureRecognizerShouldBegin = function(self, r) return false end }
  outer.delegate = nil
  drag()
  expect_trace(app, { "Refuses gestureRecognizerShouldBegin", "Inner state(failed)", "Outer state(began)",
                      "Outer state(changed)", "Outer state(ended)" })
  inner.delegate = { name = "Waits", shouldRequireFailureOf = function(self, r, other) return other == outer end }
  drag()
  expect_trace(app, { "Waits shouldRequireFailureOf(Outer)", "Outer state(began)", "Inner state(failed)",
                      "Outer state(changed)", "Outer state(ended)" })
end)

scenario("G4: a delegate's shouldReceive sees the Touch and may keep the recognizer out", function(app)
  local _, panel = screen(app)
  local seen
  local tap = TapGestureRecognizer{ name = "Tap", delegate = {
    name = "Picky",
    shouldReceive = function(self, r, touch)
      seen = { touch.phase, touch.view.name, touch:location(panel).x, touch.tapCount }
      return touch:location(nil).y > 200
    end,
  } }
  panel:addGestureRecognizer(tap)
  app:mark()
  app:tap{ x = 20, y = 120 }
  expect(seen):toEqual({ "began", "Button", 20, 1 })
  expect_trace(app, { "Picky shouldReceive(20,120)", "Button touchesBegan(20,120)", "Button touchesEnded(20,120)" },
               { exact = true })
  app:mark()
  app:tap{ x = 150, y = 250 }
  expect_trace(app, { "Picky shouldReceive(150,250)", "Panel touchesBegan(150,250)", "Tap state(ended)",
                      "Panel touchesCancelled(150,250)" }, { exact = true })
end)

scenario("G8: a pan's translation and velocity, read in its actions; setTranslation rebases it", function(app)
  local _, panel = screen(app)
  local log = {}
  local pan = PanGestureRecognizer{ name = "Pan", action = function(r)
    local t, v = r:translation(panel), r:velocity(panel)
    log[#log + 1] = string.format("%s %g,%g v%g loc%g", r.state, t.x, t.y, v.x, r:location(panel).x)
    if r.state == "changed" then r:setTranslation({ x = 0, y = 0 }, panel) end
  end }
  panel:addGestureRecognizer(pan)
  app:pan{ from = { x = 100, y = 200 }, to = { x = 120, y = 200 }, duration = 0.2, steps = 4 }
  expect(log):toEqual({ "began 10,0 v100 loc110", "changed 15,0 v100 loc115", "changed 5,0 v100 loc120", "ended 0,0 v100 loc120" })
  -- Less than 10 points is no pan at all.
  app:mark()
  app:pan{ from = { x = 100, y = 200 }, to = { x = 108, y = 200 }, duration = 0.2, steps = 2 }
  expect_trace(app, { "Pan state(failed)" })
end)

scenario("G8: an edge pan, a swipe, a long press on the clock and a two-finger pinch", function(app)
  local root = screen(app)
  local edge = ScreenEdgePanGestureRecognizer{ name = "Edge", edges = "left" }
  root.view:addGestureRecognizer(edge)
  expect(edge.edges):toEqual({ "left" })
  app:mark()
  app:pan{ from = { x = 100, y = 500 }, to = { x = 200, y = 500 }, duration = 0.1, steps = 2 }
  app:edgePan{ edge = "left", at = 500, distance = 100, duration = 0.1, steps = 2 }
  expect_trace(app, { "Edge state(failed)", "Edge state(began)", "Edge state(changed)", "Edge state(ended)" })
  root.view:removeGestureRecognizer(edge)

  local swipe = SwipeGestureRecognizer{ name = "Swipe", direction = { "left", "up" } }
  root.view:addGestureRecognizer(swipe)
  app:mark()
  app:pan{ from = { x = 300, y = 500 }, to = { x = 200, y = 500 }, duration = 0.1, steps = 4 }
  app:pan{ from = { x = 100, y = 500 }, to = { x = 200, y = 500 }, duration = 0.1, steps = 4 }
  expect_trace(app, { "Swipe state(ended)", "Swipe state(failed)" })
  root.view:removeGestureRecognizer(swipe)

  local press = LongPressGestureRecognizer{ name = "Press", minimumPressDuration = 0.5 }
  root.view:addGestureRecognizer(press)
  app:mark()
  app:longPress{ at = { x = 300, y = 500 }, duration = 0.4 }
  local start = app.time
  app:longPress{ at = { x = 300, y = 500 }, duration = 0.6 }
  expect(app.time - start):toBe(0.6)
  expect_trace(app, { "Press state(failed)", "Press state(began)", "Press state(ended)" })
  root.view:removeGestureRecognizer(press)

  local scales = {}
  local pinch = PinchGestureRecognizer{ name = "Pinch", action = function(r)
    scales[#scales + 1] = string.format("%s %g v%g", r.state, r.scale, r.velocity)
  end }
  root.view:addGestureRecognizer(pinch)
  app:mark()
  local hits = app:pinch{ at = { x = 200, y = 500 }, from = 100, to = 200, duration = 0.2, steps = 2 }
  expect(hits):toEqual({ root.view, root.view })
  expect(scales):toEqual({ "began 1.5 v5", "changed 2 v5", "ended 2 v5" })
  expect_trace(app, { "Root.view touchesBegan(150,500)", "Root.view touchesBegan(250,500)", "Pinch state(began)",
                      "Root.view touchesCancelled(125,500)", "Root.view touchesCancelled(275,500)", "Pinch action(function)",
                      "Pinch state(changed)", "Pinch action(function)", "Pinch state(ended)", "Pinch action(function)" },
               { exact = true })
  expect_error(function() app:pinch{ at = { x = 1, y = 1 } } end, "app:pinch needs from= and to=")
end)

-- A navigation controller with A at the root and B pushed, on screen.
local function stack(app)
  local a, b = ViewController{ name = "A" }, ViewController{ name = "B" }
  local nav = NavigationController{ name = "Nav", rootViewController = a }
  app.window.rootViewController = nav
  app:settle()
  return nav, a, b
end

scenario("G9: the interactive pop gesture does not begin with one controller, cancels short of half the width, pops past it", function(app)
  local nav, a, b = stack(app)
  local pop = nav.interactivePopGestureRecognizer
  expect(pop.view):toBe(nav.view)
  expect(pop.edges):toEqual({ "left" })
  app:mark()
  app:edgePan{ edge = "left", distance = 100, duration = 0.1, steps = 2 }
  expect_trace(app, { "Nav.interactivePopGestureRecognizer state(failed)" })
  nav:pushViewController(b, false)
  app:settle()

  -- A short pan: the pop begins, follows the finger, and is cancelled at the lift.
  app:mark()
  app:edgePan{ edge = "left", distance = 100, duration = 0.25, steps = 2 }
  expect(nav.viewControllers):toEqual({ a, b })
  expect_trace(app, {
    "B.view touchesBegan(0,333.5)", "Nav.interactivePopGestureRecognizer state(began)",
    "B.view touchesCancelled(50,333.5)", "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)",
    "B viewWillDisappear(true)", "A viewWillAppear(true)", "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews",
    "A viewIsAppearing(true)", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
    "Nav.interactivePopGestureRecognizer state(changed)",
    "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)",
    "Nav.interactivePopGestureRecognizer state(ended)",
    "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)", "A viewWillDisappear(true)",
    "A viewDidDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing(true)", "B viewDidAppear(true)",
  }, { exact = true })

  -- Past half the width, slowly: the pop finishes.
  app:mark()
  app:edgePan{ edge = "left", distance = 200, duration = 0.5, steps = 2 }
  expect(nav.viewControllers):toEqual({ a })
  expect_trace(app, {
    "B.view touchesBegan(0,333.5)", "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews",
    "Nav.interactivePopGestureRecognizer state(began)", "B.view touchesCancelled(100,333.5)",
    "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)", "B viewWillDisappear(true)",
    "A viewWillAppear(true)", "Nav viewWillLayoutSubviews", "Nav viewDidLayoutSubviews", "A viewIsAppearing(true)",
    "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "Nav.interactivePopGestureRecognizer state(changed)",
    "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)",
    "Nav.interactivePopGestureRecognizer state(ended)",
    "Nav.interactivePopGestureRecognizer action(handleNavigationTransition:)", "B willMoveToParent(nil)",
    "B viewDidDisappear(true)", "A viewDidAppear(true)", "B didMoveToParent(nil)",
  }, { exact = true })
end)

scenario("G9: an app's delegate on the pop gesture answers shouldBegin; a disabled gesture leaves the stack alone", function(app)
  local nav, a, b = stack(app)
  nav:pushViewController(b, false)
  app:settle()
  local pop = nav.interactivePopGestureRecognizer
  pop.delegate = { name = "NoSwipe", gestureRecognizerShouldBegin = function(self, r) return false end }
  app:mark()
  app:edgePan{ edge = "left", distance = 250 }
  expect(nav.viewControllers):toEqual({ a, b })
  expect_trace(app, { "NoSwipe gestureRecognizerShouldBegin", "Nav.interactivePopGestureRecognizer state(failed)" })
  pop.delegate = nil
  pop.isEnabled = false
  app:edgePan{ edge = "left", distance = 250 }
  expect(nav.viewControllers):toEqual({ a, b })
  pop.isEnabled = true
  app:edgePan{ edge = "left", distance = 250, duration = 0.5 }
  expect(nav.viewControllers):toEqual({ a })
end)

scenario("G6: a target without the action's method is UIKit's unrecognized selector", function(app)
  local _, panel = screen(app)
  panel:addGestureRecognizer(TapGestureRecognizer{ name = "Tap", target = { name = "Target" }, action = "handleTap" })
  expect_error(function() app:tap{ x = 150, y = 250 } end, "unrecognized selector sent to instance: Target has no method handleTap")
end)

scenario("G17: two fingers turning a quarter turn: the rotation recognizer begins, changes and ends with the angle in radians", function(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local photo = View{ name = "Photo", frame = { x = 50, y = 200, width = 200, height = 200 } }
  root.view:addSubview(photo)
  local turns, velocity = {}, nil
  local rotation = RotationGestureRecognizer{ name = "Turn", action = function(r)
    turns[#turns + 1] = r.state .. " " .. math.floor(r.rotation * 1000 + 0.5) / 1000
    velocity = r.velocity
  end }
  photo:addGestureRecognizer(rotation)
  app:settle()
  app:mark()
  local hits = app:rotateFingers{ at = { x = 150, y = 300 }, distance = 100, to = math.pi / 2, duration = 0.2, steps = 2 }
  expect(hits):toEqual{ photo, photo }
  expect(turns):toEqual{ "began 0.785", "changed 1.571", "ended 1.571" }
  expect(math.floor(velocity * 100 + 0.5) / 100):toBe(7.85)   -- an eighth of a turn in 0.1 s
  expect(rotation.rotation):toBe(0)                            -- reset once the fingers lifted
  expect_trace(app, { "Turn state(began)", "Turn action(function)", "Turn state(changed)", "Turn action(function)",
                      "Turn state(ended)", "Turn action(function)" })
  -- A pinch that does not turn leaves it possible: it fails at the lift.
  app:mark()
  app:pinch{ at = { x = 150, y = 300 }, from = 50, to = 150 }
  expect_trace(app, { "Turn state(failed)" })
  expect_error(function() app:rotateFingers{ at = { x = 150, y = 300 }, to = 1 } end, "app:rotateFingers needs distance=")
end)
