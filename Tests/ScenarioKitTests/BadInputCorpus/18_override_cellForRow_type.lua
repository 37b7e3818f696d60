-- expect: cellForRow(0,0) must return a cell (a View), got number
-- status: error
local T = TableViewController:subclass('T', { cellForRow = function(self, ip) return 7 end })
scenario('s', function(app) app.window.rootViewController = T{ sections = { { rows = { { id = 'a' } } } } }; app:run() end)
