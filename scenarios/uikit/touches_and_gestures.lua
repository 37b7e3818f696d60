-- Rules G1 (hit testing) and G2 (touches and the responder chain): scripted touches on the
-- virtual clock go to the view hit testing finds. See docs/semantics.md.

-- A root controller on screen whose view holds a panel with a button inside it.
local function screen(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local panel = View{ name = "Panel", frame = { x = 0, y = 100, width = 200, height = 200 } }
  local button = View{ name = "Button", frame = { x = 10, y = 10, width = 50, height = 40 } }
  root.view:addSubview(panel)
  panel:addSubview(button)
  app:settle()
  return root, panel, button
end

scenario("G1: hit testing finds the frontmost deepest view; hidden, disabled and transparent views are skipped", function(app)
  local root, panel, button = screen(app)
  expect(app.window:hitTest{ x = 20, y = 120 }):toBe(button)
  expect(app.window:hitTest{ 150, 250 }):toBe(panel)
  expect(app.window:hitTest{ x = 300, y = 50 }):toBe(root.view)
  expect(panel:hitTest{ x = 20, y = 20 }):toBe(button)     -- the panel's own coordinates
  expect(panel:pointInside{ x = 199, y = 0 }):toBe(true)
  expect(panel:pointInside{ x = 200, y = 0 }):toBe(false)   -- the right edge is out
  -- A later sibling lies in front.
  local cover = View{ name = "Cover", frame = { x = 0, y = 0, width = 30, height = 30 } }
  panel:addSubview(cover)
  expect(app.window:hitTest{ x = 20, y = 120 }):toBe(cover)
  cover.hidden = true
  expect(app.window:hitTest{ x = 20, y = 120 }):toBe(button)
  button.alpha = 0.005
  expect(app.window:hitTest{ x = 20, y = 120 }):toBe(panel)
  button.alpha = 0.01
  expect(app.window:hitTest{ x = 20, y = 120 }):toBe(button)
  panel.userInteractionEnabled = false
  expect(app.window:hitTest{ x = 20, y = 120 }):toBe(root.view)
  expect(app.window:hitTest{ x = -1, y = 10 }):toBe(nil)
end)

scenario("G1: a touch while interaction events are ignored is dropped and traced", function(app)
  local _, _, button = screen(app)
  app:mark()
  app:beginIgnoringInteractionEvents()
  app:animate{ duration = 0.3, animations = function() end,
               completion = function() app:endIgnoringInteractionEvents() end }
  expect(app:tap{ x = 20, y = 120 }):toBe(nil)
  app:advance(0.3)
  expect(app:tap{ x = 20, y = 120 }):toBe(button)
  expect_trace(app, { "app touchDropped(20,120)", "Button touchesBegan(20,120)", "Button touchesEnded(20,120)" }, { exact = true })
end)

scenario("G2: a tap sends the hit view touchesBegan and touchesEnded and calls its onTap", function(app)
  local _, _, button = screen(app)
  local taps = 0
  button.onTap = function(view) taps = taps + 1 end
  app:mark()
  expect(app:tap{ x = 15, y = 115 }):toBe(button)
  expect(taps):toBe(1)
  expect_trace(app, { "Button touchesBegan(15,115)", "Button touchesEnded(15,115)" }, { exact = true })
end)

scenario("G2: a pan moves on the virtual clock, the hit view keeps the touch", function(app)
  local _, panel = screen(app)
  local times = {}
  app:after(0.1, function() times[#times + 1] = app.time end)
  app:mark()
  local start = app.time
  expect(app:pan{ from = { x = 100, y = 250 }, to = { x = 300, y = 250 }, duration = 0.2, steps = 2 }):toBe(panel)
  expect(app.time - start):toBe(0.2)
  expect(#times):toBe(1)   -- the timer fired during the pan
  expect_trace(app, { "Panel touchesBegan(100,250)", "Panel touchesMoved(200,250)", "Panel touchesMoved(300,250)",
                      "Panel touchesEnded(300,250)" }, { exact = true })
end)

scenario("G2: an edge pan starts on the screen's edge; a long press holds on the clock", function(app)
  local root = screen(app)
  app:mark()
  expect(app:edgePan{ edge = "left", at = 400, distance = 60, duration = 0.1, steps = 2 }):toBe(root.view)
  expect_trace(app, { "Root.view touchesBegan(0,400)", "Root.view touchesMoved(30,400)", "Root.view touchesMoved(60,400)",
                      "Root.view touchesEnded(60,400)" }, { exact = true })
  app:mark()
  local start = app.time
  app:longPress{ at = { x = 5, y = 400 }, duration = 0.8 }
  expect(app.time - start):toBe(0.8)
  expect_trace(app, { "Root.view touchesBegan(5,400)", "Root.view touchesEnded(5,400)" }, { exact = true })
end)

scenario("G2: mistakes in a touch's table fail with a clear message", function(app)
  screen(app)
  expect_error(function() app:pan{ from = { x = 1, y = 1 }, to = { x = 2, y = 2 }, steps = 0 } end, "steps must be an integer from 1 to 1000")
  expect_error(function() app:edgePan{ edge = "middle" } end, "edge must be one of")
  expect_error(function() app:longPress{ at = { x = "a" } } end, "at.x must be a finite number")
  expect_error(function() app:pan{ from = { 1, 1 }, to = { 5, 5 }, duraton = 1 } end, "unknown key duraton")
end)
