-- Rules P1-P3: prototype cells, self-sizing rows and the font model. See docs/semantics.md.

local function texts(n)
  local t = {}
  for i = 1, n do t[i] = (i % 3 == 0) and string.rep("word ", 20) or ("row " .. i) end
  return t
end

local function feed(data, estimated)
  local Feed = TableViewController:subclass("Feed", {
    viewDidLoad = function(self)
      TableViewController.viewDidLoad(self)
      self.tableView:registerPrototypes({
        TableViewCell{ reuseIdentifier = "Text", labels = { Label{ numberOfLines = 0 } } },
      })
      self.tableView.rowHeight = automaticDimension
      self.tableView.estimatedRowHeight = estimated or 0
    end,
    numberOfRows = function(self, section) return #data end,
    cellForRow = function(self, indexPath)
      local cell = self.tableView:dequeueReusableCell("Text", indexPath)
      cell.labels[1].text = data[indexPath.row + 1]
      return cell
    end,
  })
  return Feed{}
end

scenario("P3: the font model: 9 pt characters and 20 pt lines at 17 pt, words wrap", function(app)
  local label = Label{ text = string.rep("a", 38), numberOfLines = 0 }
  expect(label:fittingHeight(343)):toBe(20)             -- 38 characters fit one line
  label.text = string.rep("a", 39)
  expect(label:fittingHeight(343)):toBe(40)             -- a long word breaks between characters
  label.text = "short words that wrap at the spaces between them nicely"
  expect(label:fittingHeight(343)):toBe(40)
  label.numberOfLines = 1
  expect(label:fittingHeight(343)):toBe(20)
  label.font = 34
  expect(label:fittingHeight(343)):toBe(41)              -- round(1.2 * 34)
  local cell = TableViewCell{ reuseIdentifier = "X", labels = { Label{ text = "one line" } } }
  cell:layoutIfNeeded()
  expect(cell.frame.height):toBe(44)                    -- UIKit's default row height
end)

scenario("P2: automaticDimension without an estimate measures every row up front", function(app)
  local vc = feed(texts(30))
  app.window.rootViewController = vc
  app:run()
  expect(vc.tableView:rectForRow({ section = 0, row = 0 }).height):toBe(44)
  -- 100 characters of "word " wrap into 3 lines of 38: 12 + 60 + 12.
  expect(vc.tableView:rectForRow({ section = 0, row = 2 }).height):toBe(84)
  expect(app.stats.cellForRowCalls):toBeAtLeast(30)
end)

scenario("P2: with estimatedRowHeight only the visible rows are measured", function(app)
  local vc = feed(texts(1000), 44)
  app.window.rootViewController = vc
  app:run()
  expect(app.stats.heightForRowCalls):toBe(1000)       -- asked once per row: the estimate
  expect(app.stats.cellForRowCalls):toBeAtMost(20)      -- measured: the first screen only
  expect(vc.tableView:rectForRow({ section = 0, row = 2 }).height):toBe(84)
  expect(vc.tableView:rectForRow({ section = 0, row = 500 }).height):toBe(44)   -- still the estimate
  vc.tableView.contentOffset = { x = 0, y = 44 * 500 }
  app:run()
  expect(vc.tableView:rectForRow({ section = 0, row = 500 }).height):toBe(84)   -- measured on sight
  expect(app.stats.cellsReused):toBeAtLeast(1)
end)

scenario("D2 for tables: rows inserted and deleted are checked, in UIKit's words with rows", function(app)
  local data = { "a", "b", "c" }
  local vc = feed(data)
  app.window.rootViewController = vc
  app:run()
  table.insert(data, 1, "new")
  vc.tableView:insertRows({ { section = 0, row = 0 } })
  app:run()
  expect(#vc.tableView.visibleRows):toBe(4)
  expect_error(function() vc.tableView:deleteRows({ { section = 0, row = 0 } }) end,
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)")
end)
