-- expect: in viewDidAppear
-- status: error
local V = ViewController:subclass('V', { viewDidAppear = function(self) error('in viewDidAppear') end })
scenario('s', function(app) app.window.rootViewController = V{}; app:run() end)
