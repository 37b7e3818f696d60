-- expect: in prepare
-- status: error
local T = TableViewController:subclass('T', { prepareForSegue = function(self, s) error('in prepare') end })
scenario('s', function(app) local _ = T{ sections = { { rows = { { id = 'a', embed = ViewController } } } } }.view end)
