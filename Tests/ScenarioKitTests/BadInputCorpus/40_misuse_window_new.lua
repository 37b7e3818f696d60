-- expect: a Window cannot be made by a script
-- status: error
scenario('s', function(app) Window{} end)
