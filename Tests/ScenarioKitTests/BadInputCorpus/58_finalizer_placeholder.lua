-- expect: finalizers (__gc) are not available in scenarios
-- status: error
-- `__gc = false` marks the table for finalization; the real function would come later.
scenario('s', function(app)
  local mt = { __gc = false }
  keep = setmetatable({}, mt)
  mt.__gc = function() while true do end end
end)
