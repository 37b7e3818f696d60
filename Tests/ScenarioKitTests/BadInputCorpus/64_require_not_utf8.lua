-- expect: modules/latin1.lua is not UTF-8 text (byte 0xFF at byte offset 20, line 1)
-- status: error
scenario('s', function(app) require('modules.latin1') end)
