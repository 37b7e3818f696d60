-- expect: (error object is a table value)
-- status: error
scenario('s', function(app) error({ code = 1 }) end)
