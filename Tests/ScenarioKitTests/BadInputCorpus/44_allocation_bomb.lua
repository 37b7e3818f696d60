-- expect: not enough memory
-- status: error
scenario('s', function(app) local s = string.rep('x', 1 << 28) end)
