-- expect: custom object
-- status: error
scenario('s', function(app) error(setmetatable({}, { __tostring = function() return 'custom object' end })) end)
