-- expect: in height
-- status: error
local T = TableViewController:subclass('T', { heightForRow = function(self, ip) error('in height') end })
scenario('s', function(app) app.window.rootViewController = T{ sections = { { rows = { { id = 'a' } } } } }; app:run() end)
