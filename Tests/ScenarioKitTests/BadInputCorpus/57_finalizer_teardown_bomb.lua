-- expect: finalizers (__gc) are not available in scenarios
-- status: error
-- A finalizer left for lua_close at teardown, where the memory cap is off: it took 1.8 GB.
scenario('s', function(app)
  keep = setmetatable({}, { __gc = function() local t = {} for i = 1, 2e7 do t[i] = {} end end })
end)
