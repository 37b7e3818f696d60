-- expect: bad argument #1 to 'advance' (number expected, got string)
-- status: error
scenario('s', function(app) app:advance('soon') end)
