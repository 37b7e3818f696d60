-- Rule G16: a slider's thumb dragged by a finger: its value follows, valueChanged while it moves
-- or once at the lift; a touch on the track away from the thumb does nothing. See
-- docs/semantics.md.

-- A screen with a slider 231 points wide at (20, 200): its thumb's centre travels 200 points,
-- from x = 35.5 (the minimum) to 235.5 (the maximum) in the window.
local function volume(app)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local slider = Slider{ name = "Volume", frame = { x = 20, y = 200, width = 231, height = 31 },
                         minimumValue = 0, maximumValue = 100, value = 0 }
  root.view:addSubview(slider)
  local heard = {}
  slider:addAction({ identifier = "level", handler = function(action, sender) heard[#heard + 1] = sender.value end }, "valueChanged")
  app:settle()
  app:mark()
  return slider, heard
end

scenario("G16: a finger on the thumb drags it and the value follows, valueChanged with each move", function(app)
  local slider, heard = volume(app)
  expect(slider.value):toBe(0)
  app:pan{ from = { x = 36, y = 215 }, to = { x = 136, y = 215 }, duration = 0.1, steps = 2 }
  expect(slider.value):toBe(50)
  expect(heard):toEqual{ 25, 50 }
  expect_trace(app, { "Volume touchesBegan(36,215)", "Volume beginTracking(16,15)",
                      "Volume touchesMoved(86,215)", "Volume continueTracking(66,15)",
                      "Volume performAction(level, valueChanged)",
                      "Volume touchesMoved(136,215)", "Volume continueTracking(116,15)",
                      "Volume performAction(level, valueChanged)",
                      "Volume touchesEnded(136,215)", "Volume endTracking(116,15)" }, { exact = true })
  -- Past the end the value stays at the maximum, and sends nothing more once there.
  app:pan{ from = { x = 136, y = 215 }, to = { x = 436, y = 215 }, duration = 0.1, steps = 2 }
  expect(slider.value):toBe(100)
  expect(heard):toEqual{ 25, 50, 100 }
end)

scenario("G16: not continuous, valueChanged comes once with the lift; a touch on the track away from the thumb does nothing", function(app)
  local slider, heard = volume(app)
  slider.isContinuous = false
  app:pan{ from = { x = 36, y = 215 }, to = { x = 136, y = 215 }, duration = 0.1, steps = 2 }
  expect(heard):toEqual{ 50 }
  expect_trace(app, { "Volume endTracking(116,15)", "Volume performAction(level, valueChanged)" })
  app:mark()
  app:pan{ from = { x = 200, y = 215 }, to = { x = 100, y = 215 }, duration = 0.1, steps = 2 }
  expect(slider.value):toBe(50)
  expect_trace(app, { "Volume touchesBegan(200,215)", "Volume beginTracking(180,15)",
                      "Volume touchesMoved(150,215)", "Volume touchesMoved(100,215)", "Volume touchesEnded(100,215)" }, { exact = true })
end)

scenario("G16: the value keeps within the range; setting it from code sends nothing", function(app)
  local slider, heard = volume(app)
  slider.value = 150
  expect(slider.value):toBe(100)
  slider:setValue(-5, true)
  expect(slider.value):toBe(0)
  slider.value = 40
  slider.minimumValue = 60                                -- the value rises to the new minimum
  expect(slider.value):toBe(60)
  slider.maximumValue = 50                                -- below the minimum: the minimum follows
  expect(slider.minimumValue):toBe(50)
  expect(slider.value):toBe(50)
  expect(heard):toEqual{}
  expect_error(function() slider.value = 0 / 0 end, "value must be a finite number")
end)
