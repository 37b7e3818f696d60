-- expect: 08_error_tostring.lua:3: custom object
-- status: error
scenario('s', function(app) error(setmetatable({}, { __tostring = function() return 'custom object' end })) end)
