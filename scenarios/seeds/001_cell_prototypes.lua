-- Seed 001: "UITableViewを使用して1つのXIBでセルプロトタイプを設計する" (cell prototypes in one XIB,
-- and the automatic calculation of cell heights).
--
-- The passages reproduced here:
--   * "IBOutletCollection(UITableViewCell) NSArray* cellPrototypes": prototype cells dropped into
--     one file and handed to the table, each registered for its reuse identifier
--     (tableView:registerPrototypes).
--   * "PrepopulatedNib ... instantiateWithOwner:options ... オブジェクトのコピーを作成": the nib
--     hands out archived copies: every dequeue is an independent copy of the prototype.
--   * "cellPrototypeWithIdentifier: ... キーは、reuseIdentifierです": one prototype kept per
--     identifier, to compute heights: configure it with the item, lay it out, read its height.
--   * What it costs per row: heightForRow asks for every row, the prototype is configured for each.
-- Heights use Stagehand's font model (rule P3): at 17 pt a character is 9 pt wide and a line 20 pt
-- tall; a cell has 12 pt margins top and bottom and 16 pt left and right, so one line is 44 pt and
-- a 375 pt table fits 38 characters a line.

local items = {
  { kind = "Title", title = "Prototypes" },
  { kind = "Body", title = "One XIB", body = "Cells dropped next to the table, connected to an outlet collection, registered by reuse identifier" },
  { kind = "Title", title = "Heights" },
  { kind = "Body", title = "Self-sizing", body = "Configure the prototype, lay it out, read the height" },
}

local function configure(cell, item)
  cell.labels[1].text = item.title
  if item.body then cell.labels[2].text = item.body end
end

local Items = TableViewController:subclass("Items", {
  viewDidLoad = function(self)
    TableViewController.viewDidLoad(self)
    -- "setCellPrototypes:": the outlet collection, set when the XIB loads.
    self.tableView:registerPrototypes({
      TableViewCell{ reuseIdentifier = "Title", labels = { Label{ font = 17 } } },
      TableViewCell{ reuseIdentifier = "Body", labels = {
        Label{ font = 17 }, Label{ font = 15, numberOfLines = 0 },
      } },
    })
  end,
  numberOfRows = function(self, section) return #items end,
  cellForRow = function(self, indexPath)
    local item = items[indexPath.row + 1]
    local cell = self.tableView:dequeueReusableCell(item.kind, indexPath)
    configure(cell, item)
    return cell
  end,
  -- "heightForRowAtIndexPath: ... [tableView cellPrototypeWithIdentifier:...]"
  heightForRow = function(self, indexPath)
    local item = items[indexPath.row + 1]
    local prototype = self.tableView:cellPrototype(item.kind)
    configure(prototype, item)
    prototype:layoutIfNeeded()
    self.measured = (self.measured or 0) + 1
    return prototype.frame.height
  end,
})

local function show(app)
  local vc = Items{}
  app.window.rootViewController = vc
  app:run()
  return vc
end

scenario("P1: prototypes are registered by reuse identifier; dequeue gives independent copies", function(app)
  local vc = show(app)
  local prototype = vc.tableView:cellPrototype("Body")
  local a = vc.tableView:dequeueReusableCell("Body", { section = 0, row = 0 })
  local b = vc.tableView:dequeueReusableCell("Body", { section = 0, row = 1 })
  expect(a == prototype):toBe(false)
  expect(a == b):toBe(false)
  expect(#a.labels):toBe(2)
  expect(a.labels[2].font):toBe(15)                    -- the same configuration
  a.labels[1].text = "changed"
  expect(b.labels[1].text == "changed"):toBe(false)    -- but new objects
  expect_error(function() vc.tableView:dequeueReusableCell("Missing", { section = 0, row = 0 }) end,
    "unable to dequeue a cell with identifier Missing")
end)

scenario("heights come from the configured prototype, by the font model", function(app)
  local vc = show(app)
  local heights = {}
  for row = 0, 3 do heights[#heights + 1] = vc.tableView:rectForRow({ section = 0, row = row }).height end
  -- Title: 12 + 20 + 12. Body: 12 + 20 (title) + 8 + body lines at 15 pt (8 pt characters,
  -- 42 a line in 343 pt, 18 pt lines) + 12.
  --   "Cells dropped next to the table, connected to an outlet collection, registered by reuse
  --    identifier": 3 lines -> 12 + 20 + 8 + 54 + 12 = 106.
  --   "Configure the prototype, lay it out, read the height": 2 lines -> 88.
  expect(heights):toEqual({ 44, 106, 44, 88 })
end)

scenario("the cost: every row's height is computed by configuring the prototype", function(app)
  local vc = show(app)
  expect(vc.measured):toBe(4)
  expect(app.stats.heightForRowCalls):toBe(4)
  expect(app.stats.cellsCreated):toBe(4)               -- one cell per visible row, copies
  vc.tableView:reloadData()
  app:run()
  expect(vc.measured):toBe(8)                          -- heights are asked again on reload
end)

-- The article's own method, with layout constraints (iOS 8's "レイアウト制約を使用した…セルの高さ計算"):
-- one hidden cell "with its constraints installed" ("制約がインストールされた1つの非表示
-- UITableViewCellインスタンス"), configured with the row's item, then measured. Here the labels
-- are pinned inside the prototype by constraints with the same margins and spacing as the font
-- model's cells (rule P3), and the prototype is measured by systemLayoutSizeFitting at the
-- table's width (rule Y8): the heights are the same as the label model's.
local function constrainedPrototype(reuseIdentifier, fonts)
  local cell = TableViewCell{ reuseIdentifier = reuseIdentifier }
  local labels, above = {}, nil
  for i, font in ipairs(fonts) do
    local label = Label{ font = font, numberOfLines = 0 }
    label.translatesAutoresizingMaskIntoConstraints = false
    cell:addSubview(label)
    LayoutConstraint.activate{
      label.leadingAnchor:constraint{ equalTo = cell.leadingAnchor, constant = 16 },
      label.trailingAnchor:constraint{ equalTo = cell.trailingAnchor, constant = -16 },
      above and label.topAnchor:constraint{ equalTo = above.bottomAnchor, constant = 8 }
            or label.topAnchor:constraint{ equalTo = cell.topAnchor, constant = 12 },
    }
    labels[i], above = label, label
  end
  above.bottomAnchor:constraint{ equalTo = cell.bottomAnchor, constant = -12 }.isActive = true
  return cell, labels
end

scenario("Y8: the prototype with its constraints installed, measured by systemLayoutSizeFitting at the table's width", function(app)
  local prototypes = {
    Title = { constrainedPrototype("Title", { 17 }) },
    Body = { constrainedPrototype("Body", { 17, 15 }) },
  }
  local heights = {}
  for _, item in ipairs(items) do
    local prototype, labels = table.unpack(prototypes[item.kind])
    labels[1].text = item.title
    if item.body then labels[2].text = item.body end
    local size = prototype:systemLayoutSizeFitting({ width = 375, height = 0 }, 1000, 50)
    heights[#heights + 1] = size.height
  end
  expect(heights):toEqual({ 44, 106, 44, 88 })        -- the label model's heights (P3), by constraints
end)
