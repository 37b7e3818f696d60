-- expect: module 'modules.compiled' is not Lua text: 
-- status: error
-- A compiled chunk: once reported as "not found".
scenario('s', function(app) require('modules.compiled') end)
