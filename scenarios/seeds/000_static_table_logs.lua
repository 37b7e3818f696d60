-- Seed 000: "static cellとcontainerを利用して、controllerを分割する実験" (2014-01-27).
-- A UITableViewController with static cells; one cell hosts a container view (embed segue);
-- rows are hidden by returning height 0 from heightForRowAtIndexPath, which calls
-- [super tableView:cellForRowAtIndexPath:] to recognise the cell.
--
-- This file reproduces the article's four lifecycle logs ("ライフサイクル"), recorded on a real
-- device, line by line:
--   * 高さが300に指定した場合(画面内に収まる)        first display with a 300 pt row
--   * 高さを1000に指定した場合(画面からはみ出るcellの場合)  a 1000 pt row: one more table layout
--     pass after appearing, and "スクロールの度に" one layout pair per scroll
--   * viewの非表示を実行した際の動作                 hiding the row
--   * viewを再表示させた時の動作                     showing it again
--
-- One known difference (rule A7): the device logged "WTDContainerViewController viewDidAppear"
-- twice on first display. Stagehand sends it once, as the appearance rules (A4) say; each
-- expectation below marks the line it leaves out.
--
-- The device logs predate viewIsAppearing (rule A8): the app did not override it, so they never
-- show it. Stagehand sends it (Table's before its first layout, Container's before its own);
-- the expectations below list only the callbacks the app logged, so they leave it out.

local Container = ViewController:subclass("Container")

-- The article's table controller: one static row whose cell embeds Container. The row id is
-- the embed segue's identifier.
local function makeTable(rowHeight)
  local Table = TableViewController:subclass("Table", {
    -- "cellかどうかの判定は、cellの比較によって判定し、heightは自分で定義する"
    heightForRow = function(self, indexPath)
      local cell = TableViewController.cellForRow(self, indexPath)   -- [super cellForRow...]
      if cell == self:cell("container") and not self.viewControllerCellHidden then
        return rowHeight
      end
      return 0
    end,
  })
  return Table{ sections = { { rows = { { id = "container", embed = Container } } } } }
end

local firstDisplay = {
  "Table prepareForSegue",
  "Container viewDidLoad",
  "Table viewDidLoad",
  "Table viewWillAppear",
  "Table viewWillLayoutSubviews",
  "Table heightForRow",
  "Container viewWillAppear",
  "Table viewDidLayoutSubviews",
  "Table viewWillLayoutSubviews",
  "Table viewDidLayoutSubviews",
  "Container viewWillLayoutSubviews",
  "Container viewDidLayoutSubviews",
  "Table viewDidAppear",
  "Container viewDidAppear",
  -- "Container viewDidAppear",   (logged twice on the device: rule A7)
}

local toggle = {
  "Container viewWillDisappear",
  "Table heightForRow",
  "Table viewWillLayoutSubviews",
  "Container viewWillAppear",
  "Table viewDidLayoutSubviews",
  "Container viewWillLayoutSubviews",
  "Container viewDidLayoutSubviews",
  "Container viewDidAppear",
}

local function setHidden(tableController, hidden)
  tableController.viewControllerCellHidden = hidden
  tableController.tableView:beginUpdates()
  tableController.tableView:endUpdates()
end

scenario("log 1: first display with a 300 pt row (T4, A7)", function(app)
  local table = makeTable(300)
  app.window.rootViewController = table
  app:run()
  expect_trace(app, firstDisplay)
  expect(table.tableView.visibleRows):toEqual({ { section = 0, row = 0 } })
end)

scenario("log 2: a 1000 pt row lays the table out once more after appearing", function(app)
  local table = makeTable(1000)
  app.window.rootViewController = table
  app:run()
  local expected = {}
  for i, line in ipairs(firstDisplay) do expected[i] = line end
  expected[#expected + 1] = "Table viewWillLayoutSubviews"    -- the scroll indicators flash (T5)
  expected[#expected + 1] = "Table viewDidLayoutSubviews"
  expect_trace(app, expected)
end)

scenario("log 2: every scroll gives one more layout pair on the table", function(app)
  local table = makeTable(1000)
  app.window.rootViewController = table
  app:run()
  app:mark()
  for _, y in ipairs({ 40, 120, 333 }) do     -- "スクロールの度に"
    table.tableView.contentOffset = { x = 0, y = y }
    app:run()
  end
  expect_trace(app, {
    "Table viewWillLayoutSubviews", "Table viewDidLayoutSubviews",
    "Table viewWillLayoutSubviews", "Table viewDidLayoutSubviews",
    "Table viewWillLayoutSubviews", "Table viewDidLayoutSubviews",
  })
end)

scenario("log 3: hiding the row", function(app)
  local table = makeTable(300)
  app.window.rootViewController = table
  app:run()
  app:mark()
  setHidden(table, true)
  app:run()
  expect_trace(app, toggle)
  -- Height 0, yet still "visible", in the window, and appeared.
  expect(table.tableView:rectForRow({ section = 0, row = 0 }).height):toBe(0)
  expect(table:cell("container").window):toBe(app.window)
  expect(table.children[1].appearState):toBe("appeared")
end)

scenario("log 4: showing it again", function(app)
  local table = makeTable(300)
  app.window.rootViewController = table
  app:run()
  setHidden(table, true)
  app:run()
  app:mark()
  setHidden(table, false)
  app:run()
  expect_trace(app, toggle)
  expect(table.tableView:rectForRow({ section = 0, row = 0 }).height):toBe(300)
end)
