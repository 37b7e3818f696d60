-- expect: module 'modules.absent' not found: no file 
-- status: error
scenario('s', function(app) require('modules.absent') end)
