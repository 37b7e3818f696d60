local setmetatable, type, error, ipairs, tsort, tinsert, tremove =
      setmetatable, type, error, ipairs, table.sort, table.insert, table.remove

local FRC = ...
FRC.__index = FRC
FRC.__name = "FetchedResultsController"

local function indexPath(i) return { section = 0, row = i - 1, item = i - 1 } end

-- Sorted by the key, ties in the order objects were added (table.sort is not stable).
local function resort(self)
  local key, ascending = self.sortKey, self.ascending
  tsort(self.fetchedObjects, function(a, b)
    local ka, kb = a[key], b[key]
    if ka == kb then return self.order[a] < self.order[b] end
    if ascending then return ka < kb end
    return ka > kb
  end)
end

local function position(self, object)
  for i, candidate in ipairs(self.fetchedObjects) do
    if candidate == object then return i end
  end
end

local function notify(self, name, ...)
  local delegate = self.delegate
  if delegate ~= nil and delegate[name] ~= nil then delegate[name](delegate, self, ...) end
end

-- Changes are reported in one will/did pair per call, or per performChanges block.
local function change(self, body)
  local outer = self.changing
  if not outer then
    self.changing = true
    notify(self, "controllerWillChangeContent")
  end
  body()
  if not outer then
    self.changing = false
    notify(self, "controllerDidChangeContent")
  end
end

setmetatable(FRC, { __call = function(class, options)
  if type(options) ~= "table" then error("FetchedResultsController{...} takes a table of options", 2) end
  if type(options.sortKey) ~= "string" then error("FetchedResultsController needs sortKey = \"field\"", 2) end
  local self = setmetatable({ sortKey = options.sortKey, ascending = options.ascending ~= false,
                              delegate = options.delegate, fetchedObjects = {}, order = {}, added = 0 }, class)
  for _, object in ipairs(options.objects or {}) do
    self.added = self.added + 1
    self.order[object] = self.added
    self.fetchedObjects[#self.fetchedObjects + 1] = object
  end
  resort(self)
  return self
end })

function FRC:numberOfObjects() return #self.fetchedObjects end
function FRC:objectAt(path) return self.fetchedObjects[(path.row or path.item) + 1] end
function FRC:indexPathForObject(object)
  local i = position(self, object)
  return i and indexPath(i) or nil
end

function FRC:performChanges(body) change(self, body) end

function FRC:insert(object)
  if type(object) ~= "table" then error("insert needs a table object", 2) end
  if self.order[object] then error("the object is already fetched", 2) end
  change(self, function()
    self.added = self.added + 1
    self.order[object] = self.added
    self.fetchedObjects[#self.fetchedObjects + 1] = object
    resort(self)
    notify(self, "controllerDidChangeObject", object, nil, "insert", indexPath(position(self, object)))
  end)
end

function FRC:delete(object)
  local i = position(self, object)
  if not i then error("the object is not fetched", 2) end
  change(self, function()
    tremove(self.fetchedObjects, i)
    self.order[object] = nil
    notify(self, "controllerDidChangeObject", object, indexPath(i), "delete", nil)
  end)
end

-- Call after changing an object's fields: an update, or a move when its sort position changed.
function FRC:update(object)
  local old = position(self, object)
  if not old then error("the object is not fetched", 2) end
  change(self, function()
    resort(self)
    local new = position(self, object)
    if new == old then
      notify(self, "controllerDidChangeObject", object, indexPath(old), "update", nil)
    else
      notify(self, "controllerDidChangeObject", object, indexPath(old), "move", indexPath(new))
    end
  end)
end
