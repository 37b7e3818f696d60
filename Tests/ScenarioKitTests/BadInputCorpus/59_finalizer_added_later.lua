-- expect: the late __gc never ran
-- status: error
-- A __gc put in after setmetatable is never called (Lua checks at setmetatable); nor is one
-- put in a Swift object's metatable (scripts see a copy).
scenario('s', function(app)
  local mt = {}
  local gone = setmetatable({}, mt)
  rawset(mt, '__gc', function() while true do end end)
  rawset(getmetatable(View{}), '__gc', function() while true do end end)
  gone = nil
  collectgarbage(); collectgarbage()
  error('the late __gc never ran')
end)
