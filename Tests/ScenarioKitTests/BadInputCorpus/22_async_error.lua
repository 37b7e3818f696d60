-- expect: in block
-- status: error
scenario('s', function(app) app:async(function() error('in block') end); app:run() end)
