-- Rules G10-G12: controls. A control's dispatch table sends its targets' actions and its
-- handlers for the events its tracking of a finger produces (touch down, drags inside and
-- outside its tracking area, touch up inside or outside, cancel); buttons and switches.
-- See docs/semantics.md.

-- A form on screen with an OK button (20,100 100x44) whose taps the form handles.
local function form(app)
  local Form = ViewController:subclass("Form", {
    save = function(self, sender) self.saves = (self.saves or 0) + 1 end,
    track = function(self, sender) end,
  })
  local root = Form{ name = "Form" }
  app.window.rootViewController = root
  local ok = Button{ name = "OK", frame = { x = 20, y = 100, width = 100, height = 44 }, title = "OK" }
  root.view:addSubview(ok)
  app:settle()
  return root, ok
end

scenario("G10: several targets and handlers hear an event in the order they were added; sendActions sends from code", function(app)
  local root, ok = form(app)
  local log = {}
  local other = { name = "Analytics", record = function(self, sender) log[#log + 1] = "record " .. sender.name end }
  ok:addTarget(root, "save", "touchUpInside")
  ok:addAction({ identifier = "haptic", handler = function(action, sender) log[#log + 1] = action.identifier end }, "touchUpInside")
  ok:addTarget(other, "record", { "touchUpInside", "touchUpOutside" })
  ok:addTarget(root, "save", "touchUpInside")              -- the same pair again: still one entry
  expect(ok:actions(root, "touchUpInside")):toEqual{ "save" }
  expect(ok.allControlEvents):toEqual{ "touchUpInside", "touchUpOutside" }
  app:mark()
  ok:sendActions("touchUpInside")
  expect(root.saves):toBe(1)
  expect(log):toEqual{ "haptic", "record OK" }
  expect_trace(app, {
    "OK sendAction(save, Form, touchUpInside)",
    "OK performAction(haptic, touchUpInside)",
    "OK sendAction(record, Analytics, touchUpInside)",
  }, { exact = true })
  -- Removing the events leaves an entry with none removed; a handler with the same
  -- identifier replaces the old one.
  ok:removeTarget(other, "record", "touchUpInside")
  ok:addAction({ identifier = "haptic", handler = function() log[#log + 1] = "new haptic" end }, "touchUpInside")
  ok:removeTarget(root, nil, "allEvents")
  app:mark()
  ok:sendActions{ "touchUpInside", "touchUpOutside" }
  expect(log[#log - 1]):toBe("new haptic")
  expect_trace(app, {
    "OK performAction(haptic, touchUpInside)",
    "OK sendAction(record, Analytics, touchUpOutside)",
  }, { exact = true })
  expect_error(function() ok:addTarget(root, "save", "touchUpSideways") end, "events must be one of")
end)

scenario("G10: a nil target goes up the responder chain to the first responder that has the action", function(app)
  local root, ok = form(app)
  local panel = View{ name = "Panel", frame = { x = 0, y = 300, width = 375, height = 100 } }
  root.view:addSubview(panel)
  local inner = Button{ name = "Inner", frame = { x = 0, y = 0, width = 100, height = 44 } }
  panel:addSubview(inner)
  inner:addTarget(nil, "save", "touchUpInside")
  inner:addTarget(nil, "nobodyHasThis", "touchUpInside")   -- dropped: no responder has it
  app:mark()
  expect(app:tap{ x = 10, y = 310 }):toBe(inner)
  expect(root.saves):toBe(1)                                -- Inner, Panel, the form's view, then the form
  expect_trace(app, {
    "Inner touchesBegan(10,310)", "Inner beginTracking(10,10)",
    "Inner touchesEnded(10,310)", "Inner endTracking(10,10)",
    "Inner sendAction(save, nil, touchUpInside)", "Inner sendAction(nobodyHasThis, nil, touchUpInside)",
  }, { exact = true })
end)

scenario("G11: a tap tracks the finger: touchDown and highlight, then touchUpInside with the button's primary action", function(app)
  local root, ok = form(app)
  local states = {}
  ok:addTarget(root, "track", "allEvents")
  ok:addAction({ identifier = "look", handler = function(_, sender) states[#states + 1] = sender.state end }, { "touchDown", "touchUpInside" })
  app:mark()
  expect(app:tap{ x = 30, y = 110 }):toBe(ok)
  expect(states):toEqual{ "normal", "normal" }              -- highlighted after touchDown's actions, cleared before touch up's
  expect_trace(app, {
    "OK touchesBegan(30,110)", "OK beginTracking(10,10)",
    "OK sendAction(track, Form, touchDown)", "OK performAction(look, touchDown)",
    "OK touchesEnded(30,110)", "OK endTracking(10,10)",
    "OK sendAction(track, Form, touchUpInside|primaryActionTriggered)", "OK performAction(look, touchUpInside)",
  }, { exact = true })
end)

scenario("G11: a finger dragged past the 70-point margin exits and lifts outside; within it, the lift is a tap", function(app)
  local root, ok = form(app)
  ok:addTarget(root, "track", "allTouchEvents")
  app:mark()
  -- Down at (30,110), then to x=115 (within the margin of the right edge, 120 + 70) and x=200
  -- (past it).
  app:pan{ from = { x = 30, y = 110 }, to = { x = 200, y = 110 }, duration = 0.2, steps = 2 }
  expect(ok.isHighlighted):toBe(false)
  expect_trace(app, {
    "OK touchesBegan(30,110)", "OK beginTracking(10,10)", "OK sendAction(track, Form, touchDown)",
    "OK touchesMoved(115,110)", "OK continueTracking(95,10)", "OK sendAction(track, Form, touchDragInside)",
    "OK touchesMoved(200,110)", "OK continueTracking(180,10)", "OK sendAction(track, Form, touchDragOutside|touchDragExit)",
    "OK touchesEnded(200,110)", "OK endTracking(180,10)", "OK sendAction(track, Form, touchUpOutside)",
  }, { exact = true })
  app:mark()
  -- Down, then y 173.3 (within 70 points of the bottom, 144), 236.7 and 300 (past it).
  app:pan{ from = { x = 30, y = 110 }, to = { x = 30, y = 300 }, duration = 0.3, steps = 3 }
  expect_trace(app, {
    "OK sendAction(track, Form, touchDown)",
    "OK sendAction(track, Form, touchDragInside)",
    "OK sendAction(track, Form, touchDragOutside|touchDragExit)",
    "OK sendAction(track, Form, touchDragOutside)",
    "OK sendAction(track, Form, touchUpOutside)",
  })
  app:mark()
  -- Lifted 60 points right of the button: still inside the tracking area, a tap.
  app:pan{ from = { x = 30, y = 110 }, to = { x = 180, y = 110 }, duration = 0.1, steps = 1 }
  expect_trace(app, {
    "OK sendAction(track, Form, touchDown)",
    "OK sendAction(track, Form, touchDragInside)",
    "OK sendAction(track, Form, touchUpInside)",          -- the events it listens to: not the primary action
  })
end)

scenario("G11: a disabled control takes no touch: it goes to the view behind", function(app)
  local root, ok = form(app)
  ok:addTarget(root, "save", "touchUpInside")
  ok.isEnabled = false
  expect(ok.state):toBe("disabled")
  expect(app:tap{ x = 30, y = 110 }):toBe(root.view)
  expect(root.saves):toBeNil()
  ok.isEnabled = true
  ok.isSelected = true
  expect(ok.state):toBe("selected")
  expect(app:tap{ x = 30, y = 110 }):toBe(ok)
  expect(root.saves):toBe(1)
end)

scenario("G12: a button's title per state falls back to the normal one", function(app)
  local _, ok = form(app)
  ok:setTitle("Saving", "highlighted")
  expect(ok:title("normal")):toBe("OK")
  expect(ok:title("highlighted")):toBe("Saving")
  expect(ok:title("selected")):toBe("OK")
  expect(ok.currentTitle):toBe("OK")
  ok.isHighlighted = true
  expect(ok.currentTitle):toBe("Saving")
  ok:setTitle(nil, "normal")
  ok.isHighlighted = false
  expect(ok.currentTitle):toBeNil()
end)

scenario("G12: a switch's tap turns it and sends valueChanged; setOn and isOn from code send nothing", function(app)
  local root = form(app)
  local wifi = Switch{ name = "Wifi", frame = { x = 20, y = 200, width = 51, height = 31 } }
  root.view:addSubview(wifi)
  local seen = {}
  wifi:addAction({ identifier = "changed", handler = function(_, sender) seen[#seen + 1] = sender.isOn end }, "valueChanged")
  wifi:addTarget(root, "track", "touchUpInside")
  app:mark()
  app:tap{ x = 30, y = 210 }
  expect(wifi.isOn):toBe(true)
  wifi:setOn(false, true)
  wifi.isOn = true
  app:tap{ x = 30, y = 210 }
  expect(seen):toEqual{ true, false }
  expect_trace(app, {
    "Wifi touchesBegan(30,210)", "Wifi beginTracking(10,10)", "Wifi touchesEnded(30,210)", "Wifi endTracking(10,10)",
    "Wifi performAction(changed, valueChanged)",
    "Wifi touchesBegan(30,210)", "Wifi beginTracking(10,10)", "Wifi touchesEnded(30,210)", "Wifi endTracking(10,10)",
    "Wifi performAction(changed, valueChanged)",
  }, { exact = true })
end)

scenario("G12: a segmented control's tap selects a segment and sends valueChanged; a tap on the selected one, or from code, sends nothing", function(app)
  local root = form(app)
  local tabs = SegmentedControl{ name = "Tabs", frame = { x = 0, y = 300, width = 300, height = 32 }, items = { "Day", "Week", "Month" } }
  root.view:addSubview(tabs)
  local picked = {}
  tabs:addAction({ identifier = "pick", handler = function(_, sender) picked[#picked + 1] = sender.selectedSegmentIndex end }, "valueChanged")
  expect(tabs.selectedSegmentIndex):toBe(-1)
  app:mark()
  app:tap{ x = 150, y = 310 }                               -- the middle third: "Week"
  app:tap{ x = 160, y = 310 }                               -- the same segment again
  tabs.selectedSegmentIndex = 2
  app:tap{ x = 10, y = 310 }
  expect(picked):toEqual{ 1, 0 }
  expect(tabs:titleForSegment(1)):toBe("Week")
  expect_trace(app, { "Tabs performAction(pick, valueChanged)", "Tabs performAction(pick, valueChanged)" })
  tabs.isMomentary = true
  app:tap{ x = 250, y = 310 }
  expect(picked[#picked]):toBe(2)
  expect(tabs.selectedSegmentIndex):toBe(-1)
  tabs:removeSegment(0)
  expect(tabs.numberOfSegments):toBe(2)
end)
