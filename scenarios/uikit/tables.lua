-- Rules T1-T6 and L4: tables with static cells. See docs/semantics.md.

local Child = ViewController:subclass("Child")

local function form(extra)
  local Form = TableViewController:subclass("Form", extra or {})
  return Form{ sections = {
    { rows = { { id = "title", height = 44 }, { id = "detail", height = 300, embed = Child } } },
    { rows = { { id = "footer" } } },
  } }
end

scenario("T1: static cells are made once with the view and returned by cellForRow", function(app)
  local f = form()
  expect(f.isViewLoaded):toBe(false)
  local cell = f:cell("detail")                      -- loads the view
  expect(f.isViewLoaded):toBe(true)
  expect(cell.rowID):toBe("detail")
  expect(TableViewController.cellForRow(f, { section = 0, row = 1 })):toBe(cell)
  app.window.rootViewController = f
  app:run()
  expect(f:cell("detail")):toBe(cell)                -- the same object for the controller's life
  expect(cell.superview):toBe(f.tableView)
end)

scenario("T1: the default heightForRow is the row's height, else 44; super calls are counted", function(app)
  local f = form()
  local _ = f.view
  expect(TableViewController.heightForRow(f, { section = 0, row = 1 })):toBe(300)
  expect(TableViewController.heightForRow(f, { section = 1, row = 0 })):toBe(44)
  expect(TableViewController.numberOfSections(f)):toBe(2)
  expect(TableViewController.numberOfRows(f, 0)):toBe(2)
  TableViewController.cellForRow(f, { section = 0, row = 0 })
  expect(app.stats.cellForRowCalls):toBe(1)
end)

scenario("T2: the embed segue runs while the view loads, before the table's viewDidLoad", function(app)
  local f = form()
  local _ = f.view
  expect_trace(app, {
    "Form loadView", "Form prepareForSegue(detail)", "Child willMoveToParent(Form)",
    "Child loadView", "Child viewDidLoad", "Child didMoveToParent(Form)", "Form viewDidLoad",
  }, { exact = true })
  expect(f.children[1].parent):toBe(f)
  expect(f.children[1].view.superview):toBe(f:cell("detail"))
end)

scenario("T2: an embedded instance is used as it is", function(app)
  local child = Child{ name = "Given" }
  local Form = TableViewController:subclass("Form")
  local f = Form{ sections = { { rows = { { id = "slot", embed = child } } } } }
  local _ = f.view
  expect(f.children[1]):toBe(child)
end)

