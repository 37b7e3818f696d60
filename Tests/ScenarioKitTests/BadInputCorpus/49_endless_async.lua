-- expect: the run loop did not settle
-- status: error
scenario('s', function(app) local function again() app:async(again) end; again(); app:run() end)
