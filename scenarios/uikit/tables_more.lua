-- Rules T7-T10: sections and batch updates, estimated heights asked lazily, section headers
-- and footers, selection. See docs/semantics.md.

-- A dynamic table over `data`, an array of sections, each an array of row titles.
local function sectioned(data, extra)
  local methods = {
    numberOfSections = function(self) return #data end,
    numberOfRows = function(self, section) return #data[section + 1] end,
  }
  for k, v in pairs(extra or {}) do methods[k] = v end
  local Table = TableViewController:subclass("Table", methods)
  return Table{}
end

local function show(app, vc)
  app.window.rootViewController = vc
  app:run()
end

scenario("T7: insertSections and deleteSections are checked against the data source, with UIKit's messages", function(app)
  local data = { { "a", "b" }, { "c" } }
  local vc = sectioned(data)
  show(app, vc)
  table.insert(data, 2, { "x", "y", "z" })
  vc.tableView:insertSections({ 1 })
  app:run()
  expect(vc.tableView.contentHeight):toBe(6 * 44)
  table.remove(data, 1)
  vc.tableView:deleteSections({ 0 })
  app:run()
  expect(vc.tableView.contentHeight):toBe(4 * 44)
  expect_error(function() vc.tableView:insertSections({ 0 }) end,
    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
  expect_error(function() vc.tableView:deleteSections({ 5 }) end,
    "attempt to delete section 5, but there are only 2 sections before the update")
  expect_error(function() vc.tableView:insertSections({ 2 }) end,
    "attempt to insert section 2 but there are only 2 sections after the update")
end)

scenario("T7: performBatchUpdates checks a section and its rows together, then its completion runs on the next turn", function(app)
  local data = { { "a", "b" } }
  local vc = sectioned(data)
  show(app, vc)
  local finished
  vc.tableView:performBatchUpdates(function()
    table.insert(data, { "new" })
    table.insert(data[1], "c")
    vc.tableView:insertSections({ 1 })
    vc.tableView:insertRows({ { section = 0, row = 2 } })
  end, function(done) finished = done end)
  expect(finished):toBe(nil)
  app:run()
  expect(finished):toBe(true)
  expect(vc.tableView.contentHeight):toBe(4 * 44)
  -- A row update inside the batch that the data does not reflect fails the whole batch.
  expect_error(function()
    vc.tableView:performBatchUpdates(function()
      vc.tableView:deleteRows({ { section = 0, row = 0 } })
    end)
  end, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)")
end)

scenario("T7: moveRow across sections and reloadSections: cells follow their rows, reloaded ones are asked again", function(app)
  local data = { { "a", "b" }, { "c" } }
  local vc = sectioned(data, {
    cellForRow = function(self, indexPath)
      return TableViewCell{ name = data[indexPath.section + 1][indexPath.row + 1] }
    end,
  })
  show(app, vc)
  local asked = app.stats.cellForRowCalls
  table.insert(data[2], 1, table.remove(data[1], 1))
  vc.tableView:moveRow({ section = 0, row = 0 }, { section = 1, row = 0 })
  app:run()
  expect(app.stats.cellForRowCalls):toBe(asked)          -- no cell asked: "a" moved with its row
  expect(vc.tableView.subviews[1].name):toBe("a")
  app:mark()
  vc.tableView:reloadSections({ 1 })
  app:run()
  expect_trace(app, { "Table cellForRow(1,0)", "Table cellForRow(1,1)" })
end)

scenario("T8: with estimatedHeightForRow, heightForRow is asked only as rows come on screen", function(app)
  local rows = {}
  for i = 1, 1000 do rows[i] = "row" end
  local vc = sectioned({ rows }, {
    estimatedHeightForRow = function(self, indexPath) return 44 end,
    heightForRow = function(self, indexPath) return 60 end,
  })
  show(app, vc)
  -- Seed 000's table asked every row's height up front; an estimating one asks the visible rows'.
  -- The 16 rows visible at the 44 pt estimate are asked; at 60 pt, 12 of them fill the screen.
  expect(app.stats.heightForRowCalls):toBe(16)
  local asked = app.stats.heightForRowCalls
  vc.tableView.contentOffset = { x = 0, y = 2000 }
  app:run()
  expect(app.stats.heightForRowCalls - asked):toBeAtMost(16)
  expect(vc.tableView:rectForRow({ section = 0, row = 0 }).height):toBe(60)
  expect(vc.tableView:rectForRow({ section = 0, row = 999 }).height):toBe(44)   -- still the estimate
end)

scenario("T9: section headers and footers take their heights before and after the rows", function(app)
  local vc = sectioned({ { "a", "b" }, { "c" } }, {
    heightForHeader = function(self, section) return 30 end,
    heightForFooter = function(self, section) return section == 0 and 10 or 0 end,
  })
  app:mark()
  show(app, vc)
  expect_trace(app, { "Table heightForHeader(0)", "Table heightForFooter(0)", "Table heightForHeader(1)", "Table heightForFooter(1)" })
  local tv = vc.tableView
  expect(tv:rectForHeader(0)):toEqual({ x = 0, y = 0, width = 375, height = 30 })
  expect(tv:rectForRow({ section = 0, row = 0 }).y):toBe(30)
  expect(tv:rectForFooter(0)):toEqual({ x = 0, y = 118, width = 375, height = 10 })
  expect(tv:rectForHeader(1).y):toBe(128)
  expect(tv:rectForRow({ section = 1, row = 0 }).y):toBe(158)
  expect(tv.contentHeight):toBe(30 + 88 + 10 + 30 + 44)
end)

scenario("T10: a tap deselects the old row, then selects the new one; code selects silently; UIKit's range error", function(app)
  local vc = sectioned({ { "a", "b", "c" } }, {
    didSelectRow = function(self, indexPath) end,
    didDeselectRow = function(self, indexPath) end,
  })
  show(app, vc)
  local tv = vc.tableView
  app:mark()
  expect(tv:tapRow({ section = 0, row = 1 })):toBe(true)
  expect(tv:tapRow({ section = 0, row = 2 })):toBe(true)
  expect_trace(app, {
    "Table didSelectRow(0,1)",
    "Table didDeselectRow(0,1)",
    "Table didSelectRow(0,2)",
  }, { exact = true })
  expect(tv.indexPathForSelectedRow):toEqual({ section = 0, row = 2 })
  app:mark()
  tv:deselectRow({ section = 0, row = 2 }, true)        -- from code: no delegate callback
  tv:selectRow({ section = 0, row = 0 }, false)
  expect_trace(app, {}, { exact = true })
  expect(tv.indexPathForSelectedRow):toEqual({ section = 0, row = 0 })
  expect_error(function() tv:selectRow({ section = 0, row = 3 }, false) end,
    "-[UITableView selectRowAtIndexPath:animated:scrollPosition:]: row (3) beyond bounds (3) for section (0)")
end)
