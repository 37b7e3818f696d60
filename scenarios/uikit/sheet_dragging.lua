-- Rule G14: a sheet dragged by a finger. A vertical pan on the presented sheet's view moves
-- it; the release rests it at the detent nearest the height it projects to (a change of
-- detent is the user's: the delegate hears it, M3), and pulled down past its smallest detent
-- it is the interactive dismissal of S9: finished when it projects below half that detent,
-- refused when the sheet is modal. See docs/semantics.md.

local Screen = ViewController:subclass("Screen")

-- The sheet's pan recognizer (G15) changing to `state`, and its handlePan: that drags the sheet.
local function pan(state) return "Sheet.sheetPanGestureRecognizer state(" .. state .. ")" end
local handlePan = "Sheet.sheetPanGestureRecognizer action(handlePan:)"

-- A root on screen presenting a medium/large sheet whose delegate records what it hears.
local function presented(app)
  local root = Screen{ name = "Root" }
  app.window.rootViewController = root
  app:settle()
  local sheet = Screen{ name = "Sheet" }
  local detents = sheet.sheetPresentationController
  detents.detents = { "medium", "large" }
  local heard = {}
  sheet.presentationDelegate = { name = "Sheets",
    sheetPresentationControllerDidChangeSelectedDetentIdentifier = function() heard[#heard + 1] = "detent " .. detents.selectedDetentIdentifier end,
    presentationControllerWillDismiss = function() heard[#heard + 1] = "willDismiss" end,
    presentationControllerDidDismiss = function() heard[#heard + 1] = "didDismiss" end,
    presentationControllerDidAttemptToDismiss = function() heard[#heard + 1] = "attempt" end,
  }
  root:present(sheet, true)
  app:settle()
  app:mark()
  return root, sheet, detents, heard
end

scenario("G14: a flick up on a medium sheet rests it at large; a slow small drag springs back to where it was", function(app)
  local root, sheet, detents, heard = presented(app)
  expect(sheet.view.frame.y):toBe(333.5)
  -- 100 points up in 0.1 s: the sheet's top at 253.5 projects 499 points higher: large.
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 300 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(detents.selectedDetentIdentifier):toBe("large")
  expect(sheet.view.frame):toEqual{ x = 0, y = 0, width = 375, height = 667 }
  expect(heard):toEqual{ "detent large" }
  -- The sheet follows the finger: its pan begins at the first move (20 points), cancelling the
  -- view's touch; its height changes with each move, and each turn of the run loop lays it out (L2).
  local layout = { "Sheet viewWillLayoutSubviews", "Sheet viewDidLayoutSubviews" }
  expect_trace(app, { "Sheet.view touchesBegan(100,400)", pan("began"), "Sheet.view touchesCancelled(100,380)", handlePan,
                      pan("changed"), handlePan, layout[1], layout[2], pan("changed"), handlePan, layout[1], layout[2],
                      pan("changed"), handlePan, layout[1], layout[2], pan("changed"), handlePan, pan("ended"), handlePan,
                      "Sheets sheetPresentationControllerDidChangeSelectedDetentIdentifier",
                      "Sheet viewSafeAreaInsetsDidChange", layout[1], layout[2] }, { exact = true })
  -- 60 points down, held: the height 607 is nearest large: it stays, the delegate hears nothing.
  app:pan{ from = { x = 100, y = 100 }, to = { x = 100, y = 160 }, duration = 0.3, steps = 3, hold = 0.2 }
  app:settle()
  expect(sheet.view.frame.y):toBe(0)
  expect(#heard):toBe(1)
end)

scenario("G14, S9: pulled down past the smallest detent and flicked, the sheet is dismissed with its whole trace", function(app)
  local root, sheet, detents, heard = presented(app)
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 600 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(root.presentedViewController):toBeNil()
  expect(heard):toEqual{ "willDismiss", "didDismiss" }
  expect_trace(app, {
    "Sheet.view touchesBegan(100,400)", pan("began"), "Sheet.view touchesCancelled(100,440)", handlePan,
    pan("changed"), handlePan, "Sheets presentationControllerWillDismiss", "Sheet viewWillDisappear(true)",
    "Sheet viewWillLayoutSubviews", "Sheet viewDidLayoutSubviews", pan("changed"), handlePan,
    "Sheet viewWillLayoutSubviews", "Sheet viewDidLayoutSubviews", pan("changed"), handlePan,
    "Sheet viewWillLayoutSubviews", "Sheet viewDidLayoutSubviews", pan("changed"), handlePan, pan("ended"), handlePan,
    "Sheet viewDidDisappear(true)", "Sheets presentationControllerDidDismiss",
  }, { exact = true })
end)

scenario("G14, S9: pulled down a little and let go, the dismissal is cancelled and the sheet comes back", function(app)
  local root, sheet, detents, heard = presented(app)
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 450 }, duration = 0.5, steps = 5, hold = 0.2 }
  app:settle()
  expect(root.presentedViewController):toBe(sheet)
  expect(sheet.view.frame.y):toBe(333.5)
  expect(heard):toEqual{ "willDismiss" }
  expect_trace(app, {
    "Sheets presentationControllerWillDismiss", "Sheet viewWillDisappear(true)",
    "Sheet viewWillAppear(true)", "Sheet viewDidAppear(true)",
  })
end)

scenario("G14, S9: a modal sheet pulled down is refused and springs back", function(app)
  local root, sheet, detents, heard = presented(app)
  sheet.isModalInPresentation = true
  app:pan{ from = { x = 100, y = 400 }, to = { x = 100, y = 600 }, duration = 0.1, steps = 5 }
  app:settle()
  expect(root.presentedViewController):toBe(sheet)
  expect(sheet.view.frame.y):toBe(333.5)
  expect(heard):toEqual{ "attempt" }
end)
