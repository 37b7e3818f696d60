-- expect: settle gave up
-- status: error
scenario('s', function(app) local function again() app:after(1, again) end; again(); app:settle() end)
