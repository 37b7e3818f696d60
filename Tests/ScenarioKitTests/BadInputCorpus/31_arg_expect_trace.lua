-- expect: bad argument #2 to 'expect_trace' (table expected, got string)
-- status: error
scenario('s', function(app) expect_trace(app, 'no') end)
