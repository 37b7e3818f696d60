-- expect: 05_error_table.lua:3: (error object is a table value)
-- status: error
scenario('s', function(app) error({ code = 1 }) end)
