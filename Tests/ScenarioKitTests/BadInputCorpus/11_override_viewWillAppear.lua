-- expect: in viewWillAppear
-- status: error
local V = ViewController:subclass('V', { viewWillAppear = function(self) error('in viewWillAppear') end })
scenario('s', function(app) app.window.rootViewController = V{} end)
