-- expect: instruction limit exceeded
-- status: error
scenario('s', function(app) while true do pcall(function() while true do end end) end end)
