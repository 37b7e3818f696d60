-- expect: advance needs a finite number of seconds
-- status: error
scenario('s', function(app) app:advance(-1) end)
