-- expect: finalizers (__gc) are not available in scenarios
-- status: error
-- Lua runs __gc with hooks off: this finalizer once hung the whole run.
scenario('s', function(app)
  setmetatable({}, { __gc = function() while true do end end })
  collectgarbage()
end)
