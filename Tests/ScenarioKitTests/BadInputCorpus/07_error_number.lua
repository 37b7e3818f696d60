-- expect: 42
-- status: error
scenario('s', function(app) error(42) end)
