-- expect: stack overflow
-- status: error
local function f(n) return f(n + 1) + 1 end
scenario('s', function(app) f(1) end)
