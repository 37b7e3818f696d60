-- Seed 000, "問題点" (the costs the article worries about), measured with app.stats:
--   * "UITableViewCell *cell = [super tableView:tableView cellForRowAtIndexPath:indexPath];
--      の処理って遅いのでは": cellForRow inside heightForRow — how many calls it costs against
--     comparing index paths instead.
--   * "cellの高さが0でも、containerの中ではviewのレンダーが行われているのが無駄かも": at height 0 the
--     child is still laid out.
--   * "WTDTableViewControllerのviewWillLayoutSubviewsとviewDidLayoutSubviewsがたくさん実行されて
--     いる": how many layout passes one toggle costs.

local Container = ViewController:subclass("Container")

local rows = {}
for i = 1, 20 do rows[i] = { id = "row" .. i, height = 44 } end
rows[21] = { id = "container", embed = Container }

-- The seed's idiom: find the cell through [super cellForRow...] on every height question.
local ByCell = TableViewController:subclass("ByCell", {
  heightForRow = function(self, indexPath)
    local cell = TableViewController.cellForRow(self, indexPath)
    if cell == self:cell("container") then return self.hidden and 0 or 300 end
    return 44
  end,
})

-- The alternative: compare index paths, never touching cells.
local ByIndexPath = TableViewController:subclass("ByIndexPath", {
  heightForRow = function(self, indexPath)
    if indexPath.section == 0 and indexPath.row == 20 then return self.hidden and 0 or 300 end
    return 44
  end,
})

local function toggleCost(app, Class)
  local table = Class{ sections = { { rows = rows } } }
  app.window.rootViewController = table
  app:run()
  local before = app.stats
  table.hidden = true
  table.tableView:beginUpdates()
  table.tableView:endUpdates()
  app:run()
  local after = app.stats
  return {
    heightForRowCalls = after.heightForRowCalls - before.heightForRowCalls,
    cellForRowCalls = after.cellForRowCalls - before.cellForRowCalls,
    layoutPasses = after.layoutPasses - before.layoutPasses,
  }
end

scenario("cellForRow inside heightForRow: one extra cellForRow per row, every time heights are asked", function(app)
  local cost = toggleCost(app, ByCell)
  expect(cost.heightForRowCalls):toBe(21)
  expect(cost.cellForRowCalls):toBe(21)
end)

scenario("comparing index paths asks no cell at all", function(app)
  local cost = toggleCost(app, ByIndexPath)
  expect(cost.heightForRowCalls):toBe(21)
  expect(cost.cellForRowCalls):toBe(0)
end)

scenario("first display: heights once per row, cells only for the visible rows", function(app)
  local table = ByIndexPath{ sections = { { rows = rows } } }
  app.window.rootViewController = table
  app:run()
  -- 20 rows of 44 pt (880 pt) fill the 667 pt screen: rows 0..15 are visible.
  expect(app.stats.heightForRowCalls):toBe(21)
  expect(#table.tableView.visibleRows):toBe(16)
  expect(app.stats.cellForRowCalls):toBe(16)
  -- The container row is off screen: its child never appeared.
  expect(table.children[1].appearState):toBe("disappeared")
end)

scenario("one toggle costs one table layout pass and one child layout pass", function(app)
  local table = ByCell{ sections = { { rows = { { id = "container", embed = Container } } } } }
  app.window.rootViewController = table
  app:run()
  app:mark()
  local before = app.stats.layoutPasses
  table.hidden = true
  table.tableView:beginUpdates()
  table.tableView:endUpdates()
  app:run()
  -- The table, the cell (resized to 0), and the child's view (resized with it): rendered at
  -- height 0 all the same.
  expect(app.stats.layoutPasses - before):toBe(3)
  expect_trace(app, { "ByCell viewWillLayoutSubviews", "Container viewWillLayoutSubviews" })
end)
