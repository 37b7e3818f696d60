-- Rules U1-U3: child controllers hosted in reusable table and collection view cells, the
-- cell callbacks that decide their lifecycle, and the lint of the three classic mistakes.
-- See docs/semantics.md and the guide's chapter "Controllers in cells".

local Child = ViewController:subclass("Child")


-- A table of `rows` rows of 200 pt, each hosting a Child. `cleanup` says how a row's child
-- goes away: "didEnd" (the correct pattern: in didEndDisplayingCell), "reuse" (in the cell's
-- prepareForReuse), "none" (forgotten), "viewOnly" (the view is removed, the child is not).
-- `shared` gives every third row the same cached child (a wrong cache key).
local function hostTable(rows, cleanup, shared)
  local cached = {}
  local function removeChildren(cell)
    for _, child in ipairs(cell.hostedControllers) do
      if cleanup ~= "viewOnly" then child:willMoveToParent(nil) end
      child.view:removeFromSuperview()
      if cleanup ~= "viewOnly" then child:removeFromParent() end
    end
  end
  local Host = TableViewController:subclass("Host", {
    viewDidLoad = function(self)
      TableViewController.viewDidLoad(self)
      -- A cell class of its own: copies of the prototype are of that class (rule U1).
      local RowCell = TableViewCell:subclass("RowCell")
      if cleanup == "reuse" then
        function RowCell:prepareForReuse() removeChildren(self) end
      end
      self.tableView:registerPrototypes({ RowCell{ reuseIdentifier = "Row" } })
      self.tableView.rowHeight = 200
    end,
    numberOfRows = function(self, section) return rows end,
    cellForRow = function(self, indexPath)
      local cell = self.tableView:dequeueReusableCell("Row", indexPath)
      local key = shared and (indexPath.row % 3) or indexPath.row
      local child = shared and cached[key] or Child{ name = "Child" .. indexPath.row }
      cached[key] = child
      if child.parent == nil then self:addChild(child) end
      cell.contentView:addSubview(child.view)
      child:didMoveToParent(self)
      return cell
    end,
  })
  if cleanup == "didEnd" or cleanup == "viewOnly" then
    function Host:didEndDisplayingCell(cell, indexPath) removeChildren(cell) end
  end
  return Host{}
end

local function show(app, vc)
  app.window.rootViewController = vc
  app:run()
end

