-- expect: attempt to load a binary chunk
-- status: error
scenario('s', function(app) assert(load(string.char(27) .. 'Lua')) end)
