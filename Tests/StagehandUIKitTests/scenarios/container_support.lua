-- Rules O12, W8, W9, J1, J2, J3, W14, Y17, Y18, S19 and S20 on a Swift sheet written as PanModal writes its own
-- (SupportSheetFixture.swift, UIKit's API only), registered by ScriptedClassesTests.
-- See docs/semantics.md.

local function onScreen(app)
  local sheet = SupportSheet{}
  app.window.rootViewController = sheet
  app:settle()
  app:mark()
  return sheet
end

scenario("O12: the sheet's contentOffset observation hears every change with the old value; an equal assignment is no change", function(app)
  local sheet = onScreen(app)
  sheet:scrollTo(40)
  sheet:scrollTo(40)
  sheet:scrollTo(0)
  expect(sheet:log()):toBe("offset 0.0 -> 40.0, offset 40.0 -> 0.0")
  app:settle()
  expect_trace(app, {}, { exact = true })
end)

scenario("W8: a selection tick is in the trace; W9: the device is an iPhone whose bars the layout supports measure", function(app)
  local sheet = onScreen(app)
  sheet:select()
  expect_trace(app, { "app feedback(selectionChanged)" }, { exact = true })
  expect(sheet:environment()):toBe("phone 17.0 top 20.0 bottom 0.0 popover none")
end)

scenario("J1: a rounded mask starts on its top edge, so a notch drawn from its current point rises above it; J2: kept on the layer", function(app)
  local sheet = onScreen(app)
  expect(sheet:roundTopCorners(8)):toBe("start 8.0,0.0 end 170.0,-13.0 rasterized true")
  expect_trace(app, {}, { exact = true })
end)

scenario("Y17: topLayoutGuide's length is the safe area's top inset, in landscape too", function(app)
  local sheet = onScreen(app)
  app:rotate("landscape")
  app:settle()
  expect(sheet:environment()):toBe("phone 17.0 top 0.0 bottom 0.0 popover none")
end)

scenario("S19: a table view controller deselects its selected row as it appears, unless clearsSelectionOnViewWillAppear is false", function(app)
  local sheet = onScreen(app)
  sheet:presentList(true)
  app:settle()
  expect(sheet:listSelection()):toBe("none")
  local other = onScreen(app)
  other:presentList(false)
  app:settle()
  expect(other:listSelection()):toBe("row 1")
end)

scenario("S20: a split view controller's viewControllers are its columns' controllers, primary first; setting them sets the columns", function(app)
  local sheet = onScreen(app)
  expect(sheet:splitControllers()):toBe("0: primary, secondary")
end)

scenario("Y18: a panel docked through an offset dimension sits half the safe area above its bottom; W14: scale 2; J3: its corners", function(app)
  local sheet = onScreen(app)
  expect(sheet:dockPanel(0.5)):toBe("panel 0.0,343.5 375.0x600.0 scale 2.0 corners 12.0 0.0 configured 20.0 0.0")
  -- The layout pass layoutIfNeeded runs at once, the solver's frame applied in it.
  expect_trace(app, { "SupportSheet viewWillLayoutSubviews", "SupportSheet viewDidLayoutSubviews" }, { exact = true })
end)
