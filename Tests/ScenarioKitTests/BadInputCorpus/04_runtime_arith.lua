-- expect: attempt to perform arithmetic on a table value
-- status: error
scenario('s', function(app) return {} + 1 end)
