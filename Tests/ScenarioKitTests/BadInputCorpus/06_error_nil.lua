-- expect: 06_error_nil.lua:3: (error object is a nil value)
-- status: error
scenario('s', function(app) error(nil) end)
