-- expect: attempt to index a nil value
-- status: error
scenario('s', function(app) local t; return t.x end)