scenario("U1: cellForRow, then willDisplayCell before the cell enters the table; didEndDisplayingCell after it left", function(app)
  local vc = hostTable(20, "didEnd")
  function vc:willDisplayCell(cell, indexPath) end
  show(app, vc)
  app:mark()
  vc.tableView.contentOffset = { x = 0, y = 300 }      -- row 0 leaves, row 4 comes
  app:run()
  expect_trace(app, {
    "Host viewWillLayoutSubviews",
    "Child0 viewWillDisappear(false)",
    "Host didEndDisplayingCell(Row#2, 0,0)",
    "Child0 willMoveToParent(nil)",
    "Child0 didMoveToParent(nil)",
    "Host cellForRow(0,4)",
    "Child4 willMoveToParent(Host)",
    "Child4 loadView",
    "Child4 viewDidLoad",
    "Child4 didMoveToParent(Host)",
    "Host willDisplayCell(Row#2, 0,4)",
    "Child4 viewWillAppear(false)",
    "Host viewDidLayoutSubviews",
    "Host viewWillLayoutSubviews",
    "Host viewDidLayoutSubviews",
    "Child4 viewSafeAreaInsetsDidChange",
    "Child4 viewIsAppearing(false)",
    "Child4 viewWillLayoutSubviews",
    "Child4 viewDidLayoutSubviews",
    "Child0 viewDidDisappear(false)",
    "Child4 viewDidAppear(false)",
  }, { exact = true })
  expect(app.stats.cellsReused):toBe(1)                  -- row 0's cell went to row 4
  expect(#app:lint()):toBe(0)
end)

scenario("U1: prepareForReuse runs as a cell leaves its reuse queue, before dequeueReusableCell returns", function(app)
  local vc = hostTable(20, "reuse")
  show(app, vc)
  app:mark()
  vc.tableView.contentOffset = { x = 0, y = 300 }
  app:run()
  expect_trace(app, {
    "Child0 viewWillDisappear(false)",
    "Host cellForRow(0,4)",
    "Row#2 prepareForReuse",
    "Child0 willMoveToParent(nil)",
    "Child0 didMoveToParent(nil)",
    "Child4 willMoveToParent(Host)",
    "Child4 didMoveToParent(Host)",
    "Child4 viewWillAppear(false)",
    "Child0 viewDidDisappear(false)",
    "Child4 viewDidAppear(false)",
  })
  expect(#vc.children):toBe(4)
  expect(#app:lint()):toBe(0)
end)

scenario("U2: a hosted child appears and disappears with its cell as the table scrolls", function(app)
  local vc = hostTable(50, "didEnd")
  show(app, vc)
  expect(#vc.children):toBe(4)                           -- rows 0-3 are on screen
  app:mark()
  vc.tableView:drag{ to = { x = 0, y = 2010 } }         -- rows 10-13
  app:run()
  expect_trace(app, {
    "Child0 viewWillDisappear(false)", "Child1 viewWillDisappear(false)",
    "Child2 viewWillDisappear(false)", "Child3 viewWillDisappear(false)",
    "Child10 viewWillAppear(false)", "Child11 viewWillAppear(false)",
    "Child12 viewWillAppear(false)", "Child13 viewWillAppear(false)",
    "Child0 viewDidDisappear(false)", "Child1 viewDidDisappear(false)",
    "Child2 viewDidDisappear(false)", "Child3 viewDidDisappear(false)",
    "Child10 viewDidAppear(false)", "Child11 viewDidAppear(false)",
    "Child12 viewDidAppear(false)", "Child13 viewDidAppear(false)",
  })
  expect(#vc.children):toBe(4)
  for _, child in ipairs(vc.children) do expect(child.appearState):toBe("appeared") end
  expect(app.stats.cellsCreated):toBe(4)
  expect(#app:lint()):toBe(0)
end)

scenario("U2: collection views: the delegate's willDisplayCell and didEndDisplayingCell, cells of a Lua class", function(app)
  local Parent = ViewController:subclass("Parent")
  local parent = Parent{}
  local ItemCell = CollectionViewCell:subclass("ItemCell", {
    prepareForReuse = function(self) end,
  })
  local source = { name = "source" }
  local cv
  function source:numberOfItems(collectionView, section) return 40 end
  function source:cellForItem(collectionView, indexPath)
    local cell = collectionView:dequeueReusableCell("Item", indexPath)
    local child = Child{ name = "Item" .. indexPath.item }
    parent:addChild(child)
    cell.contentView:addSubview(child.view)
    child:didMoveToParent(parent)
    return cell
  end
  local delegate = { name = "delegate" }
  function delegate:willDisplayCell(collectionView, cell, indexPath) end
  function delegate:didEndDisplayingCell(collectionView, cell, indexPath)
    for _, child in ipairs(cell.hostedControllers) do
      child:willMoveToParent(nil)
      child.view:removeFromSuperview()
      child:removeFromParent()
    end
  end
  app.window.rootViewController = parent
  app:run()
  cv = CollectionView{ frame = { x = 0, y = 0, width = 375, height = 300 }, itemSize = { width = 375, height = 100 },
                       dataSource = source, delegate = delegate }
  cv:register("Item", ItemCell)
  parent.view:addSubview(cv)
  app:run()
  app:mark()
  cv:drag{ to = { x = 0, y = 330 } }                    -- items 0-2 leave, items 3-5 come
  app:run()
  expect_trace(app, {
    "delegate didEndDisplayingCell(Item#cell1, 0,0)",
    "Item0 willMoveToParent(nil)",
    "Item0 didMoveToParent(nil)",
    "delegate didEndDisplayingCell(Item#cell2, 0,1)",
    "delegate didEndDisplayingCell(Item#cell3, 0,2)",
    "source cellForItem(0,3)",
    "Item#cell1 prepareForReuse",
    "Item3 willMoveToParent(Parent)",
    "Item3 didMoveToParent(Parent)",
    "delegate willDisplayCell(Item#cell1, 0,3)",
    "Item3 viewWillAppear(false)",
    "source cellForItem(0,4)",
    "delegate willDisplayCell(Item#cell2, 0,4)",
    "source cellForItem(0,5)",
    "delegate willDisplayCell(Item#cell3, 0,5)",
    "Item0 viewDidDisappear(false)",
    "Item3 viewDidAppear(false)",
  })
  expect(app.stats.cellsReused):toBe(3)
  expect(#app:lint()):toBe(0)
end)

scenario("U3: lint: a reused cell keeps the child of the row it showed before", function(app)
  local vc = hostTable(20, "none")
  show(app, vc)
  vc.tableView.contentOffset = { x = 0, y = 300 }
  app:run()
  expect(app:lint()):toEqual({
    "Row#2 lint: hosts the views of 2 controllers (Child0, Child4): a reused cell kept the child of the row it showed before (remove it in prepareForReuse or didEndDisplayingCell)",
  })
end)

scenario("U3: lint: one child given to two cells, the first left showing nothing", function(app)
  local vc = hostTable(20, "didEnd", true)
  show(app, vc)                                           -- rows 0-3: row 3 gets row 0's child
  expect(app:lint()):toEqual({
    "Child0 lint: appears in two cells: Row#5 (row 0,3) took its view from Row#2 (row 0,0), which now shows nothing (one child per row, never shared)",
  })
end)

scenario("U3: lint: a child whose view left its cell but which was never removed from its parent", function(app)
  local vc = hostTable(20, "viewOnly")
  show(app, vc)
  vc.tableView.contentOffset = { x = 0, y = 300 }
  app:run()
  expect(#vc.children):toBe(5)                           -- Child0 is still there
  expect(app:lint()):toEqual({
    "Child0 lint: was hosted in Row#2 and its view removed, but it is still a child of Host: removeFromParent() was never called",
  })
end)
