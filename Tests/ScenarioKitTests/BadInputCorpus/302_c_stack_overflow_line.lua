-- expect: 302_c_stack_overflow_line.lua:5: C stack overflow
-- status: error
scenario('s', function(app)
  local mt = {}
  mt.__index = function(t, k) return setmetatable({}, mt)[k] end
  local _ = setmetatable({}, mt).x
end)
