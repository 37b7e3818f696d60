-- expect: not enough memory
-- status: error
scenario('s', function(app) local t = {} for i = 1, 1e10 do t[i] = { i, i, i } end end)
