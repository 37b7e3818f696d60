-- expect: instruction limit exceeded
-- status: error
scenario('s', function(app) while true do end end)