scenario("T3: the first layout asks every height in order, adds the visible cells, and lays out twice", function(app)
  local f = form()
  app.window.rootViewController = f
  app:run()
  expect_trace(app, {
    "Form viewWillLayoutSubviews",
    "Form heightForRow(0,0)", "Form heightForRow(0,1)", "Form heightForRow(1,0)",
    "Form cellForRow(0,0)", "Form cellForRow(0,1)", "Form cellForRow(1,0)",
    "Form viewDidLayoutSubviews",
    "Form viewWillLayoutSubviews", "Form viewDidLayoutSubviews",
  })
  expect(#f.tableView.visibleRows):toBe(3)
  expect(f.tableView.contentHeight):toBe(388)
end)

scenario("T3: heights are cached until reloadData or endUpdates", function(app)
  local f = form()
  app.window.rootViewController = f
  app:run()
  local asked = app.stats.heightForRowCalls
  f.view:setNeedsLayout()
  app:run()
  expect(app.stats.heightForRowCalls):toBe(asked)
  f.tableView:reloadData()
  app:run()
  expect(app.stats.heightForRowCalls):toBe(asked + 3)
  f.tableView:beginUpdates()
  f.tableView:endUpdates()
  expect(app.stats.heightForRowCalls):toBe(asked + 6)
end)

scenario("T3: a row of height 0 is visible: its cell is in the window and its child appears", function(app)
  local f = form({ heightForRow = function(self, indexPath)
    if indexPath.row == 1 then return 0 end
    return 44
  end })
  app.window.rootViewController = f
  app:run()
  expect(f.tableView:rectForRow({ section = 0, row = 1 }).height):toBe(0)
  expect(f:cell("detail").window):toBe(app.window)
  expect(f.children[1].appearState):toBe("appeared")
end)

scenario("T3: rows below the screen have no cell; scrolling to them adds it and the child appears", function(app)
  local Form = TableViewController:subclass("Form")
  local f = Form{ sections = { { rows = {
    { id = "tall", height = 800 }, { id = "detail", height = 300, embed = Child },
  } } } }
  app.window.rootViewController = f
  app:run()
  local child = f.children[1]
  expect(child.appearState):toBe("disappeared")
  expect(f:cell("detail").superview):toBeNil()
  app:mark()
  f.tableView.contentOffset = { x = 0, y = 500 }
  app:run()
  expect(child.appearState):toBe("appeared")
  expect_trace(app, { "Child viewWillAppear(false)", "Child viewDidAppear(false)" })
  f.tableView.contentOffset = { x = 0, y = 0 }
  app:run()
  expect(child.appearState):toBe("disappeared")
end)

scenario("T5: content taller than the table lays the table out once more after viewDidAppear", function(app)
  local Form = TableViewController:subclass("Form")
  local f = Form{ sections = { { rows = { { id = "big", height = 1000 } } } } }
  app.window.rootViewController = f
  app:run()
  expect_trace(app, {
    "Form viewWillLayoutSubviews", "Form viewDidLayoutSubviews",
    "Form viewWillLayoutSubviews", "Form viewDidLayoutSubviews",
    "Form viewDidAppear(false)",
    "Form viewWillLayoutSubviews", "Form viewDidLayoutSubviews",
  })
end)

scenario("T6: endUpdates: children disappear, heights are asked, one table pass shows them again", function(app)
  local f = form()
  app.window.rootViewController = f
  app:run()
  app:mark()
  f.tableView:beginUpdates()
  f.tableView:endUpdates()
  expect(f.children[1].appearState):toBe("disappearing")
  app:run()
  expect_trace(app, {
    "Child viewWillDisappear(false)",
    "Form heightForRow(0,0)", "Form heightForRow(0,1)", "Form heightForRow(1,0)",
    "Form viewWillLayoutSubviews",
    "Child viewWillAppear(false)",
    "Form viewDidLayoutSubviews",
    "Child viewDidAppear(false)",
  })
  expect(f.children[1].appearState):toBe("appeared")
end)

scenario("T6: a table that leaves the window before its next layout completes the disappearance", function(app)
  local f = form()
  local other = ViewController{ name = "Other" }
  app.window.rootViewController = f
  app:run()
  app:mark()
  f.tableView:beginUpdates()
  f.tableView:endUpdates()
  app.window.rootViewController = other     -- before any layout pass shows the cell again
  app:run()
  expect(f.children[1].appearState):toBe("disappeared")
  expect_trace(app, {
    "Child viewWillDisappear(false)",
    "Form viewWillDisappear(false)",
    "Form viewDidDisappear(false)",     -- the table's end, forwarded (A4), completes the child's
    "Child viewDidDisappear(false)",
  })
end)

scenario("T6: nested beginUpdates act once, at the outermost endUpdates", function(app)
  local f = form()
  app.window.rootViewController = f
  app:run()
  app:mark()
  f.tableView:beginUpdates()
  f.tableView:beginUpdates()
  f.tableView:endUpdates()
  expect_trace(app, {}, { exact = true })
  f.tableView:endUpdates()
  expect_trace(app, { "Child viewWillDisappear(false)" })
end)

scenario("L4: every scroll gives one more layout pair on the table's controller", function(app)
  local f = form()
  app.window.rootViewController = f
  app:run()
  app:mark()
  f.tableView.contentOffset = { x = 0, y = 10 }
  app:run()
  f.tableView.contentOffset = { x = 0, y = 20 }
  app:run()
  expect_trace(app, {
    "Form viewWillLayoutSubviews", "Form viewDidLayoutSubviews",
    "Form viewWillLayoutSubviews", "Form viewDidLayoutSubviews",
  })
  expect(f.tableView.contentOffset):toEqual({ x = 0, y = 20 })
end)

scenario("T: misuse of the static description is a clear error", function(app)
  expect_error(function() TableViewController{ sections = { { rows = { { height = 3 } } } } } end,
    "sections[1].rows[1].id must be a string")
  expect_error(function()
    TableViewController{ sections = { { rows = { { id = "a" }, { id = "a" } } } } }
  end, "duplicate row id 'a'")
  expect_error(function() TableViewController{ sections = { { rows = { { id = "a", embed = 3 } } } } } end,
    "embed must be a ViewController class or instance, got number")
  local Bad = TableViewController:subclass("Bad", { heightForRow = function() return "tall" end })
  local bad = Bad{ sections = { { rows = { { id = "a" } } } } }
  app.window.rootViewController = bad
  expect_error(function() app:run() end, "Bad heightForRow(0,0) must return a number, got string")
end)
