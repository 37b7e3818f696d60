-- expect: in layout
-- status: error
local V = ViewController:subclass('V', { viewWillLayoutSubviews = function(self) error('in layout') end })
scenario('s', function(app) app.window.rootViewController = V{}; app:run() end)
