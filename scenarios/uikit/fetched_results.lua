-- Rule D3: a fetched-results-style controller over in-memory objects. See docs/semantics.md.

local function recorder()
  local log = {}
  return log, {
    controllerWillChangeContent = function(self, frc) log[#log + 1] = "will" end,
    controllerDidChangeObject = function(self, frc, object, indexPath, type, newIndexPath)
      log[#log + 1] = type .. " " .. object.name .. " "
        .. (indexPath and indexPath.row or "-") .. " " .. (newIndexPath and newIndexPath.row or "-")
    end,
    controllerDidChangeContent = function(self, frc) log[#log + 1] = "did" end,
  }
end

local function people(delegate)
  return FetchedResultsController{ sortKey = "name", delegate = delegate,
    objects = { { name = "carol" }, { name = "alice" }, { name = "bob" } } }
end

scenario("D3: objects are sorted by the key", function(app)
  local frc = people()
  expect(frc:numberOfObjects()):toBe(3)
  expect(frc:objectAt({ section = 0, row = 0 }).name):toBe("alice")
  expect(frc:objectAt({ section = 0, item = 2 }).name):toBe("carol")
end)

scenario("D3: insert, delete, update and move arrive between will and did", function(app)
  local log, delegate = recorder()
  local frc = people(delegate)
  local dave = { name = "dave" }
  frc:insert(dave)
  frc:delete(frc:objectAt({ section = 0, row = 0 }))        -- alice
  local bob = frc:objectAt({ section = 0, row = 0 })
  frc:update(bob)                                           -- same place: an update
  bob.name = "zed"
  frc:update(bob)                                           -- new place: a move
  expect(log):toEqual({
    "will", "insert dave - 3", "did",
    "will", "delete alice 0 -", "did",
    "will", "update bob 0 -", "did",
    "will", "move zed 0 2", "did",
  })
end)

scenario("D3: performChanges groups several changes in one will/did pair", function(app)
  local log, delegate = recorder()
  local frc = people(delegate)
  frc:performChanges(function()
    frc:insert({ name = "aaron" })
    frc:insert({ name = "zoe" })
  end)
  expect(log):toEqual({ "will", "insert aaron - 0", "insert zoe - 4", "did" })
end)

scenario("D3: forgetting to insert into the data before insertItems is UIKit's error", function(app)
  local frc = people()
  local root = ViewController{ name = "Root" }
  app.window.rootViewController = root
  local source = {
    numberOfItems = function(self, cv) return frc:numberOfObjects() end,
    cellForItem = function(self, cv, indexPath) return cv:dequeueReusableCell("Cell", indexPath) end,
  }
  local cv = CollectionView{ itemSize = { width = 100, height = 100 }, dataSource = source }
  cv:register("Cell")
  root.view:addSubview(cv)
  app:run()
  expect_error(function() cv:insertItems({ { section = 0, item = 3 } }) end,
    "must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)")
end)
