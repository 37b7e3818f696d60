local host = ...
local type, tostring, pairs, ipairs, pcall, error, select, rawequal, getmetatable, setmetatable, next, rawget, rawset =
      type, tostring, pairs, ipairs, pcall, error, select, rawequal, getmetatable, setmetatable, next, rawget, rawset
local sfind, sformat, srep, tsort, tconcat, tpack = string.find, string.format, string.rep, table.sort, table.concat, table.pack
local mtype = math.type

local describe

local function keyOrder(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end
  if ta == "number" or ta == "string" then return a < b end
  return tostring(a) < tostring(b)
end

local function sortedKeys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  tsort(keys, keyOrder)
  return keys
end

describe = function(value, depth)
  depth = depth or 0
  local kind = type(value)
  if kind == "string" then return sformat("%q", value) end
  if kind ~= "table" then
    local ok, text = pcall(tostring, value)
    return ok and text or ("<" .. kind .. ">")
  end
  -- A class table (a Swift class's, or a Lua subclass's) by its name, not its methods' addresses.
  local className = rawget(value, "__name")
  if type(className) == "string" and (rawget(value, "__classid") ~= nil or type(rawget(value, "__super")) == "table") then
    return "class " .. className
  end
  if depth > 3 then return "{...}" end
  local parts, n = {}, #value
  for i = 1, n do parts[#parts + 1] = describe(value[i], depth + 1) end
  for _, k in ipairs(sortedKeys(value)) do
    if not (mtype(k) == "integer" and k >= 1 and k <= n) then
      local key = (type(k) == "string" and sfind(k, "^[%a_][%w_]*$")) and k or ("[" .. describe(k, depth + 1) .. "]")
      parts[#parts + 1] = key .. " = " .. describe(value[k], depth + 1)
    end
  end
  return "{" .. tconcat(parts, ", ") .. "}"
end

local function fail(message)
  host.recordFailure(message)
  error(message, 3)
end

local function keyPath(path, k)
  if type(k) == "string" and sfind(k, "^[%a_][%w_]*$") then return path .. "." .. k end
  return path .. "[" .. describe(k) .. "]"
end

-- Where `actual` and `expected` first differ, keys in sorted order, depth first: the key path
-- ("" for the values themselves) and the two values there; nothing when they are deeply equal.
local function firstDifference(actual, expected, path, seen)
  if rawequal(actual, expected) then return nil end
  if type(actual) ~= "table" or type(expected) ~= "table" then
    if actual == expected then return nil end
    return path, actual, expected
  end
  if seen[actual] == expected then return nil end
  seen[actual] = expected
  local keys = sortedKeys(actual)
  for k in pairs(expected) do
    if actual[k] == nil then keys[#keys + 1] = k end
  end
  tsort(keys, keyOrder)
  for _, k in ipairs(keys) do
    local where, got, wanted = firstDifference(actual[k], expected[k], keyPath(path, k), seen)
    if where then return where, got, wanted end
  end
  return nil
end

local Expectation = {}
Expectation.__index = Expectation

function Expectation:toBe(expected)
  if not (self.value == expected) then
    fail("expected " .. describe(expected) .. ", got " .. describe(self.value))
  end
end

-- A failure names the first differing key path and both values there, then the whole values.
function Expectation:toEqual(expected)
  local where, got, wanted = firstDifference(self.value, expected, "", {})
  if where == nil then return end
  if where == "" then
    fail("expected " .. describe(expected) .. ", got " .. describe(self.value))
  end
  fail("first difference at " .. where .. ": expected " .. describe(wanted) .. ", got " .. describe(got)
       .. "\n  expected " .. describe(expected) .. "\n  got      " .. describe(self.value))
end

function Expectation:toBeTruthy()
  if not self.value then fail("expected " .. describe(self.value) .. " to be truthy") end
end

function Expectation:toBeFalsy()
  if self.value then fail("expected " .. describe(self.value) .. " to be falsy") end
end

function Expectation:toBeNil()
  if self.value ~= nil then fail("expected " .. describe(self.value) .. " to be nil") end
end

function Expectation:toContain(item)
  local value = self.value
  if type(value) == "string" and type(item) == "string" then
    if sfind(value, item, 1, true) then return end
  elseif type(value) == "table" then
    for _, element in ipairs(value) do
      if element == item then return end
    end
  end
  fail("expected " .. describe(value) .. " to contain " .. describe(item))
end

function Expectation:toBeAtMost(limit)
  if type(self.value) ~= "number" or type(limit) ~= "number" or not (self.value <= limit) then
    fail("expected " .. describe(self.value) .. " to be at most " .. describe(limit))
  end
end

function Expectation:toBeAtLeast(limit)
  if type(self.value) ~= "number" or type(limit) ~= "number" or not (self.value >= limit) then
    fail("expected " .. describe(self.value) .. " to be at least " .. describe(limit))
  end
end

function expect(value)
  return setmetatable({ value = value }, Expectation)
end

-- An error value as the reports show it: a string as it is, a table by its __tostring, a
-- number by its value ("nan" rather than C's "-nan"), anything else described.
local function errorText(err)
  if type(err) == "string" then return err end
  if type(err) == "number" then return err ~= err and "nan" or tostring(err) end
  local mt = getmetatable(err)
  if type(mt) == "table" and rawget(mt, "__tostring") ~= nil then
    local ok, text = pcall(tostring, err)
    if ok and type(text) == "string" then return text end
  end
  return describe(err)
end

function expect_error(fn, text)
  if type(fn) ~= "function" then
    error("bad argument #1 to 'expect_error' (function expected, got " .. type(fn) .. ")", 2)
  end
  local ok, err = pcall(fn)
  if ok then
    fail("expected an error" .. (text and (" containing " .. describe(text)) or "") .. ", but none was raised")
  end
  local message = errorText(err)
  if text ~= nil and not sfind(message, tostring(text), 1, true) then
    fail("expected an error containing " .. describe(text) .. ", got " .. describe(message))
  end
  return message
end

-- `member(value, name)` is `value[name]`, but nil rather than an error for a name that an
-- engine object does not have: how the host asks for a method that may be missing.
local member = host.member

-- The host calls data-source methods through this: a normal lookup (metatables apply).
host.callMethod = function(object, name, ...)
  local method = member(object, name)
  if method == nil then return false end
  return true, method(object, ...)
end

-- A spy (spy(vc, name)) records call n of its callback: the count, and the call's arguments.
-- Raw access, and a fresh args table if the script replaced it: a spy cannot be made to fail.
host.recordSpyCall = function(spy, n, ...)
  rawset(spy, "calls", n)
  local args = rawget(spy, "args")
  if type(args) ~= "table" then args = {}; rawset(spy, "args", args) end
  rawset(args, n, tpack(...))
end

-- Whether an object has a method (a presentation delegate's optional methods).
host.hasMethod = function(object, name)
  return member(object, name) ~= nil
end

-- The names of a table's functions, sorted, each once: its own and those of the tables its
-- metatables' __index give (a delegate written as a class). Rule V4 checks them against the
-- callbacks of the table's role.
host.functionNames = function(object)
  local names, seen, t, depth = {}, {}, object, 0
  while type(t) == "table" and depth < 32 do
    for k, v in pairs(t) do
      if type(k) == "string" and type(v) == "function" and not seen[k] then
        seen[k] = true
        names[#names + 1] = k
      end
    end
    local mt = getmetatable(t)
    t = type(mt) == "table" and rawget(mt, "__index") or nil
    depth = depth + 1
  end
  tsort(names)
  return names
end

-- FetchedResultsController is loaded the first time a script touches it (most never do): the
-- global starts as an empty table that fills itself, so it is the same table afterwards.
do
  local class = {}
  local function load()
    setmetatable(class, nil)
    host.loadFetchedResults(class)
  end
  setmetatable(class, {
    __index = function(t, k) load(); return t[k] end,
    __newindex = function(t, k, v) load(); t[k] = v end,
    __call = function(t, ...) load(); return t(...) end,
    __pairs = function(t) load(); return next, t, nil end,
  })
  FetchedResultsController = class
end

return describe
