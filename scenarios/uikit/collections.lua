-- Rules D1 (collection views, data sources, reuse) and D2 (batch updates checked against the
-- data source). See docs/semantics.md.

-- A data source over a Lua array of item names.
local function source(items, name)
  return {
    name = name or "Items",
    items = items,
    numberOfItems = function(self, cv, section) return #self.items end,
    cellForItem = function(self, cv, indexPath)
      local cell = cv:dequeueReusableCell("Cell", indexPath)
      cell.label = self.items[indexPath.item + 1]
      return cell
    end,
  }
end

local function grid(app, items)
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local cv = CollectionView{ name = "Grid", frame = { x = 0, y = 0, width = 375, height = 200 },
                             itemSize = { width = 100, height = 100 } }
  cv:register("Cell")
  cv.dataSource = source(items)
  root.view:addSubview(cv)
  app:run()
  return cv
end

local function labels(cv)
  local out = {}
  for _, path in ipairs(cv.visibleItems) do out[#out + 1] = cv:cellForItem(path).label end
  return out
end

scenario("D1: only visible items are asked for; 3 columns of 100 pt with 10 pt spacing", function(app)
  local names = {}
  for i = 1, 30 do names[i] = "n" .. i end
  local cv = grid(app, names)
  -- 200 pt tall: rows 0 and 1 (the second starts at 110) -> 6 items.
  expect(#cv.visibleItems):toBe(6)
  expect(app.stats.cellsCreated):toBe(6)
  expect(labels(cv)):toEqual({ "n1", "n2", "n3", "n4", "n5", "n6" })
end)

scenario("D1: a cell scrolled off screen is reused", function(app)
  local names = {}
  for i = 1, 30 do names[i] = "n" .. i end
  local cv = grid(app, names)
  cv.contentOffset = { x = 0, y = 330 }          -- rows 3 and 4
  app:run()
  expect(labels(cv)):toEqual({ "n10", "n11", "n12", "n13", "n14", "n15" })
  expect(app.stats.cellsCreated):toBe(6)
  expect(app.stats.cellsReused):toBe(6)
end)

scenario("D1: dequeuing an identifier that was never registered is UIKit's exception", function(app)
  local cv = CollectionView{ itemSize = { width = 10, height = 10 } }
  expect_error(function() cv:dequeueReusableCell("Nope", { section = 0, item = 0 }) end,
    "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
end)

scenario("D2: insert, delete, move and reload keep cells with their items", function(app)
  local cv = grid(app, { "a", "b", "c" })
  local ds = cv.dataSource
  table.insert(ds.items, 1, "new")
  cv:insertItems({ { section = 0, item = 0 } })
  app:run()
  expect(labels(cv)):toEqual({ "new", "a", "b", "c" })
  expect(app.stats.cellsCreated):toBe(4)          -- only the new item needed a cell
  table.remove(ds.items, 3)                       -- "b"
  cv:deleteItems({ { section = 0, item = 2 } })
  app:run()
  expect(labels(cv)):toEqual({ "new", "a", "c" })
  local a = table.remove(ds.items, 2)
  table.insert(ds.items, a)
  cv:moveItem({ section = 0, item = 1 }, { section = 0, item = 2 })
  app:run()
  expect(labels(cv)):toEqual({ "new", "c", "a" })
  ds.items[1] = "renamed"
  cv:reloadItems({ { section = 0, item = 0 } })
  app:run()
  expect(labels(cv)):toEqual({ "renamed", "c", "a" })
end)

scenario("D2: performBatchUpdates checks the updates together, then completes", function(app)
  local cv = grid(app, { "a", "b" })
  local ds = cv.dataSource
  local finished
  cv:performBatchUpdates(function()
    table.insert(ds.items, "c")
    table.remove(ds.items, 1)
    cv:insertItems({ { section = 0, item = 1 } })
    cv:deleteItems({ { section = 0, item = 0 } })
  end, function(done) finished = done end)
  expect(finished):toBeNil()
  app:run()
  expect(finished):toBe(true)
  expect(labels(cv)):toEqual({ "b", "c" })
end)

scenario("D2: a count that does not add up is UIKit's message, with the numbers", function(app)
  local cv = grid(app, { "a", "b" })
  table.insert(cv.dataSource.items, "c")          -- one more item, but no insertItems
  expect_error(function() cv:deleteItems({ { section = 0, item = 0 } }) end,
    "The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted)")
  expect_error(function() cv:insertItems({ { section = 0, item = 9 } }) end,
    "attempt to insert item 9 into section 0, but there are only 3 items in section 0 after the update")
end)

scenario("D1: a data source can be a controller", function(app)
  local Photos = ViewController:subclass("Photos", {
    numberOfItems = function(self, cv, section) return 4 end,
    cellForItem = function(self, cv, indexPath) return cv:dequeueReusableCell("Cell", indexPath) end,
  })
  local photos = Photos{}
  app.window.rootViewController = photos
  local cv = CollectionView{ itemSize = { width = 100, height = 100 }, dataSource = photos }
  cv:register("Cell")
  photos.view:addSubview(cv)
  app:run()
  expect(#cv.visibleItems):toBe(4)
  expect_trace(app, { "Photos numberOfItems(0)", "Photos cellForItem(0,0)", "Photos cellForItem(0,1)",
                      "Photos cellForItem(0,2)", "Photos cellForItem(0,3)" })
end)
