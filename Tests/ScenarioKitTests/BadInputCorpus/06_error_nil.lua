-- expect: (error object is a nil value)
-- status: error
scenario('s', function(app) error(nil) end)
