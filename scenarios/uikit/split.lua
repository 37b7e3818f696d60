-- Rule S10: the column-style SplitViewController, collapsing in a compact width and expanding
-- in a regular one, with its delegate's collapse and expand calls and the children's
-- appearance. See docs/semantics.md.
-- Sources: Apple's UISplitViewController and UISplitViewControllerDelegate pages (iOS 14's
-- column style), commandshift.co.uk on when a split collapses.

local iPad = { width = 1024, height = 768 }
local iPhone = { width = 375, height = 667 }

-- A delegate that answers as told and keeps its calls in the trace under "Delegate".
local function delegate(top, mode)
  return { name = "Delegate",
    topColumnForCollapsingToProposedTopColumn = function(self, split, proposed) return top or proposed end,
    displayModeForExpandingToProposedDisplayMode = function(self, split, proposed) return mode or proposed end,
    splitViewControllerDidCollapse = function(self, split) end,
    splitViewControllerDidExpand = function(self, split) end }
end

-- A split of List and Detail on an iPad-sized window, on screen, settled, the trace marked.
local function onIPad(app, properties)
  app:setSize(iPad)
  properties = properties or {}
  properties.name = "Split"
  properties.primary = ViewController{ name = "List" }
  properties.secondary = ViewController{ name = "Detail" }
  local split = SplitViewController(properties)
  app.window.rootViewController = split
  app:run()
  app:mark()
  return split
end

scenario("S10: a regular width shows the primary and the secondary side by side, both children", function(app)
  app:setSize(iPad)
  local list, detail = ViewController{ name = "List" }, ViewController{ name = "Detail" }
  app:mark()
  local split = SplitViewController{ name = "Split", primary = list, secondary = detail }
  expect_trace(app, { "List willMoveToParent(Split)", "List didMoveToParent(Split)",
                      "Detail willMoveToParent(Split)", "Detail didMoveToParent(Split)" })
  app.window.rootViewController = split
  app:run()
  expect(split.isCollapsed):toBe(false)
  expect(split.displayMode):toBe("oneBesideSecondary")
  expect(#split.visibleViewControllers):toBe(2)
  expect(list.view.frame.width):toBe(320)
  expect(detail.view.frame.x):toBe(320)
  expect(list.splitViewController):toBe(split)
  expect(split:viewController("secondary")):toBe(detail)
end)

scenario("S10: becoming compact collapses: top column asked, the primary disappears, didCollapse", function(app)
  local split = onIPad(app, { delegate = delegate() })
  app:setSize(iPhone)
  app:run()
  expect_trace(app, {
    "Delegate topColumnForCollapsingToProposedTopColumn(secondary)",
    "List viewWillDisappear(false)",
    "Delegate splitViewControllerDidCollapse",
    "List viewDidDisappear(false)",
  }, { without = { "Detail viewWillDisappear", "Detail viewWillAppear" } })
  expect(split.isCollapsed):toBe(true)
  expect(split.visibleViewControllers[1].name):toBe("Detail")
  expect(#split.children):toBe(2)
end)

scenario("S10: becoming regular expands: display mode asked, the primary appears, didExpand", function(app)
  local split = onIPad(app, { delegate = delegate() })
  app:setSize(iPhone)
  app:run()
  app:mark()
  app:setSize(iPad)
  app:run()
  expect_trace(app, {
    "Delegate displayModeForExpandingToProposedDisplayMode(oneBesideSecondary)",
    "List viewWillAppear(false)",
    "Delegate splitViewControllerDidExpand",
    "List viewIsAppearing(false)",
    "List viewDidAppear(false)",
  }, { without = { "Detail viewWillAppear" } })
  expect(split.isCollapsed):toBe(false)
  expect(#split.visibleViewControllers):toBe(2)
end)

scenario("S10: the delegate picks the primary as the top column, and the secondary only on expanding", function(app)
  local split = onIPad(app, { delegate = delegate("primary", "secondaryOnly") })
  app:setSize(iPhone)
  app:run()
  expect_trace(app, {
    "Delegate topColumnForCollapsingToProposedTopColumn(secondary)",
    "Detail viewWillDisappear(false)",
    "Delegate splitViewControllerDidCollapse",
    "Detail viewDidDisappear(false)",
  }, { without = { "List viewWillDisappear" } })
  app:mark()
  app:setSize(iPad)
  app:run()
  expect_trace(app, {
    "Delegate displayModeForExpandingToProposedDisplayMode(oneBesideSecondary)",
    "Detail viewWillAppear(false)", "List viewWillDisappear(false)",
    "Delegate splitViewControllerDidExpand",
  })
  expect(split.displayMode):toBe("secondaryOnly")
end)

scenario("S10: a compact column's controller is what a collapsed split shows", function(app)
  local phone = ViewController{ name = "Phone" }
  local split = onIPad(app, { compact = phone, delegate = delegate() })
  app:setSize(iPhone)
  app:run()
  expect_trace(app, {
    "Delegate topColumnForCollapsingToProposedTopColumn(secondary)",
    "Phone viewWillAppear(false)", "List viewWillDisappear(false)", "Detail viewWillDisappear(false)",
    "Delegate splitViewControllerDidCollapse",
    "Phone viewDidAppear(false)", "List viewDidDisappear(false)", "Detail viewDidDisappear(false)",
  })
  expect(split.visibleViewControllers[1]):toBe(phone)
end)

scenario("S10: a split loaded on an iPhone collapses at once; show(primary) puts the list on top", function(app)
  local split = SplitViewController{ name = "Split", primary = ViewController{ name = "List" },
                                     secondary = ViewController{ name = "Detail" }, delegate = delegate() }
  app:mark()
  app.window.rootViewController = split
  app:run()
  expect_trace(app, {
    "Delegate topColumnForCollapsingToProposedTopColumn(secondary)", "Delegate splitViewControllerDidCollapse",
    "Detail viewWillAppear(false)", "Detail viewDidAppear(false)",
  }, { without = { "List viewWillAppear" } })
  app:mark()
  split:show("primary")
  app:run()
  expect_trace(app, { "List viewWillAppear(false)", "Detail viewWillDisappear(false)",
                      "List viewDidAppear(false)", "Detail viewDidDisappear(false)" })
end)

scenario("S10: hide and show the primary; showDetailViewController replaces the secondary", function(app)
  local split = onIPad(app)
  split:hide("primary")
  app:run()
  expect(split.displayMode):toBe("secondaryOnly")
  expect_trace(app, { "List viewWillDisappear(false)", "List viewDidDisappear(false)" })
  app:mark()
  split:show("primary")
  app:run()
  expect_trace(app, { "List viewWillAppear(false)", "List viewDidAppear(false)" })
  app:mark()
  local list = split:viewController("primary")
  list:showDetailViewController(ViewController{ name = "Other" })
  app:run()
  expect_trace(app, {
    "Other willMoveToParent(Split)", "Other viewWillAppear(false)", "Detail viewWillDisappear(false)",
    "Other didMoveToParent(Split)", "Detail willMoveToParent(nil)", "Detail didMoveToParent(nil)",
    "Other viewDidAppear(false)", "Detail viewDidDisappear(false)",
  })
  expect(split:viewController("secondary").name):toBe("Other")
  expect_error(function() split:setViewController(list, "secondary") end, "already the view controller of the primary column")
  expect_error(function() split:show("middle") end, "column must be one of")
end)
