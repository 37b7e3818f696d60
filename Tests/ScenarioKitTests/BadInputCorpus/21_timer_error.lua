-- expect: in timer
-- status: error
scenario('s', function(app) app:after(1, function() error('in timer') end); app:advance(2) end)
